import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { Component, type ReactNode } from 'react';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { lazyPart } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { mount } from './harness.js';

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
    calls[0]!.resolve();
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
    calls[0]!.resolve();
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
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await findByShadowRole(el, 'alert').finally(reports.restore);
    expect(reports.lines.join('\n')).to.contain('PartLoadError');
    expect(alert.textContent).to.contain('Denne delen av siden ble ikke lastet');
    expect(alert.textContent).to.contain('Sjekk internettforbindelsen og prøv igjen.');
    await expectAccessible(el);

    const retry = await findByShadowRole(el, 'button', { name: 'Prøv igjen' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    expect((await findByShadowRole(el, 'status')).textContent).to.equal('Vent Litt');
    expect(calls).to.have.length(2);
    calls[1]!.resolve();
    await findByShadowText(el, 'Hei, Kari!');
    expect(queryByShadowText(el, /ble ikke lastet/)).to.equal(null);
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
    calls[0]!.resolve();
    await findByShadowText(el, 'Ytre grense: the part is broken').finally(reports.restore);
    expect(reports.lines.join('\n')).to.contain('the part is broken');
    expect(queryByShadowRole(el, 'button', { name: 'Prøv igjen' })).to.equal(null);
  });
});
