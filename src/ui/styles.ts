/**
 * Styles of the shared UI kit (src/ui). They are part of the base sheet every element adopts, so a
 * component looks the same in every flow. Class names start with `ui-`.
 */
export const uiCss = /* css */ ``;
