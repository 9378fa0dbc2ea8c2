import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import {
  findByShadowRole,
  getAllByShadowRole,
  getByShadowRole,
  getByShadowText,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import { DESIGN_TOKENS } from '../../src/platform/element-spec.js';
import { Expand, Icon, ICON_NAMES, InfoBox, Label, LABEL_TYPES, Loader, loaderThemeOn } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount } from './harness.js';
import { defined } from '../helpers/defined.js';

describe('InfoBox', () => {
  it('has a role fitting its variant and names the variant in words', async () => {
    const el = await mount(() => (
      <div>
        <InfoBox>Lånebeviset gjelder i 3 måneder.</InfoBox>
        <InfoBox variant="warning" title="Kjøretøyet er gammelt">
          Du kan velge kortere nedbetalingstid.
        </InfoBox>
        <InfoBox variant="success">Søknaden er sendt.</InfoBox>
        <InfoBox variant="error" headingLevel={3} title="Noe gikk galt!">
          Prøv igjen.
        </InfoBox>
        <InfoBox variant="warning" role="none">
          Statisk advarsel.
        </InfoBox>
      </div>
    ));
    const boxes = [...defined(el.shadowRoot).querySelectorAll('.ui-infobox')];
    expect(boxes.map((b) => b.getAttribute('role'))).to.deep.equal([null, 'status', 'status', 'alert', null]);
    expect(boxes.map((b) => defined(b.querySelector('.visually-hidden')).textContent.trim())).to.deep.equal([
      'Informasjon:',
      'Advarsel:',
      'Bekreftelse:',
      'Feil:',
      'Advarsel:',
    ]);
    expect(getByShadowRole(el, 'alert').textContent).to.equal('Feil: Noe gikk galt!Prøv igjen.');
    expect(getByShadowRole(el, 'heading', { level: 3, name: 'Noe gikk galt!' })).to.not.equal(null);
    expect(getByShadowText(el, 'Kjøretøyet er gammelt').localName).to.equal('p');
    expect(defined(defined(boxes[0]).querySelector('svg')).getAttribute('aria-hidden')).to.equal('true');
    await expectAccessible(el);
  });
});

describe('Label', () => {
  it('has eight types, each with a small variant, all with AA contrast', async () => {
    const el = await mount(() => (
      <div>
        {LABEL_TYPES.map((type) => (
          <p key={type}>
            <Label type={type}>{type}</Label> <Label type={type} small>{`${type} liten`}</Label>
          </p>
        ))}
        <Label type="external-link" href="https://example.com/vilkar">
          Vilkår
        </Label>
      </div>
    ));
    expect(LABEL_TYPES).to.deep.equal([
      'default',
      'success',
      'attention',
      'info',
      'error',
      'warning',
      'external-link',
      'inverted',
    ]);
    const labels = [...defined(el.shadowRoot).querySelectorAll('.ui-label')];
    expect(labels).to.have.length(17);
    const small = labels.filter((l) => l.classList.contains('ui-label--small'));
    expect(small).to.have.length(8);
    expect(parseFloat(getComputedStyle(defined(small[0])).fontSize)).to.be.lessThan(
      parseFloat(getComputedStyle(defined(labels[0])).fontSize),
    );
    const link = getByShadowRole<HTMLAnchorElement>(el, 'link', { name: 'Vilkår (åpnes i en ny fane)' });
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    await expectAccessible(el);
  });
});

