// The loan flows' one consents controller (src/flows/shared/consents) in Node: GET /consent once, the
// answers it starts from, POST /consent with one answer per consent offered (unanswered as UBESVART),
// nothing posted twice, and a failed or aborted load (spec 1 §3, §8; decision 0034). The application's
// step 3 and the completion's step 4 both run on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signal } from '@preact/signals-react';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { ServiceError } from '../../src/api/service-error.js';
import { ConsentsController, type ConsentAnswerMap } from '../../src/flows/shared/consents/consents.controller.js';
import type { ConsentAnswer } from '../../src/schemas/loan.js';

function consent(id: string, svar: ConsentAnswer) {
  return { samtykkeId: { value: id }, tittel: `Samtykke ${id}`, tekster: [], svar };
}

interface Setup {
  offered?: Array<ReturnType<typeof consent>>;
  /** The GET /consent answers in turn: an error is thrown, anything else answered. */
  loads?: unknown[];
  saveFails?: boolean;
  drafted?: ConsentAnswerMap;
  skipSaved?: boolean;
}

function setup({ offered = [], loads, saveFails = false, drafted = {}, skipSaved = false }: Setup = {}) {
  const calls: string[] = [];
  const posted: unknown[] = [];
  const pending = [...(loads ?? [offered])];
  const client = {
    call: (method: string, path: string, _schema: unknown, body: unknown) => {
      calls.push(`${method} ${path}`);
      if (method === 'GET') {
        const answer = pending.length > 1 ? pending.shift() : pending[0];
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      }
      posted.push(body);
      return saveFails ? Promise.reject(new Error('503')) : Promise.resolve(undefined);
    },
  } as unknown as LoanTransport;
  const answers = signal<ConsentAnswerMap>(drafted);
  let changed = 0;
  const controller = new ConsentsController({
    transport: client,
    answers,
    setAnswers: (next) => (answers.value = next),
    onAnswer: () => void (changed += 1),
    skipSaved,
  });
  return { controller, calls, posted, answers, changed: () => changed };
}

describe('ConsentsController', () => {
  it('starts each consent from this visit’s answer, else the one the service saved, else none', async () => {
    const { controller } = setup({
      offered: [consent('A', 'JA'), consent('B', 'UBESVART'), consent('C', 'NEI'), consent('D', 'UBESVART')],
      drafted: { A: 'NEI', D: 'JA', GONE: 'JA' },
    });
    await controller.loadConsents();
    assert.equal(controller.consentsStatus.value, 'ready');
    assert.deepEqual(controller.consentAnswers.value, { A: 'NEI', C: 'NEI', D: 'JA' });
  });

  it('fetches once: a second load while one is under way joins it, and a loaded list is not fetched again', async () => {
    const { controller, calls } = setup({ offered: [consent('A', 'UBESVART')] });
    await Promise.all([controller.loadConsents(), controller.loadConsents()]);
    await controller.loadConsents();
    assert.deepEqual(calls, ['GET consent']);
  });

  it('keeps a failed load as the error, and fetches again on «Prøv igjen»', async () => {
    const failure = new Error('503');
    const { controller, calls } = setup({ loads: [failure, [consent('A', 'JA')]] });
    await controller.loadConsents();
    assert.equal(controller.consentsStatus.value, 'failed');
    assert.equal(controller.error.value, failure);
    await controller.loadConsents();
    assert.equal(controller.consentsStatus.value, 'ready');
    assert.deepEqual(calls, ['GET consent', 'GET consent']);
  });

  it('treats a load aborted by the element leaving the page as nothing failed', async () => {
    const aborted = new ServiceError({ kind: 'aborted', status: 0, name: 'AbortError', message: '' });
    const { controller } = setup({ loads: [aborted] });
    await controller.loadConsents();
    assert.equal(controller.consentsStatus.value, 'idle');
    assert.equal(controller.error.value, null);
  });

  it('tells the flow when the customer changes an answer, and not when the same answer is given again', async () => {
    const { controller, answers, changed } = setup({ offered: [consent('A', 'UBESVART')] });
    await controller.loadConsents();
    controller.answerConsent('A', 'JA');
    controller.answerConsent('A', 'JA');
    assert.deepEqual(answers.value, { A: 'JA' });
    assert.equal(changed(), 1);
  });

  it('posts one answer per consent offered, in the service’s order, unanswered as UBESVART', async () => {
    const { controller, posted } = setup({ offered: [consent('A', 'UBESVART'), consent('B', 'UBESVART')] });
    await controller.loadConsents();
    controller.answerConsent('B', 'NEI');
    await controller.saveConsents();
    assert.deepEqual(posted, [
      [
        { samtykkeId: { value: 'A' }, svar: 'UBESVART' },
        { samtykkeId: { value: 'B' }, svar: 'NEI' },
      ],
    ]);
  });

  it('posts the answers each time the step is confirmed (the application’s step 3)', async () => {
    const { controller, posted } = setup({ offered: [consent('A', 'UBESVART')] });
    await controller.loadConsents();
    controller.answerConsent('A', 'JA');
    await controller.saveConsents();
    await controller.saveConsents();
    assert.equal(posted.length, 2);
  });

  it('with skipSaved, does not post answers already saved, and posts again once one changes (decision 0034)', async () => {
    const { controller, posted } = setup({ offered: [consent('A', 'UBESVART')], skipSaved: true });
    await controller.loadConsents();
    controller.answerConsent('A', 'JA');
    await controller.saveConsents();
    await controller.saveConsents();
    controller.answerConsent('A', 'NEI');
    await controller.saveConsents();
    assert.equal(posted.length, 2);
  });

  it('posts nothing when no consent is offered or none could be fetched: the completion asks again', async () => {
    for (const loads of [[[]], [new Error('503')]]) {
      const { controller, calls } = setup({ loads });
      await controller.loadConsents();
      await controller.saveConsents();
      assert.deepEqual(calls, ['GET consent']);
    }
  });

  it('throws a failed save to the step, and sends the same answers again on the next try', async () => {
    const { controller, posted } = setup({ offered: [consent('A', 'JA')], saveFails: true });
    await controller.loadConsents();
    await assert.rejects(controller.saveConsents(), /503/);
    await assert.rejects(controller.saveConsents(), /503/);
    assert.equal(posted.length, 2);
  });
});
