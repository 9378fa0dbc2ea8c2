// The overview's model (src/flows/overview/overview.model.ts) in Node, against the real loan client
// over a table of answers: the login check, the list of ongoing applications (GET /landingpage), the
// upgrade toggle, the cards' buttons (spec 1 §2 "Landing page", §3) and the failures of spec 1 §8.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../src/config/config.js';
import { OverviewModel, UPGRADE_FEATURE } from '../../src/flows/overview/overview.model.js';
import { overviewCatalogue } from '../../src/flows/overview/overview.texts.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { failure, loanService, type Route } from '../helpers/fake-service.js';
import { ongoing, session } from '../helpers/ongoing.js';

const FEATURE = `GET features/${UPGRADE_FEATURE}`;
const HERE = 'https://bank.test/min-oversikt/soknadsoversikt';

function overview(routes: Record<string, Route>) {
  const service = loanService(routes);
  const host = new EventTarget();
  const navigations: unknown[] = [];
  host.addEventListener('salgspant-navigate', (event) => navigations.push((event as SalgspantNavigateEvent).detail));
  const assigned: string[] = [];
  const model = new OverviewModel({
    client: service.transport,
    config: resolveConfig({}, {}, overviewCatalogue).config,
    host,
    location: { href: HERE, assign: (href) => void assigned.push(String(href)) },
  });
  return { model, service, navigations, assigned };
}

const LIST = [
  ongoing('100000001'),
  ongoing('100000002', { loanType: 'VEHICLE_LOAN', applicationStatus: 'DOCUMENTS_SENT' }),
  ongoing('100000003', { loanType: 'VEHICLE_LOAN', applicationStatus: 'REJECTED' }),
];

describe('the overview model', () => {
  it('sends a visitor who is not logged in to the BankID login, back to this page, and asks for no list', async () => {
    const { model, service, assigned } = overview({ 'GET user/session': { body: session(false, '/login/bankid') } });
    await model.load();
    const href = '/login/bankid?returnTo=%2Fmin-oversikt%2Fsoknadsoversikt&ui_locales=nb';
    assert.deepEqual(model.state.value, { status: 'login', href });
    assert.deepEqual(assigned, [href]);
    assert.deepEqual(service.calls(), ['GET user/session']);
  });

  it('lists the applications with the buttons of the card rules; the upgrade only with the toggle on', async () => {
    for (const toggle of [true, false]) {
      const { model, service } = overview({
        'GET user/session': { body: session(true) },
        'GET landingpage': { body: LIST },
        [FEATURE]: { body: toggle },
      });
      await model.load();
      assert.deepEqual(service.calls().sort(), ['GET landingpage', 'GET user/session', FEATURE].sort());
      assert.equal(model.state.value.status, 'ready');
      assert.equal(model.upgradeEnabled.value, toggle);
      const [commitment, loan, rejected] = model.cards.value;
      assert.ok(commitment && loan && rejected);
      assert.deepEqual(commitment.completion, {
        href: '/min-oversikt/salgspantfullfor?id=100000001',
        path: '/min-oversikt/salgspantfullfor?id=100000001',
        route: null,
      });
      assert.equal(commitment.rules.completion, 'commitment');
      assert.deepEqual(
        commitment.upgrade,
        toggle
          ? {
              href: '/min-oversikt/soknadsoversikt#/upgrade/100000001',
              path: '/min-oversikt/soknadsoversikt',
              route: '/upgrade/100000001',
            }
          : null,
      );
      assert.equal(loan.rules.completion, 'complete');
      assert.equal(loan.upgrade, null);
      assert.equal(rejected.completion, null);
    }
  });

  it('a toggle that cannot be read is off, with no user message; the list still shows', async () => {
    const { model } = overview({
      'GET user/session': { body: session(true) },
      'GET landingpage': { body: LIST },
      [FEATURE]: failure(500, 'INTERN_FEIL'),
    });
    await model.load();
    assert.equal(model.state.value.status, 'ready');
    assert.equal(model.upgradeEnabled.value, false);
    assert.notEqual(model.featureError.value, null);
    assert.equal(model.cards.value[0]?.upgrade, null);
  });

  it('a session call that fails is no answer: the list is asked for all the same (spec 1 §8)', async () => {
    const { model } = overview({
      'GET user/session': failure(500, 'INTERN_FEIL'),
      'GET landingpage': { body: [] },
      [FEATURE]: { body: false },
    });
    await model.load();
    assert.deepEqual(model.state.value, { status: 'ready', applications: [] });
  });

  it('a list that cannot be fetched is the service error by its name, and a retry loads it', async () => {
    let fail = true;
    const { model } = overview({
      'GET user/session': { body: session(true) },
      'GET landingpage': () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : { body: LIST }),
      [FEATURE]: { body: false },
    });
    await model.load();
    const state = model.state.value;
    assert.ok(state.status === 'failed');
    assert.equal(state.error.name, 'SERVICE_UNAVAILABLE');
    fail = false;
    await model.load();
    assert.equal(model.state.value.status, 'ready');
    assert.equal(model.cards.value.length, 3);
  });

  it('a list answered ANNONYM_BRUKER is the login, not an error', async () => {
    const { model, assigned } = overview({
      'GET user/session': { body: session(true) },
      'GET landingpage': failure(401, 'ANNONYM_BRUKER'),
      [FEATURE]: { body: false },
    });
    await model.load();
    assert.equal(model.state.value.status, 'login');
    assert.equal(assigned.length, 1);
    assert.match(assigned[0] ?? '', /returnTo=%2Fmin-oversikt%2Fsoknadsoversikt&ui_locales=nb$/);
  });

  it("follows a card's button and the empty state's link as cancelable navigations", () => {
    const { model, navigations, assigned } = overview({});
    model.follow({
      href: '/min-oversikt/salgspantfullfor?id=1',
      path: '/min-oversikt/salgspantfullfor?id=1',
      route: null,
    });
    model.follow(model.calculatorLink);
    assert.deepEqual(assigned, ['/min-oversikt/salgspantfullfor?id=1', '/lane/salgspant']);
    assert.equal(navigations.length, 2);
  });
});
