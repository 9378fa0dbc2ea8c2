/** The UI kit's styles: button. */
export const buttonCss = /* css */ `
.ui-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 44px;
  min-width: 44px;
  margin: 0;
  padding: 0.625em 1.5em;
  border: 2px solid transparent;
  border-radius: var(--_salgspant-radius);
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color var(--_salgspant-transition), color var(--_salgspant-transition),
    border-color var(--_salgspant-transition);
}
.ui-button--primary {
  background: var(--_salgspant-color-primary);
  border-color: var(--_salgspant-color-primary);
  color: var(--_salgspant-color-on-primary);
}
.ui-button--primary:hover {
  background: var(--_salgspant-color-primary-hover);
  border-color: var(--_salgspant-color-primary-hover);
}
.ui-button--secondary {
  background: var(--_salgspant-color-surface);
  border-color: var(--_salgspant-color-primary);
  color: var(--_salgspant-color-primary);
}
.ui-button--secondary:hover {
  background: var(--_salgspant-color-info-surface);
  border-color: var(--_salgspant-color-primary-hover);
  color: var(--_salgspant-color-primary-hover);
}
.ui-button--tertiary-link {
  padding-inline: 0.25em;
  background: transparent;
  color: var(--_salgspant-color-primary);
  text-decoration: underline;
  text-underline-offset: 0.2em;
}
.ui-button--tertiary-link:hover {
  color: var(--_salgspant-color-primary-hover);
  text-decoration-thickness: 2px;
}
.ui-button--compact { padding: 0.375em 0.75em; font-size: 0.875em; }
.ui-button:disabled {
  background: var(--_salgspant-color-disabled-surface);
  border-color: var(--_salgspant-color-disabled-surface);
  color: var(--_salgspant-color-disabled);
  cursor: not-allowed;
}
.ui-button--tertiary-link:disabled { background: transparent; border-color: transparent; }
.ui-button--busy { cursor: progress; }
.ui-button--busy.ui-button--primary:hover {
  background: var(--_salgspant-color-primary);
  border-color: var(--_salgspant-color-primary);
}
@media (forced-colors: active) {
  .ui-button { border: 2px solid CanvasText; }
}
`;
