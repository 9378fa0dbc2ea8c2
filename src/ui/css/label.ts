/** The UI kit's styles: label (tag). */
export const labelCss = /* css */ `
.ui-label {
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  padding: 0.125em 0.75em;
  border: 1px solid var(--_salgspant-color-border);
  border-radius: 999px;
  background: var(--_salgspant-color-disabled-surface);
  color: var(--_salgspant-color-text);
  font-size: 0.875em;
  font-weight: 600;
  line-height: 1.5;
  vertical-align: middle;
}
.ui-label--small { padding: 0 0.5em; font-size: 0.75em; }
.ui-label--success { border-color: var(--_salgspant-color-success); background: var(--_salgspant-color-success-surface); color: var(--_salgspant-color-success); }
.ui-label--attention { border-color: var(--_salgspant-color-attention); background: var(--_salgspant-color-attention-surface); color: var(--_salgspant-color-attention); }
.ui-label--info { border-color: var(--_salgspant-color-info); background: var(--_salgspant-color-info-surface); color: var(--_salgspant-color-info); }
.ui-label--error { border-color: var(--_salgspant-color-error); background: var(--_salgspant-color-error-surface); color: var(--_salgspant-color-error); }
.ui-label--warning { border-color: var(--_salgspant-color-warning); background: var(--_salgspant-color-warning-surface); color: var(--_salgspant-color-warning); }
.ui-label--external-link {
  border-color: var(--_salgspant-color-primary);
  background: var(--_salgspant-color-surface);
  color: var(--_salgspant-color-primary);
  text-decoration: underline;
  text-underline-offset: 0.15em;
}
a.ui-label--external-link:hover { color: var(--_salgspant-color-primary-hover); text-decoration-thickness: 2px; }
.ui-label--inverted { border-color: var(--_salgspant-color-text); background: var(--_salgspant-color-text); color: var(--_salgspant-color-surface); }
.ui-label__icon { width: 1em; height: 1em; }
@media (forced-colors: active) {
  .ui-label { border: 2px solid CanvasText; }
}
`;
