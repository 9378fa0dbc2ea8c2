// A second browser tab that a test drives as a customer would, for journeys that leave the test page:
// a partner's page on another origin whose button takes the top window to the bank's site. The test
// page cannot follow a top-level navigation, nor reach into a page of another origin, so the test asks
// the test runner (server commands) to drive a tab of the same browser through puppeteer: real key
// presses, its own address bar, axe on every page it reaches. Chromium and Firefox through puppeteer,
// WebKit through its WebDriver session (a window of its own).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** The engine of this run (test/helpers/wtr/engines.mjs). */
const ENGINE = process.env.WTR_ENGINE ?? 'chromium';

/** @type {Map<string, TabDriver>} */
const tabs = new Map();
let next = 0;

/** A function's source called with JSON arguments, as one expression. */
const call = (source, args = []) => `(${source})(...${JSON.stringify(args)})`;

/** axe's run on a page where it is loaded: the violations' ids and targets. */
const AXE_RUN = `(async () => {
  const result = await window.axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
})()`;

/**
 * @typedef {object} TabDriver
 * @property {() => Promise<string>} url
 * @property {(source: string, args: unknown[]) => Promise<unknown>} run
 * @property {(source: string, args: unknown[], timeout: number) => Promise<boolean>} wait
 * @property {(keys: { type?: string, press?: string }) => Promise<void>} keys
 * @property {() => Promise<unknown>} axe
 * @property {() => Promise<void>} close
 */

/**
 * A tab of the test's browser through puppeteer (Chromium over CDP, Firefox over WebDriver BiDi).
 * Chromium: `blockThirdPartyCookies` blocks them in this tab only (decision 0073). Firefox: they are
 * blocked for the whole browser by its preference (engines.mjs), whatever the tab asks.
 */
async function puppeteerTab(session, { url, blockThirdPartyCookies, rewrite }) {
  const testPage = session.browser.getPage(session.id);
  const page = await testPage.browserContext().newPage();
  if (ENGINE === 'chromium') {
    // The pages' CSP allows only their own scripts: axe is added by the test, not by the page.
    await page.setBypassCSP(true);
    if (blockThirdPartyCookies) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.setCookieControls', {
        enableThirdPartyCookieRestriction: true,
        disableThirdPartyCookieMetadata: true,
        disableThirdPartyCookieHeuristics: true,
      });
    }
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
  return {
    url: async () => page.url(),
    run: (source, args) => page.evaluate(call(source, args)),
    async wait(source, args, timeout) {
      await page.waitForFunction(call(source, args), { timeout, polling: 100 });
      return true;
    },
    async keys({ type, press }) {
      if (type !== undefined) await page.keyboard.type(type);
      if (press !== undefined) await page.keyboard.press(press === 'Space' && ENGINE === 'firefox' ? ' ' : press);
    },
    async axe() {
      // Evaluated, not a script tag: the page's CSP does not apply (Firefox cannot bypass it).
      if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE());
      return page.evaluate(AXE_RUN);
    },
    close: () => page.close(),
  };
}

/** WebDriver's names of the keys the tests press. */
const WEBDRIVER_KEYS = { Enter: '\uE007', Tab: '\uE004', Backspace: '\uE003', Space: ' ', Escape: '\uE00C' };

/**
 * A window of WebKitGTK's MiniBrowser through WebDriver classic (webdriverio): the driver's current
 * window is this tab's until it closes, then the test page's again. WebKitGTK blocks third-party
 * cookies by default (its cookie policy "no third party"), in every window; WebDriver classic cannot
 * rewrite requests, so `rewrite` is refused.
 */
