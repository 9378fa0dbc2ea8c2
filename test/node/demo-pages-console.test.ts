// Every demo page opens in Chromium without a console error or warning and without a failed request
// (a missing /favicon.ico used to log a 404 on each). The pages need dist/ (npm test builds it first).
import { serve, type ServerType } from '@hono/node-server';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { createDemoApp, PAGES } from '../../demo/app.js';
import { createSandbox } from '../../demo/sandbox/app.js';

let server: ServerType;
let browser: Browser;
let base = '';
let closeSandbox: () => Promise<void> = () => Promise.resolve();

before(async () => {
  const sandbox = await createSandbox({ databaseUrl: '', adminToken: '' });
  closeSandbox = () => sandbox.close();
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: createDemoApp({ sandbox: sandbox.app }).fetch, hostname: '127.0.0.1', port: 0 },
      (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      },
    );
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
after(async () => {
  await browser.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeSandbox();
});

describe('demo pages in Chromium', () => {
  it('every page loads without a console error, a warning or a failed request', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    for (const path of Object.keys(PAGES)) {
      const page = await browser.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${path}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${path}: HTTP ${response.status()} ${response.url()}`);
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.close();
    }
    assert.deepEqual(problems, []);
  });
});
