import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, type ReactNode } from 'react';
import { KycServiceClient } from '../../../api/kyc-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { useElement } from '../../../platform/element.js';
import { useStyles } from '../../../ui/use-styles.js';
import { Button, ErrorScreen, InfoBox, Loader, useStepKeepsFocus } from '../../../ui/index.js';
import { KycDeclaration } from '../../kyc-declaration/KycDeclaration.js';
import { kycDeclarationCss } from '../../kyc-declaration/kyc-declaration.styles.js';
import type { KycController } from './kyc.controller.js';
import { caseTokenProvider } from './kyc-token.js';

/** Props of {@link KycStep}. */
export interface KycStepProps {
  /** The loan flow whose step it is: its texts (`<flow>.kyc.*`) and its step class (`<flow>__step`). */
  flow: 'application' | 'completion';
  /**
   * The flow's model: its KYC controller, the logged-in customer (GET /user, whose national id the
   * token needs; null until known) and where the declaration's result goes (see
   * {@link KycController.completed}; the flow goes on from there).
   */
  model: {
    kyc: KycController;
    user: ReadonlySignal<{ ssn: string } | null>;
    kycCompleted(status: string | null): unknown;
  };
  /** Level of the headings inside the declaration (one below the step titles). */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Base path or URL of the KYC declaration service. */
  kycServiceUrl?: string | undefined;
  /** The step's button row (the flow's «Forrige») for the blocked, error and declaration states. */
  actions: ReactNode;
  /** What follows the thanks once answered (the flow's way on). */
  answered: ReactNode;
}

/**
 * The KYC step shared by the application (step 4) and the completion (step 5): GET /kyc first (a
 * blocked customer gets the KYC-blocked screen when the toggle says so); otherwise the customer
 * declaration runs inline (the `<kyc-declaration>` component in this tree) with the case's car-loan
 * token, kept so a reload continues the same declaration; OK or REQUIRES_MANUAL_CONTROL_BY_ADVISOR
 * answers the step, any other result is the KYC error.
 */
export function KycStep(props: KycStepProps) {
  useSignals();
  useStepKeepsFocus();
  useStyles(kycDeclarationCss);
  const { flow, model, headingLevel, kycServiceUrl, actions, answered } = props;
  const { kyc } = model;
  const nationalId = model.user.value?.ssn ?? null;
  const texts = `${flow}.kyc` as const;
  const className = `${flow}__step`;
  const onComplete = (status: string | null) => void model.kycCompleted(status);
  const { config } = useElement();
  const t = config.t;
  const state = kyc.state.value;
  useEffect(() => {
    void kyc.check();
  }, [kyc]);

  const client = useMemo(
    () =>
      new KycServiceClient({
        ...(kycServiceUrl ? { basePath: kycServiceUrl } : {}),
        timeoutMs: config.requestTimeoutMs,
      }),
    [kycServiceUrl, config.requestTimeoutMs],
  );
  const tokenProvider = useMemo(
    () => (nationalId === null ? undefined : caseTokenProvider(kyc, nationalId, config.bankRegNr)),
    [kyc, nationalId, config.bankRegNr],
  );

  switch (state.status) {
    case 'idle':
    case 'checking':
      return <Loader label={t(`${texts}.checking`)} />;
    case 'blocked':
      return (
        <div className={className}>
          <ErrorScreen
            screen="kycBlocked"
            error={{ name: 'KYC_BLOCKED' }}
            headingLevel={headingLevel}
            showDetails={false}
          />
          {actions}
        </div>
      );
    case 'error':
      return (
        <div className={className}>
          <ErrorScreen
            error={state.error}
            fallback="service"
            headingLevel={headingLevel}
            actions={
              // A failed GET /kyc is tried again; a declaration the service refused is not (decision 0034).
              state.error instanceof ServiceError ? (
                <Button variant="secondary" onClick={() => void kyc.check()}>
                  {t(`${texts}.retry`)}
                </Button>
              ) : undefined
            }
          />
          {actions}
        </div>
      );
    case 'answered':
      return (
        <div className={className}>
          <InfoBox variant="success">
            <p>{t(`${texts}.answered`)}</p>
          </InfoBox>
          {answered}
        </div>
      );
    case 'declaration':
      return (
        <div className={className}>
          <p>{t(`${texts}.intro`)}</p>
          <KycDeclaration
            client={client}
            tokenProvider={tokenProvider}
            headingLevel={headingLevel}
            hidePrintNote
            onComplete={(detail) => onComplete(detail.kycStatus)}
            onContinue={(detail) => {
              if (detail === null) onComplete(null);
            }}
          />
          {actions}
        </div>
      );
  }
}
