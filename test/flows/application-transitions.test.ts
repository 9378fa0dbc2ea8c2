import { expect } from '@esm-bundle/chai';
import { DraftStore, draftKey, stepKey } from '../../src/flows/application/draft.js';
import { readAddress } from '../../src/flows/application/application.rules.js';
import { afterFetch, afterUpdate } from '../../src/flows/shared/transitions.js';
import type { ApplicationResponse } from '../../src/schemas/loan.js';

type Row = Pick<
  ApplicationResponse,
  'applicationStatus' | 'applicantMissingData' | 'otherApplicantMissingData' | 'missingVariables' | 'loanInfo'
>;

const loan = (loanType: 'VEHICLE_LOAN' | 'LOAN_COMMITMENT') =>
  ({ loanType }) as unknown as ApplicationResponse['loanInfo'];

const row = (
  applicationStatus: ApplicationResponse['applicationStatus'],
  loanType: 'VEHICLE_LOAN' | 'LOAN_COMMITMENT',
  own: 'complete' | 'missing',
  other: 'complete' | 'missing',
  missingVariables: string[] = [],
): Row => ({
  applicationStatus,
  loanInfo: loan(loanType),
  applicantMissingData: own === 'missing',
  otherApplicantMissingData: other === 'missing',
  missingVariables,
});

describe('application transitions (spec 1 §4)', () => {
  it('after fetching an ongoing application', () => {
    const table: Array<[Row, string]> = [
      [row('DOCUMENTS_SENT', 'VEHICLE_LOAN', 'complete', 'missing'), 'other-applicant-missing'],
      [row('DOCUMENTS_SENT', 'VEHICLE_LOAN', 'missing', 'missing'), 'completion'],
      [row('DOCUMENTS_SENT', 'VEHICLE_LOAN', 'complete', 'complete'), 'completion'],
      [row('APPROVED', 'LOAN_COMMITMENT', 'complete', 'complete'), 'receipt'],
      [row('APPROVED', 'VEHICLE_LOAN', 'complete', 'complete'), 'completion'],
      [row('CONTROL', 'VEHICLE_LOAN', 'complete', 'complete'), 'receipt'],
      [row('REJECTED', 'LOAN_COMMITMENT', 'complete', 'complete'), 'receipt'],
      [row('NEW_CASE', 'VEHICLE_LOAN', 'complete', 'complete'), 'completion'],
      [row('DOCUMENTS_COMPLETE', 'VEHICLE_LOAN', 'complete', 'complete'), 'completion'],
    ];
    for (const [application, kind] of table) {
      expect(afterFetch(application).kind, JSON.stringify(application)).to.equal(kind);
    }
  });

  it('after an update (and the submit)', () => {
    const table: Array<[Row, string]> = [
      [row('NEW_CASE', 'VEHICLE_LOAN', 'complete', 'missing'), 'other-applicant-missing'],
      [row('DOCUMENTS_SENT', 'LOAN_COMMITMENT', 'complete', 'missing'), 'other-applicant-missing'],
      [row('NEW_CASE', 'VEHICLE_LOAN', 'complete', 'complete'), 'incorrect-new-case'],
      [row('NEW_CASE', 'VEHICLE_LOAN', 'missing', 'complete'), 'completion'],
      [row('APPROVED', 'LOAN_COMMITMENT', 'complete', 'complete'), 'receipt'],
      [row('DOCUMENTS_SENT', 'LOAN_COMMITMENT', 'complete', 'complete'), 'receipt'],
      [row('DOCUMENTS_SENT', 'LOAN_COMMITMENT', 'complete', 'complete', ['email']), 'completion'],
      [row('DOCUMENTS_SENT', 'LOAN_COMMITMENT', 'missing', 'complete', ['email', 'phone']), 'completion'],
      [row('DOCUMENTS_SENT', 'VEHICLE_LOAN', 'complete', 'complete'), 'completion'],
      [row('CONTROL', 'VEHICLE_LOAN', 'complete', 'complete'), 'receipt'],
      [row('REJECTED', 'VEHICLE_LOAN', 'complete', 'complete'), 'receipt'],
      [row('APPROVED', 'VEHICLE_LOAN', 'complete', 'complete'), 'completion'],
      [row('APPROVED', 'VEHICLE_LOAN', 'complete', 'missing'), 'completion'],
    ];
    for (const [application, kind] of table) {
      expect(afterUpdate(application).kind, JSON.stringify(application)).to.equal(kind);
    }
  });
});

