// The calculator's draft kept across the BankID login (src/flows/calculator/calculator.draft.ts): what
// comes back from session storage is taken only when it is a draft of this version.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDraft } from '../../src/flows/calculator/calculator.draft.js';

const VALUES = { vehiclePrice: 300000, equity: 60000, loanAmountWithoutFees: 240000, requestedLoanPeriodInMonths: 60 };
const DRAFT = { loanType: 'VEHICLE_LOAN', lookup: { registrationNumber: 'AB12345', odometer: 42000 }, values: VALUES };

describe('readDraft', () => {
  it('takes a draft of this version, with or without a lookup', () => {
    assert.deepEqual(readDraft(JSON.stringify(DRAFT)), DRAFT);
    const commitment = { ...DRAFT, loanType: 'LOAN_COMMITMENT', lookup: null };
    assert.deepEqual(readDraft(JSON.stringify(commitment)), commitment);
  });

  const refused: Array<[string, string]> = [
    ['not JSON', '{"loanType":'],
    ['JSON but not an object', '"VEHICLE_LOAN"'],
    ['an unknown loan type', JSON.stringify({ ...DRAFT, loanType: 'CREDIT_CARD' })],
    [
      'a registration number longer than 7',
      JSON.stringify({ ...DRAFT, lookup: { registrationNumber: 'AB123456', odometer: null } }),
    ],
    ['a figure that is not a number', JSON.stringify({ ...DRAFT, values: { ...VALUES, equity: '60000' } })],
    ['no values', JSON.stringify({ loanType: 'VEHICLE_LOAN', lookup: null })],
  ];
  for (const [what, raw] of refused) {
    it(`refuses ${what}`, () => {
      assert.equal(readDraft(raw), null);
    });
  }
});
