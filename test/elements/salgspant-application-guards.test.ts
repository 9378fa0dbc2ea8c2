// <salgspant-application>'s guards and step changes as the browser sees them: a step that opens
// twice does not fetch twice, a double press sends one request, and each opened step gets focus on
// its heading and is scrolled into view (after KYC, only once the step has opened). Requests are
// counted with a fetch observer; the sandbox answers over HTTP.
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import type { SalgspantNavigateDetail } from '../../src/platform/events.js';
import {
  application,
  at,
  atStep,
  calculation,
  choose,
  deepFocus,
  observeFetch,
  openApplication,
  original,
  PERSON,
  press,
  shortDeclaration,
  typeInto,
} from '../helpers/application.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { injectFault, loginAs, logout } from '../helpers/sandbox.js';

let navigations: SalgspantNavigateDetail[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};
let observer: ReturnType<typeof observeFetch> | null = null;
let spacer: HTMLElement | null = null;

/** Fills step 3 as the main applicant alone. */
async function fillApplicants(el: HTMLElement) {
  await choose(el, 'Bosituasjon', 'Eier bolig');
  await choose(el, 'Arbeidssituasjon', 'Fast ansatt');
  await typeInto(el, 'Årsinntekt før skatt', '800000');
  await typeInto(el, /^Samlet gjeld/, '100000');
}

/** Whether an element's top edge is inside the viewport. */
const inView = (node: Element) => {
  const top = node.getBoundingClientRect().top;
  return top >= 0 && top < innerHeight;
};

describe('<salgspant-application> guards and step changes', function () {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });

  afterEach(async () => {
    observer?.stop();
    observer = null;
    spacer?.remove();
    spacer = null;
    await emulateMedia({ reducedMotion: 'no-preference' });
    scrollTo(0, 0);
    document.removeEventListener('salgspant-navigate', onNavigate);
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('fetches the calculation, the consents and the KYC status once, however often their steps open', async () => {
    await loginAs(PERSON.kari);
    const cacheId = await calculation();
    // The consent is not yet given: step 2 waits for the portal, and «Neste» there is not offered.
    at({ cacheId });
    observer = observeFetch();
    const el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    await press(el, 'Neste');
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
    await press(el, 'Forrige');
    await atStep(el, '1 av 5', 'Lånet du søker om');
    await press(el, 'Neste');
    await atStep(el, '2 av 5', 'Samtykke til skatteopplysninger');
    expect(observer.to(`GET /salgspant/api/cache/${cacheId}`)).to.have.length(1);
    expect(observer.to('GET /salgspant/api/user/session')).to.have.length(1);
    el.remove();
    observer.stop();

    // With the consent given: step 3 and step 4 open twice each.
    const opened = await openApplication(PERSON.kari);
    observer = observeFetch();
    const form = opened.el;
    await press(form, 'Neste');
    await atStep(form, '3 av 5', 'Opplysninger om deg');
    await fillApplicants(form);
    await shortDeclaration('OK');
    await press(form, 'Neste');
    await atStep(form, '4 av 5', 'Kundeerklæring');
    await findByShadowRole(form, 'heading', { name: 'Velkommen til kundeerklæringen' });
    await press(form, 'Forrige');
    await atStep(form, '3 av 5', 'Opplysninger om deg');
    await press(form, 'Neste');
    await atStep(form, '4 av 5', 'Kundeerklæring');
    await findByShadowRole(form, 'heading', { name: 'Velkommen til kundeerklæringen' });
    expect(observer.to('GET /salgspant/api/kyc')).to.have.length(1);
    expect(observer.to('GET /salgspant/api/consent')).to.have.length(1);
    // What step 3 saves is saved again when the customer comes back and confirms it (answers may change).
    expect(observer.to('POST /salgspant/api/consent')).to.have.length(2);
    expect(observer.to(`GET /salgspant/api/cache/${opened.cacheId}`)).to.have.length(0);
  });

  // Two layers keep it to one: the model refuses a fetch while one runs, and the transport joins identical calls.
  it('sends one request for a double press of «Prøv igjen» after a failed fetch of the calculation', async () => {
    await loginAs(PERSON.kari);
    const cacheId = await calculation();
    at({ cacheId });
    await injectFault({
      endpoint: `GET /salgspant/api/cache/${cacheId}`,
      status: 503,
      errorName: 'SERVICE_UNAVAILABLE',
      times: 3,
    });
    const el = await application();
    const retry = await findByShadowRole(el, 'button', { name: 'Prøv igjen' });
    observer = observeFetch();
    retry.click();
    retry.click();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    await findByShadowRole(el, 'button', { name: 'Neste' });
    expect(observer.to(`GET /salgspant/api/cache/${cacheId}`)).to.have.length(1);
  });

  it('gives each opened step focus on its heading and brings it into view; after KYC the scroll comes once step 5 has opened', async () => {
    // Instant scrolling (the customer's reduced-motion setting), so the position can be read at once.
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await openApplication(PERSON.kari);
    // Room above the element, so a step's heading is out of view until something scrolls to it.
    spacer = document.createElement('div');
    spacer.style.height = `${String(innerHeight * 3)}px`;
    el.before(spacer);

    scrollTo(0, 0);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    const applicants = await atStep(el, '3 av 5', 'Opplysninger om deg');
    await until(() => deepFocus(el) === applicants, 'focus on step 3');
    expect(inView(applicants)).to.equal(true);

    await fillApplicants(el);
    await shortDeclaration('OK');
    await press(el, 'Neste');
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });

    // The position at the moment focus reaches step 5's heading, read synchronously in focusin.
    let atFocus: { scrollY: number; inView: boolean } | null = null;
    const root = defined(el.shadowRoot, 'shadow root');
    const onFocus = (event: Event) => {
      const target = event.target as Element;
      if (target.textContent.includes('5 av 5')) atFocus = { scrollY, inView: inView(target) };
    };
    root.addEventListener('focusin', onFocus);
    scrollTo(0, 0);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    const review = await atStep(el, '5 av 5', 'Se over og send inn');
    await until(() => deepFocus(el) === review, 'focus on step 5');
    root.removeEventListener('focusin', onFocus);
    expect(atFocus).to.deep.equal({ scrollY: 0, inView: false });
    await until(() => inView(review), 'step 5 scrolled into view after it opened');
    expect(scrollY).to.be.greaterThan(0);
    await expectAccessible(el, 'step 5 in view');
  });
});
