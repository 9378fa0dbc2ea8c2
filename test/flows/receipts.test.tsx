// The receipts (issue 12 item 4) as the application and the completion render them: the case comes
// from the sandbox over HTTP (GET /application/ongoing/{id} or POST /application/submit) for a test
// person, the Receipt component shows it; real keys, queries by role and name, axe in every state.
import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import { getOngoingApplication, submitApplication } from '../../src/api/loan-calls.js';
import { LoanTransport } from '../../src/api/loan-client.js';
import { Receipt, type ReceiptProps } from '../../src/flows/receipts/index.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import type { ApplicationResponse } from '../../src/schemas/loan.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { clearFaults, injectFault, loginAs, logout, newScope, recordingFetch } from '../helpers/sandbox.js';
import { focused, mount } from '../ui/harness.js';

/** The sandbox's test persons this file logs in as (README, "Reaching every receipt"). */
const SSN = {
  kari: '14038512324',
  per: '30069034531',
  frida: '09098815640',
  mona: '12108335627',
  nils: '15057840193',
  tora: '12079426731',
  hege: '27058137826',
  gro: '08087749097',
  geir: '30107612390',
} as const;

/**
 * Fails when a query found something. (Not `expect(found).to.equal(null)`: chai's message would
 * inspect a rendered element, React's fibers included, and never finish.)
 */
function expectAbsent(found: Element | null) {
  if (found) throw new Error(`expected nothing, found <${found.localName}> «${found.textContent}»`);
}

const textOf = (el: Element) => defined(el.shadowRoot).textContent.replace(/\u00a0/g, ' ');

/** Logs the person in and fetches the case as they see it. */
async function caseOf(person: keyof typeof SSN, id: string, bank = '9999') {
  await loginAs(SSN[person]);
  const transport = new LoanTransport({ bankRegNr: bank });
  return { application: await getOngoingApplication(transport, id), transport };
}

/** Mounts the receipt for a case (props may be changed). */
async function showReceipt(
  application: ApplicationResponse,
  transport: LoanTransport,
  props: Partial<ReceiptProps> = {},
): Promise<HTMLElement> {
  return mount(() => (
    <Receipt application={application} bankRegNr="9999" headingLevel={2} transport={transport} {...props} />
  ));
}

/** The title: an h2, focused when the receipt appears. */
async function expectTitle(el: HTMLElement, name: string | RegExp) {
  const heading = await findByShadowRole(el, 'heading', { level: 2, name });
  await until(() => focused(el) === heading, 'the title has focus');
  return heading;
}

