import { useSelector } from '../../../ui/form/library.js';
import { pepRoleEndYears } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import { MONTHS } from '../../../schemas/kyc.js';
import type { TextKey } from '../../../texts/nb.js';
import { SelectField, TextField, withFieldGroup, YesNoField } from '../../../ui/form/index.js';
import { Button } from '../../../ui/index.js';
import { COMMENT_MIN_LENGTH, KYC_TEXT_MAX } from '../../../domain/kyc-rules.js';
import { TextAreaField } from './fields.js';
import { noQuestion, QuestionGroup } from './RowList.js';
import { emptyPepRcaRow, emptyRoleEnd, type PepRcaKind, type PepRcaRow } from './pep-rca.js';

/*
 * The PEP/RCA rows as field groups of the form layer (decision 0064): the role's end, one entry, and
 * a yes/no question with its entries. The PEP/RCA section and a beneficial owner's row use the same
 * groups; only the choices and a few texts differ.
 */

type Choices = ReadonlyArray<{ value: string; label: string }>;

/** What the entries of a question choose from. */
export interface PepRcaChoices {
  roleTypes: Choices;
  /** The countries of a role. */
  roleCountries: Choices;
  /** An RCA's country of residence. */
  residenceCountries: Choices;
  relationTypes: Choices;
}

/** What differs between the PEP/RCA section and a beneficial owner. */
export interface PepRcaTexts {
  /** The label of an RCA's relation. */
  relation: TextKey;
  /** The description's minimum, for the hint. */
  min: number;
}

const NO_CHOICES: PepRcaChoices = { roleTypes: [], roleCountries: [], residenceCountries: [], relationTypes: [] };
const DEFAULT_TEXTS: PepRcaTexts = { relation: 'kyc.rca.relation', min: COMMENT_MIN_LENGTH };

/** Props of {@link PepRcaRowGroup}. */
interface RowProps {
  kind: PepRcaKind;
  /** The entry's number, from 1. */
  n: number;
  choices: PepRcaChoices;
  texts: PepRcaTexts;
  /** Removes the entry; none: the entry stays. */
  onRemove?: () => void;
}
const rowProps = (): RowProps => ({ kind: 'pep', n: 1, choices: NO_CHOICES, texts: DEFAULT_TEXTS });

/** Props of {@link PepRcaQuestionGroup}. */
interface QuestionProps {
  kind: PepRcaKind;
  legend: string;
  hint?: string;
  /** How many entries always remain (no remove button at or below it). */
  keep: number;
  choices: PepRcaChoices;
  texts: PepRcaTexts;
  /** The entries as a list of their own (the section), or as blocks inside a beneficial owner's row. */
  list: boolean;
}
const questionProps = (): QuestionProps => ({
  kind: 'pep',
  legend: '',
  keep: 0,
  choices: NO_CHOICES,
  texts: DEFAULT_TEXTS,
  list: true,
});

/** The yes/no of a question: «Ja», «Nei». */
function useYesNo(): { yes: string; no: string } {
  const { t } = useElement().config;
  return { yes: t('kyc.yes'), no: t('kyc.no') };
}

/** «Har rollen opphørt?» and, when yes, the month and the year (the current year and the four before). */
export const RoleEndGroup = withFieldGroup({
  defaultValues: emptyRoleEnd(),
  props: { disabled: false },
  render: function RoleEnd({ group, disabled }) {
    const { t } = useElement().config;
    const yesNo = useYesNo();
    const placeholder = t('kyc.select.placeholder');
    return (
      <>
        <group.AppField name="roleEnded">
          {() => <YesNoField label={t('kyc.pep.roleEnded')} disabled={disabled} {...yesNo} />}
        </group.AppField>
        <group.Subscribe selector={(state) => state.values.roleEnded === true}>
          {(ended) =>
            ended ? (
              <div className="kyc__row-pair">
                <group.AppField name="roleEnd.month">
                  {() => (
                    <SelectField
                      label={t('kyc.pep.endMonth')}
                      disabled={disabled}
                      placeholder={placeholder}
                      options={MONTHS.map((m) => ({ value: m, label: t(`kyc.month.${m}` as TextKey) }))}
                    />
                  )}
                </group.AppField>
                <group.AppField name="roleEnd.year">
                  {() => (
                    <SelectField
                      label={t('kyc.pep.endYear')}
                      disabled={disabled}
                      placeholder={placeholder}
                      options={pepRoleEndYears().map((y) => ({ value: y, label: String(y) }))}
                    />
                  )}
                </group.AppField>
              </div>
            ) : null
          }
        </group.Subscribe>
      </>
    );
  },
});

