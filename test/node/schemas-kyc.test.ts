import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type * as z from 'zod/mini';
import { KYC_TEXT_MAX } from '../../src/domain/kyc-rules.js';
import {
  SECTION_TYPES,
  beneficialOwnerSchema,
  beneficialOwnersPayloadSchema,
  boardConfirmationPayloadSchema,
  channelSchema,
  completeDeclarationResponseSchema,
  confirmCorporateInformationRequestSchema,
  confirmCountriesRequestSchema,
  confirmCountriesResponseSchema,
  confirmationAnswerSchema,
  countriesResponseSchema,
  countryCodeSchema,
  dynamicQuestionSchema,
  formResponseSchema,
  isKnownSection,
  monthSchema,
  pepEntrySchema,
  pepEntrySchemaFor,
  postalCheckRequestSchema,
  postalCheckResultSchema,
  processTypeSchema,
  rcaEntrySchema,
  roleCodeSchema,
  sectionSchema,
  signingResultSchema,
  submitCheckboxSourceOfIncomeSectionRequestSchema,
  submitCorporateActorsRequestSchema,
  submitCorporateInstitutionTypeSectionRequestSchema,
  submitDynamicSectionRequestSchema,
  submitPepRcaRequestSchema,
  submitSourceOfIncomeSectionRequestSchema,
  submitTaxRelationSectionRequestSchema,
  taxConsentSchema,
  taxRelationSchema,
} from '../../src/schemas/kyc.js';
import { textOf } from '../helpers/texts.js';

/** A valid Norwegian national id (fødselsnummer) and a second one. */
const SSN = '01010012356';
const SSN_2 = '15076500565';

type Issue = [path: string, message: string];

/**
 * Stands for zod's own message of a structural error (wrong type, enum value, array size). zod/mini
 * words these only when a locale is configured, so the tests check their path, not their text.
 */
const ZOD_DEFAULT = '(zod default)';

/** zod's default messages, in any configured English wording or none ('Invalid input'). */
const isZodDefault = (message: string) => /^(Invalid|Too (big|small))\b/.test(message);

/**
 * The issues of a parse as `path: message` pairs; [] when valid. Messages that are zod's defaults
 * (not set by the schemas) read as ZOD_DEFAULT.
 */
function issues(schema: z.ZodMiniType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [
    issue.path.join('.'),
    isZodDefault(issue.message) ? ZOD_DEFAULT : textOf(issue.message),
  ]);
}

/** A table case: a name, a change to the valid example, and the expected issues (first ones). */
type Case<T> = [name: string, change: (valid: T) => unknown, expected: Issue[]];

function table<T>(schema: z.ZodMiniType, valid: () => T, cases: Array<Case<T>>): void {
  it('accepts the valid example', () => assert.deepEqual(issues(schema, valid()), []));
  for (const [name, change, expected] of cases) {
    it(name, () => assert.deepEqual(issues(schema, change(valid())), expected));
  }
}

