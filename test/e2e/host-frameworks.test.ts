// The elements in two kinds of host, as demo pages: a React 19 single-page application that writes
// them as typed JSX (its bundle built from demo/react-host with esbuild) and a plain HTML page. Both
// route the chooser's `salgspant-navigate` themselves and drive the calculator's `product`.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { openPage } from '../helpers/frames.js';

async function heading(calculator: Element, text: string) {
  await until(() => calculator.shadowRoot?.querySelector('h3')?.textContent === text, `calculator heading «${text}»`);
}

for (const host of ['/hosts/react', '/hosts/plain']) {
  describe(host, () => {
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => frame?.remove());

    it('choosing a vehicle with the keyboard routes within the page and sets the calculator product', async () => {
      frame = await openPage(host);
      const doc = defined(frame.contentDocument, 'frame document');
      await until(() => Boolean(doc.querySelector('salgspant-calculator')?.shadowRoot?.querySelector('h3')));
      const calculator = defined(doc.querySelector('salgspant-calculator'), 'calculator');
      await heading(calculator, 'Lånekalkulator: Bil');
      const chooser = defined(doc.querySelector('salgspant-vehicle-chooser'), 'vehicle chooser');
      await until(() => Boolean(chooser.shadowRoot?.querySelector('li[data-product="mc"] a')), 'cards');

      const link = defined(
        defined(chooser.shadowRoot, 'chooser shadow root').querySelector<HTMLAnchorElement>('li[data-product="mc"] a'),
        'MC link',
      );
      link.focus();
      await sendKeys({ press: 'Enter' });

      await heading(calculator, 'Lånekalkulator: MC');
      const status = defined(doc.querySelector('[data-testid="routed"]'), 'routing status');
      await until(() => status.textContent.includes('#/calculator/mc'), 'status');
      // The host cancelled the navigation: the page did not change.
      const { location } = defined(frame.contentWindow, 'frame window');
      expect(location.pathname).to.equal(host);
      expect(location.hash).to.equal('');
    });
  });
}
