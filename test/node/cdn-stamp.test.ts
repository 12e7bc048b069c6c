// scripts/cdn-stamp.mjs: `npm start`'s "is dist/cdn up to date?" check, on real files in a
// temporary folder laid out like the repository.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createStamp, hashFile, readStamp, staleReason, writeStamp } from '../../scripts/cdn-stamp.mjs';

let root: string;
const at = (file: string) => path.join(root, file);
function put(file: string, text: string) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
}

const ENTRIES = ['src/define/a-table.ts'];

/** A build of one entry: read two sources, a dependency and a config file; wrote a bundle and its map. */
function build() {
  put('src/define/a-table.ts', "import '../a.js';\n");
  put('src/a.ts', 'export const a = 1;\n');
  put('node_modules/lit/index.js', 'export const html = 0;\n');
  put('rollup.config.mjs', 'export default {};\n');
  put('dist/cdn/a-table.js', 'const a=1;\n');
  put('dist/cdn/a-table.js.map', '{"version":3}\n');
  return createStamp({
    root,
    entries: ENTRIES.map(at), // rollup's input: absolute or relative, the stamp keeps them relative
    inputs: [
      at('src/define/a-table.ts'),
      at('src/a.ts'),
      at('node_modules/lit/index.js'),
      '\0virtual:bot-worker/a',
      'rollup.config.mjs',
    ],
    outputs: [at('dist/cdn/a-table.js'), at('dist/cdn/a-table.js.map')],
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cdn-stamp-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('cdn stamp', () => {
  it('records entries and the SHA-256 of every file read and written, relative to the root; virtual modules left out', () => {
    const stamp = build();
    assert.deepEqual(stamp.entries, ['src/define/a-table.ts']);
    assert.deepEqual(Object.keys(stamp.inputs), [
      'node_modules/lit/index.js',
      'rollup.config.mjs',
      'src/a.ts',
      'src/define/a-table.ts',
    ]);
    assert.equal(stamp.inputs['src/a.ts'], createHash('sha256').update('export const a = 1;\n').digest('hex'));
    assert.deepEqual(Object.keys(stamp.outputs), ['dist/cdn/a-table.js', 'dist/cdn/a-table.js.map']);
    assert.equal(hashFile(at('nothing-here.js')), null);
  });

  it('is up to date right after the build, and after the same bytes are written again later', () => {
    const stamp = build();
    assert.equal(staleReason(stamp, { root, entries: ENTRIES }), null);
    put('src/a.ts', 'export const a = 1;\n'); // as a checkout or an editor's save without change does
    utimesSync(at('src/a.ts'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    assert.equal(staleReason(stamp, { root, entries: ENTRIES }), null);
  });

  it('names the first input that changed, is missing, or appeared', () => {
    const stamp = build();
    put('src/a.ts', 'export const a = 2;\n');
    assert.equal(staleReason(stamp, { root, entries: ENTRIES }), 'src/a.ts changed');
    put('src/a.ts', 'export const a = 1;\n');
    rmSync(at('node_modules/lit/index.js'));
    assert.equal(staleReason(stamp, { root, entries: ENTRIES }), 'node_modules/lit/index.js is missing');
    put('node_modules/lit/index.js', 'export const html = 0;\n');
    const withMissing = createStamp({
      root,
      entries: ENTRIES,
      inputs: ['tsconfig.json'],
      outputs: ['dist/cdn/a-table.js'],
    });
    assert.equal(withMissing.inputs['tsconfig.json'], null);
    assert.equal(staleReason(withMissing, { root, entries: ENTRIES }), null);
    put('tsconfig.json', '{}\n');
    assert.equal(staleReason(withMissing, { root, entries: ENTRIES }), 'tsconfig.json appeared');
  });

  it('is out of date when an output was removed or rewritten since (e.g. by another build)', () => {
    const stamp = build();
    rmSync(at('dist/cdn'), { recursive: true });
    assert.equal(staleReason(stamp, { root, entries: ENTRIES }), 'dist/cdn/a-table.js is missing');
    put('dist/cdn/a-table.js', 'const a=2;\n');
    put('dist/cdn/a-table.js.map', '{"version":3}\n');
    assert.equal(staleReason(stamp, { root, entries: ENTRIES }), 'dist/cdn/a-table.js was rewritten since');
  });

  it('is out of date when an entry was added or removed', () => {
    const stamp = build();
    assert.equal(
      staleReason(stamp, { root, entries: [...ENTRIES, 'src/define/b-table.ts'] }),
      'the entry files changed',
    );
    assert.equal(staleReason(stamp, { root, entries: [] }), 'the entry files changed');
  });

  it('is out of date with no stamp, an unreadable one, one of another version, or one that wrote nothing', () => {
    const file = at('.cache/cdn-stamp.json');
    assert.equal(readStamp(file), null);
    assert.equal(staleReason(readStamp(file), { root, entries: ENTRIES }), 'no record of a previous build');
    put('.cache/cdn-stamp.json', '{ "version": 1, "entr');
    assert.equal(staleReason(readStamp(file), { root, entries: ENTRIES }), 'no record of a previous build');
    const stamp = build();
    assert.equal(staleReason({ ...stamp, version: 0 }, { root, entries: ENTRIES }), 'no record of a previous build');
    assert.equal(
      staleReason({ ...stamp, outputs: {} }, { root, entries: ENTRIES }),
      'the previous build wrote nothing',
    );
  });

  it('writes the stamp whole and reads it back', () => {
    const stamp = build();
    const file = at('.cache/cdn-stamp.json');
    writeStamp(file, stamp);
    assert.deepEqual(readStamp(file), stamp);
    assert.deepEqual(readdirSync(at('.cache')), ['cdn-stamp.json']); // no temporary file left
    assert.equal(staleReason(readStamp(file), { root, entries: ENTRIES }), null);
    assert.ok(existsSync(file));
  });
});
