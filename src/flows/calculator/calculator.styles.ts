/** Styles of `<salgspant-calculator>`; the UI kit's and the base styles come from the base sheet. */
export const calculatorCss = /* css */ `
.calculator {
  display: grid;
  gap: calc(var(--_salgspant-space) * 1.25);
  max-width: var(--_salgspant-max-width);
  margin: 0 auto;
}
.calculator__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.calculator__subheading { margin: 0 0 0.5em; font-size: 1.125em; }
.calculator__lookup, .calculator__form, .calculator__loan-type, .calculator__failure {
  display: grid;
  gap: var(--_salgspant-space);
  max-width: 500px;
}
.calculator__lookup > button, .calculator__failure > button { justify-self: start; }
.calculator__row { display: grid; gap: var(--_salgspant-space); }
@media (min-width: 768px) {
  .calculator__row { grid-template-columns: 1fr 1fr; align-items: end; }
}
.calculator__fields { display: grid; gap: var(--_salgspant-space); }
.calculator__vehicle { margin: 0; }
.calculator__lookup-result:empty { display: none; }
.calculator__lookup-result { display: grid; gap: 0.5em; }
.calculator__cards { display: grid; gap: var(--_salgspant-space); }
@media (min-width: 768px) {
  .calculator__cards { grid-template-columns: 1fr 1fr; }
}
.calculator__card {
  display: grid;
  align-content: start;
  gap: 0.25em;
  padding: var(--_salgspant-space);
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-surface);
}
.calculator__card p { margin: 0; }
.calculator__card-title { font-weight: 600; }
.calculator__card-figure { font-size: 1.5em; font-weight: 700; font-variant-numeric: tabular-nums; }
.calculator__card-note, .calculator__example { color: var(--_salgspant-color-muted); font-size: 0.9375em; }
.calculator__card-error { color: var(--_salgspant-color-error, #b00020); font-weight: 600; }
.calculator__card > button { justify-self: start; }
.calculator__details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.375em 1.5em; margin: 0 0 1em; }
.calculator__details dt { font-weight: 400; }
.calculator__details dd { margin: 0; text-align: end; font-weight: 600; font-variant-numeric: tabular-nums; }
.calculator__disclaimer { color: var(--_salgspant-color-muted); font-size: 0.875em; margin: 0; }
.calculator__actions { display: flex; flex-wrap: wrap; gap: 0.75em; justify-content: space-between; max-width: 500px; }
`;
