/**
 * Runs `work` once the page has been quiet for a while: `quietMs` after the call, at the main thread's
 * next idle moment (`requestIdleCallback`; a task later where there is none, as in WebKit). For work a
 * customer does not wait for, such as fetching the code of the step after the one on screen: started
 * in the step change itself, it competes with that step's render, its call and its paint (decision
 * 0108). Returns a cancel, for an effect's clean-up: it stops the work while the wait lasts; work already
 * waiting for the idle moment still runs, so it must be harmless when late (fetching code is).
 */
export function whenQuiet(work: () => void, quietMs: number): () => void {
  const timer = setTimeout(
    () => ((globalThis as Partial<typeof globalThis>).requestIdleCallback ?? setTimeout)(() => work()),
    quietMs,
  );
  return () => clearTimeout(timer);
}
