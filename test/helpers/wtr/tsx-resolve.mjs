// A TypeScript file imports `./View.js` where the source is `./View.tsx`; the esbuild plugin only
// rewrites `.js` to `.ts`, so this plugin does the same for `.tsx`.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function tsxResolvePlugin(rootDir) {
  return {
    name: 'tsx-resolve',
    resolveImport({ source, context }) {
      if (!source.startsWith('.') || !source.endsWith('.js')) return undefined;
      if (!/\.tsx?$/.test(context.path)) return undefined;
      const dir = path.dirname(path.join(rootDir, decodeURIComponent(context.path)));
      const asTs = path.join(dir, `${source.slice(0, -3)}.ts`);
      const asTsx = path.join(dir, `${source.slice(0, -3)}.tsx`);
      if (!existsSync(path.join(dir, source)) && !existsSync(asTs) && existsSync(asTsx)) {
        return `${source.slice(0, -3)}.tsx`;
      }
      return undefined;
    },
  };
}
