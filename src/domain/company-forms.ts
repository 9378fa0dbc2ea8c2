/*
 * Company forms of the Brønnøysund register (spec 2 §3 «Corporate information confirm»): a module of its
 * own, so that only the corporate information section bundles the list.
 */

/**
 * Norwegian names of the company form codes (spec 2 §3 "Corporate information confirm"): every
 * organisation form of the Brønnøysund register (Enhetsregisteret's «organisasjonsform» code list),
 * with the register's own names.
 */
export const COMPANY_FORM_NAMES: Readonly<Record<string, string>> = {
  AAFY: 'Underenhet til ikke-næringsdrivende',
  ADOS: 'Administrativ enhet - offentlig sektor',
  ANNA: 'Annen juridisk person',
  ANS: 'Ansvarlig selskap med solidarisk ansvar',
  AS: 'Aksjeselskap',
  ASA: 'Allmennaksjeselskap',
  BA: 'Selskap med begrenset ansvar',
  BBL: 'Boligbyggelag',
  BEDR: 'Underenhet til næringsdrivende og offentlig forvaltning',
  BO: 'Andre bo',
  BRL: 'Borettslag',
  DA: 'Ansvarlig selskap med delt ansvar',
  ENK: 'Enkeltpersonforetak',
  EOFG: 'Europeisk økonomisk foretaksgruppe',
  ESEK: 'Eierseksjonssameie',
  FKF: 'Fylkeskommunalt foretak',
  FLI: 'Forening/lag/innretning',
  FYLK: 'Fylkeskommune',
  GFS: 'Gjensidig forsikringsselskap',
  IKJP: 'Andre ikke-juridiske personer',
  IKS: 'Interkommunalt selskap',
  KBO: 'Konkursbo',
  KF: 'Kommunalt foretak',
  KIRK: 'Den norske kirke',
  KOMM: 'Kommune',
  KS: 'Kommandittselskap',
  KTRF: 'Kontorfellesskap',
  NUF: 'Norskregistrert utenlandsk foretak',
  OPMV: 'Særskilt oppdelt enhet, jf. mval. § 2-2',
  ORGL: 'Organisasjonsledd',
  PERS: 'Andre enkeltpersoner som registreres i tilknyttet register',
  PK: 'Pensjonskasse',
  PRE: 'Partrederi',
  SA: 'Samvirkeforetak',
  SAM: 'Tingsrettslig sameie',
  SE: 'Europeisk selskap',
  SF: 'Statsforetak',
  SPA: 'Sparebank',
  STAT: 'Staten',
  STI: 'Stiftelse',
  SÆR: 'Annet foretak iflg. særskilt lov',
  TVAM: 'Tvangsregistrert for MVA',
  UTLA: 'Utenlandsk enhet',
  VPFO: 'Verdipapirfond',
};

/** The Norwegian name of a company form code, or the code itself when unknown. */
export function companyFormName(code: string): string {
  return COMPANY_FORM_NAMES[code] ?? code;
}
