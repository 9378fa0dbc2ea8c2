import type {
  CaseStatus,
  ConfirmationAnswerData,
  Country,
  DynamicField,
  DynamicOption,
  DynamicQuestion,
  FormResponse,
  KnownSection,
  ProcessType,
  SourceOfIncomeQuestion,
  SummaryGroup,
} from '../../../src/schemas/kyc.js';
import { companyFormName } from '../../../src/domain/kyc-rules.js';
import { findCompany, type TestCompany } from '../seed/companies.js';
import { kycRegisterFor } from '../seed/kyc-persons.js';
import { findPerson, walkInPerson } from '../seed/persons.js';
import type { Language } from '../language.js';
import { findCountry } from './countries.js';
import { countryNameEn, englishOf, inEnglish } from './english.js';
import { BENEFICIAL_OWNER_REASONS, PEP_ROLE_TYPES, RCA_ROLE_TYPES } from './reference.js';
import type { Answers, Declaration } from './store.js';

/*
 * The declaration form of the sandbox's KYC service (GET kyc/v7/form, kyc/v8/form): the sections of a
 * private and of a corporate customer, with realistic Norwegian texts, pre-filled from the register and
 * from the customer's saved answers (spec 2 §4 "Saved server data pre-fills everything"). Between them
 * the two forms hold every section type of spec 2 §2.
 */

/** Where each section's answer is saved in a declaration's answers. */
export const ANSWER_KEYS = {
  country: 'COUNTRY',
  pepRca: 'PEP_RCA',
  tax: 'TAX',
  sourceOfIncome: 'SOURCE_OF_INCOME',
  sourceOfIncomeCheckbox: 'SOURCE_OF_INCOME_CHECKBOX',
  corporateInformation: 'CORPORATE_INFORMATION',
  board: 'BOARD',
  beneficialOwners: 'BENEFICIAL_OWNERS',
  financialInstitution: 'FINANCIAL_INSTITUTION',
  caseSummary: 'CASE_SUMMARY',
  signing: 'TAX_SIGNING',
  dynamic: (sectionIndex: number) => `DYNAMIC_QUESTIONS:${sectionIndex}`,
} as const;

/** Minimum length of PEP/RCA descriptions this service asks for (spec 2 §5 default). */
export const DESCRIPTION_MIN_LENGTH = 10;

// ── Texts and questions ─────────────────────────────────────────────────────────────────────────────

const WHY_HELP =
  '<p>Etter hvitvaskingsloven må banken kjenne kundene sine: hvem du er, hvor pengene kommer fra og hva ' +
  'kundeforholdet skal brukes til. Derfor stiller vi disse spørsmålene når du blir kunde, og med jevne ' +
  'mellomrom etterpå.</p><p>Opplysningene brukes bare til å forebygge og avdekke hvitvasking og ' +
  'terrorfinansiering, og behandles etter personopplysningsloven.</p>';

const PRODUCTS: Partial<Record<ProcessType, Array<{ name: string; description: string }>>> = {
  CAR_LOAN: [{ name: 'Billån', description: 'Lån med pant i kjøretøyet du kjøper' }],
  CREDIT_LOAN: [{ name: 'Forbrukslån', description: 'Lån uten sikkerhet' }],
  CREDIT_CARD: [{ name: 'Kredittkort', description: 'Kredittkort med inntil 45 dagers rentefri kreditt' }],
  BECOME_PRIVATE: [
    { name: 'Brukskonto', description: 'Konto til lønn og regninger, med bankkort' },
    { name: 'Sparekonto', description: 'Høyrentekonto med fri disposisjonsrett' },
  ],
};
const EXISTING_PRODUCTS = [
  { name: 'Brukskonto', description: 'Konto til lønn og regninger, med bankkort' },
  { name: 'Sparekonto', description: 'Høyrentekonto med fri disposisjonsrett' },
  { name: 'Billån', description: 'Lån med pant i kjøretøy' },
];

const countryOptions = (codes: readonly string[]): DynamicOption[] =>
  codes.map((code) => ({ value: code, text: findCountry(code)?.text ?? code }));
const PAYMENT_COUNTRIES = countryOptions(['SWE', 'DNK', 'FIN', 'DEU', 'GBR', 'ESP', 'POL', 'USA']);

const SOURCES_OF_INCOME: SourceOfIncomeQuestion[] = [
  { sourceId: 'SALARY', text: 'Lønn, pensjon eller trygd', requiresComment: false },
  { sourceId: 'SAVINGS', text: 'Egne sparepenger', requiresComment: false },
  { sourceId: 'SALE_OF_PROPERTY', text: 'Salg av bolig, hytte eller kjøretøy', requiresComment: false },
  { sourceId: 'INVESTMENT_RETURN', text: 'Utbytte og avkastning på investeringer', requiresComment: false },
  { sourceId: 'INHERITANCE_OR_GIFT', text: 'Arv eller gave', requiresComment: true },
  { sourceId: 'OTHER', text: 'Annet', requiresComment: true },
];

