// Signing a completion in the bank's app (decisions 0025 §6, 0027, 0035): the simulator (/hosts/app)
// loads <salgspant-completion> in its web view for a case waiting at step 6 (Sofie's 100000409). For
// each host (iOS, Android, React Native) the element sends the versioned startSigning message; answers
// that are malformed, from another origin or window, or carry another id leave it waiting; «cancelled»
// brings step 6 back with the cancel message, the customer asks again with the keyboard, and «signed»
// (the app's signing view has signed in the sandbox) opens the receipt. Axe in each state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  answerButton,
  axeClean,
  closeSimulator,
  inWebView,
  logged,
  openStep,
  squash,
  startWebView,
  webview,
  type HostKind,
} from '../helpers/app-host.js';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const SOFIE = '08129295644';
const CASE = '100000409';
const IN_APP = 'Signeringen er åpnet i appen. Kom tilbake hit når du er ferdig.';
const CANCELLED =
  'Du avbrøt signeringen. Lånedokumentene er ikke signert. Du kan signere nå, eller komme tilbake senere fra Mine søknader.';

const textIn = (el: HTMLElement) => squash(el.shadowRoot?.textContent ?? '');

/** The startSigning requests the page has sent, oldest first. */
const signingRequests = () => logged('page → app').filter((m) => m.type === 'startSigning');

/** Waits for the `count`th startSigning request and returns it. */
async function signingRequest(count: number): Promise<Record<string, unknown>> {
  await until(() => signingRequests().length === count, `startSigning #${count}`);
  return defined(signingRequests().at(-1), 'startSigning');
}

/** The element in the web view that has focus (inside its shadow root), or null. */
const focused = (el: HTMLElement) => el.shadowRoot?.activeElement ?? null;

/** Presses Tab until the shadow root's focus is on the button `name` (at most 10 presses). */
async function tabTo(el: HTMLElement, name: string): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const active = focused(el);
    if (active?.tagName === 'BUTTON' && squash(active.textContent) === name) return;
    await sendKeys({ press: 'Tab' });
  }
  expect.fail(`«${name}» not reached with Tab`);
}

describe('/hosts/app: signing a completion in the app', () => {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    await loginAs(SOFIE);
  });
  afterEach(async () => {
    closeSimulator();
    await logout();
  });

  const HOSTS: Array<[HostKind, string]> = [
    ['ios', 'iOS'],
    ['android', 'Android'],
    ['react-native', 'React Native'],
  ];
  for (const [kind, name] of HOSTS) {
    it(`signs through the ${name} bridge: stray answers ignored, cancel and ask again, signed → receipt`, async () => {
      const el = await startWebView(kind, { page: 'completion', caseId: CASE });
      await openStep(el, '6 av 7 Signering');

      // The element asks the app, in the versioned format, for this case's signing page.
      const first = await signingRequest(1);
      expect(Object.keys(first).sort()).to.deep.equal(['id', 'type', 'url', 'v']);
      expect(first).to.include({ v: 1, type: 'startSigning' });
      expect(first.id).to.match(/^[0-9a-f]{32}$/);
      const url = new URL(String(first.url));
      // The signing simulator's own origin (demo/signing.ts), on the bank's host.
      expect(url.origin).not.to.equal(location.origin);
      expect(url.hostname).to.equal(location.hostname);
      expect(url.pathname).to.equal(`/sandbox/signing/${CASE}`);
      expect(new URL(defined(url.searchParams.get('returnUrl')), url).searchParams.get('outcome')).to.equal('signed');
      expect(new URL(defined(url.searchParams.get('cancelUrl')), url).searchParams.get('outcome')).to.equal(
        'cancelled',
      );
      // The app signs; the web view shows no frame and waits.
      await inWebView(el, '[role="status"]', IN_APP);
      expect(el.shadowRoot?.querySelector('iframe')).to.equal(null);
      await axeClean('waiting for the app');

      // Malformed, another version, another id, another origin, another window: all ignored.
      answerButton('Send malformed messages').click();
      answerButton('Answer from elsewhere').click();
      await until(() => logged('app → page').length === 5, 'stray answers logged');
      expect(logged('app → page').map((m) => m.note)).to.deep.equal([
        'wrong version',
        'bad result',
        'unknown id',
        'wrong origin',
        'other window',
      ]);
      expect(logged('app → page').slice(-2)).to.deep.include({
        v: 1,
        type: 'signingResult',
        id: first.id,
        result: 'signed',
        note: 'wrong origin',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(textIn(el)).to.include(IN_APP);
      expect(textIn(el)).not.to.include('Vi har ikke fått bekreftet signeringen');
      expect(answerButton('Signing done').disabled).to.equal(false);
      await openStep(el, '6 av 7 Signering');

      // Cancelled in the app: step 6 again with the cancel message, and a way to ask again.
      answerButton('Signing cancelled').click();
      // An alert, announced at once («Advarsel: » is the box's kind in words).
      await inWebView(el, '[role="alert"]', `Advarsel: ${CANCELLED}`);
      await openStep(el, '6 av 7 Signering');
      expect(textIn(el)).not.to.include(IN_APP);
      expect(answerButton('Signing done').disabled).to.equal(true);
      await axeClean('signing cancelled');

      // Keyboard only: from the step's heading, Tab to «Prøv igjen» and press Enter.
      webview().focus();
      (await openStep(el, '6 av 7 Signering')).focus();
      await tabTo(el, 'Prøv igjen');
      await sendKeys({ press: 'Enter' });
      const second = await signingRequest(2);
      expect(second.id).to.not.equal(first.id);
      expect(second.url).to.equal(first.url);
      await inWebView(el, '[role="status"]', IN_APP);

      // Signed in the app's signing view (the sandbox has the signature): the receipt.
      answerButton('Signing done').click();
      await openStep(el, '7 av 7 Kvittering');
      await inWebView(el, 'h2, h3, h4', 'Lånet er signert');
      expect(logged('app → page').at(-1)).to.deep.equal({
        v: 1,
        type: 'signingResult',
        id: second.id,
        result: 'signed',
      });
      expect(answerButton('Signing done').disabled).to.equal(true);
      await axeClean('signed receipt');
    });
  }
});
