import { Application } from '../../application/Application.js';
import { applicationCss } from '../../application/application.styles.js';
import { applicationCatalogue } from '../../application/application.texts.js';
import type { RouteView, RouteViewProps } from '../routes.js';

/**
 * `/application/form`, `/application/receipt` and the application app type's `/`: the application flow,
 * which reads the calculation's `cacheId` or the case's `id` and its route from the address itself.
 */
function ApplicationView({ serviceUrl, kycServiceUrl, enforceKycBlock, headingLevel }: RouteViewProps) {
  return (
    <Application
      serviceUrl={serviceUrl}
      kycServiceUrl={kycServiceUrl}
      enforceKycBlock={enforceKycBlock}
      headingLevel={headingLevel}
    />
  );
}

export const applicationView: RouteView = {
  View: ApplicationView,
  catalogue: applicationCatalogue,
  css: [applicationCss],
};
