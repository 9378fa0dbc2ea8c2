import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { KycServiceClient } from '../../api/kyc-client.js';
import { useElement } from '../../platform/element.js';
import { headingTag } from '../../platform/heading.js';
import type { Section } from '../../schemas/kyc.js';
import { choiceCss } from '../../ui/css/choice.js';
import { fieldCss } from '../../ui/css/field.js';
import { InfoBox, lazyPart, Loader, StepIndicator, usePreloadNext, useStepFocus } from '../../ui/index.js';
import { useStyles } from '../../ui/use-styles.js';
import type { KycCompleteDetail } from './kyc-declaration.events.js';
import { KycDeclarationModel } from './kyc-declaration.model.js';
import type { KycTokenProvider } from './kyc-declaration.token.js';
import { lazyModal } from './lazy-modal.js';
import { loadSanitizer } from '../../ui/SafeHtml.js';
import { ReadFailed, SectionHeading, type SectionProps } from './sections/common.js';
import { NotImplementedSection } from './sections/NotImplementedSection.js';
import { WelcomeSection } from './sections/WelcomeSection.js';

/** Props of {@link KycDeclaration}: the declaration as a React component for other flows' trees. */
export interface KycDeclarationProps {
  /** The declaration token. Never a national id. */
  token?: string | undefined;
  /** Obtains the token when none is given (the loan application: `carLoanTokenProvider`). */
  tokenProvider?: KycTokenProvider | undefined;
  /** The `kycContext` of the form call; default `NETTBANK`. */
  kycContext?: string | undefined;
  /** Base path or URL of the KYC service; default `/kyc-declaration/api`. */
  serviceUrl?: string | undefined;
  /** Called once when the declaration is completed. */
  onComplete?: ((detail: KycCompleteDetail) => void) | undefined;
  /** Called on «Gå videre» of the done screen (no redirect URL). */
  onContinue?: ((detail: KycCompleteDetail | null) => void) | undefined;
  /** Where the done screen's «Tilbake til oppgavelisten» goes. */
  redirectUrl?: string | undefined;
  /** Where the failure screen's «Tilbake til oppgavelisten» goes (else «Prøv igjen»). */
  failureUrl?: string | undefined;
  /** Hides the print note of the done screen. */
  hidePrintNote?: boolean | undefined;
  /** Heading level (2–6) of the section titles; default 2. */
  headingLevel?: number | undefined;
  /** A client to use (the embedding flow's); default a new one for `serviceUrl`. */
  client?: KycServiceClient | undefined;
}

type AnySectionProps = SectionProps<never>;

/* Each section type's code is a chunk of its own, fetched when the customer reaches it (or just
   before: the next section is preloaded while the current one is shown). */
const countrySection = lazyPart(() => import('./sections/CountrySection.js').then((m) => m.CountrySection));
const informationSection = lazyPart(() => import('./sections/InformationSection.js').then((m) => m.InformationSection));
const summarySection = lazyPart(() => import('./sections/SummarySection.js').then((m) => m.SummarySection));
const signingSection = lazyPart(() => import('./sections/TaxSigningSection.js').then((m) => m.TaxSigningSection));

const incomeSection = lazyPart(() =>
  import('./sections/SourceOfIncomeSection.js').then((m) => m.SourceOfIncomeSection),
);

const pepRcaSection = lazyPart(() => import('./sections/PepRcaSection.js').then((m) => m.PepRcaSection));

const taxSection = lazyPart(() => import('./sections/PrivateTaxSection.js').then((m) => m.PrivateTaxSection));

const dynamicSection = lazyPart(() => import('./sections/DynamicSection.js').then((m) => m.DynamicSection));

const corporateInformationSection = lazyPart(() =>
  import('./sections/CorporateInformationSection.js').then((m) => m.CorporateInformationSection),
);
const boardSection = lazyPart(() => import('./sections/BoardSection.js').then((m) => m.BoardSection));
const ownersSection = lazyPart(() =>
  import('./sections/BeneficialOwnersSection.js').then((m) => m.BeneficialOwnersSection),
);
const institutionSection = lazyPart(() =>
  import('./sections/FinancialInstitutionSection.js').then((m) => m.FinancialInstitutionSection),
);
const readOnlyActorsSection = lazyPart(() =>
  import('./sections/ReadOnlyActorsSection.js').then((m) => m.ReadOnlyActorsSection),
);

