// Types of the parts of size.mjs that TypeScript tests use.
/** Every file a first visit of `entry` downloads, relative to `root`. */
export function transitiveFiles(root: string, entry: string): string[];
/** The files `entry` fetches later, on demand, relative to `root`. */
export function onDemandFiles(root: string, entry: string, firstVisit?: string[]): string[];
