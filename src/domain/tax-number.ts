import { validateTaxNumber, type RuleResult, type TaxNumberCheck, type TaxNumberChecks } from './kyc-rules.js';

/*
 * The per-country checks of tax identification numbers, from a maintained library of national
 * identifier checks (`stdnum`, python-stdnum's algorithms in TypeScript): where it covers a country's
 * TIN, a number in the CRS list is checked with it (format and check digits), beyond spec 2 §5's own
 * rules. A person's TIN (the private customer, a beneficial owner) and an entity's (the company in its
 * own declaration) are checked with their own validators. Each country's validators are small chunks,
 * fetched on demand: for the countries the customer picks, or by checkTaxNumber. The rule that applies
 * them is validateTaxNumber in ./kyc-rules.ts, so the form and the package's public API check a number
 * the same way. Decisions 0012, 0064, 0095 (the countries, and those left out and why).
 */

export type { TaxNumberCheck, TaxNumberChecks } from './kyc-rules.js';

/** Whose tax number: a person's (private customers, beneficial owners) or an entity's (the company's own). */
export type TaxNumberHolder = 'person' | 'entity';

type Load = () => Promise<readonly TaxNumberCheck[]>;

/** One covered country: its ISO alpha-2, alpha-3 and numeric codes and the loaders of its checks. */
interface Covered {
  codes: readonly [string, string, string];
  person?: Load;
  entity?: Load;
}

/** The `validate` of each stdnum module. */
async function all(...modules: ReadonlyArray<Promise<{ validate: TaxNumberCheck }>>): Promise<TaxNumberCheck[]> {
  return (await Promise.all(modules)).map((module) => module.validate);
}

/** The same validators for persons and entities (one TIN register for both). */
const both = (load: Load) => ({ person: load, entity: load });

/**
 * Every country of the CRS list that stdnum covers, by Norwegian name (decision 0095 names the
 * validators' numbers and the countries left out). Sweden keeps spec 2 §5's own pattern, the USA its
 * FATCA formats; Norway is no tax relation abroad.
 */
