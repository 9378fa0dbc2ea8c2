import { batch } from '@preact/signals-react';
import { getOngoingApplication, getUser } from '../../api/loan-calls.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import { hashRoute } from '../../config/paths.js';
import { navigate } from '../../platform/events.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { sessionLost } from '../shared/session-lost.js';
import { afterFetch, afterUpdate, transitionError, type Transition } from '../shared/transitions.js';
import type { ApplicationModel } from './application.model.js';
import { APPLICATION_STEPS, RECEIPT_ROUTE, refusalOf } from './application.rules.js';

/*
 * The application's entry (spec 1 §2 "Application flow", §5 "Customer"), run by `model.load()` once
 * the login session is valid: the customer (under-18 and D-number customers get their screens), then
 * the calculation and the steps, or, on the receipt route, the application; and where the flow goes
 * once the service has answered with an application (here or after the send).
 */

/** The entry with a valid session: the customer, then the form or the receipt. */
export async function enterApplication(model: ApplicationModel): Promise<void> {
  const user = await getUser(model.client);
  const refusal = refusalOf(user.ssn, model.core.now());
  if (refusal) {
    model.phase.value = { status: 'error', error: refusal, fallback: 'generic' };
    return;
  }
  model.user.value = user;
  if (model.onReceiptRoute) await loadReceipt(model);
  else await startForm(model);
}

/** The calculation (a failure shows in step 1, with a retry), the draft, and where the steps open. */
async function startForm(model: ApplicationModel): Promise<void> {
  await model.fetchCache();
  batch(() => {
    model.restoreDraft();
    model.engine.setSteps(APPLICATION_STEPS);
    // A reload resumes at the stored step, but never past a step that is not done in this visit.
    const reopened = model.engine.resumeNoFurtherThan((step) => model.isDone(step));
    model.reconfirmApplicants.value = reopened === 'applicants';
    model.phase.value = { status: 'form' };
  });
  // The tax portal's failure callback (`…/error`, spec 1 §2): the consent can be given again.
  model.sblController.readReturn();
}

/** The receipt route: the application of `?id=`, with the rules after fetch (or after update). */
async function loadReceipt(model: ApplicationModel): Promise<void> {
  const id = model.address.applicationId;
  if (!id) return;
  try {
    const application = await getOngoingApplication(model.client, id);
    // The receipt route also shows the receipts the submit sent here ("after application update":
    // a loan commitment in DOCUMENTS_SENT with nothing missing), which "after fetching" alone would not.
    const fetched = afterFetch(application);
    const updated = afterUpdate(application);
    follow(model, fetched.kind === 'completion' && updated.kind === 'receipt' ? updated : fetched, application);
  } catch (error) {
    if (error instanceof ServiceError && error.aborted) return;
    if (sessionLost(error)) throw error;
    // spec 1 §8: a failed fetch of an ongoing application gives the service error.
    model.phase.value = { status: 'error', error: asServiceError(error), fallback: 'service' };
  }
}

/**
 * Where the application goes once the service answered with it (spec 1 §4): an error screen, the
 * receipt (here on the receipt route, else the receipt route's address), or the completion.
 */
export function follow(model: ApplicationModel, transition: Transition, application: ApplicationResponse): void {
  const error = transitionError(transition);
  if (error) {
    model.phase.value = { status: 'error', error, fallback: 'generic' };
    return;
  }
  const { paths } = model.config;
  switch (transition.kind) {
    case 'receipt':
      if (model.onReceiptRoute) {
        model.phase.value = { status: 'receipt', application };
      } else {
        go(model, paths.application, application.applicationId, RECEIPT_ROUTE);
      }
      return;
    case 'completion':
      go(model, paths.completion.securedLoan, application.applicationId, null);
  }
}

/** Leaves for an outer page with the case number (cancelable `salgspant-navigate`). */
function go(model: ApplicationModel, outerPath: string, applicationId: string, route: string | null): void {
  model.phase.value = { status: 'leaving' };
  const path = `${outerPath}?id=${encodeURIComponent(applicationId)}`;
  const href = route ? hashRoute(path, route) : path;
  navigate(model.host, { href, path, route }, model.core.location);
}
