/**
 * Small helpers shared by the UI kit's components. Not part of the kit's public API.
 * @internal
 */
import { useElement } from '../platform/element.js';
import type { Translate } from '../texts/texts.js';

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Joins element ids for `aria-describedby` and friends; undefined when there is none. */
export function idRefs(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean);
  return list.length ? [...new Set(list)].join(' ') : undefined;
}

/** The `t()` of the element the component is rendered in. */
export function useT(): Translate {
  return useElement().config.t;
}
