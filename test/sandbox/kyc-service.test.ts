// The sandbox's declaration (KYC) service (spec 2 §7), endpoint by endpoint: the happy path and each
// error path, in-process against a real PostgreSQL store (PGlite, or DATABASE_URL in CI).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../src/schemas/common.js';
import {
  SECTION_TYPES,
  caseSummaryResponseSchema,
  completeDeclarationResponseSchema,
  confirmCountriesResponseSchema,
  countriesResponseSchema,
  customerTypeResponseSchema,
  fieldTypeSchema,
  formResponseSchema,
  knownSectionSchema,
  pepRoleTypesResponseSchema,
  postalCheckResultSchema,
  postalCodesResponseSchema,
  processSummaryResponseSchema,
  questionTypeSchema,
  rcaRoleTypesResponseSchema,
  signingResultSchema,
  taxConsentSchema,
  taxRelationCountriesResponseSchema,
  tokenForProcessResponseSchema,
  webBankTaskResponseSchema,
  type BeneficialOwnerData,
  type DynamicAnswer,
  type KnownSection,
} from '../../src/schemas/kyc.js';
import { MESSAGES_EN } from '../../demo/sandbox/errors.js';
import { KYC_RESOURCES } from '../../demo/sandbox/kyc/wadl.js';
import { COMPANIES, companyByKey, isValidOrganisationNumber } from '../../demo/sandbox/seed/companies.js';
import { makeNationalId } from '../../demo/sandbox/seed/national-ids.js';
import { KYC_TEST_CUSTOMERS } from '../../demo/sandbox/seed/kyc-persons.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { harness, type Harness } from './helpers.js';
import { defined } from '../helpers/defined.js';

let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());
beforeEach(() => h.reset());

const EXPIRED = 'Økten er utløpt. Vennligst logg på igjen.';

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────

/** The form of a token (v8), parsed. */
async function form(token: string, version: 7 | 8 = 8) {
  const { status, body } = await h.kyc('GET', `/kyc/v${version}/form?kycContext=test`, token);
  assert.equal(status, 200, JSON.stringify(body));
  return formResponseSchema.parse(body) as unknown as {
    process: Record<string, unknown>;
    sections: KnownSection[];
    [k: string]: unknown;
  };
}

/** A section of the form by type, with its index. */
async function section<T extends KnownSection['type']>(token: string, type: T) {
  const { sections } = await form(token);
  const index = sections.findIndex((s) => s.type === type);
  assert.ok(index >= 0, `no ${type} section`);
  return { section: sections[index] as Extract<KnownSection, { type: T }>, index };
}

/** POST with a JSON body. */
const post = (token: string | null, path: string, body: unknown) => h.kyc('POST', path, token, { body });

/** Asserts the error JSON: status, name and developerMessage (exact string, or a pattern). */
function assertError(
  result: { status: number; body: unknown },
  status: number,
  name: string,
  developerMessage?: string | RegExp,
) {
  assert.equal(result.status, status, JSON.stringify(result.body));
  const error = errorBodySchema.parse(result.body);
  assert.equal(error.name, name, JSON.stringify(result.body));
  assert.equal(typeof error.message, 'string');
  assert.match(defined(error.requestCorrelationId, 'requestCorrelationId').value, /^[0-9a-f-]{36}$/);
  if (typeof developerMessage === 'string') assert.equal(error.developerMessage, developerMessage);
  else if (developerMessage) assert.match(defined(error.developerMessage, 'developerMessage'), developerMessage);
}

/** The error JSON of a response body (spec 2 §3), parsed with its schema. */
const errorBody = (body: unknown) => errorBodySchema.parse(body);

/** GET kyc/webBankTask: the task's address and, in the sandbox, whether the declaration is completed. */
const webBankTaskSchema = z.looseObject({ ...webBankTaskResponseSchema.shape, completed: z.boolean() });

const assertInvalid = (result: { status: number; body: unknown }, developerMessage: string | RegExp) =>
  assertError(result, 400, 'INVALID_REQUEST', developerMessage);

const countries = { countryOfBirth: 'NOR', countryOfResidence: 'NOR', citizenship: ['NOR'] };

const pepRca = () => ({
  isPep: true,
  pep: [
    {
      roleTypeCode: 'PARLIAMENT',
      roleCountry: 'NOR',
      description: 'Stortingsrepresentant for Trøndelag',
      roleEnd: null,
    },
  ],
  isRca: true,
  rca: [
    {
      roleTypeCode: 'HEAD_OF_STATE',
      roleCountry: 'SWE',
      description: 'Svigerfar er minister i Sverige',
      firstName: 'Lars',
      lastName: 'Svensson',
      countryOfResidence: 'SWE',
      relationTypeCode: 'SPOUSE',
      roleEnd: { month: 'MARCH', year: new Date().getFullYear() - 1 },
    },
  ],
});

const taxRelations = () => ({
  isTaxLiableAbroad: true,
  isUsTaxLiable: true,
  isOtherTaxLiable: true,
  taxRelations: [
    { country: 'USA', type: 'WITH_TAX_NUMBER', taxNumber: '123-45-6789', createdDate: null, endedDate: null },
    {
      country: 'SE',
      type: 'WITH_OUT_TAX_NUMBER',
      reasonForMissingTaxNumber: 'Har ikke fått tildelt skattenummer ennå',
    },
  ],
});

const sourceOfIncome = () => ({
  answers: [
    { sourceId: 'SALARY', amount: 450_000, comment: null, version: 1 },
    { sourceId: 'INHERITANCE_OR_GIFT', amount: 50_000, comment: 'Arv etter besteforeldre', version: 1 },
  ],
});

const checkboxSources = () => ({
  answers: [{ sourceId: 'SAVINGS' }, { sourceId: 'LOAN_FROM_OTHERS', comment: 'Lån fra foreldrene' }],
});

const privateDynamicAnswers = () => [
  {
    questionId: 'FOREIGN_PAYMENTS',
    questionVersion: 2,
    answer: 'YES',
    answerType: 'YES_NO',
    subQuestion: {
      questionId: 'FOREIGN_PAYMENT_COUNTRIES',
      questionVersion: 1,
      answer: null,
      answerType: 'LIST',
      listAnswers: [{ country: 'SWE', amountPerYear: '25 000', purpose: 'Hytte i Sverige' }],
    },
  },
  { questionId: 'MAIN_PURPOSE', questionVersion: 1, answer: 'EVERYDAY_BANKING', answerType: 'SINGLE' },
  {
    questionId: 'SERVICES',
    questionVersion: 1,
    answer: null,
    answerType: 'SIMPLE_LIST',
    listAnswers: [{ services: 'CASH_WITHDRAWAL,CURRENCY_EXCHANGE' }],
  },
  {
    questionId: 'ACCOUNTS_ABROAD',
    questionVersion: 1,
    answer: null,
    answerType: 'LIST',
    listAnswers: [
      {
        bankName: 'Handelsbanken',
        country: 'SWE',
        yearsHeld: '4',
        jointAccount: 'NO',
        currencies: 'SEK,EUR',
        comment: 'Brukes til hytta',
        statement: null,
      },
    ],
  },
];

const corporateDynamicAnswers = () => [
  { questionId: 'CORP_FOREIGN_PAYMENTS', questionVersion: 1, answer: 'NO', answerType: 'YES_NO' },
  { questionId: 'CORP_CASH_SHARE', questionVersion: 1, answer: 'UNDER_10', answerType: 'SINGLE' },
  {
    questionId: 'CORP_CUSTOMER_REGIONS',
    questionVersion: 1,
    answer: null,
    answerType: 'SIMPLE_LIST',
    listAnswers: [{ regions: 'NORWAY,NORDIC' }],
  },
  { questionId: 'CORP_SUPPLIERS_ABROAD', questionVersion: 1, answer: null, answerType: 'LIST', listAnswers: [] },
];

/** The board confirmation of a corporate token, from its form. */
async function boardPayload(token: string, confirmation: unknown = { typeInfo: 'CONFIRMED' }) {
  const { section: board } = await section(token, 'CORPORATE_BOARD_ACTORS');
  return {
    typeInfo: 'CEO_CHAIRMAN_BOARD_V2',
    ceo: board.ceo,
    chairman: board.boardChairman,
    board: board.boardMembers,
    confirmation,
  };
}

/** A new beneficial owner typed by the customer. */
const newOwner = (share: number) => ({
  firstName: 'Sofie',
  lastName: 'Fjellbekk',
  publicId: { value: makeNationalId({ year: 1990, month: 1, day: 15 }, 210), token: null },
  birthCountry: 'NOR',
  citizenship: 'NOR',
  secondaryCitizenship: null,
  countryOfResidence: 'NOR',
  postalCode: '7010',
  postalPlace: 'TRONDHEIM',
  address: 'Byåsveien 101',
  ownershipPercentage: share,
  beneficialOwnerReasons: { OWNERSHIP: false, OTHER_CONTROL: true },
  isBeneficialOwnerPep: false,
  pep: [],
  isBeneficialOwnerRca: false,
  rca: [],
  taxRelations: [],
});

/** The beneficial-owners payload of a corporate token: the register's rows answered, plus `extra`. */
async function ownersPayload(token: string, extra: unknown[] = [], typeInfo = 'corporateBeneficialOwnerActorsV3') {
  const { section: owners } = await section(token, 'CORPORATE_BENEFICIAL_OWNERS');
  const rows = owners.beneficialOwners.map((o) => ({
    ...o,
    isBeneficialOwnerPep: false,
    isBeneficialOwnerRca: false,
    pep: [],
    rca: [],
  }));
  return { typeInfo, hasRR: true, beneficialOwners: [...rows, ...extra], confirmation: { typeInfo: 'CONFIRMED' } };
}

/** A beneficial owner's tax relations, one in the USA (FATCA) and one in Sweden (CRS). */
const usRelation = {
  country: 'US',
  type: 'WITH_TAX_NUMBER',
  taxNumber: '123-45-6789',
  reasonForMissingTaxNumber: null,
  createdDate: null,
  endedDate: null,
};
const swedishRelation = { ...usRelation, country: 'SE', taxNumber: '820707-3016' };

/** Answers every section of a private declaration (countries as the register has them for Kari). */
async function answerPrivate(token: string, options: { countries?: unknown } = {}) {
  assert.equal(
    confirmCountriesResponseSchema.parse(
      (await post(token, '/kyc/confirmCountries', options.countries ?? countries)).body,
    ).typeInfo,
    'OK',
  );
  assert.equal((await post(token, '/kyc/submitPepRca', pepRca())).status, 204);
  assert.equal((await post(token, '/kyc/submitTaxRelationSection', taxRelations())).status, 204);
  assert.equal((await post(token, '/kyc/submitSourceOfIncomeSection', sourceOfIncome())).status, 204);
  assert.equal((await post(token, '/kyc/submitCheckboxSourceOfIncomeSection', checkboxSources())).status, 204);
  const { index } = await section(token, 'DYNAMIC_QUESTIONS');
  assert.equal(
    (await post(token, '/kyc/submitDynamicSection', { sectionIndex: index, answers: privateDynamicAnswers() })).status,
    204,
  );
  await sign(token);
  const { section: summary } = await section(token, 'CASE_SUMMARY');
  assert.equal((await h.kyc('POST', `/kyc/confirmCaseSummary/${summary.caseId}`, token)).status, 204);
}

