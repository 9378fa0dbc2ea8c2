import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { trackingName } from '../../src/domain/tracking.js';

describe('trackingName (spec 1 §9)', () => {
  const table: Array<[string, string]> = [
    ['Bil', 'bil'],
    ['Elbil', 'elbil'],
    ['Bil uten forsikring', 'bil-uten-forsikring'],
    ['Snøscooter', 'snoscooter'],
    ['Båt', 'bat'],
    ['Lån til bærekraftig bil', 'lan-til-baerekraftig-bil'],
    ['ÆRLIG ØKONOMI ÅPENT', 'aerlig-okonomi-apent'],
    ['Campingvogn/tilhenger', 'campingvogntilhenger'],
    ['MC & ATV!', 'mc-atv'],
    ['  Velg   bil  ', 'velg-bil'],
    ['Kafé', 'kafe'],
    ['100 % lån', '100-lan'],
    ['bil-lån', 'bil-lan'],
  ];
  for (const [text, expected] of table) {
    it(`"${text}" → "${expected}"`, () => {
      assert.equal(trackingName(text), expected);
    });
  }
});
