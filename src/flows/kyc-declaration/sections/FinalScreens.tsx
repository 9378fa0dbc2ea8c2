import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useElement } from '../../../platform/element.js';
import type { HeadingTag } from '../../../platform/heading.js';
import { Button, InfoBox, useFocusOnMount } from '../../../ui/index.js';
import type { KycCompleteDetail } from '../kyc-declaration.events.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import { referenceOf } from './common.js';

interface ScreenProps {
  model: KycDeclarationModel;
  Heading: HeadingTag;
}

/** The screen replaced the section the customer was on: focus its heading when it appears. */
function useFocusedHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(ref);
  return ref;
}

/**
 * The done page (spec 2 §2 "Final screens"): «Takk for hjelpen.», the optional text, the print note
 * unless hidden, «Tilbake til oppgavelisten» when a redirect URL exists, otherwise «Gå videre».
 */
export function DoneScreen({
  model,
  Heading,
  result,
  hidePrintNote,
  onContinue,
}: ScreenProps & {
  result: KycCompleteDetail | null;
  hidePrintNote: boolean;
  onContinue: (detail: KycCompleteDetail | null) => void;
}) {
  const { t } = useElement().config;
  const headingRef = useFocusedHeading();
  const text = t('kyc.done.text');
  const redirect = model.redirectUrl;
  return (
    <div className="kyc__final">
      <Heading ref={headingRef} tabIndex={-1} className="kyc__heading">
        {t('kyc.done.title')}
      </Heading>
      {text && <p>{text}</p>}
      {!hidePrintNote && <p className="kyc__muted kyc__print-note">{t('kyc.done.print')}</p>}
      {redirect ? (
        <Button onClick={() => model.goTo(redirect)}>{t('kyc.done.back')}</Button>
      ) : (
        <Button onClick={() => onContinue(result)}>{t('kyc.done.continue')}</Button>
      )}
    </div>
  );
}

/**
 * A failed completion (spec 2 §2, §8): the completion failure text, then «Tilbake til
 * oppgavelisten» when a failure URL is given, otherwise «Prøv igjen».
 */
export function FailedScreen({ model, Heading }: ScreenProps) {
  useSignals();
  const { t } = useElement().config;
  const headingRef = useFocusedHeading();
  const outcome = model.outcome.value;
  const rcid = outcome.status === 'failed' ? referenceOf(outcome.error) : '';
  const failure = model.failureUrl;
  return (
    <div className="kyc__final">
      <Heading ref={headingRef} tabIndex={-1} className="kyc__heading">
        {t('kyc.failed.title')}
      </Heading>
      <InfoBox variant="error">
        <p>{t('kyc.failed.text')}</p>
        {rcid && <p>{t('kyc.reference', { rcid })}</p>}
      </InfoBox>
      {failure ? (
        <Button onClick={() => model.goTo(failure)}>{t('kyc.failed.back')}</Button>
      ) : (
        <Button onClick={() => void model.retryCompletion()}>{t('kyc.failed.retry')}</Button>
      )}
    </div>
  );
}
