import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isOuterPath } from '../../../src/config/paths.js';
import { validateNationalId } from '../../../src/domain/national-id.js';
import { applicationStatusSchema, FEATURE_NAMES, featureNameSchema } from '../../../src/schemas/loan.js';
import { endSession, expireSession, startSession } from '../auth.js';
import type { SandboxContext, SandboxDeps, SandboxEnv } from '../context.js';
import { fail, localMessage, OWN_MESSAGES } from '../errors.js';
import { languageOfTag, pick } from '../language.js';
import { isOwnOrigin } from '../origins.js';
import { faultSchema } from '../faults.js';
import { ANSWER_KEYS, companyOf, customerOf } from '../kyc/forms.js';
import { KYC_SIGNING_PAGE, sandboxKycToken, sandboxKycTokenSchema } from '../kyc/routes.js';
import { findSigningReference, spendSigningReference } from '../kyc/signing.js';
import { findDeclaration, saveAnswer } from '../kyc/store.js';
import { findOwnApplication, type ApplicationRow } from '../loan/applications.js';
import { DEFAULT_FEATURES } from '../loan/routes.js';
import { PERSONS } from '../seed/persons.js';
import { resetStore } from '../store/reset.js';
import { html, page, raw } from './html.js';
import { SIMULATOR_TEXTS, type SimulatorTexts } from './texts.js';

/**
 * The signing frame's return page script: tells the element how signing ended, with one message to
 * the origin in the address (never `*`), and only when the page is in a frame.
 */
const SIGNING_RETURN_SCRIPT = `const query = new URLSearchParams(location.search);
const outcome = query.get('outcome');
const caseId = query.get('caseId');
let origin = null;
try {
  const url = new URL(query.get('origin') ?? '');
  if (url.origin === query.get('origin')) origin = url.origin;
} catch {
  origin = null;
}
if (window.parent !== window && origin && caseId && (outcome === 'signed' || outcome === 'cancelled')) {
  window.parent.postMessage({ type: 'salgspant-signing', version: 1, outcome, caseId }, origin);
}
`;

/** A same-site path to return to, or the fallback. */
function safeReturn(value: string | undefined, fallback: string): string {
  return value && isOuterPath(value) ? value : fallback;
}

/** Where a callback may send the browser: a same-site path, or an allowed origin's address. */
function safeRedirect(c: SandboxContext, deps: SandboxDeps, target: string, fallback: string): string {
  if (isOuterPath(target)) return target;
  try {
    const url = new URL(target);
    if (isOwnOrigin(c, deps, url.origin) || deps.allowedOrigins.includes(url.origin)) return url.href;
  } catch {
    // not a URL
  }
  return fallback;
}

