import type { Country } from '../../../src/schemas/kyc.js';

/*
 * The KYC service's country list (GET kyc/countries and the PEP / tax lists): every current ISO 3166-1
 * country (alpha-2, alpha-3, Norwegian name; generated once from Debian's iso-codes 4.15 and the
 * Norwegian Bokmål region names of ICU), plus a few withdrawn countries the population register still
 * uses for old births and citizenships, flagged historicUseOnly (spec 2 §3, §9).
 */

/** `iso2:iso3:name` entries, sorted by the Norwegian name. */
const CURRENT =
  'AF:AFG:Afghanistan|AL:ALB:Albania|DZ:DZA:Algerie|AS:ASM:Amerikansk Samoa|AD:AND:Andorra|' +
  'AO:AGO:Angola|AI:AIA:Anguilla|AQ:ATA:Antarktis|AG:ATG:Antigua og Barbuda|AR:ARG:Argentina|' +
  'AM:ARM:Armenia|AW:ABW:Aruba|AZ:AZE:Aserbajdsjan|AU:AUS:Australia|BS:BHS:Bahamas|BH:BHR:Bahrain|' +
  'BD:BGD:Bangladesh|BB:BRB:Barbados|BY:BLR:Belarus|BE:BEL:Belgia|BZ:BLZ:Belize|BJ:BEN:Benin|' +
  'BM:BMU:Bermuda|BT:BTN:Bhutan|BO:BOL:Bolivia|BA:BIH:Bosnia-Hercegovina|BW:BWA:Botswana|' +
  'BV:BVT:Bouvetøya|BR:BRA:Brasil|BN:BRN:Brunei|BG:BGR:Bulgaria|BF:BFA:Burkina Faso|BI:BDI:Burundi|' +
  'CA:CAN:Canada|KY:CYM:Caymanøyene|CL:CHL:Chile|CX:CXR:Christmasøya|CO:COL:Colombia|CK:COK:Cookøyene|' +
  'CR:CRI:Costa Rica|CU:CUB:Cuba|CW:CUW:Curaçao|DK:DNK:Danmark|VI:VIR:De amerikanske jomfruøyene|' +
  'VG:VGB:De britiske jomfruøyene|AE:ARE:De forente arabiske emirater|TF:ATF:De franske sørterritorier|' +
  'DO:DOM:Den dominikanske republikk|CF:CAF:Den sentralafrikanske republikk|' +
  'IO:IOT:Det britiske territoriet i Indiahavet|DJ:DJI:Djibouti|DM:DMA:Dominica|EC:ECU:Ecuador|' +
  'EG:EGY:Egypt|GQ:GNQ:Ekvatorial-Guinea|SV:SLV:El Salvador|CI:CIV:Elfenbenskysten|ER:ERI:Eritrea|' +
  'EE:EST:Estland|SZ:SWZ:Eswatini|ET:ETH:Etiopia|FK:FLK:Falklandsøyene|FJ:FJI:Fiji|PH:PHL:Filippinene|' +
  'FI:FIN:Finland|FR:FRA:Frankrike|GF:GUF:Fransk Guyana|PF:PYF:Fransk Polynesia|FO:FRO:Færøyene|' +
  'GA:GAB:Gabon|GM:GMB:Gambia|GE:GEO:Georgia|GH:GHA:Ghana|GI:GIB:Gibraltar|GD:GRD:Grenada|' +
  'GL:GRL:Grønland|GP:GLP:Guadeloupe|GU:GUM:Guam|GT:GTM:Guatemala|GG:GGY:Guernsey|GN:GIN:Guinea|' +
  'GW:GNB:Guinea-Bissau|GY:GUY:Guyana|HT:HTI:Haiti|HM:HMD:Heard- og McDonaldøyene|GR:GRC:Hellas|' +
  'HN:HND:Honduras|HK:HKG:Hongkong SAR Kina|IN:IND:India|ID:IDN:Indonesia|IQ:IRQ:Irak|IR:IRN:Iran|' +
  'IE:IRL:Irland|IS:ISL:Island|IM:IMN:Isle of Man|IL:ISR:Israel|IT:ITA:Italia|JM:JAM:Jamaica|' +
  'JP:JPN:Japan|YE:YEM:Jemen|JE:JEY:Jersey|JO:JOR:Jordan|KH:KHM:Kambodsja|CM:CMR:Kamerun|' +
  'CV:CPV:Kapp Verde|BQ:BES:Karibisk Nederland|KZ:KAZ:Kasakhstan|KE:KEN:Kenya|CN:CHN:Kina|' +
  'KG:KGZ:Kirgisistan|KI:KIR:Kiribati|CC:CCK:Kokosøyene|KM:COM:Komorene|CG:COG:Kongo-Brazzaville|' +
  'CD:COD:Kongo, Den demokratiske republikken|HR:HRV:Kroatia|KW:KWT:Kuwait|CY:CYP:Kypros|LA:LAO:Laos|' +
  'LV:LVA:Latvia|LS:LSO:Lesotho|LB:LBN:Libanon|LR:LBR:Liberia|LY:LBY:Libya|LI:LIE:Liechtenstein|' +
  'LT:LTU:Litauen|LU:LUX:Luxemburg|MO:MAC:Macao SAR Kina|MG:MDG:Madagaskar|MW:MWI:Malawi|' +
  'MY:MYS:Malaysia|MV:MDV:Maldivene|ML:MLI:Mali|MT:MLT:Malta|MA:MAR:Marokko|MH:MHL:Marshalløyene|' +
  'MQ:MTQ:Martinique|MR:MRT:Mauritania|MU:MUS:Mauritius|YT:MYT:Mayotte|MX:MEX:Mexico|' +
  'FM:FSM:Mikronesiaføderasjonen|MD:MDA:Moldova|MC:MCO:Monaco|MN:MNG:Mongolia|ME:MNE:Montenegro|' +
  'MS:MSR:Montserrat|MZ:MOZ:Mosambik|MM:MMR:Myanmar (Burma)|NA:NAM:Namibia|NR:NRU:Nauru|' +
  'NL:NLD:Nederland|NP:NPL:Nepal|NZ:NZL:New Zealand|NI:NIC:Nicaragua|NE:NER:Niger|NG:NGA:Nigeria|' +
  'NU:NIU:Niue|KP:PRK:Nord-Korea|MK:MKD:Nord-Makedonia|MP:MNP:Nord-Marianene|NF:NFK:Norfolkøya|' +
  'NO:NOR:Norge|NC:NCL:Ny-Caledonia|OM:OMN:Oman|PK:PAK:Pakistan|PW:PLW:Palau|PS:PSE:Palestina|' +
  'PA:PAN:Panama|PG:PNG:Papua Ny-Guinea|PY:PRY:Paraguay|PE:PER:Peru|PN:PCN:Pitcairnøyene|PL:POL:Polen|' +
  'PT:PRT:Portugal|PR:PRI:Puerto Rico|QA:QAT:Qatar|RE:REU:Réunion|RO:ROU:Romania|RU:RUS:Russland|' +
  'RW:RWA:Rwanda|KN:KNA:Saint Kitts og Nevis|BL:BLM:Saint-Barthélemy|MF:MAF:Saint-Martin|' +
  'PM:SPM:Saint-Pierre-et-Miquelon|SB:SLB:Salomonøyene|WS:WSM:Samoa|SM:SMR:San Marino|' +
  'ST:STP:São Tomé og Príncipe|SA:SAU:Saudi-Arabia|SN:SEN:Senegal|RS:SRB:Serbia|SC:SYC:Seychellene|' +
  'SL:SLE:Sierra Leone|SG:SGP:Singapore|SX:SXM:Sint Maarten|SK:SVK:Slovakia|SI:SVN:Slovenia|' +
  'SO:SOM:Somalia|ES:ESP:Spania|LK:LKA:Sri Lanka|SH:SHN:St. Helena|LC:LCA:St. Lucia|' +
  'VC:VCT:St. Vincent og Grenadinene|GB:GBR:Storbritannia|SD:SDN:Sudan|SR:SUR:Surinam|' +
  'SJ:SJM:Svalbard og Jan Mayen|CH:CHE:Sveits|SE:SWE:Sverige|SY:SYR:Syria|ZA:ZAF:Sør-Afrika|' +
  'GS:SGS:Sør-Georgia og Sør-Sandwichøyene|KR:KOR:Sør-Korea|SS:SSD:Sør-Sudan|TJ:TJK:Tadsjikistan|' +
  'TW:TWN:Taiwan|TZ:TZA:Tanzania|TH:THA:Thailand|TG:TGO:Togo|TK:TKL:Tokelau|TO:TON:Tonga|' +
  'TT:TTO:Trinidad og Tobago|TD:TCD:Tsjad|CZ:CZE:Tsjekkia|TN:TUN:Tunisia|TM:TKM:Turkmenistan|' +
  'TC:TCA:Turks- og Caicosøyene|TV:TUV:Tuvalu|TR:TUR:Tyrkia|DE:DEU:Tyskland|UG:UGA:Uganda|' +
  'UA:UKR:Ukraina|HU:HUN:Ungarn|UY:URY:Uruguay|US:USA:USA|UM:UMI:USAs ytre øyer|UZ:UZB:Usbekistan|' +
  'VU:VUT:Vanuatu|VA:VAT:Vatikanstaten|VE:VEN:Venezuela|EH:ESH:Vest-Sahara|VN:VNM:Vietnam|' +
  'WF:WLF:Wallis og Futuna|ZM:ZMB:Zambia|ZW:ZWE:Zimbabwe|TL:TLS:Øst-Timor|AT:AUT:Østerrike|AX:ALA:Åland';

