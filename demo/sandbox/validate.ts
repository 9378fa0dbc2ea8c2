import type * as z from 'zod/mini';
import type { SandboxContext } from './context.js';
import { errorBody, MESSAGES } from './errors.js';

/** The result of reading a request body: the parsed value, or the 4xx answer to send. */
export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it with a shared schema. A wrong content type is 415, a body that is
 * not JSON or breaks the schema is 400 with the error JSON (never a 500); the first problem is named in
 * `developerMessage`.
 */
export async function readBody<S extends z.ZodMiniType>(
  c: SandboxContext,
  schema: S,
  /** The error name for a schema problem at a path (default INVALID_APPLICATION_REQUEST). */
  nameFor: (path: readonly PropertyKey[]) => string = () => 'INVALID_APPLICATION_REQUEST',
): Promise<BodyResult<z.infer<S>>> {
  const errorName = 'INVALID_APPLICATION_REQUEST';
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return {
      ok: false,
      response: c.json(errorBody(c, 415, errorName, MESSAGES[errorName] ?? MESSAGES['INVALID_APPLICATION_REQUEST']!, 'Content-Type must be application/json', 'VALIDATION'), 415),
    };
  }
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return {
      ok: false,
      response: c.json(errorBody(c, 400, errorName, MESSAGES[errorName] ?? MESSAGES['INVALID_APPLICATION_REQUEST']!, 'Body is not valid JSON', 'VALIDATION'), 400),
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(body)';
    const name = nameFor(issue?.path ?? []);
    return {
      ok: false,
      response: c.json(
        errorBody(c, 400, name, MESSAGES[name] ?? MESSAGES['INVALID_APPLICATION_REQUEST']!, `${where}: ${issue?.message ?? 'invalid'}`, 'VALIDATION'),
        400,
      ),
    };
  }
  return { ok: true, value: parsed.data };
}
