/**
 * What the browser benches share (bench/browser-longtask.ts, bench/jank.ts):
 * a static server of the repo root on a free local port, and Debian's
 * Chromium driven by `puppeteer-core`, both checked first.
 *
 * Optional prerequisites: Chromium (`CHROME_PATH`, or /usr/bin/chromium),
 * `puppeteer-core` (installed with @web/test-runner-chrome) and a build
 * (`npm run build`). When one is missing, {@link openBrowser} throws a
 * {@link BrowserUnavailable} naming it, which a bench turns into a
 * "not measured" row.
 */
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';

/** The repo root, which the server serves. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tables, and the demo page that loads each one's drop-in bundle (dist/cdn/<tag>.js). */
export const DEMOS = {
  'cant-win-table': '/demo/cant-win.html',
  'instinct-table': '/demo/instinct.html',
  'you-suck-table': '/demo/you-suck.html',
  'tricktakers-table': '/demo/tricktakers.html',
} as const;
export type TableTag = keyof typeof DEMOS;

/** A prerequisite is missing; `message` says which. */
export class BrowserUnavailable extends Error {
  override name = 'BrowserUnavailable';
}

/** The flags every bench launches Chromium with (as web-test-runner.config.mjs). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  // The window as large as the pages' viewport (bench/jank.ts: 1280×800). Headless Chromium's window is
  // 800×600 by default and draws only what changes inside it: a move below or right of it (a hand,
  // the choices) was never drawn, so Event Timing counted its click to a later paint (issue 20).
  '--window-size=1280,800',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A running Chromium and the local server it reads pages from. */
export interface BenchBrowser {
  browser: Browser;
  /** `http://127.0.0.1:<port>`: the repo root, and the `pages`. */
  origin: string;
  /** Closes the browser, then the server. */
  close(): Promise<void>;
}

/**
 * Starts the server (the repo root, plus `pages`: HTML by URL path, e.g.
 * `{ '/alone.html': '<!doctype html>…' }`) and Chromium.
 * @param opts.files paths under the repo root that must exist (the built bundles)
 * @param opts.chrome the Chromium binary; default `CHROME_PATH` or /usr/bin/chromium
 * @throws BrowserUnavailable when Chromium, puppeteer-core or one of `files` is missing
 */
export async function openBrowser(
  opts: { files?: readonly string[]; pages?: Readonly<Record<string, string>>; chrome?: string } = {},
): Promise<BenchBrowser> {
  const chrome = opts.chrome ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(chrome, constants.X_OK);
  } catch {
    throw new BrowserUnavailable(`no Chromium at ${chrome} (set CHROME_PATH)`);
  }
  for (const file of opts.files ?? []) {
    if (!existsSync(path.join(root, file))) throw new BrowserUnavailable(`no ${file}: run \`npm run build\` first`);
  }
  let puppeteer: typeof import('puppeteer-core');
  try {
    puppeteer = await import('puppeteer-core');
  } catch {
    throw new BrowserUnavailable('puppeteer-core is not installed (it comes with @web/test-runner-chrome)');
  }
  const server = await serve(root, opts.pages ?? {});
  const { port } = server.address() as AddressInfo;
  let browser: Browser;
  try {
    browser = await puppeteer.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
  } catch (e) {
    server.close();
    throw e;
  }
  return {
    browser,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/** A static file server for `dir` on a free local port, with `pages` (HTML by URL path) served from memory. */
function serve(dir: string, pages: Readonly<Record<string, string>>): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.map': 'application/json',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = pages[url.pathname];
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': types['.html']! }).end(page);
      return;
    }
    const file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
