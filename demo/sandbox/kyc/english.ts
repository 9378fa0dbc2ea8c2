import type { Country } from '../../../src/schemas/kyc.js';
import { COUNTRIES } from './countries.js';

/*
 * The KYC service's texts in English (docs/decisions/0110; register and glossary of decision 0109).
 * The Norwegian text is the key, as gettext's msgid is: the form is built once, in Norwegian, from
 * spec 2's texts (forms.ts, reference.ts), and an English call gets the same form with its words
 * replaced (`inEnglish`). So the structure cannot differ between the languages (same ids, order and
 * rules), and nb's code stays as it was. test/sandbox/language.test.ts walks every form and checks
 * that each of its texts has an English one.
 */

/** Static texts of the declaration's forms and reference lists, nb → en. */
const TEXTS: Readonly<Record<string, string>> = {
  // ── Welcome and help ────────────────────────────────────────────────────────────────────────────
  'Velkommen til kundeerklæringen': 'Welcome to the customer declaration',
  '<p>Vi ber deg svare på noen spørsmål om deg selv og om hvordan du skal bruke produktene dine. Det tar omtrent fem minutter.</p><p>Svarene lagres underveis, så du kan ta en pause og fortsette senere.</p>':
    '<p>We ask you to answer a few questions about yourself and about how you will use your products. It takes about five minutes.</p><p>Your answers are saved as you go, so you can take a break and continue later.</p>',
  '<p>Etter hvitvaskingsloven må banken kjenne kundene sine: hvem du er, hvor pengene kommer fra og hva kundeforholdet skal brukes til. Derfor stiller vi disse spørsmålene når du blir kunde, og med jevne mellomrom etterpå.</p><p>Opplysningene brukes bare til å forebygge og avdekke hvitvasking og terrorfinansiering, og behandles etter personopplysningsloven.</p>':
    '<p>Under the Anti-Money Laundering Act, the bank must know its customers: who you are, where the money comes from and what the customer relationship will be used for. That is why we ask these questions when you become a customer, and at regular intervals afterwards.</p><p>The information is used only to prevent and detect money laundering and terrorist financing, and is processed under the Personal Data Act.</p>',
  // ── Products ────────────────────────────────────────────────────────────────────────────────────
  Brukskonto: 'Current account',
  'Konto til lønn og regninger, med bankkort': 'An account for your salary and bills, with a bank card',
  Sparekonto: 'Savings account',
  'Høyrentekonto med fri disposisjonsrett': 'A high-interest account with free withdrawals',
  Billån: 'Car loan',
  'Lån med pant i kjøretøy': 'A loan secured on a vehicle',
  'Lån med pant i kjøretøyet du kjøper': 'A loan secured on the vehicle you are buying',
  Kredittkort: 'Credit card',
  'Kredittkort med inntil 45 dagers rentefri kreditt': 'A credit card with up to 45 days of interest-free credit',
  Forbrukslån: 'Consumer loan',
  'Lån uten sikkerhet': 'An unsecured loan',
  // ── Section headers ─────────────────────────────────────────────────────────────────────────────
  'Statsborgerskap og bosted': 'Citizenship and residence',
  'Politisk eksponert person (PEP)': 'Politically exposed person (PEP)',
  'Skatteplikt til andre land': 'Tax liability to other countries',
  '<p>Norske banker må spørre alle kunder om de er skattepliktige til andre land enn Norge. Det følger av avtaler Norge har med USA (FATCA) og med over hundre andre land (CRS).</p><p>Er du skattepliktig til et annet land, rapporterer banken opplysninger om kontoene dine til Skatteetaten, som sender dem videre til skattemyndighetene i det landet.</p>':
    '<p>Norwegian banks must ask all customers whether they are liable to pay tax in countries other than Norway. This follows from agreements Norway has with the USA (FATCA) and with more than a hundred other countries (CRS).</p><p>If you are liable to pay tax in another country, the bank reports information about your accounts to the Norwegian Tax Administration, which passes it on to the tax authorities of that country.</p>',
  'Jeg forstår': 'I understand',
  'Skatteplikt til utlandet': 'Tax liability abroad',
  'Innskudd på kontoene dine': 'Deposits to your accounts',
  'Omtrent hvor mye regner du med å sette inn på kontoene dine i løpet av et år, og hvor kommer pengene fra?':
    'Roughly how much do you expect to deposit to your accounts in a year, and where does the money come from?',
  Egenkapital: 'Equity',
  'Hvor kommer egenkapitalen til kjøretøyet fra?': 'Where does the equity for the vehicle come from?',
  'Opprinnelsen til pengene': 'Where the money comes from',
  'Hvor kommer pengene du skal sette inn fra?': 'Where does the money you will deposit come from?',
  'Bruk av banken': 'How you will use the bank',
  'Se over svarene dine': 'Check your answers',
  'Signer egenerklæringen om skatteplikt': 'Sign the self-certification of tax liability',
  'For å fullføre må du signere egenerklæringen om skatteplikt med BankID. Du sendes til signeringssiden og kommer tilbake hit når du har signert.':
    'To finish, you must sign the self-certification of tax liability with BankID. You will be sent to the signing page and brought back here when you have signed.',
  'Bekreft og send inn': 'Confirm and submit',
  'Om foretaket': 'About the business',
  'Daglig leder og styre': 'General manager and board',
  'Reelle rettighetshavere': 'Beneficial owners',
  Finansinstitusjon: 'Financial institution',
  'Foretakets skatteplikt til utlandet': "The business's tax liability abroad",
  'Foretakets virksomhet': "The business's activities",
  'Roller i foretaket': 'Roles in the business',
  'Se over svarene': 'Check the answers',
  // ── Sources of income and equity ────────────────────────────────────────────────────────────────
  'Lønn, pensjon eller trygd': 'Salary, pension or benefits',
  'Egne sparepenger': 'Your own savings',
  'Salg av bolig, hytte eller kjøretøy': 'Sale of a home, holiday home or vehicle',
  'Utbytte og avkastning på investeringer': 'Dividends and returns on investments',
  'Arv eller gave': 'Inheritance or gift',
  Annet: 'Other',
  'Oppsparte midler': 'Savings',
  'Innbytte av kjøretøy': 'Trade-in of a vehicle',
  Lønn: 'Salary',
  'Lån fra familie eller andre': 'A loan from family or others',
  // ── Dynamic questions (private) ─────────────────────────────────────────────────────────────────
  'Kommer du til å sende eller motta betalinger til eller fra utlandet?':
    'Will you send payments abroad or receive payments from abroad?',
  'Svar ja hvis du for eksempel får lønn fra utlandet, sender penger til familie i et annet land eller betaler for en feriebolig i utlandet.':
    'Answer yes if, for example, you are paid a salary from abroad, send money to family in another country or pay for a holiday home abroad.',
  'Hvilke land gjelder det, og omtrent hvor mye per år?': 'Which countries, and roughly how much per year?',
  'Legg til én rad per land.': 'Add one row per country.',
  Land: 'Country',
  'Beløp per år (kr)': 'Amount per year (kr)',
  'Hva er betalingene for?': 'What are the payments for?',
  'Hva skal du hovedsakelig bruke kundeforholdet til?': 'What will you mainly use the customer relationship for?',
  'Dagligbank og regninger': 'Everyday banking and bills',
  Sparing: 'Savings',
  'Lån og kreditt': 'Loans and credit',
  'Investering i fond eller aksjer': 'Investing in funds or shares',
  'Hvilke av disse tjenestene regner du med å bruke?': 'Which of these services do you expect to use?',
  'Du kan velge flere.': 'You can choose more than one.',
  Tjenester: 'Services',
  'Innskudd av kontanter': 'Cash deposits',
  'Uttak av kontanter': 'Cash withdrawals',
  'Kjøp og salg av valuta': 'Buying and selling currency',
  'Overføringer til eller fra kryptobørser': 'Transfers to or from crypto exchanges',
  'Ingen av disse': 'None of these',
  'Har du kontoer i banker i utlandet? Oppgi dem her.': 'Do you have accounts with banks abroad? List them here.',
  'Legg til én rad per konto. Har du ingen, lar du listen stå tom.':
    'Add one row per account. If you have none, leave the list empty.',
  'Navn på banken': 'Name of the bank',
  'Hvor mange år har du hatt kontoen?': 'How many years have you had the account?',
  'Deler du kontoen med noen?': 'Do you share the account with anyone?',
  Valuta: 'Currency',
  Kommentar: 'Comment',
  'Kontoutskrift (vedlegg)': 'Account statement (attachment)',
  // ── Dynamic questions (corporate) ───────────────────────────────────────────────────────────────
  'Har foretaket betalinger til eller fra utlandet?': 'Does the business make or receive payments abroad?',
  'Svar ja hvis foretaket for eksempel kjøper varer fra eller selger tjenester til utlandet.':
    'Answer yes if, for example, the business buys goods from abroad or sells services abroad.',
  'Hvor stor del av omsetningen er kontanter?': 'How much of the turnover is cash?',
  Ingen: 'None',
  'Under 10 prosent': 'Under 10 per cent',
  'Mellom 10 og 50 prosent': 'Between 10 and 50 per cent',
  'Over 50 prosent': 'Over 50 per cent',
  'Hvor holder foretakets kunder til?': "Where are the business's customers?",
  Områder: 'Regions',
  'Norden ellers': 'Elsewhere in the Nordic countries',
  'EU/EØS ellers': 'Elsewhere in the EU/EEA',
  'Resten av verden': 'The rest of the world',
  'Hvilke er foretakets viktigste leverandører i utlandet?':
    "Which are the business's most important suppliers abroad?",
  'Legg til én rad per leverandør. Har foretaket ingen, lar du listen stå tom.':
    'Add one row per supplier. If the business has none, leave the list empty.',
  Leverandør: 'Supplier',
  'Andel av innkjøpene (prosent)': 'Share of purchases (per cent)',
  'Hva kjøper dere?': 'What do you buy?',
  // ── Company forms and industry codes of the test companies (the registers' own English names) ──
  Aksjeselskap: 'Private limited company',
  Enkeltpersonforetak: 'Sole proprietorship',
  'Salg av nye personbiler og andre lette motorkjøretøyer': 'Sale of new cars and light motor vehicles',
  'Salg av brukte personbiler og andre lette motorkjøretøyer': 'Sale of used cars and light motor vehicles',
  'Vedlikehold og reparasjon av motorvogner, unntatt motorsykler':
    'Maintenance and repair of motor vehicles, except motorcycles',
  'Utleie og leasing av biler og andre lette motorkjøretøyer': 'Renting and leasing of cars and light motor vehicles',
  Fondsforvaltningsvirksomhet: 'Fund management activities',
  Holdingselskaper: 'Activities of holding companies',
  'Regnskap og bokføring': 'Accounting and bookkeeping',
  // ── Reference lists: PEP positions, RCA relations, beneficial owners' control ───────────────────
  'Statsoverhode, regjeringssjef, minister eller assisterende minister':
    'Head of state, head of government, minister or deputy minister',
  'Medlem av nasjonalforsamling (for eksempel Stortinget)':
    'Member of a national parliament (for example the Storting, the Norwegian parliament)',
  'Medlem av styrende organ i politisk parti': 'Member of the governing body of a political party',
  'Medlem av høyesterett, forfatningsdomstol eller annen høyere rettsinstans':
    'Member of a supreme court, constitutional court or other high-level judicial body',
  'Medlem av styret i riksrevisjon eller sentralbank': 'Member of the board of a court of auditors or a central bank',
  'Ambassadør, chargé d’affaires eller militær offiser av høyere rang':
    'Ambassador, chargé d’affaires or high-ranking officer in the armed forces',
  'Medlem av styre eller ledelse i statseid foretak': 'Member of the board or management of a state-owned enterprise',
  'Direktør, styremedlem eller annen leder i internasjonal organisasjon':
    'Director, board member or other senior manager of an international organisation',
  'Ektefelle, registrert partner eller samboer': 'Spouse, registered partner or cohabitant',
  'Barn, eller barns ektefelle, registrert partner eller samboer':
    'Child, or a child’s spouse, registered partner or cohabitant',
  'Mor eller far': 'Mother or father',
  'Kjent nær forretningsforbindelse (felles eierskap eller annen nær forbindelse)':
    'Known close business associate (joint ownership or another close relationship)',
  'Eneste reelle rettighetshaver til foretak opprettet til fordel for en PEP':
    'Sole beneficial owner of a business set up for the benefit of a PEP',
  'Eier direkte eller indirekte mer enn 25 prosent av foretaket':
    'Owns, directly or indirectly, more than 25 per cent of the business',
  'Kontroll over stemmeretter': 'Control of voting rights',
  'Har rett til å utpeke eller avsette halvparten eller mer av styremedlemmene':
    'Has the right to appoint or remove half or more of the board members',
  'Kontrollerer foretaket på annen måte, for eksempel gjennom avtale':
    'Controls the business in another way, for example through an agreement',
};

