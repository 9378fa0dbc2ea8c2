import { createHash } from 'node:crypto';
import type {
  BeneficialOwnerData,
  BusinessCode,
  CorporateActor,
  FinancialInstitution,
  TaxRelationData,
} from '../../../src/schemas/kyc.js';
import { makeNationalId } from './national-ids.js';
import { personByKey } from './persons.js';

/*
 * The sandbox's corporate test customers of the declaration (KYC) service: synthetic companies as the
 * business register (Enhetsregisteret) and the register of beneficial owners would describe them. Each
 * is represented by a test person of persons.ts, who starts its declaration. The organisation numbers
 * start with 31, like the synthetic organisations of Norway's test data (Tenor), and carry a valid
 * mod-11 check digit; the people in them are synthetic too.
 */

const ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The mod-11 check digit of an organisation number's first eight digits (null: no valid digit). */
export function organisationNumberCheckDigit(first8: string): number | null {
  const sum = ORG_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first8[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** True for nine digits whose last is the mod-11 check digit (weights 3,2,7,6,5,4,3,2). */
export function isValidOrganisationNumber(value: string): boolean {
  return /^\d{9}$/.test(value) && organisationNumberCheckDigit(value.slice(0, 8)) === Number(value[8]);
}

/** The first valid organisation number from an eight-digit start upwards. */
export function makeOrganisationNumber(start: number): string {
  for (let n = start; n < start + 100; n += 1) {
    const first8 = String(n).padStart(8, '0');
    const digit = organisationNumberCheckDigit(first8);
    if (digit !== null) return `${first8}${digit}`;
  }
  throw new Error('no valid organisation number in range');
}

/** An opaque, stable reference for a register person (the `token` of a server-side public id). */
function registerToken(organisationNumber: string, ssn: string): string {
  return `reg-${createHash('sha256').update(`${organisationNumber}:${ssn}`).digest('base64url').slice(0, 16)}`;
}

/** A corporate test customer. */
export interface TestCompany {
  /** Short handle used by tests. */
  key: string;
  organisationNumber: string;
  name: string;
  /** Company form code (AS, ASA, ENK …). */
  corporateFormType: string;
  /** Founding date, YYYY-MM-DD. */
  establishDate: string;
  /** The business codes the register knows; the customer chooses one when there are several. */
  businessCodes: BusinessCode[];
  /** The test person (key in persons.ts) who represents the company and starts its declaration. */
  representative: string;
  ceo: CorporateActor | null;
  chairman: CorporateActor | null;
  boardMembers: CorporateActor[];
  /** Beneficial owners known from the register (rows the customer cannot remove). */
  beneficialOwners: BeneficialOwnerData[];
  /** What the register knows of the company's FATCA/CRS status. */
  financialInstitution: FinancialInstitution;
  /** Tax relations abroad the bank already knows of. */
  taxRelations: TaxRelationData[];
  /**
   * Percent of the shares the register shows held by others than the beneficial owners (companies,
   * funds). The service counts them in the owners' total, so a total the form accepts can still be
   * refused (BENEFICIAL_OWNERSHIP_TOO_HIGH).
   */
  otherOwnershipPercent?: number;
  /** The company's declaration fails once the first time a section is saved (like Lise's). */
  outcome?: 'save-fails';
  /** What a tester gets, in one line. */
  description: string;
}

interface ActorSeed {
  firstName: string;
  lastName: string;
  ssn: string;
  address: [line: string, postalCode: string, postalArea: string, countryIso3: string];
  /** Citizenships as the register words them (Norwegian country names). */
  citizenship: string[];
  countryOfBirth: string;
}

function actor(organisationNumber: string, seed: ActorSeed): CorporateActor {
  const [line, postalCode, postalArea, country] = seed.address;
  return {
    firstName: seed.firstName,
    lastName: seed.lastName,
    publicId: { value: seed.ssn, token: registerToken(organisationNumber, seed.ssn) },
    address: {
      addressLines: [line],
      postalCode: { code: postalCode },
      postalArea: { value: postalArea },
      country: { iso3: country },
    },
    citizenship: seed.citizenship,
    countryOfBirth: { iso3: seed.countryOfBirth },
  };
}

function owner(
  organisationNumber: string,
  seed: ActorSeed,
  share: number,
  reasons: Record<string, boolean>,
  extra: Partial<BeneficialOwnerData> = {},
): BeneficialOwnerData {
  const [line, postalCode, postalArea, country] = seed.address;
  return {
    firstName: seed.firstName,
    lastName: seed.lastName,
    publicId: { value: seed.ssn, token: registerToken(organisationNumber, seed.ssn) },
    birthCountry: seed.countryOfBirth,
    citizenship: seed.countryOfBirth,
    secondaryCitizenship: null,
    countryOfResidence: country,
    postalCode,
    postalPlace: postalArea,
    address: line,
    ownershipPercentage: share,
    beneficialOwnerReasons: reasons,
    isBeneficialOwnerPep: null,
    pep: [],
    isBeneficialOwnerRca: null,
    rca: [],
    taxRelations: [],
    ...extra,
  };
}

// ── Fjellbekk Bil AS: an ordinary limited company ──────────────────────────────────────────────────

const FJELLBEKK = makeOrganisationNumber(31_482_650);
const kari = personByKey('kari');

const fjellbekkPeople = {
  kari: {
    firstName: kari.firstName,
    lastName: kari.lastName ?? '',
    ssn: kari.ssn,
    address: ['Kongens gate 14', '7010', 'TRONDHEIM', 'NOR'],
    citizenship: ['Norge'],
    countryOfBirth: 'NOR',
  },
  terje: {
    firstName: 'Terje',
    lastName: 'Fjellbekk',
    ssn: makeNationalId({ year: 1961, month: 8, day: 17 }, 211),
    address: ['Byåsveien 101', '7010', 'TRONDHEIM', 'NOR'],
    citizenship: ['Norge'],
    countryOfBirth: 'NOR',
  },
  ingrid: {
    firstName: 'Ingrid',
    lastName: 'Fjellbekk',
    ssn: makeNationalId({ year: 1964, month: 2, day: 9 }, 322),
    address: ['Byåsveien 101', '7010', 'TRONDHEIM', 'NOR'],
    citizenship: ['Norge'],
    countryOfBirth: 'NOR',
  },
  jonas: {
    firstName: 'Jonas',
    lastName: 'Berg',
    ssn: makeNationalId({ year: 1979, month: 11, day: 23 }, 433),
    address: ['Storgatan 7', '83131', 'ÖSTERSUND', 'SWE'],
    citizenship: ['Sverige', 'Norge'],
    countryOfBirth: 'SWE',
  },
} satisfies Record<string, ActorSeed>;

// ── Nordvik Kapitalforvaltning AS: a financial institution with a GIIN ─────────────────────────────

const NORDVIK = makeOrganisationNumber(31_697_340);
const arne = personByKey('arne');

const nordvikPeople = {
  hanne: {
    firstName: 'Hanne',
    lastName: 'Nordvik',
    ssn: makeNationalId({ year: 1976, month: 4, day: 28 }, 544),
    address: ['Bryggen 3', '5003', 'BERGEN', 'NOR'],
    citizenship: ['Norge'],
    countryOfBirth: 'NOR',
  },
  arne: {
    firstName: arne.firstName,
    lastName: arne.lastName ?? '',
    ssn: arne.ssn,
    address: ['Nordnesbakken 22', '5003', 'BERGEN', 'NOR'],
    citizenship: ['Norge'],
    countryOfBirth: 'NOR',
  },
  emily: {
    firstName: 'Emily',
    lastName: 'Carter',
    ssn: makeNationalId({ year: 1981, month: 9, day: 5 }, 655, { dnr: true }),
    address: ['Ole Bulls plass 1', '5003', 'BERGEN', 'NOR'],
    citizenship: ['USA'],
    countryOfBirth: 'USA',
  },
} satisfies Record<string, ActorSeed>;

// ── Havbris Holding AS: foreign owner, others' shares in the register, an invalid GIIN ──────────────

const HAVBRIS = makeOrganisationNumber(31_559_020);

const havbrisPeople = {
  magnus: {
    firstName: 'Magnus',
    lastName: 'Strand',
    ssn: makeNationalId({ year: 1970, month: 6, day: 3 }, 766),
    address: ['Strandkaien 12', '5013', 'BERGEN', 'NOR'],
    citizenship: ['Norge'],
    countryOfBirth: 'NOR',
  },
  elin: {
    firstName: 'Elin',
    lastName: 'Lund',
    ssn: makeNationalId({ year: 1984, month: 12, day: 11 }, 877),
    address: ['Kungsportsavenyen 21', '41136', 'GÖTEBORG', 'SWE'],
    citizenship: ['Sverige'],
    countryOfBirth: 'SWE',
  },
} satisfies Record<string, ActorSeed>;

// ── Solsikke Regnskap: a sole proprietorship without a board; its first save fails ─────────────────

const SOLSIKKE = makeOrganisationNumber(31_774_210);

export const COMPANIES: readonly TestCompany[] = [
  {
    key: 'fjellbekk',
    organisationNumber: FJELLBEKK,
    name: 'Fjellbekk Bil AS',
    corporateFormType: 'AS',
    establishDate: '2014-05-12',
    businessCodes: [
      { code: '45.111', text: 'Salg av nye personbiler og andre lette motorkjøretøyer' },
      { code: '45.112', text: 'Salg av brukte personbiler og andre lette motorkjøretøyer' },
      { code: '45.200', text: 'Vedlikehold og reparasjon av motorvogner, unntatt motorsykler' },
      { code: '77.110', text: 'Utleie og leasing av biler og andre lette motorkjøretøyer' },
    ],
    representative: 'kari',
    ceo: actor(FJELLBEKK, fjellbekkPeople.kari),
    chairman: actor(FJELLBEKK, fjellbekkPeople.terje),
    boardMembers: [actor(FJELLBEKK, fjellbekkPeople.ingrid), actor(FJELLBEKK, fjellbekkPeople.jonas)],
    beneficialOwners: [
      owner(FJELLBEKK, fjellbekkPeople.terje, 60, { OWNERSHIP: true, BOARD_APPOINTMENT: true }),
      owner(FJELLBEKK, fjellbekkPeople.ingrid, 30, { OWNERSHIP: true }),
    ],
    financialInstitution: {
      financialInstitution: null,
      passiveCorporate: null,
      globalIntermediaryIdentificationNumber: null,
    },
    taxRelations: [],
    description:
      'Limited company (AS) with a CEO, a chairman, two board members (one Swedish) and two beneficial owners (60 % and 30 %); four business codes to choose from. Represented by Kari Nordmann.',
  },
  {
    key: 'nordvik',
    organisationNumber: NORDVIK,
    name: 'Nordvik Kapitalforvaltning AS',
    corporateFormType: 'AS',
    establishDate: '2008-10-01',
    businessCodes: [{ code: '66.300', text: 'Fondsforvaltningsvirksomhet' }],
    representative: 'arne',
    ceo: actor(NORDVIK, nordvikPeople.hanne),
    chairman: actor(NORDVIK, nordvikPeople.arne),
    boardMembers: [],
    beneficialOwners: [
      owner(NORDVIK, nordvikPeople.hanne, 40, { OWNERSHIP: true }),
      owner(
        NORDVIK,
        nordvikPeople.emily,
        35,
        { OWNERSHIP: true },
        {
          taxRelations: [
            {
              country: 'USA',
              type: 'WITH_TAX_NUMBER',
              taxNumber: '123-45-6789',
              reasonForMissingTaxNumber: null,
              createdDate: '2019-06-03',
              endedDate: null,
            },
          ],
        },
      ),
    ],
    financialInstitution: {
      financialInstitution: true,
      passiveCorporate: null,
      globalIntermediaryIdentificationNumber: { number: 'K7N4QZ.00012.LE.578' },
    },
    taxRelations: [
      {
        country: 'USA',
        type: 'WITH_TAX_NUMBER',
        taxNumber: '98-7654321',
        reasonForMissingTaxNumber: null,
        createdDate: '2021-03-01',
        endedDate: null,
      },
    ],
    description:
      'Financial institution with GIIN K7N4QZ.00012.LE.578, a saved US tax relation, no board members ("Ingen styremedlemmer funnet") and a US beneficial owner. Represented by Arne Rådgiver.',
  },
  {
    key: 'havbris',
    organisationNumber: HAVBRIS,
    name: 'Havbris Holding AS',
    corporateFormType: 'AS',
    establishDate: '2011-09-15',
    businessCodes: [{ code: '64.200', text: 'Holdingselskaper' }],
    representative: 'arne',
    ceo: actor(HAVBRIS, havbrisPeople.magnus),
    chairman: actor(HAVBRIS, havbrisPeople.magnus),
    boardMembers: [actor(HAVBRIS, havbrisPeople.elin)],
    beneficialOwners: [
      owner(HAVBRIS, havbrisPeople.elin, 40, { OWNERSHIP: true }, { citizenship: 'SWE', postalPlace: null }),
    ],
    otherOwnershipPercent: 45,
    financialInstitution: {
      financialInstitution: true,
      passiveCorporate: null,
      globalIntermediaryIdentificationNumber: { number: 'H4VBR1.00001.LE.999' },
    },
    taxRelations: [],
    description:
      'A Swedish beneficial owner (40 %, foreign postal code); the register shows 45 % held by a company, so owners above 15 % more are refused by the service («Eierandelene kan ikke overstige 100% samlet.»); the registered GIIN H4VBR1.00001.LE.999 has an invalid country number. Represented by Arne Rådgiver.',
  },
  {
    key: 'solsikke',
    organisationNumber: SOLSIKKE,
    name: 'Solsikke Regnskap Kari Nordmann',
    corporateFormType: 'ENK',
    establishDate: '2019-03-01',
    businessCodes: [{ code: '69.201', text: 'Regnskap og bokføring' }],
    representative: 'kari',
    ceo: null,
    chairman: null,
    boardMembers: [],
    beneficialOwners: [],
    financialInstitution: {
      financialInstitution: false,
      passiveCorporate: false,
      globalIntermediaryIdentificationNumber: null,
    },
    taxRelations: [],
    outcome: 'save-fails',
    description:
      'Sole proprietorship: no CEO, chairman or board in the register (the three empty states) and no registered beneficial owners. The first section save of each declaration answers 500. Represented by Kari Nordmann.',
  },
];

/** A company by organisation number. */
export function findCompany(organisationNumber: string | null | undefined): TestCompany | undefined {
  return COMPANIES.find((company) => company.organisationNumber === organisationNumber);
}

/** The companies a person (national id) represents. */
export function companiesRepresentedBy(ssn: string): TestCompany[] {
  return COMPANIES.filter((company) => personByKey(company.representative).ssn === ssn);
}

/** A company by key (tests). */
export function companyByKey(key: string): TestCompany {
  const found = COMPANIES.find((company) => company.key === key);
  if (!found) throw new Error(`no test company "${key}"`);
  return found;
}
