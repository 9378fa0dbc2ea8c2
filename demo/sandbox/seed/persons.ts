import type { EmploymentConditionCode, LivingConditionCode } from '../../../src/schemas/loan.js';
import { makeNationalId } from './national-ids.js';

/**
 * The sandbox's test persons. Each one is a synthetic customer whose national id leads to one outcome
 * of the specs, so that every status and every error code can be reached from the demo and the tests.
 * The README's "Test persons" table lists them (a test keeps the two in step).
 */

/** What the sandbox does differently for a person. */
export type PersonOutcome =
  | 'approved'
  | 'control'
  | 'rejected'
  | 'credit-frozen'
  | 'd-number'
  | 'minor'
  | 'missing-in-credit-bureau'
  | 'no-norwegian-address'
  | 'kyc-blocked'
  | 'no-tax-period'
  | 'consent-failure'
  | 'other-applicant-missing'
  | 'co-applicant'
  | 'internal-error'
  | 'other-bank'
  | 'missing-user-context'
  | 'incorrect-new-case'
  | 'upgrade-failure'
  | 'advisor'
  | 'no-last-name'
  | 'missing-in-business-register'
  | 'unknown-status'
  | 'tax-data-unavailable'
  | 'documents-sent';

export interface TestPerson {
  /** Short handle used by tests and the login page. */
  key: string;
  ssn: string;
  firstName: string;
  lastName: string | null;
  email: string;
  phone: string;
  /** The bank the person is a customer of. */
  bankRegNr: string;
  /** Yearly gross income known from the tax data. */
  grossIncome: number;
  /** Debt the credit bureau knows of. */
  totalDebt: number;
  livingConditionCode: LivingConditionCode;
  employmentConditionCode: EmploymentConditionCode;
  outcome: PersonOutcome;
  /** What a tester gets, in one line. */
  description: string;
  /** The tax-data consent was given before (in the application): seeded as ACCEPTED. */
  sblAccepted?: boolean;
  /** GET /consent answers no consents for this person. */
  noConsents?: boolean;
  /** The signing service gives no signing URL for this person's cases («Mangler signerings URL!»). */
  signingUrlMissing?: boolean;
}

/** The demo bank's registration number (the demo pages configure it). */
export const DEMO_BANK = '9999';

const person = (
  key: string,
  birth: [number, number, number],
  individual: number,
  rest: Omit<
    TestPerson,
    'key' | 'ssn' | 'email' | 'phone' | 'bankRegNr' | 'livingConditionCode' | 'employmentConditionCode'
  > &
    Partial<Pick<TestPerson, 'bankRegNr' | 'livingConditionCode' | 'employmentConditionCode' | 'phone'>> & {
      dnr?: boolean;
    },
  phoneSuffix: number,
): TestPerson => {
  const { dnr, ...fields } = rest;
  return {
    key,
    ssn: makeNationalId({ year: birth[0], month: birth[1], day: birth[2] }, individual, { dnr: dnr ?? false }),
    email: `${key}@example.no`,
    phone: `4${String(8_000_000 + phoneSuffix).padStart(7, '0')}`.slice(0, 8),
    bankRegNr: DEMO_BANK,
    livingConditionCode: 'OWNS_HOUSING',
    employmentConditionCode: 'FULL_TIME_EMPLOYEE',
    ...fields,
  };
};

