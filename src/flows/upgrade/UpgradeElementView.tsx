import { useElement } from '../../platform/element.js';
import { Upgrade } from './Upgrade.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The element's view: its attributes as the props of {@link Upgrade}. */
export function UpgradeElementView() {
  const { attributes } = useElement();
  return (
    <Upgrade
      appId={text(attributes.appId)}
      serviceUrl={text(attributes.serviceUrl)}
      headingLevel={typeof attributes.headingLevel === 'number' ? attributes.headingLevel : undefined}
    />
  );
}
