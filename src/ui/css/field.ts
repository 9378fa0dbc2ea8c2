/** The UI kit's styles: field, text input, select. */
export const fieldCss = /* css */ `
.ui-field { display: flex; flex-direction: column; margin: 0 0 var(--_salgspant-space); min-width: 0; }
.ui-field__label, .ui-fieldset__legend { font-weight: 600; line-height: 1.4; }
.ui-field__marker { font-weight: 400; color: var(--_salgspant-color-muted); }
.ui-field__label { margin-bottom: 0.375em; }
.ui-field__hint { margin: -0.25em 0 0.375em; color: var(--_salgspant-color-muted); font-size: 0.9375em; }
.ui-field__error {
  display: flex;
  align-items: flex-start;
  gap: 0.375em;
  margin: 0.375em 0 0;
  color: var(--_salgspant-color-error);
  font-weight: 600;
}
.ui-field__error .ui-icon { width: 1.25em; height: 1.25em; margin-top: 0.125em; }
.ui-input,
.ui-select__control {
  display: block;
  width: 100%;
  min-height: 48px;
  margin: 0;
  padding: 0.625em 0.75em;
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-surface);
  color: var(--_salgspant-color-text);
  font: inherit;
  line-height: 1.5;
}
.ui-input:hover, .ui-select__control:hover { border-color: var(--_salgspant-color-text); }
.ui-input::placeholder { color: var(--_salgspant-color-muted); opacity: 1; }
.ui-input[aria-invalid='true'],
.ui-select__control[aria-invalid='true'] {
  border-color: var(--_salgspant-color-error);
  box-shadow: inset 0 0 0 1px var(--_salgspant-color-error);
}
.ui-input:disabled, .ui-select__control:disabled {
  border-color: var(--_salgspant-color-disabled-surface);
  background: var(--_salgspant-color-disabled-surface);
  color: var(--_salgspant-color-disabled);
  cursor: not-allowed;
}
.ui-input--currency { font-variant-numeric: tabular-nums; }
.ui-select { position: relative; display: block; }
.ui-select__control { appearance: none; padding-inline-end: 2.75em; cursor: pointer; }
.ui-select::after {
  content: '';
  position: absolute;
  inset-inline-end: 1em;
  top: 50%;
  width: 0.5em;
  height: 0.5em;
  border-right: 2px solid var(--_salgspant-color-text);
  border-bottom: 2px solid var(--_salgspant-color-text);
  transform: translateY(-75%) rotate(45deg);
  pointer-events: none;
}
`;
