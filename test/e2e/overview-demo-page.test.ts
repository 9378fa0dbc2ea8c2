// The demo's overview page (/min-oversikt/soknadsoversikt) at 320 px, logged in as Vera: axe over the
// whole page, no sideways scrolling, and its #/upgrade/{appId} route showing the upgrade.
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

const shadowText = (frame: HTMLIFrameElement, tag: string) =>
  (defined(frame.contentDocument).querySelector(tag)?.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('demo overview page', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    frame?.remove();
    await logout();
  });

  it('lists the cases at 320 px, and its upgrade route shows the upgrade', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    frame = await openPage('/min-oversikt/soknadsoversikt', 320, 640);
    const page = frame;
    await until(() => shadowText(page, 'salgspant-overview').includes('Saksnummer100000110'), 8000, 'cards');
    expect(await violations(page)).to.deep.equal([]);
    expect(defined(page.contentDocument).documentElement.scrollWidth).to.be.at.most(320);

    const overview = defined(defined(page.contentDocument).querySelector('salgspant-overview')?.shadowRoot);
    const upgrade = defined(
      [...overview.querySelectorAll('a')].find((a) => a.textContent.includes('Gjør om til lån')),
      'upgrade link',
    );
    upgrade.click();
    await until(
      () => shadowText(page, 'salgspant-upgrade').includes('Lånebevis med saksnummer 100000102'),
      8000,
      'upgrade',
    );
    expect(defined(page.contentWindow).location.hash).to.equal('#/upgrade/100000102');
    expect(await violations(page)).to.deep.equal([]);

    defined(page.contentWindow).history.back();
    await until(() => shadowText(page, 'salgspant-overview').includes('Saksnummer100000110'), 8000, 'back to cards');
  });
});
