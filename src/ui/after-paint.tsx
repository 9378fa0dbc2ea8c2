import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the frame after the one that shows the component's first render, in a task of
 * its own (decision 0116). A step change paints what the customer sees first (the heading, the
 * fields, the focus) and the rest (the figures and the actions below the fields) follows: the click's
 * task renders and paints less. Give it what sits below what is seen first, so that nothing on screen
 * moves when it comes.
 *
 * A task queued from a frame's animation callback runs after that frame's style, layout and paint. In a
 * page that is hidden when the component mounts, it renders everything at once. (Unmounted before the
 * frame, the state update does nothing.)
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  // A hidden page paints no frame: there is nothing to wait for (and whoever reads it reads it all).
  const [painted, setPainted] = useState(document.hidden);
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => setPainted(true)));
  }, []);
  return painted ? children : null;
}
