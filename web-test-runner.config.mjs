// Browser tests: `npm run test:browser` (scripts/check-browser.mjs runs first).
// Runs test/browser/**/*.test.ts in Debian's Chromium; no test tool downloads a browser.

import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { botWorkerCode, parseBotWorker } from './scripts/bot-worker.mjs';
import { cdnOrigin } from './scripts/cdn-test-server.mjs';
import { BOARDGAME_IO_ENTRIES, PREBUNDLE_DIR, prebundleBoardgameIo } from './scripts/prebundle-boardgameio.mjs';

// boardgame.io does not load from node_modules in the browser (CommonJS dependencies); serve a
// pre-bundled copy instead. Takes about 1 s, and is skipped when .cache/ is up to date.
await prebundleBoardgameIo();

/**
 * Serves `virtual:bot-worker/<game>[/mcts]` (each table's `static botWorkers` imports them):
 * the game's worker code as a string, bundled as for the build (scripts/bot-worker.mjs),
 * unminified, on a test's first import of it (about 2 s each).
 */
const BOT_WORKER_PATH = '/__virtual/bot-worker/';
const botWorkerModules = {
  name: 'bot-worker',
  resolveImport({ source }) {
    return parseBotWorker(source) ? `${BOT_WORKER_PATH}${source.slice('virtual:bot-worker/'.length)}.js` : undefined;
  },
  async serve(context) {
    if (!context.path.startsWith(BOT_WORKER_PATH)) return undefined;
    const source = `virtual:bot-worker/${context.path.slice(BOT_WORKER_PATH.length).replace(/\.js$/, '')}`;
    const { code } = await botWorkerCode(source, { minify: false });
    return { body: `export default ${JSON.stringify(code)};`, type: 'js' };
  },
};

/**
 * `/__cdn-origin`: the origin (`http://127.0.0.1:<port>`, plain text) of a second
 * server that serves a drop-in build (dist/cdn's layout, unminified) with a CDN's CORS
 * headers; built and started on the first request (test/browser/cdn.test.ts), stopped with
 * the test runner.
 */
const CDN_ORIGIN_PATH = '/__cdn-origin';
let cdn;
const cdnServer = {
  name: 'cdn-server',
  async serve(context) {
    if (context.path !== CDN_ORIGIN_PATH) return undefined;
    cdn ??= cdnOrigin();
    const { origin } = await cdn;
    return { body: origin, type: 'txt' };
  },
  async serverStop() {
    if (cdn) await (await cdn).close();
  },
};

/** Resolves `boardgame.io/<entry>` to the pre-bundled file, served from the root dir. */
const boardgameIoPrebundle = {
  name: 'boardgame.io-prebundle',
  resolveImport({ source }) {
    if (source !== 'boardgame.io' && !source.startsWith('boardgame.io/')) return undefined;
    if (source === 'boardgame.io') {
      throw new Error(
        'Import boardgame.io values from a subpath (boardgame.io/client, /core, /ai, …); use `import type` for the root.',
      );
    }
    const entry = source.slice('boardgame.io/'.length);
    if (!BOARDGAME_IO_ENTRIES.includes(entry)) {
      throw new Error(
        `"${source}" is not pre-bundled for browser tests; add "${entry}" to BOARDGAME_IO_ENTRIES in scripts/prebundle-boardgameio.mjs.`,
      );
    }
    return `/${PREBUNDLE_DIR}/${entry}.js`;
  },
};

export default {
  files: ['test/browser/**/*.test.ts'],
  rootDir: '.',
  nodeResolve: true,
  // One test file at a time: keyboard tests need the page to have focus, and bot games are CPU-bound.
  concurrency: 1,
  // Tests get Lit's development build (it warns about mistakes such as a class field shadowing a
  // reactive property); drop only its "dev mode" banner, printed once per test file.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  // Per test file. The default, 120 s, is tight for a file that plays several rounds against bots.
  testsFinishTimeout: 180_000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox', // needed when running as root (CI containers)
          '--headless=new',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  plugins: [
    boardgameIoPrebundle,
    botWorkerModules,
    cdnServer,
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: new URL('./tsconfig.json', import.meta.url).pathname,
      // For any source that reads it directly; boardgame.io's copy is replaced in the prebundle.
      // Any other process.env.X is undefined, as in the browser bundles (scripts/bot-worker.mjs).
      define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    }),
  ],
  testFramework: {
    // Tests play whole rounds against bots.
    config: { timeout: 20_000 },
  },
};
