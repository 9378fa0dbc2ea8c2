/**
 * The public surface of step 3 of the application («Søkere»): the applicants and their consents.
 * The application element (`<salgspant-application>`) imports only this surface, through
 * `./index.js`, and loads the step on demand (lazyPart). Types only here: the implementations live
 * beside it and are re-exported by index.ts with these signatures.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { JSX } from 'react';
import type { LoanTransport } from '../../../api/loan-client.js';
import type {
  Applicant,
  ConsentAnswer,
  EmploymentConditionCode,
  LivingConditionCode,
  LoanProduct,
  LoanType,
  UserContext,
} from '../../../schemas/loan.js';

/** What the customer typed for one applicant. Amounts are whole kroner, null while empty. */
export interface ApplicantDraft {
  email: string;
  phone: string;
  livingConditionCode: LivingConditionCode | '';
  rentalFee: number | null;
  employmentConditionCode: EmploymentConditionCode | '';
  grossIncome: number | null;
  totalDebt: number | null;
  tradeIn: boolean;
  tradeInDebt: number | null;
}

/**
 * What the customer typed for the co-applicant. The co-applicant's national id is deliberately NOT
 * part of the draft (the draft goes to sessionStorage, where no national id may be stored): after a
 * reload the customer types it again (decision 0016).
 */
export interface CoApplicantDraft extends ApplicantDraft {
  /** «Låntaker og medsøker må ha samme bostedsadresse». */
  confirmAddress: boolean;
  /** The tax-notice checkbox («Du må godta vilkårene for å fortsette»). */
  taxNotice: boolean;
}

/** Serialisable (JSON): what the customer typed so far in step 3. */
export interface ApplicantsDraft {
  /** Draft format; a draft of another version is ignored. */
  version: 1;
  main: ApplicantDraft;
  /** Null when the customer applies alone. */
  coApplicant: CoApplicantDraft | null;
  /** The customer's answers so far, by samtykkeId (an absent id is unanswered). */
  consents: Record<string, Exclude<ConsentAnswer, 'UBESVART'>>;
}

/** The result of step 3: the applicants of the submit payload (spec 1 §3). */
export interface ApplicantsResult {
  mainApplicant: Applicant;
  coApplicant: Applicant | null;
}

export interface ApplicantsModelOptions {
  /** The loan service; the step calls GET /consent and POST /consent. */
  transport: LoanTransport;
  /** GET /user: firstName, lastName, email, phone, ssn. */
  user: UserContext;
  /** From the calculator cache. */
  loanProduct: LoanProduct;
  loanType: LoanType;
  /** Restored after a reload / login round trip. */
  initialDraft?: ApplicantsDraft;
}

/** Where the consents are: loading, loaded, or failed to load (retry with `loadConsents`). */
export type ConsentsLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** The consent save of the step's submit: idle, saving, or failed (values kept, retry by submitting again). */
export type ConsentsSaveStatus = 'idle' | 'saving' | 'failed';

export interface ApplicantsModel {
  /** What the customer typed so far; the application persists it in sessionStorage. */
  readonly draft: ReadonlySignal<ApplicantsDraft>;
  /** Set when the step is done (the consents saved); null while it is not. */
  readonly result: ReadonlySignal<ApplicantsResult | null>;
  /** GET /consent state. */
  readonly consentsStatus: ReadonlySignal<ConsentsLoadStatus>;
  /** POST /consent state. */
  readonly saveStatus: ReadonlySignal<ConsentsSaveStatus>;
  /** Fetches the consents (once; again after a failure). */
  loadConsents(): Promise<void>;
}

export type CreateApplicantsModel = (options: ApplicantsModelOptions) => ApplicantsModel;

export interface ApplicantsStepProps {
  model: ApplicantsModel;
  /** The level of the step's own heading inside the accordion; its sub-headings go one below. */
  headingLevel: number;
  /** Called once the applicants are valid and the consents saved. */
  onDone(result: ApplicantsResult): void;
}

export type ApplicantsStepComponent = (props: ApplicantsStepProps) => JSX.Element;
