// The layer rule of eslint.config.mjs (decision 0046): a deliberate import against the layers fails the
// lint. The project's own rule block lints sources given as text, at the paths
// they would have in the tree, with the TypeScript parser and without type information.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import config from '../../eslint.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const layerBlocks = config.filter((block) => block.plugins?.layers);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerBlocks],
});

/** The layer findings of `code` linted as the file at `file` (from the root). */
async function findings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => {
    assert.equal(m.ruleId, 'layers/imports', m.message);
    return m.message;
  });
}

describe('eslint: the layers', () => {
  it('has the rule in the project config', () => {
    assert.equal(layerBlocks.length, 1);
  });

  it("fails a flow that imports another flow's internals, statically or on demand", async () => {
    const [internal] = await findings(
      'src/flows/calculator/steps/Cross.tsx',
      "import { LoanFormStep } from '../../application/steps/LoanFormStep.js';\nexport const x = LoanFormStep;\n",
    );
    assert.match(internal ?? '', /another flow's internals \(src\/flows\/application\/steps\/LoanFormStep\)/);
    const lazy = await findings(
      'src/flows/upgrade/lazy.ts',
      "export const load = () => import('../kyc-declaration/sections/PepRcaSection.js');\n",
    );
    assert.equal(lazy.length, 1);
    const reexport = await findings('src/flows/overview/x.ts', "export * from '../completion/steps/ContactStep.js';\n");
    assert.equal(reexport.length, 1);
  });

  it("lets a flow use what another flow's index.ts exports, its own modules and src/flows/shared", async () => {
    const code = [
      "import { KycDeclaration } from '../../kyc-declaration/KycDeclaration.js';",
      "import { x } from '../../kyc-declaration/index.js';",
      "import { y } from '../../shared/sbl/sbl.controller.js';",
      "import { z } from '../application.model.js';",
      "import { t } from '../../../texts/nb.js';",
      'export const all = [KycDeclaration, x, y, z, t];',
    ].join('\n');
    assert.deepEqual(await findings('src/flows/application/steps/Ok.tsx', code), []);
  });

  it('fails src/domain and src/schemas that import anything above them', async () => {
    const domain = await findings(
      'src/domain/bad.ts',
      [
        "import { a } from '../schemas/kyc.js';",
        "import { b } from '../ui/index.js';",
        "import { c } from '../flows/calculator/index.js';",
        "import { useState } from 'react';",
        "import { d } from './money.js';",
        "import { e } from '../texts/nb.js';",
        'export const all = [a, b, c, d, e, useState];',
      ].join('\n'),
    );
    assert.equal(domain.length, 4, domain.join('\n'));
    assert.match(domain[0] ?? '', /^src\/domain may not import src\/schemas/);
    assert.match(domain[3] ?? '', /^src\/domain is pure: it may not import react/);
    const schemas = await findings(
      'src/schemas/bad.ts',
      [
        "import { a } from '../platform/element.js';",
        "import { b } from '../api/kyc-client.js';",
        "import { c } from '../domain/kyc-rules.js';",
        'export const all = [a, b, c];',
      ].join('\n'),
    );
    assert.equal(schemas.length, 2, schemas.join('\n'));
  });

  it('fails the platform importing the UI kit, and the UI kit importing a flow', async () => {
    assert.equal((await findings('src/platform/x.ts', "export { Button } from '../flows/app/index.js';\n")).length, 1);
    assert.equal((await findings('src/ui/x.ts', "export { App } from '../flows/app/App.js';\n")).length, 1);
  });

  it('fails an import cycle: a module that imports one that imports it back', async () => {
    // giin.ts imports giin-categories.ts: were giin-categories.ts to import giin.ts, the two would be a ring.
    const [result] = await eslint.lintText(
      "import { isGiin } from './giin.js';\nexport const GIIN_CATEGORY_CODES = ['LE'] as const;\nexport const f = isGiin;\n",
      { filePath: path.join(root, 'src/domain/giin-categories.ts') },
    );
    assert.deepEqual(
      result.messages.map((m) => [m.ruleId, m.message]),
      [['import-x/no-cycle', 'Dependency cycle detected']],
    );
    const [clean] = await eslint.lintText("export const GIIN_CATEGORY_CODES = ['LE'] as const;\n", {
      filePath: path.join(root, 'src/domain/giin-categories.ts'),
    });
    assert.deepEqual(clean.messages, []);
  });
});
