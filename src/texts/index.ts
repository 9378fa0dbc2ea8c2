/**
 * salgspant-elements/texts: the library's Norwegian (bokmål) texts, every key of every element, and
 * the helpers that merge a CMS's overrides into them. Side-effect free, like the package root, which
 * leaves them out so that a page loading the root does not download every text of every flow.
 *
 * @packageDocumentation
 */
export { nb, isTextKey, type TextKey, type Texts } from './nb.js';
export {
  mergeTexts,
  interpolate,
  createTranslate,
  TEXT_AREAS,
  type Catalogue,
  type Translate,
  type TextParams,
} from './texts.js';
