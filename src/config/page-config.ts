import * as z from 'zod/mini';
import { outerPathSchema, siteOrigin } from './paths.js';

/** Field-level overrides a CMS may give for a form field: its label, hint and placeholder. */
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

/**
 * The configuration a page embeds as JSON in `<script type="application/json" data-react="…">`
 * (spec 1 §1: texts, form, landing page path, bank registration number, completion paths).
 * Every key is optional; what is missing falls back to the element's attribute or the specs' default.
 */
export interface PageConfig {
  /** Text overrides by text key, e.g. `{ "chooser.select": "Velg" }`. */
  texts?: Record<string, string>;
  /** Form field overrides by field id, e.g. `{ "calculator.vehiclePrice": { "hint": "…" } }`. */
  form?: Record<string, FieldOverride>;
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

const fieldOverrideSchema = z.strictObject({
  label: z.optional(z.string()),
  hint: z.optional(z.string()),
  placeholder: z.optional(z.string()),
});

/** The bank registration number: four digits. */
export const bankRegNrSchema = z.string().check(z.regex(/^\d{4}$/, 'must be four digits'));

/** One schema per top-level key, so that one bad key does not discard the good ones. */
const keySchemas = {
  texts: z.record(z.string(), z.string()),
  form: z.record(z.string(), fieldOverrideSchema),
  bankRegNr: bankRegNrSchema,
  bankUrl: z.string().check(z.refine((v) => siteOrigin(v) !== null, 'must be an http(s) address of the bank')),
  calculatorPath: outerPathSchema,
  landingPagePath: outerPathSchema,
  applicationPath: outerPathSchema,
  kycToken: z.string().check(
    z.refine((v) => !/^\d{11}$/.test(v), 'must be an opaque token, never a national id'),
    z.regex(/^[\w.~+/=-]{1,1024}$/, 'must be a token (letters, digits and . _ ~ + / = -)'),
  ),
  requestTimeoutMs: z.int().check(z.gte(100), z.lte(120_000)),
  // Checked key by key where it is read (the calculator's dealerOf), by the same rules as its attributes.
  dealer: z.record(z.string(), z.union([z.string(), z.number()])),
  completionPaths: z.strictObject({
    securedLoan: z.optional(outerPathSchema),
    creditLoan: z.optional(outerPathSchema),
    creditLoanAdvisor: z.optional(outerPathSchema),
    creditCard: z.optional(outerPathSchema),
  }),
} satisfies { [K in keyof PageConfig]-?: z.ZodMiniType };

/** A page configuration parsed from JSON, with what was wrong in it. */
export interface ParsedPageConfig {
  config: PageConfig;
  warnings: string[];
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
    const schema = (keySchemas as Record<string, z.ZodMiniType>)[key];
    if (!schema) {
      warnings.push(`${source}: unknown key "${key}" ignored`);
      continue;
    }
    const result = schema.safeParse(raw);
    if (result.success) config[key] = result.data;
    else {
      const issue = result.error.issues[0];
      const where = [key, ...(issue?.path ?? [])].join('.');
      warnings.push(`${source}: "${where}" ${issue?.message ?? 'is invalid'}; ignored`);
    }
  }
  return { config: config, warnings };
}

/** Combines configurations; later ones win key by key, and texts, form and completion paths merge. */
export function mergePageConfigs(configs: readonly PageConfig[]): PageConfig {
  const merged: PageConfig = {};
  for (const config of configs) {
    const { texts, form, completionPaths, ...rest } = config;
    Object.assign(merged, rest);
    if (texts) merged.texts = { ...merged.texts, ...texts };
    if (form) merged.form = { ...merged.form, ...form };
    if (completionPaths) merged.completionPaths = { ...merged.completionPaths, ...completionPaths };
  }
  return merged;
}

/**
 * Reads the page's embedded JSON configuration: every `<script type="application/json" data-react>`
 * in document order, or only those whose `data-react` value is `key` when a key is given.
 */
export function readPageConfig(root: ParentNode, key?: string): ParsedPageConfig {
  const warnings: string[] = [];
  const configs: PageConfig[] = [];
  const scripts = root.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-react]');
  for (const script of scripts) {
    const name = script.dataset.react ?? '';
    if (key && name !== key) continue;
    const source = `<script data-react="${name}">`;
    let value: unknown;
    try {
      value = JSON.parse(script.textContent);
    } catch {
      warnings.push(`${source}: not valid JSON; ignored`);
      continue;
    }
    const parsed = parsePageConfig(value, source);
    configs.push(parsed.config);
    warnings.push(...parsed.warnings);
  }
  return { config: mergePageConfigs(configs), warnings };
}
