/**
 * Can't Win: scoring (rulebook 4, CW-10…CW-12). Pure functions on plain
 * data; ./rules.ts re-exports everything here.
 */
import { decideWinners, type GameResult } from '../common/result.js';
import { seatsFrom } from '../common/seats.js';
import type { CantWinState } from './rules.js';
import type { TileId } from './tiles.js';

/** One row of the score sheet (rulebook 4), per-seat arrays. */
export interface CantWinRoundScore {
  round: number;
  dealer: string;
  tiles: TileId[];
  bids: number[];
  /** The Tricks row. */
  tricks: number[];
  /** The Points row. */
  points: number[];
  /** Support tokens each seat holds after this round's scoring (beginner; zeros otherwise). */
  support: number[];
}

/** `ctx.gameover` for Can't Win: final products, plus the sums behind them (CW-11). */
export interface CantWinResult extends GameResult {
  trickSums: Record<string, number>;
  pointSums: Record<string, number>;
}

/**
 * Points for one round (CW-10): 2 for bid 0 and no trick, 1 for a bid of at
 * least 1 that equals the tricks won, else 0.
 */
export function roundPoints(bidValue: number, tricksTaken: number): number {
  if (bidValue !== tricksTaken) return 0;
  return tricksTaken === 0 ? 2 : 1;
}

/**
 * Beginner scoring for one seat (CW-12): with `support` tokens, a bid within
 * `support` of the tricks won counts as a hit, scoring what a correct bid of
 * the actual tricks scores, and returns all tokens; a miss scores 0 and takes
 * one token if the supply has one.
 * @returns the points and the seat's tokens afterwards, and tokens taken from
 *   (positive) or returned to (negative) the supply.
 */
export function beginnerPoints(
  bidValue: number,
  tricksTaken: number,
  support: number,
  supply: number,
): { points: number; support: number; fromSupply: number } {
  if (Math.abs(bidValue - tricksTaken) <= support) {
    return { points: roundPoints(tricksTaken, tricksTaken), support: 0, fromSupply: -support };
  }
  const take = supply > 0 ? 1 : 0;
  return { points: 0, support: support + take, fromSupply: take };
}

/**
 * The final result (CW-11): each seat's score is (sum of Tricks) × (sum of
 * Points); the highest wins, a tie goes to the higher Points sum, and seats
 * still tied share the win.
 */
export function finalResult(sheet: readonly CantWinRoundScore[], numPlayers: number): CantWinResult {
  const sum = (row: 'tricks' | 'points') =>
    Array.from({ length: numPlayers }, (_, s) => sheet.reduce((t, r) => t + r[row][s]!, 0));
  const trickSums = sum('tricks');
  const pointSums = sum('points');
  const products = trickSums.map((t, s) => t * pointSums[s]!);
  const bySeat = (xs: number[]) => Object.fromEntries(xs.map((v, s) => [String(s), v]));
  return {
    ...decideWinners(products, [pointSums]),
    trickSums: bySeat(trickSums),
    pointSums: bySeat(pointSums),
  };
}

/**
 * The score-sheet row of the round just played in `state` (rulebook 4,
 * CW-10): each seat's points for its bid and tricks. In the beginner variant
 * (CW-12) it also moves support tokens between the seats and the supply in
 * `state`; when the supply runs short, seats take tokens in lap order, from
 * the dealer clockwise (docs/rulings-notes.md, RN-1).
 */
export function scoreRound(state: CantWinState): CantWinRoundScore {
  const bids = state.bids as number[];
  const points = bids.map((b, s) => roundPoints(b, state.tricksWon[s]!));
  if (state.variant === 'beginner') {
    for (const seat of seatsFrom(state.dealer, state.numPlayers)) {
      const s = Number(seat);
      const r = beginnerPoints(bids[s]!, state.tricksWon[s]!, state.support[s]!, state.supportSupply);
      points[s] = r.points;
      state.support[s] = r.support;
      state.supportSupply -= r.fromSupply;
    }
  }
  return {
    round: state.round,
    dealer: state.dealer,
    tiles: [...(state.tiles as TileId[])],
    bids: [...bids],
    tricks: [...state.tricksWon],
    points,
    support: [...state.support],
  };
}
