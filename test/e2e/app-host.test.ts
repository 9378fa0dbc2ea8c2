// The native app simulator (/hosts/app): the page plays the bank's app around a web view that loads
// <salgspant-application>. The application's tax consent goes through the bridge (decision 0027): the
// page sends startConsent, the simulated app answers result/…, malformed answers are ignored, and the
// application re-fetches the consent and goes on. Axe over the simulator in each state.
import { expect } from '@esm-bundle/chai';
import type { AxeResults } from 'axe-core';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { axeIn, openPage } from '../helpers/frames.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The element inside the web view's shadow root whose text is `text` (the role queries of the testing
 * library do not reach into another frame's document, so the frame is searched by text).
 */
async function inWebView(el: HTMLElement, selector: string, text: string, timeout = 6000): Promise<HTMLElement> {
  const find = () =>
    [...defined(el.shadowRoot, 'shadow root').querySelectorAll<HTMLElement>(selector)].find(
      (node) => squash(node.textContent) === text,
    );
  await until(() => find() !== undefined, timeout, `${selector} «${text}»`);
  return defined(find(), text);
}
/** The open step's heading (every step's title is in the accordion; the open one is the current step). */
async function openStep(el: HTMLElement, text: string): Promise<void> {
  const title = await inWebView(el, 'h3', text);
  await until(() => title.closest('li')?.getAttribute('aria-current') === 'step', 6000, `${text} open`);
}
const button = (el: HTMLElement, text: string) => inWebView(el, 'button', text);

type HostKind = 'ios' | 'android' | 'react-native';

let page: HTMLIFrameElement | undefined;
const doc = () => defined(defined(page, 'simulator').contentDocument, 'simulator document');
const webview = () => defined(doc().querySelector<HTMLIFrameElement>('[data-app-frame]'), 'web view');
const logText = () => doc().querySelector('[data-app-log]')?.textContent ?? '';
const answerButton = (name: string) =>
  defined(
    [...doc().querySelectorAll<HTMLButtonElement>('[data-answer]')].find((b) => b.textContent.trim() === name),
    name,
  );

/** The messages of one direction in the log, parsed. */
function logged(direction: 'page → app' | 'app → page'): Array<Record<string, unknown>> {
  return logText()
    .split('\n')
    .flatMap((line) => {
      const match = /(page → app|app → page)(?: \([^)]*\))?: (.*)$/.exec(line);
      if (match?.[1] !== direction) return [];
      try {
        return [JSON.parse(match[2] ?? '') as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

async function axeClean(state: string): Promise<void> {
  const axe = await axeIn(defined(page, 'simulator'));
  const results: AxeResults = await axe.run(doc(), {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`),
    state,
  ).to.deep.equal([]);
}

/** Starts the web view with the chosen host and waits for the application's first step. */
async function startWebView(kind: HostKind): Promise<HTMLElement> {
  page = await openPage('/hosts/app', 1280, 1100);
  defined(doc().querySelector<HTMLInputElement>(`input[name="host"][value="${kind}"]`), kind).click();
  const loaded = new Promise((resolve) => webview().addEventListener('load', resolve, { once: true }));
  defined(doc().querySelector<HTMLButtonElement>('[data-app-start] button[type="submit"]'), 'start').click();
  await loaded;
  await until(() => webview().contentDocument?.querySelector('salgspant-application') != null, 4000, 'element');
  const el = defined(webview().contentDocument?.querySelector<HTMLElement>('salgspant-application'), 'element');
  await openStep(el, '1 av 5 Lånet du søker om');
  return el;
}

/** From step 1 to the consent button, pressed: the page asks the app to open the portal. */
async function askForConsent(el: HTMLElement): Promise<Record<string, unknown>> {
  (await button(el, 'Neste')).click();
  (await button(el, 'Gi samtykke hos Skatteetaten')).click();
  await until(() => logged('page → app').some((m) => m.type === 'startConsent'), 4000, 'startConsent sent');
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
    webview().contentWindow?.sessionStorage.clear();
    page?.remove();
    page = undefined;
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
    await until(() => logged('app → page').length === 3, 2000, 'malformed logged');
    expect(logText()).to.include('app → page (malformed): { not json');
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
      6000,
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
