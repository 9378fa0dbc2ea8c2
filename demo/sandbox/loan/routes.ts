import { Hono } from 'hono';
import { ageAllowsTerm, ageAtPayoff } from '../../../src/domain/loan/calculator-rules.js';
import { isProductSlug } from '../../../src/domain/products.js';
import {
  applicationSubmitSchema,
  applicationUpdateSchema,
  calculatorCacheSchema,
  consentAnswersSchema,
  featureNameSchema,
  feedbackSchema,
  FEATURE_NAMES,
  loanUpgradeSchema,
  sblRequestSchema,
  vehicleLookupRequestSchema,
  type ApplicationSubmit,
} from '../../../src/schemas/loan.js';
import { requireBank, requireCsrf, requireSession } from '../auth.js';
import type { Session, SandboxDeps, SandboxEnv } from '../context.js';
import { fail, failureEnvelope, MESSAGES, successEnvelope } from '../errors.js';
import { languageOf } from '../language.js';
import { CONSENTS, CONSENTS_EN } from '../seed/consents.js';
import { PRODUCTS } from '../seed/products.js';
import { findVehicle, PLATE_FAULTS } from '../seed/vehicles.js';
import { readBody } from '../validate.js';
import {
  findOwnApplication,
  insertApplication,
  knownStatus,
  listOwnApplications,
  newCaseId,
  toApplicationResponse,
  type ApplicationRow,
} from './applications.js';
import { decide, loanInfoFor, productByCode } from './decision.js';

/** Feature toggles when the advisor page has not changed them. */
export const DEFAULT_FEATURES: Record<(typeof FEATURE_NAMES)[number], boolean> = {
  'salgspant-traffic-light': true,
  'salgspant-activate-loan-from-lc': true,
  'salgspant-show-completion-insurance': true,
};

/** Paths that act for a logged-in customer: a session is required, and the CSRF token to change state. */
const CUSTOMER_PATHS = ['/user', '/kyc', '/consent', '/sbl/*', '/landingpage', '/application/*'] as const;

/** The portal page of the tax-consent simulator. */
export const TAX_CONSENT_PORTAL = '/sandbox/tax-consent';

/** The consent portal's address the services hand out: on its configured origin, else a path. */
export function taxConsentPortal(deps: SandboxDeps): string {
  return `${deps.taxPortalOrigin}${TAX_CONSENT_PORTAL}`;
}

/**
 * The secured-loan application service (spec 1 §7), mounted at `/salgspant/api`. Calls for a
 * customer need the session; state-changing calls of a session need the CSRF token; every call names
 * its bank; a customer reaches only the cases they are an applicant on.
 */
