// The KYC declaration in browser tests: tokens from the sandbox, the element, small waits.
import { html } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/kyc-declaration.define.js';
import { storageTag } from '../../src/platform/steps.js';
import { fixture, until } from './fixture.js';
import { defined } from './defined.js';

/** National ids of the sandbox's KYC test customers (README «KYC test customers»). */
export const KYC_PERSONS = {
  kari: '14038512324',
  ulf: '07078230120',
  ivar: '30036617876',
  kjell: '25017041293',
  dag: '57029217892',
} as const;

/** The sandbox's corporate test customers: organisation number and the representative's national id. */
export const KYC_COMPANIES = {
  fjellbekk: { organisationNumber: '314826507', ssn: '14038512324' },
  nordvik: { organisationNumber: '316973418', ssn: '24127222335' },
  havbris: { organisationNumber: '315590205', ssn: '24127222335' },
  solsikke: { organisationNumber: '317742118', ssn: '14038512324' },
} as const;

/** A fresh declaration token of a corporate test customer, for its representative. */
export async function kycCorporateToken(company: keyof typeof KYC_COMPANIES): Promise<string> {
  const { ssn, organisationNumber } = KYC_COMPANIES[company];
  const response = await fetch('/sandbox/api/kyc-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ssn, customer: 'CORPORATE', organisationNumber }),
  });
  if (!response.ok) throw new Error(`kycCorporateToken: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A fresh declaration token of a private test customer (POST /sandbox/api/kyc-token). */
export async function kycToken(ssn: string, processType?: string): Promise<string> {
  const response = await fetch('/sandbox/api/kyc-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ssn, customer: 'PRIVATE', ...(processType ? { processType } : {}) }),
  });
  if (!response.ok) throw new Error(`kycToken: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the KYC service directly with a token (to answer sections before a test opens the element). */
export async function kycCall(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`/kyc-declaration/api/${path}`, {
    method,
    headers: {
      'X-KYC-Token': token,
      Accept: 'application/json',
      // The elements ask in their language (nb here); without it the browser's own would choose.
      'Accept-Language': 'nb',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Renders `<kyc-declaration>` with a token and optional attributes. */
export async function declaration(
  token: string,
  attrs: { redirectUrl?: string; failureUrl?: string; hidePrintNote?: string } = {},
): Promise<HTMLElement> {
  return fixture(html`<kyc-declaration
    token=${token}
    kyc-context="NETTBANK"
    redirect-url=${attrs.redirectUrl ?? ''}
    failure-url=${attrs.failureUrl ?? ''}
    hide-print-note=${attrs.hidePrintNote ?? 'false'}
  ></kyc-declaration>`);
}

/** Waits for the step indicator to read `n/total` (spoken: «Steg n av total») and returns the section heading. */
export async function atStep(el: HTMLElement, position: number, total: number, heading: string | RegExp) {
  await findByShadowRole(el, 'heading', { name: heading });
  const indicator = defined(el.shadowRoot, 'shadow root').querySelector('.ui-steps__text');
  if (!indicator?.textContent.includes(`Steg ${position} av ${total}`)) {
    throw new Error(`expected step ${position}/${total}, found «${indicator?.textContent ?? 'none'}»`);
  }
}

/** Stores the section index a declaration resumes at (as the element keeps it), to open it there. */
export function resumeAt(token: string, index: number): void {
  sessionStorage.setItem(`v1:kyc:step:${storageTag(token)}`, JSON.stringify({ index, savedAt: Date.now() }));
}

/** The sections of a token's form as the service sends them (pre-filled from saved answers). */
export async function savedSections(token: string): Promise<Array<Record<string, unknown> & { type: string }>> {
  const response = await kycCall(token, 'GET', 'kyc/v8/form?kycContext=NETTBANK');
  return ((await response.json()) as { sections: Array<Record<string, unknown> & { type: string }> }).sections;
}

/**
 * Chooses a country in a country select by typing its name, as a customer does, once the service's
 * country list has filled the select (before that it holds only «Velg», and what is typed selects
 * nothing).
 */
export async function chooseCountry(select: HTMLElement, name: string): Promise<void> {
  const list = select as HTMLSelectElement;
  const options = () => [...list.options].map((o) => o.textContent);
  await until(() => options().includes(name), `«${name}» in the country list`);
  select.focus();
  // The list may render again once its countries are in: type only into the list that has the focus.
  await until(
    () => select.isConnected && (select.getRootNode() as Document | ShadowRoot).activeElement === select,
    'the country list has the focus',
  );
  // A native list's type-ahead joins the keys typed within about a second (decision 0071); on a busy
  // machine the keys of one name can arrive further apart, so a name not taken is typed once more afresh,
  // and then reached as a customer can at any pace: its first letter, then the arrow key down.
  const chosen = () => list.selectedOptions[0]?.textContent === name;
  const focused = () => (select.getRootNode() as Document | ShadowRoot).activeElement;
  // Where the keys went, for the message if the name is never chosen.
  const where = () => {
    const at = focused();
    return at === select
      ? 'the focus on the list'
      : `the focus on ${at ? `${at.tagName.toLowerCase()} «${at.textContent.trim().slice(0, 40)}»` : 'nothing'}`;
  };
  const refocus = () => {
    if (focused() !== select) select.focus(); // as a customer clicks the list again
  };
  for (let attempt = 1; attempt <= 2; attempt++) {
    refocus();
    await sendKeys({ type: name });
    try {
      await until(chosen, 2000, `«${name}» chosen`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1200)); // let the type-ahead forget the keys
    }
  }
  refocus();
  await sendKeys({ type: name.slice(0, 1) });
  for (let step = 0; step < list.options.length && !chosen(); step++) {
    const before = list.selectedIndex;
    await sendKeys({ press: 'ArrowDown' });
    if (list.selectedIndex === before) break; // the end of the list
  }
  await until(
    chosen,
    `«${name}» chosen (the list ${list.isConnected ? 'shows' : 'was replaced; it showed'} «${list.selectedOptions[0]?.textContent}», ${where()})`,
  );
}

/**
 * The error summary's messages, without the field names before them (each item reads «field: message»;
 * the message is its last node).
 */
export function summary(el: HTMLElement): string[] {
  return [...defined(el.shadowRoot, 'shadow root').querySelectorAll('.ui-error-summary__list a')].map(
    (a) => a.lastChild?.textContent ?? '',
  );
}
