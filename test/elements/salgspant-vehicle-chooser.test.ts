import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findAllByShadowRole, findByShadowRole, getAllByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-vehicle-chooser.define.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { fixture, until } from '../helpers/fixture.js';
import { defined } from '../helpers/defined.js';
import { driverEmulatesMedia, driverSetsViewport } from '../helpers/engine.js';

/** The eight cards as a customer sees them (spec 1 §2), with their calculator route and tracking name. */
const CARDS = [
  ['Bil', 'car', 'bil'],
  ['Elbil', 'car-electric', 'elbil'],
  ['Bil uten forsikring', 'car-no-insurance', 'bil-uten-forsikring'],
  ['MC', 'mc', 'mc'],
  ['ATV', 'atv', 'atv'],
  ['Snøscooter', 'snowmobile', 'snoscooter'],
  ['Bobil', 'camping', 'bobil'],
  ['Campingvogn', 'caravan', 'campingvogn'],
] as const;

/** The path of this test page, query included, so a hash navigation does not unload it. */
const here = () => `${location.pathname}${location.search}`;

function resetHash() {
  history.replaceState(null, '', here());
}

/** Tabs from the start of the document to the n-th focusable element (1-based). */
async function tabTo(n: number) {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < n; i += 1) await sendKeys({ press: 'Tab' });
}