/** One PEP or RCA entry: for an RCA the person first, then the role, its description and its end. */
export const PepRcaRowGroup = withFieldGroup({
  defaultValues: emptyPepRcaRow(),
  props: rowProps(),
  render: function PepRcaRowFields({ group, kind, n, choices, texts, onRemove }) {
    const { t } = useElement().config;
    const placeholder = t('kyc.select.placeholder');
    const locked = group.state.values.locked;
    const label = (pep: TextKey, rca: TextKey) => t(kind === 'pep' ? pep : rca);
    return (
      <>
        <div className="kyc__row-head">
          <h4 className="kyc__row-title">{t(kind === 'pep' ? 'kyc.pep.entry' : 'kyc.rca.entry', { n })}</h4>
          {onRemove && !locked && (
            <Button variant="tertiary-link" aria-label={t('kyc.dynamic.remove', { n })} onClick={onRemove}>
              {t('kyc.pep.remove')}
            </Button>
          )}
        </div>
        {kind === 'rca' && (
          <>
            <div className="kyc__row-pair">
              <group.AppField name="firstName">
                {() => <TextField label={t('kyc.rca.firstName')} maxLength={KYC_TEXT_MAX.name} disabled={locked} />}
              </group.AppField>
              <group.AppField name="lastName">
                {() => <TextField label={t('kyc.rca.lastName')} maxLength={KYC_TEXT_MAX.name} disabled={locked} />}
              </group.AppField>
            </div>
            <group.AppField name="countryOfResidence">
              {() => (
                <SelectField
                  label={t('kyc.rca.residence')}
                  disabled={locked}
                  placeholder={placeholder}
                  options={choices.residenceCountries}
                />
              )}
            </group.AppField>
            <group.AppField name="relationTypeCode">
              {() => (
                <SelectField
                  label={t(texts.relation)}
                  disabled={locked}
                  placeholder={placeholder}
                  options={choices.relationTypes}
                />
              )}
            </group.AppField>
          </>
        )}
        <group.AppField name="roleTypeCode">
          {() => (
            <SelectField
              label={label('kyc.pep.roleType', 'kyc.rca.roleType')}
              disabled={locked}
              placeholder={placeholder}
              options={choices.roleTypes}
            />
          )}
        </group.AppField>
        <group.AppField name="roleCountry">
          {() => (
            <SelectField
              label={label('kyc.pep.roleCountry', 'kyc.rca.roleCountry')}
              disabled={locked}
              placeholder={placeholder}
              options={choices.roleCountries}
            />
          )}
        </group.AppField>
        <group.AppField name="description">
          {() => (
            <TextAreaField
              label={label('kyc.pep.description', 'kyc.rca.description')}
              hint={t('kyc.pep.descriptionHint', { min: texts.min })}
              disabled={locked}
            />
          )}
        </group.AppField>
        <RoleEndGroup form={group} fields={{ roleEnded: 'roleEnded', roleEnd: 'roleEnd' }} disabled={locked} />
      </>
    );
  },
});

/**
 * A PEP or RCA question (spec 2 §4): the yes/no (locked when a saved entry exists), and on yes its
 * entries, a first one added at once, «Legg til» for more, each removable while more than `keep` remain.
 */
export const PepRcaQuestionGroup = withFieldGroup({
  defaultValues: noQuestion<PepRcaRow>(),
  props: questionProps(),
  render: function PepRcaQuestion({ group, kind, legend, hint, keep, choices, texts, list }) {
    const { t } = useElement().config;
    const locked = useSelector(group.store, (state) => state.values.rows.some((row) => row.locked));
    return (
      <QuestionGroup
        form={group}
        fields={{ answer: 'answer', rows: 'rows' }}
        legend={legend}
        hint={hint}
        locked={locked}
        keep={keep}
        list={list}
        addLabel={t('kyc.pep.add')}
        newRow={emptyPepRcaRow}
        entry={(i, onRemove) => (
          <PepRcaRowGroup
            form={group}
            fields={`rows[${i}]`}
            kind={kind}
            n={i + 1}
            choices={choices}
            texts={texts}
            {...(onRemove ? { onRemove } : {})}
          />
        )}
      />
    );
  },
});
