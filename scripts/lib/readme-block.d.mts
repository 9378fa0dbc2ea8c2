// Types of readme-block.mjs.
/** Replaces the text between `<!-- name -->` and `<!-- /name -->`; throws when the markers are missing. */
export function replaceBlock(text: string, name: string, body: string): string;
