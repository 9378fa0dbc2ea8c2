// The English catalogue (src/texts/en.ts) is complete and is English: every key of nb has an English
// text, with the same {placeholders}; no text is nb's own text left untranslated, and no common
// Norwegian word or letter is left in one, except the keys allowed below (names, numbers, paths, and
// words that are the same in both languages). The type check already fails on a missing or extra key;
// this also catches a text copied from nb, a lost placeholder and a stray Norwegian word
// (docs/decisions/0109-english-catalogue.md).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from '../../src/texts/en.js';
import { nb } from '../../src/texts/nb.js';

/** Keys whose English text is, rightly, the same as the Norwegian one. */
const SAME_IN_BOTH = new Set<string>([
  // Names and abbreviations.
  'chooser.card.atv.title',
  'calculator.product.atv',
  'overview.product.ATV',
  'errors.details.rcid',
  'kyc.fi.giin',
  // Words that are the same in English.
  'errors.details.status',
  'overview.status.label',
  'errors.details.type',
  'applicants.employmentCondition.STUDENT',
  'kyc.rca.entry',
  'kyc.month.APRIL',
  'kyc.month.AUGUST',
  'kyc.month.SEPTEMBER',
  'kyc.month.NOVEMBER',
  // Already English in nb (spec 2 §8 gives them in English).
  'kyc.pageNotFound',
  'kyc.notImplemented',
  'kyc.dynamic.unsupported',
  // Numbers, units and placeholders only.
  'ui.currency.placeholder',
  'kyc.steps.indicator',
  'kyc.corp.formValue',
  'kyc.corp.businessCodeOption',
  'kyc.person.shareValue',
  'application.loan.odometerValue',
  'applicants.summary.item',
  'overview.card.title',
  'app.title.format',
  'completion.details.rate',
  // Configuration, not words: the insurance rate (one rate in every language) and the bank's paths.
  'completion.insurance.ratePercent',
  'receipts.insurance.href',
  'receipts.insurance.hrefAlternative',
  'completion.insurance.termsHref',
  'completion.insurance.productHref',
  // Empty in nb.
  'kyc.done.text',
]);

/**
 * Common Norwegian words that are not English words too. Not "for", "min", "her", "har" or "kan"
 * (English words, or close enough to give false alarms), and not "kr": the English texts write amounts
 * in kr, as the amount fields format them (decision 0109).
 */
const NORWEGIAN_WORDS = [
  'og',
  'ikke',
  'du',
  'deg',
  'din',
  'dine',
  'til',
  'med',
  'på',
  'av',
  'eller',
  'jeg',
  'vi',
  'oss',
  'det',
  'som',
  'er',
  'må',
  'skal',
  'være',
  'lån',
  'lånet',
  'lånebevis',
  'søknad',
  'søknaden',
  'kjøretøy',
  'kjøretøyet',
  'gjeld',
  'rente',
  'samtykke',
  'fødselsnummer',
  'prøv',
  'igjen',
  'neste',
  'tilbake',
  'velg',
  'skatteetaten',
  'folkeregisteret',
  'enhetsregisteret',
  'vennligst',
];

// A count's plural forms in English (`{years, plural, one {# year} other {# years}}`) are its placeholder.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\}|, plural, )/g)].map((match) => match[1]).sort();
const words = (text: string) =>
  text
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** What is wrong with a catalogue against nb: one line per problem. */
function problems(catalogue: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [key, norwegian] of Object.entries(nb)) {
    const text = catalogue[key];
    if (text === undefined) {
      found.push(`${key}: no English text`);
      continue;
    }
    if (norwegian !== '' && text.trim() === '') found.push(`${key}: empty`);
    if (placeholders(text).join() !== placeholders(norwegian).join())
      found.push(
        `${key}: placeholders {${placeholders(text).join('}, {')}} instead of {${placeholders(norwegian).join('}, {')}}`,
      );
    if (SAME_IN_BOTH.has(key)) continue;
    if (text === norwegian) found.push(`${key}: the Norwegian text, untranslated`);
    const norwegianWords = words(text).filter((word) => NORWEGIAN_WORDS.includes(word));
    if (norwegianWords.length > 0) found.push(`${key}: Norwegian words ${norwegianWords.join(', ')}`);
    if (/[æøå]/i.test(text)) found.push(`${key}: a Norwegian letter (æ, ø, å)`);
  }
  for (const key of Object.keys(catalogue)) if (!Object.hasOwn(nb, key)) found.push(`${key}: not a key of nb`);
  return found;
}

describe('the English catalogue', () => {
  it('has an English text for every key of nb, with its placeholders, and no Norwegian left', () => {
    assert.deepEqual(problems(en), []);
  });

  it('the allow-list names only keys whose text is the same in both', () => {
    const stale = [...SAME_IN_BOTH].filter((key) => en[key as keyof typeof en] !== nb[key as keyof typeof nb]);
    assert.deepEqual(stale, []);
  });

  it('catches a missing key, a lost placeholder, an untranslated text and a Norwegian word', () => {
    const { 'ui.modal.close': _removed, ...missing } = en;
    assert.deepEqual(problems(missing), ['ui.modal.close: no English text']);
    assert.deepEqual(problems({ ...en, 'application.step': '{n} of all' }), [
      'application.step: placeholders {n} instead of {n}, {total}',
    ]);
    assert.deepEqual(problems({ ...en, 'kyc.next': nb['kyc.next'] }), [
      'kyc.next: the Norwegian text, untranslated',
      'kyc.next: Norwegian words neste',
    ]);
    assert.deepEqual(problems({ ...en, 'ui.lazy.retry': 'Try again (prøv igjen)' }), [
      'ui.lazy.retry: Norwegian words prøv, igjen',
      'ui.lazy.retry: a Norwegian letter (æ, ø, å)',
    ]);
    assert.deepEqual(problems({ ...en, 'chooser.extra': 'Extra' }), ['chooser.extra: not a key of nb']);
  });
});
