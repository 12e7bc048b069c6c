// The drop-in build (dist/cdn): one rollup build with every element's define entry as an
// input, split into chunks, as a CDN serves them:
//   <dir>/<tag>.js                 the entry: `<script type="module" src=…/<tag>.js>`
//   <dir>/chunks/*.js              shared code (lit, boardgame.io's client, the table parts),
//                                  imported relative to the entry's URL, so it works from any origin
//   <dir>/chunks/bot-worker-*.js   each game's bot worker script as a string (normal, -mcts),
//                                  imported on the first bot decision (scripts/bot-worker.mjs)
// plus the main-thread fallback's chunks (the bot registry, each game's bots), imported only
// when the page refuses the worker. Used by rollup.config.mjs, and unminified by the browser
// tests (web-test-runner.config.mjs) to serve a build from a second origin.

import path from 'node:path';
import terser from '@rollup/plugin-terser';
import { literalsHtmlCssMinifier } from '@literals/rollup-plugin-html-css-minifier';
import { botWorker, botWorkerName, browserPlugins, onwarn } from './bot-worker.mjs';
import { thirdPartyNotices } from './rollup-third-party-notices.mjs';

/**
 * Terser's `nth_identifier`: the n-th mangled name, from a fixed alphabet (common letters
 * first), 54 leading characters then 64. Self-contained: @rollup/plugin-terser runs it in a
 * worker from its source text.
 */
const FIXED_NAMES = {
  get(n) {
    const chars = 'etnrisoaclpdhumfgybvwkxjqzETNRISOACLPDHUMFGYBVWKXJQZ$_0123456789';
    let name = '';
    let base = 54;
    n++;
    do {
      n--;
      name += chars[n % base];
      n = Math.floor(n / base);
      base = 64;
    } while (n > 0);
    return name;
  },
};

/**
 * Rollup options for the drop-in build.
 * @param {{ defineEntries: string[], dir: string, minify?: boolean, sourcemap?: boolean }} options
 *   `defineEntries`: src/define/<tag>.ts files (each becomes <dir>/<tag>.js)
 */
export function cdnConfig({ defineEntries, dir, minify = true, sourcemap = true }) {
  return {
    input: Object.fromEntries(defineEntries.map((file) => [path.basename(file, '.ts'), file])),
    plugins: [
      ...browserPlugins(),
      // Lit's html`…` and css`…` templates keep their indentation and comments through terser: minify them too.
      minify && literalsHtmlCssMinifier({ include: ['src/**/*.ts'], failOnError: true }),
      botWorker({ minify }),
      thirdPartyNotices(),
      // Comments: only the `/*!` banners, which name each bundled package and its licence file
      // (<chunk>.LICENSE.txt holds the full texts, copyright lines included).
      // Three compress passes, and reading a property has no side effect (pure_getters: an unused
      // read may go): about 0.5% smaller first loads than the defaults. One `unsafe` option,
      // unsafe_methods: `{ m: function () {…} }` and `{ m: () => {…} }` (a block arrow without
      // `this`) become `{ m() {…} }`, which only breaks code that calls `new` on such a property or
      // reads `arguments` from an arrow; neither our code nor the bundled lit, boardgame.io and immer
      // do (issue 20: measured 18 B off TrickTakers' first load, 20 B off You Suck's; small, but
      // the budget is tight). unsafe_arrows, keep_fargs: false and more passes gave at most a few
      // bytes more each, for more risk, so they stay off.
      minify &&
        terser({
          ecma: 2020,
          module: true,
          compress: { passes: 3, pure_getters: true, unsafe_methods: true },
          // Mangled names in one fixed order (FIXED_NAMES), not terser's default: that one orders
          // the letters by how often each occurs in the chunk, chunk hashes in import paths
          // included, so a change to an on-demand chunk (a bot's code: its hash, named in the
          // shared first-load chunk) renamed every variable of the first load and moved its brotli
          // size by about 100 B with no code changed (issue 24: 53 B under the budget, then 34 B
          // over). Brotli still moves by tens of bytes with a hash (measured: the same code, ±100 B
          // over three builds), so the budget's margin should stay above that.
          mangle: { nth_identifier: FIXED_NAMES },
          format: { comments: /^!/ },
        }),
    ],
    onwarn,
    output: {
      dir,
      format: 'es',
      sourcemap,
      entryFileNames: '[name].js',
      // Hex chunk hashes: a first load names its chunks by hash, and brotli cannot shrink a hash,
      // so base64's 48 random bits a name cost more than hex's 32 (TrickTakers' first load: 40967 B
      // with base64, 40921 B with hex, the same code). Either way the size still moves by some
      // ±15 B whenever an on-demand chunk changes, as the hashes it names change.
      hashCharacters: 'hex',
      // A chunk this small (bytes of code before minifying) is merged into another when that runs no
      // code earlier than before (rollup checks side effects): TrickTakers' and You Suck's first
      // loads had a file of their own for 300 B of code (the `deal` attribute's reader and a
      // constant), and every table one for games/common/result.ts, each file costing its brotli
      // frame, its sourcemap comment and its import (issue 20: 120-150 B off each first load).
      // test/node/on-demand-chunks.test.ts checks that no on-demand part joins a first load.
      experimentalMinChunkSize: 1000,
      // games/common/totals.ts (the round summary's running total, issue 22) is used only by
      // parts loaded on demand; left to the merge above it joins the shared first-load chunk
      // (about 250 B brotli of every first load), so it keeps a chunk of its own.
      // parts/compact.styles.ts (issue 22's phone layout) is shared by Can't Win and Instinct only;
      // left to the merge it joins a chunk of Instinct's Japanese words, which both would then load.
      // games/common/result.ts (the game's result) is in the first load of Can't Win and
      // Instinct only (the other two load it with their play view); left to the merge it joins the
      // shared chunk, about 125 B brotli of TrickTakers' and You Suck's first loads, so it goes with
      // compact.styles.ts (issue 24: their margins under the budget went from 27 B and 38 B to 150 B
      // and 164 B; Can't Win's and Instinct's first loads are unchanged).
      manualChunks: (id) =>
        id.endsWith('/games/common/totals.ts')
          ? 'totals'
          : id.endsWith('/parts/compact.styles.ts') || id.endsWith('/games/common/result.ts')
            ? 'compact'
            : undefined,
      // A worker's chunk: chunks/bot-worker-<game>[-mcts]-<hash>.js
      // Six hex characters of hash (rollup's minimum for this many chunks; 16^6 names): every first
      // load names its chunks, and hash characters do not compress (issue 20: 75 B off TrickTakers').
      chunkFileNames: (chunk) => `chunks/${botWorkerName(chunk.facadeModuleId) ?? '[name]'}-[hash:6].js`,
    },
  };
}
