/**
 * salgspant-elements: the side-effect-free public API. Importing it registers no element and touches
 * neither `window` nor `document`: types, schemas, domain functions, configuration and the element
 * catalogue. Elements are registered by `salgspant-elements/elements/<tag>` or
 * `salgspant-elements/define-all`.
 *
 * @packageDocumentation
 */

export { VERSION } from './version.js';

export {
  PRODUCT_SLUGS,
  PRODUCT_CODES,
  CHOOSER_CARDS,
  slugOfCard,
  isProductSlug,
  calculatorRoute,
  type ProductSlug,
  type ProductCode,
  type ChooserCardId,
} from './domain/products.js';
export { trackingName } from './domain/tracking.js';

export { nb, type TextKey, type Texts } from './texts/nb.js';
export { mergeTexts, interpolate, createTranslate, isTextKey, type Translate, type TextParams } from './texts/texts.js';

export {
  DEFAULT_PATHS,
  isOuterPath,
  hashRoute,
  type OuterPaths,
  type CompletionPaths,
} from './config/paths.js';
export {
  parsePageConfig,
  mergePageConfigs,
  readPageConfig,
  type PageConfig,
  type FieldOverride,
  type ParsedPageConfig,
} from './config/page-config.js';
export { resolveConfig, type ElementConfig, type ConfigAttributes } from './config/config.js';

export {
  emit,
  navigate,
  type SalgspantNavigateDetail,
  type SalgspantNavigateEvent,
  type SalgspantEventDetailMap,
  type SalgspantEventName,
} from './platform/events.js';
export {
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  type AttributeSpec,
  type EventSpec,
  type NamedSpec,
  type AttributeType,
} from './platform/element-spec.js';
export { ELEMENT_SPECS } from './elements.js';
export { vehicleChooserSpec } from './flows/vehicle-chooser/vehicle-chooser.element.js';

export type { SalgspantVehicleChooserElement } from '../elements/salgspant-vehicle-chooser.js';
