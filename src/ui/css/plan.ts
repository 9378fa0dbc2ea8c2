/** The UI kit's styles: the repayment plan (table, chart, legend), loaded with the plan. */
export const planCss = /* css */ `
.ui-plan { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_salgspant-space); margin-block: var(--_salgspant-space); }
.ui-plan p { margin: 0; }
.ui-plan__chart { display: block; width: 100%; max-width: 36em; height: auto; overflow: visible; }
.ui-plan__axis { stroke: var(--_salgspant-color-border); stroke-width: 1; }
.ui-plan__line { fill: none; stroke-width: 3; stroke-linejoin: round; vector-effect: non-scaling-stroke; }
.ui-plan__line--balance, .ui-plan__key--balance::before { stroke: var(--_salgspant-color-primary); border-color: var(--_salgspant-color-primary); }
.ui-plan__line--interest, .ui-plan__key--interest::before { stroke: var(--_salgspant-color-text); border-color: var(--_salgspant-color-text); stroke-dasharray: 6 4; border-top-style: dashed; }
.ui-plan__legend { display: flex; flex-wrap: wrap; gap: 0.25em 1.5em; margin: 0; padding: 0; list-style: none; }
.ui-plan__legend li::before { content: ''; display: inline-block; width: 1.5em; margin-inline-end: 0.5em; border-top: 3px solid; vertical-align: middle; }
.ui-plan__scroll { overflow-x: auto; }
.ui-plan__scroll:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 2px; }
.ui-plan table { min-width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.ui-plan caption { padding-block-end: 0.5em; font-weight: 600; text-align: start; }
.ui-plan th, .ui-plan td { padding: 0.375em 0.5em; border-block-end: 1px solid var(--_salgspant-color-border); text-align: end; white-space: nowrap; }
.ui-plan thead th { font-weight: 600; vertical-align: bottom; white-space: normal; }
.ui-plan th[scope=row] { font-weight: 400; text-align: start; }
.ui-plan tfoot th, .ui-plan tfoot td { font-weight: 600; border-block-end: 0; }
.ui-plan__note { color: var(--_salgspant-color-muted); }
`;
