// The elements in someone else's page: a strict Content-Security-Policy, a hostile global stylesheet,
// and two calculators side by side. Real demo pages from the demo server, the built elements.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../helpers/fixture.js';
import { openPage } from '../helpers/frames.js';
import { defined } from '../helpers/defined.js';

/** Waits for an element's shadow root to contain some text. */
/**
 * The text an element renders: what is on screen, not what a part rendered ahead holds hidden (decision
 * 0118), which `textContent` would include.
 */
const rendered = (el: Element | null | undefined) =>
  [...(el?.shadowRoot?.children ?? [])].map((child) => (child as HTMLElement).innerText).join('\n');

async function shows(el: Element | null, text: string) {
  await until(() => rendered(el).includes(text), `«${text}» shown`);
}

function radio(calculator: Element, label: string): HTMLInputElement {
  const labels = [...defined(calculator.shadowRoot).querySelectorAll('label')];
  const found = labels.find((l) => l.textContent.trim() === label);
  return (found?.control ?? found?.querySelector('input')) as HTMLInputElement;
}

function inputLabelled(calculator: Element, label: RegExp): HTMLInputElement {
  const labels = [...defined(calculator.shadowRoot).querySelectorAll('label')];
  const found = labels.find((l) => label.test(l.textContent) && l.checkVisibility());
  return defined(found).control as HTMLInputElement;
}

