/** The UI kit's styles: error summary. */
export const errorSummaryCss = /* css */ `
.ui-error-summary {
  margin: 0 0 var(--_salgspant-space);
  padding: var(--_salgspant-space);
  border: 2px solid var(--_salgspant-color-error);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-error-surface);
}
.ui-error-summary:focus { outline: 3px solid var(--_salgspant-color-focus); outline-offset: 2px; }
.ui-error-summary__heading {
  display: flex;
  align-items: center;
  gap: 0.5em;
  margin: 0 0 0.5em;
  font-size: 1.125em;
  line-height: 1.3;
}
.ui-error-summary__heading .ui-icon { color: var(--_salgspant-color-error); }
.ui-error-summary__list { margin: 0; padding-inline-start: 1.25em; }
.ui-error-summary__list li + li { margin-top: 0.25em; }
.ui-error-summary__list a {
  color: var(--_salgspant-color-error);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;
}
.ui-error-summary__list a:hover { text-decoration-thickness: 2px; }
@media (forced-colors: active) {
  .ui-error-summary { border: 2px solid CanvasText; }
}
`;
