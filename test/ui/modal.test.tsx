import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { useLayoutEffect, useState } from 'react';
import { findByShadowRole, getByShadowRole, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { Button, Modal } from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount, tick } from './harness.js';
import { defined } from '../helpers/defined.js';
import { driverEmulatesMedia } from '../helpers/engine.js';

/** A page with a button that opens a details modal, as the calculator's product card does. */
function View() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Se detaljer
      </Button>
      <p>
        <a href="#/annet">Annen lenke</a>
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Detaljer om lånet"
        footer={<Button onClick={() => setOpen(false)}>Ok, skjønner</Button>}
      >
        <p>Månedlig kostnad 4 321 kr.</p>
      </Modal>
    </div>
  );
}

/** A dialog rendered only while open (as the declaration's), closed after its work is done (not in the click). */
function OnlyWhileOpen() {
  const [open, setOpen] = useState(false);
  const save = () => void Promise.resolve().then(() => setOpen(false));
  return (
    <div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Se detaljer
      </Button>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title="Detaljer om lånet"
          footer={<Button onClick={save}>Lagre</Button>}
        >
          <p>Månedlig kostnad 4 321 kr.</p>
        </Modal>
      )}
    </div>
  );
}

/** How often the figure below was rendered (counted in its commits: a bailed-out render has none). */
const figure = { renders: 0 };
/** A figure that counts its renders. */
function Figure({ amount }: { amount: number }) {
  useLayoutEffect(() => {
    figure.renders += 1;
  });
  return <p>Månedlig kostnad {amount} kr.</p>;
}

/** A dialog of figures that change while it is closed, as the calculator's details do while the customer types. */
function Changing() {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(4321);
  return (
    <div>
      <Button variant="secondary" onClick={() => setAmount((value) => value + 1)}>
        Endre beløpet
      </Button>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Se detaljer
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Detaljer om lånet">
        <Figure amount={amount} />
      </Modal>
    </div>
  );
}

/** Tabs from the start of the document to the n-th focusable element (1-based). */
async function tabTo(n: number) {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < n; i += 1) await sendKeys({ press: 'Tab' });
}

