import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useLoanModel } from '../shared/use-loan-model.js';
import type { StatusWithInfo } from '../../domain/landing.js';
import { formatKroner } from '../../domain/money.js';
import { useElement } from '../../platform/element.js';
import { Heading } from '../../platform/heading.js';
import type { ApplicationStatus } from '../../schemas/loan.js';
import type { TextKey } from '../../texts/nb.js';
import {
  Button,
  buttonClassName,
  ErrorScreen,
  InfoBox,
  Label,
  Loader,
  Modal,
  NavLink,
  type LabelType,
} from '../../ui/index.js';
import { OverviewModel, type OverviewCard } from './overview.model.js';

/** Props of {@link Overview}: the overview as a React component for another flow's tree. */
export interface OverviewProps {
  /** Base path or URL of the loan service; default `/salgspant/api`. */
  serviceUrl?: string | undefined;
  /** Heading level (2–6) of the overview's title; the cards' titles are one level below. */
  headingLevel?: number | undefined;
}

/** The label type of each status: its colour only decorates, the text says the status. */
const STATUS_LABEL: Record<ApplicationStatus, LabelType> = {
  APPROVED: 'success',
  CONTROL: 'attention',
  REJECTED: 'error',
  DOCUMENTS_SENT: 'info',
  DOCUMENTS_COMPLETE: 'success',
  NEW_CASE: 'default',
};

/**
 * The overview of the customer's ongoing applications (spec 1 §2 "Landing page"): one card per
 * application with its status, case number, registration number and loan amount, the status dialogs,
 * and the buttons to complete the case or upgrade a commitment. Renders under an element root.
 */
export function Overview({ serviceUrl, headingLevel }: OverviewProps) {
  useSignals();
  const t = useElement().config.t;
  const model = useLoanModel(serviceUrl, (parts) => new OverviewModel(parts), []);
  // The status the dialog explains stays when it closes, so it fades out with its title and text.
  const [info, setInfo] = useState<{ status: StatusWithInfo | null; open: boolean }>({ status: null, open: false });
  const state = model.state.value;
  const level = typeof headingLevel === 'number' ? headingLevel : 2;

  return (
    <section className="overview" part="overview" aria-labelledby="overview-heading">
      <Heading level={level} id="overview-heading" className="overview__heading" part="heading">
        {t('overview.heading')}
      </Heading>
      {state.status === 'loading' && <Loader />}
      {state.status === 'login' && (
        <div className="overview__login">
          <p>{t('overview.login.text')}</p>
          <NavLink
            onNavigate={(d) => model.follow(d)}
            detail={{ href: state.href, path: state.href, route: null }}
            className={buttonClassName('primary')}
          >
            {t('overview.login.action')}
          </NavLink>
        </div>
      )}
      {state.status === 'failed' && (
        <ErrorScreen error={state.error} fallback="service" headingLevel={3} onReload={() => void model.load()} />
      )}
      {state.status === 'ready' && state.applications.length === 0 && (
        <div className="overview__empty" part="empty">
          <InfoBox variant="info" title={t('overview.empty.title')}>
            <p>{t('overview.empty.text')}</p>
          </InfoBox>
          <NavLink
            onNavigate={(d) => model.follow(d)}
            detail={model.calculatorLink}
            className={buttonClassName('secondary')}
          >
            {t('overview.empty.action')}
          </NavLink>
        </div>
      )}
      {state.status === 'ready' && state.applications.length > 0 && (
        <ul className="overview__cards" part="list" aria-label={t('overview.list.label')}>
          {model.cards.value.map((card) => (
            <Card
              key={card.application.applicationId}
              card={card}
              model={model}
              headingLevel={level + 1}
              onInfo={(status) => setInfo({ status, open: true })}
            />
          ))}
        </ul>
      )}
      <Modal
        open={info.open}
        onClose={() => setInfo((shown) => ({ ...shown, open: false }))}
        title={info.status ? t(`overview.status.${info.status}`) : ''}
      >
        <p className="overview__info">{info.status ? t(`overview.info.${info.status}`) : ''}</p>
      </Modal>
    </section>
  );
}

/** One application's card. */
function Card({
  card,
  model,
  headingLevel,
  onInfo,
}: {
  card: OverviewCard;
  model: OverviewModel;
  headingLevel: number;
  onInfo: (status: StatusWithInfo) => void;
}) {
  const { t } = useElement().config;
  const { application: app, rules } = card;
  const status = t(`overview.status.${app.applicationStatus}`);
  const titleId = `card-${app.applicationId}`;
  const suffix = <span className="visually-hidden"> {t('overview.action.caseSuffix', { id: app.applicationId })}</span>;
  return (
    <li className="overview__card" part="card" aria-labelledby={titleId} data-status={app.applicationStatus}>
      <Heading level={headingLevel} id={titleId} className="overview__card-title" part="card-title">
        {t('overview.card.title', {
          type: t(`overview.loanType.${app.loanType}`),
          product: t(`overview.product.${app.loanProduct}` as TextKey),
        })}
      </Heading>
      <dl className="overview__rows">
        <div className="overview__row">
          <dt>{t('overview.status.label')}</dt>
          <dd className="overview__status">
            <Label type={STATUS_LABEL[app.applicationStatus]} small>
              {status}
            </Label>
            {rules.statusInfo && (
              <Button
                variant="tertiary-link"
                className="overview__info-button"
                aria-haspopup="dialog"
                onClick={() => {
                  if (rules.statusInfo) onInfo(rules.statusInfo);
                }}
              >
                {t('overview.info.open', { status })}
                {suffix}
              </Button>
            )}
          </dd>
        </div>
        <div className="overview__row">
          <dt>{t('overview.row.caseNumber')}</dt>
          <dd>{app.applicationId}</dd>
        </div>
        {app.vehicleRegistrationNumber && (
          <div className="overview__row">
            <dt>{t('overview.row.registrationNumber')}</dt>
            <dd>{app.vehicleRegistrationNumber}</dd>
          </div>
        )}
        {rules.showAmount && (
          <div className="overview__row">
            <dt>{t('overview.row.loanAmount')}</dt>
            <dd>{formatKroner(app.loanAmount)}</dd>
          </div>
        )}
      </dl>
      {(card.completion ?? card.upgrade) && (
        <div className="overview__actions" part="card-actions">
          {card.completion && (
            <NavLink
              onNavigate={(d) => model.follow(d)}
              detail={card.completion}
              className={buttonClassName('primary')}
            >
              {t(rules.completion === 'commitment' ? 'overview.action.commitment' : 'overview.action.complete')}
              {suffix}
            </NavLink>
          )}
          {card.upgrade && (
            <NavLink onNavigate={(d) => model.follow(d)} detail={card.upgrade} className={buttonClassName('secondary')}>
              {t('overview.action.upgrade')}
              {suffix}
            </NavLink>
          )}
        </div>
      )}
    </li>
  );
}
