/** The UI kit's styles: a lazily loaded part whose code could not be fetched. */
export const lazyPartCss = /* css */ `
.ui-lazy-part:focus { outline: none; }
.ui-lazy-failure { display: grid; gap: var(--_salgspant-space); justify-items: start; }
`;
