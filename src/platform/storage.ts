/**
 * The browser's session storage, or undefined where there is none or it is blocked. With cookies
 * blocked, Chromium throws from the `sessionStorage` getter itself (a `typeof` does not protect
 * against that), so every flow reaches session storage through this function: blocked storage only
 * means that nothing is resumed after a reload.
 */
export function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}
