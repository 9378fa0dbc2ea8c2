/** The UI kit's styles: expand: height animation 250 ms ease, no delay. */
export const expandCss = /* css */ `
.ui-expand {
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition: grid-template-rows var(--_salgspant-transition), visibility var(--_salgspant-transition);
}
.ui-expand--open { grid-template-rows: 1fr; visibility: visible; }
.ui-expand__inner { min-height: 0; overflow: hidden; }
.ui-disclosure__icon { transition: transform var(--_salgspant-transition); }
.ui-disclosure[aria-expanded='true'] .ui-disclosure__icon { transform: rotate(180deg); }
`;
