import { stepLayoutCss } from '../shared/step-layout.styles.js';

/** Styles of `<salgspant-application>`; the UI kit's and the base styles come from the base sheet. */
export const applicationCss =
  /* css */ `
.application {
  display: grid;
  gap: calc(var(--_salgspant-space) * 1.25);
  max-width: var(--_salgspant-max-width);
  margin: 0 auto;
}
.application__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.application__subheading { margin: 0 0 0.5em; font-size: 1.0625em; }
.application__step, .application__review { display: grid; gap: var(--_salgspant-space); max-width: 500px; }
.application__muted { color: var(--_salgspant-color-muted); margin: 0; }
` + stepLayoutCss;
