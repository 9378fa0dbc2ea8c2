// The demo server over HTTP: pages at the specs' outer paths, strict security headers, the built
// elements loadable from other origins, nothing outside its folders reachable, loopback only.
import { serve, type ServerType } from '@hono/node-server';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createDemoApp } from '../../demo/app.js';

let server: ServerType;
let base = '';

before(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: createDemoApp().fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('demo server', () => {
  it('serves the catalogue at / and the bank page at /lane/salgspant', async () => {
    const catalogue = await fetch(`${base}/`);
    assert.equal(catalogue.status, 200);
    const html = await catalogue.text();
    assert.match(html, /<salgspant-vehicle-chooser/);
    assert.match(html, /src="\/dist\/define-all.js"/);

    const bank = await fetch(`${base}/lane/salgspant`);
    assert.equal(bank.status, 200);
    const page = await bank.text();
    assert.match(page, /<html lang="nb">/);
    assert.match(page, /<salgspant-app app-type="calculator" config="salgspant"/);
    assert.match(page, /<script type="application\/json" data-react="salgspant">/);
    assert.match(page, /src="\/dist\/elements\/salgspant-app.js"/);
  });

  it('sends a strict Content-Security-Policy and no-sniff on pages', async () => {
    const response = await fetch(`${base}/lane/salgspant`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });

  it('serves the built elements as JavaScript that other origins may load', async () => {
    for (const path of ['/dist/elements/salgspant-vehicle-chooser.js', '/dist/define-all.js', '/dist/index.js']) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /javascript/);
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    }
    const manifest = await fetch(`${base}/dist/custom-elements.json`);
    assert.equal(manifest.status, 200);
    assert.equal(((await manifest.json()) as { schemaVersion: unknown }).schemaVersion, '2.1.0');
  });

  it('answers unknown paths and escapes from its folders with 404', async () => {
    for (const path of [
      '/nope',
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/assets/../../package.json',
      '/demo/app.ts',
    ]) {
      const response = await fetch(`${base}${path}`);
      assert.equal(response.status, 404, path);
      await response.arrayBuffer();
    }
  });
});

describe('npm start', () => {
  it('prints its address and listens on 127.0.0.1 only; the dealer is another host that the bank lets in', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
      // PGlite in the checkout's .data/ (created on first start), as on a fresh machine.
      env: { ...process.env, PORT: '0', DATABASE_URL: '', BANK_HOST: '', DEALER_HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines = await new Promise<string[]>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (/partner dealer.*\n/.test(out)) resolve(out.split('\n').map((l) => l.trim()));
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
        // A first start creates the PGlite database: give it time on a loaded machine.
        setTimeout(() => reject(new Error('no address printed')), 90_000).unref();
      });
      const match = /^salgspant-elements demo: http:\/\/127\.0\.0\.1:(\d+)\/$/.exec(lines[0] ?? '');
      assert.ok(match, lines[0]);
      const response = await fetch(`http://127.0.0.1:${match[1]}/lane/salgspant`);
      assert.equal(response.status, 200);
      await response.text();

      // The dealer: same loopback interface, another host name, so no cookie of the bank reaches it.
      const dealer = lines.find((l) => l.startsWith('partner dealer'))?.match(/http:\/\/localhost:(\d+)\/$/);
      assert.ok(dealer, lines.join('\n'));
      const page = await (await fetch(`http://127.0.0.1:${dealer[1]}/`)).text();
      assert.match(page, new RegExp(`src="http://127\\.0\\.0\\.1:${match[1]}/dist/elements/salgspant-calculator.js"`));
      // A car for sale: its price and plate feed the calculator, which offers a loan only.
      assert.match(page, /price="374900" registration-number="EB66018"/);
      assert.match(page, /loan-types="loan"/);
      // The dealer's financing page loads every element through define-all.js, loans only.
      const financing = await (await fetch(`http://127.0.0.1:${dealer[1]}/finansiering`)).text();
      assert.match(financing, new RegExp(`src="http://127\\.0\\.0\\.1:${match[1]}/dist/define-all.js"`));
      assert.match(financing, /<salgspant-calculator product="car"[^>]*loan-types="loan"/);
      const preflight = await fetch(`http://127.0.0.1:${match[1]}/salgspant/api/calculator/car`, {
        method: 'OPTIONS',
        headers: {
          Origin: `http://localhost:${dealer[1]}`,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'x-bankregnr',
        },
      });
      assert.equal(preflight.headers.get('access-control-allow-origin'), `http://localhost:${dealer[1]}`);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
