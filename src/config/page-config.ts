import { outerPathProblem, siteOrigin } from './paths.js';

/**
 * Field-level overrides (label, hint, placeholder). Not read: a field's texts are text keys, set through
 * `texts` (decision 0055); kept for the public types until a release removes it.
 */
export interface FieldOverride {
  label?: string;
  hint?: string;
  placeholder?: string;
}

/**
 * What a partner dealer says about the car it sells, for `<salgspant-calculator>` (page JSON `dealer`;
 * each key is also an attribute of the element, which wins). Decision 0049.
 */
export interface DealerConfig {
  /** The car's price in whole kroner: «Kjøpesum» starts with it. */
  price?: number;
  /** The car's registration number: looked up when the calculator loads. */
  registrationNumber?: string;
  /** The car's odometer in km, sent with the lookup. */
  odometer?: number;
  /** The equity to start with, in whole kroner. */
  equity?: number;
  /** The repayment period to start with, in months (kept when the product offers it). */
  period?: number;
  /** The loan types offered: `loan`, `commitment`, or both (default, `loan commitment`). */
  loanTypes?: string;
  /** The address of the dealer's page for the car (`https:`), sent to the bank as `vehicleURL`. */
  vehicleUrl?: string;
  /** The dealer's id at the bank: it goes with the calculation to the application and into its events. */
  partnerId?: string;
}

/** The page's text overrides: Norwegian by key, English by key under `en` (decision 0111). */
export interface PageTexts {
  [key: string]: string | Readonly<Record<string, string>> | undefined;
  en?: Readonly<Record<string, string>>;
}

/**
 * The configuration a page embeds as JSON in `<script type="application/json" data-react="…">`
 * (spec 1 §1: texts, form, landing page path, bank registration number, completion paths). Spec 1's
 * "form" is served by `texts` (decision 0055): a page's `form` key is unknown and named in the console.
 * Every key is optional; what is missing falls back to the element's attribute or the specs' default.
 */
export interface PageConfig {
  /**
   * Text overrides by text key, e.g. `{ "chooser.select": "Velg" }`: the Norwegian texts; under `en`,
   * the English ones (`{ "chooser.select": "Velg", "en": { "chooser.select": "Choose" } }`, decision 0111).
   */
  texts?: PageTexts;
  /** The bank's four-digit registration number, sent to the services as `X-BankRegNr`. */
  bankRegNr?: string;
  /**
   * The bank's site (`https://bank.example`), for an element on a partner's page: every outer address
   * is resolved against it. Default: the origin of an absolute `service-url`.
   */
  bankUrl?: string;
  /** Outer path of the calculator page. */
  calculatorPath?: string;
  /** Outer path of the landing page (ongoing applications). */
  landingPagePath?: string;
  /** Outer path of the application page. */
  applicationPath?: string;
  /**
   * The customer declaration's token (opaque), for a page that renders `<kyc-declaration>` for one
   * declaration. A value that looks like a national id (11 digits) is refused.
   */
  kycToken?: string;
  /**
   * Milliseconds one attempt of a service call may take before the element says the bank does not
   * answer (default 15 000; 100–120 000). Reads are repeated twice on their own before that.
   */
  requestTimeoutMs?: number;
  /** The dealer's car, for the calculator on a partner's page: the keys of {@link DealerConfig}. */
  dealer?: Record<string, string | number>;
  /** Outer paths of the completion pages. */
  completionPaths?: {
    securedLoan?: string;
    creditLoan?: string;
    creditLoanAdvisor?: string;
    creditCard?: string;
  };
}

/**
 * A key's check: what is wrong with a value, as `[path below the key, message]`, or undefined when the
 * value is good. Plain checks rather than schemas: every element reads the page JSON, and the vehicle
 * chooser calls no service, so its first visit carries no schema library (decision 0059).
 */
