// The loan flows' shared entry pieces (src/flows/shared, decision 0067) in Node, as tables: the entry
// by `cacheId` or `id`, the §4 transitions' error screens and the one outcome event.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { checkSession } from '../../src/flows/shared/landing-session.js';
import { addressParam, entryId, LoanSession } from '../../src/flows/shared/session.js';
import { emitOutcome } from '../../src/flows/shared/loan-flow.js';
import { transitionError, type Transition } from '../../src/flows/shared/transitions.js';
import type { SalgspantAnalyticsDetail } from '../../src/platform/events.js';
import type { ApplicationResponse } from '../../src/schemas/loan.js';

describe('the entry by cacheId or id', () => {
  const table: Array<[string, string, string | null]> = [
    ['/x?id=100000401', 'id', '100000401'],
    ['/x?id=100000401/', 'id', '100000401'],
    ['/x?id=%20100000401%20', 'id', '100000401'],
    ['/x?id=', 'id', null],
    ['/x?id=/', 'id', null],
    ['/x?cacheId=abc#/application/form', 'cacheId', 'abc'],
    ['/x', 'cacheId', null],
  ];
  for (const [href, name, expected] of table) {
    it(`${name} of ${href}: ${String(expected)}`, () => assert.equal(addressParam(href, name), expected));
  }
  const attributes: Array<[string | undefined, string | null]> = [
    [undefined, null],
    ['  ', null],
    [' 100000401// ', '100000401'],
  ];
  for (const [value, expected] of attributes) {
    it(`an attribute ${JSON.stringify(value)}: ${String(expected)}`, () => assert.equal(entryId(value), expected));
  }
});

describe('the §4 transitions that end in an error screen', () => {
  const table: Array<[Transition, string | null]> = [
    [{ kind: 'other-applicant-missing' }, 'OTHER_APPLICANT_MISSING_DATA'],
    [{ kind: 'incorrect-new-case' }, 'INCORRECT_NEW_CASE'],
    [{ kind: 'receipt' }, null],
    [{ kind: 'completion' }, null],
  ];
  for (const [transition, name] of table) {
    it(transition.kind, () => assert.equal(transitionError(transition)?.name ?? null, name));
  }
});

describe('the outcome event of both flows', () => {
  const application = {
    applicationStatus: 'CONTROL',
    loanInfo: { loanType: 'VEHICLE_LOAN', loanProduct: 'CAR' },
    profitability: '2',
  } as unknown as ApplicationResponse;
  const table: Array<[SalgspantAnalyticsDetail['event'], Pick<SalgspantAnalyticsDetail, 'receipt' | 'partnerId'>]> = [
    ['application-outcome', { receipt: null, partnerId: 'p-1' }],
    ['completion-outcome', { receipt: 'control' }],
  ];
  for (const [event, extra] of table) {
    it(event, () => {
      const host = new EventTarget();
      const seen: unknown[] = [];
      host.addEventListener('salgspant-analytics', (e) => seen.push((e as CustomEvent).detail));
      emitOutcome(host, event, application, extra);
      assert.deepEqual(seen, [
        { event, status: 'CONTROL', loanType: 'VEHICLE_LOAN', loanProduct: 'CAR', profitability: '2', ...extra },
      ]);
    });
  }
});

describe('checkSession (the overview and the upgrade): a superseded load never navigates', () => {
  const table: Array<[string, boolean, boolean, boolean, number]> = [
    // name, session valid, load still current, expected result, logins
    ['valid and current: on with the load', true, true, true, 0],
    ['not valid and current: to the login', false, true, false, 1],
    ['not valid but superseded by a newer load: nothing, the newer load decides', false, false, false, 0],
    ['valid but superseded: the load stops', true, false, false, 0],
  ];
  for (const [name, valid, current, expected, logins] of table) {
    it(name, async () => {
      const client = {
        basePath: '/salgspant/api',
        call: () => Promise.resolve({ valid, kundeIdUrl: null }),
      } as unknown as LoanTransport;
      const navigations: string[] = [];
      const session = new LoanSession({
        client,
        host: new EventTarget(),
        location: { href: 'https://bank.no/min-oversikt', assign: (href: string) => navigations.push(href) },
        onLogin: () => undefined,
      });
      assert.equal(await checkSession(client, session, () => current), expected);
      assert.equal(navigations.length, logins);
    });
  }
});
