import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useElement } from '../../../platform/element.js';
import { Button, ErrorScreen, InfoBox, Loader } from '../../../ui/index.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 2: the consent to fetch tax data (SBL). The consent is fetched or created when the step opens;
 * UNOPENED or OPENED sends the customer to the tax authority's portal in the same window (the draft is
 * kept) and back; ACCEPTED goes on to step 3; REJECTED, or a return with `/error`, can be given again.
 */
export function SblStep({ model }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  const state = model.sbl.value;
  useEffect(() => {
    void model.checkSbl();
  }, [model]);

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
          <StepActions model={model} previousLabel={t('application.previous')}>
            <Button onClick={() => model.openConsentPortal()}>{t('application.sbl.open')}</Button>
          </StepActions>
        </>
      );
      break;
    case 'accepted':
      body = (
        <>
          <InfoBox variant="success">
            <p>{t('application.sbl.accepted')}</p>
          </InfoBox>
          <StepActions model={model} previousLabel={t('application.previous')}>
            <Button onClick={() => model.next()}>{t('application.next')}</Button>
          </StepActions>
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
          <StepActions model={model} previousLabel={t('application.previous')}>
            <Button onClick={() => void model.checkSbl(true)}>{t('application.sbl.again')}</Button>
          </StepActions>
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
          <StepActions model={model} previousLabel={t('application.previous')} />
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <ErrorScreen
            error={state.error}
            headingLevel={3}
            actions={
              <Button variant="secondary" onClick={() => void model.checkSbl(true)}>
                {t('application.sbl.retry')}
              </Button>
            }
          />
          <StepActions model={model} previousLabel={t('application.previous')} />
        </>
      );
      break;
  }
  return <div className="application__step">{body}</div>;
}
