/**
 * Where a click's time goes (issue 20): reads a Chromium trace written by
 * bench/jank.ts (`npx tsx bench/jank.ts <demo|alone> <tag> <throttle>
 * [rounds] trace.json`, best with `JANK_PARTS=1`, which times each Lit
 * element's update as a User Timing measure) and, for each click of the
 * human (the Event Timing entry of the `click`: from the input to the
 * next paint), lists the main thread's time inside that window:
 *
 * - the browser's phases, self time (a phase inside another counts once,
 *   in the inner one): script, style recalc, layout, pre-paint, paint,
 *   layerize, commit, garbage collection, other;
 * - the JavaScript, from the sampling profiler, named through the build's
 *   sourcemaps (dist/cdn/**.map): self time by where the code comes from
 *   (boardgame.io, immer, lit, a source file of ours) and inclusive time by
 *   function (a sample counts once for each distinct function on its stack);
 * - with `JANK_PARTS=1`, the time of each element's Lit update
 *   (`performUpdate`), by tag and by the table it belongs to (`#play`, the
 *   demo's `#teaching`…): a watching table's update inside the human's
 *   click window is time the click's paint waited for.
 *
 * Times are the main thread's CPU (thread time, `tdur`) unless marked wall;
 * samples are weighted by their wall interval, scaled to the JS's thread
 * time. Prints the sum over all clicks, then the slowest clicks one by one.
 *
 * Usage: `npx tsx bench/jank-trace.ts trace.json [--clicks 3] [--top 25]`.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { root } from './browser.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  id2?: { local?: string };
  cat?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- trace arguments are untyped JSON
  args?: any;
}

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** The browser's phases, by trace event name. */
const PHASES: Record<string, string> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  BlinkScheduler_PerformMicrotaskCheckpoint: 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  HandlePostMessage: 'script',
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  Commit: 'commit',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'ThreadState::performIdleLazySweep': 'gc',
  HitTest: 'hit test',
  'IntersectionObserverController::computeIntersections': 'intersection observers',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
};

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
if (!file) {
  console.error('usage: npx tsx bench/jank-trace.ts trace.json [--clicks 3] [--top 25]');
  process.exit(2);
}
const TOP = opt('top', 25);
const CLICKS = opt('clicks', 3);

const raw = JSON.parse(readFileSync(file, 'utf8'));
const events: TraceEvent[] = raw.traceEvents ?? raw;

// ---------------------------------------------------------------------------------------------
// The page's main thread, and the human's clicks

const clickDispatches = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
if (clickDispatches.length === 0) throw new Error('no click in the trace');
const { pid, tid } = clickDispatches[0]!;
const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid;

interface Click {
  start: number; // trace µs: the input's time
  end: number; // trace µs: the next paint after the handlers
  durationMs: number;
}
/** One Event Timing entry a click (its longest event: pointerdown, pointerup or click). */
const byInteraction = new Map<number, Click>();
for (const e of events) {
  if (e.name !== 'EventTiming' || e.ph !== 'b' || !onMain(e)) continue;
  const d = e.args?.data;
  if (!d?.interactionId) continue;
  const c = { start: e.ts, end: e.ts + d.duration * 1000, durationMs: d.duration };
  const prev = byInteraction.get(d.interactionId);
  if (!prev || prev.end < c.end)
    byInteraction.set(d.interactionId, { ...c, start: Math.min(c.start, prev?.start ?? c.start) });
}
const clicks = [...byInteraction.values()].sort((a, b) => a.start - b.start);

// ---------------------------------------------------------------------------------------------
// The browser's phases: self thread time of each classified event

interface Span {
  ts: number;
  end: number;
  tdur: number;
  phase: string;
  self: number;
}
const spans: Span[] = events
  .filter((e) => e.ph === 'X' && onMain(e) && PHASES[e.name] && e.dur !== undefined)
  .map((e) => ({
    ts: e.ts,
    end: e.ts + e.dur!,
    tdur: e.tdur ?? e.dur!,
    phase: PHASES[e.name]!,
    self: e.tdur ?? e.dur!,
  }))
  .sort((a, b) => a.ts - b.ts || b.end - a.end);
{
  const stack: Span[] = [];
  for (const s of spans) {
    while (stack.length && stack.at(-1)!.end <= s.ts) stack.pop();
    if (stack.length) stack.at(-1)!.self -= s.tdur;
    stack.push(s);
  }
}
/** Tasks (`ThreadControllerImpl::RunTask`) on the main thread: their thread time, for "other". */
const tasks = events
  .filter((e) => e.ph === 'X' && onMain(e) && e.name === 'ThreadControllerImpl::RunTask')
  .map((e) => ({ ts: e.ts, end: e.ts + e.dur!, tdur: e.tdur ?? e.dur! }));

