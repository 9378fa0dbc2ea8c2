import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { DEFAULT_PATHS, isOuterPath } from '../../../src/config/paths.js';
import {
  KYC_MESSAGES,
  OWNERSHIP_MAX_PERCENT,
  isNorway,
  isNorwegianPostalCode,
  isUnitedStates,
  totalOwnership,
} from '../../../src/domain/kyc-rules.js';
import {
  beneficialOwnersPayloadSchema,
  boardConfirmationPayloadSchema,
  completeDeclarationRequestSchema,
  confirmCaseSummaryRequestSchema,
  confirmCorporateInformationRequestSchema,
  confirmCountriesRequestSchema,
  getOrCreateConsentRequestSchema,
  logRequestSchema,
  processTypeSchema,
  submitCheckboxSourceOfIncomeSectionRequestSchema,
  submitCorporateInstitutionTypeSectionRequestSchema,
  submitDynamicSectionRequestSchema,
  submitPepRcaRequestSchema,
  submitSourceOfIncomeSectionRequestSchema,
  submitTaxRelationSectionRequestSchema,
  tokenForProcessRequestSchema,
  type CaseStatus,
  type CompletionResultStatus,
  type KnownSection,
  type PostalCheckResult,
  type SectionType,
  type VerificationStatus,
} from '../../../src/schemas/kyc.js';
import { requireCsrf, requireSession } from '../auth.js';
import type { SandboxContext, SandboxDeps, SandboxEnv } from '../context.js';
import { errorBody, fail, MESSAGES, type Message } from '../errors.js';
import { taxConsentPortal } from '../loan/routes.js';
import { isOwnOrigin, publicOrigin } from '../origins.js';
import type { Db } from '../store/db.js';
import { companiesRepresentedBy } from '../seed/companies.js';
import { kycRegisterFor } from '../seed/kyc-persons.js';
import { findPerson } from '../seed/persons.js';
import { languageOf, pick, type InEachLanguage } from '../language.js';
import { COUNTRIES_EN, inEnglish } from './english.js';
import { customerText, describeIssue, parseBody, readJson, type ReadOptions } from '../validate.js';
import {
  checkBeneficialOwners,
  checkBoard,
  checkCountry,
  checkDynamicAnswers,
  checkPepEntries,
  checkRcaEntries,
  checkSourceAnswers,
  checkTaxRelations,
  first,
  type Problem,
} from './checks.js';
import { COUNTRIES, findCountry } from './countries.js';
import { ANSWER_KEYS, caseStatusOf, companyOf, formOf, requiredAnswers, sectionsOf, summaryGroups } from './forms.js';
import { PEP_ROLE_TYPES, POSTAL_CODES, RCA_ROLE_TYPES, postalArea } from './reference.js';
import {
  appendLog,
  completeOnce,
  createDeclaration,
  customerTypeOf,
  findDeclaration,
  saveAnswer,
  type Declaration,
} from './store.js';
import { issueSigningReference } from './signing.js';
import { grammar, wadl, WADL_GRAMMAR, WADL_MEDIA_TYPE } from './wadl.js';

/** The header that carries the declaration token on every KYC call but token-for-process. */
export const KYC_TOKEN_HEADER = 'x-kyc-token';

/** The sandbox's tax-signing simulator page. */
export const KYC_SIGNING_PAGE = '/sandbox/kyc-signing';

/** The error name of a body that breaks the schemas or the service's checks. */
const INVALID = 'INVALID_REQUEST';
const READ: ReadOptions = { name: INVALID };

/** Messages of the countries confirmation (spec 2 §8 "Country confirm failure"; NOT_VALID is design). */
/** The service's own texts to the customer, in each language (decision 0110). */
const TEXTS_NB = {
  countriesRetry: 'Vennligst prøv å bekrefte igjen. Dersom problemet vedvarer må du kontakte banken',
  countriesNotValid:
    'Landene stemmer ikke med opplysningene i Folkeregisteret. Kontakt banken hvis opplysningene er feil.',
  /** `{code}`: the postal code. */
  unknownPostalCode: 'Postnummeret {code} finnes ikke',
  caseHeader: 'Saken',
  caseNumber: 'Saksnummer',
  status: 'Status',
  created: 'Opprettet',
} as const;

const TEXTS: InEachLanguage<Record<keyof typeof TEXTS_NB, string>> = {
  nb: TEXTS_NB,
  en: {
    countriesRetry: 'Please try to confirm again. If the problem persists, you must contact the bank',
    countriesNotValid:
      'The countries do not match the information in the National Population Register. Contact the bank if the information is wrong.',
    unknownPostalCode: 'The postcode {code} does not exist',
    caseHeader: 'The case',
    caseNumber: 'Case number',
    status: 'Status',
    created: 'Created',
  },
};

