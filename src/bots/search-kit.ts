/**
 * What a game gives the generic {@link IsmctsBot}: its fast simulator, how
 * to build one decision's position from a seat's view (fair) or from the
 * full state (the oracle), and how to turn simulator moves into game moves.
 */
import type { SearchGame, SearchPosition } from './ismcts.js';

export interface SearchKit<Sim> {
  game: SearchGame<Sim>;
  /**
   * The position for `seat`'s decision.
   * @param G the seat's `playerView` (fair), or the full `G` when `oracle`
   * @param oracle deal the true hidden cards instead of sampling them
   */
  position(G: any, seat: string, oracle: boolean): SearchPosition<Sim>;
  /** A simulator move as the game's move. */
  toGame(move: number): { move: string; args: unknown[] };
}

/** The logistic function, for turning score margins into rewards in (0, 1). */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
