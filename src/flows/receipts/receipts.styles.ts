/** The receipts' own styles: layout, the figures list, and a print view without controls. */
export const receiptsCss = `
.receipt { display: grid; gap: 1rem; max-width: 40rem; }
.receipt__heading { margin: 0; }
.receipt__heading:focus { outline: none; }
.receipt__heading:focus-visible { outline: 2px solid var(--salgspant-focus-color, #005aa4); outline-offset: 4px; }
.receipt p { margin: 0; }
.receipt__facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1.5rem; margin: 0; }
.receipt__facts dt { font-weight: 600; }
.receipt__facts dd { margin: 0; }
.receipt__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.receipt__section { display: grid; gap: 0.75rem; border-top: 1px solid var(--salgspant-border-color, #c9c9c9); padding-top: 1rem; }
.receipt__section-heading { margin: 0; font-size: 1.125em; }
.receipt__section-heading:focus { outline: none; }
.receipt__section-heading:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 2px; }
.receipt__download { display: inline-flex; gap: 0.5rem; align-items: center; }
.receipt__textarea { width: 100%; min-height: 8rem; box-sizing: border-box; font: inherit; padding: 0.75rem;
  border: 1px solid var(--salgspant-input-border-color, #6f6f6f); border-radius: 4px; resize: vertical; }
.receipt__textarea[aria-invalid='true'] { border-color: var(--salgspant-error-color, #c30000); }
.receipt__counter { font-size: 0.875em; margin: 0; }
@media print {
  .receipt__actions, .receipt__feedback, .ui-button { display: none !important; }
  .receipt { max-width: none; }
  .receipt a[href]::after { content: ' (' attr(href) ')'; }
}
`;