/** Labels of the case statuses (spec 2 §3 "Case status labels"), in each language. */
const CASE_STATUS_LABELS: InEachLanguage<Record<CaseStatus, string>> = {
  nb: {
    NEW_CASE: 'Ny sak',
    GRANTED: 'Innvilget',
    CONTROL: 'Til kontroll',
    REJECTED: 'Avslått',
    SIGNING: 'Til signering',
    COMPLETED: 'Fullført',
  },
  en: {
    NEW_CASE: 'New case',
    GRANTED: 'Granted',
    CONTROL: 'Under review',
    REJECTED: 'Rejected',
    SIGNING: 'Ready for signing',
    COMPLETED: 'Completed',
  },
};

const declarationOf = (c: SandboxContext): Declaration => c.get('kyc');

/** 400 INVALID_REQUEST naming the problem's path. */
function invalid(c: SandboxContext, found: Problem, extra: Record<string, unknown> = {}) {
  return c.json(
    { ...errorBody(c, 400, INVALID, MESSAGES[INVALID], describeIssue(found), 'VALIDATION'), ...extra },
    400,
  );
}

/** 401 UNAUTHORIZED (spec 2 §4: a 401 shows the session-expired modal). */
function unauthorized(c: SandboxContext, why: string) {
  return fail(c, 401, 'UNAUTHORIZED', MESSAGES.UNAUTHORIZED, why);
}

/**
 * The token check: `X-KYC-Token` must name a declaration whose token has not expired (4 hours). Sets
 * `c.get('kyc')`; a customer reaches only the declaration of their own token.
 */
export function requireKycToken(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = c.req.header(KYC_TOKEN_HEADER);
    if (!token) return unauthorized(c, 'Missing X-KYC-Token header');
    const declaration = await findDeclaration(deps, token);
    if (!declaration) return unauthorized(c, 'Unknown or expired X-KYC-Token');
    if (
      kycRegisterFor(declaration.ssn).outcome === 'session-expires' &&
      deps.now().getTime() - declaration.createdAt.getTime() > SHORT_SESSION_MS
    ) {
      return unauthorized(c, "This test customer's token expires 90 seconds after it was issued");
    }
    c.set('kyc', declaration);
    return next();
  };
}

/** How long the token of the session-expiry test customer lives. */
export const SHORT_SESSION_MS = 90_000;

/**
 * The one simulated failure of a test customer: true the first time `outcome`'s declaration asks, false
 * ever after. Remembered in the store (`kyc_failed_once`), so the failure happens once whichever
 * instance of the sandbox answers.
 */
async function failOnce(c: SandboxContext, db: Db, outcome: 'form-unavailable' | 'save-fails'): Promise<boolean> {
  const declaration = declarationOf(c);
  const own = kycRegisterFor(declaration.ssn).outcome === outcome || companyOf(declaration)?.outcome === outcome;
  if (!own) return false;
  const first = await db.query(
    'INSERT INTO kyc_failed_once (token, outcome) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING token',
    [declaration.token, outcome],
  );
  return first.length > 0;
}

/** The first section save of the save-failure test customer answers 500 (spec 2 §8 save errors). */
function simulatedSaveFailure(db: Db): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (await failOnce(c, db, 'save-fails')) {
      return fail(c, 500, 'INTERN_FEIL', MESSAGES.INTERN_FEIL, 'Simulated failure of the first save (test customer)');
    }
    return next();
  };
}

/** 409 DECLARATION_COMPLETED: a completed declaration takes no more answers. */
const requireOpen: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (declarationOf(c).completed) {
    return fail(
      c,
      409,
      'DECLARATION_COMPLETED',
      MESSAGES.DECLARATION_COMPLETED,
      'The declaration is completed; answers can no longer be changed',
    );
  }
  return next();
};

/** The form's section of a type (and its index), or the 400 to send when the form has none. */
function sectionOfType<T extends SectionType>(
  c: SandboxContext,
  type: T,
): { ok: true; section: Extract<KnownSection, { type: T }>; index: number } | { ok: false; response: Response } {
  const sections = sectionsOf(declarationOf(c));
  const index = sections.findIndex((s) => s.type === type);
  if (index < 0) {
    const customer = declarationOf(c).customer.toLowerCase();
    return {
      ok: false,
      response: invalid(c, { path: [], message: `The ${customer} customer's form has no ${type} section` }),
    };
  }
  return { ok: true, section: sections[index] as Extract<KnownSection, { type: T }>, index };
}

