// Which engine a browser test runs in (issue 24: Chromium, Firefox, WebKit), and what its driver can do.

/** The engine of this page, told from the user agent. */
export const engine: 'chromium' | 'firefox' | 'webkit' = navigator.userAgent.includes('Firefox/')
  ? 'firefox'
  : navigator.userAgent.includes('Chrome/')
    ? 'chromium'
    : 'webkit';

/**
 * `emulateMedia` (@web/test-runner-commands) goes through the Chrome DevTools Protocol: only Chromium's
 * driver has it. A test that needs it skips itself elsewhere (`if (!driverEmulatesMedia) this.skip()`).
 */
export const driverEmulatesMedia = engine === 'chromium';

/** `setViewport`: puppeteer has it (Chromium, Firefox); the WebDriver launcher (WebKit) does not. */
export const driverSetsViewport = engine !== 'webkit';

/**
 * Whether the browser obeys the log-out's `Clear-Site-Data: "storage"` on the tests' origin
 * (http://localhost, a potentially trustworthy origin). WebKitGTK 2.50 leaves session storage as it was
 * (decision 0039, item 7); Chromium and Firefox clear it before the next page loads.
 */
export const clearsSiteDataOnLocalhost = engine !== 'webkit';
