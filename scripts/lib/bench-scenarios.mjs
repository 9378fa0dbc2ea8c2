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

/** The calculator's steps inside `host` (<salgspant-calculator>, or <salgspant-app> on its calculator route). */
function calculatorSteps(host) {
  const monthly = { host, selector: '[part="product-card"] .calculator__card-figure' };
  return [
    {
      name: 'next',
      on: 'click',
      target: (page) => page.getByRole('radio', { name: 'Lånebevis', exact: true }),
      figures: { next: [{ host, selector: '#vehicle-price' }] },
    },
    {
      name: 'keystroke',
      on: 'keydown',
      async prepare(page) {
        await page.getByLabel('Egenkapital', { exact: true }).click();
        await page.keyboard.type('20000');
        await page.getByLabel('Kjøpesum', { exact: true }).click();
        await page.keyboard.type(PRICE);
        await page.waitForFunction((c) => window.__bench.find(c), { ...monthly, text: '/mnd' });
        await page.evaluate((c) => (window.__benchBase = window.__bench.textOf(c)), monthly);
      },
      figuresFor: (key) => ({
        echo: [{ host, selector: '#vehicle-price', value: shownPrice(PRICE + key) }],
        monthly: [{ ...monthly, text: '/mnd', changed: true }],
      }),
      restored: (page) =>
        page.waitForFunction(
          ({ c, price }) =>
            window.__bench.find({ host: c.host, selector: '#vehicle-price', value: price }) &&
            window.__bench.textOf(c) === window.__benchBase,
          { c: monthly, price: shownPrice(PRICE) },
        ),
    },
    {
      name: 'dialog',
      on: 'click',
      prepare: (page) => page.keyboard.press('Tab'),
      target: (page) => page.getByRole('button', { name: 'Se detaljer om lånet', exact: true }),
      figures: { dialog: [{ host, selector: 'dialog', open: true }] },
    },
  ];
}

const PRICE = '50000';
/** A price as the kit's CurrencyInput shows it: digits grouped by three with U+00A0, then " kr". */
const shownPrice = (digits) => `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp)}${nbsp}kr`;

const calculatorFigures = [
  interactive('the «Lånebevis» choice'),
  { key: 'next', title: '«Lånebevis» → the loan form', baseline: 'next' },
  { key: 'echo', title: 'Keystroke in «Kjøpesum» → echo', baseline: 'echo' },
  { key: 'monthly', title: 'Keystroke in «Kjøpesum» → monthly cost', baseline: 'output' },
  { key: 'dialog', title: '«Se detaljer om lånet» → dialog', baseline: 'dialog' },
];

/** A status dialog opened from its button, closed again with Escape. */
const dialogStep = (host, name) => ({
  name: 'dialog',
  on: 'click',
  target: (page) => page.getByRole('button', { name }).first(),
  figures: { dialog: [{ host, selector: 'dialog', open: true }] },
  after: (page) => page.keyboard.press('Escape'),
});

/** «Neste» → the next step, seen by `shows`. */
const nextStep = (host, shows) => ({
  name: 'next',
  on: 'click',
  target: (page) => page.getByRole('button', { name: 'Neste', exact: true }),
  figures: { next: [{ host, ...shows }] },
});

const KARI = '14038512324';
const VERA = '19058726810';

/**
 * Each element alone on a page of its own (`tag` with `attributes`), embedded as the README says: a
 * `modulepreload` for each chunk it imports, then its module script (scripts/bench.mjs writes the page
 * from dist/integrity.json). `setup` runs against the sandbox before the page opens (a reset, a login,
 * a calculation or a declaration token); it returns extra attributes and the query, if any.
 */
