import type * as z from 'zod/mini';
import type { SandboxContext } from './context.js';
import '../../src/texts/messages.js';
import { en } from '../../src/texts/en.js';
import { nb, type TextKey } from '../../src/texts/nb.js';
import { createTranslate } from '../../src/texts/texts.js';
import { errorBody, localText, messageOf as messageOrDefault, type LocalText } from './errors.js';
import { languageOf, type InEachLanguage, type Language } from './language.js';

const translate: InEachLanguage<ReturnType<typeof createTranslate>> = {
  nb: createTranslate(nb),
  en: createTranslate(en),
};

/**
 * The text of a message of the shared rules and schemas: they carry text keys (the elements show the
 * key's text, with a page's overrides); the service answers with the catalogue's default, in Norwegian
 * unless another language is asked for (developer messages stay Norwegian-worded as they were).
 */
export function serviceText(message: string, language: Language = 'nb'): string {
  return translate[language](message as TextKey);
}

/** A shared rule's message for the customer, in the request's language (decision 0110). */
export function customerText(c: SandboxContext, message: string): LocalText {
  return localText(serviceText(message, languageOf(c)));
}

/** The result of reading a request body: the parsed value, or the 4xx answer to send. */
export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** How a body is read. */
export interface ReadOptions {
  /** The error name of a wrong content type or broken JSON (default INVALID_APPLICATION_REQUEST). */
  name?: string;
  /** The error name for a schema problem at a path (default: `name`). */
  nameFor?: (path: readonly PropertyKey[]) => string;
  /** An empty body (no bytes at all, any content type) reads as `{}` (calls whose body is optional). */
  allowEmpty?: boolean;
}

const DEFAULT_NAME = 'INVALID_APPLICATION_REQUEST';

const messageOf = (name: string) => messageOrDefault(name, DEFAULT_NAME);

/**
 * Reads a JSON body without validating it: a wrong content type is 415, a body that is not JSON is 400
 * (never a 500).
 */
export async function readJson(c: SandboxContext, options: ReadOptions = {}): Promise<BodyResult<unknown>> {
  const name = options.name ?? DEFAULT_NAME;
  if (options.allowEmpty) {
    const text = await c.req.text();
    if (text === '') return { ok: true, value: {} };
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return {
        ok: false,
        response: c.json(
          errorBody(c, 415, name, messageOf(name), 'Content-Type must be application/json', 'VALIDATION'),
          415,
        ),
      };
    }
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return {
        ok: false,
        response: c.json(errorBody(c, 400, name, messageOf(name), 'Body is not valid JSON', 'VALIDATION'), 400),
      };
    }
  }
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    return {
      ok: false,
      response: c.json(
        errorBody(c, 415, name, messageOf(name), 'Content-Type must be application/json', 'VALIDATION'),
        415,
      ),
    };
  }
  try {
    return { ok: true, value: (await c.req.json()) as unknown };
  } catch {
    return {
      ok: false,
      response: c.json(errorBody(c, 400, name, messageOf(name), 'Body is not valid JSON', 'VALIDATION'), 400),
    };
  }
}

/** `path: message` of a schema problem, as `developerMessage` words it ("(body)" for the whole body). */
export function describeIssue(issue: { path: readonly PropertyKey[]; message: string } | undefined): string {
  const where = issue?.path.length ? issue.path.map(String).join('.') : '(body)';
  return `${where}: ${issue ? serviceText(issue.message) : 'invalid'}`;
}

/** Validates a value with a shared schema: the value, or 400 with the first problem in `developerMessage`. */
export function validate<S extends z.ZodMiniType>(
  c: SandboxContext,
  schema: S,
  value: unknown,
  options: ReadOptions = {},
): BodyResult<z.infer<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const name = options.nameFor?.(issue?.path ?? []) ?? options.name ?? DEFAULT_NAME;
  return {
    ok: false,
    response: c.json(errorBody(c, 400, name, messageOf(name), describeIssue(issue), 'VALIDATION'), 400),
  };
}

/**
 * Reads a JSON body and validates it with a shared schema. A wrong content type is 415, a body that is
 * not JSON or breaks the schema is 400 with the error JSON (never a 500); the first problem is named in
 * `developerMessage`.
 */
export async function readBody<S extends z.ZodMiniType>(
  c: SandboxContext,
  schema: S,
  /** The error name for a schema problem at a path (default INVALID_APPLICATION_REQUEST). */
  nameFor: (path: readonly PropertyKey[]) => string = () => DEFAULT_NAME,
): Promise<BodyResult<z.infer<S>>> {
  return parseBody(c, schema, { nameFor });
}

/** readJson, then validate. */
export async function parseBody<S extends z.ZodMiniType>(
  c: SandboxContext,
  schema: S,
  options: ReadOptions = {},
): Promise<BodyResult<z.infer<S>>> {
  const json = await readJson(c, options);
  if (!json.ok) return json;
  return validate(c, schema, json.value, options);
}
