import type { ComponentType } from 'react';
import { PRODUCT_SLUGS } from '../../domain/products.js';
import type { TextKey } from '../../texts/nb.js';
import type { Catalogue } from '../../texts/texts.js';

/** The app types of spec 1 §1: one application that behaves differently on each outer page. */
export const APP_TYPES = ['calculator', 'application', 'completion', 'landing'] as const;

/** An app type (the `app-type` attribute). */
export type AppType = (typeof APP_TYPES)[number];

/** Whether a value is an app type. */
export function isAppType(value: unknown): value is AppType {
  return typeof value === 'string' && (APP_TYPES as readonly string[]).includes(value);
}

/** What a route's view gets from the router. */
export interface RouteViewProps {
  /** The route's parameters, e.g. `{ id: 'car' }` for `/calculator/car` or `{ appId: '100000102' }`. */
  params: Readonly<Record<string, string>>;
  appType: AppType;
  /** The `id` query parameter (spec 1 §2: a trailing slash trimmed), or null. */
  applicationId: string | null;
  /** Base path or URL of the loan service. */
  serviceUrl: string | undefined;
  /** Base path or URL of the KYC declaration service. */
  kycServiceUrl: string | undefined;
  /** Whether a KYC-blocked customer is stopped (spec 1 §6 toggle). */
  enforceKycBlock: boolean;
  /** Heading level (2–6) of the view's title. */
  headingLevel: number;
}

/**
 * A route's view, loaded on demand: the component, the texts it brings along (merged under the app's
 * own, with the page's overrides) and its stylesheets (adopted into the app's shadow root).
 */
export interface RouteView {
  View: ComponentType<RouteViewProps>;
  catalogue: Catalogue;
  css: readonly string[];
}

/** Fetches a view's code (a dynamic import: a chunk of its own). */
export type RouteLoader = () => Promise<RouteView>;

/** One row of the route table (spec 1 §2 "Inner routes"). */
export interface Route {
  /** The path, `:name` capturing one segment, e.g. `/calculator/:id`. */
  pattern: string;
  /** The app types that have this route. */
  appTypes: readonly AppType[];
  /** Whether the route needs a logged-in customer (BankID); the app sends anyone else to the login. */
  login: boolean;
  /** The document title's text key. */
  title: TextKey;
  /** The view; `null` shows the page-not-found screen (a view not in this build). */
  load: RouteLoader | null;
  /** Parameters a fixed path stands for, e.g. `{ id: 'car' }` for `/car`. */
  params?: Readonly<Record<string, string>>;
  /** The view a customer goes on to from this one, fetched while they read it (decision 0112). */
  next?: RouteLoader;
}

const ALL: readonly AppType[] = APP_TYPES;

const chooser: RouteLoader = () => import('./views/chooser.js').then((m) => m.chooserView);
const calculator: RouteLoader = () => import('./views/calculator.js').then((m) => m.calculatorView);
const application: RouteLoader = () => import('./views/application.js').then((m) => m.applicationView);
const overview: RouteLoader = () => import('./views/overview.js').then((m) => m.overviewView);
const upgrade: RouteLoader = () => import('./views/upgrade.js').then((m) => m.upgradeView);
const upgradeSuccess: RouteLoader = () => import('./views/upgrade.js').then((m) => m.upgradeSuccessView);

/** The completion's view (`<salgspant-completion>`'s React component). */
const completion: RouteLoader = () => import('./views/completion.js').then((m) => m.completionView);

/**
 * The route table of spec 1 §2 as data. The first row whose pattern matches and whose app types include
 * the app's wins; no row gives the page-not-found screen.
 */
export const ROUTES: readonly Route[] = [
  { pattern: '/', appTypes: ['calculator'], login: false, title: 'app.title.chooser', load: chooser, next: calculator },
  { pattern: '/', appTypes: ['application'], login: true, title: 'app.title.application', load: application },
  { pattern: '/', appTypes: ['completion'], login: true, title: 'app.title.completion', load: completion },
  { pattern: '/', appTypes: ['landing'], login: true, title: 'app.title.overview', load: overview },
  { pattern: '/calculator', appTypes: ALL, login: false, title: 'app.title.chooser', load: chooser, next: calculator },
  { pattern: '/calculator/:id', appTypes: ALL, login: false, title: 'app.title.calculator', load: calculator },
  ...PRODUCT_SLUGS.map((slug): Route => ({
    pattern: `/${slug}`,
    appTypes: ALL,
    login: false,
    title: 'app.title.calculator',
    load: calculator,
    params: { id: slug },
  })),
  { pattern: '/application/form', appTypes: ALL, login: true, title: 'app.title.application', load: application },
  {
    pattern: '/application/receipt',
    appTypes: ALL,
    login: true,
    title: 'app.title.applicationReceipt',
    load: application,
  },
  { pattern: '/completion', appTypes: ALL, login: true, title: 'app.title.completion', load: completion },
  {
    pattern: '/completion/receipt',
    appTypes: ALL,
    login: true,
    title: 'app.title.completionReceipt',
    load: completion,
  },
  { pattern: '/upgrade/:appId', appTypes: ['landing'], login: true, title: 'app.title.upgrade', load: upgrade },
  {
    pattern: '/upgrade-success/:appId',
    appTypes: ['landing'],
    login: true,
    title: 'app.title.upgradeSuccess',
    load: upgradeSuccess,
  },
];

/** A route the address matched, with its parameters. */
export interface RouteMatch {
  route: Route;
  params: Readonly<Record<string, string>>;
}

/** A parameter: letters, digits, `-` and `_` (a slug or a case id), at most 64 characters. */
const PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The inner path of a hash: `#/calculator/car/?x=1` → `/calculator/car`. An empty hash is `/`; one
 * trailing slash is dropped, and a query inside the hash is not part of the path.
 */
export function innerPath(hash: string): string {
  const path = (hash.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** The route of an inner path for an app type, or null (page not found). */
export function matchRoute(path: string, appType: AppType, routes: readonly Route[] = ROUTES): RouteMatch | null {
  const segments = path.split('/').slice(1);
  for (const route of routes) {
    if (!route.appTypes.includes(appType)) continue;
    const parts = route.pattern.split('/').slice(1);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = { ...route.params };
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return false;
      }
      if (!PARAM.test(value)) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { route, params };
  }
  // The tax portal's failure marker after a flow's route (`#/completion/error`, spec 1 §2) is that
  // route's: the flow reads the marker and removes it from the address.
  return path.endsWith('/error') ? matchRoute(path.slice(0, -'/error'.length) || '/', appType, routes) : null;
}

/**
 * The `id` query parameter (spec 1 §2: the application id, a trailing slash trimmed), from the query
 * inside the hash (`#/completion?id=…`) or else the page's query (`?id=…#/completion`); null when absent.
 */
export function applicationIdOf(search: string, hash: string): string | null {
  const inHash = hash.includes('?') ? new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('id') : null;
  const value = (inHash ?? new URLSearchParams(search).get('id') ?? '').trim().replace(/\/+$/, '');
  return value === '' ? null : value;
}
