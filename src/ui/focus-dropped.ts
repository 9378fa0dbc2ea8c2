import { useLayoutEffect, type RefObject } from 'react';

// A module of its own: only the elements whose parts replace each other (the upgrade) carry it.

/** Where the control that last took the focus in an element was: itself and its ancestors. */
let last: EventTarget[] = [];
const track = (event: Event) => {
  last = event.composedPath();
};

/**
 * Focuses the referenced element (a heading with `tabIndex={-1}`) in the commit that shows it when that
 * commit took the focus away from the customer (decision 0117): the control that had it, inside the same
 * `<section>` as the heading, is gone (the plate field the customer pressed Enter in, a button that led
 * here), and nothing else has it. A part shown without the customer's doing (a page load, a vehicle looked
 * up as the page loads), a new view of `<salgspant-app>` (its router moves the focus) and a customer who
 * put the focus somewhere else meanwhile keep the focus where it is. The first call starts watching where
 * the focus goes; call it in every part that can replace another.
 */
export function useFocusIfDropped(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    // At the element's shadow root: a focus move between two of its controls stops there and never
    // reaches the document. The same listener is added once per root, however often this runs.
    element?.getRootNode().addEventListener('focusin', track, true);
    const section = element?.closest('section');
    const control = last[0];
    const active = document.activeElement;
    if (
      section &&
      control instanceof Element &&
      !control.isConnected &&
      last.includes(section) &&
      (active === null || active === document.body)
    )
      element?.focus();
  }, [ref]);
}
