// scripts/first-load.mjs: the module graph of a drop-in build and each table's first load, which
// the size guard (.size-limit.mjs) and the bench's bundle rows count. On a small build written
// here by hand: two entries, a shared chunk, a chunk only one entry imports, and on-demand chunks.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FIRST_LOAD_BUDGET, firstLoads, readDropIn, staticClosure } from '../../scripts/first-load.mjs';

let dir: string;
const FILES: Record<string, string> = {
  'a-table.js': 'import{s}from"./chunks/shared-1.js";const l=()=>import("./chunks/later-1.js");export{s,l};',
  'b-table.js': 'import"./chunks/shared-1.js";import"./chunks/own-1.js";',
  'chunks/shared-1.js': 'export const s=1;',
  // `own` imports `shared` again (counted once) and `deep` statically; `lit` (bare) is not followed.
  'chunks/own-1.js': 'import"./shared-1.js";import"./deep-1.js";import"lit";',
  'chunks/deep-1.js': 'export const d=2;',
  // Imported on demand; it imports `shared` and `deep` statically itself.
  'chunks/later-1.js': 'import"./shared-1.js";import"./deep-1.js";export const x=3;',
};

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  for (const [file, code] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('first loads of a drop-in build', () => {
  it('reads every file reachable from the entries, with its static and dynamic imports', async () => {
    const files = await readDropIn(dir);
    assert.deepEqual([...files.keys()].sort(), Object.keys(FILES).sort());
    assert.deepEqual(files.get('a-table.js')!.static, ['chunks/shared-1.js']);
    assert.deepEqual(files.get('a-table.js')!.dynamic, ['chunks/later-1.js']);
    assert.deepEqual(files.get('chunks/own-1.js')!.static, ['chunks/shared-1.js', 'chunks/deep-1.js']);
    assert.equal(files.get('chunks/shared-1.js')!.bytes, 'export const s=1;'.length);
    assert.equal(files.get('chunks/shared-1.js')!.brotli, undefined, 'sizes only when asked');
  });

  it('a first load is the entry and its static imports, transitively, never an on-demand chunk', async () => {
    const { tables, page } = firstLoads(await readDropIn(dir));
    assert.deepEqual([...tables.keys()], ['a-table.js', 'b-table.js']);
    assert.deepEqual([...tables.get('a-table.js')!].sort(), ['a-table.js', 'chunks/shared-1.js']);
    assert.deepEqual([...tables.get('b-table.js')!].sort(), [
      'b-table.js',
      'chunks/deep-1.js',
      'chunks/own-1.js',
      'chunks/shared-1.js',
    ]);
    // Both tables on one page: the shared chunk once, and still not the on-demand chunk.
    assert.deepEqual([...page].sort(), [
      'a-table.js',
      'b-table.js',
      'chunks/deep-1.js',
      'chunks/own-1.js',
      'chunks/shared-1.js',
    ]);
  });

  it('what an on-demand import adds is its closure less what the first load has', async () => {
    const files = await readDropIn(dir);
    const later = [...staticClosure(files, ['chunks/later-1.js'])].filter(
      (f) => !firstLoads(files).tables.get('a-table.js')!.has(f),
    );
    assert.deepEqual(later.sort(), ['chunks/deep-1.js', 'chunks/later-1.js']);
  });

  it('sizes: brotli and gzip of each file when asked, smaller than the text for repetitive code', async () => {
    const big =
      'export const words={' + Array.from({ length: 200 }, (_, i) => `k${i}:"a trick is won"`).join(',') + '};';
    writeFileSync(path.join(dir, 'chunks/shared-1.js'), big);
    const shared = (await readDropIn(dir, { sizes: true })).get('chunks/shared-1.js')!;
    assert.equal(shared.bytes, big.length);
    assert.ok(shared.brotli! > 0 && shared.brotli! < big.length / 5, `brotli ${shared.brotli} of ${big.length}`);
    assert.ok(shared.gzip! > 0 && shared.gzip! < big.length / 5, `gzip ${shared.gzip} of ${big.length}`);
    writeFileSync(path.join(dir, 'chunks/shared-1.js'), FILES['chunks/shared-1.js']!);
  });

  it('a folder with no entry is an error that says to build first', async () => {
    await assert.rejects(readDropIn(path.join(dir, 'chunks', 'none')), /build the drop-in bundles first/);
  });

  it('the budget of issue 20: 40 KB a table, 60 KB a page, KB of 1024 bytes', () => {
    assert.deepEqual(FIRST_LOAD_BUDGET, { table: 40_960, page: 61_440 });
  });
});