const COVERED: readonly Covered[] = [
  { codes: ['AL', 'ALB', '008'], ...both(() => all(import('stdnum/lib/esm/al/nipt.js'))) },
  { codes: ['DZ', 'DZA', '012'], ...both(() => all(import('stdnum/lib/esm/dz/nif.js'))) },
  { codes: ['AD', 'AND', '020'], ...both(() => all(import('stdnum/lib/esm/ad/nrt.js'))) },
  {
    codes: ['AO', 'AGO', '024'],
    person: () => all(import('stdnum/lib/esm/ao/bi.js'), import('stdnum/lib/esm/ao/nif.js')),
    entity: () => all(import('stdnum/lib/esm/ao/nif.js')),
  },
  { codes: ['AI', 'AIA', '660'], ...both(() => all(import('stdnum/lib/esm/ai/tin.js'))) },
  { codes: ['AR', 'ARG', '032'], ...both(() => all(import('stdnum/lib/esm/ar/cuit.js'))) },
  { codes: ['AZ', 'AZE', '031'], ...both(() => all(import('stdnum/lib/esm/az/tin.js'))) },
  {
    codes: ['AU', 'AUS', '036'],
    person: () => all(import('stdnum/lib/esm/au/tfn.js')),
    entity: () => all(import('stdnum/lib/esm/au/tfn.js'), import('stdnum/lib/esm/au/abn.js')),
  },
  { codes: ['BY', 'BLR', '112'], ...both(() => all(import('stdnum/lib/esm/by/unp.js'))) },
  {
    codes: ['BE', 'BEL', '056'],
    person: () => all(import('stdnum/lib/esm/be/nn.js'), import('stdnum/lib/esm/be/bis.js')),
    entity: () => all(import('stdnum/lib/esm/be/vat.js')),
  },
  { codes: ['BZ', 'BLZ', '084'], ...both(() => all(import('stdnum/lib/esm/bz/tin.js'))) },
  { codes: ['BA', 'BIH', '070'], person: () => all(import('stdnum/lib/esm/ba/jmbg.js')) },
  {
    codes: ['BR', 'BRA', '076'],
    person: () => all(import('stdnum/lib/esm/br/cpf.js')),
    entity: () => all(import('stdnum/lib/esm/br/cnpj.js')),
  },
  {
    codes: ['BG', 'BGR', '100'],
    person: () => all(import('stdnum/lib/esm/bg/egn.js'), import('stdnum/lib/esm/bg/pnf.js')),
    entity: () => all(import('stdnum/lib/esm/bg/vat.js')),
  },
  { codes: ['CA', 'CAN', '124'], person: () => all(import('stdnum/lib/esm/ca/sin.js')) },
  { codes: ['CL', 'CHL', '152'], ...both(() => all(import('stdnum/lib/esm/cl/rut.js'))) },
  { codes: ['CO', 'COL', '170'], ...both(() => all(import('stdnum/lib/esm/co/nit.js'))) },
  {
    codes: ['CR', 'CRI', '188'],
    person: () => all(import('stdnum/lib/esm/cr/cpf.js'), import('stdnum/lib/esm/cr/cr.js')),
    entity: () => all(import('stdnum/lib/esm/cr/cpj.js')),
  },
  { codes: ['CU', 'CUB', '192'], person: () => all(import('stdnum/lib/esm/cu/ni.js')) },
  {
    codes: ['DK', 'DNK', '208'],
    person: () => all(import('stdnum/lib/esm/dk/cpr.js')),
    entity: () => all(import('stdnum/lib/esm/dk/cvr.js')),
  },
  {
    codes: ['DO', 'DOM', '214'],
    person: () => all(import('stdnum/lib/esm/do/cedula.js'), import('stdnum/lib/esm/do/rnc.js')),
    entity: () => all(import('stdnum/lib/esm/do/rnc.js')),
  },
  {
    codes: ['EC', 'ECU', '218'],
    person: () => all(import('stdnum/lib/esm/ec/ci.js'), import('stdnum/lib/esm/ec/ruc.js')),
    entity: () => all(import('stdnum/lib/esm/ec/ruc.js')),
  },
  { codes: ['EG', 'EGY', '818'], entity: () => all(import('stdnum/lib/esm/eg/tn.js')) },
  { codes: ['SV', 'SLV', '222'], ...both(() => all(import('stdnum/lib/esm/sv/nit.js'))) },
  {
    codes: ['EE', 'EST', '233'],
    person: () => all(import('stdnum/lib/esm/ee/ik.js')),
    entity: () => all(import('stdnum/lib/esm/ee/registrikood.js')),
  },
  {
    codes: ['FI', 'FIN', '246'],
    person: () => all(import('stdnum/lib/esm/fi/hetu.js')),
    entity: () => all(import('stdnum/lib/esm/fi/ytunnus.js')),
  },
  {
    codes: ['FR', 'FRA', '250'],
    person: () => all(import('stdnum/lib/esm/fr/nif.js')),
    entity: () => all(import('stdnum/lib/esm/fr/siren.js'), import('stdnum/lib/esm/fr/siret.js')),
  },
  { codes: ['FO', 'FRO', '234'], ...both(() => all(import('stdnum/lib/esm/fo/vn.js'))) },
  { codes: ['GH', 'GHA', '288'], ...both(() => all(import('stdnum/lib/esm/gh/tin.js'))) },
  {
    codes: ['GT', 'GTM', '320'],
    person: () => all(import('stdnum/lib/esm/gt/nit.js'), import('stdnum/lib/esm/gt/cui.js')),
    entity: () => all(import('stdnum/lib/esm/gt/nit.js')),
  },
  { codes: ['GN', 'GIN', '324'], ...both(() => all(import('stdnum/lib/esm/gn/nifp.js'))) },
  { codes: ['GR', 'GRC', '300'], ...both(() => all(import('stdnum/lib/esm/gr/vat.js'))) },
  { codes: ['HK', 'HKG', '344'], person: () => all(import('stdnum/lib/esm/hk/hkid.js')) },
  { codes: ['IN', 'IND', '356'], ...both(() => all(import('stdnum/lib/esm/in/pan.js'))) },
  {
    codes: ['IE', 'IRL', '372'],
    person: () => all(import('stdnum/lib/esm/ie/pps.js')),
    entity: () => all(import('stdnum/lib/esm/ie/vat.js')),
  },
  { codes: ['IS', 'ISL', '352'], ...both(() => all(import('stdnum/lib/esm/is/kennitala.js'))) },
  {
    codes: ['IL', 'ISR', '376'],
    person: () => all(import('stdnum/lib/esm/il/idnr.js')),
    entity: () => all(import('stdnum/lib/esm/il/hp.js')),
  },
  {
    codes: ['IT', 'ITA', '380'],
    person: () => all(import('stdnum/lib/esm/it/codicefiscale.js'), import('stdnum/lib/esm/it/iva.js')),
    entity: () => all(import('stdnum/lib/esm/it/iva.js')),
  },
  { codes: ['JP', 'JPN', '392'], entity: () => all(import('stdnum/lib/esm/jp/cn.js')) },
  { codes: ['KE', 'KEN', '404'], ...both(() => all(import('stdnum/lib/esm/ke/pin.js'))) },
  {
    codes: ['CN', 'CHN', '156'],
    person: () => all(import('stdnum/lib/esm/cn/ric.js')),
    entity: () => all(import('stdnum/lib/esm/cn/uscc.js')),
  },
  { codes: ['HR', 'HRV', '191'], ...both(() => all(import('stdnum/lib/esm/hr/oib.js'))) },
  { codes: ['CY', 'CYP', '196'], ...both(() => all(import('stdnum/lib/esm/cy/vat.js'))) },
  { codes: ['LV', 'LVA', '428'], ...both(() => all(import('stdnum/lib/esm/lv/pvn.js'))) },
  { codes: ['LI', 'LIE', '438'], ...both(() => all(import('stdnum/lib/esm/li/peid.js'))) },
  { codes: ['LT', 'LTU', '440'], person: () => all(import('stdnum/lib/esm/lt/asmens.js')) },
  {
    codes: ['MX', 'MEX', '484'],
    person: () => all(import('stdnum/lib/esm/mx/rfc.js'), import('stdnum/lib/esm/mx/curp.js')),
    entity: () => all(import('stdnum/lib/esm/mx/rfc.js')),
  },
  { codes: ['MD', 'MDA', '498'], entity: () => all(import('stdnum/lib/esm/md/idno.js')) },
  {
    codes: ['ME', 'MNE', '499'],
    person: () => all(import('stdnum/lib/esm/me/jmbg.js')),
    entity: () => all(import('stdnum/lib/esm/me/pib.js')),
  },
  { codes: ['MZ', 'MOZ', '508'], ...both(() => all(import('stdnum/lib/esm/mz/nuit.js'))) },
  { codes: ['NL', 'NLD', '528'], ...both(() => all(import('stdnum/lib/esm/nl/bsn.js'))) },
  { codes: ['NZ', 'NZL', '554'], ...both(() => all(import('stdnum/lib/esm/nz/ird.js'))) },
  {
    codes: ['MK', 'MKD', '807'],
    person: () => all(import('stdnum/lib/esm/mk/jmbg.js'), import('stdnum/lib/esm/mk/edb.js')),
    entity: () => all(import('stdnum/lib/esm/mk/edb.js')),
  },
  {
    codes: ['PK', 'PAK', '586'],
    person: () => all(import('stdnum/lib/esm/pk/cnic.js'), import('stdnum/lib/esm/pk/ntn.js')),
    entity: () => all(import('stdnum/lib/esm/pk/ntn.js')),
  },
  {
    codes: ['PY', 'PRY', '600'],
    person: () => all(import('stdnum/lib/esm/py/cedula.js'), import('stdnum/lib/esm/py/ruc.js')),
    entity: () => all(import('stdnum/lib/esm/py/ruc.js')),
  },
  {
    codes: ['PE', 'PER', '604'],
    person: () =>
      all(import('stdnum/lib/esm/pe/cui.js'), import('stdnum/lib/esm/pe/ce.js'), import('stdnum/lib/esm/pe/ruc.js')),
    entity: () => all(import('stdnum/lib/esm/pe/ruc.js')),
  },
  {
    codes: ['PL', 'POL', '616'],
    person: () => all(import('stdnum/lib/esm/pl/pesel.js'), import('stdnum/lib/esm/pl/nip.js')),
    entity: () => all(import('stdnum/lib/esm/pl/nip.js')),
  },
  {
    codes: ['PT', 'PRT', '620'],
    person: () => all(import('stdnum/lib/esm/pt/nif.js')),
    entity: () => all(import('stdnum/lib/esm/pt/nif.js'), import('stdnum/lib/esm/pt/nipc.js')),
  },
  {
    codes: ['RO', 'ROU', '642'],
    person: () => all(import('stdnum/lib/esm/ro/cnp.js')),
    entity: () => all(import('stdnum/lib/esm/ro/cui.js'), import('stdnum/lib/esm/ro/cif.js')),
  },
  { codes: ['RU', 'RUS', '643'], ...both(() => all(import('stdnum/lib/esm/ru/inn.js'))) },
  { codes: ['SM', 'SMR', '674'], entity: () => all(import('stdnum/lib/esm/sm/coe.js')) },
  {
    codes: ['RS', 'SRB', '688'],
    person: () => all(import('stdnum/lib/esm/rs/jmbg.js')),
    entity: () => all(import('stdnum/lib/esm/rs/pib.js')),
  },
  { codes: ['SG', 'SGP', '702'], entity: () => all(import('stdnum/lib/esm/sg/uen.js')) },
  { codes: ['SK', 'SVK', '703'], person: () => all(import('stdnum/lib/esm/sk/rc.js')) },
  { codes: ['SI', 'SVN', '705'], ...both(() => all(import('stdnum/lib/esm/si/ddv.js'))) },
  {
    codes: ['ES', 'ESP', '724'],
    person: () => all(import('stdnum/lib/esm/es/dni.js'), import('stdnum/lib/esm/es/nie.js')),
    entity: () => all(import('stdnum/lib/esm/es/cif.js')),
  },
  {
    codes: ['GB', 'GBR', '826'],
    person: () => all(import('stdnum/lib/esm/gb/utr.js'), import('stdnum/lib/esm/gb/nino.js')),
    entity: () => all(import('stdnum/lib/esm/gb/utr.js')),
  },
  {
    codes: ['CH', 'CHE', '756'],
    person: () => all(import('stdnum/lib/esm/ch/ssn.js')),
    entity: () => all(import('stdnum/lib/esm/ch/uid.js'), import('stdnum/lib/esm/ch/vat.js')),
  },
  { codes: ['ZA', 'ZAF', '710'], ...both(() => all(import('stdnum/lib/esm/za/tin.js'))) },
  {
    codes: ['KR', 'KOR', '410'],
    person: () => all(import('stdnum/lib/esm/kr/rrn.js')),
    entity: () => all(import('stdnum/lib/esm/kr/brn.js')),
  },
  {
    codes: ['TW', 'TWN', '158'],
    person: () => all(import('stdnum/lib/esm/tw/natid.js'), import('stdnum/lib/esm/tw/ui.js')),
    entity: () => all(import('stdnum/lib/esm/tw/ubn.js'), import('stdnum/lib/esm/tw/ban.js')),
  },
  {
    codes: ['TH', 'THA', '764'],
    person: () => all(import('stdnum/lib/esm/th/tin.js'), import('stdnum/lib/esm/th/idnr.js')),
    entity: () => all(import('stdnum/lib/esm/th/tin.js')),
  },
  {
    codes: ['CZ', 'CZE', '203'],
    person: () => all(import('stdnum/lib/esm/cz/rc.js')),
    entity: () => all(import('stdnum/lib/esm/cz/dic.js')),
  },
  { codes: ['TN', 'TUN', '788'], ...both(() => all(import('stdnum/lib/esm/tn/mf.js'))) },
  {
    codes: ['TR', 'TUR', '792'],
    person: () => all(import('stdnum/lib/esm/tr/tckimlik.js')),
    entity: () => all(import('stdnum/lib/esm/tr/vkn.js')),
  },
  {
    codes: ['DE', 'DEU', '276'],
    person: () => all(import('stdnum/lib/esm/de/idnr.js')),
    entity: () => all(import('stdnum/lib/esm/de/stnr.js')),
  },
  {
    codes: ['UA', 'UKR', '804'],
    person: () => all(import('stdnum/lib/esm/ua/rntrc.js')),
    entity: () => all(import('stdnum/lib/esm/ua/edrpou.js')),
  },
  {
    codes: ['UY', 'URY', '858'],
    person: () => all(import('stdnum/lib/esm/uy/cedula.js'), import('stdnum/lib/esm/uy/nie.js')),
    entity: () => all(import('stdnum/lib/esm/uy/rut.js')),
  },
  { codes: ['VE', 'VEN', '862'], ...both(() => all(import('stdnum/lib/esm/ve/rif.js'))) },
  { codes: ['VN', 'VNM', '704'], ...both(() => all(import('stdnum/lib/esm/vn/mst.js'))) },
  { codes: ['AT', 'AUT', '040'], ...both(() => all(import('stdnum/lib/esm/at/tin.js'))) },
];

