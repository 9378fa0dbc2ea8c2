import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { KycServiceClient } from '../../../api/kyc-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { useElement } from '../../../platform/element.js';
import { useStyles } from '../../../ui/use-styles.js';
import { Button, ErrorScreen, InfoBox, Loader } from '../../../ui/index.js';
import { KycDeclaration } from '../../kyc-declaration/KycDeclaration.js';
import {
  carLoanTokenProvider,
  CAR_LOAN_BANK_CODE,
  type KycTokenProvider,
} from '../../kyc-declaration/kyc-declaration.model.js';
import { kycDeclarationCss } from '../../kyc-declaration/kyc-declaration.styles.js';
import { StepActions, type StepProps } from './common.js';

/** Props of {@link KycStep}. */
export interface KycStepProps extends StepProps {
  /** Base path or URL of the KYC declaration service. */
  kycServiceUrl?: string | undefined;
}

/**
 * Step 4: KYC. GET /kyc first: a blocked customer gets the KYC-blocked screen (when the toggle says
 * so). Otherwise the customer declaration runs inline, with a car-loan token from
 * kyc/token-for-process (spec 2 §6); OK or REQUIRES_MANUAL_CONTROL_BY_ADVISOR marks KYC as answered
 * and opens step 5; any other result is the KYC error.
 */
export function KycStep({ model, headingLevel, kycServiceUrl }: KycStepProps) {
  useSignals();
  useStyles(kycDeclarationCss);
  const { config } = useElement();
  const t = config.t;
  const state = model.kyc.value;
  const user = model.user.value;
  useEffect(() => {
    void model.checkKyc();
  }, [model]);

  const client = useMemo(
    () =>
      new KycServiceClient({
        ...(kycServiceUrl ? { basePath: kycServiceUrl } : {}),
        timeoutMs: config.requestTimeoutMs,
      }),
    [kycServiceUrl, config.requestTimeoutMs],
  );
  const tokenProvider = useMemo<KycTokenProvider | undefined>(() => {
    if (!user) return undefined;
    const issue = carLoanTokenProvider({
      nationalId: user.ssn,
      // The token names the customer's bank; the spec's fixed car-loan code when none is configured.
      bankRegNr: config.bankRegNr ?? CAR_LOAN_BANK_CODE,
    });
    return async (kycClient) => {
      const kept = model.kycToken;
      if (kept) return kept;
      const token = await issue(kycClient);
      model.keepKycToken(token);
      return token;
    };
  }, [user, config.bankRegNr, model]);

  switch (state.status) {
    case 'idle':
    case 'checking':
      return <Loader label={t('application.kyc.checking')} />;
    case 'blocked':
      return (
        <div className="application__step">
          <ErrorScreen screen="kycBlocked" error={{ name: 'KYC_BLOCKED' }} headingLevel={3} showDetails={false} />
          <StepActions model={model} previousLabel={t('application.previous')} />
        </div>
      );
    case 'error':
      return (
        <div className="application__step">
          <ErrorScreen
            error={state.error}
            fallback="service"
            headingLevel={3}
            actions={
              // A failed GET /kyc is tried again; a declaration the service refused is not (decision 0034).
              state.error instanceof ServiceError ? (
                <Button variant="secondary" onClick={() => void model.checkKyc()}>
                  {t('application.kyc.retry')}
                </Button>
              ) : undefined
            }
          />
          <StepActions model={model} previousLabel={t('application.previous')} />
        </div>
      );
    case 'answered':
      return (
        <div className="application__step">
          <InfoBox variant="success">
            <p>{t('application.kyc.answered')}</p>
          </InfoBox>
          <StepActions model={model} previousLabel={t('application.previous')}>
            <Button onClick={() => model.next()}>{t('application.next')}</Button>
          </StepActions>
        </div>
      );
    case 'declaration':
      return (
        <div className="application__step">
          <p>{t('application.kyc.intro')}</p>
          <KycDeclaration
            client={client}
            tokenProvider={tokenProvider}
            headingLevel={headingLevel}
            hidePrintNote
            onComplete={(detail) => model.kycCompleted(detail.kycStatus)}
            onContinue={(detail) => {
              if (detail === null) model.kycCompleted(null);
            }}
          />
          <StepActions model={model} previousLabel={t('application.previous')} />
        </div>
      );
  }
}
