import type { ApplicationSubmit, LoanType } from '../../../src/schemas/loan.js';
import { insertApplication, type NewApplication } from '../loan/applications.js';
import { loanInfoFor, productByCode } from '../loan/decision.js';
import type { Db } from '../store/db.js';
import { personByKey, type TestPerson } from './persons.js';
import { findVehicle } from './vehicles.js';

/**
 * Cases that exist from the start, so that the overview, completion, receipts and upgrade can be tried
 * without applying first. Their ids are fixed (README, "Test persons").
 */
export interface SeedCase {
  id: string;
  main: string;
  co?: string;
  status: string;
  loanType: LoanType;
  product: string;
  price: number;
  equity: number;
  months: number;
  plate?: string;
  mainSigned?: boolean;
  coComplete?: boolean;
  advisor?: boolean;
  trafficLight?: 'GREEN' | 'YELLOW' | 'RED';
  note: string;
}

export const SEED_CASES: readonly SeedCase[] = [
  {
    id: '100000001',
    main: 'kari',
    status: 'APPROVED',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR_ZERO_EMISSION',
    price: 379_000,
    equity: 100_000,
    months: 96,
    plate: 'EB66018',
    note: 'approved electric-car loan, ready to complete and sign',
  },
  {
    id: '100000002',
    main: 'kari',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR',
    price: 300_000,
    equity: 60_000,
    months: 60,
    note: 'approved loan commitment with its PDF; can be upgraded to a loan',
  },
  {
    id: '100000003',
    main: 'kari',
    status: 'CONTROL',
    loanType: 'VEHICLE_LOAN',
    product: 'MC',
    price: 160_000,
    equity: 40_000,
    months: 48,
    note: 'in manual control (feedback form on the receipt)',
  },
  {
    id: '100000004',
    main: 'mona',
    co: 'morten',
    status: 'DOCUMENTS_SENT',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 429_000,
    equity: 129_000,
    months: 84,
    plate: 'BS30917',
    mainSigned: true,
    coComplete: false,
    note: 'signed by Mona, Morten has not given his details (OTHER_APPLICANT_MISSING_DATA for Mona; completion for Morten)',
  },
  {
    id: '100000005',
    main: 'nils',
    status: 'NEW_CASE',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 250_000,
    equity: 50_000,
    months: 60,
    plate: 'BS30917',
    note: 'NEW_CASE with both applicants complete (INCORRECT_NEW_CASE on update)',
  },
  {
    id: '100000006',
    main: 'ulla',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR',
    price: 350_000,
    equity: 70_000,
    months: 72,
    note: 'approved loan commitment whose upgrade fails',
  },
  {
    id: '100000007',
    main: 'arne',
    status: 'APPROVED',
    loanType: 'VEHICLE_LOAN',
    product: 'CAMPING_CAR',
    price: 900_000,
    equity: 300_000,
    months: 120,
    advisor: true,
    note: 'advisor application (completion skips the tax-data step)',
  },
  {
    id: '100000008',
    main: 'stine',
    status: 'ON_HOLD',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 200_000,
    equity: 40_000,
    months: 60,
    note: 'a status the service does not know (UNKNOWN_APPLICATION_STATUS)',
  },
  {
    id: '100000101',
    main: 'vera',
    status: 'APPROVED',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 309_000,
    equity: 60_000,
    months: 60,
    plate: 'KH47203',
    note: 'overview: approved loan, «Fullfør søknaden»',
  },
  {
    id: '100000102',
    main: 'vera',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR',
    price: 300_000,
    equity: 60_000,
    months: 60,
    note: 'overview: approved commitment, «Se lånebeviset» and «Gjør om til lån» (toggle on)',
  },
  {
    id: '100000103',
    main: 'vera',
    status: 'CONTROL',
    loanType: 'VEHICLE_LOAN',
    product: 'MC',
    price: 209_000,
    equity: 50_000,
    months: 48,
    plate: 'KE2096',
    note: 'overview: in control, status dialog, no button',
  },
  {
    id: '100000104',
    main: 'vera',
    status: 'REJECTED',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 250_000,
    equity: 20_000,
    months: 60,
    note: 'overview: rejected, no dialog, no button',
  },
  {
    id: '100000105',
    main: 'vera',
    status: 'DOCUMENTS_SENT',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 109_000,
    equity: 30_000,
    months: 48,
    plate: 'DR15876',
    note: 'overview: documents sent, status dialog and «Fullfør søknaden»',
  },
  {
    id: '100000106',
    main: 'vera',
    status: 'DOCUMENTS_SENT',
    loanType: 'LOAN_COMMITMENT',
    product: 'SNOWMOBILE',
    price: 150_000,
    equity: 30_000,
    months: 36,
    note: 'overview: commitment with documents sent, the commitment label',
  },
  {
    id: '100000107',
    main: 'vera',
    status: 'NEW_CASE',
    loanType: 'LOAN_COMMITMENT',
    product: 'ATV',
    price: 120_000,
    equity: 20_000,
    months: 36,
    note: 'overview: new commitment, status dialog and «Fullfør søknaden»',
  },
  {
    id: '100000108',
    main: 'vera',
    status: 'NEW_CASE',
    loanType: 'VEHICLE_LOAN',
    product: 'CARAVAN',
    price: 379_000,
    equity: 100_000,
    months: 96,
    plate: 'CX7045',
    note: 'overview: new secured loan, status dialog and «Fullfør søknaden»',
  },
  {
    id: '100000109',
    main: 'vera',
    status: 'DOCUMENTS_COMPLETE',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR_ZERO_EMISSION',
    price: 319_000,
    equity: 80_000,
    months: 84,
    plate: 'EV58314',
    note: 'overview: documents received, status dialog, no button',
  },
  {
    id: '100000110',
    main: 'vera',
    status: 'APPROVED',
    loanType: 'VEHICLE_LOAN',
    product: 'CAMPING_CAR',
    price: 829_000,
    equity: 229_000,
    months: 120,
    plate: 'LE53826',
    note: 'overview: camping-car loan, no amount row',
  },
  {
    id: '100000201',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR',
    price: 300_000,
    equity: 60_000,
    months: 60,
    note: 'upgrade: car commitment of 240 000 kr (search form; range capped at 240 000)',
  },
  {
    id: '100000202',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR_ZERO_EMISSION',
    price: 400_000,
    equity: 100_000,
    months: 60,
    note: 'upgrade: electric-car commitment (emission warning for a car that is not zero-emission)',
  },
  {
    id: '100000203',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAMPING_CAR',
    price: 800_000,
    equity: 200_000,
    months: 120,
    note: 'upgrade: camping-car commitment (no odometer)',
  },
  {
    id: '100000204',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR_NO_INSURANCE',
    price: 90_000,
    equity: 10_000,
    months: 36,
    note: 'upgrade: car-without-insurance commitment of 80 000 kr (range not capped: up to 100 000; any age)',
  },
  {
    id: '100000205',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'MC',
    price: 150_000,
    equity: 30_000,
    months: 48,
    note: 'upgrade: MC commitment (plates of two letters and four digits)',
  },
  {
    id: '100000206',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'LOAN_COMMITMENT',
    product: 'CAR',
    price: 400_000,
    equity: 100_000,
    months: 60,
    plate: 'KH47203',
    note: 'upgrade: car commitment whose vehicle was already fetched (the full form at once)',
  },
  {
    id: '100000207',
    main: 'oda',
    status: 'APPROVED',
    loanType: 'VEHICLE_LOAN',
    product: 'CAR',
    price: 299_000,
    equity: 60_000,
    months: 60,
    plate: 'ZT61538',
    note: 'upgrade: an approved loan, not a commitment (cannot be upgraded)',
  },
];