const EQUITY_SOURCES: SourceOfIncomeQuestion[] = [
  { sourceId: 'SAVINGS', text: 'Oppsparte midler', requiresComment: false },
  { sourceId: 'TRADE_IN', text: 'Innbytte av kjøretøy', requiresComment: false },
  { sourceId: 'SALARY', text: 'Lønn', requiresComment: false },
  { sourceId: 'LOAN_FROM_OTHERS', text: 'Lån fra familie eller andre', requiresComment: true },
  { sourceId: 'INHERITANCE_OR_GIFT', text: 'Arv eller gave', requiresComment: true },
  { sourceId: 'OTHER', text: 'Annet', requiresComment: true },
];

/** Private dynamic questions: each question type, and between them each field type. */
const PRIVATE_QUESTIONS: DynamicQuestion[] = [
  {
    id: 'FOREIGN_PAYMENTS',
    version: 2,
    text: 'Kommer du til å sende eller motta betalinger til eller fra utlandet?',
    helpText:
      'Svar ja hvis du for eksempel får lønn fra utlandet, sender penger til familie i et annet land eller betaler for en feriebolig i utlandet.',
    type: 'YES_NO',
    fields: [],
    answerType: ['YES_NO'],
    subQuestion: {
      id: 'FOREIGN_PAYMENT_COUNTRIES',
      version: 1,
      text: 'Hvilke land gjelder det, og omtrent hvor mye per år?',
      helpText: 'Legg til én rad per land.',
      type: 'LIST',
      fields: [
        { code: 'country', text: 'Land', type: 'DROP_DOWN', options: PAYMENT_COUNTRIES },
        { code: 'amountPerYear', text: 'Beløp per år (kr)', type: 'AMOUNT' },
        { code: 'purpose', text: 'Hva er betalingene for?', type: 'STRING' },
      ],
      answerType: ['LIST'],
    },
  },
  {
    id: 'MAIN_PURPOSE',
    version: 1,
    text: 'Hva skal du hovedsakelig bruke kundeforholdet til?',
    helpText: null,
    type: 'SINGLE',
    fields: [],
    answerType: ['SINGLE'],
    options: [
      { value: 'EVERYDAY_BANKING', text: 'Dagligbank og regninger' },
      { value: 'SAVINGS', text: 'Sparing' },
      { value: 'LOANS', text: 'Lån og kreditt' },
      { value: 'INVESTMENTS', text: 'Investering i fond eller aksjer' },
    ],
  },
  {
    id: 'SERVICES',
    version: 1,
    text: 'Hvilke av disse tjenestene regner du med å bruke?',
    helpText: 'Du kan velge flere.',
    type: 'SIMPLE_LIST',
    fields: [
      {
        code: 'services',
        text: 'Tjenester',
        type: 'CHECKBOX_LIST',
        options: [
          { value: 'CASH_DEPOSIT', text: 'Innskudd av kontanter' },
          { value: 'CASH_WITHDRAWAL', text: 'Uttak av kontanter' },
          { value: 'CURRENCY_EXCHANGE', text: 'Kjøp og salg av valuta' },
          { value: 'CRYPTO_TRANSFERS', text: 'Overføringer til eller fra kryptobørser' },
          { value: 'NONE', text: 'Ingen av disse' },
        ],
      },
    ],
    answerType: ['SIMPLE_LIST'],
  },
  {
    id: 'ACCOUNTS_ABROAD',
    version: 1,
    text: 'Har du kontoer i banker i utlandet? Oppgi dem her.',
    helpText: 'Legg til én rad per konto. Har du ingen, lar du listen stå tom.',
    type: 'LIST',
    fields: [
      { code: 'bankName', text: 'Navn på banken', type: 'STRING' },
      { code: 'country', text: 'Land', type: 'DROP_DOWN', options: PAYMENT_COUNTRIES },
      { code: 'yearsHeld', text: 'Hvor mange år har du hatt kontoen?', type: 'INTEGER' },
      { code: 'jointAccount', text: 'Deler du kontoen med noen?', type: 'CHOICE_YES_NO' },
      {
        code: 'currencies',
        text: 'Valuta',
        type: 'LIST',
        options: ['NOK', 'SEK', 'DKK', 'EUR', 'GBP', 'USD'].map((value) => ({ value, text: value })),
      },
      { code: 'comment', text: 'Kommentar', type: 'TEXT_AREA' },
      { code: 'statement', text: 'Kontoutskrift (vedlegg)', type: 'UNKNOWN' },
    ],
    answerType: ['LIST'],
  },
];

