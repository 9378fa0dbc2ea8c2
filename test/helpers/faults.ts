// Faults in every flow (decision 0030): the fault kinds each call of an element meets, a short request
// timeout from the page JSON so a timeout is quick to provoke, and a fetch that tags the test's requests
// with a fault scope and counts them (writes must be sent once per press).
import { clearFaults, injectFault, newScope } from './sandbox.js';

/** The per-attempt timeout the fault tests give the elements through the page JSON. */
export const TEST_TIMEOUT_MS = 1000;

/** The faults that make a call fail, whatever the retries do (they last until cleared). */
export const FAILING_FAULTS = [
  { kind: 'a 503', fault: { status: 503 } },
  { kind: 'a timeout', fault: { latencyMs: 2500 } },
  { kind: 'a dropped connection', fault: { drop: true } },
  { kind: 'a malformed body', fault: { body: '{"broken": ' } },
] as const;

/** The failing faults of a read that happen once: the read repeats on its own and the customer never sees them. */
export const ONE_OFF_FAULTS = FAILING_FAULTS.filter((f) => f.kind !== 'a malformed body').map(({ kind, fault }) => ({
  kind,
  fault: { ...fault, times: 1 },
}));

/** The headings of the catalogue's screens a failed call shows (spec 1 §8: the service or the generic screen). */
export const CATALOGUE_HEADING = /^(Vi får ikke kontakt med tjenesten|Noe gikk galt!)$/;

/**
 * Waits until a request that a timeout fault held has reached the service: a write that timed out for
 * the customer may still go through late, and a test lets it land before it goes on (called once the
 * customer saw the failure, so at least the page's timeout has passed). Other faults: at once.
 */
export function lateWriteLanded(fault: object): Promise<void> {
  const latency = 'latencyMs' in fault && typeof fault.latencyMs === 'number' ? fault.latencyMs : 0;
  const wait = latency > TEST_TIMEOUT_MS ? latency - TEST_TIMEOUT_MS + 300 : 0;
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
}

/** Latency under the timeout: the element waits with its loader and carries on. */
export const LATENCY = { latencyMs: 400 } as const;

/** A page that says `requestTimeoutMs` in its JSON; returns the function that removes it. */
export function pageTimeout(ms = TEST_TIMEOUT_MS): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.react = '';
  script.textContent = JSON.stringify({ requestTimeoutMs: ms });
  document.body.append(script);
  return () => {
    script.remove();
  };
}

/** A test's faults and requests: the page's fetch tags every request with the scope and counts it. */
export function faultScope() {
  const scope = newScope();
  const original = globalThis.fetch;
  const requests: string[] = [];
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('X-Sandbox-Scope', scope);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return original(request);
  };
  return {
    scope,
    /** Injects a fault on `endpoint` for this test only. */
    inject: (endpoint: string, fault: Record<string, unknown>) => injectFault({ scope, endpoint, ...fault }),
    /** Clears this test's faults: the service is back. */
    clear: () => clearFaults(scope),
    /** How many requests went to `endpoint` ("METHOD /path"). */
    count: (endpoint: string) => requests.filter((r) => r === endpoint).length,
    /** Restores the page's fetch and clears the faults. */
    async restore() {
      globalThis.fetch = original;
      await clearFaults(scope);
    },
  };
}
