import { expect } from '@esm-bundle/chai';
import { emit, isModifiedClick, navigate, type SalgspantNavigateDetail } from '../../src/platform/events.js';

/** A host inside a shadow root inside the document, to prove events cross the boundary. */
function nestedTarget() {
  const outer = document.createElement('div');
  document.body.append(outer);
  const root = outer.attachShadow({ mode: 'open' });
  const inner = document.createElement('span');
  root.append(inner);
  return { outer, inner, remove: () => outer.remove() };
}

const detail: SalgspantNavigateDetail = {
  href: '/lane/salgspant#/calculator/car',
  path: '/lane/salgspant',
  route: '/calculator/car',
  trackingName: 'bil',
};

describe('events', () => {
  it('emit() dispatches a bubbling, composed event with its detail', () => {
    const { inner, remove } = nestedTarget();
    let received: Event | undefined;
    const listener = (event: Event) => (received = event);
    document.addEventListener('salgspant-navigate', listener);
    try {
      const result = emit(inner, 'salgspant-navigate', detail);
      expect(result).to.equal(true);
      expect(received).to.be.instanceOf(CustomEvent);
      const event = received as CustomEvent<SalgspantNavigateDetail>;
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.cancelable).to.equal(false);
      expect(event.detail).to.deep.equal(detail);
    } finally {
      document.removeEventListener('salgspant-navigate', listener);
      remove();
    }
  });

  it('navigate() sets the location when nobody cancels', () => {
    const { inner, remove } = nestedTarget();
    const assigned: string[] = [];
    let cancelable: boolean | undefined;
    const listener = (event: Event) => (cancelable = event.cancelable);
    document.addEventListener('salgspant-navigate', listener);
    try {
      expect(navigate(inner, detail, { assign: (href) => assigned.push(String(href)) })).to.equal(true);
      expect(cancelable).to.equal(true);
      expect(assigned).to.deep.equal(['/lane/salgspant#/calculator/car']);
    } finally {
      document.removeEventListener('salgspant-navigate', listener);
      remove();
    }
  });

  it('navigate() leaves the location alone when a host cancels', () => {
    const { inner, remove } = nestedTarget();
    const assigned: string[] = [];
    const listener = (event: Event) => event.preventDefault();
    document.addEventListener('salgspant-navigate', listener);
    try {
      expect(navigate(inner, detail, { assign: (href) => assigned.push(String(href)) })).to.equal(false);
      expect(assigned).to.deep.equal([]);
    } finally {
      document.removeEventListener('salgspant-navigate', listener);
      remove();
    }
  });

  it('isModifiedClick() leaves new-tab and new-window clicks to the browser', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(plain)).to.equal(false);
    expect(isModifiedClick({ ...plain, button: 1 })).to.equal(true);
    expect(isModifiedClick({ ...plain, metaKey: true })).to.equal(true);
    expect(isModifiedClick({ ...plain, ctrlKey: true })).to.equal(true);
    expect(isModifiedClick({ ...plain, shiftKey: true })).to.equal(true);
    expect(isModifiedClick({ ...plain, altKey: true })).to.equal(true);
  });
});
