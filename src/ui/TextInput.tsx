import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from './internal.js';
import { fieldCss } from './css/field.js';
import { useStyles } from './use-styles.js';

/** Props of {@link TextInput}: every native input attribute. */
export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A styled native text input (`type="text"` unless given). Put it inside a {@link Field}, which labels
 * it and wires its error.
 *
 * @example <Field label="E-post"><TextInput type="email" autoComplete="email" value={v} onChange={…} /></Field>
 */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  useStyles(fieldCss);
  return <input type={type} className={cx('ui-input', className)} {...rest} />;
}