describe('kyc schemas: confirmation, board and beneficial owners', () => {
  describe('confirmationAnswerSchema', () => {
    table(confirmationAnswerSchema, (): Record<string, unknown> => ({ typeInfo: 'CONFIRMED' }), [
      ['rejected with 10 characters', () => ({ typeInfo: 'REJECTED_WITH_COMMENT', comment: 'Feil leder' }), []],
      [
        'rejected with 9 characters',
        () => ({ typeInfo: 'REJECTED_WITH_COMMENT', comment: 'Feil lede' }),
        [['comment', 'Du må skrive minst 10 bokstaver']],
      ],
      [
        'rejected with 10 spaces',
        () => ({ typeInfo: 'REJECTED_WITH_COMMENT', comment: ' '.repeat(10) }),
        [['comment', 'Du må skrive minst 10 bokstaver']],
      ],
      ['no choice', () => ({}), [['typeInfo', 'Du må velge et av alternativene']]],
      ['an unknown choice', () => ({ typeInfo: 'MAYBE' }), [['typeInfo', 'Du må velge et av alternativene']]],
    ]);
  });

  const actor = () => ({
    firstName: 'Ola',
    lastName: 'Nordmann',
    publicId: { value: SSN, token: 'tok-1' },
    address: {
      addressLines: ['Storgata 1'],
      postalCode: { code: '0150' },
      postalArea: { value: 'OSLO' },
      country: { iso3: 'NOR' },
    },
    citizenship: ['NOR'],
    countryOfBirth: { iso3: 'NOR' },
  });
  describe('boardConfirmationPayloadSchema', () => {
    table(
      boardConfirmationPayloadSchema,
      () => ({
        typeInfo: 'CEO_CHAIRMAN_BOARD_V2',
        ceo: actor(),
        chairman: null,
        board: [actor()],
        confirmation: { typeInfo: 'CONFIRMED' },
      }),
      [
        [
          'four address lines',
          (v) => ({ ...v, ceo: { ...actor(), address: { ...actor().address, addressLines: ['a', 'b', 'c', 'd'] } } }),
          [['ceo.address.addressLines', ZOD_DEFAULT]],
        ],
        [
          'no confirmation',
          (v) => ({ ...v, confirmation: {} }),
          [['confirmation.typeInfo', 'Du må velge et av alternativene']],
        ],
      ],
    );
  });

  const owner = () => ({
    firstName: 'Kari',
    lastName: 'Nordmann',
    publicId: { value: SSN_2 } as { value: string; token?: string },
    birthCountry: 'NOR',
    citizenship: 'NOR',
    secondaryCitizenship: null as string | null,
    countryOfResidence: 'NOR',
    postalCode: '0150',
    postalPlace: 'OSLO',
    address: 'Storgata 1',
    ownershipPercentage: 60 as unknown,
    beneficialOwnerReasons: { OWNERSHIP: true, CONTROL: false } as Record<string, boolean>,
    isBeneficialOwnerPep: false,
    pep: [] as unknown[],
    isBeneficialOwnerRca: false,
    rca: [] as unknown[],
    taxRelations: [] as unknown[],
  });
  describe('beneficialOwnerSchema', () => {
    table(beneficialOwnerSchema, owner, [
      ['a share of 0', (v) => ({ ...v, ownershipPercentage: 0 }), []],
      ['a share of 100', (v) => ({ ...v, ownershipPercentage: 100 }), []],
      [
        'a share above 100',
        (v) => ({ ...v, ownershipPercentage: 100.5 }),
        [['ownershipPercentage', 'Eierandel kan ikke være mer enn 100%']],
      ],
      [
        'a negative share',
        (v) => ({ ...v, ownershipPercentage: -1 }),
        [['ownershipPercentage', 'Kun positive tall tillatt']],
      ],
      ['no share', (v) => ({ ...v, ownershipPercentage: null }), [['ownershipPercentage', 'Påkrevet felt']]],
      [
        'no control type ticked',
        (v) => ({ ...v, beneficialOwnerReasons: { OWNERSHIP: false } }),
        [['beneficialOwnerReasons', 'Vennligst velg minst ett alternativ']],
      ],
      [
        'PEP yes without entries',
        (v) => ({ ...v, isBeneficialOwnerPep: true }),
        [['pep', 'Vennligst velg minst ett alternativ']],
      ],
      ['PEP unanswered', (v) => ({ ...v, isBeneficialOwnerPep: null }), [['isBeneficialOwnerPep', 'Påkrevet felt']]],
      [
        'PEP yes with an entry',
        (v) => ({
          ...v,
          isBeneficialOwnerPep: true,
          pep: [{ pepCountryCode: 'NOR', pepRelationType: 'MINISTER', description: 'Statsråd i 2020' }],
        }),
        [],
      ],
      [
        'a PEP country left at Velg',
        (v) => ({
          ...v,
          isBeneficialOwnerPep: true,
          pep: [{ pepCountryCode: 'Velg', pepRelationType: 'MINISTER', description: 'Statsråd i 2020' }],
        }),
        [['pep.0.pepCountryCode', "'Velg' er ikke et gyldig valg"]],
      ],
      ['an empty postal code', (v) => ({ ...v, postalCode: '' }), [['postalCode', 'No postal code']]],
      [
        'a Norwegian postal code of 3 digits',
        (v) => ({ ...v, postalCode: '150' }),
        [['postalCode', 'Postnummeret må ha 4 siffer']],
      ],
      ['a foreign postal code', (v) => ({ ...v, countryOfResidence: 'GBR', postalCode: 'SW1A 1AA' }), []],
      [
        'the same secondary citizenship',
        (v) => ({ ...v, secondaryCitizenship: 'NOR' }),
        [['secondaryCitizenship', 'Andre statsborgerskap må være forskjellig fra statsborgerskap']],
      ],
      [
        'a typed id that is invalid',
        (v) => ({ ...v, publicId: { value: '12345678901' } }),
        [['publicId.value', 'Ikke gyldig Fødselsnummer / D-nummer']],
      ],
      [
        'an invalid-looking id from the server (token)',
        (v) => ({ ...v, publicId: { value: '010100*****', token: 't' } }),
        [],
      ],
      ['no first name', (v) => ({ ...v, firstName: '  ' }), [['firstName', 'Påkrevet felt']]],
      [
        'a tax relation with a reason',
        (v) => ({
          ...v,
          taxRelations: [{ country: 'SWE', type: 'WITH_OUT_TAX_NUMBER', reasonForMissingTaxNumber: 'Ikke tildelt' }],
        }),
        [],
      ],
    ]);
  });

  describe('beneficialOwnersPayloadSchema', () => {
    const payload = () => ({
      typeInfo: 'corporateBeneficialOwnerActorsV3',
      hasRR: true,
      beneficialOwners: [owner(), { ...owner(), ownershipPercentage: 40 }],
      confirmation: { typeInfo: 'CONFIRMED' },
    });
    table(beneficialOwnersPayloadSchema, payload, [
      ['the earlier form BENEFICIAL_OWNERS_V2', (v) => ({ ...v, typeInfo: 'BENEFICIAL_OWNERS_V2' }), []],
      ['no owners and hasRR no', (v) => ({ ...v, hasRR: false, beneficialOwners: [] }), []],
      ['hasRR yes without owners', (v) => ({ ...v, beneficialOwners: [] }), [['beneficialOwners', 'Påkrevet felt']]],
      [
        'owners above 100% together',
        (v) => ({ ...v, beneficialOwners: [owner(), { ...owner(), ownershipPercentage: 40.5 }] }),
        [['beneficialOwners', 'Eierandelene kan ikke overstige 100% samlet.']],
      ],
      ['an unknown typeInfo', (v) => ({ ...v, typeInfo: 'BENEFICIAL_OWNERS_V1' }), [['typeInfo', ZOD_DEFAULT]]],
    ]);

    it('is one of the corporate-actors bodies', () => {
      assert.deepEqual(issues(submitCorporateActorsRequestSchema, payload()), []);
      assert.deepEqual(
        issues(submitCorporateActorsRequestSchema, {
          typeInfo: 'CEO_CHAIRMAN_BOARD_V2',
          ceo: null,
          chairman: null,
          board: [],
          confirmation: { typeInfo: 'CONFIRMED' },
        }),
        [],
      );
    });
  });
});

