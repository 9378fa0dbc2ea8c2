import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { favicon, withIntegrity } from './app.js';

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
        styleSrc: ["'self'"],
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
  // The bank's script tag carries its integrity hash, as the README's embed snippet shows.
  app.get('/', (c) => c.html(withIntegrity(dealerPage(bankOrigin), distDir, `${bankOrigin}/dist/`)));
  return app;
}

function dealerPage(bankOrigin: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Bilhuset Fjellbekk – finansiering</title>
  <link rel="stylesheet" href="/assets/dealer.css">
  <!-- The one script tag a dealer adds, loaded from the bank: -->
  <script type="module" src="${bankOrigin}/dist/elements/salgspant-calculator.js"></script>
</head>
<body>
  <header class="dealer-header"><div class="inner"><a class="dealer-brand" href="/">Bilhuset Fjellbekk</a></div></header>
  <main id="main" class="dealer-page">
    <h1>Finansier bilen hos oss</h1>
    <p>Regn ut hva bilen koster i måneden med billån fra Demobanken.</p>
    <salgspant-calculator product="car" bank-reg-nr="9999" heading-level="2"
      service-url="${bankOrigin}/salgspant/api"></salgspant-calculator>
  </main>
</body>
</html>`;
}
