import { useSignals } from '@preact/signals-react/runtime';
import { useSelector, type AnyFormApi } from '@tanstack/react-form';
import { useEffect, useState, type ReactNode } from 'react';
import { ServiceError } from '../../../api/service-error.js';
import { KYC_MESSAGES } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import {
  confirmationAnswerSchema,
  type ConfirmationAnswer,
  type ConfirmationAnswerData,
  type CorporateActor,
  type Country,
} from '../../../schemas/kyc.js';
import { Field, Modal, RadioGroup } from '../../../ui/index.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import { countryNameOf } from '../countries.js';
import { referenceOf } from './common.js';
import type { NamedField } from './fields.js';
import { fieldId } from './form-kit.js';

/*
 * What the corporate sections share: a register person shown read-only, the board (CEO, chairman,
 * numbered members with the spec's empty states), the confirmation block and its save-failure dialog.
 */

/**
 * A national id as the representative sees it: the date of birth and the personal number hidden
 * (decision 0019). The register's full id stays in the payload the service compares.
 */
export function maskedNationalId(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 6)} *****` : '';
}

/** The service's country list (for names of alpha-3 codes), fetched once. */
export function useCountries(model: KycDeclarationModel): readonly Country[] {
  useSignals();
  useEffect(() => {
    void model.loadCountries();
  }, [model]);
  const countries = model.countries.value;
  return countries.status === 'loaded' ? countries.value : [];
}

/** One register person, read-only: name, national id, residence, birth country, citizenship. */
export function PersonFacts({ person, countries }: { person: CorporateActor; countries: readonly Country[] }) {
  const { t } = useElement().config;
  const rows: Array<[string, string]> = [
    [t('kyc.person.firstName'), person.firstName],
    [t('kyc.person.lastName'), person.lastName],
    [t('kyc.person.nationalId'), maskedNationalId(person.publicId?.value)],
    [t('kyc.person.residence'), countryNameOf(person.address?.country?.iso3, countries)],
    [t('kyc.person.birth'), countryNameOf(person.countryOfBirth?.iso3, countries)],
    [t('kyc.person.citizenship'), person.citizenship.join(', ')],
  ];
  return (
    <dl className="kyc__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || t('kyc.corp.unknown')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The board as the register knows it: «Daglig leder», «Styreleder», numbered «Styremedlemmer». */
export function BoardFacts({
  ceo,
  chairman,
  members,
  countries,
}: {
  ceo: CorporateActor | null;
  chairman: CorporateActor | null;
  members: readonly CorporateActor[];
  countries: readonly Country[];
}) {
  const { t } = useElement().config;
  const one = (title: string, person: CorporateActor | null, empty: string): ReactNode => (
    <section className="kyc__person" aria-label={title}>
      <h3>{title}</h3>
      {person ? <PersonFacts person={person} countries={countries} /> : <p className="kyc__muted">{empty}</p>}
    </section>
  );
  return (
    <div className="kyc__people">
      {one(t('kyc.board.ceo'), ceo, t('kyc.board.noCeo'))}
      {one(t('kyc.board.chairman'), chairman, t('kyc.board.noChairman'))}
      <section className="kyc__person" aria-label={t('kyc.board.members')}>
        <h3>{t('kyc.board.members')}</h3>
        {members.length === 0 ? (
          <p className="kyc__muted">{t('kyc.board.noMembers')}</p>
        ) : (
          <ol className="kyc__rows">
            {members.map((member, i) => (
              <li key={`${member.firstName}-${member.lastName}-${String(i)}`} className="kyc__row kyc__person">
                <h4>{t('kyc.board.member', { n: i + 1 })}</h4>
                <PersonFacts person={member} countries={countries} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

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
 * The confirmation block (spec 2 §2): «Jeg bekrefter at informasjonen over er korrekt» or
 * «Informasjonen over er ikke korrekt», the second revealing «Beskriv hva som ikke stemmer» (at least
 * 10 characters). The values live at `confirmation` in the section's form.
 */
export function ConfirmationBlock({
  form,
  F,
  shown,
}: {
  form: AnyFormApi;
  /** The section form's `Field`. */
  F: NamedField;
  shown: (meta: { isTouched: boolean; errors: unknown[] }) => string | undefined;
}) {
  const { t } = useElement().config;
  const rejected = useSelector(
    form.store,
    (state) => (state.values as { confirmation: ConfirmationValues }).confirmation.typeInfo === 'REJECTED_WITH_COMMENT',
  );
  return (
    <>
      <F name="confirmation.typeInfo">
        {(field) => (
          <RadioGroup<ConfirmationAnswer['typeInfo']>
            id={fieldId('confirmation.typeInfo')}
            name={fieldId('confirmation.typeInfo')}
            legend={t('kyc.confirmation.legend')}
            required
            value={field.state.value === '' ? null : (field.state.value as ConfirmationAnswer['typeInfo'])}
            onValueChange={(value) => field.handleChange(value)}
            onBlur={field.handleBlur}
            error={shown(field.state.meta)}
            options={[
              { value: 'CONFIRMED', label: t('kyc.confirmation.confirmed') },
              { value: 'REJECTED_WITH_COMMENT', label: t('kyc.confirmation.rejected') },
            ]}
          />
        )}
      </F>
      {rejected && (
        <F name="confirmation.comment">
          {(field) => (
            <Field
              id={fieldId('confirmation.comment')}
              label={t('kyc.confirmation.comment')}
              error={shown(field.state.meta)}
              required
            >
              <textarea
                className="ui-input"
                value={typeof field.state.value === 'string' ? field.state.value : ''}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          )}
        </F>
      )}
    </>
  );
}

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
      title={tooHigh ? KYC_MESSAGES.ownershipTotalMaxTitle : t('kyc.save.error.title')}
      closeLabel={t('kyc.confirmation.close')}
      headingLevel={3}
    >
      <p>{tooHigh ? KYC_MESSAGES.ownershipTotalMax : t('kyc.save.error.text', { rcid: referenceOf(error) || '–' })}</p>
    </Modal>
  );
}
