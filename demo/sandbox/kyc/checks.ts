import { KYC_MESSAGES, isNorway, isUnitedStates, parseNonNegativeDecimal } from '../../../src/domain/kyc-rules.js';
import type {
  BeneficialOwner,
  CorporateActor,
  DynamicAnswer,
  DynamicField,
  DynamicListAnswer,
  DynamicQuestion,
  DynamicSubQuestion,
  PepEntry,
  RcaEntry,
  RoleEnd,
  TaxRelation,
} from '../../../src/schemas/kyc.js';
import { findCountry } from './countries.js';
import { PEP_ROLE_TYPES, RCA_ROLE_TYPES } from './reference.js';

/*
 * The KYC service's checks beyond the shared schemas: what only the server knows (its code lists, the
 * form's questions, the register's data). Each returns the first problem as a path and a message for
 * `developerMessage`, or null.
 */

/** A problem at a path of the request body. */
export interface Problem {
  path: Array<string | number>;
  message: string;
}

const problem = (path: Array<string | number>, message: string): Problem => ({ path, message });

/** The first problem of a list of checks. */
export function first(...problems: Array<Problem | null | undefined>): Problem | null {
  return problems.find((p): p is Problem => !!p) ?? null;
}

/** A country code (alpha-2 or alpha-3) of the service's list. */
export function checkCountry(code: string | null | undefined, path: Array<string | number>): Problem | null {
  if (code === null || code === undefined) return null;
  return findCountry(code) ? null : problem(path, `Unknown country code "${code}"`);
}

const PEP_CODES = new Set(PEP_ROLE_TYPES.map((r) => r.code));
const RCA_CODES = new Set(RCA_ROLE_TYPES.map((r) => r.code));

function checkRoleEnd(roleEnd: RoleEnd | null | undefined, path: Array<string | number>, today: Date): Problem | null {
  if (!roleEnd) return null;
  const year = today.getFullYear();
  return roleEnd.year > year || roleEnd.year < year - 4
    ? problem([...path, 'year'], `The role must have ended in ${year - 4}–${year} (spec 2 §9)`)
    : null;
}

/** PEP entries: known role types and countries, role end within the five years offered. */
export function checkPepEntries(entries: readonly PepEntry[], path: string, today: Date): Problem | null {
  for (const [i, entry] of entries.entries()) {
    const found = first(
      PEP_CODES.has(entry.roleTypeCode)
        ? null
        : problem([path, i, 'roleTypeCode'], `Unknown PEP role type "${entry.roleTypeCode}" (GET kyc/pepRoleTypes)`),
      checkCountry(entry.roleCountry, [path, i, 'roleCountry']),
      checkRoleEnd(entry.roleEnd, [path, i, 'roleEnd'], today),
    );
    if (found) return found;
  }
  return null;
}

/** RCA entries: known role and relation types and countries. */
export function checkRcaEntries(
  entries: readonly RcaEntry[],
  path: Array<string | number>,
  today: Date,
): Problem | null {
  for (const [i, entry] of entries.entries()) {
    const found = first(
      PEP_CODES.has(entry.roleTypeCode)
        ? null
        : problem([...path, i, 'roleTypeCode'], `Unknown PEP role type "${entry.roleTypeCode}" (GET kyc/pepRoleTypes)`),
      RCA_CODES.has(entry.relationTypeCode)
        ? null
        : problem(
            [...path, i, 'relationTypeCode'],
            `Unknown relation type "${entry.relationTypeCode}" (GET kyc/rcaRoleTypes)`,
          ),
      checkCountry(entry.roleCountry, [...path, i, 'roleCountry']),
      checkCountry(entry.countryOfResidence, [...path, i, 'countryOfResidence']),
      checkRoleEnd(entry.roleEnd, [...path, i, 'roleEnd'], today),
    );
    if (found) return found;
  }
  return null;
}

/** Tax relations: a known country abroad (US on the FATCA list, the others on the CRS list). */
export function checkTaxRelations(relations: readonly TaxRelation[], path: Array<string | number>): Problem | null {
  for (const [i, relation] of relations.entries()) {
    const at = [...path, i, 'country'];
    const unknown = checkCountry(relation.country, at);
    if (unknown) return unknown;
    if (isNorway(relation.country)) return problem(at, 'Norway is not a tax relation abroad');
    if (findCountry(relation.country)?.historicUseOnly) {
      return problem(
        at,
        `"${relation.country}" is a historic country, not on the ${isUnitedStates(relation.country) ? 'FATCA' : 'CRS'} list`,
      );
    }
  }
  return null;
}

/** The same person, by public id (or by name when the register has no id). */
function sameActor(a: CorporateActor | null, b: CorporateActor | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.publicId || b.publicId) return a.publicId?.value === b.publicId?.value;
  return a.firstName === b.firstName && a.lastName === b.lastName;
}

/**
 * The board payload must carry the register's CEO, chairman and board members unchanged: data from
 * the server is read-only, the customer can only confirm or reject it with a comment (spec 2 §6).
 */
