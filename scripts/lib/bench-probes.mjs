// What `npm run bench` (scripts/bench.mjs) runs inside the measured pages. Every function here is
// serialised by Playwright and run in the page, so each is self-contained: it may use only its
// argument, the page's globals and `window.__bench` (set up by `installProbes`).
//
// All times are `performance.now()` values or event `timeStamp`s: both count milliseconds from the
// document's time origin, which for a navigated document is the start of the navigation. So "ms since
// navigation start" is simply the value, with no clock shared between Node and the browser.
//
// "Painted" everywhere means: the first frame after a DOM change has been produced. From the input on,
// the CONDITION is checked in each frame after its layout and before its paint (`beforePaint`: a
// ResizeObserver observed from the frame's requestAnimationFrame callback is called there), so a change
// made by any frame callback, the page's own included, counts in the frame that paints it. The check
// makes a mark there (`bench:seen:<figure>`), and the figure is the end of the main thread's task that
// made it, from the trace (scripts/bench.mjs): that frame's work, with its paint and commit. A
// MessageChannel message posted from the check is the fallback where the trace lacks the task: it is
// delivered after the main thread has finished that frame, but may come after the next frame too. It
// leaves out the compositor's raster and the display, which are not throttled and do not depend on the
// element.
//
// A CONDITION (plain data, so it crosses into the page) names something on screen inside the element
// `host` (its shadow root and every shadow root nested in it):
//   { host, control: 'Lånebevis' }        a control labelled so (a <label for>, or a button's own
//                                         text), present and enabled;
//   { host, selector, text?, value?, open?, changed? }
//                                         an element matching `selector` whose textContent contains
//                                         `text` (no-break spaces read as spaces), whose value is
//                                         exactly `value`, which is `open` (a <dialog>), or whose text
//                                         differs from what it read when the probe was armed (`changed`).
//
// Each probe also sets a performance mark, `bench:<name>`, which the trace carries: scripts/bench.mjs
// uses it to find the page's main thread in the trace and to put the page's clock on the trace's.

/**
 * Init script (runs in every document of the context before any page script): sets up
 * `window.__bench` and records when `ready` (a condition) first held, and the paint after it.
 */
export function installProbes({ ready }) {
  const bench = { readyDom: null, readyPaint: null, pending: null };
  window.__bench = bench;

  const normalise = (text) =>
    (text ?? '')
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  /** Every element matching `selector` in `root` and in the shadow roots below it. */
  const deepAll = (root, selector) => {
    const found = [...root.querySelectorAll(selector)];
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) found.push(...deepAll(element.shadowRoot, selector));
    return found;
  };
  bench.find = (condition) => {
    const root = document.querySelector(condition.host)?.shadowRoot;
    if (!root) return null;
    if (condition.control !== undefined) {
      const name = normalise(condition.control);
      for (const label of deepAll(root, 'label')) {
        if (normalise(label.textContent) !== name) continue;
        const control = label.control ?? (label.htmlFor ? label.getRootNode().getElementById(label.htmlFor) : null);
        if (control && !control.disabled && control.checkVisibility()) return control;
      }
      for (const button of deepAll(root, 'button'))
        if (normalise(button.textContent) === name && !button.disabled && button.checkVisibility()) return button;
      return null;
    }
    for (const element of deepAll(root, condition.selector)) {
      // On screen: not inside a hidden subtree (a part rendered ahead in a hidden <Activity>, decision 0118).
      if (!element.checkVisibility()) continue;
      if (condition.text !== undefined && !normalise(element.textContent).includes(normalise(condition.text))) continue;
      if (condition.value !== undefined && element.value !== condition.value) continue;
      if (condition.open !== undefined && element.open !== condition.open) continue;
      if (condition.changed !== undefined && normalise(element.textContent) === condition.changed) continue;
      return element;
    }
    return null;
  };
  bench.textOf = (condition) => {
    const root = document.querySelector(condition.host)?.shadowRoot;
    const element = root ? deepAll(root, condition.selector)[0] : null;
    return element ? normalise(element.textContent) : null;
  };

  /** Calls back with performance.now() once the task after the current frame runs. */
  bench.afterFrame = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      callback(performance.now());
    };
    channel.port2.postMessage(null);
  };
  /**
   * Calls back in the next frame after its frame callbacks, style and layout, before its paint: what
   * the callback sees is what that frame paints, even a change a later frame callback made.
   */
  bench.beforePaint = (callback) =>
    requestAnimationFrame(() => {
      if (!document.documentElement) return callback();
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        callback();
      });
      observer.observe(document.documentElement);
    });
  /** Resolves with performance.now() once the frame after this call has been produced. */
  bench.nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => bench.afterFrame(resolve)));
  /** Resolves after `ms` and two more frames: lets the previous step's work finish. */
  bench.settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms)).then(bench.nextPaint).then(bench.nextPaint);

  // Interactive: checked at each frame from the first script on (the check is a few querySelectorAll
  // calls, in the element's page and the baseline's alike), until it holds.
  bench.ready = new Promise((resolve) => {
    const check = () => {
      if (!bench.find(ready)) {
        bench.beforePaint(check);
        return;
      }
      bench.readyDom = performance.now();
      bench.afterFrame((painted) => {
        bench.readyPaint = painted;
        performance.mark('bench:ready');
        resolve({ dom: bench.readyDom, painted });
      });
    };
    bench.beforePaint(check);
  });
}

