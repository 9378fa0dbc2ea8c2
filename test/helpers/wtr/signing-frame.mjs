/* global location, document -- read inside the frame, in the browser */
// The `signing-frame` command: the e-signing simulator runs on its own origin (demo/signing.ts), so a
// test page cannot read into the completion's signing frame. This command does it from the test runner,
// through the browser's DevTools protocol (Puppeteer's frames): what the frame shows, and a real click
// on one of its buttons. The frame is found by its address, in any depth of frames.

/** The signing simulator's page (not its return page) among the page's frames; the newest one. */
function signingFrameOf(page) {
  const frames = page
    .frames()
    .filter((frame) => /\/sandbox\/signing\/(?!return)[^/?]+/.test(new URL(frame.url(), 'http://x').pathname));
  return frames.at(-1) ?? null;
}

export function signingFramePlugin() {
  return {
    name: 'signing-frame',
    async executeCommand({ command, payload, session }) {
      if (command !== 'signing-frame') return undefined;
      const page = session.browser.getPage(session.id);
      const frame = signingFrameOf(page);
      if (payload?.action === 'click') {
        if (!frame) throw new Error('signing-frame: no signing page in any frame');
        await frame.click(`button[value="${payload.value === 'cancel' ? 'cancel' : 'sign'}"]`);
        return true;
      }
      // { action: 'state' }: false while no signing page has loaded (null would read as "not handled").
      if (!frame) return false;
      try {
        return await frame.evaluate(() => ({
          origin: location.origin,
          ready: document.querySelector('button[value="sign"]') !== null,
          focused: document.hasFocus() && document.activeElement ? document.activeElement.textContent.trim() : null,
        }));
      } catch {
        // The frame navigated while it was read.
        return false;
      }
    },
  };
}
