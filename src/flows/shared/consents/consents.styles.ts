/** Styles of the consent list; adopted by the element that renders it when the list loads. */
export const consentsCss = /* css */ `
.consents__section { display: grid; gap: var(--_salgspant-space); }
.consents__subheading { margin: 0; font-size: 1.125em; line-height: 1.3; }
.consents__subheading:focus { outline: none; }
.consents__subheading:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 2px; }
.consents__section > p, .consents__consent > p { margin: 0; }
.consents__muted { color: var(--_salgspant-color-muted); font-size: 0.875em; }
.consents__more { justify-self: start; }
.consents__consents { display: grid; gap: calc(var(--_salgspant-space) * 1.25); margin: 0; padding: 0; list-style: none; }
.consents__consent { display: grid; gap: calc(var(--_salgspant-space) * 0.5); }
.consents__html > :first-child { margin-top: 0; }
.consents__html > :last-child { margin-bottom: 0; }
`;
