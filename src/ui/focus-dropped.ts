import { useLayoutEffect, type RefObject } from 'react';
import { useElement } from '../platform/element.js';

// A module of its own: only the elements with parts that can take a focused control away carry it (the
// upgrade, the application, the completion and their receipts), not the calculator's or the chooser's.

/** Where the control that last took the focus in an element was: itself and its ancestors. */
let last: EventTarget[] = [];
/** Whether that control showed its focus (`:focus-visible`): the customer was on the keyboard, not the mouse. */
let shown = true;
const track = (event: Event) => {
  last = event.composedPath();
  try {
    shown = (last[0] as Element).matches(':focus-visible');
  } catch {
    // Not an element, or a browser without `:focus-visible`: scroll as before.
    shown = true;
  }
};

/**
 * Starts watching where the focus goes in an element's shadow root, once per root (the same listener is
 * not added twice). At the root, not at the document: a focus move between two controls of one shadow
 * root stops at that root and never reaches the document.
 */
const watch = (root: Node | null | undefined) => root?.addEventListener('focusin', track, true);

/**
 * Whether `control` was hidden by a `display: none` of its own or of an ancestor's `style` (what React's
 * hidden `<Activity>` sets), up to its shadow root. Reads no layout.
 */
const hidden = (control: Element) => {
  for (let node: Element | null = control; node; node = node.parentElement)
    if (node instanceof HTMLElement && node.style.display === 'none') return true;
  return false;
};

/**
 * Whether the control that last had the focus is gone from the page, or hidden in it, and nothing else
 * has the focus. A control hidden in a commit may still be the focused one until the browser's next style
 * update takes the focus from it.
 */
const dropped = () => {
  const control = last[0];
  if (!(control instanceof Element)) return false;
  const active = document.activeElement;
  const none = active === null || active === document.body;
  if (!control.isConnected) return none;
  return ((control.getRootNode() as Document | ShadowRoot).activeElement === control || none) && hidden(control);
};

/**
 * Gives `element` the focus the customer lost, when it is lost. The page scrolls to it only for a customer
 * on the keyboard: after a mouse click the page stays where they clicked.
 */
const takeBack = (element: HTMLElement | null | undefined) => {
  if (element && dropped()) element.focus({ preventScroll: !shown });
};

/**
 * Focuses the referenced element (a heading with `tabIndex={-1}`, or a control) when a commit that renders
 * it took the focus away from the customer (decision 0117): the control that had it is gone or hidden (the
 * plate field the customer pressed Enter in, a «Prøv igjen» a loader replaced, a row's «Fjern»), and
 * nothing else has it. The control was inside the same `<section>` as the element, or, with `within`, inside
 * a node it accepts (one of a list's rows). It checks after every render of the component that calls it,
 * the first included. A part shown without the customer's doing (a page load, a vehicle looked up as the
 * page loads), a new view of `<salgspant-app>` (its router moves the focus) and a customer who put the
 * focus somewhere else meanwhile keep the focus where it is. The page scrolls to the element only for a
 * customer on the keyboard (the lost control showed its focus).
 */
export function useFocusIfDropped(ref: RefObject<HTMLElement | null>, within?: (node: EventTarget) => boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    watch(element?.getRootNode());
    const section = element?.closest('section');
    const inside = within ? last.some(within) : section != null && last.includes(section);
    if (inside) takeBack(element);
  });
}

/**
 * Keeps the focus in the open step of a loan flow (decision 0117). When a step's own change takes away the
 * control that had the focus (a «Prøv igjen» the loader replaces, then the loader the answer replaces),
 * the open step's title takes it, as it does when the step opens (`StepsAccordion`). Call it in each step
 * part; it checks after every render of the part, so a focus lost earlier and never taken back (on the
 * page's body) is brought to the title by the part's next render. A step change is the accordion's: the
 * step the control was in is no longer open by then. As with {@link useFocusIfDropped}, the page scrolls to
 * the title only for a customer on the keyboard.
 */
export function useStepKeepsFocus(): void {
  const { host } = useElement();
  useLayoutEffect(() => {
    watch(host.shadowRoot ?? host.ownerDocument);
    const step = last.find(
      (node): node is Element => node instanceof Element && node.classList.contains('ui-steps-accordion__step--open'),
    );
    if (step?.isConnected) takeBack(step.querySelector<HTMLElement>('.ui-steps-accordion__title'));
  });
}