const CORPORATE_QUESTIONS: DynamicQuestion[] = [
  {
    id: 'CORP_FOREIGN_PAYMENTS',
    version: 1,
    text: 'Har foretaket betalinger til eller fra utlandet?',
    helpText: 'Svar ja hvis foretaket for eksempel kjøper varer fra eller selger tjenester til utlandet.',
    type: 'YES_NO',
    fields: [],
    answerType: ['YES_NO'],
    subQuestion: {
      id: 'CORP_FOREIGN_PAYMENT_COUNTRIES',
      version: 1,
      text: 'Hvilke land gjelder det, og omtrent hvor mye per år?',
      helpText: null,
      type: 'LIST',
      fields: [
        { code: 'country', text: 'Land', type: 'DROP_DOWN', options: PAYMENT_COUNTRIES },
        { code: 'amountPerYear', text: 'Beløp per år (kr)', type: 'AMOUNT' },
        { code: 'purpose', text: 'Hva er betalingene for?', type: 'STRING' },
      ],
      answerType: ['LIST'],
    },
  },
  {
    id: 'CORP_CASH_SHARE',
    version: 1,
    text: 'Hvor stor del av omsetningen er kontanter?',
    helpText: null,
    type: 'SINGLE',
    fields: [],
    answerType: ['SINGLE'],
    options: [
      { value: 'NONE', text: 'Ingen' },
      { value: 'UNDER_10', text: 'Under 10 prosent' },
      { value: 'FROM_10_TO_50', text: 'Mellom 10 og 50 prosent' },
      { value: 'OVER_50', text: 'Over 50 prosent' },
    ],
  },
  {
    id: 'CORP_CUSTOMER_REGIONS',
    version: 1,
    text: 'Hvor holder foretakets kunder til?',
    helpText: 'Du kan velge flere.',
    type: 'SIMPLE_LIST',
    fields: [
      {
        code: 'regions',
        text: 'Områder',
        type: 'CHECKBOX_LIST',
        options: [
          { value: 'NORWAY', text: 'Norge' },
          { value: 'NORDIC', text: 'Norden ellers' },
          { value: 'EEA', text: 'EU/EØS ellers' },
          { value: 'USA', text: 'USA' },
          { value: 'REST_OF_WORLD', text: 'Resten av verden' },
        ],
      },
    ],
    answerType: ['SIMPLE_LIST'],
  },
  {
    id: 'CORP_SUPPLIERS_ABROAD',
    version: 1,
    text: 'Hvilke er foretakets viktigste leverandører i utlandet?',
    helpText: 'Legg til én rad per leverandør. Har foretaket ingen, lar du listen stå tom.',
    type: 'LIST',
    fields: [
      { code: 'name', text: 'Leverandør', type: 'STRING' },
      { code: 'country', text: 'Land', type: 'DROP_DOWN', options: PAYMENT_COUNTRIES },
      { code: 'sharePercent', text: 'Andel av innkjøpene (prosent)', type: 'INTEGER' },
      { code: 'description', text: 'Hva kjøper dere?', type: 'TEXT_AREA' },
    ],
    answerType: ['LIST'],
  },
];

// ── Building the form ───────────────────────────────────────────────────────────────────────────────

const country = (code: string | null | undefined): Country | null => findCountry(code) ?? null;

// Each answer was parsed by its section's schema before it was stored; this reads it back in that shape.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T names the stored shape (see above)
const get = <T>(answers: Answers, key: string): T | undefined => answers[key] as T | undefined;

/** The company of a corporate declaration. */
export function companyOf(declaration: Declaration): TestCompany | undefined {
  return declaration.customer === 'CORPORATE' ? findCompany(declaration.organisationNumber) : undefined;
}