function applicant(person: TestPerson): ApplicationSubmit['mainApplicant'] {
  return {
    ssn: person.ssn,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    employmentConditionCode: person.employmentConditionCode,
    livingConditionCode: person.livingConditionCode,
    rentalFee: person.livingConditionCode === 'RENTS_HOUSING' ? 9_000 : null,
    grossIncome: person.grossIncome,
    totalDebt: person.totalDebt,
    tradeIn: false,
    tradeInDebt: null,
  };
}

/** Writes the seed cases (idempotent: existing ids are left alone). */
export async function seedCases(db: Db): Promise<void> {
  for (const seed of SEED_CASES) {
    const [exists] = await db.query('SELECT 1 FROM applications WHERE id = $1', [seed.id]);
    if (exists) continue;
    const main = personByKey(seed.main);
    const co = seed.co ? personByKey(seed.co) : null;
    const found = productByCode(seed.product);
    if (!found) throw new Error(`seed case ${seed.id}: unknown product ${seed.product}`);
    const loanInfo = {
      loanType: seed.loanType,
      vehiclePrice: seed.price,
      loanProduct: seed.product,
      equity: seed.equity,
      requestedLoanPeriodInMonths: seed.months,
      vehicleRegistrationNumber: seed.plate ?? null,
      odometerValue: seed.plate ? 42_000 : null,
    };
    const submission: ApplicationSubmit = {
      mainApplicant: applicant(main),
      coApplicant: co ? applicant(co) : null,
      loanInfo,
      kycAnswered: true,
    };
    const row: NewApplication = {
      id: seed.id,
      bank_reg_nr: main.bankRegNr,
      main_ssn: main.ssn,
      co_ssn: co?.ssn ?? null,
      status: seed.status,
      loan_type: seed.loanType,
      loan_product: seed.product,
      submission,
      loan_info: loanInfoFor(found.product, loanInfo),
      vehicle: seed.plate ? (findVehicle(seed.plate)?.details ?? null) : null,
      credit_frozen: false,
      traffic_light: seed.trafficLight ?? 'GREEN',
      esigning_status: seed.loanType === 'VEHICLE_LOAN' ? (seed.mainSigned ? 'ONGOING_SIGNING' : 'NOTSIGNED') : null,
      main_complete: true,
      co_complete: seed.coComplete ?? true,
      email: main.email,
      phone: main.phone,
      advisor: seed.advisor ?? false,
      main_signed: seed.mainSigned ?? false,
      kyc_answered: true,
    };
    await insertApplication(db, row);
  }
}
