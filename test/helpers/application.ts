// Helpers of the <salgspant-application> browser tests: calculations stored as the calculator does,
// the page's address, the open step, keyboard input, the sandbox's consent portal, and a fetch
// observer that records what the element sends.
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowLabelText, findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import { defined } from './defined.js';
import { fixture, until } from './fixture.js';
import { loginAs } from './sandbox.js';

export { shortDeclaration } from './sandbox.js';

/** National ids of the sandbox's test persons (README «Test persons»). */
export const PERSON = {
  kari: '14038512324',
  frida: '09098815640',
  dina: '18079426756',
} as const;

/**
 * The co-applicant of the ordinary case: Morten, a sandbox person with no outcome of his own (README
 * «Test persons»), so the decision is the customer's (never a made-up national id that might be real).
 */
export const WALK_IN = '03028446747';

export const CAR_LOAN = {
  loanProduct: 'CAR',
  loanType: 'VEHICLE_LOAN',
  vehicleRegistrationNumber: 'BS30917',
  odometerValue: 42000,
  vehiclePrice: 250000,
  equity: 50000,
  loanAmount: 200000,
  requestedLoanPeriodInMonths: 60,
  monthlyCost: 4100,
};

export const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
export const deepFocus = (el: Element) => el.shadowRoot?.activeElement ?? null;
const root = (el: HTMLElement) => defined(el.shadowRoot, 'shadow root');

/** Stores a calculation as the calculator does (POST /cache) and returns its id. */
export async function calculation(body: Record<string, unknown> = CAR_LOAN): Promise<string> {
  const response = await fetch('/salgspant/api/cache', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-BankRegNr': '9999' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`calculation: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { cacheId: string }).cacheId;
}

export const original = `${location.pathname}${location.search}`;

/** Puts the page at an address of the application page (query and hash route), keeping the runner's query. */
export function at(query: Record<string, string>, route = '/application/form'): void {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}#${route}`);
}

export async function application(): Promise<HTMLElement> {
  return fixture(html`<salgspant-application bank-reg-nr="9999"></salgspant-application>`);
}

/** Waits for the open step: its «n av total» label and title. */
export async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', `${label} open`);
  return heading;
}

/** The customer has already accepted the tax-data consent at the portal. */
export async function consentGiven(): Promise<void> {
  const csrf = /(?:^|; )salgspant=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  const created = await fetch('/salgspant/api/sbl/get-or-create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-BankRegNr': '9999', 'X-CSRF-Token': decodeURIComponent(csrf) },
    body: JSON.stringify({ redirectUrl: '/min-oversikt/salgspantsoknad', lastName: 'X' }),
  });
  if (!created.ok) throw new Error(`consentGiven: ${created.status}`);
  await fetch('/sandbox/tax-consent', {
    method: 'POST',
    body: new URLSearchParams({ answer: 'accept' }),
    redirect: 'manual',
  });
}

/** A control by its label (exact text or pattern). */
export async function control<T extends HTMLElement = HTMLInputElement>(
  el: HTMLElement,
  label: string | RegExp,
): Promise<T> {
  return findByShadowLabelText<T>(el, label, {});
}

/** A control by its name (`co.rentalFee`). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the control's element type
export function byName<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, name: string): T {
  return defined(root(el).querySelector<T>(`[name="${name}"]`), name);
}

/** Types into a control, as a keyboard user does. */
export async function typeInto(el: HTMLElement, label: string | RegExp, text: string): Promise<void> {
  (await control(el, label)).focus();
  await sendKeys({ type: text });
}

/** Chooses an option of a select by typing its first word. */
export async function choose(el: HTMLElement, label: string | RegExp, option: string): Promise<void> {
  const select = await control<HTMLSelectElement>(el, label);
  if (select.value) await new Promise((resolve) => setTimeout(resolve, 1100)); // type-ahead memory
  select.focus();
  await sendKeys({ type: option.split(' ')[0] ?? option });
  await until(() => select.selectedOptions[0]?.textContent === option, `${String(label)}: ${option}`);
}

/** Ticks a checkbox with the space bar. */
export async function tick(el: HTMLElement, label: string | RegExp): Promise<void> {
  (await control(el, label)).focus();
  await sendKeys({ press: 'Space' });
}

/** Presses the last button of that name with the keyboard (step 3's «Neste» is the last «Neste»). */
export async function press(el: HTMLElement, name: string): Promise<void> {
  const buttons = () => [...root(el).querySelectorAll('button')].filter((b) => b.textContent === name);
  await until(() => buttons().length > 0, `a «${name}» button`);
  defined(buttons().at(-1), name).focus();
  await sendKeys({ press: 'Enter' });
}

/** Leaves the focused field with Tab. */
export async function leave(): Promise<void> {
  await sendKeys({ press: 'Tab' });
}

/** The error shown at a control (through its aria-describedby), or null. */
export function errorAt(el: HTMLElement, input: Element): string | null {
  for (const id of (input.getAttribute('aria-describedby') ?? '').split(' ')) {
    const node = root(el).getElementById(id);
    if (!node) continue;
    if (node.classList.contains('ui-field__error'))
      return node.querySelector('.ui-field__error-text')?.textContent ?? null;
    if (node.className.includes('error')) return node.textContent;
  }
  return null;
}

/** Logs in, with the consent given, and opens a calculation at step 1. */
export async function openApplication(ssn: string, body: Record<string, unknown> = CAR_LOAN) {
  await loginAs(ssn);
  await consentGiven();
  const cacheId = await calculation(body);
  at({ cacheId });
  const el = await application();
  await atStep(el, '1 av 5', 'Lånet du søker om');
  return { el, cacheId };
}

/** One request the page sent. */
export interface Sent {
  method: string;
  path: string;
  body: string | null;
}

/**
 * Records every request of the page's fetch (the element's calls too) until `stop()`; only the
 * services' calls, not the test's own set-up (which is made before `start`).
 */
export function observeFetch() {
  const sent: Sent[] = [];
  const before = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname,
      body: request.method === 'GET' ? null : await request.clone().text(),
    });
    return before(request);
  };
  return {
    sent,
    /** The requests to a path (method and path, e.g. `POST /salgspant/api/consent`). */
    to: (endpoint: string) => sent.filter((r) => `${r.method} ${r.path}` === endpoint),
    stop: () => {
      globalThis.fetch = before;
    },
  };
}

/** The completion or receipt the element navigated to. */
export function target(href: string): URL {
  return new URL(href, location.origin);
}

export { getByShadowRole };
