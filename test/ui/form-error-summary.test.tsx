import { expect } from '@esm-bundle/chai';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import * as z from 'zod/mini';
import { KYC_MESSAGES } from '../../src/domain/kyc-rules.js';
import { useAppForm } from '../../src/ui/form/app-hook.js';
import { TextField } from '../../src/ui/form/fields.js';
import { FormErrorSummary } from '../../src/ui/form/summary.js';
import { formTiming } from '../../src/ui/form/timing.js';
import { focused, mount } from './harness.js';

// The form layer's error summary (decision 0091): it comes with the fields' own messages, in the same
// task, with the focus. A customer who sees a field's message and clicks the field keeps the focus there.
const schema = z.object({
  name: z.string().check(z.minLength(1, KYC_MESSAGES.required)),
  city: z.string().check(z.minLength(1, KYC_MESSAGES.required)),
});

function View() {
  const form = useAppForm({
    formId: 'summary',
    defaultValues: { name: '', city: '' },
    ...formTiming,
    validators: { onDynamic: schema },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <FormErrorSummary form={form} heading="Vennligst kontroller skjemaet" />
      <form.AppField name="name">{() => <TextField label="Navn" />}</form.AppField>
      <form.AppField name="city">{() => <TextField label="Sted" />}</form.AppField>
      <button type="submit">Neste</button>
    </form>
  );
}

/** Lets every task queued so far run (the click's own work and what it queued). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FormErrorSummary', () => {
  it('appears with the fields’ messages and the focus in the same task, so a field clicked next keeps the focus', async () => {
    const el = await mount(View);
    const button = await findByShadowRole(el, 'button', { name: 'Neste' });
    button.click();
    // Task by task, as a customer's next click would come: the first task in which the fields say what is
    // wrong also has the summary, with the focus. (It used to come a task later, and a click in between
    // lost its focus to it.)
    const name = getByShadowRole<HTMLInputElement>(el, 'textbox', { name: /^Navn/ });
    for (let task = 0; name.getAttribute('aria-invalid') !== 'true'; task++) {
      expect(task, 'the message within a few tasks').to.be.below(50);
      await nextTask();
    }
    const summary = queryByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    expect(summary, 'the summary in the same task as the messages').to.not.equal(null);
    expect(summary?.contains(focused(el)), 'the summary has the focus').to.equal(true);
    expect([...(summary?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).to.deep.equal([
      '#summary-name',
      '#summary-city',
    ]);

    name.focus();
    await nextTask();
    await nextTask();
    expect(focused(el) === name, 'nothing takes the focus from the field later').to.equal(true);
  });
});
