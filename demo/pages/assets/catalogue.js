// The catalogue page: fills each element's reference from dist/custom-elements.json, links its docs
// page, logs the element's events instead of following them, and shows the design tokens once. The
// examples that need the sandbox (a declaration token, a logged-in customer's case) get it on the fly.
import {
  copyButtons,
  element,
  loadDeclarations,
  logEvents,
  prose,
  referenceTables,
  sandboxSetup,
  tokenTable,
} from './manifest-ui.js';

const declarations = await loadDeclarations();
copyButtons();

for (const section of document.querySelectorAll('.catalogue-entry')) {
  const declaration = declarations.find((d) => d.tagName === section.dataset.tag);
  if (!declaration) continue;
  // The server writes the summary and the reference's link and folded head into the page (demo/prerender.ts),
  // so the examples below do not move when this runs; the tables go into the folded part.
  const summary = section.querySelector('[data-slot="summary"]');
  if (!summary.hasChildNodes()) summary.replaceChildren(...prose(declaration.description));
  const reference = section.querySelector('[data-slot="reference"]');
  const written = reference.querySelector('details.reference-tables');
  if (written) {
    written.append(...referenceTables(declaration));
  } else {
    const docs = element('a', `Full reference and live example of <${declaration.tagName}>`);
    docs.href = `/docs/${declaration.tagName}`;
    // The tables fold away: the catalogue is for seeing the elements; their reference page has it all.
    const tables = element('details', undefined, [
      element('summary', 'Attributes, events and CSS parts'),
      ...referenceTables(declaration),
    ]);
    tables.className = 'reference-tables';
    reference.append(element('p', undefined, [docs]), tables);
  }
  logEvents(declaration, section, section.querySelector('[data-slot="log"]'));
}

const first = declarations[0];
if (first) document.querySelector('[data-slot="tokens"]').append(tokenTable(first));

// Each example mounts as soon as its own setup is done.
for (const outlet of document.querySelectorAll('[data-slot="example"]')) {
  const section = outlet.closest('.catalogue-entry');
  const tagName = section.dataset.tag;
  void sandboxSetup(tagName).then((setup) => {
    section.querySelector('[data-slot="setup"]').textContent = setup.note;
    const live = document.createElement(tagName);
    const attributes = { ...JSON.parse(outlet.dataset.attributes ?? '{}'), ...setup.attributes };
    for (const [name, value] of Object.entries(attributes)) live.setAttribute(name, value);
    outlet.append(live);
  });
}
