import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { sessionMiddleware } from './auth.js';
import type { SandboxContext, SandboxDeps, SandboxEnv } from './context.js';
import { errorBody, MESSAGES } from './errors.js';
import { faultMiddleware, Faults } from './faults.js';
import { kycRoutes } from './kyc/routes.js';
import { loanRoutes } from './loan/routes.js';
import { seedCases } from './seed/cases.js';
import { simulatorRoutes } from './simulators/routes.js';
import { openDb, type Db, type DbOptions } from './store/db.js';

/** Base paths of the two simulated services (the clients' defaults). */
export const LOAN_BASE = '/salgspant/api';
export const KYC_BASE = '/kyc-declaration/api';

/** Largest request body the services accept. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface SandboxOptions extends DbOptions {
  /** An open store (tests share one); otherwise one is opened from the other options. */
  db?: Db;
  /** Origins of partner sites allowed to call the loan service (CORS); default $SANDBOX_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** The sandbox: its Hono application and what it runs on. */
export interface Sandbox {
  app: Hono<SandboxEnv>;
  deps: SandboxDeps;
  close(): Promise<void>;
}

/**
 * Builds the sandbox: the loan service under `/salgspant/api`, the KYC service under
 * `/kyc-declaration/api` and the simulators under `/sandbox`, on one store. Seeds the test cases when
 * the store is new.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const db = options.db ?? (await openDb(options));
  const [{ count }] = (await db.query<{ count: string | number }>('SELECT count(*) AS count FROM applications')) as [
    { count: string | number },
  ];
  if (Number(count) === 0) await seedCases(db);

  const allowedOrigins =
    options.allowedOrigins ??
    (process.env.SANDBOX_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const deps: SandboxDeps = { db, faults: new Faults(), now: options.now ?? (() => new Date()), allowedOrigins };

  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    const rcid = crypto.randomUUID();
    c.set('rcid', rcid);
    await next();
    c.header('X-Correlation-Id', rcid);
  });
  app.use('*', sessionMiddleware(deps));

  for (const base of [LOAN_BASE, KYC_BASE]) {
    app.use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
    app.use(
      `${base}/*`,
      bodyLimit({
        maxSize: BODY_LIMIT_BYTES,
        onError: (c: SandboxContext) =>
          c.json(
            errorBody(
              c,
              413,
              'INVALID_APPLICATION_REQUEST',
              MESSAGES.INVALID_APPLICATION_REQUEST,
              `Body larger than ${BODY_LIMIT_BYTES} bytes`,
              'VALIDATION',
            ),
            413,
          ),
      }),
    );
    app.use(`${base}/*`, faultMiddleware(deps.faults));
  }

  app.use(
    `${LOAN_BASE}/*`,
    cors({
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'X-BankRegNr', 'X-Requested-By', 'X-CSRF-Token', 'Retry-Token'],
      exposeHeaders: ['X-Correlation-Id', 'Retry-Token'],
      allowMethods: ['GET', 'POST'],
      maxAge: 600,
    }),
  );

  app.route(LOAN_BASE, loanRoutes(deps));
  app.route(KYC_BASE, kycRoutes(deps));
  app.route('/sandbox', simulatorRoutes(deps));

  for (const base of [LOAN_BASE, KYC_BASE]) {
    app.all(`${base}/*`, (c) =>
      c.json(
        errorBody(
          c,
          404,
          'NOT_FOUND',
          'Tjenesten finnes ikke.',
          `No endpoint ${c.req.method} ${c.req.path}`,
          'VALIDATION',
        ),
        404,
      ),
    );
  }

  app.onError((error, c) => {
    console.error(`[sandbox] ${c.req.method} ${c.req.path}:`, error);
    return c.json(
      errorBody(
        c,
        500,
        'INTERN_FEIL',
        MESSAGES.INTERN_FEIL,
        'Unexpected error in the sandbox; see its log',
        'TECHNICAL',
      ),
      500,
    );
  });

  return { app, deps, close: () => db.close() };
}
