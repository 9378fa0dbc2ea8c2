// The declaration's React component inside another element's tree (as the loan application renders
// it), with a fake clock for keep-alive: the 60 s ticks, the 4 h limit, the stop on ≥ 400 and the
// «Økten utløpt» modal on 401. The sandbox answers over HTTP.
import { expect } from '@esm-bundle/chai';
import { findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import { KycServiceClient, type Scheduler } from '../../src/api/kyc-client.js';
import { KycDeclaration } from '../../src/flows/kyc-declaration/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { KYC_PERSONS, kycToken } from '../helpers/kyc.js';
import { injectFault } from '../helpers/sandbox.js';
import { mount } from '../ui/harness.js';
import { defined } from '../helpers/defined.js';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { callback: () => void; ms: number; next: number }>();
  let id = 0;
  const scheduler: Scheduler = {
    setInterval(callback, ms) {
      id += 1;
      timers.set(id, { callback, ms, next: now + ms });
      return id;
    },
    clearInterval(handle) {
      timers.delete(handle as number);
    },
    now: () => now,
  };
  /** Moves the clock on, firing every interval that falls due. */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.values()].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.callback();
    }
    now = end;
  };
  return { scheduler, advance, active: () => timers.size };
}

/** A client that counts its keep-alive calls. */
function countingClient(scheduler: Scheduler) {
  const calls: string[] = [];
  const client = new KycServiceClient({
    scheduler,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('keepAlive')) calls.push(url);
      return fetch(input, init);
    },
  });
  return { client, calls };
}

describe('KycDeclaration (React component) keep-alive', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await fetch('/sandbox/api/faults', { method: 'DELETE' });
  });

  it('pings every 60 s and stops after 4 hours', async () => {
    const clock = fakeClock();
    const { client, calls } = countingClient(clock.scheduler);
    const token = await kycToken(KYC_PERSONS.kari);
    const el = await mount(() => <KycDeclaration token={token} client={client} />);
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    expect(calls).to.have.length(0);
    clock.advance(59_000);
    expect(calls).to.have.length(0);
    clock.advance(1_000);
    expect(calls).to.have.length(1);
    for (const expected of [2, 3]) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the previous ping answered
      clock.advance(60_000);
      expect(calls).to.have.length(expected);
    }
    // Just under 4 hours since the start: still pinging.
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.advance(4 * 3_600_000 - 180_000 - 60_000);
    expect(client.keepingAlive).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = calls.length;
    // The tick at 4 hours stops it without a call.
    clock.advance(60_000);
    expect(client.keepingAlive).to.equal(false);
    expect(clock.active()).to.equal(0);
    clock.advance(600_000);
    expect(calls).to.have.length(before);
  });

  it('stops on a status of 400 or more without the modal, and shows «Økten utløpt» on 401', async () => {
    const clock = fakeClock();
    const { client, calls } = countingClient(clock.scheduler);
    const token = await kycToken(KYC_PERSONS.kari);
    const el = await mount(() => <KycDeclaration token={token} client={client} />);
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });

    await injectFault({ endpoint: 'GET /kyc-declaration/api/kyc/keepAlive', status: 500, times: 1 });
    clock.advance(60_000);
    await until(() => !client.keepingAlive, 'keep-alive stopped on 500');
    clock.advance(300_000);
    expect(calls).to.have.length(1);
    expect(defined(el.shadowRoot, 'shadow root').querySelector('dialog[open]')).to.equal(null);
  });

  it('opens «Økten utløpt» / «Vennligst logg på igjen» / «Lukk» when keep-alive answers 401; the page stays', async () => {
    const clock = fakeClock();
    const { client } = countingClient(clock.scheduler);
    const token = await kycToken(KYC_PERSONS.kari);
    const el = await mount(() => <KycDeclaration token={token} client={client} />);
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    await injectFault({ endpoint: 'GET /kyc-declaration/api/kyc/keepAlive', status: 401, errorName: 'UNAUTHORIZED' });
    clock.advance(60_000);
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Økten utløpt' });
    await findByShadowText(el, 'Vennligst logg på igjen');
    expect(client.keepingAlive).to.equal(false);
    await expectAccessible(el, 'session expired');
    getByShadowRole(el, 'button', { name: 'Lukk' }).click();
    await until(() => !dialog.isConnected || !(dialog as HTMLDialogElement).open);
    expect(getByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' })).to.exist;
  });

  it('gets its token from a provider (the loan application) and reports completion through onComplete', async () => {
    const clock = fakeClock();
    const { client } = countingClient(clock.scheduler);
    const token = await kycToken(KYC_PERSONS.kari);
    const form = {
      process: { processType: 'CAR_LOAN', completed: false },
      sections: [{ type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' }],
    };
    await injectFault({ endpoint: 'GET /kyc-declaration/api/kyc/v8/form', body: JSON.stringify(form), times: 1 });
    await injectFault({
      endpoint: 'POST /kyc-declaration/api/kyc/v2/complete-declaration',
      body: JSON.stringify({ caseStatus: 'OK' }),
      times: 1,
    });
    const completed: unknown[] = [];
    const el = await mount(() => (
      <KycDeclaration
        tokenProvider={() => Promise.resolve(token)}
        client={client}
        onComplete={(detail) => completed.push(detail)}
      />
    ));
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
    expect(completed).to.deep.equal([{ caseStatus: 'OK', kycStatus: 'OK' }]);
    expect(client.keepingAlive).to.equal(false);
  });
});