/* The done and failure screens: fetched while the customer is on the last section. */
const doneScreen = lazyPart(() => import('./sections/FinalScreens.js').then((m) => m.DoneScreen));
const failedScreen = lazyPart(() => import('./sections/FinalScreens.js').then((m) => m.FailedScreen));

/** What follows the last section: the receipt's screen, or the failure's. */
const FINAL = 'final';
/**
 * Fetches the code of what follows the section on screen: the next section's (if it has a part of its
 * own), or after the last section the final screens'.
 */
function preloadNext(next: Section | typeof FINAL): void {
  if (next !== FINAL) {
    void partOf(next.type)?.preload();
    return;
  }
  void doneScreen.preload();
  void failedScreen.preload();
}

/** The lazy part of a section type; null for the first-visit sections and the unknown ones. */
function partOf(type: string) {
  switch (type) {
    case 'COUNTRY':
      return countrySection;
    case 'INFORMATION':
      return informationSection;
    case 'PROCESS_SUMMARY':
    case 'CASE_SUMMARY':
      return summarySection;
    case 'TAX_SIGNING':
      return signingSection;
    case 'SOURCE_OF_INCOME':
    case 'SOURCE_OF_INCOME_CHECKBOX':
      return incomeSection;
    case 'PEP_RCA':
      return pepRcaSection;
    case 'PRIVATE_TAX':
    case 'CORPORATE_TAX':
      return taxSection;
    case 'CORPORATE_INFORMATION':
      return corporateInformationSection;
    case 'CORPORATE_BOARD_ACTORS':
      return boardSection;
    case 'CORPORATE_BENEFICIAL_OWNERS':
      return ownersSection;
    case 'READ_ONLY_ACTORS':
      return readOnlyActorsSection;
    case 'CORPORATE_FINANCIAL_INSTITUTION':
      return institutionSection;
    case 'DYNAMIC_QUESTIONS':
      return dynamicSection;
    default:
      return null;
  }
}

function SectionView({ model, section, index }: { model: KycDeclarationModel; section: Section; index: number }) {
  if (section.type === 'WELCOME' || section.type === 'WELCOME_WITH_PRODUCTS') {
    return <WelcomeSection model={model} section={section as never} index={index} />;
  }
  const part = partOf(section.type);
  if (!part) return <NotImplementedSection model={model} />;
  const Part = part.Component as unknown as (props: AnySectionProps) => ReactNode;
  return <Part model={model} section={section as never} index={index} />;
}

/** A heading at the clamped `heading-level` (see {@link headingTag}) that takes a ref (the step focus). */
function LevelHeading({ level, ...props }: ComponentProps<'h2'> & { level: unknown }) {
  return createElement(headingTag(level), props);
}

/**
 * The customer declaration (spec 2): fetches the form and runs its sections in order with the step
 * indicator «n/total» and «Neste», completes the declaration after the last one, and shows the done
 * or failure screen. Render it under an element root (`useElement`): its own element, or the tree of
 * a flow that embeds it (the loan application's KYC step).
 */
