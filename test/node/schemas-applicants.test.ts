// The applicant rules of spec 1 §5 and spec 2 §5 as the applicants form applies them: each rule's
// message at the form field it concerns (src/flows/application/applicants/applicants.validation.ts
// over the schemas of src/schemas/loan.ts and src/schemas/applicants.ts), and the same rules where the
// service checks a submitted application.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyApplicantInput } from '../../src/domain/applicants.js';
import {
  applicantIssues,
  type ApplicantsContext,
} from '../../src/flows/application/applicants/applicants.validation.js';
import type { ApplicantsFormValues } from '../../src/flows/application/applicants/contract.js';
import { applicantsSchema, coApplicantConfirmationsSchema } from '../../src/schemas/applicants.js';
import { applicantSchema, applicationSubmitSchema } from '../../src/schemas/loan.js';
import { textOf } from '../helpers/texts.js';

const MAIN_SSN = '14038512324';
const CO_SSN = '02117923498';
const context: ApplicantsContext = {
  mainSsn: MAIN_SSN,
  firstName: 'Kari',
  lastName: 'Nordmann',
  loanType: 'VEHICLE_LOAN',
};

const applicant = () => ({
  email: 'kari@example.no',
  phone: '41234567',
  livingConditionCode: 'OWNS_HOUSING' as const,
  rentalFee: null,
  employmentConditionCode: 'FULL_TIME_EMPLOYEE' as const,
  grossIncome: 600_000,
  totalDebt: 0,
  tradeIn: false,
  tradeInDebt: null,
});

const valid = (): ApplicantsFormValues => ({
  main: applicant(),
  hasCoApplicant: true,
  co: { ...applicant(), email: 'ola@example.no', ssn: CO_SSN, confirmAddress: true, taxNotice: true },
});

type Change = (v: ApplicantsFormValues) => void;
const REQUIRED = 'Påkrevet felt';
const SELECT = "'Velg' er ikke et gyldig valg";

// [name, change, [field, message] expected (all issues, in order)]
const CASES: Array<[string, Change, Array<[string, string]>]> = [
  ['email empty', (v) => (v.main.email = ''), [['main.email', REQUIRED]]],
  ['email without domain', (v) => (v.main.email = 'kari@'), [['main.email', 'Ugyldig e-postadresse']]],
  ['phone empty', (v) => (v.main.phone = ''), [['main.phone', REQUIRED]]],
  ['phone of 7 digits', (v) => (v.main.phone = '4123456'), [['main.phone', 'Telefonnummeret må ha 8 siffer']]],
  ['phone of 9 digits', (v) => (v.co.phone = '412345678'), [['co.phone', 'Telefonnummeret må ha 8 siffer']]],
  ['living condition at «Velg»', (v) => (v.main.livingConditionCode = ''), [['main.livingConditionCode', SELECT]]],
  ['employment at «Velg»', (v) => (v.co.employmentConditionCode = ''), [['co.employmentConditionCode', SELECT]]],
  [
    'renting without a rental fee',
    (v) => (v.main.livingConditionCode = 'RENTS_HOUSING'),
    [['main.rentalFee', REQUIRED]],
  ],
  [
    'rental fee above 9 999 999',
    (v) => Object.assign(v.co, { livingConditionCode: 'RENTS_HOUSING', rentalFee: 10_000_000 }),
    [['co.rentalFee', 'Husleien kan ikke være over 9 999 999 kr']],
  ],
  [
    'rental fee 9 999 999 and 0',
    (v) => {
      Object.assign(v.main, { livingConditionCode: 'RENTS_HOUSING', rentalFee: 9_999_999 });
      Object.assign(v.co, { livingConditionCode: 'RENTS_HOUSING', rentalFee: 0 });
    },
    [],
  ],
  ['a rental fee not asked is not checked', (v) => (v.main.rentalFee = 10_000_000), []],
  ['gross income empty', (v) => (v.main.grossIncome = null), [['main.grossIncome', REQUIRED]]],
  [
    'gross income above 1e9',
    (v) => (v.co.grossIncome = 1_000_000_001),
    [['co.grossIncome', 'Inntekten kan ikke være over 1 000 000 000 kr']],
  ],
  ['gross income of 1e9', (v) => (v.main.grossIncome = 1_000_000_000), []],
  [
    'gross income with øre',
    (v) => (v.main.grossIncome = 600_000.5),
    [['main.grossIncome', 'Oppgi beløpet i hele kroner']],
  ],
  ['total debt empty', (v) => (v.co.totalDebt = null), [['co.totalDebt', REQUIRED]]],
  [
    'total debt above 1e9',
    (v) => (v.main.totalDebt = 1_000_000_001),
    [['main.totalDebt', 'Gjelden kan ikke være over 1 000 000 000 kr']],
  ],
  ['total debt negative', (v) => (v.main.totalDebt = -1), [['main.totalDebt', 'Beløpet kan ikke være negativt']]],
  ['trade-in without debt', (v) => (v.main.tradeIn = true), [['main.tradeInDebt', REQUIRED]]],
  [
    'trade-in debt above 9 999 999',
    (v) => Object.assign(v.co, { tradeIn: true, tradeInDebt: 10_000_000 }),
    [['co.tradeInDebt', 'Gjelden på innbyttet kan ikke være over 9 999 999 kr']],
  ],
  ['trade-in debt 9 999 999', (v) => Object.assign(v.main, { tradeIn: true, tradeInDebt: 9_999_999 }), []],
  ['co-applicant id empty', (v) => (v.co.ssn = ''), [['co.ssn', REQUIRED]]],
  ['co-applicant id of 10 digits', (v) => (v.co.ssn = '0211792349'), [['co.ssn', 'Fødselsnummer må ha 11 siffer']]],
  ['co-applicant id with a letter', (v) => (v.co.ssn = '0211792349x'), [['co.ssn', 'Fødselsnummer må ha 11 siffer']]],
  [
    'co-applicant id with a wrong check digit',
    (v) => (v.co.ssn = '02117923499'),
    [['co.ssn', 'Ikke gyldig Fødselsnummer / D-nummer']],
  ],
  ['co-applicant is the customer', (v) => (v.co.ssn = MAIN_SSN), [['co.ssn', 'Medsøker kan ikke være deg selv']]],
  [
    'address not confirmed',
    (v) => (v.co.confirmAddress = false),
    [['co.confirmAddress', 'Låntaker og medsøker må ha samme bostedsadresse']],
  ],
  [
    'tax notice not ticked',
    (v) => (v.co.taxNotice = false),
    [['co.taxNotice', 'Du må godta vilkårene for å fortsette']],
  ],
  [
    'without a co-applicant, its fields are not checked',
    (v) =>
      Object.assign(v, {
        hasCoApplicant: false,
        co: { ...emptyApplicantInput(), ssn: '', confirmAddress: false, taxNotice: false },
      }),
    [],
  ],
  [
    'every field of an empty co-applicant at once',
    (v) => (v.co = { ...emptyApplicantInput(), ssn: '', confirmAddress: false, taxNotice: false }),
    [
      ['co.ssn', REQUIRED],
      ['co.email', REQUIRED],
      ['co.phone', REQUIRED],
      ['co.employmentConditionCode', SELECT],
      ['co.livingConditionCode', SELECT],
      ['co.grossIncome', REQUIRED],
      ['co.totalDebt', REQUIRED],
      ['co.confirmAddress', 'Låntaker og medsøker må ha samme bostedsadresse'],
      ['co.taxNotice', 'Du må godta vilkårene for å fortsette'],
    ],
  ],
];

