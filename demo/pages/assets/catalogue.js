// The catalogue page. The server has written each element's summary, reference and the design tokens
// into the page (demo/prerender.ts); this wires the copy buttons, logs each element's events instead of
// following them, and mounts each example when it comes near the screen (decision 0106): the page's
// `define-all.js` then fetches that element's code, so the page does not run eight elements' code and
// first renders at once while it loads. Each example's box holds its first view's height (site.css), so
// nothing moves when the element arrives. The examples that need the sandbox (a declaration token, a
// logged-in customer's case) get it on the fly first.
import { copyButtons, loadDeclarations, logEvents, referenceTables, sandboxSetup } from './manifest-ui.js';

copyButtons();

/** The manifest's declarations, fetched once, when the page is idle or a reader opens a reference first. */
let declarations;
const manifest = () => (declarations ??= loadDeclarations());

for (const section of document.querySelectorAll('.catalogue-entry')) {
  const events = JSON.parse(section.dataset.events ?? '[]').map((name) => ({ name }));
  logEvents({ events }, section, section.querySelector('[data-slot="log"]'));
  // The folded tables are built when a reader first opens them.
  const folded = section.querySelector('details.reference-tables');
  folded?.addEventListener('toggle', async function fill() {
    if (!folded.open) return;
    folded.removeEventListener('toggle', fill);
    const declaration = (await manifest()).find((d) => d.tagName === section.dataset.tag);
    if (declaration) folded.append(...referenceTables(declaration));
  });
}
addEventListener('load', () => setTimeout(manifest, 0), { once: true });

/** Creates the example's element in its box, with the attributes the page and the sandbox give it. */
async function mount(outlet) {
  const section = outlet.closest('.catalogue-entry');
  const tagName = section.dataset.tag;
  const setup = await sandboxSetup(tagName);
  const note = section.querySelector('[data-slot="setup"]');
  // The server wrote the note of a successful setup; only a failure changes it.
  if (note && note.textContent !== setup.note) note.textContent = setup.note;
  const live = document.createElement(tagName);
  const attributes = { ...JSON.parse(outlet.dataset.attributes ?? '{}'), ...setup.attributes };
  for (const [name, value] of Object.entries(attributes)) live.setAttribute(name, value);
  outlet.append(live);
}

// Half a screen ahead: an example is there by the time it is scrolled to. The page's own viewport (root:
// document), also when the page is shown in a frame.
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      void mount(entry.target);
    }
  },
  { root: document, rootMargin: '50% 0px' },
);
for (const outlet of document.querySelectorAll('[data-slot="example"]')) near.observe(outlet);
