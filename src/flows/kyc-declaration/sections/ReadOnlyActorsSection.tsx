import { useElement } from '../../../platform/element.js';
import type { BeneficialOwnerData, Country, KnownSection } from '../../../schemas/kyc.js';
import { countryNameOf } from '../countries.js';
import { SectionActions, type SectionProps } from './common.js';
import { BoardFacts, maskedNationalId, useCountries } from './people.js';

type ReadOnlyActorsData = Extract<KnownSection, { type: 'READ_ONLY_ACTORS' }>;

/** A beneficial owner's share as the service sends it (`ownershipPercentage`, or `eierandel`). */
function shareOf(owner: BeneficialOwnerData): string {
  const share = owner.ownershipPercentage ?? owner.eierandel;
  return share === null || share === undefined || share === '' ? '' : String(share).replace('.', ',');
}

function OwnerFacts({ owner, countries }: { owner: BeneficialOwnerData; countries: readonly Country[] }) {
  const { t } = useElement().config;
  const reasons = Array.isArray(owner.beneficialOwnerReasons) ? owner.beneficialOwnerReasons.map((r) => r.text) : [];
  const share = shareOf(owner);
  const rows: Array<[string, string]> = [
    [t('kyc.person.firstName'), owner.firstName ?? ''],
    [t('kyc.person.lastName'), owner.lastName ?? ''],
    [t('kyc.person.nationalId'), maskedNationalId(owner.publicId?.value)],
    [t('kyc.person.residence'), countryNameOf(owner.countryOfResidence, countries)],
    [t('kyc.person.birth'), countryNameOf(owner.birthCountry, countries)],
    [
      t('kyc.person.citizenship'),
      [owner.citizenship, owner.secondaryCitizenship]
        .filter((c): c is string => !!c)
        .map((c) => countryNameOf(c, countries))
        .join(', '),
    ],
    [t('kyc.person.share'), share ? t('kyc.person.shareValue', { share }) : ''],
    ...(reasons.length > 0 ? [[t('kyc.person.reasons'), reasons.join(', ')] as [string, string]] : []),
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

/**
 * The company's roles, read-only (spec 2 §2): CEO, chairman, board members and beneficial owners as
 * the bank has them now; «Neste» moves on without a save.
 */
export function ReadOnlyActorsSection({ model, section }: SectionProps<ReadOnlyActorsData>) {
  const { t } = useElement().config;
  const countries = useCountries(model);
  return (
    <div className="kyc__form">
      <BoardFacts
        ceo={section.ceo}
        chairman={section.boardChairman}
        members={section.boardMembers}
        countries={countries}
      />
      <section className="kyc__person" aria-label={t('kyc.actors.owners')}>
        <h3>{t('kyc.actors.owners')}</h3>
        {section.beneficialOwners.length === 0 ? (
          <p className="kyc__muted">{t('kyc.actors.noOwners')}</p>
        ) : (
          <ol className="kyc__rows">
            {section.beneficialOwners.map((owner, i) => (
              <li key={`${owner.firstName ?? ''}-${String(i)}`} className="kyc__row kyc__person">
                <h4>{t('kyc.actors.owner', { n: i + 1 })}</h4>
                <OwnerFacts owner={owner} countries={countries} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <SectionActions model={model} index={-1} onClick={() => model.advance()} />
    </div>
  );
}
