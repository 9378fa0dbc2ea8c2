import { useElement } from '../../../platform/element.js';
import { boardConfirmationPayloadSchema, type KnownSection } from '../../../schemas/kyc.js';
import { SectionActions, type SectionProps } from './common.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { BoardFacts, useCountries } from './people.js';
import {
  ConfirmationGroup,
  confirmationDefaults,
  confirmationOf,
  SaveFailedDialog,
  useConfirmationValid,
  type ConfirmationValues,
} from './confirmation.js';
import { bodyValidator, SectionForm, sectionValidationLogic, useDraftDefaults, useKeepDraft } from './form-kit.js';

type BoardSectionData = Extract<KnownSection, { type: 'CORPORATE_BOARD_ACTORS' }>;

interface Values {
  confirmation: ConfirmationValues;
}

/**
 * The board as the business register knows it (spec 2 §2): «Daglig leder», «Styreleder» and numbered
 * «Styremedlemmer», read-only, with the empty states; the representative confirms it or says what is
 * wrong. «Neste» is enabled only with a valid answer and no request in flight; a failed save opens
 * «Noe gikk galt!» with the reference. Sent as CEO_CHAIRMAN_BOARD_V2 to kyc/v3/corporate-actors.
 */
export function BoardSection({ model, section, index }: SectionProps<BoardSectionData>) {
  const { t } = useElement().config;
  const countries = useCountries(model);
  const defaultValues = useDraftDefaults<Values>(model, index, section, () => ({
    confirmation: confirmationDefaults(section.confirmation),
  }));
  const toBody = (values: Values) => ({
    typeInfo: 'CEO_CHAIRMAN_BOARD_V2' as const,
    ceo: section.ceo,
    chairman: section.boardChairman,
    board: section.boardMembers,
    confirmation: confirmationOf(values.confirmation),
  });
  const form = useAppForm({
    formId: 'kyc',
    defaultValues,
    validationLogic: sectionValidationLogic,
    validators: { onDynamic: bodyValidator(boardConfirmationPayloadSchema, toBody) },
    onSubmit: async ({ value }) => {
      await model.submitCorporateActors(index, boardConfirmationPayloadSchema.parse(toBody(value)));
    },
  });
  useKeepDraft(model, index, section, form);
  const valid = useConfirmationValid(form);

  return (
    <SectionForm form={form}>
      <p>{t('kyc.board.source')}</p>
      <BoardFacts
        ceo={section.ceo}
        chairman={section.boardChairman}
        members={section.boardMembers}
        countries={countries}
      />
      <ConfirmationGroup form={form} fields="confirmation" />
      <SaveFailedDialog model={model} index={index} />
      <SectionActions model={model} index={index} hideError blocked={!valid} />
    </SectionForm>
  );
}
