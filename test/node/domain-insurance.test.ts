import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { insuranceAnswered, insuranceConfirmation, type InsuranceAnswers } from '../../src/domain/insurance.js';
import { completionInsuranceSchema } from '../../src/schemas/completion.js';

describe('the completion’s payment insurance answers (spec 1 §2 "Payment insurance")', () => {
  // The answers, whether step 3 is answered, and the schema's message per field (text keys).
  const table: Array<[InsuranceAnswers, boolean, Record<string, string>]> = [
    [{ order: null, confirmed: false }, false, { order: 'completion.insurance.choose' }],
    [{ order: true, confirmed: false }, false, { confirmed: 'completion.insurance.confirmRequired' }],
    [{ order: true, confirmed: true }, true, {}],
    [{ order: false, confirmed: false }, true, {}],
  ];
  for (const [answers, answered, messages] of table) {
    it(`${JSON.stringify(answers)}: ${answered ? 'answered' : 'not answered'}`, () => {
      assert.equal(insuranceAnswered(answers), answered);
      const result = completionInsuranceSchema.safeParse(answers);
      const found = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
      assert.deepEqual(found, messages);
      assert.equal(insuranceConfirmation(answers), messages.confirmed);
    });
  }
});
