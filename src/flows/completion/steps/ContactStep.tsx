import { useSignals } from '@preact/signals-react/runtime';
import type { SyntheticEvent } from 'react';
import { useElement } from '../../../platform/element.js';
import { completionContactSchema } from '../../../schemas/completion.js';
import { Button, Field, InfoBox, TextInput } from '../../../ui/index.js';
import { useSchemaForm } from '../../../ui/use-schema-form.js';
import { useStyles } from '../../../ui/use-styles.js';
import { ConsentList } from '../../application/applicants/ConsentList.js';
import { applicantsCss } from '../../application/applicants/applicants.styles.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 4: contact details and consents. A customer who is not the main applicant gives email and
 * phone (8 digits); the consents are answered JA/NEI, each with its dialog and «No» text (the
 * application's consent list). «Neste» saves the consents and updates the case; a failed update shows
 * the update-failure text and keeps everything typed.
 */
export function ContactStep({ model, headingLevel }: StepProps) {
  useSignals();
  useStyles(applicantsCss);
  const t = useElement().config.t;
  const asksContact = !model.isMain.value;
  const form = useSchemaForm(completionContactSchema, { ...model.contact.value });
  const update = model.update.value;
  const saving = update.status === 'saving';

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!asksContact) {
      void model.saveContact(null);
      return;
    }
    const values = form.submit();
    if (values) void model.saveContact(values);
  };
  const field = (name: 'email' | 'phone') => ({
    value: form.values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      form.setValue(name, event.currentTarget.value);
      model.keepContact({ ...form.values, [name]: event.currentTarget.value });
    },
    onBlur: () => form.blur(name),
  });

  return (
    <form className="completion__step" onSubmit={onSubmit} noValidate>
      {asksContact ? <p>{t('completion.contact.intro')}</p> : <p>{t('completion.contact.consentsOnly')}</p>}
      {asksContact && (
        <>
          <Field label={t('completion.contact.email')} error={form.errorOf('email')} required>
            <TextInput type="email" autoComplete="email" {...field('email')} />
          </Field>
          <Field
            label={t('completion.contact.phone')}
            hint={t('completion.contact.phoneHint')}
            error={form.errorOf('phone')}
            required
          >
            <TextInput type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={8} {...field('phone')} />
          </Field>
        </>
      )}
      <ConsentList model={model} headingLevel={headingLevel} />
      {(update.status === 'failed' || update.status === 'consent-failed') && (
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
