// The demo bank site as a customer meets it: the real pages from the demo server (strict CSP headers
// included), the built elements, <salgspant-app> with the chooser and the calculator routes, and the
// dealer's page.
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

  it('/lane/salgspant is <salgspant-app>: the chooser at /, styled under that policy, and «Velg» opens that calculator in place', async () => {
    frame = await openPage('/lane/salgspant');
    const doc = defined(frame.contentDocument);
    const win = defined(frame.contentWindow);
    expect(doc.querySelector('h1')?.textContent).to.equal('Lån til bil, MC og fritidskjøretøy');
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).to.deep.equal(['/dist/elements/salgspant-app.js']);
    const app = defined(doc.querySelector('salgspant-app'));
    const shadow = () => defined(app.shadowRoot);
    await until(() => shadow().querySelectorAll('[part="card"]').length === 8, 'chooser rendered');
    expect(doc.title).to.equal('Velg kjøretøy – Demobanken');
    // Testing Library's role queries do not cross into another window's realm: plain DOM here.
    const links = [...shadow().querySelectorAll<HTMLAnchorElement>('[part="card-action"]')];
    expect(links).to.have.length(8);
    const card = defined(shadow().querySelector('[part="card"]'));
    expect(win.getComputedStyle(card).borderTopStyle).to.equal('solid');

    // While the customer reads the chooser, the calculator's view comes (decision 0112): «Velg» finds it there.
    // The view's own chunks (`app-calculator-<hash>.js`), not the loan form's (`app-calculator-rules-…`),
    // which the calculator fetches ahead once it is on screen.
    const calculatorView = () =>
      win.performance
        .getEntriesByType('resource')
        .filter((entry) => /\/dist\/chunks\/app-calculator-[\w-]{8}\.js$/.test(entry.name));
    await until(() => calculatorView().length > 0, 'the calculator view fetched ahead');
    // The view's chunks (its code and its texts) all there: the count stays put for a moment.
    for (let seen = -1; seen !== calculatorView().length;) {
      seen = calculatorView().length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const clickedAt = win.performance.now();

    const bobil = defined(links.find((a) => a.textContent === 'Velg Bobil'));
    expect(bobil.getAttribute('href')).to.equal('/lane/salgspant#/calculator/camping');
    bobil.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => win.location.hash === '#/calculator/camping', 'hash route');
    await until(() => shadow().textContent.includes('Lånekalkulator: Bobil'), 'calculator');
    expect(shadow().querySelector('[part="card"]')).to.equal(null);
    await until(() => shadow().activeElement?.textContent === 'Lånekalkulator: Bobil', 'focus on the title');
    // Nothing of the view was fetched in the click: it was there.
    expect(calculatorView().filter((entry) => entry.startTime >= clickedAt)).to.deep.equal([]);
    expect(doc.title).to.equal('Lånekalkulator – Demobanken');

    win.history.back();
    await until(() => shadow().querySelectorAll('[part="card"]').length === 8, 'back to the chooser');
    expect(win.location.hash).to.equal('');
  });

  it('the loan form is a chunk of its own: fetched once the calculator has been on screen and the page quiet, never for a calculator nobody scrolls to', async () => {
    // The page below the screen, as a calculator far down a long page is: it loads and renders there.
    frame = document.createElement('iframe');
    frame.title = 'a calculator below the screen';
    frame.style.cssText = 'position: fixed; left: 0; top: 300vh; width: 1024px; height: 900px; border: 0';
    const loaded = new Promise((resolve) => frame?.addEventListener('load', resolve, { once: true }));
    frame.src = '/quality/plain';
    document.body.append(frame);
    await loaded;
    const win = defined(frame.contentWindow);
    const calculator = defined(defined(frame.contentDocument).querySelector('salgspant-calculator'));
    const commitment = () =>
      calculator.shadowRoot?.querySelector<HTMLInputElement>('input[type="radio"][value="LOAN_COMMITMENT"]');
    await until(() => Boolean(commitment()), 'calculator ready');
    const formChunks = () =>
      win.performance
        .getEntriesByType('resource')
        .filter((entry) => /\/dist\/chunks\/public-LoanFormStep-[\w-]+\.js$/.test(entry.name));
    // Ready and then quiet for longer than the calculator waits once on screen (a second): no form code.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(formChunks()).to.have.length(0);

    // Scrolled to, and left alone: the form's code comes without a click or a focus.
    frame.style.top = '0';
    await until(() => formChunks().length === 1, 'form chunk fetched once on screen');
    defined(commitment()).focus();
    await sendKeys({ press: 'Space' });
    await until(() => Boolean(defined(calculator.shadowRoot).querySelector('input[name="vehiclePrice"]')), 'loan form');
    expect(formChunks()).to.have.length(1);
  });

  it('every product of the route table has its calculator route, and any other path is not found', async () => {
    frame = await openPage('/lane/salgspant#/calculator/boat');
    const win = defined(frame.contentWindow);
    const shadow = () => defined(defined(frame).contentDocument).querySelector('salgspant-app')?.shadowRoot;
    for (const [route, title] of [
      ['/calculator/boat', 'Båt'],
      ['/calculator/car-electric', 'Elbil'],
      ['/snowmobile', 'Snøscooter'],
      ['/car-no-insurance', 'Bil uten forsikring'],
    ]) {
      win.location.hash = `#${route}`;
      await until(() => Boolean(shadow()?.textContent.includes(`Lånekalkulator: ${title}`)), `${route} calculator`);
    }
    win.location.hash = '#/calculator/car/extra';
    await until(() => Boolean(shadow()?.textContent.includes('Vi finner ikke siden')), 'page not found');
    expect(defined(frame.contentDocument).title).to.equal('Fant ikke siden – Demobanken');
  });

  it('the dealer page embeds the calculator with one script tag and its own brand colour', async () => {
    frame = await openPage('/forhandler/bilhuset');
    const doc = defined(frame.contentDocument);
    const scripts = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).to.deep.equal(['/dist/elements/salgspant-calculator.js']);
    const calculator = defined(doc.querySelector('salgspant-calculator'));
    await until(
      () => rendered(calculator) && defined(calculator.shadowRoot).textContent.includes('Finn kjøretøyet'),
      'calculator',
    );
    const button = defined(
      [...defined(calculator.shadowRoot).querySelectorAll('button')].find((b) => b.textContent === 'Finn kjøretøy'),
    );
    expect(defined(frame.contentWindow).getComputedStyle(button).borderTopColor).to.equal('rgb(122, 0, 25)');
  });
});
