/** The UI kit's styles: loader. */
export const loaderCss = /* css */ `
.ui-loader {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75em;
  padding: var(--_salgspant-space);
  color: var(--_salgspant-color-text);
}
.ui-loader--small { flex-direction: row; padding: 0; }
.ui-loader--small .ui-spinner { border-color: var(--_salgspant-color-primary); border-right-color: transparent; }
.ui-loader--pride .ui-spinner,
.ui-loader--constitution-day .ui-spinner {
  border: 0;
  mask: radial-gradient(farthest-side, transparent calc(100% - 6px), #000 calc(100% - 5px));
}
.ui-loader--pride .ui-spinner {
  background: conic-gradient(#e40303, #ff8c00, #ffed00, #008026, #004dff, #750787, #e40303);
}
.ui-loader--constitution-day .ui-spinner {
  background: conic-gradient(#ba0c2f 0 35%, #ffffff 35% 42%, #00205b 42% 58%, #ffffff 58% 65%, #ba0c2f 65% 100%);
  box-shadow: inset 0 0 0 1px var(--_salgspant-color-border);
}
.ui-loader--small.ui-loader--pride .ui-spinner,
.ui-loader--small.ui-loader--constitution-day .ui-spinner {
  mask: radial-gradient(farthest-side, transparent calc(100% - 3px), #000 calc(100% - 2px));
}
`;
