import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useFetchAhead, type LazyPart } from './LazyPart.js';

/**
 * Every hint that the part after an element's first view (its form) will be needed, in one place: the
 * element on screen and quiet once `ready` ({@link useFetchAhead}), focus moving onto any control inside
 * it (the customer is about to use it), and `started` (a lookup under way, which opens the part when it
 * answers, as from a dealer's `registration-number` or a restored draft). A customer's click then finds
 * the code there, not fetched, compiled and run in the click (decisions 0108, 0112).
 *
 * Returns the props of the element's container (its ref and its focus handler), and `here`: true once
 * the code was fetched ahead on screen and quiet, for {@link Ahead} to render the part hidden before it
 * shows (decision 0118). Under Save-Data or on 2g nothing is fetched or rendered ahead.
 */
export function usePartAhead<P extends object>(
  part: LazyPart<P>,
  ready: boolean,
  started: boolean,
): [props: { ref: RefObject<HTMLElement | null>; onFocus: () => void }, here: boolean] {
  const ref = useRef<HTMLElement>(null);
  const [here, setHere] = useState(false);
  const ahead = useCallback(() => part.preload().then(() => setHere(true)), [part]);
  useEffect(() => {
    if (started) void part.preload();
  }, [part, started]);
  useFetchAhead(ref, ready ? ahead : undefined);
  return [{ ref, onFocus: () => void part.preload() }, here];
}
