/** The UI kit's styles: error screen and its detail panel. */
export const errorScreenCss = /* css */ `
.ui-error-screen { max-width: 40em; margin: 0 auto; padding: var(--_salgspant-space) 0; }
.ui-error-screen__icon { color: var(--_salgspant-color-error); }
.ui-error-screen__title { margin: 0.5em 0 0.75em; font-size: 1.5em; line-height: 1.25; }
.ui-error-screen__title:focus { outline: none; }
.ui-error-screen__text { margin: 0 0 0.75em; }
.ui-error-screen__actions { display: flex; flex-direction: column; gap: 0.75em; margin-top: var(--_salgspant-space); }
.ui-error-details {
  margin-top: calc(var(--_salgspant-space) * 1.5);
  padding-top: calc(var(--_salgspant-space) * 0.5);
  border-top: 1px solid var(--_salgspant-color-border);
}
.ui-error-details__list { display: grid; gap: 0.5em; margin: 0.5em 0 0; }
.ui-error-details__row { display: grid; grid-template-columns: minmax(0, 1fr); }
.ui-error-details__row dt { font-weight: 600; }
.ui-error-details__row dd { margin: 0; overflow-wrap: anywhere; }
.ui-error-details__rcid { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.ui-error-details code {
  padding: 0.125em 0.375em;
  border-radius: 4px;
  background: var(--_salgspant-color-disabled-surface);
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.9375em;
}
.ui-error-details__copied { color: var(--_salgspant-color-success); font-weight: 600; }
@media (min-width: 768px) {
  .ui-error-screen__actions { flex-direction: row; flex-wrap: wrap; }
  .ui-error-details__row { grid-template-columns: 8em minmax(0, 1fr); column-gap: 1em; }
}
@media (min-width: 1024px) {
  .ui-error-screen__title { font-size: 1.75em; }
}
`;
