import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Icon } from './Icon.js';
import type { TextKey } from '../texts/nb.js';
import { cx, idRefs, useT } from './internal.js';
import { fieldCss } from './css/field.js';
import { useStyles } from './use-styles.js';

/** The accessibility wiring a {@link Field} hands its control. */
export interface FieldControlProps {
  /** The control's id; the label points at it. */
  id: string;
  /** The hint and, when shown, the error message. */
  'aria-describedby': string | undefined;
  /** `true` while an error is shown. */
  'aria-invalid': true | undefined;
  /** `true` when the field must be filled in. */
  'aria-required': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help shown between the label and the control, read with the control. */
  hint?: ReactNode;
  /**
   * The error message (a text key as the schemas carry it, or a text); shown below the control and
   * announced politely when it appears.
   */
  error?: string | null | undefined;
  /** The control's id (an error summary links to it); generated when absent. */
  id?: string;
  /** Sets `aria-required` on the control. (Not the native `required`: the forms validate themselves.) */
  required?: boolean;
  /** A visible marker after the label: "må fylles ut" or "valgfritt"; none by default. */
  marker?: 'required' | 'optional';
  /**
   * The single control: an element (it is cloned with {@link FieldControlProps}) or a render function
   * that spreads them where they belong.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/** Props of {@link FieldMessages}. */
interface FieldMessagesProps {
  errorId: string;
  error?: string | null | undefined;
}

/**
 * The error slot below a control. The live region is always in the DOM, so an error that appears is
 * announced (politely: the forms validate while the customer types).
 * @internal
 */
export function FieldError({ errorId, error }: FieldMessagesProps) {
  const t = useT();
  return (
    <div className="ui-field__error-slot" aria-live="polite">
      {error ? (
        <p className="ui-field__error" id={errorId}>
          <Icon name="error" />
          <span className="visually-hidden">{t('ui.field.errorPrefix')} </span>
          {/* Its own element, so the message alone can be found by its text. */}
          <span className="ui-field__error-text">{t(error as TextKey)}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The "må fylles ut" / "valgfritt" marker after a label. @internal */
export function FieldMarker({ marker }: { marker?: 'required' | 'optional' | undefined }) {
  const t = useT();
  if (!marker) return null;
  const text = t(marker === 'required' ? 'ui.field.required' : 'ui.field.optional');
  // The space is a text node outside the span, so every name computation keeps it.
  return (
    <>
      {' '}
      <span className="ui-field__marker">({text})</span>
    </>
  );
}

/**
 * A labelled form field: label, optional hint, the control, and the error message below it. It wires
 * the control's `id`, `aria-describedby` (hint, error), `aria-invalid` and `aria-required`.
 *
 * @example
 * <Field label={t('calculator.price')} error={field.state.meta.errors[0]?.message}>
 *   <CurrencyInput value={field.state.value} onValueChange={field.handleChange} maxLength={12} />
 * </Field>
 * @example
 * <Field label="E-post" hint="Vi sender kvitteringen hit">{(control) => <input type="email" {...control} />}</Field>
 */
export function Field({ label, hint, error, id, required, marker, children, className }: FieldProps) {
  useStyles(fieldCss);
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': idRefs(hint != null && hintId, error && errorId),
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement<Record<string, unknown>>(children)) {
    const own = children.props['aria-describedby'];
    rendered = cloneElement(children, {
      ...control,
      'aria-describedby': idRefs(typeof own === 'string' && own, control['aria-describedby']),
    });
  } else {
    rendered = children;
  }
  return (
    <div className={cx('ui-field', error && 'ui-field--invalid', className)}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        <FieldMarker marker={marker} />
      </label>
      {hint != null && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {rendered}
      <FieldError errorId={errorId} error={error} />
    </div>
  );
}