describe('Receipt: one view per receipt, from sandbox cases', () => {
  afterEach(async () => {
    await logout();
  });

  it('approved car loan: case number, figures, «Fullfør og signer» to the completion, the insurance pages', async () => {
    const { application, transport } = await caseOf('kari', '100000001');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Lånet ditt er innvilget');
    const text = textOf(el);
    expect(text).to.include('Saksnummer100000001');
    expect(text).to.include('Gratulerer! Vi har innvilget søknaden din');
    expect(text).to.include('Tilbudet gjelder i 30 dager');
    const complete = getByShadowRole(el, 'link', { name: 'Fullfør og signer' });
    expect(complete.getAttribute('href')).to.equal('/min-oversikt/salgspantfullfor?id=100000001');
    getByShadowRole(el, 'heading', { level: 3, name: 'Husk å forsikre bilen' });
    expect(getByShadowRole(el, 'link', { name: 'Se bilforsikringene våre' }).getAttribute('href')).to.equal(
      '/forsikring/bilforsikring',
    );
    await expectAccessible(el, 'approved loan');
  });

  it('the completion link asks first with a cancelable salgspant-navigate', async () => {
    const { application, transport } = await caseOf('kari', '100000001');
    const el = await showReceipt(application, transport);
    const seen: SalgspantNavigateEvent[] = [];
    const listener = (event: SalgspantNavigateEvent) => {
      event.preventDefault();
      seen.push(event);
    };
    document.addEventListener('salgspant-navigate', listener);
    try {
      getByShadowRole(el, 'link', { name: 'Fullfør og signer' }).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => seen.length === 1);
      expect(seen[0]?.detail).to.deep.include({
        href: '/min-oversikt/salgspantfullfor?id=100000001',
        route: null,
      });
    } finally {
      document.removeEventListener('salgspant-navigate', listener);
    }
  });

  it("bank 0770: the approved car loan links to the bank's alternative insurance pages", async () => {
    const { application, transport } = await caseOf('hege', '100000301', '0770');
    const el = await showReceipt(application, transport, { bankRegNr: '0770' });
    await expectTitle(el, 'Lånet ditt er innvilget');
    expect(getByShadowRole(el, 'link', { name: 'Se bilforsikringene våre' }).getAttribute('href')).to.equal(
      '/privat/forsikring/bilforsikring',
    );
    await expectAccessible(el, 'approved loan, bank 0770');
  });

  it('signed loan (DOCUMENTS_COMPLETE): signed paragraphs, no completion link', async () => {
    const { application, transport } = await caseOf('hege', '100000302', '0770');
    expect(application.applicationStatus).to.equal('DOCUMENTS_COMPLETE');
    const el = await showReceipt(application, transport, { bankRegNr: '0770' });
    await expectTitle(el, 'Lånet er signert');
    expect(textOf(el)).to.include('Alle lånedokumentene er signert');
    expectAbsent(queryByShadowRole(el, 'link', { name: 'Fullfør og signer' }));
    await expectAccessible(el, 'signed loan');
  });

  it('an approved loan that is not a car has no insurance section', async () => {
    const { application, transport } = await caseOf('kari', '100000001');
    const mc = { ...application, loanInfo: { ...defined(application.loanInfo), loanProduct: 'MC' } };
    const el = await showReceipt(mc, transport);
    await expectTitle(el, 'Lånet ditt er innvilget');
    expectAbsent(queryByShadowText(el, 'Husk å forsikre bilen'));
  });

  it('rejected: the paragraphs, without the frozen-credit text', async () => {
    const { application, transport } = await caseOf('per', '100000303');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Vi kan dessverre ikke innvilge søknaden');
    expect(textOf(el)).to.include('lagrer vi i 3 måneder');
    expectAbsent(queryByShadowText(el, 'Du har kredittsperre'));
    expect(getByShadowRole(el, 'link', { name: 'Gå til Mine søknader' }).getAttribute('href')).to.equal(
      '/min-oversikt/soknadsoversikt',
    );
    await expectAccessible(el, 'rejected');
  });

  it('rejected with a credit freeze: the frozen-credit text', async () => {
    const { application, transport } = await caseOf('frida', '100000304');
    expect(application.creditFrozen).to.equal('YES');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Vi kan dessverre ikke innvilge søknaden');
    await findByShadowText(el, 'Du har kredittsperre');
    expect(textOf(el)).to.include('må sperren først oppheves');
    await expectAccessible(el, 'rejected, credit frozen');
  });

  it("other person's data missing", async () => {
    const { application, transport } = await caseOf('mona', '100000004');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Vi venter på opplysninger fra medsøkeren din');
    expect(textOf(el)).to.include('må medsøkeren din logge inn');
    await expectAccessible(el, 'other applicant missing');
  });

  it('tax-data failure', async () => {
    const { application, transport } = await caseOf('tora', '100000306');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Vi fikk ikke hentet skatteopplysningene dine');
    expect(textOf(el)).to.include('En rådgiver behandler søknaden manuelt');
    await expectAccessible(el, 'tax-data failure');
  });

  it('tax-data failure straight after applying (POST /application/submit)', async () => {
    await loginAs(SSN.tora);
    const transport = new LoanTransport({ bankRegNr: '9999' });
    const applicant = {
      ssn: SSN.tora,
      firstName: 'Tora',
      lastName: 'Skattefeil',
      email: 'tora@example.no',
      phone: '48000023',
      employmentConditionCode: 'FULL_TIME_EMPLOYEE' as const,
      livingConditionCode: 'OWNS_HOUSING' as const,
      rentalFee: null,
      grossIncome: 560_000,
      totalDebt: 200_000,
      tradeIn: false,
      tradeInDebt: null,
    };
    const answer = await submitApplication(transport, {
      mainApplicant: applicant,
      coApplicant: null,
      loanInfo: {
        loanType: 'LOAN_COMMITMENT',
        vehiclePrice: 260_000,
        loanProduct: 'CAR',
        equity: 60_000,
        requestedLoanPeriodInMonths: 60,
        vehicleRegistrationNumber: null,
        odometerValue: null,
      },
      kycAnswered: true,
    });
    const application = defined(answer.responseOrNull);
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Vi fikk ikke hentet skatteopplysningene dine');
    expect(textOf(el)).to.include(`Saksnummer${application.applicationId}`);
  });

  it('co-applicant signature missing: «Nå mangler vi bare signatur fra din medlåntaker»', async () => {
    const { application, transport } = await caseOf('gro', '100000305');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Nå mangler vi bare signatur fra din medlåntaker');
    expect(textOf(el)).to.include('Takk, du har signert lånedokumentene.');
    await expectAccessible(el, 'co-signature missing');
  });

  it('the co-applicant who has not signed yet sees no receipt but the case in progress', async () => {
    const { application, transport } = await caseOf('geir', '100000305');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Søknaden din er under behandling');
    await expectAccessible(el, 'pending');
  });

  it('a new case (no receipt yet) shows the case in progress with the overview link', async () => {
    const { application, transport } = await caseOf('nils', '100000005');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Søknaden din er under behandling');
    getByShadowRole(el, 'link', { name: 'Gå til Mine søknader' });
  });

  it('heading level follows the prop; focus stays put when focusOnMount is false', async () => {
    const { application, transport } = await caseOf('per', '100000303');
    const el = await showReceipt(application, transport, { headingLevel: 3, focusOnMount: false });
    await findByShadowRole(el, 'heading', { level: 3, name: 'Vi kan dessverre ikke innvilge søknaden' });
    expect(focused(el) === null, 'nothing in the receipt has focus').to.equal(true);
  });
});

