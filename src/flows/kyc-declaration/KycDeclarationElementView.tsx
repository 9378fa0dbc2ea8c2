import { useElement } from '../../platform/element.js';
import { KycDeclaration } from './KycDeclaration.js';
import { emitKyc } from './kyc-declaration.events.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The element's view: its attributes as the props of {@link KycDeclaration}, its callbacks as events. */
export function KycDeclarationElementView() {
  const { host, attributes, config } = useElement();
  return (
    <KycDeclaration
      token={text(attributes.token) ?? config.kycToken}
      kycContext={text(attributes.kycContext)}
      serviceUrl={text(attributes.serviceUrl)}
      redirectUrl={text(attributes.redirectUrl)}
      failureUrl={text(attributes.failureUrl)}
      hidePrintNote={attributes.hidePrintNote === true}
      headingLevel={typeof attributes.headingLevel === 'number' ? attributes.headingLevel : undefined}
      onComplete={(detail) => emitKyc(host, 'kyc-complete', detail)}
      onContinue={(detail) => emitKyc(host, 'kyc-continue', detail)}
    />
  );
}