/** Answers every section of a corporate declaration (Fjellbekk Bil AS). */
async function answerCorporate(token: string) {
  const info = { businessCode: '45.112', corporateFormType: 'AS', establishDate: '2014-05-12' };
  assert.equal((await post(token, '/kyc/confirmCorporateInformation', info)).status, 204);
  assert.equal((await post(token, '/kyc/v3/corporate-actors', await boardPayload(token))).status, 204);
  assert.equal((await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token))).status, 204);
  assert.equal(
    (
      await post(token, '/kyc/submitCorporateInstitutionTypeSection', {
        typeInfo: 'nonFinancialInstitution',
        passiveCorporate: false,
      })
    ).status,
    204,
  );
  assert.equal(
    (await post(token, '/kyc/submitTaxRelationSection', { isTaxLiableAbroad: false, taxRelations: [] })).status,
    204,
  );
  const { index } = await section(token, 'DYNAMIC_QUESTIONS');
  assert.equal(
    (await post(token, '/kyc/submitDynamicSection', { sectionIndex: index, answers: corporateDynamicAnswers() }))
      .status,
    204,
  );
  const { section: summary } = await section(token, 'CASE_SUMMARY');
  assert.equal((await h.kyc('POST', `/kyc/confirmCaseSummary/${summary.caseId}`, token)).status, 204);
}

/** The tax-signing round trip: signing/start, then 'Signer' on the simulator page. */
async function sign(token: string) {
  const start = await h.kyc('GET', '/signing/start?returnUrl=%2Fmin-oversikt%2Fkyc', token);
  const url = defined(signingResultSchema.parse(start.body).url);
  const response = await h.request('POST', url, {
    raw: 'action=sign',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    bank: null,
  });
  assert.equal(response.status, 303);
}

/** A request path with its template parameters filled. */
const concrete = (path: string) => path.replace('{id}', 'KYC-00000000').replace('{grammar}', 'xsd0.xsd');

/** Checks that an XML text is well-formed enough: one root, every tag closed in order. */
function assertWellFormedXml(xml: string) {
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"/);
  const stack: string[] = [];
  let roots = 0;
  for (const [, closing, name, selfClosing] of xml
    .replace(/<\?[^>]*\?>/g, '')
    .matchAll(/<(\/?)([\w:.-]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (closing) assert.equal(stack.pop(), name, `</${name}> closes the wrong element`);
    else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(defined(name));
    } else if (stack.length === 0) roots += 1;
  }
  assert.deepEqual(stack, [], 'unclosed elements');
  assert.equal(roots, 1, 'one root element');
}

// ── Authentication ──────────────────────────────────────────────────────────────────────────────────

describe('KYC authentication (X-KYC-Token)', () => {
  const guarded = KYC_RESOURCES.filter((r) => r.token !== false);

  it('answers every call but token-for-process with 401 UNAUTHORIZED without a token', async () => {
    assert.equal(guarded.length, KYC_RESOURCES.length - 1);
    for (const resource of guarded) {
      const result = await h.kyc(
        resource.method,
        `/${concrete(resource.path)}`,
        null,
        resource.body ? { body: {} } : {},
      );
      assertError(result, 401, 'UNAUTHORIZED', 'Missing X-KYC-Token header');
      assert.equal(errorBody(result.body).message, EXPIRED, resource.path);
    }
  });

  it('answers every call with 401 for an unknown token', async () => {
    for (const resource of guarded) {
      const result = await h.kyc(
        resource.method,
        `/${concrete(resource.path)}`,
        'not-a-real-token',
        resource.body ? { body: {} } : {},
      );
      assertError(result, 401, 'UNAUTHORIZED', 'Unknown or expired X-KYC-Token');
    }
  });

  it('answers 401 once the token has expired (4 hours)', async () => {
    const token = await h.kycToken('kari');
    const [row] = await h.db.query<{ created_at: Date; expires_at: Date }>(
      'SELECT created_at, expires_at FROM kyc_declarations WHERE token = $1',
      [token],
    );
    assert.equal(
      new Date(defined(row).expires_at).getTime() - new Date(defined(row).created_at).getTime(),
      4 * 3_600_000,
    );
    assert.equal((await h.kyc('GET', '/kyc/keepAlive', token)).status, 204);
    await h.db.query(`UPDATE kyc_declarations SET expires_at = now() - interval '1 second' WHERE token = $1`, [token]);
    const result = await h.kyc('GET', '/kyc/keepAlive', token);
    assertError(result, 401, 'UNAUTHORIZED', 'Unknown or expired X-KYC-Token');
    assert.equal(errorBody(result.body).message, EXPIRED);
  });

  it('keeps the 404 fallback for unknown KYC paths, with or without a token', async () => {
    const token = await h.kycToken('kari');
    for (const t of [null, token]) {
      const result = await h.kyc('GET', '/kyc/nothing-here', t);
      assertError(result, 404, 'NOT_FOUND', 'No endpoint GET /kyc-declaration/api/kyc/nothing-here');
    }
    assertError(await h.kyc('DELETE', '/kyc/countries', token), 404, 'NOT_FOUND');
  });

  it("never returns another token's data", async () => {
    const kari = await h.kycToken('kari');
    const ola = await h.kycToken('ola');
    assert.equal((await post(kari, '/kyc/submitPepRca', pepRca())).status, 204);
    const olaForm = await section(ola, 'PEP_RCA');
    assert.equal(olaForm.section.isPep, null);
    assert.deepEqual(olaForm.section.pep, []);
    const kariCase = (await section(kari, 'CASE_SUMMARY')).section.caseId;
    assertError(await h.kyc('GET', `/kyc/v1/case-summary/${kariCase}`, ola), 404, 'CASE_NOT_FOUND');
    assertError(await h.kyc('POST', `/kyc/confirmCaseSummary/${kariCase}`, ola), 404, 'CASE_NOT_FOUND');
    const summary = await h.kyc('GET', '/kyc/v1/process-summary', ola);
    assert.doesNotMatch(JSON.stringify(summary.body), /Stortingsrepresentant/);
  });

  it('applies fault injection and the body limit to the KYC service', async () => {
    const token = await h.kycToken('kari');
    await h.request('POST', '/sandbox/api/faults', {
      body: { endpoint: 'GET /kyc-declaration/api/kyc/countries', status: 503, times: 1 },
      bank: null,
    });
    assertError(await h.kyc('GET', '/kyc/countries', token), 503, 'SERVICE_UNAVAILABLE');
    assert.equal((await h.kyc('GET', '/kyc/countries', token)).status, 200);
    const big = await h.kyc('POST', '/kyc/log', token, {
      raw: JSON.stringify({ level: 'INFO', message: 'x'.repeat(70_000) }),
    });
    assertError(big, 413, 'INVALID_REQUEST');
  });
});

describe('KYC robustness', () => {
  it('answers malformed bodies of every call with a 4xx, never a 500', async () => {
    const tokens = [await h.kycToken('kari'), await h.kycToken('kari', { customer: 'CORPORATE' })];
    const bodies = [
      'null',
      '[]',
      '1',
      '"x"',
      '{}',
      '{"answers":null}',
      '{"answers":[null]}',
      '{"sectionIndex":7,"answers":[{"questionId":"SERVICES","questionVersion":1,"answer":null,"answerType":"SIMPLE_LIST","listAnswers":[null]}]}',
      '{"typeInfo":"corporateBeneficialOwnerActorsV3","hasRR":true,"beneficialOwners":[null],"confirmation":null}',
      '{"typeInfo":"CEO_CHAIRMAN_BOARD_V2","ceo":{},"chairman":null,"board":null}',
      '{"taxRelations":[{"country":null}]}',
      '{"isPep":true,"pep":[{}],"isRca":false,"rca":[]}',
    ];
    for (const token of tokens) {
      for (const resource of KYC_RESOURCES.filter((r) => r.method === 'POST')) {
        for (const raw of bodies) {
          const result = await h.kyc('POST', `/${concrete(resource.path)}`, token, { raw });
          assert.ok(result.status < 500, `${resource.path} ${raw}: ${result.status} ${JSON.stringify(result.body)}`);
        }
      }
    }
  });
});

// ── Tokens ──────────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/token-for-process', () => {
  const body = (key: string, processType = 'CAR_LOAN') => ({
    bankRegNr: '9999',
    publicId: { value: personByKey(key).ssn },
    processType,
    client: 'salgspant',
  });

  it('gives a logged-in customer an opaque token for their own car-loan declaration', async () => {
    const login = await h.login('kari');
    const result = await h.kyc('POST', '/kyc/token-for-process', null, { login, body: body('kari') });
    assert.equal(result.status, 200);
    const { token } = tokenForProcessResponseSchema.parse(result.body);
    assert.ok(token.length >= 40);
    assert.ok(!token.includes(login.ssn) && !token.includes('9812'), 'the token carries no national id or bank code');
    const { process, sections } = await form(token);
    assert.equal(process.processType, 'CAR_LOAN');
    const welcome = sections[0] as Extract<KnownSection, { type: 'WELCOME_WITH_PRODUCTS' }>;
    assert.deepEqual(
      welcome.products.map((p) => p.name),
      ['Billån'],
    );
    assert.equal(
      customerTypeResponseSchema.parse((await h.kyc('GET', '/kyc/customer/type', token)).body).customerType,
      'PRIVATE',
    );
    const again = await h.kyc('POST', '/kyc/token-for-process', null, { login, body: body('kari') });
    assert.notEqual(tokenForProcessResponseSchema.parse(again.body).token, token);
  });

  it('gives a company representative a corporate token for the company', async () => {
    const login = await h.login('kari');
    const result = await h.kyc('POST', '/kyc/token-for-process', null, {
      login,
      body: body('kari', 'RENEWAL_CORPORATE'),
    });
    assert.equal(result.status, 200);
    const { token } = tokenForProcessResponseSchema.parse(result.body);
    const { section: info } = await section(token, 'CORPORATE_INFORMATION');
    assert.equal(info.header, 'Om foretaket');
    const customer = (await form(token)).customer as {
      organisationName: string;
      organisationNumber: string;
    };
    assert.equal(customer.organisationName, 'Fjellbekk Bil AS');
    assert.equal(customer.organisationNumber, companyByKey('fjellbekk').organisationNumber);
    const ola = await h.login('ola');
    const refused = await h.kyc('POST', '/kyc/token-for-process', null, {
      login: ola,
      body: body('ola', 'RENEWAL_CORPORATE'),
    });
    assertError(
      refused,
      403,
      'INGEN_TILGANG',
      'RENEWAL_CORPORATE is a corporate process and the customer represents no company',
    );
  });

  it('needs the session (401 ANNONYM_BRUKER) and the CSRF header (403 INGEN_TILGANG)', async () => {
    assertError(await h.kyc('POST', '/kyc/token-for-process', null, { body: body('kari') }), 401, 'ANNONYM_BRUKER');
    const login = await h.login('kari');
    assertError(
      await h.kyc('POST', '/kyc/token-for-process', null, { login, noCsrf: true, body: body('kari') }),
      403,
      'INGEN_TILGANG',
      /x-csrf-token/,
    );
  });

  it("refuses another person's publicId (403 INGEN_TILGANG) and another bank (403 MANGLER_TILGANG)", async () => {
    const login = await h.login('kari');
    assertError(
      await h.kyc('POST', '/kyc/token-for-process', null, { login, body: body('ola') }),
      403,
      'INGEN_TILGANG',
      'publicId.value is not the national id of the logged-in customer',
    );
    assertError(
      await h.kyc('POST', '/kyc/token-for-process', null, { login, body: { ...body('kari'), bankRegNr: '1234' } }),
      403,
      'MANGLER_TILGANG',
    );
  });

  it('validates the body: 400 naming the path, 415 for another content type', async () => {
    const login = await h.login('kari');
    const cases: Array<[unknown, string | RegExp]> = [
      [{ ...body('kari'), publicId: { value: '12345678901' } }, 'publicId.value: Ikke gyldig Fødselsnummer / D-nummer'],
      [{ ...body('kari'), processType: 'MORTGAGE' }, /^processType: /],
      [{ ...body('kari'), bankRegNr: '99' }, /^bankRegNr: /],
    ];
    for (const [value, message] of cases)
      assertInvalid(await h.kyc('POST', '/kyc/token-for-process', null, { login, body: value }), message);
    const type = await h.kyc('POST', '/kyc/token-for-process', null, {
      login,
      raw: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    assertError(type, 415, 'INVALID_REQUEST', 'Content-Type must be application/json');
  });
});

describe('POST /sandbox/api/kyc-token', () => {
  const call = (body: unknown) => h.json('POST', '/sandbox/api/kyc-token', { body, bank: null });

  it('starts a private declaration by default and a corporate one for a representative', async () => {
    const privateToken = tokenForProcessResponseSchema.parse((await call({ ssn: personByKey('ola').ssn })).body).token;
    assert.equal((await form(privateToken)).process.processType, 'RENEWAL_PRIVATE');
    const nordvik = companyByKey('nordvik');
    const corporate = await call({
      ssn: personByKey('arne').ssn,
      customer: 'CORPORATE',
      organisationNumber: nordvik.organisationNumber,
    });
    assert.equal(corporate.status, 200);
    assert.equal(
      customerTypeResponseSchema.parse(
        (await h.kyc('GET', '/kyc/customer/type', tokenForProcessResponseSchema.parse(corporate.body).token)).body,
      ).customerType,
      'CORPORATE',
    );
    const credit = await call({ ssn: personByKey('ola').ssn, processType: 'CREDIT_CARD' });
    assert.equal(
      (await form(tokenForProcessResponseSchema.parse(credit.body).token)).process.processType,
      'CREDIT_CARD',
    );
  });

  it('refuses an invalid national id, a non-representative and a process of the other customer type', async () => {
    assertError(await call({ ssn: '123' }), 400, 'INVALID_REQUEST');
    assertError(
      await call({ ssn: personByKey('ola').ssn, customer: 'CORPORATE' }),
      400,
      'INVALID_REQUEST',
      /represents no such company/,
    );
    assertError(
      await call({ ssn: personByKey('kari').ssn, customer: 'CORPORATE', processType: 'CAR_LOAN' }),
      400,
      'INVALID_REQUEST',
      'processType CAR_LOAN is not a corporate process',
    );
  });
});

describe('GET kyc/keepAlive', () => {
  it('answers 204 without extending the token', async () => {
    const token = await h.kycToken('kari');
    const before = await h.db.query<{ expires_at: Date }>('SELECT expires_at FROM kyc_declarations WHERE token = $1', [
      token,
    ]);
    const result = await h.kyc('GET', '/kyc/keepAlive', token);
    assert.equal(result.status, 204);
    assert.equal(result.body, undefined);
    const after = await h.db.query<{ expires_at: Date }>('SELECT expires_at FROM kyc_declarations WHERE token = $1', [
      token,
    ]);
    assert.deepEqual(after, before);
  });
});

// ── The form ────────────────────────────────────────────────────────────────────────────────────────

describe('GET kyc/v7/form, kyc/v8/form', () => {
  it('gives a private customer every private section type, each valid by its schema', async () => {
    const token = await h.kycToken('kari');
    const result = await form(token);
    assert.deepEqual(
      result.sections.map((s) => s.type),
      [
        'WELCOME_WITH_PRODUCTS',
        'COUNTRY',
        'PEP_RCA',
        'INFORMATION',
        'PRIVATE_TAX',
        'SOURCE_OF_INCOME',
        'SOURCE_OF_INCOME_CHECKBOX',
        'DYNAMIC_QUESTIONS',
        'PROCESS_SUMMARY',
        'TAX_SIGNING',
        'CASE_SUMMARY',
      ],
    );
    for (const s of result.sections) assert.ok(knownSectionSchema.safeParse(s).success, s.type);
    assert.equal(result.formVersion, 8);
    assert.deepEqual(result.process, {
      id: result.process.id,
      processType: 'RENEWAL_PRIVATE',
      channel: 'NETTBANK',
      completed: false,
      inProgress: false,
      kycContext: 'test',
      caseStatus: 'NEW_CASE',
    });
    assert.deepEqual(result.customer, {
      customerType: 'PRIVATE',
      firstName: 'Kari',
      lastName: 'Nordmann',
      organisationNumber: null,
      organisationName: null,
    });
    assert.doesNotMatch(
      JSON.stringify(result),
      new RegExp(personByKey('kari').ssn),
      'no national id in the private form',
    );
    const country = result.sections[1] as Extract<KnownSection, { type: 'COUNTRY' }>;
    assert.equal(country.countryOfBirth?.text, 'Norge');
    assert.equal(country.confirmed, false);
    const soi = result.sections[5] as Extract<KnownSection, { type: 'SOURCE_OF_INCOME' }>;
    assert.ok(soi.questions.some((q) => q.requiresComment) && soi.questions.some((q) => !q.requiresComment));
  });

  it('asks dynamic questions of every question type and every field type', async () => {
    const token = await h.kycToken('kari');
    const { section: dynamic } = await section(token, 'DYNAMIC_QUESTIONS');
    const questions = [
      ...dynamic.questions,
      ...dynamic.questions.flatMap((q) => (q.subQuestion ? [q.subQuestion] : [])),
    ];
    assert.deepEqual(new Set(questions.map((q) => q.type)), new Set(questionTypeSchema.options));
    assert.deepEqual(new Set(questions.flatMap((q) => q.fields.map((f) => f.type))), new Set(fieldTypeSchema.options));
    assert.ok(questions.every((q) => q.text.length > 10));
  });

  it('gives a corporate customer the corporate sections, with the register data', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const result = await form(token, 7);
    assert.equal(result.formVersion, 7);
    assert.deepEqual(
      result.sections.map((s) => s.type),
      [
        'WELCOME',
        'CORPORATE_INFORMATION',
        'CORPORATE_BOARD_ACTORS',
        'CORPORATE_BENEFICIAL_OWNERS',
        'CORPORATE_FINANCIAL_INSTITUTION',
        'CORPORATE_TAX',
        'DYNAMIC_QUESTIONS',
        'READ_ONLY_ACTORS',
        'PROCESS_SUMMARY',
        'CASE_SUMMARY',
      ],
    );
    for (const s of result.sections) assert.ok(knownSectionSchema.safeParse(s).success, s.type);
    const info = result.sections[1] as Extract<KnownSection, { type: 'CORPORATE_INFORMATION' }>;
    assert.equal(info.corporateFormLabel, 'Aksjeselskap');
    assert.ok(info.businessCodes.length > 1);
    assert.equal(info.businessCode, null, 'several codes: the customer must choose');
    const board = result.sections[2] as Extract<KnownSection, { type: 'CORPORATE_BOARD_ACTORS' }>;
    assert.equal(board.ceo?.firstName, 'Kari');
    assert.equal(board.boardChairman?.lastName, 'Fjellbekk');
    assert.equal(board.boardMembers.length, 2);
    const owners = result.sections[3] as Extract<KnownSection, { type: 'CORPORATE_BENEFICIAL_OWNERS' }>;
    assert.equal(owners.hasRR, true);
    assert.deepEqual(
      owners.beneficialOwners.map((o) => o.ownershipPercentage),
      [60, 30],
    );
    assert.ok(owners.beneficialOwners.every((o) => o.publicId?.token));
    assert.ok(owners.reasons.some((r) => r.text === 'Kontroll over stemmeretter'));
  });

  it('pre-fills the financial institution, its GIIN and its US tax relation for Nordvik', async () => {
    const token = await h.kycToken('arne', { customer: 'CORPORATE' });
    const { section: institution } = await section(token, 'CORPORATE_FINANCIAL_INSTITUTION');
    assert.equal(institution.financialInstitution, true);
    assert.equal(institution.globalIntermediaryIdentificationNumber?.number, 'K7N4QZ.00012.LE.578');
    const { section: tax } = await section(token, 'CORPORATE_TAX');
    assert.equal(tax.isTaxLiableAbroad, true);
    assert.equal(tax.taxRelations[0]?.country, 'USA');
    const { section: board } = await section(token, 'CORPORATE_BOARD_ACTORS');
    assert.deepEqual(board.boardMembers, []);
  });

  it('covers every section type of spec 2 §2 between the private and the corporate form', async () => {
    const types = new Set([
      ...(await form(await h.kycToken('kari'))).sections.map((s) => s.type),
      ...(await form(await h.kycToken('kari', { customer: 'CORPORATE' }))).sections.map((s) => s.type),
    ]);
    assert.deepEqual([...types].sort(), [...SECTION_TYPES].sort());
  });

  it('answers the same sections in v7 and v8', async () => {
    const token = await h.kycToken('kari');
    assert.deepEqual((await form(token, 7)).sections, (await form(token, 8)).sections);
  });

  it('needs kycContext (400 naming it)', async () => {
    const token = await h.kycToken('kari');
    for (const version of [7, 8]) {
      assertInvalid(
        await h.kyc('GET', `/kyc/v${version}/form`, token),
        'kycContext: Query parameter kycContext is required',
      );
      assertInvalid(
        await h.kyc('GET', `/kyc/v${version}/form?kycContext=`, token),
        'kycContext: Query parameter kycContext is required',
      );
    }
  });
});

