import { useSignals } from '@preact/signals-react/runtime';
import { useForm, useSelector } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import {
  KYC_MESSAGES,
  KYC_TEXT_MAX,
  isNorway,
  parseNonNegativeDecimal,
  pepRoleEndYears,
  totalOwnership,
  validateTotalOwnership,
} from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import {
  beneficialOwnersPayloadSchema,
  MONTHS,
  type BeneficialOwnerData,
  type Country,
  type KnownSection,
  type PepRelationType,
  type Reason,
} from '../../../schemas/kyc.js';
import { nationalId } from '../../../schemas/national-id.js';
import type { TextKey } from '../../../texts/nb.js';
import { Button, Checkbox, InfoBox, Loader, Modal } from '../../../ui/index.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import { countryNameOf, countryOptions } from '../countries.js';
import { SectionActions, type SectionProps } from './common.js';
import {
  ConfirmationBlock,
  confirmationDefaults,
  confirmationOf,
  SaveFailedDialog,
  useConfirmationValid,
  type ConfirmationValues,
} from './confirmation.js';
import { maskedNationalId } from './people.js';
import { SelectControl, TextControl, type NamedField } from './fields.js';
import {
  bodyValidator,
  fieldId,
  issuesAt,
  newRowId,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
  useShowErrors,
  YesNo,
  type FormIssue,
} from './form-kit.js';
import { useRecheckOnLoad, useTaxNumberChecks } from './tax-checks.js';
import { relationOf, taxRowIssues, type TaxRow } from './tax-relation.js';

type OwnersSectionData = Extract<KnownSection, { type: 'CORPORATE_BENEFICIAL_OWNERS' }>;

/** The control type the spec never offers as a choice (spec 2 §9). */
const EXCLUDED_REASON_TEXT = 'Kontroll over stemmeretter';

interface RoleEndValues {
  roleEnded: boolean | null;
  month: string;
  year: number | null;
}
interface PepRow extends RoleEndValues {
  id: string;
  pepCountryCode: string;
  pepRelationType: string;
  description: string;
}
interface RcaRow extends RoleEndValues {
  id: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
  relationTypeCode: string;
  roleTypeCode: string;
  roleCountry: string;
  description: string;
}
/** The last answer of the postal check, for the code and country it was asked about. */
interface PostalCheck {
  code: string;
  country: string;
  message: string | null;
}
interface OwnerRow {
  id: string;
  /** Came from the server: the person's data is read-only and the row cannot be removed. */
  locked: boolean;
  nationalId: string;
  firstName: string;
  lastName: string;
  birthCountry: string;
  citizenship: string;
  secondaryCitizenship: string;
  countryOfResidence: string;
  postalCode: string;
  postalPlace: string;
  postalCheck: PostalCheck | null;
  address: string;
  ownershipPercentage: string;
  beneficialOwnerReasons: Record<string, boolean>;
  isBeneficialOwnerPep: boolean | null;
  pep: PepRow[];
  isBeneficialOwnerRca: boolean | null;
  rca: RcaRow[];
  isTaxLiableAbroad: boolean | null;
  taxRelations: TaxRow[];
}
interface Values {
  hasRR: boolean | null;
  beneficialOwners: OwnerRow[];
  confirmation: ConfirmationValues;
}

const noEnd: RoleEndValues = { roleEnded: null, month: '', year: null };
const emptyPep = (): PepRow => ({ id: newRowId(), pepCountryCode: '', pepRelationType: '', description: '', ...noEnd });
const emptyRca = (): RcaRow => ({
  id: newRowId(),
  firstName: '',
  lastName: '',
  countryOfResidence: '',
  relationTypeCode: '',
  roleTypeCode: '',
  roleCountry: '',
  description: '',
  ...noEnd,
});
const emptyTax = (): TaxRow => ({
  id: newRowId(),
  country: '',
  hasNumber: null,
  taxNumber: '',
  reasonForMissingTaxNumber: '',
});
const emptyOwner = (): OwnerRow => ({
  id: newRowId(),
  locked: false,
  nationalId: '',
  firstName: '',
  lastName: '',
  birthCountry: '',
  citizenship: '',
  secondaryCitizenship: '',
  countryOfResidence: '',
  postalCode: '',
  postalPlace: '',
  postalCheck: null,
  address: '',
  ownershipPercentage: '',
  beneficialOwnerReasons: {},
  isBeneficialOwnerPep: null,
  pep: [],
  isBeneficialOwnerRca: null,
  rca: [],
  isTaxLiableAbroad: null,
  taxRelations: [],
});

