import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { findByShadowRole, getAllByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import {
  Button,
  CurrencyInput,
  ErrorSummary,
  Field,
  RadioGroup,
  TextInput,
  type ErrorSummaryItem,
} from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount } from './harness.js';
import { defined } from '../helpers/defined.js';

/** A small form that shows its errors in a summary on submit, as the calculator does. */
function View() {
  const [errors, setErrors] = useState<Array<ErrorSummaryItem & { message: string }>>([]);
  const [submits, setSubmits] = useState(0);
  const [price, setPrice] = useState<number | null>(null);
  const message = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((n) => n + 1);
        setErrors([
          { fieldId: 'price', message: 'Skriv inn kjøpesummen' },
          { fieldId: 'email', message: 'Skriv en gyldig e-postadresse' },
          { fieldId: 'period', message: 'Velg nedbetalingstid' },
        ]);
      }}
    >
      <ErrorSummary heading="Vennligst kontroller skjemaet" errors={errors} focusKey={submits} />
      <Field label="Kjøpesum" id="price" error={message('price')}>
        <CurrencyInput value={price} onValueChange={setPrice} />
      </Field>
      <Field label="E-post" id="email" error={message('email')}>
        <TextInput type="email" defaultValue="" />
      </Field>
      <RadioGroup
        legend="Nedbetalingstid"
        id="period"
        value={null}
        onValueChange={() => {}}
        error={message('period')}
        options={[
          { value: 12, label: '1 år' },
          { value: 24, label: '2 år' },
        ]}
      />
      <Button type="submit">Beregn</Button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('appears with focus, lists the errors as links, and each link moves focus to its field', async () => {
    const el = await mount(View);
    const submit = await findByShadowRole(el, 'button', { name: 'Beregn' });
    expect(queryByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' })).to.equal(null);
    const hashBefore = location.hash;

    submit.focus();
    await sendKeys({ press: 'Enter' });
    const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => focused(el) === summary);
    expect(getByShadowRole(summary, 'heading', { level: 2 }).textContent).to.equal('Vennligst kontroller skjemaet');
    const links = getAllByShadowRole(summary, 'link');
    expect(links.map((a) => a.textContent)).to.deep.equal([
      'Skriv inn kjøpesummen',
      'Skriv en gyldig e-postadresse',
      'Velg nedbetalingstid',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['#price', '#email', '#period']);
    await expectAccessible(el, 'errors shown');

    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(links[0]);
    await sendKeys({ press: 'Enter' });
    await until(() => focused(el) === getByShadowRole(el, 'textbox', { name: 'Kjøpesum' }));

    defined(links[1]).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(el) === getByShadowRole(el, 'textbox', { name: 'E-post' }));

    // A fieldset is not focusable: its first radio is.
    defined(links[2]).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(el) === getByShadowRole(el, 'radio', { name: '1 år' }));

    // The route in the hash is left alone.
    expect(location.hash).to.equal(hashBefore);
  });

  it('takes focus again when the form is submitted again', async () => {
    const el = await mount(View);
    const submit = await findByShadowRole(el, 'button', { name: 'Beregn' });
    submit.click();
    const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => focused(el) === summary);
    submit.focus();
    submit.click();
    await until(() => focused(el) === summary);
  });

  it('renders nothing without errors and takes a heading level', async () => {
    const el = await mount(() => (
      <div>
        <ErrorSummary heading="Ingen" errors={[]} />
        <ErrorSummary heading="Sjekk skjemaet" headingLevel={3} errors={[{ fieldId: 'x', message: 'Feil i x' }]} />
        <input id="x" aria-label="X" />
      </div>
    ));
    expect(defined(el.shadowRoot).querySelectorAll('.ui-error-summary')).to.have.length(1);
    expect(getByShadowRole(el, 'heading', { level: 3 }).textContent).to.equal('Sjekk skjemaet');
  });
});
