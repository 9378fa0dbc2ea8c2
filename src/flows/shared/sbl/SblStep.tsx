import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { useElement } from '../../../platform/element.js';
import { startConsent } from '../../../platform/native-bridge.js';
import { Button, ErrorScreen, InfoBox, Loader, useStepKeepsFocus } from '../../../ui/index.js';
import type { SblController } from './sbl.controller.js';

/** Props of {@link SblStep}. */
export interface SblStepProps {
  sbl: SblController;
  /** «Neste» once the consent is accepted. */
  onNext: () => void;
  /** The step's button row around the given forward action (the flow adds its «Forrige»). */
  actions: (forward?: ReactNode) => ReactNode;
  /** Class of the step's wrapper. */
  className?: string;
  /** Level of the headings inside the step (one below the step titles). */
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

/**
 * The step of the consent to fetch tax data (SBL), shared by the application and the completion. The
 * consent is fetched or created when the step opens; UNOPENED or OPENED sends the customer to the tax
 * authority's portal in the same window (the flow keeps its draft) and back; ACCEPTED goes on;
 * REJECTED, or a return with `/error`, can be given again.
 */
export function SblStep({ sbl, onNext, actions, className, headingLevel }: SblStepProps) {
  useSignals();
  useStepKeepsFocus();
  const t = useElement().config.t;
  const state = sbl.state.value;
  useEffect(() => {
    void sbl.check();
  }, [sbl]);

  let body;
  switch (state.status) {
    case 'idle':
    case 'checking':
      body = <Loader label={t('application.sbl.checking')} />;
      break;
    case 'needs-consent':
      body = (
        <>
          <p>{t('application.sbl.intro')}</p>
          {actions(<Button onClick={() => sbl.openConsentPortal(startConsent)}>{t('application.sbl.open')}</Button>)}
        </>
      );
      break;
    case 'accepted':
      body = (
        <>
          <InfoBox variant="success">
            <p>{t('application.sbl.accepted')}</p>
          </InfoBox>
          {actions(<Button onClick={onNext}>{t('application.next')}</Button>)}
        </>
      );
      break;
    case 'rejected':
    case 'failed': {
      const key = state.status === 'rejected' ? 'rejected' : 'failed';
      body = (
        <>
          <InfoBox variant="error" title={t(`application.sbl.${key}.title`)}>
            <p>{t(`application.sbl.${key}.text`)}</p>
          </InfoBox>
          {actions(<Button onClick={() => void sbl.check(true)}>{t('application.sbl.again')}</Button>)}
        </>
      );
      break;
    }
    case 'missing-last-name':
      body = (
        <>
          <InfoBox variant="error" title={t('application.sbl.missingLastName.title')}>
            <p>{t('application.sbl.missingLastName.text')}</p>
          </InfoBox>
          {actions()}
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <ErrorScreen
            error={state.error}
            headingLevel={headingLevel}
            actions={
              <Button variant="secondary" onClick={() => void sbl.check(true)}>
                {t('application.sbl.retry')}
              </Button>
            }
          />
          {actions()}
        </>
      );
      break;
  }
  return <div className={className}>{body}</div>;
}
