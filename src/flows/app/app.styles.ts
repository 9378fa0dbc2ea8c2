/** Styles of `<salgspant-app>`; each route's view brings its own (adopted when it loads). */
export const appCss = /* css */ `
.app { display: block; }
.app__view { display: grid; gap: var(--_salgspant-space); }
.app__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.app [tabindex='-1']:focus { outline: none; }
.app [tabindex='-1']:focus-visible { outline: 2px solid var(--_salgspant-color-focus); outline-offset: 2px; }
`;
