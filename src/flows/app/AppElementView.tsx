import { useElement } from '../../platform/element.js';
import { SalgspantApp } from './App.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The element's view: its attributes as the props of {@link SalgspantApp}. */
export function AppElementView() {
  const { attributes } = useElement();
  return (
    <SalgspantApp
      appType={text(attributes.appType)}
      serviceUrl={text(attributes.serviceUrl)}
      kycServiceUrl={text(attributes.kycServiceUrl)}
      enforceKycBlock={attributes.enforceKycBlock !== false}
      headingLevel={typeof attributes.headingLevel === 'number' ? attributes.headingLevel : undefined}
      siteName={text(attributes.siteName)}
    />
  );
}
