// What the drivers' keyboards do in each engine: the keys the cross-engine suite relies on.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';

// An input stands for every control here: the keys go to whatever has focus.
describe('keyboard through the driver', () => {
  let root: HTMLElement;
  const byId = (id: string) => defined(root.querySelector<HTMLInputElement>(`#${id}`), id);
  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = `
      <input id="a" aria-label="a">
      <button id="b" type="button">b</button>
      <fieldset><legend>r</legend>
        <label><input type="radio" name="r" value="1" id="r1">1</label>
        <label><input type="radio" name="r" value="2" id="r2">2</label>
      </fieldset>
      <input type="checkbox" id="c" aria-label="c">
      <dialog id="d"><button id="close">x</button></dialog>`;
    document.body.append(root);
  });
  afterEach(() => root.remove());

  it('Tab moves focus', async () => {
    byId('a').focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('b');
  });
  it('types text', async () => {
    byId('a').focus();
    await sendKeys({ type: '12 3' });
    expect(byId('a').value).to.equal('12 3');
  });
  it('Enter on a button clicks it', async () => {
    let clicks = 0;
    const button = byId('b');
    button.addEventListener('click', () => (clicks += 1));
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks).to.equal(1);
  });
  it('Space on a button clicks it', async () => {
    let clicks = 0;
    const button = byId('b');
    button.addEventListener('click', () => (clicks += 1));
    button.focus();
    await sendKeys({ press: 'Space' });
    expect(clicks).to.equal(1);
  });
  it('Space on a radio checks it', async () => {
    const radio = byId('r1');
    radio.focus();
    await sendKeys({ press: 'Space' });
    expect(radio.checked).to.equal(true);
  });
  it('ArrowDown moves to the next radio', async () => {
    const radio = byId('r1');
    radio.checked = true;
    radio.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(byId('r2').checked).to.equal(true);
  });
  it('Space on a checkbox checks it', async () => {
    const box = byId('c');
    box.focus();
    await sendKeys({ press: 'Space' });
    expect(box.checked).to.equal(true);
  });
  it('Escape closes a modal dialog', async () => {
    const dialog = defined(root.querySelector('dialog'));
    dialog.showModal();
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'dialog closed');
  });
});
