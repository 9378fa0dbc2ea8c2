import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { getFeature, trackInsuranceClick } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { hashRoute, isOuterPath, type OuterPaths } from '../../config/paths.js';
import { formatKroner } from '../../domain/money.js';
import { useElement } from '../../platform/element.js';
import { Heading, headingTag } from '../../platform/heading.js';
import { isModifiedClick, navigate } from '../../platform/events.js';
import { openBrowser } from '../../platform/native-bridge.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { Button, buttonClassName, InfoBox, useFocusOnMount } from '../../ui/index.js';
import { buttonCss } from '../../ui/css/button.js';
import { useStyles } from '../../ui/use-styles.js';
import { CommitmentDownload } from './CommitmentDownload.js';
import { FeedbackForm } from './FeedbackForm.js';
import { receiptKindFor, type ReceiptKind } from './receipt-kind.js';
import { receiptsCss } from './receipts.styles.js';
import { receiptsTexts } from './receipts.texts.js';

/** The bank whose approved car loans link to its own insurance pages (spec 1 §9). */
export const ALTERNATIVE_INSURANCE_BANK = '0770';

/** Loan products that are cars: their approved-loan receipt links to the insurance pages. */
const CAR_PRODUCTS: ReadonlySet<string> = new Set(['CAR', 'CAR_ZERO_EMISSION']);

/** Props of {@link Receipt}. */
export interface ReceiptProps {
  /** The case as the service answered it (submit, update or `GET /application/ongoing/{id}`). */
  application: ApplicationResponse;
  /** The bank's registration number; bank `0770` has the alternative insurance path. */
  bankRegNr: string;
  /** Heading level (2–6) of the receipt's title; its sections use the next level. */
  headingLevel: number;
  /** The connection to the loan service, for `POST /application/feedback` (the control receipt). */
  transport: LoanTransport;
  /**
   * Whether an approved loan commitment may be upgraded to a loan here. Default: the receipt asks the
   * feature toggle `salgspant-activate-loan-from-lc` itself, for the application and the completion
   * alike (decision 0017 §5); until it answers, or when it fails, the upgrade button is not shown.
   */
  upgradeAllowed?: boolean | undefined;
  /** Outer paths to link to; default the element's configured paths. */
  paths?: OuterPaths | undefined;
  /** Move focus to the title when the receipt appears (it replaced the form); default true. */
  focusOnMount?: boolean | undefined;
  /** Called once the feedback of the control receipt was sent. */
  onFeedbackSent?: (() => void) | undefined;
}

/** One receipt view's props. */
interface ViewProps extends ReceiptProps {
  paths: OuterPaths;
  /** Heading level of the view's sections (one below the title). */
  sectionLevel: number;
}

/**
 * The receipt after an application or a completion (spec 1 §2 "Receipts after application"): picks
 * the view by the case's status ({@link receiptKindFor}), shows its title (focused when it appears)
 * and the case number, then the view's paragraphs and actions. Render it inside an element root whose
 * catalogue carries `receiptsTexts` and the UI kit's texts.
 */
export function Receipt(props: ReceiptProps) {
  useSignals();
  useStyles(receiptsCss, buttonCss);
  const { config } = useElement();
  const { t } = config;
  const { application, headingLevel, focusOnMount = true } = props;
  const kind = receiptKindFor(application);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `receipt-title-${useId()}`;
  const titleLevel = Number(headingTag(headingLevel).slice(1));

  useFocusOnMount(titleRef, focusOnMount, `${kind}:${application.applicationId}`);

  const viewProps: ViewProps = { ...props, paths: props.paths ?? config.paths, sectionLevel: titleLevel + 1 };
  const { title, body } = VIEWS[kind](viewProps, t);

  return (
    <article className="receipt" part="receipt" data-receipt={kind} aria-labelledby={titleId}>
      {createElement(
        headingTag(titleLevel),
        { id: titleId, ref: titleRef, tabIndex: -1, className: 'receipt__heading', part: 'receipt-title' },
        title,
      )}
      <dl className="receipt__facts">
        <dt>{t('receipts.caseNumber')}</dt>
        <dd>{application.applicationId}</dd>
      </dl>
      {body}
    </article>
  );
}

type Translate = ReturnType<typeof useElement>['config']['t'];
type View = (props: ViewProps, t: Translate) => { title: string; body: ReactNode };

