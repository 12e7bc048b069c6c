/**
 * Statistics of a match (BOTS.md "Strength protocol" step 4): means with
 * t-intervals over per-deal means, Wilson intervals for rates, and decision
 * time percentiles. Quantiles come from jstat.
 */
import jStat from 'jstat';
import { parseBotSpec } from '../bots/spec.js';
import { HarnessError } from './errors.js';
import type { GameRecord } from './match.js';
import { planSeatings, type SeatingForm, type TableSeating } from './seating.js';

/** A mean with its two-sided t-interval. */
export interface MeanInterval {
  /** Number of observations (for match statistics: deals). */
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1); `null` when n < 2. */
  sd: number | null;
  /** Half-width t(1 − α/2, n − 1) · sd / √n; `null` when n < 2. */
  halfWidth: number | null;
  low: number | null;
  high: number | null;
}

/** A proportion with its Wilson score interval. */
export interface Proportion {
  /** Successes; may be fractional (a shared win counts 1/k). */
  successes: number;
  trials: number;
  rate: number;
  low: number;
  high: number;
}

/** Decision times in milliseconds. Percentiles interpolate linearly (R type 7). */
export interface DecisionStats {
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * The mean of `values` with its two-sided t-interval at `confidence`.
 * @example tInterval([1, 2, 3, 4]) // mean 2.5, sd 1.291, halfWidth 3.182·1.291/2 = 2.054
 * @throws RangeError for no values or a confidence outside (0, 1)
 */
export function tInterval(values: readonly number[], confidence = 0.95): MeanInterval {
  checkConfidence(confidence);
  const n = values.length;
  if (n === 0) throw new RangeError('tInterval: no values');
  const mean = jStat.mean(values);
  if (n < 2) return { n, mean, sd: null, halfWidth: null, low: null, high: null };
  const sd = jStat.stdev(values, true);
  const halfWidth = (jStat.studentt.inv(1 - (1 - confidence) / 2, n - 1) * sd) / Math.sqrt(n);
  return { n, mean, sd, halfWidth, low: mean - halfWidth, high: mean + halfWidth };
}

/**
 * The Wilson score interval of `successes` out of `trials` at `confidence`,
 * with z the standard normal quantile (jstat):
 * centre (p + z²/2n) / (1 + z²/n), half-width z·√(p(1−p)/n + z²/4n²) / (1 + z²/n).
 * @example wilsonInterval(5, 10) // rate 0.5, [0.2366, 0.7634]
 * @throws RangeError for no trials, successes outside [0, trials], or a bad confidence
 */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): Proportion {
  checkConfidence(confidence);
  if (!(trials > 0)) throw new RangeError('wilsonInterval: no trials');
  if (successes < 0 || successes > trials) throw new RangeError(`wilsonInterval: ${successes} successes of ${trials}`);
  const z = jStat.normal.inv(1 - (1 - confidence) / 2, 0, 1);
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / (1 + z2n);
  // No success (or no failure) puts the bound at 0 (at 1) exactly; in floating point centre − half came out
  // 1.4e-17 for 0 of 18, which put a rate of 0 outside its own interval and a baseline "moved" (exit 3).
  const low = successes === 0 ? 0 : Math.max(0, centre - half);
  const high = successes === trials ? 1 : Math.min(1, centre + half);
  return { successes, trials, rate: p, low, high };
}

/** A ratio of two paired means with its Fieller interval ({@link ratioInterval}). */
export interface RatioInterval {
  /** Pairs. */
  n: number;
  /** mean(xs) / mean(ys). */
  ratio: number;
  /** `null` when n < 2, or when mean(ys) is not distinguishable from 0 at the confidence (no finite interval). */
  low: number | null;
  high: number | null;
}

/**
 * The ratio mean(xs) / mean(ys) of paired observations (`xs[i]` with
 * `ys[i]`: per deal, a bot's Δ and a reference's Δ on the same deals, as
 * issue 24's share of the oracle's gap), with its two-sided Fieller
 * interval at `confidence`: the ratios R for which mean(x) − R·mean(y) is
 * within t(1 − α/2, n − 1) standard errors of 0, its variance taken from
 * the pairs (var x − 2R cov + R² var y, over n). Those R solve
 * a R² − 2b R + c ≤ 0 with a = ȳ² − t²·var(ȳ), b = x̄ȳ − t²·cov(x̄, ȳ),
 * c = x̄² − t²·var(x̄); the interval is finite only when a > 0.
 * @example ratioInterval([1, 2, 3, 4], [2, 3, 4, 5]) // ratio 2.5 / 3.5 = 0.714, [0.308, 0.820]
 * @throws RangeError for lists of different lengths, no pairs, mean(ys) = 0, or a bad confidence
 */