function privateSections(declaration: Declaration): KnownSection[] {
  const { answers, processType } = declaration;
  const register = kycRegisterFor(declaration.ssn);
  const pep = get<Record<string, unknown>>(answers, ANSWER_KEYS.pepRca);
  const tax = get<Record<string, unknown>>(answers, ANSWER_KEYS.tax);
  const income = get<{ answers: unknown[] }>(answers, ANSWER_KEYS.sourceOfIncome);
  const equity = get<{ answers: unknown[] }>(answers, ANSWER_KEYS.sourceOfIncomeCheckbox);
  const carLoan = processType === 'CAR_LOAN';

  const sections: KnownSection[] = [
    {
      type: 'WELCOME_WITH_PRODUCTS',
      id: 'welcome',
      header: 'Velkommen til kundeerklæringen',
      text:
        '<p>Vi ber deg svare på noen spørsmål om deg selv og om hvordan du skal bruke produktene dine. Det tar omtrent fem minutter.</p>' +
        '<p>Svarene lagres underveis, så du kan ta en pause og fortsette senere.</p>',
      helpText: WHY_HELP,
      products: PRODUCTS[processType] ?? EXISTING_PRODUCTS,
    },
    {
      type: 'COUNTRY',
      id: 'country',
      header: 'Statsborgerskap og bosted',
      citizenship: register.citizenship.map(country).filter((c): c is Country => c !== null),
      countryOfBirth: country(register.countryOfBirth),
      countryOfResidence: country(register.countryOfResidence),
      confirmed: (get<{ typeInfo: string }>(answers, ANSWER_KEYS.country)?.typeInfo ?? null) === 'OK',
    },
    {
      type: 'PEP_RCA',
      id: 'pep-rca',
      header: 'Politisk eksponert person (PEP)',
      descriptionMinLength: DESCRIPTION_MIN_LENGTH,
      isPep: (pep?.isPep as boolean | undefined) ?? null,
      pep: (pep?.pep as never[] | undefined) ?? [],
      isRca: (pep?.isRca as boolean | undefined) ?? null,
      rca: (pep?.rca as never[] | undefined) ?? [],
    },
    {
      type: 'INFORMATION',
      id: 'tax-information',
      header: 'Skatteplikt til andre land',
      content:
        '<p>Norske banker må spørre alle kunder om de er skattepliktige til andre land enn Norge. Det følger av ' +
        'avtaler Norge har med USA (FATCA) og med over hundre andre land (CRS).</p>' +
        '<p>Er du skattepliktig til et annet land, rapporterer banken opplysninger om kontoene dine til ' +
        'Skatteetaten, som sender dem videre til skattemyndighetene i det landet.</p>',
      buttonText: 'Jeg forstår',
      finalizeWithStatus: null,
      redirectUrl: null,
    },
    {
      type: 'PRIVATE_TAX',
      id: 'tax',
      header: 'Skatteplikt til utlandet',
      ...taxPrefill(tax, register.taxRelations),
    },
    {
      type: 'SOURCE_OF_INCOME',
      id: 'source-of-income',
      header: 'Innskudd på kontoene dine',
      mainQuestion:
        'Omtrent hvor mye regner du med å sette inn på kontoene dine i løpet av et år, og hvor kommer pengene fra?',
      questions: SOURCES_OF_INCOME,
      answers: (income?.answers as never[] | undefined) ?? [],
    },
    {
      type: 'SOURCE_OF_INCOME_CHECKBOX',
      id: 'equity',
      header: carLoan ? 'Egenkapital' : 'Opprinnelsen til pengene',
      mainQuestion: carLoan
        ? 'Hvor kommer egenkapitalen til kjøretøyet fra?'
        : 'Hvor kommer pengene du skal sette inn fra?',
      questions: EQUITY_SOURCES,
      answers: (equity?.answers as never[] | undefined) ?? [],
    },
    {
      type: 'DYNAMIC_QUESTIONS',
      id: 'bank-use',
      header: 'Bruk av banken',
      questions: PRIVATE_QUESTIONS,
      answers: [],
    },
    { type: 'PROCESS_SUMMARY', id: 'process-summary', header: 'Se over svarene dine' },
    {
      type: 'TAX_SIGNING',
      id: 'tax-signing',
      header: 'Signer egenerklæringen om skatteplikt',
      text:
        'For å fullføre må du signere egenerklæringen om skatteplikt med BankID. Du sendes til signeringssiden ' +
        'og kommer tilbake hit når du har signert.',
      signed: get<{ signed: boolean }>(answers, ANSWER_KEYS.signing)?.signed === true,
    },
    {
      type: 'CASE_SUMMARY',
      id: 'case-summary',
      header: 'Bekreft og send inn',
      caseId: declaration.caseId,
      confirmed: get<{ confirmed: boolean }>(answers, ANSWER_KEYS.caseSummary)?.confirmed === true,
    },
  ];
  return withDynamicAnswers(sections, answers);
}

function taxPrefill(saved: Record<string, unknown> | undefined, known: unknown[]) {
  return {
    taxRelations: ((saved?.taxRelations as unknown[] | undefined) ?? known) as never[],
    isTaxLiableAbroad: (saved?.isTaxLiableAbroad as boolean | undefined) ?? (known.length > 0 ? true : null),
    isUsTaxLiable: (saved?.isUsTaxLiable as boolean | undefined) ?? null,
    isOtherTaxLiable: (saved?.isOtherTaxLiable as boolean | undefined) ?? null,
  };
}

