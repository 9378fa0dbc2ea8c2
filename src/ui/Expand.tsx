import type { ReactNode } from 'react';
import { cx } from './internal.js';
import { expandCss } from './css/expand.js';
import { useStyles } from './use-styles.js';

/** Props of {@link Expand}. */
export interface ExpandProps {
  /** Whether the content is shown. */
  open: boolean;
  /** The id of the region, for the controlling button's `aria-controls`. */
  id?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A region that opens and closes with a height animation (250 ms, ease, no delay; none under
 * `prefers-reduced-motion`). Closed, its content is hidden from everyone (`visibility: hidden` once the
 * animation ends), so nothing inside can be focused or read. The button that toggles it is the
 * caller's: give it `aria-expanded={open}` and `aria-controls={id}`.
 *
 * @example
 * <button aria-expanded={open} aria-controls="more" onClick={() => setOpen(!open)}>Vis mer</button>
 * <Expand id="more" open={open}>…</Expand>
 */
export function Expand({ open, id, children, className }: ExpandProps) {
  useStyles(expandCss);
  return (
    <div id={id} className={cx('ui-expand', open && 'ui-expand--open', className)} data-open={open}>
      <div className="ui-expand__inner">{children}</div>
    </div>
  );
}
