// The bot workers' code, for the elements. Each game has its own worker script,
// src/games/<game>/bot-worker.ts (its descriptor and bots, nothing of other games), built twice:
//   virtual:bot-worker/<game>        random, rule, ismcts, oracle (no MCTSBot, no reducer: withoutReducer)
//   virtual:bot-worker/<game>/mcts   the same plus src/elements/parts/bot-worker-mcts.ts (MCTSBot)
// Each is a module whose default export is the script's code, a string; the game's table
// (src/games/<game>/table.ts, `static botWorkers`) imports it on its first bot decision, so
// it is a lazily loaded chunk of its own, and src/elements/parts/bot-runner.ts starts it from
// a `blob:` URL.
//
// A page cannot start a Worker from a script on another origin (a CDN), so the worker is not a
// file beside the bundle: it is bundled on its own into one classic script (IIFE: lit-free,
// boardgame.io and the bots inlined, NODE_ENV "production"), and that script is a string.
//
// - rollup.config.mjs: `botWorker()` in every build that contains the elements (dist/esm and
//   dist/cdn), minified with terser. Each worker is bundled once per rollup run, when imported.
// - web-test-runner.config.mjs: `botWorkerCode(id, { minify: false })` on a test's first
//   import of that worker (restart the test runner after changing a bot); the drop-in build
//   the tests serve cross-origin (scripts/cdn-test-server.mjs) reuses those.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The prefix of the module ids that stand for a worker's code (declared in src/elements/parts/virtual-bot-worker.d.ts). */
export const BOT_WORKER_MODULE = 'virtual:bot-worker/';

/** What adds `mcts` to a worker. */
const MCTS_PART = path.join(root, 'src/elements/parts/bot-worker-mcts.ts');

/**
 * The worker a module id stands for: `virtual:bot-worker/<game>[/mcts]` ->
 * `{ game, mcts }`; `null` for any other id.
 * @throws Error when src/games/<game>/bot-worker.ts does not exist
 */
export function parseBotWorker(source) {
  const match = /^virtual:bot-worker\/([\w-]+)(\/mcts)?$/.exec(source);
  if (!match) return null;
  const entry = path.join(root, 'src/games', match[1], 'bot-worker.ts');
  if (!existsSync(entry)) throw new Error(`"${source}": no bot worker at ${path.relative(root, entry)}`);
  return { game: match[1], mcts: Boolean(match[2]), entry };
}

/**
 * A file name for the module that holds a worker's code: `\0virtual:bot-worker/<game>[/mcts]`
 * -> `bot-worker-<game>[-mcts]`; `null` for any other module id.
 */
export function botWorkerName(moduleId) {
  const match = /virtual:bot-worker\/([\w-]+)(\/mcts)?$/.exec(moduleId ?? '');
  return match ? `bot-worker-${match[1]}${match[2] ? '-mcts' : ''}` : null;
}

/**
 * The plugins of every bundle for browsers (the drop-in files and the worker): environment
 * replaced, node_modules resolved for the browser, CommonJS converted, TypeScript compiled.
 * - `process.env.NODE_ENV` is "production": boardgame.io then leaves out its debug panel.
 * - Any other `process.env.X` is `undefined`: a browser has no environment (a Node-only
 *   switch in shared code must not throw there).
 */