describe('Receipt: loan commitment approved', () => {
  afterEach(async () => {
    await logout();
  });

  it('shows the amount and downloads «Lånebevis.pdf» as a PDF blob', async () => {
    const { application, transport } = await caseOf('kari', '100000002');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Du har fått lånebevis');
    expect(textOf(el)).to.include('Lånebeløp uten gebyrer240 000 kr');
    await expectAccessible(el, 'commitment approved');

    const clicks: HTMLAnchorElement[] = [];
    const root = defined(el.shadowRoot);
    const onClick = (event: Event) => {
      if (event.target instanceof HTMLAnchorElement) {
        event.preventDefault(); // the test reads the file instead of saving it
        clicks.push(event.target);
      }
    };
    root.addEventListener('click', onClick, true);
    try {
      getByShadowRole(el, 'button', { name: 'Lånebevis.pdf' }).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => clicks.length === 1, 'the download link was clicked');
    } finally {
      root.removeEventListener('click', onClick, true);
    }
    const link = defined(clicks[0]);
    expect(link.download).to.equal('Lånebevis.pdf');
    expect(link.href).to.match(/^blob:/);
    const blob = await (await fetch(link.href)).blob();
    expect(blob.type).to.equal('application/pdf');
    expect(await blob.slice(0, 5).text()).to.equal('%PDF-');
    expect(link.isConnected).to.equal(false);
  });

  it('invalid base64 or a file that is not a PDF: a message, no download button', async () => {
    const { application, transport } = await caseOf('kari', '100000002');
    for (const fileData of ['not base64 at all!', btoa('<html>not a pdf</html>')]) {
      const el = await showReceipt({ ...application, loanCommitmentFileData: fileData }, transport);
      await findByShadowText(el, /Vi klarte ikke å åpne lånebeviset/);
      expectAbsent(queryByShadowRole(el, 'button', { name: 'Lånebevis.pdf' }));
      await expectAccessible(el, 'invalid PDF');
    }
  });

  it('no PDF yet: says so', async () => {
    const { application, transport } = await caseOf('kari', '100000002');
    const el = await showReceipt({ ...application, loanCommitmentFileData: null }, transport);
    await findByShadowText(el, /Lånebeviset er ikke klart for nedlasting ennå/);
  });

  it('the upgrade button shows only when allowed and emits a cancelable salgspant-navigate to the upgrade route', async () => {
    const { application, transport } = await caseOf('kari', '100000002');
    const hidden = await showReceipt(application, transport, { upgradeAllowed: false });
    expectAbsent(queryByShadowRole(hidden, 'button', { name: 'Gjør om til lån' }));

    const el = await showReceipt(application, transport, { upgradeAllowed: true });
    getByShadowRole(el, 'heading', { level: 3, name: 'Har du funnet kjøretøyet?' });
    const seen: SalgspantNavigateEvent[] = [];
    const listener = (event: SalgspantNavigateEvent) => {
      seen.push(event);
      event.preventDefault();
    };
    el.addEventListener('salgspant-navigate', listener);
    try {
      getByShadowRole(el, 'button', { name: 'Gjør om til lån' }).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => seen.length === 1);
    } finally {
      el.removeEventListener('salgspant-navigate', listener);
    }
    const event = defined(seen[0]);
    expect(event.cancelable).to.equal(true);
    expect(event.detail).to.deep.include({
      href: '/min-oversikt/soknadsoversikt#/upgrade/100000002',
      path: '/min-oversikt/soknadsoversikt',
      route: '/upgrade/100000002',
    });
    await expectAccessible(el, 'commitment with upgrade');
  });
});

