/**
 * Fairness in one place (G-5, BOTS.md "Fairness"): what a bot is handed.
 * Kept apart from the registry so that a page can cut a state for its bot
 * worker without loading any bot code.
 */
import type { GameDescriptor } from '../games/common/descriptor.js';
import type { BotSpec, BotState } from './types.js';

/**
 * What a bot of `spec` is handed (BOTS.md "Fairness"): `'all'` for the
 * references that see everything (`mcts`, `oracle`), `'seat'` for every
 * other bot.
 */
export function seesOf(spec: BotSpec): 'seat' | 'all' {
  return spec.name === 'mcts' || spec.name === 'oracle' ? 'all' : 'seat';
}

/**
 * The state a bot may see (G-5, BOTS.md "Fairness").
 * - `'seat'`: only `{ G, ctx }`, with `G` the seat's `playerView` (its own
 *   hand, the others `null`). Everything else in a boardgame.io state is
 *   withheld: `plugins.random` holds the seed and PRNG state, which fix every
 *   later deal, and the log holds past moves of hidden information.
 * - `'all'` (reference bots only): the full state of the deal in play, every
 *   hand and the undealt cards included, but not the game's random state:
 *   `plugins.random` is replaced by a stand-in seeded from the public
 *   `_stateID`, so boardgame.io's `MCTSBot`, whose playouts deal later rounds
 *   through the random plugin, deals them from a stream that says nothing of
 *   the real deals to come, and no seed reaches a bot.
 */
export function stateFor(game: GameDescriptor, state: BotState, seat: string, sees: 'seat' | 'all'): BotState {
  if (sees === 'all') {
    const plugins = { ...state.plugins, random: { data: { seed: `stand-in/${state._stateID}` } } };
    return { ...state, plugins };
  }
  const G = game.game.playerView
    ? game.game.playerView({ G: state.G, ctx: state.ctx, playerID: seat } as any)
    : state.G;
  return { G, ctx: state.ctx };
}