function corporateSections(declaration: Declaration, company: TestCompany): KnownSection[] {
  const { answers } = declaration;
  const info = get<{ businessCode: string }>(answers, ANSWER_KEYS.corporateInformation);
  const board = get<{ confirmation: ConfirmationAnswerData }>(answers, ANSWER_KEYS.board);
  const owners = get<{ hasRR: boolean; beneficialOwners: never[]; confirmation: ConfirmationAnswerData }>(
    answers,
    ANSWER_KEYS.beneficialOwners,
  );
  const institution = get<{
    typeInfo: string;
    passiveCorporate?: boolean;
    globalIntermediaryIdentificationNumber?: { number: string };
  }>(answers, ANSWER_KEYS.financialInstitution);
  const tax = get<Record<string, unknown>>(answers, ANSWER_KEYS.tax);
  const savedOwners = owners?.beneficialOwners ?? company.beneficialOwners;
  const boardShape = { ceo: company.ceo, boardChairman: company.chairman, boardMembers: company.boardMembers };

  const sections: KnownSection[] = [
    {
      type: 'WELCOME',
      id: 'welcome',
      header: `Kundeerklæring for ${company.name}`,
      text:
        `<p>Du svarer på vegne av ${company.name} (org.nr. ${company.organisationNumber}). Vi spør om foretaket, ` +
        'hvem som eier og kontrollerer det, og hvordan kundeforholdet skal brukes.</p>' +
        '<p>Opplysningene fra Enhetsregisteret er fylt ut for deg. Du bekrefter dem, eller forteller oss hva som ikke stemmer.</p>',
      helpText: WHY_HELP,
    },
    {
      type: 'CORPORATE_INFORMATION',
      id: 'corporate-information',
      header: 'Om foretaket',
      establishDate: company.establishDate,
      corporateFormType: company.corporateFormType,
      corporateFormLabel: companyFormName(company.corporateFormType),
      businessCodes: company.businessCodes,
      businessCode:
        info?.businessCode ?? (company.businessCodes.length === 1 ? (company.businessCodes[0]?.code ?? null) : null),
    },
    {
      type: 'CORPORATE_BOARD_ACTORS',
      id: 'board',
      header: 'Daglig leder og styre',
      ...boardShape,
      confirmation: board?.confirmation ?? null,
    },
    {
      type: 'CORPORATE_BENEFICIAL_OWNERS',
      id: 'beneficial-owners',
      header: 'Reelle rettighetshavere',
      hasRR: owners?.hasRR ?? (company.beneficialOwners.length > 0 ? true : null),
      beneficialOwners: savedOwners,
      reasons: [...BENEFICIAL_OWNER_REASONS],
      confirmation: owners?.confirmation ?? null,
    },
    {
      type: 'CORPORATE_FINANCIAL_INSTITUTION',
      id: 'financial-institution',
      header: 'Finansinstitusjon',
      ...(institution
        ? {
            financialInstitution: institution.typeInfo === 'financialInstitution',
            passiveCorporate:
              institution.typeInfo === 'nonFinancialInstitution' ? (institution.passiveCorporate ?? null) : null,
            globalIntermediaryIdentificationNumber:
              institution.typeInfo === 'financialInstitution'
                ? { number: institution.globalIntermediaryIdentificationNumber?.number ?? null }
                : null,
          }
        : company.financialInstitution),
    },
    {
      type: 'CORPORATE_TAX',
      id: 'tax',
      header: 'Foretakets skatteplikt til utlandet',
      ...taxPrefill(tax, company.taxRelations),
    },
    {
      type: 'DYNAMIC_QUESTIONS',
      id: 'business-activity',
      header: 'Foretakets virksomhet',
      questions: CORPORATE_QUESTIONS,
      answers: [],
    },
    {
      type: 'READ_ONLY_ACTORS',
      id: 'roles',
      header: 'Roller i foretaket',
      ...boardShape,
      beneficialOwners: savedOwners,
    },
    { type: 'PROCESS_SUMMARY', id: 'process-summary', header: 'Se over svarene' },
    {
      type: 'CASE_SUMMARY',
      id: 'case-summary',
      header: 'Bekreft og send inn',
      caseId: declaration.caseId,
      confirmed: get<{ confirmed: boolean }>(answers, ANSWER_KEYS.caseSummary)?.confirmed === true,
    },
  ];
  return withDynamicAnswers(sections, answers);
}

/** Fills each dynamic section's saved answers (saved under its index). */
function withDynamicAnswers(sections: KnownSection[], answers: Answers): KnownSection[] {
  return sections.map((section, index) =>
    section.type === 'DYNAMIC_QUESTIONS'
      ? { ...section, answers: get<{ answers: never[] }>(answers, ANSWER_KEYS.dynamic(index))?.answers ?? [] }
      : section,
  );
}

