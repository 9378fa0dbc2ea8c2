import { useSignals } from '@preact/signals-react/runtime';
import { useForm } from '@tanstack/react-form';
import { useEffect } from 'react';
import {
  countTaxRelations,
  KYC_MESSAGES,
  taxAnswersWarning,
  taxAnswersWithoutRelation,
} from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import { taxRelationSchema, type Country, type KnownSection, type TaxRelationData } from '../../../schemas/kyc.js';
import { Button, InfoBox, Loader } from '../../../ui/index.js';
import { countryNameOf, countryOptions } from '../countries.js';
import { SectionActions, type SectionProps } from './common.js';
import { SelectControl, TextControl, type NamedField } from './fields.js';
import {
  issuesValidator,
  newRowId,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
  useShowErrors,
  YesNo,
} from './form-kit.js';
import type { FormIssue } from './issues.js';
import { useRecheckOnLoad, useTaxNumberChecks } from './tax-checks.js';
import { relationOf, taxRowIssues, type TaxRow } from './tax-relation.js';

type TaxSectionData = Extract<KnownSection, { type: 'PRIVATE_TAX' | 'CORPORATE_TAX' }>;

interface SavedRow {
  relation: TaxRelationData;
  stillValid: boolean | null;
}
interface Values {
  isTaxLiableAbroad: boolean | null;
  isUsTaxLiable: boolean | null;
  isOtherTaxLiable: boolean | null;
  saved: SavedRow[];
  us: TaxRow[];
  other: TaxRow[];
}

