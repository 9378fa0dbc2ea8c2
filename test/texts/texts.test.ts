import { expect } from '@esm-bundle/chai';
import { isTextKey, nb } from '../../src/texts/nb.js';
import { chooserTexts } from '../../src/texts/nb/chooser.js';
import { createTranslate, interpolate, mergeTexts, TEXT_AREAS } from '../../src/texts/texts.js';

describe('texts', () => {
  it('keeps the defaults when nothing is overridden', () => {
    const { texts, unknown } = mergeTexts(nb);
    expect(texts).to.deep.equal(nb);
    expect(unknown).to.deep.equal([]);
  });

  it('applies any subset of overrides and reports unknown keys without applying them', () => {
    const { texts, unknown } = mergeTexts(nb, { 'chooser.select': 'Velg denne', 'chooser.nope': 'x', toString: 'y' });
    expect(texts['chooser.select']).to.equal('Velg denne');
    expect(texts['chooser.card.car.title']).to.equal('Bil');
    expect(unknown).to.deep.equal(['chooser.nope', 'toString']);
    expect(nb['chooser.select']).to.equal('Velg');
  });

  it("skips quietly the overrides of another element's areas, and reports typos in its own or in no area", () => {
    const { texts, unknown } = mergeTexts(chooserTexts, {
      'calculator.submit.loan': 'Søk',
      'chooser.selekt': 'x',
      'kalkulator.x': 'y',
    });
    expect(texts).to.deep.equal(chooserTexts);
    expect(unknown).to.deep.equal(['chooser.selekt', 'kalkulator.x']);
  });

  it('names every area of the catalogue', () => {
    const areas = new Set(Object.keys(nb).map((key) => key.slice(0, key.indexOf('.'))));
    expect([...areas].sort()).to.deep.equal([...TEXT_AREAS].sort());
  });

  it('shows the key of a text the element does not carry, rather than breaking', () => {
    expect(createTranslate(chooserTexts)('calculator.submit.loan')).to.equal('calculator.submit.loan');
  });

  it('recognises only own keys', () => {
    expect(isTextKey('chooser.select')).to.equal(true);
    expect(isTextKey('constructor')).to.equal(false);
    expect(isTextKey('hasOwnProperty')).to.equal(false);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(
      interpolate('Lånebehovet må være mellom {min},- og {max},- kroner.', { min: '30 000', max: 100000 }),
    ).to.equal('Lånebehovet må være mellom 30 000,- og 100000,- kroner.');
    expect(interpolate('Hei {name} {missing}', { name: 'Kari' })).to.equal('Hei Kari {missing}');
    expect(interpolate('Ingen plassholdere')).to.equal('Ingen plassholdere');
  });

  it('t() reads the merged catalogue', () => {
    const t = createTranslate(mergeTexts(nb, { 'chooser.card.mc.title': 'Motorsykkel' }).texts);
    expect(t('chooser.card.mc.title')).to.equal('Motorsykkel');
    expect(t('chooser.select')).to.equal('Velg');
  });
});