/**
 * Arms a probe: the `timeStamp` of the next `on` event ('keydown' or 'click', seen on the window in the
 * capture phase: when the browser received the input; under throttling this includes the time it
 * waited for a busy main thread, as a visitor would feel it) to, for each of `figures` (name → a list
 * of conditions), the paint of the first frame in which all its conditions hold (a `changed` condition
 * compares with its text now). The result, `{ start, figures: { name: { painted, seen, after } } }`, is
 * the promise `__bench.pending`; it rejects after `timeoutMs`. `seen` names the mark made inside the
 * frame when the conditions were found: the bench takes the end of the frame's task from the trace (the
 * message task of `painted` can come after the next frame: Chromium may run a frame asked for before
 * it).
 */
export function armProbe({ name, on, figures, timeoutMs }) {
  const bench = window.__bench;
  const pending = Object.entries(figures).map(([figure, until]) => ({
    figure,
    conditions: until.map((condition) =>
      condition.changed === true ? { ...condition, changed: bench.textOf(condition) } : condition,
    ),
    result: null,
  }));
  performance.mark(`bench:${name}`);
  let start = null;
  bench.pending = new Promise((resolve, reject) => {
    let done = false;
    const poll = () => {
      if (done) return;
      let waiting = false;
      for (const entry of pending) {
        if (entry.result !== null) continue;
        if (!entry.conditions.every((condition) => bench.find(condition))) {
          waiting = true;
          continue;
        }
        entry.result = 'seen';
        // On the trace: inside the frame's task, which the bench ends the figure with.
        const seen = `bench:seen:${entry.figure}`;
        performance.mark(seen);
        const after = entry.conditions.map((condition) => (condition.selector ? bench.textOf(condition) : null));
        bench.afterFrame((painted) => {
          entry.result = { painted, seen, after };
          if (pending.every((e) => typeof e.result === 'object' && e.result !== null)) {
            done = true;
            cleanup();
            resolve({ start, figures: Object.fromEntries(pending.map((e) => [e.figure, e.result])) });
          }
        });
      }
      if (waiting) bench.beforePaint(poll);
    };
    const onInput = (event) => {
      if (start !== null) return;
      start = event.timeStamp;
      bench.beforePaint(poll);
    };
    const timer = setTimeout(() => {
      done = true;
      cleanup();
      const missing = pending
        .filter((e) => e.result === null)
        .map((e) => `${e.figure} ${JSON.stringify(e.conditions)}`);
      reject(
        new Error(
          `${name}: ${start === null ? `no ${on} seen` : `not on screen: ${missing.join('; ')}`} within ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      window.removeEventListener(on, onInput, true);
    }
    window.addEventListener(on, onInput, true);
  });
  // Keep an unhandled rejection from being reported before Node awaits it.
  bench.pending.catch(() => {});
}

/** A fixed amount of pure JavaScript work, timed in the page (to check the CPU throttling). */
export function busyLoop(iterations) {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < iterations; i += 1) x = (x + i * 7) % 1_000_003;
  return { ms: performance.now() - t0, x };
}
