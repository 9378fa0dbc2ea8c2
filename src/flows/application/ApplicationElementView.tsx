import { useElement } from '../../platform/element.js';
import { Application } from './Application.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The element's view: its attributes as the props of {@link Application}. */
export function ApplicationElementView() {
  const { attributes } = useElement();
  return (
    <Application
      serviceUrl={text(attributes.serviceUrl)}
      kycServiceUrl={text(attributes.kycServiceUrl)}
      enforceKycBlock={attributes.enforceKycBlock !== false}
      headingLevel={typeof attributes.headingLevel === 'number' ? attributes.headingLevel : undefined}
    />
  );
}