/** Withdrawn countries (ISO 3166-3), still used for births and citizenships before their end. */
const HISTORIC: readonly Country[] = [
  { text: 'Jugoslavia', iso2: 'YU', iso3: 'YUG', historicUseOnly: true },
  { text: 'Nederlandske Antiller', iso2: 'AN', iso3: 'ANT', historicUseOnly: true },
  { text: 'Sovjetunionen', iso2: 'SU', iso3: 'SUN', historicUseOnly: true },
  { text: 'Tsjekkoslovakia', iso2: 'CS', iso3: 'CSK', historicUseOnly: true },
  { text: 'Zaïre', iso2: 'ZR', iso3: 'ZAR', historicUseOnly: true },
  { text: 'Øst-Tyskland', iso2: 'DD', iso3: 'DDR', historicUseOnly: true },
];

/** Every country of the service, current ones first (by Norwegian name), then the historic ones. */
export const COUNTRIES: readonly Country[] = [
  ...CURRENT.split('|').map((entry) => {
    const [iso2 = '', iso3 = '', text = ''] = entry.split(':');
    return { text, iso2, iso3, historicUseOnly: false };
  }),
  ...HISTORIC,
];

const byCode = new Map<string, Country>(
  COUNTRIES.flatMap(
    (country) =>
      [
        [country.iso3, country],
        [country.iso2, country],
      ] as const,
  ).reverse(),
);

/** A country by ISO alpha-2 or alpha-3 code (current countries win over historic ones). */
export function findCountry(code: string | null | undefined): Country | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}