type Check = (value: unknown) => [path: string, message: string] | undefined;

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a value is not a bank registration number (four digits), or undefined when it is one. */
export function bankRegNrProblem(value: unknown): string | undefined {
  return isString(value) && /^\d{4}$/.test(value) ? undefined : 'must be four digits';
}

const outerPath: Check = (value) => {
  const problem = outerPathProblem(value);
  return problem ? ['', problem] : undefined;
};

const COMPLETION_KINDS = ['securedLoan', 'creditLoan', 'creditLoanAdvisor', 'creditCard'];

/** One check per top-level key, so that one bad key does not discard the good ones. */
const keyChecks: { [K in keyof PageConfig]-?: Check } = {
  texts: (value) => {
    if (!isObject(value)) return ['', 'must be an object of texts by key'];
    // `en` holds the English texts by key: the English pack checks them when it loads (decision 0111).
    const bad = Object.keys(value).find((key) => !isString(value[key]) && key != 'en');
    return bad === undefined ? undefined : [`.${bad}`, 'must be a text'];
  },
  bankRegNr: (value) => {
    const problem = bankRegNrProblem(value);
    return problem ? ['', problem] : undefined;
  },
  bankUrl: (value) =>
    isString(value) && siteOrigin(value) !== null ? undefined : ['', 'must be an http(s) address of the bank'],
  calculatorPath: outerPath,
  landingPagePath: outerPath,
  applicationPath: outerPath,
  kycToken: (value) =>
    !isString(value)
      ? ['', 'must be a token']
      : /^\d{11}$/.test(value)
        ? ['', 'must be an opaque token, never a national id']
        : /^[\w.~+/=-]{1,1024}$/.test(value)
          ? undefined
          : ['', 'must be a token (letters, digits and . _ ~ + / = -)'],
  requestTimeoutMs: (value) =>
    Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 120_000
      ? undefined
      : ['', 'must be a whole number of milliseconds from 100 to 120000'],
  // Checked key by key where it is read (the calculator's dealerOf), by the same rules as its attributes.
  dealer: (value) => {
    if (!isObject(value)) return ['', 'must be an object'];
    const bad = Object.keys(value).find((key) => !['string', 'number'].includes(typeof value[key]));
    return bad === undefined ? undefined : [`.${bad}`, 'must be a text or a number'];
  },
  completionPaths: (value) => {
    if (!isObject(value)) return ['', 'must be an object of completion paths'];
    for (const [kind, path] of Object.entries(value)) {
      if (!COMPLETION_KINDS.includes(kind)) return [`.${kind}`, `is not one of ${COMPLETION_KINDS.join(', ')}`];
      const problem = outerPathProblem(path);
      if (problem) return [`.${kind}`, problem];
    }
    return undefined;
  },
};

/** A page configuration parsed from JSON, with what was wrong in it. */
export interface ParsedPageConfig {
  config: PageConfig;
  warnings: string[];
  /** Each script's configuration, in the page's order: the English pack merges their `texts.en` (decision 0111). */
  configs?: readonly PageConfig[];
}

/**
 * Validates one parsed JSON value as page configuration. Unknown or invalid keys are dropped with a
 * warning; valid keys are kept.
 */
export function parsePageConfig(value: unknown, source = 'page JSON'): ParsedPageConfig {
  const warnings: string[] = [];
  const config: Record<string, unknown> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { config, warnings: [`${source}: expected a JSON object`] };
  }
  for (const [key, raw] of Object.entries(value)) {
    const check = Object.hasOwn(keyChecks, key) ? keyChecks[key as keyof PageConfig] : undefined;
    if (!check) {
      warnings.push(`${source}: unknown key "${key}" ignored`);
      continue;
    }
    const problem = check(raw);
    if (!problem) config[key] = raw;
    else warnings.push(`${source}: "${key}${problem[0]}" ${problem[1]}, not ${JSON.stringify(raw)}; ${FALLBACK}`);
  }
  return { config: config, warnings };
}

