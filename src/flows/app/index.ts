export { SalgspantApp, type SalgspantAppProps } from './App.js';
export { AppElementView } from './AppElementView.js';
export { AppModel, type Address, type SessionState } from './app.model.js';
export { appCss } from './app.styles.js';
export { appSpec } from './app.element.js';
export { appCatalogue } from './app.texts.js';
export {
  ROUTES,
  APP_TYPES,
  isAppType,
  matchRoute,
  innerPath,
  applicationIdOf,
  type AppType,
  type Route,
  type RouteMatch,
  type RouteView,
  type RouteViewProps,
  type RouteLoader,
} from './routes.js';
