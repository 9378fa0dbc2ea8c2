/** The UI kit's styles: spinner (buttons, loader). */
export const spinnerCss = /* css */ `
.ui-spinner {
  display: inline-block;
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  border: 5px solid var(--_salgspant-color-info-surface);
  border-top-color: var(--_salgspant-color-primary);
  border-radius: 50%;
  animation: ui-spin 0.9s linear infinite;
}
.ui-spinner--small {
  width: 1.25em;
  height: 1.25em;
  border-width: 0.1875em;
  border-color: currentColor;
  border-right-color: transparent;
}
@keyframes ui-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .ui-spinner { animation: none; }
}
@media (forced-colors: active) {
  .ui-spinner { border-color: CanvasText; border-top-color: Highlight; }
}
`;
