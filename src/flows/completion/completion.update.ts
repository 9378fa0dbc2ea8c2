import { updateApplication } from '../../api/loan-calls.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { sessionLost } from '../shared/session-lost.js';
import { afterUpdate } from '../shared/transitions.js';
import type { CompletionModel } from './completion.model.js';
import { COMPLETION_STEPS, receiptOpens, type ContactDetails } from './completion.rules.js';

const CONTACT = COMPLETION_STEPS.indexOf('contact');
const KYC = COMPLETION_STEPS.indexOf('kyc');

/**
 * Steps 4 and 5's update of the case (spec 1 §4 "After application update"): POST
 * /application/update with the contact details (a co-applicant's), whether KYC is answered and the
 * insurance order, as the step engine's save of the step (so «Forrige» and «Neste» wait for it and a
 * second press is refused); then the rules after the update. Made once by the first of the two steps
 * that opens (`model.updateWith`), so its code comes with those steps, not with the first view.
 */
export class CompletionUpdate {
  readonly #model: CompletionModel;

  constructor(model: CompletionModel) {
    this.#model = model;
  }

  /**
   * Step 4's «Neste»: the consents (POST /consent) and the contact details (POST /application/update),
   * then the rules after the update; KYC next. `details`: what the form holds (null: no form, the
   * main applicant answers the consents only).
   */
  async saveContact(details: ContactDetails | null): Promise<void> {
    const model = this.#model;
    if (details) model.keepContact(details);
    const progress = { updating: false };
    const result = await model.engine.save(CONTACT, async () => {
      await model.consents.saveConsents();
      progress.updating = true;
      return this.#post(false);
    });
    if ('busy' in result) return;
    if (!result.ok) return this.#failed(CONTACT, result.error, progress.updating);
    if (!result.value) return;
    model.contactSaved.value = true;
    model.keepDraft();
    if (model.engine.current.value === 'contact') model.engine.next();
  }

  /**
   * The declaration's result (the shared KYC step): answered, the case is updated (and signing or the
   * receipt follows); any other status is the KYC error.
   */
  async kycCompleted(status: string | null): Promise<void> {
    if (this.#model.kyc.completed(status)) await this.finish();
  }

  /**
   * The update after KYC (and its «Prøv igjen»); then on through the step engine: to signing (step
   * 6), or to the receipt (step 7) past a signing that is done. Each step's guard is asked on the way,
   * so a case whose signing is not done stays at signing, where only the service's answer opens step 7.
   */
  async finish(): Promise<void> {
    const model = this.#model;
    if (!model.kyc.answered) return;
    const result = await model.engine.save(KYC, () => this.#post(true));
    if ('busy' in result) return;
    if (!result.ok) return this.#failed(KYC, result.error, true);
    const updated = result.value;
    if (!updated) return;
    // The receipt first, as on entry; a case that opens neither stays at the signing.
    const target = receiptOpens(updated) ? 'receipt' : 'signing';
    if (target === 'receipt') model.forgetDraft();
    model.engine.advanceTo(COMPLETION_STEPS.indexOf(target));
  }

  /**
   * POST /application/update and the rules after it (spec 1 §4). Returns the case when the flow goes
   * on in the steps; a failure is thrown (the step's save keeps it).
   */
  async #post(kycAnswered: boolean): Promise<ApplicationResponse | null> {
    const model = this.#model;
    const application = model.application.value;
    if (!application) return null;
    const contact = model.isMain.value ? null : model.contact.value;
    const updated = await updateApplication(model.client, {
      applicationId: application.applicationId,
      email: contact ? contact.email.trim() : null,
      phone: contact ? contact.phone.trim() : null,
      kycAnswered,
      orderInsurance: model.orderInsurance,
    });
    model.application.value = updated;
    const transition = afterUpdate(updated);
    if (transition.kind !== 'completion') {
      model.receipt.follow(transition, updated);
      return null;
    }
    return updated;
  }

  /**
   * A failed save of step 4 or 5 (spec 1 §4): the login for a lost session, step 1 or the error for a
   * consent that could not be saved, the error screen for a case the update refuses; any other failure
   * stays with the step's save, which shows the update-failure text with everything typed kept.
   */
  async #failed(step: number, error: unknown, updating: boolean): Promise<void> {
    const model = this.#model;
    const failure = asServiceError(error);
    const { name } = failure;
    const lost = sessionLost(error);
    const refused = name === 'INCORRECT_NEW_CASE' || name === 'OTHER_APPLICANT_MISSING_DATA';
    const aborted = error instanceof ServiceError && error.aborted;
    if (!aborted && !lost) {
      // Any other failure stays with the step's save: the step shows the update-failure text.
      if (updating ? !refused : name !== 'FAILED_SBL_CONSENT_SAVE' || !model.core.consentSaveFailed()) return;
      if (updating) model.phase.value = { status: 'error', error: failure, fallback: 'generic', retry: false };
    }
    model.engine.resetSave(step);
    if (lost) await model.core.expired();
  }
}
