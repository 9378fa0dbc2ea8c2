// Builds reference tables from dist/custom-elements.json for the demo's catalogue and docs pages.
// DOM APIs and textContent only: nothing from the manifest is parsed as HTML.

/** Every custom-element declaration of the manifest, with the path of its module. */
export async function loadDeclarations() {
  const response = await fetch('/dist/custom-elements.json');
  if (!response.ok) throw new Error(`custom-elements.json: HTTP ${response.status}`);
  const manifest = await response.json();
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ ...declaration, modulePath: module.path })),
  );
}

/** Creates an element with text and children. */
export function element(tag, text, children = []) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
}

/**
 * A captioned table inside a focusable, named scrolling region (wide tables scroll sideways on a
 * phone and can be scrolled with the keyboard). The first column is set as code.
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
        cells.map((cell, i) =>
          element('td', undefined, [i === 0 ? element('code', cell) : document.createTextNode(cell)]),
        ),
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

/** The reference tables of one element: attributes, events, CSS parts, design tokens. */
export function referenceTables(declaration) {
  return [
    table(
      'Attributes',
      ['Attribute', 'Type', 'Default', 'Description'],
      (declaration.attributes ?? []).map((a) => [a.name, a.type?.text ?? '', a.default ?? '', a.description ?? '']),
    ),
    table(
      'Events',
      ['Event', 'Type', 'Description'],
      (declaration.events ?? []).map((e) => [e.name, e.type?.text ?? '', e.description ?? '']),
    ),
    ...(declaration.events ?? [])
      .filter((e) => e.detail)
      .map((e) =>
        table(
          `Detail of ${e.name} (${e.detail.name})`,
          ['Field', 'Type', 'Description'],
          e.detail.fields.map((f) => [`${f.name}${f.optional ? '?' : ''}`, f.type, f.description]),
        ),
      ),
    table(
      'CSS parts',
      ['Part', 'Description'],
      (declaration.cssParts ?? []).map((p) => [`::part(${p.name})`, p.description ?? '']),
    ),
    table(
      'Design tokens',
      ['Custom property', 'Default', 'Description'],
      (declaration.cssProperties ?? []).map((p) => [p.name, p.default ?? '', p.description ?? '']),
    ),
  ];
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
