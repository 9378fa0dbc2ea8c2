// The pieces the loan flows' models are split into, each on its own in Node: the application's age and
// D-number rule, the completion's receipt address, its draft (what a reload gives back, and what wins)
// and its receipt with the outcome analytics (once per case and status). The sandbox's test persons
// give the national ids; the clock, storage and the page are parameters.
import { signal } from '@preact/signals-react';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { refusalOf } from '../../src/flows/application/application.rules.js';
import { CaseDraft, completionDraftKey, type DraftedAnswers } from '../../src/flows/completion/completion.draft.js';
import type { CompletionModel } from '../../src/flows/completion/completion.model.js';
import { CompletionReceipt } from '../../src/flows/completion/completion.receipt.js';
import { receiptAddress, type CompletionPhase } from '../../src/flows/completion/completion.rules.js';
import type { ConsentAnswerMap } from '../../src/flows/shared/consents/consents.controller.js';
import type { SalgspantAnalyticsDetail } from '../../src/platform/events.js';
import type { ApplicationResponse } from '../../src/schemas/loan.js';
import { loanCase } from '../helpers/loan-case.js';
import { memoryStorage } from '../helpers/memory-storage.js';

describe('refusalOf: who cannot apply (spec 1 §5 "Customer"), on the clock given', () => {
  const table: Array<[string, string, Date, string | null]> = [
    ['a D-number', personByKey('dag').ssn, new Date('2026-11-28'), 'DNUMMER_KUNDE'],
    ['17 years old', personByKey('mina').ssn, new Date('2026-11-28'), 'MINDREAARIG_KUNDE'],
    ['the same customer at 18', personByKey('mina').ssn, new Date('2027-05-20'), null],
    ['an adult', personByKey('emil').ssn, new Date('2026-11-28'), null],
  ];
  for (const [name, ssn, today, expected] of table) {
    it(name, () => assert.equal(refusalOf(ssn, today), expected));
  }
});

describe('receiptAddress: the receipt route in the page’s address (a reload shows the same receipt)', () => {
  const table: Array<[string, string]> = [
    ['https://bank.no/min-oversikt/salgspantfullfor?id=1', '/min-oversikt/salgspantfullfor?id=1#/completion/receipt'],
    ['https://bank.no/fullfor?id=1#/completion/error', '/fullfor?id=1#/completion/receipt'],
  ];
  for (const [href, expected] of table) it(href, () => assert.equal(receiptAddress(href), expected));
});

const CASE = '100000401';

function answers(): DraftedAnswers & { accepted: boolean } {
  const drafted = {
    accepted: false,
    sblController: {
      get accepted() {
        return drafted.accepted;
      },
      restoreAccepted: () => void (drafted.accepted = true),
    },
    insurance: signal({ order: null as boolean | null, confirmed: false }),
    contact: signal({ email: '', phone: '' }),
    answers: signal<ConsentAnswerMap>({}),
    contactSaved: signal(false),
  };
  return drafted;
}