export function checkBoard(
  payload: { ceo: CorporateActor | null; chairman: CorporateActor | null; board: CorporateActor[] },
  register: { ceo: CorporateActor | null; boardChairman: CorporateActor | null; boardMembers: CorporateActor[] },
): Problem | null {
  const readOnly = 'read-only data can only be confirmed or rejected with a comment';
  if (!sameActor(payload.ceo, register.ceo)) return problem(['ceo'], `The CEO differs from the register; ${readOnly}`);
  if (!sameActor(payload.chairman, register.boardChairman))
    return problem(['chairman'], `The chairman differs from the register; ${readOnly}`);
  if (payload.board.length !== register.boardMembers.length)
    return problem(['board'], `The board members differ from the register; ${readOnly}`);
  for (const [i, member] of payload.board.entries()) {
    if (!register.boardMembers.some((known) => sameActor(member, known)))
      return problem(['board', i], `The board member differs from the register; ${readOnly}`);
  }
  return null;
}

/**
 * Beneficial owners: rows from the register (a public id with a token) cannot be removed and their
 * tokens cannot be made up; `hasRR` is yes when there are owners; countries are known.
 */
export function checkBeneficialOwners(
  payload: { hasRR: boolean; beneficialOwners: BeneficialOwner[] },
  registerTokens: ReadonlySet<string>,
  today: Date,
): Problem | null {
  const owners = payload.beneficialOwners;
  if (!payload.hasRR && owners.length > 0)
    return problem(['hasRR'], 'hasRR must be true when there are beneficial owners');
  const sent = new Set<string>();
  for (const [i, o] of owners.entries()) {
    const token = o.publicId?.token;
    if (token) {
      if (!registerTokens.has(token))
        return problem(
          ['beneficialOwners', i, 'publicId', 'token'],
          'Unknown register token; rows added by the customer have none',
        );
      sent.add(token);
    }
    const found = first(
      checkCountry(o.birthCountry, ['beneficialOwners', i, 'birthCountry']),
      checkCountry(o.citizenship, ['beneficialOwners', i, 'citizenship']),
      checkCountry(o.secondaryCitizenship, ['beneficialOwners', i, 'secondaryCitizenship']),
      checkCountry(o.countryOfResidence, ['beneficialOwners', i, 'countryOfResidence']),
      ...o.pep.map((entry, j) =>
        first(
          checkCountry(entry.pepCountryCode, ['beneficialOwners', i, 'pep', j, 'pepCountryCode']),
          PEP_CODES.has(entry.pepRelationType)
            ? null
            : problem(
                ['beneficialOwners', i, 'pep', j, 'pepRelationType'],
                `Unknown PEP role type "${entry.pepRelationType}" (GET kyc/pepRoleTypes)`,
              ),
          checkRoleEnd(entry.roleEnd, ['beneficialOwners', i, 'pep', j, 'roleEnd'], today),
        ),
      ),
      checkRcaEntries(o.rca, ['beneficialOwners', i, 'rca'], today),
      checkTaxRelations(o.taxRelations, ['beneficialOwners', i, 'taxRelations']),
      !o.isBeneficialOwnerPep && o.pep.length > 0
        ? problem(['beneficialOwners', i, 'pep'], 'Must be empty when isBeneficialOwnerPep is false')
        : null,
      !o.isBeneficialOwnerRca && o.rca.length > 0
        ? problem(['beneficialOwners', i, 'rca'], 'Must be empty when isBeneficialOwnerRca is false')
        : null,
      // The owner's two tax questions (spec 2 §3–§4): a no has no relation of its kind.
      o.isUsTaxLiable === false && o.taxRelations.some((r) => isUnitedStates(r.country))
        ? problem(['beneficialOwners', i, 'taxRelations'], 'No US relation when isUsTaxLiable is false')
        : null,
      o.isOtherTaxLiable === false && o.taxRelations.some((r) => !isUnitedStates(r.country))
        ? problem(['beneficialOwners', i, 'taxRelations'], 'Only US relations when isOtherTaxLiable is false')
        : null,
    );
    if (found) return found;
  }
  for (const token of registerTokens) {
    if (!sent.has(token))
      return problem(
        ['beneficialOwners'],
        'A beneficial owner from the register is missing; rows from the server cannot be removed',
      );
  }
  return null;
}

/** Source-of-income answers: known sources, each once, a comment where the source requires one. */
export function checkSourceAnswers(
  answers: ReadonlyArray<{ sourceId: string; comment?: string | null | undefined }>,
  questions: ReadonlyArray<{ sourceId: string; requiresComment: boolean }>,
): Problem | null {
  const seen = new Set<string>();
  for (const [i, answer] of answers.entries()) {
    const question = questions.find((q) => q.sourceId === answer.sourceId);
    if (!question)
      return problem(['answers', i, 'sourceId'], `Unknown source "${answer.sourceId}" (the section's questions)`);
    if (seen.has(answer.sourceId))
      return problem(['answers', i, 'sourceId'], `Source "${answer.sourceId}" answered twice`);
    seen.add(answer.sourceId);
    if (question.requiresComment && !answer.comment?.trim())
      return problem(['answers', i, 'comment'], KYC_MESSAGES.required);
  }
  return null;
}

