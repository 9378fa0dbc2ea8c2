// Types of manifest-data.js for the demo server (demo/prerender.ts), which writes the catalogue's HTML with it.

/** One custom-element declaration of dist/custom-elements.json, as far as the demo pages read it. */
export interface Declaration {
  tagName: string;
  description?: string;
  modulePath: string;
  events?: Array<{ name: string }>;
  [key: string]: unknown;
}

/** A captioned table: its column headings and its rows of cells (the first cell of a row is code). */
export interface TableData {
  caption: string;
  headings: string[];
  rows: string[][];
}

export function declarationsOf(manifest: unknown): Declaration[];
export function proseParts(text: unknown): Array<{ code: boolean; text: string }>;
export function tokenTableData(declaration: Declaration): TableData;
export function referenceTableData(declaration: Declaration): TableData[];
export function setupNote(tagName: string): string;