/** The sections of a declaration, pre-filled. */
export function sectionsOf(declaration: Declaration): KnownSection[] {
  const company = companyOf(declaration);
  return company ? corporateSections(declaration, company) : privateSections(declaration);
}

/** The customer a declaration is for, as the form greets them (no national id). */
export function customerOf(declaration: Declaration) {
  const company = companyOf(declaration);
  const person = findPerson(declaration.ssn) ?? walkInPerson(declaration.ssn);
  return {
    customerType: declaration.customer,
    firstName: person.firstName,
    lastName: person.lastName,
    organisationNumber: company?.organisationNumber ?? null,
    organisationName: company?.name ?? null,
  };
}

/** The case status of a declaration (design of spec 2 §3 "Case status labels"). */
export function caseStatusOf(declaration: Declaration): CaseStatus {
  if (!declaration.completed) return 'NEW_CASE';
  return declaration.caseStatus === 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR' ? 'CONTROL' : 'COMPLETED';
}

/** The sections in a language: Norwegian as built, or the same sections in English (decision 0110). */
export function sectionsIn(declaration: Declaration, language: Language): KnownSection[] {
  const sections = sectionsOf(declaration);
  return language === 'en' ? inEnglish(sections) : sections;
}

/** The whole form (GET kyc/v7/form, kyc/v8/form), in the request's language. */
export function formOf(
  declaration: Declaration,
  version: 7 | 8,
  kycContext: string,
  language: Language = 'nb',
): FormResponse {
  return {
    formVersion: version,
    process: {
      id: declaration.caseId,
      processType: declaration.processType,
      channel: declaration.channel,
      completed: declaration.completed,
      inProgress: false,
      kycContext,
      caseStatus: caseStatusOf(declaration),
    },
    customer: customerOf(declaration),
    sections: sectionsIn(declaration, language),
  };
}

/**
 * The sections a declaration needs answers for before it can be completed, by section id, with the
 * answer key of each.
 */
export function requiredAnswers(declaration: Declaration): Array<{ sectionId: string; key: string }> {
  return sectionsOf(declaration).flatMap((section, index) => {
    const id = section.id ?? section.type;
    switch (section.type) {
      case 'COUNTRY':
        return [{ sectionId: id, key: ANSWER_KEYS.country }];
      case 'PEP_RCA':
        return [{ sectionId: id, key: ANSWER_KEYS.pepRca }];
      case 'PRIVATE_TAX':
      case 'CORPORATE_TAX':
        return [{ sectionId: id, key: ANSWER_KEYS.tax }];
      case 'SOURCE_OF_INCOME':
        return [{ sectionId: id, key: ANSWER_KEYS.sourceOfIncome }];
      case 'SOURCE_OF_INCOME_CHECKBOX':
        return [{ sectionId: id, key: ANSWER_KEYS.sourceOfIncomeCheckbox }];
      case 'DYNAMIC_QUESTIONS':
        return [{ sectionId: id, key: ANSWER_KEYS.dynamic(index) }];
      case 'CORPORATE_INFORMATION':
        return [{ sectionId: id, key: ANSWER_KEYS.corporateInformation }];
      case 'CORPORATE_BOARD_ACTORS':
        return [{ sectionId: id, key: ANSWER_KEYS.board }];
      case 'CORPORATE_BENEFICIAL_OWNERS':
        return [{ sectionId: id, key: ANSWER_KEYS.beneficialOwners }];
      case 'CORPORATE_FINANCIAL_INSTITUTION':
        return [{ sectionId: id, key: ANSWER_KEYS.financialInstitution }];
      case 'TAX_SIGNING':
        return [{ sectionId: id, key: ANSWER_KEYS.signing }];
      case 'CASE_SUMMARY':
        return [{ sectionId: id, key: ANSWER_KEYS.caseSummary }];
      default:
        return [];
    }
  });
}

// ── Summaries ───────────────────────────────────────────────────────────────────────────────────────

/** The summaries' own words, in each language (the section and question texts come from the form). */
const SUMMARY_NB = {
  yes: 'Ja',
  no: 'Nei',
  none: 'Ingen',
  confirmed: 'Bekreftet som korrekt',
  notCorrect: 'Ikke korrekt: ',
  taxNumber: 'skattenummer ',
  noTaxNumber: 'uten skattenummer',
  countryOfBirth: 'Fødeland',
  citizenship: 'Statsborgerskap',
  countryOfResidence: 'Bostedsland',
  confirmedLabel: 'Bekreftet',
  isPep: 'Er du en politisk eksponert person?',
  role: 'Rolle',
  isRca: 'Er du familiemedlem eller kjent medarbeider av en politisk eksponert person?',
  person: 'Person',
  taxLiableAbroad: 'Skattepliktig til andre land enn Norge',
  taxLiability: 'Skatteplikt',
  sources: 'Kilder',
  companyForm: 'Selskapsform',
  founded: 'Stiftet',
  industryCode: 'Næringskode',
  board: 'Daglig leder og styre',
  beneficialOwners: 'Reelle rettighetshavere',
  financialInstitution: 'Finansinstitusjon',
  passive: 'Passivt foretak',
} as const;

