import * as z from 'zod/mini';
import { validateGiin } from '../domain/giin.js';
import { KYC_MESSAGES } from '../domain/kyc-rules.js';

/*
 * The financial-institution payload of the declaration (spec 2 §3, §5): a module of its own, so that
 * the GIIN's ISO country list is bundled only by what sends or checks one.
 */

/** A GIIN (spec 2 §5), checked against the built-in ISO 3166-1 numeric list. */
export const giinSchema = z.string().check(
  z.superRefine((value, ctx) => {
    const result = validateGiin(value);
    if (!result.valid) ctx.addIssue({ code: 'custom', message: result.message, input: value });
  }),
);

/**
 * POST kyc/submitCorporateInstitutionTypeSection: a financial institution with its GIIN, or a
 * non-financial one with the passive-corporate answer (income or assets more than 50% passive).
 */
export const submitCorporateInstitutionTypeSectionRequestSchema = z.discriminatedUnion(
  'typeInfo',
  [
    z.object({
      typeInfo: z.literal('financialInstitution'),
      globalIntermediaryIdentificationNumber: z.object({ number: giinSchema }),
    }),
    z.object({ typeInfo: z.literal('nonFinancialInstitution'), passiveCorporate: z.boolean(KYC_MESSAGES.required) }),
  ],
  KYC_MESSAGES.chooseOneAlternative,
);
export type SubmitCorporateInstitutionTypeSectionRequest = z.infer<
  typeof submitCorporateInstitutionTypeSectionRequestSchema
>;
/** The financial-institution payload (alias of the submit body). */
export const financialInstitutionPayloadSchema = submitCorporateInstitutionTypeSectionRequestSchema;
export type FinancialInstitutionPayload = SubmitCorporateInstitutionTypeSectionRequest;
