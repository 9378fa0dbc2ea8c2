export { KycDeclaration, type KycDeclarationProps } from './KycDeclaration.js';
export { KycDeclarationElementView } from './KycDeclarationElementView.js';
export { kycDeclarationCss } from './kyc-declaration.styles.js';
export { kycDeclarationSpec } from './kyc-declaration.element.js';
export { KycDeclarationModel } from './kyc-declaration.model.js';
export { carLoanTokenProvider, CAR_LOAN_BANK_CODE, type KycTokenProvider } from './kyc-declaration.token.js';
export type { KycCompleteDetail, KycCompleteEvent, KycContinueEvent } from './kyc-declaration.events.js';
export { kycDeclarationCatalogue } from './kyc-declaration.texts.js';
