import { Overview } from '../../overview/Overview.js';
import { overviewCss } from '../../overview/overview.styles.js';
import { overviewCatalogue } from '../../overview/overview.texts.js';
import type { RouteView, RouteViewProps } from '../routes.js';

/** `/` of the landing app type: the customer's ongoing applications. */
function OverviewView({ serviceUrl, headingLevel }: RouteViewProps) {
  return <Overview serviceUrl={serviceUrl} headingLevel={headingLevel} />;
}

export const overviewView: RouteView = { View: OverviewView, catalogue: overviewCatalogue, css: [overviewCss] };
