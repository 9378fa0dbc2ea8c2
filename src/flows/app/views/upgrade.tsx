import { hashRoute } from '../../../config/paths.js';
import { useElement } from '../../../platform/element.js';
import { navigate } from '../../../platform/events.js';
import { Heading } from '../../../platform/heading.js';
import { buttonClassName, NavLink } from '../../../ui/index.js';
import { Upgrade, UpgradeSuccess } from '../../upgrade/Upgrade.js';
import { upgradeCss } from '../../upgrade/upgrade.styles.js';
import { upgradeCatalogue } from '../../upgrade/upgrade.texts.js';
import type { RouteView, RouteViewProps } from '../routes.js';

/** `/upgrade/{appId}` of the landing app type: the upgrade of that commitment. */
function UpgradeView({ params, serviceUrl, headingLevel }: RouteViewProps) {
  return <Upgrade appId={params.appId} serviceUrl={serviceUrl} headingLevel={headingLevel} />;
}

/**
 * `/upgrade-success/{appId}`: the success message with the case id, and the way back to the overview
 * (the landing app's `/`).
 */
function UpgradeSuccessView({ params, headingLevel }: RouteViewProps) {
  const { host, config } = useElement();
  const t = config.t;
  const path = config.paths.landingPage;
  const detail = { href: hashRoute(path, '/'), path, route: '/' };
  return (
    <section className="upgrade" part="upgrade" aria-labelledby="upgrade-heading">
      <Heading level={headingLevel} id="upgrade-heading" className="upgrade__heading" part="heading">
        {t('upgrade.heading')}
      </Heading>
      <UpgradeSuccess
        caseId={params.appId ?? ''}
        back={
          <NavLink onNavigate={(d) => navigate(host, d)} detail={detail} className={buttonClassName('secondary')}>
            {t('upgrade.back')}
          </NavLink>
        }
      />
    </section>
  );
}

const shared = { catalogue: upgradeCatalogue, css: [upgradeCss] };
export const upgradeView: RouteView = { View: UpgradeView, ...shared };
export const upgradeSuccessView: RouteView = { View: UpgradeSuccessView, ...shared };
