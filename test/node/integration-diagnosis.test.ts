// The diagnosis of a failed first call (decision 0096): what a page can know, whatever headers the bank's
// service sends. A 404 the page may read names service-url; no answer from another origin while online names
// service-url and the origin, with both fixes; offline, or the page's own origin, is not the integration's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diagnoseIntegration } from '../../src/platform/integration-errors.js';

const dealer = { href: 'https://www.bilhuset.example/bil/123', origin: 'https://www.bilhuset.example' };
const bank = 'https://bank.example/salgspant/api';
const network = { status: 0, kind: 'network' };

describe('diagnoseIntegration', () => {
  it('a 404 the page may read: service-url alone', () => {
    assert.deepEqual(diagnoseIntegration({ status: 404, kind: 'http' }, `${bank}/v2`, 'calculator/car', dealer, true), {
      code: 'INTEGRATION_SERVICE_NOT_FOUND',
      subject: 'service-url "https://bank.example/salgspant/api/v2"',
    });
  });

  it('no answer from another origin while online: service-url and the origin', () => {
    assert.deepEqual(diagnoseIntegration(network, 'https://bank.example/salgspant', 'calculator/car', dealer, true), {
      code: 'INTEGRATION_NO_ANSWER',
      subject: 'a call to service-url "https://bank.example/salgspant" from the origin https://www.bilhuset.example',
    });
  });

  it('offline, the page’s own origin, or an answer that is not a 404: not an integration mistake', () => {
    assert.equal(diagnoseIntegration(network, bank, 'calculator/car', dealer, false), null);
    assert.equal(diagnoseIntegration(network, '/salgspant/api', 'calculator/car', dealer, true), null);
    assert.equal(diagnoseIntegration({ status: 500, kind: 'http' }, bank, 'calculator/car', dealer, true), null);
    assert.equal(diagnoseIntegration({ status: 0, kind: 'timeout' }, bank, 'calculator/car', dealer, true), null);
  });
});
