import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { asksRentalFee } from '../../../domain/applicants.js';
import { useElement } from '../../../platform/element.js';
import {
  employmentConditionCodeSchema,
  livingConditionCodeSchema,
  type EmploymentConditionCode,
  type LivingConditionCode,
} from '../../../schemas/loan.js';
import { Checkbox, CurrencyInput, Field, Select, TextInput } from '../../../ui/index.js';

/*
 * The fields of one applicant, bound to the applicants form by name (`main.email`, `co.ssn` …). Every
 * control is labelled through the kit's Field (or is a labelled Checkbox); its error shows once the
 * customer has left the field, or after «Neste».
 */

/** The form's `Field` component with a computed name. */
export type NamedField = (props: { name: string; children: (field: AnyFieldApi) => ReactNode }) => ReactNode;

/** Whether a field's error shows now; its message when it does. */
export type ErrorOf = (meta: AnyFieldApi['state']['meta'], name: string) => string | undefined;

/** The id of a field's control, from its name (`co.ssn` → `applicants-co-ssn`). */
export function fieldId(name: string): string {
  return `applicants-${name.replace(/\./g, '-')}`;
}

/**
 * Most characters an amount field takes, counted with separators and « kr»: room for one digit more
 * than the largest limit (1 000 000 000), so that an amount above a limit can be typed and gets the
 * limit's message rather than a keystroke silently refused.
 */
const AMOUNT_MAX_LENGTH = 17;

interface ControlProps {
  F: NamedField;
  name: string;
  label: string;
  errorOf: ErrorOf;
  hint?: string;
}

function text(field: AnyFieldApi): string {
  const value: unknown = field.state.value;
  return typeof value === 'string' ? value : '';
}

function amount(field: AnyFieldApi): number | null {
  const value: unknown = field.state.value;
  return typeof value === 'number' ? value : null;
}

/** A text field (email, phone, national id). */
export function TextControl({
  F,
  name,
  label,
  errorOf,
  hint,
  type = 'text',
  maxLength,
  inputMode,
  autoComplete,
}: ControlProps & {
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete: string;
}) {
  return (
    <F name={name}>
      {(field) => (
        <Field id={fieldId(name)} label={label} error={errorOf(field.state.meta, name)} hint={hint} required>
          <TextInput
            name={name}
            type={type}
            value={text(field)}
            maxLength={maxLength}
            inputMode={inputMode}
            autoComplete={autoComplete}
            spellCheck={false}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
        </Field>
      )}
    </F>
  );
}

/** A kroner amount, with the kit's CurrencyInput. */
export function AmountControl({ F, name, label, errorOf, hint }: ControlProps) {
  return (
    <F name={name}>
      {(field) => (
        <Field id={fieldId(name)} label={label} error={errorOf(field.state.meta, name)} hint={hint} required>
          <CurrencyInput
            name={name}
            value={amount(field)}
            maxLength={AMOUNT_MAX_LENGTH}
            onValueChange={(value) => field.handleChange(value)}
            onBlur={field.handleBlur}
          />
        </Field>
      )}
    </F>
  );
}

/** A select with the placeholder «Velg» (value ''). */
function SelectControl({
  F,
  name,
  label,
  errorOf,
  options,
}: ControlProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { t } = useElement().config;
  return (
    <F name={name}>
      {(field) => {
        const value = text(field);
        return (
          <Field id={fieldId(name)} label={label} error={errorOf(field.state.meta, name)} required>
            <Select<string>
              name={name}
              options={options}
              value={value === '' ? null : value}
              placeholder={t('applicants.select.placeholder')}
              onValueChange={(v) => field.handleChange(v)}
              onBlur={field.handleBlur}
            />
          </Field>
        );
      }}
    </F>
  );
}

