/**
 * The share of a reference bot's Δ that a bot reaches, pooled over the deals
 * of one or more seeds (`npm run harness -- share …`; docs/harness.md
 * "The share of a reference's gap"). Issue 24 measures how much of the
 * `oracle`'s Δ over `rule` the fair `ismcts` reaches: two duplicate runs on
 * the same deals, `ismcts:normal,rule` and `oracle:normal,rule`, give each
 * deal one Δ a bot; the share is mean(bot's Δ) / mean(reference's Δ) with its
 * 95% Fieller interval over the deals (./stats.ts `ratioInterval`). One seed
 * of 200 Instinct deals gives an interval about ±25 points wide, so several
 * seeds are pooled: their deals are paired within each seed, then taken
 * together.
 *
 * By `points`, a deal's Δ is the duplicate Δ of the final score; by `wins`,
 * of the win share (1/k for a win shared by k, 0 otherwise): the bot's seat
 * against the same seat at the all-baseline table, whose expectation is the
 * fair share (TrickTakers is won by character wins and crowns before points,
 * TT-12, so issue 24 reads its share by wins).
 */
import jStat from 'jstat';
import { BOT_NAMES, parseBotSpec } from '../bots/spec.js';
import { HarnessError } from './errors.js';
import type { MatchJson } from './run.js';
import { pct } from './report.js';
import { planSeatings } from './seating.js';
import { PLAY_SETTINGS } from './settings.js';
import { duplicateDeltasByDeal, pairByDeal, ratioInterval, winShare } from './stats.js';

/** What a deal's Δ measures: the final score, or the win share. */
export type ShareMetric = 'points' | 'wins';
export const SHARE_METRICS: readonly ShareMetric[] = ['points', 'wins'];

/** One `--json` file, checked by `readMatchJson` (./match-file.ts), with its name for messages. */
export interface ShareRunFile {
  name: string;
  match: MatchJson;
}

/** One seed's pair of runs, or all of them pooled. */
export interface ShareRow {
  /** The seed (`null` for the pooled row). */
  seed: string | null;
  /** Deals both runs completed, paired. */
  deals: number;
  /** The bot's and the reference's mean Δ over those deals (points, or win share as a fraction). */
  bot: number;
  reference: number;
  /** bot / reference, with its 95% Fieller interval; `low`/`high` `null` when unbounded. */
  share: number;
  low: number | null;
  high: number | null;
}

/** The result of {@link gapShare}. */
export interface ShareResult {
  game: string;
  players: number;
  by: ShareMetric;
  /** How long the search bots searched a decision, when on a time budget (`--time-per-move`), in ms. */
  timePerMoveMs?: number;
  /** The bot spec, the reference's and the baseline both played against (e.g. `ismcts:normal`, `oracle:normal`, `rule`). */
  bot: string;
  reference: string;
  baseline: string;
  /** One row per pair, in the order given. */
  seeds: ShareRow[];
  pooled: ShareRow;
}

const setting = (m: MatchJson, key: (typeof PLAY_SETTINGS)[number] | 'seed' | 'deals') =>
  JSON.stringify(m[key as keyof MatchJson] ?? null);

/**
 * The share of `reference`'s Δ that `bot` reaches, per pair and pooled.
 * @param pairs `[bot's run, reference's run]` per seed: each a duplicate run (`--bots A,B`) of the same game,
 *   players, settings, max rounds, seed and deals, against the same baseline B; every pair the same bots, game,
 *   players, settings and max rounds, and each its own seed
 * @param by what a deal's Δ measures ({@link ShareMetric})
 * @returns the rows; a row whose reference's mean Δ is 0 cannot be a share: it throws
 * @throws HarnessError, naming the files, when a run is a shard or not a duplicate run, a pair's runs differ in
 *   any setting but the candidate, the pairs differ in bots or settings, a seed comes twice, a pair shares no
 *   complete deal, a reference's mean Δ is 0, or `by` is `wins` for games without winners (every game aborted,
 *   as Instinct's one-round runs)
 */
