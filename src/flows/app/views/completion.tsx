import { Completion } from '../../completion/Completion.js';
import { completionCss } from '../../completion/completion.styles.js';
import { completionCatalogue } from '../../completion/completion.texts.js';
import type { RouteView, RouteViewProps } from '../routes.js';

/**
 * `/completion`, `/completion/receipt` and the completion app type's `/`: the completion flow for the
 * case in the `id` query parameter (the flow reads the page address too; a trailing slash trimmed).
 */
function CompletionView({ applicationId, serviceUrl, kycServiceUrl, enforceKycBlock, headingLevel }: RouteViewProps) {
  return (
    <Completion
      applicationId={applicationId ?? undefined}
      serviceUrl={serviceUrl}
      kycServiceUrl={kycServiceUrl}
      enforceKycBlock={enforceKycBlock}
      headingLevel={headingLevel}
    />
  );
}

export const completionView: RouteView = {
  View: CompletionView,
  catalogue: completionCatalogue,
  css: [completionCss],
};
