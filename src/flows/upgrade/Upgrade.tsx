import { useSignals } from '@preact/signals-react/runtime';
import { Activity, useRef, type ReactNode } from 'react';
import { useLoanModel } from '../shared/use-loan-model.js';
import { formatKroner } from '../../domain/money.js';
import { useElement } from '../../platform/element.js';
import { Heading } from '../../platform/heading.js';
import {
  Button,
  buttonClassName,
  ErrorScreen,
  InfoBox,
  lazyPart,
  Loader,
  NavLink,
  usePartAhead,
  useFocusOnMount,
} from '../../ui/index.js';
import { Ahead } from '../../ui/ahead.js';
import { SearchStep } from './steps/SearchStep.js';
import { UpgradeModel } from './upgrade.model.js';

/**
 * The full form and its rules are a chunk of their own, fetched once the upgrade's commitment has been on
 * screen for a second, at an idle moment (not under Save-Data or on 2g; decision 0112), at focus inside the
 * upgrade, or when a lookup starts.
 */
const upgradeForm = lazyPart(() => import('./steps/UpgradeFormStep.js').then((module) => module.UpgradeFormStep));

/** Props of {@link Upgrade}: the upgrade as a React component for another flow's tree. */
export interface UpgradeProps {
  /** The case id of the approved loan commitment (never a national id). */
  appId: string | undefined;
  /** Base path or URL of the loan service; default `/salgspant/api`. */
  serviceUrl?: string | undefined;
  /** Heading level (2–6) of the upgrade's title. */
  headingLevel?: number | undefined;
}

/**
 * The upgrade of an approved loan commitment to a vehicle loan (spec 1 §2 "Loan upgrade", §4, §5):
 * the toggle gate, the commitment from the landing list, the vehicle search, the full form, and the
 * success or failure. Renders under an element root.
 */
export function Upgrade({ appId, serviceUrl, headingLevel }: UpgradeProps) {
  useSignals();
  const t = useElement().config.t;
  const model = useLoanModel(serviceUrl, (parts) => new UpgradeModel({ ...parts, appId }), [appId]);

  const state = model.state.value;
  const vehicle = model.vehicle.value;
  const failure = model.failure.value;
  const showForm = model.showForm.value;
  // The form's code comes before «Hent kjøretøy»: on screen and quiet, at focus inside, or once a lookup
  // starts. Its fetch, compile and run are then not in that click (decision 0108).
  const [ahead, here] = usePartAhead(upgradeForm, state.status === 'ready', vehicle.status !== 'none');
  const level = typeof headingLevel === 'number' ? headingLevel : 2;
  const back = (
    <NavLink onNavigate={(d) => model.follow(d)} detail={model.overviewLink} className={buttonClassName('secondary')}>
      {t('upgrade.back')}
    </NavLink>
  );

  return (
    <section {...ahead} className="upgrade" part="upgrade" aria-labelledby="upgrade-heading">
      <Heading level={level} id="upgrade-heading" className="upgrade__heading" part="heading">
        {t('upgrade.heading')}
      </Heading>
      {state.status === 'loading' && <Loader />}
      {state.status === 'login' && (
        <div className="upgrade__panel">
          <p>{t('upgrade.login.text')}</p>
          <NavLink
            onNavigate={(d) => model.follow(d)}
            detail={{ href: state.href, path: state.href, route: null }}
            className={buttonClassName('primary')}
          >
            {t('upgrade.login.action')}
          </NavLink>
        </div>
      )}
      {state.status === 'unavailable' && (
        <Panel back={back}>
          <InfoBox variant="info" title={t('upgrade.unavailable.title')}>
            <p>{t('upgrade.unavailable.text')}</p>
          </InfoBox>
        </Panel>
      )}
      {state.status === 'missing-id' && (
        <Panel back={back}>
          <InfoBox variant="error">
            <p>{t('errors.message.missingCaseId')}</p>
          </InfoBox>
        </Panel>
      )}
      {(state.status === 'no-applications' || state.status === 'not-upgradable') && (
        <Panel back={back}>
          <InfoBox variant="info">
            <p>{t(state.status === 'no-applications' ? 'upgrade.noApplications' : 'upgrade.notUpgradable')}</p>
          </InfoBox>
        </Panel>
      )}
      {state.status === 'failed' && (
        <ErrorScreen error={state.error} fallback="service" headingLevel={3} onReload={() => void model.load()} />
      )}
      {state.status === 'done' && <UpgradeSuccess caseId={state.caseId} back={back} />}
      {state.status === 'ready' && failure?.presentation === 'screen' && (
        <div className="upgrade__panel">
          {failure.error.name === 'PREVIEW_CASE_NOT_FOUND' ? (
            // The commitment is no longer there (upgraded or closed since the page loaded): no form to go back to.
            <ErrorScreen error={failure.error} screen="caseNotFound" headingLevel={3} focusOnMount actions={back} />
          ) : (
            <ErrorScreen
              error={failure.error}
              screen="upgradeFailed"
              headingLevel={3}
              focusOnMount
              actions={
                <Button variant="secondary" onClick={() => model.backToForm()}>
                  {t('upgrade.failed.back')}
                </Button>
              }
            />
          )}
        </div>
      )}
      {state.status === 'ready' && failure?.presentation !== 'screen' && (
        <>
          <p className="upgrade__commitment">
            {t('upgrade.commitment', {
              id: state.application.applicationId,
              amount: formatKroner(state.application.loanAmount),
            })}
          </p>
          {showForm && (
            <>
              {vehicle.status === 'found' && (
                <div className="upgrade__chosen">
                  <p className="upgrade__vehicle">
                    {t('upgrade.form.vehicle', {
                      vehicle: `${vehicle.vehicle.manufacturer} ${vehicle.vehicle.model}`,
                      year: vehicle.vehicle.manufactureYear,
                      plate: vehicle.registrationNumber,
                    })}
                  </p>
                  <Button variant="tertiary-link" onClick={() => model.changeVehicle()}>
                    {t('upgrade.search.change')}
                  </Button>
                </div>
              )}
              {vehicle.status === 'manual' && (
                <div className="upgrade__chosen">
                  <Button variant="tertiary-link" onClick={() => model.changeVehicle()}>
                    {t('upgrade.search.change')}
                  </Button>
                </div>
              )}
            </>
          )}
          {/* Hidden, not removed, while the form shows: the lookup's answer only hides it, and «Søk på et
              annet kjøretøy» shows it again as it was (decision 0120). */}
          <Activity mode={showForm ? 'hidden' : 'visible'}>
            <SearchStep model={model} />
          </Activity>
          <Ahead shown={showForm} here={here}>
            <upgradeForm.Component model={model} />
          </Ahead>
          <div className="upgrade__actions">{back}</div>
        </>
      )}
    </section>
  );
}

function Panel({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="upgrade__panel">
      {children}
      <div className="upgrade__actions">{back}</div>
    </div>
  );
}

/**
 * The success view: the message with the case id, its heading focused when it appears. Exported for
 * the `/upgrade-success/{appId}` route of `<salgspant-app>`.
 */
export function UpgradeSuccess({ caseId, back }: { caseId: string; back: ReactNode }) {
  const { t } = useElement().config;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <div className="upgrade__panel" part="success">
      <h3 ref={heading} tabIndex={-1} className="upgrade__subheading">
        {t('upgrade.success.title')}
      </h3>
      <InfoBox variant="success" role="none">
        <p>{t('upgrade.success.text', { id: caseId })}</p>
      </InfoBox>
      <div className="upgrade__actions">{back}</div>
    </div>
  );
}