async function webdriverTab(session, { url, rewrite }) {
  if (rewrite) throw new Error('WebKit: WebDriver classic cannot rewrite requests (tab-open rewrite)');
  const { driver } = session.browser;
  const testWindow = await driver.getWindowHandle();
  // The protocol's own commands: webdriverio's newWindow() loses the test page's window in WebKitGTK.
  const { handle } = await driver.createWindow('tab');
  await driver.switchToWindow(handle);
  await driver.navigateTo(url);
  const run = (source, args) => driver.execute(`return ${call(source, args)};`);
  return {
    url: () => driver.getUrl(),
    run,
    async wait(source, args, timeout) {
      const until = Date.now() + timeout;
      for (;;) {
        try {
          if (await run(source, args)) return true;
        } catch {
          // between two pages
        }
        if (Date.now() > until) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async keys({ type, press }) {
      // One key at a time, as a person types (engines.mjs, WebKitLauncher).
      for (const key of type ?? '') await driver.keys([key]);
      if (press !== undefined) await driver.keys([WEBDRIVER_KEYS[press] ?? press]);
    },
    async axe() {
      if (!(await run('() => typeof window.axe !== "undefined"', []))) await driver.execute(AXE_SOURCE());
      return driver.execute(`return ${AXE_RUN};`);
    },
    async close() {
      await driver.closeWindow();
      await driver.switchToWindow(testWindow);
    },
  };
}

/** The longest one tab-wait command waits: the browser gives up on a server command after 20 s. */
const COMMAND_WAIT = 12000;

/** The source of a function describing the tab's page (tab-describe). */
const DESCRIBE = String(() => {
  // Runs in the tab's page (its source is sent over).
  const { document, location } = globalThis;
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const messages = [...document.querySelectorAll('*')]
    .filter((el) => el.shadowRoot)
    .flatMap((el) =>
      [...el.shadowRoot.querySelectorAll('[role="alert"], [role="status"], .ui-info-box, [aria-busy="true"]')].map(
        (m) => `${el.localName}: ${m.getAttribute('aria-busy') === 'true' ? '(busy) ' : ''}${m.textContent.trim()}`,
      ),
    )
    .filter((m) => !m.endsWith(': '));
  return [
    `at ${location.href}`,
    `document.hasFocus() ${document.hasFocus()}`,
    `focus on <${active?.localName ?? 'none'}> «${(active?.textContent ?? '').trim().slice(0, 40)}»`,
    ...messages,
  ].join('; ');
});

let axeSource;
const AXE_SOURCE = () => (axeSource ??= readFileSync(AXE, 'utf8'));

const commands = {
  /** Which engine drives the tabs: `chromium`, `firefox` or `webkit`. */
  async 'tab-engine'() {
    return ENGINE;
  },
  /**
   * Opens `url` in a new tab; `blockThirdPartyCookies` blocks them as Safari and Firefox do (Chromium;
   * Firefox and WebKit block them in every tab); `rewrite` ({ from, to }) sends requests for addresses
   * starting with `from` to `to` instead (not in WebKit).
   */
  async 'tab-open'(payload, session) {
    const tab = ENGINE === 'webkit' ? await webdriverTab(session, payload) : await puppeteerTab(session, payload);
    const id = String(++next);
    tabs.set(id, tab);
    return id;
  },
  /** The tab's address. */
  async 'tab-url'({ id }) {
    return tabs.get(id).url();
  },
  /** Evaluates a function's source in the tab. */
  async 'tab-eval'({ id, source, args = [] }) {
    return tabs.get(id).run(source, args);
  },
  /**
   * Waits until a function's source returns a truthy value in the tab (across navigations), for at most
   * `timeout` ms (capped below the runner's own 20 s limit on a server command, so that this answer, not
   * the runner's, reaches the test). Answers false on a timeout: the test waits again or reports.
   */
  async 'tab-wait'({ id, source, args = [], timeout = COMMAND_WAIT }) {
    try {
      return await tabs.get(id).wait(source, args, Math.min(timeout, COMMAND_WAIT));
    } catch {
      return false;
    }
  },
  /**
   * What the tab shows, for a failed wait's message: its address, whether it has the focus, the focused
   * element (through shadow roots), and the alerts and status messages of its custom elements.
   */
  async 'tab-describe'({ id }) {
    const tab = tabs.get(id);
    try {
      return await tab.run(DESCRIBE, []);
    } catch (error) {
      return `unreadable (${error})`;
    }
  },
  /** Real key presses in the tab: `type` text, or `press` one key. */
  async 'tab-keys'({ id, type, press }) {
    await tabs.get(id).keys({ type, press });
    return true;
  },
  /** axe on the tab's page (shadow roots included): the violations' ids and targets. */
  async 'tab-axe'({ id }) {
    return tabs.get(id).axe();
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
