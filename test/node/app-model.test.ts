// The router of <salgspant-app> (src/flows/app/app.model.ts) in Node: the route table of spec 1 §2
// ("Inner routes") for each app type, the address it reads from the window given (hash route, `id`
// query), navigation inside the app (history entries, back and forward), the login a route needs
// (GET /user/session over the real loan client) and the hand-over on a partner's page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_PATHS } from '../../src/config/paths.js';
import { AppModel, bankPageOf, type AppWindow } from '../../src/flows/app/app.model.js';
import { APP_TYPES, type AppType } from '../../src/flows/app/routes.js';
import { PRODUCT_SLUGS } from '../../src/domain/products.js';
import type { SalgspantNavigateDetail, SalgspantNavigateEvent } from '../../src/platform/events.js';
import { failure, loanService, type Route } from '../helpers/fake-service.js';
import { session } from '../helpers/ongoing.js';

/** A page at `href`: its location, history entries and the events back, forward and a typed hash fire. */
function fakeWindow(href: string) {
  const target = new EventTarget();
  let url = new URL(href);
  const assigned: string[] = [];
  const pushed: string[] = [];
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    get href() {
      return url.href;
    },
    get origin() {
      return url.origin;
    },
    assign: (next: string) => void assigned.push(next),
  };
  const win: AppWindow = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    location,
    history: {
      pushState: (_data: unknown, _unused: string, next?: string | URL | null) => {
        url = new URL(String(next), url);
        pushed.push(String(next));
      },
    },
  };
  /** The customer goes back, or types a hash: the address changes and the page fires the event. */
  const go = (next: string, event: 'popstate' | 'hashchange') => {
    url = new URL(next, url);
    target.dispatchEvent(new Event(event));
  };
  return { win, assigned, pushed, go };
}

function app(appType: AppType, href: string, routes: Record<string, Route> = {}, bankPage?: string) {
  const page = fakeWindow(href);
  const service = loanService(routes);
  const host = new EventTarget();
  const model = new AppModel({ appType, client: service.transport, host, window: page.win, bankPage });
  return { model, service, host, ...page };
}

/** `salgspant-navigate` as a flow inside dispatches it. */
function navigateEvent(detail: SalgspantNavigateDetail): SalgspantNavigateEvent {
  return new CustomEvent('salgspant-navigate', { detail, cancelable: true, bubbles: true });
}

describe('the router: the route table (spec 1 §2 "Inner routes")', () => {
  const rows: Array<[string, AppType, string | null, boolean | null]> = [
    // path, app type, the route's pattern (null: page not found), whether it needs the login
    ['/', 'calculator', '/', false],
    ['/', 'application', '/', true],
    ['/', 'completion', '/', true],
    ['/', 'landing', '/', true],
    ['/calculator', 'landing', '/calculator', false],
    ['/calculator/mc', 'application', '/calculator/:id', false],
    ['/boat', 'calculator', '/boat', false],
    ['/application/form', 'calculator', '/application/form', true],
    ['/application/receipt', 'landing', '/application/receipt', true],
    ['/completion', 'calculator', '/completion', true],
    ['/completion/receipt', 'application', '/completion/receipt', true],
    ['/upgrade/100000001', 'landing', '/upgrade/:appId', null],
    ['/upgrade-success/100000001', 'landing', '/upgrade-success/:appId', null],
    ['/upgrade/100000001', 'calculator', null, null],
    ['/upgrade-success/100000001', 'completion', null, null],
    ['/nowhere', 'calculator', null, null],
    ['/calculator/mc/extra', 'calculator', null, null],
  ];
  for (const [path, appType, pattern, login] of rows) {
    it(`#${path} in the ${appType} app type: ${pattern ?? 'page not found'}`, () => {
      const { model } = app(appType, `https://bank.test/side#${path}`);
      assert.equal(model.path.value, path);
      assert.equal(model.match.value?.route.pattern ?? null, pattern);
      if (login !== null) assert.equal(model.match.value?.route.login, login);
    });
  }

  it('every fixed calculator path stands for its product, in every app type', () => {
    // PRODUCT_SLUGS is the spec's list of fixed calculator paths (test/node/domain-products.test.ts).
    for (const slug of PRODUCT_SLUGS)
      for (const appType of APP_TYPES) {
        const { model } = app(appType, `https://bank.test/side#/${slug}`);
        assert.deepEqual(model.match.value?.params, { id: slug }, `${slug} in ${appType}`);
      }
  });

  it('reads the route and the case from the address: a trailing slash and a query inside the hash', () => {
    const { model } = app('completion', 'https://bank.test/min-oversikt/salgspantfullfor?id=100000001/#/completion/');
    assert.equal(model.path.value, '/completion');
    assert.equal(model.applicationId.value, '100000001');
    assert.equal(app('completion', 'https://bank.test/p#/completion?id=42').model.applicationId.value, '42');
    assert.equal(app('calculator', 'https://bank.test/p').model.path.value, '/');
  });
});