export function KycDeclaration(props: KycDeclarationProps) {
  useSignals();
  // Sections build some fields from the kit's classes directly (fieldsets of generated questions).
  useStyles(fieldCss, choiceCss);
  const { host, config } = useElement();
  const t = config.t;
  const { token, tokenProvider, serviceUrl, failureUrl, redirectUrl, client: given, onComplete } = props;
  const kycContext = props.kycContext === undefined || props.kycContext === '' ? 'NETTBANK' : props.kycContext;
  // The number, not the configuration object: a new configuration object on a re-render must not make a
  // new model (it would reset every section the customer is typing in).
  const timeoutMs = config.requestTimeoutMs;
  const model = useMemo(
    () =>
      new KycDeclarationModel({
        client:
          given ??
          new KycServiceClient({
            ...(serviceUrl ? { basePath: serviceUrl } : {}),
            timeoutMs,
          }),
        token,
        tokenProvider,
        kycContext,
        host,
        failureUrl,
        redirectUrl,
        preload: () => loadSanitizer().catch(() => undefined),
      }),
    [given, serviceUrl, timeoutMs, token, tokenProvider, kycContext, host, failureUrl, redirectUrl],
  );
  // The latest callback, so a new `onComplete` prop does not recreate the model.
  useEffect(() => {
    model.setOnComplete(onComplete);
  }, [model, onComplete]);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);

  const headingName = headingTag(props.headingLevel);
  const heading = useRef<HTMLHeadingElement>(null);
  const engine = model.engine.value;
  const index = engine?.index.value ?? -1;
  const outcome = model.outcome.value;
  const state = model.form.value;
  // A new section, or the section back after a failure. Not while the form first loads: its arrival is
  // not a step the customer took (the loan flows' step heading, or whatever the customer focused
  // meanwhile, keeps the focus). After a failed load it is: «Hent skjema på nytt» went away with the
  // focus, and the form that comes takes it. Not while completing: the pressed button stays busy with
  // the focus on it.
  const shown = outcome.status === 'completing' ? 'open' : outcome.status;
  useStepFocus(heading, engine ? `${index}:${shown}` : state.status === 'failed' ? 'failed' : null);

  const sections = model.sections.value;
  const next = engine ? sections[engine.visible.value.find((i) => i > index) ?? -1] : undefined;
  // The final screens' code by the same rule as a section's: at once on the first view, else 500 ms after
  // the step change (decisions 0108 and 0112).
  usePreloadNext<Section | typeof FINAL>(next ?? (engine?.isLast.value ? FINAL : undefined), preloadNext);

  const section = engine?.current.value;

  let body: ReactNode;
  if (state.status === 'loading') {
    body = <Loader label={t('kyc.loading')} />;
  } else if (state.status === 'no-token') {
    body = (
      <InfoBox variant="error" title={t('kyc.noToken.title')}>
        <p>{t('kyc.noToken.text')}</p>
      </InfoBox>
    );
  } else if (state.status === 'failed') {
    body = (
      <ReadFailed
        title={t('kyc.formError.title')}
        text={t('kyc.formError.text')}
        retry={t('kyc.formError.retry')}
        onRetry={() => void model.load()}
      />
    );
  } else if (outcome.status === 'done') {
    body = (
      <doneScreen.Component
        model={model}
        result={outcome.result}
        Heading={headingName}
        hidePrintNote={props.hidePrintNote === true}
        onContinue={(detail) => props.onContinue?.(detail)}
      />
    );
  } else if (outcome.status === 'failed') {
    body = <failedScreen.Component model={model} Heading={headingName} />;
  } else if (!engine || !section) {
    body = (
      <LevelHeading level={props.headingLevel} ref={heading} tabIndex={-1} className="kyc__heading">
        {t('kyc.pageNotFound')}
      </LevelHeading>
    );
  } else {
    body = (
      <>
        <StepIndicator
          position={engine.position.value}
          total={engine.total.value}
          text={t('kyc.steps.indicator', { position: engine.position.value, total: engine.total.value })}
          label={t('kyc.steps.indicatorLabel', { position: engine.position.value, total: engine.total.value })}
        />
        <LevelHeading
          level={props.headingLevel}
          ref={heading}
          tabIndex={-1}
          className="kyc__heading"
          id="kyc-section-heading"
        >
          {('header' in section && typeof section.header === 'string' && section.header) || t('kyc.heading')}
        </LevelHeading>
        <div className="kyc__section" key={index}>
          <SectionHeading value={heading}>
            <SectionView model={model} section={section} index={index} />
          </SectionHeading>
        </div>
      </>
    );
  }

  return (
    <section className="kyc" part="declaration" aria-label={t('kyc.heading')}>
      {body}
      {model.sessionExpired.value && (
        <lazyModal.Component
          open
          onClose={() => model.closeSessionExpired()}
          title={t('kyc.expired.title')}
          closeLabel={t('kyc.expired.close')}
        >
          <p>{t('kyc.expired.text')}</p>
        </lazyModal.Component>
      )}
    </section>
  );
}
