import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, getByShadowRole, getByShadowText } from 'shadow-dom-testing-library';
import * as z from 'zod/mini';
import { KYC_MESSAGES } from '../../src/domain/kyc-rules.js';
import { useAppForm } from '../../src/ui/form/app-hook.js';
import { ChoiceField } from '../../src/ui/form/choice-field.js';
import { formTiming } from '../../src/ui/form/timing.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount } from './harness.js';

// The form layer's single choice over text values (decision 0083): a radio group bound to a field,
// its error at the group by the layer's timing, chosen with the keyboard.
const schema = z.object({ code: z.string().check(z.minLength(1, KYC_MESSAGES.required)) });

describe('ChoiceField', () => {
  it('is a radio group in a fieldset; its error shows after leaving it, described by the group; arrow keys choose', async () => {
    const chosen: string[] = [];
    function View() {
      const form = useAppForm({
        formId: 'test',
        defaultValues: { code: '' },
        ...formTiming,
        validators: { onDynamic: schema },
        listeners: { onChange: ({ formApi }) => void chosen.push(formApi.state.values.code) },
      });
      return (
        <form noValidate>
          <button type="button">Før</button>
          <form.AppField name="code">
            {() => (
              <ChoiceField
                label="Velg næringskode"
                hint="Velg den som passer best"
                options={[
                  { value: '64.190', label: 'Bankvirksomhet' },
                  { value: '66.300', label: 'Fondsforvaltning' },
                ]}
              />
            )}
          </form.AppField>
          <button type="button">Etter</button>
        </form>
      );
    }
    const el = await mount(View);
    const group = await findByShadowRole(el, 'radiogroup', { name: 'Velg næringskode' });
    expect(group.localName).to.equal('fieldset');
    expect(group.id).to.equal('test-code');
    expect(group.getAttribute('aria-required')).to.equal('true');
    const first = getByShadowRole<HTMLInputElement>(el, 'radio', { name: 'Bankvirksomhet' });
    const second = getByShadowRole<HTMLInputElement>(el, 'radio', { name: 'Fondsforvaltning' });
    expect(group.hasAttribute('aria-invalid'), 'no error before the customer was there').to.equal(false);

    getByShadowRole<HTMLButtonElement>(el, 'button', { name: 'Før' }).focus();
    await sendKeys({ press: 'Tab' });
    await until(() => focused(el) === first, 'the first radio focused');
    await sendKeys({ press: 'Tab' });
    await until(() => group.getAttribute('aria-invalid') === 'true', 'the error after leaving the group');
    expect(getByShadowRole(el, 'radiogroup', { description: /Velg den som passer best.*Påkrevet felt/ })).to.equal(
      group,
    );
    expect(getByShadowText(el, 'Påkrevet felt')).to.exist;
    await expectAccessible(el, 'error shown');

    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    // Nothing chosen yet: Shift+Tab comes back to the last radio, as browsers do.
    await until(() => focused(el) === second, 'back in the group');
    await sendKeys({ press: 'ArrowUp' });
    await until(() => first.checked, 'the arrow key chooses the one before');
    await until(() => !group.hasAttribute('aria-invalid'), 'the error gone once chosen');
    expect(chosen.at(-1)).to.equal('64.190');
    await expectAccessible(el, 'chosen');
  });
});
