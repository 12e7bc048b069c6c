/**
 * The running total, defined once (issue 22): what the round summary's
 * Total column shows, from the game's own record. The score sheets' running
 * rows show that same record (`totals` of each game's sheet row, from which
 * `RoundRecord.totals` is copied) without this function: it would be a
 * chunk of its own in their first load (issue 20's budget).
 */
import type { RoundRecord } from './descriptor.js';

/**
 * Each seat's running total after round `upTo` (1-based; default: the last
 * round of `rounds`), indexed by seat number. A game whose totals are not
 * the sum of its rounds' points records them in `totals` (TrickTakers'
 * starting 30 points, TT-5; the floor at 0, TT-11), and that record is the
 * total; otherwise (Can't Win's sum of points, CW-11) it is the sum of the
 * rounds' `points`. Before any round: an empty array.
 * @example runningTotals([{ points: [10, 0], totals: [40, 30] }]) // [40, 30]
 * @example runningTotals([{ points: [2, 0] }, { points: [3, 1] }]) // [5, 1]
 */
export function runningTotals(
  rounds: readonly Pick<RoundRecord, 'points' | 'totals'>[],
  upTo = rounds.length,
): number[] {
  const last = rounds[upTo - 1];
  if (!last) return [];
  if (last.totals) return [...last.totals];
  const totals = last.points.map(() => 0);
  for (const r of rounds.slice(0, upTo)) totals.forEach((t, s) => (totals[s] = t + (r.points[s] ?? 0)));
  return totals;
}
