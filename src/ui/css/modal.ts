/** The UI kit's styles: modal (native dialog; 300 ms in and out). */
export const modalCss = /* css */ `
.ui-modal {
  --_ui-modal-motion: 300ms ease;
  width: min(calc(100% - 1em), 40em);
  max-width: none;
  max-height: calc(100% - 1em);
  margin: auto;
  padding: 0;
  border: 0;
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-surface);
  color: var(--_salgspant-color-text);
  box-shadow: 0 8px 32px rgb(0 0 0 / 0.3);
  overflow: auto;
  opacity: 0;
  transform: translateY(1.5em);
  transition: opacity var(--_ui-modal-motion), transform var(--_ui-modal-motion),
    overlay var(--_ui-modal-motion) allow-discrete, display var(--_ui-modal-motion) allow-discrete;
}
.ui-modal[open] { opacity: 1; transform: none; }
@starting-style {
  .ui-modal[open] { opacity: 0; transform: translateY(1.5em); }
}
.ui-modal::backdrop {
  background: rgb(0 0 0 / 0);
  transition: background-color 300ms ease, overlay 300ms ease allow-discrete, display 300ms ease allow-discrete;
}
.ui-modal[open]::backdrop { background: rgb(0 0 0 / 0.5); }
@starting-style {
  .ui-modal[open]::backdrop { background: rgb(0 0 0 / 0); }
}
.ui-modal__frame { padding: var(--_salgspant-space); }
.ui-modal__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 0.75em; }
.ui-modal__title { margin: 0; padding-top: 0.375em; font-size: 1.25em; line-height: 1.3; }
.ui-modal__close {
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  margin: 0;
  padding: 0.5em 0.75em;
  border: 0;
  border-radius: var(--_salgspant-radius);
  background: transparent;
  color: var(--_salgspant-color-primary);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.ui-modal__close:hover { background: var(--_salgspant-color-info-surface); color: var(--_salgspant-color-primary-hover); }
.ui-modal__body { margin-top: 0.75em; }
.ui-modal__body > :first-child { margin-top: 0; }
.ui-modal__body > :last-child { margin-bottom: 0; }
.ui-modal__footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75em;
  margin-top: var(--_salgspant-space);
}
@media (min-width: 768px) {
  .ui-modal { max-height: calc(100% - 4em); }
  .ui-modal__frame { padding: calc(var(--_salgspant-space) * 1.5); }
}
@media (prefers-reduced-motion: reduce) {
  .ui-modal::backdrop { transition: none; }
}
`;
