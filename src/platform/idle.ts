/**
 * Runs `work` once the page has been quiet for a while: `quietMs` after the call, at the main thread's
 * next idle moment (`requestIdleCallback`; a task later where there is none, as in WebKit). For work a
 * customer does not wait for, such as fetching the code of the step after the one on screen: started
 * in the step change itself, it competes with that step's render, its call and its paint (decision
 * 0108). Returns a cancel, for an effect's clean-up: the work does not run once it is called.
 */
export function whenQuiet(work: () => void, quietMs: number): () => void {
  let live = true;
  setTimeout(
    () => ((globalThis as Partial<typeof globalThis>).requestIdleCallback ?? setTimeout)(() => live && work()),
    quietMs,
  );
  return () => {
    live = false;
  };
}

/** What the Network Information API tells of the visitor's connection (Chromium only). */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether code may be fetched before the customer needs it: not when they asked to save data (Save-Data)
 * and not on a 2g connection (decision 0112). Only Chromium tells; where nothing is told, it may.
 */
export const mayFetchAhead = (connection?: Connection): boolean =>
  !connection?.saveData && !connection?.effectiveType?.includes('2g');

/**
 * Fetches code ahead (`work`) once `node` has been on screen, `quietMs` later at the main thread's next
 * idle moment ({@link whenQuiet}); without a node (or where there is no IntersectionObserver), after the
 * wait alone. Nothing where {@link mayFetchAhead} says no. A visitor who leaves before then downloads
 * nothing more (decision 0112). Returns a cancel, for an effect's clean-up.
 */
export function fetchAhead(work: () => void, quietMs: number, node?: Element | null): () => void {
  let live = mayFetchAhead((globalThis.navigator as { connection?: Connection } | undefined)?.connection);
  const run = () => live && work();
  const seen =
    live && node && typeof IntersectionObserver == 'function'
      ? new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          seen?.disconnect();
          whenQuiet(run, quietMs);
        })
      : null;
  if (seen && node) seen.observe(node);
  else if (live) whenQuiet(run, quietMs);
  return () => {
    live = false;
    seen?.disconnect();
  };
}