// ── Dynamic questions ──────────────────────────────────────────────────────────────────────────────

const YES_NO = new Set(['YES', 'NO']);

function checkFieldValue(field: DynamicField, value: string | null, path: Array<string | number>): Problem | null {
  if (value === null || value === '') return null;
  const options = new Set((field.options ?? []).map((o) => o.value));
  switch (field.type) {
    case 'AMOUNT':
      return parseNonNegativeDecimal(value) === null ? problem(path, KYC_MESSAGES.positiveNumbersOnly) : null;
    case 'INTEGER':
      return /^\d+$/.test(value) ? null : problem(path, KYC_MESSAGES.positiveNumbersOnly);
    case 'CHOICE_YES_NO':
      return YES_NO.has(value) ? null : problem(path, 'Expected YES or NO');
    case 'DROP_DOWN':
      return options.has(value) ? null : problem(path, `"${value}" is not one of the field's options`);
    case 'CHECKBOX_LIST':
    case 'LIST': {
      if (options.size === 0) return null;
      const bad = value
        .split(',')
        .map((v) => v.trim())
        .find((v) => !options.has(v));
      return bad === undefined
        ? null
        : problem(path, `"${bad}" is not one of the field's options (comma-separated option values)`);
    }
    default:
      return null;
  }
}

function checkRows(
  question: DynamicSubQuestion,
  rows: DynamicListAnswer[] | null | undefined,
  path: Array<string | number>,
): Problem | null {
  for (const [r, row] of (rows ?? []).entries()) {
    for (const [code, value] of Object.entries(row)) {
      const field = question.fields.find((f) => f.code === code);
      if (!field) return problem([...path, r, code], `Unknown field "${code}" of question ${question.id}`);
      const found = checkFieldValue(field, value, [...path, r, code]);
      if (found) return found;
    }
  }
  return null;
}

/** One answer against its question (also used for the sub-answer against the sub-question). */
function checkAnswer(
  question: DynamicSubQuestion,
  answer: Pick<DynamicAnswer, 'questionVersion' | 'answer' | 'answerType' | 'listAnswers'>,
  path: Array<string | number>,
): Problem | null {
  if (answer.questionVersion !== question.version) {
    return problem([...path, 'questionVersion'], `Question ${question.id} is at version ${question.version}`);
  }
  if (!question.answerType.includes(answer.answerType)) {
    return problem([...path, 'answerType'], `Question ${question.id} takes ${question.answerType.join(' or ')}`);
  }
  switch (answer.answerType) {
    case 'YES_NO':
      return YES_NO.has(answer.answer ?? '') ? null : problem([...path, 'answer'], 'Expected YES or NO');
    case 'SINGLE':
      return (question.options ?? []).some((o) => o.value === answer.answer)
        ? null
        : problem([...path, 'answer'], `"${answer.answer}" is not one of the question's options`);
    case 'SIMPLE_LIST':
      if (!answer.listAnswers?.length) return problem([...path, 'listAnswers'], KYC_MESSAGES.atLeastOneOption);
      return checkRows(question, answer.listAnswers, [...path, 'listAnswers']);
    case 'LIST':
      return checkRows(question, answer.listAnswers, [...path, 'listAnswers']);
  }
}

/** The answers of a dynamic section against its questions. */
export function checkDynamicAnswers(
  answers: readonly DynamicAnswer[],
  questions: readonly DynamicQuestion[],
): Problem | null {
  const seen = new Set<string>();
  for (const [i, answer] of answers.entries()) {
    const path = ['answers', i];
    const question = questions.find((q) => q.id === answer.questionId);
    if (!question) return problem([...path, 'questionId'], `Unknown question "${answer.questionId}" in this section`);
    if (seen.has(answer.questionId))
      return problem([...path, 'questionId'], `Question "${answer.questionId}" answered twice`);
    seen.add(answer.questionId);
    const found = checkAnswer(question, answer, path);
    if (found) return found;
    const sub = answer.subQuestion;
    if (sub) {
      if (!question.subQuestion || answer.answer !== 'YES') {
        return problem(
          [...path, 'subQuestion'],
          'Only a yes to a question with a sub-question is answered with a subQuestion',
        );
      }
      if (sub.questionId !== question.subQuestion.id) {
        return problem(
          [...path, 'subQuestion', 'questionId'],
          `The sub-question of ${question.id} is ${question.subQuestion.id}`,
        );
      }
      const inner = checkAnswer(question.subQuestion, sub, [...path, 'subQuestion']);
      if (inner) return inner;
    }
  }
  return null;
}