describe('kyc schemas: PEP/RCA', () => {
  const pep = () => ({
    roleTypeCode: 'MINISTER',
    roleCountry: 'NOR',
    description: 'Statsråd i regjeringen',
    roleEnd: { month: 'MARCH', year: 2024 },
  });
  const rca = () => ({
    roleTypeCode: 'MINISTER',
    roleCountry: 'SWE',
    description: 'Far er statsråd',
    firstName: 'Per',
    lastName: 'Persson',
    countryOfResidence: 'SWE',
    relationTypeCode: 'PARENT',
  });

  describe('pepEntrySchema', () => {
    table(pepEntrySchema, pep, [
      ['without a role end', (v) => ({ ...v, roleEnd: undefined }), []],
      ['a description of 9', (v) => ({ ...v, description: 'a'.repeat(9) }), [['description', 'Minst 10 tegn kreves']]],
      [
        'a month left at Velg',
        (v) => ({ ...v, roleEnd: { month: 'Velg', year: 2024 } }),
        [['roleEnd.month', "'Velg' er ikke et gyldig valg"]],
      ],
      [
        'a country left at Velg',
        (v) => ({ ...v, roleCountry: 'Velg' }),
        [['roleCountry', "'Velg' er ikke et gyldig valg"]],
      ],
      ['no role type', (v) => ({ ...v, roleTypeCode: '' }), [['roleTypeCode', 'Påkrevet felt']]],
    ]);
    it('takes a configured description minimum', () => {
      assert.deepEqual(issues(pepEntrySchemaFor(30), pep()), [['description', 'Svaret må inneholde minst 30 tegn']]);
      assert.deepEqual(issues(pepEntrySchemaFor(5), { ...pep(), description: 'Leder' }), []);
    });
  });

  describe('rcaEntrySchema', () => {
    table(rcaEntrySchema, rca, [
      ['no last name', (v) => ({ ...v, lastName: '' }), [['lastName', 'Påkrevet felt']]],
      [
        'a residence left empty',
        (v) => ({ ...v, countryOfResidence: '' }),
        [['countryOfResidence', "'Velg' er ikke et gyldig valg"]],
      ],
    ]);
  });

  describe('submitPepRcaRequestSchema', () => {
    table(submitPepRcaRequestSchema, () => ({ isPep: true, pep: [pep()], isRca: false, rca: [] as unknown[] }), [
      ['RCA yes with an entry', (v) => ({ ...v, isRca: true, rca: [rca()] }), []],
      ['PEP yes without entries', (v) => ({ ...v, pep: [] }), [['pep', 'Vennligst velg minst ett alternativ']]],
      ['RCA unanswered', (v) => ({ ...v, isRca: undefined }), [['isRca', 'Påkrevet felt']]],
    ]);
  });
});

