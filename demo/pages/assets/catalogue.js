// The catalogue page: fills each element's reference from dist/custom-elements.json, links its docs
// page, and logs the element's events instead of following them.
import { element, loadDeclarations, logEvents, referenceTables } from './manifest-ui.js';

const declarations = await loadDeclarations();

for (const section of document.querySelectorAll('.catalogue-entry')) {
  const declaration = declarations.find((d) => d.tagName === section.dataset.tag);
  if (!declaration) continue;
  section.querySelector('[data-slot="summary"]').textContent = declaration.description;
  const docs = element('a', `Full reference and live example of <${declaration.tagName}>`);
  docs.href = `/docs/${declaration.tagName}`;
  section
    .querySelector('[data-slot="reference"]')
    .append(element('p', undefined, [docs]), ...referenceTables(declaration));
  logEvents(declaration, section, section.querySelector('[data-slot="log"]'));
}
