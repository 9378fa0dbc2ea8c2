/** Styles of `<salgspant-upgrade>`; the UI kit's and the base styles come from the base sheet. */
export const upgradeCss = /* css */ `
.upgrade {
  display: grid;
  gap: calc(var(--_salgspant-space) * 1.25);
  max-width: var(--_salgspant-max-width);
  margin: 0 auto;
}
.upgrade__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.upgrade__subheading { margin: 0; font-size: 1.125em; }
.upgrade__subheading:focus { outline: none; }
.upgrade__subheading:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 2px; }
.upgrade__panel, .upgrade__search, .upgrade__form, .upgrade__fields, .upgrade__result {
  display: grid;
  gap: var(--_salgspant-space);
  max-width: 500px;
}
.upgrade__panel p, .upgrade__intro, .upgrade__commitment, .upgrade__vehicle { margin: 0; }
.upgrade__search > button { justify-self: start; }
.upgrade__result:empty { display: none; }
.upgrade__chosen { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1em; max-width: 500px; }
.upgrade__card {
  display: grid;
  gap: 0.25em;
  padding: var(--_salgspant-space);
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-surface);
}
.upgrade__card p { margin: 0; }
.upgrade__card-title { font-weight: 600; }
.upgrade__card-figure { font-size: 1.5em; font-weight: 700; font-variant-numeric: tabular-nums; }
.upgrade__note { color: var(--_salgspant-color-muted); font-size: 0.9375em; }
.upgrade__actions { display: flex; flex-wrap: wrap; gap: 0.75em; max-width: 500px; }
`;
