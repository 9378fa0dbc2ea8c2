// LOCAL ONLY: replaced by ApplicantsStepHost once branch applicants lands
import type { StepProps } from './common.js';
export function PENDING(_: StepProps) {
  return null;
}