describe('kyc schemas: tax relations', () => {
  describe('taxRelationSchema', () => {
    table(
      taxRelationSchema,
      (): Record<string, unknown> => ({
        country: 'USA',
        type: 'WITH_TAX_NUMBER',
        taxNumber: '123-45-6789',
        createdDate: '2024-01-31',
        endedDate: null,
      }),
      [
        ['an EIN', (v) => ({ ...v, taxNumber: '12-3456789' }), []],
        ['an ITIN', (v) => ({ ...v, taxNumber: '912-70-1234' }), []],
        [
          'a US number without dashes',
          (v) => ({ ...v, taxNumber: '123456789' }),
          [['taxNumber', 'Amerikansk skattenummer (TIN) må ha formatet XXX-XX-XXXX, XX-XXXXXXX eller 9XX-XX-XXXX']],
        ],
        ['a Swedish number', (v) => ({ ...v, country: 'SWE', taxNumber: '811218-9876' }), []],
        [
          'a Swedish number without separator',
          (v) => ({ ...v, country: 'SWE', taxNumber: '8112189876' }),
          [['taxNumber', 'Svensk skattenummer må ha formatet XXXXXX-XXXX eller XXXXXX+XXXX']],
        ],
        ['a CRS number of 35', (v) => ({ ...v, country: 'GBR', taxNumber: 'A'.repeat(35) }), []],
        [
          'a CRS number of 36',
          (v) => ({ ...v, country: 'GBR', taxNumber: 'A'.repeat(36) }),
          [['taxNumber', 'Skattenummeret kan maksimalt inneholde 35 tegn']],
        ],
        ['no tax number', (v) => ({ ...v, taxNumber: '' }), [['taxNumber', 'Påkrevet felt']]],
        ['ended now', (v) => ({ ...v, endedDate: '2025-06-01T12:00:00Z' }), []],
        [
          'without a number, with a reason of 200',
          (v) => ({ country: v.country, type: 'WITH_OUT_TAX_NUMBER', reasonForMissingTaxNumber: 'x'.repeat(200) }),
          [],
        ],
        [
          'without a number, with a reason of 201',
          (v) => ({ country: v.country, type: 'WITH_OUT_TAX_NUMBER', reasonForMissingTaxNumber: 'x'.repeat(201) }),
          [['reasonForMissingTaxNumber', 'Feltet kan maksimalt inneholde 200 tegn']],
        ],
        [
          'without a number and without a reason',
          (v) => ({ country: v.country, type: 'WITH_OUT_TAX_NUMBER', reasonForMissingTaxNumber: ' ' }),
          [['reasonForMissingTaxNumber', 'Påkrevet felt']],
        ],
        ['a country left at Velg', (v) => ({ ...v, country: 'Velg' }), [['country', "'Velg' er ikke et gyldig valg"]]],
      ],
    );
  });

  it('submitTaxRelationSectionRequestSchema carries the relations', () => {
    assert.deepEqual(issues(submitTaxRelationSectionRequestSchema, { taxRelations: [], isTaxLiableAbroad: false }), []);
    assert.deepEqual(
      issues(submitTaxRelationSectionRequestSchema, {
        taxRelations: [{ country: 'USA', type: 'WITH_TAX_NUMBER', taxNumber: 'x' }],
      }),
      [
        [
          'taxRelations.0.taxNumber',
          'Amerikansk skattenummer (TIN) må ha formatet XXX-XX-XXXX, XX-XXXXXXX eller 9XX-XX-XXXX',
        ],
      ],
    );
  });
});

describe('kyc schemas: corporate information and financial institution', () => {
  describe('confirmCorporateInformationRequestSchema', () => {
    table(
      confirmCorporateInformationRequestSchema,
      () => ({ businessCode: '62.010', corporateFormType: 'AS', establishDate: '2001-05-17' }),
      [
        [
          'no business code',
          (v) => ({ ...v, businessCode: '' }),
          [['businessCode', 'Velg det alternativet som er mest riktig for ditt firma']],
        ],
        ['a date that is not ISO', (v) => ({ ...v, establishDate: '17.05.2001' }), [['establishDate', 'Ugyldig dato']]],
      ],
    );
  });

  const giinMessage = (n: string) =>
    `Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer. ${n} er ugyldig ISO landsnummer)`;
  describe('submitCorporateInstitutionTypeSectionRequestSchema', () => {
    table(
      submitCorporateInstitutionTypeSectionRequestSchema,
      (): Record<string, unknown> => ({
        typeInfo: 'financialInstitution',
        globalIntermediaryIdentificationNumber: { number: '98Q96B.00000.LE.578' },
      }),
      [
        [
          'a non-financial, passive corporate',
          () => ({ typeInfo: 'nonFinancialInstitution', passiveCorporate: true }),
          [],
        ],
        [
          'a non-financial without the passive answer',
          () => ({ typeInfo: 'nonFinancialInstitution' }),
          [['passiveCorporate', 'Påkrevet felt']],
        ],
        [
          'a GIIN with an unknown country',
          () => ({
            typeInfo: 'financialInstitution',
            globalIntermediaryIdentificationNumber: { number: '98Q96B.00000.LE.999' },
          }),
          [['globalIntermediaryIdentificationNumber.number', giinMessage('999')]],
        ],
        [
          'a GIIN with a bad category',
          () => ({
            typeInfo: 'financialInstitution',
            globalIntermediaryIdentificationNumber: { number: '98Q96B.00000.XX.578' },
          }),
          [
            [
              'globalIntermediaryIdentificationNumber.number',
              'Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer)',
            ],
          ],
        ],
        ['no choice', () => ({}), [['typeInfo', 'Du må velge et av alternativene']]],
      ],
    );
  });
});

