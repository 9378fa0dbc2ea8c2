import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import { NBSP } from '../../src/domain/money.js';
import { CurrencyInput, Field, type CurrencyInputProps } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount, tick } from './harness.js';
import { defined } from '../helpers/defined.js';

/** Writes expectations with ordinary spaces; the field shows U+00A0. */
const nb = (text: string) => text.replace(/ /g, NBSP);

/** Mounts a controlled currency field; every reported value is pushed to `values`. */
async function currencyField(props: Partial<CurrencyInputProps> & { initial?: number | null; error?: string } = {}) {
  const values: Array<number | null> = [];
  let setFromOutside: (value: number | null) => void = () => {};
  const { initial = null, error, ...inputProps } = props;
  function View() {
    const [value, setValue] = useState<number | null>(initial);
    setFromOutside = setValue;
    return (
      <Field label="Kjøpesum" hint="Hva koster kjøretøyet?" error={error} id="price">
        <CurrencyInput
          value={value}
          onValueChange={(next) => {
            values.push(next);
            setValue(next);
          }}
          {...inputProps}
        />
      </Field>
    );
  }
  const el = await mount(View);
  const input = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: 'Kjøpesum' });
  return { el, input, values, setFromOutside: (value: number | null) => setFromOutside(value) };
}

describe('CurrencyInput (spec 1 §5)', () => {
  it('formats as the customer types: "1234567" shows "1 234 567 kr" and reports 1234567', async () => {
    const { el, input, values } = await currencyField();
    expect(input.placeholder).to.equal('0 kr');
    expect(input.inputMode).to.equal('numeric');
    expect(input.value).to.equal('');
    input.focus();
    await sendKeys({ type: '1234567' });
    await until(() => input.value === nb('1 234 567 kr'));
    expect(values.at(-1)).to.equal(1234567);
    expect(values).to.deep.equal([1, 12, 123, 1234, 12345, 123456, 1234567]);
    // The caret stays after the last digit, before " kr".
    expect(input.selectionStart).to.equal(nb('1 234 567').length);
    await expectAccessible(el, 'filled in');
    input.blur();
    await tick();
    expect(input.value).to.equal(nb('1 234 567 kr'));
  });

  it('ignores a minus by default', async () => {
    const { input, values } = await currencyField();
    input.focus();
    await sendKeys({ type: '-5-00' });
    await until(() => input.value === nb('500 kr'));
    expect(values.at(-1)).to.equal(500);
    expect(values.every((v) => v === null || v >= 0)).to.equal(true);
  });

  it('takes comma decimals and a leading minus when asked (decimals=2, allowNegative)', async () => {
    const { input, values } = await currencyField({ decimals: 2, allowNegative: true });
    expect(input.inputMode).to.equal('decimal');
    input.focus();
    await sendKeys({ type: '-1234,5' });
    await until(() => input.value === nb('-1 234,5 kr'));
    expect(values.at(-1)).to.equal(-1234.5);
    await sendKeys({ type: '67' });
    // Only two decimals are kept.
    await until(() => input.value === nb('-1 234,56 kr'));
    expect(values.at(-1)).to.equal(-1234.56);
    input.blur();
    await tick();
    expect(input.value).to.equal(nb('-1 234,56 kr'));
  });

  it('keeps a trailing comma while typing and tidies it on blur', async () => {
    const { input, values } = await currencyField({ decimals: 2 });
    input.focus();
    await sendKeys({ type: '1234,' });
    await until(() => input.value === nb('1 234, kr'));
    expect(values.at(-1)).to.equal(1234);
    await sendKeys({ type: '5' });
    await until(() => input.value === nb('1 234,5 kr'));
    input.blur();
    await until(() => input.value === nb('1 234,50 kr'));
    expect(values.at(-1)).to.equal(1234.5);
  });

  it('keeps a typed decimal comma without decimals, so "300000,75" is never a ten-times amount', async () => {
    const { input, values } = await currencyField();
    input.focus();
    await sendKeys({ type: '1234,' });
    await until(() => input.value === nb('1 234, kr'));
    expect(values).to.deep.equal([1, 12, 123, 1234]);
    input.blur();
    await until(() => input.value === nb('1 234 kr'));
    input.focus();
    input.select();
    await sendKeys({ type: '300000,75' });
    await until(() => input.value === nb('300 000,75 kr'));
    // Reported as it reads, for the form's whole-kroner rule to refuse; never 30 000 075.
    expect(values.at(-1)).to.equal(300000.75);
    expect(values.some((v) => v !== null && v > 300001)).to.equal(false);
    input.blur();
    await until(() => input.value === nb('300 000,75 kr'));
    input.select();
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to make Chromium insert text as a paste does (a trusted input event, inputType insertText)
    document.execCommand('insertText', false, '1 234,-'); // what a paste does
    await until(() => values.at(-1) === 1234);
    input.blur();
    await until(() => input.value === nb('1 234 kr'));
    input.select();
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- as above: a paste
    document.execCommand('insertText', false, '25 000,-');
    await until(() => values.at(-1) === 25000);
  });

  it('refuses keystrokes past maxLength, counted in the formatted text (12: "1 234 567 kr")', async () => {
    const { input, values } = await currencyField({ maxLength: 12 });
    input.focus();
    await sendKeys({ type: '123456789' });
    await tick();
    expect(input.value).to.equal(nb('1 234 567 kr'));
    expect(input.value).to.have.length(12);
    expect(values.at(-1)).to.equal(1234567);
    expect(input.selectionStart).to.equal(nb('1 234 567').length);
    // Deleting still works.
    await sendKeys({ press: 'Backspace' });
    await until(() => input.value === nb('123 456 kr'));
    expect(values.at(-1)).to.equal(123456);
  });

  it('keeps the caret where the customer types in the middle', async () => {
    const { input } = await currencyField();
    input.focus();
    await sendKeys({ type: '1234' });
    await until(() => input.value === nb('1 234 kr'));
    input.setSelectionRange(1, 1);
    await sendKeys({ type: '9' });
    await until(() => input.value === nb('19 234 kr'));
    expect(input.selectionStart).to.equal(2);
    await sendKeys({ type: '8' });
    await until(() => input.value === nb('198 234 kr'));
    expect(input.selectionStart).to.equal(3);
  });

  it('Backspace just after a group space deletes the digit before it', async () => {
    const { input, values } = await currencyField();
    input.focus();
    await sendKeys({ type: '19234' });
    await until(() => input.value === nb('19 234 kr'));
    input.setSelectionRange(3, 3); // after "19 "
    await sendKeys({ press: 'Backspace' });
    await until(() => input.value === nb('1 234 kr'));
    expect(values.at(-1)).to.equal(1234);
    expect(input.selectionStart).to.equal(1);
  });

  it('Backspace at the very end (after " kr") deletes the last digit; emptying reports null', async () => {
    const { input, values } = await currencyField();
    input.focus();
    await sendKeys({ type: '12' });
    await until(() => input.value === nb('12 kr'));
    input.setSelectionRange(input.value.length, input.value.length);
    await sendKeys({ press: 'Backspace' });
    await until(() => input.value === nb('1 kr'));
    await sendKeys({ press: 'Backspace' });
    await until(() => input.value === '');
    expect(values.at(-1)).to.equal(null);
  });

  it('shows a value set from outside, also while focused', async () => {
    const { input, setFromOutside } = await currencyField({ initial: 250000 });
    expect(input.value).to.equal(nb('250 000 kr'));
    input.focus();
    setFromOutside(30000);
    await until(() => input.value === nb('30 000 kr'));
    setFromOutside(null);
    await until(() => input.value === '');
  });

  it('is wired to its Field: label, hint and error; axe-clean with the error shown', async () => {
    const { el, input } = await currencyField({ error: 'Kjøpesummen må være minst 30 000 kroner' });
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = defined(input.getAttribute('aria-describedby')).split(' ');
    expect(described).to.deep.equal(['price-hint', 'price-error']);
    expect(defined(defined(el.shadowRoot).getElementById('price-error')).textContent).to.contain(
      'Kjøpesummen må være minst 30 000 kroner',
    );
    expect(
      getByShadowRole(el, 'textbox', { description: /Hva koster kjøretøyet\?.*Kjøpesummen må være minst/ }),
    ).to.equal(input);
    expect(focused(el)).to.equal(null);
    await expectAccessible(el, 'error shown');
  });

  it('takes its placeholder from the text catalogue (page JSON override)', async () => {
    function View() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <Field label="Egenkapital">
          <CurrencyInput value={value} onValueChange={setValue} />
        </Field>
      );
    }
    const { mount: mountWithTexts } = await import('./harness.js');
    const el = await mountWithTexts(View, { 'ui.currency.placeholder': 'kr 0' });
    const input = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: 'Egenkapital' });
    expect(input.placeholder).to.equal('kr 0');
  });
});