describe('GET kyc/customer/type and kyc/webBankTask', () => {
  it('tells private from corporate and gives the task list', async () => {
    const privateToken = await h.kycToken('kari');
    const corporate = await h.kycToken('kari', { customer: 'CORPORATE' });
    assert.deepEqual(
      customerTypeResponseSchema.parse((await h.kyc('GET', '/kyc/customer/type', privateToken)).body).customerType,
      'PRIVATE',
    );
    assert.deepEqual(
      customerTypeResponseSchema.parse((await h.kyc('GET', '/kyc/customer/type', corporate)).body).customerType,
      'CORPORATE',
    );
    const task = webBankTaskResponseSchema.parse((await h.kyc('GET', '/kyc/webBankTask', privateToken)).body);
    assert.equal(task.url, '/min-oversikt/soknadsoversikt');
    assert.equal(task.completed, false);
  });
});

// ── Reference data ──────────────────────────────────────────────────────────────────────────────────

describe('reference data: countries, PEP/RCA types, tax countries, postal codes', () => {
  it('lists every country, historic ones flagged, in kyc/countries and kyc/pepRoleCountries', async () => {
    const token = await h.kycToken('kari');
    for (const path of ['/kyc/countries', '/kyc/pepRoleCountries']) {
      const list = countriesResponseSchema.parse((await h.kyc('GET', path, token)).body);
      assert.ok(list.length >= 249, path);
      assert.deepEqual(
        list.find((c) => c.iso3 === 'NOR'),
        { text: 'Norge', iso2: 'NO', iso3: 'NOR', historicUseOnly: false },
      );
      assert.deepEqual(
        list.find((c) => c.iso3 === 'YUG'),
        { text: 'Jugoslavia', iso2: 'YU', iso3: 'YUG', historicUseOnly: true },
      );
      assert.equal(new Set(list.map((c) => c.iso3)).size, list.length);
    }
  });

  it('lists the PEP role types and the RCA relation types', async () => {
    const token = await h.kycToken('kari');
    const pep = pepRoleTypesResponseSchema.parse((await h.kyc('GET', '/kyc/pepRoleTypes', token)).body);
    const rca = rcaRoleTypesResponseSchema.parse((await h.kyc('GET', '/kyc/rcaRoleTypes', token)).body);
    assert.ok(pep.some((r) => r.code === 'PARLIAMENT'));
    assert.ok(rca.some((r) => r.code === 'SPOUSE'));
  });

  it('gives the FATCA list (USA only) and the CRS list (the rest, without Norway)', async () => {
    const token = await h.kycToken('kari');
    const lists = taxRelationCountriesResponseSchema.parse(
      (await h.kyc('GET', '/kyc/taxRelationCountries', token)).body,
    );
    assert.deepEqual(
      lists.fatcaCountries.map((c) => c.iso3),
      ['USA'],
    );
    const crs = lists.crsCountries.map((c) => c.iso3);
    assert.ok(crs.includes('SWE') && !crs.includes('USA') && !crs.includes('NOR'));
  });

  it("lists Bring's current postal register (April 2024), not the old one", async () => {
    const token = await h.kycToken('kari');
    const list = postalCodesResponseSchema.parse((await h.kyc('GET', '/kyc/postal-codes', token)).body);
    const area = (code: string) => list.find((p) => p.code === code)?.area;
    assert.equal(area('7058'), 'CHARLOTTENLUND');
    assert.equal(area('6951'), 'HYLLESTAD');
    const verify = await h.kyc('GET', '/kyc/postal-codes/verify?code=7058&country=NOR', token);
    assert.match(JSON.stringify(verify.body), /CHARLOTTENLUND/);
  });

  it('lists the whole postal register (Posten/Bring, through norwegian-postalcodes-mapper), sorted by code', async () => {
    const token = await h.kycToken('kari');
    const list = postalCodesResponseSchema.parse((await h.kyc('GET', '/kyc/postal-codes', token)).body);
    assert.deepEqual(
      list.find((p) => p.code === '0150'),
      { code: '0150', area: 'OSLO' },
    );
    assert.ok(list.length > 5000, `${list.length} codes`);
    assert.ok(list.every((p) => /^\d{4}$/.test(p.code) && p.area !== ''));
    assert.deepEqual(
      list.map((p) => p.code),
      list.map((p) => p.code).sort(),
    );
  });
});