/** Texts that name the customer's business: nb pattern → English. */
const PATTERNS: ReadonlyArray<readonly [RegExp, (...groups: string[]) => string]> = [
  [/^Kundeerklæring for (.+)$/s, (name) => `Customer declaration for ${name}`],
  [
    /^<p>Du svarer på vegne av (.+) \(org\.nr\. (\d+)\)\. Vi spør om foretaket, hvem som eier og kontrollerer det, og hvordan kundeforholdet skal brukes\.<\/p><p>Opplysningene fra Enhetsregisteret er fylt ut for deg\. Du bekrefter dem, eller forteller oss hva som ikke stemmer\.<\/p>$/s,
    (name, number) =>
      `<p>You are answering on behalf of ${name} (organisation number ${number}). We ask about the business, who owns and controls it, and how the customer relationship will be used.</p>` +
      '<p>The information from the Central Coordinating Register for Legal Entities has been filled in for you. You confirm it, or tell us what is not right.</p>',
  ],
];

/** Withdrawn countries, which ICU names by their successors. */
const HISTORIC_EN: Readonly<Record<string, string>> = {
  YUG: 'Yugoslavia',
  ANT: 'Netherlands Antilles',
  SUN: 'Soviet Union',
  CSK: 'Czechoslovakia',
  ZAR: 'Zaire',
  DDR: 'East Germany',
};

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });

