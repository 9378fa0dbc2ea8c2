// The element reference pages (/docs and /docs/<tag>), generated from dist/custom-elements.json: a
// new element in the manifest gets its page without any change here. The live example is the real
// element; the attribute editor writes its attributes as a host page would.
import {
  copyButtons,
  element,
  loadDeclarations,
  logEvents,
  prose,
  sandboxSetup,
  referenceTables,
  table,
  tokenTable,
} from './manifest-ui.js';

const declarations = await loadDeclarations();
/** dist/integrity.json: per entry, the chunks it imports (`preload`), for the snippets' modulepreloads. */
const integrity = await fetch('/dist/integrity.json')
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);

/**
 * One `<link rel="modulepreload">` line per chunk `entry` imports: the browser fetches them beside the
 * entry instead of after it has parsed it (decision 0079). Empty when the build's list is not there.
 */
function preloads(entry, base) {
  const files = integrity?.entries?.[entry]?.preload ?? [];
  return files.map((file) => `<link rel="modulepreload" href="${base}${file}" />\n`).join('');
}
const tag = decodeURIComponent(location.pathname.replace(/^\/docs\/?/, '').replace(/\/$/, ''));

if (!tag) {
  // The quick starts name this server's address where a snippet needs an absolute one.
  // The server fills these in (demo/prerender.ts); filled here only when the page comes from elsewhere.
  for (const slot of document.querySelectorAll('[data-slot="preload"]:empty'))
    slot.textContent = preloads(slot.dataset.entry, `${slot.dataset.absolute ? location.origin : ''}/dist/`);
  for (const slot of document.querySelectorAll('[data-slot="origin"]')) slot.textContent = location.origin;
  copyButtons();
  const list = document.querySelector('[data-slot="elements"]');
  for (const declaration of declarations) {
    const link = element('a', `<${declaration.tagName}>`);
    link.href = `/docs/${declaration.tagName}`;
    list.append(element('li', undefined, [link, document.createTextNode(': '), ...prose(declaration.description)]));
  }
} else {
  const declaration = declarations.find((d) => d.tagName === tag);
  if (declaration) await render(declaration);
}

/** The form control for one attribute, from its manifest type. */
function control(attribute, id) {
  const type = attribute.type?.text ?? 'string';
  if (type.includes("'true'")) {
    const select = element('select', undefined, [
      element('option', '(not set)'),
      ...['true', 'false'].map((value) => element('option', value)),
    ]);
    select.options[0].value = '';
    select.id = id;
    return { input: select };
  }
  const input = element('input');
  input.id = id;
  input.type = type === 'number' ? 'number' : 'text';
  // An enumeration ('car' | 'mc', 2 | 3) is offered as suggestions; any other value can still be tried.
  const values = type.split(' | ').map((v) => v.replace(/^'|'$/g, ''));
  if (values.length > 1) {
    input.type = 'text';
    const list = element(
      'datalist',
      undefined,
      values.map((value) => {
        const option = element('option');
        option.value = value;
        return option;
      }),
    );
    list.id = `${id}-values`;
    input.setAttribute('list', list.id);
    return { input, extra: list };
  }
  input.autocomplete = 'off';
  input.spellcheck = false;
  if (attribute.default !== undefined) input.placeholder = JSON.parse(attribute.default);
  return { input };
}

async function render(declaration) {
  const { tagName } = declaration;
  document.title = `<${tagName}>: salgspant-elements`;
  document.querySelector('[data-slot="title"]').textContent = `<${tagName}>`;
  document.querySelector('[data-slot="summary"]').replaceChildren(...prose(declaration.description));

  await import(`/${declaration.modulePath}`);
  const live = document.createElement(tagName);
  const setup = await sandboxSetup(tagName);
  const example = { ...declaration.example?.attributes, ...setup.attributes };
  if (setup.note) document.querySelector('[data-slot="summary"]').after(element('p', setup.note));
  for (const [name, value] of Object.entries(example)) live.setAttribute(name, value);
  document.querySelector('[data-slot="example"]').append(live);

  const markup = document.querySelector('[data-slot="markup"]');
  const showMarkup = () => {
    const attributes = [...live.attributes].map((a) => ` ${a.name}="${a.value.replace(/"/g, '&quot;')}"`).join('');
    const entry = declaration.modulePath.replace(/^dist\//, '');
    markup.textContent = `${preloads(entry, '/dist/')}<script type="module" src="/${declaration.modulePath}"></script>\n<${tagName}${attributes}></${tagName}>`;
  };
  showMarkup();
  copyButtons();

  const editor = document.querySelector('[data-slot="editor"]');
  editor.addEventListener('submit', (event) => event.preventDefault());
  for (const attribute of declaration.attributes ?? []) {
    const id = `attribute-${attribute.name}`;
    const { input, extra } = control(attribute, id);
    input.value = example[attribute.name] ?? '';
    const label = element('label', undefined, [element('code', attribute.name)]);
    label.htmlFor = id;
    const hintId = `${id}-hint`;
    const hint = element('span', attribute.type?.text ?? '');
    hint.id = hintId;
    hint.className = 'hint';
    input.setAttribute('aria-describedby', hintId);
    input.addEventListener('input', () => {
      if (input.value === '') live.removeAttribute(attribute.name);
      else live.setAttribute(attribute.name, input.value);
      showMarkup();
    });
    editor.append(element('div', undefined, [label, hint, input, ...(extra ? [extra] : [])]));
  }

  logEvents(declaration, live, document.querySelector('[data-slot="log"]'));

  const members = (declaration.members ?? []).filter((m) => m.kind === 'field');
  document.querySelector('[data-slot="reference"]').append(
    ...referenceTables(declaration),
    tokenTable(declaration),
    table(
      'Properties',
      ['Property', 'Type', 'Attribute', 'Description'],
      members.map((m) => [m.name, m.type?.text ?? '', m.attribute ?? '', m.description ?? '']),
    ),
    table(
      'Page-JSON keys (<script type="application/json" data-react="…">)',
      ['Key', 'Default', 'Description'],
      (declaration.pageConfig ?? []).map((k) => [k.name, k.default ?? '', k.description ?? '']),
    ),
  );
}
