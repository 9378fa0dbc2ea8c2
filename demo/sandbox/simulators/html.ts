import { SIMULATOR_TEXTS, type SimulatorTexts } from './texts.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Tagged template that escapes every interpolated value unless it is `raw()`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks markup as already safe. */
export const raw = (value: string) => new Raw(value);

function toHtml(value: unknown): string {
  if (value instanceof Raw) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  return escapeHtml(value);
}

/** A sandbox page in the demo bank's look, in the language of `texts` (Norwegian unless given). */
export function page(title: string, body: Raw, texts: SimulatorTexts = SIMULATOR_TEXTS.nb): string {
  return `<!doctype html>
<html lang="${texts.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} – ${texts.titleSuffix}</title>
  <link rel="stylesheet" href="/assets/site.css">
  <link rel="stylesheet" href="/assets/sandbox.css">
</head>
<body>
  <header class="site-header"><div class="inner"><a class="brand" href="/">Demobanken</a><span class="sandbox-badge">${texts.badge}</span></div></header>
  <main id="main" class="page">${body.value}</main>
</body>
</html>`;
}