describe('the application address', () => {
  it('reads cacheId, id (trailing slash trimmed) and the route, without the portal error marker', () => {
    expect(readAddress('/min-oversikt/salgspantsoknad?cacheId=abc#/application/form')).to.deep.equal({
      cacheId: 'abc',
      applicationId: null,
      route: '/application/form',
      partnerId: null,
    });
    expect(readAddress('/x?id=123/#/application/receipt')).to.include({
      applicationId: '123',
      route: '/application/receipt',
    });
    expect(readAddress('/x?cacheId=abc#/application/form/error')).to.include({ route: '/application/form' });
    expect(readAddress('/x?cacheId=abc')).to.include({ route: '/application/form' });
  });
});

describe('the application draft', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  };

  it('keeps what was done per calculation under a v1 key that carries no identifier, and forgets it after 4 h', () => {
    const store = storage();
    let now = 1_000_000;
    const drafts = new DraftStore(store, 'cache-1', () => now);
    drafts.write({ applicants: { version: 1 }, sblAccepted: true, kycAnswered: false, kycToken: 't' });
    const [key] = [...store.map.keys()];
    expect(key).to.equal(draftKey('cache-1'));
    expect(key).to.match(/^v1:application:draft:[0-9a-f]{8}$/);
    expect(stepKey('cache-1')).to.match(/^v1:application:step:[0-9a-f]{8}$/);
    expect(new DraftStore(store, 'cache-1', () => now).read()).to.deep.equal({
      applicants: { version: 1 },
      sblAccepted: true,
      kycAnswered: false,
      kycToken: 't',
    });
    expect(new DraftStore(store, 'cache-2', () => now).read().sblAccepted).to.equal(false);
    now += 14_400_001;
    expect(new DraftStore(store, 'cache-1', () => now).read().sblAccepted).to.equal(false);
    drafts.clear();
    expect(store.map.size).to.equal(0);
  });

  it('keeps the case ids of a send whose answer never came, and drops anything that is not a list of ids', () => {
    const store = storage();
    const drafts = new DraftStore(store, 'cache-1');
    const draft = { applicants: null, sblAccepted: true, kycAnswered: true, kycToken: null };
    drafts.write({ ...draft, unansweredSend: ['100000001', '100000002'] });
    expect(new DraftStore(store, 'cache-1').read().unansweredSend).to.deep.equal(['100000001', '100000002']);
    drafts.write({ ...draft, unansweredSend: [] });
    expect(new DraftStore(store, 'cache-1').read().unansweredSend).to.deep.equal([]);
    for (const damaged of [[1, 2], 'x', ['a'.repeat(65)], Array.from({ length: 501 }, (_, i) => String(i))]) {
      drafts.write({ ...draft, unansweredSend: damaged as string[] });
      expect(new DraftStore(store, 'cache-1').read(), JSON.stringify(damaged).slice(0, 40)).not.to.have.property(
        'unansweredSend',
      );
    }
    drafts.write({ ...draft, unansweredSend: null });
    expect(new DraftStore(store, 'cache-1').read()).not.to.have.property('unansweredSend');
  });

  it('ignores a damaged draft', () => {
    const store = storage();
    store.setItem(draftKey('c'), '{not json');
    expect(new DraftStore(store, 'c').read().applicants).to.equal(null);
  });
});
