import type { TaxRelationData } from '../../../src/schemas/kyc.js';
import { makeNationalId } from './national-ids.js';
import { findPerson, personByKey } from './persons.js';

/*
 * What the declaration (KYC) service knows of the private test persons: their countries in the
 * population register (spec 2 §2 "country"), tax relations abroad the bank already has, and the few
 * persons who make the service answer differently. Everyone else is Norwegian by birth, citizenship
 * and residence, without tax relations abroad.
 */

/** What the KYC service does differently for a person. */
export type KycOutcome =
  /** POST kyc/confirmCountries answers NOT_VERIFIED (the register could not verify; retry message). */
  | 'countries-not-verified'
  /** POST kyc/confirmCountries answers ERROR and completing answers caseStatus FAILED (not completed). */
  | 'technical-failure'
  /** Completing answers caseStatus REQUIRES_MANUAL_CONTROL_BY_ADVISOR. */
  | 'manual-control'
  /** The first form fetch of each declaration answers 503 («Hent skjema på nytt» then works). */
  | 'form-unavailable'
  /** The token expires 90 seconds after it was issued: keep-alive (and every call) then answers 401. */
  | 'session-expires'
  /** The first section save of each declaration answers 500 (the customer's answers stay; retry works). */
  | 'save-fails';

/** A person as the population register and the bank know them, for the KYC service. */
export interface KycRegisterEntry {
  /** ISO alpha-3 codes. */
  countryOfBirth: string;
  countryOfResidence: string;
  citizenship: string[];
  /** Tax relations abroad the bank already knows of (pre-fill the tax section). */
  taxRelations: TaxRelationData[];
  outcome: KycOutcome | null;
  /** What a tester gets, in one line (null: the ordinary Norwegian customer). */
  description: string | null;
}

const NORWEGIAN: KycRegisterEntry = {
  countryOfBirth: 'NOR',
  countryOfResidence: 'NOR',
  citizenship: ['NOR'],
  taxRelations: [],
  outcome: null,
  description: null,
};

/** The persons (by key in persons.ts) the KYC service treats specially. */
export const KYC_PERSONS: Readonly<Record<string, Partial<KycRegisterEntry>>> = {
  ulf: {
    countryOfBirth: 'SWE',
    countryOfResidence: 'SWE',
    citizenship: ['SWE', 'NOR'],
    taxRelations: [
      {
        country: 'SWE',
        type: 'WITH_TAX_NUMBER',
        taxNumber: '820707-3016',
        reasonForMissingTaxNumber: null,
        createdDate: '2020-01-15',
        endedDate: null,
      },
    ],
    outcome: 'countries-not-verified',
    description:
      'Born in Sweden, Swedish and Norwegian citizen, living in Sweden, with a saved Swedish tax relation (the tax question is locked to yes). Confirming the countries answers NOT_VERIFIED.',
  },
  ivar: {
    outcome: 'technical-failure',
    description:
      'Confirming the countries answers ERROR; completing the declaration answers caseStatus FAILED and leaves it open.',
  },
  kjell: {
    outcome: 'manual-control',
    description: 'Completing the declaration answers caseStatus REQUIRES_MANUAL_CONTROL_BY_ADVISOR.',
  },
  dag: {
    countryOfBirth: 'POL',
    citizenship: ['POL'],
    description: 'D-number: born in Poland, Polish citizen, living in Norway.',
  },
};

/** A customer who exists only for the declaration (not a loan test person). */
export interface KycTestCustomer {
  key: string;
  ssn: string;
  name: string;
  outcome: KycOutcome;
  description: string;
}

/** Private customers that reach the declaration's fault outcomes (README «KYC test customers»). */
export const KYC_TEST_CUSTOMERS: readonly KycTestCustomer[] = [
  {
    key: 'fia',
    ssn: makeNationalId({ year: 1991, month: 4, day: 12 }, 412),
    name: 'Fia Feilskjema',
    outcome: 'form-unavailable',
    description: 'The first form fetch of each declaration answers 503: «Hent skjema på nytt» fetches it.',
  },
  {
    key: 'otto',
    ssn: makeNationalId({ year: 1983, month: 8, day: 23 }, 238),
    name: 'Otto Utløpt',
    outcome: 'session-expires',
    description:
      'The token expires 90 seconds after it was issued: the second keep-alive (and every call) answers 401, «Økten utløpt».',
  },
  {
    key: 'lise',
    ssn: makeNationalId({ year: 1976, month: 1, day: 5 }, 105),
    name: 'Lise Lagringsfeil',
    outcome: 'save-fails',
    description:
      'The first section save of each declaration answers 500: the section shows its error, keeps the answers, and saving again works.',
  },
];

/** The register entry of a national id (the ordinary Norwegian one for anyone not listed). */
export function kycRegisterFor(ssn: string): KycRegisterEntry {
  const person = findPerson(ssn);
  const special = person ? KYC_PERSONS[person.key] : undefined;
  const customer = KYC_TEST_CUSTOMERS.find((c) => c.ssn === ssn);
  return {
    ...NORWEGIAN,
    ...special,
    ...(customer ? { outcome: customer.outcome, description: customer.description } : {}),
  };
}

/** The national id of a person with a KYC outcome (tests). */
export function kycPersonSsn(key: keyof typeof KYC_PERSONS): string {
  return personByKey(key).ssn;
}