/** A checkbox (trade-in, the co-applicant's confirmations). */
export function CheckboxControl({
  F,
  name,
  label,
  errorOf,
  required,
  onChange,
}: Omit<ControlProps, 'hint'> & { required?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <F name={name}>
      {(field) => (
        <Checkbox
          id={fieldId(name)}
          name={name}
          label={label}
          checked={field.state.value === true}
          required={required}
          error={errorOf(field.state.meta, name)}
          onCheckedChange={(checked) => {
            field.handleChange(checked);
            onChange?.(checked);
          }}
          onBlur={field.handleBlur}
        />
      )}
    </F>
  );
}

const LIVING: readonly LivingConditionCode[] = livingConditionCodeSchema.options;
const EMPLOYMENT: readonly EmploymentConditionCode[] = employmentConditionCodeSchema.options;

/** Props of {@link ApplicantFields}. */
export interface ApplicantFieldsProps {
  F: NamedField;
  /** The form group: the main applicant or the co-applicant. */
  group: 'main' | 'co';
  errorOf: ErrorOf;
  /** The applicant's living condition now (the rental fee shows only when renting). */
  livingConditionCode: LivingConditionCode | '';
  /** Whether the trade-in block shows (not for a loan commitment). */
  asksTradeIn: boolean;
  /** Whether the trade-in box is ticked now (the trade-in debt shows only then). */
  tradeIn: boolean;
}

/**
 * Email, phone, living condition (rental fee when renting), employment, gross income, total debt and
 * the trade-in block (spec 1 §2 step 3, spec 2 §2), for either applicant.
 */
export function ApplicantFields({
  F,
  group,
  errorOf,
  livingConditionCode,
  asksTradeIn,
  tradeIn,
}: ApplicantFieldsProps) {
  const { t } = useElement().config;
  const co = group === 'co';
  return (
    <>
      <TextControl
        F={F}
        name={`${group}.email`}
        label={t(co ? 'applicants.co.email' : 'applicants.email')}
        errorOf={errorOf}
        type="email"
        inputMode="email"
        autoComplete={co ? 'off' : 'email'}
      />
      <TextControl
        F={F}
        name={`${group}.phone`}
        label={t(co ? 'applicants.co.phone' : 'applicants.phone')}
        hint={t('applicants.phone.hint')}
        errorOf={errorOf}
        type="tel"
        inputMode="numeric"
        maxLength={8}
        autoComplete={co ? 'off' : 'tel-national'}
      />
      <SelectControl
        F={F}
        name={`${group}.livingConditionCode`}
        label={t('applicants.livingCondition')}
        errorOf={errorOf}
        options={LIVING.map((code) => ({ value: code, label: t(`applicants.livingCondition.${code}`) }))}
      />
      {asksRentalFee(livingConditionCode) && (
        <AmountControl F={F} name={`${group}.rentalFee`} label={t('applicants.rentalFee')} errorOf={errorOf} />
      )}
      <SelectControl
        F={F}
        name={`${group}.employmentConditionCode`}
        label={t('applicants.employmentCondition')}
        errorOf={errorOf}
        options={EMPLOYMENT.map((code) => ({ value: code, label: t(`applicants.employmentCondition.${code}`) }))}
      />
      <AmountControl F={F} name={`${group}.grossIncome`} label={t('applicants.grossIncome')} errorOf={errorOf} />
      <AmountControl
        F={F}
        name={`${group}.totalDebt`}
        label={t('applicants.totalDebt')}
        hint={t('applicants.totalDebt.hint')}
        errorOf={errorOf}
      />
      {asksTradeIn && (
        <>
          <CheckboxControl
            F={F}
            name={`${group}.tradeIn`}
            label={t(co ? 'applicants.tradeIn.co' : 'applicants.tradeIn')}
            errorOf={errorOf}
          />
          {tradeIn && (
            <AmountControl F={F} name={`${group}.tradeInDebt`} label={t('applicants.tradeInDebt')} errorOf={errorOf} />
          )}
        </>
      )}
    </>
  );
}
