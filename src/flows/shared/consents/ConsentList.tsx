import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import type { GivenConsentAnswer } from '../../../domain/applicants.js';
import { useElement } from '../../../platform/element.js';
import { Heading } from '../../../platform/heading.js';
import type { Consent } from '../../../schemas/loan.js';
import { Button, InfoBox, Loader, Modal, RadioGroup, useFocusIfDropped } from '../../../ui/index.js';
import { SafeHtml } from '../../../ui/SafeHtml.js';
import { useStyles } from '../../../ui/use-styles.js';
import type { ConsentsController } from './consents.controller.js';
import { consentsCss } from './consents.styles.js';

/** One consent: its title and texts, «Ja»/«Nei», «Les mer» with its popup text, and the «No» text. */
function ConsentItem({
  consent,
  answer,
  onAnswer,
  headingLevel,
}: {
  consent: Consent;
  answer: GivenConsentAnswer | null;
  onAnswer: (answer: GivenConsentAnswer) => void;
  headingLevel: 2 | 3;
}) {
  const { t } = useElement().config;
  const [open, setOpen] = useState(false);
  const id = consent.samtykkeId.value;
  const groupId = `applicants-consent-${id.replace(/[^\w-]/g, '_')}`;
  return (
    <li className="consents__consent">
      <RadioGroup<GivenConsentAnswer>
        id={groupId}
        name={groupId}
        legend={consent.tittel}
        hint={consent.tekster.length > 0 ? consent.tekster.join(' ') : undefined}
        inline
        value={answer}
        onValueChange={onAnswer}
        options={[
          { value: 'JA', label: t('applicants.consents.yes') },
          { value: 'NEI', label: t('applicants.consents.no') },
        ]}
      />
      {consent.infoTekst && <p className="consents__muted">{consent.infoTekst}</p>}
      {answer === 'NEI' && consent.svarNeiTekst && (
        <InfoBox variant="info" role="status">
          <p>{consent.svarNeiTekst}</p>
        </InfoBox>
      )}
      {consent.popupTekst && (
        <>
          <Button
            type="button"
            variant="tertiary-link"
            className="consents__more"
            aria-label={t('applicants.consents.moreAbout', { title: consent.tittel })}
            onClick={() => setOpen(true)}
          >
            {t('applicants.consents.more')}
          </Button>
          <Modal open={open} onClose={() => setOpen(false)} title={consent.tittel} headingLevel={headingLevel}>
            <SafeHtml className="consents__html" html={consent.popupTekst} />
          </Modal>
        </>
      )}
    </li>
  );
}

/** What the consent list reads and calls: the consents controller, or a step model that hands on its members. */
export type ConsentSource = Pick<
  ConsentsController,
  'consentsStatus' | 'consents' | 'consentAnswers' | 'loadConsents' | 'answerConsent'
>;

/**
 * The consents of spec 1 §3 (GET /consent): each answered «Ja» or «Nei» (or left unanswered, saved as
 * UBESVART), each with a modal for its popup text (server text, sanitised) and, on «Nei», its «No»
 * text. While they load, a loader; when they cannot be fetched, a short note with «Prøv igjen»: the
 * customer may go on without them, the completion asks again (decision 0016).
 */
export function ConsentList({ model, headingLevel }: { model: ConsentSource; headingLevel: number }) {
  useSignals();
  useStyles(consentsCss);
  // «Prøv igjen» goes when the loader comes: the consents' heading takes the focus, not the step's title
  // further up, above the applicants' fields.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfDropped(heading);
  const { t } = useElement().config;
  const status = model.consentsStatus.value;
  const consents = model.consents.value;
  const answers = model.consentAnswers.value;
  if (status === 'ready' && consents.length === 0) return null;
  return (
    <section className="consents__section" aria-labelledby="applicants-consents-heading">
      <Heading
        ref={heading}
        level={headingLevel}
        id="applicants-consents-heading"
        className="consents__subheading"
        tabIndex={-1}
      >
        {t('applicants.consents.heading')}
      </Heading>
      {(status === 'loading' || status === 'idle') && <Loader label={t('applicants.consents.loading')} />}
      {status === 'failed' && (
        <InfoBox variant="warning">
          <p>{t('applicants.consents.loadFailed')}</p>
          <Button type="button" variant="secondary" onClick={() => void model.loadConsents()}>
            {t('applicants.consents.retry')}
          </Button>
        </InfoBox>
      )}
      {status === 'ready' && (
        <>
          <p>{t('applicants.consents.intro')}</p>
          <ul className="consents__consents">
            {consents.map((consent) => {
              const id = consent.samtykkeId.value;
              return (
                <ConsentItem
                  key={id}
                  consent={consent}
                  answer={Object.hasOwn(answers, id) ? (answers[id] ?? null) : null}
                  onAnswer={(answer) => model.answerConsent(id, answer)}
                  headingLevel={headingLevel <= 2 ? 2 : 3}
                />
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
