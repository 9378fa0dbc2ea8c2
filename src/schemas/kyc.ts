import * as z from 'zod/mini';
import { LIMITS } from '../domain/fields.js';
import {
  COMMENT_MIN_LENGTH,
  GIIN_CATEGORY_CODES,
  KYC_MESSAGES,
  KYC_TEXT_MAX,
  MISSING_TAX_NUMBER_REASON_MAX_LENGTH,
  OWNERSHIP_MAX_PERCENT,
  SELECT_PLACEHOLDER,
  countedLength,
  descriptionMinMessage,
  isNorway,
  isNorwegianPostalCode,
  maxLengthMessage,
  minLengthMessage,
  SOURCE_OF_INCOME_COMMENT_MIN_LENGTH,
  taxAnswersWithoutRelation,
  countTaxRelations,
  totalOwnership,
  validateTaxNumber,
} from '../domain/kyc-rules.js';
import { errorBodySchema, valueOf } from './common.js';
import { nationalId } from './national-id.js';

/*
 * The customer declaration (KYC) service (spec 2 §3 entities, §5 rules, §7 calls): every entity,
 * payload, response and enumeration, with inferred types. The client parses responses with these;
 * the sandbox validates request bodies with them; the wizard's forms use the payload schemas.
 *
 * Two kinds of schema:
 * - payload schemas (what the customer sends) carry the §5 rules and their Norwegian messages;
 * - server-data schemas (sections, saved rows, "...DataSchema") are lenient: read-only data the
 *   customer can only confirm must not break the wizard because one field is missing.
 *
 * Where the spec says "not shown" (most response shapes, several bodies), the shape here is this
 * library's design and says so in its comment. Field rules live in src/domain/kyc-rules.ts.
 */

// ── Building blocks ─────────────────────────────────────────────────────────────────────────────

const optionalText = z.optional(z.nullable(z.string()));

/** Text of at most `max` characters: 'Feltet kan maksimalt inneholde {max} tegn'. */
const upTo = (max: number) => z.maxLength(max, maxLengthMessage(max));

/** Optional text the customer types, of at most `max` characters. */
const optionalTextUpTo = (max: number) => z.optional(z.nullable(z.string().check(upTo(max))));

/** Required text (at least one non-space character, 'Påkrevet felt') of at most `max` characters. */
const requiredTextUpTo = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', KYC_MESSAGES.required),
    upTo(max),
  );

/** A code chosen from a list: required, at most {@link KYC_TEXT_MAX.code} characters. */
const requiredCode = requiredTextUpTo(KYC_TEXT_MAX.code);

/**
 * A country code chosen in a select (ISO alpha-2 or alpha-3, upper case; the service uses both).
 * A select left at 'Velg' (or empty): "'Velg' er ikke et gyldig valg".
 */
export const countryCodeSchema = z.string().check(
  z.refine((value) => value !== '' && value !== SELECT_PLACEHOLDER, {
    message: KYC_MESSAGES.selectPlaceholder,
    abort: true,
  }),
  z.regex(/^[A-Z]{2,3}$/, KYC_MESSAGES.countryCode),
);
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** Text of at least `min` characters (trimmed) with the given message. */
const minText = (min: number, message: string, max: number = KYC_TEXT_MAX.comment) =>
  z.string().check(
    z.refine((value) => countedLength(value) >= min, message),
    upTo(max),
  );

/** A date as the service writes it: ISO `YYYY-MM-DD`, optionally followed by a time. */
const isoDateText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, KYC_MESSAGES.invalidDate));

// ── Enumerations (spec 2 §3 "Other enumerations") ───────────────────────────────────────────────

/** Role codes; the same as the GIIN category codes. */
export const roleCodeSchema = z.enum(GIIN_CATEGORY_CODES);
export type RoleCode = z.infer<typeof roleCodeSchema>;

export const institutionTypeSchema = z.enum(['financialInstitution', 'nonFinancialInstitution']);
export type InstitutionType = z.infer<typeof institutionTypeSchema>;

export const channelSchema = z.enum([
  'NETTBANK',
  'SIGNING_ROOM',
  'CUSTOMER_ONBOARDING',
  'CUSTOMER_ONBOARDING_DISPONENT',
  'CUSTOMER_ONBOARDING_GUARANTOR',
  'EKB_CLIENT',
  'ADVISOR',
]);
export type Channel = z.infer<typeof channelSchema>;

export const processTypeSchema = z.enum([
  'BECOME_PRIVATE',
  'BECOME_DISPONENT',
  'BECOME_GUARANTOR',
  'BECOME_CHILD',
  'BECOME_CORPORATE_CUSTOMER',
  'RENEWAL_PRIVATE',
  'RENEWAL_CHILD',
  'RENEWAL_CORPORATE',
  'RENEWAL_TAX_PRIVATE',
  'RENEWAL_TAX_CHILD',
  'RENEWAL_TAX_CORPORATE',
  'CREDIT_CARD',
  'CREDIT_LOAN',
  'CAR_LOAN',
]);
export type ProcessType = z.infer<typeof processTypeSchema>;

export const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
] as const;
/** Months of a PEP role's end. A month select left at 'Velg' gets "'Velg' er ikke et gyldig valg". */
export const monthSchema = z.enum(MONTHS, KYC_MESSAGES.selectPlaceholder);
export type Month = z.infer<typeof monthSchema>;

