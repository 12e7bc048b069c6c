/**
 * `ismcts` and `oracle`: the {@link search} of ./ismcts.ts as a boardgame.io
 * `Bot` (through {@link PolicyBot}, a `Bot` subclass), for any game with a
 * {@link GameSearch}.
 *
 * - `ismcts` is handed only the seat's `playerView` (the registry enforces
 *   it) and samples the unseen cards with the game's sampler.
 * - `oracle` is the same search handed the full state: it deals the true
 *   hidden cards in every iteration. It is the honest upper bound of what
 *   cheating gains at the same budget (BOTS.md), and never a table opponent.
 *
 * Levels are fixed iteration counts, so games stay deterministic; a time
 * budget (the harness's `--time-per-move`) replaces them when comparing bots
 * at equal time, and the bot then records the iterations it used.
 */
import { seededRandom } from '../games/common/random.js';
import { search, type RootWatch, type SearchBudget, type SearchResult } from './ismcts.js';
import { PolicyBot, type PolicyBotOptions } from './policy-bot.js';
import { searchesOpenLoop, type GameSearch } from './game-search.js';
import type { ChosenMove } from './types.js';

/**
 * Iterations per decision, by level (docs/bots.md "Levels"; measured in
 * `npm run bench:bots`). `easy` runs 100: at 300 it was as strong as
 * `normal` in Instinct. `hard` runs 12,000, four times `normal`: retired
 * in issue 24 when it played no stronger than 3,000 in Can't Win, and
 * back once the open-loop search and better playouts made the extra
 * iterations pay in Can't Win, Instinct and You Suck; TrickTakers, where
 * they won no more games, does not offer it (its descriptor's
 * `bots.levels`; docs/bots-results.md "`hard` again").
 */
export const ISMCTS_ITERATIONS = { easy: 100, normal: 3000, hard: 12000 } as const;
/** An `ismcts` or `oracle` level: `easy`, `normal` (the default) or `hard`. */
export type IsmctsLevel = keyof typeof ISMCTS_ITERATIONS;

/** What {@link IsmctsBot} is built from: `enumerate` and `seed` as for every {@link PolicyBot}, plus the search. */
export interface IsmctsBotOptions extends Omit<PolicyBotOptions, 'policy'> {
  /** The game's sampler, simulator and reward. */
  search: GameSearch<any>;
  /** Per decision: a fixed number of iterations (the levels, deterministic) or milliseconds (`--time-per-move`). */
  budget: SearchBudget;
  /** Deal the true hidden cards (needs the full state): the `oracle` bot. */
  oracle?: boolean;
}

/**
 * The `ismcts` bot (or, with `oracle`, the `oracle` reference): a
 * boardgame.io `Bot` whose `play` runs one information-set MCTS search per
 * decision over the moves `enumerate` lists, and returns the most visited.
 * A decision with one legal move skips the search, and so does one the
 * game leaves to its policy ({@link GameSearch.policy}). Each decision's search is
 * seeded by one draw from the bot's own seeded stream, so a fixed seed and
 * iteration budget replay the same moves (G-2).
 * - Fed a seat's `playerView` (ismcts, fair, G-5) it samples the hidden
 *   cards; `oracle` must be fed the full state and deals the true ones.
 * @throws Error from `play` when the search's move is not one `enumerate`
 *   lists (a game kit bug), as {@link PolicyBot}
 */
export class IsmctsBot extends PolicyBot {
  /** The last search's result: its iterations, root visits and value. */
  lastSearch: SearchResult | undefined;

  constructor({ search: gameSearch, budget, oracle = false, ...rest }: IsmctsBotOptions) {
    super({
      ...rest,
      // Called only from play(), after the constructor has returned.
      policy: (G, _ctx, seat, legal, random) => this.choose(gameSearch, budget, oracle, G, seat, legal, random),
    });
  }

  private choose(
    gameSearch: GameSearch<any>,
    budget: SearchBudget,
    oracle: boolean,
    G: any,
    seat: string,
    legal: readonly ChosenMove[],
    random: () => number,
  ): ChosenMove {
    // One draw from the bot's own seeded stream seeds this decision's search.
    const rng = seededRandom(Math.floor(random() * 0x100000000));
    const decision = decide(gameSearch, G, seat, legal, { oracle, budget, rng });
    this.lastSearch = decision.search;
    return decision.move;
  }
}

/**
 * One `ismcts` decision of `seat` in `G` (its view, or the full state for
 * the oracle): the only legal move when there is one, else the game's flat
 * search's move where it has one ({@link GameSearch.flatSearch}), else the move the
 * game's policy takes ({@link GameSearch.policy}), else the search's move
 * over `legal`'s position (its iterations times the decision's
 * {@link GameSearch.decisionWeight}; open loop where the game asks for it,
 * {@link GameSearch.openLoop}, but for an oracle the game keeps closed,
 * {@link GameSearch.closedLoopOracle}), with the search result (`search`, absent when
 * no search ran). Shared by {@link IsmctsBot} and the fair hint
 * (./hint.ts), which passes a `watch` to count the root's playouts.
 */
export function decide(
  gameSearch: GameSearch<any>,
  G: any,
  seat: string,
  legal: readonly ChosenMove[],
  opts: { oracle: boolean; budget: SearchBudget; rng: () => number; watch?: RootWatch<unknown> },
): { move: ChosenMove; search?: SearchResult } {
  if (legal.length === 1) return { move: legal[0]! };
  const flat = gameSearch.flatSearch?.(G, seat, legal, opts);
  if (flat) return { move: flat };
  const chosen = gameSearch.policy?.(G, seat, legal, opts.rng);
  if (chosen) return { move: chosen };
  const position = gameSearch.position(G, seat, opts.oracle);
  const weight = opts.budget.iterations === undefined ? 1 : (gameSearch.decisionWeight?.(G) ?? 1);
  const budget: SearchBudget = { ...opts.budget, openLoop: searchesOpenLoop(gameSearch, G, opts.oracle) };
  if (weight !== 1) budget.iterations = Math.round(opts.budget.iterations! * weight);
  const result = search(gameSearch.simulator, position, budget, opts.rng, opts.watch);
  return { move: gameSearch.toGame(result.move, G) as ChosenMove, search: result };
}
