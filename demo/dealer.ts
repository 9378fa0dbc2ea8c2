import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { favicon, styleSources, withIntegrity } from './app.js';
import { DEALER_CAR } from './dealer-car.js';

const pagesDir = fileURLToPath(new URL('./pages', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * A partner dealer's website on its own origin (`npm start` runs it on PORT + 1). Its one script tag
 * and the calculator's service URL point at the bank's origin, so the calculator loads across origins
 * and reaches the sandbox through CORS, which allows only configured origins.
 */
export function createDealerApp(bankOrigin: string): Hono {
  const app = new Hono();
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", bankOrigin],
        // The bank's snippet brings one inline style, the calculator's reserved space (decision 0094): by its hash.
        styleSrc: [() => styleSources(distDir)],
        connectSrc: ["'self'", bankOrigin],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), pagesDir) || '.' }));
  app.get('/favicon.ico', favicon);
  // The bank's script tags carry their integrity hashes, as the README's snippet shows.
  app.get('/', (c) =>
    c.html(withIntegrity(carPage(bankOrigin, new URL(c.req.url).origin), distDir, `${bankOrigin}/dist/`)),
  );
  app.get('/finansiering', (c) => c.html(withIntegrity(financingPage(bankOrigin), distDir, `${bankOrigin}/dist/`)));
  return app;
}

function layout(title: string, head: string, main: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} – Bilhuset Fjellbekk</title>
  <link rel="stylesheet" href="/assets/dealer.css">
  ${head}
</head>
<body>
  <header class="dealer-header"><div class="inner">
    <a class="dealer-brand" href="/">Bilhuset Fjellbekk</a>
    <nav class="dealer-nav" aria-label="Hovedmeny"><a href="/">Bil til salgs</a><a href="/finansiering">Finansiering</a></nav>
  </div></header>
  <main id="main" class="dealer-page">
${main}
  </main>
</body>
</html>`;
}

/** A car for sale: its price and plate feed the calculator, which offers a loan only. */
function carPage(bankOrigin: string, dealerOrigin: string): string {
  const car = DEALER_CAR;
  const kr = (n: number) => `${n.toLocaleString('nb-NO')} kr`;
  return layout(
    car.name,
    `<!-- The one script tag a dealer adds, loaded from the bank: -->
  <script type="module" src="${bankOrigin}/dist/elements/salgspant-calculator.js"></script>`,
    `    <h1>${car.name}, 2 år gammel</h1>
    <p class="car-price">${kr(car.price)}</p>
    <dl class="car-facts">
      <dt>Registreringsnummer</dt><dd>${car.registrationNumber}</dd>
      <dt>Kilometerstand</dt><dd>${car.odometer.toLocaleString('nb-NO')} km</dd>
      <dt>Drivstoff</dt><dd>Elektrisitet</dd>
    </dl>
    <salgspant-calculator product="${car.product}" bank-reg-nr="9999" heading-level="2"
      service-url="${bankOrigin}/salgspant/api"
      price="${car.price}" registration-number="${car.registrationNumber}" odometer="${car.odometer}"
      equity="${car.equity}" period="${car.period}" loan-types="loan"
      vehicle-url="${dealerOrigin}/" partner-id="${car.partnerId}"></salgspant-calculator>`,
  );
}

/** The dealer's financing page: every element through define-all.js, loans only, no particular car. */
function financingPage(bankOrigin: string): string {
  return layout(
    'Finansiering',
    `<script type="module" src="${bankOrigin}/dist/define-all.js"></script>`,
    `    <h1>Finansier bilen hos oss</h1>
    <p>Regn ut hva bilen koster i måneden med billån fra Demobanken.</p>
    <salgspant-calculator product="car" bank-reg-nr="9999" heading-level="2" loan-types="loan"
      service-url="${bankOrigin}/salgspant/api" partner-id="${DEALER_CAR.partnerId}"></salgspant-calculator>`,
  );
}
