/**
 * Styles of the shared UI kit (src/ui). They are part of the base sheet every element adopts, so a
 * component looks the same in every flow. Class names start with `ui-`; colours, radius and spacing
 * come from the private tokens (`--_salgspant-*`, fed by the public `--salgspant-*`).
 *
 * Motion: expand 250 ms ease (the base `--_salgspant-transition`), modal 300 ms; the base sheet turns
 * every transition and animation off under `prefers-reduced-motion: reduce`, and the spinner stops.
 * No `url()` or data URIs: the sheet holds under a strict CSP.
 */
export const uiCss = /* css */ `
/* Icon */
.ui-icon { flex-shrink: 0; vertical-align: middle; }
.ui-icon--24 { width: 24px; height: 24px; }
.ui-icon--36 { width: 36px; height: 36px; }

/* Button */
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

/* Spinner (buttons, loader) */
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

/* A lazily loaded part whose code could not be fetched */
.ui-lazy-part:focus { outline: none; }
.ui-lazy-failure { display: grid; gap: var(--_salgspant-space); justify-items: start; }

/* Loader */
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

/* Field, text input, select */
.ui-field { display: flex; flex-direction: column; margin: 0 0 var(--_salgspant-space); min-width: 0; }
.ui-field__label, .ui-fieldset__legend { font-weight: 600; line-height: 1.4; }
.ui-field__marker { font-weight: 400; color: var(--_salgspant-color-muted); }
.ui-field__label { margin-bottom: 0.375em; }
.ui-field__hint { margin: -0.25em 0 0.375em; color: var(--_salgspant-color-muted); font-size: 0.9375em; }
.ui-field__error {
  display: flex;
  align-items: flex-start;
  gap: 0.375em;
  margin: 0.375em 0 0;
  color: var(--_salgspant-color-error);
  font-weight: 600;
}
.ui-field__error .ui-icon { width: 1.25em; height: 1.25em; margin-top: 0.125em; }
.ui-input,
.ui-select__control {
  display: block;
  width: 100%;
  min-height: 48px;
  margin: 0;
  padding: 0.625em 0.75em;
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-surface);
  color: var(--_salgspant-color-text);
  font: inherit;
  line-height: 1.5;
}
.ui-input:hover, .ui-select__control:hover { border-color: var(--_salgspant-color-text); }
.ui-input::placeholder { color: var(--_salgspant-color-muted); opacity: 1; }
.ui-input[aria-invalid='true'],
.ui-select__control[aria-invalid='true'] {
  border-color: var(--_salgspant-color-error);
  box-shadow: inset 0 0 0 1px var(--_salgspant-color-error);
}
.ui-input:disabled, .ui-select__control:disabled {
  border-color: var(--_salgspant-color-disabled-surface);
  background: var(--_salgspant-color-disabled-surface);
  color: var(--_salgspant-color-disabled);
  cursor: not-allowed;
}
.ui-input--currency { font-variant-numeric: tabular-nums; }
.ui-select { position: relative; display: block; }
.ui-select__control { appearance: none; padding-inline-end: 2.75em; cursor: pointer; }
.ui-select::after {
  content: '';
  position: absolute;
  inset-inline-end: 1em;
  top: 50%;
  width: 0.5em;
  height: 0.5em;
  border-right: 2px solid var(--_salgspant-color-text);
  border-bottom: 2px solid var(--_salgspant-color-text);
  transform: translateY(-75%) rotate(45deg);
  pointer-events: none;
}

/* Radio group, checkbox */
.ui-fieldset { min-width: 0; margin: 0 0 var(--_salgspant-space); padding: 0; border: 0; }
.ui-fieldset__legend { padding: 0; margin-bottom: 0.25em; }
.ui-fieldset--invalid, .ui-checkbox--invalid {
  padding-inline-start: 0.75em;
  border-inline-start: 3px solid var(--_salgspant-color-error);
}
.ui-radios__options { display: flex; flex-direction: column; }
.ui-radios--inline .ui-radios__options { flex-direction: row; flex-wrap: wrap; column-gap: 1.5em; }
.ui-checkbox { margin: 0 0 var(--_salgspant-space); }
.ui-choice {
  display: grid;
  grid-template-columns: 1.5em minmax(0, 1fr);
  column-gap: 0.75em;
  align-items: start;
  min-height: 44px;
}
.ui-choice__input {
  width: 1.5em;
  height: 1.5em;
  /* Centred on the label's first line (0.5em padding + half of a 1.5 line). */
  margin: calc(1.25em - 0.75em) 0 0;
  accent-color: var(--_salgspant-color-primary);
  cursor: pointer;
}
.ui-choice__input:disabled { cursor: not-allowed; }
.ui-choice__input:disabled + .ui-choice__label { color: var(--_salgspant-color-disabled); cursor: not-allowed; }
.ui-choice__label { padding-block: 0.5em; cursor: pointer; }
.ui-choice__hint {
  grid-column: 2;
  margin: -0.375em 0 0.5em;
  color: var(--_salgspant-color-muted);
  font-size: 0.9375em;
}

/* Modal (native dialog; 300 ms in and out) */
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

/* Info box */
.ui-infobox {
  display: flex;
  gap: 0.75em;
  margin: 0 0 var(--_salgspant-space);
  padding: 0.75em 1em;
  border-inline-start: 4px solid var(--_salgspant-color-info);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-info-surface);
  color: var(--_salgspant-color-text);
}
.ui-infobox__icon { color: var(--_salgspant-color-info); }
.ui-infobox--warning { border-color: var(--_salgspant-color-warning); background: var(--_salgspant-color-warning-surface); }
.ui-infobox--warning .ui-infobox__icon { color: var(--_salgspant-color-warning); }
.ui-infobox--success { border-color: var(--_salgspant-color-success); background: var(--_salgspant-color-success-surface); }
.ui-infobox--success .ui-infobox__icon { color: var(--_salgspant-color-success); }
.ui-infobox--error { border-color: var(--_salgspant-color-error); background: var(--_salgspant-color-error-surface); }
.ui-infobox--error .ui-infobox__icon { color: var(--_salgspant-color-error); }
.ui-infobox__content { flex: 1; min-width: 0; }
.ui-infobox__content > p { margin: 0 0 0.5em; }
.ui-infobox__content > :last-child { margin-bottom: 0; }
.ui-infobox__title { margin: 0 0 0.25em; font-size: 1em; font-weight: 700; line-height: 1.5; }

/* Label (tag) */
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

/* Expand: height animation 250 ms ease, no delay */
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

/* Error summary */
.ui-error-summary {
  margin: 0 0 var(--_salgspant-space);
  padding: var(--_salgspant-space);
  border: 2px solid var(--_salgspant-color-error);
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-error-surface);
}
.ui-error-summary:focus { outline: 3px solid var(--_salgspant-color-focus); outline-offset: 2px; }
.ui-error-summary__heading {
  display: flex;
  align-items: center;
  gap: 0.5em;
  margin: 0 0 0.5em;
  font-size: 1.125em;
  line-height: 1.3;
}
.ui-error-summary__heading .ui-icon { color: var(--_salgspant-color-error); }
.ui-error-summary__list { margin: 0; padding-inline-start: 1.25em; }
.ui-error-summary__list li + li { margin-top: 0.25em; }
.ui-error-summary__list a {
  color: var(--_salgspant-color-error);
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;
}
.ui-error-summary__list a:hover { text-decoration-thickness: 2px; }

/* Error screen and its detail panel */
.ui-error-screen { max-width: 40em; margin: 0 auto; padding: var(--_salgspant-space) 0; }
.ui-error-screen__icon { color: var(--_salgspant-color-error); }
.ui-error-screen__title { margin: 0.5em 0 0.75em; font-size: 1.5em; line-height: 1.25; }
.ui-error-screen__title:focus { outline: none; }
.ui-error-screen__text { margin: 0 0 0.75em; }
.ui-error-screen__actions { display: flex; flex-direction: column; gap: 0.75em; margin-top: var(--_salgspant-space); }
.ui-error-details {
  margin-top: calc(var(--_salgspant-space) * 1.5);
  padding-top: calc(var(--_salgspant-space) * 0.5);
  border-top: 1px solid var(--_salgspant-color-border);
}
.ui-error-details__list { display: grid; gap: 0.5em; margin: 0.5em 0 0; }
.ui-error-details__row { display: grid; grid-template-columns: minmax(0, 1fr); }
.ui-error-details__row dt { font-weight: 600; }
.ui-error-details__row dd { margin: 0; overflow-wrap: anywhere; }
.ui-error-details__rcid { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; }
.ui-error-details code {
  padding: 0.125em 0.375em;
  border-radius: 4px;
  background: var(--_salgspant-color-disabled-surface);
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.9375em;
}
.ui-error-details__copied { color: var(--_salgspant-color-success); font-weight: 600; }
@media (min-width: 768px) {
  .ui-error-screen__actions { flex-direction: row; flex-wrap: wrap; }
  .ui-error-details__row { grid-template-columns: 8em minmax(0, 1fr); column-gap: 1em; }
}
@media (min-width: 1024px) {
  .ui-error-screen__title { font-size: 1.75em; }
}

/* Steps (src/ui/Steps.tsx) */
.ui-steps { display: grid; gap: 0.375em; }
.ui-steps__text { margin: 0; font-weight: 600; color: var(--_salgspant-color-muted); font-variant-numeric: tabular-nums; }
.ui-steps__bar { height: 0.375em; border-radius: 999px; background: var(--_salgspant-color-disabled-surface); overflow: hidden; }
.ui-steps__fill { height: 100%; background: var(--_salgspant-color-primary); transition: width 300ms ease; }
.ui-steps-accordion { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5em; }
.ui-steps-accordion__step { border: 1px solid var(--_salgspant-color-border); border-radius: var(--_salgspant-radius); padding: var(--_salgspant-space); }
.ui-steps-accordion__title { margin: 0; font-size: 1.125em; }
.ui-steps-accordion__label { color: var(--_salgspant-color-muted); font-weight: 400; font-size: 0.875em; }
.ui-steps-accordion__content { margin-top: var(--_salgspant-space); }
.ui-steps-accordion__summary { margin-top: 0.5em; color: var(--_salgspant-color-muted); }

@media (prefers-reduced-motion: reduce) {
  .ui-steps__fill { transition: none; }

  .ui-spinner { animation: none; }
  .ui-modal::backdrop { transition: none; }
}
@media (forced-colors: active) {
  .ui-button, .ui-label, .ui-infobox, .ui-error-summary { border: 2px solid CanvasText; }
  .ui-spinner { border-color: CanvasText; border-top-color: Highlight; }
}
`;
