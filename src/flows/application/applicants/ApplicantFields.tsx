import type { StandardSchemaV1 } from '../../../ui/form/library.js';
import { asksRentalFee, emptyApplicantInput } from '../../../domain/applicants.js';
import { useElement } from '../../../platform/element.js';
import {
  employmentConditionCodeSchema,
  livingConditionCodeSchema,
  type EmploymentConditionCode,
  type LivingConditionCode,
} from '../../../schemas/loan.js';
import { withFieldGroup } from '../../../ui/form/field-group.js';
import { CheckboxField } from '../../../ui/form/checkbox-field.js';
import { CurrencyField } from '../../../ui/form/currency-field.js';
import { pathRule } from '../../../ui/form/rules.js';
import { SelectField } from '../../../ui/form/select-field.js';
import { TextField } from '../../../ui/form/text-field.js';

/*
 * The fields of one applicant, a field group of the form layer bound to the applicants form at `main`
 * or `co` (ids `applicants-main-email`, `applicants-co-ssn` …, the summary's links). Each field's
 * error shows by the layer's timing; a keystroke checks the field's rule out of the form's schema.
 */

/**
 * Most characters an amount field takes, counted with separators and « kr»: room for one digit more
 * than the largest limit (1 000 000 000), so that an amount above a limit can be typed and gets the
 * limit's message rather than a keystroke silently refused.
 */
export const AMOUNT_MAX_LENGTH = 17;

const LIVING: readonly LivingConditionCode[] = livingConditionCodeSchema.options;
const EMPLOYMENT: readonly EmploymentConditionCode[] = employmentConditionCodeSchema.options;

/** Props of {@link ApplicantFields} besides the form and the group. */
interface ApplicantFieldsProps {
  /** The co-applicant's group (its labels name the co-applicant). */
  co: boolean;
  /** The form's schema (a field's rule per keystroke). */
  schema: StandardSchemaV1;
  /** The applicant's living condition now (the rental fee shows only when renting). */
  livingConditionCode: LivingConditionCode | '';
  /** Whether the trade-in block shows (not for a loan commitment). */
  asksTradeIn: boolean;
  /** Whether the trade-in box is ticked now (the trade-in debt shows only then). */
  tradeIn: boolean;
}

const defaultProps: ApplicantFieldsProps = {
  co: false,
  schema: { '~standard': { version: 1, vendor: '', validate: () => ({ issues: [] }) } },
  livingConditionCode: '',
  asksTradeIn: true,
  tradeIn: false,
};

/**
 * Email, phone, living condition (rental fee when renting), employment, gross income, total debt and
 * the trade-in block (spec 1 §2 step 3, spec 2 §2), for either applicant.
 */
export const ApplicantFields = withFieldGroup({
  defaultValues: emptyApplicantInput(),
  props: defaultProps,
  render: function ApplicantFieldsOf({ group, co, schema, livingConditionCode, asksTradeIn, tradeIn }) {
    const { t } = useElement().config;
    const rule = { onChange: pathRule(schema) };
    const amount = (name: 'rentalFee' | 'grossIncome' | 'totalDebt' | 'tradeInDebt', label: string, hint?: string) => (
      <group.AppField name={name} validators={rule}>
        {() => <CurrencyField label={label} hint={hint} maxLength={AMOUNT_MAX_LENGTH} />}
      </group.AppField>
    );
    const select = (
      name: 'livingConditionCode' | 'employmentConditionCode',
      label: string,
      options: ReadonlyArray<{ value: string; label: string }>,
    ) => (
      <group.AppField name={name} validators={rule}>
        {() => <SelectField<string> label={label} placeholder={t('applicants.select.placeholder')} options={options} />}
      </group.AppField>
    );
    return (
      <>
        <group.AppField name="email" validators={rule}>
          {() => (
            <TextField
              label={t(co ? 'applicants.co.email' : 'applicants.email')}
              type="email"
              inputMode="email"
              autoComplete={co ? 'off' : 'email'}
              spellCheck={false}
            />
          )}
        </group.AppField>
        <group.AppField name="phone" validators={rule}>
          {() => (
            <TextField
              label={t(co ? 'applicants.co.phone' : 'applicants.phone')}
              hint={t('applicants.phone.hint')}
              type="tel"
              inputMode="numeric"
              maxLength={8}
              autoComplete={co ? 'off' : 'tel-national'}
              spellCheck={false}
            />
          )}
        </group.AppField>
        {select(
          'livingConditionCode',
          t(co ? 'applicants.co.livingCondition' : 'applicants.livingCondition'),
          LIVING.map((code) => ({ value: code, label: t(`applicants.livingCondition.${code}`) })),
        )}
        {asksRentalFee(livingConditionCode) &&
          amount('rentalFee', t(co ? 'applicants.co.rentalFee' : 'applicants.rentalFee'))}
        {select(
          'employmentConditionCode',
          t(co ? 'applicants.co.employmentCondition' : 'applicants.employmentCondition'),
          EMPLOYMENT.map((code) => ({ value: code, label: t(`applicants.employmentCondition.${code}`) })),
        )}
        {amount('grossIncome', t(co ? 'applicants.co.grossIncome' : 'applicants.grossIncome'))}
        {amount(
          'totalDebt',
          t(co ? 'applicants.co.totalDebt' : 'applicants.totalDebt'),
          t('applicants.totalDebt.hint'),
        )}
        {asksTradeIn && (
          <>
            <group.AppField name="tradeIn" validators={rule}>
              {() => <CheckboxField label={t(co ? 'applicants.tradeIn.co' : 'applicants.tradeIn')} required={false} />}
            </group.AppField>
            {tradeIn && amount('tradeInDebt', t(co ? 'applicants.co.tradeInDebt' : 'applicants.tradeInDebt'))}
          </>
        )}
      </>
    );
  },
});
