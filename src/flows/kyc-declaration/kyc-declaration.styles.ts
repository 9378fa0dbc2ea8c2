/** Styles of `<kyc-declaration>`; the UI kit's and the base styles come from the base sheet. */
export const kycDeclarationCss = /* css */ `
.kyc {
  display: grid;
  gap: calc(var(--_salgspant-space) * 1.25);
  max-width: 40em;
  margin: 0 auto;
}
.kyc__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.kyc__heading:focus { outline: none; }
.kyc__heading:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 4px; }
.kyc__subheading { margin: 0 0 0.5em; font-size: 1.125em; }
.kyc__section, .kyc__form, .kyc__welcome, .kyc__information, .kyc__signing, .kyc__final, .kyc__failure,
.kyc__not-implemented {
  display: grid;
  gap: var(--_salgspant-space);
}
.kyc__form > button, .kyc__failure > button, .kyc__final > button, .kyc__welcome > button { justify-self: start; }
.kyc__actions { display: grid; gap: var(--_salgspant-space); justify-items: start; }
.kyc__html > :first-child { margin-top: 0; }
.kyc__html > :last-child { margin-bottom: 0; }
.kyc__muted { color: var(--_salgspant-color-muted); }
.kyc__product-list { margin: 0; padding-left: 1.25em; display: grid; gap: 0.25em; }
.kyc__facts { display: grid; gap: 0.5em; margin: 0; }
.kyc__facts > div { display: grid; grid-template-columns: minmax(0, 1fr); }
.kyc__facts dt { font-weight: 600; }
.kyc__facts dd { margin: 0; overflow-wrap: anywhere; }
.kyc__summary { display: grid; gap: calc(var(--_salgspant-space) * 1.25); }
.kyc__rows { display: grid; gap: var(--_salgspant-space); margin: 0; padding: 0; list-style: none; }
.kyc__row {
  display: grid;
  gap: var(--_salgspant-space);
  padding: var(--_salgspant-space);
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
}
.kyc__row-head { display: flex; justify-content: space-between; align-items: center; gap: 0.5em; }
.kyc__row-title { margin: 0; font-size: 1em; }
.kyc__question { display: grid; gap: var(--_salgspant-space); }
.kyc__row-pair { display: grid; gap: var(--_salgspant-space); }
@media (min-width: 550px) {
  .kyc__row-pair { grid-template-columns: 1fr 1fr; align-items: start; }
}
.kyc__help { justify-self: start; }
.kyc .ui-button.kyc__blocked {
  background: var(--_salgspant-color-disabled-surface);
  border-color: var(--_salgspant-color-disabled-surface);
  color: var(--_salgspant-color-disabled);
}
.kyc__people { display: grid; gap: calc(var(--_salgspant-space) * 1.25); }
.kyc__person { display: grid; gap: 0.5em; }
.kyc__person h3, .kyc__person h4 { margin: 0; font-size: 1.0625em; }
.kyc textarea.ui-input { min-height: 6em; resize: vertical; }
@media (min-width: 550px) {
  .kyc__facts > div { grid-template-columns: 12em minmax(0, 1fr); column-gap: 1em; }
}
@media print {
  .kyc button { display: none; }
}
`;
