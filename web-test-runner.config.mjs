// Browser tests: `npm run test:browser` (scripts/check-browser.mjs runs first).
// Runs test/browser/**/*.test.ts in Debian's Chromium; no test tool downloads a browser.

import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { BOT_WORKER_MODULE, buildBotWorker } from './scripts/bot-worker.mjs';
import { BOARDGAME_IO_ENTRIES, PREBUNDLE_DIR, prebundleBoardgameIo } from './scripts/prebundle-boardgameio.mjs';

// boardgame.io does not load from node_modules in the browser (CommonJS dependencies); serve a
// pre-bundled copy instead. Takes about 1 s, and is skipped when .cache/ is up to date.
// The bots' worker is bundled as for the build (scripts/bot-worker.mjs), unminified: about 2 s.
const [, botWorker] = await Promise.all([prebundleBoardgameIo(), buildBotWorker({ minify: false })]);

/** Serves `virtual:bot-worker` (src/elements/parts/bot-runner.ts imports it): the worker's code as a string. */
const BOT_WORKER_PATH = '/__virtual/bot-worker.js';
const botWorkerModule = {
  name: 'bot-worker',
  resolveImport({ source }) {
    return source === BOT_WORKER_MODULE ? BOT_WORKER_PATH : undefined;
  },
  serve(context) {
    if (context.path !== BOT_WORKER_PATH) return undefined;
    return { body: `export default ${JSON.stringify(botWorker.code)};`, type: 'js' };
  },
};

/** Resolves `boardgame.io/<entry>` to the pre-bundled file, served from the root dir. */
const boardgameIoPrebundle = {
  name: 'boardgame.io-prebundle',
  resolveImport({ source }) {
    if (source !== 'boardgame.io' && !source.startsWith('boardgame.io/')) return undefined;
    if (source === 'boardgame.io') {
      throw new Error('Import boardgame.io values from a subpath (boardgame.io/client, /core, /ai, …); use `import type` for the root.');
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
    botWorkerModule,
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
