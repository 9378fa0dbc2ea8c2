import type { ApplicationResponse, ApplicationSubmit, LoanInfo, VehicleDetails } from '../../../src/schemas/loan.js';
import { applicationStatusSchema } from '../../../src/schemas/loan.js';
import type { Db } from '../store/db.js';
import type { Language } from '../language.js';
import { caseResourceError } from './decision.js';
import { commitmentPdfBase64 } from './pdf.js';
import { findPerson } from '../seed/persons.js';

/** An application as stored. */
export interface ApplicationRow {
  id: string;
  bank_reg_nr: string;
  main_ssn: string;
  co_ssn: string | null;
  status: string;
  loan_type: 'VEHICLE_LOAN' | 'LOAN_COMMITMENT';
  loan_product: string;
  submission: ApplicationSubmit;
  loan_info: LoanInfo;
  vehicle: VehicleDetails | null;
  credit_frozen: boolean;
  traffic_light: 'GREEN' | 'YELLOW' | 'RED';
  esigning_status: string | null;
  main_signed: boolean;
  co_signed: boolean;
  main_complete: boolean;
  co_complete: boolean;
  kyc_answered: boolean;
  order_insurance: boolean;
  email: string | null;
  phone: string | null;
  co_email: string | null;
  co_phone: string | null;
  advisor: boolean;
  created_at: Date;
}

/** What a new application row needs. */
export type NewApplication = Omit<
  ApplicationRow,
  'created_at' | 'main_signed' | 'co_signed' | 'kyc_answered' | 'order_insurance' | 'co_email' | 'co_phone'
> &
  Partial<
    Pick<ApplicationRow, 'main_signed' | 'co_signed' | 'kyc_answered' | 'order_insurance' | 'co_email' | 'co_phone'>
  >;

/** A case number: nine digits, never starting with 0. */
export function newCaseId(): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const n = random % 800_000_000;
  return String(200_000_000 + n);
}

export async function insertApplication(db: Db, app: NewApplication): Promise<void> {
  await db.query(
    `INSERT INTO applications (id, bank_reg_nr, main_ssn, co_ssn, status, loan_type, loan_product, submission, loan_info,
       vehicle, credit_frozen, traffic_light, esigning_status, main_complete, co_complete, email, phone, advisor,
       main_signed, co_signed, kyc_answered, order_insurance, co_email, co_phone)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24)`,
    [
      app.id,
      app.bank_reg_nr,
      app.main_ssn,
      app.co_ssn,
      app.status,
      app.loan_type,
      app.loan_product,
      JSON.stringify(app.submission),
      JSON.stringify(app.loan_info),
      app.vehicle ? JSON.stringify(app.vehicle) : null,
      app.credit_frozen,
      app.traffic_light,
      app.esigning_status,
      app.main_complete,
      app.co_complete,
      app.email,
      app.phone,
      app.advisor,
      app.main_signed ?? false,
      app.co_signed ?? false,
      app.kyc_answered ?? false,
      app.order_insurance ?? false,
      app.co_email ?? null,
      app.co_phone ?? null,
    ],
  );
}

/** An application the customer takes part in (as main or co-applicant); others' cases do not exist for them. */
export async function findOwnApplication(db: Db, id: string, ssn: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    'SELECT * FROM applications WHERE id = $1 AND (main_ssn = $2 OR co_ssn = $2)',
    [id, ssn],
  );
  return row;
}

export async function listOwnApplications(db: Db, ssn: string): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    'SELECT * FROM applications WHERE main_ssn = $1 OR co_ssn = $1 ORDER BY created_at DESC, id',
    [ssn],
  );
}

/** Whether a stored status is one the service knows. */
export function knownStatus(status: string): boolean {
  return applicationStatusSchema.safeParse(status).success;
}

const CAR_PRODUCTS = new Set(['CAR', 'CAR_ZERO_EMISSION']);

/** The application as one of its applicants sees it (spec 1 §3 "Application response fields read"). */
export async function toApplicationResponse(
  row: ApplicationRow,
  viewerSsn: string,
  signingOrigin = '',
  language: Language = 'nb',
): Promise<ApplicationResponse> {
  const isMain = row.main_ssn === viewerSsn;
  const status = applicationStatusSchema.parse(row.status);
  const signedByCurrentUser = isMain ? row.main_signed : row.co_signed;
  const ownComplete = isMain ? row.main_complete : row.co_complete;
  const otherComplete = isMain ? row.co_ssn === null || row.co_complete : row.main_complete;
  const missingVariables = [...(ownComplete ? [] : ['email', 'phone'])];
  const commitment = row.loan_type === 'LOAN_COMMITMENT';
  const signable = !commitment && (status === 'APPROVED' || status === 'DOCUMENTS_SENT') && !signedByCurrentUser;
  const debtRatioBand = row.traffic_light === 'GREEN' ? '3' : row.traffic_light === 'YELLOW' ? '2' : '1';
  return {
    applicationId: row.id,
    applicationStatus: status,
    esigningStatus: commitment ? null : row.esigning_status,
    // A test person whose signing service gives no URL (Mikkel): «Mangler signerings URL!».
    // On the signing simulator's own origin, as a real signing provider is.
    esigningUrl:
      signable && findPerson(viewerSsn)?.signingUrlMissing !== true
        ? `${signingOrigin}/sandbox/signing/${row.id}`
        : null,
    loanCommitmentFileData:
      commitment && status === 'APPROVED'
        ? await commitmentPdfBase64({
            caseId: row.id,
            customerName:
              `${row.submission.mainApplicant.firstName ?? ''} ${row.submission.mainApplicant.lastName ?? ''}`.trim(),
            loanAmount: row.loan_info.loanAmountWithoutFees,
            months: row.loan_info.requestedLoanPeriodInMonths,
            nominalRatePct: row.loan_info.nominalInterest,
            effectiveRatePct: row.loan_info.effectiveInterest,
            monthlyCost: row.loan_info.monthlyCost,
            issued: new Date(row.created_at),
          })
        : null,
    missingVariables,
    vehicleDetails: row.vehicle,
    signedByCurrentUser,
    customerIsMainApplicant: isMain,
    trafficLight: row.traffic_light,
    advisorApplication: row.advisor,
    eligibleForInsurance: !commitment && CAR_PRODUCTS.has(row.loan_product) && status === 'APPROVED',
    hasInsurance: row.order_insurance,
    applicantMissingData: !ownComplete,
    otherApplicantMissingData: !otherComplete,
    resourceError: caseResourceError(row.main_ssn, row.co_ssn, language),
    creditFrozen: row.credit_frozen ? 'YES' : 'NO',
    profitability: status === 'REJECTED' ? '0' : debtRatioBand,
    loanInfo: row.loan_info,
    email: isMain ? row.email : row.co_email,
    phone: isMain ? row.phone : row.co_phone,
    orderInsurance: row.order_insurance,
  };
}
