// The shared tax-data consent (src/flows/shared/sbl/sbl.controller.ts) in Node, as tables: the address
// the portal comes back to, the portal's `/error` callback in the path or the hash, and the native
// bridge's `result/…` answers (spec 1 §2). The application and the completion both run on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { asServiceError } from '../../src/api/service-error.js';
import { SblController } from '../../src/flows/shared/sbl/sbl.controller.js';

function controller(href: string, options: { inApp?: () => Promise<{ result: string }> | null; status?: string } = {}) {
  const calls: unknown[] = [];
  const replaced: string[] = [];
  const navigations: string[] = [];
  let kept = 0;
  const client = {
    call: (_method: string, _path: string, _schema: unknown, body: unknown) => {
      calls.push(body);
      return Promise.resolve({ sblStatus: options.status ?? 'ACCEPTED', customerUrl: null });
    },
  } as unknown as LoanTransport;
  const sbl = new SblController({
    client,
    host: new EventTarget(),
    location: { href, assign: (url: string) => void navigations.push(url) },
    history: { replaceState: (_d: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)) },
    route: '/completion',
    lastName: () => 'Nordmann',
    onAccepted: () => undefined,
    onConsentSaveFailed: () => undefined,
    onSessionLost: () => Promise.resolve(),
    keep: () => void (kept += 1),
    asServiceError,
  });
  const bridge = () => options.inApp?.() ?? null;
  return { sbl, bridge, calls, replaced, navigations, kept: () => kept };
}

describe('SblController', () => {
  it('gives the portal this page with the flow route in the hash, so /error comes back to the flow', async () => {
    for (const href of [
      'https://bank.no/min-oversikt/salgspantfullfor?id=100000001',
      'https://bank.no/min-oversikt/salgspantfullfor?id=100000001#/completion',
      'https://bank.no/min-oversikt/salgspantfullfor?id=100000001#/completion/error',
    ]) {
      const { sbl, calls } = controller(href);
      assert.equal(sbl.returnUrl(), '/min-oversikt/salgspantfullfor?id=100000001#/completion');
      await sbl.check();
      assert.deepEqual(calls, [
        { redirectUrl: '/min-oversikt/salgspantfullfor?id=100000001#/completion', lastName: 'Nordmann' },
      ]);
    }
  });

  const returns: Array<[string, string, boolean, string | undefined]> = [
    ['the hash', 'https://bank.no/p?id=1#/completion/error', true, '/p?id=1#/completion'],
    ['the path', 'https://bank.no/p/error?id=1', true, '/p?id=1'],
    ['no marker', 'https://bank.no/p?id=1#/completion', false, undefined],
    ['an error elsewhere in the path', 'https://bank.no/error/p?id=1', false, undefined],
  ];
  for (const [name, href, failed, cleaned] of returns) {
    it(`reads the portal's callback: /error in ${name}`, () => {
      const { sbl, replaced, kept } = controller(href);
      assert.equal(sbl.readReturn(), failed);
      assert.equal(sbl.state.value.status, failed ? 'failed' : 'idle');
      assert.deepEqual(replaced, cleaned ? [cleaned] : []);
      assert.equal(kept(), failed ? 1 : 0);
    });
  }

  const answers: Array<[string, string, string]> = [
    ['result/error is a failure', 'result/error', 'failed'],
    ['result/ok fetches the consent again', 'result/ok', 'accepted'],
  ];
  for (const [name, result, status] of answers) {
    it(`opens the portal in the bank's app: ${name}`, async () => {
      const { sbl, bridge, navigations, calls } = controller('https://bank.no/p?id=1', {
        inApp: () => Promise.resolve({ result }),
      });
      sbl.state.value = { status: 'needs-consent', customerUrl: 'https://skatt.no/consent' };
      sbl.openConsentPortal(bridge);
      await new Promise((resolve) => setTimeout(resolve, 0));
      assert.equal(sbl.state.value.status, status);
      assert.equal(calls.length, status === 'accepted' ? 1 : 0);
      assert.deepEqual(navigations, []);
    });
  }

  it('goes to the portal in the page outside the app, and when the app refuses the message', async () => {
    for (const inApp of [() => null, () => Promise.reject(new Error('refused'))]) {
      const { sbl, bridge, navigations } = controller('https://bank.no/p?id=1', { inApp });
      sbl.state.value = { status: 'needs-consent', customerUrl: 'https://skatt.no/consent' };
      sbl.openConsentPortal(bridge);
      await new Promise((resolve) => setTimeout(resolve, 0));
      assert.deepEqual(navigations, ['https://skatt.no/consent?ui_locales=nb']);
    }
  });
});
