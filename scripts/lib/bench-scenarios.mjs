// What `npm run bench` (scripts/bench.mjs) does on each element's page, and on the BASELINE page.
//
// A scenario: the page (`path` on the demo server, which serves the sandbox beside it), an optional
// test person logged in first (the sandbox's login, as the tests do it), `ready` (the condition of
// "interactive": the first control a visitor uses, present and enabled; see bench-probes.mjs), and
// `steps`, in order. A step is a click (`target`) or keystrokes (`on: 'keydown'`, one digit at a time
// at the end of the focused field, each undone by Backspace before the next) and the `figures` it
// gives: the conditions that show its result on screen. `figures` lists what the table shows, each
// with the baseline figure it is compared with.

const nbsp = '\u00a0';

// ── The baseline: demo/bench/baseline.tsx ───────────────────────────────────────────────────────────

const B = 'bench-baseline';
export const BASELINE = {
  path: '/',
  ready: { host: B, selector: 'input:not([disabled])' },
  steps: [
    {
      name: 'keystroke',
      on: 'keydown',
      async prepare(page) {
        await page.getByLabel('Kjøpesum', { exact: true }).click();
        await page.keyboard.type('50000');
        await page.waitForFunction(() =>
          window.__bench.find({ host: 'bench-baseline', selector: 'output', text: '50000' }),
        );
      },
      figuresFor: (key) => ({
        echo: [{ host: B, selector: '#price', value: `50000${key}` }],
        output: [{ host: B, selector: 'output', text: `50000${key}` }],
      }),
      restored: (page) =>
        page.waitForFunction(
          () =>
            window.__bench.find({ host: 'bench-baseline', selector: 'output', text: '50000' }) &&
            !window.__bench.find({ host: 'bench-baseline', selector: 'output', text: '500000' }),
        ),
    },
    {
      name: 'dialog',
      on: 'click',
      target: (page) => page.getByRole('button', { name: 'Se detaljer', exact: true }),
      figures: { dialog: [{ host: B, selector: 'dialog', open: true }] },
      after: (page) => page.keyboard.press('Escape'),
    },
    {
      name: 'next',
      on: 'click',
      target: (page) => page.getByRole('button', { name: 'Neste', exact: true }),
      figures: { next: [{ host: B, selector: 'h2#step-2' }] },
    },
  ],
};

// ── The elements ────────────────────────────────────────────────────────────────────────────────────

const interactive = (what) => ({
  key: 'interactive',
  title: `Navigation → interactive (${what})`,
  baseline: 'interactive',
});

const C = 'salgspant-calculator';
const PRICE = '50000';
/** «Kjøpesum» as the calculator shows it: digits grouped by three with U+00A0, then " kr". */
const shownPrice = (digits) => `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp)}${nbsp}kr`;
const MONTHLY = { host: C, selector: '[part="product-card"] .calculator__card-figure' };

export const SCENARIOS = {
  calculator: {
    title: '<salgspant-calculator> (/forhandler/bilhuset)',
    path: '/forhandler/bilhuset',
    ready: { host: C, control: 'Lånebevis' },
    figures: [
      interactive('the «Lånebevis» choice'),
      { key: 'next', title: '«Lånebevis» → the loan form', baseline: 'next' },
      { key: 'echo', title: 'Keystroke in «Kjøpesum» → echo', baseline: 'echo' },
      { key: 'monthly', title: 'Keystroke in «Kjøpesum» → monthly cost', baseline: 'output' },
      { key: 'dialog', title: '«Se detaljer om lånet» → dialog', baseline: 'dialog' },
    ],
    steps: [
      {
        name: 'next',
        on: 'click',
        target: (page) => page.getByRole('radio', { name: 'Lånebevis', exact: true }),
        figures: { next: [{ host: C, selector: '#vehicle-price' }] },
      },
      {
        name: 'keystroke',
        on: 'keydown',
        async prepare(page) {
          await page.getByLabel('Egenkapital', { exact: true }).click();
          await page.keyboard.type('20000');
          await page.getByLabel('Kjøpesum', { exact: true }).click();
          await page.keyboard.type(PRICE);
          await page.waitForFunction((c) => window.__bench.find(c), { ...MONTHLY, text: '/mnd' });
          await page.evaluate((c) => (window.__benchBase = window.__bench.textOf(c)), MONTHLY);
        },
        figuresFor: (key) => ({
          echo: [{ host: C, selector: '#vehicle-price', value: shownPrice(PRICE + key) }],
          monthly: [{ ...MONTHLY, text: '/mnd', changed: true }],
        }),
        restored: (page) =>
          page.waitForFunction(
            ({ c, price }) =>
              window.__bench.find({ host: c.host, selector: '#vehicle-price', value: price }) &&
              window.__bench.textOf(c) === window.__benchBase,
            { c: MONTHLY, price: shownPrice(PRICE) },
          ),
      },
      {
        name: 'dialog',
        on: 'click',
        prepare: (page) => page.keyboard.press('Tab'),
        target: (page) => page.getByRole('button', { name: 'Se detaljer om lånet', exact: true }),
        figures: { dialog: [{ host: C, selector: 'dialog', open: true }] },
      },
    ],
  },

  'vehicle-chooser': {
    title: '<salgspant-vehicle-chooser> (/hosts/plain)',
    path: '/hosts/plain',
    ready: { host: 'salgspant-vehicle-chooser', selector: 'a[part="card-action"]' },
    figures: [interactive('the first «Velg»')],
    steps: [],
  },
};