describe('Modal', () => {
  beforeEach(() => (figure.renders = 0));
  afterEach(() => (driverEmulatesMedia ? emulateMedia({ reducedMotion: 'no-preference' }) : undefined));

  it('opens by keyboard, keeps focus inside, closes on Escape and returns focus to its opener', async () => {
    const el = await mount(View);
    const opener = await findByShadowRole(el, 'button', { name: 'Se detaljer' });
    expect(queryByShadowRole(el, 'dialog')).to.equal(null);
    await tabTo(1);
    expect(focused(el)).to.equal(opener);
    await sendKeys({ press: 'Enter' });

    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog', { name: 'Detaljer om lånet' });
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    await until(() => dialog.contains(focused(el)));
    const close = getByShadowRole(dialog, 'button', { name: 'Lukk' });
    const ok = getByShadowRole(dialog, 'button', { name: 'Ok, skjønner' });
    expect(focused(el)).to.equal(close);
    // Tab goes on inside the dialog, and the page behind is inert: its button and link take no focus.
    // One Tab only: past the last control Firefox and WebKit hand the keyboard to the browser's own UI,
    // where later key presses (the next test's) go nowhere. Booleans, not elements, in the expectations:
    // chai's message for a failed comparison of these elements never ends in WebKit (decision 0039).
    await sendKeys({ press: 'Tab' });
    expect(focused(el) === ok, 'Tab goes from «Lukk» to «Ok, skjønner»').to.equal(true);
    opener.focus();
    getByShadowRole(el, 'link', { name: 'Annen lenke', hidden: true }).focus();
    expect(focused(el) === ok, 'the page behind takes no focus').to.equal(true);
    await until(() => getComputedStyle(dialog).opacity === '1'); // the 300 ms fade-in is over
    await expectAccessible(el, 'modal open');

    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open);
    await until(() => focused(el) === opener);
  });

  it('closes with its "Lukk" button by keyboard and from the footer, focus back each time', async () => {
    const el = await mount(View);
    const opener = await findByShadowRole(el, 'button', { name: 'Se detaljer' });
    opener.focus();
    await sendKeys({ press: 'Space' });
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog');
    await until(() => focused(el) === getByShadowRole(dialog, 'button', { name: 'Lukk' }));
    await sendKeys({ press: 'Enter' });
    await until(() => !dialog.open && focused(el) === opener);

    await sendKeys({ press: 'Enter' });
    await until(() => dialog.open);
    getByShadowRole(dialog, 'button', { name: 'Ok, skjønner' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !dialog.open && focused(el) === opener);
  });

  it('gives the focus back in the commit that removes it, so nothing takes it from where the customer goes next', async () => {
    const el = await mount(OnlyWhileOpen);
    const opener = await findByShadowRole(el, 'button', { name: 'Se detaljer' });
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog');
    await until(() => dialog.contains(focused(el)), 'the focus in the dialog');
    // Where the focus is the moment the dialog leaves the page (a mutation observer runs right after
    // the commit, before any other task: a click or a key of the customer's would come after it).
    const parent = defined(dialog.parentNode, 'the dialog in the page');
    const atRemoval = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (dialog.isConnected) return;
        observer.disconnect();
        resolve(focused(el));
      });
      observer.observe(parent, { childList: true });
    });
    getByShadowRole(dialog, 'button', { name: 'Lagre' }).click();
    const at = await atRemoval;
    // (Compared as a boolean: chai's message for two elements of a React tree can take the browser down.)
    expect(at === opener, `the focus back as the dialog goes, not on ${at?.localName ?? 'nothing'}`).to.equal(true);
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const el = await mount(View);
    const opener = await findByShadowRole(el, 'button', { name: 'Se detaljer' });
    opener.click();
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog');
    await until(() => dialog.open);
    defined(dialog.querySelector('p')).click();
    await tick();
    expect(dialog.open).to.equal(true);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => !dialog.open);
  });

  it('animates in 300 ms, not at all under prefers-reduced-motion', async function () {
    if (!driverEmulatesMedia) this.skip();
    const el = await mount(View);
    (await findByShadowRole(el, 'button', { name: 'Se detaljer' })).click();
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog');
    const durations = () => getComputedStyle(dialog).transitionDuration.split(', ');
    expect(durations()).to.include('0.3s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(durations().every((d) => d === '0s')).to.equal(true);
  });

  it('renders its body when it opens, with what is current, and not on every change while closed', async () => {
    const el = await mount(Changing);
    const opener = await findByShadowRole(el, 'button', { name: 'Se detaljer' });
    const change = getByShadowRole(el, 'button', { name: 'Endre beløpet' });
    expect(figure.renders).to.equal(1);
    for (let i = 0; i < 3; i += 1) change.click();
    await tick();
    expect(figure.renders, 'no render of the closed body').to.equal(1);

    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog', { name: 'Detaljer om lånet' });
    expect(queryByShadowText(dialog, 'Månedlig kostnad 4324 kr.'), 'the amount as it is now').to.not.equal(null);
    expect(figure.renders).to.equal(2);
    await until(() => getComputedStyle(dialog).opacity === '1');
    getByShadowRole(dialog, 'button', { name: 'Lukk' }).click();
    await until(() => !dialog.open && focused(el) === opener);
    // It fades out with the body it had when it closed.
    expect(queryByShadowText(dialog, 'Månedlig kostnad 4324 kr.')).to.not.equal(null);
    const closed = figure.renders;
    change.click();
    await tick();
    expect(figure.renders, 'closed again: no render').to.equal(closed);
  });

  it('takes another close text', async () => {
    const el = await mount(() => (
      <Modal open onClose={() => {}} title="Hvorfor må jeg svare på dette?" closeLabel="Lukk vinduet">
        <p>Tekst</p>
      </Modal>
    ));
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Hvorfor må jeg svare på dette?' });
    expect(getByShadowRole(dialog, 'button', { name: 'Lukk vinduet' })).to.not.equal(null);
    await until(() => getComputedStyle(dialog).opacity === '1');
    await expectAccessible(el, 'open on mount');
  });
});
