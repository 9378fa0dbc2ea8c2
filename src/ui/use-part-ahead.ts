import { useEffect, useRef, type RefObject } from 'react';
import { useFetchAhead, type LazyPart } from './LazyPart.js';

/**
 * Every hint that the part after an element's first view (its form) will be needed, in one place: the
 * element on screen and quiet once `ready` ({@link useFetchAhead}), focus moving onto any control inside
 * it (the customer is about to use it), and `started` (a lookup under way, which opens the part when it
 * answers, as from a dealer's `registration-number` or a restored draft). Returns the props of the
 * element's container: its ref and its focus handler. A customer's click then finds the code there,
 * not fetched, compiled and run in the click (decisions 0108, 0112).
 */
export function usePartAhead<P extends object>(
  part: LazyPart<P>,
  ready: boolean,
  started: boolean,
): { ref: RefObject<HTMLElement | null>; onFocus: () => void } {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (started) void part.preload();
  }, [part, started]);
  useFetchAhead(ref, ready ? part.preload : undefined);
  return { ref, onFocus: () => void part.preload() };
}
