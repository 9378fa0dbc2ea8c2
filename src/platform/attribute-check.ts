import type { AttributeSpec } from './element-spec.js';

/** How r2wc reads a boolean attribute (`@r2wc/core`): what a value other than true/false turns into. */
const r2wcBoolean = (raw: string): boolean => /^[ty1-9]/i.test(raw);

/**
 * Checks an element's attributes, as written in HTML, against the enumerations of its spec: one warning
 * per attribute whose value is not allowed, naming the attribute, the value, the allowed values and what
 * the element does instead. Attributes that are absent are not checked (their default applies).
 *
 * `names` are the attributes as r2wc observes them, one per spec and in the specs' order (r2wc names each
 * from its property): the bundles carry no attribute `name`, which strip-docs keeps for the manifest
 * (decision 0096; test/node/attribute-names.test.ts holds every spec's `name` to r2wc's).
 */
export function checkAttributes(
  specs: ReadonlyArray<Pick<AttributeSpec, 'type' | 'values' | 'fallback'>>,
  names: readonly string[],
  read: (name: string) => string | null,
): string[] {
  const warnings: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const name = names[i] ?? '';
    const raw = read(name);
    if (raw === null || (raw === '' && spec.type !== 'boolean')) continue;
    const values = spec.type === 'boolean' ? ['true', 'false'] : spec.values;
    if (!values || values.includes(raw)) continue;
    const fallback = spec.type === 'boolean' ? `read as ${String(r2wcBoolean(raw))}` : (spec.fallback ?? 'ignored');
    warnings.push(`attribute ${name}="${raw}" is not one of ${values.join(', ')}; ${fallback}`);
  }
  return warnings;
}