describe('GET kyc/postal-codes/verify', () => {
  const verify = async (query: string) => {
    const token = await h.kycToken('kari');
    return h.kyc('GET', `/kyc/postal-codes/verify?${query}`, token);
  };

  it('answers valid with the area for real Norwegian codes', async () => {
    const cases = [
      ['code=0150&country=NOR', 'OSLO'],
      ['code=5003&country=NO', 'BERGEN'],
      ['code=7010&country=NOR', 'TRONDHEIM'],
      ['code=9008&country=NOR', 'TROMSØ'],
      ['code=4006&country=578', 'STAVANGER'],
      // Codes a hand-written sample lacked: small places and post-box codes.
      ['code=3864&country=NOR', 'RAULAND'],
      ['code=9990&country=NOR', 'BÅTSFJORD'],
      ['code=0001&country=NOR', 'OSLO'],
    ] as const;
    for (const [query, area] of cases) {
      const { status, body } = await verify(query);
      assert.equal(status, 200);
      assert.deepEqual(postalCheckResultSchema.parse(body), { typeInfo: 'valid', area }, query);
    }
  });

  it('answers foreign for other countries, invalid for unknown, malformed and empty codes', async () => {
    assert.deepEqual((await verify('code=83131&country=SWE')).body, { typeInfo: 'foreign', country: 'SWE' });
    assert.deepEqual((await verify('code=12345&country=DE')).body, { typeInfo: 'foreign', country: 'DEU' });
    assert.deepEqual((await verify('code=9999&country=NOR')).body, {
      typeInfo: 'invalid',
      message: 'Postnummeret 9999 finnes ikke',
    });
    assert.deepEqual((await verify('code=015&country=NOR')).body, {
      typeInfo: 'invalid',
      message: 'Postnummeret må ha 4 siffer',
    });
    assert.deepEqual((await verify('code=&country=NOR')).body, { typeInfo: 'invalid', message: 'No postal code' });
    assert.deepEqual((await verify('country=SWE')).body, { typeInfo: 'invalid', message: 'No postal code' });
  });

  it('needs a known country (400)', async () => {
    assertInvalid(await verify('code=0150'), 'country: Påkrevet felt');
    assertInvalid(await verify('code=0150&country=XX'), 'country: Unknown country code "XX"');
  });
});

// ── Countries ───────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/confirmCountries', () => {
  it('answers OK for the register countries (alpha-2 or alpha-3) and pre-fills the confirmation', async () => {
    const token = await h.kycToken('kari');
    const result = await post(token, '/kyc/confirmCountries', {
      countryOfBirth: 'NO',
      countryOfResidence: 'NOR',
      citizenship: ['NOR'],
    });
    assert.equal(result.status, 200);
    assert.deepEqual(confirmCountriesResponseSchema.parse(result.body), { typeInfo: 'OK', message: null });
    assert.equal((await section(token, 'COUNTRY')).section.confirmed, true);
  });

  it('answers NOT_VALID when the countries differ from the register, and saves nothing', async () => {
    const token = await h.kycToken('kari');
    const result = await post(token, '/kyc/confirmCountries', { ...countries, citizenship: ['NOR', 'SWE'] });
    assert.equal(confirmCountriesResponseSchema.parse(result.body).typeInfo, 'NOT_VALID');
    assert.equal((await section(token, 'COUNTRY')).section.confirmed, false);
  });

  it('answers NOT_VERIFIED for Ulf Utland and ERROR for Ivar Intern, with the retry message', async () => {
    const ulf = await h.kycToken('ulf');
    const { section: country } = await section(ulf, 'COUNTRY');
    assert.deepEqual(
      country.citizenship.map((c) => c.iso3),
      ['SWE', 'NOR'],
    );
    const verified = await post(ulf, '/kyc/confirmCountries', {
      countryOfBirth: 'SWE',
      countryOfResidence: 'SWE',
      citizenship: ['SWE', 'NOR'],
    });
    assert.deepEqual(verified.body, {
      typeInfo: 'NOT_VERIFIED',
      message: 'Vennligst prøv å bekrefte igjen. Dersom problemet vedvarer må du kontakte banken',
    });
    assert.equal((await section(ulf, 'COUNTRY')).section.confirmed, false);
    const ivar = await h.kycToken('ivar');
    assert.equal(
      confirmCountriesResponseSchema.parse((await post(ivar, '/kyc/confirmCountries', countries)).body).typeInfo,
      'ERROR',
    );
  });

  it('validates the body and the codes (400), and is not for corporate customers', async () => {
    const token = await h.kycToken('kari');
    assertInvalid(await post(token, '/kyc/confirmCountries', { ...countries, citizenship: 'NOR' }), /^citizenship: /);
    assertInvalid(
      await post(token, '/kyc/confirmCountries', { ...countries, countryOfBirth: 'XX' }),
      'countryOfBirth: Unknown country code "XX"',
    );
    assertInvalid(
      await post(token, '/kyc/confirmCountries', { ...countries, citizenship: ['NOR', 'ZZZ'] }),
      'citizenship.1: Unknown country code "ZZZ"',
    );
    const json = await h.kyc('POST', '/kyc/confirmCountries', token, { raw: '{"countryOfBirth":' });
    assertInvalid(json, 'Body is not valid JSON');
    const corporate = await h.kycToken('kari', { customer: 'CORPORATE' });
    assertInvalid(
      await post(corporate, '/kyc/confirmCountries', countries),
      "(body): The corporate customer's form has no COUNTRY section",
    );
  });
});

// ── PEP / RCA ───────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/submitPepRca', () => {
  it('saves the answers and pre-fills the section', async () => {
    const token = await h.kycToken('kari');
    const result = await post(token, '/kyc/submitPepRca', pepRca());
    assert.equal(result.status, 204);
    const { section: pep } = await section(token, 'PEP_RCA');
    assert.equal(pep.isPep, true);
    assert.equal(pep.descriptionMinLength, 10);
    assert.deepEqual(pep.pep, pepRca().pep);
    assert.deepEqual(pep.rca, pepRca().rca);
    assert.equal(
      (await post(token, '/kyc/submitPepRca', { isPep: false, pep: [], isRca: false, rca: [] })).status,
      204,
    );
    assert.equal((await section(token, 'PEP_RCA')).section.isPep, false);
  });

  it('refuses invalid answers (400 naming the path)', async () => {
    const token = await h.kycToken('kari');
    const base = pepRca();
    const year = new Date().getFullYear();
    const cases: Array<[unknown, string | RegExp]> = [
      [{ ...base, pep: [{ ...base.pep[0], description: 'For kort' }] }, 'pep.0.description: Minst 10 tegn kreves'],
      [{ ...base, pep: [] }, 'pep: Vennligst velg minst ett alternativ'],
      [{ ...base, pep: [{ ...base.pep[0], roleCountry: 'Velg' }] }, "pep.0.roleCountry: 'Velg' er ikke et gyldig valg"],
      [
        { ...base, pep: [{ ...base.pep[0], roleTypeCode: 'KING' }] },
        'pep.0.roleTypeCode: Unknown PEP role type "KING" (GET kyc/pepRoleTypes)',
      ],
      [
        { ...base, pep: [{ ...base.pep[0], roleEnd: { month: 'MAY', year: year - 5 } }] },
        `pep.0.roleEnd.year: The role must have ended in ${year - 4}–${year} (spec 2 §9)`,
      ],
      [{ ...base, isPep: false }, 'pep: Must be empty when isPep is false'],
      [
        { ...base, rca: [{ ...base.rca[0], relationTypeCode: 'COUSIN' }] },
        'rca.0.relationTypeCode: Unknown relation type "COUSIN" (GET kyc/rcaRoleTypes)',
      ],
      [{ ...base, rca: [{ ...base.rca[0], firstName: ' ' }] }, 'rca.0.firstName: Påkrevet felt'],
      [{ ...base, isRca: 'yes' }, /^isRca: /],
    ];
    for (const [value, message] of cases) assertInvalid(await post(token, '/kyc/submitPepRca', value), message);
    assert.equal((await section(token, 'PEP_RCA')).section.isPep, null, 'nothing saved');
  });
});

