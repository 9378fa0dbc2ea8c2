import type { SandboxContext, SandboxDeps } from './context.js';

/*
 * The addresses the sandbox hands out and the origins it answers as. Behind a load balancer an
 * instance's own address (its host and port, the scheme the balancer spoke to it) is not the one a
 * browser sees: every address it hands out comes from configuration (decision 0098), and only a
 * sandbox reached directly, as on a developer's machine, falls back to the request's own origin.
 */

/**
 * An origin setting, checked at start: empty (not set), or a bare origin such as
 * `https://sandbox.bank.example` (scheme, host, optional port; no path, no trailing slash).
 */
export function originSetting(name: string, value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return '';
  let origin: string | undefined;
  try {
    origin = new URL(trimmed).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== trimmed || !/^https?:/.test(trimmed)) {
    throw new Error(`${name} must be an origin such as https://sandbox.bank.example (no path), not "${trimmed}"`);
  }
  return trimmed;
}

/** The origin the browser reaches the sandbox at: the configured public origin, else the request's. */
export function publicOrigin(c: SandboxContext, deps: SandboxDeps): string {
  return deps.publicOrigin || new URL(c.req.url).origin;
}

/**
 * The origins that are the sandbox itself: the request's own, the configured public origin and the
 * e-signing simulator's. A form post, a Referer or a return address from one of them is the sandbox's.
 */
export function isOwnOrigin(c: SandboxContext, deps: SandboxDeps, origin: string): boolean {
  if (origin === '') return false;
  return origin === new URL(c.req.url).origin || origin === deps.publicOrigin || origin === deps.signingOrigin;
}

/** Whether cookies must be `Secure`: the public origin is https (a balancer may speak http to us). */
export function isSecure(c: SandboxContext, deps: SandboxDeps): boolean {
  return publicOrigin(c, deps).startsWith('https:');
}
