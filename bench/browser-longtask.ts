/**
 * The longest main-thread task while a bot decides, in Chromium: does a
 * table freeze the page it is embedded in?
 *
 * It serves the repo root on a local port, opens the built demo
 * (demo/cant-win.html, which loads dist/cdn/cant-win-table.js as a blog
 * would), replaces its tables with one `<cant-win-table seat="none"
 * bots="mcts" speed="0">`, and records every `longtask` entry (tasks over
 * 50 ms, PerformanceObserver) while the bots make their first decisions.
 *
 * Optional: it needs Debian's Chromium (`CHROME_PATH` or /usr/bin/chromium),
 * `puppeteer-core` (installed with @web/test-runner-chrome) and a build
 * (`npm run build`). When one is missing it throws a {@link LongTaskUnavailable}
 * naming it; `measureLongTask` turns that into a "not measured" row.
 *
 * Used by bench/run.ts (`npm run bench -- --only longtask`); also runnable
 * alone: `npx tsx bench/browser-longtask.ts [bots] [decisions]`.
 */
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = 'dist/cdn/cant-win-table.js';
const DEMO = '/demo/cant-win.html';

/** A prerequisite is missing; `message` says which. */
export class LongTaskUnavailable extends Error {
  override name = 'LongTaskUnavailable';
}

export interface LongTaskOptions {
  /** The `bots` attribute of the measured table. Default `"mcts"`. */
  bots?: string;
  /** Bot decisions to watch. Default 6 (the laps of round 1: the longest playouts). */
  decisions?: number;
  /** The table's seed. Default `"longtask"`. */
  seed?: string;
  /** Chromium binary. Default `CHROME_PATH` or /usr/bin/chromium. */
  chrome?: string;
  /** Give up after this many ms. Default 120 000. */
  timeoutMs?: number;
}

/** What one run saw. */
export interface LongTaskResult {
  /** The longest task, ms; 0 when no task reached 50 ms. */
  longestMs: number;
  /** Tasks of 50 ms or more. */
  longTasks: number;
  /** Decisions watched. */
  decisions: number;
  /** Wall time of those decisions, ms. */
  elapsedMs: number;
}

/**
 * Runs the measurement once.
 * @throws LongTaskUnavailable when Chromium, puppeteer-core or the build is missing
 */
export async function longestTask(opts: LongTaskOptions = {}): Promise<LongTaskResult> {
  const chrome = opts.chrome ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(chrome, constants.X_OK);
  } catch {
    throw new LongTaskUnavailable(`no Chromium at ${chrome} (set CHROME_PATH)`);
  }
  if (!existsSync(path.join(root, BUNDLE))) throw new LongTaskUnavailable(`no ${BUNDLE}: run \`npm run build\` first`);
  let puppeteer: typeof import('puppeteer-core');
  try {
    puppeteer = await import('puppeteer-core');
  } catch {
    throw new LongTaskUnavailable('puppeteer-core is not installed (it comes with @web/test-runner-chrome)');
  }

  const server = await serve(root);
  const browser = await puppeteer.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}${DEMO}`, { waitUntil: 'load' });
    await page.waitForFunction(() => customElements.get('cant-win-table') !== undefined);
    return await page.evaluate(
      async ({ bots, decisions, seed, timeoutMs }) => {
        // Only the measured table runs: the demo's own tables stop when removed.
        for (const t of Array.from(document.querySelectorAll('cant-win-table'))) t.remove();
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const table = document.createElement('cant-win-table');
        Object.assign(table, { seat: 'none', bots, speed: 0, seed });
        let moves = 0;
        const started = performance.now();
        const done = new Promise<void>((resolve, reject) => {
          table.addEventListener('table-move', () => {
            moves += 1;
            if (moves >= decisions) resolve();
          });
          table.addEventListener('table-error', (e) => reject(new Error(e.detail.message)));
          setTimeout(() => reject(new Error(`only ${moves} of ${decisions} decisions in ${timeoutMs} ms`)), timeoutMs);
        });
        document.body.append(table);
        await done;
        const elapsedMs = performance.now() - started;
        // Let the observer deliver the last entries.
        await new Promise((r) => setTimeout(r, 100));
        observer.disconnect();
        table.remove();
        return { longestMs: Math.round(Math.max(0, ...tasks)), longTasks: tasks.length, decisions: moves, elapsedMs: Math.round(elapsedMs) };
      },
      { bots: opts.bots ?? 'mcts', decisions: opts.decisions ?? 6, seed: opts.seed ?? 'longtask', timeoutMs: opts.timeoutMs ?? 120_000 },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * The bench/run.ts hook: `reps` runs (seeds `longtask-1`…), reported as one
 * row per bot: the median and the worst of each run's longest task.
 */
export async function measureLongTask({ reps }: { reps: number }): Promise<BenchRow[]> {
  const measure = 'longest main-thread task during a bot decision, Chromium (ms)';
  const rows: BenchRow[] = [];
  for (const bots of ['mcts', 'rule']) {
    const runs: LongTaskResult[] = [];
    try {
      for (let i = 1; i <= Math.max(1, reps); i++) runs.push(await longestTask({ bots, seed: `longtask-${i}` }));
    } catch (e) {
      if (!(e instanceof LongTaskUnavailable)) throw e;
      return [{ part: 'longtask', measure, result: 'not measured', detail: e.message }];
    }
    const longest = runs.map((r) => r.longestMs).sort((a, b) => a - b);
    const median = longest[Math.floor((longest.length - 1) / 2)]!;
    rows.push({
      part: 'longtask',
      measure: `${measure}, bots="${bots}"`,
      result: median === 0 ? '< 50' : String(median),
      detail:
        `median of ${runs.length} runs (worst ${longest.at(-1)} ms; 0 = no task ≥ 50 ms), ` +
        `first ${runs[0]!.decisions} decisions of seat="none" speed="0", built demo bundle`,
    });
  }
  return rows;
}

/** A static file server for `dir` on a free local port. */
function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.map': 'application/json',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [bots = 'mcts', decisions = '6'] = process.argv.slice(2);
  const result = await longestTask({ bots, decisions: Number(decisions) });
  console.log(JSON.stringify(result));
}