// ---------------------------------------------------------------------------------------------
// The JS sampling profile, named through the sourcemaps

interface Sample {
  ts: number;
  weight: number; // µs, wall, to the next sample
  node: number;
}
const nodes = new Map<number, { frame: CallFrame; parent?: number }>();
const samples: Sample[] = [];
{
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && onMain(e)).map((e) => e.id));
  const start = events.find((e) => e.name === 'Profile' && onMain(e))?.args.data.startTime ?? 0;
  let t = start;
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && profileIds.has(e.id));
  const times: { ts: number; node: number }[] = [];
  for (const c of chunks) {
    const p = c.args.data.cpuProfile ?? {};
    for (const n of p.nodes ?? []) nodes.set(n.id, { frame: n.callFrame, parent: n.parent });
    const deltas: number[] = c.args.data.timeDeltas ?? [];
    (p.samples ?? []).forEach((node: number, i: number) => {
      t += deltas[i] ?? 0;
      times.push({ ts: t, node });
    });
  }
  for (let i = 0; i < times.length; i++) {
    const next = times[i + 1]?.ts ?? times[i]!.ts;
    samples.push({ ts: times[i]!.ts, node: times[i]!.node, weight: Math.min(next - times[i]!.ts, 10_000) });
  }
}

const consumers = new Map<string, SourceMapConsumer | null>();
async function consumerFor(url: string): Promise<SourceMapConsumer | null> {
  if (consumers.has(url)) return consumers.get(url)!;
  let c: SourceMapConsumer | null = null;
  const m = /\/dist\/cdn\/(.+\.js)$/.exec(url);
  if (m) {
    const map = path.join(root, 'dist/cdn', m[1]! + '.map');
    if (existsSync(map)) c = await new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap);
  }
  consumers.set(url, c);
  return c;
}

