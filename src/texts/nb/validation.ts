/*
 * The messages of the field rules (src/domain) and the schemas (src/schemas), `validation.*`: one
 * constant per message, its key defined with its default text (../messages.ts). The rules and schemas
 * carry the key; the field shows the text, or the page's override of it (`texts`). Each message is
 * defined on its own, so an element bundles the texts of exactly the rules it uses; and each group is
 * a module beside the rules that use it, so the texts load with them (the declaration's rules, for
 * instance, only when a section of the declaration does).
 *
 * Verbatim from spec 1 §5 and spec 2 §5, §8 unless marked "not in the spec".
 */
export * from './validation/common.js';
export * from './validation/loan.js';
export * from './validation/applicants.js';
export * from './validation/kyc.js';
