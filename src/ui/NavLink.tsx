import type { MouseEvent, ReactNode } from 'react';
import { isModifiedClick, type SalgspantNavigateDetail } from '../platform/events.js';

/** Props of {@link NavLink}. */
export interface NavLinkProps {
  /** Where the link goes: `href` is the link's address. */
  detail: SalgspantNavigateDetail;
  /** Called on a plain click instead of the browser's navigation: the flow asks its host to navigate. */
  onNavigate: (detail: SalgspantNavigateDetail) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A real link (`<a href>`: copy, open in a new tab) whose plain click is handed to the flow, which emits
 * the cancelable `salgspant-navigate`; a modified or middle click is left to the browser.
 *
 * @example <NavLink detail={link} onNavigate={(d) => model.follow(d)} className={buttonClassName()}>Til oversikten</NavLink>
 */
export function NavLink({ detail, onNavigate, className, children }: NavLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate(detail);
  };
  return (
    <a className={className} href={detail.href} onClick={onClick}>
      {children}
    </a>
  );
}
