// How every script and test here starts Debian's Chromium (ARCHITECTURE.md, "Verified pitfalls").

/** The Chromium binary: $CHROME_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Flags for headless Chromium on this kind of machine: no sandbox (root), no GPU, and none of the
 * background connections a closed network refuses.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]);
