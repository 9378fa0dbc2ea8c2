import type { ValidationLogicFn } from '@tanstack/react-form';

/*
 * When the forms validate and when an error shows: decided here, once, for every form of the layer
 * (when an error shows is in shown.ts, which the light search form uses too). Plain functions (no
 * React), so the rule is tested in Node (test/node/form-timing.test.ts).
 */

export { errorShown, type ShowRule, type ShownMeta } from './shown.js';

/** Which validators run for an event, as {@link timingPlan} decides it. */
export interface TimingStep {
  /** `field`: the field's own rule (`validators.onChange` of the field); `form`: the form's whole schema. */
  run: 'field' | 'form';
}

/**
 * The plan for one validation event of the loan forms' timing, for a field (`level: 'field'`) or for
 * the form (`level: 'form'`):
 * - a change validates the changed field's own rule only (and the fields that listen to it), so a
 *   keystroke costs one field's work;
 * - leaving a field, and a submit, validate the whole form (cross-field rules included) and the field.
 * Both write one slot, so a field's change replaces an error the whole form found before.
 */
export function timingPlan(
  event: 'change' | 'blur' | 'submit' | 'mount' | 'server',
  level: 'field' | 'form',
): TimingStep[] {
  if (event === 'change') return level === 'field' ? [{ run: 'field' }] : [];
  if (event === 'blur' || event === 'submit') return level === 'field' ? [{ run: 'field' }] : [{ run: 'form' }];
  return [];
}

/**
 * TanStack Form's `validationLogic` for {@link timingPlan}. A form gives its whole schema as
 * `validators.onDynamic`; a field gives its own rule as `validators.onChange` (optional: a field without
 * one has its error cleared on change and checked again on leave and submit).
 */
export const loanFormTiming: ValidationLogicFn = (props) => {
  // A field's validation names the field; the form's does not.
  const level = props.event.fieldName === undefined ? 'form' : 'field';
  const steps = props.event.async ? [] : timingPlan(props.event.type, level);
  // TanStack reads the list runValidation returns, although its type says void.
  // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression
  return props.runValidation({
    validators: steps.map((step) => ({
      // The validator as TanStack hands it over (its FormValidators<any, …> types it with any).
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      fn: step.run === 'form' ? props.validators?.onDynamic : props.validators?.onChange,
      cause: 'dynamic' as const,
    })),
    form: props.form,
  });
};

/**
 * The options every form of the layer spreads into its `useForm` / `useAppForm`: the timing above, and
 * «Neste» always validating afresh. (The form's own error of an earlier leave is not re-checked per
 * keystroke, so TanStack's `canSubmit` may be stale; the submit's validation decides.)
 */
export const formTiming = { validationLogic: loanFormTiming, canSubmitWhenInvalid: true } as const;
