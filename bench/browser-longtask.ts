/**
 * The longest main-thread task while bots decide, in Chromium: does a table
 * freeze the page it is embedded in? The goal: no task over 50 ms while a
 * bot thinks (issue 4: the bots run in a Web Worker).
 *
 * It serves the repo root on a local port, opens a built demo page
 * (demo/cant-win.html or demo/instinct.html, which load
 * dist/cdn/<tag>.js as a blog would), replaces its tables with one
 * `<tag seat="none" bots=…>`, lets its bots go at `speed="0"` once it has
 * rendered, and records every `longtask` entry
 * (tasks of 50 ms or more, PerformanceObserver) while the bots make their
 * first decisions. Every task of the page counts: posting to the worker,
 * dispatching the answer through boardgame.io, rendering the table after a
 * move. The table's first render and first frame, a cost of loading the
 * page before any bot thinks, are reported apart (`startupMs`).
 *
 * `thread: 'main'` measures the fallback instead: the page first forbids
 * workers (`<meta http-equiv="Content-Security-Policy" content="worker-src
 * 'none'">`), so the bots run on the main thread, as on a page whose policy
 * lacks `worker-src blob:`.
 *
 * Optional: it needs Debian's Chromium, `puppeteer-core` and a build
 * (bench/browser.ts). When one is missing it throws a {@link BrowserUnavailable}
 * naming it; `measureLongTask` turns that into a "not measured" row.
 *
 * Used by bench/run.ts (`npm run bench -- --only longtask`); also runnable
 * alone: `npx tsx bench/browser-longtask.ts [bots] [decisions] [tag] [worker|main]`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserUnavailable, DEMOS, openBrowser, type TableTag } from './browser.js';
import type { BenchRow } from './run.js';

export interface LongTaskOptions {
  /** The table. Default `"cant-win-table"`. */
  table?: TableTag;
  /** The `bots` attribute of the measured table. Default `"mcts"`. */
  bots?: string;
  /** `'worker'` (default), or `'main'`: the page forbids workers, so the bots fall back to the main thread. */
  thread?: 'worker' | 'main';
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
  /** Where the bots decided: the table's `botRunner`. */
  botRunner: string;
  /** The longest task of the table's first render and first frame, before the bots start; 0 when under 50 ms. */
  startupMs: number;
}

/**
 * Runs the measurement once.
 * @throws BrowserUnavailable when Chromium, puppeteer-core or the build is missing
 */
