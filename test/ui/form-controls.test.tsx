import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import {
  findByShadowRole,
  getAllByShadowRole,
  getByShadowRole,
  getByShadowText,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import { Checkbox, Field, RadioGroup, Select, TextInput } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount, tick } from './harness.js';
import { defined } from '../helpers/defined.js';

describe('Field and TextInput', () => {
  it('labels the control, wires hint and error, and announces an error politely when it appears', async () => {
    let setError: (error: string | undefined) => void = () => {};
    function View() {
      const [value, setValue] = useState('');
      const [error, set] = useState<string | undefined>();
      setError = set;
      return (
        <Field label="E-post" hint="Vi sender kvitteringen hit" error={error} required marker="required">
          <TextInput
            type="email"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            aria-describedby="extra"
          />
        </Field>
      );
    }
    const el = await mount(View);
    const input = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: 'E-post (må fylles ut)' });
    expect(input.getAttribute('aria-required')).to.equal('true');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    const id = input.id;
    expect(input.getAttribute('aria-describedby')).to.equal(`extra ${id}-hint`);
    input.focus();
    await sendKeys({ type: 'kari@' });
    await until(() => input.value === 'kari@');
    await expectAccessible(el, 'without error');

    const live = defined(defined(el.shadowRoot).querySelector('[aria-live="polite"]'));
    expect(live.textContent).to.equal('');
    setError('Skriv en gyldig e-postadresse');
    await until(() => input.getAttribute('aria-invalid') === 'true');
    expect(live.textContent).to.equal('Feil: Skriv en gyldig e-postadresse');
    // The message alone is findable by its text (the prefix is for screen readers).
    expect(getByShadowText(el, 'Skriv en gyldig e-postadresse').className).to.equal('ui-field__error-text');
    expect(input.getAttribute('aria-describedby')).to.equal(`extra ${id}-hint ${id}-error`);
    expect(
      getByShadowRole(el, 'textbox', { description: /Vi sender kvitteringen hit.*Skriv en gyldig e-postadresse/ }),
    ).to.equal(input);
    expect(getComputedStyle(defined(defined(el.shadowRoot).querySelector('.ui-field__error'))).color).to.equal(
      'rgb(179, 38, 30)',
    );
    await expectAccessible(el, 'error shown');
  });

  it('hands the wiring to a render function', async () => {
    const el = await mount(() => (
      <Field label="Telefon" id="phone" marker="optional" error="Telefonnummeret må ha 8 siffer">
        {(control) => <input type="tel" className="ui-input" {...control} />}
      </Field>
    ));
    const input = await findByShadowRole(el, 'textbox', { name: 'Telefon (valgfritt)' });
    expect(input.id).to.equal('phone');
    expect(input.getAttribute('aria-describedby')).to.equal('phone-error');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });
});

describe('Select', () => {
  const PERIODS = [12, 24, 36, 48].map((months) => ({ value: months, label: `${months / 12} år` }));

  it('shows a disabled "Velg et alternativ" placeholder and reports typed values', async () => {
    const values: number[] = [];
    function View() {
      const [months, setMonths] = useState<number | null>(null);
      return (
        <Field label="Nedbetalingstid">
          <Select
            placeholder
            options={PERIODS}
            value={months}
            onValueChange={(value) => {
              values.push(value);
              setMonths(value);
            }}
          />
        </Field>
      );
    }
    const el = await mount(View);
    const select = await findByShadowRole<HTMLSelectElement>(el, 'combobox', { name: 'Nedbetalingstid' });
    const options = [...select.options];
    expect(options.map((o) => o.textContent)).to.deep.equal(['Velg et alternativ', '1 år', '2 år', '3 år', '4 år']);
    expect(defined(options[0]).disabled).to.equal(true);
    expect(select.value).to.equal('');
    await expectAccessible(el, 'placeholder shown');
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => values.length === 1);
    expect(values).to.deep.equal([12]);
    expect(typeof values[0]).to.equal('number');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => select.value === '24');
    expect(values).to.deep.equal([12, 24]);
  });

  it("makes an optional select's placeholder a real choice with onClear: «Ingen» is chosen again by key", async () => {
    const events: Array<number | null> = [];
    function View() {
      const [months, setMonths] = useState<number | null>(36);
      return (
        <Field label="Annen periode">
          <Select
            placeholder="Ingen"
            options={PERIODS}
            value={months}
            onValueChange={(value) => {
              events.push(value);
              setMonths(value);
            }}
            onClear={() => {
              events.push(null);
              setMonths(null);
            }}
          />
        </Field>
      );
    }
    const el = await mount(View);
    const select = await findByShadowRole<HTMLSelectElement>(el, 'combobox', { name: 'Annen periode' });
    expect(defined(select.options[0]).disabled).to.equal(false);
    select.focus();
    await sendKeys({ press: 'Home' });
    await until(() => select.value === '');
    expect(events).to.deep.equal([null]);
    await expectAccessible(el, 'none chosen');
  });

  it('takes another placeholder text or none', async () => {
    const el = await mount(() => (
      <div>
        <Field label="A">
          <Select placeholder="Velg år" options={PERIODS} value={null} onValueChange={() => {}} />
        </Field>
        <Field label="B">
          <Select options={PERIODS} value={36} onValueChange={() => {}} />
        </Field>
      </div>
    ));
    const [a, b] = getAllByShadowRole<HTMLSelectElement>(el, 'combobox');
    expect(defined(defined(a).options[0]).textContent).to.equal('Velg år');
    expect(defined(b).options).to.have.length(4);
    expect(defined(b).value).to.equal('36');
  });
});

