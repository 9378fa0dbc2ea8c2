import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { fetchAhead, mayFetchAhead, type Connection } from '../../src/platform/idle.js';

describe('code fetched ahead of the customer (decision 0112)', () => {
  it('is fetched unless the visitor saves data or is on 2g', () => {
    const table: Array<[Connection | undefined, boolean]> = [
      [undefined, true], // Firefox and WebKit tell nothing
      [{}, true],
      [{ effectiveType: '4g' }, true],
      [{ effectiveType: '3g', saveData: false }, true],
      [{ effectiveType: '2g' }, false],
      [{ effectiveType: 'slow-2g' }, false],
      [{ effectiveType: '4g', saveData: true }, false],
    ];
    for (const [connection, may] of table) assert.equal(mayFetchAhead(connection), may, JSON.stringify(connection));
  });

  describe('fetchAhead', () => {
    let observers: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void; connected: boolean }>;
    const screen = (isIntersecting: boolean) => {
      for (const observer of observers) if (observer.connected) observer.callback([{ isIntersecting }]);
    };
    const node = {} as Element;
    const setConnection = (connection?: Connection) =>
      Object.defineProperty(globalThis, 'navigator', { value: { connection }, configurable: true });

    beforeEach(() => {
      observers = [];
      mock.timers.enable({ apis: ['setTimeout'] });
      setConnection(undefined);
      Object.defineProperty(globalThis, 'IntersectionObserver', {
        configurable: true,
        value: class {
          readonly entry;
          constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
            this.entry = { callback, connected: false };
            observers.push(this.entry);
          }
          observe() {
            this.entry.connected = true;
          }
          disconnect() {
            this.entry.connected = false;
          }
        },
      });
    });
    afterEach(() => mock.timers.reset());

    it('waits for the element on screen, then for the quiet, then fetches once', () => {
      const work = mock.fn();
      fetchAhead(work, 1000, node);
      mock.timers.tick(5000);
      assert.equal(work.mock.callCount(), 0, 'not on screen: nothing');
      screen(false);
      mock.timers.tick(5000);
      assert.equal(work.mock.callCount(), 0, 'still not on screen');
      screen(true);
      mock.timers.tick(999);
      assert.equal(work.mock.callCount(), 0, 'on screen, not yet quiet for long');
      mock.timers.tick(1);
      mock.timers.tick(0);
      assert.equal(work.mock.callCount(), 1);
      screen(true);
      mock.timers.tick(5000);
      assert.equal(work.mock.callCount(), 1, 'once');
    });

    it('fetches nothing when cancelled before the quiet (the element gone, the visitor left)', () => {
      const work = mock.fn();
      const seenFirst = fetchAhead(work, 1000, node);
      screen(true);
      seenFirst();
      const neverSeen = fetchAhead(work, 1000, node);
      neverSeen();
      screen(true);
      mock.timers.tick(5000);
      assert.equal(work.mock.callCount(), 0);
    });

    it('fetches nothing when cancelled after the wait, before the idle moment', () => {
      // The browser's idle callbacks, run when the test says the main thread is idle.
      const idle: Array<() => void> = [];
      Object.defineProperty(globalThis, 'requestIdleCallback', {
        configurable: true,
        value: (callback: () => void) => idle.push(callback),
      });
      try {
        const work = mock.fn();
        const cancel = fetchAhead(work, 1000, node);
        screen(true);
        mock.timers.tick(1000);
        assert.equal(idle.length, 1, 'waiting for the idle moment');
        cancel();
        for (const callback of idle) callback();
        assert.equal(work.mock.callCount(), 0);
      } finally {
        Reflect.deleteProperty(globalThis, 'requestIdleCallback');
      }
    });

    it('where there is no IntersectionObserver, fetches after the wait alone', () => {
      Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, value: undefined });
      const work = mock.fn();
      fetchAhead(work, 1000, node);
      mock.timers.tick(1000);
      mock.timers.tick(0);
      assert.equal(work.mock.callCount(), 1);
    });

    it('fetches nothing under Save-Data or on 2g, on screen or not', () => {
      const work = mock.fn();
      for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }]) {
        setConnection(connection);
        fetchAhead(work, 1000, node);
        fetchAhead(work, 0);
        screen(true);
        mock.timers.tick(5000);
      }
      assert.equal(work.mock.callCount(), 0);
      assert.equal(observers.length, 0, 'no observer either');
    });

    it('without an element, fetches after the quiet alone', () => {
      const work = mock.fn();
      fetchAhead(work, 500);
      mock.timers.tick(500);
      mock.timers.tick(0);
      assert.equal(work.mock.callCount(), 1);
    });
  });
});
