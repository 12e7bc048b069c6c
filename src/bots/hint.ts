/**
 * The fair hint (issue 13): the move the `ismcts` bot would choose for a
 * seat, from that seat's `playerView` only, with the search's own numbers:
 * its estimated chance that the seat makes its bid after the move, and
 * whether the runner-up is within the search's noise ("close call").
 *
 * It is handed the seat's view and nothing else (no seed, no other hand),
 * and its search is seeded by a constant, so two states that look the same
 * to the seat get the same hint (test/node/hint.test.ts).
 */
import { seededRandom } from '../games/common/random.js';
import { decide, ISMCTS_ITERATIONS } from './ismcts-bot.js';
import type { RootStat, RootWatch } from './ismcts.js';
import type { GameSearch } from './game-search.js';
import type { GameDescriptor } from '../games/common/descriptor.js';
import type { BotState, ChosenMove, GameBots } from './types.js';

/** What {@link findHint} suggests. */
export interface Hint {
  /** The suggested move, as `ai.enumerate` lists it (one of the legal moves). */
  move: ChosenMove;
  /**
   * The search's estimate, in [0, 1], that the seat's tricks equal its bid
   * at the end of the round after this move: the share of its playouts
   * through the move in which they did. Absent where the seat has no bid
   * (TrickTakers but for the Gambler), or where no search ran.
   */
  chance?: number;
  /** True when the runner-up's mean reward is within two standard errors of the move's (the search's noise). */
  closeCall: boolean;
}

/** The seed of every hint's search: a constant, so the hint depends on the seat's view only. */
export const HINT_SEED = 0x68696e74;

/** How many standard errors of the difference of two means count as noise. */
export const CLOSE_CALL_ERRORS = 2;

/**
 * The hint for `seat` from its view `G`: the `ismcts` bot's choice at its
 * `normal` level (the game's `iterationShare` of it).
 * @param G the seat's `playerView` of G (never the full state)
 * @param legal the seat's legal moves (`ai.enumerate` of the view)
 * @param iterations the search's iterations; default the `normal` level's
 * @throws Error when `legal` is empty (not the seat's turn)
 */
export function findHint(
  gameSearch: GameSearch<any>,
  G: any,
  seat: string,
  legal: readonly ChosenMove[],
  iterations = Math.round(ISMCTS_ITERATIONS.normal * (gameSearch.iterationShare ?? 1)),
): Hint {
  if (legal.length === 0) throw new Error(`seat ${seat} has no move to make now`);
  const watch: RootWatch<unknown> = { stats: new Map(), made: gameSearch.madeBid };
  const rng = seededRandom(HINT_SEED);
  const { move, search } = decide(gameSearch, G, seat, legal, { oracle: false, budget: { iterations }, rng, watch });
  const best = search ? watch.stats.get(search.move) : undefined;
  const hint: Hint = { move, closeCall: best ? closeCall(best, watch.stats) : false };
  if (best && best.counted > 0) hint.chance = best.made / best.counted;
  return hint;
}

/** True when the most visited other move's mean is within {@link CLOSE_CALL_ERRORS} standard errors of `best`'s. */
export function closeCall(best: RootStat, stats: ReadonlyMap<number, RootStat>): boolean {
  let second: RootStat | undefined;
  for (const s of stats.values()) if (s !== best && (!second || s.visits > second.visits)) second = s;
  if (!second || second.visits < 2 || best.visits < 2) return false;
  const noise = Math.sqrt(variance(best) / best.visits + variance(second) / second.visits);
  return Math.abs(best.total / best.visits - second.total / second.visits) < CLOSE_CALL_ERRORS * noise;
}

/** The sample variance of a move's rewards. */
function variance(s: RootStat): number {
  const mean = s.total / s.visits;
  return Math.max(0, (s.squares - s.visits * mean * mean) / (s.visits - 1));
}

/**
 * The hint for `seat` in `visible`, `{ G: playerView, ctx }` of that seat
 * (what the bot worker is posted): its legal moves from the game's
 * `ai.enumerate`, then {@link findHint}.
 * @param iterations as for {@link findHint}
 * @throws Error when the game has no search, or the seat has no move now
 */
export function hintFor(
  game: GameDescriptor,
  bots: GameBots,
  visible: BotState,
  seat: string,
  iterations?: number,
): Hint {
  if (!bots.search) throw new Error(`${game.title} has no search, so no hint`);
  const enumerate = game.game.ai?.enumerate;
  const listed = (enumerate ? enumerate(visible.G, visible.ctx, seat) : []) as Partial<ChosenMove>[];
  const legal = listed.filter((m) => typeof m.move === 'string').map((m) => ({ move: m.move!, args: m.args ?? [] }));
  return findHint(bots.search, visible.G, seat, legal, iterations);
}
