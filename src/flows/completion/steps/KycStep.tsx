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

/**
 * Step 5: KYC, blocking. GET /kyc first (a blocked customer gets the KYC-blocked screen when the
 * toggle says so); otherwise the customer declaration runs inline (the `<kyc-declaration>` component
 * in this tree). Answered, the case is updated (POST /application/update with kycAnswered) and
 * signing or the receipt opens; a failed update shows the update-failure text with «Prøv igjen».
 */
export function KycStep({ model, headingLevel, kycServiceUrl }: StepProps) {
  useSignals();
  useStyles(kycDeclarationCss);
  const { config } = useElement();
  const t = config.t;
  const state = model.kyc.value;
  const update = model.update.value;
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
    const issue = carLoanTokenProvider({ nationalId: user.ssn, bankRegNr: config.bankRegNr ?? CAR_LOAN_BANK_CODE });
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
      return <Loader label={t('completion.kyc.checking')} />;
    case 'blocked':
      return (
        <div className="completion__step">
          <ErrorScreen screen="kycBlocked" error={{ name: 'KYC_BLOCKED' }} headingLevel={3} showDetails={false} />
          <StepActions model={model} />
        </div>
      );
    case 'error':
      return (
        <div className="completion__step">
          <ErrorScreen
            error={state.error}
            fallback="service"
            headingLevel={3}
            actions={
              // A failed GET /kyc is tried again; a declaration the service refused is not (decision 0034).
              state.error instanceof ServiceError ? (
                <Button variant="secondary" onClick={() => void model.checkKyc()}>
                  {t('completion.retry')}
                </Button>
              ) : undefined
            }
          />
          <StepActions model={model} />
        </div>
      );
    case 'answered':
      return (
        <div className="completion__step">
          <InfoBox variant="success">
            <p>{t('completion.kyc.answered')}</p>
          </InfoBox>
          {update.status === 'failed' && (
            <InfoBox variant="error">
              <p>{t('errors.message.updateFailed')}</p>
            </InfoBox>
          )}
          {update.status === 'saving' ? (
            <Loader label={t('completion.saving')} />
          ) : (
            <StepActions model={model}>
              {update.status === 'failed' && (
                <Button onClick={() => void model.finishUpdate()}>{t('completion.retry')}</Button>
              )}
            </StepActions>
          )}
        </div>
      );
    case 'declaration':
      return (
        <div className="completion__step">
          <p>{t('completion.kyc.intro')}</p>
          <KycDeclaration
            client={client}
            tokenProvider={tokenProvider}
            headingLevel={headingLevel}
            hidePrintNote
            onComplete={(detail) => void model.kycCompleted(detail.kycStatus)}
            onContinue={(detail) => {
              if (detail === null) void model.kycCompleted(null);
            }}
          />
          <StepActions model={model} />
        </div>
      );
  }
}
