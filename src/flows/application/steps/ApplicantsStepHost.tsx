import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Loader } from '../../../ui/index.js';
import type { CalculatorCache, UserContext } from '../../../schemas/loan.js';
import type { ApplicationModel } from '../application.model.js';
import { ApplicantsStep, createApplicantsModel, type ApplicantsModel } from '../applicants/index.js';
import type { StepProps } from './common.js';

/**
 * Step 3's model per application, kept while the page lives: a step that opens again (the customer
 * went back and forth) keeps what was typed, the co-applicant's national id included (memory only),
 * and the consents already fetched, rather than fetching them again.
 */
const kept = new WeakMap<ApplicationModel, { user: UserContext; loan: CalculatorCache; step: ApplicantsModel }>();

/**
 * Step 3 as the application hosts it: the applicants step (built beside this flow) with the
 * customer, the calculation and the kept draft; every change of its draft is kept in session storage,
 * and its result opens step 4.
 */
export function ApplicantsStepHost({ model, headingLevel }: StepProps) {
  useSignals();
  const user = model.user.value;
  const cache = model.cache.value;
  const loan = cache.status === 'ready' ? cache.value : null;
  const applicants = useMemo(() => {
    if (!user || !loan) return null;
    const prior = kept.get(model);
    if (prior?.user === user && prior.loan === loan) return prior.step;
    const draft = model.applicantsDraft;
    const step = createApplicantsModel({
      transport: model.client,
      user,
      loanProduct: loan.loanProduct,
      loanType: loan.loanType,
      ...(draft ? { initialDraft: draft } : {}),
    });
    kept.set(model, { user, loan, step });
    return step;
  }, [model, user, loan]);
  useEffect(() => {
    if (!applicants) return;
    const keep = effect(() => {
      model.keepApplicantsDraft(applicants.draft.value);
    });
    // A consent call that finds the login session gone sends the customer through the login and back.
    const expired = effect(() => {
      const error = applicants.error.value;
      if (error) void model.stepFailed(error);
    });
    return () => {
      keep();
      expired();
    };
  }, [model, applicants]);

  if (!applicants) return <Loader />;
  return (
    <div className="application__step">
      <ApplicantsStep
        model={applicants}
        // The step's own title level: its sections go one below, at the step's body level.
        headingLevel={headingLevel - 1}
        onDone={(result) => model.applicantsDone(result)}
        onPrevious={() => model.previous()}
        resumed={model.reconfirmApplicants.value}
      />
    </div>
  );
}
