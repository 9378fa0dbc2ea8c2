import { stepLayoutCss } from '../shared/step-layout.styles.js';

/** Styles of `<salgspant-completion>`; the UI kit's and the base styles come from the base sheet. */
export const completionCss =
  /* css */ `
.completion {
  display: grid;
  gap: calc(var(--_salgspant-space) * 1.25);
  max-width: 800px;
  margin: 0 auto;
}
.completion__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.completion__subheading { margin: 0 0 0.5em; font-size: 1.0625em; }
.completion__step { display: grid; gap: var(--_salgspant-space); max-width: 500px; }
.completion__step--wide { max-width: none; }
.completion__details { display: grid; gap: var(--_salgspant-space); }
.completion__traffic-light { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75em; }
.completion__price { font-weight: 600; margin: 0; }
.completion__links { margin: 0; padding-left: 1.25em; display: grid; gap: 0.25em; }
.completion__frame { width: 100%; min-height: 28rem; border: 1px solid var(--_salgspant-color-border); border-radius: 4px; background: var(--_salgspant-color-surface); }
` + stepLayoutCss;
