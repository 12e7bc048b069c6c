/**
 * Jank while a human plays (issue 20), in Chromium: a full game at the
 * table's default speed, played by the bench as the human seat, on each
 * demo page (demo/*.html: the human table `#play` beside a watching bot
 * table, as a blog embeds them) and on a page with that one table alone
 * (`/alone/<tag>.html`, served from memory: the drop-in bundle and
 * `<tag id="play">` at the default speed and bots), with the CPU throttled
 * 1× and 4× (`Emulation.setCPUThrottlingRate`, 4×: a mid-range phone).
 * The viewport is 1280×800.
 *
 * The human table gets `seed="jank-10"` before it starts (the demo pages
 * give theirs none), a seed at which seat 0 moves first in every game, so
 * each case replays the same game (bots are seeded from it) and the table
 * is playable as soon as it has rendered. The bench plays the first legal
 * target it finds, by a real mouse click (CDP input, so the page sees a
 * trusted event): a You Suck Tick for the picked card, the multi-select
 * hand's confirm, then one of its cards, an enabled option of a picker
 * (tiles, bids, characters…), else a playable card of the hand.
 *
 * Measured, in the page:
 * - long tasks (`PerformanceObserver` `longtask`: main-thread tasks of
 *   50 ms or more) from the moment the table is playable to the game's
 *   end: the longest, and how many; those before it are start-up;
 * - click to next paint: the Event Timing API's `event` entries
 *   (`durationThreshold` 16), grouped by `interactionId`, the longest entry
 *   of each click (from the input's time to the next paint after its
 *   handlers ran, as INP counts it, in steps of 8 ms). A click with no
 *   entry took under 16 ms and counts as 16;
 * - navigation to playable: `performance.now()` (from navigation start) at
 *   the first animation frame at which the table shows a target the human
 *   can click;
 * - the page's main-thread CPU time from playable to the end, by move of
 *   the human's game (CDP `Performance.getMetrics` in thread time: unlike
 *   the times above, it does not grow with the load of the machine, so it
 *   compares two builds measured at different loads).
 *
 * Used by bench/run.ts (`npm run bench -- --only jank [--jank-rounds 1]
 * [--jank-only instinct] [--jank-reps 1]`); needs `npm run build`. Also
 * runnable alone, for one case, with a Chromium trace of it (a JSON file
 * for the DevTools Performance panel, with the JS sampling profile):
 * `npx tsx bench/jank.ts <demo|alone> <tag> <throttle> [rounds] [trace.json]`;
 * with `JANK_PARTS=1` the trace also times each element's Lit update, and
 * bench/jank-trace.ts breaks each click down from it. `JANK_FIRST_WAIT=<ms>`
 * waits that long before the first click (a reader's first look at the
 * table), to tell what the page's start-up costs the first click from what
 * the first move costs itself.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ElementHandle, Page } from 'puppeteer-core';
import { BrowserUnavailable, DEMOS, openBrowser, type TableTag } from './browser.js';
import type { BenchRow } from './run.js';
import { quantile } from '../src/harness/index.js';

/** The human table's seed: seat 0 moves first in every game at 4 players (checked on game start). */
const SEED = 'jank-10';

/** What a trace records: DevTools' timeline and the JS sampling profile. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** One measured case: a page at a CPU throttling rate. */
export interface JankCase {
  /** `demo`: the game's demo page; `alone`: a page with the human table only. */
  page: 'demo' | 'alone';
  tag: TableTag;
  /** `Emulation.setCPUThrottlingRate`'s rate: 1 (none) or more (4: a mid-range phone). */
  throttle: number;
}

/** What one run of a case saw; times in ms. */
export interface JankResult {
  /** The longest task from playable to the game's end; 0 when none reached 50 ms. */
  longestMs: number;
  /** Tasks of 50 ms or more in that time. */
  over50: number;
  /** Tasks of 200 ms or more in that time. */
  over200: number;
  /** The longest task before the table was playable (loading, first render); 0 when under 50 ms. */
  startupMs: number;
  /** Click-to-next-paint of each click, in click order (16: under 16 ms). */
  clickMs: number[];
  /** Navigation start to the first frame with a target the human can click. */
  playableMs: number;
  /** Rounds scored. */
  rounds: number;
  /** The game ended (else the run stopped at the rounds cap). */
  over: boolean;
  /** From playable to the end. */
  playMs: number;
  /** Moves of the human's game from playable to the end, every seat's. */
  moves: number;
  /**
   * The page's main-thread CPU time from playable to the end (CDP `Performance` metrics in
   * thread time, so another process's load does not count): all tasks, and of it scripts,
   * layout and style.
   */
  cpuMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  /** `os.loadavg()` when the run started: 1, 5 and 15 minutes. */
  load: number[];
}

