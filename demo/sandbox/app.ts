import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { adminGuard } from './admin.js';
import { sessionMiddleware } from './auth.js';
import { BODY_LIMIT_BYTES, sizeLimit, textBoundary } from './boundary.js';
import type { SandboxDeps, SandboxEnv } from './context.js';
import { errorBody, MESSAGES } from './errors.js';
import { negotiateLanguage } from './language.js';
import { logError } from './log.js';
import { faultMiddleware, Faults } from './faults.js';
import { kycRoutes } from './kyc/routes.js';
import { loanRoutes } from './loan/routes.js';
import { originSetting } from './origins.js';
import { seedCases } from './seed/cases.js';
import { simulatorRoutes } from './simulators/routes.js';
import { openDb, type Db, type DbOptions } from './store/db.js';

/** Base paths of the two simulated services (the clients' defaults). */
export const LOAN_BASE = '/salgspant/api';
export const KYC_BASE = '/kyc-declaration/api';

export { BODY_LIMIT_BYTES };

export interface SandboxOptions extends DbOptions {
  /** An open store (tests share one); otherwise one is opened from the other options. */
  db?: Db;
  /** Origins of partner sites allowed to call the loan service (CORS); default $SANDBOX_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /** The clock (tests pin it). */
  now?: () => Date;
  /**
   * The token that opens the advisor page, resets and the control API; default $SANDBOX_ADMIN_TOKEN.
   * Unset or empty: those stay open, as on a developer's own machine.
   */
  adminToken?: string;
  /** The e-signing simulator's origin (see SandboxDeps.signingOrigin); default $SANDBOX_SIGNING_ORIGIN or own. */
  signingOrigin?: string;
  /** The origin browsers reach the sandbox at (see SandboxDeps.publicOrigin); default $SANDBOX_PUBLIC_ORIGIN. */
  publicOrigin?: string;
  /** The tax consent portal's origin (see SandboxDeps.taxPortalOrigin); default $SANDBOX_TAX_PORTAL_ORIGIN. */
  taxPortalOrigin?: string;
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
  // Under the store's lock: instances starting together on one PostgreSQL seed it once.
  await db.exclusive(async (locked) => {
    const [{ count }] = (await locked.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM applications',
    )) as [{ count: string | number }];
    if (Number(count) === 0) await seedCases(locked);
  });

  const allowedOrigins =
    options.allowedOrigins ??
    (process.env.SANDBOX_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const deps: SandboxDeps = {
    db,
    faults: new Faults(db),
    now: options.now ?? (() => new Date()),
    allowedOrigins,
    signingOrigin: originSetting('SANDBOX_SIGNING_ORIGIN', options.signingOrigin ?? process.env.SANDBOX_SIGNING_ORIGIN),
    publicOrigin: originSetting('SANDBOX_PUBLIC_ORIGIN', options.publicOrigin ?? process.env.SANDBOX_PUBLIC_ORIGIN),
    taxPortalOrigin: originSetting(
      'SANDBOX_TAX_PORTAL_ORIGIN',
      options.taxPortalOrigin ?? process.env.SANDBOX_TAX_PORTAL_ORIGIN,
    ),
  };

  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    const rcid = crypto.randomUUID();
    c.set('rcid', rcid);
    await next();
    c.header('X-Correlation-Id', rcid);
  });
  // The language to answer in (decision 0110), before anything that may answer with a text; a
  // malformed Accept-Language or query reads as Norwegian (the detector never throws).
  app.use('*', negotiateLanguage());
  // The one input boundary every route passes (decision 0013), before the session is even looked up.
  app.use('*', sizeLimit(), textBoundary());
  app.use('*', sessionMiddleware(deps));
  app.use('/sandbox/*', adminGuard(options.adminToken ?? process.env.SANDBOX_ADMIN_TOKEN ?? ''));

  for (const base of [LOAN_BASE, KYC_BASE]) {
    app.use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
    app.use(`${base}/*`, faultMiddleware(deps.faults));
  }

  app.use(
    `${LOAN_BASE}/*`,
    cors({
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      // Accept-Language is CORS-safelisted only for plain values; listing it lets any value through.
      allowHeaders: ['Content-Type', 'Accept-Language', 'X-BankRegNr', 'X-Requested-By', 'X-CSRF-Token', 'Retry-Token'],
      exposeHeaders: ['X-Correlation-Id', 'Retry-Token'],
      allowMethods: ['GET', 'POST'],
      maxAge: 600,
    }),
  );

  app.route(LOAN_BASE, loanRoutes(deps));
  app.route(KYC_BASE, kycRoutes(deps));
  app.route('/sandbox', simulatorRoutes(deps));

  // Unknown paths of the services and the control API answer the error JSON too.
  for (const base of [LOAN_BASE, KYC_BASE, '/sandbox/api']) {
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
    logError(c, error);
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
