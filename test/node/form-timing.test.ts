import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorShown, timingPlan } from '../../src/ui/form/timing.js';

const meta = (over: Partial<{ isBlurred: boolean; isTouched: boolean; errors: unknown[] }> = {}) => ({
  isBlurred: false,
  isTouched: false,
  errors: [{ message: 'calculator.price.required' }],
  ...over,
});

describe('the form layer’s error timing', () => {
  it('shows a loan field’s error once the field was left, or after «Neste», not while it is first typed', () => {
    assert.equal(errorShown(meta({ isTouched: true }), false), undefined);
    assert.equal(errorShown(meta({ isTouched: true, isBlurred: true }), false), 'calculator.price.required');
    assert.equal(errorShown(meta(), true), 'calculator.price.required');
    assert.equal(errorShown(meta({ isBlurred: true, errors: [] }), true), undefined);
  });

  it('shows a declaration field’s error from its first change (spec 2 §4)', () => {
    assert.equal(errorShown(meta({ isTouched: true }), false, 'touch'), 'calculator.price.required');
    assert.equal(errorShown(meta(), false, 'touch'), undefined);
  });

  it('validates one field per keystroke and the whole form on leave and on «Neste»', () => {
    assert.deepEqual(timingPlan('change', 'field'), [{ run: 'field' }]);
    assert.deepEqual(timingPlan('change', 'form'), []);
    for (const event of ['blur', 'submit'] as const) {
      assert.deepEqual(timingPlan(event, 'form'), [{ run: 'form' }]);
      assert.deepEqual(timingPlan(event, 'field'), [{ run: 'field' }]);
    }
    assert.deepEqual(timingPlan('mount', 'form'), []);
  });
});
