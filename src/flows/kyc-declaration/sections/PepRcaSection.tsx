import { useSignals } from '@preact/signals-react/runtime';
import { useForm } from '@tanstack/react-form';
import { useEffect } from 'react';
import { COMMENT_MIN_LENGTH, KYC_MESSAGES, KYC_TEXT_MAX, pepRoleEndYears } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import {
  MONTHS,
  pepEntrySchemaFor,
  rcaEntrySchemaFor,
  submitPepRcaRequestSchema,
  type KnownSection,
  type PepEntryData,
  type RcaEntryData,
} from '../../../schemas/kyc.js';
import type { TextKey } from '../../../texts/nb.js';
import { Button, InfoBox, Loader } from '../../../ui/index.js';
import { countryOptions } from '../countries.js';
import { SectionActions, type SectionProps } from './common.js';
import { SelectControl, TextControl, type NamedField } from './fields.js';
import {
  issuesAt,
  issuesValidator,
  newRowId,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
  useShowErrors,
  YesNo,
  type FormIssue,
} from './form-kit.js';

type PepRcaSectionData = Extract<KnownSection, { type: 'PEP_RCA' }>;

interface RoleRow {
  id: string;
  /** Came from the server: read-only and not removable (spec 2 §4). */
  locked: boolean;
  roleTypeCode: string;
  roleCountry: string;
  description: string;
  roleEnded: boolean | null;
  roleEnd: { month: string; year: number | null };
}
interface RcaRow extends RoleRow {
  firstName: string;
  lastName: string;
  countryOfResidence: string;
  relationTypeCode: string;
}
interface Values {
  isPep: boolean | null;
  pep: RoleRow[];
  isRca: boolean | null;
  rca: RcaRow[];
}

const emptyRole = (): RoleRow => ({
  id: newRowId(),
  locked: false,
  roleTypeCode: '',
  roleCountry: '',
  description: '',
  roleEnded: null,
  roleEnd: { month: '', year: null },
});
const emptyRca = (): RcaRow => ({
  ...emptyRole(),
  firstName: '',
  lastName: '',
  countryOfResidence: '',
  relationTypeCode: '',
});

function savedRole(entry: PepEntryData | RcaEntryData): RoleRow {
  return {
    id: newRowId(),
    locked: true,
    roleTypeCode: entry.roleTypeCode ?? '',
    roleCountry: entry.roleCountry ?? '',
    description: entry.description ?? '',
    roleEnded: entry.roleEnd ? true : false,
    roleEnd: { month: entry.roleEnd?.month ?? '', year: entry.roleEnd?.year ?? null },
  };
}

const roleOf = (row: RoleRow) => ({
  roleTypeCode: row.roleTypeCode,
  roleCountry: row.roleCountry,
  description: row.description,
  roleEnd: row.roleEnded ? { month: row.roleEnd.month, year: row.roleEnd.year } : null,
});
const rcaOf = (row: RcaRow) => ({
  ...roleOf(row),
  firstName: row.firstName,
  lastName: row.lastName,
  countryOfResidence: row.countryOfResidence,
  relationTypeCode: row.relationTypeCode,
});

/** The UI-only checks of a row: «Har rollen opphørt?» answered, a year chosen. */
function rowExtras(row: RoleRow, prefix: ReadonlyArray<string | number>): FormIssue[] {
  if (row.roleEnded === null) return [{ message: KYC_MESSAGES.required, path: [...prefix, 'roleEnded'] }];
  if (row.roleEnded && row.roleEnd.year === null) {
    return [{ message: KYC_MESSAGES.selectPlaceholder, path: [...prefix, 'roleEnd', 'year'] }];
  }
  return [];
}

/** «Vennligst velg minst ett alternativ» (the payload schema's rule on a yes without entries), at the yes/no. */
function atLeastOne(list: 'pep' | 'rca'): FormIssue[] {
  const body = { isPep: list === 'pep', pep: [], isRca: list === 'rca', rca: [] };
  return issuesAt(submitPepRcaRequestSchema, body, [])
    .filter((issue) => issue.path[0] === list)
    .map((issue) => ({ ...issue, path: [list === 'pep' ? 'isPep' : 'isRca'] }));
}

/**
 * PEP and RCA (spec 2 §2, §3, §4, §5): two yes/no questions, each yes revealing repeatable entries
 * (a first empty one added at once, «Legg til», a remove button; saved ones read-only and not
 * removable). Role types, role countries and RCA relation types come from the service with their
 * loading and failed states; a role's end offers the current year and the four before it and the
 * months in Norwegian; descriptions need the section's minimum (default 10).
 */
