/**
 * `npm run bench [-- --only harness,strength,mcts,search,bundle,longtask,jank] [--reps 3] [--jobs 2]`
 *
 * Measures, and prints as a markdown table (stdout, and docs/bench-results.md
 * for a full run or the --out file):
 * - harness: games per second through the harness at --jobs 1 and --jobs N side by side, and the
 *   speedup: random bots, and ismcts:easy against rule (bench/throughput.ts);
 * - strength: rule vs random over 200 duplicate deals and mcts vs rule over 30, with 95% intervals;
 * - mcts: the mcts decision time at its levels (median over mid-game states);
 * - search: the ismcts search's speed against a bitmask random playout's (the ceiling), in one
 *   process, and ismcts:normal's decision time at each game's largest player count
 *   (bench/search-speed.ts; issue 24);
 * - bundle: what a page downloads from dist/cdn, first load and later (bench/bundle.ts; needs `npm run build` first);
 * - longtask: the longest main-thread task during a bot decision in Chromium, from
 *   bench/browser-longtask.ts;
 * - jank: a human's full game on each demo page and on a page with its table alone, in Chromium at
 *   1× and 4× CPU throttling: long tasks, click-to-next-paint, navigation to playable
 *   (bench/jank.ts; needs `npm run build`; about 16 games at the default speed, over an hour:
 *   `--jank-rounds 1` stops each after its first round, `--jank-only demo,instinct` keeps the cases
 *   whose name has one of the words).
 *
 * It calls the harness library, not its CLI. boardgame.io runs in production mode (as in the
 * harness CLI) unless NODE_ENV is set.
 */
import '../src/harness/production.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlayer } from '../src/bots/registry.js';
import { BotSpecError, parseBotSpec } from '../src/bots/spec.js';
import { getGame } from '../src/games/registry.js';
import { seatsToMove } from '../src/games/common/seats.js';
import { bundleSizes } from './bundle.js';
import { parseFlags, usageError } from './flags.js';
import { measureLongTask } from './browser-longtask.js';
import { JANK_CASES, caseName, measureJank } from './jank.js';
import { measureSearchSpeed } from './search-speed.js';
import { MID_GAME_AT, midGameStates } from './states.js';
import { ceiling, sideBySide } from './throughput.js';
import {
  checkWritable,
  pct,
  quantile,
  rate,
  runMatch,
  type BotSummary,
  type MatchResult,
} from '../src/harness/index.js';

/** One line of the results table. */
export interface BenchRow {
  /** Which part produced it: `harness`, `strength`, `mcts`, `search`, `bundle`, `longtask`, `jank`. */
  part: string;
  /** What was measured, with its unit. */
  measure: string;
  /** The headline number (a median, or a mean with its interval). */
  result: string;
  /** How it was obtained: repetitions, spread, settings. */
  detail: string;
}

const PARTS = ['harness', 'strength', 'mcts', 'search', 'bundle', 'longtask', 'jank'] as const;
type Part = (typeof PARTS)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAYERS = 4;
/**
 * The games benched, each at 4 players. The unit of play is a full game for
 * Can't Win, You Suck and TrickTakers (three rounds, or fewer when a crown or a
 * character ends a TrickTakers game) and one round (one deal, `maxRounds`
 * 1) for Instinct, whose games to 100 are long (BOTS.md step 6). `states`:
 * the moves after which the mcts decision time is measured, all within trick
 * (or Tick) play, in different rounds.
 */
const BENCHED = [
  { id: 'cant-win', maxRounds: undefined, unit: 'full games', mctsShare: 1, states: MID_GAME_AT['cant-win'] },
  // Half the mcts deals for Instinct, to keep the whole bench within its 20-minute budget.
  { id: 'instinct', maxRounds: 1, unit: 'one-round deals', mctsShare: 0.5, states: MID_GAME_AT['instinct'] },
  // You Suck: about 100 decisions a game; a fifth of the mcts deals, for the same budget.
  { id: 'you-suck', maxRounds: undefined, unit: 'full games', mctsShare: 0.2, states: MID_GAME_AT['you-suck'] },
  // TrickTakers: as You Suck's share.
  { id: 'tricktakers', maxRounds: undefined, unit: 'full games', mctsShare: 0.2, states: MID_GAME_AT['tricktakers'] },
] as const;

const USAGE = `npm run bench -- [--only ${PARTS.join(',')}] [--reps 3] [--jobs 2] [--harness-deals 100]
  [--ismcts-deals 36] [--harness-reps 5] [--rule-deals 200] [--mcts-deals 30] [--mcts mcts:easy]
  [--jank-reps 1] [--jank-rounds N] [--jank-only demo,instinct,4×] [--out file.md]`;

