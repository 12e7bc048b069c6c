/**
 * You Suck: scoring a round and the game end (YS-10, YS-11, YS-12). Pure
 * functions on plain data; re-exported from ./rules.ts.
 */
import { decideWinners, type GameResult } from '../common/result.js';
import { BID_POINTS, ROUNDS, TICK_IDS, TICK_VALUES, type TickId } from './ticks.js';

/**
 * What a seat scores for its bid in `round` (YS-10): the table's points for
 * `taken` Ticks when `bid === taken`, else 0.
 * @param round 1–3 (round 3 uses the round-3 table)
 */
export function bidPoints(round: number, bid: number, taken: number): number {
  if (bid !== taken) return 0;
  const table = round >= ROUNDS ? BID_POINTS.last : BID_POINTS.early;
  return table[Math.min(taken, 4)]!;
}

/** `total + delta`, floored at 0: a score never goes below 0, floored after each change (YS-10, YS-12). */
export function floored(total: number, delta: number): number {
  return Math.max(0, total + delta);
}

/**
 * The running totals after a round's end scoring (YS-10, YS-12): first each
 * seat's bid points; then, in round 3 only, each taken Tick's value in the
 * order of the YS-2 table ({@link TICK_IDS}), floored at 0 after each change.
 * @param totals the totals before the end scoring (the round's +3 included)
 * @param takers the seat that took each Tick, or `null` (only Zeros)
 * @returns new totals (index = seat number); the inputs are not changed
 * @example roundTotals({ round: 3, totals: [2, 0, 9], bids: [0, 1, 2], tricks: [0, 1, 2],
 *   takers: { 'choose-trump': '2', …, 'plus-3': '2' } }) // seat 2: 9 + 5, then −5, then +3 …
 */
export function roundTotals(opts: {
  round: number;
  totals: readonly number[];
  bids: readonly number[];
  tricks: readonly number[];
  takers: Readonly<Record<TickId, string | null>>;
}): number[] {
  const out = opts.totals.map((t, s) => floored(t, bidPoints(opts.round, opts.bids[s]!, opts.tricks[s]!)));
  if (opts.round < ROUNDS) return out;
  for (const id of TICK_IDS) {
    const taker = opts.takers[id];
    if (taker !== null) out[Number(taker)] = floored(out[Number(taker)]!, TICK_VALUES[id]);
  }
  return out;
}

/**
 * The result after round 3 (YS-11): the most points wins; a tie goes to the
 * most Ticks taken in round 3; seats still tied share the win.
 * @param totals final totals (index = seat number)
 * @param lastTricks Ticks each seat took in round 3
 */
export function finalResult(totals: readonly number[], lastTricks: readonly number[]): GameResult {
  return decideWinners(totals, [lastTricks]);
}
