import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { Component, type ReactNode } from 'react';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { lazyPart } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { mount } from './harness.js';
import { defined } from '../helpers/defined.js';

/** A load whose outcome the test decides, counting how often the code was fetched. */
function controlledLoad<P extends object>(View: (props: P) => ReactNode) {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<(props: P) => ReactNode>((resolve, reject) => {
      calls.push({ resolve: () => resolve(View), reject });
    });
  return { load, calls };
}

/**
 * React reports every error a boundary catches on the console; the tests that provoke one keep those
 * reports (the run fails a test file that writes to the console) and check them instead.
 */
function captureConsoleErrors(): { lines: string[]; restore: () => void } {
  const original = console.error;
  const lines: string[] = [];
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  return { lines, restore: () => (console.error = original) };
}

function Greeting({ name }: { name: string }) {
  return <p>Hei, {name}!</p>;
}

describe('lazyPart', () => {
  it('shows "Vent Litt" while the code loads, then the part with its props', async () => {
    const { load, calls } = controlledLoad(Greeting);
    const part = lazyPart(load);
    const el = await mount(() => <part.Component name="Kari" />);
    expect((await findByShadowRole(el, 'status')).textContent).to.equal('Vent Litt');
    await expectAccessible(el);
    expect(calls).to.have.length(1);
    defined(calls[0]).resolve();
    await findByShadowText(el, 'Hei, Kari!');
    expect(queryByShadowRole(el, 'status')).to.equal(null);
    await expectAccessible(el);
  });

  it('fetches once however often it is preloaded and however many instances render it', async () => {
    const { load, calls } = controlledLoad(Greeting);
    const part = lazyPart(load);
    void part.preload();
    void part.preload();
    expect(calls).to.have.length(1);
    defined(calls[0]).resolve();
    const first = await mount(() => <part.Component name="Kari" />);
    const second = await mount(() => <part.Component name="Ola" />);
    await findByShadowText(first, 'Hei, Kari!');
    await findByShadowText(second, 'Hei, Ola!');
    expect(calls).to.have.length(1);
  });

  it('says so when the code cannot be fetched, and «Prøv igjen» fetches it again', async () => {
    const { load, calls } = controlledLoad(Greeting);
    const part = lazyPart(load);
    const el = await mount(() => <part.Component name="Kari" />);
    const reports = captureConsoleErrors();
    defined(calls[0]).reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await findByShadowRole(el, 'alert').finally(reports.restore);
    expect(reports.lines.join('\n')).to.contain('PartLoadError');
    expect(alert.textContent).to.contain('Denne delen av siden kunne ikke lastes inn');
    expect(alert.textContent).to.contain(
      'Sjekk internettforbindelsen og prøv igjen. Hjelper ikke det, last inn siden på nytt.',
    );
    await expectAccessible(el);

    const retry = await findByShadowRole(el, 'button', { name: 'Prøv igjen' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    expect((await findByShadowRole(el, 'status')).textContent).to.equal('Vent Litt');
    // The button is gone; the keyboard user stays at the part rather than falling back to the page.
    expect(defined(el.shadowRoot).activeElement?.className).to.equal('ui-lazy-part');
    expect(calls).to.have.length(2);
    defined(calls[1]).resolve();
    await findByShadowText(el, 'Hei, Kari!');
    expect(queryByShadowText(el, /kunne ikke lastes inn/)).to.equal(null);
  });

  it("preload() never rejects, and one instance's retry leaves another that already shows the part alone", async () => {
    const { load, calls } = controlledLoad(Greeting);
    const part = lazyPart(load);
    const preloaded = part.preload();
    const reports = captureConsoleErrors();
    const first = await mount(() => <part.Component name="Kari" />);
    const second = await mount(() => <part.Component name="Ola" />);
    defined(calls[0]).reject(new TypeError('Failed to fetch dynamically imported module'));
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts preload() resolves to nothing
    expect(await preloaded).to.equal(undefined);
    const firstRetry = await findByShadowRole(first, 'button', { name: 'Prøv igjen' }).finally(reports.restore);
    const secondRetry = await findByShadowRole(second, 'button', { name: 'Prøv igjen' });

    firstRetry.click();
    await until(() => calls.length === 2);
    defined(calls[1]).resolve();
    const kari = await findByShadowText(first, 'Hei, Kari!');
    secondRetry.click();
    await findByShadowText(second, 'Hei, Ola!');
    // The second retry reused the loaded part: no new fetch, and the first part was not remounted.
    expect(calls).to.have.length(2);
    expect(kari.isConnected).to.equal(true);
  });

  it('leaves an error of the part itself to the boundaries above it', async () => {
    function Broken(): ReactNode {
      throw new Error('the part is broken');
    }
    const { load, calls } = controlledLoad(Broken);
    const part = lazyPart(load);
    class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
      override state = { message: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ? <p>Ytre grense: {this.state.message}</p> : this.props.children;
      }
    }
    const el = await mount(() => (
      <Outer>
        <part.Component />
      </Outer>
    ));
    const reports = captureConsoleErrors();
    defined(calls[0]).resolve();
    await findByShadowText(el, 'Ytre grense: the part is broken').finally(reports.restore);
    expect(reports.lines.join('\n')).to.contain('the part is broken');
    expect(queryByShadowRole(el, 'button', { name: 'Prøv igjen' })).to.equal(null);
  });
});
