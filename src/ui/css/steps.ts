/** The UI kit's styles: the step indicator and the steps accordion (Steps.tsx). */
export const stepsCss = /* css */ `
.ui-steps { display: grid; gap: 0.375em; }
.ui-steps__text { margin: 0; font-weight: 600; color: var(--_salgspant-color-muted); font-variant-numeric: tabular-nums; }
.ui-steps__bar { height: 0.375em; border-radius: 999px; background: var(--_salgspant-color-disabled-surface); overflow: hidden; }
.ui-steps__fill { height: 100%; background: var(--_salgspant-color-primary); transition: width 300ms ease; }
.ui-steps-accordion { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5em; }
.ui-steps-accordion__step { border: 1px solid var(--_salgspant-color-border); border-radius: var(--_salgspant-radius); padding: var(--_salgspant-space); }
.ui-steps-accordion__title { margin: 0; font-size: 1.125em; }
.ui-steps-accordion__label { color: var(--_salgspant-color-muted); font-weight: 400; font-size: 0.875em; }
.ui-steps-accordion__content { margin-top: var(--_salgspant-space); }
.ui-steps-accordion__summary { margin-top: 0.5em; color: var(--_salgspant-color-muted); }
@media (prefers-reduced-motion: reduce) {
  .ui-steps__fill { transition: none; }
}
`;
