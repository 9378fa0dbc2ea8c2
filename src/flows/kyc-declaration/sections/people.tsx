import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { useElement } from '../../../platform/element.js';
import type { CorporateActor, Country } from '../../../schemas/kyc.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import { countryNameOf } from '../countries.js';

/*
 * What the corporate sections show of the register: a person read-only, the board (CEO, chairman,
 * numbered members with the spec's empty states). No form code here: the read-only actors use it too.
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
    void model.lists.loadCountries();
  }, [model]);
  const countries = model.lists.countries.value;
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
