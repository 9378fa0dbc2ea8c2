// What `npm run bench` (scripts/bench.mjs) runs inside the measured pages. Every function here is
// serialised by Playwright and run in the page, so each is self-contained: it may use only its
// argument, the page's globals and `window.__bench` (set up by `installProbes`).
//
// All times are `performance.now()` values or event `timeStamp`s: both count milliseconds from the
// document's time origin, which for a navigated document is the start of the navigation (the time
// origin of the Navigation Timing entry, whose `startTime` is 0). So "ms since navigation start" is
// simply the value, with no clock shared between Node and the browser.
//
// "Painted" everywhere means: the first frame after a DOM change has been produced. We take the next
// requestAnimationFrame callback after the change and then a MessageChannel message posted from that
// callback: rAF callbacks run at the start of a frame's rendering steps, before style, layout and
// paint, and a message posted there is delivered as the next task, i.e. after the main thread has
// finished that frame (style, layout, paint and the commit to the compositor). It leaves out the
// compositor's raster and the display, which are not throttled and do not depend on the element.

/**
 * Init script (runs in every document of the context before any page script). Records when the
 * element became interactive, by `kind`:
 *  - `calculator`: the product is loaded and the «Lånebevis» radio of <salgspant-calculator> is in its
 *    shadow root and enabled. The calculator renders the loan type radios only once
 *    GET /calculator/{slug} has answered (status "ready"), so the radio's presence means the product is
 *    loaded; it is the first control a visitor uses.
 *  - `baseline`: the input of <bench-baseline> is in its shadow root and enabled.
 *
 * Why a MutationObserver (rather than polling or a PerformanceObserver): there is no performance entry
 * for "this control exists", and polling (each frame or on a timer) adds its own quantisation and
 * work to a throttled main thread. A MutationObserver callback runs at the microtask checkpoint right
 * after React's commit, so the check runs exactly when the DOM changes and costs nothing otherwise.
 * Shadow roots are not seen by an observer on the document, so `attachShadow` is wrapped to observe
 * each new shadow root as it is made (the elements attach theirs in their constructors). The
 * observers are disconnected once the condition holds, so they do not disturb the later figures.
 * The figure is the time of the next paint after that commit (see above); the commit time is kept too.
 */
export function installProbes({ kind }) {
  const bench = {
    kind,
    readyDom: null,
    readyPaint: null,
    pending: null,
  };
  window.__bench = bench;

  /** Resolves with performance.now() once the frame after this call has been produced. */
  bench.nextPaint = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve(performance.now());
        };
        channel.port2.postMessage(null);
      });
    });

  /** Resolves after `ms` and two more frames: lets the previous step's work finish. */
  bench.settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms)).then(bench.nextPaint).then(bench.nextPaint);

  /** The element's «Lånebevis» radio (calculator) or its input (baseline), when present and enabled. */
  const readyControl = () => {
    if (kind === 'calculator') {
      const root = document.querySelector('salgspant-calculator')?.shadowRoot;
      if (!root) return null;
      for (const label of root.querySelectorAll('label')) {
        if (label.textContent?.trim() !== 'Lånebevis') continue;
        const input = label.htmlFor ? root.getElementById(label.htmlFor) : null;
        return input instanceof HTMLInputElement && input.type === 'radio' && !input.disabled ? input : null;
      }
      return null;
    }
    const input = document.querySelector('bench-baseline')?.shadowRoot?.querySelector('input');
    return input && !input.disabled ? input : null;
  };

  const observers = [];
  let resolveReady;
  bench.ready = new Promise((resolve) => (resolveReady = resolve));
  const check = () => {
    if (bench.readyDom !== null || !readyControl()) return;
    bench.readyDom = performance.now();
    for (const observer of observers.splice(0)) observer.disconnect();
    void bench.nextPaint().then((painted) => {
      bench.readyPaint = painted;
      resolveReady({ dom: bench.readyDom, painted });
    });
  };
  const observe = (node) => {
    if (bench.readyDom !== null) return;
    const observer = new MutationObserver(check);
    observer.observe(node, { childList: true, subtree: true, attributes: true });
    observers.push(observer);
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    observe(root);
    return root;
  };
  observe(document);
}

