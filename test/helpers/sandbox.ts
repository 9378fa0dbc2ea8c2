// Talks to the sandbox the test server hosts (same origin), for browser tests.

/** A scope for faults, unique per test, so parallel test files never see each other's faults. */
export function newScope(): string {
  return `test-${Math.random().toString(36).slice(2)}`;
}

/** Injects a fault (see demo/sandbox/faults.ts). */
export async function injectFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch('/sandbox/api/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (response.status !== 204) throw new Error(`injectFault: ${response.status} ${await response.text()}`);
}

/** Clears the faults of a scope. */
export async function clearFaults(scope: string): Promise<void> {
  await fetch(`/sandbox/api/faults?scope=${encodeURIComponent(scope)}`, { method: 'DELETE' });
}

/** Logs a national id in (sets the session and CSRF cookies of this page). */
export async function loginAs(ssn: string): Promise<void> {
  const response = await fetch('/sandbox/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ssn }),
  });
  if (!response.ok) throw new Error(`loginAs: ${response.status}`);
}

/**
 * Logs out (clears both cookies). Follows the log-out's redirect: in WebKitGTK 2.50 a fetch with
 * `redirect: 'manual'` never settles when the redirect carries `Clear-Site-Data` (decision 0039).
 */
export async function logout(): Promise<void> {
  await fetch('/sandbox/logout', { method: 'POST' });
}

/** National ids of the sandbox's test persons (README, "Test persons"). */
export const PERSONS = {
  kari: '14038512324',
  ola: '02117923498',
  morten: '03028446747',
  sara: '19088724537',
} as const;

/** A fetch that records every request and tags it with a fault scope. */
export function recordingFetch(scope: string) {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('X-Sandbox-Scope', scope);
    requests.push(request.clone());
    return fetch(request);
  };
  return { fetch: fetchImpl, requests };
}

/** Test persons of the overview and the upgrade (README, "Test persons"). */
export const OVERVIEW_PERSONS = {
  vera: '19058726810',
  tom: '27089137824',
  oda: '05108448956',
  ulla: '21098011207',
} as const;

/** Turns a feature toggle of the loan service on or off (the sandbox's control API). */
export async function setFeature(name: string, enabled: boolean): Promise<void> {
  const response = await fetch(`/sandbox/api/features/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
  if (response.status !== 204) throw new Error(`setFeature: ${response.status}`);
}

/**
 * Tags every request of the page's fetch (the elements' too) with a fault scope until the returned
 * function restores it, so a test's faults reach only its own requests.
 */
export function scopeFetch(scope: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('X-Sandbox-Scope', scope);
    return original(request);
  };
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * A one-section customer declaration for the next form fetch, so a flow's KYC step is quick (the
 * declaration has its own tests); its completion answers `status`. `inject` puts the answers in a fault
 * scope (a test's `faultScope().inject`); by default they apply to every request.
 */
export async function shortDeclaration(
  status = 'OK',
  inject: (endpoint: string, fault: Record<string, unknown>) => Promise<void> = (endpoint, fault) =>
    injectFault({ endpoint, ...fault }),
): Promise<void> {
  const form = {
    process: { processType: 'CAR_LOAN', completed: false },
    sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
  };
  await inject('GET /kyc-declaration/api/kyc/v8/form', { body: JSON.stringify(form), times: 1 });
  await inject('POST /kyc-declaration/api/kyc/v2/complete-declaration', {
    body: JSON.stringify({ caseStatus: status }),
    times: 1,
  });
}