/** A link to another page of the bank that asks first (`salgspant-navigate`, cancelable). */
function NavLink({
  path,
  route,
  children,
  variant = 'secondary',
}: {
  path: string;
  route?: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  const { host } = useElement();
  const href = route ? hashRoute(path, route) : path;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigate(host, { href, path, route: route ?? null });
  };
  return (
    <a className={buttonClassName(variant)} href={href} onClick={onClick}>
      {children}
    </a>
  );
}

function OverviewLink({ paths }: { paths: OuterPaths }) {
  const { t } = useElement().config;
  return (
    <div className="receipt__actions">
      <NavLink path={paths.landingPage}>{t('receipts.toOverview')}</NavLink>
    </div>
  );
}

/** The loan's main figures: amount, period, monthly cost (when the case has them). */
function LoanFacts({ application, t }: { application: ApplicationResponse; t: Translate }) {
  const loan = application.loanInfo;
  if (!loan) return null;
  const months = loan.requestedLoanPeriodInMonths;
  return (
    <dl className="receipt__facts">
      <dt>{t('receipts.loan.amount')}</dt>
      <dd>{formatKroner(loan.loanAmount)}</dd>
      <dt>{t('receipts.loan.period')}</dt>
      <dd>
        {months % 12 === 0
          ? t('receipts.loan.periodValue', { years: months / 12 })
          : t('receipts.loan.periodMonths', { months })}
      </dd>
      <dt>{t('receipts.loan.monthlyCost')}</dt>
      <dd>{formatKroner(loan.monthlyCost)}</dd>
    </dl>
  );
}

/**
 * The insurance page's address from its text (a CMS sets it per bank): a path on the host's site, or
 * an `https:` address (an insurance partner's pages). Anything else (a typo, `javascript:`, `http:`)
 * is not followed: the default of the key is used instead (decision 0031).
 */
export function insuranceHref(text: string, fallback: string): string {
  if (isOuterPath(text)) return text;
  if (/^https:\/\/[^\s\\]+$/.test(text)) {
    try {
      return new URL(text).href;
    } catch {
      // not an address
    }
  }
  return fallback;
}

/**
 * The insurance pages of approved car loans; bank 0770 has its own. A click is reported to the
 * service (GET /application/insuranceclick, fire and forget: the link works whatever it answers).
 */
function InsuranceSection({
  bankRegNr,
  sectionLevel,
  transport,
  t,
}: {
  bankRegNr: string;
  sectionLevel: number;
  transport: LoanTransport;
  t: Translate;
}) {
  const titleId = `receipt-insurance-${useId()}`;
  const key =
    bankRegNr === ALTERNATIVE_INSURANCE_BANK ? 'receipts.insurance.hrefAlternative' : 'receipts.insurance.href';
  const href = insuranceHref(t(key), receiptsTexts[key]);
  return (
    <section className="receipt__section" aria-labelledby={titleId}>
      <Heading level={sectionLevel} id={titleId} className="receipt__section-heading">
        {t('receipts.insurance.title')}
      </Heading>
      <p>{t('receipts.insurance.text')}</p>
      <p>
        {/* The click is reported (spec 1 §6); in the bank's app the insurance pages open in the phone's
            browser (decision 0027). */}
        <a
          href={href}
          onClick={(event) => {
            trackInsuranceClick(transport).catch(() => undefined);
            if (!isModifiedClick(event) && openBrowser(href)) event.preventDefault();
          }}
        >
          {t('receipts.insurance.link')}
        </a>
      </p>
    </section>
  );
}

const loanApproved: View = (props, t) => {
  const { application } = props;
  const signed = application.applicationStatus === 'DOCUMENTS_COMPLETE';
  const car = CAR_PRODUCTS.has(application.loanInfo?.loanProduct ?? '');
  return {
    title: t(signed ? 'receipts.loanSigned.title' : 'receipts.loanApproved.title'),
    body: (
      <>
        <p>{t(signed ? 'receipts.loanSigned.text' : 'receipts.loanApproved.text')}</p>
        <LoanFacts application={application} t={t} />
        <p>{t(signed ? 'receipts.loanSigned.next' : 'receipts.loanApproved.next')}</p>
        {!signed && !application.signedByCurrentUser && (
          <div className="receipt__actions">
            <NavLink
              path={`${props.paths.completion.securedLoan}?id=${encodeURIComponent(application.applicationId)}`}
              variant="primary"
            >
              {t('receipts.loanApproved.complete')}
            </NavLink>
          </div>
        )}
        {car && (
          <InsuranceSection
            bankRegNr={props.bankRegNr}
            sectionLevel={props.sectionLevel}
            transport={props.transport}
            t={t}
          />
        )}
      </>
    ),
  };
};