/** Combines configurations; later ones win key by key, and texts and completion paths merge. */
export function mergePageConfigs(configs: readonly PageConfig[]): PageConfig {
  const merged: PageConfig = {};
  for (const config of configs) {
    const { texts, completionPaths, ...rest } = config;
    Object.assign(merged, rest);
    if (texts) merged.texts = { ...merged.texts, ...texts };
    if (completionPaths) merged.completionPaths = { ...merged.completionPaths, ...completionPaths };
  }
  return merged;
}

/** How a warning about the page JSON ends: what the element does instead. */
const FALLBACK = 'the attributes and defaults apply';

// The scan's tokens, sticky (`y`): each is tried at the scan's place, never on a copy of the rest.
const SPACE = /[ \t\n\r]*/y;
// eslint-disable-next-line no-control-regex -- a JSON string holds no control characters
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[\da-fA-F]{4}))*"/y;
const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const COLON = /:/y;

/**
 * Where `text` stops being JSON: the offset of the first character a JSON parser cannot take, or -1.
 * A tiny scan for engines whose `JSON.parse` message names no place (WebKit); it runs only for a text
 * that JSON.parse already refused. (A parser library would be an on-demand chunk of several kB: the
 * calculator's on-demand budget has no room for it, decision 0076.) One pass, in linear time, with its
 * own stack of open brackets: an editor's text nested thousands deep cannot overflow the call stack.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const take = (pattern: RegExp): boolean => {
    pattern.lastIndex = i;
    if (!pattern.test(text)) return false;
    i = pattern.lastIndex;
    return true;
  };
  /** An object member's name and colon. */
  const name = () => take(SPACE) && take(STRING) && take(SPACE) && take(COLON);
  const closers: string[] = [];
  for (;;) {
    // A value.
    take(SPACE);
    const open = text[i];
    if (open === '{' || open === '[') {
      i++;
      take(SPACE);
      const close = open === '{' ? '}' : ']';
      if (text[i] === close) i++;
      else {
        closers.push(close);
        if (open === '{' && !name()) return i;
        continue;
      }
    } else if (!take(open === '"' ? STRING : SCALAR)) return i;
    // After a value: close what it ends, then the next member, or the end of the text.
    for (;;) {
      take(SPACE);
      const close = closers.at(-1);
      if (close === undefined) return i < text.length ? i : -1;
      if (text[i] === close) {
        i++;
        closers.pop();
        continue;
      }
      if (text[i] !== ',') return i;
      i++;
      if (close === '}' && !name()) return i;
      break;
    }
  }
}

/**
 * Where JSON.parse stopped, as "line L, column C": from the engine's message when it says (Chromium
 * and Node "position N", newer ones and Firefox "line L column C"), else from {@link jsonErrorOffset}.
 */
export function jsonErrorPlace(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : jsonErrorOffset(text);
  if (offset < 0) return '?';
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/**
 * Reads the page's embedded JSON configuration: every `<script type="application/json" data-react>`
 * in document order, or only those whose `data-react` value is `key` when a key is given.
 */
export function readPageConfig(root: ParentNode, key?: string): ParsedPageConfig {
  const warnings: string[] = [];
  const configs: PageConfig[] = [];
  const scripts = [...root.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-react]')];
  if (key && !scripts.some((script) => script.dataset.react === key)) {
    warnings.push(
      `config="${key}" names no data-react script (the page has ${scripts.map((s) => `"${s.dataset.react}"`).join(', ') || 'none'}); ${FALLBACK}`,
    );
  }
  for (const script of scripts) {
    const name = script.dataset.react ?? '';
    if (key && name !== key) continue;
    const source = `<script data-react="${name}">`;
    const text = script.textContent;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      warnings.push(`${source}: not valid JSON at ${jsonErrorPlace(text, error)}, all ignored; ${FALLBACK}`);
      continue;
    }
    const parsed = parsePageConfig(value, source);
    configs.push(parsed.config);
    warnings.push(...parsed.warnings);
  }
  return { config: mergePageConfigs(configs), warnings, configs };
}