// ── Tax ─────────────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/submitTaxRelationSection', () => {
  it('saves the relations (normalised country, createdDate set) and pre-fills the section', async () => {
    const token = await h.kycToken('kari');
    assert.equal((await post(token, '/kyc/submitTaxRelationSection', taxRelations())).status, 204);
    const { section: tax } = await section(token, 'PRIVATE_TAX');
    assert.equal(tax.isTaxLiableAbroad, true);
    assert.equal(tax.isUsTaxLiable, true);
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(
      tax.taxRelations.map((r) => [r.country, r.type, r.taxNumber ?? null, r.createdDate, r.endedDate]),
      [
        ['USA', 'WITH_TAX_NUMBER', '123-45-6789', today, null],
        ['SWE', 'WITH_OUT_TAX_NUMBER', null, today, null],
      ],
    );
  });

  it("pre-fills the bank's known relations (locked to yes) for Ulf Utland", async () => {
    const token = await h.kycToken('ulf');
    const { section: tax } = await section(token, 'PRIVATE_TAX');
    assert.equal(tax.isTaxLiableAbroad, true);
    assert.equal(tax.taxRelations[0]?.taxNumber, '820707-3016');
    const ended = { isTaxLiableAbroad: false, taxRelations: [{ ...tax.taxRelations[0], endedDate: '2025-01-01' }] };
    assert.equal((await post(token, '/kyc/submitTaxRelationSection', ended)).status, 204);
  });

  it('refuses a yes to the USA with no tax relation at all (the stored {taxRelations: []} of the finding)', async () => {
    const token = await h.kycToken('kari');
    const result = await post(token, '/kyc/submitTaxRelationSection', {
      isTaxLiableAbroad: true,
      isUsTaxLiable: true,
      taxRelations: [],
    });
    assert.equal(result.status, 400, JSON.stringify(result.body));
    assert.equal((await section(token, 'PRIVATE_TAX')).section.isTaxLiableAbroad, null, 'nothing saved');
  });

  it('saves the corporate tax section of a company', async () => {
    const token = await h.kycToken('arne', { customer: 'CORPORATE' });
    const { section: tax } = await section(token, 'CORPORATE_TAX');
    assert.equal(
      (await post(token, '/kyc/submitTaxRelationSection', { isTaxLiableAbroad: true, taxRelations: tax.taxRelations }))
        .status,
      204,
    );
  });

  it('refuses invalid relations (400 naming the path)', async () => {
    const token = await h.kycToken('kari');
    const base = taxRelations();
    const us = defined(base.taxRelations[0]);
    const cases: Array<[unknown, string | RegExp]> = [
      [
        { ...base, taxRelations: [{ ...us, taxNumber: '12345' }] },
        /^taxRelations\.0\.taxNumber: Amerikansk skattenummer/,
      ],
      [
        { ...base, taxRelations: [{ ...us, taxNumber: 'A'.repeat(36) }] },
        'taxRelations.0.taxNumber: Skattenummeret kan maksimalt inneholde 35 tegn',
      ],
      [
        { ...base, taxRelations: [{ country: 'SWE', type: 'WITH_TAX_NUMBER', taxNumber: '8207073016' }] },
        /^taxRelations\.0\.taxNumber: Svensk skattenummer/,
      ],
      [
        {
          ...base,
          taxRelations: [{ country: 'DEU', type: 'WITH_OUT_TAX_NUMBER', reasonForMissingTaxNumber: 'x'.repeat(201) }],
        },
        'taxRelations.0.reasonForMissingTaxNumber: Feltet kan maksimalt inneholde 200 tegn',
      ],
      [
        { ...base, taxRelations: [{ ...us, country: 'NOR', taxNumber: '01010112345' }, us] },
        'taxRelations.0.country: Norway is not a tax relation abroad',
      ],
      [
        { ...base, taxRelations: [{ ...us, country: 'SUN', taxNumber: 'AB123' }, us] },
        'taxRelations.0.country: "SUN" is a historic country, not on the CRS list',
      ],
      [
        { ...base, isTaxLiableAbroad: false },
        'isTaxLiableAbroad: Must be true while a tax relation is still valid (endedDate null)',
      ],
      [{ ...base, taxRelations: [{ ...us, type: 'MAYBE' }] }, /^taxRelations\.0\.type: /],
      // Spec 2 §4–§5: a yes to the USA or to other countries needs a still-valid relation of that kind.
      [{ ...base, taxRelations: [] }, 'isUsTaxLiable: Vennligst velg minst ett alternativ'],
      [{ ...base, isUsTaxLiable: false, taxRelations: [us] }, 'isOtherTaxLiable: Vennligst velg minst ett alternativ'],
      [
        { ...base, isOtherTaxLiable: false, taxRelations: [{ ...us, endedDate: '2025-01-01' }] },
        'isUsTaxLiable: Vennligst velg minst ett alternativ',
      ],
    ];
    for (const [value, message] of cases)
      assertInvalid(await post(token, '/kyc/submitTaxRelationSection', value), message);
  });
});

// ── Source of income ────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/submitSourceOfIncomeSection', () => {
  it('saves the amounts and pre-fills the section', async () => {
    const token = await h.kycToken('kari');
    assert.equal((await post(token, '/kyc/submitSourceOfIncomeSection', sourceOfIncome())).status, 204);
    const { section: soi } = await section(token, 'SOURCE_OF_INCOME');
    assert.deepEqual(soi.answers, sourceOfIncome().answers);
  });

  it('refuses invalid answers (400 naming the path)', async () => {
    const token = await h.kycToken('kari');
    const salary = defined(sourceOfIncome().answers[0]);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ answers: [] }, 'answers: Du må velge minst ett alternativ'],
      [{ answers: [{ ...salary, amount: -1 }] }, 'answers.0.amount: Kun positive tall tillatt'],
      [{ answers: [{ ...salary, amount: '100' }] }, 'answers.0.amount: Kun positive tall tillatt'],
      [{ answers: [{ ...salary, version: 2 }] }, /^answers\.0\.version: /],
      [{ answers: [{ ...salary, comment: 'ab' }] }, 'answers.0.comment: Svaret må inneholde minst 4 tegn'],
      [
        { answers: [{ ...salary, sourceId: 'LOTTERY' }] },
        'answers.0.sourceId: Unknown source "LOTTERY" (the section\'s questions)',
      ],
      [{ answers: [salary, salary] }, 'answers.1.sourceId: Source "SALARY" answered twice'],
      [{ answers: [{ ...salary, sourceId: 'OTHER', comment: null }] }, 'answers.0.comment: Påkrevet felt'],
    ];
    for (const [value, message] of cases)
      assertInvalid(await post(token, '/kyc/submitSourceOfIncomeSection', value), message);
  });
});

describe('POST kyc/submitCheckboxSourceOfIncomeSection', () => {
  it('saves the ticked sources and pre-fills the section', async () => {
    const token = await h.kycToken('kari', { processType: 'CAR_LOAN' });
    assert.equal((await post(token, '/kyc/submitCheckboxSourceOfIncomeSection', checkboxSources())).status, 204);
    const { section: equity } = await section(token, 'SOURCE_OF_INCOME_CHECKBOX');
    assert.equal(equity.mainQuestion, 'Hvor kommer egenkapitalen til kjøretøyet fra?');
    assert.deepEqual(equity.answers, checkboxSources().answers);
  });

  it('refuses invalid answers (400 naming the path)', async () => {
    const token = await h.kycToken('kari');
    const cases: Array<[unknown, string | RegExp]> = [
      [{ answers: [] }, 'answers: Du må velge minst ett alternativ'],
      [{ answers: [{ sourceId: 'LOAN_FROM_OTHERS' }] }, 'answers.0.comment: Påkrevet felt'],
      [{ answers: [{ sourceId: 'GIFT' }] }, 'answers.0.sourceId: Unknown source "GIFT" (the section\'s questions)'],
      [{ answers: [{ sourceId: '' }] }, 'answers.0.sourceId: Påkrevet felt'],
      [{}, /^answers: /],
    ];
    for (const [value, message] of cases)
      assertInvalid(await post(token, '/kyc/submitCheckboxSourceOfIncomeSection', value), message);
  });

  it('is not for corporate customers', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    assertInvalid(
      await post(token, '/kyc/submitCheckboxSourceOfIncomeSection', checkboxSources()),
      "(body): The corporate customer's form has no SOURCE_OF_INCOME_CHECKBOX section",
    );
  });
});

// ── Dynamic questions ───────────────────────────────────────────────────────────────────────────────

describe('POST kyc/submitDynamicSection', () => {
  it('saves the answers under the section index and pre-fills them', async () => {
    const token = await h.kycToken('kari');
    const { index } = await section(token, 'DYNAMIC_QUESTIONS');
    assert.equal(
      (await post(token, '/kyc/submitDynamicSection', { sectionIndex: index, answers: privateDynamicAnswers() }))
        .status,
      204,
    );
    const { section: dynamic } = await section(token, 'DYNAMIC_QUESTIONS');
    assert.deepEqual(dynamic.answers, privateDynamicAnswers());
    const corporate = await h.kycToken('kari', { customer: 'CORPORATE' });
    const corp = await section(corporate, 'DYNAMIC_QUESTIONS');
    assert.equal(
      (
        await post(corporate, '/kyc/submitDynamicSection', {
          sectionIndex: corp.index,
          answers: corporateDynamicAnswers(),
        })
      ).status,
      204,
    );
  });

  it('refuses answers that do not fit the questions (400 naming the path)', async () => {
    const token = await h.kycToken('kari');
    const { index } = await section(token, 'DYNAMIC_QUESTIONS');
    const [payments, purpose, services, accounts] = privateDynamicAnswers() as [
      DynamicAnswer,
      DynamicAnswer,
      DynamicAnswer,
      DynamicAnswer,
    ];
    const with_ = (answers: unknown[]) => ({ sectionIndex: index, answers });
    const row = defined(accounts.listAnswers, 'listAnswers')[0];
    const cases: Array<[unknown, string | RegExp]> = [
      [{ sectionIndex: 0, answers: [] }, 'sectionIndex: Section 0 of the form is not a DYNAMIC_QUESTIONS section'],
      [{ sectionIndex: 99, answers: [] }, 'sectionIndex: Section 99 of the form is not a DYNAMIC_QUESTIONS section'],
      [{ sectionIndex: -1, answers: [] }, /^sectionIndex: /],
      [
        with_([{ ...purpose, questionId: 'FAVOURITE_COLOUR' }]),
        'answers.0.questionId: Unknown question "FAVOURITE_COLOUR" in this section',
      ],
      [with_([purpose, purpose]), 'answers.1.questionId: Question "MAIN_PURPOSE" answered twice'],
      [
        with_([{ ...payments, questionVersion: 1 }]),
        'answers.0.questionVersion: Question FOREIGN_PAYMENTS is at version 2',
      ],
      [with_([{ ...payments, answer: 'MAYBE' }]), 'answers.0.answer: Expected YES or NO'],
      [with_([{ ...payments, answerType: 'SINGLE' }]), 'answers.0.answerType: Question FOREIGN_PAYMENTS takes YES_NO'],
      [
        with_([{ ...payments, answer: 'NO' }]),
        'answers.0.subQuestion: Only a yes to a question with a sub-question is answered with a subQuestion',
      ],
      [
        with_([{ ...payments, subQuestion: { ...payments.subQuestion, questionId: 'X' } }]),
        'answers.0.subQuestion.questionId: The sub-question of FOREIGN_PAYMENTS is FOREIGN_PAYMENT_COUNTRIES',
      ],
      [
        with_([
          {
            ...payments,
            subQuestion: { ...payments.subQuestion, listAnswers: [{ country: 'SWE', amountPerYear: '-5' }] },
          },
        ]),
        'answers.0.subQuestion.listAnswers.0.amountPerYear: Kun positive tall tillatt',
      ],
      [
        with_([{ ...purpose, answer: 'GAMBLING' }]),
        'answers.0.answer: "GAMBLING" is not one of the question\'s options',
      ],
      [with_([{ ...services, listAnswers: [] }]), 'answers.0.listAnswers: Vennligst velg minst ett alternativ'],
      [
        with_([{ ...services, listAnswers: [{ services: 'CASH_DEPOSIT,BARTER' }] }]),
        'answers.0.listAnswers.0.services: "BARTER" is not one of the field\'s options (comma-separated option values)',
      ],
      [
        with_([{ ...accounts, listAnswers: [{ ...row, country: 'ATA' }] }]),
        'answers.0.listAnswers.0.country: "ATA" is not one of the field\'s options',
      ],
      [
        with_([{ ...accounts, listAnswers: [{ ...row, yearsHeld: '1.5' }] }]),
        'answers.0.listAnswers.0.yearsHeld: Kun positive tall tillatt',
      ],
      [
        with_([{ ...accounts, listAnswers: [{ ...row, jointAccount: 'JA' }] }]),
        'answers.0.listAnswers.0.jointAccount: Expected YES or NO',
      ],
      [
        with_([{ ...accounts, listAnswers: [{ ...row, iban: 'NO93' }] }]),
        'answers.0.listAnswers.0.iban: Unknown field "iban" of question ACCOUNTS_ABROAD',
      ],
      [with_([{ ...purpose, answerType: 'MULTI' }]), /^answers\.0\.answerType: /],
    ];
    for (const [value, message] of cases) assertInvalid(await post(token, '/kyc/submitDynamicSection', value), message);
  });
});

