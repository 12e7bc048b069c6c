// The bot worker's code, for the elements (src/elements/parts/bot-runner.ts imports it as
// `import code from 'virtual:bot-worker'`, a string).
//
// A page cannot start a Worker from a script on another origin (a CDN), so the worker is not a
// file beside the bundle: src/elements/parts/bot-worker.ts is bundled on its own into one
// classic script (IIFE: lit-free, boardgame.io and the bots inlined, NODE_ENV "production"),
// and that script is inlined as a string wherever the elements are built; the runner starts it
// from a `blob:` URL.
//
// - rollup.config.mjs: `botWorker()` in every build that contains the elements (dist/esm and
//   each dist/cdn/<tag>.js), minified with terser. The worker is bundled once per rollup run.
// - web-test-runner.config.mjs: `buildBotWorker({ minify: false })` once at startup, served as
//   the module `virtual:bot-worker` (restart the test runner after changing a bot).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The worker's entry point. */
export const BOT_WORKER_ENTRY = path.join(root, 'src/elements/parts/bot-worker.ts');

/** The module id that stands for the worker's code (declared in src/elements/parts/virtual-bot-worker.d.ts). */
export const BOT_WORKER_MODULE = 'virtual:bot-worker';

/**
 * The plugins of every bundle for browsers (the drop-in files and the worker): environment
 * replaced, node_modules resolved for the browser, CommonJS converted, TypeScript compiled.
 * - `process.env.NODE_ENV` is "production": boardgame.io then leaves out its debug panel.
 * - Any other `process.env.X` is `undefined`: a browser has no environment (a Node-only
 *   switch in shared code must not throw there).
 */
export function browserPlugins() {
  return [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // Then every other `process.env.X` (the replacement above ends with the default delimiters,
    // which never match `process.env` followed by a dot).
    replace({ preventAssignment: true, delimiters: ['(?<![\\w$.])', ''], values: { 'process.env.': '({}).' } }),
    nodeResolve({ browser: true, rootDir: root }),
    commonjs(),
    esbuild({ target: 'es2022', tsconfig: path.join(root, 'tsconfig.json'), sourceMap: true }),
  ];
}

/** Rollup warnings that boardgame.io and its dependencies are full of, harmless in our output. */
export function onwarn(warning, warn) {
  const inDeps = (warning.id ?? warning.ids?.[0] ?? '').includes('node_modules');
  if (inDeps && ['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'EVAL', 'SOURCEMAP_ERROR'].includes(warning.code)) return;
  warn(warning);
}

/**
 * Bundles the worker into one classic script.
 * @param {{ minify?: boolean }} [options] minify with terser (default true)
 * @returns {Promise<{ code: string, watchFiles: string[] }>}
 */
export async function buildBotWorker({ minify = true } = {}) {
  const bundle = await rollup({
    input: BOT_WORKER_ENTRY,
    plugins: [...browserPlugins(), minify && terser({ ecma: 2020 })],
    onwarn,
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', inlineDynamicImports: true });
    // A name for the browser's developer tools (a blob: URL says nothing).
    return { code: `${output[0].code}\n//# sourceURL=trick-tables-bot-worker.js\n`, watchFiles: bundle.watchFiles };
  } finally {
    await bundle.close();
  }
}

/**
 * Rollup plugin: resolves `virtual:bot-worker` to `export default "<the worker's code>"`.
 * The worker is bundled once per rollup run (all configs share it), or on every rebuild in
 * watch mode.
 */
export function botWorker() {
  const id = `\0${BOT_WORKER_MODULE}`;
  return {
    name: 'bot-worker',
    resolveId(source) {
      return source === BOT_WORKER_MODULE ? id : null;
    },
    async load(loaded) {
      if (loaded !== id) return null;
      if (this.meta.watchMode) cached = undefined;
      cached ??= buildBotWorker();
      const { code, watchFiles } = await cached;
      for (const file of watchFiles) if (path.isAbsolute(file)) this.addWatchFile(file);
      return { code: `export default ${JSON.stringify(code)};`, moduleSideEffects: false };
    },
  };
}

/** The worker as last built in this process. */
let cached;