describe('the router: moving inside the app', () => {
  it('takes a link to this very page in place, with a history entry, and counts the change', () => {
    const { model, host, pushed } = app('calculator', 'https://bank.test/lane/salgspant#/calculator/car');
    const event = navigateEvent({
      href: '/lane/salgspant#/application/form',
      path: '/lane/salgspant',
      route: '/application/form',
    });
    host.dispatchEvent(event);
    model.intercept(event);
    assert.equal(event.defaultPrevented, true);
    assert.deepEqual(pushed, ['/lane/salgspant#/application/form']);
    assert.equal(model.path.value, '/application/form');
    assert.equal(model.changes.value, 1);
  });

  it('a link to the address it is on adds no history entry; a link without a hash goes to the root route', () => {
    const { model, pushed } = app('calculator', 'https://bank.test/lane/salgspant#/calculator/car');
    model.intercept(navigateEvent({ href: '/lane/salgspant#/calculator/car', path: '/lane/salgspant', route: null }));
    assert.deepEqual(pushed, []);
    assert.equal(model.changes.value, 0);
    model.intercept(navigateEvent({ href: '/lane/salgspant', path: '/lane/salgspant', route: null }));
    assert.deepEqual(pushed, ['/lane/salgspant#/']);
    assert.equal(model.path.value, '/');
  });

  it('leaves a link to another page, or one a host has cancelled, to go on', () => {
    const { model, pushed } = app('calculator', 'https://bank.test/lane/salgspant#/');
    for (const href of [
      '/min-oversikt/salgspantsoknad?cacheId=1#/application/form',
      'https://elsewhere.test/lane/salgspant',
    ]) {
      const event = navigateEvent({ href, path: href, route: null });
      model.intercept(event);
      assert.equal(event.defaultPrevented, false, href);
    }
    const cancelled = navigateEvent({ href: '/lane/salgspant#/mc', path: '/lane/salgspant', route: '/mc' });
    cancelled.preventDefault();
    model.intercept(cancelled);
    assert.deepEqual(pushed, []);
  });

  it('follows back, forward and a typed hash once started, and no longer once stopped', () => {
    const { model, go } = app('calculator', 'https://bank.test/lane/salgspant#/');
    const stop = model.start();
    go('#/mc', 'hashchange');
    assert.equal(model.path.value, '/mc');
    go('#/', 'popstate');
    assert.equal(model.path.value, '/');
    assert.equal(model.changes.value, 2);
    stop();
    go('#/atv', 'hashchange');
    assert.equal(model.path.value, '/');
  });

  it('follows an address changed between its making and its start (the events came before it listened)', () => {
    const { model, go } = app('calculator', 'https://bank.test/lane/salgspant#/calculator/boat');
    go('#/calculator/car-electric', 'hashchange');
    assert.equal(model.path.value, '/calculator/boat', 'not started: not listening yet');
    const stop = model.start();
    assert.equal(model.path.value, '/calculator/car-electric');
    assert.equal(model.changes.value, 1);
    stop();
    // Started again on an unchanged address: nothing changes.
    model.start()();
    assert.equal(model.changes.value, 1);
  });
});

