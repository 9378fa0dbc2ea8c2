import { useSignals } from '@preact/signals-react/runtime';
import { useSelector } from '../../../ui/form/library.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElement } from '../../../platform/element.js';
import type { TextKey } from '../../../texts/nb.js';
import { Heading } from '../../../platform/heading.js';
import { Button, InfoBox } from '../../../ui/index.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { CheckboxField } from '../../../ui/form/checkbox-field.js';
import { fieldIdOf, QuietFields } from '../../../ui/form/field-kit.js';
import { pathRule } from '../../../ui/form/rules.js';
import { FormErrorSummary } from '../../../ui/form/summary.js';
import { NationalIdField } from '../../../ui/form/text-field.js';
import { formTiming } from '../../../ui/form/timing.js';
import { useStyles } from '../../../ui/use-styles.js';
import { ApplicantFields } from './ApplicantFields.js';
import { applicantsCss } from './applicants.styles.js';
import { emptyCoApplicant } from './applicants.draft.js';
import { ConsentList } from '../../shared/consents/ConsentList.js';
import type { ApplicantsStepProps } from './contract.js';

const CO_ADD_ID = 'applicants-co-add';

/**
 * The label each field's summary item starts with («E-post: Påkrevet felt»): a message like «Påkrevet
 * felt» does not say which field it is about. The checkboxes' messages name their subject already.
 */
const SUMMARY_LABELS: Readonly<Record<string, TextKey>> = {
  'main.email': 'applicants.email',
  'main.phone': 'applicants.phone',
  'main.livingConditionCode': 'applicants.livingCondition',
  'main.rentalFee': 'applicants.rentalFee',
  'main.employmentConditionCode': 'applicants.employmentCondition',
  'main.grossIncome': 'applicants.grossIncome',
  'main.totalDebt': 'applicants.totalDebt',
  'main.tradeInDebt': 'applicants.tradeInDebt',
  'co.ssn': 'applicants.co.ssn',
  'co.email': 'applicants.co.email',
  'co.phone': 'applicants.co.phone',
  'co.livingConditionCode': 'applicants.co.livingCondition',
  'co.rentalFee': 'applicants.co.rentalFee',
  'co.employmentConditionCode': 'applicants.co.employmentCondition',
  'co.grossIncome': 'applicants.co.grossIncome',
  'co.totalDebt': 'applicants.co.totalDebt',
  'co.tradeInDebt': 'applicants.co.tradeInDebt',
};

/**
 * Step 3 of the application (spec 1 §2; spec 2 §2): the main applicant («Hei {firstName}»), an
 * optional co-applicant and the consents, in one form. «Neste» checks every field (errors at the
 * fields and in a summary that takes focus), saves the consent answers and hands the applicants on.
 * Nothing typed is lost when the save fails: the values stay, a message says so, «Neste» tries again.
 */