/**
 * Arms the keystroke probe: the next keydown's `timeStamp` (when the browser received the key; under
 * throttling this includes the time the key waited for a busy main thread, as a visitor would feel it)
 * to the next paint after the text of `figureSelector` in the element's shadow root has changed. Store
 * the result promise in `__bench.pending`; it rejects after `timeoutMs` without a change.
 *
 * With `inputSelector` and `echo`, the same keystroke also gives the ECHO: the keydown's `timeStamp` to
 * the next paint after that input's value reads exactly `echo` (the text the visitor sees once the key
 * has been handled, e.g. "500 003 kr" with the calculator's formatting). An input's value is a property,
 * not an attribute, so no MutationObserver sees it: from the keydown on, the value is checked at the
 * start of each frame (a requestAnimationFrame callback runs before that frame's style, layout and
 * paint, so the first frame whose callback sees the value is the frame that paints it), and the figure
 * is the task after that frame, as for "the next paint" everywhere else. The browser's own insertion
 * of the key before the page reformats it (e.g. "50 0003 kr") does not count: it is never painted when
 * the page handles the key in the same task, and when the page does not, the visitor does not see the
 * text the page means to show yet. The result's `echoPainted` is null without `echo`.
 */
export function armTextChange({ hostSelector, figureSelector, timeoutMs, inputSelector = null, echo = null }) {
  const bench = window.__bench;
  const root = document.querySelector(hostSelector)?.shadowRoot;
  if (!root) throw new Error(`No shadow root on ${hostSelector}`);
  const text = () => root.querySelector(figureSelector)?.textContent ?? null;
  const input = inputSelector ? root.querySelector(inputSelector) : null;
  if (inputSelector && !(input instanceof HTMLInputElement)) throw new Error(`No input ${inputSelector}`);
  const before = text();
  let start = null;
  bench.pending = new Promise((resolve, reject) => {
    let figure = null;
    let echoed = echo === null ? { painted: null, value: null } : null;
    let done = false;
    const finish = () => {
      if (done || figure === null || echoed === null) return;
      done = true;
      cleanup();
      resolve({
        start,
        mutated: figure.mutated,
        painted: figure.painted,
        echoPainted: echoed.painted,
        echoValue: echoed.value,
        before,
        after: figure.after,
      });
    };
    const afterFrame = (callback) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        callback(performance.now());
      };
      channel.port2.postMessage(null);
    };
    const watchEcho = () => {
      if (done) return;
      if (input.value === echo) {
        const value = input.value;
        afterFrame((painted) => {
          echoed = { painted, value };
          finish();
        });
        return;
      }
      requestAnimationFrame(watchEcho);
    };
    const onKeyDown = (event) => {
      if (start !== null) return;
      start = event.timeStamp;
      if (echo !== null) requestAnimationFrame(watchEcho);
    };
    const observer = new MutationObserver(() => {
      const now = text();
      if (now === before) return;
      const mutated = performance.now();
      observer.disconnect();
      void bench.nextPaint().then((painted) => {
        figure = { mutated, painted, after: now };
        finish();
      });
    });
    const timer = setTimeout(() => {
      done = true;
      cleanup();
      reject(
        new Error(
          figure === null
            ? `${figureSelector} still reads ${JSON.stringify(before)} after ${timeoutMs} ms`
            : `${inputSelector} reads ${JSON.stringify(input?.value)}, not ${JSON.stringify(echo)}, after ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown, true);
    }
    window.addEventListener('keydown', onKeyDown, true);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
  // Keep an unhandled rejection from being reported before Node awaits it.
  bench.pending.catch(() => {});
  return before;
}

/**
 * Arms the dialog probe: the next click's `timeStamp` to the next paint after a `<dialog>` in the
 * element's shadow root has become open (`showModal()` sets the `open` attribute, which the observer
 * sees). The paint is the dialog's first frame; an opening animation (the UI kit's 300 ms fade) is not
 * waited for.
 */
export function armDialogOpen({ hostSelector, timeoutMs }) {
  const bench = window.__bench;
  const root = document.querySelector(hostSelector)?.shadowRoot;
  if (!root) throw new Error(`No shadow root on ${hostSelector}`);
  if (root.querySelector('dialog[open]')) throw new Error('A dialog is open already');
  let start = null;
  bench.pending = new Promise((resolve, reject) => {
    const onClick = (event) => {
      if (start === null) start = event.timeStamp;
    };
    const observer = new MutationObserver(() => {
      const dialog = root.querySelector('dialog[open]');
      if (!dialog) return;
      const mutated = performance.now();
      cleanup();
      void bench.nextPaint().then((painted) => resolve({ start, mutated, painted, modal: dialog.matches(':modal') }));
    });
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`No dialog opened within ${timeoutMs} ms`));
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('click', onClick, true);
    }
    window.addEventListener('click', onClick, true);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['open'], childList: true });
  });
  bench.pending.catch(() => {});
}

/** A fixed amount of pure JavaScript work, timed in the page (to check the CPU throttling). */
export function busyLoop(iterations) {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < iterations; i += 1) x = (x + i * 7) % 1_000_003;
  return { ms: performance.now() - t0, x };
}
