import { getPostalCodeInfo } from 'norwegian-postalcodes-mapper';
import type { PepRelationType, PostalCodesResponse, Reason } from '../../../src/schemas/kyc.js';

/*
 * Reference data of the sandbox's KYC service (spec 2 §3): PEP role types, RCA relation types, the
 * beneficial-owner control types and Norway's postal register. The texts follow the Norwegian
 * anti-money-laundering regulations (hvitvaskingsforskriften § 12 lists the PEP positions).
 */

/** GET kyc/pepRoleTypes: the positions that make someone a politically exposed person. */
export const PEP_ROLE_TYPES: readonly PepRelationType[] = [
  { code: 'HEAD_OF_STATE', description: 'Statsoverhode, regjeringssjef, minister eller assisterende minister' },
  { code: 'PARLIAMENT', description: 'Medlem av nasjonalforsamling (for eksempel Stortinget)' },
  { code: 'PARTY_BOARD', description: 'Medlem av styrende organ i politisk parti' },
  { code: 'SUPREME_COURT', description: 'Medlem av høyesterett, forfatningsdomstol eller annen høyere rettsinstans' },
  { code: 'AUDIT_OR_CENTRAL_BANK', description: 'Medlem av styret i riksrevisjon eller sentralbank' },
  { code: 'AMBASSADOR_OR_OFFICER', description: 'Ambassadør, chargé d’affaires eller militær offiser av høyere rang' },
  { code: 'STATE_ENTERPRISE', description: 'Medlem av styre eller ledelse i statseid foretak' },
  {
    code: 'INTERNATIONAL_ORGANISATION',
    description: 'Direktør, styremedlem eller annen leder i internasjonal organisasjon',
  },
];

/** GET kyc/rcaRoleTypes: how a relative or close associate is related to the PEP. */
export const RCA_ROLE_TYPES: readonly PepRelationType[] = [
  { code: 'SPOUSE', description: 'Ektefelle, registrert partner eller samboer' },
  { code: 'CHILD', description: 'Barn, eller barns ektefelle, registrert partner eller samboer' },
  { code: 'PARENT', description: 'Mor eller far' },
  {
    code: 'CLOSE_BUSINESS_ASSOCIATE',
    description: 'Kjent nær forretningsforbindelse (felles eierskap eller annen nær forbindelse)',
  },
  {
    code: 'BENEFICIAL_OWNER_FOR_PEP',
    description: 'Eneste reelle rettighetshaver til foretak opprettet til fordel for en PEP',
  },
];

/**
 * The control types of a beneficial owner (spec 2 §3 "Reason"). 'Kontroll over stemmeretter' is
 * sent, as the service does, and left out of the choices by the wizard (spec 2 §9).
 */
export const BENEFICIAL_OWNER_REASONS: readonly Reason[] = [
  { code: 'OWNERSHIP', text: 'Eier direkte eller indirekte mer enn 25 prosent av foretaket' },
  { code: 'VOTING_RIGHTS', text: 'Kontroll over stemmeretter' },
  { code: 'BOARD_APPOINTMENT', text: 'Har rett til å utpeke eller avsette halvparten eller mer av styremedlemmene' },
  { code: 'OTHER_CONTROL', text: 'Kontrollerer foretaket på annen måte, for eksempel gjennom avtale' },
];

/**
 * GET kyc/postal-codes: Norway's whole postal register (Posten/Bring's «postnummerregister», every code
 * with its postal place, upper case as Posten writes them), from `norwegian-postalcodes-mapper`, which
 * carries Bring's register of April 2024 (7058 CHARLOTTENLUND, 6951 HYLLESTAD; decision 0045). The
 * package answers one code at a time, so the register is read by asking for each of 0000–9999 once,
 * at start. Sorted by code.
 */
export const POSTAL_CODES: PostalCodesResponse = Array.from({ length: 10_000 }, (_, n) =>
  String(n).padStart(4, '0'),
).flatMap((code) => {
  const area = getPostalCodeInfo(code)?.city;
  return area ? [{ code, area }] : [];
});

const AREAS: ReadonlyMap<string, string> = new Map(POSTAL_CODES.map((entry) => [entry.code, entry.area]));

/** The postal area of a Norwegian postal code, or undefined. */
export function postalArea(code: string): string | undefined {
  return AREAS.get(code);
}