describe('Loader', () => {
  it('is a status with "Vent Litt", in three themes', async () => {
    const el = await mount(() => (
      <div>
        <Loader />
        <Loader theme="pride" label="Henter produktet" />
        <Loader theme="constitution-day" size="small" labelHidden />
      </div>
    ));
    const statuses = getAllByShadowRole(el, 'status');
    expect(statuses.map((s) => s.textContent)).to.deep.equal(['Vent Litt', 'Henter produktet', 'Vent Litt']);
    const spinners = statuses.map((s) => defined(s.querySelector('.ui-spinner')));
    expect(spinners.every((s) => s.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(getComputedStyle(defined(spinners[1])).backgroundImage).to.contain('conic-gradient');
    expect(getComputedStyle(defined(spinners[2])).backgroundImage).to.contain('conic-gradient');
    expect(getComputedStyle(defined(spinners[0])).backgroundImage).to.equal('none');
    expect(
      defined(defined(statuses[2]).querySelector('.ui-loader__label')).classList.contains('visually-hidden'),
    ).to.equal(true);
    await expectAccessible(el);
  });

  it('spins only without reduced motion', async () => {
    const el = await mount(() => <Loader />);
    const spinner = defined(defined(el.shadowRoot).querySelector('.ui-spinner'));
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(spinner).animationName).to.equal('ui-spin');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(spinner).animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('picks the 17 May theme on 17 May only', () => {
    expect(loaderThemeOn(new Date(2026, 4, 17, 12))).to.equal('constitution-day');
    expect(loaderThemeOn(new Date(2026, 4, 18, 12))).to.equal('default');
    expect(loaderThemeOn(new Date(2026, 5, 28, 12))).to.equal('default');
  });
});

describe('Expand', () => {
  function View() {
    const [open, setOpen] = useState(false);
    return (
      <div>
        <button type="button" aria-expanded={open} aria-controls="more" onClick={() => setOpen(!open)}>
          Mer om lånet
        </button>
        <Expand id="more" open={open}>
          <p>Effektiv rente er rente med gebyrer.</p>
          <a href="#/vilkar">Vilkår</a>
        </Expand>
      </div>
    );
  }

  it('opens and closes with 250 ms ease, no delay; closed content is not reachable', async () => {
    const el = await mount(View);
    const button = await findByShadowRole(el, 'button', { name: 'Mer om lånet' });
    const region = defined(defined(el.shadowRoot).getElementById('more'));
    expect(queryByShadowRole(el, 'link', { name: 'Vilkår' })).to.equal(null);
    expect(region.getBoundingClientRect().height).to.equal(0);
    const style = getComputedStyle(region);
    expect(style.transitionProperty).to.equal('grid-template-rows, visibility');
    expect(style.transitionDuration).to.equal('0.25s, 0.25s');
    expect(style.transitionTimingFunction).to.equal('ease, ease');
    expect(style.transitionDelay).to.equal('0s, 0s');
    await expectAccessible(el, 'closed');

    button.focus();
    await sendKeys({ press: 'Enter' });
    const link = await findByShadowRole(el, 'link', { name: 'Vilkår' });
    await until(() => region.getBoundingClientRect().height > 40);
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(link);
    await expectAccessible(el, 'open');

    button.click();
    await until(() => region.getBoundingClientRect().height === 0 && getComputedStyle(region).visibility === 'hidden');
  });

  it('does not animate under prefers-reduced-motion', async () => {
    const el = await mount(View);
    const region = defined(defined(el.shadowRoot).getElementById('more'));
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(
        getComputedStyle(region)
          .transitionDuration.split(', ')
          .every((d) => d === '0s'),
      ).to.equal(true);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled, in 24 and 36 px', async () => {
    const el = await mount(() => (
      <div>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} />
        ))}
        <Icon name="copy" size={36} label="Kopier" />
      </div>
    ));
    const icons = [...defined(el.shadowRoot).querySelectorAll('svg')];
    expect(icons).to.have.length(ICON_NAMES.length + 1);
    expect(icons.slice(0, -1).every((svg) => svg.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(defined(icons[0]).getBoundingClientRect().width).to.equal(24);
    const labelled = getByShadowRole(el, 'img', { name: 'Kopier' });
    expect(labelled.getBoundingClientRect().width).to.equal(36);
    await expectAccessible(el);
  });
});

describe('design tokens of the UI kit', () => {
  const hex = (name: string) => defined(DESIGN_TOKENS.find((t) => t.name === name)).default;
  const luminance = (color: string) => {
    const n = Number.parseInt(color.slice(1), 16);
    const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * defined(r) + 0.7152 * defined(g) + 0.0722 * defined(b);
  };
  const contrast = (a: string, b: string) => {
    const [x, y] = [luminance(hex(a)), luminance(hex(b))].sort((p, q) => q - p);
    return (defined(x) + 0.05) / (defined(y) + 0.05);
  };

  const PAIRS: Array<[string, string]> = [
    ['--salgspant-color-info', '--salgspant-color-info-surface'],
    ['--salgspant-color-success', '--salgspant-color-success-surface'],
    ['--salgspant-color-success', '--salgspant-color-surface'],
    ['--salgspant-color-attention', '--salgspant-color-attention-surface'],
    ['--salgspant-color-warning', '--salgspant-color-warning-surface'],
    ['--salgspant-color-warning', '--salgspant-color-surface'],
    ['--salgspant-color-error', '--salgspant-color-error-surface'],
    ['--salgspant-color-error', '--salgspant-color-surface'],
    ['--salgspant-color-disabled', '--salgspant-color-disabled-surface'],
    ['--salgspant-color-text', '--salgspant-color-disabled-surface'],
    ['--salgspant-color-surface', '--salgspant-color-text'],
    ['--salgspant-color-text', '--salgspant-color-warning-surface'],
    ['--salgspant-color-primary', '--salgspant-color-info-surface'],
  ];
  for (const [fg, bg] of PAIRS) {
    it(`${fg} on ${bg} meets WCAG AA (4.5:1)`, () => {
      expect(contrast(fg, bg)).to.be.at.least(4.5);
    });
  }

  it('lays error details out in one column on mobile and two from 768 px', async () => {
    const { ErrorScreen } = await import('../../src/ui/index.js');
    const el = await mount(() => <ErrorScreen error={{ name: 'X', correlationId: 'r-1' }} />);
    (await findByShadowRole(el, 'button', { name: 'Vis mer' })).click();
    const row = defined(defined(el.shadowRoot).querySelector('.ui-error-details__row'));
    try {
      await setViewport({ width: 767, height: 800 });
      expect(getComputedStyle(row).gridTemplateColumns.split(' ')).to.have.length(1);
      await setViewport({ width: 768, height: 800 });
      expect(getComputedStyle(row).gridTemplateColumns.split(' ')).to.have.length(2);
      await setViewport({ width: 320, height: 640 });
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      await expectAccessible(el, 'at 320 px');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