const emptyRow = (country = ''): TaxRow => ({
  id: newRowId(),
  country,
  hasNumber: null,
  taxNumber: '',
  reasonForMissingTaxNumber: '',
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The private customer's tax residency (spec 2 §2–§5): tax-liable abroad? then the USA (FATCA
 * country list) and other countries (CRS list), each yes revealing relations with or without a tax
 * number (the country's format, at most 35 characters) or the reason for none (at most 200). A saved
 * relation locks the main question to yes and asks whether it is still valid (no: `endedDate` today).
 * Yes, then no and no, shows «Dette ser ikke riktig ut, er du sikker på at det stemmer?».
 */
export function PrivateTaxSection({ model, section, index }: SectionProps<TaxSectionData>) {
  useSignals();
  const { t } = useElement().config;
  useEffect(() => {
    void model.loadTaxCountries();
  }, [model]);
  const checks = useTaxNumberChecks();
  // The same questions, asked of the company in its declaration (CORPORATE_TAX).
  const corporate = section.type === 'CORPORATE_TAX';
  const texts = {
    question: corporate ? 'kyc.corpTax.question' : 'kyc.tax.question',
    us: corporate ? 'kyc.corpTax.us' : 'kyc.tax.us',
    other: corporate ? 'kyc.corpTax.other' : 'kyc.tax.other',
    hasNumber: corporate ? 'kyc.corpTax.hasNumber' : 'kyc.tax.hasNumber',
    reason: corporate ? 'kyc.corpTax.reason' : 'kyc.tax.reason',
  } as const;
  const savedRelations = section.taxRelations.filter((r) => !r.endedDate);
  const locked = savedRelations.length > 0;

  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    isTaxLiableAbroad: locked ? true : (section.isTaxLiableAbroad ?? null),
    isUsTaxLiable: section.isUsTaxLiable ?? null,
    isOtherTaxLiable: section.isOtherTaxLiable ?? null,
    saved: savedRelations.map((relation): SavedRow => ({ relation, stillValid: null })),
    us: [],
    other: [],
  }));
  const form = useForm({
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: {
      onDynamic: issuesValidator<Values>((v) => {
        const issues: FormIssue[] = [];
        const required = (path: Array<string | number>) => issues.push({ message: KYC_MESSAGES.required, path });
        if (v.isTaxLiableAbroad === null) required(['isTaxLiableAbroad']);
        v.saved.forEach((row, i) => {
          if (row.stillValid === null) required(['saved', i, 'stillValid']);
        });
        if (v.isTaxLiableAbroad) {
          const saved = countTaxRelations(v.saved.filter((row) => row.stillValid !== false).map((row) => row.relation));
          const counts = { us: saved.us + v.us.length, other: saved.other + v.other.length };
          for (const question of taxAnswersWithoutRelation(v, counts)) {
            issues.push({ message: KYC_MESSAGES.atLeastOneOption, path: [question] });
          }
          if (v.isUsTaxLiable === null) required(['isUsTaxLiable']);
          if (v.isOtherTaxLiable === null) required(['isOtherTaxLiable']);
          for (const list of ['us', 'other'] as const) {
            if (!(list === 'us' ? v.isUsTaxLiable : v.isOtherTaxLiable)) continue;
            v[list].forEach((row, i) => {
              issues.push(...taxRowIssues(row, [list, i], { kind: 'asked', checks, countryName: countryNameOf }));
            });
          }
        }
        return issues;
      }),
    },
    onSubmit: async ({ value: v }) => {
      const added = v.isTaxLiableAbroad
        ? [...(v.isUsTaxLiable ? v.us : []), ...(v.isOtherTaxLiable ? v.other : [])].map((row) =>
            relationOf(row, 'asked'),
          )
        : [];
      await model.submitTaxRelations(index, {
        taxRelations: [
          ...v.saved.map((row) => ({
            country: row.relation.country,
            type: row.relation.type,
            taxNumber: row.relation.taxNumber ?? null,
            reasonForMissingTaxNumber: row.relation.reasonForMissingTaxNumber ?? null,
            createdDate: row.relation.createdDate?.slice(0, 10) ?? null,
            endedDate: row.stillValid === false ? today() : null,
          })),
          ...added,
        ].map((relation) => taxRelationSchema.parse(relation)),
        isTaxLiableAbroad: v.isTaxLiableAbroad === true,
        ...(v.isTaxLiableAbroad ? { isUsTaxLiable: v.isUsTaxLiable === true } : {}),
        ...(v.isTaxLiableAbroad ? { isOtherTaxLiable: v.isOtherTaxLiable === true } : {}),
      });
    },
  });
  useKeepDraft(model, index, section, form);
  useRecheckOnLoad(form, checks);
  const shown = useShowErrors(form);
  const F = form.Field as unknown as NamedField;
  const countries = model.taxCountries.value;

  if (countries.status === 'failed') {
    return (
      <div className="kyc__failure">
        <InfoBox variant="error">
          <p>{t('kyc.tax.failed')}</p>
        </InfoBox>
        <Button variant="secondary" onClick={() => void model.loadTaxCountries()}>
          {t('kyc.tax.retry')}
        </Button>
      </div>
    );
  }
  if (countries.status !== 'loaded') return <Loader label={t('kyc.tax.loading')} />;
  const fatca = countryOptions(countries.value.fatcaCountries);
  const crs = countryOptions(countries.value.crsCountries);
  const all: Country[] = [...countries.value.fatcaCountries, ...countries.value.crsCountries];
  const placeholder = t('kyc.select.placeholder');

  const yesNo = (name: string, legend: string, options: { disabled?: boolean; onYes?: () => void } = {}) => (
    <F name={name}>
      {(field) => (
        <YesNo
          name={name}
          legend={legend}
          value={field.state.value as boolean | null}
          onChange={(yes) => {
            field.handleChange(yes);
            if (yes) options.onYes?.();
          }}
          onBlur={field.handleBlur}
          error={shown(field.state.meta)}
          {...(options.disabled ? { disabled: true } : {})}
        />
      )}
    </F>
  );

  const relations = (list: 'us' | 'other') => (
    <form.Field name={list} mode="array">
      {(rows) => (
        <div className="kyc__question">
          <ol className="kyc__rows">
            {rows.state.value.map((row, i) => (
              <li key={row.id} className="kyc__row">
                <div className="kyc__row-head">
                  <h4 className="kyc__row-title">{t('kyc.tax.relation', { n: i + 1 })}</h4>
                  <Button
                    variant="tertiary-link"
                    aria-label={t('kyc.dynamic.remove', { n: i + 1 })}
                    onClick={() => void form.removeFieldValue(list, i)}
                  >
                    {t('kyc.tax.remove')}
                  </Button>
                </div>
                <SelectControl
                  F={F}
                  name={`${list}[${i}].country`}
                  label={t('kyc.tax.country')}
                  error={shown}
                  options={list === 'us' ? fatca : crs}
                  placeholder={placeholder}
                />
                {yesNo(`${list}[${i}].hasNumber`, t(texts.hasNumber))}
                <form.Subscribe selector={(state) => state.values[list][i]?.hasNumber ?? null}>
                  {(has) =>
                    has === true ? (
                      <TextControl F={F} name={`${list}[${i}].taxNumber`} label={t('kyc.tax.number')} error={shown} />
                    ) : has === false ? (
                      <TextControl
                        F={F}
                        name={`${list}[${i}].reasonForMissingTaxNumber`}
                        label={t(texts.reason)}
                        error={shown}
                        multiline
                      />
                    ) : null
                  }
                </form.Subscribe>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            onClick={() =>
              form.pushFieldValue(list, emptyRow(list === 'us' && fatca.length === 1 ? fatca[0]?.value : ''))
            }
          >
            {t('kyc.tax.add')}
          </Button>
        </div>
      )}
    </form.Field>
  );

  const addFirst = (list: 'us' | 'other') => () => {
    if (form.getFieldValue(list).length === 0) {
      form.pushFieldValue(list, emptyRow(list === 'us' && fatca.length === 1 ? fatca[0]?.value : ''));
    }
  };

  return (
    <SectionForm form={form}>
      {yesNo('isTaxLiableAbroad', t(texts.question), { disabled: locked })}
      {savedRelations.length > 0 && (
        <ol className="kyc__rows">
          {savedRelations.map((relation, i) => (
            <li key={`${relation.country}-${i}`} className="kyc__row">
              <p className="kyc__row-title">
                {t('kyc.tax.saved', {
                  country: countryNameOf(relation.country, all),
                  date: relation.createdDate?.slice(0, 10) ?? '',
                })}
                {relation.taxNumber ? ` – ${t('kyc.tax.number')}: ${relation.taxNumber}` : ''}
              </p>
              {yesNo(`saved[${i}].stillValid`, t('kyc.tax.stillValid'))}
            </li>
          ))}
        </ol>
      )}
      <form.Subscribe selector={(state) => state.values.isTaxLiableAbroad === true}>
        {(abroad) =>
          abroad ? (
            <>
              {yesNo('isUsTaxLiable', t(texts.us), { onYes: addFirst('us') })}
              <form.Subscribe selector={(state) => state.values.isUsTaxLiable === true}>
                {(yes) => (yes ? relations('us') : null)}
              </form.Subscribe>
              {yesNo('isOtherTaxLiable', t(texts.other), { onYes: addFirst('other') })}
              <form.Subscribe selector={(state) => state.values.isOtherTaxLiable === true}>
                {(yes) => (yes ? relations('other') : null)}
              </form.Subscribe>
            </>
          ) : null
        }
      </form.Subscribe>
      <form.Subscribe
        selector={(state) =>
          taxAnswersWarning(state.values.isTaxLiableAbroad, state.values.isUsTaxLiable, state.values.isOtherTaxLiable)
        }
      >
        {(warning) =>
          warning && savedRelations.length === 0 ? (
            <InfoBox variant="warning">
              <p>{t(warning)}</p>
            </InfoBox>
          ) : null
        }
      </form.Subscribe>
      <SectionActions model={model} index={index} />
    </SectionForm>
  );
}
