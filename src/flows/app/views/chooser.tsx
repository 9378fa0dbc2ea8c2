import { useMemo } from 'react';
import { ElementScope, useElement } from '../../../platform/element.js';
import { Heading } from '../../../platform/heading.js';
import { VehicleChooser } from '../../vehicle-chooser/VehicleChooser.js';
import { vehicleChooserCss } from '../../vehicle-chooser/vehicle-chooser.styles.js';
import { vehicleChooserCatalogue } from '../../vehicle-chooser/vehicle-chooser.texts.js';
import type { RouteView, RouteViewProps } from '../routes.js';

/** `/` of the calculator app type and `/calculator`: the vehicle chooser under a title of its own. */
function ChooserView({ headingLevel }: RouteViewProps) {
  const { t } = useElement().config;
  const attributes = useMemo(() => ({ headingLevel: headingLevel + 1 }), [headingLevel]);
  return (
    <section className="app__view" aria-labelledby="app-chooser-heading">
      <Heading level={headingLevel} id="app-chooser-heading" className="app__heading">
        {t('app.title.chooser')}
      </Heading>
      <ElementScope attributes={attributes}>
        <VehicleChooser />
      </ElementScope>
    </section>
  );
}

export const chooserView: RouteView = {
  View: ChooserView,
  catalogue: vehicleChooserCatalogue,
  css: [vehicleChooserCss],
};
