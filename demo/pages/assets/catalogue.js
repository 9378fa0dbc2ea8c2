// The catalogue page: fills each element's reference from dist/custom-elements.json and logs the
// element's events instead of following them. DOM APIs and textContent only: nothing is parsed as HTML.
const manifest = await fetch('/dist/custom-elements.json').then((response) => response.json());
const declarations = manifest.modules.flatMap((module) => module.declarations);

function element(tag, text, children = []) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
}

function table(caption, headings, rows) {
  const head = element('thead', undefined, [
    element(
      'tr',
      undefined,
      headings.map((h) => element('th', h)),
    ),
  ]);
  for (const th of head.querySelectorAll('th')) th.scope = 'col';
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
  return element('div', undefined, [element('table', undefined, [element('caption', caption), head, body])]);
}

for (const section of document.querySelectorAll('.catalogue-entry')) {
  const declaration = declarations.find((d) => d.tagName === section.dataset.tag);
  if (!declaration) continue;
  section.querySelector('[data-slot="summary"]').textContent = declaration.description;
  const reference = section.querySelector('[data-slot="reference"]');
  const wraps = [
    table(
      'Attributes',
      ['Attribute', 'Type', 'Default', 'Description'],
      declaration.attributes.map((a) => [a.name, a.type.text, a.default ?? '', a.description]),
    ),
    table(
      'Events',
      ['Event', 'Type', 'Description'],
      declaration.events.map((e) => [e.name, e.type.text, e.description]),
    ),
    table(
      'CSS parts',
      ['Part', 'Description'],
      declaration.cssParts.map((p) => [`::part(${p.name})`, p.description]),
    ),
    table(
      'Design tokens',
      ['Custom property', 'Default', 'Description'],
      declaration.cssProperties.map((p) => [p.name, p.default ?? '', p.description]),
    ),
  ];
  // Wide tables scroll sideways on a phone: the scrolling region is focusable and named, so it can
  // be scrolled with the keyboard.
  for (const wrap of wraps) {
    wrap.className = 'table-wrap';
    wrap.tabIndex = 0;
    wrap.setAttribute('role', 'region');
    wrap.setAttribute('aria-label', wrap.querySelector('caption')?.textContent ?? '');
  }
  reference.append(...wraps);

  const log = section.querySelector('[data-slot="log"]');
  for (const event of declaration.events) {
    section.addEventListener(event.name, (e) => {
      if (e.cancelable) e.preventDefault();
      const line = `${new Date().toLocaleTimeString('nb-NO')}  ${e.type}  ${JSON.stringify(e.detail)}${e.cancelable ? '  (cancelled here)' : ''}`;
      log.textContent = `${line}\n${log.textContent}`;
    });
  }
}
