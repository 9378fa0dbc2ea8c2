/** The UI kit's styles: info box. */
export const infoBoxCss = /* css */ `
.ui-infobox {
  display: flex;
  gap: 0.75em;
  margin: 0 0 var(--_salgspant-space);
  padding: 0.75em 1em;
  border-inline-start: 4px solid var(--_salgspant-color-info);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-info-surface);
  color: var(--_salgspant-color-text);
}
.ui-infobox__icon { color: var(--_salgspant-color-info); }
.ui-infobox--warning { border-color: var(--_salgspant-color-warning); background: var(--_salgspant-color-warning-surface); }
.ui-infobox--warning .ui-infobox__icon { color: var(--_salgspant-color-warning); }
.ui-infobox--success { border-color: var(--_salgspant-color-success); background: var(--_salgspant-color-success-surface); }
.ui-infobox--success .ui-infobox__icon { color: var(--_salgspant-color-success); }
.ui-infobox--error { border-color: var(--_salgspant-color-error); background: var(--_salgspant-color-error-surface); }
.ui-infobox--error .ui-infobox__icon { color: var(--_salgspant-color-error); }
.ui-infobox__content { flex: 1; min-width: 0; }
.ui-infobox__content > p { margin: 0 0 0.5em; }
.ui-infobox__content > :last-child { margin-bottom: 0; }
.ui-infobox__title { margin: 0 0 0.25em; font-size: 1em; font-weight: 700; line-height: 1.5; }
@media (forced-colors: active) {
  .ui-infobox { border: 2px solid CanvasText; }
}
`;