export function browserPlugins() {
  return [
    withoutMultiplayer(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // Then every other `process.env.X` (the replacement above ends with the default delimiters,
    // which never match `process.env` followed by a dot).
    replace({ preventAssignment: true, delimiters: ['(?<![\\w$.])', ''], values: { 'process.env.': '({}).' } }),
    nodeResolve({ browser: true, rootDir: root }),
    commonjs(),
    esbuild({ target: 'es2022', tsconfig: path.join(root, 'tsconfig.json'), sourceMap: true }),
  ];
}

/**
 * Leaves out of the browser bundles two dependencies of boardgame.io that a production table
 * never calls, each replaced by a stub that throws if it ever is:
 * - rfc6902 (JSON patches): boardgame.io's reducer applies a patch only for a multiplayer
 *   server's `patch` action, and the elements run no multiplayer (docs/architecture.md);
 * - lodash.isplainobject: only boardgame.io's serializable check calls it, which runs only
 *   when `process.env.NODE_ENV` is not "production" (these bundles replace it by "production").
 * Saves about 2.8 KB gzip of every page's first load.
 */
function withoutMultiplayer() {
  // One stub function per package, naming what is left out.
  const fail = (name) => `throw Error(${JSON.stringify(`trick-tables: ${name} is not bundled`)});`;
  return stubModules('without-multiplayer', {
    rfc6902: `function stub() { ${fail('rfc6902')} }\nexport { stub as applyPatch, stub as createPatch };`,
    'lodash.isplainobject': `export default function stub() { ${fail('lodash.isplainobject')} }`,
  });
}

/**
 * Leaves boardgame.io's reducer out of a worker without `mcts`, which runs no game: its bots
 * take the state they are sent and the game's `ai.enumerate`. The only use of
 * `boardgame.io/internal` there is `rulesGame`'s call of `ProcessGameConfig` as each game
 * module loads (src/games/common/game.ts), which here returns the game unprocessed. Any other
 * import of `boardgame.io/internal` fails the build. Saves about 8 KB gzip of the worker.
 */
function withoutReducer() {
  return stubModules('without-reducer', {
    'boardgame.io/internal': 'export const ProcessGameConfig = (game) => game;',
  });
}

/**
 * A rollup plugin named `name` that replaces each module of `stubs` (import source -> code)
 * by that code, as the module `\0stub:<source>`.
 */
function stubModules(name, stubs) {
  const code = new Map(Object.entries(stubs).map(([source, text]) => [`\0stub:${source}`, text]));
  return {
    name,
    resolveId: (source) => (code.has(`\0stub:${source}`) ? `\0stub:${source}` : null),
    load: (id) => code.get(id) ?? null,
  };
}

/** Rollup warnings that boardgame.io and its dependencies are full of, harmless in our output. */
export function onwarn(warning, warn) {
  const inDeps = (warning.id ?? warning.ids?.[0] ?? '').includes('node_modules');
  if (inDeps && ['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'EVAL', 'SOURCEMAP_ERROR'].includes(warning.code)) return;
  warn(warning);
}

/**
 * Bundles a worker into one classic script.
 * @param {string} source `virtual:bot-worker/<game>[/mcts]`
 * @param {{ minify?: boolean }} [options] minify with terser (default true)
 * @returns {Promise<{ code: string, watchFiles: string[] }>} its code, and every file bundled into it
 */
export async function buildBotWorker(source, { minify = true } = {}) {
  const worker = parseBotWorker(source);
  if (!worker) throw new Error(`not a bot worker: "${source}"`);
  const ENTRY = '\0bot-worker-entry';
  // The mcts worker: the game's worker, with MCTSBot offered first.
  const imports = [...(worker.mcts ? [MCTS_PART] : []), worker.entry].map((f) => `import ${JSON.stringify(f)};`);
  const entry = {
    name: 'bot-worker-entry',
    // package.json "sideEffects" lists only dist/ files, so the worker's own files are marked here.
    resolveId: (id, importer) => (id === ENTRY ? id : importer === ENTRY ? { id, moduleSideEffects: true } : null),
    load: (id) => (id === ENTRY ? imports.join('\n') : null),
  };
  const bundle = await rollup({
    input: ENTRY,
    plugins: [entry, ...(worker.mcts ? [] : [withoutReducer()]), ...browserPlugins(), minify && terser({ ecma: 2020 })],
    onwarn,
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', inlineDynamicImports: true });
    // A name for the browser's developer tools (a blob: URL says nothing).
    const name = `trick-tables-bot-worker-${worker.game}${worker.mcts ? '-mcts' : ''}.js`;
    return { code: `${output[0].code}\n//# sourceURL=${name}\n`, watchFiles: bundle.watchFiles };
  } finally {
    await bundle.close();
  }
}

/**
 * A worker's code, bundled once per process (and options): later calls, from any build in
 * the same process, get the same promise.
 * @param {string} source `virtual:bot-worker/<game>[/mcts]`
 * @param {{ minify?: boolean }} [options]
 */
export function botWorkerCode(source, { minify = true } = {}) {
  const key = `${source} ${minify}`;
  if (!cached.has(key)) {
    const built = buildBotWorker(source, { minify });
    cached.set(key, built);
    built.then(
      ({ watchFiles }) => {
        if (cached.get(key) === built) bundledFiles.set(key, new Set(watchFiles));
      },
      // A failed build is not kept: the next call (watch mode, after a fix) tries again.
      () => {
        if (cached.get(key) === built) cached.delete(key);
      },
    );
  }
  return cached.get(key);
}

/**
 * Watch mode: forgets the workers that bundled `file` (and any still being bundled), so that
 * the next {@link botWorkerCode} call bundles them again; the others are kept.
 * @param {string} file an absolute path
 */
function forgetWorkersOf(file) {
  for (const key of [...cached.keys()]) {
    const files = bundledFiles.get(key);
    if (files && !files.has(file)) continue;
    cached.delete(key);
    bundledFiles.delete(key);
  }
}

/**
 * Rollup plugin: resolves `virtual:bot-worker/<game>[/mcts]` to
 * `export default "<the worker's code>"`. Each worker is bundled once per process (all
 * configs share it; {@link botWorkerCode}); in watch mode, again when one of its files changed. The module's
 * `meta.bundles` lists the files inside the string, for the licence notices
 * (scripts/rollup-third-party-notices.mjs).
 * @param {{ minify?: boolean }} [options] minify the workers (default true)
 */
export function botWorker({ minify = true } = {}) {
  return {
    name: 'bot-worker',
    resolveId(source) {
      return parseBotWorker(source) ? `\0${source}` : null;
    },
    // Watch mode: a worker is bundled again only when one of its own files changed.
    watchChange(id) {
      forgetWorkersOf(id);
    },
    async load(id) {
      const source = id.startsWith('\0') ? id.slice(1) : '';
      if (!parseBotWorker(source)) return null;
      const { code, watchFiles } = await botWorkerCode(source, { minify });
      for (const file of watchFiles) if (path.isAbsolute(file)) this.addWatchFile(file);
      return {
        code: `export default ${JSON.stringify(code)};`,
        moduleSideEffects: false,
        meta: { bundles: watchFiles },
      };
    },
  };
}

/** The workers built in this process, by module id and options. */
const cached = new Map();
/** The files bundled into each worker of {@link cached} that has been built, by the same key. */
const bundledFiles = new Map();
