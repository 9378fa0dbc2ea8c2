import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the frame after the one that shows the component's first render, as a
 * transition (decision 0116). A step change paints what the customer sees first (the heading, the
 * fields, the focus) and the rest (the figures and the actions below the fields) follows: the click's
 * task renders and paints less. Give it what sits below what is seen first, so that nothing on screen
 * moves when it comes.
 *
 * A task queued from a frame's animation callback runs after that frame's style, layout and paint. (A
 * hidden page paints no frame: the rest waits until the page is shown. Unmounted before then, the
 * state update does nothing.)
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => startTransition(() => setPainted(true))));
  }, []);
  return painted ? children : null;
}
