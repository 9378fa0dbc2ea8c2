import { useEffect, useRef } from 'react';
import { fetchAhead } from '../platform/idle.js';

/** How long a step change is left alone before the code of the step after it is fetched. */
const AFTER_STEP_CHANGE_MS = 500;

/**
 * Fetches what the step after the one on screen needs (`preload`, for the `next` step; nothing while
 * there is none), at the main thread's next idle moment: on the first view at once (a customer may click
 * on within a moment), after a step change half a second later, once that step has had its render, its
 * calls and its paint (decision 0108). A step changed again within that wait cancels it; the part still
 * loads when it renders. Not under Save-Data or on 2g (`fetchAhead`, decision 0112).
 */
export function usePreloadNext<S>(next: S | undefined, preload: ((step: S) => void) | undefined): void {
  const changed = useRef(false);
  useEffect(() => {
    if (next === undefined || !preload) return;
    const cancel = fetchAhead(() => preload(next), changed.current ? AFTER_STEP_CHANGE_MS : 0);
    changed.current = true;
    return cancel;
  }, [next, preload]);
}