/** The ISO alpha-2 code of a code of the service (alpha-2 or alpha-3), for the selects. */
function alpha2(code: string | null | undefined, countries: readonly Country[]): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  return countries.find((c) => c.iso3 === upper || c.iso2 === upper)?.iso2 ?? upper;
}

function roleEndOf(row: RoleEndValues) {
  return row.roleEnded ? { month: row.month, year: row.year } : null;
}

function savedOwner(owner: BeneficialOwnerData, countries: readonly Country[]): OwnerRow {
  const share = owner.ownershipPercentage ?? owner.eierandel;
  const reasons = Array.isArray(owner.beneficialOwnerReasons)
    ? Object.fromEntries(owner.beneficialOwnerReasons.map((r) => [r.code, true]))
    : (owner.beneficialOwnerReasons ?? {});
  const end = (roleEnd: { month: string; year: number } | null | undefined): RoleEndValues =>
    roleEnd
      ? { roleEnded: true, month: roleEnd.month, year: roleEnd.year }
      : { roleEnded: false, month: '', year: null };
  return {
    ...emptyOwner(),
    locked: true,
    firstName: owner.firstName ?? '',
    lastName: owner.lastName ?? '',
    birthCountry: alpha2(owner.birthCountry, countries),
    citizenship: alpha2(owner.citizenship, countries),
    secondaryCitizenship: alpha2(owner.secondaryCitizenship, countries),
    countryOfResidence: alpha2(owner.countryOfResidence, countries),
    postalCode: owner.postalCode ?? '',
    postalPlace: owner.postalPlace ?? '',
    address: owner.address ?? '',
    ownershipPercentage: share === null || share === undefined ? '' : String(share).replace('.', ','),
    beneficialOwnerReasons: reasons,
    isBeneficialOwnerPep: owner.isBeneficialOwnerPep ?? null,
    pep: (owner.pep ?? []).map((p) => ({
      ...emptyPep(),
      pepCountryCode: alpha2(p.pepCountryCode, countries),
      pepRelationType: p.pepRelationType ?? '',
      description: typeof p.description === 'string' ? p.description : '',
      ...end(p.roleEnd as { month: string; year: number } | null | undefined),
    })),
    isBeneficialOwnerRca: owner.isBeneficialOwnerRca ?? null,
    rca: (owner.rca ?? []).map((r) => ({
      ...emptyRca(),
      firstName: r.firstName ?? '',
      lastName: r.lastName ?? '',
      countryOfResidence: alpha2(r.countryOfResidence, countries),
      relationTypeCode: r.relationTypeCode ?? '',
      roleTypeCode: r.roleTypeCode ?? '',
      roleCountry: alpha2(r.roleCountry, countries),
      description: r.description ?? '',
      ...end(r.roleEnd),
    })),
    isTaxLiableAbroad: (owner.taxRelations ?? []).length > 0 ? true : null,
    taxRelations: (owner.taxRelations ?? [])
      .filter((r) => !r.endedDate)
      .map((r) => ({
        id: newRowId(),
        country: alpha2(r.country, countries),
        hasNumber: null,
        taxNumber: r.taxNumber ?? '',
        reasonForMissingTaxNumber: r.reasonForMissingTaxNumber ?? '',
      })),
  };
}

/** The owner as the payload carries it (`ownershipPercentage` stays text when it is not a number). */
/** A saved owner's public id as the payload sends it back (the register's value and token). */
type PublicId = { value: string; token: string | null } | null;

/**
 * The owner as the payload carries it. A locked row's public id is the section's (the form values, and
 * so the drafts, never hold a national id the register gave; locked rows cannot be removed and come
 * first, so row `i` is the section's owner `i`).
 */
