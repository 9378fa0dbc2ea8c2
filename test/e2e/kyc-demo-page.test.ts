// The demo's declaration page: a visitor picks a test customer and the declaration opens; a reload
// resumes it without the picker.
import { expect } from '@esm-bundle/chai';
import { until } from '../helpers/fixture.js';
import { openPage } from '../helpers/frames.js';
import { defined } from '../helpers/defined.js';

/** The section heading inside the element (the frame's document is not the test's). */
const headingOf = (element: Element) => element.shadowRoot?.querySelector('#kyc-section-heading')?.textContent ?? '';

describe('/min-oversikt/kyc', () => {
  let frame: HTMLIFrameElement | undefined;
  // A visitor who has not opened a declaration in this tab yet: a token kept by an earlier test file's
  // declaration (the frame shares this page's session storage) would open it without the picker.
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    frame?.contentWindow?.sessionStorage.clear();
    frame?.remove();
  });

  it('opens the declaration for the picked test customer and resumes it after a reload', async () => {
    frame = await openPage('/min-oversikt/kyc', 800, 900);
    const doc = () => defined(defined(frame, 'frame').contentDocument, 'frame document');
    const radios = [...doc().querySelectorAll<HTMLInputElement>('input[name="customer"]')];
    expect(radios).to.have.length(12);
    defined(radios[1], 'second customer').click(); // Kjell
    defined(doc().querySelector<HTMLButtonElement>('[data-kyc-picker] button[type="submit"]'), 'picker submit').click();
    await until(() => doc().querySelector('kyc-declaration') !== null, 'element added');
    const element = defined(doc().querySelector('kyc-declaration'), 'kyc-declaration');
    expect(element.hasAttribute('token')).to.equal(true);
    await until(() => headingOf(element) === 'Velkommen til kundeerklæringen', 'welcome shown');
    expect(defined(doc().querySelector<HTMLFormElement>('[data-kyc-picker]'), 'picker').hidden).to.equal(true);

    const opened = frame;
    defined(opened.contentWindow, 'frame window').location.reload();
    await new Promise((resolve) => opened.addEventListener('load', resolve, { once: true }));
    await until(() => doc().querySelector('kyc-declaration') !== null, 'element after reload');
    const again = defined(doc().querySelector('kyc-declaration'), 'kyc-declaration after reload');
    expect(again.hasAttribute('token')).to.equal(false);
    await until(() => headingOf(again) === 'Velkommen til kundeerklæringen', 'welcome shown again');
  });

  it('opens a corporate declaration for a picked company', async () => {
    frame = await openPage('/min-oversikt/kyc', 800, 900);
    const doc = () => defined(defined(frame, 'frame').contentDocument, 'frame document');
    const radios = [...doc().querySelectorAll<HTMLInputElement>('input[name="customer"]')];
    const havbris = defined(
      radios.find((radio) => radio.parentElement?.textContent.includes('Havbris Holding AS')),
      'Havbris',
    );
    havbris.click();
    defined(doc().querySelector<HTMLButtonElement>('[data-kyc-picker] button[type="submit"]'), 'picker submit').click();
    await until(() => doc().querySelector('kyc-declaration') !== null, 'element added');
    const element = defined(doc().querySelector('kyc-declaration'), 'kyc-declaration');
    await until(() => headingOf(element) === 'Kundeerklæring for Havbris Holding AS', 'company welcome shown');
  });
});