/** A country's English name: ICU's (the source of the Norwegian names too), or the historic list's. */
export function countryNameEn(country: Country): string {
  return HISTORIC_EN[country.iso3] ?? (country.iso2 ? regionNames.of(country.iso2) : undefined) ?? country.text;
}

const COUNTRY_EN_BY_NB: ReadonlyMap<string, string> = new Map(
  COUNTRIES.filter((c) => !c.historicUseOnly).map((c) => [c.text, countryNameEn(c)]),
);

/** The English of one Norwegian text of the service; undefined when it has none. */
export function englishOf(text: string): string | undefined {
  const known = TEXTS[text] ?? COUNTRY_EN_BY_NB.get(text);
  if (known !== undefined) return known;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return english(...match.slice(1));
  }
  return undefined;
}

/** The keys whose string values are texts the customer reads. */
export const TEXT_KEYS: ReadonlySet<string> = new Set([
  'header',
  'text',
  'helpText',
  'content',
  'buttonText',
  'mainQuestion',
  'name',
  'description',
  'corporateFormLabel',
  'label',
]);

/** What the customer or the register wrote (answers, people): never translated. */
const DATA_KEYS = new Set([
  'answers',
  'pep',
  'rca',
  'ceo',
  'boardChairman',
  'boardMembers',
  'beneficialOwners',
  'confirmation',
  'taxRelations',
  'value',
]);

const isCountry = (value: object): value is Country => 'iso3' in value && 'text' in value;

/**
 * The same value with its texts in English: every string under a text key (`header`, `text`, …) that
 * has an English text, and every country by its English name. Answers and people are left as they
 * are; structure, ids and rules are untouched.
 */
export function inEnglish<T>(value: T): T {
  return translate(value) as T;
}

function translate(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(translate);
  if (value === null || typeof value !== 'object') return value;
  if (isCountry(value)) return { ...value, text: countryNameEn(value) };
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (DATA_KEYS.has(key)) return [key, inner];
      if (typeof inner === 'string') return [key, TEXT_KEYS.has(key) ? (englishOf(inner) ?? inner) : inner];
      return [key, translate(inner)];
    }),
  );
}

/** The country list in English: current countries by their English names, then the historic ones. */
export const COUNTRIES_EN: readonly Country[] = [
  ...COUNTRIES.filter((c) => !c.historicUseOnly)
    .map((c) => ({ ...c, text: countryNameEn(c) }))
    .sort((a, b) => a.text.localeCompare(b.text, 'en')),
  ...COUNTRIES.filter((c) => c.historicUseOnly).map((c) => ({ ...c, text: countryNameEn(c) })),
];