/** Normalises a country code to the list's alpha-3 (codes are checked before). */
function iso3(code: string): string;
function iso3(code: string | null): string | null;
function iso3(code: string | null): string | null {
  return code === null ? null : (findCountry(code)?.iso3 ?? code);
}

const today = (deps: SandboxDeps) => deps.now().toISOString().slice(0, 10);

/** The path (with query) of a same-origin Referer: the page the wizard runs on. */
function refererPath(c: SandboxContext, deps: SandboxDeps): string | undefined {
  const referer = c.req.header('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const path = `${url.pathname}${url.search}`;
    return isOwnOrigin(c, deps, url.origin) && isOuterPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The declaration (KYC) service of spec 2 §7, mounted at `/kyc-declaration/api`. Every call but
 * token-for-process needs `X-KYC-Token`; token-for-process needs the sandbox's login session and its
 * CSRF header. Request bodies are validated with the shared schemas of src/schemas/kyc.ts and the
 * service's own checks (400 INVALID_REQUEST naming the path, never a 500); answers are saved per
 * section and pre-fill the form.
 */
export function kycRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const { db } = deps;
  const app = new Hono<SandboxEnv>();
  const auth = requireKycToken(deps);
  const saveFailure = simulatedSaveFailure(db);

  // ── Tokens ──────────────────────────────────────────────────────────────────────────────────────

  app.post('/kyc/token-for-process', requireSession, requireCsrf, async (c) => {
    const body = await parseBody(c, tokenForProcessRequestSchema, READ);
    if (!body.ok) return body.response;
    const session = c.get('session');
    if (!session) throw new Error('requireSession runs before this route');
    const { publicId, bankRegNr, processType } = body.value;
    if (publicId.value !== session.ssn) {
      return fail(
        c,
        403,
        'INGEN_TILGANG',
        MESSAGES.INGEN_TILGANG,
        'publicId.value is not the national id of the logged-in customer',
      );
    }
    if (bankRegNr !== session.person.bankRegNr) {
      return fail(
        c,
        403,
        'MANGLER_TILGANG',
        MESSAGES.MANGLER_TILGANG,
        `The customer belongs to bank ${session.person.bankRegNr}, not ${bankRegNr}`,
      );
    }
    const customer = customerTypeOf(processType);
    const company = customer === 'CORPORATE' ? companiesRepresentedBy(session.ssn)[0] : undefined;
    if (customer === 'CORPORATE' && !company) {
      return fail(
        c,
        403,
        'INGEN_TILGANG',
        MESSAGES.INGEN_TILGANG,
        `${processType} is a corporate process and the customer represents no company`,
      );
    }
    // Spec 2 §6 says a car-loan token is built from bank code 9812, the person's id and the product
    // type, with a client suffix. The sandbox deliberately issues an opaque random token instead: a
    // token travels in headers, session storage and logs, and must never carry a national id.
    const token = await createDeclaration(deps, {
      ssn: session.ssn,
      customer,
      organisationNumber: company?.organisationNumber ?? null,
      processType,
    });
    return c.json({ token });
  });

  app.get('/kyc/keepAlive', auth, (c) => c.body(null, 204));

  // ── The form ────────────────────────────────────────────────────────────────────────────────────

  for (const version of [7, 8] as const) {
    app.get(`/kyc/v${version}/form`, auth, async (c) => {
      if (await failOnce(c, db, 'form-unavailable')) {
        return fail(
          c,
          503,
          'SERVICE_UNAVAILABLE',
          MESSAGES.SERVICE_UNAVAILABLE,
          'Simulated failure of the first form fetch (test customer)',
        );
      }
      const kycContext = c.req.query('kycContext');
      if (!kycContext) return invalid(c, { path: ['kycContext'], message: 'Query parameter kycContext is required' });
      return c.json(formOf(declarationOf(c), version, kycContext, languageOf(c)));
    });
  }

  app.get('/kyc/customer/type', auth, (c) => c.json({ customerType: declarationOf(c).customer }));

  app.get('/kyc/webBankTask', auth, (c) =>
    c.json({ url: DEFAULT_PATHS.landingPage, caseId: declarationOf(c).caseId, completed: declarationOf(c).completed }),
  );

  // ── Reference data ──────────────────────────────────────────────────────────────────────────────

  // Lists with names are in the request's language (the countries sorted by their names in it).
  const countries = (c: SandboxContext) => pick(c, { nb: COUNTRIES, en: COUNTRIES_EN });
  const inLanguage = <T>(c: SandboxContext, value: T): T => (languageOf(c) === 'en' ? inEnglish(value) : value);
  app.get('/kyc/countries', auth, (c) => c.json(countries(c)));
  app.get('/kyc/pepRoleCountries', auth, (c) => c.json(countries(c)));
  app.get('/kyc/pepRoleTypes', auth, (c) => c.json(inLanguage(c, PEP_ROLE_TYPES)));
  app.get('/kyc/rcaRoleTypes', auth, (c) => c.json(inLanguage(c, RCA_ROLE_TYPES)));
  app.get('/kyc/taxRelationCountries', auth, (c) =>
    c.json({
      fatcaCountries: countries(c).filter((country) => isUnitedStates(country.iso3)),
      crsCountries: countries(c).filter((country) => !isUnitedStates(country.iso3) && !isNorway(country.iso3)),
    }),
  );
  app.get('/kyc/postal-codes', auth, (c) => c.json(POSTAL_CODES));

  app.get('/kyc/postal-codes/verify', auth, (c) => {
    const code = (c.req.query('code') ?? '').trim();
    const countryCode = (c.req.query('country') ?? '').trim();
    if (!countryCode) return invalid(c, { path: ['country'], message: KYC_MESSAGES.required });
    const country = findCountry(countryCode) ?? (isNorway(countryCode) ? findCountry('NOR') : undefined);
    if (!country) return invalid(c, { path: ['country'], message: `Unknown country code "${countryCode}"` });
    let result: PostalCheckResult;
    if (code === '') result = { typeInfo: 'invalid', message: customerText(c, KYC_MESSAGES.noPostalCode) };
    else if (!isNorway(country.iso3)) result = { typeInfo: 'foreign', country: country.iso3 };
    else if (!isNorwegianPostalCode(code))
      result = { typeInfo: 'invalid', message: customerText(c, KYC_MESSAGES.norwegianPostalCode) };
    else {
      const area = postalArea(code);
      result = area
        ? { typeInfo: 'valid', area }
        : { typeInfo: 'invalid', message: pick(c, TEXTS).unknownPostalCode.replace('{code}', code) };
    }
    return c.json(result);
  });

  // ── Sections ────────────────────────────────────────────────────────────────────────────────────

  app.post('/kyc/confirmCountries', auth, requireOpen, async (c) => {
    const found = sectionOfType(c, 'COUNTRY');
    if (!found.ok) return found.response;
    const body = await parseBody(c, confirmCountriesRequestSchema, READ);
    if (!body.ok) return body.response;
    const { countryOfBirth, countryOfResidence, citizenship } = body.value;
    const problem = first(
      checkCountry(countryOfBirth, ['countryOfBirth']),
      checkCountry(countryOfResidence, ['countryOfResidence']),
      ...citizenship.map((code, i) => checkCountry(code, ['citizenship', i])),
    );
    if (problem) return invalid(c, problem);
    const declaration = declarationOf(c);
    const register = kycRegisterFor(declaration.ssn);
    const answer = (typeInfo: VerificationStatus, message: string | null) => c.json({ typeInfo, message });
    const texts = pick(c, TEXTS);
    if (register.outcome === 'technical-failure') return answer('ERROR', texts.countriesRetry);
    if (register.outcome === 'countries-not-verified') return answer('NOT_VERIFIED', texts.countriesRetry);
    const sameCitizenship =
      new Set(citizenship.map(iso3)).size === register.citizenship.length &&
      citizenship.every((code) => register.citizenship.includes(iso3(code)));
    if (
      iso3(countryOfBirth) !== register.countryOfBirth ||
      iso3(countryOfResidence) !== register.countryOfResidence ||
      !sameCitizenship
    ) {
      return answer('NOT_VALID', texts.countriesNotValid);
    }
    await saveAnswer(db, declaration.token, ANSWER_KEYS.country, {
      typeInfo: 'OK',
      countryOfBirth: iso3(countryOfBirth),
      countryOfResidence: iso3(countryOfResidence),
      citizenship: citizenship.map(iso3),
    });
    return answer('OK', null);
  });

  app.post('/kyc/submitPepRca', auth, requireOpen, saveFailure, async (c) => {
    const found = sectionOfType(c, 'PEP_RCA');
    if (!found.ok) return found.response;
    const body = await parseBody(c, submitPepRcaRequestSchema, READ);
    if (!body.ok) return body.response;
    const p = body.value;
    const problem = first(
      !p.isPep && p.pep.length > 0 ? { path: ['pep'], message: 'Must be empty when isPep is false' } : null,
      !p.isRca && p.rca.length > 0 ? { path: ['rca'], message: 'Must be empty when isRca is false' } : null,
      checkPepEntries(p.pep, 'pep', deps.now()),
      checkRcaEntries(p.rca, ['rca'], deps.now()),
    );
    if (problem) return invalid(c, problem);
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.pepRca, p);
    return c.body(null, 204);
  });

  app.post('/kyc/submitTaxRelationSection', auth, requireOpen, saveFailure, async (c) => {
    const declaration = declarationOf(c);
    const found = sectionOfType(c, declaration.customer === 'CORPORATE' ? 'CORPORATE_TAX' : 'PRIVATE_TAX');
    if (!found.ok) return found.response;
    const body = await parseBody(c, submitTaxRelationSectionRequestSchema, READ);
    if (!body.ok) return body.response;
    const p = body.value;
    const problem = first(
      checkTaxRelations(p.taxRelations, ['taxRelations']),
      p.isTaxLiableAbroad === false && p.taxRelations.some((r) => !r.endedDate)
        ? { path: ['isTaxLiableAbroad'], message: 'Must be true while a tax relation is still valid (endedDate null)' }
        : null,
    );
    if (problem) return invalid(c, problem);
    const created = today(deps);
    await saveAnswer(db, declaration.token, ANSWER_KEYS.tax, {
      ...p,
      taxRelations: p.taxRelations.map((relation) => ({
        ...relation,
        country: iso3(relation.country),
        createdDate: relation.createdDate ?? created,
        endedDate: relation.endedDate ?? null,
      })),
    });
    return c.body(null, 204);
  });

  app.post('/kyc/submitSourceOfIncomeSection', auth, requireOpen, saveFailure, async (c) => {
    const found = sectionOfType(c, 'SOURCE_OF_INCOME');
    if (!found.ok) return found.response;
    const body = await parseBody(c, submitSourceOfIncomeSectionRequestSchema, READ);
    if (!body.ok) return body.response;
    const problem = checkSourceAnswers(body.value.answers, found.section.questions);
    if (problem) return invalid(c, problem);
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.sourceOfIncome, body.value);
    return c.body(null, 204);
  });

  app.post('/kyc/submitCheckboxSourceOfIncomeSection', auth, requireOpen, saveFailure, async (c) => {
    const found = sectionOfType(c, 'SOURCE_OF_INCOME_CHECKBOX');
    if (!found.ok) return found.response;
    const body = await parseBody(c, submitCheckboxSourceOfIncomeSectionRequestSchema, READ);
    if (!body.ok) return body.response;
    const problem = checkSourceAnswers(body.value.answers, found.section.questions);
    if (problem) return invalid(c, problem);
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.sourceOfIncomeCheckbox, body.value);
    return c.body(null, 204);
  });

  app.post('/kyc/submitDynamicSection', auth, requireOpen, saveFailure, async (c) => {
    const body = await parseBody(c, submitDynamicSectionRequestSchema, READ);
    if (!body.ok) return body.response;
    const { sectionIndex, answers } = body.value;
    const section = sectionsOf(declarationOf(c))[sectionIndex];
    if (section?.type !== 'DYNAMIC_QUESTIONS') {
      return invalid(c, {
        path: ['sectionIndex'],
        message: `Section ${sectionIndex} of the form is not a DYNAMIC_QUESTIONS section`,
      });
    }
    const problem = checkDynamicAnswers(answers, section.questions);
    if (problem) return invalid(c, problem);
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.dynamic(sectionIndex), body.value);
    return c.body(null, 204);
  });

  app.post('/kyc/confirmCorporateInformation', auth, requireOpen, saveFailure, async (c) => {
    const found = sectionOfType(c, 'CORPORATE_INFORMATION');
    if (!found.ok) return found.response;
    const body = await parseBody(c, confirmCorporateInformationRequestSchema, READ);
    if (!body.ok) return body.response;
    const { section } = found;
    const p = body.value;
    const problem = first(
      section.businessCodes.some((b) => b.code === p.businessCode)
        ? null
        : { path: ['businessCode'], message: KYC_MESSAGES.businessCode },
      p.corporateFormType === section.corporateFormType
        ? null
        : { path: ['corporateFormType'], message: `Differs from the business register (${section.corporateFormType})` },
      p.establishDate.slice(0, 10) === section.establishDate
        ? null
        : { path: ['establishDate'], message: `Differs from the business register (${section.establishDate})` },
    );
    if (problem) return invalid(c, problem);
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.corporateInformation, p);
    return c.body(null, 204);
  });

  app.post('/kyc/submitCorporateInstitutionTypeSection', auth, requireOpen, saveFailure, async (c) => {
    const found = sectionOfType(c, 'CORPORATE_FINANCIAL_INSTITUTION');
    if (!found.ok) return found.response;
    const body = await parseBody(c, submitCorporateInstitutionTypeSectionRequestSchema, READ);
    if (!body.ok) return body.response;
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.financialInstitution, body.value);
    return c.body(null, 204);
  });

  /**
   * POST kyc/v3/corporate-actors: the board confirmation or the beneficial owners, told apart by
   * `typeInfo`. Its errors carry `errorName` beside `name` (spec 2 §7); owners above 100 % together
   * are the business error BENEFICIAL_OWNERSHIP_TOO_HIGH with spec 2 §8's text.
   */
  app.post('/kyc/v3/corporate-actors', auth, requireOpen, saveFailure, async (c) => {
    const withErrorName = (
      name: string,
      status: ContentfulStatusCode,
      message: Message,
      developerMessage: string,
      type: string,
    ) => c.json({ ...errorBody(c, status, name, message, developerMessage, type), errorName: name, status }, status);
    const refuse = (found: Problem) =>
      withErrorName(INVALID, 400, MESSAGES[INVALID], describeIssue(found), 'VALIDATION');

    const json = await readJson(c, READ);
    if (!json.ok) return json.response;
    const typeInfo = (json.value as { typeInfo?: unknown } | null)?.typeInfo;
    const declaration = declarationOf(c);
    const company = companyOf(declaration);

    if (typeInfo === 'CEO_CHAIRMAN_BOARD_V2') {
      const found = sectionOfType(c, 'CORPORATE_BOARD_ACTORS');
      if (!found.ok) return found.response;
      const parsed = boardConfirmationPayloadSchema.safeParse(json.value);
      if (!parsed.success)
        return refuse({
          path: parsed.error.issues[0]?.path.map(String) ?? [],
          message: parsed.error.issues[0]?.message ?? 'invalid',
        });
      const problem = checkBoard(parsed.data, found.section);
      if (problem) return refuse(problem);
      await saveAnswer(db, declaration.token, ANSWER_KEYS.board, { typeInfo, confirmation: parsed.data.confirmation });
      return c.body(null, 204);
    }

    if (typeInfo === 'BENEFICIAL_OWNERS_V2' || typeInfo === 'corporateBeneficialOwnerActorsV3') {
      const found = sectionOfType(c, 'CORPORATE_BENEFICIAL_OWNERS');
      if (!found.ok) return found.response;
      const parsed = beneficialOwnersPayloadSchema.safeParse(json.value);
      if (!parsed.success) {
        const issues = parsed.error.issues;
        if (issues.every((issue) => issue.message === KYC_MESSAGES.ownershipTotalMax)) {
          const owners = (json.value as { beneficialOwners: Array<{ ownershipPercentage?: number }> }).beneficialOwners;
          const total = totalOwnership(owners.map((o) => o.ownershipPercentage));
          return withErrorName(
            'BENEFICIAL_OWNERSHIP_TOO_HIGH',
            400,
            customerText(c, KYC_MESSAGES.ownershipTotalMax),
            `beneficialOwners: the owners' shares add up to ${total} %, more than 100 %`,
            'BUSINESS',
          );
        }
        return refuse({ path: issues[0]?.path.map(String) ?? [], message: issues[0]?.message ?? 'invalid' });
      }
      const registerTokens = new Set(
        (company?.beneficialOwners ?? []).map((o) => o.publicId?.token).filter((token): token is string => !!token),
      );
      const problem = checkBeneficialOwners(parsed.data, registerTokens, deps.now());
      if (problem) return refuse(problem);
      // Shares the register knows are held by others than the beneficial owners (companies, funds)
      // count towards the total too: the customer's form cannot know them, so only the service refuses.
      const held = company?.otherOwnershipPercent ?? 0;
      const total = totalOwnership([...parsed.data.beneficialOwners.map((o) => o.ownershipPercentage), held]);
      if (held > 0 && total > OWNERSHIP_MAX_PERCENT) {
        return withErrorName(
          'BENEFICIAL_OWNERSHIP_TOO_HIGH',
          400,
          customerText(c, KYC_MESSAGES.ownershipTotalMax),
          `beneficialOwners: the owners' shares and the ${held} % the register shows held by others add up to ${total} %, more than 100 %`,
          'BUSINESS',
        );
      }
      await saveAnswer(db, declaration.token, ANSWER_KEYS.beneficialOwners, parsed.data);
      return c.body(null, 204);
    }

    return refuse({
      path: ['typeInfo'],
      message: 'Expected CEO_CHAIRMAN_BOARD_V2, BENEFICIAL_OWNERS_V2 or corporateBeneficialOwnerActorsV3',
    });
  });

  // ── Summaries ───────────────────────────────────────────────────────────────────────────────────

  app.get('/kyc/v1/process-summary', auth, (c) => {
    const declaration = declarationOf(c);
    return c.json({ processType: declaration.processType, groups: summaryGroups(declaration, languageOf(c)) });
  });

  /** The case of the token, or 404 for any other id (a customer reaches only their own case). */
  const ownCase: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    if (c.req.param('id') !== declarationOf(c).caseId) {
      return fail(c, 404, 'CASE_NOT_FOUND', MESSAGES.CASE_NOT_FOUND, 'No case with that id for this declaration');
    }
    return next();
  };

  app.get('/kyc/v1/case-summary/:id', auth, ownCase, (c) => {
    const declaration = declarationOf(c);
    const status = caseStatusOf(declaration);
    const texts = pick(c, TEXTS);
    return c.json({
      caseId: declaration.caseId,
      caseStatus: status,
      confirmed: declaration.answers[ANSWER_KEYS.caseSummary] !== undefined,
      groups: [
        {
          header: texts.caseHeader,
          items: [
            { label: texts.caseNumber, value: declaration.caseId },
            { label: texts.status, value: pick(c, CASE_STATUS_LABELS)[status] },
            { label: texts.created, value: declaration.createdAt.toISOString().slice(0, 10) },
          ],
        },
        ...summaryGroups(declaration, languageOf(c)),
      ],
    });
  });

  app.post('/kyc/confirmCaseSummary/:id', auth, ownCase, requireOpen, async (c) => {
    const body = await parseBody(c, confirmCaseSummaryRequestSchema, { ...READ, allowEmpty: true });
    if (!body.ok) return body.response;
    await saveAnswer(db, declarationOf(c).token, ANSWER_KEYS.caseSummary, {
      confirmed: true,
      confirmedAt: deps.now().toISOString(),
    });
    return c.body(null, 204);
  });

  // ── Signing and completion ──────────────────────────────────────────────────────────────────────

  app.get('/signing/start', auth, async (c) => {
    const found = sectionOfType(c, 'TAX_SIGNING');
    if (!found.ok) return found.response;
    const returnUrl = c.req.query('returnUrl') ?? refererPath(c, deps) ?? DEFAULT_PATHS.landingPage;
    if (!isOuterPath(returnUrl))
      return invalid(c, { path: ['returnUrl'], message: 'Must be a path on this site starting with a single "/"' });
    const declaration = declarationOf(c);
    if (found.section.signed) return c.json({ url: null, completed: true });
    // A one-time reference, never the token: the address lands in history, logs and Referer headers.
    const ref = await issueSigningReference(db, declaration.token, returnUrl, deps.now());
    return c.json({ url: `${KYC_SIGNING_PAGE}/${encodeURIComponent(ref)}`, completed: false });
  });

  for (const [path, v2] of [
    ['/kyc/complete-declaration', false],
    ['/kyc/v2/complete-declaration', true],
  ] as const) {
    app.post(path, auth, async (c) => {
      const body = await parseBody(c, completeDeclarationRequestSchema, { ...READ, allowEmpty: true });
      if (!body.ok) return body.response;
      const declaration = declarationOf(c);
      const answer = (caseStatus: CompletionResultStatus) =>
        c.json(v2 ? { caseStatus, caseId: declaration.caseId } : { caseStatus });
      if (declaration.completed && declaration.caseStatus) return answer(declaration.caseStatus);
      const outcome = kycRegisterFor(declaration.ssn).outcome;
      // The simulated failure of case creation: FAILED, and the declaration stays open for a retry.
      if (outcome === 'technical-failure') return answer('FAILED');
      const missing = requiredAnswers(declaration).filter(({ key }) => declaration.answers[key] === undefined);
      if (missing.length > 0) {
        return fail(
          c,
          409,
          'DECLARATION_INCOMPLETE',
          MESSAGES.DECLARATION_INCOMPLETE,
          `Sections not answered yet: ${missing.map((m) => m.sectionId).join(', ')}`,
        );
      }
      const status: CompletionResultStatus = outcome === 'manual-control' ? 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR' : 'OK';
      return answer(await completeOnce(db, declaration.token, status, deps.now()));
    });
  }

  // ── The tax-authority consent of the loan-application steps (spec 2 §2 "Consent step") ─────────

  /**
   * The get-or-create consent call (spec 2 §7 "Also"; method and path not shown, designed as
   * POST kyc/consent/get-or-create): the same tax-consent portal simulator as the loan service's
   * SBL consent, for the token's person. ACCEPTED needs no portal; UNOPENED and OPENED send the
   * browser to it; a rejected consent starts over.
   */
  app.post('/kyc/consent/get-or-create', auth, async (c) => {
    const body = await parseBody(c, getOrCreateConsentRequestSchema, READ);
    if (!body.ok) return body.response;
    const { ssn } = declarationOf(c);
    const outcome = findPerson(ssn)?.outcome;
    if (outcome === 'no-tax-period') {
      return fail(
        c,
        502,
        'NO_TAX_PERIOD_AVAILABLE',
        MESSAGES.NO_TAX_PERIOD_AVAILABLE,
        'No tax period for this test person',
      );
    }
    if (outcome === 'consent-failure') {
      return fail(
        c,
        502,
        'FAILED_SBL_CONSENT_SAVE',
        MESSAGES.FAILED_SBL_CONSENT_SAVE,
        'Simulated failure of the consent service',
      );
    }
    const [existing] = await db.query<{ status: string }>('SELECT status FROM sbl_consents WHERE ssn = $1', [ssn]);
    let status = existing?.status ?? 'UNOPENED';
    if (!existing || existing.status === 'REJECTED') {
      status = 'UNOPENED';
      await db.query(
        `INSERT INTO sbl_consents (ssn, status, redirect_url) VALUES ($1, 'UNOPENED', $2)
         ON CONFLICT (ssn) DO UPDATE SET status = 'UNOPENED', redirect_url = EXCLUDED.redirect_url, updated_at = now()`,
        [ssn, body.value.redirectUrl],
      );
    } else {
      await db.query('UPDATE sbl_consents SET redirect_url = $2, updated_at = now() WHERE ssn = $1', [
        ssn,
        body.value.redirectUrl,
      ]);
    }
    return c.json({ customerUrl: status === 'ACCEPTED' ? null : taxConsentPortal(deps), status });
  });

  // ── Log and service description ─────────────────────────────────────────────────────────────────

  app.post('/kyc/log', auth, async (c) => {
    const body = await parseBody(c, logRequestSchema, READ);
    if (!body.ok) return body.response;
    await appendLog(db, declarationOf(c).token, body.value);
    return c.body(null, 204);
  });

  app.get('/application.wadl', auth, (c) => {
    const base = `${publicOrigin(c, deps)}${c.req.path.replace(/application\.wadl$/, '')}`;
    return c.body(wadl(base), 200, { 'Content-Type': `${WADL_MEDIA_TYPE}; charset=utf-8` });
  });

  app.get('/application.wadl/:grammar', auth, (c) => {
    if (c.req.param('grammar') !== WADL_GRAMMAR) {
      return fail(
        c,
        404,
        'NOT_FOUND',
        'Tjenesten finnes ikke.',
        `The WADL has one grammar: application.wadl/${WADL_GRAMMAR}`,
        'VALIDATION',
      );
    }
    return c.body(grammar(), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  return app;
}

/** Body of POST /sandbox/api/kyc-token (the sandbox's shortcut to a declaration without the loan flow). */
export const sandboxKycTokenSchema = z.object({
  ssn: z.string(),
  customer: z.optional(z.enum(['PRIVATE', 'CORPORATE'])),
  processType: z.optional(processTypeSchema),
  /** Which represented company, when the person represents several (default: the first). */
  organisationNumber: z.optional(z.string()),
});
export type SandboxKycTokenRequest = z.infer<typeof sandboxKycTokenSchema>;

/** Starts a declaration for the sandbox API: the token, or why not. */
export async function sandboxKycToken(
  deps: SandboxDeps,
  request: SandboxKycTokenRequest,
): Promise<{ ok: true; token: string } | { ok: false; developerMessage: string }> {
  const customer = request.customer ?? (request.processType ? customerTypeOf(request.processType) : 'PRIVATE');
  const processType = request.processType ?? (customer === 'CORPORATE' ? 'RENEWAL_CORPORATE' : 'RENEWAL_PRIVATE');
  if (customerTypeOf(processType) !== customer) {
    return { ok: false, developerMessage: `processType ${processType} is not a ${customer.toLowerCase()} process` };
  }
  let organisationNumber: string | null = null;
  if (customer === 'CORPORATE') {
    const companies = companiesRepresentedBy(request.ssn);
    const company = request.organisationNumber
      ? companies.find((c) => c.organisationNumber === request.organisationNumber)
      : companies[0];
    if (!company) {
      return {
        ok: false,
        developerMessage: 'The person represents no such company (see demo/sandbox/seed/companies.ts)',
      };
    }
    organisationNumber = company.organisationNumber;
  }
  return {
    ok: true,
    token: await createDeclaration(deps, { ssn: request.ssn, customer, organisationNumber, processType }),
  };
}
