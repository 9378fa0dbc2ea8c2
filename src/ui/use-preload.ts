import { useEffect, useRef } from 'react';

/** How long a step change is left alone before the code of the step after it is fetched. */
const AFTER_STEP_CHANGE_MS = 500;

/**
 * Fetches what the step after the one on screen needs (`preload`, for the `next` step; nothing while
 * there is none): on the first view at once (a customer may click on within a moment), after a step
 * change half a second later, once that step has had its render, its calls and its paint (decision
 * 0108). A step changed again within that wait cancels it; the part still loads when it renders.
 */
export function usePreloadNext<S>(next: S | undefined, preload: ((step: S) => void) | undefined): void {
  const changed = useRef(false);
  useEffect(() => {
    if (next === undefined || !preload) return;
    const timer = setTimeout(() => preload(next), changed.current ? AFTER_STEP_CHANGE_MS : 0);
    changed.current = true;
    return () => clearTimeout(timer);
  }, [next, preload]);
}
