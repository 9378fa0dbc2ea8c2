import { batch } from '@preact/signals-react';
import { getFeature, getOngoingApplication, getUser } from '../../api/loan-calls.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { sessionLost } from '../shared/session-lost.js';
import { afterFetch } from '../shared/transitions.js';
import type { CompletionModel } from './completion.model.js';
import { COMPLETION_STEPS, receiptOpens, signingOpens } from './completion.rules.js';

/*
 * The completion's entry (spec 1 §2 "Completion flow", §4 "After fetching"), run by `model.load()`
 * once the login session is valid: the customer, the case (GET /application/ongoing/{id}) with the
 * rules after fetch, the toggles, the draft and the consents; then where the steps open.
 */

/** The entry with a valid session: the customer, the case and the rules after fetch, the toggles, the draft. */
export async function enterCase(model: CompletionModel, id: string): Promise<void> {
  const { client } = model;
  // spec 1 §8: failed toggle and consent fetches store the error and show nothing.
  const toggles = Promise.all([
    getFeature(client, 'salgspant-traffic-light').catch(() => false),
    getFeature(client, 'salgspant-show-completion-insurance').catch(() => false),
  ]);
  // The draft's code comes while the case is fetched (it is only read once the case is known);
  // if it cannot load, the flow works on without resuming.
  const drafts = import('./completion.draft.js').catch(() => null);
  const [user, application] = await Promise.all([getUser(client), fetchCase(model, id)]);
  if (!application) return;
  const [trafficLight, insurance] = await toggles;
  const draftModule = await drafts;
  batch(() => {
    model.user.value = user;
    model.trafficLightOn.value = trafficLight;
    model.insuranceOn.value = insurance;
    model.application.value = application;
    // An insurance already ordered stays chosen (a choice in this visit's draft wins); otherwise the
    // customer answers (false is also "never asked").
    model.insurance.value = { order: application.orderInsurance === true ? true : null, confirmed: false };
    model.contact.value = { email: application.email ?? '', phone: application.phone ?? '' };
    if (draftModule) model.restoreDraft(draftModule, application);
  });
  // The tax portal's failure callback (`#/completion/error`, spec 1 §2): the consent can be given again.
  model.sblController.readReturn();
  await openSteps(model, application);
}

/** GET /application/ongoing/{id}; a failure is its screen (spec 1 §8: the service error), with a retry. */
async function fetchCase(model: CompletionModel, id: string): Promise<ApplicationResponse | null> {
  try {
    return await getOngoingApplication(model.client, id);
  } catch (error) {
    if ((error instanceof ServiceError && error.aborted) || sessionLost(error)) throw error;
    const failure = asServiceError(error);
    const known = failure.name === 'APPLICATION_NOT_FOUND' || failure.name === 'UNKNOWN_APPLICATION_STATUS';
    model.phase.value = { status: 'error', error: failure, fallback: 'service', retry: !known };
    return null;
  }
}

/**
 * The rules after fetch (spec 1 §4), then where the steps open. The consents come first: whether
 * step 4 is skipped is decided with the other skips when the steps are laid out, and never changes
 * in front of the customer (the list never renumbers).
 */
async function openSteps(model: CompletionModel, application: ApplicationResponse): Promise<void> {
  const transition = afterFetch(application);
  if (transition.kind !== 'completion') {
    model.receipt.follow(transition, application);
    return;
  }
  await model.consents.loadConsents();
  const { engine } = model;
  engine.setSteps(COMPLETION_STEPS);
  // Whether this tab resumed the steps at one before signing (a stored step, not a first visit).
  const index = engine.index.value;
  const beforeSigning = index > 0 && index < COMPLETION_STEPS.indexOf('signing');
  if (receiptOpens(application)) {
    model.open('receipt');
  } else if (application.esigningStatus === 'ONGOING_SIGNING' && signingOpens(application) && !beforeSigning) {
    // A signing that was started (the case was updated): straight back to it, unless this tab was
    // at an earlier step (a reload or the tax signing's round trip in the middle of the declaration:
    // the KYC step is blocking, so the customer finishes it first).
    model.open('signing');
  } else {
    // A reload resumes at the stored step, but never past a step that is not done in this visit.
    engine.resumeNoFurtherThan((step) => model.isDone(step));
  }
  model.phase.value = { status: 'form' };
}