/** Adds `/error` to a callback address (the consent portal's failure signal, spec 1 §2). */
function withErrorMarker(target: string): string {
  const hash = target.indexOf('#');
  if (hash >= 0) return `${target.replace(/\/+$/, '')}/error`;
  const url = new URL(target, 'http://x');
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/error`;
  return target.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
}

/**
 * Form posts must come from the sandbox's own pages (the Origin header, when sent, must be one of its
 * origins: a load balancer's public origin is one, though the request reached this instance by another).
 */
function sameOrigin(c: SandboxContext, deps: SandboxDeps): boolean {
  const origin = c.req.header('origin');
  return !origin || isOwnOrigin(c, deps, origin);
}

async function form(c: SandboxContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The simulators' texts in the request's language (decision 0110). */
const textsOf = (c: SandboxContext): SimulatorTexts => pick(c, SIMULATOR_TEXTS);

/**
 * A page's own address to post to, keeping the `ui_locales` the page was opened with (the language
 * then stays the same on the answer to the post); unchanged when the page was opened without one.
 */
function keepLocales(c: SandboxContext, path: string): string {
  const asked = c.req.query('ui_locales');
  const language = asked === undefined ? undefined : languageOfTag(asked);
  return language ? `${path}${path.includes('?') ? '&' : '?'}ui_locales=${language}` : path;
}

/** The login page: pick or type a test person (simulated BankID). */
function loginPage(c: SandboxContext, returnTo: string, typed = '', error = ''): string {
  const texts = textsOf(c);
  return page(
    texts.loginTitle,
    html`<h1>${texts.loginHeading}</h1>
      <form class="panel" method="post" action="${keepLocales(c, '/sandbox/login')}" novalidate>
        <input type="hidden" name="returnTo" value="${returnTo}">
        <fieldset>
          <legend>${texts.choosePerson}</legend>
          <div class="persons">
            ${PERSONS.map(
              (
                p,
                i,
              ) => html`<label><input type="radio" name="person" value="${p.ssn}" ${raw(i === 0 && !typed ? 'checked' : '')}>
                <span><strong>${p.firstName} ${p.lastName ?? ''}</strong> (${p.ssn})<small>${p.description}</small></span></label>`,
            )}
          </div>
        </fieldset>
        <div class="field">
          <label for="ssn">${texts.typeNationalId}</label>
          <input id="ssn" name="ssn" inputmode="numeric" autocomplete="off" value="${typed}"
            ${raw(error ? 'aria-invalid="true" aria-describedby="ssn-error"' : '')}>
          ${error ? html`<span id="ssn-error" class="field-error">${error}</span>` : ''}
        </div>
        <div class="actions"><button class="button" type="submit">${texts.loginButton}</button></div>
      </form>`,
    texts,
  );
}

/**
 * The sandbox's simulators and its control API, mounted at `/sandbox`: BankID login, the tax
 * authority's consent portal, e-signing, an advisor page, feature toggles, fault injection and reset.
 */
export function simulatorRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const { db } = deps;
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c: SandboxContext, next) => {
    if (c.req.method !== 'GET' && !sameOrigin(c, deps)) {
      // The control API answers its documented error JSON; the pages a short text.
      if (c.req.path.startsWith('/sandbox/api/')) {
        return fail(c, 403, 'INGEN_TILGANG', OWN_MESSAGES.OTHER_ORIGIN, 'Origin is not this sandbox');
      }
      return c.text(localMessage(c, OWN_MESSAGES.OTHER_ORIGIN), 403);
    }
    return next();
  });

  // ── Login ───────────────────────────────────────────────────────────────────────────────────────

  app.get('/login', (c) => c.html(loginPage(c, safeReturn(c.req.query('returnTo'), '/min-oversikt/soknadsoversikt'))));

  app.post('/login', async (c) => {
    const fields = await form(c);
    const returnTo = safeReturn(fields.returnTo, '/min-oversikt/soknadsoversikt');
    const typed = (fields.ssn ?? '').replace(/\s/g, '');
    const ssn = typed === '' ? (fields.person ?? '') : typed;
    const check = validateNationalId(ssn, deps.now());
    if (!check.valid) {
      const texts = textsOf(c);
      const message = typed ? texts.invalidNationalId : texts.noPerson;
      return c.html(loginPage(c, returnTo, typed, message), 400);
    }
    await startSession(c, deps, ssn);
    return c.redirect(returnTo, 303);
  });

  app.post('/logout', async (c) => {
    await endSession(c, deps);
    // The bank's log-out clears what the elements keep in the tab (drafts, step indexes, declaration
    // tokens), so the next person on a shared device finds none of it (decision 0038).
    c.header('Clear-Site-Data', '"storage"');
    return c.redirect(safeReturn((await form(c)).returnTo, '/'), 303);
  });

  // ── The tax authority's consent portal ──────────────────────────────────────────────────────────

  app.get('/tax-consent', async (c) => {
    const session = c.get('session');
    if (!session) {
      const returnTo = encodeURIComponent(keepLocales(c, '/sandbox/tax-consent'));
      return c.redirect(keepLocales(c, `/sandbox/login?returnTo=${returnTo}`), 303);
    }
    const [row] = await db.query<{ status: string }>('SELECT status FROM sbl_consents WHERE ssn = $1', [session.ssn]);
    const texts = textsOf(c);
    if (!row)
      return c.html(
        page(
          texts.consentTitle,
          html`<h1>${texts.noRequestHeading}</h1><p class="panel">${texts.noRequestText}</p>`,
          texts,
        ),
        404,
      );
    if (row.status === 'UNOPENED')
      await db.query(`UPDATE sbl_consents SET status = 'OPENED', updated_at = now() WHERE ssn = $1`, [session.ssn]);
    return c.html(
      page(
        texts.consentPageTitle,
        html`<h1>${texts.consentHeading}</h1>
          <form class="panel" method="post" action="${keepLocales(c, '/sandbox/tax-consent')}">
            <p>${texts.consentText}</p>
            <dl class="summary"><dt>${texts.concerns}</dt><dd>${session.person.firstName} ${session.person.lastName ?? ''}</dd><dt>${texts.duration}</dt><dd>${texts.once}</dd></dl>
            <div class="actions">
              <button class="button" type="submit" name="answer" value="accept">${texts.accept}</button>
              <button class="button secondary" type="submit" name="answer" value="reject">${texts.reject}</button>
            </div>
          </form>`,
        texts,
      ),
    );
  });

  app.post('/tax-consent', async (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/sandbox/login', 303);
    const answer = (await form(c)).answer;
    if (answer !== 'accept' && answer !== 'reject') return c.text(textsOf(c).answerMissing, 400);
    const [row] = await db.query<{ redirect_url: string }>(
      `UPDATE sbl_consents SET status = $2, updated_at = now() WHERE ssn = $1 RETURNING redirect_url`,
      [session.ssn, answer === 'accept' ? 'ACCEPTED' : 'REJECTED'],
    );
    if (!row) return c.text(textsOf(c).noConsentRequest, 404);
    const target = safeRedirect(c, deps, row.redirect_url, '/min-oversikt/soknadsoversikt');
    return c.redirect(answer === 'accept' ? target : withErrorMarker(target), 303);
  });

  // ── E-signing ───────────────────────────────────────────────────────────────────────────────────

  const signingTargets = (c: SandboxContext) => ({
    returnUrl: safeReturn(c.req.query('returnUrl'), '/min-oversikt/salgspantfullfor'),
    cancelUrl: safeReturn(c.req.query('cancelUrl'), '/min-oversikt/salgspantfullfor'),
  });

  /*
   * The return and cancel pages of the signing frame (docs/decisions/0025-completion-signing.md): the
   * element passes `/sandbox/signing/return?outcome=signed|cancelled&caseId=…&origin=…` as returnUrl and
   * cancelUrl. The page says what happened (for a visitor outside a frame) and its script (a file:
   * the demo's CSP allows no inline script) posts one versioned message to the parent, only to the
   * origin it was given.
   */
  const outcomeSchema = z.enum(['signed', 'cancelled']);
  app.get('/signing/return', (c) => {
    const outcome = outcomeSchema.safeParse(c.req.query('outcome'));
    const texts = textsOf(c);
    if (!outcome.success) return c.text(texts.unknownOutcome, 400);
    const signed = outcome.data === 'signed';
    return c.html(
      page(
        signed ? texts.signedTitle : texts.cancelledTitle,
        html`<h1>${signed ? texts.signedHeading : texts.cancelledHeading}</h1>
          <p class="panel">${signed ? texts.signedText : texts.cancelledText}</p>
          <script type="module" src="/sandbox/signing/return.js"></script>`,
        texts,
      ),
    );
  });
  app.get('/signing/return.js', (c) =>
    c.body(SIGNING_RETURN_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );

  app.get('/signing/:id', async (c) => {
    const session = c.get('session');
    const texts = textsOf(c);
    if (!session) return c.text(texts.mustLogIn, 401);
    const row = await findOwnApplication(db, c.req.param('id'), session.ssn);
    if (!row) return c.html(page(texts.signingTitle, html`<h1>${texts.documentsNotFound}</h1>`, texts), 404);
    const { returnUrl, cancelUrl } = signingTargets(c);
    const query = `?returnUrl=${encodeURIComponent(returnUrl)}&cancelUrl=${encodeURIComponent(cancelUrl)}`;
    return c.html(
      page(
        texts.signingTitle,
        html`<h1>${texts.signLoanHeading}</h1>
          <form class="panel" method="post" action="${keepLocales(c, `/sandbox/signing/${row.id}${query}`)}">
            <dl class="summary">
              <dt>${texts.caseNumber}</dt><dd>${row.id}</dd>
              <dt>${texts.loanAmount}</dt><dd>${row.loan_info.loanAmount.toLocaleString('nb-NO')} kr</dd>
              <dt>${texts.repaymentPeriod}</dt><dd>${texts.months.replace('{n}', String(row.loan_info.requestedLoanPeriodInMonths))}</dd>
            </dl>
            <div class="actions">
              <button class="button" type="submit" name="action" value="sign">${texts.sign}</button>
              <button class="button secondary" type="submit" name="action" value="cancel">${texts.cancel}</button>
            </div>
          </form>`,
        texts,
      ),
    );
  });

  app.post('/signing/:id', async (c) => {
    const session = c.get('session');
    if (!session) return c.text(textsOf(c).mustLogIn, 401);
    const row = await findOwnApplication(db, c.req.param('id'), session.ssn);
    if (!row) return c.text(textsOf(c).documentsNotFoundText, 404);
    const { returnUrl, cancelUrl } = signingTargets(c);
    if ((await form(c)).action !== 'sign') return c.redirect(cancelUrl, 303);
    const isMain = row.main_ssn === session.ssn;
    const mainSigned = isMain || row.main_signed;
    const coSigned = row.co_ssn === null || !isMain || row.co_signed;
    const status = mainSigned && coSigned ? 'DOCUMENTS_COMPLETE' : 'DOCUMENTS_SENT';
    await db.query(
      `UPDATE applications SET main_signed = $2, co_signed = $3, status = $4,
         esigning_status = $5, updated_at = now() WHERE id = $1`,
      [
        row.id,
        mainSigned,
        row.co_ssn === null ? false : coSigned,
        status,
        status === 'DOCUMENTS_COMPLETE' ? null : 'ONGOING_SIGNING',
      ],
    );
    return c.redirect(returnUrl, 303);
  });

  // ── Tax signing of the KYC declaration ────────────────────────────────────────────────────────────

  /**
   * The declaration of the page's one-time signing reference (issued by GET signing/start, in the path
   * as the loan signing's case id is; the KYC token never appears in the address, nor the reference in a
   * query a log or a Referer would keep apart). No login needed: the reference authorises the page.
   */
  const kycSigning = async (c: SandboxContext) => {
    const ref = c.req.param('ref') ?? '';
    const found = await findSigningReference(db, ref, deps.now());
    const declaration = found ? await findDeclaration(deps, found.token) : undefined;
    const returnUrl = safeReturn(found?.returnUrl, '/min-oversikt/soknadsoversikt');
    return { ref, declaration, returnUrl };
  };

  app.get('/kyc-signing/:ref', async (c) => {
    const { ref, declaration } = await kycSigning(c);
    const texts = textsOf(c);
    if (!declaration) {
      return c.html(
        page(
          texts.signingTitle,
          html`<h1>${texts.signingExpiredHeading}</h1><p class="panel">${texts.signingExpiredText}</p>`,
          texts,
        ),
        401,
      );
    }
    const signed = (declaration.answers[ANSWER_KEYS.signing] as { signed?: boolean } | undefined)?.signed === true;
    const customer = customerOf(declaration);
    const company = companyOf(declaration);
    return c.html(
      page(
        texts.taxSigningTitle,
        html`<h1>${texts.taxSigningHeading}</h1>
          <form class="panel" method="post" action="${keepLocales(c, `${KYC_SIGNING_PAGE}/${encodeURIComponent(ref)}`)}">
            <p>${texts.taxSigningText}</p>
            <dl class="summary">
              <dt>${texts.concerns}</dt><dd>${company ? company.name : `${customer.firstName} ${customer.lastName ?? ''}`}</dd>
              <dt>${texts.caseNumber}</dt><dd>${declaration.caseId}</dd>
              <dt>${texts.status}</dt><dd>${signed ? texts.signed : texts.notSigned}</dd>
            </dl>
            <div class="actions">
              <button class="button" type="submit" name="action" value="sign">${texts.sign}</button>
              <button class="button secondary" type="submit" name="action" value="cancel">${texts.cancel}</button>
            </div>
          </form>`,
        texts,
      ),
    );
  });

  app.post('/kyc-signing/:ref', async (c) => {
    const { ref, declaration, returnUrl } = await kycSigning(c);
    if (!declaration) return c.text(textsOf(c).signingExpired, 401);
    const action = (await form(c)).action;
    if (action !== 'sign' && action !== 'cancel') return c.text(textsOf(c).answerMissing, 400);
    if (action === 'sign' && !declaration.completed) {
      await saveAnswer(db, declaration.token, ANSWER_KEYS.signing, {
        signed: true,
        signedAt: deps.now().toISOString(),
      });
    }
    await spendSigningReference(db, ref);
    return c.redirect(returnUrl, 303);
  });

  // ── Advisor page ────────────────────────────────────────────────────────────────────────────────

  app.get('/advisor', async (c) => {
    const rows = await db.query<ApplicationRow>('SELECT * FROM applications ORDER BY created_at DESC, id');
    const toggles = await featureStates();
    return c.html(
      page(
        'Rådgiver',
        html`<h1>Rådgiver (sandkasse)</h1>
          <section class="panel" aria-labelledby="h-cases"><h2 id="h-cases">Saker</h2>
            <div class="table-wrap"><table><caption class="visually-hidden">Alle saker</caption>
              <thead><tr><th scope="col">Sak</th><th scope="col">Kunde</th><th scope="col">Type</th><th scope="col">Status</th></tr></thead>
              <tbody>${rows.map(
                (
                  row,
                ) => html`<tr><td>${row.id}</td><td>${row.submission.mainApplicant.firstName ?? ''} ${row.submission.mainApplicant.lastName ?? ''}</td><td>${row.loan_type}</td>
                  <td><form class="inline-form" method="post" action="/sandbox/advisor/status">
                    <input type="hidden" name="id" value="${row.id}">
                    <label class="visually-hidden" for="status-${row.id}">Status for sak ${row.id}</label>
                    <select id="status-${row.id}" name="status">${applicationStatusSchema.options.map(
                      (s) => html`<option value="${s}" ${raw(s === row.status ? 'selected' : '')}>${s}</option>`,
                    )}</select>
                    <button class="button secondary" type="submit">Endre</button></form></td></tr>`,
              )}</tbody></table></div>
          </section>
          <section class="panel" aria-labelledby="h-features"><h2 id="h-features">Funksjonsbrytere</h2>
            <form method="post" action="/sandbox/advisor/features">
              ${FEATURE_NAMES.map(
                (name) =>
                  html`<div><label><input type="checkbox" name="${name}" value="on" ${raw(toggles[name] ? 'checked' : '')}> ${name}</label></div>`,
              )}
              <div class="actions"><button class="button" type="submit">Lagre</button></div>
            </form>
          </section>
          <section class="panel" aria-labelledby="h-reset"><h2 id="h-reset">Tilbakestill</h2>
            <form method="post" action="/sandbox/advisor/reset"><p>Sletter alle saker, samtykker og økter og legger inn testsakene på nytt.</p>
              <button class="button secondary" type="submit">Tilbakestill sandkassen</button></form>
          </section>`,
      ),
    );
  });

  async function featureStates(): Promise<Record<string, boolean>> {
    const rows = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_toggles');
    return { ...DEFAULT_FEATURES, ...Object.fromEntries(rows.map((r) => [r.name, r.enabled])) };
  }

  async function setStatus(id: string, status: string): Promise<boolean> {
    const rows = await db.query('UPDATE applications SET status = $2, updated_at = now() WHERE id = $1 RETURNING id', [
      id,
      status,
    ]);
    return rows.length > 0;
  }

  async function setFeature(name: string, enabled: boolean): Promise<void> {
    await db.query(
      'INSERT INTO feature_toggles (name, enabled) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled',
      [name, enabled],
    );
  }

  app.post('/advisor/status', async (c) => {
    const fields = await form(c);
    const status = applicationStatusSchema.safeParse(fields.status);
    if (!status.success || !fields.id) return c.text('Ugyldig status.', 400);
    if (!(await setStatus(fields.id, status.data))) return c.text('Fant ikke saken.', 404);
    return c.redirect('/sandbox/advisor', 303);
  });

  app.post('/advisor/features', async (c) => {
    const fields = await form(c);
    for (const name of FEATURE_NAMES) await setFeature(name, fields[name] === 'on');
    return c.redirect('/sandbox/advisor', 303);
  });

  app.post('/advisor/reset', async (c) => {
    await resetStore(db);
    return c.redirect('/sandbox/advisor', 303);
  });

  // ── Control API (JSON) for tests and scripts ────────────────────────────────────────────────────

  const json = async <S extends z.ZodMiniType>(c: SandboxContext, schema: S) => {
    if (!/^application\/json\b/.test(c.req.header('content-type') ?? '')) return undefined;
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    return parsed.success ? parsed.data : undefined;
  };

  app.get('/api/faults', async (c) => c.json(await deps.faults.list()));
  app.post('/api/faults', async (c) => {
    const fault = await json(c, faultSchema);
    if (!fault)
      return fail(
        c,
        400,
        'INVALID_REQUEST',
        'Ugyldig feil.',
        'Body: { endpoint: "METHOD /path" | "*", latencyMs?, status?, errorName?, drop?, retryToken?, times? }',
        'VALIDATION',
      );
    await deps.faults.set(fault);
    return c.body(null, 204);
  });
  app.delete('/api/faults', async (c) => {
    await deps.faults.clear(c.req.query('endpoint'), c.req.query('scope'));
    return c.body(null, 204);
  });

  app.get('/api/features', async (c) => c.json(await featureStates()));
  app.put('/api/features/:name', async (c) => {
    const name = featureNameSchema.safeParse(c.req.param('name'));
    const body = await json(c, z.object({ enabled: z.boolean() }));
    if (!name.success || !body)
      return fail(
        c,
        400,
        'INVALID_REQUEST',
        'Ugyldig funksjonsbryter.',
        `PUT /sandbox/api/features/{${FEATURE_NAMES.join('|')}} with { enabled: boolean }`,
        'VALIDATION',
      );
    await setFeature(name.data, body.enabled);
    return c.body(null, 204);
  });

  app.put('/api/applications/:id/status', async (c) => {
    const body = await json(c, z.object({ status: z.string().check(z.minLength(1), z.maxLength(40)) }));
    if (!body) return fail(c, 400, 'INVALID_REQUEST', 'Ugyldig status.', 'Body: { status }', 'VALIDATION');
    if (!(await setStatus(c.req.param('id'), body.status)))
      return fail(c, 404, 'APPLICATION_NOT_FOUND', 'Fant ikke saken.', 'No such application');
    return c.body(null, 204);
  });

  app.post('/api/reset', async (c) => {
    await resetStore(db);
    return c.body(null, 204);
  });

  app.post('/api/session/expire', async (c) => {
    await expireSession(c, deps);
    return c.body(null, 204);
  });

  app.post('/api/login', async (c) => {
    const body = await json(c, z.object({ ssn: z.string() }));
    if (!body || !validateNationalId(body.ssn, deps.now()).valid) {
      return fail(
        c,
        400,
        'UGYLDIG_FOEDESELSNUMMER',
        'Fødselsnummeret er ikke gyldig.',
        'Body: { ssn } with a valid national id',
        'VALIDATION',
      );
    }
    const session = await startSession(c, deps, body.ssn);
    return c.json({ csrfToken: session.csrfToken });
  });

  app.post('/api/kyc-token', async (c) => {
    const body = await json(c, sandboxKycTokenSchema);
    const usage =
      "Body: { ssn, customer?: 'PRIVATE' | 'CORPORATE', processType?, organisationNumber? } with a valid national id";
    if (!body || !validateNationalId(body.ssn, deps.now()).valid) {
      return fail(c, 400, 'INVALID_REQUEST', 'Ugyldig forespørsel.', usage, 'VALIDATION');
    }
    const result = await sandboxKycToken(deps, body);
    if (!result.ok)
      return fail(c, 400, 'INVALID_REQUEST', 'Ugyldig forespørsel.', result.developerMessage, 'VALIDATION');
    return c.json({ token: result.token });
  });

  return app;
}
