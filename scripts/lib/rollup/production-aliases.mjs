// A rollup plugin that swaps two development-only or redundant modules for production ones:
//
// - `@tanstack/devtools-event-client`: TanStack Form's bridge to its devtools. In a page it listens on
//   `window` and answers any script that speaks its handshake: such a script could read every value of
//   a form, reset it or force a submit past the can-submit check. A bank's element on a dealer's page
//   must not offer that, so production bundles get an event client that does nothing (decision 0010-size).
// - `use-sync-external-store/shim`: the React 17 fallback that @preact/signals-react imports. React 19
//   has `useSyncExternalStore` itself; the shim only re-exports it with a check around it. The stand-in
//   also has React's `default` (its `module.exports`), so that a CommonJS `require` of the shim
//   (use-sync-external-store's `with-selector`, under TanStack's store) answers React's own exports
//   object, as `require('react')` does (`requiresReactExports`), not a frozen namespace object built for
//   it with the commonjs plugin's interop helper, in every chunk with a form.
// - TanStack Form's `useFormId` reads `useId` through a copy of React's namespace (`const _React = React`,
//   to hide the name from React 17 bundlers): a namespace used as a value made rollup build a frozen
//   object of every React export the family uses, in every chunk with a form. It reads `React.useId`
//   instead (React 19 has it); the build fails if the file stops copying the namespace that way.
// - TanStack Form's form groups (`form.FormGroup`, `useFormGroup`, form-core's FormGroupApi): `useForm`
//   attaches the component to every form, so its code (a fifth of the library) would ride along although
//   this project builds no form group. Production bundles get a stand-in that says so if ever rendered.
//   The build fails if the library stops importing the module by that name (see resolveId).
// - form-core's `throttleFormState`: a throttled broadcast of every form's state to the devtools (with
//   the devtools client inert it sends nothing, but its throttle, @tanstack/pacer-lite, rode along in
//   every form chunk). Production bundles get a function that does nothing (decision 0057); the build
//   fails if utils.js stops declaring it.
// - `useForm`'s server-rendering merge (`transform`, form-core's `mergeAndUpdate` with its `deepCopy`):
//   no form here is rendered on a server nor given `transform`, yet `useForm` calls the merge whenever
//   that option is set, so it rode along in every form chunk. Production bundles get a call that says so
//   if ever reached (decision 0086); the build fails if useForm.js stops calling it that way.
// - form-core's async validation (`validateAsync` of FormApi and FieldApi): no form here has an async
//   validator (the form layer checks synchronously, decision 0061), so with none to run it only flagged
//   the form as validating and back on each valid keystroke (two store updates) and carried its debounce
//   and abort machinery into every form chunk. Production bundles get an async no-op answering what the
//   library answers when there is nothing to run (decision 0086); the build fails if either stops
//   assigning it.
import MagicString from 'magic-string';
import { replaceArrayHelpers } from './form-without-arrays.mjs';

const DEVTOOLS = '@tanstack/devtools-event-client';
const USES_SHIM = /^use-sync-external-store\/shim(\/index(\.js)?)?$/;
const PREFIX = '\0salgspant-production:';
const REACT_FORM = /[\\/]node_modules[\\/]@tanstack[\\/]react-form[\\/]dist[\\/]esm[\\/]useForm\.js$/;
const FORM_GROUP = './useFormGroup.js';
const FORM_UTILS = /[\\/]node_modules[\\/]@tanstack[\\/]form-core[\\/]dist[\\/]esm[\\/]utils\.js$/;
const DEVTOOLS_BROADCAST = 'throttleFormState';
const FORM_CORE_API = /[\\/]node_modules[\\/]@tanstack[\\/]form-core[\\/]dist[\\/]esm[\\/](FormApi|FieldApi)\.js$/;
/** `validateAsync` with no async validator: what the library's answers when there is none to run. */
export const NO_ASYNC = { FormApi: 'async () => ({})', FieldApi: 'async () => []' };
const SSR_MERGE = 'mergeAndUpdate(formApi, opts.transform)';
const NO_SSR_MERGE = `(() => { throw new Error('salgspant-elements: TanStack Form transform is not part of this build'); })()`;

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

const REACT_USES = `export { default, useSyncExternalStore } from 'react';\n`;
const USES_ID = `${PREFIX}uses`;

