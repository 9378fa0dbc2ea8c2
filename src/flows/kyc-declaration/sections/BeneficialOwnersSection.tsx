import { useSignals } from '@preact/signals-react/runtime';
import { useSelector, type AnyFieldApi } from '../../../ui/form/library.js';
import { useEffect, useState } from 'react';
import { totalOwnership } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import { beneficialOwnersPayloadSchema, type Reason } from '../../../schemas/kyc.js';
import { useAppForm, useShownError, YesNoField } from '../../../ui/form/index.js';
import { Button, Loader, Modal } from '../../../ui/index.js';
import { RowList } from './RowList.js';
import { FieldError } from '../../../ui/Field.js';
import { countryNameOf, countryOptions } from '../countries.js';
import { ReadFailed, SectionActions, type SectionProps } from './common.js';
import { useSectionKeepsFocus } from './section-focus.js';
import {
  ConfirmationGroup,
  confirmationDefaults,
  SaveFailedDialog,
  useConfirmationValid,
  type ConfirmationValues,
} from './confirmation.js';
import {
  fieldId,
  issuesValidator,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
} from './form-kit.js';
import { OwnerRowGroup } from './OwnerRowGroup.js';
import {
  alpha3Of,
  bodyOf,
  emptyOwner,
  ownersFormIssues,
  registerIdOf,
  savedOwner,
  type Lists,
  type OwnersSectionData,
  type OwnersValues,
} from './owners.js';
import { maskedNationalId } from './people.js';
import { useTaxNumberChecks, useTaxNumberChecksOf } from './tax-checks.js';

/** The control type the spec never offers as a choice (spec 2 §9). */
const EXCLUDED_REASON_TEXT = 'Kontroll over stemmeretter';

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

/** The error of the owners' list (their total share), by the form layer's timing. */
function ListError({ field }: { field: AnyFieldApi }) {
  return <FieldError errorId={`${fieldId('beneficialOwners')}-error`} error={useShownError(field)} />;
}

/**
 * The company's beneficial owners (spec 2 §2–§5, §9): «Har foretaket reelle rettighetshavere?» first
 * (locked to yes when owners exist; a yes opens a first row), then a row per owner (OwnerRowGroup:
 * the person, the postal code checked for the country, the share, the reasons, PEP and RCA with their
 * entries, tax residency abroad with a tax number or the reason there is none). Rows from the register
 * are read-only and cannot be removed. Then the confirmation block; a refused save opens a dialog with
 * the service's text (the total above 100 %) or «Noe gikk galt!». Values, payload and rules: owners.ts.
 */
