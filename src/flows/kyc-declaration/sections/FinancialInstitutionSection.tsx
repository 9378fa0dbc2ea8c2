import { useSignals } from '@preact/signals-react/runtime';
import { useSelector } from '../../../ui/form/library.js';
import { useEffect } from 'react';
import { normaliseGiin, numericCodesOf, validateGiin } from '../../../domain/giin.js';
import { useElement } from '../../../platform/element.js';
import { submitCorporateInstitutionTypeSectionRequestSchema } from '../../../schemas/kyc-institution.js';
import type { Country, KnownSection } from '../../../schemas/kyc.js';
import { Loader } from '../../../ui/index.js';
import { ReadFailed, SectionActions, type SectionProps } from './common.js';
import { useSectionKeepsFocus } from './section-focus.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { ChoiceField } from '../../../ui/form/choice-field.js';
import { TextField } from '../../../ui/form/text-field.js';
import { YesNoField } from '../../../ui/form/yes-no-field.js';
import {
  bodyValidator,
  SectionForm,
  sectionValidationLogic,
  useDraftDefaults,
  useKeepDraft,
  type FormIssue,
} from './form-kit.js';

type InstitutionSectionData = Extract<KnownSection, { type: 'CORPORATE_FINANCIAL_INSTITUTION' }>;
type Kind = 'financialInstitution' | 'nonFinancialInstitution';

interface Values {
  typeInfo: '' | Kind;
  globalIntermediaryIdentificationNumber: { number: string };
  passiveCorporate: boolean | null;
}

function bodyOf(values: Values) {
  return values.typeInfo === 'financialInstitution'
    ? {
        typeInfo: values.typeInfo,
        globalIntermediaryIdentificationNumber: {
          number: normaliseGiin(values.globalIntermediaryIdentificationNumber.number),
        },
      }
    : { typeInfo: values.typeInfo, passiveCorporate: values.passiveCorporate ?? undefined };
}

/**
 * Financial institution or not (spec 2 §2–§5): a financial institution gives its GIIN in the format
 * XXXXXX.XXXXX.BB.TTT (BB one of the allowed categories, TTT the ISO number of a country in the
 * service's list, with spec 2 §5's message naming an invalid one); a non-financial one says whether it
 * is passive (more than 50 % passive income or assets). Saved with kyc/submitCorporateInstitutionTypeSection.
 */
export function FinancialInstitutionSection(props: SectionProps<InstitutionSectionData>) {
  useSignals();
  const { model } = props;
  const { t } = useElement().config;
  useSectionKeepsFocus();
  useEffect(() => {
    void model.lists.loadCountries();
  }, [model]);
  const countries = model.lists.countries.value;
  if (countries.status === 'failed') {
    return (
      <ReadFailed
        text={t('kyc.fi.failed')}
        retry={t('kyc.fi.retry')}
        onRetry={() => void model.lists.loadCountries()}
      />
    );
  }
  if (countries.status !== 'loaded') return <Loader label={t('kyc.fi.loading')} />;
  return <InstitutionForm {...props} countries={countries.value} />;
}

function InstitutionForm({
  model,
  section,
  index,
  countries,
}: SectionProps<InstitutionSectionData> & { countries: readonly Country[] }) {
  const { t } = useElement().config;
  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    typeInfo:
      section.financialInstitution === true
        ? 'financialInstitution'
        : section.financialInstitution === false
          ? 'nonFinancialInstitution'
          : '',
    globalIntermediaryIdentificationNumber: { number: section.globalIntermediaryIdentificationNumber?.number ?? '' },
    passiveCorporate: section.passiveCorporate,
  }));
  const allowed = numericCodesOf(countries);
  // The country number must be in the service's country list (spec 2 §5), not only in ISO 3166-1.
  const extra = (values: Values): FormIssue[] => {
    if (values.typeInfo !== 'financialInstitution') return [];
    const result = validateGiin(normaliseGiin(values.globalIntermediaryIdentificationNumber.number), allowed);
    return result.valid
      ? []
      : [{ message: result.message, path: ['globalIntermediaryIdentificationNumber', 'number'] }];
  };
  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: { onDynamic: bodyValidator(submitCorporateInstitutionTypeSectionRequestSchema, bodyOf, extra) },
    onSubmit: async ({ value }) => {
      await model.submitInstitutionType(index, submitCorporateInstitutionTypeSectionRequestSchema.parse(bodyOf(value)));
    },
  });
  useKeepDraft(model, index, section, form);
  const kind = useSelector(form.store, (state) => state.values.typeInfo);

  return (
    <SectionForm form={form}>
      <form.AppField name="typeInfo">
        {() => (
          <ChoiceField
            label={t('kyc.fi.question')}
            options={[
              { value: 'financialInstitution', label: t('kyc.fi.financial') },
              { value: 'nonFinancialInstitution', label: t('kyc.fi.nonFinancial') },
            ]}
          />
        )}
      </form.AppField>
      {kind === 'financialInstitution' && (
        <form.AppField name="globalIntermediaryIdentificationNumber.number">
          {() => <TextField label={t('kyc.fi.giin')} hint={t('kyc.fi.giinHint')} />}
        </form.AppField>
      )}
      {kind === 'nonFinancialInstitution' && (
        <form.AppField name="passiveCorporate">
          {() => (
            <YesNoField
              label={t('kyc.fi.passive')}
              hint={t('kyc.fi.passiveHelp')}
              yes={t('kyc.yes')}
              no={t('kyc.no')}
            />
          )}
        </form.AppField>
      )}
      <SectionActions model={model} index={index} />
    </SectionForm>
  );
}
