import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { Loader } from '../../../ui/index.js';
import { ApplicantsStep, createApplicantsModel } from '../applicants/index.js';
import type { StepProps } from './common.js';

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
    const draft = model.applicantsDraft;
    return createApplicantsModel({
      transport: model.client,
      user,
      loanProduct: loan.loanProduct,
      loanType: loan.loanType,
      ...(draft ? { initialDraft: draft } : {}),
    });
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
        headingLevel={headingLevel}
        onDone={(result) => model.applicantsDone(result)}
        onPrevious={() => model.previous()}
      />
    </div>
  );
}