/** Every case: the four demo pages, then the four tables alone, each at 1× and 4×. */
export const JANK_CASES: JankCase[] = (['demo', 'alone'] as const).flatMap((page) =>
  (Object.keys(DEMOS) as TableTag[]).flatMap((tag) => [1, 4].map((throttle) => ({ page, tag, throttle }))),
);

/** A case's name, e.g. `demo instinct-table 4×`. */
export const caseName = (c: JankCase): string => `${c.page} ${c.tag} ${c.throttle}×`;

/** The page with one human table alone, at its defaults. */
const alonePage = (tag: TableTag) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" />` +
  `<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${tag}</title>` +
  `<script type="module" src="/dist/cdn/${tag}.js"></script></head>` +
  `<body><${tag} id="play"></${tag}></body></html>`;

/**
 * Runs in the page before its own scripts (`evaluateOnNewDocument`): the
 * observers, the seed of `#play`, its rounds, and `__jankNext(cap)`, the
 * element the human clicks next once there is one (or `'done'`).
 */
function instrument(seed: string): void {
  const jank = { tasks: [] as number[][], events: [] as number[][], playableAt: -1, rounds: 0, moves: 0 };
  const w = window as unknown as Record<string, unknown>;
  w.__jank = jank;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) jank.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (e.interactionId) jank.events.push([e.interactionId, e.duration]);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  const seeding = new MutationObserver(() => {
    const play = document.getElementById('play');
    if (!play) return;
    seeding.disconnect();
    play.setAttribute('seed', seed);
    play.addEventListener('table-round-end', () => (jank.rounds += 1));
    play.addEventListener('table-move', () => (jank.moves += 1));
  });
  seeding.observe(document, { childList: true, subtree: true });
  const enabled = (root: ParentNode | null | undefined, selector: string) =>
    Array.from(root?.querySelectorAll(selector) ?? []).find(
      (b) => b.getAttribute('aria-disabled') === 'false' && b.getAttribute('aria-pressed') !== 'true',
    ) ?? null;
  const target = (): Element | null => {
    const table = document.getElementById('play')?.shadowRoot;
    if (!table) return null;
    const choose = table.querySelector('tt-choose-hand')?.shadowRoot;
    const pickers = Array.from(table.querySelectorAll('tt-picker'), (p) => p.shadowRoot);
    return (
      enabled(table, '.tick button') ??
      enabled(choose, 'button.confirm') ??
      enabled(choose, 'button.card-button') ??
      pickers.map((p) => enabled(p, 'button')).find((b) => b !== null) ??
      enabled(table.querySelector('tt-hand')?.shadowRoot, 'button.card-button')
    );
  };
  // The human's next target, or 'done' (the game is over, or `cap` rounds are scored): looked
  // for at once and at the frame after each event of the table (its parts have rendered by
  // then), and every 500 ms in case; no polling that would load the page under measure.
  w.__jankNext = (cap: number | null) =>
    new Promise<Element | 'done'>((resolve) => {
      const play = document.getElementById('play') as PlayTable;
      const events = ['table-move', 'table-round-end', 'table-game-over'];
      const check = () =>
        requestAnimationFrame(() => {
          const done = play.state?.ctx.gameover !== undefined || jank.rounds >= (cap ?? Infinity);
          const next = done ? 'done' : target();
          if (!next) return;
          for (const e of events) play.removeEventListener(e, check);
          clearInterval(timer);
          resolve(next);
        });
      for (const e of events) play.addEventListener(e, check);
      const timer = setInterval(check, 500);
      check();
    });
  const watch = () => {
    if (target()) jank.playableAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/**
 * With a trace (`JANK_PARTS=1`): every custom element's Lit update
 * (`performUpdate`) becomes a User Timing measure `lit <tag> <table id>`,
 * for bench/jank-trace.ts. Runs before the page's scripts; it changes no
 * behaviour, and is never on in the measured runs of the bench.
 */
function timeParts(): void {
  const owner = new WeakMap<Element, string>();
  const tableOf = (el: Element): string => {
    let known = owner.get(el);
    if (known !== undefined) return known;
    let n: Node = el;
    while (!(n instanceof Element && n.id && n.parentNode === document.body)) {
      const next: Node | null = n.parentNode ?? (n as ShadowRoot).host ?? null;
      if (!next) break;
      n = next;
    }
    known = n instanceof Element ? n.id || n.localName : '?';
    owner.set(el, known);
    return known;
  };
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ctor, options) => {
    const proto = ctor.prototype as { performUpdate?: () => void };
    const update = proto.performUpdate;
    if (update) {
      proto.performUpdate = function (this: Element) {
        const start = performance.now();
        try {
          return update.call(this);
        } finally {
          performance.measure(`lit ${name} ${tableOf(this)}`, { start });
        }
      };
    }
    define(name, ctor, options);
  };
}