/** Verification statuses (countries confirm, spec 2 §3). */
export const verificationStatusSchema = z.enum(['OK', 'NOT_VALID', 'NOT_VERIFIED', 'ERROR']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Result statuses of a completed declaration (the `kycStatus`, spec 2 §3 "Completion result"). */
export const completionResultStatusSchema = z.enum([
  'OK',
  'REQUIRES_MANUAL_CONTROL_BY_ADVISOR',
  'FAILED',
  'AWAITING_EXECUTOR',
  'AWAITING_SIGNEE',
]);
export type CompletionResultStatus = z.infer<typeof completionResultStatusSchema>;

/**
 * Case statuses. The spec gives only labels (new case, granted, control, rejected, signing,
 * completed); these wire values are this library's design.
 */
export const caseStatusSchema = z.enum(['NEW_CASE', 'GRANTED', 'CONTROL', 'REJECTED', 'SIGNING', 'COMPLETED']);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const taxRelationTypeSchema = z.enum(['WITH_TAX_NUMBER', 'WITH_OUT_TAX_NUMBER']);
export type TaxRelationType = z.infer<typeof taxRelationTypeSchema>;

/** Dynamic question types; also the values of a question's answer-type list and of `answerType`. */
export const questionTypeSchema = z.enum(['YES_NO', 'SINGLE', 'LIST', 'SIMPLE_LIST']);
export type QuestionType = z.infer<typeof questionTypeSchema>;

/** Answer types of a dynamic answer (the same four values as the question types). */
export const answerTypeSchema = z.enum(['YES_NO', 'SINGLE', 'SIMPLE_LIST', 'LIST']);
export type AnswerType = z.infer<typeof answerTypeSchema>;

export const fieldTypeSchema = z.enum([
  'UNKNOWN',
  'DROP_DOWN',
  'AMOUNT',
  'INTEGER',
  'STRING',
  'CHOICE_YES_NO',
  'TEXT_AREA',
  'LIST',
  'CHECKBOX_LIST',
]);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/** Tax-authority consent statuses of the consent step (spec 2 §3 "Consent"). */
export const taxConsentStatusSchema = z.enum(['ACCEPTED', 'UNOPENED', 'OPENED']);
export type TaxConsentStatus = z.infer<typeof taxConsentStatusSchema>;

// ── Reference data (countries, role types, reasons) ─────────────────────────────────────────────

/** A country of the service's lists (GET kyc/countries and the PEP / tax country lists). */
export const countrySchema = z.object({
  text: z.string(),
  iso2: z.string(),
  iso3: z.string(),
  historicUseOnly: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

/** PEP relation type / appointment (role) type. */
export const pepRelationTypeSchema = z.object({ code: z.string(), description: z.string() });
export type PepRelationType = z.infer<typeof pepRelationTypeSchema>;

/** A reason code with its text (beneficial-owner control types). */
export const reasonSchema = z.object({ code: z.string(), text: z.string() });
export type Reason = z.infer<typeof reasonSchema>;

// The applicants of the loan application (spec 2 §2, §3, §5) have one set of rules, in
// src/domain/applicants.ts and src/schemas/applicants.ts (decision 0030 removed the older copy here).

// ── Confirmation answer (board, beneficial owners) ──────────────────────────────────────────────

/**
 * 'Jeg bekrefter at informasjonen over er korrekt' (CONFIRMED) or 'Informasjonen over er ikke
 * korrekt' with a comment of at least 10 characters ('Du må skrive minst 10 bokstaver'). No choice:
 * 'Du må velge et av alternativene'.
 */
export const confirmationAnswerSchema = z.discriminatedUnion(
  'typeInfo',
  [
    z.object({ typeInfo: z.literal('CONFIRMED') }),
    z.object({
      typeInfo: z.literal('REJECTED_WITH_COMMENT'),
      comment: minText(COMMENT_MIN_LENGTH, KYC_MESSAGES.rejectionCommentMinLength),
    }),
  ],
  KYC_MESSAGES.chooseOneAlternative,
);
export type ConfirmationAnswer = z.infer<typeof confirmationAnswerSchema>;

// ── Corporate actors and board ──────────────────────────────────────────────────────────────────

/** `{ value, token }` public id; the token marks an id that came from the server. */
export const publicIdSchema = z.object({
  value: z.string().check(upTo(KYC_TEXT_MAX.publicId)),
  token: optionalTextUpTo(KYC_TEXT_MAX.token),
});
export type PublicId = z.infer<typeof publicIdSchema>;

/** An address of a corporate actor: up to 3 lines, postal code, postal area, country (iso3). */
export const actorAddressSchema = z.object({
  addressLines: z.array(z.string()).check(z.maxLength(3)),
  postalCode: z.nullable(z.object({ code: z.string() })),
  postalArea: z.nullable(z.object({ value: z.string() })),
  country: z.nullable(z.object({ iso3: z.string() })),
});
export type ActorAddress = z.infer<typeof actorAddressSchema>;

/** A CEO, chairman or board member: read-only data of the register (spec 2 §3). */
export const corporateActorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  publicId: z.nullable(publicIdSchema),
  address: z.nullable(actorAddressSchema),
  citizenship: z.array(z.string()),
  countryOfBirth: z.nullable(z.object({ iso3: z.string() })),
});
export type CorporateActor = z.infer<typeof corporateActorSchema>;

/** The board part of a section: CEO, chairman, numbered board members (each may be missing). */
export const boardSectionSchema = z.object({
  ceo: z.nullable(corporateActorSchema),
  boardChairman: z.nullable(corporateActorSchema),
  boardMembers: z.array(corporateActorSchema),
});
export type BoardSection = z.infer<typeof boardSectionSchema>;

/** The board confirmation (POST kyc/v3/corporate-actors, typeInfo CEO_CHAIRMAN_BOARD_V2). */
export const boardConfirmationPayloadSchema = z.object({
  typeInfo: z.literal('CEO_CHAIRMAN_BOARD_V2'),
  ceo: z.nullable(corporateActorSchema),
  chairman: z.nullable(corporateActorSchema),
  board: z.array(corporateActorSchema),
  confirmation: confirmationAnswerSchema,
});
export type BoardConfirmationPayload = z.infer<typeof boardConfirmationPayloadSchema>;

// ── PEP and RCA ─────────────────────────────────────────────────────────────────────────────────

/** End of a PEP/RCA role: month and year (the form offers the current year and the 4 before). */
export const roleEndSchema = z.object({ month: monthSchema, year: z.int().check(z.gte(1900), z.lte(9999)) });
export type RoleEnd = z.infer<typeof roleEndSchema>;

const description = (min: number) => minText(min, descriptionMinMessage(min));

/**
 * A PEP entry whose description needs at least `min` characters (configurable, spec 2 §5; message
 * 'Minst 10 tegn kreves' at the default 10, else 'Svaret må inneholde minst {n} tegn').
 */
export const pepEntrySchemaFor = (min: number = COMMENT_MIN_LENGTH) =>
  z.object({
    roleTypeCode: requiredCode,
    roleCountry: countryCodeSchema,
    description: description(min),
    roleEnd: z.optional(z.nullable(roleEndSchema)),
  });
/** A PEP entry with the default description minimum of 10. */
export const pepEntrySchema = pepEntrySchemaFor();
export type PepEntry = z.infer<typeof pepEntrySchema>;

/** An RCA entry (relative or close associate of a PEP) with the description minimum `min`. */
export const rcaEntrySchemaFor = (min: number = COMMENT_MIN_LENGTH) =>
  z.object({
    roleTypeCode: requiredCode,
    roleCountry: countryCodeSchema,
    description: description(min),
    firstName: requiredTextUpTo(KYC_TEXT_MAX.name),
    lastName: requiredTextUpTo(KYC_TEXT_MAX.name),
    countryOfResidence: countryCodeSchema,
    relationTypeCode: requiredCode,
    roleEnd: z.optional(z.nullable(roleEndSchema)),
  });
/** An RCA entry with the default description minimum of 10. */
export const rcaEntrySchema = rcaEntrySchemaFor();
export type RcaEntry = z.infer<typeof rcaEntrySchema>;

/** A PEP entry on a beneficial owner: the country and type are `pepCountryCode` and `pepRelationType`. */
export const beneficialOwnerPepSchema = z.object({
  pepCountryCode: countryCodeSchema,
  pepRelationType: requiredCode,
  description: description(COMMENT_MIN_LENGTH),
  roleEnd: z.optional(z.nullable(roleEndSchema)),
});
export type BeneficialOwnerPep = z.infer<typeof beneficialOwnerPepSchema>;

/** Saved PEP/RCA rows as the server sends them (lenient). */
export const pepEntryDataSchema = z.looseObject({
  roleTypeCode: optionalText,
  roleCountry: optionalText,
  description: optionalText,
  roleEnd: z.optional(z.nullable(roleEndSchema)),
});
export type PepEntryData = z.infer<typeof pepEntryDataSchema>;

export const rcaEntryDataSchema = z.looseObject({
  roleTypeCode: optionalText,
  roleCountry: optionalText,
  description: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  countryOfResidence: optionalText,
  relationTypeCode: optionalText,
  roleEnd: z.optional(z.nullable(roleEndSchema)),
});
export type RcaEntryData = z.infer<typeof rcaEntryDataSchema>;

/**
 * POST kyc/submitPepRca. Body "PEP and RCA lists"; the yes/no answers `isPep`/`isRca` are this
 * library's design. A yes needs at least one entry ('Vennligst velg minst ett alternativ').
 */
export const submitPepRcaRequestSchema = z
  .object({
    isPep: z.boolean(KYC_MESSAGES.required),
    pep: z.array(pepEntrySchema),
    isRca: z.boolean(KYC_MESSAGES.required),
    rca: z.array(rcaEntrySchema),
  })
  .check(
    z.refine((p) => !p.isPep || p.pep.length > 0, { message: KYC_MESSAGES.atLeastOneOption, path: ['pep'] }),
    z.refine((p) => !p.isRca || p.rca.length > 0, { message: KYC_MESSAGES.atLeastOneOption, path: ['rca'] }),
  );
export type SubmitPepRcaRequest = z.infer<typeof submitPepRcaRequestSchema>;

// ── Tax relations ───────────────────────────────────────────────────────────────────────────────

const taxNumber = z.string().check(
  z.refine((value) => value.trim() !== '', { message: KYC_MESSAGES.required, abort: true }),
  z.maxLength(LIMITS.taxNumberMaxLength, KYC_MESSAGES.taxNumberMaxLength),
);
const reasonForMissingTaxNumber = z.string().check(
  z.refine((value) => value.trim() !== '', { message: KYC_MESSAGES.required, abort: true }),
  z.maxLength(MISSING_TAX_NUMBER_REASON_MAX_LENGTH, maxLengthMessage(MISSING_TAX_NUMBER_REASON_MAX_LENGTH)),
);

const taxRelationCommon = {
  country: countryCodeSchema,
  createdDate: z.optional(z.nullable(isoDateText)),
  /** Set to now when the customer says the relation is no longer valid, otherwise null. */
  endedDate: z.optional(z.nullable(isoDateText)),
};

/**
 * A tax relation (spec 2 §3, §5): WITH_TAX_NUMBER carries a tax number (at most 35 characters, in
 * the country's format: US TIN for the USA, the Swedish format for Sweden), WITH_OUT_TAX_NUMBER a
 * reason (at most 200 characters). Whichever applies is required, the other is optional.
 */
export const taxRelationSchema = z
  .discriminatedUnion('type', [
    z.object({
      ...taxRelationCommon,
      type: z.literal('WITH_TAX_NUMBER'),
      taxNumber,
      reasonForMissingTaxNumber: z.optional(z.nullable(z.string())),
    }),
    z.object({
      ...taxRelationCommon,
      type: z.literal('WITH_OUT_TAX_NUMBER'),
      taxNumber: z.optional(z.nullable(z.string())),
      reasonForMissingTaxNumber,
    }),
  ])
  .check(
    z.superRefine((relation, ctx) => {
      if (relation.type !== 'WITH_TAX_NUMBER' || relation.taxNumber.length > LIMITS.taxNumberMaxLength) return;
      const result = validateTaxNumber(relation.taxNumber, relation.country);
      if (!result.valid)
        ctx.addIssue({ code: 'custom', message: result.message, path: ['taxNumber'], input: relation.taxNumber });
    }),
  );
export type TaxRelation = z.infer<typeof taxRelationSchema>;

/** A saved tax relation as the server sends it (lenient). */
export const taxRelationDataSchema = z.looseObject({
  country: z.string(),
  type: taxRelationTypeSchema,
  taxNumber: optionalText,
  reasonForMissingTaxNumber: optionalText,
  createdDate: optionalText,
  endedDate: optionalText,
});
export type TaxRelationData = z.infer<typeof taxRelationDataSchema>;

/**
 * POST kyc/submitTaxRelationSection. Body "tax relations"; the three yes/no answers (main question,
 * US, other countries) are this library's design and optional. A yes to the USA or to other countries
 * needs a still-valid relation of that kind ('Vennligst velg minst ett alternativ', spec 2 §4–§5).
 */
export const submitTaxRelationSectionRequestSchema = z
  .object({
    taxRelations: z.array(taxRelationSchema),
    isTaxLiableAbroad: z.optional(z.boolean()),
    isUsTaxLiable: z.optional(z.boolean()),
    isOtherTaxLiable: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((body, ctx) => {
      for (const question of taxAnswersWithoutRelation(body, countTaxRelations(body.taxRelations))) {
        ctx.addIssue({ code: 'custom', message: KYC_MESSAGES.atLeastOneOption, path: [question], input: true });
      }
    }),
  );
export type SubmitTaxRelationSectionRequest = z.infer<typeof submitTaxRelationSectionRequestSchema>;

/**
 * GET kyc/taxRelationCountries. Response not shown; designed as the two lists of spec 2 §3: FATCA
 * (US relations) and CRS (all other relations).
 */
export const taxRelationCountriesResponseSchema = z.object({
  fatcaCountries: z.array(countrySchema),
  crsCountries: z.array(countrySchema),
});
export type TaxRelationCountriesResponse = z.infer<typeof taxRelationCountriesResponseSchema>;

// ── Beneficial owners ───────────────────────────────────────────────────────────────────────────

const ownershipPercentage = z
  .number(KYC_MESSAGES.required)
  .check(z.gte(0, KYC_MESSAGES.positiveNumbersOnly), z.lte(OWNERSHIP_MAX_PERCENT, KYC_MESSAGES.ownershipShareMax));

/**
 * A beneficial owner as the customer submits it (spec 2 §3, §5). `publicId` is optional (foreign
 * owners may have none); one typed by the customer (no token) must be a valid national id. Reasons
 * are a map from reason code to ticked; at least one must be ticked.
 */
export const beneficialOwnerSchema = z
  .object({
    firstName: requiredTextUpTo(KYC_TEXT_MAX.name),
    lastName: requiredTextUpTo(KYC_TEXT_MAX.name),
    publicId: z.optional(z.nullable(publicIdSchema)),
    birthCountry: countryCodeSchema,
    citizenship: countryCodeSchema,
    secondaryCitizenship: z.optional(z.nullable(countryCodeSchema)),
    countryOfResidence: countryCodeSchema,
    postalCode: z.string().check(
      z.refine((value) => value.trim() !== '', KYC_MESSAGES.noPostalCode),
      upTo(KYC_TEXT_MAX.postalCode),
    ),
    postalPlace: optionalTextUpTo(KYC_TEXT_MAX.postalPlace),
    address: optionalTextUpTo(KYC_TEXT_MAX.address),
    ownershipPercentage,
    beneficialOwnerReasons: z
      .record(z.string().check(upTo(KYC_TEXT_MAX.code)), z.boolean())
      .check(z.refine((reasons) => Object.values(reasons).some(Boolean), KYC_MESSAGES.atLeastOneOption)),
    isBeneficialOwnerPep: z.boolean(KYC_MESSAGES.required),
    pep: z.array(beneficialOwnerPepSchema),
    isBeneficialOwnerRca: z.boolean(KYC_MESSAGES.required),
    rca: z.array(rcaEntrySchema),
    /**
     * Spec 2 §3–§4's two tax questions of an owner: the USA (FATCA list) and other countries (CRS
     * list). Optional: a payload of the earlier single question carries the relations alone.
     */
    isUsTaxLiable: z.optional(z.boolean()),
    isOtherTaxLiable: z.optional(z.boolean()),
    taxRelations: z.array(taxRelationSchema),
  })
  .check(
    z.refine((o) => !o.publicId || !!o.publicId.token || nationalId.safeParse(o.publicId.value).success, {
      message: KYC_MESSAGES.nationalId,
      path: ['publicId', 'value'],
    }),
    z.refine((o) => !o.secondaryCitizenship || o.secondaryCitizenship !== o.citizenship, {
      message: KYC_MESSAGES.secondaryCitizenship,
      path: ['secondaryCitizenship'],
    }),
    z.refine(
      (o) => !isNorway(o.countryOfResidence) || o.postalCode.trim() === '' || isNorwegianPostalCode(o.postalCode),
      {
        message: KYC_MESSAGES.norwegianPostalCode,
        path: ['postalCode'],
      },
    ),
    z.refine((o) => !o.isBeneficialOwnerPep || o.pep.length > 0, {
      message: KYC_MESSAGES.atLeastOneOption,
      path: ['pep'],
    }),
    z.refine((o) => !o.isBeneficialOwnerRca || o.rca.length > 0, {
      message: KYC_MESSAGES.atLeastOneOption,
      path: ['rca'],
    }),
    // A yes to the USA or to other countries needs a relation of that kind (as the tax section's).
    z.superRefine((o, ctx) => {
      const answers = { isTaxLiableAbroad: true, isUsTaxLiable: o.isUsTaxLiable, isOtherTaxLiable: o.isOtherTaxLiable };
      for (const question of taxAnswersWithoutRelation(answers, countTaxRelations(o.taxRelations))) {
        ctx.addIssue({ code: 'custom', message: KYC_MESSAGES.atLeastOneOption, path: [question], input: o });
      }
    }),
  );
export type BeneficialOwner = z.infer<typeof beneficialOwnerSchema>;

/**
 * A beneficial owner as the server sends it in sections and summaries (lenient): reasons as the
 * code → ticked map, or as the summary's list of code and text; `eierandel` accepted beside
 * `ownershipPercentage`.
 */
export const beneficialOwnerDataSchema = z.looseObject({
  firstName: optionalText,
  lastName: optionalText,
  publicId: z.optional(z.nullable(publicIdSchema)),
  birthCountry: optionalText,
  citizenship: optionalText,
  secondaryCitizenship: optionalText,
  countryOfResidence: optionalText,
  postalCode: optionalText,
  postalPlace: optionalText,
  address: optionalText,
  ownershipPercentage: z.optional(z.nullable(z.number())),
  eierandel: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  beneficialOwnerReasons: z.optional(z.nullable(z.union([z.record(z.string(), z.boolean()), z.array(reasonSchema)]))),
  isBeneficialOwnerPep: z.optional(z.nullable(z.boolean())),
  pep: z.optional(z.nullable(z.array(z.looseObject({ pepCountryCode: optionalText, pepRelationType: optionalText })))),
  isBeneficialOwnerRca: z.optional(z.nullable(z.boolean())),
  rca: z.optional(z.nullable(z.array(rcaEntryDataSchema))),
  isUsTaxLiable: z.optional(z.nullable(z.boolean())),
  isOtherTaxLiable: z.optional(z.nullable(z.boolean())),
  taxRelations: z.optional(z.nullable(z.array(taxRelationDataSchema))),
});
export type BeneficialOwnerData = z.infer<typeof beneficialOwnerDataSchema>;

const beneficialOwnersFields = {
  /** The yes/no question before the rows; locked to yes when owners exist. */
  hasRR: z.boolean(KYC_MESSAGES.required),
  beneficialOwners: z.array(beneficialOwnerSchema),
  confirmation: confirmationAnswerSchema,
};

/**
 * The beneficial-owners payload (POST kyc/v3/corporate-actors): typeInfo BENEFICIAL_OWNERS_V2 (the
 * earlier form) or corporateBeneficialOwnerActorsV3. `hasRR` yes needs at least one owner; all owners
 * together at most 100% ('Eierandelene kan ikke overstige 100% samlet.').
 */
export const beneficialOwnersPayloadSchema = z
  .discriminatedUnion('typeInfo', [
    z.object({ typeInfo: z.literal('BENEFICIAL_OWNERS_V2'), ...beneficialOwnersFields }),
    z.object({ typeInfo: z.literal('corporateBeneficialOwnerActorsV3'), ...beneficialOwnersFields }),
  ])
  .check(
    z.refine((p) => !p.hasRR || p.beneficialOwners.length > 0, {
      message: KYC_MESSAGES.required,
      path: ['beneficialOwners'],
    }),
    z.refine((p) => totalOwnership(p.beneficialOwners.map((o) => o.ownershipPercentage)) <= OWNERSHIP_MAX_PERCENT, {
      message: KYC_MESSAGES.ownershipTotalMax,
      path: ['beneficialOwners'],
    }),
  );
export type BeneficialOwnersPayload = z.infer<typeof beneficialOwnersPayloadSchema>;

/** POST kyc/v3/corporate-actors: the board confirmation or the beneficial owners. */
export const submitCorporateActorsRequestSchema = z.union([
  boardConfirmationPayloadSchema,
  beneficialOwnersPayloadSchema,
]);
export type SubmitCorporateActorsRequest = z.infer<typeof submitCorporateActorsRequestSchema>;

/**
 * The error of POST kyc/v3/corporate-actors: the common error body, whose `errorName` the wizard
 * reads (the too-high-ownership error among them).
 */
export const submitCorporateActorsErrorSchema = errorBodySchema;
export type SubmitCorporateActorsError = z.infer<typeof submitCorporateActorsErrorSchema>;

// ── Corporate information ───────────────────────────────────────────────────────────────────────

/** A business (industry) code the company may choose from. */
export const businessCodeSchema = z.object({ code: z.string(), text: z.string() });
export type BusinessCode = z.infer<typeof businessCodeSchema>;

/**
 * POST kyc/confirmCorporateInformation (spec 2 §3): business code (required; 'Velg det
 * alternativet som er mest riktig for ditt firma'), company form code (AS, ASA, ENK …), founding date.
 */
export const confirmCorporateInformationRequestSchema = z.object({
  businessCode: z.string().check(
    z.refine((value) => value.trim() !== '', KYC_MESSAGES.businessCode),
    upTo(KYC_TEXT_MAX.code),
  ),
  corporateFormType: requiredCode,
  establishDate: isoDateText,
});
export type ConfirmCorporateInformationRequest = z.infer<typeof confirmCorporateInformationRequestSchema>;

// ── Financial institution ───────────────────────────────────────────────────────────────────────

// The GIIN and the institution-type payload are in ./kyc-institution.ts (the GIIN's country list is
// bundled only where they are used); re-exported here.
export {
  financialInstitutionPayloadSchema,
  giinSchema,
  submitCorporateInstitutionTypeSectionRequestSchema,
  type FinancialInstitutionPayload,
  type SubmitCorporateInstitutionTypeSectionRequest,
} from './kyc-institution.js';

/** The financial-institution entity as the server sends it in its section. */
export const financialInstitutionSchema = z.object({
  financialInstitution: z.nullable(z.boolean()),
  passiveCorporate: z.nullable(z.boolean()),
  globalIntermediaryIdentificationNumber: z.nullable(z.object({ number: z.nullable(z.string()) })),
});
export type FinancialInstitution = z.infer<typeof financialInstitutionSchema>;

// ── Source of income ────────────────────────────────────────────────────────────────────────────

/** A source-of-income question: `requiresComment` asks for a 'Kommentar'. */
export const sourceOfIncomeQuestionSchema = z.object({
  sourceId: z.string(),
  text: z.string(),
  requiresComment: z.boolean(),
});
export type SourceOfIncomeQuestion = z.infer<typeof sourceOfIncomeQuestionSchema>;

const sourceOfIncomeComment = z.optional(
  z.nullable(minText(SOURCE_OF_INCOME_COMMENT_MIN_LENGTH, minLengthMessage(SOURCE_OF_INCOME_COMMENT_MIN_LENGTH))),
);

/** One answer: amount (non-negative, 'Kun positive tall tillatt'), comment (at least 4), version 1. */
export const sourceOfIncomeAnswerSchema = z.object({
  sourceId: requiredCode,
  amount: z.number(KYC_MESSAGES.positiveNumbersOnly).check(z.gte(0, KYC_MESSAGES.positiveNumbersOnly)),
  comment: sourceOfIncomeComment,
  version: z.literal(1),
});
export type SourceOfIncomeAnswer = z.infer<typeof sourceOfIncomeAnswerSchema>;

/** One ticked source of the checkbox variant, with the comment of sources that require one. */
export const checkboxSourceOfIncomeAnswerSchema = z.object({
  sourceId: requiredCode,
  comment: sourceOfIncomeComment,
});
export type CheckboxSourceOfIncomeAnswer = z.infer<typeof checkboxSourceOfIncomeAnswerSchema>;

/**
 * POST kyc/submitSourceOfIncomeSection. The spec names the answer's fields; the `answers` list
 * around them is this library's design. At least one: 'Du må velge minst ett alternativ'.
 */
export const submitSourceOfIncomeSectionRequestSchema = z.object({
  answers: z.array(sourceOfIncomeAnswerSchema).check(z.minLength(1, KYC_MESSAGES.sourceOfIncomeAtLeastOne)),
});
export type SubmitSourceOfIncomeSectionRequest = z.infer<typeof submitSourceOfIncomeSectionRequestSchema>;

/** POST kyc/submitCheckboxSourceOfIncomeSection: the ticked sources (at least one). */
export const submitCheckboxSourceOfIncomeSectionRequestSchema = z.object({
  answers: z.array(checkboxSourceOfIncomeAnswerSchema).check(z.minLength(1, KYC_MESSAGES.sourceOfIncomeAtLeastOne)),
});
export type SubmitCheckboxSourceOfIncomeSectionRequest = z.infer<
  typeof submitCheckboxSourceOfIncomeSectionRequestSchema
>;

// ── Dynamic questions ───────────────────────────────────────────────────────────────────────────

/** An option of a drop-down field or a SINGLE question (not in the spec's field list; design). */
export const dynamicOptionSchema = z.object({ value: z.string(), text: z.string() });
export type DynamicOption = z.infer<typeof dynamicOptionSchema>;

/**
 * A question or field type this library does not know (yet): read as its name, never a reason to
 * refuse the whole form; the section shows it as «text - type (UNSUPPORTED)» and does not answer it
 * (spec 2 §8, decision 0012 §7).
 */
const unknownType = z.string().check(upTo(KYC_TEXT_MAX.code));

/** A field of a dynamic question's row. */
export const dynamicFieldSchema = z.object({
  code: z.string(),
  text: z.string(),
  type: z.union([fieldTypeSchema, unknownType]),
  options: z.optional(z.array(dynamicOptionSchema)),
});
export type DynamicField = z.infer<typeof dynamicFieldSchema>;

const dynamicQuestionShape = {
  id: z.string(),
  version: z.int(),
  text: z.string(),
  helpText: optionalText,
  type: z.union([questionTypeSchema, unknownType]),
  fields: z.array(dynamicFieldSchema),
  answerType: z.array(z.union([answerTypeSchema, unknownType])),
  options: z.optional(z.array(dynamicOptionSchema)),
};

/** The question a yes to a YES_NO question reveals (one level; answered in the answer's `subQuestion`). */
export const dynamicSubQuestionSchema = z.object(dynamicQuestionShape);
export type DynamicSubQuestion = z.infer<typeof dynamicSubQuestionSchema>;

/**
 * A dynamic question (spec 2 §3). `subQuestion` (design; the spec names it only on the answer) is the
 * question a yes reveals.
 */
export const dynamicQuestionSchema = z.object({
  ...dynamicQuestionShape,
  subQuestion: z.optional(z.nullable(dynamicSubQuestionSchema)),
});
export type DynamicQuestion = z.infer<typeof dynamicQuestionSchema>;

/** One row of a LIST answer: field code → value. */
export const dynamicListAnswerSchema = z.record(
  z.string().check(upTo(KYC_TEXT_MAX.code)),
  z.nullable(z.string().check(upTo(KYC_TEXT_MAX.dynamicTextArea))),
);
export type DynamicListAnswer = z.infer<typeof dynamicListAnswerSchema>;

/** A dynamic answer; `subQuestion` answers the question a yes reveals (one level). */
export const dynamicSubAnswerSchema = z.object({
  questionId: z.string().check(upTo(KYC_TEXT_MAX.code)),
  questionVersion: z.int(),
  answer: z.nullable(z.string().check(upTo(KYC_TEXT_MAX.dynamicAnswer))),
  answerType: answerTypeSchema,
  listAnswers: z.optional(z.nullable(z.array(dynamicListAnswerSchema))),
});
export type DynamicSubAnswer = z.infer<typeof dynamicSubAnswerSchema>;

export const dynamicAnswerSchema = z.object({
  questionId: z.string().check(upTo(KYC_TEXT_MAX.code)),
  questionVersion: z.int(),
  answer: z.nullable(z.string().check(upTo(KYC_TEXT_MAX.dynamicAnswer))),
  answerType: answerTypeSchema,
  subQuestion: z.optional(z.nullable(dynamicSubAnswerSchema)),
  listAnswers: z.optional(z.nullable(z.array(dynamicListAnswerSchema))),
});
export type DynamicAnswer = z.infer<typeof dynamicAnswerSchema>;

/** POST kyc/submitDynamicSection: the answers, tagged with the section's index. */
export const submitDynamicSectionRequestSchema = z.object({
  sectionIndex: z.int().check(z.gte(0)),
  answers: z.array(dynamicAnswerSchema),
});
export type SubmitDynamicSectionRequest = z.infer<typeof submitDynamicSectionRequestSchema>;

// ── Countries ───────────────────────────────────────────────────────────────────────────────────

/** GET kyc/countries, kyc/pepRoleCountries: a list of countries. */
export const countriesResponseSchema = z.array(countrySchema);
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;
export const pepRoleCountriesResponseSchema = countriesResponseSchema;

/** GET kyc/pepRoleTypes, kyc/rcaRoleTypes: role (appointment) and relation types. */
export const pepRoleTypesResponseSchema = z.array(pepRelationTypeSchema);
export const rcaRoleTypesResponseSchema = z.array(pepRelationTypeSchema);

/**
 * POST kyc/confirmCountries: the register's countries the customer confirms. Designed as codes
 * (iso3), citizenship a list.
 */
export const confirmCountriesRequestSchema = z.object({
  countryOfBirth: z.nullable(z.string().check(upTo(KYC_TEXT_MAX.code))),
  countryOfResidence: z.nullable(z.string().check(upTo(KYC_TEXT_MAX.code))),
  citizenship: z.array(z.string().check(upTo(KYC_TEXT_MAX.code))),
});
export type ConfirmCountriesRequest = z.infer<typeof confirmCountriesRequestSchema>;

/** The countries-confirm answer: OK moves on, NOT_VALID stays, NOT_VERIFIED/ERROR offer a retry. */
export const confirmCountriesResponseSchema = z.looseObject({
  typeInfo: verificationStatusSchema,
  message: optionalText,
});
export type ConfirmCountriesResponse = z.infer<typeof confirmCountriesResponseSchema>;

// ── Postal codes ────────────────────────────────────────────────────────────────────────────────

/** GET kyc/postal-codes/verify?code&country. An empty code: 'No postal code'. */
export const postalCheckRequestSchema = z.object({
  code: z.string().check(
    z.refine((value) => value.trim() !== '', KYC_MESSAGES.noPostalCode),
    upTo(KYC_TEXT_MAX.postalCode),
  ),
  country: z.string().check(z.minLength(1, KYC_MESSAGES.required), upTo(KYC_TEXT_MAX.code)),
});
export type PostalCheckRequest = z.infer<typeof postalCheckRequestSchema>;

/** The postal check: valid (with the area), foreign (with the country) or invalid (with a message). */
export const postalCheckResultSchema = z.discriminatedUnion('typeInfo', [
  z.object({ typeInfo: z.literal('valid'), area: z.string() }),
  z.object({ typeInfo: z.literal('foreign'), country: z.string() }),
  z.object({ typeInfo: z.literal('invalid'), message: z.string() }),
]);
export type PostalCheckResult = z.infer<typeof postalCheckResultSchema>;

/** GET kyc/postal-codes. Response not shown; designed as a list of code and area. */
export const postalCodesResponseSchema = z.array(z.object({ code: z.string(), area: z.string() }));
export type PostalCodesResponse = z.infer<typeof postalCodesResponseSchema>;

// ── Completion, signing, consent, summaries, misc. calls ────────────────────────────────────────

/** POST kyc/complete-declaration, kyc/v2/complete-declaration: body not shown; the token is in the header, so empty. */
export const completeDeclarationRequestSchema = z.looseObject({});
export type CompleteDeclarationRequest = z.infer<typeof completeDeclarationRequestSchema>;

/** The completion answer: `caseStatus`, which the wizard keeps as `kycStatus`. Other fields not shown. */
export const completeDeclarationResponseSchema = z.looseObject({ caseStatus: completionResultStatusSchema });
export type CompleteDeclarationResponse = z.infer<typeof completeDeclarationResponseSchema>;
/** The completion result (alias). */
export const completionResultSchema = completeDeclarationResponseSchema;
export type CompletionResult = CompleteDeclarationResponse;

/** GET signing/start: a URL to redirect to, or completed. */
export const signingResultSchema = z.object({ url: z.nullable(z.string()), completed: z.boolean() });
export type SigningResult = z.infer<typeof signingResultSchema>;
export const signingStartResponseSchema = signingResultSchema;

/**
 * The get-or-create tax-authority consent's request (method and path not shown; designed as
 * POST kyc/consent/get-or-create): where the portal sends the browser back to.
 */
export const getOrCreateConsentRequestSchema = z.object({
  redirectUrl: z
    .string()
    .check(z.regex(/^(https?:\/\/|\/)/, 'redirectUrl must be an http(s) URL or a path'), upTo(KYC_TEXT_MAX.url)),
});
export type GetOrCreateConsentRequest = z.infer<typeof getOrCreateConsentRequestSchema>;

/** The get-or-create tax-authority consent (method and path not shown). */
export const taxConsentSchema = z.object({ customerUrl: z.nullable(z.string()), status: taxConsentStatusSchema });
export type TaxConsent = z.infer<typeof taxConsentSchema>;
export const getOrCreateConsentResponseSchema = taxConsentSchema;

/** POST kyc/confirmCaseSummary/{id}: body not shown; designed as empty (the id is in the path). */
export const confirmCaseSummaryRequestSchema = z.looseObject({});
export type ConfirmCaseSummaryRequest = z.infer<typeof confirmCaseSummaryRequestSchema>;

/** A question and its answer in a summary (design). */
export const summaryItemSchema = z.looseObject({ label: z.string(), value: z.nullable(z.string()) });
export type SummaryItem = z.infer<typeof summaryItemSchema>;

/** A summary group: a heading and its items (design). */
export const summaryGroupSchema = z.looseObject({ header: optionalText, items: z.array(summaryItemSchema) });
export type SummaryGroup = z.infer<typeof summaryGroupSchema>;

/** GET kyc/v1/case-summary/{id}. Response not shown; designed as status plus groups of items. */
export const caseSummaryResponseSchema = z.looseObject({
  caseId: z.string(),
  caseStatus: z.optional(caseStatusSchema),
  groups: z.array(summaryGroupSchema),
});
export type CaseSummaryResponse = z.infer<typeof caseSummaryResponseSchema>;

/** GET kyc/v1/process-summary. Response not shown; designed as groups of items. */
export const processSummaryResponseSchema = z.looseObject({
  processType: z.optional(processTypeSchema),
  groups: z.array(summaryGroupSchema),
});
export type ProcessSummaryResponse = z.infer<typeof processSummaryResponseSchema>;

/** GET kyc/customer/type. Response not shown; designed as private or corporate. */
export const customerTypeResponseSchema = z.looseObject({ customerType: z.enum(['PRIVATE', 'CORPORATE']) });
export type CustomerTypeResponse = z.infer<typeof customerTypeResponseSchema>;

/** GET kyc/webBankTask. Response not shown; designed as the task list's URL. */
export const webBankTaskResponseSchema = z.looseObject({ url: z.nullable(z.string()) });
export type WebBankTaskResponse = z.infer<typeof webBankTaskResponseSchema>;

/** POST kyc/log: body not shown; designed as level, message and optional context. */
export const logRequestSchema = z.object({
  level: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']),
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  context: z.optional(
    z.record(
      z.string().check(upTo(KYC_TEXT_MAX.code)),
      z.union([z.string().check(upTo(KYC_TEXT_MAX.dynamicAnswer)), z.number(), z.boolean(), z.null()]),
    ),
  ),
});
export type LogRequest = z.infer<typeof logRequestSchema>;

/**
 * POST kyc/token-for-process: body not shown; designed from spec 2 §6 (a car-loan token is built
 * from bank code 9812, the person's id and the product type, with a client suffix).
 */
export const tokenForProcessRequestSchema = z.object({
  bankRegNr: z.string().check(z.regex(/^\d{4}$/)),
  publicId: valueOf(nationalId),
  processType: processTypeSchema,
  client: z.optional(z.string().check(upTo(KYC_TEXT_MAX.code))),
});
export type TokenForProcessRequest = z.infer<typeof tokenForProcessRequestSchema>;

/** The token-for-process answer (design): the process token. */
export const tokenForProcessResponseSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type TokenForProcessResponse = z.infer<typeof tokenForProcessResponseSchema>;

// ── Form (GET kyc/v7/form, kyc/v8/form) ─────────────────────────────────────────────────────────

/** The form query: the `kycContext` (an opaque text from the host). */
export const formRequestSchema = z.object({ kycContext: z.string().check(z.minLength(1), upTo(KYC_TEXT_MAX.code)) });
export type FormRequest = z.infer<typeof formRequestSchema>;

/**
 * The declaration process of a form. The spec names only `process`; these fields are this library's
 * design (the wizard needs the type, the channel and whether it was completed or is in progress).
 */
export const processSchema = z.looseObject({
  id: optionalText,
  processType: processTypeSchema,
  channel: z.optional(z.nullable(channelSchema)),
  completed: z.optional(z.boolean()),
  inProgress: z.optional(z.boolean()),
});
export type Process = z.infer<typeof processSchema>;

/**
 * The section types of spec 2 §2, as wire values of `type` (this library's names; the spec gives
 * none). Field names per section, all from spec 2 §3 where it has them:
 * - every section: `id`, `header` (optional);
 * - WELCOME: `text` (HTML), `helpText`; WELCOME_WITH_PRODUCTS adds `products` [{ name, description }];
 * - CORPORATE_INFORMATION: `establishDate`, `corporateFormType`, `corporateFormLabel`, `businessCodes`,
 *   `businessCode` (saved choice);
 * - COUNTRY: `citizenship` [country], `countryOfBirth`, `countryOfResidence`, `confirmed` (saved);
 * - DYNAMIC_QUESTIONS: `questions`, `answers` (saved);
 * - PEP_RCA: `isPep`, `pep`, `isRca`, `rca`, `descriptionMinLength`;
 * - PRIVATE_TAX, CORPORATE_TAX: `taxRelations`, `isTaxLiableAbroad`, `isUsTaxLiable`, `isOtherTaxLiable` (saved);
 * - SOURCE_OF_INCOME, SOURCE_OF_INCOME_CHECKBOX: `mainQuestion`, `questions`, `answers` (saved);
 * - CORPORATE_BOARD_ACTORS: `ceo`, `boardChairman`, `boardMembers`, `confirmation` (saved);
 * - CORPORATE_BENEFICIAL_OWNERS: `hasRR`, `beneficialOwners`, `reasons`, `confirmation` (saved);
 * - READ_ONLY_ACTORS: board fields plus `beneficialOwners`;
 * - CORPORATE_FINANCIAL_INSTITUTION: `financialInstitution`, `passiveCorporate`,
 *   `globalIntermediaryIdentificationNumber`;
 * - INFORMATION: `content` (HTML), `buttonText`, `finalizeWithStatus`, `redirectUrl`;
 * - PROCESS_SUMMARY; CASE_SUMMARY: `caseId`, `confirmed` (saved); TAX_SIGNING: `text`, `signed`.
 * Any other `type` parses as an unknown section ('Not implemented section').
 */
export const SECTION_TYPES = [
  'WELCOME',
  'WELCOME_WITH_PRODUCTS',
  'CORPORATE_INFORMATION',
  'COUNTRY',
  'DYNAMIC_QUESTIONS',
  'PEP_RCA',
  'PRIVATE_TAX',
  'CORPORATE_TAX',
  'SOURCE_OF_INCOME',
  'SOURCE_OF_INCOME_CHECKBOX',
  'CORPORATE_BOARD_ACTORS',
  'CORPORATE_BENEFICIAL_OWNERS',
  'READ_ONLY_ACTORS',
  'CORPORATE_FINANCIAL_INSTITUTION',
  'INFORMATION',
  'PROCESS_SUMMARY',
  'CASE_SUMMARY',
  'TAX_SIGNING',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const sectionTypeSchema = z.enum(SECTION_TYPES);

const sectionBase = { id: optionalText, header: optionalText };
const optionalBoolean = z.optional(z.nullable(z.boolean()));

/** A saved confirmation answer as the server sends it back to pre-fill the choice (lenient). */
export const confirmationAnswerDataSchema = z.looseObject({
  typeInfo: z.enum(['CONFIRMED', 'REJECTED_WITH_COMMENT']),
  comment: optionalText,
});
export type ConfirmationAnswerData = z.infer<typeof confirmationAnswerDataSchema>;
const savedConfirmation = z.optional(z.nullable(confirmationAnswerDataSchema));
const section = <T extends SectionType, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
  z.looseObject({ type: z.literal(type), ...sectionBase, ...shape });

const savedSourceOfIncomeAnswer = z.looseObject({
  sourceId: z.string(),
  amount: z.optional(z.nullable(z.number())),
  comment: optionalText,
});
const sourceOfIncomeSectionShape = {
  mainQuestion: optionalText,
  questions: z.array(sourceOfIncomeQuestionSchema),
  answers: z.optional(z.nullable(z.array(savedSourceOfIncomeAnswer))),
};
const boardShape = {
  ceo: z.nullable(corporateActorSchema),
  boardChairman: z.nullable(corporateActorSchema),
  boardMembers: z.array(corporateActorSchema),
};

export const welcomeSectionSchema = section('WELCOME', { text: optionalText, helpText: optionalText });
export const welcomeWithProductsSectionSchema = section('WELCOME_WITH_PRODUCTS', {
  text: optionalText,
  helpText: optionalText,
  products: z.array(z.looseObject({ name: z.string(), description: optionalText })),
});
export const corporateInformationSectionSchema = section('CORPORATE_INFORMATION', {
  establishDate: optionalText,
  corporateFormType: optionalText,
  corporateFormLabel: optionalText,
  businessCodes: z.array(businessCodeSchema),
  /** The business code the customer confirmed (saved), if any. */
  businessCode: optionalText,
});
export const countrySectionSchema = section('COUNTRY', {
  citizenship: z.array(countrySchema),
  countryOfBirth: z.nullable(countrySchema),
  countryOfResidence: z.nullable(countrySchema),
  /** True once the customer confirmed the countries (saved). */
  confirmed: optionalBoolean,
});
export const dynamicQuestionsSectionSchema = section('DYNAMIC_QUESTIONS', {
  questions: z.array(dynamicQuestionSchema),
  answers: z.optional(z.nullable(z.array(dynamicAnswerSchema))),
});
export const pepRcaSectionSchema = section('PEP_RCA', {
  descriptionMinLength: z.optional(z.nullable(z.int().check(z.gte(0)))),
  isPep: z.optional(z.nullable(z.boolean())),
  pep: z.optional(z.nullable(z.array(pepEntryDataSchema))),
  isRca: z.optional(z.nullable(z.boolean())),
  rca: z.optional(z.nullable(z.array(rcaEntryDataSchema))),
});
/** Tax sections: the saved relations and the saved yes/no answers of the submit (design). */
const taxSectionShape = {
  taxRelations: z.array(taxRelationDataSchema),
  isTaxLiableAbroad: optionalBoolean,
  isUsTaxLiable: optionalBoolean,
  isOtherTaxLiable: optionalBoolean,
};
export const privateTaxSectionSchema = section('PRIVATE_TAX', taxSectionShape);
export const corporateTaxSectionSchema = section('CORPORATE_TAX', taxSectionShape);
export const sourceOfIncomeSectionSchema = section('SOURCE_OF_INCOME', sourceOfIncomeSectionShape);
export const sourceOfIncomeCheckboxSectionSchema = section('SOURCE_OF_INCOME_CHECKBOX', sourceOfIncomeSectionShape);
export const corporateBoardActorsSectionSchema = section('CORPORATE_BOARD_ACTORS', {
  ...boardShape,
  confirmation: savedConfirmation,
});
export const corporateBeneficialOwnersSectionSchema = section('CORPORATE_BENEFICIAL_OWNERS', {
  hasRR: z.optional(z.nullable(z.boolean())),
  beneficialOwners: z.array(beneficialOwnerDataSchema),
  reasons: z.array(reasonSchema),
  confirmation: savedConfirmation,
});
export const readOnlyActorsSectionSchema = section('READ_ONLY_ACTORS', {
  ...boardShape,
  beneficialOwners: z.array(beneficialOwnerDataSchema),
});
export const corporateFinancialInstitutionSectionSchema = section('CORPORATE_FINANCIAL_INSTITUTION', {
  financialInstitution: z.nullable(z.boolean()),
  passiveCorporate: z.nullable(z.boolean()),
  globalIntermediaryIdentificationNumber: z.nullable(z.object({ number: z.nullable(z.string()) })),
});
export const informationSectionSchema = section('INFORMATION', {
  content: z.string(),
  buttonText: optionalText,
  finalizeWithStatus: z.optional(z.nullable(completionResultStatusSchema)),
  redirectUrl: optionalText,
});
export const processSummarySectionSchema = section('PROCESS_SUMMARY', {});
export const caseSummarySectionSchema = section('CASE_SUMMARY', { caseId: z.string(), confirmed: optionalBoolean });
export const taxSigningSectionSchema = section('TAX_SIGNING', { text: optionalText, signed: optionalBoolean });

/** Every known section, discriminated by `type`. */
export const knownSectionSchema = z.discriminatedUnion('type', [
  welcomeSectionSchema,
  welcomeWithProductsSectionSchema,
  corporateInformationSectionSchema,
  countrySectionSchema,
  dynamicQuestionsSectionSchema,
  pepRcaSectionSchema,
  privateTaxSectionSchema,
  corporateTaxSectionSchema,
  sourceOfIncomeSectionSchema,
  sourceOfIncomeCheckboxSectionSchema,
  corporateBoardActorsSectionSchema,
  corporateBeneficialOwnersSectionSchema,
  readOnlyActorsSectionSchema,
  corporateFinancialInstitutionSectionSchema,
  informationSectionSchema,
  processSummarySectionSchema,
  caseSummarySectionSchema,
  taxSigningSectionSchema,
]);
export type KnownSection = z.infer<typeof knownSectionSchema>;

const knownTypes: ReadonlySet<string> = new Set(SECTION_TYPES);

/** A section of a type this library does not know ('Not implemented section'); any other fields kept. */
export const unknownSectionSchema = z.looseObject({
  type: z.string().check(z.refine((type) => !knownTypes.has(type), { message: 'Known section type', abort: true })),
});
export type UnknownSection = z.infer<typeof unknownSectionSchema>;

/** A section: a known one (a known type must have its fields) or an unknown one. */
export const sectionSchema = z.union([knownSectionSchema, unknownSectionSchema]);
export type Section = z.infer<typeof sectionSchema>;

/** True for a section of a known type (narrows the union). */
export function isKnownSection(section: Section): section is KnownSection {
  return knownTypes.has(section.type);
}

/** GET kyc/v7/form, kyc/v8/form: the process and its sections. Other fields not shown (kept). */
export const formResponseSchema = z.looseObject({
  process: processSchema,
  sections: z.array(sectionSchema),
});
export type FormResponse = z.infer<typeof formResponseSchema>;
