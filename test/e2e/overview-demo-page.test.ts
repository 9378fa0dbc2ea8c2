// The demo's logged-in pages at 320 px: the overview page (/min-oversikt/soknadsoversikt, <salgspant-app
// app-type="landing">) logged in as Vera, axe over the whole page, no sideways scrolling, its
// #/upgrade/{appId} route showing the upgrade in place and back; the application page
// (/min-oversikt/salgspantsoknad, app-type="application") and the login it asks for.
import { expect } from '@esm-bundle/chai';
import type { AxeResults } from 'axe-core';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { axeIn, openPage } from '../helpers/frames.js';
import { loginAs, logout, OVERVIEW_PERSONS } from '../helpers/sandbox.js';

async function violations(frame: HTMLIFrameElement): Promise<string[]> {
  const axe = await axeIn(frame);
  const results: AxeResults = await axe.run(defined(frame.contentDocument), {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`);
}

const shadowText = (frame: HTMLIFrameElement) =>
  (defined(frame.contentDocument).querySelector('salgspant-app')?.shadowRoot?.textContent ?? '').replace(
    /\u00a0/g,
    ' ',
  );

describe('demo bank pages, logged in', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    frame?.remove();
    await logout();
  });

  it('lists the cases at 320 px, and its upgrade route shows the upgrade', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    frame = await openPage('/min-oversikt/soknadsoversikt', 320, 640);
    const page = frame;
    await until(() => shadowText(page).includes('Saksnummer100000110'), 'cards');
    expect(await violations(page)).to.deep.equal([]);
    expect(defined(page.contentDocument).documentElement.scrollWidth).to.be.at.most(320);

    const overview = defined(defined(page.contentDocument).querySelector('salgspant-app')?.shadowRoot);
    const upgrade = defined(
      [...overview.querySelectorAll('a')].find((a) => a.textContent.includes('Gjør om til lån')),
      'upgrade link',
    );
    upgrade.click();
    await until(() => shadowText(page).includes('Lånebevis med saksnummer 100000102'), 'upgrade');
    expect(defined(page.contentWindow).location.hash).to.equal('#/upgrade/100000102');
    expect(defined(page.contentWindow).location.pathname).to.equal('/min-oversikt/soknadsoversikt');
    expect(defined(page.contentDocument).title).to.equal('Gjør om lånebevis til lån – Demobanken');
    expect(await violations(page)).to.deep.equal([]);

    defined(page.contentWindow).history.back();
    await until(() => shadowText(page).includes('Saksnummer100000110'), 'back to cards');
  });

  it('the application page asks for the login, and shows the application to a logged-in customer', async () => {
    frame = await openPage('/min-oversikt/salgspantsoknad', 320, 640);
    const page = frame;
    await until(() => defined(page.contentWindow).location.pathname === '/sandbox/login', 'the login');
    expect(defined(page.contentWindow).location.search).to.contain(encodeURIComponent('/min-oversikt/salgspantsoknad'));
    frame.remove();
    await loginAs(OVERVIEW_PERSONS.tom);
    frame = await openPage('/min-oversikt/salgspantsoknad', 320, 640);
    const logged = frame;
    await until(() => shadowText(logged).includes('kalkulator'), 'the application without a calculation');
    expect(defined(logged.contentDocument).title).to.equal('Søknad om lån – Demobanken');
    expect(await violations(logged)).to.deep.equal([]);
    expect(defined(logged.contentDocument).documentElement.scrollWidth).to.be.at.most(320);
  });
});
