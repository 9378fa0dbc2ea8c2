import { expect } from '@esm-bundle/chai';
import { DESIGN_TOKENS } from '../../src/platform/element-spec.js';
import { adoptStyles, baseCss } from '../../src/platform/styles.js';
import { defined } from '../helpers/defined.js';

describe('styles', () => {
  it('feeds every public token into a private one with its default', () => {
    for (const token of DESIGN_TOKENS) {
      expect(baseCss).to.contain(`--_${token.name.slice(2)}: var(${token.name}, ${token.default});`);
    }
  });

  it('lets a host page theme the element through the public tokens', () => {
    const host = document.createElement('div');
    host.style.setProperty('--salgspant-color-text', 'rgb(1, 2, 3)');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="root"><p>tekst</p></div>';
    adoptStyles(root, ['p { margin: 0; }']);
    try {
      expect(getComputedStyle(defined(root.querySelector('p'))).color).to.equal('rgb(1, 2, 3)');
    } finally {
      host.remove();
    }
  });

  it('resets inherited host-page styles at the element boundary, even !important ones on the host', () => {
    const outer = document.createElement('div');
    outer.style.cssText =
      'font-family: "Comic Sans MS"; color: rgb(255, 0, 0); text-align: center; letter-spacing: 5px';
    const host = document.createElement('div');
    host.style.cssText = 'font-size: 40px !important; line-height: 3 !important; color: rgb(0, 255, 0) !important';
    outer.append(host);
    document.body.append(outer);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="root"><p>tekst</p></div>';
    adoptStyles(root, []);
    try {
      const p = getComputedStyle(defined(root.querySelector('p')));
      expect(p.color).to.equal('rgb(26, 26, 26)');
      expect(p.textAlign).to.equal('start');
      expect(p.letterSpacing).to.equal('normal');
      expect(p.fontFamily).to.not.contain('Comic');
      expect(p.fontSize).to.equal('16px');
      expect(p.lineHeight).to.equal('24px');
    } finally {
      outer.remove();
    }
  });
});
