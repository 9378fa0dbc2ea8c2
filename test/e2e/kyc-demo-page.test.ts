// The demo's declaration page: a visitor picks a test customer and the declaration opens; a reload
// resumes it without the picker.
import { expect } from '@esm-bundle/chai';
import { until } from '../helpers/fixture.js';
import { openPage } from '../helpers/frames.js';

/** The section heading inside the element (the frame's document is not the test's). */
const headingOf = (element: Element) => element.shadowRoot?.querySelector('#kyc-section-heading')?.textContent ?? '';

describe('/min-oversikt/kyc', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.contentWindow?.sessionStorage.clear();
    frame?.remove();
  });

  it('opens the declaration for the picked test customer and resumes it after a reload', async () => {
    frame = await openPage('/min-oversikt/kyc', 800, 900);
    const doc = () => frame!.contentDocument!;
    const radios = [...doc().querySelectorAll<HTMLInputElement>('input[name="customer"]')];
    expect(radios).to.have.length(8);
    radios[1]!.click(); // Kjell
    doc().querySelector<HTMLButtonElement>('[data-kyc-picker] button[type="submit"]')!.click();
    await until(() => doc().querySelector('kyc-declaration') !== null, 4000, 'element added');
    const element = doc().querySelector('kyc-declaration')!;
    expect(element.hasAttribute('token')).to.equal(true);
    await until(() => headingOf(element) === 'Velkommen til kundeerklæringen', 5000, 'welcome shown');
    expect(doc().querySelector<HTMLFormElement>('[data-kyc-picker]')!.hidden).to.equal(true);

    frame.contentWindow!.location.reload();
    await new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    await until(() => doc().querySelector('kyc-declaration') !== null, 4000, 'element after reload');
    const again = doc().querySelector('kyc-declaration')!;
    expect(again.hasAttribute('token')).to.equal(false);
    await until(() => headingOf(again) === 'Velkommen til kundeerklæringen', 5000, 'welcome shown again');
  });
});
