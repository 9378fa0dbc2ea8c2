import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the referenced element in the commit that shows it (decision 0091): a screen that replaced
 * the one the customer was on (a receipt, an error screen, a final screen) starts keyboard and
 * screen-reader users at its heading. A layout effect, not a passive one: React runs passive effects
 * after the paint when the update did not come from a discrete event (a service's answer), and a key
 * the customer pressed in between would lose its place to this focus.
 *
 * @param when - focus only while this is true (e.g. a `focusOnMount` prop).
 * @param key - focus again whenever this changes (another receipt in the same view).
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, when = true, key?: unknown): void {
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [ref, when, key]);
}

const focusElement = (element: HTMLElement): undefined => {
  element.focus();
  return undefined;
};

/**
 * Focuses the referenced element whenever `key` changes after the first render (a new step replaced
 * the one the customer was on), in the commit that shows it (decision 0091). The element needs
 * `tabIndex={-1}` when it is a heading. `focus` does the moving (default: `element.focus()`) and may
 * return a cleanup. A `null` key means "not shown yet" (data still loading): the first key after it is
 * the first render, not a change, so an answer that arrives never takes the focus from where the
 * customer put it meanwhile.
 */
export function useFocusOnChange(
  ref: RefObject<HTMLElement | null>,
  key: unknown,
  focus: (element: HTMLElement) => (() => void) | undefined = focusElement,
): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = key === null;
      return;
    }
    const element = ref.current;
    return element ? focus(element) : undefined;
    // `focus` is read on the change of `key` only: a caller's inline function must not move the focus.
  }, [ref, key]);
}