describe('Receipt: sent to control, with the feedback form', () => {
  let scope = '';
  beforeEach(() => {
    scope = newScope();
  });
  afterEach(async () => {
    await clearFaults(scope);
    await logout();
  });

  async function controlReceipt() {
    await loginAs(SSN.kari);
    const recording = recordingFetch(scope);
    const transport = new LoanTransport({ bankRegNr: '9999', fetch: recording.fetch });
    const application = await getOngoingApplication(transport, '100000003');
    const el = await showReceipt(application, transport);
    await expectTitle(el, 'Søknaden din er sendt til manuell behandling');
    const feedbackCalls = () => recording.requests.filter((r) => r.url.endsWith('/application/feedback'));
    return { el, feedbackCalls };
  }

  const message = (el: HTMLElement) => getByShadowRole(el, 'textbox', { name: /Melding til rådgiveren/ });

  it('paragraphs and the link button to the overview', async () => {
    const { el } = await controlReceipt();
    expect(textOf(el)).to.include('du får svar innen to virkedager');
    expect(getByShadowRole(el, 'link', { name: 'Gå til Mine søknader' }).className).to.include('ui-button');
    getByShadowRole(el, 'heading', { level: 3, name: 'Vil du fortelle oss noe mer?' });
    await expectAccessible(el, 'control');
  });

  it('prints without the controls: no buttons, no feedback form, the paragraphs stay', async () => {
    const { el } = await controlReceipt();
    const shown = (node: Element) => getComputedStyle(node).display !== 'none';
    const form = defined(message(el).closest('section'));
    const overview = getByShadowRole(el, 'link', { name: 'Gå til Mine søknader' });
    expect(shown(form) && shown(overview)).to.equal(true);
    await emulateMedia({ media: 'print' });
    try {
      expect(shown(form)).to.equal(false);
      expect(shown(overview)).to.equal(false);
      expect(shown(getByShadowRole(el, 'heading', { level: 2 }))).to.equal(true);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('required: no message until the field is left, then «Påkrevet felt»; sending empty sends nothing', async () => {
    const { el, feedbackCalls } = await controlReceipt();
    message(el).focus();
    expectAbsent(queryByShadowText(el, 'Påkrevet felt'));
    await sendKeys({ press: 'Tab' });
    await findByShadowText(el, 'Påkrevet felt');
    expect(message(el).getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(el, 'feedback required');
    getByShadowRole(el, 'button', { name: 'Send melding' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(el) === message(el), 'focus back on the message');
    expect(feedbackCalls()).to.have.length(0);
  });

  it('at most 500 characters: the 501st gives the message, taking one away clears it', async () => {
    const { el } = await controlReceipt();
    message(el).focus();
    await sendKeys({ type: 'x'.repeat(501) });
    await sendKeys({ press: 'Tab' });
    await findByShadowText(el, 'Feltet kan maksimalt inneholde 500 tegn');
    expect(textOf(el)).to.include('-1 tegn igjen');
    message(el).focus();
    await sendKeys({ press: 'Backspace' });
    await until(() => queryByShadowText(el, 'Feltet kan maksimalt inneholde 500 tegn') === null);
    expect(textOf(el)).to.include('0 tegn igjen');
    await expectAccessible(el, 'feedback at the limit');
  });

  it('a failed send keeps the text and says so; sending again works once, not twice', async () => {
    const { el, feedbackCalls } = await controlReceipt();
    await injectFault({ endpoint: 'POST /salgspant/api/application/feedback', status: 503, times: 1, scope });
    message(el).focus();
    await sendKeys({ type: 'Jeg har fast jobb fra neste måned.' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' }); // Tab landed on «Send melding»
    await findByShadowText(el, /Vi klarte ikke å sende meldingen/);
    expect((message(el) as HTMLTextAreaElement).value).to.equal('Jeg har fast jobb fra neste måned.');
    expect(feedbackCalls()).to.have.length(1);
    await expectAccessible(el, 'feedback failed');

    await injectFault({ endpoint: 'POST /salgspant/api/application/feedback', latencyMs: 400, times: 1, scope });
    const send = getByShadowRole(el, 'button', { name: 'Send melding' });
    send.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => send.getAttribute('aria-disabled') === 'true', 'the button is busy');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await findByShadowText(el, 'Takk! Meldingen er sendt til rådgiveren som behandler søknaden din.');
    // «Send melding» went with the form: the section's heading has the focus, the thanks right after it (decision 0117).
    const heading = getByShadowRole(el, 'heading', { name: 'Vil du fortelle oss noe mer?' });
    await until(() => focused(el) === heading, 'focus on the feedback’s heading');
    expect(feedbackCalls()).to.have.length(2);
    const body = (await defined(feedbackCalls()[1]).json()) as unknown;
    expect(body).to.deep.equal({ content: 'Jeg har fast jobb fra neste måned.', preViewCaseId: '100000003' });
    expectAbsent(queryByShadowRole(el, 'textbox'));
    await expectAccessible(el, 'feedback sent');
  });

  it('sends with the CSRF token, and the sandbox stores it for the case', async () => {
    const { el, feedbackCalls } = await controlReceipt();
    message(el).focus();
    await sendKeys({ type: 'Hei' });
    getByShadowRole(el, 'button', { name: 'Send melding' }).click();
    await findByShadowText(el, /Meldingen er sendt/);
    const request = defined(feedbackCalls()[0]);
    expect(request.method).to.equal('POST');
    expect(request.headers.get('X-CSRF-Token')).to.be.a('string').and.not.equal('');
  });
});