export function ratioInterval(xs: readonly number[], ys: readonly number[], confidence = 0.95): RatioInterval {
  checkConfidence(confidence);
  const n = xs.length;
  if (n !== ys.length) throw new RangeError(`ratioInterval: ${n} values against ${ys.length}`);
  if (n === 0) throw new RangeError('ratioInterval: no values');
  const mx = jStat.mean(xs);
  const my = jStat.mean(ys);
  if (my === 0) throw new RangeError("ratioInterval: the denominator's mean is 0");
  const ratio = mx / my;
  if (n < 2) return { n, ratio, low: null, high: null };
  const t = jStat.studentt.inv(1 - (1 - confidence) / 2, n - 1);
  const t2n = (t * t) / n;
  const a = my * my - t2n * jStat.variance(ys, true);
  const b = mx * my - t2n * jStat.covariance(xs, ys);
  const c = mx * mx - t2n * jStat.variance(xs, true);
  if (!(a > 0)) return { n, ratio, low: null, high: null };
  const root = Math.sqrt(Math.max(0, b * b - a * c));
  return { n, ratio, low: (b - root) / a, high: (b + root) / a };
}

/**
 * The `p`-quantile of `values` (0 ≤ p ≤ 1), interpolating linearly between
 * order statistics (R type 7, as numpy's default).
 * @throws RangeError for no values
 */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('quantile: no values');
  if (values.length === 1) return values[0]!;
  if (p >= 1) return Math.max(...values);
  return jStat.quantiles(values, [p], 1, 1)[0]!;
}

/** Count, mean, p50, p95 and max of decision times in ms; `null` when there are none. */
export function decisionStats(ms: readonly number[]): DecisionStats | null {
  if (ms.length === 0) return null;
  let max = -Infinity;
  for (const x of ms) if (x > max) max = x;
  // One sort for both quantiles (jStat sorts a copy on each call).
  const [p50, p95] = ms.length === 1 ? [ms[0]!, ms[0]!] : jStat.quantiles(ms, [0.5, 0.95], 1, 1);
  return { count: ms.length, meanMs: jStat.mean(ms), p50Ms: p50!, p95Ms: p95!, maxMs: max };
}

