// Each from its own module, not the flow's index: the index also re-exports what only a later step
// uses (the signing frame's protocol), which would then ride along on the first visit.
import { CompletionElementView } from '../src/flows/completion/CompletionElementView.js';
import { completionSpec } from '../src/flows/completion/completion.element.js';
import { completionCss } from '../src/flows/completion/completion.styles.js';
import { completionCatalogue } from '../src/flows/completion/completion.texts.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-completion>`: the completion of an approved case, seven steps to a signed loan (spec 1
 * §2). Importing this module creates the class but does not register the tag; import
 * `salgspant-completion.define.js` for that.
 *
 * @example
 * <salgspant-completion bank-reg-nr="9999"></salgspant-completion>
 */
export const SalgspantCompletionElement = createElementClass(completionSpec, CompletionElementView, {
  texts: completionCatalogue,
  styles: [completionCss],
  english: () => import('../src/texts/packs/english-completion.js'),
});

/** An instance of `<salgspant-completion>`. */
export interface SalgspantCompletionElement extends HTMLElement {
  config?: string;
  bankRegNr?: string;
  /** See the `service-url` attribute. */
  serviceUrl?: string;
  kycServiceUrl?: string;
  applicationId?: string;
  landingPagePath?: string;
  enforceKycBlock?: boolean;
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-completion': SalgspantCompletionElement;
  }
}
