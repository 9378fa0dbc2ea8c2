import { kycDeclarationSpec } from '../src/flows/kyc-declaration/kyc-declaration.element.js';
import { defineElement } from '../src/platform/define.js';
import { KycDeclarationElement } from './kyc-declaration.js';

defineElement(kycDeclarationSpec.tag, KycDeclarationElement);

export { KycDeclarationElement };
