import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { Ahead } from '../../src/ui/ahead.js';
import { useAppForm } from '../../src/ui/form/app-hook.js';
import { CurrencyField } from '../../src/ui/form/currency-field.js';
import { mount } from './harness.js';

// A form of the layer rendered ahead, hidden (decision 0118), before what it starts with is known (the
// upgrade's form, rendered before the lookup found the vehicle), and shown with its start values in the
// same click. Its fields render once in that click, with those values: not first with the old ones and
// again after TanStack's own update (decision 0119).

/** What the price field's and the equity field's renders were given, each time they rendered. */
const renders: Array<number | null> = [];
const equity: Array<number | null> = [];

function Form({ price }: { price: number | null }) {
  const form = useAppForm({ formId: 'ahead', defaultValues: { price, equity: 0 } });
  return (
    <form noValidate>
      <form.AppField name="price">
        {(field) => {
          renders.push(field.state.value);
          return <CurrencyField label="Kjøpesum" />;
        }}
      </form.AppField>
      <form.AppField name="equity">
        {(field) => {
          equity.push(field.state.value);
          return <CurrencyField label="Egenkapital" />;
        }}
      </form.AppField>
    </form>
  );
}

function View() {
  const [found, setFound] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setFound(309000)}>
        Hent kjøretøy
      </button>
      <Ahead shown={found !== null} here>
        <Form price={found} />
      </Ahead>
    </>
  );
}

/** Waits for the form rendered ahead: in the shadow root, hidden. */
async function renderedAhead(el: HTMLElement): Promise<void> {
  for (let tries = 0; !el.shadowRoot?.querySelector('input[name="price"]'); tries++) {
    expect(tries, 'the form rendered ahead within a second').to.be.below(100);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a form rendered ahead', () => {
  it('shows the start values it is given with the click, rendering its fields once with them', async () => {
    renders.length = 0;
    const el = await mount(View);
    await renderedAhead(el);
    expect(queryByShadowRole(el, 'textbox', { name: /^Kjøpesum/ }), 'hidden: not reachable').to.equal(null);
    expect(renders, 'rendered ahead with no price').to.deep.equal([null]);

    renders.length = 0;
    // A store's change while rendering would render its listeners from inside that render: React says so.
    const errors: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      getByShadowRole(el, 'button', { name: 'Hent kjøretøy' }).click();
      const price = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /^Kjøpesum/ });
      // Group and unit separated by the locale's no-break spaces.
      expect(price.value.replace(/\s/g, ' ')).to.equal('309 000 kr');
      expect(renders, 'one render, with the price found').to.deep.equal([309000]);

      // Shown, the form listens to its store: what the customer types reaches the field.
      const own = getByShadowRole<HTMLInputElement>(el, 'textbox', { name: /^Egenkapital/ });
      expect(own.value.replace(/\s/g, ' ')).to.equal('0 kr');
      own.focus();
      own.select();
      await sendKeys({ type: '50000' });
      for (let tries = 0; equity.at(-1) !== 50000; tries++) {
        expect(tries, 'the typed equity in the store within a second').to.be.below(100);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(own.value.replace(/\s/g, ' ')).to.equal('50 000 kr');
    } finally {
      console.error = error;
    }
    expect(errors).to.deep.equal([]);
  });
});
