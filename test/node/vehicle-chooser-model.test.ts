// The vehicle chooser's model (src/flows/vehicle-chooser/vehicle-chooser.model.ts) in Node: the eight
// cards in the spec's order with their texts and calculator links (spec 1 §2), and a choice as the
// cancelable `salgspant-navigate` whose default changes the location given.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../src/config/config.js';
import { chooseCard, chooserCards } from '../../src/flows/vehicle-chooser/vehicle-chooser.model.js';
import { vehicleChooserCatalogue } from '../../src/flows/vehicle-chooser/vehicle-chooser.texts.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';

const config = resolveConfig({}, {}, vehicleChooserCatalogue).config;

describe('the vehicle chooser model', () => {
  it('gives the eight cards in order, each linking to its calculator route on the calculator page', () => {
    const cards = chooserCards(config);
    assert.deepEqual(
      cards.map((card) => [card.id, card.title, card.href]),
      [
        ['car', 'Bil', '/lane/salgspant#/calculator/car'],
        ['car_electric', 'Elbil', '/lane/salgspant#/calculator/car-electric'],
        ['car_no_insurance', 'Bil uten forsikring', '/lane/salgspant#/calculator/car-no-insurance'],
        ['mc', 'MC', '/lane/salgspant#/calculator/mc'],
        ['atv', 'ATV', '/lane/salgspant#/calculator/atv'],
        ['snowmobile', 'Snøscooter', '/lane/salgspant#/calculator/snowmobile'],
        ['camping', 'Bobil', '/lane/salgspant#/calculator/camping'],
        ['caravan', 'Campingvogn', '/lane/salgspant#/calculator/caravan'],
      ],
    );
    for (const card of cards) {
      assert.equal(card.route, `/calculator/${card.slug}`);
      assert.equal(card.description, vehicleChooserCatalogue[`chooser.card.${card.id}.description`]);
    }
    assert.equal(cards.find((card) => card.id === 'snowmobile')?.trackingName, 'snoscooter');
  });

  it('links to the configured calculator page, its query kept', () => {
    const custom = resolveConfig({ calculatorPath: '/billan?kilde=forside' }, {}, vehicleChooserCatalogue).config;
    assert.equal(chooserCards(custom)[0]?.href, '/billan?kilde=forside#/calculator/car');
  });

  const choices: Array<[string, boolean]> = [
    ['the page lets it go on: the location changes', false],
    ['the host cancels it and routes itself: the location stays', true],
  ];
  for (const [name, cancel] of choices) {
    it(`a choice asks the host to navigate; ${name}`, () => {
      const host = new EventTarget();
      const seen: unknown[] = [];
      host.addEventListener('salgspant-navigate', (event) => {
        seen.push((event as SalgspantNavigateEvent).detail);
        if (cancel) event.preventDefault();
      });
      const assigned: string[] = [];
      const card = chooserCards(config)[3];
      assert.ok(card);
      const proceeded = chooseCard(host, card, '/lane/salgspant', {
        assign: (href) => void assigned.push(String(href)),
      });
      assert.deepEqual(seen, [
        {
          href: '/lane/salgspant#/calculator/mc',
          path: '/lane/salgspant',
          route: '/calculator/mc',
          trackingName: 'mc',
        },
      ]);
      assert.equal(proceeded, !cancel);
      assert.deepEqual(assigned, cancel ? [] : ['/lane/salgspant#/calculator/mc']);
    });
  }
});
