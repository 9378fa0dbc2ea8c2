export { Application, type ApplicationProps } from './Application.js';
export { ApplicationElementView } from './ApplicationElementView.js';
export { applicationCss } from './application.styles.js';
export { applicationSpec } from './application.element.js';
export { applicationCatalogue } from './application.texts.js';
export { ApplicationModel } from './application.model.js';
export { APPLICATION_STEPS, readAddress, type ApplicationStep } from './application.rules.js';
export { afterFetch, afterUpdate, type Transition } from '../shared/transitions.js';
