// The field ids of the page JSON's `form` (decision 0099) for editors, generated from the elements'
// lists (src/config/form-fields.ts, form-fields-loan.ts) and the text catalogue: every id with its default label, hint and
// placeholder and the elements that render it, on the docs page `/docs/form` (the demo server fills the
// template demo/pages/docs/form.html on each request, so the page is never stale).
import { calculatorFields, upgradeFields } from '../../src/config/form-fields.js';
import { applicantsFields, completionFields, kycFields, receiptsFields } from '../../src/config/form-fields-loan.js';
import { FORM_FIELD_DEFAULTS } from '../../src/config/form-field-docs.js';
import { nb, type TextKey } from '../../src/texts/nb.js';
import { areaSection, escapeHtml, tagList } from './texts-docs.js';

const OWN: Record<string, readonly string[]> = {
  'salgspant-calculator': calculatorFields,
  'salgspant-upgrade': upgradeFields,
  'salgspant-application': [...applicantsFields, ...receiptsFields, ...kycFields],
  'salgspant-completion': [...completionFields, ...receiptsFields, ...kycFields],
  'kyc-declaration': kycFields,
};

/** Each element's field ids, as its element module lists them (elements/*.ts); the app has every route's. */
export const ELEMENT_FIELDS: Record<string, readonly string[]> = {
  ...OWN,
  'salgspant-app': [...new Set(Object.values(OWN).flat())],
};

/** A default as a table cell: the text and its key, or a dash. */
function cell(key: TextKey | undefined): string {
  if (!key) return '<td>–</td>';
  return `<td><span lang="nb">${escapeHtml(nb[key]) || '<i>(empty)</i>'}</span><br /><code>${escapeHtml(key)}</code></td>`;
}

/** The docs page's block: one table per area, every field id with its defaults and its elements. */
export function formDocsBlock(): string {
  const ids = Object.keys(FORM_FIELD_DEFAULTS);
  const areas = [...new Set(ids.map((id) => id.slice(0, id.indexOf('.'))))];
  return areas
    .map((area) => {
      const rows = ids
        .filter((id) => id.startsWith(`${area}.`))
        .map((id) => {
          const defaults = FORM_FIELD_DEFAULTS[id];
          if (!defaults) throw new Error(id);
          const elements = Object.entries(ELEMENT_FIELDS)
            .filter(([, fields]) => fields.includes(id))
            .map(([tag]) => tag);
          const when = defaults.when ? `<br />when ${escapeHtml(defaults.when)}` : '';
          return `<tr><td><code>${escapeHtml(id)}</code>${when}</td>${cell(defaults.label)}${cell(defaults.hint)}${cell(defaults.placeholder)}<td>${tagList(elements)}</td></tr>`;
        });
      return areaSection(`form-${area}`, area, ['Field id', 'Label', 'Hint', 'Placeholder', 'Elements'], rows);
    })
    .join('\n');
}
