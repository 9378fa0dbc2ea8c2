/**
 * Styles of the shared UI kit (src/ui), one sheet per component: a component adopts its sheet into
 * the shadow root of the element that renders it (`useStyles`), so an element's first visit carries
 * only the CSS of what it shows, and a part loaded on demand brings its own. Each sheet is a module of
 * its own under ./css/ (a bundle splits by module): components import theirs from there. Class names start with
 * `ui-`; colours, radius and spacing come from the private tokens (`--_salgspant-*`, fed by the public `--salgspant-*`).
 *
 * Motion: expand 250 ms ease (the base `--_salgspant-transition`), modal 300 ms; the base sheet turns
 * every transition and animation off under `prefers-reduced-motion: reduce`, and the spinner stops.
 * No `url()` or data URIs: the sheet holds under a strict CSP.
 */
import { iconCss } from './css/icon.js';
import { buttonCss } from './css/button.js';
import { spinnerCss } from './css/spinner.js';
import { lazyPartCss } from './css/lazy-part.js';
import { loaderCss } from './css/loader.js';
import { fieldCss } from './css/field.js';
import { choiceCss } from './css/choice.js';
import { modalCss } from './css/modal.js';
import { infoBoxCss } from './css/info-box.js';
import { labelCss } from './css/label.js';
import { expandCss } from './css/expand.js';
import { errorSummaryCss } from './css/error-summary.js';
import { errorScreenCss } from './css/error-screen.js';
import { stepsCss } from './css/steps.js';

export { iconCss } from './css/icon.js';
export { buttonCss } from './css/button.js';
export { spinnerCss } from './css/spinner.js';
export { lazyPartCss } from './css/lazy-part.js';
export { loaderCss } from './css/loader.js';
export { fieldCss } from './css/field.js';
export { choiceCss } from './css/choice.js';
export { modalCss } from './css/modal.js';
export { infoBoxCss } from './css/info-box.js';
export { labelCss } from './css/label.js';
export { expandCss } from './css/expand.js';
export { errorSummaryCss } from './css/error-summary.js';
export { errorScreenCss } from './css/error-screen.js';
export { stepsCss } from './css/steps.js';

/** Every sheet of the kit, in cascade order (for hosts of the whole kit, e.g. tests). */
export const uiCss = `${iconCss}\n${buttonCss}\n${spinnerCss}\n${lazyPartCss}\n${loaderCss}\n${fieldCss}\n${choiceCss}\n${modalCss}\n${infoBoxCss}\n${labelCss}\n${expandCss}\n${errorSummaryCss}\n${errorScreenCss}\n${stepsCss}`;
