// The native app simulator (/hosts/app): the page plays the bank's app around a web view that loads
// <salgspant-application>. The application's tax consent goes through the bridge (decision 0027): the
// page sends startConsent, the simulated app answers result/…, malformed answers are ignored, and the
// application re-fetches the consent and goes on. Axe over the simulator in each state.
import { expect } from '@esm-bundle/chai';
import {
  answerButton,
  axeClean,
  closeSimulator,
  inWebView,
  logged,
  logText,
  openStep,
  squash,
  startWebView as startSimulator,
  webview,
  type HostKind,
} from '../helpers/app-host.js';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

const button = (el: HTMLElement, text: string) => inWebView(el, 'button', text);

/** Starts the web view with the chosen host and waits for the application's first step. */
async function startWebView(kind: HostKind): Promise<HTMLElement> {
  const el = await startSimulator(kind);
  await openStep(el, '1 av 5 Lånet du søker om');
  return el;
}

/** From step 1 to the consent button, pressed: the page asks the app to open the portal. */
async function askForConsent(el: HTMLElement): Promise<Record<string, unknown>> {
  (await button(el, 'Neste')).click();
  (await button(el, 'Gi samtykke hos Skatteetaten')).click();
  await until(() => logged('page → app').some((m) => m.type === 'startConsent'), 'startConsent sent');
  return defined(
    logged('page → app').find((m) => m.type === 'startConsent'),
    'startConsent message',
  );
}

describe('/hosts/app: the native app simulator', () => {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    await loginAs(PERSONS.kari);
  });
  afterEach(async () => {
    closeSimulator();
    await logout();
  });

  it('runs the consent through the iOS bridge, ignores malformed answers, and goes on to step 3', async () => {
    const el = await startWebView('ios');
    expect(logText()).to.include('with the iOS interface');
    expect(answerButton('Consent result ok').disabled).to.equal(true);
    await axeClean('web view started');

    const request = await askForConsent(el);
    expect(Object.keys(request).sort()).to.deep.equal(['id', 'type', 'url', 'v']);
    expect(request).to.include({ v: 1, type: 'startConsent', url: `${location.origin}/sandbox/tax-consent` });
    // The page stays where it is: the portal opens in the app, not in the web view.
    expect(webview().contentWindow?.location.pathname).to.equal('/hosts/app/webview');
    expect(answerButton('Consent result ok').disabled).to.equal(false);
    await axeClean('request waiting');

    answerButton('Send malformed messages').click();
    await until(() => logged('app → page').length === 3, 'malformed logged');
    expect(logText()).to.include('app → page (malformed): { not json');
    // The request's own answer, but from another origin and from another window.
    answerButton('Answer from elsewhere').click();
    await until(() => logged('app → page').length === 5, 'foreign answers logged');
    expect(logged('app → page').slice(3)).to.deep.equal([
      { v: 1, type: 'consentResult', id: request.id, result: 'result/ok', note: 'wrong origin' },
      { v: 1, type: 'consentResult', id: request.id, result: 'result/ok', note: 'other window' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing happened in the page: the consent is still asked for.
    await button(el, 'Gi samtykke hos Skatteetaten');

    answerButton('Consent result ok').click();
    await openStep(el, '3 av 5 Opplysninger om deg');
    expect(logged('app → page').at(-1)).to.deep.equal({
      v: 1,
      type: 'consentResult',
      id: request.id,
      result: 'result/ok',
    });
    expect(answerButton('Consent result ok').disabled).to.equal(true);
    await axeClean('consent answered');
  });

  it('takes the Android answer result/error as a failed consent that can be given again', async () => {
    const el = await startWebView('android');
    expect(logText()).to.include('with the Android interface');
    await askForConsent(el);
    answerButton('Consent result error').click();
    await until(
      () => squash(el.shadowRoot?.textContent ?? '').includes('Samtykket ble ikke registrert'),
      'failed consent',
    );
    (await button(el, 'Gi samtykke på nytt')).click();
    await button(el, 'Gi samtykke hos Skatteetaten');
  });

  it('runs the consent through the React Native bridge', async () => {
    const el = await startWebView('react-native');
    expect(logText()).to.include('with the React Native interface');
    await askForConsent(el);
    answerButton('Consent result ok').click();
    await openStep(el, '3 av 5 Opplysninger om deg');
  });
});
