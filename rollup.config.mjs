// Build for trick-tables. `npm run build` runs this, then declarations and the manifest.
//
// Outputs:
//   dist/esm/   ES modules, one file per source module, bare imports kept
//               (`boardgame.io/core`, `lit`) for bundlers. Everything, elements included.
//   dist/node/  The same modules minus the browser-only ones, for plain Node ESM.
//               boardgame.io has no `exports` map, so Node cannot import
//               `boardgame.io/core`; here it is rewritten to `boardgame.io/dist/cjs/core.js`,
//               whose named exports Node's CJS interop finds.
//   dist/cdn/   The drop-in build (scripts/cdn.mjs): one minified entry per element
//               (`<script type="module" src=…/<tag>.js>`) and the chunks they share in
//               dist/cdn/chunks/ (lit, boardgame.io, the table parts download once for both
//               tags), NODE_ENV replaced by "production"; each chunk with third-party code
//               has a banner and <chunk>.LICENSE.txt for the bundled packages' licences.
//
// The elements run their bots in a Web Worker per game, whose code is a string in a module
// of its own (`virtual:bot-worker/<game>[/mcts]`, scripts/bot-worker.mjs), imported on the
// first bot decision: in dist/esm (`_virtual/`) and in dist/cdn (chunks/bot-worker-*.js).
//
// Entry points are found, not listed, so adding a game or an element needs no change here:
//   src/index.ts, src/bots/index.ts, src/harness/index.ts   required
//   src/games/<game>/index.ts   one per game (not src/games/common)  -> "trick-tables/<game>"
//   src/define/<tag>.ts         one per element (registers it)        -> dist/cdn/<tag>.js
//   src/games/<game>/bot-worker.ts  its bots' worker (not an entry: built by scripts/bot-worker.mjs)
// package.json "exports" maps these with subpath patterns, so it needs no change either.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { botWorker, botWorkerName, onwarn, parseBotWorker } from './scripts/bot-worker.mjs';
import { cdnConfig } from './scripts/cdn.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const BOARDGAME_IO_CJS = 'node_modules/boardgame.io/dist/cjs';

// ---------------------------------------------------------------------------------------------
// Entry points

/** Entries that must exist; a missing one is an error, never a silent skip. */
const REQUIRED = ['src/index.ts', 'src/bots/index.ts', 'src/harness/index.ts'];

/** Sub-folders of src/games that are not games. */
const NOT_GAMES = new Set(['common']);

const missing = REQUIRED.filter((file) => !existsSync(file));
if (missing.length > 0) {
  throw new Error(`rollup.config.mjs: missing entry point(s): ${missing.join(', ')}`);
}

const gameEntries = listDirs('src/games')
  .filter((name) => !NOT_GAMES.has(name))
  .map((name) => `src/games/${name}/index.ts`)
  .filter((file) => {
    if (existsSync(file)) return true;
    console.warn(`rollup.config.mjs: ${path.dirname(file)} has no index.ts, so it is not built or exported.`);
    return false;
  });

const defineEntries = listFiles('src/define').filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));

/**
 * Modules for Node and for browsers alike. The harness's worker-thread
 * entry is loaded by URL (new Worker(new URL('./worker.js', import.meta.url))),
 * so nothing imports it and it must be an entry of its own.
 */
const universalEntries = [...REQUIRED, 'src/harness/worker.ts', ...gameEntries];

// ---------------------------------------------------------------------------------------------
// Externals

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const runtimeDeps = Object.keys(pkg.dependencies ?? {});

/** The npm package name of a bare import: `lit/decorators.js` -> `lit`, `@a/b/c` -> `@a/b`. */
function packageName(id) {
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBare(id) {
  return !id.startsWith('.') && !id.startsWith('\0') && !path.isAbsolute(id);
}

/**
 * Library builds bundle no dependency. A bare import must be a Node builtin or a runtime
 * dependency; importing a devDependency from src/ fails the build here rather than in a
 * user's install.
 */
function libraryExternal(id) {
  if (!isBare(id) || parseBotWorker(id)) return false;
  if (builtins.has(id)) return true;
  if (runtimeDeps.includes(packageName(id))) return true;
  throw new Error(
    `src/ imports "${id}", which is not in package.json "dependencies" (move it there, or do not import it from src/).`,
  );
}

/** `boardgame.io/core` -> `boardgame.io/dist/cjs/core.js` (Node ESM cannot import the former). */
function nodePaths(id) {
  const match = /^boardgame\.io\/([\w-]+)$/.exec(id);
  if (!match) return id;
  const file = `${BOARDGAME_IO_CJS}/${match[1]}.js`;
  if (!existsSync(file)) throw new Error(`No CommonJS build of "${id}" at ${file}`);
  return `boardgame.io/dist/cjs/${match[1]}.js`;
}

// ---------------------------------------------------------------------------------------------
// Configs

const typescript = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', sourceMap: true });

/**
 * @param {string} dir @param {string[]} input @param {(id: string) => string} [paths]
 * @param {{ elements?: boolean }} [options] the build holds the elements: inline the bot worker
 */
function library(dir, input, paths, { elements = false } = {}) {
  return {
    input,
    external: libraryExternal,
    plugins: [typescript(), elements && botWorker()],
    onwarn,
    output: {
      dir,
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      // A worker's code: _virtual/bot-worker-<game>[-mcts].js
      entryFileNames: (chunk) =>
        botWorkerName(chunk.facadeModuleId) ? `_virtual/${botWorkerName(chunk.facadeModuleId)}.js` : '[name].js',
      sourcemap: true,
      paths,
    },
  };
}

/** The drop-in build alone: all that the demo loads. `npm start` watches it (scripts/start.mjs). */
export const cdn = cdnConfig({ defineEntries, dir: 'dist/cdn' });

/**
 * Files this build reads besides its modules (which rollup lists itself): a change to one of
 * them makes dist/cdn out of date for `npm start`'s check (scripts/cdn-stamp.mjs).
 */
export const buildFiles = [
  'rollup.config.mjs',
  'scripts/cdn.mjs',
  'scripts/bot-worker.mjs',
  'scripts/rollup-third-party-notices.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export default [
  library('dist/esm', [...universalEntries, ...defineEntries], undefined, { elements: true }),
  library('dist/node', universalEntries, nodePaths),
  cdn,
];

// ---------------------------------------------------------------------------------------------

function listDirs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${dir}/${entry.name}`)
    .sort();
}
