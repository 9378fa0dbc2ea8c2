// The speed budgets of `npm run bench` (bench-budgets.json, decision 0079): per element and figure, the
// main thread's CPU time (ms) one interaction may cost, at the bench's 4× throttle. Like the size
// budgets they are a contract: set once from the first trustworthy measurement, never raised. A
// figure that missed its budget when that was recorded is GUARDED: `unmet` names the figure measured
// then, which the code must not grow past.

/**
 * The verdict on one figure: its CPU median (`cpu.estimate`) against the budget, and against the
 * guard when the budget is unmet. `overGuard` is true when the figure is over its budget and over its
 * guard (or has no guard).
 */
export function checkBudget(budgets, element, figure, cpu) {
  const entry = budgets[element] ?? {};
  const budget = entry[figure];
  if (typeof budget !== 'number') return { text: 'no budget', overGuard: false };
  const value = cpu.estimate;
  if (value <= budget) return { text: `≤ ${budget} met`, overGuard: false };
  const guard = entry.unmet?.[figure];
  if (typeof guard === 'number' && value <= guard)
    return { text: `≤ ${budget} **not met**, guarded at ${guard}`, overGuard: false };
  return {
    text: `≤ ${budget} **not met**${typeof guard === 'number' ? `, **over its guard ${guard}**` : ''}`,
    overGuard: true,
  };
}

/**
 * A first budget from a trustworthy measurement (the CPU median's 95% interval): its upper end,
 * rounded up to a whole ms, at most `ceiling`. Above the ceiling the budget is the ceiling and the
 * measured figure (rounded up) is its guard.
 */
export function firstBudget(cpu, ceiling) {
  const measured = Math.ceil(cpu.high);
  return measured <= ceiling ? { budget: measured } : { budget: ceiling, guard: measured };
}
