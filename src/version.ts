declare const __SALGSPANT_VERSION__: string | undefined;

/** The version of this build of salgspant-elements (from package.json, set at build time). */
export const VERSION: string = typeof __SALGSPANT_VERSION__ === 'string' ? __SALGSPANT_VERSION__ : '0.0.0-dev';
