/**
 * What a game gives the generic {@link IsmctsBot}: its fast simulator, how
 * to build one decision's position from a seat's view (fair) or from the
 * full state (the oracle), and how to turn simulator moves into game moves.
 */
import { copyCompact } from '../games/common/compact.js';
import type { SearchBudget, SearchSimulator, SearchPosition } from './ismcts.js';
import type { ChosenMove } from './types.js';

/**
 * A game's search for `ismcts` and `oracle` (BOTS.md "Search"), e.g.
 * `cantWinSearch`, `instinctSearch`: it lives in src/games/<game>/search.ts
 * and reaches the bots through the game's `GameBots.search`.
 * `Sim` is the game's compact simulator state (its round, with bitmask
 * hands); simulator moves are small integers.
 */
export interface GameSearch<Sim> {
  /** The round simulator the search plays on. */
  simulator: SearchSimulator<Sim>;
  /**
   * The position for `seat`'s decision.
   * @param G the seat's `playerView` (fair), or the full `G` when `oracle`
   * @param oracle deal the true hidden cards instead of sampling them
   */
  position(G: any, seat: string, oracle: boolean): SearchPosition<Sim>;
  /**
   * A simulator move as the game's move.
   * @param G the state or view the search started from (as for
   *   {@link GameSearch.position}), for a move whose arguments name the
   *   mover's own cards by place (TrickTakers' `map`)
   */
  toGame(move: number, G?: any): { move: string; args: unknown[] };
  /**
   * The share of each level's iterations (`ISMCTS_ITERATIONS`) this game's
   * search runs, for a game whose iterations cost more (You Suck: a round's
   * playout is 7n moves over seven open Ticks); 1 when absent. A time
   * budget (`--time-per-move`) ignores it.
   */
  iterationShare?: number;
  /**
   * Whether the search (`ismcts`, the hint, and the `oracle` alike, so that
   * the oracle stays the same search dealt the true cards, unless
   * {@link GameSearch.closedLoopOracle}) runs open loop
   * ({@link SearchBudget.openLoop}): the tree holds the searching seat's
   * moves, and the other seats play by the playout policy from their own
   * cards of each deal. Can't Win, TrickTakers and You Suck set it: it made
   * their `ismcts` stronger against `rule` (issue 24, docs/bots-results.md
   * "Open loop"); in Instinct it did not. A function of the position's state
   * (a seat's view, or the full state for the oracle) chooses per decision:
   * You Suck's is open loop below 6 players. Absent: closed loop.
   */
  openLoop?: boolean | ((G: any) => boolean);
  /**
   * With {@link GameSearch.openLoop}, the `oracle` still searches closed
   * loop: You Suck's, whose one true deal gives every seat's node the right
   * answers, scored −1.62 [−2.47, −0.78] points a game open loop, below
   * `ismcts` (issue 24, docs/bots-results.md "Open loop"). Absent: the
   * oracle searches as `ismcts` does.
   */
  closedLoopOracle?: boolean;
  /**
   * The share of each level's iterations the `oracle` runs in this game, in
   * place of {@link GameSearch.iterationShare}; absent: the same share as
   * `ismcts`. You Suck gives its oracle 2 (four times `ismcts`'s 0.5): at
   * `ismcts`'s budget the oracle, whose tree is dealt one world and so
   * branches over every card of it, scored below `ismcts` against `rule`
   * and was no reference (issue 24, docs/bots.md "Levels").
   */
  oracleIterationShare?: number;
  /**
   * A multiplier of the iterations of the tree search of the decision in `G`
   * (its seat's view or the full state, as for {@link GameSearch.position}),
   * for a decision worth more search than the others: You Suck's bid, 4
   * (issue 24, docs/bots.md "Levels"). Applied after the shares above, to
   * `ismcts` and `oracle` alike; a time budget (`--time-per-move`) ignores
   * it. Absent: 1.
   */
  decisionWeight?(G: any): number;
  /**
   * Decisions the game leaves to a policy rather than the search (TrickTakers:
   * the extras' set-ups and the advanced draft, before a round's first lead,
   * which neither its simulator nor its {@link GameSearch.flatSearch} plays):
   * the move for `seat` among `legal`, or `undefined` to search.
   * Absent: every decision is searched.
   * @param G as for {@link GameSearch.position}
   * @param random the decision's own seeded stream
   */
  policy?(G: any, seat: string, legal: readonly ChosenMove[], random: () => number): ChosenMove | undefined;
  /**
   * Decisions before the simulator's start that the game still decides by
   * search, flat: each candidate rolled out over sampled worlds
   * (TrickTakers' setup choices, src/games/tricktakers/setup-search.ts).
   * Tried before {@link GameSearch.policy}: the move for `seat` among
   * `legal`, or `undefined` to go on. Absent: none.
   * @param G as for {@link GameSearch.position}
   * @param opts the decision's budget (its iterations are rollouts) and seeded stream; `oracle` as for `position`
   */
  flatSearch?(
    G: any,
    seat: string,
    legal: readonly ChosenMove[],
    opts: { oracle: boolean; budget: SearchBudget; rng: () => number },
  ): ChosenMove | undefined;
  /**
   * Whether `seat` made its bid in a finished simulation (its tricks equal
   * its bid), or `undefined` where it has no bid: the hint's chance
   * (./hint.ts). Absent: the game's hint gives no chance.
   */
  madeBid?(sim: Sim, seat: number): boolean | undefined;
}

/** {@link GameSearch.madeBid} for a simulator with `bids` (-1: none) and `tricksWon` by seat. */
export function tricksEqualBid(
  sim: { bids: ArrayLike<number>; tricksWon: ArrayLike<number> },
  seat: number,
): boolean | undefined {
  const bid = sim.bids[seat]!;
  return bid < 0 ? undefined : sim.tricksWon[seat] === bid;
}

/** The logistic function, for turning score margins into rewards in (0, 1). */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * A decision's position on one reused copy of `base` (the search is done
 * with a sample before it asks for the next, see {@link SearchPosition}).
 * Without `deals` every sample is `base` itself, hidden cards included: the
 * oracle's true deal. With `deals`, each sample is `base` with the hidden
 * cards of `deals.next(rng)` put in place by `deals.place` (a fair bot's
 * sampler, through bid reading).
 * @param clone a deep copy of a simulator state (made twice: the scratch
 *   copy, and the one it is reset from, so that both come from
 *   `cloneCompact` and reset as one block of bytes)
 */
export function dealtPosition<Sim extends object, D>(
  base: Sim,
  clone: (sim: Sim) => Sim,
  rewards: (sim: Sim) => ArrayLike<number>,
  deals?: { next(rng: () => number): D; place(sim: Sim, deal: D): void },
): SearchPosition<Sim> {
  const scratch = clone(base);
  const from = clone(base);
  if (!deals) return { sample: () => copyCompact(scratch, from), rewards };
  return {
    sample(rng) {
      deals.place(copyCompact(scratch, from), deals.next(rng));
      return scratch;
    },
    rewards,
  };
}

/**
 * Whether `gameSearch` searches `G` open loop: {@link GameSearch.openLoop}
 * for that state, except for an `oracle` the game keeps closed
 * ({@link GameSearch.closedLoopOracle}).
 */
export function searchesOpenLoop(
  gameSearch: Pick<GameSearch<unknown>, 'openLoop' | 'closedLoopOracle'>,
  G: unknown,
  oracle = false,
): boolean {
  if (oracle && gameSearch.closedLoopOracle === true) return false;
  const open = gameSearch.openLoop;
  return typeof open === 'function' ? open(G) : open === true;
}