const BY_CODE: ReadonlyMap<string, Covered> = new Map(
  COVERED.flatMap((c) => c.codes.map((code) => [code, c] as const)),
);

/** The countries (ISO alpha-2) whose TINs the library checks, for persons or entities. */
export const TAX_NUMBER_LIBRARY_COUNTRIES: readonly string[] = COVERED.map((c) => c.codes[0]);

/** The countries (ISO alpha-2) whose TINs the library checks, by holder. */
export const TAX_NUMBER_CHECKED_COUNTRIES: Readonly<Record<TaxNumberHolder, readonly string[]>> = {
  person: COVERED.filter((c) => c.person).map((c) => c.codes[0]),
  entity: COVERED.filter((c) => c.entity).map((c) => c.codes[0]),
};

/** Whether the library checks the `holder`'s numbers of the country with this ISO code (any of its codes). */
export const hasTaxNumberChecks = (code: string, holder: TaxNumberHolder = 'person'): boolean =>
  BY_CODE.get(code.toUpperCase())?.[holder] !== undefined;

/** What loads, or has loaded, per holder and country (alpha-2). */
const loading = new Map<string, Promise<readonly TaxNumberCheck[]>>();

/** A country's checks for the holder, loaded once; a module that fails to load is asked again next time. */
function loadCountry(country: Covered, holder: TaxNumberHolder): Promise<readonly TaxNumberCheck[]> {
  const load = country[holder];
  if (!load) return Promise.resolve([]);
  const key = `${holder}:${country.codes[0]}`;
  let checks = loading.get(key);
  if (!checks) {
    checks = load().catch(() => {
      loading.delete(key);
      return [];
    });
    loading.set(key, checks);
  }
  return checks;
}

