// The applicants step's model, the consents of the application (src/flows/application/applicants/
// applicants.model.ts) in Node, against the real loan client over a table of answers: GET /consent and
// the answers it starts with, POST /consent with every offered consent (unanswered as UBESVART) and the
// CSRF token, a failed load or save, and the co-applicant's national id kept out of the draft
// (spec 1 §2 step 3, §3; decision 0016).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeNationalId } from '../../demo/sandbox/seed/national-ids.js';
import { createApplicantsModel } from '../../src/flows/application/applicants/applicants.model.js';
import type { ApplicantsDraft, ApplicantsFormValues } from '../../src/flows/application/applicants/contract.js';
import type { Consent, ConsentAnswer } from '../../src/schemas/loan.js';
import { CSRF_TOKEN, failure, loanService, type Route } from '../helpers/fake-service.js';

/** Emil, born 1986 (a sandbox test person). */
const USER = {
  bankRegNo: { value: '9999' },
  ssn: '21048651213',
  firstName: 'Emil',
  lastName: 'Nordmann',
  email: 'emil@example.no',
  phone: '91234567',
};
const CO_SSN = makeNationalId({ year: 1990, month: 5, day: 17 }, 123);

function consent(id: string, svar: ConsentAnswer): Consent {
  return {
    samtykkeId: { value: id },
    svar,
    tittel: `Samtykke ${id}`,
    tekster: [],
    popupTekst: null,
    infoTekst: null,
    svarNeiTekst: null,
  };
}
const OFFERED = [consent('A', 'UBESVART'), consent('B', 'JA'), consent('C', 'NEI')];

function step(routes: Record<string, Route>, initialDraft?: ApplicantsDraft) {
  const service = loanService(routes);
  const model = createApplicantsModel({
    transport: service.transport,
    user: USER,
    loanProduct: 'CAR',
    loanType: 'VEHICLE_LOAN',
    ...(initialDraft ? { initialDraft } : {}),
  });
  return { model, service };
}

function values(overrides: Partial<ApplicantsFormValues> = {}): ApplicantsFormValues {
  const main = {
    email: 'emil@example.no',
    phone: '91234567',
    livingConditionCode: 'OWNS_HOUSING' as const,
    rentalFee: null,
    employmentConditionCode: 'FULL_TIME_EMPLOYEE' as const,
    grossIncome: 650_000,
    totalDebt: 0,
    tradeIn: false,
    tradeInDebt: null,
  };
  return {
    main,
    hasCoApplicant: false,
    co: { ...main, email: 'kari@example.no', confirmAddress: true, taxNotice: true, ssn: '' },
    ...overrides,
  };
}

