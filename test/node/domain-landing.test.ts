import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardRules, completionHref, type CardRules } from '../../src/domain/landing.js';
import type { ApplicationStatus, LoanType } from '../../src/schemas/loan.js';

describe('cardRules (spec 1 §2 "Landing page")', () => {
  const on = { upgradeEnabled: true };
  const table: Array<[ApplicationStatus, LoanType, string, boolean, CardRules]> = [
    [
      'APPROVED',
      'VEHICLE_LOAN',
      'CAR',
      true,
      { showAmount: true, statusInfo: null, completion: 'complete', upgrade: false },
    ],
    [
      'APPROVED',
      'LOAN_COMMITMENT',
      'CAR',
      true,
      { showAmount: true, statusInfo: null, completion: 'commitment', upgrade: true },
    ],
    [
      'APPROVED',
      'LOAN_COMMITMENT',
      'CAR',
      false,
      { showAmount: true, statusInfo: null, completion: 'commitment', upgrade: false },
    ],
    [
      'CONTROL',
      'VEHICLE_LOAN',
      'MC',
      true,
      { showAmount: true, statusInfo: 'CONTROL', completion: null, upgrade: false },
    ],
    [
      'CONTROL',
      'LOAN_COMMITMENT',
      'CAR',
      true,
      { showAmount: true, statusInfo: 'CONTROL', completion: null, upgrade: false },
    ],
    ['REJECTED', 'VEHICLE_LOAN', 'CAR', true, { showAmount: true, statusInfo: null, completion: null, upgrade: false }],
    [
      'DOCUMENTS_SENT',
      'VEHICLE_LOAN',
      'CAR',
      true,
      { showAmount: true, statusInfo: 'DOCUMENTS_SENT', completion: 'complete', upgrade: false },
    ],
    [
      'DOCUMENTS_SENT',
      'LOAN_COMMITMENT',
      'ATV',
      true,
      { showAmount: true, statusInfo: 'DOCUMENTS_SENT', completion: 'commitment', upgrade: false },
    ],
    [
      'NEW_CASE',
      'LOAN_COMMITMENT',
      'ATV',
      true,
      { showAmount: true, statusInfo: 'NEW_CASE', completion: 'complete', upgrade: false },
    ],
    [
      'NEW_CASE',
      'VEHICLE_LOAN',
      'CARAVAN',
      true,
      { showAmount: true, statusInfo: 'NEW_CASE', completion: 'complete', upgrade: false },
    ],
    [
      'DOCUMENTS_COMPLETE',
      'VEHICLE_LOAN',
      'CAR',
      true,
      { showAmount: true, statusInfo: 'DOCUMENTS_COMPLETE', completion: null, upgrade: false },
    ],
    [
      'APPROVED',
      'VEHICLE_LOAN',
      'CAMPING_CAR',
      true,
      { showAmount: false, statusInfo: null, completion: 'complete', upgrade: false },
    ],
    [
      'APPROVED',
      'LOAN_COMMITMENT',
      'CAMPING_CAR',
      true,
      { showAmount: false, statusInfo: null, completion: 'commitment', upgrade: true },
    ],
  ];
  for (const [status, loanType, product, upgradeEnabled, expected] of table) {
    it(`${status} ${loanType} ${product}, upgrade toggle ${upgradeEnabled ? 'on' : 'off'}`, () => {
      assert.deepEqual(
        cardRules(
          { applicationStatus: status, loanType, loanProduct: product },
          upgradeEnabled ? on : { upgradeEnabled },
        ),
        expected,
      );
    });
  }

  it('builds the completion address with ?id=, keeping a query and a hash of the path', () => {
    assert.equal(
      completionHref('/min-oversikt/salgspantfullfor', '100000001'),
      '/min-oversikt/salgspantfullfor?id=100000001',
    );
    assert.equal(completionHref('/fullfor?bank=1', 'a b'), '/fullfor?bank=1&id=a%20b');
    assert.equal(completionHref('/fullfor#/', '7'), '/fullfor?id=7#/');
  });
});
