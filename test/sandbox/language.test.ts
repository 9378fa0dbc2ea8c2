// The sandbox speaks the customer's language (decision 0110): one negotiation rule (ui_locales, else
// Accept-Language by q-value, else nb), and in English the declaration's forms, the error catalogue's
// customer messages, the loan service's consents and the simulators' pages. A Norwegian call, or one
// without the header, gets today's Norwegian texts.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { formResponseSchema, processTypeSchema, type FormResponse } from '../../src/schemas/kyc.js';
import { MESSAGES, MESSAGES_EN, OWN_MESSAGES } from '../../demo/sandbox/errors.js';
import { COUNTRIES } from '../../demo/sandbox/kyc/countries.js';
import { COUNTRIES_EN, TEXT_KEYS } from '../../demo/sandbox/kyc/english.js';
import { CORPORATE_PROCESS_TYPES } from '../../demo/sandbox/kyc/store.js';
import { COMPANIES } from '../../demo/sandbox/seed/companies.js';
import { CONSENTS, CONSENTS_EN } from '../../demo/sandbox/seed/consents.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { SIMULATOR_TEXTS } from '../../demo/sandbox/simulators/texts.js';
import { harness, type Harness } from './helpers.js';

let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());
beforeEach(() => h.reset());

const EN = { 'Accept-Language': 'en' };
const NORWEGIAN_LETTERS = /[æøåÆØÅ]/;

/** The customer message of a loan-service error (an unknown product), with the call's headers. */
async function productError(headers: Record<string, string> = {}, query = '') {
  const response = await h.request('GET', `/salgspant/api/calculator/no-such-product${query}`, { headers });
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message, response };
}

