import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { findByShadowRole, getAllByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import { Button, buttonClassName } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount, tick } from './harness.js';
import { defined } from '../helpers/defined.js';

describe('Button', () => {
  it('renders the three variants as native buttons, at least 44 × 44 px, type="button" by default', async () => {
    const el = await mount(() => (
      <div>
        <Button>Neste</Button>
        <Button variant="secondary">Forrige</Button>
        <Button variant="tertiary-link">Avbryt</Button>
        <Button type="submit" disabled>
          Send
        </Button>
        <a className={buttonClassName('secondary')} href="#/">
          Til forsiden
        </a>
      </div>
    ));
    const buttons = getAllByShadowRole(el, 'button');
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Neste', 'Forrige', 'Avbryt', 'Send']);
    expect(buttons.map((b) => b.className)).to.deep.equal([
      'ui-button ui-button--primary',
      'ui-button ui-button--secondary',
      'ui-button ui-button--tertiary-link',
      'ui-button ui-button--primary',
    ]);
    expect(buttons.map((b) => b.getAttribute('type'))).to.deep.equal(['button', 'button', 'button', 'submit']);
    for (const button of [...buttons, getByShadowRole(el, 'link', { name: 'Til forsiden' })]) {
      const box = button.getBoundingClientRect();
      expect(box.height, button.textContent).to.be.at.least(44);
      expect(box.width, button.textContent).to.be.at.least(44);
    }
    // The primary colour on white text meets AA (7:1).
    expect(getComputedStyle(defined(buttons[0])).backgroundColor).to.equal('rgb(0, 90, 164)');
    await expectAccessible(el);
  });

  it('activates with Enter and Space', async () => {
    let clicks = 0;
    const el = await mount(() => <Button onClick={() => (clicks += 1)}>Beregn</Button>);
    const button = await findByShadowRole(el, 'button', { name: 'Beregn' });
    button.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await until(() => clicks === 2);
  });

  it('while busy: keeps focus, ignores activation (also form submission), announces "Vent Litt"', async () => {
    let clicks = 0;
    let submits = 0;
    function View() {
      const [busy, setBusy] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submits += 1;
          }}
        >
          <label>
            Navn <input type="text" />
          </label>
          <Button
            type="submit"
            busy={busy}
            onClick={() => {
              clicks += 1;
              setBusy(true);
            }}
          >
            Send søknad
          </Button>
        </form>
      );
    }
    const el = await mount(View);
    const button = await findByShadowRole(el, 'button', { name: 'Send søknad' });
    const status = getByShadowRole(el, 'status');
    expect(status.textContent).to.equal('');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => button.getAttribute('aria-disabled') === 'true');
    expect(clicks).to.equal(1);
    expect(submits).to.equal(1);
    expect(status.textContent).to.equal('Vent Litt');
    expect(focused(el)).to.equal(button);
    expect(button.querySelector('.ui-spinner')).to.not.equal(null);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    button.click();
    // Enter in the text field submits the form through its submit button: refused too.
    defined(defined(el.shadowRoot).querySelector('input')).focus();
    await sendKeys({ press: 'Enter' });
    await tick(50);
    expect(clicks).to.equal(1);
    expect(submits).to.equal(1);
    await expectAccessible(el, 'busy');
  });

  it('takes another busy label', async () => {
    const el = await mount(() => (
      <Button busy busyLabel="Sender søknaden">
        Send
      </Button>
    ));
    expect((await findByShadowRole(el, 'status')).textContent).to.equal('Sender søknaden');
  });
});
