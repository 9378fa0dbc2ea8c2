// The session-storage draft every flow keeps (decisions 0015 and 0036), and the completion's reading of it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { completionDraftKey, parseCompletionDraft } from '../../src/flows/completion/completion.draft.js';
import { SessionDraft, type DraftStorage } from '../../src/platform/session-draft.js';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const asIs = (value: Record<string, unknown>) => ({ note: typeof value.note === 'string' ? value.note : '' });

describe('SessionDraft', () => {
  it('writes with the time, reads back, forgets after four hours, and clears', () => {
    const store = memoryStorage();
    let now = 1_000;
    const draft = new SessionDraft(store, 'v1:test:draft:a', asIs, () => now);
    assert.equal(draft.read(), null);
    draft.write({ note: 'hei' });
    assert.deepEqual(JSON.parse(store.map.get('v1:test:draft:a') ?? ''), { note: 'hei', savedAt: 1_000 });
    assert.deepEqual(draft.read(), { note: 'hei' });
    now += 14_400_001;
    assert.equal(draft.read(), null);
    draft.clear();
    assert.equal(store.map.size, 0);
  });

  it('treats damaged or foreign entries as absent, and blocked storage as none', () => {
    const store = memoryStorage();
    const draft = new SessionDraft(store, 'v1:test:draft:a', asIs);
    for (const raw of ['{', 'null', '[]', '"x"', '{"note":"x"}', '{"note":"x","savedAt":"1"}']) {
      store.map.set('v1:test:draft:a', raw);
      assert.equal(draft.read(), null, raw);
    }
    const blocked: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const none = new SessionDraft(blocked, 'v1:test:draft:a', asIs);
    none.write({ note: 'x' });
    none.clear();
    assert.equal(none.read(), null);
    assert.throws(() => new SessionDraft(store, 'test:draft', asIs), /v1:/);
  });
});

describe('the completion’s draft', () => {
  it('is kept per case and per applicant, under a key without the case number', () => {
    const main = completionDraftKey('100000406', true);
    const co = completionDraftKey('100000406', false);
    assert.match(main, /^v1:completion:draft:[0-9a-f]{8}$/);
    assert.notEqual(main, co);
    assert.equal(main.includes('100000406'), false);
  });

  it('reads only the shape it writes', () => {
    const draft = {
      sblAccepted: true,
      contactSaved: false,
      insurance: { order: false, confirmed: false },
      contact: { email: 'a@b.no', phone: '12345678' },
      answers: { A: 'JA', B: 'NEI' },
    };
    assert.deepEqual(parseCompletionDraft({ ...draft, savedAt: 1 }), draft);
    for (const damaged of [
      { ...draft, answers: { A: 'UBESVART' } },
      { ...draft, contact: { email: 'a@b.no', phone: 12345678 } },
      { ...draft, contact: { email: 'x'.repeat(321), phone: '' } },
      { ...draft, insurance: { order: 'no', confirmed: false } },
      { ...draft, sblAccepted: 'yes' },
      { contact: draft.contact },
    ]) {
      assert.equal(parseCompletionDraft(damaged), null, JSON.stringify(damaged).slice(0, 80));
    }
  });
});
