// The defaults the element specs document (the manifest, the README, the VS Code data) are the ones the
// elements use at run time: the service addresses of the two clients and the outer paths of
// src/config/paths.ts, also as the page JSON's keys document them. The specs' copies are plain strings
// so the build can leave them out of the bundles; this table keeps them equal to the code's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KYC_SERVICE_BASE_PATH } from '../../src/api/kyc-client.js';
import { LOAN_SERVICE_BASE_PATH } from '../../src/api/loan-client.js';
import { DEFAULT_PATHS } from '../../src/config/paths.js';
import { ELEMENT_SPECS } from '../../src/elements.js';
import { PAGE_CONFIG_KEYS } from '../../src/platform/page-config-keys.js';

const RUNTIME: Record<string, string> = {
  'calculator-path': DEFAULT_PATHS.calculator,
  'application-path': DEFAULT_PATHS.application,
  'landing-page-path': DEFAULT_PATHS.landingPage,
  'kyc-service-url': KYC_SERVICE_BASE_PATH,
};

describe('the documented defaults are the run-time ones', () => {
  for (const spec of Object.values(ELEMENT_SPECS)) {
    for (const attribute of spec.attributes) {
      const serviceUrl = spec.tag === 'kyc-declaration' ? KYC_SERVICE_BASE_PATH : LOAN_SERVICE_BASE_PATH;
      const expected = attribute.name === 'service-url' ? serviceUrl : RUNTIME[attribute.name];
      if (expected === undefined) continue;
      it(`<${spec.tag} ${attribute.name}> defaults to ${expected}`, () => {
        assert.equal('default' in attribute ? attribute.default : undefined, expected);
      });
    }
  }

  const keys: Record<string, string> = {
    calculatorPath: DEFAULT_PATHS.calculator,
    applicationPath: DEFAULT_PATHS.application,
    landingPagePath: DEFAULT_PATHS.landingPage,
  };
  for (const [name, expected] of Object.entries(keys)) {
    it(`the page JSON's ${name} defaults to ${expected}`, () => {
      const key = PAGE_CONFIG_KEYS.find((k) => k.name === name);
      assert.equal(key && 'default' in key ? key.default : undefined, expected);
    });
  }
});
