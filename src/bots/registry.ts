/**
 * Creating seated bots by spec, for every game in the game registry.
 *
 * | bot | levels | sees |
 * |---|---|---|
 * | `random` | none | the seat's `playerView` |
 * | `rule` | none | the seat's `playerView` (and reads only that seat's hand) |
 * | `mcts` | `easy`, `normal` (default), `hard` | everything (reference only) |
 * | `ismcts` | `easy`, `normal` (default), `hard` | the seat's view, through its game's sampler |
 * | `oracle` | `easy`, `normal` (default), `hard` | everything (`ismcts` dealt the true cards; reference only) |
 */
import type { GameDescriptor } from '../games/common/descriptor.js';
import { makeMctsBot } from './mcts.js';
import { createSeatPlayer } from './players.js';
import { seesOf, stateFor } from './fairness.js';
import type { BotSpec, GameBots, PlayerOptions, TablePlayer } from './types.js';

export { seesOf, stateFor };
export { playFrom, seatBot } from './players.js';

/**
 * Creates the bot `spec` for `game`, seeded with `opts.seed`.
 * - `random`: boardgame.io `RandomBot` over `ai.enumerate`; sees the seat's view.
 * - `rule`: the game's rule bot from `bots`; sees the seat's view.
 * - `mcts`: boardgame.io `MCTSBot` with `game` and `ai.enumerate`, sized by
 *   level (./mcts.ts); sees the full state, so `decide` must be given the
 *   whole boardgame.io state (`plugins` included: its reducer replays moves).
 *   `opts.async` turns on its async mode.
 * - `ismcts`, `oracle`: the game's search (./ismcts-bot.ts).
 * @param bots the game's bots (`await game.bots.load()`)
 * @throws BotSpecError for an unknown name or level, or a bot the game lacks
 */
export function createPlayer(game: GameDescriptor, bots: GameBots, spec: BotSpec, opts: PlayerOptions): TablePlayer {
  return createSeatPlayer(game, bots, spec, opts, makeMctsBot);
}