describe('CaseDraft: what a reload gives back (decision 0036)', () => {
  const kept = {
    sblAccepted: true,
    contactSaved: true,
    insurance: { order: true, confirmed: true },
    contact: { email: 'kept@example.no', phone: '' },
    answers: { S0: 'JA', S1: 'NEI' },
  };
  const table: Array<[string, boolean, (a: DraftedAnswers) => unknown, unknown]> = [
    // name, the customer is the main applicant, what is read after the restore, expected
    ['the consent accepted in this visit', true, (a) => a.sblController.accepted, true],
    ['step 4 saved in this visit', true, (a) => a.contactSaved.value, true],
    [
      'the insurance choice with its confirmation wins over the case’s order',
      true,
      (a) => a.insurance.value,
      kept.insurance,
    ],
    [
      'contact typed wins; an empty kept field leaves the case’s',
      true,
      (a) => a.contact.value,
      { email: 'kept@example.no', phone: '99999999' },
    ],
    ['an answer given since the entry wins over the kept one', true, (a) => a.answers.value, { S0: 'NEI', S1: 'NEI' }],
    ['the co-applicant’s draft is another one: nothing given back', false, (a) => a.contactSaved.value, false],
  ];
  for (const [name, main, read, expected] of table) {
    it(name, () => {
      const storage = memoryStorage({ [completionDraftKey(CASE, true)]: { ...kept, savedAt: 1_000 } });
      const drafted = answers();
      drafted.contact.value = { email: 'case@example.no', phone: '99999999' };
      drafted.answers.value = { S0: 'NEI' };
      new CaseDraft(storage, { applicationId: CASE, customerIsMainApplicant: main }, () => 2_000, drafted).restore();
      assert.deepEqual(read(drafted), expected);
    });
  }

  it('writes the answers as they are, and clears them at the receipt', () => {
    const storage = memoryStorage();
    const drafted = answers();
    const draft = new CaseDraft(storage, { applicationId: CASE, customerIsMainApplicant: true }, () => 5, drafted);
    drafted.insurance.value = { order: false, confirmed: false };
    drafted.answers.value = { S0: 'JA' };
    draft.keep();
    const written = JSON.parse(storage.getItem(completionDraftKey(CASE, true)) ?? 'null') as Record<string, unknown>;
    assert.deepEqual(written.insurance, { order: false, confirmed: false });
    assert.deepEqual(written.answers, { S0: 'JA' });
    assert.equal(written.sblAccepted, false);
    draft.clear();
    assert.equal(storage.getItem(completionDraftKey(CASE, true)), null);
  });
});

describe('CompletionReceipt: where the completion ends, and its outcome analytics', () => {
  function receipt() {
    const host = new EventTarget();
    const events: SalgspantAnalyticsDetail[] = [];
    host.addEventListener('salgspant-analytics', (e) =>
      events.push((e as CustomEvent<SalgspantAnalyticsDetail>).detail),
    );
    const replaced: string[] = [];
    const done: string[] = [];
    const model = {
      host,
      phase: signal<CompletionPhase>({ status: 'form' }),
      engine: { forget: () => void done.push('step index forgotten') },
      forgetDraft: () => void done.push('draft forgotten'),
      core: {
        location: { href: `https://bank.no/fullfor?id=${CASE}` },
        history: { replaceState: (_d: unknown, _t: string, url: string) => void replaced.push(url) },
      },
    };
    return { receipt: new CompletionReceipt(model as unknown as CompletionModel), model, events, replaced, done };
  }
  const signed: ApplicationResponse = loanCase(CASE, { applicationStatus: 'DOCUMENTS_COMPLETE' });

  it('shows the receipt on the receipt route, with nothing more kept, and reports the outcome once', () => {
    const { receipt: end, model, events, replaced, done } = receipt();
    end.follow({ kind: 'receipt' }, signed);
    end.report(signed);
    assert.equal(model.phase.value.status, 'receipt');
    assert.deepEqual(replaced, [`/fullfor?id=${CASE}#/completion/receipt`]);
    assert.deepEqual(done, ['step index forgotten', 'draft forgotten']);
    assert.deepEqual(
      events.map((e) => [e.event, e.status]),
      [['completion-outcome', 'DOCUMENTS_COMPLETE']],
    );
  });

  it('reports again when the same case shows another status', () => {
    const { receipt: end, events } = receipt();
    end.report(loanCase(CASE, { applicationStatus: 'DOCUMENTS_SENT', signedByCurrentUser: true }));
    end.report(signed);
    assert.equal(events.length, 2);
  });

  it('an error transition is its screen, without a retry, and reports nothing', () => {
    const { receipt: end, model, events } = receipt();
    end.follow({ kind: 'incorrect-new-case' }, signed);
    assert.deepEqual(model.phase.value, {
      status: 'error',
      error: { name: 'INCORRECT_NEW_CASE' },
      fallback: 'generic',
      retry: false,
    });
    assert.equal(events.length, 0);
  });
});
