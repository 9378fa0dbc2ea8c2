/**
 * Runs `work` once the page has been quiet for a while: `quietMs` after the call, at the main thread's
 * next idle moment (`requestIdleCallback`; at once where there is none, as in WebKit). For work a
 * customer does not wait for, such as fetching the code of the step after the one on screen: started
 * in the step change itself, it competes with that step's render, its call and its paint (decision
 * 0108). Returns a cancel, for an effect's clean-up.
 */
export function whenQuiet(work: () => void, quietMs: number): () => void {
  let cancel = () => clearTimeout(timer);
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback !== 'function') {
      work();
      return;
    }
    const idle = requestIdleCallback(work, { timeout: 2000 });
    cancel = () => cancelIdleCallback(idle);
  }, quietMs);
  return () => cancel();
}
