import type { AttributeSpec } from './element-spec.js';

/** How r2wc reads a boolean attribute (`@r2wc/core`): what a value other than true/false turns into. */
const r2wcBoolean = (raw: string): boolean => /^[ty1-9]/i.test(raw);

/**
 * The attribute r2wc observes for a property (`@r2wc/core`'s own rule: `headingLevel` → `heading-level`).
 * The bundles carry no attribute `name` (scripts/lib/rollup/strip-docs.mjs keeps it for the manifest only),
 * so the check names the attribute as r2wc reads it; test/node/attribute-names.test.ts holds every spec's
 * `name` to this.
 */
export const attributeName = (property: string): string =>
  property.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);

/**
 * Checks an element's attributes, as written in HTML, against the enumerations of its spec: one warning
 * per attribute whose value is not allowed, naming the attribute, the value, the allowed values and what
 * the element does instead. Attributes that are absent are not checked (their default applies).
 */
export function checkAttributes(
  specs: ReadonlyArray<Omit<AttributeSpec, 'name' | 'description'>>,
  read: (name: string) => string | null,
): string[] {
  const warnings: string[] = [];
  for (const spec of specs) {
    const name = attributeName(spec.property);
    const raw = read(name);
    if (raw === null || (raw === '' && spec.type !== 'boolean')) continue;
    const values = spec.type === 'boolean' ? ['true', 'false'] : spec.values;
    if (!values || values.includes(raw)) continue;
    const fallback = spec.type === 'boolean' ? `read as ${String(r2wcBoolean(raw))}` : (spec.fallback ?? 'ignored');
    warnings.push(`attribute ${name}="${raw}" is not one of ${values.join(', ')}; ${fallback}`);
  }
  return warnings;
}