/** The human table as the page's scripts see it: its view's `ctx` only. */
type PlayTable = HTMLElement & { state?: { ctx: { gameover?: unknown } } | null };

/** What the page's `instrument` recorded. */
interface Recorded {
  tasks: number[][];
  events: number[][];
  playableAt: number;
  rounds: number;
  moves: number;
}

/** Waits for two animation frames and a task: the click's render and paint are done. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

/**
 * Plays one case once: a full game, or `rounds` rounds.
 * A wait of over 180 s for the human's turn fails (puppeteer's protocol timeout).
 * @param opts.trace writes a Chromium trace of the whole run (navigation included) to this file
 * @throws BrowserUnavailable when Chromium, puppeteer-core or the build is missing
 */
export async function playJank(c: JankCase, opts: { rounds?: number; trace?: string } = {}): Promise<JankResult> {
  const url = c.page === 'demo' ? DEMOS[c.tag] : `/alone/${c.tag}.html`;
  const { browser, origin, close } = await openBrowser({
    files: [`dist/cdn/${c.tag}.js`],
    pages: { [`/alone/${c.tag}.html`]: alonePage(c.tag) },
  });
  const load = os.loadavg();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.throttle });
    // Durations in the main thread's CPU time: what the page's work costs, whatever else the machine runs.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    // tsx compiles with esbuild's keepNames: a named function sent to the page calls `__name`.
    await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
    await page.evaluateOnNewDocument(instrument, SEED);
    if (opts.trace && process.env.JANK_PARTS) await page.evaluateOnNewDocument(timeParts);
    // With the parts timed (JANK_PARTS), no invalidation tracking or stacks: they record a JS stack at
    // every DOM change, which inflates the DOM-heavy scripts several times over.
    // JANK_PROFILE=0 leaves out the JS sampling profile too (the phases' thread times are then closest to an untraced run).
    const light = (c: string) =>
      !/invalidation|stack/.test(c) && !(process.env.JANK_PROFILE === '0' && c.includes('cpu_profiler'));
    const categories = process.env.JANK_PARTS ? TRACE_CATEGORIES.filter(light) : TRACE_CATEGORIES;
    if (opts.trace) await page.tracing.start({ path: opts.trace, categories });
    await page.goto(origin + url, { waitUntil: 'load' });
    const rounds = opts.rounds ?? Infinity;
    let clicks = 0;
    let atPlayable: Record<string, number> | undefined;
    for (;;) {
      const next = await page.evaluateHandle(
        (cap: number | null) =>
          (window as unknown as { __jankNext(cap: number | null): Promise<Element | 'done'> }).__jankNext(cap),
        // Infinity does not cross to the page (JSON): null stands for no cap.
        Number.isFinite(rounds) ? rounds : null,
      );
      atPlayable ??= await cpu();
      const el = next.asElement() as ElementHandle<Element> | null;
      if (!el) break;
      if (clicks === 0 && process.env.JANK_FIRST_WAIT)
        await new Promise((r) => setTimeout(r, Number(process.env.JANK_FIRST_WAIT)));
      await el.click();
      clicks += 1;
      await settle(page);
    }
    // Let the last entries arrive (they are reported after the paint).
    await settle(page);
    await new Promise((r) => setTimeout(r, 500));
    if (opts.trace) await page.tracing.stop();
    const atEnd = await cpu();
    const spent = (metric: string) => Math.round(1000 * (atEnd[metric]! - atPlayable![metric]!));
    const { rec, end, over } = await page.evaluate(() => {
      const play = document.getElementById('play') as PlayTable;
      return {
        rec: (window as unknown as { __jank: Recorded }).__jank,
        end: performance.now(),
        over: play.state?.ctx.gameover !== undefined,
      };
    });
    if (rec.playableAt < 0) throw new Error(`${caseName(c)}: the table never became playable`);
    const play = rec.tasks.filter(([start]) => start! >= rec.playableAt).map(([, d]) => d!);
    const startup = rec.tasks.filter(([start]) => start! < rec.playableAt).map(([, d]) => d!);
    const byClick = new Map<number, number>();
    for (const [id, d] of rec.events) byClick.set(id!, Math.max(byClick.get(id!) ?? 0, d!));
    if (byClick.size > clicks) throw new Error(`${caseName(c)}: ${byClick.size} interactions for ${clicks} clicks`);
    const clickMs = [...byClick.values(), ...Array<number>(clicks - byClick.size).fill(16)];
    return {
      longestMs: Math.round(Math.max(0, ...play)),
      over50: play.length,
      over200: play.filter((d) => d >= 200).length,
      startupMs: Math.round(Math.max(0, ...startup)),
      clickMs,
      playableMs: Math.round(rec.playableAt),
      rounds: rec.rounds,
      over,
      playMs: Math.round(end - rec.playableAt),
      moves: rec.moves,
      cpuMs: spent('TaskDuration'),
      scriptMs: spent('ScriptDuration'),
      layoutMs: spent('LayoutDuration'),
      styleMs: spent('RecalcStyleDuration'),
      load,
    };
  } finally {
    await close();
  }
}

