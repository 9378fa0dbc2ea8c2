import { useId, useState } from 'react';
import type { LoanInput } from '../../domain/loan/calculate.js';
import { readPlanTexts } from '../../texts/nb/plan.js';
import { Button } from '../Button.js';
import { useT } from '../internal.js';
import { lazyPart } from '../LazyPart.js';
import { Loader } from '../Loader.js';

/** The plan itself: a chunk of its own, fetched when the customer first opens it (decision 0104). */
const plan = lazyPart(() => import('./RepaymentPlan.js').then((module) => module.RepaymentPlan));

/** Props of {@link PlanDisclosure}. */
export interface PlanDisclosureProps {
  /** The loan; null while its figures are being fetched (after `onOpen`). */
  loan: LoanInput | null;
  /** Called each time the customer opens the plan: a flow that fetches the figures then starts here. */
  onOpen?: () => void;
  /** The figures could not be fetched: a message instead of the plan (opening again retries). */
  failed?: boolean;
}

/**
 * «Vis nedbetalingsplan»: a disclosure button and, once opened, the repayment plan of the loan (table,
 * chart and summary). Nothing of the plan is downloaded before the first click; the button keeps the
 * focus and says whether the plan is shown (`aria-expanded`).
 */
export function PlanDisclosure({ loan, onOpen, failed = false }: PlanDisclosureProps) {
  readPlanTexts();
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) onOpen?.();
    setOpen(!open);
  };
  let content = null;
  if (open) {
    if (failed) content = <p role="alert">{t('plan.failed')}</p>;
    else content = loan ? <plan.Component loan={loan} /> : <Loader />;
  }
  return (
    <div className="ui-plan-disclosure">
      <Button variant="tertiary-link" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {t(open ? 'plan.hide' : 'plan.show')}
      </Button>
      <div id={id}>{content}</div>
    </div>
  );
}
