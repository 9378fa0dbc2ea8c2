// A rollup plugin that swaps two development-only or redundant modules for production ones:
//
// - `@tanstack/devtools-event-client`: TanStack Form's bridge to its devtools. In a page it listens on
//   `window` and answers any script that speaks its handshake: such a script could read every value of
//   a form, reset it or force a submit past the can-submit check. A bank's element on a dealer's page
//   must not offer that, so production bundles get an event client that does nothing (decision 0010-size).
// - `use-sync-external-store/shim`: the React 17 fallback that @preact/signals-react imports. React 19
//   has `useSyncExternalStore` itself; the shim only re-exports it with a check around it.
const DEVTOOLS = '@tanstack/devtools-event-client';
const USES_SHIM = /^use-sync-external-store\/shim(\/index(\.js)?)?$/;
const PREFIX = '\0salgspant-production:';

const NO_DEVTOOLS = `
/** The devtools event client, inert: it never listens on or dispatches to the page. */
export class EventClient {
  constructor() {}
  getPluginId() { return ''; }
  emit() {}
  on() { return () => {}; }
  onAll() { return () => {}; }
  onAllPluginEvents() { return () => {}; }
  startConnectLoop() {}
  stopConnectLoop() {}
  debugLog() {}
  getGlobalTarget() { return { addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; } }; }
}
`;

const REACT_USES = `export { useSyncExternalStore } from 'react';\n`;

/** @returns {import('rollup').Plugin} */
export function productionAliases() {
  return {
    name: 'salgspant-production-aliases',
    resolveId(source) {
      if (source === DEVTOOLS) return `${PREFIX}devtools`;
      if (USES_SHIM.test(source)) return `${PREFIX}uses`;
      return null;
    },
    load(id) {
      if (id === `${PREFIX}devtools`) return NO_DEVTOOLS;
      if (id === `${PREFIX}uses`) return REACT_USES;
      return null;
    },
  };
}
