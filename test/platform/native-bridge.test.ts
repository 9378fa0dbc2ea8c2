// The native app bridge (decision 0027): host detection, the messages to the app, and the answers from
// it, which are accepted only when well-formed, from the page or the app, and for a pending request.
import { expect } from '@esm-bundle/chai';
import {
  allowedUrl,
  detectNativeBridge,
  openBrowser,
  startConsent,
  startSigning,
  type BridgeRequest,
} from '../../src/platform/native-bridge.js';
import { defined } from '../helpers/defined.js';

type Hosted = Record<string, unknown>;
const hosted = window as unknown as Hosted;

/** Installs a host of the given kind on this window; returns the messages it receives. */
function install(kind: 'ios' | 'android' | 'react-native', post?: (message: string) => void): string[] {
  const sent: string[] = [];
  const handler = {
    postMessage(message: string) {
      sent.push(message);
      post?.(message);
    },
  };
  if (kind === 'ios') hosted.webkit = { messageHandlers: { salgspant: handler } };
  if (kind === 'android') hosted.SalgspantAndroid = handler;
  if (kind === 'react-native') hosted.ReactNativeWebView = handler;
  return sent;
}

function uninstall(): void {
  delete hosted.webkit;
  delete hosted.SalgspantAndroid;
  delete hosted.ReactNativeWebView;
}

const parsed = (message: string | undefined): BridgeRequest => JSON.parse(message ?? 'null') as BridgeRequest;

/** Message events are delivered asynchronously: waits until those posted so far have run. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Posts an answer the way the app does (the page's own window, its own origin). */
const answer = (data: unknown) => {
  window.postMessage(data, location.origin);
};

