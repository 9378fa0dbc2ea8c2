/** Styles of `<salgspant-application>`; the UI kit's and the base styles come from the base sheet. */
export const applicationCss = /* css */ `
.application {
  display: grid;
  gap: calc(var(--_salgspant-space) * 1.25);
  max-width: var(--_salgspant-max-width);
  margin: 0 auto;
}
.application__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.application__subheading { margin: 0 0 0.5em; font-size: 1.0625em; }
.application__step, .application__review { display: grid; gap: var(--_salgspant-space); max-width: 500px; }
.application__actions { display: flex; flex-wrap: wrap; gap: var(--_salgspant-space); flex-direction: row-reverse; justify-content: flex-end; }
.application__facts { display: grid; gap: 0.5em; margin: 0; }
.application__facts > div { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0.5em; }
.application__facts dt { font-weight: 600; }
.application__facts dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.application__muted { color: var(--_salgspant-color-muted); margin: 0; }
.ui-steps-accordion__title:focus { outline: none; }
.ui-steps-accordion__title:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 4px; }
`;
