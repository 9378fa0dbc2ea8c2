import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { COMMENT_MIN_LENGTH } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import { pepEntrySchemaFor, rcaEntrySchemaFor, type KnownSection } from '../../../schemas/kyc.js';
import { useAppForm } from '../../../ui/form/index.js';
import { Loader } from '../../../ui/index.js';
import { countryOptions } from '../countries.js';
import { ReadFailed, SectionActions, type SectionProps } from './common.js';
import { useSectionKeepsFocus } from './section-focus.js';
import { issuesValidator, SectionForm, sectionValidationLogic, useDraftDefaults, useKeepDraft } from './form-kit.js';
import { PepRcaQuestionGroup, type PepRcaChoices } from './PepRcaGroups.js';
import { pepRcaEntryOf, pepRcaQuestionIssues, savedPepRcaRow, type PepRcaRow } from './pep-rca.js';

type PepRcaSectionData = Extract<KnownSection, { type: 'PEP_RCA' }>;

interface Values {
  isPep: boolean | null;
  pep: PepRcaRow[];
  isRca: boolean | null;
  rca: PepRcaRow[];
}

/**
 * PEP and RCA (spec 2 §2, §3, §4, §5): two yes/no questions, each yes revealing repeatable entries
 * (a first empty one added at once, «Legg til», a remove button; saved ones read-only and not
 * removable). Role types, role countries and RCA relation types come from the service with their
 * loading and failed states; a role's end offers the current year and the four before it and the
 * months in Norwegian; descriptions need the section's minimum (default 10). The questions and their
 * entries are the field groups a beneficial owner's row uses too (PepRcaGroups.tsx).
 */
export function PepRcaSection({ model, section, index }: SectionProps<PepRcaSectionData>) {
  useSignals();
  const { t } = useElement().config;
  useEffect(() => {
    void model.lists.loadPepLists();
  }, [model]);
  const min = section.descriptionMinLength ?? COMMENT_MIN_LENGTH;

  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    isPep: section.isPep ?? null,
    pep: (section.pep ?? []).map((entry) => savedPepRcaRow(entry, true)),
    isRca: section.isRca ?? null,
    rca: (section.rca ?? []).map((entry) => savedPepRcaRow(entry, true)),
  }));
  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: {
      onDynamic: issuesValidator<Values>((values) => [
        ...pepRcaQuestionIssues(values.isPep, values.pep, 'pep', { answer: ['isPep'], rows: ['pep'] }, min),
        ...pepRcaQuestionIssues(values.isRca, values.rca, 'rca', { answer: ['isRca'], rows: ['rca'] }, min),
      ]),
    },
    onSubmit: async ({ value }) => {
      await model.submitPepRca(index, {
        isPep: value.isPep === true,
        pep: value.isPep ? value.pep.map((row) => pepEntrySchemaFor(min).parse(pepRcaEntryOf(row, 'pep'))) : [],
        isRca: value.isRca === true,
        rca: value.isRca ? value.rca.map((row) => rcaEntrySchemaFor(min).parse(pepRcaEntryOf(row, 'rca'))) : [],
      });
    },
  });
  useKeepDraft(model, index, section, form);
  useSectionKeepsFocus();

  const roleTypes = model.lists.pepRoleTypes.value;
  const relationTypes = model.lists.rcaRoleTypes.value;
  const countries = model.lists.pepRoleCountries.value;
  if ([roleTypes, relationTypes, countries].some((l) => l.status === 'failed')) {
    return (
      <ReadFailed
        text={t('kyc.pep.failed')}
        retry={t('kyc.pep.retry')}
        onRetry={() => void model.lists.loadPepLists()}
      />
    );
  }
  if (roleTypes.status !== 'loaded' || relationTypes.status !== 'loaded' || countries.status !== 'loaded') {
    return <Loader label={t('kyc.pep.loading')} />;
  }
  const countryChoices = countryOptions(countries.value);
  const choices: PepRcaChoices = {
    roleTypes: roleTypes.value.map((r) => ({ value: r.code, label: r.description })),
    roleCountries: countryChoices,
    residenceCountries: countryChoices,
    relationTypes: relationTypes.value.map((r) => ({ value: r.code, label: r.description })),
  };
  const texts = { relation: 'kyc.rca.relation', min } as const;

  return (
    <SectionForm form={form}>
      <PepRcaQuestionGroup
        form={form}
        fields={{ answer: 'isPep', rows: 'pep' }}
        kind="pep"
        legend={t('kyc.pep.question')}
        hint={t('kyc.pep.help')}
        keep={0}
        choices={choices}
        texts={texts}
        list
      />
      <PepRcaQuestionGroup
        form={form}
        fields={{ answer: 'isRca', rows: 'rca' }}
        kind="rca"
        legend={t('kyc.rca.question')}
        keep={0}
        choices={choices}
        texts={texts}
        list
      />
      <SectionActions model={model} index={index} />
    </SectionForm>
  );
}
