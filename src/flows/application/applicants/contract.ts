/**
 * The public surface of step 3 of the application («Søkere»): the applicants and their consents.
 * The application element (`<salgspant-application>`) imports only this surface, through
 * `./index.js`, and loads the step on demand (lazyPart). Types only here: the implementations live
 * beside it and are re-exported by index.ts with these signatures.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { JSX } from 'react';
import type { LoanTransport } from '../../../api/loan-client.js';
import type { StandardSchemaV1 } from '../../../ui/form/library.js';
import type { ApplicantInput, GivenConsentAnswer } from '../../../domain/applicants.js';
import type { Applicant, Consent, LoanProduct, LoanType, UserContext } from '../../../schemas/loan.js';
import type { ConsentsLoadStatus } from '../../shared/consents/consents.controller.js';

/** What the customer typed for one applicant. Amounts are whole kroner, null while empty. */
export type ApplicantDraft = ApplicantInput;

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
  consents: Record<string, GivenConsentAnswer>;
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

export type { ConsentsLoadStatus };
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
  /** The last failure of a consent call, kept for the application (spec 1 §8: no message of its own). */
  readonly error: ReadonlySignal<Error | null>;
  /** Fetches the consents (once; again after a failure). */
  loadConsents(): Promise<void>;

  // ── What the step's component uses ──
  /** The main applicant's first name, for «Hei {firstName}». */
  readonly firstName: string;
  /** Whether the trade-in block is shown (hidden for a loan commitment, decision 0016). */
  readonly asksTradeIn: boolean;
  /** The consents offered (GET /consent), once loaded. */
  readonly consents: ReadonlySignal<readonly Consent[]>;
  /** The customer's answer to each consent so far (absent: unanswered). */
  readonly consentAnswers: ReadonlySignal<Readonly<Record<string, GivenConsentAnswer>>>;
  /** Answers one consent. */
  answerConsent(samtykkeId: string, answer: GivenConsentAnswer): void;
  /** The values the applicants form starts with (the draft, plus the co-applicant's id kept in memory). */
  formValues(): ApplicantsFormValues;
  /** The form's validator: the applicant schemas of src/schemas/loan.ts, messages at the fields' names. */
  readonly validator: StandardSchemaV1<ApplicantsFormValues, unknown>;
  /** Records what the customer typed (the draft; the co-applicant's id in memory only). */
  update(values: ApplicantsFormValues): void;
  /**
   * Finishes the step: checks the applicants, saves the consents (POST /consent) and sets `result`.
   * Returns the result, or null when the values are invalid, a save is already running, or the save
   * failed (`saveStatus` is then 'failed'; nothing typed is lost).
   */
  submit(values: ApplicantsFormValues): Promise<ApplicantsResult | null>;
}

/** The applicants form's values: the draft's fields plus the co-applicant's national id. */
export interface ApplicantsFormValues {
  main: ApplicantDraft;
  hasCoApplicant: boolean;
  co: CoApplicantDraft & { ssn: string };
}

export type CreateApplicantsModel = (options: ApplicantsModelOptions) => ApplicantsModel;

export interface ApplicantsStepProps {
  model: ApplicantsModel;
  /** The level of the step's own heading inside the accordion; its sub-headings go one below. */
  headingLevel: number;
  /** Called once the applicants are valid and the consents saved. */
  onDone: (result: ApplicantsResult) => void;
  /** «Forrige»: back to the previous step; no button without it. */
  onPrevious?: () => void;
  /**
   * The step opened again after a reload or the login round trip, past where it was done: a notice
   * says what is kept, and that the co-applicant's national id (never stored) must be typed again.
   */
  resumed?: boolean;
}

export type ApplicantsStepComponent = (props: ApplicantsStepProps) => JSX.Element;