/**
 * For the commonjs plugin's `requireReturnsDefault`: whether a CommonJS `require` of the module `id`
 * answers its `default`, React's `module.exports` (the shim's stand-in, see above).
 * @param {string} id the required module's resolved id
 * @returns {boolean}
 */
export function requiresReactExports(id) {
  return id === USES_ID;
}

const FORM_ID = /[\\/]node_modules[\\/]@tanstack[\\/]react-form[\\/]dist[\\/]esm[\\/]useFormId\.js$/;
const FORM_ID_COPY = 'const _React = React;';
const FORM_ID_READ = '_React.useId';

const NO_FORM_GROUP = `
const unavailable = () => {
  throw new Error('salgspant-elements: TanStack Form groups are not part of this build');
};
export const FormGroup = unavailable;
export const useFormGroup = unavailable;
`;

/** @returns {import('rollup').Plugin} */
export function productionAliases() {
  let formGroupSeen = false;
  let reactFormSeen = false;
  return {
    buildStart() {
      formGroupSeen = false;
      reactFormSeen = false;
    },
    moduleParsed(info) {
      if (!REACT_FORM.test(info.id)) return;
      reactFormSeen = true;
      // A rebuild in watch mode takes the module from the cache without resolving its imports again.
      if (info.importedIds.includes(`${PREFIX}form-group`)) formGroupSeen = true;
    },
    buildEnd(error) {
      if (!error && reactFormSeen && !formGroupSeen) {
        this.error(
          '@tanstack/react-form no longer imports ./useFormGroup.js from useForm.js: revisit productionAliases',
        );
      }
    },
    name: 'salgspant-production-aliases',
    resolveId(source, importer) {
      if (source === DEVTOOLS) return `${PREFIX}devtools`;
      if (source === FORM_GROUP && importer && REACT_FORM.test(importer)) {
        formGroupSeen = true;
        return `${PREFIX}form-group`;
      }
      if (USES_SHIM.test(source)) return USES_ID;
      return null;
    },
    transform(code, id) {
      if (FORM_ID.test(id)) {
        const copy = code.indexOf(FORM_ID_COPY);
        const read = code.indexOf(FORM_ID_READ);
        if (copy < 0 || read < 0)
          this.error(`@tanstack/react-form's useFormId.js no longer reads ${FORM_ID_READ}: revisit productionAliases`);
        const output = new MagicString(code);
        output.remove(copy, copy + FORM_ID_COPY.length);
        output.overwrite(read, read + FORM_ID_READ.length, 'React.useId');
        return { code: output.toString(), map: output.generateMap({ hires: true }) };
      }
      const api = FORM_CORE_API.exec(id)?.[1];
      if (api) {
        const result = replaceArrayHelpers(code, (text) => this.parse(text), [], { validateAsync: NO_ASYNC[api] });
        if (result.missing.length > 0) this.error(`${id} no longer assigns validateAsync: revisit productionAliases`);
        return { code: result.code, map: result.map };
      }
      if (REACT_FORM.test(id)) {
        const at = code.indexOf(SSR_MERGE);
        if (at < 0)
          this.error(`@tanstack/react-form's useForm.js no longer calls ${SSR_MERGE}: revisit productionAliases`);
        const output = new MagicString(code);
        output.overwrite(at, at + SSR_MERGE.length, NO_SSR_MERGE);
        return { code: output.toString(), map: output.generateMap({ hires: true }) };
      }
      if (!FORM_UTILS.test(id)) return null;
      let init;
      for (const statement of this.parse(code).body) {
        if (statement.type !== 'VariableDeclaration') continue;
        for (const declarator of statement.declarations) {
          if (declarator.id.type === 'Identifier' && declarator.id.name === DEVTOOLS_BROADCAST) init = declarator.init;
        }
      }
      if (!init)
        this.error(
          `@tanstack/form-core's utils.js no longer declares ${DEVTOOLS_BROADCAST}: revisit productionAliases`,
        );
      const output = new MagicString(code);
      output.overwrite(init.start, init.end, '() => {}');
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    load(id) {
      if (id === `${PREFIX}devtools`) return NO_DEVTOOLS;
      if (id === USES_ID) return REACT_USES;
      if (id === `${PREFIX}form-group`) return NO_FORM_GROUP;
      return null;
    },
  };
}
