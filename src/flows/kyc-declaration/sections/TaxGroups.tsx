import { useElement } from '../../../platform/element.js';
import type { TextKey } from '../../../texts/nb.js';
import { SelectField, TextField, withFieldGroup, YesNoField } from '../../../ui/form/index.js';
import { Button } from '../../../ui/index.js';
import { newRowId } from './issues.js';
import { TextAreaField } from './fields.js';
import { noQuestion, QuestionGroup } from './RowList.js';
import type { TaxRow, TaxRowKind } from './tax-relation.js';

/*
 * Tax residence rows as field groups of the form layer (decision 0064): one relation, and a yes/no
 * question with its relations. The private and corporate tax section and a beneficial owner's row use
 * the same groups; the kind of row (`asked`: «Har du skattenummer?»; `number-or-reason`: a beneficial
 * owner's number or the reason there is none) and a few texts differ. The rule is taxRowIssues.
 */

type Choices = ReadonlyArray<{ value: string; label: string }>;

/** A new, empty relation (the USA chosen when the FATCA list holds only it). */
export function emptyTaxRow(country = ''): TaxRow {
  return { id: newRowId(), country, hasNumber: null, taxNumber: '', reasonForMissingTaxNumber: '' };
}

/** The texts of a relation that differ between the private and the corporate section and an owner. */
export interface TaxRowTexts {
  hasNumber: TextKey;
  reason: TextKey;
}

const DEFAULT_TEXTS: TaxRowTexts = { hasNumber: 'kyc.tax.hasNumber', reason: 'kyc.tax.reason' };

/** Props of {@link TaxRowGroup}. */
interface RowProps {
  kind: TaxRowKind;
  /** The relation's number, from 1. */
  n: number;
  countries: Choices;
  texts: TaxRowTexts;
  /** Removes the relation; none: it stays. */
  onRemove?: () => void;
}
const rowProps = (): RowProps => ({ kind: 'asked', n: 1, countries: [], texts: DEFAULT_TEXTS });

/** Props of {@link TaxQuestionGroup}. */
interface QuestionProps {
  kind: TaxRowKind;
  legend: string;
  /** Shown above the relations (a beneficial owner's). */
  note?: string;
  /** How many relations always remain (no remove button at or below it). */
  keep: number;
  countries: Choices;
  /** The country of a new relation ('' for none). */
  firstCountry: string;
  texts: TaxRowTexts;
  /** The relations as a list of their own (the tax section), or as blocks inside an owner's row. */
  list: boolean;
}
const questionProps = (): QuestionProps => ({
  kind: 'asked',
  legend: '',
  keep: 0,
  countries: [],
  firstCountry: '',
  texts: DEFAULT_TEXTS,
  list: true,
});

/** One tax relation: the country, then the number, or the reason there is none. */
export const TaxRowGroup = withFieldGroup({
  defaultValues: emptyTaxRow(),
  props: rowProps(),
  render: function TaxRowFields({ group, kind, n, countries, texts, onRemove }) {
    const { t } = useElement().config;
    const number = <group.AppField name="taxNumber">{() => <TextField label={t('kyc.tax.number')} />}</group.AppField>;
    const reason = (
      <group.AppField name="reasonForMissingTaxNumber">
        {() => <TextAreaField label={t(texts.reason)} />}
      </group.AppField>
    );
    return (
      <>
        <div className="kyc__row-head">
          <h4 className="kyc__row-title">{t('kyc.tax.relation', { n })}</h4>
          {onRemove && (
            <Button variant="tertiary-link" aria-label={t('kyc.dynamic.remove', { n })} onClick={onRemove}>
              {t('kyc.tax.remove')}
            </Button>
          )}
        </div>
        <group.AppField name="country">
          {() => (
            <SelectField label={t('kyc.tax.country')} placeholder={t('kyc.select.placeholder')} options={countries} />
          )}
        </group.AppField>
        {kind === 'asked' ? (
          <>
            <group.AppField name="hasNumber">
              {() => <YesNoField label={t(texts.hasNumber)} yes={t('kyc.yes')} no={t('kyc.no')} />}
            </group.AppField>
            <group.Subscribe selector={(state) => state.values.hasNumber}>
              {(has) => (has === true ? number : has === false ? reason : null)}
            </group.Subscribe>
          </>
        ) : (
          <>
            {number}
            {reason}
          </>
        )}
      </>
    );
  },
});

/**
 * A tax question (spec 2 §4–§5): the yes/no and on yes its relations, a first one added at once,
 * «Legg til» for more, each removable while more than `keep` remain.
 */
export const TaxQuestionGroup = withFieldGroup({
  defaultValues: noQuestion<TaxRow>(),
  props: questionProps(),
  render: function TaxQuestion({ group, kind, legend, note, keep, countries, firstCountry, texts, list }) {
    const { t } = useElement().config;
    return (
      <QuestionGroup
        form={group}
        fields={{ answer: 'answer', rows: 'rows' }}
        legend={legend}
        note={note}
        locked={false}
        keep={keep}
        list={list}
        addLabel={t('kyc.tax.add')}
        newRow={() => emptyTaxRow(firstCountry)}
        entry={(i, onRemove) => (
          <TaxRowGroup
            form={group}
            fields={`rows[${i}]`}
            kind={kind}
            n={i + 1}
            countries={countries}
            texts={texts}
            {...(onRemove ? { onRemove } : {})}
          />
        )}
      />
    );
  },
});
