import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pick } from '../helpers/pick.js';
import {
  asksRentalFee,
  asksTradeIn,
  asksTradeInDebt,
  consentAnswersToSave,
  emptyApplicantInput,
  startingConsentAnswer,
  toApplicantCandidate,
  TRADE_IN_HIDDEN_FOR,
  type ApplicantInput,
  type GivenConsentAnswer,
} from '../../src/domain/applicants.js';
import type { ConsentAnswer, LivingConditionCode, LoanType } from '../../src/schemas/loan.js';

describe('applicants (spec 1 §2 step 3, §5; spec 2 §2)', () => {
  describe('which fields are asked', () => {
    const tradeIn: Array<[LoanType, boolean]> = [
      ['VEHICLE_LOAN', true],
      ['LOAN_COMMITMENT', false],
    ];
    for (const [loanType, asked] of tradeIn) {
      it(`trade-in for ${loanType}: ${String(asked)}`, () => assert.equal(asksTradeIn(loanType), asked));
    }
    it('hides the trade-in block for the loan commitment (decision 0016)', () =>
      assert.equal(TRADE_IN_HIDDEN_FOR, 'LOAN_COMMITMENT'));

    const rental: Array<[LivingConditionCode | '', boolean]> = [
      ['RENTS_HOUSING', true],
      ['OWNS_HOUSING', false],
      ['LIVING_WITH_PARENTS', false],
      ['', false],
    ];
    for (const [code, asked] of rental) {
      it(`rental fee for «${code}»: ${String(asked)}`, () => assert.equal(asksRentalFee(code), asked));
    }

    const debt: Array<[LoanType, boolean, boolean]> = [
      ['VEHICLE_LOAN', true, true],
      ['VEHICLE_LOAN', false, false],
      ['LOAN_COMMITMENT', true, false],
      ['LOAN_COMMITMENT', false, false],
    ];
    for (const [loanType, ticked, asked] of debt) {
      it(`trade-in debt for ${loanType}, ticked ${String(ticked)}: ${String(asked)}`, () =>
        assert.equal(asksTradeInDebt(loanType, ticked), asked));
    }
  });

  describe('toApplicantCandidate', () => {
    const typed = (change: Partial<ApplicantInput> = {}): ApplicantInput => ({
      email: ' kari@example.no ',
      phone: '41234567 ',
      livingConditionCode: 'RENTS_HOUSING',
      rentalFee: 9500,
      employmentConditionCode: 'FULL_TIME_EMPLOYEE',
      grossIncome: 600_000,
      totalDebt: 100_000,
      tradeIn: true,
      tradeInDebt: 50_000,
      ...change,
    });

    const cases: Array<[string, ApplicantInput, LoanType, Record<string, unknown>]> = [
      [
        'keeps what applies, trimmed',
        typed(),
        'VEHICLE_LOAN',
        { email: 'kari@example.no', phone: '41234567', rentalFee: 9500, tradeIn: true, tradeInDebt: 50_000 },
      ],
      [
        'drops the rental fee unless renting',
        typed({ livingConditionCode: 'OWNS_HOUSING' }),
        'VEHICLE_LOAN',
        { rentalFee: null },
      ],
      [
        'drops the trade-in debt unless trading in',
        typed({ tradeIn: false }),
        'VEHICLE_LOAN',
        { tradeIn: false, tradeInDebt: null },
      ],
      ['no trade-in for a loan commitment', typed(), 'LOAN_COMMITMENT', { tradeIn: false, tradeInDebt: null }],
      [
        'keeps empty fields empty for the schema to name',
        { ...emptyApplicantInput(), livingConditionCode: 'RENTS_HOUSING', tradeIn: true },
        'VEHICLE_LOAN',
        { email: '', livingConditionCode: 'RENTS_HOUSING', rentalFee: null, grossIncome: null, tradeInDebt: null },
      ],
    ];
    for (const [name, input, loanType, expected] of cases) {
      it(name, () => {
        const candidate = toApplicantCandidate(input, { ssn: ' 14038512324 ' }, loanType);
        assert.deepEqual(pick(candidate, { ssn: '14038512324', ...expected }), { ssn: '14038512324', ...expected });
      });
    }

    it('carries the names when known', () => {
      const candidate = toApplicantCandidate(typed(), { ssn: '1', firstName: 'Kari', lastName: null }, 'VEHICLE_LOAN');
      assert.deepEqual(pick(candidate, { firstName: 'Kari', lastName: null }), { firstName: 'Kari', lastName: null });
      assert.equal('firstName' in toApplicantCandidate(typed(), { ssn: '1' }, 'VEHICLE_LOAN'), false);
    });

    it('starts from the email and phone the bank knows', () => {
      assert.deepEqual(pick(emptyApplicantInput({ email: 'a@b.no', phone: null }), { email: 'a@b.no', phone: '' }), {
        email: 'a@b.no',
        phone: '',
      });
    });
  });

  describe('consents', () => {
    const save: Array<[string, string[], Record<string, GivenConsentAnswer>, Array<[string, ConsentAnswer]>]> = [
      [
        'every consent offered, in order',
        ['A', 'B'],
        { B: 'NEI', A: 'JA' },
        [
          ['A', 'JA'],
          ['B', 'NEI'],
        ],
      ],
      [
        'unanswered as UBESVART',
        ['A', 'B'],
        { B: 'JA' },
        [
          ['A', 'UBESVART'],
          ['B', 'JA'],
        ],
      ],
      ['answers to consents no longer offered dropped', ['A'], { A: 'NEI', Z: 'JA' }, [['A', 'NEI']]],
      ['none offered, none saved', [], { A: 'JA' }, []],
    ];
    for (const [name, offered, answers, expected] of save) {
      it(`saves ${name}`, () =>
        assert.deepEqual(
          consentAnswersToSave(offered, answers),
          expected.map(([value, svar]) => ({ samtykkeId: { value }, svar })),
        ));
    }

    const start: Array<[ConsentAnswer, GivenConsentAnswer | undefined, GivenConsentAnswer | null]> = [
      ['UBESVART', undefined, null],
      ['JA', undefined, 'JA'],
      ['NEI', undefined, 'NEI'],
      ['JA', 'NEI', 'NEI'],
      ['UBESVART', 'JA', 'JA'],
    ];
    for (const [saved, drafted, expected] of start) {
      it(`starts from ${String(drafted)} over the saved ${saved}: ${String(expected)}`, () =>
        assert.equal(startingConsentAnswer(saved, drafted), expected));
    }
  });
});
