import type { AttributeSpec } from './element-spec.js';

/** How r2wc reads a boolean attribute (`@r2wc/core`): what a value other than true/false turns into. */
const r2wcBoolean = (raw: string): boolean => /^[ty1-9]/i.test(raw);

/**
 * Checks an element's attributes, as written in HTML, against the enumerations of its spec: one warning
 * per attribute whose value is not allowed, naming the attribute, the value, the allowed values and what
 * the element does instead. Attributes that are absent are not checked (their default applies).
 */
export function checkAttributes(specs: readonly AttributeSpec[], read: (name: string) => string | null): string[] {
  const warnings: string[] = [];
  for (const spec of specs) {
    const raw = read(spec.name);
    if (raw === null || (raw === '' && spec.type !== 'boolean')) continue;
    const values = spec.type === 'boolean' ? ['true', 'false'] : spec.values;
    if (!values || values.includes(raw)) continue;
    const fallback = spec.type === 'boolean' ? `read as ${String(r2wcBoolean(raw))}` : (spec.fallback ?? 'ignored');
    warnings.push(`attribute ${spec.name}="${raw}" is not one of ${values.join(', ')}; ${fallback}`);
  }
  return warnings;
}
