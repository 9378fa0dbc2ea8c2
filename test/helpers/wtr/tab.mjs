// A second browser tab that a test drives as a customer would, for journeys that leave the test page:
// a partner's page on another origin whose button takes the top window to the bank's site. The test
// page cannot follow a top-level navigation, nor reach into a page of another origin, so the test asks
// the test runner (server commands) to drive a tab of the same browser through puppeteer: real key
// presses, its own address bar, axe on every page it reaches.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** @type {Map<string, import('puppeteer-core').Page>} */
const tabs = new Map();
let next = 0;

/** Runs `source` (a function's source text) in the tab with `args`, and returns its JSON result. */
async function run(page, source, args = []) {
  return page.evaluate(`(${source})(...${JSON.stringify(args)})`);
}

const commands = {
  /**
   * Opens `url` in a new tab; `blockThirdPartyCookies` blocks them as Safari and Firefox do; `rewrite`
   * ({ from, to }) sends requests for addresses starting with `from` to `to` instead.
   */
  async 'tab-open'({ url, blockThirdPartyCookies, rewrite }, session) {
    const testPage = session.browser.getPage(session.id);
    const page = await testPage.browserContext().newPage();
    // The pages' CSP allows only their own scripts: axe is added by the test, not by the page.
    await page.setBypassCSP(true);
    if (blockThirdPartyCookies) {
      // Chromium: this tab blocks third-party cookies (the test browser's profile allows them, decision 0073).
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.setCookieControls', {
        enableThirdPartyCookieRestriction: true,
        disableThirdPartyCookieMetadata: true,
        disableThirdPartyCookieHeuristics: true,
      });
    }
    if (rewrite) {
      // The README's addresses (https://bank.example/…) reach the test server, unseen by the page.
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const address = request.url();
        if (request.isInterceptResolutionHandled()) return;
        void request.continue(
          address.startsWith(rewrite.from) ? { url: `${rewrite.to}${address.slice(rewrite.from.length)}` } : {},
        );
      });
    }
    await page.goto(url, { waitUntil: 'load' });
    const id = String(++next);
    tabs.set(id, page);
    return id;
  },
  /** The tab's address. */
  async 'tab-url'({ id }) {
    return tabs.get(id).url();
  },
  /** Evaluates a function's source in the tab. */
  async 'tab-eval'({ id, source, args }) {
    return run(tabs.get(id), source, args);
  },
  /** Waits until a function's source returns a truthy value in the tab (across navigations). */
  async 'tab-wait'({ id, source, args = [], timeout = 15000, what }) {
    try {
      await tabs.get(id).waitForFunction(`(${source})(...${JSON.stringify(args)})`, { timeout, polling: 100 });
      return true;
    } catch (error) {
      throw new Error(`tab ${id}: timed out waiting for ${what ?? source} at ${tabs.get(id).url()}: ${error}`);
    }
  },
  /** Real key presses in the tab: `type` text, or `press` one key. */
  async 'tab-keys'({ id, type, press }) {
    const page = tabs.get(id);
    if (type !== undefined) await page.keyboard.type(type);
    if (press !== undefined) await page.keyboard.press(press);
    return true;
  },
  /** axe on the tab's page (shadow roots included): the violations' ids and targets. */
  async 'tab-axe'({ id }) {
    const page = tabs.get(id);
    if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.addScriptTag({ path: AXE });
    return page.evaluate(`(async () => {
      const result = await window.axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    })()`);
  },
  async 'tab-close'({ id }) {
    await tabs.get(id)?.close();
    tabs.delete(id);
    return true;
  },
};

/** The test-runner plugin: `executeServerCommand('tab-open', …)` and the rest, each answering `{ value }`. */
export function tabPlugin() {
  return {
    name: 'salgspant-tab',
    async executeCommand({ command, payload, session }) {
      const handler = commands[command];
      if (!handler) return undefined;
      // A null or undefined result would tell the runner that no plugin handled the command.
      return { value: (await handler(payload ?? {}, session)) ?? null };
    },
  };
}