export function gapShare(pairs: readonly (readonly [ShareRunFile, ShareRunFile])[], by: ShareMetric): ShareResult {
  const first = pairs[0];
  if (!first) throw new HarnessError('share: no runs given');
  const seen = new Map<string, string>();
  const xs: number[] = [];
  const ys: number[] = [];
  const seeds: ShareRow[] = [];
  for (const [botRun, refRun] of pairs) {
    for (const run of [botRun, refRun]) {
      if (run.match.shard)
        throw new HarnessError(`${run.name} is shard ${run.match.shard.index}/${run.match.shard.count}: merge first`);
      if (run.match.bots.length !== 2)
        throw new HarnessError(`${run.name} is not a duplicate run (--bots A,B): its bots are ${run.match.bots}`);
    }
    for (const key of [...PLAY_SETTINGS, 'seed', 'deals'] as const) {
      if (setting(botRun.match, key) !== setting(refRun.match, key))
        throw new HarnessError(
          `${refRun.name} is not on ${botRun.name}'s deals: ${key} ${setting(refRun.match, key)}, not ${setting(botRun.match, key)}`,
        );
    }
    if (botRun.match.bots[1] !== refRun.match.bots[1])
      throw new HarnessError(
        `${botRun.name} and ${refRun.name} play against different baselines: ${botRun.match.bots[1]} and ${refRun.match.bots[1]}`,
      );
    for (const [run, was] of [
      [botRun, first[0]],
      [refRun, first[1]],
    ] as const) {
      for (const key of PLAY_SETTINGS) {
        if (setting(run.match, key) !== setting(was.match, key))
          throw new HarnessError(
            `${run.name} cannot pool with ${was.name}: ${key} ${setting(run.match, key)}, not ${setting(was.match, key)}`,
          );
      }
      if (run.match.bots.join() !== was.match.bots.join())
        throw new HarnessError(
          `${run.name} cannot pool with ${was.name}: bots ${run.match.bots}, not ${was.match.bots}`,
        );
    }
    const seed = botRun.match.seed;
    if (seen.has(seed))
      throw new HarnessError(`${botRun.name} plays seed "${seed}" again (${seen.get(seed)}): the same deals twice`);
    seen.set(seed, botRun.name);
    const [a, b] = [botRun, refRun].map((run) => perDeal(run, by));
    const paired = pairByDeal(a!, b!);
    if (paired.deals.length === 0)
      throw new HarnessError(`${botRun.name} and ${refRun.name} have no complete deal in common`);
    checkSameDeals(botRun, refRun, paired.deals);
    seeds.push(row(seed, paired.xs, paired.ys, `${refRun.name}'s`));
    xs.push(...paired.xs);
    ys.push(...paired.ys);
  }
  const [botSpec, baseline] = first[0].match.bots as [string, string];
  return {
    game: first[0].match.game,
    players: first[0].match.players,
    ...(first[0].match.timePerMoveMs === undefined ? {} : { timePerMoveMs: first[0].match.timePerMoveMs }),
    by,
    bot: botSpec,
    reference: first[1].match.bots[0]!,
    baseline,
    seeds,
    pooled: row(null, xs, ys, "the pooled reference's"),
  };
}

/** The all-baseline table of a duplicate run's deal: the last of its players + 1 tables (./seating.ts). */
const allBaseline = (match: MatchJson) => match.players;

/**
 * Checks that both runs played the same deals: their all-baseline tables, the same bot on the same cards, must
 * have played the same game (the same moves and scores), which a change to the dealing or to the baseline bot
 * between the two runs would break.
 * @throws HarnessError naming the first deal that differs
 */
function checkSameDeals(a: ShareRunFile, b: ShareRunFile, deals: readonly number[]): void {
  const games = (run: ShareRunFile) =>
    new Map(run.match.games.filter((g) => g.table === allBaseline(run.match)).map((g) => [g.deal, g]));
  const [ga, gb] = [games(a), games(b)];
  for (const deal of deals) {
    const [x, y] = [ga.get(deal)!, gb.get(deal)!];
    if (JSON.stringify([x.scores, x.winners, x.moves]) !== JSON.stringify([y.scores, y.winners, y.moves]))
      throw new HarnessError(
        `${a.name} and ${b.name} did not play the same deals: their all-${a.match.bots[1]} tables of deal ${deal} differ (another version of the game or of ${a.match.bots[1]}?)`,
      );
  }
}

/**
 * One run's Δ per deal by `by`.
 * @throws HarnessError for `wins` over a run with a game that ended without a winner (aborted at the round cap,
 *   G-6): its win share would count as 0
 */
function perDeal(run: ShareRunFile, by: ShareMetric): Map<number, number> {
  const { match } = run;
  const aborted = match.games.filter((g) => g.aborted).length;
  if (by === 'wins' && aborted > 0)
    throw new HarnessError(
      `${run.name} has ${aborted} of ${match.games.length} games aborted at --max-rounds, with no winner: share by points`,
    );
  const plan = planSeatings(
    match.bots.map((text) => parseBotSpec(text, BOT_NAMES, true)),
    match.players,
  );
  return duplicateDeltasByDeal(plan.tables, match.games, match.players, by === 'wins' ? winShare : undefined);
}

function row(seed: string | null, xs: number[], ys: number[], whose: string): ShareRow {
  let r;
  try {
    r = ratioInterval(xs, ys);
  } catch (e) {
    if (e instanceof RangeError) throw new HarnessError(`${whose} mean Δ is 0: no share of it`); // no pairs: checked before
    throw e;
  }
  return { seed, deals: r.n, bot: jStat.mean(xs), reference: jStat.mean(ys), share: r.ratio, low: r.low, high: r.high };
}

/**
 * The result as a table: a line saying what is measured, then one line per seed and the pooled one (deals, each
 * bot's mean Δ, points to 2 decimals or win share in percentage points, and the share with its interval).
 */
export function formatShare(r: ShareResult): string {
  const delta = (x: number) => (r.by === 'points' ? signed(x, 2) : `${signed(100 * x, 1)} pp`);
  const share = (x: ShareRow) =>
    `${pct(x.share)} [${x.low === null ? '−∞' : pct(x.low)}, ${x.high === null ? '+∞' : pct(x.high)}]`;
  const head = ['seed', 'deals', `${r.bot} Δ`, `${r.reference} Δ`, 'share [95% Fieller]'];
  const rows = [...r.seeds, r.pooled].map((x) => [
    x.seed ?? 'pooled',
    x.deals.toLocaleString('en'),
    delta(x.bot),
    delta(x.reference),
    share(x),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((x) => x[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    `${r.game}, ${r.players} players${r.timePerMoveMs === undefined ? '' : `, ${r.timePerMoveMs} ms a move`}: the share of ${r.reference}'s Δ over ${r.baseline} that ${r.bot} reaches, by ${r.by === 'points' ? 'final score' : 'win share'}`,
    line(head),
    ...rows.map(line),
  ].join('\n');
}

const signed = (x: number, digits: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
