import { findVehicle, SEED_YEAR } from '../../demo/sandbox/seed/vehicles.js';
import { resolveConfig } from '../../src/config/config.js';
import { UPGRADE_FEATURE, UpgradeModel } from '../../src/flows/upgrade/upgrade.model.js';
import { upgradeCatalogue } from '../../src/flows/upgrade/upgrade.texts.js';
import type { SalgspantNavigateDetail, SalgspantNavigateEvent } from '../../src/platform/events.js';
import type { OngoingApplication, VehicleDetails } from '../../src/schemas/loan.js';
import { loanService, type Route } from './fake-service.js';
import { ongoing, session } from './ongoing.js';

/** The commitment upgraded in the upgrade's tests. */
export const APP_ID = '100000001';
export const FEATURE = `GET features/${UPGRADE_FEATURE}`;
/** The upgrade's clock: mid-year of the sandbox's vehicle ages. */
export const NOW = new Date(Date.UTC(SEED_YEAR, 5, 1));

/** A vehicle of the sandbox's register. */
export function vehicle(plate: string): VehicleDetails {
  const found = findVehicle(plate);
  if (!found) throw new Error(`no seed vehicle ${plate}`);
  return found.details;
}

/** POST /vehicle/details's answer: the vehicle, or the service's error name in the envelope. */
export function lookupAnswer(found: VehicleDetails | string) {
  return typeof found === 'string'
    ? { body: { failure: true, errorOrNull: { name: found, message: found }, responseOrNull: null } }
    : { body: { failure: false, errorOrNull: null, responseOrNull: { vehicleDetails: found } } };
}

/**
 * The upgrade of a logged-in customer with the toggle on and `application` in the landing list, over
 * the real loan client; `routes` add or replace answers. Navigations are recorded, the location is given.
 */
export function upgrade(
  options: {
    appId?: string;
    application?: Partial<OngoingApplication>;
    routes?: Record<string, Route>;
    /** The clock; default {@link NOW}. */
    now?: () => Date;
  } = {},
) {
  const service = loanService({
    'GET user/session': { body: session(true) },
    [FEATURE]: { body: true },
    'GET landingpage': { body: [ongoing(APP_ID, options.application)] },
    ...options.routes,
  });
  const host = new EventTarget();
  const navigations: SalgspantNavigateDetail[] = [];
  host.addEventListener('salgspant-navigate', (event) => navigations.push((event as SalgspantNavigateEvent).detail));
  const assigned: string[] = [];
  const model = new UpgradeModel({
    appId: 'appId' in options ? options.appId : APP_ID,
    client: service.transport,
    config: resolveConfig({}, {}, upgradeCatalogue).config,
    host,
    now: options.now ?? (() => NOW),
    location: {
      href: `https://bank.test/min-oversikt/soknadsoversikt#/upgrade/${APP_ID}`,
      assign: (href) => void assigned.push(String(href)),
    },
  });
  return { model, service, navigations, assigned };
}