const SUMMARY: Readonly<Record<Language, Record<keyof typeof SUMMARY_NB, string>>> = {
  nb: SUMMARY_NB,
  en: {
    yes: 'Yes',
    no: 'No',
    none: 'None',
    confirmed: 'Confirmed as correct',
    notCorrect: 'Not correct: ',
    taxNumber: 'tax identification number ',
    noTaxNumber: 'without a tax identification number',
    countryOfBirth: 'Country of birth',
    citizenship: 'Citizenship',
    countryOfResidence: 'Country of residence',
    confirmedLabel: 'Confirmed',
    isPep: 'Are you a politically exposed person?',
    role: 'Role',
    isRca: 'Are you a family member or known close associate of a politically exposed person?',
    person: 'Person',
    taxLiableAbroad: 'Liable to pay tax in countries other than Norway',
    taxLiability: 'Tax liability',
    sources: 'Sources',
    companyForm: 'Organisational form',
    founded: 'Founded',
    industryCode: 'Industry code',
    board: 'General manager and board',
    beneficialOwners: 'Beneficial owners',
    financialInstitution: 'Financial institution',
    passive: 'Passive non-financial entity',
  },
};

/** The summaries' words and value formats in one language. */
function summaryWords(language: Language) {
  const words = SUMMARY[language];
  const english = language === 'en';
  const yesNo = (value: unknown): string | null => (value === true ? words.yes : value === false ? words.no : null);
  const countryName = (code: unknown) => {
    if (typeof code !== 'string') return null;
    const found = findCountry(code);
    return found ? (english ? countryNameEn(found) : found.text) : code;
  };
  const roleText = (code: unknown) => {
    const text =
      PEP_ROLE_TYPES.find((r) => r.code === code)?.description ??
      RCA_ROLE_TYPES.find((r) => r.code === code)?.description ??
      String(code);
    return english ? (englishOf(text) ?? text) : text;
  };
  const confirmationText = (
    confirmation: { typeInfo?: string; comment?: string | null } | null | undefined,
  ): string | null => {
    if (!confirmation) return null;
    return confirmation.typeInfo === 'CONFIRMED' ? words.confirmed : `${words.notCorrect}${confirmation.comment ?? ''}`;
  };
  const taxRelationsText = (relations: Array<Record<string, unknown>> | undefined): string | null => {
    if (!relations) return null;
    const current = relations.filter((r) => !r.endedDate);
    if (current.length === 0) return words.none;
    return current
      .map(
        (r) =>
          `${countryName(r.country)} (${r.type === 'WITH_TAX_NUMBER' ? `${words.taxNumber}${String(r.taxNumber)}` : words.noTaxNumber})`,
      )
      .join(', ');
  };
  return { words, yesNo, countryName, roleText, confirmationText, taxRelationsText };
}

const kroner = (amount: number) => `${new Intl.NumberFormat('nb-NO').format(amount)} kr`;

/**
 * A field's answer as the customer saw it: the option texts of chosen codes («Ingen av disse», not
 * NONE), «Ja»/«Nei» for a yes/no field, typed text as typed.
 */
function fieldAnswerText(field: DynamicField, value: string, words: SummaryWords): string {
  if (field.type === 'CHOICE_YES_NO') return value === 'YES' ? words.yes : value === 'NO' ? words.no : value;
  const options = field.options ?? [];
  if (options.length === 0) return value;
  return value
    .split(',')
    .map((code) => options.find((option) => option.value === code)?.text ?? code)
    .join(', ');
}

type SummaryWords = (typeof SUMMARY)[Language];

function dynamicItems(section: Extract<KnownSection, { type: 'DYNAMIC_QUESTIONS' }>, words: SummaryWords) {
  const answers = section.answers ?? [];
  return section.questions.map((question) => {
    const answer = answers.find((a) => a.questionId === question.id);
    let value: string | null = null;
    if (answer) {
      if (answer.answerType === 'YES_NO') value = answer.answer === 'YES' ? words.yes : words.no;
      else if (answer.answerType === 'SINGLE')
        value = question.options?.find((o) => o.value === answer.answer)?.text ?? answer.answer;
      else {
        const rows = answer.listAnswers ?? [];
        value =
          rows.length === 0
            ? words.none
            : rows
                .map((row) =>
                  // In the question's field order (the store keeps the row's keys sorted).
                  question.fields
                    .flatMap((field) => {
                      const text = row[field.code];
                      return text ? [fieldAnswerText(field, text, words)] : [];
                    })
                    .join(', '),
                )
                .join('; ');
      }
    }
    return { label: question.text, value };
  });
}