const { values: flags } = parseFlags('bench', USAGE, {
  options: {
    only: { type: 'string' },
    reps: { type: 'string', default: '3' },
    jobs: { type: 'string', default: '2' },
    // Throughput: deals per run of the random-bot matches (one game each) and of the
    // ismcts:easy,rule match (5 games each, about 1.7 s at --jobs 1; each worker spends its
    // first 2-3 deals warming up its JIT and the last game leaves one worker idle, so a shorter
    // match shows less of the speedup: 12 deals gave 1.72x and 24 deals 1.78x, on a machine whose
    // ceiling is 1.95-2.00x; 36 deals, about 60 s at --jobs 1), and the repetitions.
    'harness-deals': { type: 'string', default: '100' },
    'ismcts-deals': { type: 'string', default: '36' },
    'harness-reps': { type: 'string', default: '5' },
    'rule-deals': { type: 'string', default: '200' },
    'mcts-deals': { type: 'string', default: '30' },
    // The mcts spec for the mcts-vs-rule matchup. `normal` (~1 s a decision) would take about an
    // hour on 2 cores for 30 deals; `easy` (~0.2 s) fits the 20-minute budget (see docs/harness.md).
    mcts: { type: 'string', default: 'mcts:easy' },
    // Jank: runs per case (each a full game), a cap on the rounds of each game, and which cases.
    'jank-reps': { type: 'string', default: '1' },
    'jank-rounds': { type: 'string' },
    'jank-only': { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

const whole = (name: keyof typeof flags): number => {
  const n = Number(flags[name]);
  if (!Number.isInteger(n) || n < 1) {
    usageError('bench', USAGE, `--${name} takes a positive whole number, got ${flags[name]}`);
  }
  return n;
};
const reps = whole('reps');
const jobs = whole('jobs');
const only = (flags.only ?? PARTS.join(',')).split(',').map((p) => p.trim()) as Part[];
for (const p of only) {
  if (!PARTS.includes(p)) {
    usageError('bench', USAGE, `unknown part "${p}"; parts: ${PARTS.join(', ')}`);
  }
}
// Every flag is read and checked now, whichever parts run: a bad value found when its part starts would throw away
// the parts measured before it (minutes of them).
const counts = {
  harnessDeals: whole('harness-deals'),
  ismctsDeals: whole('ismcts-deals'),
  harnessReps: whole('harness-reps'),
  ruleDeals: whole('rule-deals'),
  mctsDeals: whole('mcts-deals'),
  jankReps: whole('jank-reps'),
  jankRounds: flags['jank-rounds'] === undefined ? undefined : whole('jank-rounds'),
};
let mctsSpec;
try {
  mctsSpec = parseBotSpec(flags.mcts);
} catch (e) {
  if (!(e instanceof BotSpecError)) throw e;
  usageError('bench', USAGE, `--mcts: ${e.message}`);
}
if (mctsSpec.name !== 'mcts')
  usageError('bench', USAGE, `--mcts takes an mcts level, e.g. mcts:easy, got ${flags.mcts}`);
const jankOnly = flags['jank-only']?.split(',').map((w) => w.trim());
for (const word of jankOnly ?? []) {
  if (!JANK_CASES.some((c) => caseName(c).includes(word)))
    usageError('bench', USAGE, `--jank-only: "${word}" is in no case's name (e.g. "${caseName(JANK_CASES[0]!)}")`);
}
const out =
  flags.out ??
  (only.length === PARTS.length
    ? path.join(root, 'docs/bench-results.md')
    : path.join(root, 'bench/out/bench-results.md'));
try {
  mkdirSync(path.dirname(out), { recursive: true });
  checkWritable(out);
} catch (e) {
  usageError('bench', USAGE, `--out: ${(e as Error).message}`);
}

const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);
const median = (xs: number[]) => quantile(xs, 0.5);
const fmt = (x: number, digits = 1) => x.toFixed(digits);
const signed = (x: number, digits = 2) => `${x > 0 ? '+' : ''}${x.toFixed(digits)}`;

// ---------------------------------------------------------------------------------------------

/**
 * Games per second at --jobs 1 and --jobs N, side by side: random bots in each game, and
 * ismcts:easy against rule in Can't Win (the search-bound workload of issue 10); then the
 * machine's own ceiling.
 */
async function harnessThroughput(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const g of BENCHED) {
    const random = {
      game: g.id,
      players: PLAYERS,
      bots: 'random',
      deals: counts.harnessDeals,
      maxRounds: g.maxRounds,
    };
    rows.push(
      ...(await sideBySide({ name: `${g.id}: random`, unit: g.unit, ...random }, jobs, counts.harnessReps, log)),
    );
  }
  const ismcts = { game: 'cant-win', players: PLAYERS, bots: 'ismcts:easy,rule', deals: counts.ismctsDeals };
  rows.push(
    ...(await sideBySide(
      { name: 'cant-win: ismcts:easy,rule', unit: 'full games', ...ismcts },
      jobs,
      counts.harnessReps,
      log,
    )),
  );
  if (jobs > 1) rows.push(await ceiling(jobs, counts.harnessReps, log));
  return rows;
}

function strengthRow(result: MatchResult, note = ''): BenchRow {
  const [a, b] = result.summary.bots as [BotSummary, BotSummary];
  const d = a.delta!;
  const ms = a.decisions;
  return {
    part: 'strength',
    measure: `${result.config.game}: ${a.bot} vs ${result.config.bots[1]}: mean Δ score per ${result.config.game === 'instinct' ? 'round' : 'game'} [95% CI]`,
    result: `${signed(d.mean)} [${signed(d.low ?? NaN)}, ${signed(d.high ?? NaN)}]`,
    detail:
      `${result.config.deals} duplicate deals (${result.summary.games} games); ` +
      `win ${rate(a.winRate)} (fair ${pct(result.summary.fairShare)}); ` +
      `bid hit ${pct(a.bidHit?.rate ?? NaN)} vs ${pct(b.bidHit?.rate ?? NaN)}; ` +
      `|tricks−bid| ${fmt(a.bidError ?? NaN, 2)} vs ${fmt(b.bidError ?? NaN, 2)}; ` +
      (ms ? `${a.bot} decision p50/p95/max ${fmt(ms.p50Ms, 2)}/${fmt(ms.p95Ms, 2)}/${fmt(ms.maxMs, 0)} ms; ` : '') +
      `${fmt(result.summary.timing!.elapsedMs / 1000, 0)} s at --jobs ${jobs}${note}`,
  };
}

/** rule vs random and mcts vs rule, duplicate deals, with intervals. */
async function strength(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const matchups = [
    { bots: `rule,random`, deals: counts.ruleDeals, note: '' },
    {
      bots: `${flags.mcts},rule`,
      deals: counts.mctsDeals,
      note: `; ${flags.mcts} (budget-reduced, see docs/harness.md)`,
    },
  ];
  for (const g of BENCHED) {
    for (const m of matchups) {
      log(`strength ${g.id} ${m.bots} over ${m.deals} deals, --jobs ${jobs}…`);
      let last = 0;
      const result = await runMatch({
        game: g.id,
        maxRounds: g.maxRounds,
        players: PLAYERS,
        bots: m.bots,
        deals: m.bots.startsWith('mcts') ? Math.max(2, Math.round(m.deals * g.mctsShare)) : m.deals,
        seed: 'bench',
        jobs,
        onProgress: (done, total) => {
          const tenth = Math.floor((10 * done) / total);
          if (tenth > last) log(`  ${m.bots}: ${(last = tenth) * 10}% (${done}/${total} games)`);
        },
      });
      rows.push(strengthRow(result, m.note));
    }
  }
  return rows;
}

/** mcts decision time at each level: median over mid-game states. */
async function mctsDecisionTime(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const g of BENCHED) {
    const game = getGame(g.id);
    const states = await midGameStates(g.id);
    for (const level of ['easy', 'normal']) {
      const ms: number[] = [];
      for (const [i, state] of states.entries()) {
        const player = createPlayer(game, await game.bots.load(), parseBotSpec(`mcts:${level}`), {
          seed: `bench/${i}`,
          numPlayers: PLAYERS,
        });
        const started = performance.now();
        await player.decide(state, seatsToMove(state.ctx)[0]!);
        ms.push(performance.now() - started);
        log(`${g.id} mcts:${level} state ${i + 1}/${states.length}: ${fmt(ms.at(-1)!, 0)} ms`);
      }
      rows.push({
        part: 'mcts',
        measure: `${g.id}: mcts:${level} decision time (ms)`,
        result: fmt(median(ms), 0),
        detail: `median over ${states.length} mid-game states (after moves ${g.states.join(', ')}); ${ms.map((x) => fmt(x, 0)).join(', ')} ms; one thread`,
      });
    }
  }
  return rows;
}

const RUNNERS: Record<Part, () => Promise<BenchRow[]> | BenchRow[]> = {
  harness: harnessThroughput,
  strength,
  mcts: mctsDecisionTime,
  search: () => measureSearchSpeed({ log }),
  bundle: () => bundleSizes(root),
  longtask: () => measureLongTask({ reps }),
  jank: () =>
    measureJank({
      reps: counts.jankReps,
      rounds: counts.jankRounds,
      only: jankOnly,
    }),
};

const cell = (s: string) => s.replace(/\|/g, '\\|');

function markdown(rows: BenchRow[], parts: readonly Part[], seconds: number, load: number[]): string {
  const cpus = os.cpus();
  return [
    '# Benchmark results',
    '',
    `Produced by \`npm run bench${parts.length === PARTS.length ? '' : ` -- --only ${parts.join(',')}`}\` (bench/run.ts) on ` +
      `${new Date().toISOString().slice(0, 10)}: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ` +
      `NODE_ENV=${process.env.NODE_ENV}; load average at start ${load.map((x) => x.toFixed(2)).join(' ')}; took ${fmt(seconds / 60)} min.`,
    '',
    '| part | measure | result | detail |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.part)} | ${cell(r.measure)} | ${cell(r.result)} | ${cell(r.detail)} |`),
    '',
  ].join('\n');
}

const load = os.loadavg();
const started = performance.now();
const rows: BenchRow[] = [];
for (const part of PARTS.filter((p) => only.includes(p))) {
  log(`${part}…`);
  rows.push(...(await RUNNERS[part]()));
}
const text = markdown(
  rows,
  PARTS.filter((p) => only.includes(p)),
  (performance.now() - started) / 1000,
  load,
);
process.stdout.write(text);
writeFileSync(out, text);
log(`written to ${path.relative(root, out)}`);