describe('kyc schemas: source of income and dynamic questions', () => {
  const answer = () => ({ sourceId: 'SALARY', amount: 550000.5, comment: null as string | null, version: 1 });
  describe('submitSourceOfIncomeSectionRequestSchema', () => {
    table(submitSourceOfIncomeSectionRequestSchema, () => ({ answers: [answer()] }), [
      ['a comment of 4', () => ({ answers: [{ ...answer(), comment: 'Arv!' }] }), []],
      [
        'a comment of 3',
        () => ({ answers: [{ ...answer(), comment: 'Arv' }] }),
        [['answers.0.comment', 'Svaret må inneholde minst 4 tegn']],
      ],
      [
        'a negative amount',
        () => ({ answers: [{ ...answer(), amount: -1 }] }),
        [['answers.0.amount', 'Kun positive tall tillatt']],
      ],
      ['version 2', () => ({ answers: [{ ...answer(), version: 2 }] }), [['answers.0.version', ZOD_DEFAULT]]],
      ['no answers', () => ({ answers: [] }), [['answers', 'Du må velge minst ett alternativ']]],
    ]);
  });

  describe('submitCheckboxSourceOfIncomeSectionRequestSchema', () => {
    table(
      submitCheckboxSourceOfIncomeSectionRequestSchema,
      () => ({ answers: [{ sourceId: 'SALARY' }, { sourceId: 'OTHER', comment: 'Gevinst' }] }),
      [
        ['none ticked', () => ({ answers: [] }), [['answers', 'Du må velge minst ett alternativ']]],
        [
          'a comment of 3',
          () => ({ answers: [{ sourceId: 'OTHER', comment: 'Arv' }] }),
          [['answers.0.comment', 'Svaret må inneholde minst 4 tegn']],
        ],
      ],
    );
  });

  const question = () => ({
    id: 'q1',
    version: 3,
    text: 'Hvor mye forventer du å sette inn?',
    helpText: null,
    type: 'LIST',
    fields: [
      { code: 'amount', text: 'Beløp', type: 'AMOUNT' },
      { code: 'kind', text: 'Type', type: 'DROP_DOWN', options: [{ value: 'CASH', text: 'Kontanter' }] },
    ],
    answerType: ['LIST'],
  });
  describe('dynamicQuestionSchema', () => {
    table(dynamicQuestionSchema, question, [
      // Spec 2 §8: a type the library does not know is shown as UNSUPPORTED, never a failed form.
      ['an unknown field type', (v) => ({ ...v, fields: [{ code: 'x', text: 'X', type: 'DATE' }] }), []],
      ['an unknown question type', (v) => ({ ...v, type: 'MULTI', answerType: ['MULTI'] }), []],
      [
        'a sub-question a yes reveals',
        (v) => ({ ...v, type: 'YES_NO', fields: [], answerType: ['YES_NO'], subQuestion: question() }),
        [],
      ],
      ['a sub-question of an unknown type', (v) => ({ ...v, subQuestion: { ...question(), type: 'MULTI' } }), []],
      ['no sub-question', (v) => ({ ...v, subQuestion: null }), []],
    ]);
  });

  it('submitDynamicSectionRequestSchema tags the answers with the section index', () => {
    const body = {
      sectionIndex: 4,
      answers: [
        {
          questionId: 'q0',
          questionVersion: 1,
          answer: 'YES',
          answerType: 'YES_NO',
          subQuestion: { questionId: 'q0a', questionVersion: 1, answer: 'Lønn', answerType: 'SINGLE' },
        },
        {
          questionId: 'q1',
          questionVersion: 3,
          answer: null,
          answerType: 'LIST',
          listAnswers: [{ amount: '1000', kind: 'CASH' }],
        },
      ],
    };
    assert.deepEqual(issues(submitDynamicSectionRequestSchema, body), []);
    assert.deepEqual(issues(submitDynamicSectionRequestSchema, { ...body, sectionIndex: -1 }), [
      ['sectionIndex', ZOD_DEFAULT],
    ]);
  });
});

