/**
 * Game results, in the shape every game puts in `ctx.gameover`.
 */

/**
 * `ctx.gameover` of every game. Arrays and records are keyed by seat id.
 * - `scores`: each seat's final score.
 * - `winners`: every seat that shares the win; empty for an aborted game.
 * - `winner`: set only when exactly one seat wins (boardgame.io's
 *   convention, which `MCTSBot` rewards).
 * - `aborted`: the game hit its safety cap (G-6) and has no winner.
 */
export interface GameResult {
  winners: string[];
  scores: Record<string, number>;
  winner?: string;
  aborted?: boolean;
}

/**
 * Ranks seats by `scores`, breaking ties by each of `tieBreaks` in turn
 * (higher is better). Seats still tied share the win.
 * @param scores one number per seat (index = seat number)
 * @param tieBreaks further per-seat numbers, compared in order
 */
export function decideWinners(scores: readonly number[], tieBreaks: readonly (readonly number[])[] = []): GameResult {
  let best = scores.map((_, i) => i);
  for (const key of [scores, ...tieBreaks]) {
    const top = Math.max(...best.map((i) => key[i]!));
    best = best.filter((i) => key[i] === top);
  }
  const winners = best.map(String);
  const result: GameResult = {
    winners,
    scores: Object.fromEntries(scores.map((v, i) => [String(i), v])),
  };
  if (winners.length === 1) result.winner = winners[0]!;
  return result;
}