/**
 * The declaration's answers as summary groups (GET kyc/v1/process-summary, kyc/v1/case-summary/{id}), in
 * the request's language.
 */
export function summaryGroups(declaration: Declaration, language: Language = 'nb'): SummaryGroup[] {
  const { words, yesNo, countryName, roleText, confirmationText, taxRelationsText } = summaryWords(language);
  const groups: SummaryGroup[] = [];
  for (const section of sectionsIn(declaration, language)) {
    const header = section.header ?? null;
    switch (section.type) {
      case 'COUNTRY':
        groups.push({
          header,
          items: [
            { label: words.countryOfBirth, value: section.countryOfBirth?.text ?? null },
            { label: words.citizenship, value: section.citizenship.map((c) => c.text).join(', ') || null },
            { label: words.countryOfResidence, value: section.countryOfResidence?.text ?? null },
            { label: words.confirmedLabel, value: yesNo(section.confirmed) },
          ],
        });
        break;
      case 'PEP_RCA':
        groups.push({
          header,
          items: [
            { label: words.isPep, value: yesNo(section.isPep) },
            ...(section.pep ?? []).map((entry) => ({
              label: words.role,
              value: `${roleText(entry.roleTypeCode)}, ${countryName(entry.roleCountry)}`,
            })),
            {
              label: words.isRca,
              value: yesNo(section.isRca),
            },
            ...(section.rca ?? []).map((entry) => ({
              label: words.person,
              value: `${entry.firstName ?? ''} ${entry.lastName ?? ''} (${roleText(entry.relationTypeCode)})`.trim(),
            })),
          ],
        });
        break;
      case 'PRIVATE_TAX':
      case 'CORPORATE_TAX':
        groups.push({
          header,
          items: [
            { label: words.taxLiableAbroad, value: yesNo(section.isTaxLiableAbroad) },
            {
              label: words.taxLiability,
              value:
                declaration.answers[ANSWER_KEYS.tax] || section.taxRelations.length > 0
                  ? taxRelationsText(section.taxRelations)
                  : null,
            },
          ],
        });
        break;
      case 'SOURCE_OF_INCOME':
        groups.push({
          header,
          items: section.questions.map((question) => {
            const answer = section.answers?.find((a) => a.sourceId === question.sourceId);
            return { label: question.text, value: answer ? kroner(answer.amount ?? 0) : null };
          }),
        });
        break;
      case 'SOURCE_OF_INCOME_CHECKBOX':
        groups.push({
          header,
          items: [
            {
              label: section.mainQuestion ?? words.sources,
              value: section.answers?.length
                ? section.answers
                    .map((a) => section.questions.find((q) => q.sourceId === a.sourceId)?.text ?? a.sourceId)
                    .join(', ')
                : null,
            },
          ],
        });
        break;
      case 'DYNAMIC_QUESTIONS':
        groups.push({ header, items: dynamicItems(section, words) });
        break;
      case 'CORPORATE_INFORMATION':
        groups.push({
          header,
          items: [
            { label: words.companyForm, value: section.corporateFormLabel ?? null },
            { label: words.founded, value: section.establishDate ?? null },
            {
              label: words.industryCode,
              value: section.businessCodes.find((b) => b.code === section.businessCode)?.text ?? null,
            },
          ],
        });
        break;
      case 'CORPORATE_BOARD_ACTORS':
        groups.push({
          header,
          items: [{ label: words.board, value: confirmationText(section.confirmation) }],
        });
        break;
      case 'CORPORATE_BENEFICIAL_OWNERS':
        groups.push({
          header,
          items: [
            ...section.beneficialOwners.map((o) => ({
              label: `${o.firstName ?? ''} ${o.lastName ?? ''}`.trim(),
              value: `${o.ownershipPercentage ?? o.eierandel ?? 0} %`,
            })),
            { label: words.beneficialOwners, value: confirmationText(section.confirmation) },
          ],
        });
        break;
      case 'CORPORATE_FINANCIAL_INSTITUTION':
        groups.push({
          header,
          items: [
            { label: words.financialInstitution, value: yesNo(section.financialInstitution) },
            ...(section.globalIntermediaryIdentificationNumber?.number
              ? [{ label: 'GIIN', value: section.globalIntermediaryIdentificationNumber.number }]
              : []),
            ...(section.financialInstitution === false
              ? [{ label: words.passive, value: yesNo(section.passiveCorporate) }]
              : []),
          ],
        });
        break;
      default:
        break;
    }
  }
  return groups;
}