describe('kyc schemas: countries, postal codes, completion, signing, consent', () => {
  it('reads countries', () => {
    assert.deepEqual(
      issues(countriesResponseSchema, [{ text: 'Norge', iso2: 'NO', iso3: 'NOR', historicUseOnly: false }]),
      [],
    );
    assert.deepEqual(issues(countriesResponseSchema, [{ text: 'Norge', iso2: 'NO', iso3: 'NOR' }]), [
      ['0.historicUseOnly', ZOD_DEFAULT],
    ]);
  });

  it('confirms countries and reads the verification status', () => {
    assert.deepEqual(
      issues(confirmCountriesRequestSchema, {
        countryOfBirth: 'NOR',
        countryOfResidence: 'NOR',
        citizenship: ['NOR', 'SWE'],
      }),
      [],
    );
    for (const typeInfo of ['OK', 'NOT_VALID', 'NOT_VERIFIED', 'ERROR']) {
      assert.deepEqual(issues(confirmCountriesResponseSchema, { typeInfo }), [], typeInfo);
    }
    assert.equal(issues(confirmCountriesResponseSchema, { typeInfo: 'MAYBE' }).length, 1);
  });

  it('checks postal codes', () => {
    assert.deepEqual(issues(postalCheckRequestSchema, { code: '0150', country: 'NOR' }), []);
    assert.deepEqual(issues(postalCheckRequestSchema, { code: '', country: 'NOR' }), [['code', 'No postal code']]);
    assert.deepEqual(postalCheckResultSchema.parse({ typeInfo: 'valid', area: 'OSLO' }), {
      typeInfo: 'valid',
      area: 'OSLO',
    });
    assert.deepEqual(issues(postalCheckResultSchema, { typeInfo: 'foreign', country: 'SWE' }), []);
    assert.deepEqual(issues(postalCheckResultSchema, { typeInfo: 'invalid', message: 'Ukjent postnummer' }), []);
    assert.deepEqual(issues(postalCheckResultSchema, { typeInfo: 'valid' }), [['area', ZOD_DEFAULT]]);
  });

  it('reads the completion result', () => {
    for (const caseStatus of [
      'OK',
      'REQUIRES_MANUAL_CONTROL_BY_ADVISOR',
      'FAILED',
      'AWAITING_EXECUTOR',
      'AWAITING_SIGNEE',
    ]) {
      assert.deepEqual(issues(completeDeclarationResponseSchema, { caseStatus }), [], caseStatus);
    }
    assert.equal(issues(completeDeclarationResponseSchema, { caseStatus: 'DONE' }).length, 1);
  });

  it('reads signing and consent', () => {
    assert.deepEqual(issues(signingResultSchema, { url: 'https://signering.example/s/1', completed: false }), []);
    assert.deepEqual(issues(signingResultSchema, { url: null, completed: true }), []);
    for (const status of ['ACCEPTED', 'UNOPENED', 'OPENED']) {
      assert.deepEqual(issues(taxConsentSchema, { customerUrl: null, status }), [], status);
    }
    assert.equal(issues(taxConsentSchema, { customerUrl: null, status: 'REJECTED' }).length, 1);
  });

  it('holds the enumerations of spec 2 §3', () => {
    assert.deepEqual(roleCodeSchema.options, ['LE', 'SL', 'ME', 'BR', 'SP', 'SF', 'SD', 'SS', 'SB']);
    assert.equal(channelSchema.options.length, 7);
    assert.equal(processTypeSchema.options.length, 14);
    assert.equal(monthSchema.options[0], 'JANUARY');
    assert.equal(monthSchema.options[11], 'DECEMBER');
    assert.deepEqual(issues(countryCodeSchema, 'nor'), [['', 'Ugyldig landkode']]);
    assert.deepEqual(issues(countryCodeSchema, 'Velg'), [['', "'Velg' er ikke et gyldig valg"]]);
    assert.deepEqual(issues(countryCodeSchema, 'SE'), []);
  });
});