// ── Corporate information, actors, financial institution ────────────────────────────────────────────

describe('POST kyc/confirmCorporateInformation', () => {
  const info = { businessCode: '45.112', corporateFormType: 'AS', establishDate: '2014-05-12' };

  it('saves the chosen business code and pre-fills it', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    assert.equal((await post(token, '/kyc/confirmCorporateInformation', info)).status, 204);
    assert.equal((await section(token, 'CORPORATE_INFORMATION')).section.businessCode, '45.112');
  });

  it("refuses a code, form or date that is not the register's (400 naming the path), and private customers", async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const cases: Array<[unknown, string | RegExp]> = [
      [{ ...info, businessCode: '' }, 'businessCode: Velg det alternativet som er mest riktig for ditt firma'],
      [{ ...info, businessCode: '66.300' }, 'businessCode: Velg det alternativet som er mest riktig for ditt firma'],
      [{ ...info, corporateFormType: 'ASA' }, 'corporateFormType: Differs from the business register (AS)'],
      [{ ...info, establishDate: '2015-01-01' }, 'establishDate: Differs from the business register (2014-05-12)'],
      [{ ...info, establishDate: '12.05.2014' }, 'establishDate: Ugyldig dato'],
    ];
    for (const [value, message] of cases)
      assertInvalid(await post(token, '/kyc/confirmCorporateInformation', value), message);
    const privateToken = await h.kycToken('kari');
    assertInvalid(
      await post(privateToken, '/kyc/confirmCorporateInformation', info),
      "(body): The private customer's form has no CORPORATE_INFORMATION section",
    );
  });
});

describe('POST kyc/v3/corporate-actors', () => {
  it('saves the board confirmation (or rejection with a comment) and pre-fills it', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    assert.equal((await post(token, '/kyc/v3/corporate-actors', await boardPayload(token))).status, 204);
    assert.deepEqual((await section(token, 'CORPORATE_BOARD_ACTORS')).section.confirmation, { typeInfo: 'CONFIRMED' });
    const rejection = { typeInfo: 'REJECTED_WITH_COMMENT', comment: 'Jonas Berg gikk ut av styret i mars.' };
    assert.equal((await post(token, '/kyc/v3/corporate-actors', await boardPayload(token, rejection))).status, 204);
    assert.deepEqual((await section(token, 'CORPORATE_BOARD_ACTORS')).section.confirmation, rejection);
  });

  it('refuses a board payload that is invalid or changes the register data (400 with errorName)', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const payload = await boardPayload(token);
    const cases: Array<[unknown, string | RegExp]> = [
      [
        { ...payload, confirmation: { typeInfo: 'REJECTED_WITH_COMMENT', comment: 'Feil' } },
        'confirmation.comment: Du må skrive minst 10 bokstaver',
      ],
      [{ ...payload, confirmation: {} }, 'confirmation.typeInfo: Du må velge et av alternativene'],
      [
        { ...payload, ceo: { ...payload.ceo, publicId: { value: personByKey('ola').ssn, token: null } } },
        'ceo: The CEO differs from the register; read-only data can only be confirmed or rejected with a comment',
      ],
      [
        { ...payload, chairman: null },
        'chairman: The chairman differs from the register; read-only data can only be confirmed or rejected with a comment',
      ],
      [
        { ...payload, board: payload.board.slice(1) },
        'board: The board members differ from the register; read-only data can only be confirmed or rejected with a comment',
      ],
      [
        {
          ...payload,
          board: [
            { ...defined(payload.board[0]), publicId: { value: personByKey('ola').ssn, token: null } },
            payload.board[1],
          ],
        },
        'board.0: The board member differs from the register; read-only data can only be confirmed or rejected with a comment',
      ],
      [
        { ...payload, typeInfo: 'BOARD_V1' },
        'typeInfo: Expected CEO_CHAIRMAN_BOARD_V2, BENEFICIAL_OWNERS_V2 or corporateBeneficialOwnerActorsV3',
      ],
    ];
    for (const [value, message] of cases) {
      const result = await post(token, '/kyc/v3/corporate-actors', value);
      assertInvalid(result, message);
      assert.equal(errorBody(result.body).errorName, 'INVALID_REQUEST');
      assert.equal(errorBody(result.body).status, 400);
    }
    const privateToken = await h.kycToken('kari');
    assertInvalid(
      await post(privateToken, '/kyc/v3/corporate-actors', payload),
      "(body): The private customer's form has no CORPORATE_BOARD_ACTORS section",
    );
  });

  it('saves the beneficial owners (both payload versions) and pre-fills them', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    assert.equal(
      (await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token, [newOwner(10)]))).status,
      204,
    );
    const { section: owners } = await section(token, 'CORPORATE_BENEFICIAL_OWNERS');
    assert.deepEqual(
      owners.beneficialOwners.map((o) => o.ownershipPercentage),
      [60, 30, 10],
    );
    assert.equal(owners.beneficialOwners[2]?.firstName, 'Sofie');
    assert.deepEqual(owners.confirmation, { typeInfo: 'CONFIRMED' });
    const readOnly = (await section(token, 'READ_ONLY_ACTORS')).section;
    assert.equal(readOnly.beneficialOwners.length, 3);
    assert.equal(
      (await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token, [], 'BENEFICIAL_OWNERS_V2'))).status,
      204,
    );
  });

  it('refuses owners above 100 % together with errorName BENEFICIAL_OWNERSHIP_TOO_HIGH and the §8 text', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const result = await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token, [newOwner(11)]));
    assertError(
      result,
      400,
      'BENEFICIAL_OWNERSHIP_TOO_HIGH',
      "beneficialOwners: the owners' shares add up to 101 %, more than 100 %",
    );
    assert.equal(errorBody(result.body).errorName, 'BENEFICIAL_OWNERSHIP_TOO_HIGH');
    assert.equal(errorBody(result.body).message, 'Eierandelene kan ikke overstige 100% samlet.');
    assert.equal(errorBody(result.body).type, 'BUSINESS');
    // In English, the catalogue's text of the error name, which is the elements' text of the rule.
    const english = await h.kyc('POST', '/kyc/v3/corporate-actors', token, {
      body: await ownersPayload(token, [newOwner(11)]),
      headers: { 'Accept-Language': 'en' },
    });
    assert.equal(english.status, 400);
    assert.equal(errorBody(english.body).message, MESSAGES_EN.BENEFICIAL_OWNERSHIP_TOO_HIGH);
    assert.equal((await section(token, 'CORPORATE_BENEFICIAL_OWNERS')).section.confirmation, null, 'nothing saved');
  });

  it('counts the shares the register shows held by others (Havbris: 45 %): a total the form accepts is refused', async () => {
    const havbris = companyByKey('havbris');
    const token = await h.kycToken('arne', { customer: 'CORPORATE', organisationNumber: havbris.organisationNumber });
    const refused = await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token, [newOwner(20)]));
    assertError(
      refused,
      400,
      'BENEFICIAL_OWNERSHIP_TOO_HIGH',
      "beneficialOwners: the owners' shares and the 45 % the register shows held by others add up to 105 %, more than 100 %",
    );
    assert.equal(errorBody(refused.body).message, 'Eierandelene kan ikke overstige 100% samlet.');
    assert.equal(
      (await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token, [newOwner(15)]))).status,
      204,
    );
  });

  it('Solsikke (sole proprietorship): no board in the register; the first save answers 500, the next is saved', async () => {
    const solsikke = companyByKey('solsikke');
    const token = await h.kycToken('kari', { customer: 'CORPORATE', organisationNumber: solsikke.organisationNumber });
    const { section: board } = await section(token, 'CORPORATE_BOARD_ACTORS');
    assert.equal(board.ceo, null);
    assert.equal(board.boardChairman, null);
    assert.deepEqual(board.boardMembers, []);
    const body = {
      typeInfo: 'CEO_CHAIRMAN_BOARD_V2',
      ceo: null,
      chairman: null,
      board: [],
      confirmation: { typeInfo: 'CONFIRMED' },
    };
    assertError(await post(token, '/kyc/v3/corporate-actors', body), 500, 'INTERN_FEIL');
    assert.equal((await post(token, '/kyc/v3/corporate-actors', body)).status, 204);
  });

  it("saves an owner's two tax answers (the USA, other countries) with their relations, and pre-fills them", async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const owner = { ...newOwner(10), isUsTaxLiable: true, isOtherTaxLiable: false, taxRelations: [usRelation] };
    assert.equal((await post(token, '/kyc/v3/corporate-actors', await ownersPayload(token, [owner]))).status, 204);
    const saved = defined((await section(token, 'CORPORATE_BENEFICIAL_OWNERS')).section.beneficialOwners[2]);
    assert.equal(saved.isUsTaxLiable, true);
    assert.equal(saved.isOtherTaxLiable, false);
    assert.deepEqual(
      (saved.taxRelations ?? []).map((r) => [r.country, r.taxNumber]),
      [['US', '123-45-6789']],
    );
  });

  it('refuses invalid owners (400 naming the path)', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const valid = await ownersPayload(token, [newOwner(10)]);
    const [terje, ingrid, sofie] = valid.beneficialOwners as [
      BeneficialOwnerData,
      BeneficialOwnerData,
      BeneficialOwnerData,
    ];
    const cases: Array<[unknown, string | RegExp]> = [
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, ownershipPercentage: 101 }] },
        'beneficialOwners.2.ownershipPercentage: Eierandel kan ikke være mer enn 100%',
      ],
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, publicId: { value: '12345678901', token: null } }] },
        'beneficialOwners.2.publicId.value: Ikke gyldig Fødselsnummer / D-nummer',
      ],
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, beneficialOwnerReasons: { OWNERSHIP: false } }] },
        'beneficialOwners.2.beneficialOwnerReasons: Vennligst velg minst ett alternativ',
      ],
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, postalCode: '' }] },
        'beneficialOwners.2.postalCode: No postal code',
      ],
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, secondaryCitizenship: 'NOR' }] },
        'beneficialOwners.2.secondaryCitizenship: Andre statsborgerskap må være forskjellig fra statsborgerskap',
      ],
      [
        {
          ...valid,
          beneficialOwners: [
            terje,
            ingrid,
            { ...sofie, publicId: { value: defined(sofie.publicId, 'publicId').value, token: 'reg-forged' } },
          ],
        },
        'beneficialOwners.2.publicId.token: Unknown register token; rows added by the customer have none',
      ],
      [
        { ...valid, beneficialOwners: [terje, sofie] },
        'beneficialOwners: A beneficial owner from the register is missing; rows from the server cannot be removed',
      ],
      [{ ...valid, hasRR: false }, 'hasRR: hasRR must be true when there are beneficial owners'],
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, birthCountry: 'XX' }] },
        'beneficialOwners.2.birthCountry: Unknown country code "XX"',
      ],
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, isBeneficialOwnerPep: true }] },
        'beneficialOwners.2.pep: Vennligst velg minst ett alternativ',
      ],
      [
        { ...valid, confirmation: { typeInfo: 'REJECTED_WITH_COMMENT', comment: 'kort' } },
        'confirmation.comment: Du må skrive minst 10 bokstaver',
      ],
      // The owner's two tax questions (spec 2 §3–§4): a yes needs a relation of its kind, a no has none.
      [
        { ...valid, beneficialOwners: [terje, ingrid, { ...sofie, isUsTaxLiable: true, taxRelations: [] }] },
        'beneficialOwners.2.isUsTaxLiable: Vennligst velg minst ett alternativ',
      ],
      [
        {
          ...valid,
          beneficialOwners: [terje, ingrid, { ...sofie, isOtherTaxLiable: true, taxRelations: [usRelation] }],
        },
        'beneficialOwners.2.isOtherTaxLiable: Vennligst velg minst ett alternativ',
      ],
      [
        {
          ...valid,
          beneficialOwners: [terje, ingrid, { ...sofie, isUsTaxLiable: false, taxRelations: [usRelation] }],
        },
        'beneficialOwners.2.taxRelations: No US relation when isUsTaxLiable is false',
      ],
      [
        {
          ...valid,
          beneficialOwners: [terje, ingrid, { ...sofie, isOtherTaxLiable: false, taxRelations: [swedishRelation] }],
        },
        'beneficialOwners.2.taxRelations: Only US relations when isOtherTaxLiable is false',
      ],
    ];
    for (const [value, message] of cases) {
      const result = await post(token, '/kyc/v3/corporate-actors', value);
      assertInvalid(result, message);
      assert.equal(errorBody(result.body).errorName, 'INVALID_REQUEST');
    }
  });
});

