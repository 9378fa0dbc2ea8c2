import { useId, useLayoutEffect, useMemo, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Icon } from './Icon.js';
import { cx, useT } from './internal.js';
import { modalCss } from './css/modal.js';
import { useStyles } from './use-styles.js';

/**
 * The focused element, looking through open shadow roots (`document.activeElement` stops at a host).
 * The modal's own helper: in ./internal.js it rode in the first visit of every element with the kit.
 */
function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. Controlled: the modal asks to close through `onClose`. */
  open: boolean;
  /** Called when the customer asks to close: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  children: ReactNode;
  /** Text of the close button; default "Lukk". */
  closeLabel?: string;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** Heading level of the title; default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the rest of the page is inert, so focus
 * stays inside; Escape closes (through the `cancel` event); focus returns to the element that had it
 * when the dialog opened. It fades and slides in and out in 300 ms (the spec's modal animation), not at
 * all under `prefers-reduced-motion`.
 *
 * While it is closed its body keeps what its closing render gave it and is not rendered again: a page
 * that keeps a dialog of figures ready renders those figures when the customer opens it, not on every
 * change of them (issue 31, option 3). It fades out with that body.
 *
 * @example
 * <Button onClick={() => setOpen(true)}>Detaljer</Button>
 * <Modal open={open} onClose={() => setOpen(false)} title="Detaljer om lånet">…</Modal>
 */
export function Modal({ open, onClose, title, children, closeLabel, footer, headingLevel = 2, className }: ModalProps) {
  useStyles(modalCss);
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = `modal-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  // The latest props, for the native close handler.
  const latest = useRef({ open, onClose });
  // The same element while closed, so React does not render the body again; a new one when it opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the children count only while open
  const body = useMemo(() => children, [open && children]);
  useLayoutEffect(() => {
    latest.current = { open, onClose };
  });

  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  // Shown and closed in the commit that changes `open`, and the focus returned at once: the native
  // `close` event comes a task later, after keys or clicks the customer may already have sent elsewhere
  // (decision 0091). It still returns the focus when the browser closes the dialog itself.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const active = deepActiveElement();
      opener.current = active instanceof HTMLElement && !element.contains(active) ? active : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      restoreFocus();
    }
  }, [open]);

  // Removed while open: the dialog goes, focus still returns, in the same commit (a passive cleanup can run
  // after the customer has moved on, and take the focus from where they are now; decision 0091).
  // React runs this before it takes the dialog out of the page: close it first (an open modal dialog makes
  // the rest of the page inert, and the opener could not take the focus).
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) element.close();
      restoreFocus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the parent decides (controlled). If the browser does not let the cancel be prevented
    // (no user activation since the last one), the dialog closes itself and onNativeClose reports it.
    event.preventDefault();
    latest.current.onClose();
  };

  const onNativeClose = () => {
    restoreFocus();
    if (latest.current.open) latest.current.onClose();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog has no padding: a click whose target is the dialog itself is on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click is the mouse's twin of Escape, which <dialog> handles natively (onCancel)
    <dialog
      ref={dialog}
      className={cx('ui-modal', className)}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdropClick}
    >
      <div className="ui-modal__frame">
        <div className="ui-modal__header">
          <Heading className="ui-modal__title" id={titleId}>
            {title}
          </Heading>
          <button type="button" className="ui-modal__close" onClick={onClose}>
            <Icon name="close" />
            <span>{closeLabel ?? t('ui.modal.close')}</span>
          </button>
        </div>
        <div className="ui-modal__body">{body}</div>
        {footer != null && <div className="ui-modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