describe('RadioGroup', () => {
  it('is a named radio group in a fieldset; arrow keys choose; errors are wired', async () => {
    const values: string[] = [];
    function View() {
      const [type, setType] = useState<'VEHICLE_LOAN' | 'LOAN_COMMITMENT' | null>(null);
      return (
        <RadioGroup
          legend="Hva vil du søke om?"
          inline
          value={type}
          hint="Du kan endre dette senere"
          error={type === null ? 'Velg lån eller lånebevis' : undefined}
          onValueChange={(value) => {
            values.push(value);
            setType(value);
          }}
          options={[
            { value: 'VEHICLE_LOAN', label: 'Lån' },
            { value: 'LOAN_COMMITMENT', label: 'Lånebevis', hint: 'Før du har funnet kjøretøyet' },
          ]}
        />
      );
    }
    const el = await mount(View);
    const group = await findByShadowRole(el, 'radiogroup', { name: 'Hva vil du søke om?' });
    expect(group.localName).to.equal('fieldset');
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(
      getByShadowRole(el, 'radiogroup', { description: /Du kan endre dette senere.*Velg lån eller lånebevis/ }),
    ).to.equal(group);
    const loan = getByShadowRole<HTMLInputElement>(el, 'radio', { name: 'Lån' });
    const commitment = getByShadowRole<HTMLInputElement>(el, 'radio', {
      name: 'Lånebevis',
      description: 'Før du har funnet kjøretøyet',
    });
    await expectAccessible(el, 'error shown');
    loan.focus();
    await sendKeys({ press: 'Space' });
    await until(() => loan.checked);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => commitment.checked);
    expect(values).to.deep.equal(['VEHICLE_LOAN', 'LOAN_COMMITMENT']);
    expect(focused(el)).to.equal(commitment);
    expect(group.hasAttribute('aria-invalid')).to.equal(false);
    await expectAccessible(el, 'chosen');
  });
});

describe('Checkbox', () => {
  it('toggles with Space, shows its error and hint', async () => {
    const seen: boolean[] = [];
    function View() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="Jeg bekrefter at jeg har lest forkjøpsinformasjonen"
          hint="Du finner den i lenken over"
          checked={checked}
          required
          error={checked ? undefined : 'Du må bekrefte at du har lest forkjøpsinformasjonen og kan kjøpe forsikringen'}
          onCheckedChange={(value) => {
            seen.push(value);
            setChecked(value);
          }}
        />
      );
    }
    const el = await mount(View);
    const box = await findByShadowRole<HTMLInputElement>(el, 'checkbox', {
      name: 'Jeg bekrefter at jeg har lest forkjøpsinformasjonen',
    });
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(box.getAttribute('aria-required')).to.equal('true');
    expect(getByShadowRole(el, 'checkbox', { description: /Du finner den i lenken over.*Du må bekrefte/ })).to.equal(
      box,
    );
    await expectAccessible(el, 'error shown');
    box.focus();
    await sendKeys({ press: 'Space' });
    await until(() => box.checked);
    expect(seen).to.deep.equal([true]);
    await tick();
    expect(queryByShadowRole(el, 'checkbox', { description: /Du må bekrefte/ })).to.equal(null);
    expect(box.hasAttribute('aria-invalid')).to.equal(false);
    // The whole row is a 44 px target.
    expect(defined(box.closest('.ui-choice')).getBoundingClientRect().height).to.be.at.least(44);
    await expectAccessible(el, 'checked');
  });
});
