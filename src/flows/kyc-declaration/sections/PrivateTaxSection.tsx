import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import {
  countTaxRelations,
  KYC_MESSAGES,
  taxAnswersWarning,
  taxAnswersWithoutRelation,
} from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import { taxRelationSchema, type Country, type KnownSection, type TaxRelationData } from '../../../schemas/kyc.js';
import { useAppForm, YesNoField } from '../../../ui/form/index.js';
import { InfoBox, Loader } from '../../../ui/index.js';
import { countryNameOf, countryOptions } from '../countries.js';
import { ReadFailed, SectionActions, type SectionProps } from './common.js';
import { useSectionKeepsFocus } from './section-focus.js';
import { issuesValidator, SectionForm, sectionValidationLogic, useDraftDefaults, useKeepDraft } from './form-kit.js';
import { TaxQuestionGroup } from './TaxGroups.js';
import type { FormIssue } from './issues.js';
import { useTaxNumberChecks, useTaxNumberChecksOf } from './tax-checks.js';
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

const today = () => new Date().toISOString().slice(0, 10);

/** The countries of the relations typed now (their numbers' checks load when a country is picked). */
const countriesOfRows = (values: Values) => [...values.us, ...values.other].map((row) => row.country);

/**
 * The private customer's tax residency (spec 2 §2–§5): tax-liable abroad? then the USA (FATCA
 * country list) and other countries (CRS list), each yes revealing relations with or without a tax
 * number (the country's format, at most 35 characters) or the reason for none (at most 200). A saved
 * relation locks the main question to yes and asks whether it is still valid (no: `endedDate` today).
 * Yes, then no and no, shows «Dette ser ikke riktig ut, er du sikker på at det stemmer?», also when the
 * yes is a saved relation's (spec 2 §5 makes no exception).
 */
export function PrivateTaxSection({ model, section, index }: SectionProps<TaxSectionData>) {
  useSignals();
  const { t } = useElement().config;
  useEffect(() => {
    void model.lists.loadTaxCountries();
  }, [model]);
  // The same questions, asked of the company in its declaration (CORPORATE_TAX).
  const corporate = section.type === 'CORPORATE_TAX';
  const taxChecks = useTaxNumberChecks(corporate ? 'entity' : 'person');
  const { checks } = taxChecks;
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
  const form = useAppForm({
    formId: 'kyc',
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
  useSectionKeepsFocus();
  useTaxNumberChecksOf(form, taxChecks, countriesOfRows);
  const countries = model.lists.taxCountries.value;

  if (countries.status === 'failed') {
    return (
      <ReadFailed
        text={t('kyc.tax.failed')}
        retry={t('kyc.tax.retry')}
        onRetry={() => void model.lists.loadTaxCountries()}
      />
    );
  }
  if (countries.status !== 'loaded') return <Loader label={t('kyc.tax.loading')} />;
  const fatca = countryOptions(countries.value.fatcaCountries);
  const crs = countryOptions(countries.value.crsCountries);
  const all: Country[] = [...countries.value.fatcaCountries, ...countries.value.crsCountries];

  const yesNo = (name: 'isTaxLiableAbroad' | `saved[${number}].stillValid`, legend: string, disabled = false) => (
    <form.AppField name={name}>
      {() => <YesNoField label={legend} disabled={disabled} yes={t('kyc.yes')} no={t('kyc.no')} />}
    </form.AppField>
  );
  const question = (list: 'us' | 'other') => (
    <TaxQuestionGroup
      form={form}
      fields={list === 'us' ? { answer: 'isUsTaxLiable', rows: 'us' } : { answer: 'isOtherTaxLiable', rows: 'other' }}
      kind="asked"
      legend={t(list === 'us' ? texts.us : texts.other)}
      keep={0}
      countries={list === 'us' ? fatca : crs}
      firstCountry={list === 'us' && fatca.length === 1 ? (fatca[0]?.value ?? '') : ''}
      texts={{ hasNumber: texts.hasNumber, reason: texts.reason }}
      list
    />
  );

  return (
    <SectionForm form={form}>
      {yesNo('isTaxLiableAbroad', t(texts.question), locked)}
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
              {question('us')}
              {question('other')}
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
          warning ? (
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
