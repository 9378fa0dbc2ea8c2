/**
 * The FATCA GIIN category codes allowed as the two letters "BB" (spec 2 §3 "role codes"): lead
 * (LE), sponsored (SL/SF/SD/SS/SB), member (ME), branch (BR), sponsoring (SP) entities.
 */
export const GIIN_CATEGORY_CODES = ['LE', 'SL', 'ME', 'BR', 'SP', 'SF', 'SD', 'SS', 'SB'] as const;

/** A GIIN category code. */
export type GiinCategoryCode = (typeof GIIN_CATEGORY_CODES)[number];
