import { executeServerCommand } from '@web/test-runner-commands';
import { defined } from './defined.js';
import { STATE_WAIT } from './fixture.js';

/** What the signing simulator's page in a frame shows (read by the `signing-frame` command). */
export interface SigningPage {
  /** The page's origin: the signing simulator's own, never the bank's. */
  origin: string;
  /** «Signer» is there. */
  ready: boolean;
  /** The text of the focused control when focus is in the frame, else null. */
  focused: string | null;
}

/** The signing simulator's page as it is now, or null when no frame shows it. */
export async function signingPage(): Promise<SigningPage | null> {
  const state = await executeServerCommand<SigningPage | false, { action: 'state' }>('signing-frame', {
    action: 'state',
  });
  return state || null;
}

/** Waits until the signing simulator's page (on its own origin) shows «Signer» in a frame. */
export async function signingPageReady(timeout = STATE_WAIT): Promise<SigningPage> {
  const start = performance.now();
  for (;;) {
    const state = await signingPage();
    if (state?.ready) return state;
    if (performance.now() - start > timeout) throw new Error(`the signing page in the frame within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The completion's signing frame once its page (the sandbox's signing simulator) has loaded. */
export async function signingFrame(el: HTMLElement): Promise<HTMLIFrameElement> {
  await signingPageReady();
  return defined(el.shadowRoot?.querySelector('iframe'), 'the signing frame');
}

/** Clicks «Signer» or «Avbryt» in the signing simulator's frame (a real click). */
export async function clickInSigningFrame(value: 'sign' | 'cancel'): Promise<void> {
  await executeServerCommand('signing-frame', { action: 'click', value });
}

/** Opens a page of the demo server in an iframe of the given width and waits for it to load. */
export async function openPage(path: string, width = 1024, height = 900): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = path;
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  return frame;
}

/**
 * Scrolls to each of the element catalogue's examples in turn, as a reader does, and waits until its
 * element is there: the catalogue mounts an example only when it comes near the screen (decision 0106).
 * Does nothing on a page without examples.
 */
export async function scrollThroughExamples(frame: HTMLIFrameElement): Promise<void> {
  const doc = defined(frame.contentDocument, 'frame document');
  for (const outlet of doc.querySelectorAll<HTMLElement>('[data-slot="example"]')) {
    outlet.scrollIntoView({ block: 'center' });
    const started = performance.now();
    while (!outlet.firstElementChild) {
      if (performance.now() - started > STATE_WAIT) throw new Error('an example of the catalogue did not mount');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  defined(frame.contentWindow, 'frame window').scrollTo(0, 0);
}

/** Loads axe into the page as a same-origin script (the pages' CSP allows only 'self'). */
export async function axeIn(frame: HTMLIFrameElement): Promise<typeof import('axe-core')> {
  // Typed without `Window`: test/helpers/axe.ts declares `axe` on every window, but a frame's has none
  // until the script below has loaded.
  const win: { axe?: typeof import('axe-core') } = defined(frame.contentWindow, 'frame window');
  if (!win.axe) {
    const doc = defined(frame.contentDocument, 'frame document');
    const script = doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve, { once: true });
      script.addEventListener('error', reject, { once: true });
    });
    doc.head.append(script);
    await loaded;
  }
  return defined(win.axe, 'axe in the frame');
}
