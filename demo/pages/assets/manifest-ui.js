// Builds reference tables from dist/custom-elements.json for the demo's catalogue and docs pages.
// DOM APIs and textContent only: nothing from the manifest is parsed as HTML. What they show comes
// from manifest-data.js, which the demo server also writes into the catalogue's HTML.
import { declarationsOf, proseParts, referenceTableData, setupNote, tokenTableData } from './manifest-data.js';

/** Every custom-element declaration of the manifest, with the path of its module. */
export async function loadDeclarations() {
  const response = await fetch('/dist/custom-elements.json');
  if (!response.ok) throw new Error(`custom-elements.json: HTTP ${response.status}`);
  return declarationsOf(await response.json());
}

/** Creates an element with text and children. */
export function element(tag, text, children = []) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
}

/**
 * Developer-facing prose from the manifest as DOM nodes: `code` spans become <code>, and the
 * internal references to the specs' sections ("(spec 1 §2)", ", spec 2") are left out.
 */
export function prose(text) {
  return proseParts(text).map((part) => (part.code ? element('code', part.text) : document.createTextNode(part.text)));
}

/**
 * A copy button for a code block: copies the block's text and says so in a live region.
 * The block stays selectable for browsers without clipboard access.
 */
export function copyButton(pre) {
  // The catalogue's server writes the bar into the page (demo/prerender.ts), so nothing moves when this runs.
  const written = pre.previousElementSibling?.classList.contains('copy-bar') ? pre.previousElementSibling : null;
  const button = written?.querySelector('button.copy') ?? element('button', 'Copy');
  button.type = 'button';
  button.className = 'copy';
  const label = pre.getAttribute('aria-label') ?? 'code';
  button.setAttribute('aria-label', `Copy ${label}`);
  const status = written?.querySelector('.copy-status') ?? element('span');
  status.className = 'copy-status';
  status.setAttribute('role', 'status');
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(pre.textContent);
      status.textContent = 'Copied';
    } catch {
      status.textContent = 'Select the code and copy it (this browser does not allow it here)';
    }
  });
  if (written) return button;
  const bar = element('div', undefined, [button, status]);
  bar.className = 'copy-bar';
  pre.before(bar);
  return button;
}

/** Adds a copy button to every `pre[data-copy]` of the page (or wires the one the server wrote). */
export function copyButtons(root = document) {
  for (const pre of root.querySelectorAll('pre[data-copy]')) copyButton(pre);
}

/**
 * A captioned table inside a focusable, named scrolling region. The first column is set as code; the
 * others as prose. Each cell carries its column's heading (`data-label`), which a narrow screen shows
 * beside the cell when the rows are stacked (site.css).
 */
export function table(caption, headings, rows) {
  const head = element('thead', undefined, [
    element(
      'tr',
      undefined,
      headings.map((h) => {
        const th = element('th', h);
        th.scope = 'col';
        return th;
      }),
    ),
  ]);
  const body = element(
    'tbody',
    undefined,
    rows.map((cells) =>
      element(
        'tr',
        undefined,
        cells.map((cell, i) => {
          const td = element('td', undefined, i === 0 ? [element('code', cell)] : prose(cell));
          td.dataset.label = headings[i];
          return td;
        }),
      ),
    ),
  );
  const wrap = element('div', undefined, [element('table', undefined, [element('caption', caption), head, body])]);
  wrap.className = 'table-wrap';
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', caption);
  return wrap;
}

/** The design tokens, the same for every element: shown once per page, not once per element. */
export function tokenTable(declaration) {
  const { caption, headings, rows } = tokenTableData(declaration);
  return table(caption, headings, rows);
}

/** The reference tables of one element: attributes, events, CSS parts (the tokens: {@link tokenTable}). */
export function referenceTables(declaration) {
  return referenceTableData(declaration).map(({ caption, headings, rows }) => table(caption, headings, rows));
}

/** Logs every event the manifest declares for the element, cancelling cancelable ones. */
export function logEvents(declaration, target, log) {
  for (const event of declaration.events ?? []) {
    target.addEventListener(event.name, (e) => {
      if (e.cancelable) e.preventDefault();
      const detail = e instanceof CustomEvent ? JSON.stringify(e.detail) : '';
      const line = `${new Date().toLocaleTimeString('nb-NO')}  ${e.type}  ${detail}${e.cancelable ? '  (cancelled here)' : ''}`;
      log.textContent = `${line}\n${log.textContent}`;
    });
  }
}

/** Kari Nordmann, the sandbox's test person with an approved car loan (case 100000001). */
const KARI = '14038512324';
/** The page's login as Kari: whether it succeeded. */
let kariLogin;

/**
 * What an example needs from the sandbox to open in a working state, made on the fly: the declaration
 * gets a fresh declaration token for Kari; the completion logs Kari in and opens her approved case.
 * Resolves with the attributes to add and a sentence saying what was done.
 */
export async function sandboxSetup(tagName) {
  const post = (path, body) =>
    fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (tagName === 'kyc-declaration') {
    const response = await post('/sandbox/api/kyc-token', { ssn: KARI, customer: 'PRIVATE' });
    if (!response.ok) return { attributes: {}, note: 'The sandbox gave no declaration token.' };
    const { token } = await response.json();
    return { attributes: { token }, note: setupNote(tagName) };
  }
  // The elements of a logged-in customer: Kari, with her approved loan (completion), her approved
  // loan commitment (upgrade) and both on her overview.
  const asKari = {
    'salgspant-completion': { 'application-id': '100000001', 'bank-reg-nr': '9999' },
    'salgspant-upgrade': { 'app-id': '100000002', 'bank-reg-nr': '9999' },
    'salgspant-overview': { 'bank-reg-nr': '9999' },
  }[tagName];
  if (asKari) {
    // One login for every example of the page.
    kariLogin ??= post('/sandbox/api/login', { ssn: KARI }).then((response) => response.ok);
    if (!(await kariLogin)) return { attributes: {}, note: 'The sandbox login failed.' };
    return { attributes: asKari, note: setupNote(tagName) };
  }
  return { attributes: {}, note: '' };
}
