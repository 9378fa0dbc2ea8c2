import * as z from 'zod/mini';
import { LOAN_TYPES, type LoanType } from '../../domain/loan-codes.js';
import type { LoanFormValues, LookupValues } from './calculator.model.js';

/** A form in progress kept across the BankID login (session storage). */
export interface Draft {
  loanType: LoanType;
  lookup: LookupValues | null;
  values: LoanFormValues;
}

const nullableInt = z.nullable(z.number());
const draftSchema = z.object({
  loanType: z.enum(LOAN_TYPES),
  lookup: z.nullable(
    z.object({ registrationNumber: z.string().check(z.refine((v) => v.length <= 7)), odometer: nullableInt }),
  ),
  values: z.object({
    vehiclePrice: nullableInt,
    equity: nullableInt,
    loanAmountWithoutFees: nullableInt,
    requestedLoanPeriodInMonths: nullableInt,
  }),
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The draft kept in session storage, or null when it is not one (another version, edited, not JSON). */
export function readDraft(raw: string): Draft | null {
  const parsed = draftSchema.safeParse(safeJson(raw));
  return parsed.success ? parsed.data : null;
}
