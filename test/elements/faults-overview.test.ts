// <salgspant-overview> under faults (decision 0030): each of its calls (all reads) meets latency, a 503,
// a timeout, a dropped connection and a malformed body. The list's failure is the catalogue's service
// screen with a retry that recovers; a read retries on its own first; the session and toggle calls fail
// quietly (spec 1 §8) and the list still shows.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-overview.define.js';
import { expectAccessible } from '../helpers/axe.js';
import { fixture } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, pageTimeout } from '../helpers/faults.js';
import { loginAs, logout, OVERVIEW_PERSONS } from '../helpers/sandbox.js';

const LIST = 'GET /salgspant/api/landingpage';
const SESSION = 'GET /salgspant/api/user/session';
const TOGGLE = 'GET /salgspant/api/features/salgspant-activate-loan-from-lc';

const overview = () => fixture(html`<salgspant-overview bank-reg-nr="9999"></salgspant-overview>`);
const list = (el: HTMLElement) => findByShadowRole(el, 'list', { name: 'Pågående søknader' });

describe('<salgspant-overview> under faults', () => {
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  beforeEach(async () => {
    faults = faultScope();
    removeTimeout = pageTimeout();
    await loginAs(OVERVIEW_PERSONS.vera);
  });
  afterEach(async () => {
    removeTimeout();
    await faults.restore();
    await logout();
  });

  it('latency on the list: the loader, then the list', async () => {
    await faults.inject(LIST, LATENCY);
    const el = await overview();
    await list(el);
  });

  for (const { kind, fault } of FAILING_FAULTS.filter((f) => f.kind !== 'a malformed body')) {
    it(`${kind} once on the list: repeated on its own, the customer never sees it`, async () => {
      await faults.inject(LIST, { ...fault, times: 1 });
      const el = await overview();
      await list(el);
      expect(queryByShadowRole(el, 'button', { name: 'Last inn siden på nytt' })).to.equal(null);
    });
  }

  for (const { kind, fault } of FAILING_FAULTS) {
    it(`${kind} that lasts on the list: the service screen, and «Last inn siden på nytt» recovers`, async () => {
      await faults.inject(LIST, fault);
      const el = await overview();
      const retry = await findByShadowRole(el, 'button', { name: 'Last inn siden på nytt' });
      await expectAccessible(el, `list: ${kind}`);
      await faults.clear();
      retry.click();
      await list(el);
    });

    it(`${kind} on the session and the toggle: the list still shows`, async () => {
      await faults.inject(SESSION, fault);
      await faults.inject(TOGGLE, fault);
      const el = await overview();
      // A timeout on both, each tried three times: the session first, then the toggle beside the list.
      await findByShadowRole(el, 'list', { name: 'Pågående søknader' });
      expect(queryByShadowRole(el, 'button', { name: 'Last inn siden på nytt' })).to.equal(null);
    }).timeout(16000);
  }
});
