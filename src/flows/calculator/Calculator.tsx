import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { elementTransport } from '../../api/loan-client.js';
import type { DealerConfig } from '../../config/page-config.js';
import { siteOrigin } from '../../config/paths.js';
import { useElement } from '../../platform/element.js';
import { Heading } from '../../platform/heading.js';
import { Ahead } from '../../ui/ahead.js';
import { Button, ErrorScreen, InfoBox, lazyPart, Loader, usePartAhead } from '../../ui/index.js';
import { CalculatorModel } from './calculator.model.js';
import { LoanTypeStep } from './steps/LoanTypeStep.js';
import { LookupStep } from './steps/LookupStep.js';

/**
 * The loan form (price, equity, period, cards, details dialog) is a chunk of its own, not in the first
 * visit: a visitor who never scrolls to the calculator does not download it. It is fetched once the
 * calculator's product has been on screen for a second, at an idle moment (not under Save-Data or on 2g;
 * decision 0112), at the first sign it will be needed (focus inside the calculator, a lookup started), or
 * when it renders (a commitment chosen, a form restored after the login).
 */
const loanForm = lazyPart(() => import('./steps/LoanFormStep.js').then((module) => module.LoanFormStep));

/**
 * The dealer's car: the page JSON's `dealer` key, then each attribute over it, by the same rules: a
 * number that is not whole and non-negative, an address that is not http(s) and a partner id with other
 * characters are ignored.
 */
function dealerOf(
  attributes: Readonly<Record<string, string | number | boolean | undefined>>,
  page: Readonly<Record<string, unknown>> = {},
): DealerConfig {
  const dealer: Record<string, string | number> = {};
  for (const source of [page, attributes]) {
    for (const [key, rule] of DEALER_KEYS) {
      const value = source[key];
      if (typeof value === 'number' ? rule === 0 && Number.isInteger(value) && value >= 0 : rule !== 0 && rule(value))
        dealer[key] = value as string | number;
    }
  }
  return dealer;
}

const text = (value: unknown) => typeof value === 'string' && value !== '';
/** The dealer's keys: 0 for a whole number, else the test of a text. */
const DEALER_KEYS: ReadonlyArray<readonly [keyof DealerConfig, 0 | ((value: unknown) => boolean)]> = [
  ['price', 0],
  ['odometer', 0],
  ['equity', 0],
  ['period', 0],
  ['registrationNumber', text],
  ['loanTypes', text],
  ['vehicleUrl', (value) => typeof value === 'string' && siteOrigin(value) !== null],
  ['partnerId', (value) => typeof value === 'string' && /^[\w.-]{1,64}$/.test(value)],
];

/** The calculator for one product (spec 1 §2 "Calculator for one product"). */
export function Calculator() {
  useSignals();
  const { host, config, attributes } = useElement();
  const slug = typeof attributes.product === 'string' ? attributes.product : '';
  const serviceUrl = typeof attributes.serviceUrl === 'string' ? attributes.serviceUrl : undefined;
  const appType = typeof attributes.appType === 'string' ? attributes.appType : undefined;
  const target = typeof attributes.target === 'string' ? attributes.target : undefined;
  const dealer = useMemo(() => dealerOf(attributes, config.dealer), [attributes, config.dealer]);
  const model = useMemo(() => {
    const created = new CalculatorModel({
      slug,
      client: elementTransport(serviceUrl, config),
      config,
      host,
      appType,
      target,
      dealer,
    });
    // GET /calculator/{slug} starts while React is still rendering the first frame, not after it has been
    // committed and painted: the product is what the first control waits for. Only the call: the draft
    // kept across the login is taken by the committed view's load() below, which joins this call
    // (decision 0089). A model made in a render React throws away took the draft before, and the
    // customer came back from the BankID login to an empty form (WebKit, the bank journey).
    created.prefetch();
    return created;
  }, [slug, serviceUrl, appType, target, dealer, config, host]);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);

  const t = config.t;
  const productName = model.slug ? t(`calculator.product.${model.slug}`) : '';
  const state = model.product.value;
  // The loan form's code comes before the customer asks for it: on screen and quiet, at focus inside, or
  // once a lookup starts (decision 0108). Focus is a hint, not an interaction: nothing else reacts to it.
  const [ahead, here] = usePartAhead(loanForm, state.status === 'ready', model.lookup.value.status !== 'idle');

  return (
    <section {...ahead} className="calculator" part="calculator" aria-labelledby="calculator-heading">
      <Heading level={attributes.headingLevel} id="calculator-heading" className="calculator__heading" part="heading">
        {model.slug ? t('calculator.heading', { product: productName }) : t('calculator.error.title')}
      </Heading>
      {state.status === 'invalid-product' && (
        <div className="calculator__failure">
          <InfoBox variant="error" title={model.slug ? t('calculator.error.title') : undefined}>
            <p>{t('calculator.error.invalidProduct')}</p>
            <p>{t('calculator.error.invalidUrl')}</p>
          </InfoBox>
          <Button variant="secondary" onClick={() => model.back()}>
            {t('calculator.error.back')}
          </Button>
        </div>
      )}
      {state.status === 'failed' && (
        // The service failed (down, unreachable, an answer it could not give): its error screen with a
        // retry, not the "link may be wrong" text of an unknown product.
        <div className="calculator__failure">
          <ErrorScreen
            error={state.error}
            // A mistake of the host page's integration is not the customer's connection: the general screen.
            fallback={state.error.name.startsWith('INTEGRATION_') ? 'generic' : 'service'}
            headingLevel={3}
            onReload={() => void model.load()}
          />
          <Button variant="secondary" onClick={() => model.back()}>
            {t('calculator.error.back')}
          </Button>
        </div>
      )}
      {/* The loan type and the lookup need only the product's slug, not its answer (spec 1 §2 items 1 and 2): they
          show while GET /calculator/{slug} is on its way, and the loan form, which needs the product's rates, waits
          for it behind the loader. */}
      {(state.status === 'ready' || state.status === 'loading') && (
        <>
          <LoanTypeStep model={model} />
          {!model.commitment.value && <LookupStep model={model} />}
          {state.status === 'loading' && <Loader />}
          {state.status === 'ready' && (
            <Ahead shown={model.showLoanForm.value} here={here}>
              <loanForm.Component model={model} />
            </Ahead>
          )}
          {!model.showLoanForm.value && model.canGoBack && (
            <div className="calculator__actions">
              <Button variant="secondary" onClick={() => model.back()}>
                {t('calculator.back')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
