import { useSignals } from '@preact/signals-react/runtime';
import { useSelector, type AnyFormApi } from '../../../ui/form/library.js';
import { useState } from 'react';
import { ServiceError } from '../../../api/service-error.js';
import { KYC_MESSAGES } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import {
  confirmationAnswerSchema,
  type ConfirmationAnswer,
  type ConfirmationAnswerData,
} from '../../../schemas/kyc.js';
import { withFieldGroup } from '../../../ui/form/field-group.js';
import { ChoiceField } from '../../../ui/form/choice-field.js';
import { Modal } from '../../../ui/index.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import { referenceOf } from './common.js';
import { TextAreaField } from './fields.js';

/*
 * The confirmation block of the board and the beneficial owners, and their save-failure dialog.
 */

/** The confirmation block's form values: no choice yet (''), confirmed, or rejected with a comment. */
export interface ConfirmationValues {
  typeInfo: '' | ConfirmationAnswer['typeInfo'];
  comment: string;
}

/** The block's starting values from a saved answer. */
export function confirmationDefaults(saved: ConfirmationAnswerData | null | undefined): ConfirmationValues {
  return { typeInfo: saved?.typeInfo ?? '', comment: saved?.comment ?? '' };
}

/** The answer the payload carries (invalid until a choice is made; the payload schema says why). */
export function confirmationOf(values: ConfirmationValues): unknown {
  return values.typeInfo === 'REJECTED_WITH_COMMENT'
    ? { typeInfo: values.typeInfo, comment: values.comment.trim() }
    : { typeInfo: values.typeInfo };
}

/** Whether the block holds a valid answer (then «Neste» is enabled). */
export function useConfirmationValid(form: AnyFormApi): boolean {
  return useSelector(form.store, (state) => {
    const values = (state.values as { confirmation: ConfirmationValues }).confirmation;
    return confirmationAnswerSchema.safeParse(confirmationOf(values)).success;
  });
}

/**
 * The confirmation block (spec 2 §2), a field group of the form layer: «Jeg bekrefter at informasjonen
 * over er korrekt» or «Informasjonen over er ikke korrekt», the second revealing «Beskriv hva som ikke
 * stemmer» (at least 10 characters). The board and the beneficial owners render it at `confirmation`.
 */
export const ConfirmationGroup = withFieldGroup({
  defaultValues: confirmationDefaults(null),
  render: function Confirmation({ group }) {
    const { t } = useElement().config;
    return (
      <>
        <group.AppField name="typeInfo">
          {() => (
            <ChoiceField
              label={t('kyc.confirmation.legend')}
              options={[
                { value: 'CONFIRMED', label: t('kyc.confirmation.confirmed') },
                { value: 'REJECTED_WITH_COMMENT', label: t('kyc.confirmation.rejected') },
              ]}
            />
          )}
        </group.AppField>
        <group.Subscribe selector={(state) => state.values.typeInfo === 'REJECTED_WITH_COMMENT'}>
          {(rejected) =>
            rejected ? (
              <group.AppField name="comment">
                {() => <TextAreaField label={t('kyc.confirmation.comment')} />}
              </group.AppField>
            ) : null
          }
        </group.Subscribe>
      </>
    );
  },
});

/** The owners' total-share error of the service (spec 2 §8 "{token} on beneficial owner submit"). */
export const OWNERSHIP_TOO_HIGH = 'BENEFICIAL_OWNERSHIP_TOO_HIGH';

/**
 * The save-failure dialog of the board and the beneficial owners (spec 2 §2, §8): «Noe gikk galt!»
 * with the reference, or, for the owners' total share, the service's two texts. It opens on each failed
 * save; the answers stay in the form.
 */
export function SaveFailedDialog({ model, index }: { model: KycDeclarationModel; index: number }) {
  useSignals();
  const { t } = useElement().config;
  const save = model.saveOf(index);
  const error = save.status === 'error' ? save.error : null;
  const [closed, setClosed] = useState<unknown>(null);
  if (error === null || closed === error) return null;
  const tooHigh = error instanceof ServiceError && error.name === OWNERSHIP_TOO_HIGH;
  return (
    <Modal
      open
      onClose={() => setClosed(error)}
      title={t(tooHigh ? KYC_MESSAGES.ownershipTotalMaxTitle : 'kyc.save.error.title')}
      closeLabel={t('kyc.confirmation.close')}
      headingLevel={3}
    >
      <p>
        {tooHigh ? t(KYC_MESSAGES.ownershipTotalMax) : t('kyc.save.error.text', { rcid: referenceOf(error) || '–' })}
      </p>
    </Modal>
  );
}
