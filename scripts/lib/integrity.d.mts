// Types of the parts of integrity.mjs that TypeScript tests use.
/** `sha384-<base64>` of some bytes, as the `integrity` attribute takes it. */
export function sriHash(bytes: Uint8Array): string;
