// A draft kept by the previous version is read back in today's shape (decision 0085): a beneficial
// owner's PEP/RCA entry had its role's end as `month`/`year` beside `roleEnded` (today
// `roleEnd: { month, year }`) and a PEP role as `pepCountryCode`/`pepRelationType`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KycDrafts } from '../../src/flows/kyc-declaration/drafts.js';
import { upgradeDraft } from '../../src/flows/kyc-declaration/sections/pep-rca.js';
import type { StepStorage } from '../../src/platform/steps.js';

function memoryStorage(): StepStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

const section = { type: 'CORPORATE_BENEFICIAL_OWNERS', beneficialOwners: [] };

/** The owners' section's draft as the version before decision 0064 kept it, with one PEP and one RCA entry. */
const oldDraft = {
  hasRR: true,
  beneficialOwners: [
    {
      id: 'o1',
      firstName: 'Kari',
      isBeneficialOwnerPep: true,
      pep: [
        {
          id: 'p1',
          pepCountryCode: 'SE',
          pepRelationType: 'PARLIAMENT',
          description: 'Medlem av Riksdagen',
          roleEnded: true,
          month: 'MARCH',
          year: 2024,
        },
      ],
      isBeneficialOwnerRca: true,
      rca: [
        {
          id: 'r1',
          firstName: 'Ola',
          lastName: 'Nordmann',
          countryOfResidence: 'NO',
          relationTypeCode: 'SPOUSE',
          roleTypeCode: 'MINISTER',
          roleCountry: 'NO',
          description: 'Statsråd i departementet',
          roleEnded: false,
          month: '',
          year: null,
        },
      ],
    },
  ],
  confirmation: { typeInfo: '', comment: '' },
};

type Row = Record<string, unknown>;
function rowsOf(values: unknown): { pep: Row; rca: Row } {
  const owner = (values as { beneficialOwners: Array<{ pep: Row[]; rca: Row[] }> }).beneficialOwners[0];
  assert.ok(owner?.pep[0] && owner.rca[0]);
  return { pep: owner.pep[0], rca: owner.rca[0] };
}

/** Kept, then read back as a section reads its draft (`useDraftDefaults`). */
function readBack(draft: unknown): unknown {
  const storage = memoryStorage();
  new KycDrafts('tag', storage).put(4, section, draft);
  return upgradeDraft(new KycDrafts('tag', storage).get(4, section));
}

describe('a draft of the beneficial owners kept by the previous version', () => {
  const { pep, rca } = rowsOf(readBack(oldDraft));
  const TABLE: ReadonlyArray<readonly [string, Row, string, unknown]> = [
    ['an ended PEP role keeps its month and year', pep, 'roleEnd', { month: 'MARCH', year: 2024 }],
    ['an ended PEP role is still ended', pep, 'roleEnded', true],
    ['a PEP role keeps its country', pep, 'roleCountry', 'SE'],
    ['a PEP role keeps its role type', pep, 'roleTypeCode', 'PARLIAMENT'],
    ['a PEP row gets the fields of today’s row', pep, 'locked', false],
    ['a PEP row keeps its id', pep, 'id', 'p1'],
    ['an RCA role not ended has an empty end', rca, 'roleEnd', { month: '', year: null }],
    ['an RCA row keeps its person', rca, 'firstName', 'Ola'],
    ['an RCA row keeps its description', rca, 'description', 'Statsråd i departementet'],
  ];
  for (const [name, row, key, expected] of TABLE) {
    it(name, () => assert.deepEqual(row[key], expected));
  }
  it('leaves no field of the old shape behind', () => {
    for (const key of ['month', 'year', 'pepCountryCode', 'pepRelationType']) assert.equal(key in pep, false, key);
  });
});

describe('a draft in today’s shape', () => {
  it('is read back as it was kept', () => {
    const today = {
      isPep: true,
      pep: [{ id: 'p1', locked: false, roleEnded: true, roleEnd: { month: 'MAY', year: 2023 }, roleCountry: 'SE' }],
    };
    assert.deepEqual(readBack(today), today);
  });
});

describe('a beneficial owner kept with the single tax question (before decision 0097)', () => {
  const relation = (country: string) => ({
    id: `t-${country}`,
    country,
    hasNumber: null,
    taxNumber: '',
    reasonForMissingTaxNumber: 'x',
  });
  const owner = (isTaxLiableAbroad: boolean | null, countries: string[]) => ({
    hasRR: true,
    beneficialOwners: [
      {
        id: 'o1',
        firstName: 'Kari',
        beneficialOwnerReasons: { OWNERSHIP: true },
        isTaxLiableAbroad,
        taxRelations: countries.map(relation),
      },
    ],
  });
  const readOwner = (draft: unknown) =>
    (readBack(draft) as { beneficialOwners: Array<Record<string, unknown>> }).beneficialOwners[0] ?? {};
  const TABLE: ReadonlyArray<readonly [string, unknown, Record<string, unknown>]> = [
    [
      'a yes with a US and a Swedish relation: a yes to each question, each with its relation',
      owner(true, ['US', 'SE']),
      {
        isUsTaxLiable: true,
        usTaxRelations: [relation('US')],
        isOtherTaxLiable: true,
        otherTaxRelations: [relation('SE')],
      },
    ],
    [
      'a yes with a Swedish relation only: the USA is left for the customer',
      owner(true, ['SE']),
      { isUsTaxLiable: null, usTaxRelations: [], isOtherTaxLiable: true, otherTaxRelations: [relation('SE')] },
    ],
    [
      'a no: a no to both',
      owner(false, []),
      { isUsTaxLiable: false, usTaxRelations: [], isOtherTaxLiable: false, otherTaxRelations: [] },
    ],
    [
      'unanswered: both unanswered',
      owner(null, []),
      { isUsTaxLiable: null, usTaxRelations: [], isOtherTaxLiable: null, otherTaxRelations: [] },
    ],
  ];
  for (const [name, draft, expected] of TABLE) {
    it(name, () => {
      const read = readOwner(draft);
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(read[key], value, key);
      assert.equal('isTaxLiableAbroad' in read, false);
      assert.equal('taxRelations' in read, false);
      assert.equal(read.firstName, 'Kari');
    });
  }
  it('leaves the tax section’s values (a main question, no owner) as they are', () => {
    const tax = { isTaxLiableAbroad: true, isUsTaxLiable: null, isOtherTaxLiable: null, saved: [], us: [], other: [] };
    assert.deepEqual(readBack(tax), tax);
  });
});
