// The PEP/RCA row's rule, once for the PEP/RCA section and a beneficial owner (decision 0064), as a
// table: what the row is missing, and where the message goes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KYC_MESSAGES } from '../../src/domain/kyc-rules.js';
import {
  emptyPepRcaRow,
  pepRcaEntryOf,
  pepRcaQuestionIssues,
  savedRoleEnd,
  type PepRcaRow,
} from '../../src/flows/kyc-declaration/sections/pep-rca.js';

const filled = (over: Partial<PepRcaRow> = {}): PepRcaRow => ({
  ...emptyPepRcaRow(),
  roleTypeCode: 'PARLIAMENT',
  roleCountry: 'SE',
  description: 'Medlem av Riksdagen',
  roleEnded: false,
  firstName: 'Ola',
  lastName: 'Nordmann',
  countryOfResidence: 'NO',
  relationTypeCode: 'SPOUSE',
  ...over,
});
const at = { answer: ['isPep'], rows: ['pep'] };

const TABLE: ReadonlyArray<readonly [string, boolean | null, PepRcaRow[], Array<[string, string]>]> = [
  ['not answered', null, [], [['isPep', KYC_MESSAGES.required]]],
  ['no', false, [filled({ description: '' })], []],
  ['yes without an entry', true, [], [['isPep', KYC_MESSAGES.atLeastOneOption]]],
  ['a complete entry', true, [filled()], []],
  [
    '«Har rollen opphørt?» not answered',
    true,
    [filled({ roleEnded: null })],
    [['pep.0.roleEnded', KYC_MESSAGES.required]],
  ],
  [
    'ended without a year',
    true,
    [filled({ roleEnded: true, roleEnd: { month: 'MAY', year: null } })],
    [['pep.0.roleEnd.year', KYC_MESSAGES.selectPlaceholder]],
  ],
  [
    'a description under 10',
    true,
    [filled({ description: 'Riksdag' })],
    [['pep.0.description', 'validation.kyc.commentMinLength']],
  ],
];

describe('the PEP/RCA row: one rule', () => {
  for (const [name, answer, rows, expected] of TABLE) {
    it(name, () => {
      const issues = pepRcaQuestionIssues(answer, rows, 'pep', at, 10).map((i) => [i.path.join('.'), i.message]);
      assert.deepEqual(
        issues.map(([path]) => path),
        expected.map(([path]) => path),
      );
      for (const [path, message] of expected) {
        const found = issues.find(([p]) => p === path);
        assert.ok(found?.[1]?.startsWith(message.split('?')[0] ?? ''), `${path}: ${String(found?.[1])}`);
      }
    });
  }

  it('an RCA entry carries the person; a PEP entry only the role', () => {
    assert.deepEqual(Object.keys(pepRcaEntryOf(filled(), 'pep')).sort(), [
      'description',
      'roleCountry',
      'roleEnd',
      'roleTypeCode',
    ]);
    assert.equal(Object.entries(pepRcaEntryOf(filled(), 'rca')).find(([key]) => key === 'firstName')?.[1], 'Ola');
    assert.deepEqual(
      pepRcaQuestionIssues(true, [filled({ firstName: '' })], 'rca', at, 10).map((i) => i.path.join('.')),
      ['pep.0.firstName'],
    );
  });
});

describe('the PEP/RCA row: a saved role end', () => {
  const table: Array<[string, unknown, boolean, { month: string; year: number | null }]> = [
    ['none saved: not ended', null, false, { month: '', year: null }],
    ['a whole end: ended, as saved', { month: '03', year: 2021 }, true, { month: '03', year: 2021 }],
    // The register's own form of a month is kept and shown at its field, not turned into «not ended».
    [
      'an end the rules refuse: still ended, kept as saved',
      { month: 'MARS', year: 2021 },
      true,
      { month: 'MARS', year: 2021 },
    ],
    ['an end without a year: ended, the year asked for', { month: '03' }, true, { month: '03', year: null }],
  ];
  for (const [name, saved, ended, end] of table) {
    it(name, () => {
      assert.deepEqual(savedRoleEnd(saved), { roleEnded: ended, roleEnd: end });
    });
  }
});