describe('host pages', () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('a strict CSP page runs the chooser and the calculator with zero violation reports', async () => {
    const frame = await openPage('/quality/strict-csp');
    frames.push(frame);
    const response = await fetch('/quality/strict-csp');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.match(/default-src 'self'/);
    expect(csp).to.match(/script-src 'self'(;|$)/);
    expect(csp).to.match(/style-src 'self'(;|$)/);
    const win = frame.contentWindow as Window & { __cspViolations: unknown[] };
    const doc = defined(frame.contentDocument);
    const calculator = defined(doc.querySelector('salgspant-calculator'));
    await shows(doc.querySelector('salgspant-vehicle-chooser'), 'Velg');
    await shows(calculator, 'Finn kjøretøyet');
    radio(calculator, 'Lånebevis').click();
    await shows(calculator, 'Kjøpesum');
    inputLabelled(calculator, /Kjøpesum/).focus();
    await sendKeys({ type: '300000' });
    inputLabelled(calculator, /Egenkapital/).focus();
    await sendKeys({ type: '60000' });
    await shows(calculator, '/mnd');
    defined(
      [...defined(calculator.shadowRoot).querySelectorAll('button')].find(
        (b) => b.textContent === 'Se detaljer om lånet',
      ),
    ).click();
    await until(() => Boolean(defined(calculator.shadowRoot).querySelector('dialog[open]')), 'dialog');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(win.__cspViolations).to.deep.equal([]);

    // The watcher does see a violation: an inline style is refused.
    const style = doc.createElement('style');
    style.textContent = 'body { color: red }';
    doc.head.append(style);
    await until(() => win.__cspViolations.length > 0, 'a violation is reported');
  });

  it('the strict CSP page loads every script with Subresource Integrity, and the browser refuses a wrong hash', async () => {
    const frame = await openPage('/quality/strict-csp');
    frames.push(frame);
    const doc = defined(frame.contentDocument, 'frame document');
    const win = frame.contentWindow as Window & { __cspViolations: unknown[] };
    await shows(doc.querySelector('salgspant-calculator'), 'Finn kjøretøyet');
    await shows(doc.querySelector('salgspant-vehicle-chooser'), 'Velg');
    expect(win.__cspViolations).to.deep.equal([]);

    const integrity = (await (await fetch('/dist/integrity.json')).json()) as {
      files: Record<string, string>;
      entries: Record<string, { preload: string[] }>;
    };
    const tagged = [...doc.querySelectorAll('script[type="module"], link[rel="modulepreload"]')];
    const urls = tagged.map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '');
    // The entry, and a preload for every file it imports statically.
    expect(urls).to.have.members([
      '/dist/define-all.js',
      ...defined(integrity.entries['define-all.js'], 'integrity entry of define-all.js').preload.map(
        (file) => `/dist/${file}`,
      ),
    ]);
    for (const [i, el] of tagged.entries()) {
      const url = defined(urls[i], 'url of a tagged script');
      expect(el.getAttribute('crossorigin'), url).to.equal('anonymous');
      const bytes = await (await fetch(url)).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
      const expected = `sha384-${btoa(String.fromCharCode(...digest))}`;
      expect(el.getAttribute('integrity'), url).to.equal(expected);
      expect(integrity.files[url.slice('/dist/'.length)]).to.equal(expected);
    }

    // The browser enforces the hashes: a script whose bytes do not match is not run.
    const tampered = doc.createElement('script');
    tampered.type = 'module';
    tampered.src = '/dist/index.js?tampered';
    tampered.integrity = `sha384-${'A'.repeat(64)}`;
    tampered.crossOrigin = 'anonymous';
    const refused = new Promise<string>((resolve) => {
      tampered.addEventListener('error', () => resolve('refused'), { once: true });
      tampered.addEventListener('load', () => resolve('ran'), { once: true });
    });
    doc.head.append(tampered);
    expect(await refused).to.equal('refused');
  });

  it('a page with a hostile global stylesheet renders the calculator exactly like a plain page', async () => {
    const plain = await openPage('/quality/plain');
    const hostile = await openPage('/quality/hostile-css');
    frames.push(plain, hostile);
    const calculators = [plain, hostile].map((f) =>
      defined(defined(f.contentDocument).querySelector('salgspant-calculator')),
    );
    for (const calculator of calculators) {
      await shows(calculator, 'Finn kjøretøyet');
      radio(calculator, 'Lånebevis').click();
      await shows(calculator, 'Kjøpesum');
      // The cards and the actions come in the frame after the fields (decision 0116).
      await shows(calculator, 'Søk om lånebevis');
    }
    // The hostile sheet really applies to the page around the element.
    const hostileH1 = defined(hostile.contentWindow).getComputedStyle(
      defined(defined(hostile.contentDocument).querySelector('h1')),
    );
    expect(hostileH1.fontSize).to.equal('23px');

    const selectors = [
      '.calculator',
      '.calculator__heading',
      'legend',
      'label',
      'input',
      'select',
      '.calculator__card',
      'button[type="submit"]',
      'p',
    ];
    const properties = [
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'color',
      'background-color',
      'margin-top',
      'margin-left',
      'padding-top',
      'padding-left',
      'box-sizing',
      'display',
      'text-align',
      'text-transform',
      'border-top-style',
      'border-top-width',
    ];
    // Sizes are left out: the element's own box belongs to the host page (here it gets the hostile
    // margins, padding and border), so the width inside follows it. Everything else must be equal.
    const snapshot = (frame: HTMLIFrameElement, calculator: Element) =>
      selectors.map((selector) => {
        const element = defined(defined(calculator.shadowRoot).querySelector(selector));
        const style = defined(frame.contentWindow).getComputedStyle(element);
        return { selector, ...Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)])) };
      });
    expect(snapshot(hostile, defined(calculators[1]))).to.deep.equal(snapshot(plain, defined(calculators[0])));
  });

  it('two calculators for different products on one page work independently', async () => {
    const frame = await openPage('/quality/two-calculators');
    frames.push(frame);
    const [car, mc] = [...defined(frame.contentDocument).querySelectorAll('salgspant-calculator')];
    await shows(defined(car), 'Lånekalkulator: Bil');
    await shows(defined(mc), 'Lånekalkulator: MC');
    await shows(defined(car), 'Finn kjøretøyet');
    await shows(defined(mc), 'Finn kjøretøyet');
    radio(defined(car), 'Lånebevis').click();
    await shows(defined(car), 'Kjøpesum');
    expect(radio(defined(mc), 'Lån').checked).to.equal(true);
    expect(rendered(mc)).to.not.contain('Kjøpesum');
    inputLabelled(defined(car), /Kjøpesum/).focus();
    await sendKeys({ type: '250000' });
    inputLabelled(defined(mc), /Registreringsnummer/).focus();
    await sendKeys({ type: 'KE2096' });
    await sendKeys({ press: 'Enter' });
    await shows(defined(mc), 'Honda CRF1100L');
    expect(inputLabelled(defined(car), /Kjøpesum/).value.replace(/\u00a0/g, ' ')).to.equal('250 000 kr');
    expect(defined(defined(car).shadowRoot).textContent).to.not.contain('Honda');
    // Ids are per shadow root: the same field id in both does not collide.
    expect(defined(defined(car).shadowRoot).getElementById('vehicle-price')).to.exist;
  });
});