describe('applicants form rules (spec 1 §5, spec 2 §5)', () => {
  it('accepts the valid example', () => assert.deepEqual(applicantIssues(valid(), context), []));
  for (const [name, change, expected] of CASES) {
    it(name, () => {
      const values = valid();
      change(values);
      const issues = applicantIssues(values, context).map((issue) => [issue.path.join('.'), textOf(issue.message)]);
      assert.deepEqual(issues, expected);
    });
  }
  it('does not check the main applicant’s national id, which comes from the bank (spec 2 §5)', () => {
    assert.deepEqual(applicantIssues(valid(), { ...context, mainSsn: '123' }), []);
  });
  it('asks no trade-in of a loan commitment', () => {
    const values = valid();
    values.main.tradeIn = true;
    assert.deepEqual(applicantIssues(values, { ...context, loanType: 'LOAN_COMMITMENT' }), []);
  });
});

describe('applicant schemas where the service checks them', () => {
  const payload = () => ({ ...applicant(), ssn: MAIN_SSN });
  it('applicantSchema: rental fee when renting, trade-in debt when trading in', () => {
    const renting = applicantSchema.safeParse({ ...payload(), livingConditionCode: 'RENTS_HOUSING', tradeIn: true });
    assert.deepEqual(
      renting.error?.issues.map((i) => [i.path.join('.'), textOf(i.message)]),
      [
        ['rentalFee', REQUIRED],
        ['tradeInDebt', REQUIRED],
      ],
    );
  });
  it('applicantsSchema and applicationSubmitSchema: the co-applicant is another person', () => {
    const both = { mainApplicant: payload(), coApplicant: payload() };
    assert.deepEqual(
      applicantsSchema.safeParse(both).error?.issues.map((i) => textOf(i.message)),
      ['Medsøker kan ikke være deg selv'],
    );
    const submit = applicationSubmitSchema.safeParse({
      ...both,
      loanInfo: {
        loanType: 'VEHICLE_LOAN',
        vehiclePrice: 300_000,
        loanProduct: 'CAR',
        equity: 60_000,
        requestedLoanPeriodInMonths: 60,
        vehicleRegistrationNumber: null,
        odometerValue: null,
      },
      kycAnswered: true,
    });
    assert.deepEqual(
      submit.error?.issues.map((i) => [i.path.join('.'), textOf(i.message)]),
      [['coApplicant.ssn', 'Medsøker kan ikke være deg selv']],
    );
  });
  it('coApplicantConfirmationsSchema: both ticked', () => {
    assert.equal(coApplicantConfirmationsSchema.safeParse({ confirmAddress: true, taxNotice: true }).success, true);
  });
});
