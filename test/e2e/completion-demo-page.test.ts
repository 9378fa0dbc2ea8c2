// The demo's completion page (/min-oversikt/salgspantfullfor, <salgspant-app app-type="completion">) as
// served, with its strict Content-Security-Policy: the signing frame loads the signing simulator from its
// own origin (frame-src names it), its return page talks to the element, and no policy is violated on
// the way to the signed receipt.
import { expect } from '@esm-bundle/chai';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { clickInSigningFrame, openPage, signingPageReady } from '../helpers/frames.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const SOFIE = '08129295644';

describe('demo completion page', () => {
  let frame: HTMLIFrameElement | undefined;
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
  afterEach(async () => {
    frame?.remove();
    await logout();
  });

  it('is served with frame-src limited to the signing origin', async () => {
    const response = await fetch('/min-oversikt/salgspantfullfor');
    expect(response.status).to.equal(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.match(/frame-src 'self' http:\/\/localhost:\d+;/);
    expect(csp).to.contain("script-src 'self'");
    expect(csp).to.not.contain('unsafe-inline');
  });

  it('signs in the frame under the strict policy and shows the signed receipt', async () => {
    await loginAs(SOFIE);
    frame = await openPage('/min-oversikt/salgspantfullfor?id=100000408');
    const doc = defined(frame.contentDocument);
    const violations: string[] = [];
    doc.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    const element = () => doc.querySelector('salgspant-app')?.shadowRoot ?? null;
    await until(() => element()?.querySelector('iframe') != null, 'the signing frame');
    // The signing simulator is on its own origin: the page's CSP lets the frame load it.
    const signing = await signingPageReady();
    expect(signing.origin).not.to.equal(location.origin);
    await clickInSigningFrame('sign');
    await until(() => (element()?.textContent ?? '').includes('Lånet er signert'), 'the signed receipt');
    expect(violations).to.deep.equal([]);
  });
});