interface Named {
  /** Where the code comes from: `boardgame.io`, `immer`, `lit`, `src/…` (our file), or `(program)`… */
  origin: string;
  /** `origin: name` (name from the sourcemap, or the source line). */
  fn: string;
}
const named = new Map<number, Named>();
async function nameOf(id: number): Promise<Named> {
  const known = named.get(id);
  if (known) return known;
  const { frame } = nodes.get(id)!;
  let result: Named;
  if (!frame.url) {
    const n = frame.functionName || '(anonymous)';
    result = { origin: n.startsWith('(') ? n : `native`, fn: n.startsWith('(') ? n : `native: ${n}` };
  } else {
    const c = await consumerFor(frame.url);
    if (!c) {
      result = {
        origin: frame.url.replace(/^.*\//, ''),
        fn: `${frame.url.replace(/^.*\//, '')}: ${frame.functionName}`,
      };
    } else {
      const pos = c.originalPositionFor({ line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
      const source = (pos.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
      const origin = source.startsWith('src/')
        ? source
        : source.includes('boardgame.io')
          ? 'boardgame.io'
          : source.includes('immer')
            ? 'immer'
            : /lit|reactive-element/.test(source)
              ? 'lit'
              : source;
      let name = pos.name ?? '';
      if (!name && pos.line) {
        const text = c.sourceContentFor(pos.source!, true)?.split('\n')[pos.line - 1] ?? '';
        name = text.trim().slice(0, 70);
      }
      result = { origin, fn: `${source.replace(/^src\//, '')}:${pos.line ?? '?'} ${name || frame.functionName}` };
    }
  }
  named.set(id, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Per click

interface Breakdown {
  wallMs: number;
  taskMs: number;
  phases: Map<string, number>;
  jsSelf: Map<string, number>;
  jsIncl: Map<string, number>;
  parts: Map<string, number>;
  jsSampleMs: number;
}
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

/** User Timing measures (`JANK_PARTS=1`): `lit <tag> <table>` spans on the main thread. */
const measures: { ts: number; end: number; name: string }[] = [];
{
  const open = new Map<string, TraceEvent>();
  for (const e of events) {
    if (e.cat !== 'blink.user_timing' || !e.name.startsWith('lit ')) continue;
    const key = `${e.name}|${e.id ?? e.id2?.local}`;
    if (e.ph === 'b') open.set(key, e);
    else if (e.ph === 'e' && open.has(key)) {
      measures.push({ ts: open.get(key)!.ts, end: e.ts, name: e.name });
      open.delete(key);
    }
  }
}

/** A breakdown with nothing counted yet over `wallMs` of wall time. */
const emptyBreakdown = (wallMs: number): Breakdown => ({
  wallMs,
  taskMs: 0,
  phases: new Map(),
  jsSelf: new Map(),
  jsIncl: new Map(),
  parts: new Map(),
  jsSampleMs: 0,
});

async function breakdown(from: number, to: number): Promise<Breakdown> {
  const b = emptyBreakdown((to - from) / 1000);
  for (const t of tasks) if (t.ts >= from && t.ts < to) b.taskMs += t.tdur / 1000;
  let classified = 0;
  for (const s of spans) {
    if (s.ts < from || s.ts >= to) continue;
    add(b.phases, s.phase, s.self / 1000);
    classified += s.self / 1000;
  }
  b.phases.set('other (in tasks)', Math.max(0, b.taskMs - classified));
  const inWindow = samples.filter((s) => s.ts >= from && s.ts < to);
  let jsWall = 0;
  const raw = { self: new Map<string, number>(), incl: new Map<string, number>() };
  for (const s of inWindow) {
    const leaf = await nameOf(s.node);
    if (leaf.origin === '(idle)' || leaf.origin === '(program)') continue;
    jsWall += s.weight;
    add(raw.self, leaf.origin === 'native' ? leaf.fn : leaf.origin, s.weight);
    const seen = new Set<string>();
    for (let n: number | undefined = s.node; n !== undefined; n = nodes.get(n)?.parent) {
      const f = await nameOf(n);
      if (f.origin.startsWith('(') || seen.has(f.fn)) continue;
      seen.add(f.fn);
      add(raw.incl, f.fn, s.weight);
    }
  }
  // Samples count wall time; scale them to the script phase's thread time.
  const scriptMs = (b.phases.get('script') ?? 0) + (b.phases.get('gc') ?? 0);
  const scale = jsWall > 0 ? scriptMs / (jsWall / 1000) : 0;
  for (const [k, v] of raw.self) b.jsSelf.set(k, (v / 1000) * scale);
  for (const [k, v] of raw.incl) b.jsIncl.set(k, (v / 1000) * scale);
  b.jsSampleMs = jsWall / 1000;
  for (const m of measures) if (m.ts >= from && m.ts < to) add(b.parts, m.name, (m.end - m.ts) / 1000);
  return b;
}

const table = (m: Map<string, number>, top = TOP, indent = '  ') =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `${indent}${v.toFixed(1).padStart(8)}  ${k}`)
    .join('\n');

function print(title: string, b: Breakdown, n = 1) {
  const per = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [k, v / n]));
  console.log(`\n=== ${title}`);
  console.log(
    `wall ${(b.wallMs / n).toFixed(1)} ms, main-thread tasks ${(b.taskMs / n).toFixed(1)} ms CPU` +
      (n > 1 ? ' (means a click)' : ''),
  );
  console.log('phases (self, thread ms):\n' + table(per(b.phases)));
  console.log('JS self by origin (thread ms, scaled from samples):\n' + table(per(b.jsSelf), 15));
  console.log('JS inclusive by function:\n' + table(per(b.jsIncl)));
  if (b.parts.size) console.log('Lit updates (wall ms, `lit <tag> <table>`):\n' + table(per(b.parts)));
}

const all: Breakdown[] = [];
for (const c of clicks) all.push(await breakdown(c.start, c.end));
const sum = emptyBreakdown(0);
for (const b of all) {
  sum.wallMs += b.wallMs;
  sum.taskMs += b.taskMs;
  for (const k of ['phases', 'jsSelf', 'jsIncl', 'parts'] as const) for (const [n, v] of b[k]) add(sum[k], n, v);
}
console.log(
  `${clicks.length} clicks; click-to-paint (Event Timing) ms: ${clicks.map((c) => Math.round(c.durationMs)).join(' ')}`,
);
print(`mean over ${clicks.length} clicks`, sum, clicks.length);
const slowest = clicks
  .map((c, i) => ({ c, b: all[i]!, i }))
  .sort((x, y) => y.c.durationMs - x.c.durationMs)
  .slice(0, CLICKS);
for (const { c, b, i } of slowest) print(`click ${i + 1}: ${Math.round(c.durationMs)} ms to paint`, b);
