// The element catalogue (`/`) as the server writes it (decision 0106): what its script used to add after
// the first paint (each element's summary, what its example needs from the sandbox, the link to its
// reference and the head of its folded tables, the copy buttons' bars, the design tokens) is in the HTML,
// so nothing above or around an example moves while the page loads. The words and the tokens' table come
// from the same manifest-data.js the browser's scripts use; catalogue.js finds them in place and wires them up.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  declarationsOf,
  proseParts,
  setupNote,
  tokenTableData,
  type Declaration,
  type TableData,
} from './pages/assets/manifest-data.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Developer prose as HTML, as manifest-ui.js's `prose()` builds it. */
function prose(text: unknown): string {
  return proseParts(text)
    .map((part) => (part.code ? `<code>${escapeHtml(part.text)}</code>` : escapeHtml(part.text)))
    .join('');
}

/** A captioned table in a focusable, named region, as manifest-ui.js's `table()` builds it. */
function table({ caption, headings, rows }: TableData): string {
  const head = headings.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map(
      (cells) =>
        `<tr>${cells
          .map(
            (cell, i) =>
              `<td data-label="${escapeHtml(headings[i] ?? '')}">${i === 0 ? `<code>${escapeHtml(cell)}</code>` : prose(cell)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(caption)}"><table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** The copy bar `copyButton()` in manifest-ui.js wires: before every `pre[data-copy]`. */
export function copyBars(html: string): string {
  return html.replace(/<pre\b[^>]*\bdata-copy\b[^>]*>/g, (pre) => {
    const label = /aria-label="([^"]*)"/.exec(pre)?.[1] ?? 'code';
    return `<div class="copy-bar"><button type="button" class="copy" aria-label="Copy ${label}">Copy</button><span class="copy-status" role="status"></span></div>\n        ${pre}`;
  });
}

let manifestCache: { file: string; mtime: number; declarations: Declaration[] } | undefined;

/** The declarations of dist/custom-elements.json, read again only when the build has rewritten it. */
function declarations(distDir: string): Declaration[] {
  const file = path.join(distDir, 'custom-elements.json');
  if (!existsSync(file)) return [];
  const mtime = statSync(file).mtimeMs;
  if (manifestCache?.file !== file || manifestCache.mtime !== mtime) {
    manifestCache = { file, mtime, declarations: declarationsOf(JSON.parse(readFileSync(file, 'utf8'))) };
  }
  return manifestCache.declarations;
}

/**
 * The catalogue's page: per `section.catalogue-entry[data-tag]`, the element's summary, the note on what
 * its example needs from the sandbox, the link to its reference page and its folded tables' head, and the
 * names of its events (`data-events`, which catalogue.js logs); the design tokens once; the copy bars.
 * A tag the manifest does not declare keeps its empty slots.
 */
export function catalogue(html: string, distDir: string): string {
  const all = declarations(distDir);
  const byTag = new Map(all.map((d) => [d.tagName, d]));
  const first = all[0];
  const sections = html.replace(
    /<section class="catalogue-entry" data-tag="([^"]+)"([\s\S]*?)<\/section>/g,
    (section: string, tag: string, rest: string) => {
      const declaration = byTag.get(tag);
      if (!declaration) return section;
      const events = JSON.stringify((declaration.events ?? []).map((e) => e.name));
      const reference = [
        `<p><a href="/docs/${escapeHtml(tag)}">Full reference and live example of &lt;${escapeHtml(tag)}&gt;</a></p>`,
        // Folded: catalogue.js builds the tables when a reader opens them, not while the page loads.
        '<details class="reference-tables"><summary>Attributes, events and CSS parts</summary></details>',
      ].join('');
      const body = rest
        .replace('<p data-slot="summary"></p>', () => `<p data-slot="summary">${prose(declaration.description)}</p>`)
        .replace('<p data-slot="setup"></p>', () => `<p data-slot="setup">${escapeHtml(setupNote(tag))}</p>`)
        .replace('<div data-slot="reference"></div>', () => `<div data-slot="reference">${reference}</div>`);
      return `<section class="catalogue-entry" data-tag="${tag}" data-events="${escapeHtml(events)}"${body}</section>`;
    },
  );
  const tokens = first ? table(tokenTableData(first)) : '';
  return copyBars(sections.replace('<div data-slot="tokens"></div>', () => `<div data-slot="tokens">${tokens}</div>`));
}
