/**
 * The `harness` rows of bench/run.ts: games per second through the harness
 * at `--jobs 1` and `--jobs N`, measured side by side. Each pair of runs
 * plays the same match (its own seed) at `--jobs 1` and then at `--jobs N`,
 * so the load of a shared machine weighs on both alike, and a pair during
 * which other processes took more than 5% of the CPU is left out (Linux,
 * from /proc); the rows give the medians and the speedup, the median games/s
 * at N over the median at 1.
 *
 * Each run is the harness CLI in a fresh Node process, as `npm run harness`
 * runs it (under tsx): the threads that play start cold in both cases, none
 * keeps the JIT warm-up of an earlier run. The time is the CLI's own (the
 * `--json` file's `summary.timing`): from the match's start to its last game,
 * worker start-up and the workers' bundle included, Node's start-up not.
 *
 * A last row measures what the machine itself allows: the same fixed amount
 * of plain arithmetic on one thread and split over N threads.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { quantile, type MatchJson } from '../src/harness/index.js';
import type { BenchRow } from './run.js';

/** A match measured at --jobs 1 and --jobs N. */
export interface Workload {
  /** Names the rows, e.g. `cant-win: ismcts:easy,rule`. */
  name: string;
  /** What one game is, for the unit: `full games`, `one-round deals`. */
  unit: string;
  game: string;
  players: number;
  bots: string;
  deals: number;
  maxRounds?: number;
}

const CLI = fileURLToPath(new URL('../src/harness/cli.ts', import.meta.url));
const median = (xs: number[]) => quantile(xs, 0.5);
const fmt = (x: number, digits = 1) => x.toFixed(digits);

/**
 * Runs the harness CLI on `w` in a fresh process, with this process's Node
 * flags (tsx's), and returns its games per second and elapsed seconds.
 * @throws Error when the CLI fails
 */
