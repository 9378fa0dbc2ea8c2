// What the demo's catalogue and docs pages show from dist/custom-elements.json, as plain data: no DOM.
// The browser builds its nodes from it (manifest-ui.js); the demo server writes the same into the
// catalogue's HTML (demo/prerender.ts), so the page does not move when its script runs (decision 0106).

/** Every custom-element declaration of a parsed manifest, with the path of its module. */
export function declarationsOf(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ ...declaration, modulePath: module.path })),
  );
}

/**
 * Developer-facing prose from the manifest as parts: `code` spans are marked as code, and the internal
 * references to the specs' sections ("(spec 1 §2)", ", spec 2") are left out.
 */
export function proseParts(text) {
  const clean = String(text ?? '')
    .replace(/\s*\(spec \d[^)]*\)/g, '')
    .replace(/,\s*spec \d+(\s*§[\d, §]+)?(?=\))/g, '');
  return clean.split('`').map((part, i) => ({ code: i % 2 === 1, text: part }));
}

/** The design tokens, the same for every element: shown once per page, not once per element. */
export function tokenTableData(declaration) {
  return {
    caption: 'Design tokens (every element)',
    headings: ['Custom property', 'Default', 'Description'],
    rows: (declaration.cssProperties ?? []).map((p) => [p.name, p.default ?? '', p.description ?? '']),
  };
}

/** The reference tables of one element: attributes, events, each event's detail, CSS parts. */
export function referenceTableData(declaration) {
  return [
    {
      caption: 'Attributes',
      headings: ['Attribute', 'Type', 'Default', 'Description'],
      rows: (declaration.attributes ?? []).map((a) => [
        a.name,
        a.type?.text ?? '',
        a.default ?? '',
        a.description ?? '',
      ]),
    },
    {
      caption: 'Events',
      headings: ['Event', 'Type', 'Description'],
      rows: (declaration.events ?? []).map((e) => [e.name, e.type?.text ?? '', e.description ?? '']),
    },
    ...(declaration.events ?? [])
      .filter((e) => e.detail)
      .map((e) => ({
        caption: `Detail of ${e.name} (${e.detail.name})`,
        headings: ['Field', 'Type', 'Description'],
        rows: e.detail.fields.map((f) => [`${f.name}${f.optional ? '?' : ''}`, f.type, f.description]),
      })),
    {
      caption: 'CSS parts',
      headings: ['Part', 'Description'],
      rows: (declaration.cssParts ?? []).map((p) => [`::part(${p.name})`, p.description ?? '']),
    },
  ];
}

/**
 * What the page says an example needs from the sandbox, once it is done (manifest-ui.js's
 * `sandboxSetup` does it): the declaration's token, or the login as Kari Nordmann and her case.
 * Empty for an element that needs nothing.
 */
export function setupNote(tagName) {
  const kari = {
    'salgspant-completion': 'her approved car loan, case 100000001, is open',
    'salgspant-upgrade': 'her approved loan commitment, case 100000002, is open',
    'salgspant-overview': 'these are her applications',
  }[tagName];
  if (tagName === 'kyc-declaration')
    return 'A declaration token for the test person Kari Nordmann was made for this example.';
  return kari ? `You are logged in as the sandbox's test person Kari Nordmann; ${kari}.` : '';
}
