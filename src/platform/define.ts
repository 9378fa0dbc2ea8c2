/** An element class that knows the library version it was built from. */
export interface VersionedElementConstructor extends CustomElementConstructor {
  readonly version: string;
}

/** Tags already warned about, so a page that loads a bundle many times warns once. */
const warned = new Set<string>();

/**
 * Registers a custom element once. Loading the bundle again is harmless: the same class, or another
 * copy of the same version, is left alone; a different version is not registered and a warning says
 * which version is active. Does nothing where there is no `customElements` (server-side rendering).
 * Returns the class that is registered under the tag afterwards.
 */
export function defineElement(
  tag: string,
  ctor: VersionedElementConstructor,
  // Typed as always there by the DOM library; absent in Node (server-side rendering).
  registry: CustomElementRegistry | null = 'customElements' in globalThis ? globalThis.customElements : null,
): CustomElementConstructor | undefined {
  if (!registry) return undefined;
  const existing = registry.get(tag) as Partial<VersionedElementConstructor> | undefined;
  if (!existing) {
    registry.define(tag, ctor);
    return ctor;
  }
  if (existing !== ctor && existing.version !== ctor.version) warnOtherVersion(tag, existing.version, ctor.version);
  return existing as CustomElementConstructor;
}

/** Says once per tag that another version registered it and this one was not. */
export function warnOtherVersion(tag: string, active: string | undefined, refused: string): void {
  if (warned.has(tag)) return;
  warned.add(tag);
  console.warn(
    `[salgspant-elements] <${tag}> is already defined by version ${active ?? 'unknown'}; ` +
      `version ${refused} was not registered. Load the library once per page.`,
  );
}
