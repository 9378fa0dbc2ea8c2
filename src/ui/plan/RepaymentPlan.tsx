import { useId, useMemo } from 'react';
import type { LoanInput } from '../../domain/loan/calculate.js';
import { repaymentPlan, type RepaymentPlan as Plan } from '../../domain/loan/plan.js';
import { formatKroner, formatNumber } from '../../domain/money.js';
import { readPlanTexts } from '../../texts/nb/plan.js';
import { planCss } from '../css/plan.js';
import { useT } from '../internal.js';
import { useStyles } from '../use-styles.js';

/**
 * The repayment plan of a loan (issue 34, decision 0104): a summary in words, a chart of the balance
 * falling and the interest paid so far (inline SVG, an image described by the summary), and the table
 * year by year, which says everything the chart shows. The table scrolls sideways in its own region
 * (focusable, named by its caption) on a narrow screen. The figures are `repaymentPlan`'s.
 */
export function RepaymentPlan({ loan }: { loan: LoanInput }) {
  useStyles(planCss);
  readPlanTexts();
  const t = useT();
  const id = useId();
  const { loanAmount, months, nominalRatePct, establishFee, pledgeFee, termFee } = loan;
  const plan = useMemo(
    () => repaymentPlan({ loanAmount, months, nominalRatePct, establishFee, pledgeFee, termFee }),
    [loanAmount, months, nominalRatePct, establishFee, pledgeFee, termFee],
  );
  const headings = ['plan.start', 'plan.interest', 'plan.principal', 'plan.fees', 'plan.end'] as const;
  return (
    <div className="ui-plan">
      <p id={`${id}s`}>
        {t('plan.summary', {
          amount: formatKroner(loanAmount),
          years: formatNumber(months / 12, 1),
          interest: formatKroner(plan.interest),
          fees: formatKroner(plan.fees),
          total: formatKroner(plan.totalCost),
        })}
      </p>
      <Chart plan={plan} label={t('plan.chart')} describedBy={`${id}s`} />
      <ul className="ui-plan__legend">
        <li className="ui-plan__key--balance">{t('plan.chart.balance')}</li>
        <li className="ui-plan__key--interest">{t('plan.chart.interest')}</li>
      </ul>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take the focus, so a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="ui-plan__scroll" role="region" tabIndex={0} aria-labelledby={`${id}c`}>
        <table>
          <caption id={`${id}c`}>{t('plan.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('plan.year')}</th>
              {headings.map((key) => (
                <th scope="col" key={key}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.years.map((row) => (
              <tr key={row.year}>
                <th scope="row">
                  {t(row.months === 12 ? 'plan.yearRow' : 'plan.yearRowShort', { year: row.year, months: row.months })}
                </th>
                {[row.startBalance, row.interest, row.principal, row.fees, row.endBalance].map((amount, column) => (
                  <td key={column}>{formatKroner(amount)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('plan.total')}</th>
              <td />
              <td>{formatKroner(plan.interest)}</td>
              <td>{formatKroner(loanAmount)}</td>
              <td>{formatKroner(plan.fees)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="ui-plan__note">{t('plan.feesNote')}</p>
    </div>
  );
}

const WIDTH = 320;
const HEIGHT = 160;

/**
 * The balance at the start and at the end of each year, and the interest paid by then, as two lines
 * over the months of the loan (a shorter last year is drawn shorter). Scaled to the larger of the
 * loan amount and the total interest. The lines differ by more than colour: the interest's is dashed.
 */
function Chart({ plan, label, describedBy }: { plan: Plan; label: string; describedBy: string }) {
  const months = plan.years.reduce((sum, year) => sum + year.months, 0);
  const top = Math.max(plan.years[0]?.startBalance ?? 0, plan.interest, 1);
  const balance = [[0, plan.years[0]?.startBalance ?? 0]];
  const interest = [[0, 0]];
  let month = 0;
  let paid = 0;
  for (const year of plan.years) {
    month += year.months;
    paid += year.interest;
    balance.push([month, year.endBalance]);
    interest.push([month, paid]);
  }
  const points = (line: number[][]) =>
    line
      .map(([x = 0, y = 0]) => `${((x / months) * WIDTH).toFixed(1)},${(HEIGHT - (y / top) * HEIGHT).toFixed(1)}`)
      .join(' ');
  return (
    <svg
      className="ui-plan__chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      focusable="false"
    >
      <polyline className="ui-plan__axis" points={`0,0 0,${HEIGHT} ${WIDTH},${HEIGHT}`} fill="none" />
      <polyline className="ui-plan__line ui-plan__line--balance" points={points(balance)} />
      <polyline className="ui-plan__line ui-plan__line--interest" points={points(interest)} />
    </svg>
  );
}
