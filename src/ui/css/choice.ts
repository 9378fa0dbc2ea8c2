/** The UI kit's styles: radio group, checkbox. */
export const choiceCss = /* css */ `
.ui-fieldset { min-width: 0; margin: 0 0 var(--_salgspant-space); padding: 0; border: 0; }
.ui-fieldset__legend { padding: 0; margin-bottom: 0.25em; }
.ui-fieldset--invalid, .ui-checkbox--invalid {
  padding-inline-start: 0.75em;
  border-inline-start: 3px solid var(--_salgspant-color-error);
}
.ui-radios__options { display: flex; flex-direction: column; }
.ui-radios--inline .ui-radios__options { flex-direction: row; flex-wrap: wrap; column-gap: 1.5em; }
.ui-checkbox { margin: 0 0 var(--_salgspant-space); }
.ui-choice {
  display: grid;
  grid-template-columns: 1.5em minmax(0, 1fr);
  column-gap: 0.75em;
  align-items: start;
  min-height: 44px;
}
.ui-choice__input {
  width: 1.5em;
  height: 1.5em;
  /* Centred on the label's first line (0.5em padding + half of a 1.5 line). */
  margin: calc(1.25em - 0.75em) 0 0;
  accent-color: var(--_salgspant-color-primary);
  cursor: pointer;
}
.ui-choice__input:disabled { cursor: not-allowed; }
.ui-choice__input:disabled + .ui-choice__label { color: var(--_salgspant-color-disabled); cursor: not-allowed; }
.ui-choice__label { padding-block: 0.5em; cursor: pointer; }
.ui-choice__hint {
  grid-column: 2;
  margin: -0.375em 0 0.5em;
  color: var(--_salgspant-color-muted);
  font-size: 0.9375em;
}
`;
