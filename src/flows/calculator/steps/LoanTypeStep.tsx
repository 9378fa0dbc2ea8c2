import { useSignals } from '@preact/signals-react/runtime';
import { useElement } from '../../../platform/element.js';
import type { LoanType } from '../../../schemas/loan.js';
import { InfoBox, RadioGroup } from '../../../ui/index.js';
import type { CalculatorModel } from '../calculator.model.js';

const CARS = new Set(['car', 'car-electric', 'car-no-insurance']);

/** Loan or loan commitment, with the commitment's info box (spec 1 §2, item 1). */
export function LoanTypeStep({ model }: { model: CalculatorModel }) {
  useSignals();
  const { t } = useElement().config;
  // A dealer that offers one loan type (`loan-types`) has nothing to choose.
  const choice = model.loanTypes.length > 1;
  return (
    <div className="calculator__loan-type">
      {choice && (
        <RadioGroup<LoanType>
          legend={t('calculator.loanType.legend')}
          name="loanType"
          inline
          options={[
            { value: 'VEHICLE_LOAN', label: t('calculator.loanType.loan') },
            { value: 'LOAN_COMMITMENT', label: t('calculator.loanType.commitment') },
          ]}
          value={model.loanType.value}
          onValueChange={(value) => model.setLoanType(value)}
        />
      )}
      {model.commitment.value && (
        <InfoBox variant="info">
          <p>{t(CARS.has(model.slug ?? '') ? 'calculator.commitment.info.car' : 'calculator.commitment.info.other')}</p>
        </InfoBox>
      )}
    </div>
  );
}
