/* global location, document -- read inside the frame, in the browser */
// The `signing-frame` command: the e-signing simulator runs on its own origin (demo/signing.ts), so a
// test page cannot read into the completion's signing frame. This command does it from the test runner:
// what the frame shows, and a real click on one of its buttons. The frame is found by its address, in any
// depth of frames. Two ways in, one per kind of driver: puppeteer's frames (Chromium over CDP, Firefox over
// BiDi), and WebDriver classic's Switch To Frame (WebKit through WebKitWebDriver and webdriverio).

/** The simulator's signing page, not its return page. */
const SIGNING_PATH = /\/sandbox\/signing\/(?!return)[^/?]+/;
const isSigningPage = (url) => SIGNING_PATH.test(new URL(url, 'http://x').pathname);

/** What the frame shows (run inside it). */
function readFrame() {
  return {
    origin: location.origin,
    ready: document.querySelector('button[value="sign"]') !== null,
    focused: document.hasFocus() && document.activeElement ? document.activeElement.textContent.trim() : null,
  };
}

const buttonSelector = (payload) => `button[value="${payload?.value === 'cancel' ? 'cancel' : 'sign'}"]`;

/** Through puppeteer: the signing page among the page's frames; the newest one. */
async function throughPuppeteer(page, payload) {
  const frame =
    page
      .frames()
      .filter((f) => isSigningPage(f.url()))
      .at(-1) ?? null;
  if (payload?.action === 'click') {
    if (!frame) throw new Error('signing-frame: no signing page in any frame');
    await frame.click(buttonSelector(payload));
    return true;
  }
  // { action: 'state' }: false while no signing page has loaded (null would read as "not handled").
  if (!frame) return false;
  try {
    return await frame.evaluate(readFrame);
  } catch {
    // The frame navigated while it was read.
    return false;
  }
}

/**
 * The iframes of the current document, shadow roots included, as WebDriver element references with
 * their `src` (readable on the element whatever the frame's origin). Run in the browser.
 */
const FRAMES_SCRIPT = `
  const found = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === 'iframe') found.push([el, el.src]);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return found;`;

/**
 * Through WebDriver: switches from the top into frame after frame, depth first, until the current one
 * is a signing page (the newest such frame of each document: the last in document order). The caller
 * switches back to the top. With `reveal`, each frame on the way is scrolled into its parent's view
 * first: WebKitWebDriver's Element Click scrolls only the innermost document, and a click outside the
 * outer viewport lands nowhere.
 */
async function enterSigningFrame(driver, reveal, depth = 0) {
  if (depth > 4) return false;
  const frames = await driver.execute(FRAMES_SCRIPT);
  for (const [element, src] of [...frames].reverse()) {
    if (reveal) await driver.execute('arguments[0].scrollIntoView({ block: "nearest" })', element);
    await driver.switchFrame(element);
    // The element's src is where the frame was sent; the page in it now is what counts. Else it may be a
    // frame of another page (the demo page the test opened) that holds it.
    if (isSigningPage(src) && isSigningPage(await driver.execute('return location.href'))) return true;
    if (!isSigningPage(src) && (await enterSigningFrame(driver, reveal, depth + 1))) return true;
    await driver.switchToParentFrame();
  }
  return false;
}

/** Through webdriverio (the WebDriver launcher's `driver`), back in the top frame at the end. */
async function throughWebDriver(driver, payload) {
  try {
    const inside = await enterSigningFrame(driver, payload?.action === 'click');
    if (payload?.action === 'click') {
      if (!inside) throw new Error('signing-frame: no signing page in any frame');
      const button = await driver.$(buttonSelector(payload));
      await button.click();
      return true;
    }
    if (!inside) return false;
    return await driver.execute(readFrame);
  } catch (error) {
    if (payload?.action === 'click') throw error;
    // The frame navigated or went away while it was read.
    return false;
  } finally {
    await driver.switchFrame(null);
  }
}

export function signingFramePlugin() {
  return {
    name: 'signing-frame',
    async executeCommand({ command, payload, session }) {
      if (command !== 'signing-frame') return undefined;
      const { browser } = session;
      if (typeof browser.getPage === 'function') return throughPuppeteer(browser.getPage(session.id), payload);
      if (browser.driver) return throughWebDriver(browser.driver, payload);
      throw new Error(`signing-frame: no way into frames with ${browser.name}`);
    },
  };
}