describe('language negotiation (one rule: ui_locales, else Accept-Language, else nb)', () => {
  const cases: Array<[string | undefined, 'nb' | 'en']> = [
    [undefined, 'nb'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nb;q=0.5, en;q=0.9', 'en'],
    ['en;q=0.5, nb;q=0.9', 'nb'],
    ['nn-NO,nn;q=0.9,en;q=0.8', 'nb'],
    ['fr-FR, fr;q=0.9, en;q=0.4', 'en'],
    ['de, fr', 'nb'],
    ['en;q=0', 'nb'],
    ['*', 'nb'],
  ];
  for (const [header, language] of cases) {
    it(`Accept-Language ${header === undefined ? '(none)' : JSON.stringify(header)} → ${language}`, async () => {
      const { status, message, response } = await productError(
        header === undefined ? {} : { 'Accept-Language': header },
      );
      assert.equal(status, 404);
      assert.equal(message, language === 'en' ? MESSAGES_EN.UNKNOWN_PRODUCT : MESSAGES.UNKNOWN_PRODUCT);
      assert.equal(response.headers.get('Content-Language'), language);
    });
  }

  for (const header of [',,,', ';q=0.9', '=', 'en;;;q', ';', '"', 'q=1', '-', 'x'.repeat(2000), 'en-', '\t ,;=']) {
    it(`a malformed Accept-Language ${JSON.stringify(header.slice(0, 12))} reads as nb, never a 500`, async () => {
      const { status, message, response } = await productError({ 'Accept-Language': header });
      assert.equal(status, 404);
      // 'en-' is read as English (its primary tag), anything else as the default.
      const language = header.startsWith('en') ? 'en' : 'nb';
      assert.equal(message, language === 'en' ? MESSAGES_EN.UNKNOWN_PRODUCT : MESSAGES.UNKNOWN_PRODUCT);
      assert.equal(response.headers.get('Content-Language'), language);
    });
  }

  it('ui_locales beats the header, both ways; its first known tag wins; an unknown one falls back to the header', async () => {
    const lang = async (query: string, header: string) => {
      const response = await h.request('GET', `/sandbox/login${query}`, { headers: { 'Accept-Language': header } });
      return /<html lang="(\w+)">/.exec(await response.text())?.[1];
    };
    assert.equal(await lang('?ui_locales=en', 'nb'), 'en');
    assert.equal(await lang('?ui_locales=nb', 'en'), 'nb');
    assert.equal(await lang('?ui_locales=en-GB%20nb', 'nb'), 'en');
    assert.equal(await lang('?ui_locales=fr%20en', 'nb'), 'en');
    assert.equal(await lang('?ui_locales=fr', 'en'), 'en');
    assert.equal(await lang('?ui_locales=', 'en'), 'en');
    const broken = await h.request('GET', '/sandbox/login?ui_locales=%E0%A4%A', {
      headers: { 'Accept-Language': 'en' },
    });
    assert.ok(broken.status < 500, String(broken.status));
    assert.equal(
      (await productError({ 'Accept-Language': 'nb' }, '?ui_locales=en')).message,
      MESSAGES_EN.UNKNOWN_PRODUCT,
    );
  });

  it('a response whose body depends on the language says so (Vary, Content-Language); one that does not, does not', async () => {
    for (const [headers, language] of [
      [{}, 'nb'],
      [EN, 'en'],
    ] as const) {
      const page = await h.request('GET', '/sandbox/login', { headers });
      assert.equal(page.headers.get('Content-Language'), language);
      assert.match(page.headers.get('Vary') ?? '', /Accept-Language/);
      const error = (await productError(headers)).response;
      assert.equal(error.headers.get('Content-Language'), language);
      assert.match(error.headers.get('Vary') ?? '', /Accept-Language/);
    }
    const token = await h.kycToken('kari');
    const postal = await h.kyc('GET', '/kyc/postal-codes', token, { headers: EN });
    assert.equal(postal.status, 200);
    assert.equal(postal.response.headers.get('Content-Language'), null);
  });
});

// ── The declaration (KYC service) ───────────────────────────────────────────────────────────────────

const isCountry = (value: object) => 'iso3' in value && 'text' in value;

/** The form without its words: what must be the same in every language. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== 'object') return value;
  if (isCountry(value)) return { ...value, text: '<country>' };
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' && TEXT_KEYS.has(key) ? '<text>' : shape(inner),
    ]),
  );
}

/** Every text of a form with the other language's text at the same place. */
function textPairs(nb: unknown, en: unknown, path = ''): Array<{ path: string; nb: string; en: string }> {
  if (Array.isArray(nb)) return nb.flatMap((item, i) => textPairs(item, (en as unknown[])[i], `${path}[${i}]`));
  if (nb === null || typeof nb !== 'object' || isCountry(nb)) return [];
  const other = en as Record<string, unknown>;
  return Object.entries(nb).flatMap(([key, inner]) =>
    typeof inner === 'string' && TEXT_KEYS.has(key)
      ? [{ path: `${path}.${key}`, nb: inner, en: String(other[key]) }]
      : textPairs(inner, other[key], `${path}.${key}`),
  );
}

/** Texts the same in both languages: currency codes, and countries whose names are (Finland, Chile …). */
const SAME_IN_BOTH = new Set([
  'NOK',
  'SEK',
  'DKK',
  'EUR',
  'GBP',
  'USD',
  ...COUNTRIES.filter((c) => COUNTRIES_EN.some((e) => e.iso3 === c.iso3 && e.text === c.text)).map((c) => c.text),
]);

/** Every form the service gives: each process type, private ones for a person, corporate ones per company. */
async function everyForm(): Promise<Array<{ name: string; token: string }>> {
  const forms: Array<{ name: string; token: string }> = [];
  for (const processType of processTypeSchema.options) {
    if (CORPORATE_PROCESS_TYPES.has(processType)) {
      for (const company of COMPANIES) {
        const token = await h.kycToken(company.representative, {
          processType,
          organisationNumber: company.organisationNumber,
        });
        forms.push({ name: `${processType} ${company.name}`, token });
      }
    } else {
      forms.push({ name: processType, token: await h.kycToken('kari', { processType }) });
    }
  }
  return forms;
}

const getForm = async (token: string, headers: Record<string, string> = {}) => {
  const reply = await h.kyc('GET', '/kyc/v8/form?kycContext=LOAN', token, { headers }, formResponseSchema);
  assert.equal(reply.status, 200);
  return reply;
};

describe('the declaration in English', () => {
  it('every form: the English one has the Norwegian one’s structure (ids, order, rules), and every text in English', async () => {
    const forms = await everyForm();
    assert.ok(forms.length >= 14, `${forms.length} forms`);
    for (const { name, token } of forms) {
      const nb = (await getForm(token)).body;
      const en = (await getForm(token, EN)).body;
      assert.deepEqual(shape(en), shape(nb), name);
      const pairs = textPairs(nb, en);
      assert.ok(pairs.length > 10, name);
      for (const pair of pairs) {
        if (SAME_IN_BOTH.has(pair.nb)) continue;
        assert.notEqual(pair.en, pair.nb, `${name} ${pair.path}: no English for ${JSON.stringify(pair.nb)}`);
        assert.doesNotMatch(pair.en, NORWEGIAN_LETTERS, `${name} ${pair.path}`);
      }
    }
  });

  it('a Norwegian call, or one without the header, gets spec 2’s Norwegian texts', async () => {
    const token = await h.kycToken('kari', { processType: 'CAR_LOAN' });
    const noHeader = await getForm(token);
    const none = noHeader.body;
    const nb = (await getForm(token, { 'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.5' })).body;
    assert.deepEqual(nb, none);
    assert.equal(noHeader.response.headers.get('Content-Language'), 'nb');
    const headers = none.sections.map((section: FormResponse['sections'][number]) => section.header);
    assert.ok(headers.includes('Velkommen til kundeerklæringen'));
    assert.ok(headers.includes('Politisk eksponert person (PEP)'));
    assert.ok(headers.includes('Signer egenerklæringen om skatteplikt'));
  });

  it('English: the sections, questions, options and help texts, and the countries by their English names', async () => {
    const token = await h.kycToken('kari', { processType: 'CAR_LOAN' });
    const form = (await getForm(token, EN)).body;
    const json = JSON.stringify(form);
    for (const text of [
      'Welcome to the customer declaration',
      'Politically exposed person (PEP)',
      'Sign the self-certification of tax liability',
      'Will you send payments abroad or receive payments from abroad?',
      'Add one row per country.',
      'None of these',
      'Under the Anti-Money Laundering Act',
      '"text":"Norway"',
      '"text":"Sweden"',
    ]) {
      assert.ok(json.includes(text), text);
    }
    assert.doesNotMatch(json.replace(/"(firstName|lastName|organisationName)":"[^"]*"/g, ''), NORWEGIAN_LETTERS);
  });

  it('the reference lists and summaries are in the call’s language', async () => {
    const token = await h.kycToken('kari');
    const countries = await h.kyc('GET', '/kyc/countries', token, { headers: EN });
    assert.deepEqual(countries.body, COUNTRIES_EN);
    assert.equal(COUNTRIES_EN.length, COUNTRIES.length);
    assert.deepEqual((await h.kyc('GET', '/kyc/countries', token)).body, COUNTRIES);
    const pep = (await h.kyc('GET', '/kyc/pepRoleTypes', token, { headers: EN })).body as Array<{
      description: string;
    }>;
    assert.ok(pep.every((role) => !NORWEGIAN_LETTERS.test(role.description)));
    assert.match(pep[1]?.description ?? '', /Storting/);

    const save = await h.kyc('POST', '/kyc/submitPepRca', token, {
      body: { isPep: false, pep: [], isRca: false, rca: [] },
    });
    assert.equal(save.status, 204);
    const summary = (await h.kyc('GET', '/kyc/v1/process-summary', token, { headers: EN })).body as {
      groups: Array<{ header: string; items: Array<{ label: string; value: string | null }> }>;
    };
    const pepGroup = summary.groups.find((group) => group.header === 'Politically exposed person (PEP)');
    assert.deepEqual(pepGroup?.items[0], { label: 'Are you a politically exposed person?', value: 'No' });
    const nbSummary = (await h.kyc('GET', '/kyc/v1/process-summary', token)).body as typeof summary;
    assert.equal(nbSummary.groups.find((g) => g.header === 'Politisk eksponert person (PEP)')?.items[0]?.value, 'Nei');
  });

  it('its validation and error texts to the customer are in English', async () => {
    const token = await h.kycToken('kari');
    const unauthorised = await h.kyc('GET', '/kyc/v8/form?kycContext=LOAN', 'no-such-token', { headers: EN });
    assert.equal(unauthorised.status, 401);
    assert.equal((unauthorised.body as { message: string }).message, MESSAGES_EN.UNAUTHORIZED);
    const invalid = await h.kyc('POST', '/kyc/submitPepRca', token, { raw: '{}', headers: EN });
    assert.equal(invalid.status, 400);
    assert.equal((invalid.body as { message: string }).message, MESSAGES_EN.INVALID_REQUEST);
    const postal = await h.kyc('GET', '/kyc/postal-codes/verify?country=NOR&code=12', token, { headers: EN });
    assert.deepEqual(postal.body, { typeInfo: 'invalid', message: 'The postcode must have 4 digits' });
    const nbPostal = await h.kyc('GET', '/kyc/postal-codes/verify?country=NOR&code=12', token);
    assert.deepEqual(nbPostal.body, { typeInfo: 'invalid', message: 'Postnummeret må ha 4 siffer' });
    const unknown = await h.kyc('GET', '/kyc/postal-codes/verify?country=NOR&code=0002', token, { headers: EN });
    assert.deepEqual(unknown.body, { typeInfo: 'invalid', message: 'The postcode 0002 does not exist' });
  });
});

// ── The error catalogue and the loan service ────────────────────────────────────────────────────────

describe('the error catalogue and the loan service in English', () => {
  it('every customer message has an English text, without Norwegian letters; texts two names share, one', () => {
    const catalogue = { ...MESSAGES, ...OWN_MESSAGES };
    assert.deepEqual(Object.keys(MESSAGES_EN).sort(), Object.keys(catalogue).sort());
    const englishByNorwegian = new Map<string, string>();
    for (const [key, nb] of Object.entries(catalogue)) {
      const en = MESSAGES_EN[key as keyof typeof MESSAGES_EN];
      assert.notEqual(en, nb, key);
      assert.doesNotMatch(en, NORWEGIAN_LETTERS, key);
      const earlier = englishByNorwegian.get(nb);
      if (earlier !== undefined) assert.equal(en, earlier, `${key}: "${nb}" has two English texts`);
      englishByNorwegian.set(nb, en);
    }
  });

  it('the same codes, the message in the call’s language', async () => {
    const nb = await h.json('GET', '/salgspant/api/user');
    const en = await h.json('GET', '/salgspant/api/user', { headers: EN });
    assert.equal(nb.status, 401);
    assert.equal(en.status, 401);
    interface ErrorJson {
      name: string;
      code: number;
      message: string;
    }
    const nbBody = nb.body as ErrorJson;
    const enBody = en.body as ErrorJson;
    assert.equal(enBody.name, nbBody.name);
    assert.equal(enBody.code, nbBody.code);
    assert.equal(nbBody.message, 'Du må logge inn for å fortsette.');
    assert.equal(enBody.message, 'You must log in to continue.');
    const unknownPath = await h.json('GET', '/salgspant/api/no-such-endpoint', { headers: EN });
    assert.equal((unknownPath.body as { message: string }).message, 'The service does not exist.');
  });

  it('a dealer’s site may send any Accept-Language (the CORS preflight allows it)', async () => {
    const preflight = await h.request('OPTIONS', '/salgspant/api/vehicle/details', {
      bank: null,
      headers: {
        Origin: 'http://dealer.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'accept-language,content-type,x-bankregnr',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Accept-Language/i);
  });

  it('a business failure in the result envelope and the consents are in the call’s language', async () => {
    const plate = await h.json('POST', '/salgspant/api/vehicle/details', {
      body: { registrationNumber: 'ZZ99999', product: 'car' },
      headers: EN,
    });
    assert.doesNotMatch(JSON.stringify(plate.body), NORWEGIAN_LETTERS);
    const login = await h.login('ola');
    const nb = (await h.json('GET', '/salgspant/api/consent', { login })).body as Array<{ tittel: string }>;
    const en = (await h.json('GET', '/salgspant/api/consent', { login, headers: EN })).body as Array<{
      samtykkeId: { value: string };
      tittel: string;
      tekster: string[];
    }>;
    assert.deepEqual(
      nb.map((consent) => consent.tittel),
      CONSENTS.map((consent) => consent.tittel),
    );
    assert.deepEqual(
      en.map((consent) => consent.tittel),
      CONSENTS.map((consent) => CONSENTS_EN[consent.id].tittel),
    );
    assert.doesNotMatch(JSON.stringify(en), NORWEGIAN_LETTERS);
  });
});

// ── The simulators ──────────────────────────────────────────────────────────────────────────────────

describe('the simulators in English', () => {
  it('every page text has an English one, without Norwegian letters', () => {
    for (const [key, nb] of Object.entries(SIMULATOR_TEXTS.nb)) {
      const en = SIMULATOR_TEXTS.en[key as keyof typeof SIMULATOR_TEXTS.en];
      if (key !== 'status') assert.notEqual(en, nb, key);
      assert.doesNotMatch(en, NORWEGIAN_LETTERS, key);
    }
  });

  it('BankID login: lang, title, heading, the person list’s labels and the button, and the error at the field', async () => {
    const page = await (await h.request('GET', '/sandbox/login?returnTo=/x&ui_locales=en', { bank: null })).text();
    assert.match(page, /<html lang="en">/);
    assert.match(page, /<title>Log in – Sandbox<\/title>/);
    assert.match(page, /<h1>Log in with BankID \(simulated\)<\/h1>/);
    assert.match(page, /<legend>Choose a test person<\/legend>/);
    assert.match(page, /<label for="ssn">… or type a national identity number \(11 digits\)<\/label>/);
    assert.match(page, /<button class="button" type="submit">Log in<\/button>/);
    // The form posts back with the language it was opened in.
    assert.match(page, /action="\/sandbox\/login\?ui_locales=en"/);
    const refused = await h.request('POST', '/sandbox/login?ui_locales=en', {
      raw: 'ssn=123&returnTo=/x',
      bank: null,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /id="ssn-error" class="field-error">The national identity number is not valid/);

    const nb = await (await h.request('GET', '/sandbox/login?returnTo=/x', { bank: null })).text();
    assert.match(nb, /<html lang="nb">/);
    assert.match(nb, /<title>Logg inn – Sandkasse<\/title>/);
    assert.match(nb, /action="\/sandbox\/login"/);
  });

  it('tax consent portal and e-signing pages in English', async () => {
    const signed = await (await h.request('GET', '/sandbox/signing/return?outcome=signed', { headers: EN })).text();
    assert.match(signed, /<html lang="en">/);
    assert.match(signed, /<h1>The documents are signed<\/h1>/);

    const { ssn } = personByKey('emil');
    const [row] = await h.db.query<{ id: string }>('SELECT id FROM applications WHERE main_ssn = $1', [ssn]);
    assert.ok(row);
    const login = await h.login('emil');
    const signing = await (await h.request('GET', `/sandbox/signing/${row.id}?ui_locales=en`, { login })).text();
    assert.match(signing, /<h1>Sign the loan documents \(simulated\)<\/h1>/);
    assert.match(signing, /<dt>Repayment period<\/dt><dd>\d+ months<\/dd>/);
    assert.match(signing, /value="sign">Sign<\/button>/);

    const noRequest = await h.request('GET', '/sandbox/tax-consent', { login: await h.login('kari'), headers: EN });
    assert.equal(noRequest.status, 404);
    assert.match(await noRequest.text(), /<h1>No request<\/h1>/);

    const expired = await (await h.request('GET', '/sandbox/kyc-signing/no-such-reference', { headers: EN })).text();
    assert.match(expired, /<h1>The signing has expired<\/h1>/);
  });
});