describe('<salgspant-vehicle-chooser>', () => {
  afterEach(resetHash);

  it('shows the eight cards in order, each with a title, a description and a "Velg" link', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser></salgspant-vehicle-chooser>`);
    const list = await findByShadowRole(el, 'list', { name: 'Velg kjøretøy' });
    const items = getAllByShadowRole(list, 'listitem');
    expect(items).to.have.length(8);
    const headings = getAllByShadowRole(el, 'heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).to.deep.equal(CARDS.map(([title]) => title));

    const links = getAllByShadowRole(el, 'link');
    expect(links.map((a) => a.textContent)).to.deep.equal(CARDS.map(([title]) => `Velg ${title}`));
    CARDS.forEach(([title, slug, tracking], i) => {
      const link = links[i] as HTMLAnchorElement;
      expect(link.getAttribute('href')).to.equal(`/lane/salgspant#/calculator/${slug}`);
      expect(link.dataset.trackingName).to.equal(tracking);
      const visible = link.firstChild?.textContent;
      expect(visible, `visible text of ${title}`).to.equal('Velg');
    });

    const descriptions = items.map((item) => item.querySelector('p')?.textContent ?? '');
    expect(descriptions[0]).to.equal(
      'Billån med pant i bilen, for ny eller brukt bil. Bilen kan være inntil 14 år gammel når lånet er nedbetalt.',
    );
    expect(descriptions[2]).to.equal(
      'Billån uten krav om at bilen forsikres hos oss. Du kan låne inntil 100 000 kr over inntil 5 år.',
    );
    expect(descriptions.every((d) => d.length > 20)).to.equal(true);
    expect(defined(el.shadowRoot).textContent).to.not.contain('Båt');
    await expectAccessible(el);
  });

  it('"Velg" with the keyboard emits salgspant-navigate and, not cancelled, changes the location', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser calculator-path=${here()}></salgspant-vehicle-chooser>`);
    await findByShadowRole(el, 'link', { name: 'Velg Elbil' });
    const events: SalgspantNavigateEvent[] = [];
    const listener = (event: SalgspantNavigateEvent) => events.push(event);
    document.addEventListener('salgspant-navigate', listener);
    try {
      await tabTo(2);
      const focused = defined(el.shadowRoot).activeElement;
      expect(focused?.textContent).to.equal('Velg Elbil');
      await sendKeys({ press: 'Enter' });
      await until(() => events.length === 1);
      const [event] = events;
      expect(defined(event).target).to.equal(el);
      expect(defined(event).bubbles && defined(event).composed && defined(event).cancelable).to.equal(true);
      expect(defined(event).detail).to.deep.equal({
        href: `${here()}#/calculator/car-electric`,
        path: here(),
        route: '/calculator/car-electric',
        trackingName: 'elbil',
      });
      await until(() => location.hash === '#/calculator/car-electric');
    } finally {
      document.removeEventListener('salgspant-navigate', listener);
    }
  });

  it('a cancelled salgspant-navigate leaves the location alone', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser calculator-path=${here()}></salgspant-vehicle-chooser>`);
    await findByShadowRole(el, 'link', { name: 'Velg MC' });
    const before = location.href;
    const details: string[] = [];
    const listener = (event: SalgspantNavigateEvent) => {
      details.push(event.detail.route ?? '');
      event.preventDefault();
    };
    el.addEventListener('salgspant-navigate', listener);
    try {
      await tabTo(4);
      await sendKeys({ press: 'Enter' });
      await until(() => details.length === 1);
      expect(details).to.deep.equal(['/calculator/mc']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(location.href).to.equal(before);
    } finally {
      el.removeEventListener('salgspant-navigate', listener);
    }
  });

  it('links to the calculator page from the page JSON and takes its text overrides', async () => {
    const el = await fixture(html`<div>
      <script type="application/json" data-react="salgspant">
        {"calculatorPath": "/privat/billan", "texts": {"chooser.select": "Beregn", "chooser.card.mc.title": "Motorsykkel",
          "chooser.card.mc.description": "Lån til motorsykkel."}}
      </script>
      <salgspant-vehicle-chooser></salgspant-vehicle-chooser>
    </div>`);
    const chooser = defined(el.querySelector('salgspant-vehicle-chooser'));
    const link = await findByShadowRole(chooser, 'link', { name: 'Beregn Motorsykkel' });
    expect(link.getAttribute('href')).to.equal('/privat/billan#/calculator/mc');
    expect(link.dataset.trackingName).to.equal('motorsykkel');
    expect(defined(chooser.shadowRoot).textContent).to.contain('Lån til motorsykkel.');
    const links = await findAllByShadowRole(chooser, 'link');
    expect(defined(links[0]).textContent).to.equal('Beregn Bil');
    await expectAccessible(chooser, 'overridden texts');
  });

  it('takes calculator-path and heading-level attributes over the page JSON', async () => {
    const el = await fixture(html`<div>
      <script type="application/json" data-react="x">{"calculatorPath": "/fra-json"}</script>
      <salgspant-vehicle-chooser calculator-path="/fra-attributt" heading-level="3"></salgspant-vehicle-chooser>
    </div>`);
    const chooser = defined(el.querySelector('salgspant-vehicle-chooser'));
    const link = await findByShadowRole(chooser, 'link', { name: 'Velg Bil' });
    expect(link.getAttribute('href')).to.equal('/fra-attributt#/calculator/car');
    expect(getAllByShadowRole(chooser, 'heading', { level: 3 })).to.have.length(8);
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser calculator-path=${here()}></salgspant-vehicle-chooser>`);
    const link = await findByShadowRole(el, 'link', { name: 'Velg ATV' });
    let navigated = 0;
    const listener = () => (navigated += 1);
    document.addEventListener('salgspant-navigate', listener);
    // The browser's own default (opening a tab) is stopped here so the test page stays put.
    const stopDefault = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopDefault);
    try {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(navigated).to.equal(0);
    } finally {
      document.removeEventListener('salgspant-navigate', listener);
      document.removeEventListener('click', stopDefault);
    }
  });

  it('lays the cards out in one, two and four columns at the 768/1024 breakpoints', async function () {
    if (!driverSetsViewport) this.skip();
    const el = await fixture(html`<salgspant-vehicle-chooser></salgspant-vehicle-chooser>`);
    const list = await findByShadowRole(el, 'list');
    const columns = () => getComputedStyle(list).gridTemplateColumns.split(' ').length;
    try {
      await setViewport({ width: 767, height: 800 });
      expect(columns()).to.equal(1);
      await setViewport({ width: 768, height: 800 });
      expect(columns()).to.equal(2);
      await setViewport({ width: 1024, height: 800 });
      expect(columns()).to.equal(4);
      await setViewport({ width: 320, height: 640 });
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      await expectAccessible(el, 'at 320 px');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('animates only when the user has not asked for reduced motion', async function () {
    if (!driverEmulatesMedia) this.skip();
    const el = await fixture(html`<salgspant-vehicle-chooser></salgspant-vehicle-chooser>`);
    const link = await findByShadowRole(el, 'link', { name: 'Velg Bil' });
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(link).transitionDuration).to.equal('0.25s');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(link).transitionDuration).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('exposes its parts for host styling', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser></salgspant-vehicle-chooser>`);
    await findByShadowRole(el, 'list');
    const parts = [...defined(el.shadowRoot).querySelectorAll('[part]')].map((node) => node.getAttribute('part'));
    expect(new Set(parts)).to.deep.equal(new Set(['list', 'card', 'card-title', 'card-description', 'card-action']));
  });
});
