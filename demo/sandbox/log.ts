import type { SandboxContext } from './context.js';
import { routePath } from 'hono/route';

/**
 * The sandbox's log (decision 0013). A line names the request by its correlation id, its method and
 * its route pattern (`/application/ongoing/:id`, never the path itself), and the error by its class,
 * its code and where it was thrown. It never carries a message, a query, a header, a body or a value
 * of the request: a database error's message and detail quote the values it refused (tokens, national
 * ids, whole bodies), so they stay out.
 */

/** Where the lines go (tests swap it). */
export const logSink: { write: (line: string) => void } = {
  write: (line) => {
    console.error(line);
  },
};

/** `at …` frames of a stack, without its first line (which repeats the message). */
function framesOf(error: Error): string[] {
  return (error.stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 6);
}

/** A short, data-free name of what was thrown: class and, for database errors, the SQLSTATE code. */
function describe(error: unknown): { kind: string; frames: string[] } {
  if (!(error instanceof Error)) return { kind: typeof error, frames: [] };
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? ` SQLSTATE ${code}` : '';
  const name = /^[A-Za-z]\w{0,60}$/.test(error.name) ? error.name : 'Error';
  return { kind: `${name}${sqlState}`, frames: framesOf(error) };
}

/** Logs an unexpected error of a request without any of the request's data. */
export function logError(c: SandboxContext, error: unknown): void {
  const rcid = c.get('rcid');
  const pattern = routePath(c, -1);
  const route = /^[\w/:*.-]{1,200}$/.test(pattern) ? pattern : '(route)';
  const { kind, frames } = describe(error);
  logSink.write(
    [`[sandbox] 500 ${rcid} ${c.req.method} ${route}: ${kind}`, ...frames.map((f) => `    ${f}`)].join('\n'),
  );
}
