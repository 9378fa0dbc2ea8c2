import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, getAllByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';

/**
 * Opens the repayment plan (decision 0104) in `container` by keyboard and reads its table by role: per
 * row after the headings, the texts of its cells (no-break spaces as spaces); the last row is the sums.
 */
export async function openRepaymentPlan(container: HTMLElement): Promise<string[][]> {
  getByShadowRole(container, 'button', { name: 'Vis nedbetalingsplan' }).focus();
  await sendKeys({ press: 'Enter' });
  const table = await findByShadowRole(container, 'table', { name: 'Nedbetalingsplan år for år' });
  return getAllByShadowRole(table, 'row')
    .slice(1)
    .map((row) => getAllByShadowRole(row, 'cell').map((cell) => cell.textContent.replace(/\u00a0/g, ' ').trim()));
}