describe('the router: the login', () => {
  it('a route without the login asks nothing', async () => {
    const { model, service } = app('calculator', 'https://bank.test/lane/salgspant#/calculator/car');
    await model.checkLogin();
    assert.deepEqual(service.calls(), []);
    assert.deepEqual(model.session.value, { status: 'unknown' });
  });

  it('a route with the login: a valid session goes on, once', async () => {
    const { model, service } = app('completion', 'https://bank.test/min-oversikt/salgspantfullfor?id=1#/', {
      'GET user/session': { body: session(true) },
    });
    await model.checkLogin();
    await model.checkLogin();
    assert.deepEqual(model.session.value, { status: 'valid' });
    assert.deepEqual(service.calls(), ['GET user/session']);
  });

  it('a visitor who is not logged in goes to the BankID login and back to this address', async () => {
    const { model, assigned } = app('landing', 'https://bank.test/min-oversikt/soknadsoversikt#/upgrade/7', {
      'GET user/session': { body: session(false, '/login/bankid') },
    });
    await model.checkLogin();
    assert.deepEqual(model.session.value, { status: 'login' });
    assert.deepEqual(assigned, ['/login/bankid?returnTo=%2Fmin-oversikt%2Fsoknadsoversikt%23%2Fupgrade%2F7']);
  });

  it('a session that cannot be read is no message: the flow inside decides (spec 1 §8)', async () => {
    const { model, assigned } = app('application', 'https://bank.test/min-oversikt/salgspantsoknad#/', {
      'GET user/session': failure(500, 'INTERN_FEIL'),
    });
    await model.checkLogin();
    assert.deepEqual(model.session.value, { status: 'valid' });
    assert.deepEqual(assigned, []);
  });

  it('a route change checks the login of the new route', async () => {
    const { model, go, service } = app('calculator', 'https://bank.test/lane/salgspant#/', {
      'GET user/session': { body: session(true) },
    });
    model.start();
    go('#/application/form', 'hashchange');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(service.calls(), ['GET user/session']);
  });

  it("on a partner's page asks nothing and hands the route and the loan's query over to the bank's page", async (t) => {
    const errors = t.mock.method(console, 'error', () => undefined);
    const { model, service } = app(
      'calculator',
      'https://dealer.test/bil?partnerId=P1&cacheId=c-9&utm_source=x#/application/form',
      {},
      'https://bank.test/lane/salgspant',
    );
    await model.checkLogin();
    assert.deepEqual(model.session.value, { status: 'elsewhere' });
    assert.deepEqual(service.calls(), []);
    assert.equal(
      model.handOverHref.value,
      'https://bank.test/lane/salgspant?cacheId=c-9&partnerId=P1#/application/form',
    );
    assert.equal(errors.mock.callCount(), 1);
    assert.match(String(errors.mock.calls[0]?.arguments[0]), /needs the BankID login/);
    assert.equal(app('calculator', 'https://bank.test/lane/salgspant#/').model.handOverHref.value, null);
  });
});

describe('the router: the outer paths the flows inside see', () => {
  it("the app's own page stands for its app type's page; the calculator continues the application in place, except on a partner's page", () => {
    const own = '/egen-side';
    assert.deepEqual(app('calculator', 'https://bank.test/x').model.ownPaths(DEFAULT_PATHS, own), {
      calculator: own,
      application: own,
    });
    assert.deepEqual(
      app('calculator', 'https://dealer.test/x', {}, 'https://bank.test/lane/salgspant').model.ownPaths(
        DEFAULT_PATHS,
        own,
      ),
      { calculator: own },
    );
    assert.deepEqual(app('application', 'https://bank.test/x').model.ownPaths(DEFAULT_PATHS, own), {
      application: own,
    });
    assert.deepEqual(app('landing', 'https://bank.test/x').model.ownPaths(DEFAULT_PATHS, own), { landingPage: own });
    assert.deepEqual(app('completion', 'https://bank.test/x').model.ownPaths(DEFAULT_PATHS, own), {
      completion: { ...DEFAULT_PATHS.completion, securedLoan: own },
    });
    assert.deepEqual(
      APP_TYPES.map((type) => bankPageOf(type, DEFAULT_PATHS)),
      [
        '/lane/salgspant',
        '/min-oversikt/salgspantsoknad',
        '/min-oversikt/salgspantfullfor',
        '/min-oversikt/soknadsoversikt',
      ],
    );
  });
});