/** Options of {@link loadTaxNumberChecks}. */
export interface TaxNumberCheckOptions {
  /** Whose numbers (default a person's). */
  holder?: TaxNumberHolder;
  /** The countries (any ISO code) whose checks to load; default every covered country. */
  countries?: ReadonlyArray<string | null | undefined>;
}

/**
 * Loads the checks of the `countries` (default every covered one) for the `holder` (default a
 * person), each country once, keyed by each of the country's ISO codes (alpha-2, alpha-3, numeric).
 * A country without checks for the holder, or whose module fails to load, is left out (unchecked).
 */
export async function loadTaxNumberChecks(options: TaxNumberCheckOptions = {}): Promise<TaxNumberChecks> {
  const holder = options.holder ?? 'person';
  const wanted = options.countries
    ? [...new Set(options.countries.flatMap((code) => BY_CODE.get(code?.toUpperCase() ?? '') ?? []))]
    : COVERED;
  const loaded = await Promise.all(wanted.map(async (c) => [c, await loadCountry(c, holder)] as const));
  return Object.fromEntries(
    loaded.flatMap(([c, checks]) => (checks.length > 0 ? c.codes.map((code) => [code, checks] as const) : [])),
  );
}

/**
 * A tax number for a tax relation in `country`, with the country's checks loaded first: the rule of
 * {@link validateTaxNumber} with `checks`, as the declaration's form applies it. `countryName` names the
 * country in the message (default: the code as given); `holder` says whose number it is (default a person's).
 */
export async function checkTaxNumber(
  value: string,
  country?: string | null,
  countryName?: string,
  holder: TaxNumberHolder = 'person',
): Promise<RuleResult> {
  const checks = await loadTaxNumberChecks({ holder, countries: [country] });
  return validateTaxNumber(value, country, { checks, ...(countryName === undefined ? {} : { countryName }) });
}
