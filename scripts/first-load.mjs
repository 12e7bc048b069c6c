// What a page downloads from a drop-in build (dist/cdn's layout, scripts/cdn.mjs): the module
// graph of its files, read with es-module-lexer, and each table's first load (its entry and
// every chunk it imports statically, transitively). Used by the size guard (.size-limit.mjs,
// in `npm test`) and the bench's `bundle` rows (bench/bundle.ts), so both count the same files.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

/**
 * The budget of issue 20, in bytes (KB of 1024): brotli, quality 11, each file on its own,
 * as a CDN serves them. `table`: one table's first load; `page`: every table on one page.
 */
export const FIRST_LOAD_BUDGET = { table: 40 * 1024, page: 60 * 1024 };

/** Brotli (quality 11, as size-limit and CDNs use) and gzip (level 9) sizes of `code`, bytes. */
export function compressedSizes(code) {
  return {
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
}

/**
 * Every module file of `dir` reachable from its top-level `*.js` entries, by path relative
 * to `dir` (`chunks/x-1a2b.js`), with its static and dynamic imports of other files there
 * and its sizes. A bare import (`lit`) is a build bug and is not followed.
 * @param {string} dir a drop-in build's folder
 * @param {{ sizes?: boolean }} [options] `sizes`: also compress each file (slower)
 * @returns {Promise<Map<string, { static: string[], dynamic: string[], bytes: number, brotli?: number, gzip?: number }>>}
 * @throws Error when `dir` has no entry (`<tag>.js`): build it first
 */
export async function readDropIn(dir, { sizes = false } = {}) {
  const entries = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
  if (entries.length === 0) throw new Error(`no ${dir}/*.js: build the drop-in bundles first`);
  await init;
  const files = new Map();
  const visit = (rel) => {
    if (files.has(rel)) return;
    const code = readFileSync(path.join(dir, rel));
    const file = { static: [], dynamic: [], bytes: code.length, ...(sizes ? compressedSizes(code) : {}) };
    files.set(rel, file);
    for (const imp of parse(code.toString('utf8'))[0]) {
      if (!imp.n?.startsWith('.')) continue;
      const target = path.posix.join(path.posix.dirname(rel), imp.n);
      (imp.d === -1 ? file.static : file.dynamic).push(target);
      visit(target);
    }
  };
  for (const e of entries.sort()) visit(e);
  return files;
}

/** `roots` and every file they import statically, transitively (a set of relative paths). */
export function staticClosure(files, roots) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const s of files.get(f).static) walk(s);
  };
  for (const r of roots) walk(r);
  return seen;
}

/**
 * Each table's first load, and all tables' on one page (the union: shared chunks download once).
 * @param {Map<string, { static: string[] }>} files from {@link readDropIn}
 * @returns {{ tables: Map<string, Set<string>>, page: Set<string> }} tables by entry file (`cant-win-table.js`)
 */
export function firstLoads(files) {
  const tables = new Map();
  for (const entry of [...files.keys()].filter((f) => !f.includes('/')))
    tables.set(entry, staticClosure(files, [entry]));
  const page = new Set([...tables.values()].flatMap((s) => [...s]));
  return { tables, page };
}
