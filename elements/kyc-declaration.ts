import {
  KycDeclarationElementView,
  kycDeclarationCatalogue,
  kycDeclarationCss,
  kycDeclarationSpec,
} from '../src/flows/kyc-declaration/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<kyc-declaration>`: the customer declaration (spec 2). Importing this module creates the class but
 * does not register the tag; import `kyc-declaration.define.js` for that.
 *
 * @example
 * <kyc-declaration token="…" kyc-context="NETTBANK" redirect-url="/min-oversikt/oppgaver"></kyc-declaration>
 */
export const KycDeclarationElement = createElementClass(kycDeclarationSpec, KycDeclarationElementView, {
  texts: kycDeclarationCatalogue,
  styles: [kycDeclarationCss],
  english: () => import('../src/texts/packs/english-kyc-declaration.js'),
});

/** An instance of `<kyc-declaration>`. */
export interface KycDeclarationElement extends HTMLElement {
  config?: string;
  bankRegNr?: string;
  /** See the `token` attribute. */
  token?: string;
  kycContext?: string;
  serviceUrl?: string;
  redirectUrl?: string;
  failureUrl?: string;
  hidePrintNote?: boolean;
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'kyc-declaration': KycDeclarationElement;
  }
}
