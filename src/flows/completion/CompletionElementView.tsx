import { useElement } from '../../platform/element.js';
import { Completion } from './Completion.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The element's view: its attributes as the props of {@link Completion}. */
export function CompletionElementView() {
  const { attributes } = useElement();
  return (
    <Completion
      serviceUrl={text(attributes.serviceUrl)}
      kycServiceUrl={text(attributes.kycServiceUrl)}
      applicationId={text(attributes.applicationId)}
      enforceKycBlock={attributes.enforceKycBlock !== false}
      headingLevel={typeof attributes.headingLevel === 'number' ? attributes.headingLevel : undefined}
    />
  );
}