function checkConfidence(confidence: number): void {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must lie in (0, 1), got ${confidence}`);
}

/** One summary row: a bot (or, in `A,A` duplicate, a role), over all its seat-games. */
export interface BotSummary {
  /** The row label: the bot spec, or `"<spec> (baseline)"` (see `TableSeating.labels`). */
  bot: string;
  /** `candidate` (A) / `baseline` (B) in the duplicate form, else `seat`. */
  role: 'candidate' | 'baseline' | 'seat';
  /** Seat-games played: one per seat the bot held at one table. */
  games: number;
  /** Deals it played: the n of every t-interval below. */
  deals: number;
  /** Final score: per deal, the mean over the bot's seat-games; then mean and 95% t-interval over deals. */
  score: MeanInterval;
  /**
   * Duplicate form, candidate only: per deal, the mean over seats s of
   * (A's score at seat s) − (B's score at seat s at the all-B table); then
   * mean and 95% t-interval over deals (BOTS.md step 3).
   */
  delta?: MeanInterval;
  /** Wins over seat-games, a win shared by k seats counting 1/k; aborted games count 0 (G-6). Wilson 95%. */
  winRate: Proportion;
  /**
   * Seat-rounds where bid = tricks won, over the bot's seat-rounds that
   * record both a bid and a trick count, with a Wilson 95% interval that
   * treats seat-rounds as independent. `null` when no such round finished
   * (none did, or the game has no bids).
   */
  bidHit: Proportion | null;
  /** Mean |tricks won − bid| over the same seat-rounds as `bidHit`; `null` when it is. */
  bidError: number | null;
  /** Decision times; `null` when the games carry no timings (e.g. recomputed from a JSON file). */
  decisions: DecisionStats | null;
}

/** The summary of a match. Timings (`decisions`, `timing`) are the only parts that vary between identical runs. */
export interface MatchSummary {
  form: SeatingForm;
  deals: number;
  /** Tables played (all deals, all seatings). */
  games: number;
  /** Games stopped by the safety cap (G-6). */
  aborted: number;
  /** The win rate of an average seat: 1/players. */
  fairShare: number;
  bots: BotSummary[];
  /** Wall-clock timing of the run, when known; `jobs` is the threads used (at most one per deal). */
  timing?: { elapsedMs: number; jobs: number; gamesPerSecond: number };
}

/** Per row: what is gathered over its seat-games before the intervals are taken. */
interface RowTally {
  label: string;
  role: BotSummary['role'];
  games: number;
  winShares: number;
  bidRounds: number;
  bidHits: number;
  bidErrorSum: number;
  decisionMs: number[];
}

/**
 * Summarizes a match's games (BOTS.md "Strength protocol" step 4).
 *
 * @param config the match's player count and bot list (`--bots`, one spec per entry)
 * @param games every game of the match; each game's `table` indexes the seating plan
 * @param decisionMs optional decision times per game and seat, in ms (parallel to `games`)
 * @throws OptionError when the bot list does not fit the player count;
 *   HarnessError when a game's seats do not match its table in the plan
 */
export function summarize(
  config: { players: number; bots: readonly string[] },
  games: readonly GameRecord[],
  decisionMs?: readonly (readonly (readonly number[])[])[],
): MatchSummary {
  const n = config.players;
  const plan = planSeatings(
    config.bots.map((b) => parseBotSpec(b, undefined, true)),
    n,
  );
  const rows = new Map<string, RowTally>();
  const row = (label: string): RowTally => {
    let r = rows.get(label);
    if (!r) {
      const role = plan.form !== 'duplicate' ? 'seat' : label === plan.candidate ? 'candidate' : 'baseline';
      r = {
        label,
        role,
        games: 0,
        winShares: 0,
        bidRounds: 0,
        bidHits: 0,
        bidErrorSum: 0,
        decisionMs: [],
      };
      rows.set(label, r);
    }
    return r;
  };
  // Rows in the order of the bot list.
  for (const t of plan.tables) for (const label of t.labels) row(label);

  // Each row's per-deal mean scores, and each game's row labels (the seats checked against the plan).
  const { byRow, labels: seatLabels } = dealScores(config, games);
  const deals = new Set<number>();
  let aborted = 0;
  games.forEach((g, i) => {
    deals.add(g.deal);
    if (g.aborted) aborted += 1;
    const labels = seatLabels[i]!;
    for (let s = 0; s < n; s++) {
      const r = row(labels[s]!);
      r.games += 1;
      if (!g.aborted && g.winners.includes(String(s))) r.winShares += 1 / g.winners.length;
      for (const round of g.rounds) {
        // Only rounds with bids and trick counts say anything of bids; a seat without a bid (null) neither.
        const bid = round.bids?.[s];
        const tricks = round.tricks?.[s];
        if (bid === undefined || bid === null || tricks === undefined) continue;
        r.bidRounds += 1;
        if (bid === tricks) r.bidHits += 1;
        r.bidErrorSum += Math.abs(tricks - bid);
      }
      const times = decisionMs?.[i]?.[s];
      if (times) for (const t of times) r.decisionMs.push(t);
    }
  });

  const deltas = plan.form === 'duplicate' ? duplicateDeltas(plan.tables, games, n) : [];
  const bots = [...rows.values()]
    .filter((r) => r.games > 0)
    .map((r): BotSummary => {
      const perDeal = [...byRow.get(r.label)!.values()];
      return {
        bot: r.label,
        role: r.role,
        games: r.games,
        deals: perDeal.length,
        score: tInterval(perDeal),
        ...(r.role === 'candidate' && deltas.length > 0 ? { delta: tInterval(deltas) } : {}),
        winRate: wilsonInterval(r.winShares, r.games),
        bidHit: r.bidRounds > 0 ? wilsonInterval(r.bidHits, r.bidRounds) : null,
        bidError: r.bidRounds > 0 ? r.bidErrorSum / r.bidRounds : null,
        decisions: decisionStats(r.decisionMs),
      };
    });
  return { form: plan.form, deals: deals.size, games: games.length, aborted, fairShare: 1 / n, bots };
}

/**
 * Per deal, the mean over seats s of A's `metric` at seat s minus B's at
 * seat s at the all-B table (BOTS.md, duplicate protocol). Deals missing a
 * table are skipped.
 * @param metric what is compared; the final score by default
 * @returns the deltas in deal order
 */
export function duplicateDeltas(
  tables: readonly TableSeating[],
  games: readonly GameRecord[],
  n: number,
  metric: (game: GameRecord, seat: number) => number = (g, s) => g.scores[s]!,
): number[] {
  return [...duplicateDeltasByDeal(tables, games, n, metric).values()];
}

/**
 * A seat's win share in a game, the metric of a share by wins: 1/k when it is one of the game's k winners, else 0
 * (an aborted game has none, G-6).
 */
export function winShare(game: GameRecord, seat: number): number {
  return game.winners.includes(String(seat)) ? 1 / game.winners.length : 0;
}

/**
 * {@link duplicateDeltas} keyed by deal number (0-based), in deal order: so
 * that two runs on the same deals pair deal by deal ({@link pairByDeal}), even
 * where one skipped a deal the other played.
 */
export function duplicateDeltasByDeal(
  tables: readonly TableSeating[],
  games: readonly GameRecord[],
  n: number,
  metric: (game: GameRecord, seat: number) => number = (g, s) => g.scores[s]!,
): Map<number, number> {
  const byDeal = new Map<number, Map<number, GameRecord>>();
  for (const g of games) {
    let m = byDeal.get(g.deal);
    if (!m) byDeal.set(g.deal, (m = new Map()));
    m.set(g.table, g);
  }
  const allB = tables.findIndex((t) => t.candidateSeat === undefined);
  const deltas = new Map<number, number>();
  for (const deal of [...byDeal.keys()].sort((a, b) => a - b)) {
    const m = byDeal.get(deal)!;
    const reference = m.get(allB);
    if (!reference) continue;
    const diffs: number[] = [];
    tables.forEach((t, i) => {
      const g = m.get(i);
      if (t.candidateSeat === undefined || !g) return;
      diffs.push(metric(g, t.candidateSeat) - metric(reference, t.candidateSeat));
    });
    if (diffs.length === n) deltas.set(deal, jStat.mean(diffs));
  }
  return deltas;
}

/**
 * The values of two per-deal maps on the deals both hold, in `a`'s order:
 * `xs[i]` and `ys[i]` are one deal's (for {@link ratioInterval}).
 */
export function pairByDeal(
  a: ReadonlyMap<number, number>,
  b: ReadonlyMap<number, number>,
): { deals: number[]; xs: number[]; ys: number[] } {
  const deals = [...a.keys()].filter((d) => b.has(d));
  return { deals, xs: deals.map((d) => a.get(d)!), ys: deals.map((d) => b.get(d)!) };
}

function tableOf(tables: readonly TableSeating[], g: GameRecord): TableSeating {
  const t = tables[g.table];
  if (!t || t.seats.some((spec, s) => spec !== g.seats[s])) {
    throw new HarnessError(`game of deal ${g.deal}, table ${g.table} does not match the seating plan of the bot list`);
  }
  return t;
}

function push<K, V>(m: Map<K, V[]>, key: K, value: V): void {
  const list = m.get(key);
  if (list) list.push(value);
  else m.set(key, [value]);
}

/**
 * Each summary row's final score per deal: the mean over the row's seat-games of that deal, as its score
 * interval takes them (`summarize`); and each game's row label per seat. The HTML report plots them
 * (./html-report.ts).
 * @param config the match's player count and bot list
 * @param games the match's games; each game's `table` indexes the seating plan
 * @returns `byRow`: row label → deal → mean score, rows in the bot list's order; `labels`: per game (parallel
 *   to `games`), the row label of each seat
 * @throws HarnessError when a game's seats do not match its table in the plan
 */
export function dealScores(
  config: { players: number; bots: readonly string[] },
  games: readonly GameRecord[],
): { byRow: Map<string, Map<number, number>>; labels: string[][] } {
  const plan = planSeatings(
    config.bots.map((b) => parseBotSpec(b, undefined, true)),
    config.players,
  );
  const scores = new Map<string, Map<number, number[]>>();
  for (const t of plan.tables) for (const label of t.labels) if (!scores.has(label)) scores.set(label, new Map());
  const labels = games.map((g) => {
    const seats = tableOf(plan.tables, g).labels;
    seats.forEach((label, s) => push(scores.get(label)!, g.deal, g.scores[s]!));
    return [...seats];
  });
  const byRow = new Map(
    [...scores]
      .filter(([, deals]) => deals.size > 0)
      .map(([label, deals]) => [label, new Map([...deals].map(([d, xs]) => [d, jStat.mean(xs) as number]))]),
  );
  return { byRow, labels };
}