describe('the applicants model: the consents', () => {
  it('starts each consent from the draft, else the saved JA/NEI; UBESVART starts unanswered', async () => {
    const draft: ApplicantsDraft = {
      version: 1,
      main: values().main,
      coApplicant: null,
      consents: { C: 'JA', GONE: 'NEI' },
    };
    const { model, service } = step({ 'GET consent': { body: OFFERED } }, draft);
    assert.equal(model.consentsStatus.value, 'idle');
    const loading = model.loadConsents();
    assert.equal(model.consentsStatus.value, 'loading');
    await Promise.all([loading, model.loadConsents()]);
    assert.equal(model.consentsStatus.value, 'ready');
    assert.deepEqual(model.consentAnswers.value, { B: 'JA', C: 'JA' });
    assert.deepEqual(
      model.consents.value.map((c) => c.samtykkeId.value),
      ['A', 'B', 'C'],
    );
    await model.loadConsents();
    assert.deepEqual(service.calls(), ['GET consent'], 'fetched once');
  });

  it('a failed GET /consent is kept for the application (no message of its own); loading again works', async () => {
    let fail = true;
    const { model } = step({
      'GET consent': () => (fail ? failure(500, 'INTERN_FEIL') : { body: OFFERED }),
    });
    await model.loadConsents();
    assert.equal(model.consentsStatus.value, 'failed');
    assert.equal(model.error.value?.name, 'INTERN_FEIL');
    fail = false;
    await model.loadConsents();
    assert.equal(model.consentsStatus.value, 'ready');
  });

  it('saves every offered consent in the service order, unanswered as UBESVART, with the CSRF token', async () => {
    const { model, service } = step({ 'GET consent': { body: OFFERED }, 'POST consent': {} });
    await model.loadConsents();
    model.answerConsent('C', 'JA');
    const result = await model.submit(values());
    assert.ok(result);
    assert.equal(model.result.value, result);
    assert.equal(model.saveStatus.value, 'idle');
    const save = service.sent.find((sent) => sent.method === 'POST');
    assert.deepEqual(save?.body, [
      { samtykkeId: { value: 'A' }, svar: 'UBESVART' },
      { samtykkeId: { value: 'B' }, svar: 'JA' },
      { samtykkeId: { value: 'C' }, svar: 'JA' },
    ]);
    assert.equal(save.csrf, CSRF_TOKEN);
    assert.equal(result.mainApplicant.ssn, USER.ssn);
  });

  it('an answer changed after the step was done undoes its result (it must be saved again)', async () => {
    const { model } = step({ 'GET consent': { body: OFFERED }, 'POST consent': {} });
    await model.loadConsents();
    assert.ok(await model.submit(values()));
    model.answerConsent('B', 'JA');
    assert.notEqual(model.result.value, null, 'the same answer changes nothing');
    model.answerConsent('B', 'NEI');
    assert.equal(model.result.value, null);
    assert.equal(model.draft.value.consents.B, 'NEI');
  });

  it('without consents offered (or fetched) nothing is saved: the completion asks again', async () => {
    const { model, service } = step({ 'GET consent': failure(500, 'INTERN_FEIL') });
    await model.loadConsents();
    assert.ok(await model.submit(values()));
    assert.deepEqual(service.calls(), ['GET consent']);
  });

  it('a failed save keeps what was typed and no result; submitting again saves', async () => {
    let fail = true;
    const { model, service } = step({
      'GET consent': { body: OFFERED },
      'POST consent': () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : {}),
    });
    await model.loadConsents();
    model.answerConsent('A', 'NEI');
    const typed = values({ main: { ...values().main, grossIncome: 700_000 } });
    assert.equal(await model.submit(typed), null);
    assert.equal(model.saveStatus.value, 'failed');
    assert.equal(model.error.value?.name, 'SERVICE_UNAVAILABLE');
    assert.equal(model.result.value, null);
    assert.equal(model.draft.value.main.grossIncome, 700_000);
    assert.equal(model.draft.value.consents.A, 'NEI');
    fail = false;
    assert.ok(await model.submit(typed));
    assert.equal(model.saveStatus.value, 'idle');
    assert.equal(service.calls().filter((call) => call === 'POST consent').length, 2);
  });

  it('invalid values send nothing and set no result', async () => {
    const { model, service } = step({ 'GET consent': { body: OFFERED }, 'POST consent': {} });
    await model.loadConsents();
    assert.equal(await model.submit(values({ main: { ...values().main, email: 'not-an-address' } })), null);
    assert.deepEqual(service.calls(), ['GET consent']);
    assert.equal(model.result.value, null);
  });
});

describe('the applicants model: the draft', () => {
  it("starts with the bank's email and phone; a draft of another shape is dropped", () => {
    const { model } = step({}, { version: 2 } as unknown as ApplicantsDraft);
    assert.equal(model.draft.value.main.email, USER.email);
    assert.equal(model.draft.value.main.phone, USER.phone);
    assert.equal(model.draft.value.coApplicant, null);
  });

  it("keeps the co-applicant's national id in the model only, never in the draft (decision 0016)", () => {
    const { model } = step({});
    model.update(values({ hasCoApplicant: true, co: { ...values().co, ssn: CO_SSN } }));
    assert.ok(model.draft.value.coApplicant);
    assert.equal(JSON.stringify(model.draft.value).includes(CO_SSN), false);
    assert.equal(model.formValues().co.ssn, CO_SSN);
    model.update(values({ hasCoApplicant: false, co: { ...values().co, ssn: CO_SSN } }));
    assert.equal(model.draft.value.coApplicant, null);
    assert.equal(model.formValues().co.ssn, '');
  });

  it('a co-applicant is sent on with the national id typed', async () => {
    const { model } = step({ 'GET consent': { body: [] } });
    await model.loadConsents();
    const result = await model.submit(values({ hasCoApplicant: true, co: { ...values().co, ssn: CO_SSN } }));
    assert.equal(result?.coApplicant?.ssn, CO_SSN);
  });
});
