export { Overview, type OverviewProps } from './Overview.js';
export { OverviewElementView } from './OverviewElementView.js';
export { OverviewModel, type OverviewCard, type OverviewState } from './overview.model.js';
export { overviewCss } from './overview.styles.js';
export { overviewSpec } from './overview.element.js';
export { overviewCatalogue } from './overview.texts.js';