export const PERSONS: readonly TestPerson[] = [
  person(
    'kari',
    [1985, 3, 14],
    123,
    {
      firstName: 'Kari',
      lastName: 'Nordmann',
      grossIncome: 750_000,
      totalDebt: 1_200_000,
      outcome: 'approved',
      description:
        'Approved: loans and loan commitments are granted (commitment with a PDF). Has an approved loan, an approved commitment and a case in control to show on the overview.',
    },
    1,
  ),
  person(
    'ola',
    [1979, 11, 2],
    234,
    {
      firstName: 'Ola',
      lastName: 'Nordmann',
      grossIncome: 520_000,
      totalDebt: 1_900_000,
      outcome: 'control',
      description:
        'Control: debt after the loan is between 4 and 5 times income, so the case goes to manual review (CONTROL).',
    },
    2,
  ),
  person(
    'per',
    [1990, 6, 30],
    345,
    {
      firstName: 'Per',
      lastName: 'Avslag',
      grossIncome: 300_000,
      totalDebt: 1_480_000,
      outcome: 'rejected',
      livingConditionCode: 'RENTS_HOUSING',
      description: 'Rejected: debt after the loan is more than 5 times income (REJECTED).',
    },
    3,
  ),
  person(
    'frida',
    [1988, 9, 9],
    156,
    {
      firstName: 'Frida',
      lastName: 'Frys',
      grossIncome: 640_000,
      totalDebt: 300_000,
      outcome: 'credit-frozen',
      description: 'Credit frozen: rejected with creditFrozen "YES" (the receipt adds the frozen-credit text).',
    },
    4,
  ),
  person(
    'dag',
    [1992, 2, 17],
    178,
    {
      firstName: 'Dag',
      lastName: 'Dnummer',
      grossIncome: 480_000,
      totalDebt: 0,
      outcome: 'd-number',
      dnr: true,
      description: 'D-number: applying fails with DNUMMER_KUNDE.',
    },
    5,
  ),
  person(
    'mina',
    [2009, 5, 20],
    512,
    {
      firstName: 'Mina',
      lastName: 'Mindreårig',
      grossIncome: 40_000,
      totalDebt: 0,
      outcome: 'minor',
      livingConditionCode: 'LIVING_WITH_PARENTS',
      employmentConditionCode: 'STUDENT',
      description: 'Under 18: applying fails with MINDREAARIG_KUNDE.',
    },
    6,
  ),
  person(
    'anne',
    [1975, 12, 1],
    289,
    {
      firstName: 'Anne',
      lastName: 'Ukjent',
      grossIncome: 560_000,
      totalDebt: 200_000,
      outcome: 'missing-in-credit-bureau',
      description: 'Missing in the credit bureau: applying fails with AAA_SOLIDITY.',
    },
    7,
  ),
  person(
    'ulf',
    [1982, 7, 7],
    301,
    {
      firstName: 'Ulf',
      lastName: 'Utland',
      grossIncome: 900_000,
      totalDebt: 0,
      outcome: 'no-norwegian-address',
      description: 'No Norwegian address: applying fails with NO_ADDRESS_FOUND.',
    },
    8,
  ),
  person(
    'kjell',
    [1970, 1, 25],
    412,
    {
      firstName: 'Kjell',
      lastName: 'Kontroll',
      grossIncome: 610_000,
      totalDebt: 500_000,
      outcome: 'kyc-blocked',
      description: 'KYC blocked: GET /kyc answers kycBlocked true and applying fails with KYC_BLOCKED.',
    },
    9,
  ),
  person(
    'siri',
    [1995, 4, 4],
    134,
    {
      firstName: 'Siri',
      lastName: 'Skatt',
      grossIncome: 450_000,
      totalDebt: 100_000,
      outcome: 'no-tax-period',
      description: 'No tax period: the tax-data consent and applying fail with NO_TAX_PERIOD_AVAILABLE.',
    },
    10,
  ),
  person(
    'sara',
    [1987, 8, 19],
    245,
    {
      firstName: 'Sara',
      lastName: 'Samtykke',
      grossIncome: 700_000,
      totalDebt: 400_000,
      outcome: 'consent-failure',
      description: 'Consent failure: saving the tax-data consent or the consents fails with FAILED_SBL_CONSENT_SAVE.',
    },
    11,
  ),
  person(
    'mona',
    [1983, 10, 12],
    356,
    {
      firstName: 'Mona',
      lastName: 'Medlåntaker',
      grossIncome: 680_000,
      totalDebt: 900_000,
      outcome: 'other-applicant-missing',
      description:
        'Co-applicant missing: her case with Morten is signed by her but his data is missing (OTHER_APPLICANT_MISSING_DATA).',
    },
    12,
  ),
  person(
    'morten',
    [1984, 2, 3],
    467,
    {
      firstName: 'Morten',
      lastName: 'Medsøker',
      grossIncome: 590_000,
      totalDebt: 300_000,
      outcome: 'co-applicant',
      description: "Co-applicant on Mona's case: logs in to give email and phone and to sign separately.",
    },
    13,
  ),
  person(
    'ivar',
    [1966, 3, 30],
    178,
    {
      firstName: 'Ivar',
      lastName: 'Intern',
      grossIncome: 800_000,
      totalDebt: 100_000,
      outcome: 'internal-error',
      description: 'Internal error: applying fails with INTERN_FEIL.',
    },
    14,
  ),
  person(
    'berit',
    [1991, 11, 11],
    289,
    {
      firstName: 'Berit',
      lastName: 'Annenbank',
      grossIncome: 650_000,
      totalDebt: 100_000,
      outcome: 'other-bank',
      bankRegNr: '1234',
      description: 'Customer of another bank (1234): calls for the demo bank (9999) fail with MANGLER_TILGANG.',
    },
    15,
  ),
  person(
    'ulrik',
    [1986, 6, 6],
    390,
    {
      firstName: 'Ulrik',
      lastName: 'Uten',
      grossIncome: 500_000,
      totalDebt: 0,
      outcome: 'missing-user-context',
      description: 'No user context: GET /user fails with MANGLER_USER_CTX.',
    },
    16,
  ),
  person(
    'nils',
    [1978, 5, 15],
    401,
    {
      firstName: 'Nils',
      lastName: 'Nysak',
      grossIncome: 720_000,
      totalDebt: 600_000,
      outcome: 'incorrect-new-case',
      description:
        'A case left in NEW_CASE with both applicants complete: updating it fails with INCORRECT_NEW_CASE. His applications stay NEW_CASE: alone INCORRECT_NEW_CASE, with a co-applicant OTHER_APPLICANT_MISSING_DATA.',
    },
    17,
  ),
  person(
    'ulla',
    [1980, 9, 21],
    112,
    {
      firstName: 'Ulla',
      lastName: 'Oppgradering',
      grossIncome: 690_000,
      totalDebt: 700_000,
      outcome: 'upgrade-failure',
      description: 'Approved loan commitment whose upgrade to a loan fails with UPGRADE_TO_VEHICLE_LOAN_FAILED.',
    },
    18,
  ),
  person(
    'arne',
    [1972, 12, 24],
    223,
    {
      firstName: 'Arne',
      lastName: 'Rådgiver',
      grossIncome: 880_000,
      totalDebt: 1_000_000,
      outcome: 'advisor',
      description:
        'Advisor application: an approved case created by an advisor (completion skips the tax-data step); applying, his session is in the advisor channel and the application skips the tax-data step too.',
    },
    19,
  ),
  person(
    'lars',
    [1993, 1, 8],
    334,
    {
      firstName: 'Lars',
      lastName: null,
      grossIncome: 530_000,
      totalDebt: 200_000,
      outcome: 'no-last-name',
      description: 'No last name in the user context: the tax-data consent cannot be created.',
    },
    20,
  ),
  person(
    'bjorn',
    [1969, 4, 2],
    445,
    {
      firstName: 'Bjørn',
      lastName: 'Bedrift',
      grossIncome: 760_000,
      totalDebt: 500_000,
      outcome: 'missing-in-business-register',
      employmentConditionCode: 'SELF_EMPLOYED',
      description:
        'Self-employed but missing in the business register: applying fails with MISSING_IN_BUSINESS_REGISTER.',
    },
    21,
  ),
  person(
    'stine',
    [1989, 3, 3],
    156,
    {
      firstName: 'Stine',
      lastName: 'Status',
      grossIncome: 610_000,
      totalDebt: 300_000,
      outcome: 'unknown-status',
      description:
        'Has a case in a status the service does not know: fetching it fails with UNKNOWN_APPLICATION_STATUS.',
    },
    22,
  ),
  // Receipts (issue 12 item 4; docs/decisions/0017-receipts.md): one person per receipt not reached above.
  person(
    'tora',
    [1994, 7, 12],
    267,
    {
      firstName: 'Tora',
      lastName: 'Skattefeil',
      grossIncome: 560_000,
      totalDebt: 200_000,
      outcome: 'tax-data-unavailable',
      description:
        'Tax data unavailable: the consent works but fetching the tax data fails; her cases go to CONTROL with resourceError NO_TAX_PERIOD_AVAILABLE.',
    },
    23,
  ),
  person(
    'hege',
    [1981, 5, 27],
    378,
    {
      firstName: 'Hege',
      lastName: 'Sørbank',
      grossIncome: 820_000,
      totalDebt: 600_000,
      outcome: 'approved',
      bankRegNr: '0770',
      description:
        'Customer of bank 0770: approved like Kari; her car loans link to the alternative insurance pages (one approved, one signed).',
    },
    24,
  ),
  person(
    'gro',
    [1977, 8, 8],
    489,
    {
      firstName: 'Gro',
      lastName: 'Signert',
      grossIncome: 710_000,
      totalDebt: 800_000,
      outcome: 'approved',
      description: 'Signed her case with Geir, whose signature is the only one missing (the co-signature receipt).',
    },
    25,
  ),
  person(
    'geir',
    [1976, 10, 30],
    123,
    {
      firstName: 'Geir',
      lastName: 'Usignert',
      grossIncome: 640_000,
      totalDebt: 400_000,
      outcome: 'co-applicant',
      description: "Co-applicant on Gro's case: his details are complete, only his signature is missing.",
    },
    26,
  ),
  person(
    'dina',
    [1994, 7, 18],
    267,
    {
      firstName: 'Dina',
      lastName: 'Dokument',
      grossIncome: 710_000,
      totalDebt: 250_000,
      outcome: 'documents-sent',
      description:
        'Her applications go straight to DOCUMENTS_SENT: a loan commitment shows the receipt, a loan goes on to the completion, with a co-applicant OTHER_APPLICANT_MISSING_DATA.',
    },
    27,
  ),
  person(
    'vera',
    [1987, 5, 19],
    267,
    {
      firstName: 'Vera',
      lastName: 'Visning',
      grossIncome: 720_000,
      totalDebt: 900_000,
      outcome: 'approved',
      description:
        'Overview: a case in every status and loan type the overview shows (ten cards: every button, status dialog and the camping-car card without an amount row).',
    },
    23,
  ),
  person(
    'tom',
    [1991, 8, 27],
    378,
    {
      firstName: 'Tom',
      lastName: 'Tomliste',
      grossIncome: 540_000,
      totalDebt: 300_000,
      outcome: 'approved',
      description: 'Overview: no cases, so the overview shows its empty state.',
    },
    24,
  ),
  person(
    'oda',
    [1984, 10, 5],
    489,
    {
      firstName: 'Oda',
      lastName: 'Lånebevis',
      grossIncome: 810_000,
      totalDebt: 600_000,
      outcome: 'approved',
      description:
        'Upgrade: approved loan commitments for car, electric car, camping car, car without insurance and MC, one with its vehicle already fetched, and an approved loan that cannot be upgraded.',
    },
    25,
  ),
  // The completion (docs/decisions/0024-completion.md): cases 100000401–100000410.
  person(
    'emil',
    [1986, 4, 21],
    512,
    {
      firstName: 'Emil',
      lastName: 'Fullfører',
      grossIncome: 780_000,
      totalDebt: 600_000,
      outcome: 'approved',
      sblAccepted: true,
      description:
        'Completion: an approved car loan to complete (insurance offered, consents to answer, signing), an approved MC loan (no insurance), a car loan with a red traffic light and a NEW_CASE (details only).',
    },
    26,
  ),
  person(
    'nora',
    [1990, 9, 2],
    623,
    {
      firstName: 'Nora',
      lastName: 'Utensamtykke',
      grossIncome: 640_000,
      totalDebt: 400_000,
      outcome: 'approved',
      sblAccepted: true,
      noConsents: true,
      description:
        'Completion without consents: GET /consent answers none, so her MC loan skips the contact step (and insurance); back from KYC goes to step 1.',
    },
    27,
  ),
  person(
    'hanne',
    [1983, 2, 11],
    734,
    {
      firstName: 'Hanne',
      lastName: 'Hovedsøker',
      grossIncome: 820_000,
      totalDebt: 900_000,
      outcome: 'approved',
      sblAccepted: true,
      description: 'Main applicant of an approved car loan with Jonas, who has not given his contact details yet.',
    },
    28,
  ),
  person(
    'jonas',
    [1984, 7, 30],
    845,
    {
      firstName: 'Jonas',
      lastName: 'Medlåntaker',
      grossIncome: 560_000,
      totalDebt: 200_000,
      outcome: 'approved',
      sblAccepted: true,
      description:
        "Co-applicant on Hanne's case: the completion asks for his email and phone (step 4); after he signs, «Nå mangler vi bare signatur fra din medlåntaker».",
    },
    29,
  ),
  person(
    'sofie',
    [1992, 12, 8],
    956,
    {
      firstName: 'Sofie',
      lastName: 'Signering',
      grossIncome: 700_000,
      totalDebt: 500_000,
      outcome: 'approved',
      sblAccepted: true,
      description:
        'Signing started on two car loans: the completion opens at step 6 with the signing frame (sign one, cancel the other).',
    },
    30,
  ),
  person(
    'mikkel',
    [1981, 5, 17],
    167,
    {
      firstName: 'Mikkel',
      lastName: 'Mangel',
      grossIncome: 690_000,
      totalDebt: 450_000,
      outcome: 'approved',
      sblAccepted: true,
      signingUrlMissing: true,
      description: 'Signing started, but the signing service gives no URL: step 6 says «Mangler signerings URL!».',
    },
    31,
  ),
];

/** A person by national id. */
export function findPerson(ssn: string): TestPerson | undefined {
  return PERSONS.find((p) => p.ssn === ssn);
}

/** A person by key (tests). */
export function personByKey(key: string): TestPerson {
  const found = PERSONS.find((p) => p.key === key);
  if (!found) throw new Error(`no test person "${key}"`);
  return found;
}

/**
 * Someone who logs in with a valid national id that is not a test person: an ordinary customer of the
 * demo bank with a middling economy (approved for ordinary amounts).
 */
export function walkInPerson(ssn: string): TestPerson {
  return {
    key: 'walk-in',
    ssn,
    firstName: 'Testkunde',
    lastName: 'Sandkasse',
    email: 'testkunde@example.no',
    phone: '40000000',
    bankRegNr: DEMO_BANK,
    grossIncome: 600_000,
    totalDebt: 500_000,
    livingConditionCode: 'OWNS_HOUSING',
    employmentConditionCode: 'FULL_TIME_EMPLOYEE',
    outcome: 'approved',
    description: 'Any other valid national id: an ordinary customer.',
  };
}