describe('kyc schemas: form and sections', () => {
  const sections: Array<Record<string, unknown>> = [
    { type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' },
    { type: 'WELCOME_WITH_PRODUCTS', products: [{ name: 'Brukskonto' }] },
    {
      type: 'CORPORATE_INFORMATION',
      establishDate: '2001-05-17',
      corporateFormType: 'AS',
      businessCodes: [{ code: '62.010', text: 'Programmering' }],
    },
    {
      type: 'COUNTRY',
      citizenship: [{ text: 'Norge', iso2: 'NO', iso3: 'NOR', historicUseOnly: false }],
      countryOfBirth: null,
      countryOfResidence: null,
    },
    { type: 'DYNAMIC_QUESTIONS', questions: [] },
    { type: 'PEP_RCA', isPep: null, pep: [] },
    {
      type: 'PRIVATE_TAX',
      taxRelations: [{ country: 'USA', type: 'WITH_TAX_NUMBER', taxNumber: '123-45-6789', endedDate: null }],
    },
    { type: 'CORPORATE_TAX', taxRelations: [] },
    {
      type: 'SOURCE_OF_INCOME',
      mainQuestion: 'Hvor kommer pengene fra?',
      questions: [{ sourceId: 'SALARY', text: 'Lønn', requiresComment: false }],
    },
    { type: 'SOURCE_OF_INCOME_CHECKBOX', questions: [] },
    { type: 'CORPORATE_BOARD_ACTORS', ceo: null, boardChairman: null, boardMembers: [] },
    {
      type: 'CORPORATE_BENEFICIAL_OWNERS',
      hasRR: null,
      beneficialOwners: [{ firstName: 'Kari', beneficialOwnerReasons: [{ code: 'OWNERSHIP', text: 'Eierskap' }] }],
      reasons: [],
    },
    { type: 'READ_ONLY_ACTORS', ceo: null, boardChairman: null, boardMembers: [], beneficialOwners: [] },
    {
      type: 'CORPORATE_FINANCIAL_INSTITUTION',
      financialInstitution: null,
      passiveCorporate: null,
      globalIntermediaryIdentificationNumber: null,
    },
    { type: 'INFORMATION', content: '<p>Ferdig</p>', finalizeWithStatus: 'OK', redirectUrl: '/oppgaver' },
    { type: 'PROCESS_SUMMARY' },
    { type: 'CASE_SUMMARY', caseId: 'c-1' },
    { type: 'TAX_SIGNING' },
  ];

  it('has an example of every section type', () => {
    assert.deepEqual(
      sections.map((s) => s.type),
      [...SECTION_TYPES],
    );
  });

  for (const section of sections) {
    it(`reads a ${String(section.type)} section`, () => {
      assert.deepEqual(issues(sectionSchema, section), []);
      assert.equal(isKnownSection(sectionSchema.parse(section)), true);
    });
  }

  it('keeps an unknown section type, with its fields', () => {
    const parsed = sectionSchema.parse({ type: 'FUTURE_SECTION', extra: 1 });
    assert.deepEqual(parsed, { type: 'FUTURE_SECTION', extra: 1 });
    assert.equal(isKnownSection(parsed), false);
  });

  it('reads the saved answers that pre-fill sections', () => {
    const saved: Array<Record<string, unknown>> = [
      {
        type: 'CORPORATE_INFORMATION',
        businessCodes: [{ code: '62.010', text: 'Programmering' }],
        businessCode: '62.010',
      },
      { type: 'COUNTRY', citizenship: [], countryOfBirth: null, countryOfResidence: null, confirmed: true },
      {
        type: 'CORPORATE_BOARD_ACTORS',
        ceo: null,
        boardChairman: null,
        boardMembers: [],
        confirmation: { typeInfo: 'CONFIRMED' },
      },
      {
        type: 'CORPORATE_BENEFICIAL_OWNERS',
        beneficialOwners: [],
        reasons: [],
        confirmation: { typeInfo: 'REJECTED_WITH_COMMENT', comment: 'Eieren solgte aksjene i fjor.' },
      },
      { type: 'PRIVATE_TAX', taxRelations: [], isTaxLiableAbroad: true, isUsTaxLiable: false, isOtherTaxLiable: null },
      { type: 'TAX_SIGNING', signed: true },
      { type: 'CASE_SUMMARY', caseId: 'c-1', confirmed: false },
    ];
    for (const section of saved) assert.deepEqual(issues(sectionSchema, section), [], String(section.type));
    const wrong = {
      type: 'CORPORATE_BOARD_ACTORS',
      ceo: null,
      boardChairman: null,
      boardMembers: [],
      confirmation: { typeInfo: 'MAYBE' },
    };
    assert.equal(sectionSchema.safeParse(wrong).success, false);
  });

  it('rejects a known section type without its fields', () => {
    assert.equal(sectionSchema.safeParse({ type: 'CASE_SUMMARY' }).success, false);
    assert.equal(sectionSchema.safeParse({ type: 'INFORMATION', content: 1 }).success, false);
  });

  it('reads a v7/v8 form', () => {
    const form = { process: { processType: 'RENEWAL_CORPORATE', channel: 'NETTBANK' }, sections, somethingElse: true };
    const parsed = formResponseSchema.parse(form);
    assert.equal(parsed.sections.length, 18);
    assert.equal(parsed.somethingElse, true);
    assert.equal(issues(formResponseSchema, { ...form, process: { processType: 'OPEN_ACCOUNT' } }).length, 1);
  });
});

describe('kyc schemas: the upper limits of every free-text field (decision 0030)', () => {
  const long = (n: number) => 'a'.repeat(n);
  const tooLong = (n: number) => `Feltet kan maksimalt inneholde ${n} tegn`;
  const pepEntry = () => ({ roleTypeCode: 'PARLIAMENT', roleCountry: 'SWE', description: 'Riksdagen i Sverige' });
  const rcaEntry = () => ({
    ...pepEntry(),
    firstName: 'Ola',
    lastName: 'Nordmann',
    countryOfResidence: 'NOR',
    relationTypeCode: 'SPOUSE',
  });
  const ownerEntry = () => ({
    firstName: 'Kari',
    lastName: 'Nordmann',
    publicId: { value: SSN_2 },
    birthCountry: 'NOR',
    citizenship: 'NOR',
    countryOfResidence: 'SWE',
    postalCode: '11122',
    postalPlace: 'Stockholm',
    address: 'Storgatan 1',
    ownershipPercentage: 60,
    beneficialOwnerReasons: { OWNERSHIP: true },
    isBeneficialOwnerPep: false,
    pep: [],
    isBeneficialOwnerRca: false,
    rca: [],
    taxRelations: [],
  });
  const cases: Array<[string, z.ZodMiniType, () => Record<string, unknown>, string, number]> = [
    ['PEP description', pepEntrySchema, pepEntry, 'description', KYC_TEXT_MAX.comment],
    ['PEP role type', pepEntrySchema, pepEntry, 'roleTypeCode', KYC_TEXT_MAX.code],
    ['RCA first name', rcaEntrySchema, rcaEntry, 'firstName', KYC_TEXT_MAX.name],
    ['RCA last name', rcaEntrySchema, rcaEntry, 'lastName', KYC_TEXT_MAX.name],
    ['RCA relation type', rcaEntrySchema, rcaEntry, 'relationTypeCode', KYC_TEXT_MAX.code],
    ['owner first name', beneficialOwnerSchema, ownerEntry, 'firstName', KYC_TEXT_MAX.name],
    ['owner last name', beneficialOwnerSchema, ownerEntry, 'lastName', KYC_TEXT_MAX.name],
    ['owner foreign postal code', beneficialOwnerSchema, ownerEntry, 'postalCode', KYC_TEXT_MAX.postalCode],
    ['owner postal place', beneficialOwnerSchema, ownerEntry, 'postalPlace', KYC_TEXT_MAX.postalPlace],
    ['owner address', beneficialOwnerSchema, ownerEntry, 'address', KYC_TEXT_MAX.address],
    [
      'rejection comment',
      confirmationAnswerSchema,
      () => ({ typeInfo: 'REJECTED_WITH_COMMENT', comment: 'Feil styreleder' }),
      'comment',
      KYC_TEXT_MAX.comment,
    ],
    [
      'source-of-income comment',
      submitSourceOfIncomeSectionRequestSchema.def.shape.answers.def.element,
      () => ({ sourceId: 'SALARY', amount: 1, comment: 'Lønn fra jobb', version: 1 }),
      'comment',
      KYC_TEXT_MAX.comment,
    ],
    [
      'corporate form',
      confirmCorporateInformationRequestSchema,
      () => ({ businessCode: '62.010', corporateFormType: 'AS', establishDate: '2001-01-01' }),
      'corporateFormType',
      KYC_TEXT_MAX.code,
    ],
    [
      'business code',
      confirmCorporateInformationRequestSchema,
      () => ({ businessCode: '62.010', corporateFormType: 'AS', establishDate: '2001-01-01' }),
      'businessCode',
      KYC_TEXT_MAX.code,
    ],
    [
      'dynamic answer',
      submitDynamicSectionRequestSchema.def.shape.answers.def.element,
      () => ({ questionId: 'q0', questionVersion: 1, answer: 'Svar', answerType: 'SINGLE' }),
      'answer',
      KYC_TEXT_MAX.dynamicAnswer,
    ],
    ['postal check code', postalCheckRequestSchema, () => ({ code: '0150', country: 'NOR' }), 'code', 20],
  ];
  for (const [name, schema, valid, field, max] of cases) {
    it(`${name}: ${String(max)} characters pass, ${String(max + 1)} are refused with the message at the field`, () => {
      assert.deepEqual(issues(schema, valid()), [], 'the valid example');
      assert.deepEqual(issues(schema, { ...valid(), [field]: long(max) }), []);
      assert.deepEqual(issues(schema, { ...valid(), [field]: long(max + 1) }), [[field, tooLong(max)]]);
    });
  }

  it('a list answer cell, a tax-free country list and a token are bounded too', () => {
    const row = submitDynamicSectionRequestSchema;
    const answer = { questionId: 'q1', questionVersion: 1, answer: null, answerType: 'LIST' };
    const cell = (text: string) => ({ sectionIndex: 0, answers: [{ ...answer, listAnswers: [{ kind: text }] }] });
    assert.deepEqual(issues(row, cell(long(KYC_TEXT_MAX.dynamicTextArea))), []);
    assert.deepEqual(issues(row, cell(long(KYC_TEXT_MAX.dynamicTextArea + 1))), [
      ['answers.0.listAnswers.0.kind', tooLong(KYC_TEXT_MAX.dynamicTextArea)],
    ]);
    const countries = { countryOfBirth: 'NOR', countryOfResidence: 'NOR', citizenship: [long(101)] };
    assert.deepEqual(issues(confirmCountriesRequestSchema, countries), [['citizenship.0', tooLong(100)]]);
    const owner = { ...ownerEntry(), publicId: { value: SSN_2, token: long(KYC_TEXT_MAX.token + 1) } };
    assert.deepEqual(issues(beneficialOwnerSchema, owner), [['publicId.token', tooLong(KYC_TEXT_MAX.token)]]);
  });
});
