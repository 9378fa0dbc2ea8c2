/** The step layout's styles, in both flows' sheets. */
export const stepLayoutCss = /* css */ `
.loan-step__actions { display: flex; flex-wrap: wrap; gap: var(--_salgspant-space); }
.loan-step__facts { display: grid; gap: 0.5em; margin: 0; }
.loan-step__facts > div { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0.5em; }
.loan-step__facts dt { font-weight: 600; }
.loan-step__facts dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.ui-steps-accordion__title:focus { outline: none; }
.ui-steps-accordion__title:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 4px; }
`;