/** The upgrade button when it is allowed: the prop, or else the toggle as the service answers it. */
function UpgradeOffer(props: ViewProps & { t: Translate }) {
  const given = props.upgradeAllowed;
  const [toggle, setToggle] = useState(false);
  useEffect(() => {
    if (given !== undefined) return undefined;
    let live = true;
    getFeature(props.transport, 'salgspant-activate-loan-from-lc').then(
      (on) => live && setToggle(on),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [given, props.transport]);
  return (given ?? toggle) ? <UpgradeSection {...props} /> : null;
}

function UpgradeSection({ application, paths, sectionLevel, t }: ViewProps & { t: Translate }) {
  const titleId = `receipt-upgrade-${useId()}`;
  const { host } = useElement();
  const route = `/upgrade/${encodeURIComponent(application.applicationId)}`;
  const onUpgrade = () => {
    navigate(host, { href: hashRoute(paths.landingPage, route), path: paths.landingPage, route });
  };
  return (
    <section className="receipt__section" aria-labelledby={titleId}>
      <Heading level={sectionLevel} id={titleId} className="receipt__section-heading">
        {t('receipts.commitment.upgradeTitle')}
      </Heading>
      <p>{t('receipts.commitment.upgradeText')}</p>
      <div className="receipt__actions">
        <Button variant="secondary" onClick={onUpgrade}>
          {t('receipts.commitment.upgrade')}
        </Button>
      </div>
    </section>
  );
}

const commitmentApproved: View = (props, t) => {
  const { application } = props;
  const amount = application.loanInfo?.loanAmountWithoutFees;
  return {
    title: t('receipts.commitment.title'),
    body: (
      <>
        <p>{t('receipts.commitment.text')}</p>
        {amount !== undefined && (
          <dl className="receipt__facts">
            <dt>{t('receipts.loan.amountWithoutFees')}</dt>
            <dd>{formatKroner(amount)}</dd>
          </dl>
        )}
        <p>{t('receipts.commitment.validity')}</p>
        <CommitmentDownload fileData={application.loanCommitmentFileData} />
        <UpgradeOffer {...props} t={t} />
      </>
    ),
  };
};

const control: View = (props, t) => ({
  title: t('receipts.control.title'),
  body: (
    <>
      <p>{t('receipts.control.text')}</p>
      <p>{t('receipts.control.contact')}</p>
      <OverviewLink paths={props.paths} />
      <FeedbackForm
        caseId={props.application.applicationId}
        transport={props.transport}
        sectionLevel={props.sectionLevel}
        onSent={props.onFeedbackSent}
      />
    </>
  ),
});

const rejected: View = (props, t) => ({
  title: t('receipts.rejected.title'),
  body: (
    <>
      <p>{t('receipts.rejected.text')}</p>
      {props.application.creditFrozen === 'YES' && (
        <InfoBox variant="warning" role="none" title={t('receipts.rejected.frozenTitle')}>
          {t('receipts.rejected.frozen')}
        </InfoBox>
      )}
      <p>{t('receipts.rejected.retention')}</p>
      <OverviewLink paths={props.paths} />
    </>
  ),
});

const paragraphs =
  (title: Parameters<Translate>[0], text: Parameters<Translate>[0], next: Parameters<Translate>[0]): View =>
  (props, t) => ({
    title: t(title),
    body: (
      <>
        <p>{t(text)}</p>
        <p>{t(next)}</p>
        <OverviewLink paths={props.paths} />
      </>
    ),
  });

const pending: View = (props, t) => ({
  title: t('receipts.pending.title'),
  body: (
    <>
      <p>{t('receipts.pending.text')}</p>
      <OverviewLink paths={props.paths} />
    </>
  ),
});

const VIEWS: Record<ReceiptKind, View> = {
  'loan-approved': loanApproved,
  'commitment-approved': commitmentApproved,
  control,
  rejected,
  'other-applicant-missing': paragraphs(
    'receipts.otherMissing.title',
    'receipts.otherMissing.text',
    'receipts.otherMissing.next',
  ),
  'tax-data-failure': paragraphs('receipts.taxData.title', 'receipts.taxData.text', 'receipts.taxData.next'),
  'co-signature-missing': paragraphs(
    'receipts.coSignature.title',
    'receipts.coSignature.text',
    'receipts.coSignature.next',
  ),
  none: pending,
};
