import { PGlite } from '@electric-sql/pglite';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import pg from 'pg';
import { MIGRATIONS } from './migrations.js';

/** The little the sandbox needs of PostgreSQL: parameterised queries and multi-statement scripts. */
export interface Db {
  /** Which engine answers: embedded PGlite or a PostgreSQL server. */
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` while no other process holds the store's lock: on PostgreSQL an advisory lock on one
   * connection (several sandbox instances starting at once migrate and seed one after the other), on
   * PGlite, which one process owns, directly.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the store lives. */
export interface DbOptions {
  /** `postgres://…` to use a real server; otherwise embedded PGlite. Defaults to $DATABASE_URL. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder (kept across restarts; one process at a time, see StoreInUseError); omitted: in memory. */
  dataDir?: string | undefined;
}

/**
 * A PGlite data folder already open in another live process. PGlite has no lock of its own: a second
 * server on the same folder crashes inside WebAssembly, so the store takes a lock file beside the folder.
 */
export class StoreInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The sandbox data folder ${dataDir} is in use by another server (pid ${pid}).`);
    this.name = 'StoreInUseError';
  }
}

/** True when a process with this id runs (one we may not signal runs too). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` for this process, or throws StoreInUseError when a live process holds it.
 * A lock left by a process that died is taken over. Returns the function that releases it.
 */
function lockFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && alive(pid)) throw new StoreInUseError(dataDir, pid);
      unlinkSync(lockFile);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // process.exit() skips every `finally`: the lock still goes with the process.
  process.on('exit', release);
  return release;
}

class PgliteDb implements Db {
  readonly kind = 'pglite';
  constructor(
    private readonly db: PGlite,
    private readonly release?: () => void,
  ) {}
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }
  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return work(this);
  }
  async close(): Promise<void> {
    try {
      await this.db.close();
    } finally {
      this.release?.();
    }
  }
}

/** The advisory lock key of the sandbox's store (any fixed number; "salgspant" in a bigint). */
const STORE_LOCK = 0x73616c6773;

class PostgresDb implements Db {
  readonly kind = 'postgres';
  constructor(private readonly pool: pg.Pool | pg.PoolClient) {}
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params)).rows as T[];
  }
  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }
  async exclusive<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (!(this.pool instanceof pg.Pool)) return work(this);
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [STORE_LOCK]);
      try {
        return await work(new PostgresDb(client));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STORE_LOCK]);
      }
    } finally {
      client.release();
    }
  }
  close(): Promise<void> {
    return this.pool instanceof pg.Pool ? this.pool.end() : Promise.resolve();
  }
}

/**
 * Opens the sandbox's store and brings its schema up to date: PostgreSQL through `pg` when a
 * `postgres://` URL is given, else embedded PGlite (in memory, or in `dataDir`). Both run the same
 * migrations.
 */
export async function openDb(options: DbOptions = {}): Promise<Db> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  let db: Db;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// URL');
    db = new PostgresDb(new pg.Pool({ connectionString: url, max: 5 }));
  } else {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      const release = lockFolder(options.dataDir);
      try {
        db = new PgliteDb(new PGlite(options.dataDir), release);
      } catch (error) {
        release();
        throw error;
      }
    } else {
      db = new PgliteDb(new PGlite());
    }
  }
  await db.exclusive(migrate);
  return db;
}

/** Applies every migration not applied yet, in order, each in a transaction. */
export async function migrate(db: Db): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (done.has(version)) continue;
    await db.exec(`BEGIN; ${sql}; INSERT INTO schema_migrations (version) VALUES (${version}); COMMIT;`);
  }
}