export function PepRcaSection({ model, section, index }: SectionProps<PepRcaSectionData>) {
  useSignals();
  const { t } = useElement().config;
  useEffect(() => {
    void model.loadPepLists();
  }, [model]);
  const min = section.descriptionMinLength ?? COMMENT_MIN_LENGTH;
  const pepSchema = pepEntrySchemaFor(min);
  const rcaSchema = rcaEntrySchemaFor(min);

  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    isPep: section.isPep ?? null,
    pep: (section.pep ?? []).map(savedRole),
    isRca: section.isRca ?? null,
    rca: (section.rca ?? []).map((entry): RcaRow => ({
      ...savedRole(entry),
      firstName: entry.firstName ?? '',
      lastName: entry.lastName ?? '',
      countryOfResidence: entry.countryOfResidence ?? '',
      relationTypeCode: entry.relationTypeCode ?? '',
    })),
  }));
  const form = useForm({
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: {
      onDynamic: issuesValidator<Values>((values) => {
        const issues: FormIssue[] = [];
        if (values.isPep === null) issues.push({ message: KYC_MESSAGES.required, path: ['isPep'] });
        if (values.isRca === null) issues.push({ message: KYC_MESSAGES.required, path: ['isRca'] });
        if (values.isPep) {
          if (values.pep.length === 0) issues.push(...atLeastOne('pep'));
          values.pep.forEach((row, i) => {
            const extras = rowExtras(row, ['pep', i]);
            const taken = new Set(extras.map((e) => e.path.join('.')));
            issues.push(
              ...extras,
              ...issuesAt(pepSchema, roleOf(row), ['pep', i]).filter((e) => !taken.has(e.path.join('.'))),
            );
          });
        }
        if (values.isRca) {
          if (values.rca.length === 0) issues.push(...atLeastOne('rca'));
          values.rca.forEach((row, i) => {
            const extras = rowExtras(row, ['rca', i]);
            const taken = new Set(extras.map((e) => e.path.join('.')));
            issues.push(
              ...extras,
              ...issuesAt(rcaSchema, rcaOf(row), ['rca', i]).filter((e) => !taken.has(e.path.join('.'))),
            );
          });
        }
        return issues;
      }),
    },
    onSubmit: async ({ value }) => {
      await model.submitPepRca(index, {
        isPep: value.isPep === true,
        pep: value.isPep ? value.pep.map((row) => pepSchema.parse(roleOf(row))) : [],
        isRca: value.isRca === true,
        rca: value.isRca ? value.rca.map((row) => rcaSchema.parse(rcaOf(row))) : [],
      });
    },
  });
  useKeepDraft(model, index, section, form);
  const shown = useShowErrors(form);
  const F = form.Field as unknown as NamedField;

  const roleTypes = model.pepRoleTypes.value;
  const relationTypes = model.rcaRoleTypes.value;
  const countries = model.pepRoleCountries.value;
  const lists = [roleTypes, relationTypes, countries];
  const failed = lists.some((l) => l.status === 'failed');
  const loaded = roleTypes.status === 'loaded' && relationTypes.status === 'loaded' && countries.status === 'loaded';

  const placeholder = t('kyc.select.placeholder');
  const countryChoices = countries.status === 'loaded' ? countryOptions(countries.value) : [];
  const roleChoices =
    roleTypes.status === 'loaded' ? roleTypes.value.map((r) => ({ value: r.code, label: r.description })) : [];
  const relationChoices =
    relationTypes.status === 'loaded' ? relationTypes.value.map((r) => ({ value: r.code, label: r.description })) : [];
  const years = pepRoleEndYears().map((y) => ({ value: y, label: String(y) }));
  const months = MONTHS.map((m) => ({ value: m, label: t(`kyc.month.${m}` as TextKey) }));

  const roleFields = (list: 'pep' | 'rca', i: number, locked: boolean) => {
    const p = `${list}[${i}]`;
    const texts =
      list === 'pep'
        ? { type: t('kyc.pep.roleType'), country: t('kyc.pep.roleCountry'), description: t('kyc.pep.description') }
        : { type: t('kyc.rca.roleType'), country: t('kyc.rca.roleCountry'), description: t('kyc.rca.description') };
    return (
      <>
        <SelectControl
          F={F}
          name={`${p}.roleTypeCode`}
          label={texts.type}
          error={shown}
          disabled={locked}
          options={roleChoices}
          placeholder={placeholder}
        />
        <SelectControl
          F={F}
          name={`${p}.roleCountry`}
          label={texts.country}
          error={shown}
          disabled={locked}
          options={countryChoices}
          placeholder={placeholder}
        />
        <TextControl
          F={F}
          name={`${p}.description`}
          label={texts.description}
          error={shown}
          disabled={locked}
          multiline
          hint={t('kyc.pep.descriptionHint', { min })}
        />
        <F name={`${p}.roleEnded`}>
          {(field) => (
            <YesNo
              name={`${p}.roleEnded`}
              legend={t('kyc.pep.roleEnded')}
              value={field.state.value as boolean | null}
              onChange={(v) => field.handleChange(v)}
              onBlur={field.handleBlur}
              error={shown(field.state.meta)}
              disabled={locked}
            />
          )}
        </F>
        <form.Subscribe selector={(state) => state.values[list][i]?.roleEnded === true}>
          {(ended) =>
            ended ? (
              <div className="kyc__row-pair">
                <SelectControl
                  F={F}
                  name={`${p}.roleEnd.month`}
                  label={t('kyc.pep.endMonth')}
                  error={shown}
                  disabled={locked}
                  options={months}
                  placeholder={placeholder}
                />
                <SelectControl
                  F={F}
                  name={`${p}.roleEnd.year`}
                  label={t('kyc.pep.endYear')}
                  error={shown}
                  disabled={locked}
                  options={years}
                  placeholder={placeholder}
                />
              </div>
            ) : null
          }
        </form.Subscribe>
      </>
    );
  };

  const entries = (list: 'pep' | 'rca') => (
    <form.Field name={list} mode="array">
      {(rows) => (
        <div className="kyc__question">
          <ol className="kyc__rows">
            {(rows.state.value as RoleRow[]).map((row, i) => {
              const title = t(list === 'pep' ? 'kyc.pep.entry' : 'kyc.rca.entry', { n: i + 1 });
              return (
                <li key={row.id} className="kyc__row">
                  <div className="kyc__row-head">
                    <h4 className="kyc__row-title">{title}</h4>
                    {!row.locked && (
                      <Button
                        variant="tertiary-link"
                        onClick={() => void form.removeFieldValue(list, i)}
                        aria-label={t('kyc.dynamic.remove', { n: i + 1 })}
                      >
                        {t('kyc.pep.remove')}
                      </Button>
                    )}
                  </div>
                  {list === 'rca' && (
                    <>
                      <TextControl
                        F={F}
                        name={`rca[${i}].firstName`}
                        maxLength={KYC_TEXT_MAX.name}
                        label={t('kyc.rca.firstName')}
                        error={shown}
                        disabled={row.locked}
                      />
                      <TextControl
                        F={F}
                        name={`rca[${i}].lastName`}
                        maxLength={KYC_TEXT_MAX.name}
                        label={t('kyc.rca.lastName')}
                        error={shown}
                        disabled={row.locked}
                      />
                      <SelectControl
                        F={F}
                        name={`rca[${i}].countryOfResidence`}
                        label={t('kyc.rca.residence')}
                        error={shown}
                        disabled={row.locked}
                        options={countryChoices}
                        placeholder={placeholder}
                      />
                      <SelectControl
                        F={F}
                        name={`rca[${i}].relationTypeCode`}
                        label={t('kyc.rca.relation')}
                        error={shown}
                        disabled={row.locked}
                        options={relationChoices}
                        placeholder={placeholder}
                      />
                    </>
                  )}
                  {roleFields(list, i, row.locked)}
                </li>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            onClick={() =>
              list === 'pep' ? form.pushFieldValue('pep', emptyRole()) : form.pushFieldValue('rca', emptyRca())
            }
          >
            {t('kyc.pep.add')}
          </Button>
        </div>
      )}
    </form.Field>
  );

  const question = (list: 'pep' | 'rca') => {
    const name = list === 'pep' ? 'isPep' : 'isRca';
    return (
      <F name={name}>
        {(field) => (
          <YesNo
            name={name}
            legend={t(list === 'pep' ? 'kyc.pep.question' : 'kyc.rca.question')}
            {...(list === 'pep' ? { hint: t('kyc.pep.help') } : {})}
            value={field.state.value as boolean | null}
            onChange={(yes) => {
              field.handleChange(yes);
              if (yes && form.getFieldValue(list).length === 0) {
                if (list === 'pep') form.pushFieldValue('pep', emptyRole());
                else form.pushFieldValue('rca', emptyRca());
              }
            }}
            onBlur={field.handleBlur}
            error={shown(field.state.meta)}
            disabled={(form.getFieldValue(list) as RoleRow[]).some((row) => row.locked)}
          />
        )}
      </F>
    );
  };

  if (failed) {
    return (
      <div className="kyc__failure">
        <InfoBox variant="error">
          <p>{t('kyc.pep.failed')}</p>
        </InfoBox>
        <Button variant="secondary" onClick={() => void model.loadPepLists()}>
          {t('kyc.pep.retry')}
        </Button>
      </div>
    );
  }
  if (!loaded) return <Loader label={t('kyc.pep.loading')} />;

  return (
    <SectionForm form={form}>
      {question('pep')}
      <form.Subscribe selector={(state) => state.values.isPep === true}>
        {(yes) => (yes ? entries('pep') : null)}
      </form.Subscribe>
      {question('rca')}
      <form.Subscribe selector={(state) => state.values.isRca === true}>
        {(yes) => (yes ? entries('rca') : null)}
      </form.Subscribe>
      <SectionActions model={model} index={index} />
    </SectionForm>
  );
}
