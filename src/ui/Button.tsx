import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx, useT } from './internal.js';
import { buttonCss } from './css/button.js';
import { spinnerCss } from './css/spinner.js';
import { useStyles } from './use-styles.js';

/** The look of a button: filled, outlined, or a link-looking text button. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary-link';

/**
 * The class names of a button's look, for an `<a>` that must look like a button (a link navigates,
 * a button acts: use `Button` for actions).
 *
 * @example <a className={buttonClassName('secondary')} href="/">Tilbake</a>
 */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return cx('ui-button', `ui-button--${variant}`);
}

/** Props of {@link Button}: every native button attribute, plus: */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The look; default `primary`. */
  variant?: ButtonVariant;
  /**
   * Work is in progress (a request after a click). The button keeps its focus and size, shows a
   * spinner, ignores activation (no double submit, also of its form) and announces `busyLabel`.
   * Pass it (also as `false`) on every render of a button that can become busy: the announcing live
   * region must be in place before the work starts.
   */
  busy?: boolean;
  /** What a screen reader hears when the button becomes busy; default the loader's text ("Vent Litt"). */
  busyLabel?: string;
  /** The button element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button (keyboard: Tab, Enter, Space) with the kit's variants and a busy state; at least
 * 44 × 44 px. `type` defaults to `button`: a submit button says `type="submit"`.
 *
 * Busy uses `aria-disabled` rather than `disabled`, so focus stays on the button while the work runs.
 *
 * @example <Button type="submit" busy={model.sending}>{t('calculator.submit.loan')}</Button>
 */
export function Button({
  variant = 'primary',
  busy: busyProp,
  busyLabel,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  useStyles(buttonCss, spinnerCss);
  const t = useT();
  const busy = busyProp === true;
  const label = busyLabel ?? t('ui.loader.label');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops the implicit submission of the button's form.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        ref={ref}
        type={type}
        className={cx(buttonClassName(variant), busy && 'ui-button--busy', className)}
        aria-disabled={busy || undefined}
        onClick={handleClick}
        {...rest}
      >
        {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
        <span className="ui-button__label">{children}</span>
      </button>
      {/* The live region exists only for buttons that can be busy, and before they are. */}
      {busyProp !== undefined && (
        <span className="visually-hidden" role="status">
          {busy ? label : ''}
        </span>
      )}
    </>
  );
}