/** Tracks whether a promise has settled, and how. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('native bridge', () => {
  const consoleCalls: unknown[][] = [];
  const originals = { error: console.error, warn: console.warn, log: console.log };
  beforeEach(() => {
    consoleCalls.length = 0;
    console.error = console.warn = console.log = (...args: unknown[]) => consoleCalls.push(args);
  });
  afterEach(() => {
    Object.assign(console, originals);
    uninstall();
    expect(consoleCalls, 'console output').to.deep.equal([]);
  });

  describe('detection', () => {
    it('finds no bridge in an ordinary browser, and each action leaves the work to the page', () => {
      expect(detectNativeBridge()).to.equal(null);
      expect(startSigning('/sandbox/signing/1')).to.equal(null);
      expect(startConsent('/sandbox/tax-consent')).to.equal(null);
      expect(openBrowser('https://bank.example/vilkar.pdf')).to.equal(false);
    });

    it('recognises iOS, Android and React Native by their documented names', () => {
      const handler = { postMessage: () => undefined };
      const ios = { webkit: { messageHandlers: { salgspant: handler } } } as unknown as Window;
      const android = { SalgspantAndroid: handler } as unknown as Window;
      const native = { ReactNativeWebView: handler } as unknown as Window;
      expect(detectNativeBridge(ios)?.kind).to.equal('ios');
      expect(detectNativeBridge(android)?.kind).to.equal('android');
      expect(detectNativeBridge(native)?.kind).to.equal('react-native');
    });

    it('ignores look-alikes: another handler name, or an interface without postMessage', () => {
      const other = { webkit: { messageHandlers: { somethingElse: { postMessage: () => undefined } } } };
      expect(detectNativeBridge(other as unknown as Window)).to.equal(null);
      expect(detectNativeBridge({ SalgspantAndroid: {} } as unknown as Window)).to.equal(null);
      expect(detectNativeBridge({ ReactNativeWebView: { postMessage: 'x' } } as unknown as Window)).to.equal(null);
    });

    it('posts through the detected host, with `this` bound to its interface', () => {
      for (const kind of ['ios', 'android', 'react-native'] as const) {
        const sent = install(kind);
        expect(detectNativeBridge()?.kind, kind).to.equal(kind);
        expect(openBrowser('/vilkar'), kind).to.equal(true);
        expect(sent, kind).to.have.length(1);
        uninstall();
      }
    });
  });

  describe('messages to the app', () => {
    it('sends a versioned JSON message with a fresh id and the absolute address', () => {
      const sent = install('ios');
      expect(openBrowser('/min-oversikt/vilkar.pdf')).to.equal(true);
      expect(openBrowser('https://bank.example/forsikring')).to.equal(true);
      const [first, second] = sent.map((m) => parsed(m));
      expect(Object.keys(first ?? {}).sort()).to.deep.equal(['id', 'type', 'url', 'v']);
      expect(first).to.include({ v: 1, type: 'openBrowser', url: `${location.origin}/min-oversikt/vilkar.pdf` });
      expect(first?.id).to.match(/^[0-9a-f]{32}$/);
      expect(second?.url).to.equal('https://bank.example/forsikring');
      expect(second?.id).to.not.equal(first?.id);
    });

    it('sends only https addresses or the page’s own', () => {
      const sent = install('android');
      expect(openBrowser('http://bank.example/vilkar')).to.equal(false);
      expect(openBrowser('javascript:alert(1)')).to.equal(false);
      expect(openBrowser('data:application/pdf;base64,JVBERi0=')).to.equal(false);
      expect(sent).to.deep.equal([]);
    });

    it('refuses another port of the page’s own host; a signing address only on the signing origin it is given', async () => {
      const sent = install('ios');
      // Same scheme and host, another port: another origin, not the page's (decision 0075).
      const foreign = `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 1}`;
      expect(openBrowser(`${foreign}/vilkar.pdf`)).to.equal(false);
      const refused: unknown[] = [];
      await startConsent(`${foreign}/sandbox/tax-consent`)?.catch((e: unknown) => refused.push(e));
      await startSigning(`${foreign}/sandbox/signing/1`)?.catch((e: unknown) => refused.push(e));
      await startSigning(`${foreign}/sandbox/signing/1`, { origin: 'http://signing.example' })?.catch((e: unknown) =>
        refused.push(e),
      );
      expect(refused).to.have.length(3);
      for (const error of refused) expect(error).to.be.instanceOf(TypeError);
      expect(sent).to.deep.equal([]);
      // The signing frame's origin, as the loan service gave it, may be plain http on another port.
      const abort = new AbortController();
      const signing = startSigning(`${foreign}/sandbox/signing/1`, { origin: foreign, signal: abort.signal });
      expect(parsed(sent[0])).to.include({ type: 'startSigning', url: `${foreign}/sandbox/signing/1` });
      abort.abort();
      await signing?.catch(() => undefined);
      expect(openBrowser(`${location.origin}/vilkar.pdf`)).to.equal(true);
    });

    it('sends a named plain-http signing origin only from a plain-http page (an https page could not frame it)', () => {
      const signing = 'http://signing.example:8081';
      const table: Array<[page: string, url: string, origin: string | undefined, sent: string | null]> = [
        ['http://bank.test/lane', `${signing}/s/1`, signing, `${signing}/s/1`],
        ['https://bank.test/lane', `${signing}/s/1`, signing, null],
        [
          'https://bank.test/lane',
          'https://signing.example/s/1',
          'https://signing.example',
          'https://signing.example/s/1',
        ],
        ['https://bank.test/lane', '/s/1', undefined, 'https://bank.test/s/1'],
        ['http://bank.test/lane', 'http://bank.test:8081/s/1', undefined, null],
      ];
      for (const [page, url, origin, sent] of table)
        expect(allowedUrl(url, origin, page), `${url} from ${page}`).to.equal(sent);
    });

    it('refuses to start signing or consent at an address it may not send', async () => {
      const sent = install('react-native');
      let error: unknown;
      await startSigning('http://evil.example/sign')?.catch((e: unknown) => (error = e));
      expect(error).to.be.instanceOf(TypeError);
      expect(sent).to.deep.equal([]);
    });

    it('sends startSigning and startConsent with their types', () => {
      const sent = install('ios');
      const controller = new AbortController();
      const { signal } = controller;
      void startSigning('/sandbox/signing/42', { signal })?.catch(() => undefined);
      void startConsent('/sandbox/tax-consent', { signal })?.catch(() => undefined);
      expect(sent.map((m) => parsed(m).type)).to.deep.equal(['startSigning', 'startConsent']);
      expect(parsed(sent[0]).url).to.equal(`${location.origin}/sandbox/signing/42`);
      expect(parsed(sent[1]).url).to.equal(`${location.origin}/sandbox/tax-consent`);
      controller.abort(); // nothing stays pending for the next test
    });
  });

  describe('answers from the app', () => {
    it('resolves signing with signed or cancelled, as a JSON string or an object', async () => {
      const sent = install('ios');
      const signed = startSigning('/sandbox/signing/1');
      answer(JSON.stringify({ v: 1, type: 'signingResult', id: parsed(sent[0]).id, result: 'signed' }));
      expect(await signed).to.equal('signed');
      const cancelled = startSigning('/sandbox/signing/1');
      answer({ v: 1, type: 'signingResult', id: parsed(sent[1]).id, result: 'cancelled' });
      expect(await cancelled).to.equal('cancelled');
    });

    it('resolves the consent with the result/ path, and takes an Android answer (origin "")', async () => {
      const sent = install('android');
      const consent = startConsent('/sandbox/tax-consent');
      const data = JSON.stringify({ v: 1, type: 'consentResult', id: parsed(sent[0]).id, result: 'result/error' });
      // WebView.postWebMessage: no origin, no source.
      window.dispatchEvent(new MessageEvent('message', { data, origin: '' }));
      expect(await consent).to.deep.equal({ result: 'result/error' });
    });

    it('ignores malformed, unknown, wrong-type, wrong-version and wrong-origin messages silently', async () => {
      const sent = install('ios');
      const signing = track(defined(startSigning('/sandbox/signing/1')));
      const consent = track(defined(startConsent('/sandbox/tax-consent')));
      const signingId = parsed(sent[0]).id;
      const consentId = parsed(sent[1]).id;
      const frame = document.createElement('iframe');
      document.body.append(frame);
      try {
        answer('not json {');
        answer(null);
        answer(42);
        answer('x'.repeat(3000));
        answer({ v: 2, type: 'signingResult', id: signingId, result: 'signed' });
        answer({ v: 1, type: 'signingResult', id: 'ffffffffffffffffffffffffffffffff', result: 'signed' });
        answer({ v: 1, type: 'signingResult', id: signingId, result: 'maybe' });
        answer({ v: 1, type: 'signingResult', id: signingId });
        answer({ v: 1, type: 'consentResult', id: signingId, result: 'result/ok' });
        answer({ v: 1, type: 'signingResult', id: consentId, result: 'signed' });
        answer({ v: 1, type: 'consentResult', id: consentId, result: 'https://evil.example/result/ok' });
        answer({ v: 1, type: 'consentResult', id: consentId, result: 'ok' });
        answer({ v: 1, type: 'hello', id: consentId });
        const good = JSON.stringify({ v: 1, type: 'signingResult', id: signingId, result: 'signed' });
        window.dispatchEvent(new MessageEvent('message', { data: good, origin: 'https://evil.example' }));
        window.dispatchEvent(
          new MessageEvent('message', { data: good, origin: location.origin, source: frame.contentWindow }),
        );
        await delivered();
        expect(signing.settled, 'signing').to.equal(false);
        expect(consent.settled, 'consent').to.equal(false);
        answer(good);
        answer({ v: 1, type: 'consentResult', id: consentId, result: 'result/ok' });
        await delivered();
        expect(signing).to.deep.equal({ settled: true, value: 'signed' });
        expect(consent).to.deep.equal({ settled: true, value: { result: 'result/ok' } });
        // A second answer to a settled request changes nothing.
        answer(good);
        await delivered();
      } finally {
        frame.remove();
      }
    });
  });

  describe('one pending request per type, and abort', () => {
    it('replaces a pending request of the same type; the old id is then unknown', async () => {
      const sent = install('react-native');
      const first = track(defined(startConsent('/sandbox/tax-consent')));
      const second = track(defined(startConsent('/sandbox/tax-consent')));
      await delivered();
      expect(first.settled).to.equal(true);
      expect((first.error as DOMException).name).to.equal('AbortError');
      answer({ v: 1, type: 'consentResult', id: parsed(sent[0]).id, result: 'result/ok' });
      await delivered();
      expect(second.settled).to.equal(false);
      answer({ v: 1, type: 'consentResult', id: parsed(sent[1]).id, result: 'result/ok' });
      await delivered();
      expect(second.value).to.deep.equal({ result: 'result/ok' });
    });

    it('rejects on abort with the signal’s reason and forgets the request', async () => {
      const sent = install('ios');
      const controller = new AbortController();
      const signing = track(defined(startSigning('/sandbox/signing/1', { signal: controller.signal })));
      controller.abort();
      await delivered();
      expect((signing.error as DOMException).name).to.equal('AbortError');
      // A late answer is ignored, and a new request works.
      answer({ v: 1, type: 'signingResult', id: parsed(sent[0]).id, result: 'signed' });
      const again = startSigning('/sandbox/signing/1');
      answer({ v: 1, type: 'signingResult', id: parsed(sent[1]).id, result: 'cancelled' });
      expect(await again).to.equal('cancelled');
    });

    it('sends nothing when the signal is already aborted', async () => {
      const sent = install('android');
      const controller = new AbortController();
      controller.abort();
      let error: unknown;
      await startConsent('/sandbox/tax-consent', { signal: controller.signal })?.catch((e: unknown) => (error = e));
      expect((error as DOMException).name).to.equal('AbortError');
      expect(sent).to.deep.equal([]);
    });

    it('rejects when the app’s interface throws', async () => {
      install('android', () => {
        throw new Error('bridge gone');
      });
      let error: unknown;
      await startSigning('/sandbox/signing/1')?.catch((e: unknown) => (error = e));
      expect((error as Error).message).to.equal('bridge gone');
    });
  });
});