export async function longestTask(opts: LongTaskOptions = {}): Promise<LongTaskResult> {
  const tag = opts.table ?? 'cant-win-table';
  const { browser, origin, close } = await openBrowser({ files: [`dist/cdn/${tag}.js`], chrome: opts.chrome });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${DEMOS[tag]}`, { waitUntil: 'load' });
    await page.waitForFunction((t) => customElements.get(t) !== undefined, {}, tag);
    return await page.evaluate(
      async ({ tag, bots, decisions, seed, timeoutMs, thread }) => {
        // Only the measured table runs: the demo's own tables stop when removed.
        for (const t of Array.from(document.querySelectorAll(tag))) t.remove();
        if (thread === 'main') {
          const meta = document.createElement('meta');
          meta.httpEquiv = 'Content-Security-Policy';
          meta.content = "worker-src 'none'";
          document.head.append(meta);
        }
        const table = document.createElement(tag) as HTMLElementTagNameMap[typeof tag];
        // Held (a long speed) until its first render and first frame are done.
        Object.assign(table, { seat: 'none', bots, speed: 3_600_000, seed });
        let moves = 0;
        const done = new Promise<void>((resolve, reject) => {
          table.addEventListener('table-move', () => {
            moves += 1;
            if (moves >= decisions) resolve();
          });
          table.addEventListener('table-error', (e) => reject(new Error(e.detail.message)));
          setTimeout(() => reject(new Error(`only ${moves} of ${decisions} decisions in ${timeoutMs} ms`)), timeoutMs);
        });
        const entries: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
        observer.observe({ type: 'longtask', buffered: false });
        document.body.append(table);
        // The table's first render and first frame come before any bot
        // thinks (a cost of loading the page): they are reported apart.
        await table.updateComplete;
        for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
        const started = performance.now();
        // Let the bots go: speed 0, and the same bots written one per seat (a
        // change of `bots` starts the next bot move at once).
        const n = table.state!.ctx.numPlayers;
        table.speed = 0;
        await table.updateComplete;
        table.bots = Array(n).fill(bots).join(',');
        await done;
        const elapsedMs = performance.now() - started;
        // Let the observer deliver the last entries.
        await new Promise((r) => setTimeout(r, 100));
        observer.disconnect();
        table.remove();
        const tasks = entries.filter((e) => e.startTime >= started).map((e) => e.duration);
        const startup = entries.filter((e) => e.startTime < started).map((e) => e.duration);
        return {
          longestMs: Math.round(Math.max(0, ...tasks)),
          longTasks: tasks.length,
          startupMs: Math.round(Math.max(0, ...startup)),
          decisions: moves,
          elapsedMs: Math.round(elapsedMs),
          botRunner: table.botRunner,
        };
      },
      {
        tag,
        bots: opts.bots ?? 'mcts',
        decisions: opts.decisions ?? 6,
        seed: opts.seed ?? 'longtask',
        timeoutMs: opts.timeoutMs ?? 120_000,
        thread: opts.thread ?? 'worker',
      },
    );
  } finally {
    await close();
  }
}

/** What `npm run bench` measures: each table with each bot, in the worker; and the fallback, for comparison. */
const CASES: { table: TableTag; bots: string; decisions: number; thread: 'worker' | 'main' }[] = [
  // The default opponent: 16 decisions cover round 1's bids and first tricks (the largest searches).
  { table: 'cant-win-table', bots: 'ismcts:normal', decisions: 16, thread: 'worker' },
  { table: 'instinct-table', bots: 'ismcts:normal', decisions: 16, thread: 'worker' },
  // The reference: round 1's laps, its longest playouts (about a second each).
  { table: 'cant-win-table', bots: 'mcts', decisions: 6, thread: 'worker' },
  { table: 'instinct-table', bots: 'mcts', decisions: 6, thread: 'worker' },
  { table: 'you-suck-table', bots: 'mcts', decisions: 6, thread: 'worker' },
  { table: 'tricktakers-table', bots: 'mcts', decisions: 6, thread: 'worker' },
  // A page whose CSP refuses blob: workers.
  { table: 'cant-win-table', bots: 'ismcts:normal', decisions: 16, thread: 'main' },
  { table: 'cant-win-table', bots: 'mcts', decisions: 6, thread: 'main' },
];

/**
 * The bench/run.ts hook: for each case, `reps` runs (seeds `longtask-1`…),
 * reported as one row: the median and the worst of each run's longest task.
 */
export async function measureLongTask({ reps }: { reps: number }): Promise<BenchRow[]> {
  const measure = 'longest main-thread task while bots decide, Chromium (ms)';
  const rows: BenchRow[] = [];
  for (const c of CASES) {
    const runs: LongTaskResult[] = [];
    try {
      for (let i = 1; i <= Math.max(1, reps); i++) runs.push(await longestTask({ ...c, seed: `longtask-${i}` }));
    } catch (e) {
      if (!(e instanceof BrowserUnavailable)) throw e;
      return [{ part: 'longtask', measure, result: 'not measured', detail: e.message }];
    }
    const longest = runs.map((r) => r.longestMs).sort((a, b) => a - b);
    const median = longest[Math.floor((longest.length - 1) / 2)]!;
    const perDecision = runs.map((r) => r.elapsedMs / r.decisions).sort((a, b) => a - b)[
      Math.floor((runs.length - 1) / 2)
    ]!;
    const runners = [...new Set(runs.map((r) => r.botRunner))].join('/');
    rows.push({
      part: 'longtask',
      measure: `${measure}, <${c.table}> bots="${c.bots}", ${c.thread === 'main' ? 'fallback: main thread (CSP forbids workers)' : 'in a worker'}`,
      result: median === 0 ? '< 50' : String(median),
      detail:
        `median of ${runs.length} runs (each run's longest: ${longest.map((ms) => (ms === 0 ? '<50' : ms)).join(', ')} ms); ` +
        `first ${runs[0]!.decisions} moves of seat="none" speed="0", built demo bundle; botRunner=${runners}; ` +
        `${Math.round(perDecision)} ms a move (median); the table's first render, before the bots start and not counted: ` +
        `longest task ${runs.map((r) => (r.startupMs === 0 ? '<50' : r.startupMs)).join(', ')} ms`,
    });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [bots = 'mcts', decisions = '6', table = 'cant-win-table', thread = 'worker'] = process.argv.slice(2);
  const result = await longestTask({
    bots,
    decisions: Number(decisions),
    table: table as TableTag,
    thread: thread as 'worker' | 'main',
  });
  console.log(JSON.stringify(result));
}
