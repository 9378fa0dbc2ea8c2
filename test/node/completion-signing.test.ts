// The completion's e-signing (src/flows/completion/completion.signing.ts) in Node: the frame or the
// bank's app, and what each outcome leads to. Only the service's answer opens the receipt (spec 1 §4
// "Signing steps", decisions 0025 and 0027).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signal } from '@preact/signals-react';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { ServiceError } from '../../src/api/service-error.js';
import { SigningController, type SigningHost } from '../../src/flows/completion/completion.signing.js';
import type { ApplicationResponse } from '../../src/schemas/loan.js';

const FRAME = { src: 'https://signing.example/sign?case=100000001', origin: 'https://signing.example' };

function caseWith(fields: Partial<ApplicationResponse>): ApplicationResponse {
  return {
    applicationId: '100000001',
    applicationStatus: 'APPROVED',
    esigningStatus: 'ONGOING_SIGNING',
    signedByCurrentUser: false,
    missingVariables: [],
    ...fields,
  } as ApplicationResponse;
}

/** The signing step of case 100000001; the fetch after signing answers `fetched` (or throws it). */
function setup(fetched: unknown, host?: SigningHost) {
  const paths: string[] = [];
  const client = {
    call: (_method: string, path: string) => {
      paths.push(path);
      return fetched instanceof Error ? Promise.reject(fetched) : Promise.resolve(fetched);
    },
  } as unknown as LoanTransport;
  const application = signal<ApplicationResponse | null>(caseWith({}));
  const events: string[] = [];
  const signing = new SigningController({
    client,
    application,
    signingHost: host,
    location: { href: 'https://bank.no/min-oversikt/salgspantfullfor?id=100000001' },
    onSigned: () => void events.push('signed'),
    onSessionLost: () => {
      events.push('login');
      return Promise.resolve();
    },
  });
  return { signing, application, paths, events };
}

const signedCase = caseWith({ applicationStatus: 'DOCUMENTS_SENT', signedByCurrentUser: true });
const noBridge: SigningHost = () => null;

describe('the completion’s signing', () => {
  it('opens the frame in a browser, and the app when the page runs in it', async () => {
    const inBrowser = setup(signedCase);
    inBrowser.signing.begin(FRAME, noBridge);
    assert.deepEqual(inBrowser.signing.state.value, { status: 'open' });
    assert.equal(inBrowser.signing.mode.value, 'frame');

    let answer: (outcome: 'signed') => void = () => undefined;
    const inApp = setup(signedCase, () => new Promise((resolve) => (answer = resolve)));
    inApp.signing.begin(FRAME, noBridge);
    assert.deepEqual(inApp.signing.state.value, { status: 'in-app' });
    assert.equal(inApp.signing.mode.value, 'app');
    answer('signed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(inApp.events, ['signed']);
  });

  it('falls back to the frame when the app refuses the message', async () => {
    const { signing } = setup(signedCase, () => Promise.reject(new Error('no handler')));
    signing.begin(FRAME, noBridge);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(signing.state.value, { status: 'open' });
    assert.equal(signing.mode.value, 'frame');
  });

  it('shows the step again with a fresh frame after a cancel, without asking the service', async () => {
    const { signing, paths } = setup(signedCase);
    await signing.ended('cancelled');
    assert.deepEqual(signing.state.value, { status: 'cancelled' });
    assert.equal(signing.frameKey.value, 1);
    assert.deepEqual(paths, []);
  });

  it('opens the receipt only when the case fetched again says signed', async () => {
    const signed = setup(signedCase);
    await signed.signing.ended('signed');
    assert.deepEqual(signed.paths, ['application/ongoing/100000001']);
    assert.equal(signed.application.value, signedCase);
    assert.deepEqual(signed.events, ['signed']);

    const notYet = setup(caseWith({}));
    await notYet.signing.ended('signed');
    assert.deepEqual(notYet.signing.state.value, { status: 'not-confirmed' });
    assert.equal(notYet.signing.frameKey.value, 1);
    assert.deepEqual(notYet.events, []);
  });

  it('goes through the login for a lost session, and shows a service error otherwise', async () => {
    const lost = setup(new ServiceError({ kind: 'http', status: 401, name: 'UNAUTHORIZED', message: '' }));
    await lost.signing.ended('signed');
    assert.deepEqual(lost.events, ['login']);

    const down = setup(new ServiceError({ kind: 'http', status: 503, name: 'SERVICE_UNAVAILABLE', message: '' }));
    await down.signing.ended('signed');
    const state = down.signing.state.value;
    assert.ok(state.status === 'error', `the error state, not ${state.status}`);
    assert.equal(state.error.status, 503);
  });

  it('gives the frame this page’s address', () => {
    assert.equal(setup(signedCase).signing.pageHref, 'https://bank.no/min-oversikt/salgspantfullfor?id=100000001');
  });
});
