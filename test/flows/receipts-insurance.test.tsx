// The approved car loan's insurance link (spec 1 §2, §7, §9): its address is a text a CMS sets per
// bank, checked before it is followed; the defaults are pages the demo bank serves; a click is
// reported to the service (GET /application/insuranceclick), fire and forget.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import { getOngoingApplication } from '../../src/api/loan-calls.js';
import { LoanTransport } from '../../src/api/loan-client.js';
import { insuranceHref } from '../../src/flows/receipts/Receipt.js';
import { Receipt } from '../../src/flows/receipts/index.js';
import { receiptsTexts } from '../../src/flows/receipts/receipts.texts.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { loginAs, logout, newScope, recordingFetch } from '../helpers/sandbox.js';
import { mount } from '../ui/harness.js';

const KARI = '14038512324';
const LINK = { name: 'Se bilforsikringene våre' } as const;

/** Kari's approved car loan (seed case 100000001), shown with the texts given (a CMS's page JSON). */
async function approvedCarLoan(texts?: Record<string, string>, bankRegNr = '9999') {
  await loginAs(KARI);
  const recording = recordingFetch(newScope());
  const transport = new LoanTransport({ bankRegNr: '9999', fetch: recording.fetch });
  const application = await getOngoingApplication(transport, '100000001');
  recording.requests.length = 0;
  const el = await mount(
    () => <Receipt application={application} bankRegNr={bankRegNr} headingLevel={2} transport={transport} />,
    texts,
  );
  await findByShadowRole(el, 'heading', { level: 3, name: 'Husk å forsikre bilen' });
  return { el, requests: recording.requests };
}

describe('Receipt: the insurance link of an approved car loan', () => {
  afterEach(async () => {
    await logout();
  });

  it('takes a path on the site or an https address from the CMS, and the default for anything else', () => {
    const fallback = '/forsikring/bilforsikring';
    const cases: Array<[string, string]> = [
      ['/privat/bil/forsikring', '/privat/bil/forsikring'],
      ['https://forsikring.example.no/bil?kilde=billan', 'https://forsikring.example.no/bil?kilde=billan'],
      ['javascript:alert(1)', fallback],
      ['http://forsikring.example.no/bil', fallback],
      ['//forsikring.example.no/bil', fallback],
      ['https://forsikring.example.no/ bil', fallback],
      ['', fallback],
      ['bilforsikring', fallback],
    ];
    for (const [text, expected] of cases) expect(insuranceHref(text, fallback), text).to.equal(expected);
  });

  it('links to the CMS address, or to the default page when the CMS text is not an address', async () => {
    let { el } = await approvedCarLoan({ 'receipts.insurance.href': 'https://forsikring.example.no/bil' });
    expect(getByShadowRole(el, 'link', LINK).getAttribute('href')).to.equal('https://forsikring.example.no/bil');
    el.remove();
    ({ el } = await approvedCarLoan({ 'receipts.insurance.href': 'javascript:alert(1)' }));
    expect(getByShadowRole(el, 'link', LINK).getAttribute('href')).to.equal('/forsikring/bilforsikring');
    el.remove();
    ({ el } = await approvedCarLoan({ 'receipts.insurance.hrefAlternative': 'data:text/html,x' }, '0770'));
    expect(getByShadowRole(el, 'link', LINK).getAttribute('href')).to.equal('/privat/forsikring/bilforsikring');
    await expectAccessible(el, 'insurance link, bank 0770');
  });

  it('reports a click on the link to the service (GET /application/insuranceclick) and still follows it', async () => {
    const { el, requests } = await approvedCarLoan();
    const followed: string[] = [];
    const keepPage = (event: MouseEvent) => {
      const link = event.composedPath()[0];
      if (link instanceof HTMLAnchorElement) followed.push(link.getAttribute('href') ?? '');
      event.preventDefault(); // the test page stays; the link's own default would leave it
    };
    document.addEventListener('click', keepPage);
    try {
      getByShadowRole(el, 'link', LINK).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => requests.length === 1, 'the click reported');
      expect(`${requests[0]?.method ?? ''} ${new URL(requests[0]?.url ?? '/', location.href).pathname}`).to.equal(
        'GET /salgspant/api/application/insuranceclick',
      );
      expect(followed).to.deep.equal(['/forsikring/bilforsikring']);
    } finally {
      document.removeEventListener('click', keepPage);
    }
  });

  it('has real pages at both default addresses on the demo bank site', async () => {
    for (const key of ['receipts.insurance.href', 'receipts.insurance.hrefAlternative'] as const) {
      const response = await fetch(receiptsTexts[key]);
      expect(response.status, receiptsTexts[key]).to.equal(200);
      const page = await response.text();
      expect(page).to.contain('<h1>Bilforsikring');
      expect(page).to.contain('60 % startbonus');
    }
  });
});
