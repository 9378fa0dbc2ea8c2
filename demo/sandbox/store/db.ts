import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { MIGRATIONS } from './migrations.js';

/** The little the sandbox needs of PostgreSQL: parameterised queries and multi-statement scripts. */
export interface Db {
  /** Which engine answers: embedded PGlite or a PostgreSQL server. */
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the store lives. */
export interface DbOptions {
  /** `postgres://…` to use a real server; otherwise embedded PGlite. Defaults to $DATABASE_URL. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder (kept across restarts); omitted: in memory. */
  dataDir?: string | undefined;
}

class PgliteDb implements Db {
  readonly kind = 'pglite';
  constructor(private readonly db: PGlite) {}
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }
  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }
  close(): Promise<void> {
    return this.db.close();
  }
}

class PostgresDb implements Db {
  readonly kind = 'postgres';
  constructor(private readonly pool: pg.Pool) {}
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params)).rows as T[];
  }
  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }
  close(): Promise<void> {
    return this.pool.end();
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
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    db = new PgliteDb(options.dataDir ? new PGlite(options.dataDir) : new PGlite());
  }
  await migrate(db);
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
