import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef } from 'react';
import { useElement } from '../../../platform/element.js';
import { startSigning } from '../../../platform/native-bridge.js';
import { Button, ErrorScreen, InfoBox, Loader, useStepKeepsFocus } from '../../../ui/index.js';
import { signingOpens } from '../completion.rules.js';
import { SigningController } from '../completion.signing.js';
import { readSigningMessage, signingFrame } from '../signing.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 6: e-signing. When the case can be signed (ONGOING_SIGNING or NOTSIGNED, not signed by this
 * customer, nothing missing), the signing service's page in a frame with return and cancel addresses
 * («Mangler signerings URL!» without a URL), or the bank's app when the page runs in it. The frame's
 * return pages tell the element how it ended; only messages from the signing origin, from this frame,
 * for this case are read (see signing.ts). Signed: the case is fetched again and the receipt opens;
 * cancelled: this step again, with a message and a fresh frame.
 */
export function SigningStep({ model, headingLevel }: StepProps) {
  useSignals();
  useStepKeepsFocus();
  const t = useElement().config.t;
  const signing = model.signingWith((options) => new SigningController(options));
  const application = model.application.value;
  // The same frame while the case's signing address stays the same (a fetch again does not restart it).
  const esigningUrl = application?.esigningUrl ?? null;
  const applicationId = application?.applicationId;
  const frame = useMemo(
    () => (applicationId === undefined ? null : signingFrame(esigningUrl, applicationId, signing.pageHref)),
    [esigningUrl, applicationId, signing],
  );
  const state = signing.state.value;
  const key = signing.frameKey.value;
  const ref = useRef<HTMLIFrameElement>(null);
  const signable = application !== null && signingOpens(application);
  const inApp = signing.mode.value === 'app';

  useEffect(() => {
    if (signable && frame) signing.begin(frame, startSigning);
  }, [signing, signable, frame]);

  const origin = frame?.origin;
  const caseId = application?.applicationId;
  useEffect(() => {
    if (!origin || !caseId) return;
    const onMessage = (event: MessageEvent) => {
      const outcome = readSigningMessage(event, { origin, source: ref.current?.contentWindow, caseId });
      if (outcome) void signing.ended(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signing, origin, caseId]);

  if (!application) return null;
  if (!signable) {
    return (
      <div className="completion__step">
        <InfoBox variant="info">
          <p>{t('completion.signing.notReady')}</p>
        </InfoBox>
        <StepActions model={model} />
      </div>
    );
  }
  if (!frame) {
    return (
      <div className="completion__step">
        <InfoBox variant="error">
          <p>{t('errors.message.missingSigningUrl')}</p>
        </InfoBox>
        <StepActions model={model} />
      </div>
    );
  }
  if (state.status === 'idle') return <Loader />;
  if (state.status === 'checking') return <Loader label={t('completion.signing.checking')} />;
  if (state.status === 'in-app') {
    return (
      <div className="completion__step">
        <Loader label={t('completion.signing.inApp')} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="completion__step">
        <ErrorScreen
          error={state.error}
          fallback="service"
          headingLevel={headingLevel}
          actions={
            <Button variant="secondary" onClick={() => void signing.ended('signed')}>
              {t('completion.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="completion__step completion__step--wide">
      {state.status === 'cancelled' && (
        <InfoBox variant="warning" role="alert">
          <p>{t('completion.signing.cancelled')}</p>
        </InfoBox>
      )}
      {state.status === 'not-confirmed' && (
        <InfoBox variant="error">
          <p>{t('completion.signing.notConfirmed')}</p>
        </InfoBox>
      )}
      <p>{t('completion.signing.intro')}</p>
      {inApp ? (
        <Button onClick={() => signing.begin(frame, startSigning)}>{t('completion.retry')}</Button>
      ) : (
        <iframe
          key={key}
          ref={ref}
          className="completion__frame"
          part="signing-frame"
          title={t('completion.signing.frameTitle')}
          src={frame.src}
          sandbox="allow-forms allow-scripts allow-same-origin"
          referrerPolicy="same-origin"
        />
      )}
      <StepActions model={model} />
    </div>
  );
}
