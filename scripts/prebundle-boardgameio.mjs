// Pre-bundles boardgame.io's entry points into browser ES modules under .cache/boardgameio/,
// for the test runner (web-test-runner.config.mjs), which cannot load boardgame.io from
// node_modules: its ESM build imports CommonJS-only packages (rfc6902, lodash.isplainobject,
// setimmediate) and reads process.env.NODE_ENV.
//
// One rollup build with several inputs, so the entries share chunks: a test that imports both
// `boardgame.io/client` and `boardgame.io/core` gets one copy of the engine.
//
// Used by web-test-runner.config.mjs; also runnable on its own: `node scripts/prebundle-boardgameio.mjs`.

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The boardgame.io subpaths a browser test may import (`boardgame.io/<name>`). */
export const BOARDGAME_IO_ENTRIES = ['client', 'core', 'ai', 'internal', 'plugins', 'multiplayer', 'testing'];

/** Output folder, relative to the repo root (and so to the test runner's root dir). */
export const PREBUNDLE_DIR = '.cache/boardgameio';

const STAMP = 'stamp.json';

/**
 * Builds the bundle unless an up-to-date one is already there.
 * @returns {Promise<string>} the output folder, absolute
 */
export async function prebundleBoardgameIo() {
  const outDir = path.join(root, PREBUNDLE_DIR);
  const bgioVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/boardgame.io/package.json'), 'utf8'),
  ).version;
  const script = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const stamp = JSON.stringify({ bgioVersion, entries: BOARDGAME_IO_ENTRIES, scriptLength: script.length });
  const stampFile = path.join(outDir, STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return outDir;

  rmSync(outDir, { recursive: true, force: true });
  const bundle = await rollup({
    input: Object.fromEntries(BOARDGAME_IO_ENTRIES.map((name) => [name, `boardgame.io/${name}`])),
    plugins: [
      // "production" also drops boardgame.io's Svelte debug panel, which would otherwise mount
      // itself into every test page that creates a Client.
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, rootDir: root }),
      commonjs(),
    ],
    onwarn(warning, warn) {
      if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'EVAL'].includes(warning.code)) return;
      warn(warning);
    },
  });
  await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  });
  await bundle.close();
  writeFileSync(stampFile, stamp);
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outDir = await prebundleBoardgameIo();
  console.log(
    `boardgame.io pre-bundled for the browser in ${path.relative(root, outDir)} (${Date.now() - started} ms)`,
  );
}