const median = (xs: readonly number[]) => quantile(xs, 0.5);
const fmt = (x: number) => x.toFixed(1);
/** A click time: under 16 ms shows as `<16`. */
const clickText = (ms: number) => (ms <= 16 ? '<16' : String(Math.round(ms)));

/**
 * The bench/run.ts hook: each case of {@link JANK_CASES} whose name
 * contains one of `only` (all when empty), `reps` runs each, one row per
 * case: the medians over runs of each run's longest task, tasks over 50 ms,
 * click p50 and p95 and navigation-to-playable.
 */
export async function measureJank(opts: {
  reps: number;
  rounds?: number;
  only?: readonly string[];
}): Promise<BenchRow[]> {
  const measure = (c: JankCase) =>
    `${caseName(c)}: longest task / tasks ≥ 50 ms / click-to-paint p50, p95 / to playable / main-thread CPU a move (ms)`;
  const cases = JANK_CASES.filter((c) => !opts.only?.length || opts.only.some((o) => caseName(c).includes(o)));
  const rows: BenchRow[] = [];
  for (const c of cases) {
    const runs: JankResult[] = [];
    try {
      for (let i = 0; i < Math.max(1, opts.reps); i++) {
        runs.push(await playJank(c, { rounds: opts.rounds }));
        process.stderr.write(
          `bench: jank ${caseName(c)}: ${JSON.stringify({ ...runs.at(-1)!, clickMs: undefined })}\n`,
        );
      }
    } catch (e) {
      if (!(e instanceof BrowserUnavailable)) throw e;
      return [{ part: 'jank', measure: 'jank while a human plays', result: 'not measured', detail: e.message }];
    }
    const m = (f: (r: JankResult) => number) => median(runs.map(f));
    const p = (q: number) => (r: JankResult) => quantile(r.clickMs, q);
    rows.push({
      part: 'jank',
      measure: measure(c),
      result: `${m((r) => r.longestMs) || '<50'} / ${m((r) => r.over50)} / ${clickText(m(p(0.5)))}, ${clickText(m(p(0.95)))} / ${m((r) => r.playableMs)} / ${fmt(m((r) => r.cpuMs / r.moves))}`,
      detail:
        `${runs.length === 1 ? 'one run' : `median of ${runs.length} runs`}; ` +
        runs
          .map(
            (r) =>
              `${r.over ? 'a full game' : `stopped at the cap`} (${r.rounds} rounds, ${r.clickMs.length} clicks, ` +
              `${Math.round(r.playMs / 1000)} s of play): ${r.over200} tasks ≥ 200 ms, click max ${clickText(Math.max(...r.clickMs))} ms, ` +
              `start-up's longest task ${r.startupMs || '<50'} ms; main-thread CPU ${r.cpuMs} ms for ${r.moves} moves ` +
              `(scripts ${r.scriptMs}, layout ${r.layoutMs}, style ${r.styleMs}); load average ${r.load.map((x) => x.toFixed(2)).join(' ')}`,
          )
          .join('; '),
    });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [page = 'demo', tag = 'instinct-table', throttle = '1', rounds, trace] = process.argv.slice(2);
  const result = await playJank(
    { page: page as JankCase['page'], tag: tag as TableTag, throttle: Number(throttle) },
    { rounds: rounds ? Number(rounds) : undefined, trace },
  );
  console.log(JSON.stringify(result));
}