export const SCENARIOS = {
  calculator: {
    title: '<salgspant-calculator product="car">',
    tag: 'salgspant-calculator',
    attributes: 'product="car" bank-reg-nr="9999"',
    ready: { host: 'salgspant-calculator', control: 'Lånebevis' },
    figures: calculatorFigures,
    steps: calculatorSteps('salgspant-calculator'),
  },

  'vehicle-chooser': {
    title: '<salgspant-vehicle-chooser>',
    tag: 'salgspant-vehicle-chooser',
    attributes: '',
    ready: { host: 'salgspant-vehicle-chooser', selector: 'a[part="card-action"]' },
    // Eight links and no field, dialog or step: «Velg» leaves the page.
    figures: [interactive('the first «Velg»')],
    steps: [],
  },

  app: {
    title: '<salgspant-app app-type="calculator">, #/calculator/car',
    tag: 'salgspant-app',
    attributes: 'app-type="calculator" bank-reg-nr="9999"',
    hash: '#/calculator/car',
    ready: { host: 'salgspant-app', control: 'Lånebevis' },
    figures: calculatorFigures,
    steps: calculatorSteps('salgspant-app'),
  },

  application: {
    title: '<salgspant-application> (Kari, a car loan calculation)',
    tag: 'salgspant-application',
    attributes: 'bank-reg-nr="9999"',
    login: KARI,
    calculation: true,
    ready: { host: 'salgspant-application', control: 'Neste' },
    // Step 1 shows the calculation and asks for nothing: no field, no dialog.
    figures: [
      interactive('«Neste» of step 1'),
      { key: 'next', title: '«Neste» → step 2 (tax consent)', baseline: 'next' },
    ],
    steps: [nextStep('salgspant-application', { selector: 'button', text: 'Gi samtykke' })],
  },

  completion: {
    title: '<salgspant-completion> (Kari, case 100000001)',
    tag: 'salgspant-completion',
    attributes: 'bank-reg-nr="9999" application-id="100000001"',
    login: KARI,
    reset: true,
    ready: { host: 'salgspant-completion', control: 'Neste' },
    figures: [
      interactive('«Neste» of step 1'),
      { key: 'dialog', title: '«Hva betyr risikovurderingen?» → dialog', baseline: 'dialog' },
      { key: 'next', title: '«Neste» → step 2 (tax consent)', baseline: 'next' },
    ],
    steps: [
      dialogStep('salgspant-completion', 'Hva betyr risikovurderingen?'),
      nextStep('salgspant-completion', { selector: 'button', text: 'Gi samtykke' }),
    ],
  },

  'kyc-declaration': {
    title: '<kyc-declaration> (Kari, a private customer)',
    tag: 'kyc-declaration',
    attributes: '',
    reset: true,
    kycToken: KARI,
    ready: { host: 'kyc-declaration', control: 'Neste' },
    figures: [
      interactive('«Neste» of the welcome'),
      { key: 'next', title: '«Neste» → «Statsborgerskap og bosted»', baseline: 'next' },
    ],
    steps: [nextStep('kyc-declaration', { selector: 'h2', text: 'Statsborgerskap og bosted' })],
  },

  overview: {
    title: '<salgspant-overview> (Vera, ten cases)',
    tag: 'salgspant-overview',
    attributes: 'bank-reg-nr="9999"',
    login: VERA,
    ready: { host: 'salgspant-overview', selector: 'a', text: 'Fullfør søknaden' },
    // Its links leave the page (the completion, the upgrade): the statuses dialog is its interaction.
    figures: [
      interactive('the first «Fullfør søknaden»'),
      { key: 'dialog', title: '«Hva betyr «Ny sak»?» → dialog', baseline: 'dialog' },
    ],
    steps: [dialogStep('salgspant-overview', /Hva betyr «Ny sak»/)],
  },

  upgrade: {
    title: '<salgspant-upgrade> (Vera, commitment 100000102)',
    tag: 'salgspant-upgrade',
    attributes: 'bank-reg-nr="9999" app-id="100000102"',
    login: VERA,
    ready: { host: 'salgspant-upgrade', control: 'Registreringsnummer' },
    figures: [
      interactive('«Registreringsnummer»'),
      { key: 'next', title: '«Hent kjøretøy» → the loan form', baseline: 'next' },
      { key: 'echo', title: 'Keystroke in «Kjøpesum» → echo', baseline: 'echo' },
    ],
    steps: [
      {
        name: 'next',
        on: 'click',
        async prepare(page) {
          await page.getByLabel('Registreringsnummer', { exact: true }).click();
          await page.keyboard.type('BS30917');
        },
        target: (page) => page.getByRole('button', { name: 'Hent kjøretøy', exact: true }),
        figures: { next: [{ host: 'salgspant-upgrade', selector: '#upgrade-vehiclePrice' }] },
      },
      {
        name: 'keystroke',
        on: 'keydown',
        async prepare(page) {
          const price = page.getByLabel('Kjøpesum', { exact: true });
          await price.click();
          await page.keyboard.press('Control+A');
          await page.keyboard.press('Backspace');
          await page.keyboard.type(PRICE);
          await page.waitForFunction(
            (value) => window.__bench.find({ host: 'salgspant-upgrade', selector: '#upgrade-vehiclePrice', value }),
            shownPrice(PRICE),
          );
        },
        figuresFor: (key) => ({
          echo: [{ host: 'salgspant-upgrade', selector: '#upgrade-vehiclePrice', value: shownPrice(PRICE + key) }],
        }),
        restored: (page) =>
          page.waitForFunction(
            (value) => window.__bench.find({ host: 'salgspant-upgrade', selector: '#upgrade-vehiclePrice', value }),
            shownPrice(PRICE),
          ),
      },
    ],
  },
};
