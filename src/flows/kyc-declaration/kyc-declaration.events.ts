import type { EventSpec } from '../../platform/element-spec.js';
import type { CompletionResultStatus } from '../../schemas/kyc.js';

/**
 * Detail of `kyc-complete`: the declaration was completed. `caseStatus` is the service's answer to
 * the completion; `kycStatus` is the status the wizard keeps from it (the same value, spec 2 §4
 * "completed (stores kycStatus from caseStatus)"). An information section with `finalizeWithStatus`
 * reports that status in both.
 */
export interface KycCompleteDetail {
  caseStatus: CompletionResultStatus;
  kycStatus: CompletionResultStatus;
}

/** Emitted once per completed declaration; bubbles and is composed. */
export type KycCompleteEvent = CustomEvent<KycCompleteDetail>;

/**
 * Detail of `kyc-continue`: the customer pressed «Gå videre» on the done screen (no redirect URL). The
 * completion's statuses, or null when the declaration was completed before this visit (its status is
 * not known here).
 */
export type KycContinueDetail = KycCompleteDetail | null;
export type KycContinueEvent = CustomEvent<KycContinueDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kyc-complete': KycCompleteEvent;
    'kyc-continue': KycContinueEvent;
  }
}

export const KYC_COMPLETE_EVENT_SPEC = {
  name: 'kyc-complete',
  type: 'CustomEvent<KycCompleteDetail>',
  description:
    'The declaration is completed: `detail.caseStatus` / `detail.kycStatus` (OK, REQUIRES_MANUAL_CONTROL_BY_ADVISOR, AWAITING_EXECUTOR, AWAITING_SIGNEE). Emitted once per completion; bubbles and is composed.',
} as const satisfies EventSpec;

export const KYC_CONTINUE_EVENT_SPEC = {
  name: 'kyc-continue',
  type: 'CustomEvent<KycContinueDetail>',
  description:
    "The customer pressed «Gå videre» on the done screen of a declaration without a redirect URL; the host decides where to go. `detail` is the completion's statuses, or null for a declaration completed before this visit.",
} as const satisfies EventSpec;

/** Dispatches a kyc event from the element (bubbling, composed). */
export function emitKyc(target: EventTarget, name: 'kyc-complete', detail: KycCompleteDetail): void;
export function emitKyc(target: EventTarget, name: 'kyc-continue', detail: KycContinueDetail): void;
export function emitKyc(target: EventTarget, name: 'kyc-complete' | 'kyc-continue', detail: KycContinueDetail): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