function ownerBody(row: OwnerRow, registerId: PublicId) {
  const share = parseNonNegativeDecimal(row.ownershipPercentage);
  const typedId = row.nationalId.replace(/\s/g, '');
  return {
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    publicId: row.locked ? registerId : typedId === '' ? null : { value: typedId, token: null },
    birthCountry: row.birthCountry,
    citizenship: row.citizenship,
    secondaryCitizenship: row.secondaryCitizenship === '' ? null : row.secondaryCitizenship,
    countryOfResidence: row.countryOfResidence,
    postalCode: row.postalCode.trim(),
    postalPlace: row.postalPlace.trim() === '' ? null : row.postalPlace.trim(),
    address: row.address.trim() === '' ? null : row.address.trim(),
    ownershipPercentage: row.ownershipPercentage.trim() === '' ? undefined : (share ?? Number.NaN),
    beneficialOwnerReasons: row.beneficialOwnerReasons,
    isBeneficialOwnerPep: row.isBeneficialOwnerPep ?? undefined,
    pep: row.isBeneficialOwnerPep
      ? row.pep.map((p) => ({
          pepCountryCode: p.pepCountryCode,
          pepRelationType: p.pepRelationType,
          description: p.description.trim(),
          roleEnd: roleEndOf(p),
        }))
      : [],
    isBeneficialOwnerRca: row.isBeneficialOwnerRca ?? undefined,
    rca: row.isBeneficialOwnerRca
      ? row.rca.map((r) => ({
          roleTypeCode: r.roleTypeCode,
          roleCountry: r.roleCountry,
          description: r.description.trim(),
          firstName: r.firstName.trim(),
          lastName: r.lastName.trim(),
          countryOfResidence: r.countryOfResidence,
          relationTypeCode: r.relationTypeCode,
          roleEnd: roleEndOf(r),
        }))
      : [],
    taxRelations: row.isTaxLiableAbroad ? row.taxRelations.map((t) => relationOf(t, 'number-or-reason')) : [],
  };
}

function registerIdOf(section: OwnersSectionData, i: number): PublicId {
  const id = section.beneficialOwners[i]?.publicId;
  return id ? { value: id.value, token: id.token ?? null } : null;
}

function bodyOf(values: Values, section: OwnersSectionData) {
  return {
    typeInfo: 'corporateBeneficialOwnerActorsV3' as const,
    hasRR: values.hasRR ?? undefined,
    beneficialOwners: values.hasRR
      ? values.beneficialOwners.map((row, i) => ownerBody(row, registerIdOf(section, i)))
      : [],
    confirmation: confirmationOf(values.confirmation),
  };
}

/** A question's help text in a modal. */
function Help({ label, title, texts }: { label: string; title: string; texts: string[] }) {
  const { t } = useElement().config;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="tertiary-link" className="kyc__help" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} closeLabel={t('kyc.confirmation.close')}>
        {texts.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Modal>
    </>
  );
}

interface Lists {
  countries: readonly Country[];
  taxCountries: readonly Country[];
  pepCountries: readonly Country[];
  roleTypes: readonly PepRelationType[];
  relationTypes: readonly PepRelationType[];
}

/**
 * The company's beneficial owners (spec 2 §2–§5, §9): «Har foretaket reelle rettighetshavere?» first
 * (locked to yes when owners exist; a yes opens a first row), then a row per owner: name, national id
 * (the two mod-11 digits, unless the register gave it), birth country, citizenship and an optional
 * other one that must differ, country of residence, postal code checked for the country (the postal
 * place filled in when valid, cleared when not), one address line, the share (0–100, all owners at most
 * 100 % together), why the person is a beneficial owner (at least one), PEP and RCA with their entries,
 * and tax residency abroad with a tax number or the reason there is none. Rows from the register are
 * read-only and cannot be removed. Then the confirmation block; a refused save opens a dialog with the
 * service's text (the total above 100 %) or «Noe gikk galt!».
 */
export function BeneficialOwnersSection(props: SectionProps<OwnersSectionData>) {
  useSignals();
  const { model } = props;
  const { t } = useElement().config;
  useEffect(() => {
    void model.loadCountries();
    void model.loadPepLists();
    void model.loadTaxCountries();
  }, [model]);
  const resources = [
    model.countries.value,
    model.pepRoleTypes.value,
    model.rcaRoleTypes.value,
    model.pepRoleCountries.value,
    model.taxCountries.value,
  ] as const;
  if (resources.some((r) => r.status === 'failed')) {
    return (
      <div className="kyc__failure">
        <InfoBox variant="error">
          <p>{t('kyc.pep.failed')}</p>
        </InfoBox>
        <Button
          variant="secondary"
          onClick={() => {
            void model.loadCountries();
            void model.loadPepLists();
            void model.loadTaxCountries();
          }}
        >
          {t('kyc.pep.retry')}
        </Button>
      </div>
    );
  }
  const [countries, roleTypes, relationTypes, pepCountries, taxCountries] = resources;
  if (
    countries.status !== 'loaded' ||
    roleTypes.status !== 'loaded' ||
    relationTypes.status !== 'loaded' ||
    pepCountries.status !== 'loaded' ||
    taxCountries.status !== 'loaded'
  ) {
    return <Loader label={t('kyc.pep.loading')} />;
  }
  const lists: Lists = {
    countries: countries.value,
    taxCountries: [...taxCountries.value.fatcaCountries, ...taxCountries.value.crsCountries],
    pepCountries: pepCountries.value,
    roleTypes: roleTypes.value,
    relationTypes: relationTypes.value,
  };
  return <OwnersForm {...props} lists={lists} />;
}

