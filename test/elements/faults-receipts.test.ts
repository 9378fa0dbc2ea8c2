// The receipts' feedback form under faults (decision 0034): on the control receipt of
// <salgspant-application> (case 100000003, Kari), POST /application/feedback (a write) meets latency, a
// 503, a timeout, a dropped connection and a malformed body. The customer sees the form's own message,
// keeps the text typed, the message is sent once per press, and «Send melding» again recovers.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowLabelText, findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { application, at, original, PERSON } from '../helpers/application.js';
import { FAILING_FAULTS, faultScope, LATENCY, lateWriteLanded, pageTimeout } from '../helpers/faults.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const FEEDBACK = 'POST /salgspant/api/application/feedback';
const MESSAGE = 'Bilen er hentet, jeg venter på svar.';
const SENT = 'Takk! Meldingen er sendt til rådgiveren som behandler søknaden din.';
const FAILED =
  'Vi klarte ikke å sende meldingen. Teksten din er tatt vare på, så du kan prøve igjen. Kontakt banken dersom problemet vedvarer.';

/** The control receipt with the message typed in the feedback form. */
async function typedFeedback() {
  at({ id: '100000003' }, '/application/receipt');
  const el = await application();
  await findByShadowRole(el, 'heading', { name: 'Søknaden din er sendt til manuell behandling' });
  const field = await findByShadowLabelText<HTMLTextAreaElement>(el, /Melding til rådgiveren/, {});
  field.focus();
  await sendKeys({ type: MESSAGE });
  return { el, field };
}

function sendTwice(el: HTMLElement) {
  const send = getByShadowRole(el, 'button', { name: 'Send melding' });
  send.click();
  send.click();
}

describe('the receipts’ feedback form under faults', () => {
  // The files after this one find the seeded store as it was (the recovered writes moved cases on).
  after(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  before(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
  beforeEach(async () => {
    faults = faultScope();
    removeTimeout = pageTimeout();
    await loginAs(PERSON.kari);
  });
  afterEach(async () => {
    removeTimeout();
    await faults.restore();
    history.replaceState(null, '', original);
    await logout();
  });

  it('latency: the button is busy, one request, then the confirmation', async () => {
    const { el } = await typedFeedback();
    await faults.inject(FEEDBACK, LATENCY);
    sendTwice(el);
    await findByShadowText(el, SENT, {});
    expect(faults.count(FEEDBACK)).to.equal(1);
  });

  for (const { kind, fault } of FAILING_FAULTS) {
    it(`${kind}: the form's message, the text kept, sent once per press, and «Send melding» recovers`, async () => {
      const { el, field } = await typedFeedback();
      await faults.inject(FEEDBACK, fault);
      sendTwice(el);
      await findByShadowText(el, FAILED, {});
      expect(faults.count(FEEDBACK)).to.equal(1);
      expect(field.value).to.equal(MESSAGE);
      await expectAccessible(el, `feedback: ${kind}`);
      await lateWriteLanded(fault);
      await faults.clear();
      getByShadowRole(el, 'button', { name: 'Send melding' }).click();
      await findByShadowText(el, SENT, {});
      expect(faults.count(FEEDBACK)).to.equal(2);
    });
  }
});
