import type { TaxRelationData } from '../../../src/schemas/kyc.js';
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
  | 'manual-control';

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

/** The register entry of a national id (the ordinary Norwegian one for anyone not listed). */
export function kycRegisterFor(ssn: string): KycRegisterEntry {
  const person = findPerson(ssn);
  const special = person ? KYC_PERSONS[person.key] : undefined;
  return { ...NORWEGIAN, ...special };
}

/** The national id of a person with a KYC outcome (tests). */
export function kycPersonSsn(key: keyof typeof KYC_PERSONS): string {
  return personByKey(key).ssn;
}
