// Every demo page at 320 px: axe (WCAG 2.0/2.1 A and AA) over the whole page, shadow roots included,
// and no horizontal scrolling.
import { expect } from '@esm-bundle/chai';
import type { AxeResults } from 'axe-core';
import { until } from '../helpers/fixture.js';
import { defined } from '../helpers/defined.js';
import { axeIn, openPage, scrollThroughExamples } from '../helpers/frames.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

// The catalogue is also served at /elements ("/" is the test runner's own page here).
const PAGES = [
  '/elements',
  '/lane/salgspant',
  '/lane/salgspant#/calculator/car',
  '/lane/salgspant#/boat',
  '/lane/salgspant#/nowhere',
  '/forhandler/bilhuset',
  '/min-oversikt/kyc',
  '/forsikring/bilforsikring',
  '/privat/forsikring/bilforsikring',
  '/min-oversikt/salgspantfullfor',
  '/docs/salgspant-completion',
  '/docs/salgspant-application',
  '/docs/salgspant-overview',
  '/docs/salgspant-upgrade',
  '/docs/salgspant-app',
  '/quality/strict-csp',
  '/quality/plain',
  '/quality/two-calculators',
  '/docs',
  '/docs/salgspant-vehicle-chooser',
  '/docs/salgspant-calculator',
  '/hosts/react',
  '/hosts/plain',
  '/hosts/app',
  '/quality/theming',
  '/sandbox/login',
  '/sandbox/advisor',
];

/** Waits until every custom element on the page has rendered something. */
async function settled(frame: HTMLIFrameElement) {
  await scrollThroughExamples(frame);
  await until(
    () =>
      [...defined(frame.contentDocument).querySelectorAll('*')]
        .filter((el) => el.localName.includes('-'))
        .every(
          (el) =>
            (el.shadowRoot?.textContent ?? '').length > 40 &&
            !defined(el.shadowRoot).querySelector('[role="status"].ui-loader'),
        ),
    'elements rendered',
  );
}

/**
 * Pages of the logged-in bank that would otherwise send a visitor to the BankID login while the test
 * looks at them (whether a session is left over from an earlier test file must not decide what is
 * checked): they are checked as a logged-in customer sees them.
 */
const LOGGED_IN = new Set(['/min-oversikt/salgspantfullfor']);

describe('demo pages at 320 px', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    frame?.remove();
    await logout();
  });

  for (const path of PAGES) {
    it(`${path} passes axe and does not scroll sideways`, async () => {
      if (LOGGED_IN.has(path)) await loginAs(PERSONS.kari);
      else await logout();
      frame = await openPage(path, 320, 640);
      await settled(frame);
      const axe = await axeIn(frame);
      const results: AxeResults = await axe.run(defined(frame.contentDocument), {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      });
      const violations = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`,
      );
      expect(violations, path).to.deep.equal([]);
      const doc = defined(frame.contentDocument).documentElement;
      expect(doc.scrollWidth, `${path} scroll width`).to.be.at.most(320);
    });
  }
});
