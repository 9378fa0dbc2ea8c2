import { defined } from './defined.js';
import { until } from './fixture.js';

/** The completion's signing frame once its page (the sandbox's signing simulator) has loaded. */
export async function signingFrame(el: HTMLElement): Promise<HTMLIFrameElement> {
  const find = () => el.shadowRoot?.querySelector('iframe') ?? null;
  await until(
    () => find()?.contentDocument?.querySelector('button[value="sign"]') != null,
    6000,
    'the signing page in the frame',
  );
  return defined(find());
}

/** «Signer» or «Avbryt» in the signing simulator's frame. */
export function frameButton(frame: HTMLIFrameElement, value: 'sign' | 'cancel'): HTMLButtonElement {
  return defined(defined(frame.contentDocument).querySelector<HTMLButtonElement>(`button[value="${value}"]`));
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