async function runCli(w: Workload, seed: string, jobs: number): Promise<{ gamesPerSecond: number; seconds: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-harness-'));
  const json = path.join(dir, 'match.json');
  try {
    const flags = ['--game', w.game, '--players', String(w.players), '--bots', w.bots, '--games', String(w.deals)];
    if (w.maxRounds !== undefined) flags.push('--max-rounds', String(w.maxRounds));
    flags.push('--seed', seed, '--jobs', String(jobs), '--json', json);
    await promisify(execFile)(process.execPath, [...process.execArgv, CLI, ...flags], { maxBuffer: 1 << 26 });
    const timing = (JSON.parse(readFileSync(json, 'utf8')) as MatchJson).summary.timing!;
    return { gamesPerSecond: timing.gamesPerSecond, seconds: timing.elapsedMs / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Other processes' share of the machine's CPU above which a run counts as disturbed. */
const BUSY = 0.05;

/**
 * CPU seconds used so far by the whole machine (all but idle and I/O wait,
 * steal included: /proc/stat) and by this process with its finished
 * children (/proc/self/stat, utime + stime + cutime + cstime), both counted
 * there in clock ticks of 1/100 s. `undefined` where there is no /proc.
 */
function cpuSeconds(): { machine: number; ours: number } | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as number[];
    const self = readFileSync('/proc/self/stat', 'utf8');
    const f = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const machine = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
    return { machine: machine / 100, ours: (f[11]! + f[12]! + f[13]! + f[14]!) / 100 };
  } catch {
    return undefined;
  }
}

/** One CLI run, with other processes' share of the machine's CPU meanwhile (`undefined`: unknown). */
interface Run {
  gamesPerSecond: number;
  seconds: number;
  others: number | undefined;
}

/** Runs `task` and measures other processes' share of the machine's CPU meanwhile (`undefined`: unknown). */
async function watched<T>(task: () => Promise<T>): Promise<{ value: T; others: number | undefined }> {
  const before = cpuSeconds();
  const started = performance.now();
  const value = await task();
  const wall = (performance.now() - started) / 1000;
  const after = cpuSeconds();
  const others =
    before && after
      ? Math.max(0, after.machine - before.machine - (after.ours - before.ours)) / (wall * availableParallelism())
      : undefined;
  return { value, others };
}

async function measuredRun(w: Workload, seed: string, jobs: number): Promise<Run> {
  const { value, others } = await watched(() => runCli(w, seed, jobs));
  return { ...value, others };
}

const disturbed = (r: Run) => r.others !== undefined && r.others > BUSY;
const share = (x: number | undefined) => (x === undefined ? '?' : `${Math.round(x * 100)}%`);
/** The largest known value, or `undefined` when none is known. */
const most = (xs: (number | undefined)[]) => {
  const known = xs.filter((x) => x !== undefined);
  return known.length === 0 ? undefined : Math.max(...known);
};

/**
 * Measures `w` at --jobs 1 and --jobs `jobs`, alternating: `reps` pairs of
 * runs in which other processes used at most 5% of the machine's CPU,
 * trying at most 2 × `reps` pairs (a shared machine); when too few pairs are
 * undisturbed, every pair counts, and the rows say so.
 * @returns a row per jobs count (median games/s) and the speedup row
 */
export async function sideBySide(
  w: Workload,
  jobs: number,
  reps: number,
  log: (msg: string) => void,
): Promise<BenchRow[]> {
  const pairs: [Run, Run][] = [];
  for (let r = 0; r < 2 * reps && pairs.filter((p) => !p.some(disturbed)).length < reps; r++) {
    const pair: Run[] = [];
    for (const j of [1, jobs]) {
      pair.push(await measuredRun(w, `bench-${r}`, j));
      const run = pair.at(-1)!;
      log(
        `harness ${w.name} pair ${r + 1} --jobs ${j}: ${fmt(run.gamesPerSecond, 2)} games/s, ` +
          `${fmt(run.seconds, 2)} s; other processes ${share(run.others)} of the CPU`,
      );
    }
    pairs.push(pair as [Run, Run]);
  }
  const quiet = pairs.filter((p) => !p.some(disturbed));
  const kept = quiet.length >= reps ? quiet : pairs;
  const left = pairs.length - kept.length;
  const setting =
    `median of ${kept.length} pairs of runs of ${w.deals} deals, --jobs 1 then ${jobs}, each a fresh CLI process; ` +
    (kept === quiet
      ? `${left} pair(s) left out, other processes above ${BUSY * 100}% of the CPU`
      : `BUSY MACHINE: only ${quiet.length} pair(s) without other processes above ${BUSY * 100}% of the CPU, all kept`);
  const rates = [0, 1].map((side) => median(kept.map((p) => p[side]!.gamesPerSecond)));
  const rows: BenchRow[] = [0, 1].map((side) => {
    const runs = kept.map((p) => p[side]!);
    return {
      part: 'harness',
      measure: `${w.name}: ${w.unit}/s, --jobs ${side === 0 ? 1 : jobs}`,
      result: fmt(rates[side]!, 2),
      detail:
        `${setting}; runs ${runs.map((r) => fmt(r.gamesPerSecond, 2)).join(', ')} ` +
        `(${fmt(median(runs.map((r) => r.seconds)), 1)} s median, worker start-up included); ` +
        `other processes at most ${share(most(runs.map((r) => r.others)))} of the CPU`,
    };
  });
  const ratios = kept.map(([one, many]) => many.gamesPerSecond / one.gamesPerSecond);
  rows.push({
    part: 'harness',
    measure: `${w.name}: speedup, --jobs ${jobs} over --jobs 1`,
    result: `${fmt(rates[1]! / rates[0]!, 2)}×`,
    detail: `ratio of the medians; per pair ${ratios.map((x) => fmt(x, 2)).join(', ')}`,
  });
  return rows;
}

/** A thread's share of the plain arithmetic: `n` steps of xorshift32 (32-bit integer operations only). */
const ARITHMETIC = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (n) => {
  let x = 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
  }
  parentPort.postMessage(x);
});`;

/** Milliseconds for `steps` of {@link ARITHMETIC} split evenly over `threads` threads (started beforehand). */
async function arithmetic(threads: number, steps: number): Promise<number> {
  const workers = Array.from({ length: threads }, () => new Worker(ARITHMETIC, { eval: true }));
  await Promise.all(workers.map((w) => new Promise((ok) => w.once('online', ok))));
  const started = performance.now();
  await Promise.all(
    workers.map((w) => new Promise((ok) => (w.once('message', ok), w.postMessage(Math.round(steps / threads))))),
  );
  const ms = performance.now() - started;
  await Promise.all(workers.map((w) => w.terminate()));
  return ms;
}

/**
 * The machine's own ceiling for the speedup: 1e9 steps of arithmetic (about
 * 2 s) on one thread and over `jobs` threads, alternating, `reps` times.
 * No allocation, no messages: what a busy shared machine leaves of its cores.
 */
export async function ceiling(jobs: number, reps: number, log: (msg: string) => void): Promise<BenchRow> {
  const steps = 1e9;
  const ms = new Map<number, number[]>([
    [1, []],
    [jobs, []],
  ]);
  const others: (number | undefined)[] = [];
  for (let r = 0; r < reps; r++) {
    for (const [j, xs] of ms) {
      const run = await watched(() => arithmetic(j, steps));
      xs.push(run.value);
      others.push(run.others);
      log(
        `harness ceiling rep ${r + 1}/${reps}, ${j} thread(s): ${fmt(run.value, 0)} ms; other processes ${share(run.others)} of the CPU`,
      );
    }
  }
  const one = ms.get(1)!;
  const many = ms.get(jobs)!;
  return {
    part: 'harness',
    measure: `ceiling: plain arithmetic, speedup on ${jobs} threads over 1`,
    result: `${fmt(median(one) / median(many), 2)}×`,
    detail:
      `median of ${reps} alternating runs of ${steps} steps: ${fmt(median(one), 0)} ms on 1 thread, ` +
      `${fmt(median(many), 0)} ms on ${jobs}; per repetition ${many.map((x, i) => fmt(one[i]! / x, 2)).join(', ')}; ` +
      `other processes at most ${share(most(others))} of the CPU`,
  };
}
