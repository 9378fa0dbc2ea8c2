import type { ErrorScreenProps } from './ErrorScreen.js';
import { lazyPart } from './LazyPart.js';

/**
 * The error screen of the catalogue (spec 1 §8), as a part fetched when an error is first shown: a
 * visitor whose calls succeed never downloads it. Its texts stay in the element's catalogue, so a CMS
 * overrides them as any other; while the code loads, «Vent Litt»; if it cannot be loaded (the network
 * is gone), the part's own message with «Prøv igjen» says so.
 */
const errorScreenPart = lazyPart<ErrorScreenProps>(() =>
  import('./ErrorScreen.js').then((module) => module.ErrorScreen),
);

/** Renders the error screen of an error: see `ErrorScreenProps`. */
export const ErrorScreen = errorScreenPart.Component;

/** Fetches the error screen's code ahead (e.g. when a call fails, before the flow renders it). */
export const preloadErrorScreen = errorScreenPart.preload;
