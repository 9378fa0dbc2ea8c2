// The sandbox's store on every engine it supports: embedded PGlite always, and a PostgreSQL server
// when DATABASE_URL is set (CI installs and starts Debian's postgresql). Same migrations, same data.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createSandbox } from '../../demo/sandbox/app.js';
import { SEED_CASES } from '../../demo/sandbox/seed/cases.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { migrate, openDb, StoreInUseError } from '../../demo/sandbox/store/db.js';
import { MIGRATIONS } from '../../demo/sandbox/store/migrations.js';
import { resetStore } from '../../demo/sandbox/store/reset.js';

const engines: Array<[string, string]> = [['PGlite', '']];
if (process.env.DATABASE_URL) engines.push(['PostgreSQL', process.env.DATABASE_URL]);

for (const [engine, databaseUrl] of engines) {
  describe(`store on ${engine}`, () => {
    it('opens with every migration applied once, and migrating again changes nothing', async () => {
      const db = await openDb({ databaseUrl });
      try {
        assert.equal(db.kind, databaseUrl ? 'postgres' : 'pglite');
        await migrate(db);
        const versions = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        assert.deepEqual(
          versions.map((v) => v.version),
          MIGRATIONS.map((_, i) => i + 1),
        );
      } finally {
        await db.close();
      }
    });

    it('resets to exactly the seed cases, and a sandbox on it serves them over its API', async () => {
      const db = await openDb({ databaseUrl });
      try {
        await resetStore(db);
        const ids = await db.query<{ id: string }>('SELECT id FROM applications ORDER BY id');
        assert.deepEqual(
          ids.map((r) => r.id),
          SEED_CASES.map((c) => c.id).sort(),
        );
        const sandbox = await createSandbox({ db });
        const login = await sandbox.app.request('http://store.test/sandbox/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ssn: personByKey('kari').ssn }),
        });
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const { csrfToken } = (await login.json()) as { csrfToken: string };
        const list = await sandbox.app.request('http://store.test/salgspant/api/landingpage', {
          headers: { Cookie: cookie, 'X-BankRegNr': '9999' },
        });
        assert.equal(list.status, 200);
        assert.equal(((await list.json()) as unknown[]).length, 3);

        const consent = await sandbox.app.request('http://store.test/salgspant/api/consent', {
          method: 'POST',
          headers: {
            Cookie: cookie,
            'X-BankRegNr': '9999',
            'X-CSRF-Token': csrfToken,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify([{ samtykkeId: { value: 'DELING_FORHANDLER' }, svar: 'NEI' }]),
        });
        assert.equal(consent.status, 204);
        const [row] = await db.query<{ svar: string }>('SELECT svar FROM consent_answers WHERE ssn = $1', [
          personByKey('kari').ssn,
        ]);
        assert.equal(row?.svar, 'NEI');
      } finally {
        await db.close();
      }
    });

    it('keeps JSON documents, timestamps and booleans intact', async () => {
      const db = await openDb({ databaseUrl });
      try {
        await resetStore(db);
        const [row] = await db.query<{
          submission: { loanInfo: { vehiclePrice: number } };
          created_at: Date;
          advisor: boolean;
        }>('SELECT submission, created_at, advisor FROM applications WHERE id = $1', ['100000007']);
        assert.equal(row?.submission.loanInfo.vehiclePrice, 900_000);
        assert.ok(row.created_at instanceof Date);
        assert.equal(row.advisor, true);
      } finally {
        await db.close();
      }
    });
  });
}

describe('PGlite data folder', () => {
  it('is created when missing, and keeps the data across a restart', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'salgspant-store-'));
    const dataDir = path.join(parent, '.data', 'pglite');
    try {
      const first = await openDb({ databaseUrl: '', dataDir });
      await resetStore(first);
      await first.query("UPDATE applications SET status = 'CONTROL' WHERE id = '100000001'");
      await first.close();
      const again = await openDb({ databaseUrl: '', dataDir });
      const [row] = await again.query<{ status: string }>("SELECT status FROM applications WHERE id = '100000001'");
      assert.equal(row?.status, 'CONTROL');
      await again.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('is locked while open: a second store on it is refused by name, and a lock left by a dead process is taken over', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'salgspant-store-'));
    const dataDir = path.join(parent, 'pglite');
    try {
      const first = await openDb({ databaseUrl: '', dataDir });
      await assert.rejects(openDb({ databaseUrl: '', dataDir }), (error: unknown) => {
        assert.ok(error instanceof StoreInUseError);
        assert.equal(error.pid, process.pid);
        assert.equal(
          error.message,
          `The sandbox data folder ${dataDir} is in use by another server (pid ${process.pid}).`,
        );
        return true;
      });
      await first.close();
      assert.equal(existsSync(`${dataDir}.lock`), false, 'closing releases the lock');

      // A server killed without closing leaves its lock behind, naming a process that no longer runs.
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      });
      writeFileSync(`${dataDir}.lock`, dead.stdout);
      const again = await openDb({ databaseUrl: '', dataDir });
      await again.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
