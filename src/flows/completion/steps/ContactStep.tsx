import { useSignals } from '@preact/signals-react/runtime';
import type { SyntheticEvent } from 'react';
import { useElement } from '../../../platform/element.js';
import { completionContactSchema } from '../../../schemas/completion.js';
import { Button, InfoBox } from '../../../ui/index.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { fieldRule } from '../../../ui/form/rules.js';
import { FormErrorSummary } from '../../../ui/form/summary.js';
import { TextField } from '../../../ui/form/text-field.js';
import { formTiming } from '../../../ui/form/timing.js';
import { ConsentList } from '../../shared/consents/ConsentList.js';
import { CompletionUpdate } from '../completion.update.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 4: contact details and consents. A customer who is not the main applicant gives email and
 * phone (8 digits), a form of the form layer with its error summary; the consents are answered JA/NEI,
 * each with its dialog and «No» text (the loan flows' one consent list). «Neste» saves the consents and
 * updates the case; a failed update shows the update-failure text and keeps everything typed.
 */
export function ContactStep({ model, headingLevel }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  const asksContact = !model.isMain.value;
  // The update of the case (steps 4 and 5) comes with the step.
  const update = model.updateWith((m) => new CompletionUpdate(m));
  const form = useAppForm({
    formId: 'completion-contact',
    defaultValues: { ...model.contact.value },
    ...formTiming,
    validators: { onDynamic: completionContactSchema },
    listeners: { onChange: ({ formApi }) => model.keepContact({ ...formApi.state.values }) },
    onSubmit: ({ value }) => update.saveContact(value),
  });
  // Step 4's update (with the consents) is the step engine's save of the step.
  const save = model.engine.currentSave.value;
  const saving = save.status === 'submitting';

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (asksContact) void form.handleSubmit();
    else void update.saveContact(null);
  };

  return (
    <form className="completion__step" onSubmit={onSubmit} noValidate>
      {asksContact ? <p>{t('completion.contact.intro')}</p> : <p>{t('completion.contact.consentsOnly')}</p>}
      {asksContact && (
        <>
          <FormErrorSummary form={form} heading={t('completion.form.invalid')} headingLevel={headingLevel} />
          <form.AppField name="email" validators={{ onChange: fieldRule(completionContactSchema, 'email') }}>
            {() => <TextField label={t('completion.contact.email')} type="email" autoComplete="email" />}
          </form.AppField>
          <form.AppField name="phone" validators={{ onChange: fieldRule(completionContactSchema, 'phone') }}>
            {() => (
              <TextField
                label={t('completion.contact.phone')}
                hint={t('completion.contact.phoneHint')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={8}
              />
            )}
          </form.AppField>
        </>
      )}
      <ConsentList model={model.consents} headingLevel={headingLevel} />
      {save.status === 'error' && (
        <InfoBox variant="error">
          <p>{t('errors.message.updateFailed')}</p>
        </InfoBox>
      )}
      <StepActions model={model}>
        <Button type="submit" busy={saving} busyLabel={t('completion.saving')}>
          {t('completion.next')}
        </Button>
      </StepActions>
    </form>
  );
}
