// Types of scripts/first-load.mjs, for the bench (bench/bundle.ts) and the Node tests.

/** A module file of a drop-in build: its imports of other files there (relative paths) and its sizes, bytes. */
export interface DropInFile {
  static: string[];
  dynamic: string[];
  bytes: number;
  brotli?: number;
  gzip?: number;
}

export const FIRST_LOAD_BUDGET: { table: number; page: number };
export function compressedSizes(code: Uint8Array): { brotli: number; gzip: number };
export function readDropIn(dir: string, options?: { sizes?: boolean }): Promise<Map<string, DropInFile>>;
export function staticClosure(files: Map<string, DropInFile>, roots: Iterable<string>): Set<string>;
export function firstLoads(files: Map<string, DropInFile>): { tables: Map<string, Set<string>>; page: Set<string> };
