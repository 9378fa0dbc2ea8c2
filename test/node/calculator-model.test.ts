// The calculator's model in Node (decision 0089): the draft kept across the BankID login belongs to the
// view React commits. React may throw a render away (a part suspends, a more urgent update comes); the
// model made in it must leave the draft in storage, or the customer comes back to an empty form.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { resolveConfig } from '../../src/config/config.js';
import { CalculatorModel, type LoanFormValues } from '../../src/flows/calculator/calculator.model.js';
import { calculatorCatalogue } from '../../src/flows/calculator/calculator.texts.js';

const PRODUCT = {
  minLoanAmount: 50_000,
  maxLoanAmount: 1_500_000,
  minPeriodInMonths: 12,
  maxPeriodInMonths: 120,
};
const VALUES: LoanFormValues = {
  vehiclePrice: 300_000,
  equity: 60_000,
  loanAmountWithoutFees: 240_000,
  requestedLoanPeriodInMonths: 48,
};

/** A session storage of one tab, shared by every model made in it. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The calculator for cars in a tab: its product calls are counted. */
function setup() {
  const storage = tabStorage();
  let productCalls = 0;
  const client = {
    basePath: '/salgspant/api',
    abort: () => undefined,
    call: (method: string, path: string) => {
      if (`${method} ${path}` !== 'GET calculator/car') return Promise.reject(new Error(`unexpected ${path}`));
      productCalls++;
      return Promise.resolve(PRODUCT);
    },
  } as unknown as LoanTransport;
  const config = resolveConfig({ bankRegNr: '9999' }, {}, calculatorCatalogue).config;
  const make = () => new CalculatorModel({ slug: 'car', client, config, host: new EventTarget(), storage });
  return { storage, make, productCalls: () => productCalls };
}

/** Kari's loan commitment, kept before she went to the BankID login. */
function keepDraft(make: () => CalculatorModel) {
  const before = make();
  before.loanType.value = 'LOAN_COMMITMENT';
  before.saveDraft(VALUES);
}

describe('the calculator model: the draft kept across the login', () => {
  const table: Array<[string, number]> = [
    ['the committed view alone', 0],
    ['after one render React threw away', 1],
    ['after two renders React threw away', 2],
  ];
  for (const [name, discarded] of table) {
    it(`${name}: the committed view restores the form, and the draft is gone from storage`, async () => {
      const { storage, make } = setup();
      keepDraft(make);
      // A render's model starts the product call, and nothing else, until its view is committed: the
      // product answers before React renders again, and the draft must still be there.
      for (let i = 0; i < discarded; i++) {
        make().prefetch();
        await new Promise((resolve) => setImmediate(resolve));
      }
      const committed = make();
      committed.prefetch();
      await committed.load();
      assert.deepEqual(committed.restored.value, { values: VALUES, lookup: null });
      assert.equal(committed.loanType.value, 'LOAN_COMMITMENT');
      assert.equal(storage.items.size, 0);
    });
  }

  it('the committed view takes over the call its render started: one product call', async () => {
    const { make, productCalls } = setup();
    const model = make();
    model.prefetch();
    model.prefetch();
    await model.load();
    assert.equal(productCalls(), 1);
    assert.equal(model.product.value.status, 'ready');
  });

  it('a render React threw away while the service fails leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const client = {
        basePath: '/salgspant/api',
        abort: () => undefined,
        call: () => Promise.reject(new Error('503')),
      } as unknown as LoanTransport;
      const config = resolveConfig({ bankRegNr: '9999' }, {}, calculatorCatalogue).config;
      new CalculatorModel({ slug: 'car', client, config, host: new EventTarget(), storage: tabStorage() }).prefetch();
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('after a dispose (the element moved), a load calls again', async () => {
    const { make, productCalls } = setup();
    const model = make();
    model.prefetch();
    await model.load();
    model.dispose();
    await model.load();
    assert.equal(productCalls(), 2);
  });
});