export function BeneficialOwnersSection(props: SectionProps<OwnersSectionData>) {
  useSignals();
  const { model } = props;
  const { t } = useElement().config;
  useSectionKeepsFocus();
  useEffect(() => {
    void model.lists.loadCountries();
    void model.lists.loadPepLists();
    void model.lists.loadTaxCountries();
  }, [model]);
  const resources = [
    model.lists.countries.value,
    model.lists.pepRoleTypes.value,
    model.lists.rcaRoleTypes.value,
    model.lists.pepRoleCountries.value,
    model.lists.taxCountries.value,
  ] as const;
  if (resources.some((r) => r.status === 'failed')) {
    return (
      <ReadFailed
        text={t('kyc.pep.failed')}
        retry={t('kyc.pep.retry')}
        onRetry={() => {
          void model.lists.loadCountries();
          void model.lists.loadPepLists();
          void model.lists.loadTaxCountries();
        }}
      />
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
    fatcaCountries: taxCountries.value.fatcaCountries,
    crsCountries: taxCountries.value.crsCountries,
    pepCountries: pepCountries.value,
    roleTypes: roleTypes.value,
    relationTypes: relationTypes.value,
  };
  return <OwnersForm {...props} lists={lists} />;
}

/** The countries of the owners' tax relations (their numbers' checks load when a country is picked). */
const countriesOfOwners = (values: OwnersValues) =>
  values.beneficialOwners.flatMap((owner) =>
    [...owner.usTaxRelations, ...owner.otherTaxRelations].map((row) => row.country),
  );

function OwnersForm({ model, section, index, lists }: SectionProps<OwnersSectionData> & { lists: Lists }) {
  const { t } = useElement().config;
  const taxChecks = useTaxNumberChecks('person');
  const { checks } = taxChecks;
  const reasons: Reason[] = section.reasons.filter(
    (r) => r.text !== EXCLUDED_REASON_TEXT && r.code !== 'VOTING_RIGHTS',
  );
  const hasOwners = section.beneficialOwners.length > 0;
  const defaultValues = useDraftDefaults<OwnersValues>(model, index, section, () => ({
    hasRR: hasOwners ? true : (section.hasRR ?? null),
    beneficialOwners: section.beneficialOwners.map((o) => savedOwner(o, lists.countries)),
    confirmation: confirmationDefaults(section.confirmation) satisfies ConfirmationValues,
  }));
  const context = {
    countries: lists.countries,
    checks,
    countryName: (code: string) => countryNameOf(code, lists.taxCountries),
  };

  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: { onDynamic: issuesValidator<OwnersValues>((values) => ownersFormIssues(values, section, context)) },
    onSubmit: async ({ value, formApi }) => {
      // Norwegian postal codes not yet checked are checked before anything is sent.
      let refused = false;
      for (const [i, row] of value.hasRR ? value.beneficialOwners.entries() : []) {
        const code = row.postalCode.trim();
        const check = row.postalCheck;
        if (row.locked || code === '' || (check?.code === code && check.country === row.countryOfResidence)) continue;
        if (!(await postal(i, code, row.countryOfResidence))) refused = true;
      }
      if (refused) return;
      await model.submitCorporateActors(
        index,
        beneficialOwnersPayloadSchema.parse(bodyOf(formApi.state.values, section)),
      );
    },
  });
  useKeepDraft(model, index, section, form);
  useTaxNumberChecksOf(form, taxChecks, countriesOfOwners);

  /** Checks a postal code for its country: the place filled in when valid, cleared when invalid. */
  async function postal(i: number, code: string, country: string): Promise<boolean> {
    const answer = await model.verifyPostalCode(code, alpha3Of(country, lists.countries));
    if (answer.typeInfo === 'valid') form.setFieldValue(`beneficialOwners[${i}].postalPlace`, answer.area);
    if (answer.typeInfo === 'invalid') form.setFieldValue(`beneficialOwners[${i}].postalPlace`, '');
    form.setFieldValue(`beneficialOwners[${i}].postalCheck`, {
      code,
      country,
      message: answer.typeInfo === 'invalid' ? answer.message : null,
    });
    return answer.typeInfo !== 'invalid';
  }
  const checkPostal = (i: number) => {
    const row = form.getFieldValue('beneficialOwners')[i];
    if (!row || row.locked) return;
    const code = row.postalCode.trim();
    if (code === '' || row.countryOfResidence === '') return;
    void postal(i, code, row.countryOfResidence);
  };

  const valid = useConfirmationValid(form);
  const total = useSelector(form.store, (state) =>
    totalOwnership(state.values.beneficialOwners.map((o) => o.ownershipPercentage)),
  );
  const hasRR = useSelector(form.store, (state) => state.values.hasRR === true);
  const countryChoices = countryOptions(lists.countries);
  const pepChoices = {
    roleTypes: lists.roleTypes.map((r) => ({ value: r.code, label: r.description })),
    roleCountries: countryOptions(lists.pepCountries),
    residenceCountries: countryChoices,
    relationTypes: lists.relationTypes.map((r) => ({ value: r.code, label: r.description })),
  };
  const taxChoices = { us: countryOptions(lists.fatcaCountries), other: countryOptions(lists.crsCountries) };

  return (
    <SectionForm form={form}>
      <form.AppField
        name="hasRR"
        listeners={{
          onChange: ({ value }) => {
            if (value && form.getFieldValue('beneficialOwners').length === 0)
              form.pushFieldValue('beneficialOwners', emptyOwner());
          },
        }}
      >
        {() => <YesNoField label={t('kyc.owners.question')} disabled={hasOwners} yes={t('kyc.yes')} no={t('kyc.no')} />}
      </form.AppField>
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
              const count = list.state.value.length;
              return (
                <RowList
                  rows={list.state.value}
                  list
                  addLabel={t('kyc.owners.add')}
                  onAdd={() => list.pushValue(emptyOwner())}
                  entry={(row, i) => (
                    <OwnerRowGroup
                      form={form}
                      fields={`beneficialOwners[${i}]`}
                      n={i + 1}
                      {...(count > 1 ? { onRemove: () => list.removeValue(i) } : {})}
                      registerId={row.locked ? maskedNationalId(registerIdOf(section, i)?.value) : ''}
                      countries={lists.countries}
                      taxChoices={taxChoices}
                      pepChoices={pepChoices}
                      reasons={reasons}
                      onPostalCheck={() => checkPostal(i)}
                    />
                  )}
                  footer={
                    <>
                      <p id={fieldId('beneficialOwners')} tabIndex={-1}>
                        {t('kyc.owners.total', { total: String(total).replace('.', ',') })}
                      </p>
                      <ListError field={list} />
                    </>
                  }
                />
              );
            }}
          </form.Field>
        </>
      )}
      <ConfirmationGroup form={form} fields="confirmation" />
      <SaveFailedDialog model={model} index={index} />
      <SectionActions model={model} index={index} hideError blocked={!valid} />
    </SectionForm>
  );
}
