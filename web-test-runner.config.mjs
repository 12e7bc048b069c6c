// Browser tests: `npm run test:browser` (scripts/check-browser.mjs runs first).
// Runs test/browser/**/*.test.ts in Debian's Chromium; no test tool downloads a browser.

import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { botWorkerCode, parseBotWorker } from './scripts/bot-worker.mjs';
import { cdnOrigin } from './scripts/cdn-test-server.mjs';
import { BOARDGAME_IO_ENTRIES, PREBUNDLE_DIR, prebundleBoardgameIo } from './scripts/prebundle-boardgameio.mjs';

/**
 * The browser tests' one time limit (issue 19): how long a test may wait for one thing (a bot move,
 * a round, a whole game, a build of the bundles) before it fails. Tests wait on events and state,
 * never on the clock, so this is a hang detector, not a speed requirement: it is set for a loaded
 * machine (on 2 cores at a load average of 14, `npm test` took 22 minutes), and a quiet run never
 * comes near it. `waitFor` (test/browser/helpers.ts) gets it as `WAIT_LIMIT_MS`; a test may take
 * `TEST_LIMIT_MS` (mocha's per-test timeout), a test file `FILE_LIMIT_MS`. Change it here only.
 */
const WAIT_LIMIT_MS = 120_000;
/** A test: two waits at their limit (a test that hangs fails at 4 min, and its file goes on). */
const TEST_LIMIT_MS = 2 * WAIT_LIMIT_MS;
/** A test file, from its tests' start to their end (a hang outside any test). */
const FILE_LIMIT_MS = 5 * WAIT_LIMIT_MS;

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
  // The limits of a test file (see WAIT_LIMIT_MS): the defaults (30 s to open the page, 20 s for
  // its tests to start, 2 min for them to finish) fail a busy machine's slow start or slow file.
  browserStartTimeout: WAIT_LIMIT_MS,
  testsStartTimeout: WAIT_LIMIT_MS,
  testsFinishTimeout: FILE_LIMIT_MS,
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
      // __WAIT_LIMIT_MS__: the tests' wait limit (WAIT_LIMIT_MS), read by test/browser/helpers.ts only.
      define: {
        'process.env.NODE_ENV': '"production"',
        'process.env': '{}',
        __WAIT_LIMIT_MS__: String(WAIT_LIMIT_MS),
      },
    }),
  ],
  testFramework: {
    // Mocha's per-test timeout (see WAIT_LIMIT_MS); no test sets its own (`this.timeout`).
    config: { timeout: TEST_LIMIT_MS },
  },
};
