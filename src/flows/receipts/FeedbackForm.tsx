import { useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import type { LoanTransport } from '../../api/loan-client.js';
import { sendFeedback } from '../../api/loan-calls.js';
import { LIMITS } from '../../domain/fields.js';
import { useElement } from '../../platform/element.js';
import { Heading } from '../../platform/heading.js';
import { feedbackSchema } from '../../schemas/loan.js';
import { Button, Field, InfoBox, useFocusIfDropped } from '../../ui/index.js';
import { useAppForm } from '../../ui/form/app-hook.js';
import { useKitField } from '../../ui/form/field-kit.js';
import { fieldRule } from '../../ui/form/rules.js';
import { formTiming } from '../../ui/form/timing.js';

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** The case the feedback is about (`preViewCaseId`). */
  caseId: string;
  transport: LoanTransport;
  /** Heading level of the form's title. */
  sectionLevel: number;
  onSent?: (() => void) | undefined;
}

type SendState = 'idle' | 'submitting' | 'sent' | 'failed';

/**
 * The feedback form of the control receipt (spec 1 §5 "Feedback"): one required message of at most
 * 500 characters, validated when the customer leaves the field (and on send), sent once with
 * `POST /application/feedback` {content, preViewCaseId}. While sending the button is busy (a second
 * press does nothing); a failure keeps the text and says so; once sent, the form gives way to a
 * confirmation.
 */
export function FeedbackForm({ caseId, transport, sectionLevel, onSent }: FeedbackFormProps) {
  const { t } = useElement().config;
  const [state, setState] = useState<SendState>('idle');
  const sending = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // «Send melding» goes with the form once the message is sent: the section's heading takes the focus, and
  // the thanks below it is read next (decision 0117).
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfDropped(heading);
  const titleId = `receipt-feedback-${useId()}`;
  const form = useAppForm({
    formId: titleId,
    defaultValues: { content: '', preViewCaseId: caseId },
    ...formTiming,
    validators: { onDynamic: feedbackSchema },
    onSubmitInvalid: () => textareaRef.current?.focus(),
    onSubmit: ({ value }) => {
      if (sending.current) return;
      sending.current = true;
      setState('submitting');
      sendFeedback(transport, { content: value.content.trim(), preViewCaseId: caseId }).then(
        () => {
          sending.current = false;
          setState('sent');
          onSent?.();
        },
        () => {
          sending.current = false;
          setState('failed');
        },
      );
    },
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!sending.current) void form.handleSubmit();
  };

  return (
    <section className="receipt__section receipt__feedback" aria-labelledby={titleId}>
      <Heading ref={heading} level={sectionLevel} id={titleId} className="receipt__section-heading" tabIndex={-1}>
        {t('receipts.feedback.title')}
      </Heading>
      {state === 'sent' ? (
        <InfoBox variant="success">{t('receipts.feedback.sent')}</InfoBox>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <p>{t('receipts.feedback.intro')}</p>
          <form.AppField name="content" validators={{ onChange: fieldRule(feedbackSchema, 'content') }}>
            {() => <MessageField readOnly={state === 'submitting'} textareaRef={textareaRef} />}
          </form.AppField>
          {state === 'failed' && <InfoBox variant="error">{t('receipts.feedback.failed')}</InfoBox>}
          <div className="receipt__actions">
            <Button type="submit" busy={state === 'submitting'} busyLabel={t('receipts.feedback.sending')}>
              {t('receipts.feedback.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The message: the kit's Field around a textarea, its error by the layer's timing. */
function MessageField({
  readOnly,
  textareaRef,
}: {
  readOnly: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useElement().config;
  const { field, error, id } = useKitField<string>();
  const value = field.state.value;
  return (
    <Field id={id} label={t('receipts.feedback.label')} hint={t('receipts.feedback.hint')} error={error} required>
      {(control) => (
        <>
          <textarea
            {...control}
            ref={textareaRef}
            name="feedbackMessage"
            className="receipt__textarea"
            value={value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            readOnly={readOnly}
          />
          <p className="receipt__counter" aria-hidden="true">
            {t('receipts.feedback.remaining', { count: LIMITS.feedbackMaxLength - value.length })}
          </p>
        </>
      )}
    </Field>
  );
}
