import { Activity, createContext, useState, type ReactNode } from 'react';

/**
 * True while a part is rendered ahead, hidden: what it would show a frame after the customer's click
 * ({@link AfterPaint}) it renders at once, so it shows whole when revealed.
 */
export const RenderedAhead = createContext(false);

/**
 * Renders a lazy part (`children`) where it shows: while `shown`, and before that hidden, once its code
 * was fetched ahead (`here`, from {@link usePartAhead}). React renders a hidden `<Activity>` at idle
 * priority, after everything on screen, and mounts none of its layout or passive effects (an effect that
 * runs when it shows runs with what it rendered hidden); the click that shows the part then
 * reveals a tree rendered while the customer read, instead of mounting one (decision 0118). Hiding the
 * part unmounts it, as before, and a fresh hidden one is rendered for its next show: what the customer
 * typed in it is not kept. Nothing it renders can be reached (focus, screen readers, find in page) while
 * hidden.
 */
export function Ahead({ shown, here, children }: { shown: boolean; here: boolean; children: ReactNode }) {
  // While hidden, the part keeps the props it was first rendered with: its owner's renders do not render
  // it again at idle priority. Shown, it renders with what is current.
  const [last, setLast] = useState({ shown, key: 0, children });
  if (last.shown !== shown) setLast({ shown, key: shown ? last.key : last.key + 1, children });
  return (
    (shown || here) && (
      <Activity key={last.key} mode={shown ? 'visible' : 'hidden'}>
        <RenderedAhead value={!shown}>{shown ? children : last.children}</RenderedAhead>
      </Activity>
    )
  );
}
