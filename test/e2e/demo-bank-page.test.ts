// The demo bank site as a customer meets it: the real pages from the demo server (strict CSP headers
// included), the built elements, the chooser, the calculator routes, and the dealer's page.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../helpers/fixture.js';
import { openPage } from '../helpers/frames.js';
import { defined } from '../helpers/defined.js';

const rendered = (el: Element | null | undefined) => (el?.shadowRoot?.childElementCount ?? 0) > 0;

describe('demo site', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('serves its pages with a strict Content-Security-Policy', async () => {
    for (const path of ['/lane/salgspant', '/forhandler/bilhuset']) {
      const response = await fetch(path);
      expect(response.status, path).to.equal(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).to.contain("script-src 'self'");
      expect(csp).to.contain("style-src 'self'");
      expect(csp).to.not.contain('unsafe-inline');
      expect(csp).to.not.contain('unsafe-eval');
    }
  });

  it('/lane/salgspant shows the chooser, styled under that policy, and «Velg» opens that calculator', async () => {
    frame = await openPage('/lane/salgspant');
    const doc = defined(frame.contentDocument);
    expect(doc.querySelector('h1')?.textContent).to.equal('Lån til bil, MC og fritidskjøretøy');
    const chooser = defined(doc.querySelector('salgspant-vehicle-chooser'));
    await until(() => rendered(chooser), 5000, 'chooser rendered');
    // Testing Library's role queries do not cross into another window's realm: plain DOM here.
    const links = [...defined(chooser.shadowRoot).querySelectorAll<HTMLAnchorElement>('a[href]')];
    expect(links).to.have.length(8);
    const card = defined(defined(chooser.shadowRoot).querySelector('[part="card"]'));
    expect(defined(frame.contentWindow).getComputedStyle(card).borderTopStyle).to.equal('solid');

    const bobil = defined(links.find((a) => a.textContent === 'Velg Bobil'));
    expect(bobil.getAttribute('href')).to.equal('/lane/salgspant#/calculator/camping');
    bobil.focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => defined(defined(frame).contentWindow).location.hash === '#/calculator/camping',
      3000,
      'hash route',
    );
    const calculator = doc.querySelector('salgspant-calculator');
    await until(
      () =>
        rendered(calculator) && defined(defined(calculator).shadowRoot).textContent.includes('Lånekalkulator: Bobil'),
      5000,
      'calculator',
    );
    expect((chooser as HTMLElement).hidden).to.equal(true);

    defined(frame.contentWindow).location.hash = '#/';
    await until(
      () => !(chooser as HTMLElement).hidden && !doc.querySelector('salgspant-calculator'),
      3000,
      'back to the chooser',
    );
  });

  it('the loan form is a chunk of its own: fetched once the visitor starts, not by a visitor who only looks', async () => {
    frame = await openPage('/quality/plain');
    const win = defined(frame.contentWindow);
    const calculator = defined(defined(frame.contentDocument).querySelector('salgspant-calculator'));
    const commitment = () =>
      calculator.shadowRoot?.querySelector<HTMLInputElement>('input[type="radio"][value="LOAN_COMMITMENT"]');
    await until(() => Boolean(commitment()), 5000, 'calculator ready');
    const formChunks = () =>
      win.performance
        .getEntriesByType('resource')
        .filter((entry) => /\/dist\/chunks\/public-LoanFormStep-[\w-]+\.js$/.test(entry.name));
    // Ready, painted, a moment idle: no form code yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(formChunks()).to.have.length(0);

    // Focus inside the calculator is the first sign of use: the form's code is fetched from then on.
    defined(commitment()).focus();
    await until(() => formChunks().length === 1, 5000, 'form chunk fetched on focus');
    await sendKeys({ press: 'Space' });
    await until(
      () => Boolean(defined(calculator.shadowRoot).querySelector('input[name="vehiclePrice"]')),
      5000,
      'loan form',
    );
    expect(formChunks()).to.have.length(1);
  });

  it('every product of the route table has its calculator route', async () => {
    frame = await openPage('/lane/salgspant#/calculator/boat');
    const doc = defined(frame.contentDocument);
    for (const [slug, title] of [
      ['boat', 'Båt'],
      ['car-electric', 'Elbil'],
      ['snowmobile', 'Snøscooter'],
    ]) {
      defined(frame.contentWindow).location.hash = `#/calculator/${slug}`;
      await until(
        () => {
          const calculator = doc.querySelector('salgspant-calculator');
          return (
            calculator?.getAttribute('product') === slug &&
            Boolean(calculator?.shadowRoot?.textContent.includes(`Lånekalkulator: ${title}`))
          );
        },
        5000,
        `${slug} calculator`,
      );
    }
  });

  it('the dealer page embeds the calculator with one script tag and its own brand colour', async () => {
    frame = await openPage('/forhandler/bilhuset');
    const doc = defined(frame.contentDocument);
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).to.deep.equal(['/dist/elements/salgspant-calculator.js']);
    const calculator = defined(doc.querySelector('salgspant-calculator'));
    await until(
      () => rendered(calculator) && defined(calculator.shadowRoot).textContent.includes('Finn kjøretøyet'),
      5000,
      'calculator',
    );
    const button = defined(
      [...defined(calculator.shadowRoot).querySelectorAll('button')].find((b) => b.textContent === 'Finn kjøretøy'),
    );
    expect(defined(frame.contentWindow).getComputedStyle(button).borderTopColor).to.equal('rgb(122, 0, 25)');
  });
});
