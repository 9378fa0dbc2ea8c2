// The completion's declaration token per case in session storage (decision 0035): read back within four
// hours, never past it, nothing used from a damaged entry, the key without the case number.
import { expect } from '@esm-bundle/chai';
import { kycTokenKey } from '../../src/flows/shared/kyc/kyc.controller.js';
import { SessionKycTokenStore } from '../../src/flows/shared/kyc/kyc-token.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('SessionKycTokenStore', () => {
  it('keeps one token per case under a key without the case number, for four hours', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const store = new SessionKycTokenStore(storage, kycTokenKey('completion', '100000405'), () => now);
    expect(store.read()).to.equal(null);
    store.write('tok-1');
    const [key = ''] = storage.items.keys();
    expect(key).to.match(/^v1:completion:kyc-token:[0-9a-f]{8}$/);
    expect(key).not.to.contain('100000405');
    expect(store.read()).to.equal('tok-1');
    expect(new SessionKycTokenStore(storage, kycTokenKey('completion', '100000406'), () => now).read()).to.equal(null);
    now += 14_400_000;
    expect(store.read()).to.equal('tok-1');
    now += 1;
    expect(store.read()).to.equal(null);
  });

  it('uses nothing from a damaged or foreign entry, and survives blocked storage', () => {
    const storage = memoryStorage();
    const store = new SessionKycTokenStore(storage, kycTokenKey('completion', '1'), () => 5);
    store.write('x');
    const [key = ''] = storage.items.keys();
    for (const raw of [
      '{',
      'null',
      '"x"',
      '{"token":1,"savedAt":5}',
      '{"token":"x"}',
      `{"token":"${'a'.repeat(201)}","savedAt":5}`,
    ]) {
      storage.items.set(key, raw);
      expect(store.read(), raw).to.equal(null);
    }
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const none = new SessionKycTokenStore(blocked, kycTokenKey('completion', '1'));
    none.write('x');
    expect(none.read()).to.equal(null);
  });
});
