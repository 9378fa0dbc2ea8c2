/** Styles of `<salgspant-overview>`; the UI kit's and the base styles come from the base sheet. */
export const overviewCss = /* css */ `
.overview {
  display: grid;
  gap: var(--_salgspant-space);
  max-width: var(--_salgspant-max-width);
  margin: 0 auto;
}
.overview__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.overview__login, .overview__empty { display: grid; gap: var(--_salgspant-space); max-width: 500px; }
.overview__login p { margin: 0; }
.overview__login > a, .overview__empty > a { justify-self: start; }
.overview__cards {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--_salgspant-space);
  grid-template-columns: 1fr;
}
@media (min-width: 768px) {
  .overview__cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: 1024px) {
  .overview__cards { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
.overview__card {
  display: flex;
  flex-direction: column;
  gap: calc(var(--_salgspant-space) * 0.75);
  padding: var(--_salgspant-space);
  background: var(--_salgspant-color-surface);
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
}
.overview__card-title { margin: 0; font-size: 1.25em; line-height: 1.3; }
.overview__rows { margin: 0; display: grid; gap: 0.375em; flex: 1; }
.overview__row { display: grid; grid-template-columns: minmax(8em, max-content) minmax(0, 1fr); gap: 0.25em 1em; }
.overview__row dt { color: var(--_salgspant-color-muted); }
.overview__row dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.overview__status { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25em 0.75em; }
.overview__status .ui-button { font-weight: 400; }
.overview__actions { display: flex; flex-wrap: wrap; gap: 0.75em; }
.overview__info { margin: 0; }
`;
