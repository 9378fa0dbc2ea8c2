import { companyFormName } from '../../../domain/company-forms.js';
import { useElement } from '../../../platform/element.js';
import { confirmCorporateInformationRequestSchema, type KnownSection } from '../../../schemas/kyc.js';
import { SectionActions, type SectionProps } from './common.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { ChoiceField } from '../../../ui/form/choice-field.js';
import { bodyValidator, SectionForm, sectionValidationLogic, useDraftDefaults, useKeepDraft } from './form-kit.js';

type CorporateInformationData = Extract<KnownSection, { type: 'CORPORATE_INFORMATION' }>;

interface Values {
  businessCode: string;
}

/**
 * The company as the business register knows it (spec 2 §2, §3): founding year, company form with
 * its Norwegian name, business code. With several business codes the representative chooses one
 * ('Velg det alternativet som er mest riktig for ditt firma' until one is chosen). «Bekreft» sends
 * the chosen code with the register's form and founding date (POST kyc/confirmCorporateInformation).
 */
export function CorporateInformationSection({ model, section, index }: SectionProps<CorporateInformationData>) {
  const { t } = useElement().config;
  const codes = section.businessCodes;
  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    businessCode: section.businessCode ?? (codes.length === 1 ? (codes[0]?.code ?? '') : ''),
  }));
  const toBody = (values: Values) => ({
    businessCode: values.businessCode,
    corporateFormType: section.corporateFormType ?? '',
    establishDate: section.establishDate ?? '',
  });
  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: { onDynamic: bodyValidator(confirmCorporateInformationRequestSchema, toBody) },
    onSubmit: async ({ value }) => {
      await model.confirmCorporateInformation(index, confirmCorporateInformationRequestSchema.parse(toBody(value)));
    },
  });
  useKeepDraft(model, index, section, form);
  const unknown = t('kyc.corp.unknown');
  const formCode = section.corporateFormType ?? '';
  const formName = section.corporateFormLabel ?? (formCode ? companyFormName(formCode) : '');
  const only = codes.length === 1 ? codes[0] : undefined;

  return (
    <SectionForm form={form}>
      <p>{t('kyc.corp.source')}</p>
      <dl className="kyc__facts">
        <div>
          <dt>{t('kyc.corp.founded')}</dt>
          <dd>{section.establishDate?.slice(0, 4) ?? unknown}</dd>
        </div>
        <div>
          <dt>{t('kyc.corp.form')}</dt>
          <dd>{formCode ? t('kyc.corp.formValue', { name: formName, code: formCode }) : unknown}</dd>
        </div>
        {codes.length <= 1 && (
          <div>
            <dt>{t('kyc.corp.businessCode')}</dt>
            <dd>{only ? t('kyc.corp.businessCodeOption', { code: only.code, text: only.text }) : unknown}</dd>
          </div>
        )}
      </dl>
      {codes.length > 1 && (
        <form.AppField name="businessCode">
          {() => (
            <ChoiceField
              label={t('kyc.corp.businessCodeChoose')}
              hint={t('kyc.corp.businessCodeHint')}
              options={codes.map((code) => ({
                value: code.code,
                label: t('kyc.corp.businessCodeOption', { code: code.code, text: code.text }),
              }))}
            />
          )}
        </form.AppField>
      )}
      <SectionActions model={model} index={index} label={t('kyc.confirm')} />
    </SectionForm>
  );
}
