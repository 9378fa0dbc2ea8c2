import { use, useEffect, useState, type ReactNode } from 'react';
import { RenderedAhead } from './ahead.js';

/**
 * Renders `children` from the frame after the one that shows the component's first render, in a task of
 * its own, when the customer's own click or key has just opened it (decision 0116): the click paints
 * what the customer sees first (the fields, the focus) and the rest follows. Otherwise (a page load, a
 * dealer's preset, a lookup started by the page, a hidden page) it renders everything at once, so the
 * host page does not move twice. Give it what sits below what is seen first.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  // Without the customer's recent input there is no click to paint first. (Browsers before 2023 have no
  // `userActivation`: the same.) A part rendered ahead, hidden, renders it all: it shows whole (decision 0118).
  const [painted, setPainted] = useState(
    use(RenderedAhead) || !(navigator as Partial<Navigator>).userActivation?.isActive,
  );
  useEffect(() => {
    // A task queued from a frame's animation callback runs after that frame's style, layout and paint.
    requestAnimationFrame(() => setTimeout(() => setPainted(true)));
  }, []);
  return painted ? children : null;
}
