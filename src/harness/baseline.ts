/**
 * Comparing a match with a saved one (`--baseline`; docs/harness.md
 * "Baseline"). A statistic has moved when either run's point estimate lies
 * outside the other run's 95% interval.
 */
import { HarnessError } from './errors.js';
import type { MatchConfig } from './run.js';
import { GAME_SETTINGS } from './settings.js';
import type { BotSummary, MatchSummary } from './stats.js';

/** The statistics compared, per bot: mean final score, win rate and (duplicate candidate) Δ. */
export type ComparedStat = 'score' | 'winRate' | 'delta';

/** A point estimate and its 95% interval (`null` bounds: too few deals for an interval). */
export interface Estimate {
  value: number;
  low: number | null;
  high: number | null;
}

/** One statistic that moved. */
export interface Movement {
  bot: string;
  stat: ComparedStat;
  baseline: Estimate;
  current: Estimate;
  /** `up`: the current value is higher than the baseline's. */
  direction: 'up' | 'down';
}

/** The outcome of {@link compareBaseline}. */
export interface BaselineComparison {
  /** The statistics that moved; any entry means exit 3. */
  moved: Movement[];
  /** How many (bot, statistic) pairs were compared. */
  compared: number;
  /** Things to know that are not regressions: a different seed or deal count, a bot missing from one run, a statistic with no interval. */
  notes: string[];
}

/** The settings that must agree for two runs to be comparable: the game's own settings (TrickTakers' characters, mode, character count) among them. */
const MUST_MATCH = ['game', 'players', 'variant', ...GAME_SETTINGS.map(([key]) => key), 'bots'] as const;

/**
 * Compares a run with a baseline run (the `--json` output of an earlier run).
 *
 * For each bot row in both, and each of mean score, win rate and (duplicate
 * candidate) Δ: the statistic has moved when the baseline's value lies
 * outside the current 95% interval, or the current value lies outside the
 * baseline's. A side without an interval (one deal) is skipped; timings are
 * never compared.
 * @param current the settings and summary of this run
 * @param baseline the saved run: its settings and summary
 * @throws HarnessError when the runs are not comparable: a different game,
 *   player count, variant, game settings or bot list, or a baseline without
 *   a summary
 */
export function compareBaseline(
  current: { config: MatchConfig; summary: MatchSummary },
  baseline: Partial<MatchConfig> & { summary?: MatchSummary },
): BaselineComparison {
  assertComparable(current.config, baseline);
  const notes: string[] = [];
  if (String(baseline.seed) !== current.config.seed) {
    notes.push(
      `seeds differ (baseline ${baseline.seed}, now ${current.config.seed}): different deals, so about 1 statistic in 6 moves by chance`,
    );
  }
  if (baseline.deals !== current.config.deals)
    notes.push(`deals differ (baseline ${baseline.deals}, now ${current.config.deals})`);

  const moved: Movement[] = [];
  let compared = 0;
  const before = new Map(baseline.summary!.bots.map((b) => [b.bot, b]));
  for (const now of current.summary.bots) {
    const was = before.get(now.bot);
    if (!was) {
      notes.push(`${now.bot} is not in the baseline`);
      continue;
    }
    for (const stat of ['score', 'winRate', 'delta'] as const) {
      const b = estimate(was, stat);
      const c = estimate(now, stat);
      if (!b || !c) continue;
      if (b.low === null && c.low === null) {
        notes.push(`${now.bot} ${stat}: no interval on either side (one deal), not compared`);
        continue;
      }
      compared += 1;
      if (outside(b.value, c) || outside(c.value, b)) {
        moved.push({ bot: now.bot, stat, baseline: b, current: c, direction: c.value > b.value ? 'up' : 'down' });
      }
    }
  }
  for (const bot of before.keys()) {
    if (!current.summary.bots.some((b) => b.bot === bot)) notes.push(`${bot} is in the baseline only`);
  }
  return { moved, compared, notes };
}

/**
 * Checks that a baseline can be compared with a run of `config` (before
 * spending time on the run). Both must be whole matches: a shard's
 * statistics cover only its deals, so shards are merged first (./merge.ts).
 * @throws HarnessError when the game, player count, variant, the game's own
 *   settings or bot list differ, the baseline has no summary, or either side
 *   is a shard
 */
export function assertComparable(
  config: MatchConfig,
  baseline: Partial<MatchConfig> & { summary?: MatchSummary },
): void {
  if (!baseline.summary || !Array.isArray(baseline.summary.bots)) {
    throw new HarnessError('the baseline has no summary: pass the --json output of an earlier run');
  }
  for (const [side, shard] of [
    ['the baseline', baseline.shard],
    ['this run', config.shard],
  ] as const) {
    if (shard) {
      throw new HarnessError(
        `${side} is shard ${shard.index}/${shard.count} of a match: merge the shards first (npm run harness -- merge …)`,
      );
    }
  }
  for (const key of MUST_MATCH) {
    const was = JSON.stringify(baseline[key] ?? null);
    const now = JSON.stringify(config[key] ?? null);
    if (was !== now) throw new HarnessError(`the baseline is not comparable: ${key} was ${was}, now ${now}`);
  }
}

/** The estimate of `stat` in a summary row, or `null` when the row has none (Δ outside the duplicate candidate). */
export function estimate(row: BotSummary, stat: ComparedStat): Estimate | null {
  switch (stat) {
    case 'score':
      return { value: row.score.mean, low: row.score.low, high: row.score.high };
    case 'winRate':
      return { value: row.winRate.rate, low: row.winRate.low, high: row.winRate.high };
    case 'delta':
      return row.delta ? { value: row.delta.mean, low: row.delta.low, high: row.delta.high } : null;
  }
}

/** True when `value` lies strictly outside `e`'s interval (never, when `e` has none). */
function outside(value: number, e: Estimate): boolean {
  return e.low !== null && e.high !== null && (value < e.low || value > e.high);
}
