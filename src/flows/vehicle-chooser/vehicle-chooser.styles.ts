/** Styles of `<salgspant-vehicle-chooser>`; tokens and the host reset come from the base sheet. */
export const vehicleChooserCss = /* css */ `
.cards {
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: var(--_salgspant-max-width);
  display: grid;
  gap: var(--_salgspant-space);
  grid-template-columns: 1fr;
}
@media (min-width: 768px) {
  .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: 1024px) {
  .cards { grid-template-columns: repeat(4, minmax(0, 1fr)); }
}
.card {
  display: flex;
  flex-direction: column;
  gap: calc(var(--_salgspant-space) * 0.5);
  padding: var(--_salgspant-space);
  background: var(--_salgspant-color-surface);
  border: 1px solid var(--_salgspant-color-border);
  border-radius: var(--_salgspant-radius);
  transition: box-shadow var(--_salgspant-transition);
}
.card:hover { box-shadow: 0 2px 8px rgb(0 0 0 / 0.15); }
.title {
  margin: 0;
  font-size: 1.25em;
  font-weight: 700;
  line-height: 1.3;
}
.description {
  margin: 0;
  flex: 1;
  color: var(--_salgspant-color-muted);
}
.action {
  align-self: flex-start;
  display: inline-block;
  min-height: 44px;
  min-width: 44px;
  padding: 0.625em 1.5em;
  border-radius: var(--_salgspant-radius);
  background: var(--_salgspant-color-primary);
  color: var(--_salgspant-color-on-primary);
  font-weight: 600;
  text-decoration: none;
  transition: background-color var(--_salgspant-transition);
}
.action:hover { background: var(--_salgspant-color-primary-hover); }
@media (forced-colors: active) {
  .action { border: 2px solid ButtonText; }
}
`;