describe('POST kyc/submitCorporateInstitutionTypeSection', () => {
  it('saves a financial institution with its GIIN, or a non-financial one, and pre-fills it', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const giin = {
      typeInfo: 'financialInstitution',
      globalIntermediaryIdentificationNumber: { number: '98Q96B.00000.LE.250' },
    };
    assert.equal((await post(token, '/kyc/submitCorporateInstitutionTypeSection', giin)).status, 204);
    const saved = (await section(token, 'CORPORATE_FINANCIAL_INSTITUTION')).section;
    assert.deepEqual(
      [saved.financialInstitution, saved.passiveCorporate, saved.globalIntermediaryIdentificationNumber],
      [true, null, { number: '98Q96B.00000.LE.250' }],
    );
    assert.equal(
      (
        await post(token, '/kyc/submitCorporateInstitutionTypeSection', {
          typeInfo: 'nonFinancialInstitution',
          passiveCorporate: true,
        })
      ).status,
      204,
    );
    const passive = (await section(token, 'CORPORATE_FINANCIAL_INSTITUTION')).section;
    assert.deepEqual(
      [passive.financialInstitution, passive.passiveCorporate, passive.globalIntermediaryIdentificationNumber],
      [false, true, null],
    );
  });

  it('refuses a wrong GIIN and a missing choice (400 naming the path)', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    const number = (n: string) => ({
      typeInfo: 'financialInstitution',
      globalIntermediaryIdentificationNumber: { number: n },
    });
    const cases: Array<[unknown, string | RegExp]> = [
      [
        number('98Q96B.00000.LE.25'),
        'globalIntermediaryIdentificationNumber.number: Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer)',
      ],
      [
        number('98Q96B.00000.LE.999'),
        'globalIntermediaryIdentificationNumber.number: Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer. 999 er ugyldig ISO landsnummer)',
      ],
      [{ typeInfo: 'nonFinancialInstitution' }, 'passiveCorporate: Påkrevet felt'],
      [{}, 'typeInfo: Du må velge et av alternativene'],
    ];
    for (const [value, message] of cases)
      assertInvalid(await post(token, '/kyc/submitCorporateInstitutionTypeSection', value), message);
  });
});

// ── Summaries ───────────────────────────────────────────────────────────────────────────────────────

describe('GET kyc/v1/process-summary and kyc/v1/case-summary/{id}, POST kyc/confirmCaseSummary/{id}', () => {
  it('summarises the saved answers', async () => {
    const token = await h.kycToken('kari');
    const empty = processSummaryResponseSchema.parse((await h.kyc('GET', '/kyc/v1/process-summary', token)).body);
    assert.equal(empty.processType, 'RENEWAL_PRIVATE');
    assert.ok(empty.groups.every((g) => g.items.every((i) => i.label.length > 0)));
    await post(token, '/kyc/submitSourceOfIncomeSection', sourceOfIncome());
    await post(token, '/kyc/submitPepRca', pepRca());
    const summary = processSummaryResponseSchema.parse((await h.kyc('GET', '/kyc/v1/process-summary', token)).body);
    const items = summary.groups.flatMap((g) => g.items);
    assert.equal(items.find((i) => i.label === 'Lønn, pensjon eller trygd')?.value, '450\u00a0000 kr');
    assert.equal(items.find((i) => i.label === 'Er du en politisk eksponert person?')?.value, 'Ja');
  });

  it('shows the dynamic answers as the customer chose them: «Ingen av disse», not the code NONE', async () => {
    const token = await h.kycToken('kari');
    const { index } = await section(token, 'DYNAMIC_QUESTIONS');
    const answers = privateDynamicAnswers().map((answer) =>
      answer.questionId === 'SERVICES' ? { ...answer, listAnswers: [{ services: 'NONE' }] } : answer,
    );
    assert.equal((await post(token, '/kyc/submitDynamicSection', { sectionIndex: index, answers })).status, 204);
    const summary = processSummaryResponseSchema.parse((await h.kyc('GET', '/kyc/v1/process-summary', token)).body);
    const items = summary.groups.flatMap((g) => g.items);
    assert.equal(
      items.find((i) => i.label === 'Hvilke av disse tjenestene regner du med å bruke?')?.value,
      'Ingen av disse',
    );
    assert.equal(
      items.find((i) => i.label === 'Har du kontoer i banker i utlandet? Oppgi dem her.')?.value,
      'Handelsbanken, Sverige, 4, Nei, SEK, EUR, Brukes til hytta',
    );
  });

  it('gives the own case summary and confirms it; another id is 404 CASE_NOT_FOUND', async () => {
    const token = await h.kycToken('kari');
    const { section: caseSection } = await section(token, 'CASE_SUMMARY');
    const summary = caseSummaryResponseSchema.parse(
      (await h.kyc('GET', `/kyc/v1/case-summary/${caseSection.caseId}`, token)).body,
    );
    assert.equal(summary.caseId, caseSection.caseId);
    assert.equal(summary.caseStatus, 'NEW_CASE');
    assert.deepEqual(summary.groups[0]?.items.slice(0, 2), [
      { label: 'Saksnummer', value: caseSection.caseId },
      { label: 'Status', value: 'Ny sak' },
    ]);
    assertError(await h.kyc('GET', '/kyc/v1/case-summary/KYC-00000000', token), 404, 'CASE_NOT_FOUND');
    assertError(await h.kyc('POST', '/kyc/confirmCaseSummary/KYC-00000000', token), 404, 'CASE_NOT_FOUND');
    assert.equal((await h.kyc('POST', `/kyc/confirmCaseSummary/${caseSection.caseId}`, token)).status, 204);
    assert.equal((await post(token, `/kyc/confirmCaseSummary/${caseSection.caseId}`, {})).status, 204);
    assert.equal((await section(token, 'CASE_SUMMARY')).section.confirmed, true);
  });

  it('refuses a confirm body that is not a JSON object', async () => {
    const token = await h.kycToken('kari');
    const { section: caseSection } = await section(token, 'CASE_SUMMARY');
    assertInvalid(await post(token, `/kyc/confirmCaseSummary/${caseSection.caseId}`, [1]), /^\(body\): /);
    const type = await h.kyc('POST', `/kyc/confirmCaseSummary/${caseSection.caseId}`, token, {
      raw: 'ok',
      headers: { 'Content-Type': 'text/plain' },
    });
    assertError(type, 415, 'INVALID_REQUEST');
  });
});

// ── Signing ─────────────────────────────────────────────────────────────────────────────────────────

describe('GET signing/start and the tax-signing simulator', () => {
  const form_ = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it('sends the customer to the simulator and back with a one-time reference, then answers completed', async () => {
    const token = await h.kycToken('kari');
    const start = async () =>
      signingResultSchema.parse(
        (await h.kyc('GET', '/signing/start?returnUrl=%2Fmin-oversikt%2Fkyc%3Fsteg%3D9', token)).body,
      );
    const first = await start();
    assert.equal(first.completed, false);
    const url = new URL(defined(first.url), 'http://sandbox.test');
    assert.match(url.pathname, /^\/sandbox\/kyc-signing\/[0-9a-f]{32}$/);
    assert.equal(url.search, '', 'nothing in the query');
    assert.ok(!defined(first.url).includes(token), 'the token is not in the address');

    const page = await h.request('GET', defined(first.url), { bank: null });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, />Signer</);
    assert.match(html, />Avbryt</);
    assert.ok(!html.includes(token), 'the token is not in the page');

    const cancel = await h.request('POST', defined(first.url), { raw: 'action=cancel', headers: form_, bank: null });
    assert.equal(cancel.status, 303);
    assert.equal(cancel.headers.get('location'), '/min-oversikt/kyc?steg=9');
    assert.equal(signingResultSchema.parse((await h.kyc('GET', '/signing/start', token)).body).completed, false);
    // The reference is used up by the answer.
    assert.equal(
      (await h.request('POST', defined(first.url), { raw: 'action=sign', headers: form_, bank: null })).status,
      401,
    );

    const second = await start();
    const signed = await h.request('POST', defined(second.url), { raw: 'action=sign', headers: form_, bank: null });
    assert.equal(signed.status, 303);
    assert.equal(signed.headers.get('location'), '/min-oversikt/kyc?steg=9');
    assert.deepEqual((await h.kyc('GET', '/signing/start', token)).body, { url: null, completed: true });
    assert.equal((await section(token, 'TAX_SIGNING')).section.signed, true);
  });

  it('returns by default to the same-site page that asked (Referer), else to the task list', async () => {
    const token = await h.kycToken('kari');
    const returnOf = async (headers: Record<string, string>) => {
      const { body } = await h.kyc('GET', '/signing/start', token, { headers });
      const cancel = await h.request('POST', defined(signingResultSchema.parse(body).url, 'signing url'), {
        raw: 'action=cancel',
        headers: form_,
        bank: null,
      });
      return cancel.headers.get('location');
    };
    assert.equal(
      await returnOf({ Referer: 'http://sandbox.test/min-oversikt/kyc?steg=9' }),
      '/min-oversikt/kyc?steg=9',
    );
    assert.equal(await returnOf({ Referer: 'http://evil.test/phish' }), '/min-oversikt/soknadsoversikt');
    assert.equal(await returnOf({}), '/min-oversikt/soknadsoversikt');
  });

  it('returns only to same-site paths and refuses an unknown reference', async () => {
    const token = await h.kycToken('kari');
    assertInvalid(
      await h.kyc('GET', '/signing/start?returnUrl=https%3A%2F%2Fevil.test%2F', token),
      'returnUrl: Must be a path on this site starting with a single "/"',
    );
    assert.equal((await h.request('GET', '/sandbox/kyc-signing/nope', { bank: null })).status, 401);
    assert.equal((await h.request('GET', `/sandbox/kyc-signing/${token}`, { bank: null })).status, 401);
    assert.equal(
      (await h.request('POST', '/sandbox/kyc-signing/nope', { raw: 'action=sign', headers: form_, bank: null })).status,
      401,
    );
    const { body } = await h.kyc('GET', '/signing/start', token);
    const badAction = await h.request('POST', defined(signingResultSchema.parse(body).url, 'signing url'), {
      raw: 'action=maybe',
      headers: form_,
      bank: null,
    });
    assert.equal(badAction.status, 400);
  });

  it('is not for corporate customers (their form has no tax signing)', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    assertInvalid(
      await h.kyc('GET', '/signing/start', token),
      "(body): The corporate customer's form has no TAX_SIGNING section",
    );
  });
});