export function ApplicantsStep({ model, headingLevel, onDone, onPrevious, resumed = false }: ApplicantsStepProps) {
  useSignals();
  useStyles(applicantsCss);
  const { t } = useElement().config;
  const formElement = useRef<HTMLFormElement>(null);
  // Whether a co-applicant came back from the draft without its national id (typed again after a reload).
  const [coSsnAgain] = useState(() => {
    const start = model.formValues();
    return start.hasCoApplicant && start.co.ssn === '';
  });
  const focusAfterRender = useRef<string | null>(null);

  const { validator } = model;
  const form = useAppForm({
    formId: 'applicants',
    defaultValues: model.formValues(),
    ...formTiming,
    validators: { onDynamic: validator },
    listeners: { onChange: ({ formApi }) => model.update(formApi.state.values) },
    onSubmit: async ({ value }) => {
      const result = await model.submit(value);
      if (result) onDone(result);
    },
  });

  useEffect(() => {
    void model.loadConsents();
  }, [model]);

  const values = useSelector(form.store, (state) => state.values);
  const attempts = useSelector(form.store, (state) => state.submissionAttempts);
  const [coAddedAt, setCoAddedAt] = useState<number | null>(null);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);

  // Focus moves to the first field of a co-applicant just added, or back to «Legg til medsøker», in the
  // commit that shows the change (decision 0091).
  useLayoutEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (formElement.current) focusById(formElement.current, target);
  });

  // The fields of a co-applicant added after the last «Neste» show their errors only once left
  // (until the next «Neste»).
  const coQuiet = coAddedAt === attempts;
  const saving = model.saveStatus.value === 'saving' || submitting;

  // Adding starts from empty fields that show no error until left or «Neste»; removing forgets what
  // was typed for the co-applicant. Focus goes to the co-applicant's first field, or back to «Legg til».
  const setCoApplicant = (present: boolean) => {
    for (const name of Object.keys(form.state.fieldMeta)) if (name.startsWith('co.')) form.resetField(name as 'co');
    form.setFieldValue('co', { ...emptyCoApplicant(), ssn: '' }, { dontUpdateMeta: true });
    form.setFieldValue('hasCoApplicant', present);
    model.update(form.state.values);
    setCoAddedAt(present ? form.state.submissionAttempts : null);
    focusAfterRender.current = present ? fieldIdOf(form, 'co.ssn') : CO_ADD_ID;
  };
  const fieldProps = { schema: validator, asksTradeIn: model.asksTradeIn };

  return (
    <form
      ref={formElement}
      className="applicants"
      noValidate
      aria-labelledby="applicants-greeting"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <FormErrorSummary
        form={form}
        heading={t('applicants.form.invalid')}
        headingLevel={headingLevel + 1 <= 2 ? 2 : 3}
        item={(name, message) => {
          const label = SUMMARY_LABELS[name];
          return label ? t('applicants.summary.item', { label: t(label), message: t(message as TextKey) }) : message;
        }}
      />

      {resumed && (
        <InfoBox
          variant="info"
          title={t('applicants.resumed.title')}
          headingLevel={Math.min(4, Math.max(2, headingLevel + 1)) as 2 | 3 | 4}
        >
          <p>{t('applicants.resumed.kept')}</p>
          {coSsnAgain && values.hasCoApplicant && <p>{t('applicants.resumed.coSsn')}</p>}
        </InfoBox>
      )}

      <section className="applicants__section" aria-labelledby="applicants-greeting">
        <Heading level={headingLevel + 1} id="applicants-greeting" className="applicants__subheading">
          {t('applicants.greeting', { firstName: model.firstName })}
        </Heading>
        <p>{t('applicants.intro')}</p>
        <ApplicantFields
          form={form}
          fields="main"
          co={false}
          {...fieldProps}
          livingConditionCode={values.main.livingConditionCode}
          tradeIn={values.main.tradeIn}
        />
      </section>

      <section className="applicants__section" aria-labelledby="applicants-co-heading">
        <Heading level={headingLevel + 1} id="applicants-co-heading" className="applicants__subheading">
          {t('applicants.co.heading')}
        </Heading>
        <p>{t('applicants.co.intro')}</p>
        {values.hasCoApplicant ? (
          <>
            <QuietFields value={() => coQuiet}>
              <form.AppField name="co.ssn" validators={{ onChange: pathRule(validator) }}>
                {() => (
                  <NationalIdField
                    label={t('applicants.co.ssn')}
                    hint={t(resumed && coSsnAgain ? 'applicants.co.ssn.again' : 'applicants.co.ssn.hint')}
                  />
                )}
              </form.AppField>
              <ApplicantFields
                form={form}
                fields="co"
                co
                {...fieldProps}
                livingConditionCode={values.co.livingConditionCode}
                tradeIn={values.co.tradeIn}
              />
              <form.AppField name="co.confirmAddress" validators={{ onChange: pathRule(validator) }}>
                {() => <CheckboxField label={t('applicants.co.confirmAddress')} />}
              </form.AppField>
              <form.AppField name="co.taxNotice" validators={{ onChange: pathRule(validator) }}>
                {() => <CheckboxField label={t('applicants.co.taxNotice')} />}
              </form.AppField>
            </QuietFields>
            <Button
              type="button"
              variant="secondary"
              className="applicants__co-toggle"
              onClick={() => setCoApplicant(false)}
            >
              {t('applicants.co.remove')}
            </Button>
          </>
        ) : (
          <Button
            id={CO_ADD_ID}
            type="button"
            variant="secondary"
            className="applicants__co-toggle"
            onClick={() => setCoApplicant(true)}
          >
            {t('applicants.co.add')}
          </Button>
        )}
      </section>

      <ConsentList model={model} headingLevel={headingLevel + 1} />

      {model.saveStatus.value === 'failed' && (
        <InfoBox variant="error" title={t('errors.saveFailed.title')} headingLevel={headingLevel + 2 <= 4 ? 3 : 4}>
          <p>{t('errors.saveFailed.p1')}</p>
        </InfoBox>
      )}

      <div className="applicants__actions">
        {onPrevious && (
          <Button type="button" variant="secondary" onClick={onPrevious}>
            {t('applicants.previous')}
          </Button>
        )}
        <Button type="submit" busy={saving} busyLabel={t('applicants.saving')}>
          {t('applicants.next')}
        </Button>
      </div>
    </form>
  );
}

/** Focuses the control with `id` in the tree `from` is in (the element's shadow root). */
function focusById(from: Element, id: string): void {
  const root = from.getRootNode() as ShadowRoot | Document;
  const target = root.getElementById(id);
  if (target instanceof HTMLElement) target.focus();
}
