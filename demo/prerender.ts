// What the demo's catalogue and docs pages used to add with their scripts after the first paint, written
// into the HTML by the server instead (issue 35, decision 0094): each addition above an element pushed it
// down as the page loaded. The scripts find these in place and only wire them up (demo/pages/assets/).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The copy bar `copyButton()` in manifest-ui.js wires: before every `pre[data-copy]`. */
export function copyBars(html: string): string {
  return html.replace(/<pre\b[^>]*\bdata-copy\b[^>]*>/g, (pre) => {
    const label = /aria-label="([^"]*)"/.exec(pre)?.[1] ?? 'code';
    return `<div class="copy-bar"><button type="button" class="copy" aria-label="Copy ${label}">Copy</button><span class="copy-status" role="status"></span></div>\n        ${pre}`;
  });
}

/** Developer prose of the manifest as HTML, as manifest-ui.js's `prose()` makes it. */
function prose(text: string): string {
  const clean = text.replace(/\s*\(spec \d[^)]*\)/g, '').replace(/,\s*spec \d+(\s*§[\d, §]+)?(?=\))/g, '');
  return clean
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

interface Declaration {
  tagName?: string;
  description?: string;
}

/** Each element's description from dist/custom-elements.json, by tag (none before the first build). */
function descriptions(distDir: string): Map<string, string> {
  const file = path.join(distDir, 'custom-elements.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { modules: Array<{ declarations?: Declaration[] }> };
  return new Map(
    manifest.modules.flatMap((m) =>
      (m.declarations ?? []).flatMap((d) => (d.tagName ? [[d.tagName, d.description ?? ''] as const] : [])),
    ),
  );
}

/**
 * The catalogue's summaries and the head of each reference (the link to the element's page and the
 * folded tables, which catalogue.js fills), per `section.catalogue-entry[data-tag]`.
 */
export function catalogueSlots(html: string, distDir: string): string {
  const byTag = descriptions(distDir);
  return html.replace(
    /(<section class="catalogue-entry" data-tag="([^"]+)"[\s\S]*?<\/section>)/g,
    (section: string, _whole: string, tag: string) => {
      const description = byTag.get(tag);
      if (description === undefined) return section;
      return section
        .replace('<p data-slot="summary"></p>', `<p data-slot="summary">${prose(description)}</p>`)
        .replace(
          '<div data-slot="reference"></div>',
          `<div data-slot="reference"><p><a href="/docs/${escapeHtml(tag)}">Full reference and live example of &lt;${escapeHtml(tag)}&gt;</a></p><details class="reference-tables"><summary>Attributes, events and CSS parts</summary></details></div>`,
        );
    },
  );
}

interface Integrity {
  entries: Record<string, { preload: string[]; reserve?: string }>;
}

/**
 * The docs' quick starts: each snippet's `<style>` that reserves the element's space (decision 0094), its
 * modulepreload lines, and the server's own address.
 */
export function docsSlots(html: string, distDir: string, origin: string): string {
  const file = path.join(distDir, 'integrity.json');
  const integrity = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Integrity) : null;
  return html
    .replace(
      /<span data-slot="preload" data-entry="([^"]+)"( data-absolute="true")?><\/span>/g,
      (slot: string, entry: string, absolute?: string) => {
        const base = `${absolute ? origin : ''}/dist/`;
        const info = integrity?.entries[entry];
        const style = info?.reserve ? `<style>${info.reserve}</style>\n` : '';
        const lines = [
          style,
          ...(info?.preload ?? []).map((dep) => `<link rel="modulepreload" href="${base}${dep}" />\n`),
        ]
          .map(escapeHtml)
          .join('');
        return slot.replace('></span>', `>${lines}</span>`);
      },
    )
    .replace(/<span data-slot="origin">[^<]*<\/span>/g, `<span data-slot="origin">${escapeHtml(origin)}</span>`);
}