// ── Completion ──────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/complete-declaration, kyc/v2/complete-declaration', () => {
  it('refuses to complete before every section is answered (409 DECLARATION_INCOMPLETE)', async () => {
    const token = await h.kycToken('kari');
    await post(token, '/kyc/submitPepRca', pepRca());
    const result = await h.kyc('POST', '/kyc/complete-declaration', token);
    assertError(
      result,
      409,
      'DECLARATION_INCOMPLETE',
      'Sections not answered yet: country, tax, source-of-income, equity, bank-use, tax-signing, case-summary',
    );
    assert.equal(
      errorBody(result.body).message,
      'Klarte ikke å registrere svarene. Vennligst prøv igjen. Kontakt banken dersom problemet vedvarer',
    );
  });

  it('completes a private declaration with OK, once (idempotent), and then takes no more answers', async () => {
    const token = await h.kycToken('kari', { processType: 'CAR_LOAN' });
    await answerPrivate(token);
    const first = await h.kyc('POST', '/kyc/complete-declaration', token);
    assert.equal(first.status, 200);
    assert.deepEqual(completeDeclarationResponseSchema.parse(first.body), { caseStatus: 'OK' });
    const again = await post(token, '/kyc/v2/complete-declaration', {});
    const { section: caseSection } = await section(token, 'CASE_SUMMARY');
    assert.deepEqual(again.body, { caseStatus: 'OK', caseId: caseSection.caseId });
    assert.deepEqual((await h.kyc('POST', '/kyc/complete-declaration', token)).body, { caseStatus: 'OK' });
    const { process } = await form(token);
    assert.equal(process.completed, true);
    assert.equal(process.caseStatus, 'COMPLETED');
    assert.equal(
      caseSummaryResponseSchema.parse((await h.kyc('GET', `/kyc/v1/case-summary/${caseSection.caseId}`, token)).body)
        .caseStatus,
      'COMPLETED',
    );
    assertError(await post(token, '/kyc/submitPepRca', pepRca()), 409, 'DECLARATION_COMPLETED');
    assertError(await post(token, '/kyc/confirmCountries', countries), 409, 'DECLARATION_COMPLETED');
    assert.equal(webBankTaskSchema.parse((await h.kyc('GET', '/kyc/webBankTask', token)).body).completed, true);
  });

  it('answers REQUIRES_MANUAL_CONTROL_BY_ADVISOR for Kjell Kontroll, also when repeated', async () => {
    const token = await h.kycToken('kjell');
    await answerPrivate(token);
    for (const path of ['/kyc/complete-declaration', '/kyc/v2/complete-declaration', '/kyc/complete-declaration']) {
      assert.equal(
        completeDeclarationResponseSchema.parse((await h.kyc('POST', path, token)).body).caseStatus,
        'REQUIRES_MANUAL_CONTROL_BY_ADVISOR',
        path,
      );
    }
    assert.equal((await form(token)).process.caseStatus, 'CONTROL');
  });

  it('answers FAILED for Ivar Intern and leaves the declaration open for a retry', async () => {
    const token = await h.kycToken('ivar');
    assert.deepEqual((await h.kyc('POST', '/kyc/complete-declaration', token)).body, { caseStatus: 'FAILED' });
    assert.equal(
      completeDeclarationResponseSchema.parse((await h.kyc('POST', '/kyc/v2/complete-declaration', token)).body)
        .caseStatus,
      'FAILED',
    );
    assert.equal((await form(token)).process.completed, false);
  });

  it('completes a corporate declaration', async () => {
    const token = await h.kycToken('kari', { customer: 'CORPORATE' });
    await answerCorporate(token);
    assert.deepEqual(
      completeDeclarationResponseSchema.parse((await h.kyc('POST', '/kyc/v2/complete-declaration', token)).body)
        .caseStatus,
      'OK',
    );
    const summary = processSummaryResponseSchema.parse((await h.kyc('GET', '/kyc/v1/process-summary', token)).body);
    const items = summary.groups.flatMap((g) => g.items);
    assert.equal(
      items.find((i) => i.label === 'Næringskode')?.value,
      'Salg av brukte personbiler og andre lette motorkjøretøyer',
    );
    assert.equal(items.find((i) => i.label === 'Daglig leder og styre')?.value, 'Bekreftet som korrekt');
  });

  it('refuses a body that is not a JSON object', async () => {
    const token = await h.kycToken('kari');
    assertInvalid(await h.kyc('POST', '/kyc/complete-declaration', token, { raw: '"now"' }), /^\(body\): /);
  });
});

// ── Consent ─────────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/consent/get-or-create (the consent call of spec 2 §7 "Also")', () => {
  it('creates the consent (UNOPENED with the portal), keeps it, and answers ACCEPTED once given', async () => {
    const token = await h.kycToken('kari');
    const created = await post(token, '/kyc/consent/get-or-create', {
      redirectUrl: '/min-oversikt/salgspantsoknad#/consent',
    });
    assert.equal(created.status, 200);
    assert.deepEqual(created.body, { customerUrl: '/sandbox/tax-consent', status: 'UNOPENED' });
    assert.deepEqual(
      taxConsentSchema.parse((await post(token, '/kyc/consent/get-or-create', { redirectUrl: '/x' })).body).status,
      'UNOPENED',
    );
    await h.db.query(`UPDATE sbl_consents SET status = 'ACCEPTED' WHERE ssn = $1`, [personByKey('kari').ssn]);
    assert.deepEqual((await post(token, '/kyc/consent/get-or-create', { redirectUrl: '/x' })).body, {
      customerUrl: null,
      status: 'ACCEPTED',
    });
  });

  it('fails for the consent-failure and no-tax-period persons and validates the body', async () => {
    assertError(
      await post(await h.kycToken('sara'), '/kyc/consent/get-or-create', { redirectUrl: '/x' }),
      502,
      'FAILED_SBL_CONSENT_SAVE',
    );
    assertError(
      await post(await h.kycToken('siri'), '/kyc/consent/get-or-create', { redirectUrl: '/x' }),
      502,
      'NO_TAX_PERIOD_AVAILABLE',
    );
    assertInvalid(
      await post(await h.kycToken('kari'), '/kyc/consent/get-or-create', { redirectUrl: 'javascript:alert(1)' }),
      'redirectUrl: redirectUrl must be an http(s) URL or a path',
    );
  });
});

// ── Log and WADL ────────────────────────────────────────────────────────────────────────────────────

describe('POST kyc/log', () => {
  it('stores the line (204) and validates it', async () => {
    const token = await h.kycToken('kari');
    const line = { level: 'WARN', message: 'Keep-alive feilet', context: { status: 401, section: 'pep-rca' } };
    assert.equal((await post(token, '/kyc/log', line)).status, 204);
    const rows = await h.db.query<{ level: string; message: string; context: unknown }>(
      'SELECT level, message, context FROM kyc_log WHERE token = $1',
      [token],
    );
    assert.deepEqual(rows, [
      { level: 'WARN', message: 'Keep-alive feilet', context: { status: 401, section: 'pep-rca' } },
    ]);
    assertInvalid(await post(token, '/kyc/log', { ...line, level: 'FATAL' }), /^level: /);
    assertInvalid(await post(token, '/kyc/log', { ...line, message: '' }), /^message: /);
  });
});

describe('GET application.wadl, application.wadl/{grammar}', () => {
  it('describes every resource in a well-formed WADL document', async () => {
    const token = await h.kycToken('kari');
    const result = await h.kyc('GET', '/application.wadl', token);
    assert.equal(result.status, 200);
    assert.equal(result.response.headers.get('content-type'), 'application/vnd.sun.wadl+xml; charset=utf-8');
    const xml = result.body as string;
    assertWellFormedXml(xml);
    assert.match(xml, /<application xmlns="http:\/\/wadl.dev.java.net\/2009\/02"/);
    assert.match(xml, /<resources base="http:\/\/sandbox.test\/kyc-declaration\/api\/">/);
    for (const resource of KYC_RESOURCES) {
      assert.ok(xml.includes(`<resource path="${resource.path}">`), resource.path);
    }
    assert.match(xml, /<param name="kycContext" style="query" type="xs:string" required="true"\/>/);
    assert.match(xml, /<param name="id" style="template"/);
  });

  it('serves the grammar it includes and 404 for another', async () => {
    const token = await h.kycToken('kari');
    const grammar = await h.kyc('GET', '/application.wadl/xsd0.xsd', token);
    assert.equal(grammar.status, 200);
    assert.equal(grammar.response.headers.get('content-type'), 'application/xml; charset=utf-8');
    assertWellFormedXml(grammar.body as string);
    assert.match(grammar.body as string, /<xs:schema /);
    assertError(await h.kyc('GET', '/application.wadl/xsd1.xsd', token), 404, 'NOT_FOUND');
  });
});

// ── Seed ────────────────────────────────────────────────────────────────────────────────────────────

describe('KYC seed: corporate customers', () => {
  it('has valid organisation numbers (mod 11, weights 3,2,7,6,5,4,3,2) and representatives', () => {
    const mod11 = (n: string) => {
      const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + w * Number(n[i]), 0);
      const k = 11 - (sum % 11);
      return k === 11 ? 0 : k;
    };
    assert.equal(COMPANIES.length, 4);
    for (const company of COMPANIES) {
      assert.match(company.organisationNumber, /^\d{9}$/);
      assert.equal(mod11(company.organisationNumber), Number(company.organisationNumber[8]), company.name);
      assert.ok(isValidOrganisationNumber(company.organisationNumber));
      assert.ok(personByKey(company.representative));
    }
    assert.ok(!isValidOrganisationNumber('123456789'));
    assert.ok(isValidOrganisationNumber('923609016'), 'a real number (Equinor ASA) checks out');
  });
});

// ── The declaration's fault customers (README «KYC test customers») ────────────────────────────────

describe('KYC test customers for the faults', () => {
  const tokenOf = async (ssn: string) => {
    const response = await h.request('POST', '/sandbox/api/kyc-token', { body: { ssn }, bank: null });
    return ((await response.json()) as { token: string }).token;
  };
  const ssnOf = (key: string) => defined(KYC_TEST_CUSTOMERS.find((c) => c.key === key)).ssn;

  it('Fia: the first form fetch answers 503, the next one the form', async () => {
    const token = await tokenOf(ssnOf('fia'));
    assert.equal((await h.kyc('GET', '/kyc/v8/form?kycContext=NETTBANK', token)).status, 503);
    assert.equal((await h.kyc('GET', '/kyc/v8/form?kycContext=NETTBANK', token)).status, 200);
  });

  it('Lise: the first section save answers 500, saving again works', async () => {
    const token = await tokenOf(ssnOf('lise'));
    const body = { isPep: false, pep: [], isRca: false, rca: [] };
    assert.equal((await h.kyc('POST', '/kyc/submitPepRca', token, { body })).status, 500);
    assert.equal((await h.kyc('POST', '/kyc/submitPepRca', token, { body })).status, 204);
  });
});

describe('the session-expiry KYC test customer (Otto)', () => {
  let clock = new Date('2026-03-02T10:00:00Z').getTime();
  let own: Harness;
  before(async () => {
    own = await harness({ now: () => new Date(clock) });
  });
  after(() => own.close());

  it('answers keep-alive until 90 seconds after the token was issued, then 401', async () => {
    const ssn = defined(KYC_TEST_CUSTOMERS.find((c) => c.key === 'otto')).ssn;
    const response = await own.request('POST', '/sandbox/api/kyc-token', { body: { ssn }, bank: null });
    const { token } = (await response.json()) as { token: string };
    clock += 60_000;
    assert.equal((await own.kyc('GET', '/kyc/keepAlive', token)).status, 204);
    clock += 60_000;
    const expired = await own.kyc('GET', '/kyc/keepAlive', token);
    assert.equal(expired.status, 401);
    assert.equal((await own.kyc('GET', '/kyc/v8/form?kycContext=NETTBANK', token)).status, 401);
  });
});