function OwnersForm({ model, section, index, lists }: SectionProps<OwnersSectionData> & { lists: Lists }) {
  const { t } = useElement().config;
  const checks = useTaxNumberChecks();
  const reasons: Reason[] = section.reasons.filter(
    (r) => r.text !== EXCLUDED_REASON_TEXT && r.code !== 'VOTING_RIGHTS',
  );
  const hasOwners = section.beneficialOwners.length > 0;

  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    hasRR: hasOwners ? true : (section.hasRR ?? null),
    beneficialOwners: section.beneficialOwners.map((o) => savedOwner(o, lists.countries)),
    confirmation: confirmationDefaults(section.confirmation),
  }));

  const extra = (values: Values): FormIssue[] => {
    const issues: FormIssue[] = [];
    if (!values.hasRR) return issues;
    // The payload schema's total rule, also while a row still has other problems.
    const total = validateTotalOwnership(values.beneficialOwners.map((o) => o.ownershipPercentage));
    if (!total.valid) issues.push({ message: total.message, path: ['beneficialOwners'] });
    values.beneficialOwners.forEach((row, i) => {
      const at = (...path: Array<string | number>) => ['beneficialOwners', i, ...path];
      const typedId = row.nationalId.replace(/\s/g, '');
      if (!row.locked && typedId === '' && isNorway(alpha3Of(row.countryOfResidence, lists.countries))) {
        issues.push({ message: KYC_MESSAGES.required, path: at('nationalId') });
      } else if (!row.locked && typedId !== '') {
        // The payload schema's own check, also while other fields of the row are still missing.
        issues.push(...issuesAt(nationalId, typedId, at('nationalId')));
      }
      if (row.ownershipPercentage.trim() !== '' && parseNonNegativeDecimal(row.ownershipPercentage) === null) {
        issues.push({ message: KYC_MESSAGES.positiveNumbersOnly, path: at('ownershipPercentage') });
      }
      const check = row.postalCheck;
      if (check?.message && check.code === row.postalCode.trim() && check.country === row.countryOfResidence) {
        issues.push({ message: check.message, path: at('postalCode') });
      }
      if (row.isTaxLiableAbroad === null)
        issues.push({ message: KYC_MESSAGES.required, path: at('isTaxLiableAbroad') });
      const ends = (list: 'pep' | 'rca', rows: RoleEndValues[], on: boolean) => {
        if (!on) return;
        rows.forEach((r, j) => {
          if (r.roleEnded === null) issues.push({ message: KYC_MESSAGES.required, path: at(list, j, 'roleEnded') });
          else if (r.roleEnded && r.year === null)
            issues.push({ message: KYC_MESSAGES.selectPlaceholder, path: at(list, j, 'year') });
        });
      };
      ends('pep', row.pep, row.isBeneficialOwnerPep === true);
      ends('rca', row.rca, row.isBeneficialOwnerRca === true);
      if (row.isTaxLiableAbroad) {
        row.taxRelations.forEach((tax, j) => {
          issues.push(
            ...taxRowIssues(tax, at('taxRelations', j), {
              kind: 'number-or-reason',
              checks,
              countryName: (code) => countryNameOf(code, lists.taxCountries),
            }),
          );
        });
      }
    });
    return issues;
  };

  const validator = bodyValidator(beneficialOwnersPayloadSchema, (values: Values) => bodyOf(values, section), extra);
  // The schema names the national id `publicId.value`; the form's field is `nationalId`; a PEP/RCA
  // role end's month is `roleEnd.month` in the payload and `month` in the form.
  const standard = validator['~standard'];
  const form = useForm({
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: {
      onDynamic: {
        '~standard': {
          ...standard,
          validate: (value: unknown) => {
            const result = standard.validate(value) as
              { issues: Array<{ message: string; path: Array<string | number> }> } | { value: unknown };
            if (!('issues' in result)) return result;
            return {
              issues: result.issues.map((issue) => ({
                ...issue,
                path: issue.path
                  .join('\u0000')
                  .replace('publicId\u0000value', 'nationalId')
                  .replace('roleEnd\u0000month', 'month')
                  .replace('roleEnd\u0000year', 'year')
                  .split('\u0000')
                  .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
              })),
            };
          },
        },
      },
    },
    onSubmit: async ({ value, formApi }) => {
      // Norwegian postal codes not yet checked are checked before anything is sent.
      let refused = false;
      for (const [i, row] of value.hasRR ? value.beneficialOwners.entries() : []) {
        const code = row.postalCode.trim();
        const check = row.postalCheck;
        if (row.locked || code === '' || (check?.code === code && check.country === row.countryOfResidence)) continue;
        const answer = await model.verifyPostalCode(code, alpha3Of(row.countryOfResidence, lists.countries));
        applyPostal(formApi, i, code, row.countryOfResidence, answer);
        if (answer.typeInfo === 'invalid') refused = true;
      }
      if (refused) return;
      await model.submitCorporateActors(
        index,
        beneficialOwnersPayloadSchema.parse(bodyOf(formApi.state.values, section)),
      );
    },
  });
  useKeepDraft(model, index, section, form);
  useRecheckOnLoad(form, checks);
  const shown = useShowErrors(form);
  const valid = useConfirmationValid(form);
  const F = form.Field as unknown as NamedField;
  const placeholder = t('kyc.select.placeholder');
  const countryChoices = countryOptions(lists.countries);
  const taxChoices = countryOptions(lists.taxCountries);
  const pepCountryChoices = countryOptions(lists.pepCountries);
  const roleChoices = lists.roleTypes.map((r) => ({ value: r.code, label: r.description }));
  const relationChoices = lists.relationTypes.map((r) => ({ value: r.code, label: r.description }));
  const years = pepRoleEndYears().map((y) => ({ value: y, label: String(y) }));
  const months = MONTHS.map((m) => ({ value: m, label: t(`kyc.month.${m}` as TextKey) }));
  const total = useSelector(form.store, (state) =>
    totalOwnership(state.values.beneficialOwners.map((o) => o.ownershipPercentage)),
  );
  const hasRR = useSelector(form.store, (state) => state.values.hasRR === true);

  const checkPostal = async (i: number) => {
    const row = form.getFieldValue('beneficialOwners')[i];
    if (!row || row.locked) return;
    const code = row.postalCode.trim();
    if (code === '' || row.countryOfResidence === '') return;
    const answer = await model.verifyPostalCode(code, alpha3Of(row.countryOfResidence, lists.countries));
    applyPostal(form, i, code, row.countryOfResidence, answer);
  };

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

  const roleEnd = (p: string, ended: boolean) => (
    <>
      {yesNo(`${p}.roleEnded`, t('kyc.pep.roleEnded'))}
      {ended && (
        <div className="kyc__row-pair">
          <SelectControl
            F={F}
            name={`${p}.month`}
            label={t('kyc.pep.endMonth')}
            error={shown}
            options={months}
            placeholder={placeholder}
          />
          <SelectControl
            F={F}
            name={`${p}.year`}
            label={t('kyc.pep.endYear')}
            error={shown}
            options={years}
            placeholder={placeholder}
          />
        </div>
      )}
    </>
  );

  const ownerRow = (row: OwnerRow, i: number, count: number) => {
    const p = `beneficialOwners[${i}]`;
    const entryHead = (list: 'pep' | 'rca', title: string, j: number, entries: number) => (
      <div className="kyc__row-head">
        <h4 className="kyc__row-title">{title}</h4>
        {entries > 1 && (
          <Button
            variant="tertiary-link"
            aria-label={t('kyc.dynamic.remove', { n: j + 1 })}
            onClick={() => void form.removeFieldValue(`${p}.${list}` as never, j)}
          >
            {t('kyc.pep.remove')}
          </Button>
        )}
      </div>
    );
    const norwegian = isNorway(alpha3Of(row.countryOfResidence, lists.countries));
    const title = t('kyc.owners.owner', { n: i + 1 });
    return (
      <li key={row.id} className="kyc__row">
        <div className="kyc__row-head">
          <h3 className="kyc__row-title">{title}</h3>
          {!row.locked && count > 1 && (
            <Button
              variant="tertiary-link"
              aria-label={t('kyc.owners.removeLabel', { n: i + 1 })}
              onClick={() => void form.removeFieldValue('beneficialOwners', i)}
            >
              {t('kyc.owners.remove')}
            </Button>
          )}
        </div>
        {row.locked && <p className="kyc__muted">{t('kyc.owners.locked')}</p>}
        <div className="kyc__row-pair">
          <TextControl
            F={F}
            name={`${p}.firstName`}
            maxLength={KYC_TEXT_MAX.name}
            label={t('kyc.person.firstName')}
            error={shown}
            disabled={row.locked}
          />
          <TextControl
            F={F}
            name={`${p}.lastName`}
            maxLength={KYC_TEXT_MAX.name}
            label={t('kyc.person.lastName')}
            error={shown}
            disabled={row.locked}
          />
        </div>
        {row.locked ? (
          <p>
            {t('kyc.person.nationalId')}: {maskedNationalId(registerIdOf(section, i)?.value) || t('kyc.corp.unknown')}
          </p>
        ) : (
          <TextControl
            F={F}
            name={`${p}.nationalId`}
            label={t('kyc.person.nationalId')}
            hint={t('kyc.owners.nationalIdHint')}
            error={shown}
          />
        )}
        <SelectControl
          F={F}
          name={`${p}.birthCountry`}
          label={t('kyc.owners.birthCountry')}
          error={shown}
          disabled={row.locked}
          options={countryChoices}
          placeholder={placeholder}
        />
        <div className="kyc__row-pair">
          <SelectControl
            F={F}
            name={`${p}.citizenship`}
            label={t('kyc.owners.citizenship')}
            error={shown}
            disabled={row.locked}
            options={countryChoices.filter((c) => c.value !== row.secondaryCitizenship)}
            placeholder={placeholder}
          />
          <SelectControl
            F={F}
            name={`${p}.secondaryCitizenship`}
            label={t('kyc.owners.secondaryCitizenship')}
            error={shown}
            disabled={row.locked}
            options={countryChoices.filter((c) => c.value !== row.citizenship)}
            placeholder={t('kyc.owners.noSecondary')}
          />
        </div>
        <SelectControl
          F={F}
          name={`${p}.countryOfResidence`}
          label={t('kyc.owners.residence')}
          error={shown}
          disabled={row.locked}
          options={countryChoices}
          placeholder={placeholder}
          onChanged={() => void checkPostal(i)}
        />
        <div className="kyc__row-pair">
          <TextControl
            F={F}
            name={`${p}.postalCode`}
            maxLength={KYC_TEXT_MAX.postalCode}
            label={t('kyc.owners.postalCode')}
            error={shown}
            disabled={row.locked}
            onLeft={() => void checkPostal(i)}
          />
          <TextControl
            F={F}
            name={`${p}.postalPlace`}
            maxLength={KYC_TEXT_MAX.postalPlace}
            label={t('kyc.owners.postalPlace')}
            error={shown}
            disabled={row.locked || norwegian}
          />
        </div>
        <TextControl
          F={F}
          name={`${p}.address`}
          maxLength={KYC_TEXT_MAX.address}
          label={t('kyc.owners.address')}
          error={shown}
          disabled={row.locked}
        />
        <TextControl
          F={F}
          name={`${p}.ownershipPercentage`}
          label={t('kyc.owners.share')}
          error={shown}
          disabled={row.locked}
        />
        <F name={`${p}.beneficialOwnerReasons`}>
          {(field) => {
            const chosen = field.state.value as Record<string, boolean>;
            const error = shown(field.state.meta);
            const id = fieldId(`${p}.beneficialOwnerReasons`);
            return (
              <fieldset
                className="ui-fieldset kyc__question"
                id={id}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              >
                <legend className="ui-fieldset__legend">{t('kyc.owners.reasons')}</legend>
                {reasons.map((reason) => (
                  <Checkbox
                    key={reason.code}
                    label={reason.text}
                    checked={chosen[reason.code] === true}
                    disabled={row.locked}
                    onBlur={field.handleBlur}
                    onCheckedChange={(on) => field.handleChange({ ...chosen, [reason.code]: on })}
                  />
                ))}
                {error && (
                  <p className="ui-field__error" id={`${id}-error`}>
                    <span className="ui-field__error-text">{error}</span>
                  </p>
                )}
              </fieldset>
            );
          }}
        </F>
        {yesNo(`${p}.isBeneficialOwnerPep`, t('kyc.owners.pep'), {
          onYes: () => {
            if (form.getFieldValue('beneficialOwners')[i]?.pep.length === 0)
              form.pushFieldValue(`beneficialOwners[${i}].pep` as never, emptyPep() as never);
          },
        })}
        {row.isBeneficialOwnerPep === true &&
          row.pep.map((entry, j) => (
            <div key={entry.id} className="kyc__row">
              {entryHead('pep', t('kyc.pep.entry', { n: j + 1 }), j, row.pep.length)}
              <SelectControl
                F={F}
                name={`${p}.pep[${j}].pepRelationType`}
                label={t('kyc.pep.roleType')}
                error={shown}
                options={roleChoices}
                placeholder={placeholder}
              />
              <SelectControl
                F={F}
                name={`${p}.pep[${j}].pepCountryCode`}
                label={t('kyc.pep.roleCountry')}
                error={shown}
                options={pepCountryChoices}
                placeholder={placeholder}
              />
              <TextControl
                F={F}
                name={`${p}.pep[${j}].description`}
                label={t('kyc.pep.description')}
                hint={t('kyc.pep.descriptionHint', { min: 10 })}
                error={shown}
                multiline
              />
              {roleEnd(`${p}.pep[${j}]`, entry.roleEnded === true)}
            </div>
          ))}
        {row.isBeneficialOwnerPep === true && (
          <Button variant="secondary" onClick={() => form.pushFieldValue(`${p}.pep` as never, emptyPep() as never)}>
            {t('kyc.pep.add')}
          </Button>
        )}
        {yesNo(`${p}.isBeneficialOwnerRca`, t('kyc.owners.rca'), {
          onYes: () => {
            if (form.getFieldValue('beneficialOwners')[i]?.rca.length === 0)
              form.pushFieldValue(`beneficialOwners[${i}].rca` as never, emptyRca() as never);
          },
        })}
        {row.isBeneficialOwnerRca === true &&
          row.rca.map((entry, j) => {
            const q = `${p}.rca[${j}]`;
            return (
              <div key={entry.id} className="kyc__row">
                {entryHead('rca', t('kyc.rca.entry', { n: j + 1 }), j, row.rca.length)}
                <div className="kyc__row-pair">
                  <TextControl
                    F={F}
                    name={`${q}.firstName`}
                    maxLength={KYC_TEXT_MAX.name}
                    label={t('kyc.rca.firstName')}
                    error={shown}
                  />
                  <TextControl
                    F={F}
                    name={`${q}.lastName`}
                    maxLength={KYC_TEXT_MAX.name}
                    label={t('kyc.rca.lastName')}
                    error={shown}
                  />
                </div>
                <SelectControl
                  F={F}
                  name={`${q}.countryOfResidence`}
                  label={t('kyc.rca.residence')}
                  error={shown}
                  options={countryChoices}
                  placeholder={placeholder}
                />
                <SelectControl
                  F={F}
                  name={`${q}.relationTypeCode`}
                  label={t('kyc.owners.rcaRelation')}
                  error={shown}
                  options={relationChoices}
                  placeholder={placeholder}
                />
                <SelectControl
                  F={F}
                  name={`${q}.roleTypeCode`}
                  label={t('kyc.rca.roleType')}
                  error={shown}
                  options={roleChoices}
                  placeholder={placeholder}
                />
                <SelectControl
                  F={F}
                  name={`${q}.roleCountry`}
                  label={t('kyc.rca.roleCountry')}
                  error={shown}
                  options={pepCountryChoices}
                  placeholder={placeholder}
                />
                <TextControl
                  F={F}
                  name={`${q}.description`}
                  label={t('kyc.rca.description')}
                  hint={t('kyc.pep.descriptionHint', { min: 10 })}
                  error={shown}
                  multiline
                />
                {roleEnd(q, entry.roleEnded === true)}
              </div>
            );
          })}
        {row.isBeneficialOwnerRca === true && (
          <Button variant="secondary" onClick={() => form.pushFieldValue(`${p}.rca` as never, emptyRca() as never)}>
            {t('kyc.pep.add')}
          </Button>
        )}
        {yesNo(`${p}.isTaxLiableAbroad`, t('kyc.owners.tax'), {
          onYes: () => {
            if (form.getFieldValue('beneficialOwners')[i]?.taxRelations.length === 0)
              form.pushFieldValue(`beneficialOwners[${i}].taxRelations` as never, emptyTax() as never);
          },
        })}
        {row.isTaxLiableAbroad === true && (
          <>
            <p className="kyc__muted">{t('kyc.owners.taxHint')}</p>
            {row.taxRelations.map((tax, j) => (
              <div key={tax.id} className="kyc__row">
                <div className="kyc__row-head">
                  <h4 className="kyc__row-title">{t('kyc.tax.relation', { n: j + 1 })}</h4>
                  {row.taxRelations.length > 1 && (
                    <Button
                      variant="tertiary-link"
                      aria-label={t('kyc.dynamic.remove', { n: j + 1 })}
                      onClick={() => void form.removeFieldValue(`beneficialOwners[${i}].taxRelations` as never, j)}
                    >
                      {t('kyc.tax.remove')}
                    </Button>
                  )}
                </div>
                <SelectControl
                  F={F}
                  name={`${p}.taxRelations[${j}].country`}
                  label={t('kyc.tax.country')}
                  error={shown}
                  options={taxChoices}
                  placeholder={placeholder}
                />
                <TextControl
                  F={F}
                  name={`${p}.taxRelations[${j}].taxNumber`}
                  label={t('kyc.tax.number')}
                  error={shown}
                />
                <TextControl
                  F={F}
                  name={`${p}.taxRelations[${j}].reasonForMissingTaxNumber`}
                  label={t('kyc.owners.taxReason')}
                  error={shown}
                  multiline
                />
              </div>
            ))}
            <Button
              variant="secondary"
              onClick={() => form.pushFieldValue(`beneficialOwners[${i}].taxRelations` as never, emptyTax() as never)}
            >
              {t('kyc.tax.add')}
            </Button>
          </>
        )}
      </li>
    );
  };

  return (
    <SectionForm form={form}>
      {yesNo('hasRR', t('kyc.owners.question'), {
        disabled: hasOwners,
        onYes: () => {
          if (form.getFieldValue('beneficialOwners').length === 0)
            form.pushFieldValue('beneficialOwners', emptyOwner());
        },
      })}
      {hasOwners && <p className="kyc__muted">{t('kyc.owners.lockedHint')}</p>}
      <Help
        label={t('kyc.owners.help')}
        title={t('kyc.owners.helpTitle')}
        texts={[t('kyc.owners.helpText'), t('kyc.owners.helpText2')]}
      />
      {hasRR && (
        <>
          <Help
            label={t('kyc.owners.reasonsHelp')}
            title={t('kyc.owners.reasonsHelpTitle')}
            texts={[t('kyc.owners.reasonsHelpText')]}
          />
          <form.Field name="beneficialOwners">
            {(list) => {
              const error = shown(list.state.meta);
              return (
                <div className="kyc__question">
                  <ol className="kyc__rows">
                    {list.state.value.map((row, i) => ownerRow(row, i, list.state.value.length))}
                  </ol>
                  <p id={fieldId('beneficialOwners')} tabIndex={-1}>
                    {t('kyc.owners.total', { total: String(total).replace('.', ',') })}
                  </p>
                  {error && (
                    <p className="ui-field__error">
                      <span className="ui-field__error-text">{error}</span>
                    </p>
                  )}
                  <Button variant="secondary" onClick={() => list.pushValue(emptyOwner())}>
                    {t('kyc.owners.add')}
                  </Button>
                </div>
              );
            }}
          </form.Field>
        </>
      )}
      <ConfirmationBlock form={form} F={F} shown={shown} />
      <SaveFailedDialog model={model} index={index} />
      <SectionActions model={model} index={index} hideError blocked={!valid} />
    </SectionForm>
  );
}

/** The alpha-3 code of a select's alpha-2 value (the postal check and Norway's rules take either). */
function alpha3Of(code: string, countries: readonly Country[]): string {
  return countries.find((c) => c.iso2 === code)?.iso3 ?? code;
}

/** Writes a postal check's answer into an owner's row: the place when valid, cleared when invalid. */
function applyPostal(
  form: { setFieldValue: (name: never, value: never) => void },
  i: number,
  code: string,
  country: string,
  answer: Awaited<ReturnType<KycDeclarationModel['verifyPostalCode']>>,
): void {
  const set = (name: string, value: unknown) => form.setFieldValue(name as never, value as never);
  if (answer.typeInfo === 'valid') set(`beneficialOwners[${i}].postalPlace`, answer.area);
  if (answer.typeInfo === 'invalid') set(`beneficialOwners[${i}].postalPlace`, '');
  set(`beneficialOwners[${i}].postalCheck`, {
    code,
    country,
    message: answer.typeInfo === 'invalid' ? answer.message : null,
  } satisfies PostalCheck);
}