export function loanRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const { db } = deps;
  const app = new Hono<SandboxEnv>();
  const session = (c: { get(key: 'session'): Session | null }): Session => {
    const found = c.get('session');
    if (!found) throw new Error('requireSession runs before this route');
    return found;
  };

  app.use('*', requireBank);

  // ── Public: products, vehicle lookup, calculator cache ─────────────────────────────────────────

  app.get('/calculator/:slug', (c) => {
    const slug = c.req.param('slug');
    if (!isProductSlug(slug)) return fail(c, 404, 'UNKNOWN_PRODUCT', MESSAGES.UNKNOWN_PRODUCT, `No product "${slug}"`);
    return c.json(PRODUCTS[slug]);
  });

  app.post('/vehicle/details', async (c) => {
    const body = await readBody(c, vehicleLookupRequestSchema, (path) =>
      path[0] === 'vehicleRegistrationNumber' ? 'REGISTRATION_NR_INVALID' : 'INVALID_APPLICATION_REQUEST',
    );
    if (!body.ok) return body.response;
    const plate = body.value.vehicleRegistrationNumber;
    const fault = PLATE_FAULTS[plate];
    if (fault) return c.json(failureEnvelope(c, fault, `Plate ${plate} is set up to fail with ${fault}`));
    const vehicle = findVehicle(plate);
    if (!vehicle) return c.json(failureEnvelope(c, 'EUROTAX_PLATE_NOT_FOUND', `No vehicle with plate ${plate}`));
    return c.json(successEnvelope({ vehicleDetails: vehicle.details }));
  });

  app.post('/cache', async (c) => {
    const body = await readBody(c, calculatorCacheSchema);
    if (!body.ok) return body.response;
    const id = crypto.randomUUID();
    await db.query('INSERT INTO calculator_cache (id, bank_reg_nr, body) VALUES ($1, $2, $3)', [
      id,
      c.req.header('x-bankregnr'),
      JSON.stringify(body.value),
    ]);
    return c.json({ cacheId: id }, 201);
  });

  app.get('/cache/:id', async (c) => {
    const [row] = await db.query<{ body: unknown }>(
      'SELECT body FROM calculator_cache WHERE id = $1 AND bank_reg_nr = $2',
      [c.req.param('id'), c.req.header('x-bankregnr')],
    );
    if (!row)
      return fail(
        c,
        404,
        'NOT_FOUND',
        'Vi fant ikke lånet du regnet på.',
        'No calculator cache with that id for this bank',
      );
    return c.json(row.body);
  });

  app.get('/features/:name', async (c) => {
    const name = featureNameSchema.safeParse(c.req.param('name'));
    if (!name.success)
      return fail(c, 404, 'NOT_FOUND', 'Ukjent funksjon.', `Feature names: ${FEATURE_NAMES.join(', ')}`);
    const [row] = await db.query<{ enabled: boolean }>('SELECT enabled FROM feature_toggles WHERE name = $1', [
      name.data,
    ]);
    return c.json(row?.enabled ?? DEFAULT_FEATURES[name.data]);
  });

  app.get('/user/session', (c) => {
    const current = c.get('session');
    return c.json({
      valid: current !== null,
      kundeIdUrl: '/sandbox/login',
      kundeIdRedirectUrl: '/min-oversikt/soknadsoversikt',
      // An advisor applying on a customer's behalf (the test person Arne) works in the advisor channel.
      directChannel: current ? (current.person.outcome === 'advisor' ? 'ADVISOR' : 'NETTBANK') : null,
    });
  });

  // ── Customer: needs a session; state changes need the CSRF token ───────────────────────────────

  for (const path of CUSTOMER_PATHS) {
    app.use(path, requireSession);
    app.on(['POST', 'PUT', 'DELETE'], path, requireCsrf);
  }

  app.get('/user', (c) => {
    const { person } = session(c);
    if (person.outcome === 'missing-user-context') {
      return fail(c, 400, 'MANGLER_USER_CTX', MESSAGES.MANGLER_USER_CTX, 'The test person has no user context');
    }
    return c.json({
      bankRegNo: { value: person.bankRegNr },
      ssn: person.ssn,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
    });
  });

  app.get('/kyc', (c) => c.json({ kycBlocked: session(c).person.outcome === 'kyc-blocked' }));

  app.get('/consent', async (c) => {
    // A test person without consents (Nora): the completion skips its contact step.
    if (session(c).person.noConsents === true) return c.json([]);
    const answers = await db.query<{ samtykke_id: string; svar: string }>(
      'SELECT samtykke_id, svar FROM consent_answers WHERE ssn = $1',
      [session(c).ssn],
    );
    const bySamtykke = new Map(answers.map((a) => [a.samtykke_id, a.svar]));
    const english = languageOf(c) === 'en';
    return c.json(
      CONSENTS.map((consent) => {
        const texts = english ? CONSENTS_EN[consent.id] : consent;
        return {
          samtykkeId: { value: consent.id },
          svar: bySamtykke.get(consent.id) ?? 'UBESVART',
          tittel: texts.tittel,
          tekster: texts.tekster,
          popupTekst: texts.popupTekst,
          infoTekst: texts.infoTekst,
          svarNeiTekst: texts.svarNeiTekst,
        };
      }),
    );
  });

  app.post('/consent', async (c) => {
    const body = await readBody(c, consentAnswersSchema);
    if (!body.ok) return body.response;
    const known: ReadonlySet<string> = new Set(CONSENTS.map((consent) => consent.id));
    const unknown = body.value.find((answer) => !known.has(answer.samtykkeId.value));
    if (unknown) {
      return fail(
        c,
        400,
        'INVALID_APPLICATION_REQUEST',
        MESSAGES.INVALID_APPLICATION_REQUEST,
        `Unknown samtykkeId ${unknown.samtykkeId.value}`,
        'VALIDATION',
      );
    }
    if (session(c).person.outcome === 'consent-failure') {
      return fail(
        c,
        502,
        'FAILED_SBL_CONSENT_SAVE',
        MESSAGES.FAILED_SBL_CONSENT_SAVE,
        'Simulated failure of the consent service',
      );
    }
    for (const answer of body.value) {
      await db.query(
        `INSERT INTO consent_answers (ssn, samtykke_id, svar) VALUES ($1, $2, $3)
         ON CONFLICT (ssn, samtykke_id) DO UPDATE SET svar = EXCLUDED.svar, updated_at = now()`,
        [session(c).ssn, answer.samtykkeId.value, answer.svar],
      );
    }
    return c.body(null, 204);
  });

  const sblView = (status: string) => ({
    customerUrl: status === 'UNOPENED' || status === 'OPENED' ? taxConsentPortal(deps) : null,
    sblStatus: status,
  });

  app.post('/sbl/get-or-create', async (c) => {
    const body = await readBody(c, sblRequestSchema);
    if (!body.ok) return body.response;
    const { person, ssn } = session(c);
    if (person.outcome === 'no-tax-period') {
      return fail(
        c,
        502,
        'NO_TAX_PERIOD_AVAILABLE',
        MESSAGES.NO_TAX_PERIOD_AVAILABLE,
        'No tax period for this test person',
      );
    }
    if (person.outcome === 'consent-failure') {
      return fail(
        c,
        502,
        'FAILED_SBL_CONSENT_SAVE',
        MESSAGES.FAILED_SBL_CONSENT_SAVE,
        'Simulated failure of the consent service',
      );
    }
    const [existing] = await db.query<{ status: string }>('SELECT status FROM sbl_consents WHERE ssn = $1', [ssn]);
    if (!existing || existing.status === 'REJECTED') {
      await db.query(
        `INSERT INTO sbl_consents (ssn, status, redirect_url) VALUES ($1, 'UNOPENED', $2)
         ON CONFLICT (ssn) DO UPDATE SET status = 'UNOPENED', redirect_url = EXCLUDED.redirect_url, updated_at = now()`,
        [ssn, body.value.redirectUrl],
      );
      return c.json(sblView('UNOPENED'));
    }
    await db.query('UPDATE sbl_consents SET redirect_url = $2, updated_at = now() WHERE ssn = $1', [
      ssn,
      body.value.redirectUrl,
    ]);
    return c.json(sblView(existing.status));
  });

  app.get('/sbl/get', async (c) => {
    const [row] = await db.query<{ status: string }>('SELECT status FROM sbl_consents WHERE ssn = $1', [
      session(c).ssn,
    ]);
    if (!row)
      return fail(c, 404, 'NOT_FOUND', 'Du har ikke gitt samtykke ennå.', 'No tax-data consent for this customer');
    return c.json(sblView(row.status));
  });

  // ── Applications ────────────────────────────────────────────────────────────────────────────────

  const own = async (id: string, ssn: string) => {
    const row = await findOwnApplication(db, id, ssn);
    return row;
  };

  app.get('/landingpage', async (c) => {
    const rows = await listOwnApplications(db, session(c).ssn);
    return c.json(
      rows
        .filter((row) => knownStatus(row.status))
        .map((row) => ({
          advisorApplication: row.advisor,
          applicationId: row.id,
          applicationStatus: row.status,
          lbsBankRegNr: row.bank_reg_nr,
          loanAmount: row.loan_info.loanAmountWithoutFees,
          loanProduct: row.loan_product,
          loanType: row.loan_type,
          vehicleRegistrationNumber: row.loan_info.vehicleRegistrationNumber,
          vehicleEuroTaxDataFetched: row.vehicle !== null,
          regNrValidated: row.vehicle !== null,
          interestsAndFees: productByCode(row.loan_product)?.product.interestsAndFees ?? null,
        })),
    );
  });

  app.get('/application/ongoing/:id', async (c) => {
    const { ssn } = session(c);
    const row = await own(c.req.param('id'), ssn);
    if (!row)
      return fail(
        c,
        404,
        'APPLICATION_NOT_FOUND',
        MESSAGES.APPLICATION_NOT_FOUND,
        'No application with that id for this customer',
      );
    if (!knownStatus(row.status)) {
      return fail(
        c,
        409,
        'UNKNOWN_APPLICATION_STATUS',
        MESSAGES.UNKNOWN_APPLICATION_STATUS,
        `Stored status "${row.status}" is not one of the known statuses`,
      );
    }
    return c.json(await toApplicationResponse(row, ssn, deps.signingOrigin, languageOf(c)));
  });

  app.post('/application/submit', async (c) => {
    const body = await readBody(c, applicationSubmitSchema, (path) =>
      path.at(-1) === 'ssn' ? 'UGYLDIG_FOEDESELSNUMMER' : 'INVALID_APPLICATION_REQUEST',
    );
    if (!body.ok) return body.response;
    const { person, ssn } = session(c);
    const submission: ApplicationSubmit = body.value;
    if (submission.mainApplicant.ssn !== ssn) {
      return fail(
        c,
        403,
        'FNR_BANKIDBRUKER_MISMATCH',
        MESSAGES.FNR_BANKIDBRUKER_MISMATCH,
        'mainApplicant.ssn is not the logged-in customer',
      );
    }
    const decision = decide(submission, person, deps.now());
    if (!decision.ok) return c.json(failureEnvelope(c, decision.error, decision.developerMessage));
    const id = newCaseId();
    const withNames = {
      ...submission,
      mainApplicant: { ...submission.mainApplicant, firstName: person.firstName, lastName: person.lastName },
    };
    await insertApplication(db, {
      id,
      bank_reg_nr: person.bankRegNr,
      main_ssn: ssn,
      co_ssn: submission.coApplicant?.ssn ?? null,
      status: decision.status,
      loan_type: submission.loanInfo.loanType,
      loan_product: submission.loanInfo.loanProduct,
      submission: withNames,
      loan_info: decision.loanInfo,
      vehicle: decision.vehicle,
      credit_frozen: decision.creditFrozen,
      traffic_light: decision.trafficLight,
      esigning_status:
        submission.loanInfo.loanType === 'VEHICLE_LOAN' &&
        (decision.status === 'APPROVED' || decision.status === 'DOCUMENTS_SENT')
          ? 'NOTSIGNED'
          : null,
      main_complete: true,
      co_complete: submission.coApplicant === null,
      email: submission.mainApplicant.email,
      phone: submission.mainApplicant.phone,
      kyc_answered: submission.kycAnswered,
      advisor: person.outcome === 'advisor',
    });
    const row = await own(id, ssn);
    if (!row) throw new Error(`case ${id} not found right after it was stored`);
    return c.json(successEnvelope(await toApplicationResponse(row, ssn, deps.signingOrigin, languageOf(c))));
  });

  app.post('/application/update', async (c) => {
    const body = await readBody(c, applicationUpdateSchema);
    if (!body.ok) return body.response;
    const { ssn, person } = session(c);
    const row = await own(body.value.applicationId, ssn);
    if (!row)
      return fail(
        c,
        404,
        'APPLICATION_NOT_FOUND',
        MESSAGES.APPLICATION_NOT_FOUND,
        'No application with that id for this customer',
      );
    if (!knownStatus(row.status)) {
      return fail(
        c,
        409,
        'UNKNOWN_APPLICATION_STATUS',
        MESSAGES.UNKNOWN_APPLICATION_STATUS,
        `Stored status "${row.status}"`,
      );
    }
    if (row.status === 'REJECTED' || row.status === 'CONTROL' || row.status === 'DOCUMENTS_COMPLETE') {
      return fail(
        c,
        409,
        'UGYLDIG_SOKNAD',
        MESSAGES.UGYLDIG_SOKNAD,
        `An application in ${row.status} cannot be updated`,
      );
    }
    if (row.status === 'NEW_CASE' && row.main_complete && row.co_complete && person.outcome === 'incorrect-new-case') {
      return fail(c, 409, 'INCORRECT_NEW_CASE', MESSAGES.INCORRECT_NEW_CASE, 'NEW_CASE with both applicants complete');
    }
    const isMain = row.main_ssn === ssn;
    const { email, phone, kycAnswered, orderInsurance } = body.value;
    if (!isMain && (email === null || phone === null)) {
      return fail(
        c,
        400,
        'INVALID_APPLICATION_REQUEST',
        MESSAGES.INVALID_APPLICATION_REQUEST,
        'A co-applicant must give email and phone',
        'VALIDATION',
      );
    }
    const updated: Partial<ApplicationRow> = isMain
      ? { email: email ?? row.email, phone: phone ?? row.phone, main_complete: true }
      : { co_email: email, co_phone: phone, co_complete: true };
    await db.query(
      `UPDATE applications SET email = $2, phone = $3, co_email = $4, co_phone = $5, main_complete = $6, co_complete = $7,
         kyc_answered = $8, order_insurance = $9,
         esigning_status = CASE WHEN esigning_status = 'NOTSIGNED' THEN 'ONGOING_SIGNING' ELSE esigning_status END,
         updated_at = now()
       WHERE id = $1`,
      [
        row.id,
        updated.email ?? row.email,
        updated.phone ?? row.phone,
        updated.co_email ?? row.co_email,
        updated.co_phone ?? row.co_phone,
        updated.main_complete ?? row.main_complete,
        updated.co_complete ?? row.co_complete,
        kycAnswered || row.kyc_answered,
        isMain ? orderInsurance && row.loan_type === 'VEHICLE_LOAN' : row.order_insurance,
      ],
    );
    const saved = await own(row.id, ssn);
    if (!saved) throw new Error(`case ${row.id} not found right after it was updated`);
    return c.json(await toApplicationResponse(saved, ssn, deps.signingOrigin, languageOf(c)));
  });

  app.get('/application/insuranceclick', (c) => c.body(null, 204));

  app.post('/application/loan-commitment-to-loan-upgrade', async (c) => {
    const body = await readBody(c, loanUpgradeSchema);
    if (!body.ok) return body.response;
    const { ssn, person } = session(c);
    const row = await own(body.value.preViewCaseId, ssn);
    if (row?.loan_type !== 'LOAN_COMMITMENT' || row.status !== 'APPROVED') {
      return fail(
        c,
        404,
        'PREVIEW_CASE_NOT_FOUND',
        MESSAGES.PREVIEW_CASE_NOT_FOUND,
        'No approved loan commitment with that id for this customer',
      );
    }
    if (person.outcome === 'upgrade-failure') {
      return c.json({
        failure: true,
        errorOrNull: failureEnvelope(c, 'UPGRADE_TO_VEHICLE_LOAN_FAILED', 'Simulated upgrade failure').errorOrNull,
      });
    }
    const upgrade = body.value;
    const found = productByCode(upgrade.loanProduct);
    if (!found)
      return fail(
        c,
        400,
        'UNKNOWN_PRODUCT',
        MESSAGES.UNKNOWN_PRODUCT,
        `Unknown product ${upgrade.loanProduct}`,
        'VALIDATION',
      );
    const amount = upgrade.vehiclePrice - upgrade.equity;
    const committed = row.loan_info.loanAmountWithoutFees;
    const fees = found.product.interestsAndFees;
    const max = found.slug === 'car-no-insurance' ? fees.loanAmountMax : Math.min(fees.loanAmountMax, committed);
    if (amount < fees.loanAmountMin || amount > max) {
      return c.json({
        failure: true,
        errorOrNull: failureEnvelope(
          c,
          'LOAN_AMOUNT_NOT_IN_RANGE',
          `Amount ${amount} outside ${fees.loanAmountMin}–${max}`,
        ).errorOrNull,
      });
    }
    const year = deps.now().getUTCFullYear();
    if (!ageAllowsTerm(found.slug, upgrade.modelYear, upgrade.loanPeriodInMonths, year)) {
      const age = ageAtPayoff(upgrade.modelYear, upgrade.loanPeriodInMonths, year);
      return c.json({
        failure: true,
        errorOrNull: failureEnvelope(c, 'LOAN_AND_CARS_AGE_EXCEED_LIMIT', `Vehicle ${age} years at payoff`).errorOrNull,
      });
    }
    const loan = {
      loanType: 'VEHICLE_LOAN' as const,
      vehiclePrice: upgrade.vehiclePrice,
      loanProduct: upgrade.loanProduct,
      equity: upgrade.equity,
      requestedLoanPeriodInMonths: upgrade.loanPeriodInMonths,
      vehicleRegistrationNumber: upgrade.regNr,
      odometerValue: upgrade.odometerValue,
    };
    const vehicle = findVehicle(upgrade.regNr)?.details ?? null;
    await db.query(
      `UPDATE applications SET loan_type = 'VEHICLE_LOAN', loan_product = $2, loan_info = $3, vehicle = $4,
         submission = jsonb_set(submission, '{loanInfo}', $5::jsonb), esigning_status = 'NOTSIGNED', updated_at = now()
       WHERE id = $1`,
      [
        row.id,
        upgrade.loanProduct,
        JSON.stringify(loanInfoFor(found.product, loan)),
        vehicle ? JSON.stringify(vehicle) : null,
        JSON.stringify(loan),
      ],
    );
    return c.json({ failure: false, errorOrNull: null });
  });

  app.post('/application/feedback', async (c) => {
    const body = await readBody(c, feedbackSchema);
    if (!body.ok) return body.response;
    const { ssn } = session(c);
    const row = await own(body.value.preViewCaseId, ssn);
    if (!row)
      return fail(
        c,
        404,
        'PREVIEW_CASE_NOT_FOUND',
        MESSAGES.PREVIEW_CASE_NOT_FOUND,
        'No case with that id for this customer',
      );
    await db.query('INSERT INTO feedback (application_id, ssn, content) VALUES ($1, $2, $3)', [
      row.id,
      ssn,
      body.value.content,
    ]);
    return c.body(null, 204);
  });

  return app;
}
