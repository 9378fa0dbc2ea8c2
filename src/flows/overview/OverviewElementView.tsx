import { useElement } from '../../platform/element.js';
import { Overview } from './Overview.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The element's view: its attributes as the props of {@link Overview}. */
export function OverviewElementView() {
  const { attributes } = useElement();
  return (
    <Overview
      serviceUrl={text(attributes.serviceUrl)}
      headingLevel={typeof attributes.headingLevel === 'number' ? attributes.headingLevel : undefined}
    />
  );
}
