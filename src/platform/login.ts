import { elementLanguage, type Language } from '../texts/language.js';
import { navigate, type Navigator } from './events.js';

/** The sandbox's BankID login, when the service names none. */
const DEFAULT_LOGIN_PATH = '/sandbox/login';

/**
 * The address of the BankID login that comes back to `here` afterwards: the service's `kundeIdUrl`
 * (resolved against the service's base), with `returnTo` set to the same-site part of `here`. Same
 * origin as `here`: a path; otherwise the full URL. `ui_locales` asks the login for the element's
 * language (decision 0111).
 */
export function loginAddress(
  kundeIdUrl: string | null,
  serviceBase: string,
  here: string,
  language: Language = 'nb',
): string {
  const url = new URL(kundeIdUrl ?? DEFAULT_LOGIN_PATH, new URL(serviceBase, here));
  const back = new URL(here);
  url.searchParams.set('returnTo', `${back.pathname}${back.search}${back.hash}`);
  url.searchParams.set('ui_locales', language);
  return url.origin === back.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * Sends the visitor to the BankID login and back (cancelable `salgspant-navigate`, route null).
 * Returns the address and whether the navigation went ahead.
 */
export function goToLogin(
  host: EventTarget,
  options: {
    kundeIdUrl: string | null;
    serviceBase: string;
    location?: (Navigator & Pick<Location, 'href'>) | undefined;
  },
): { href: string; proceeded: boolean } {
  const here = options.location?.href ?? globalThis.location.href;
  const href = loginAddress(options.kundeIdUrl, options.serviceBase, here, elementLanguage(host));
  const proceeded = navigate(host, { href, path: href, route: null }, options.location);
  return { href, proceeded };
}
