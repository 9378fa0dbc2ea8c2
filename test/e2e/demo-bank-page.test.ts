// The demo bank page as a customer meets it: the real page from the demo server (strict CSP headers
// included), the built elements, the chooser's cards, and a real navigation to a calculator route.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../helpers/fixture.js';

async function openPage(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'Demo page';
  frame.style.cssText = 'width: 1024px; height: 800px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  return frame;
}

describe('demo bank page /lane/salgspant', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('is served with a strict Content-Security-Policy', async () => {
    const response = await fetch('/lane/salgspant');
    expect(response.status).to.equal(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.contain("script-src 'self'");
    expect(csp).to.contain("style-src 'self'");
    expect(csp).to.not.contain('unsafe-inline');
    expect(csp).to.not.contain('unsafe-eval');
  });

  it('shows the chooser, styled under that policy, and "Velg" goes to the calculator route', async () => {
    frame = await openPage('/lane/salgspant');
    const doc = frame.contentDocument!;
    expect(doc.querySelector('h1')?.textContent).to.equal('Lån til bil, MC og fritidskjøretøy');
    const chooser = doc.querySelector('salgspant-vehicle-chooser')!;
    await until(() => (chooser.shadowRoot?.childElementCount ?? 0) > 0, 5000, 'chooser rendered');
    // Testing Library's role queries do not cross into another window's realm: plain DOM here.
    const links = [...chooser.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[href]')];
    expect(links.map((a) => a.textContent)).to.have.length(8);
    const card = chooser.shadowRoot!.querySelector('[part="card"]')!;
    expect(frame.contentWindow!.getComputedStyle(card).borderTopStyle).to.equal('solid');

    const bobil = links.find((a) => a.textContent === 'Velg Bobil')!;
    expect(bobil.getAttribute('href')).to.equal('/lane/salgspant#/calculator/camping');
    bobil.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => frame!.contentWindow!.location.hash === '#/calculator/camping', 3000, 'hash route');
    expect(frame.contentWindow!.location.pathname).to.equal('/lane/salgspant');
  });
});
