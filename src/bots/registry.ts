/**
 * Creating seated bots by spec, for every game in the game registry.
 */
import { RandomBot } from 'boardgame.io/ai';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { BotSpecError } from './spec.js';
import type { BotSpec, BotState, ChosenMove, PlayerOptions, TablePlayer } from './types.js';

/**
 * The state a bot may see: the seat's `playerView` for fair bots (G-5), the
 * full state for reference bots.
 */
export function stateFor(game: GameDescriptor, state: BotState, seat: string, sees: 'seat' | 'all'): BotState {
  if (sees === 'all' || !game.game.playerView) return state;
  return { ...state, G: game.game.playerView({ G: state.G, ctx: state.ctx, playerID: seat } as any) };
}

/** Wraps a boardgame.io bot as a {@link TablePlayer}. */
export function seatBot(
  game: GameDescriptor,
  spec: BotSpec,
  bot: TablePlayer['bot'],
  sees: 'seat' | 'all',
): TablePlayer {
  return {
    spec,
    sees,
    bot,
    async decide(state, seat): Promise<ChosenMove> {
      const { action } = await bot.play(stateFor(game, state, seat, sees) as any, seat);
      if (!action) throw new Error(`${spec.name} found no legal move for seat ${seat}`);
      const payload = (action as { payload: { type: string; args?: unknown[] } }).payload;
      return { move: payload.type, args: payload.args ?? [] };
    },
  };
}

/**
 * Creates the bot `spec` for `game`.
 * @throws BotSpecError for an unknown name or level, or a bot the game lacks
 */
export function createPlayer(game: GameDescriptor, spec: BotSpec, opts: PlayerOptions): TablePlayer {
  const enumerate = game.game.ai!.enumerate;
  switch (spec.name) {
    case 'random':
      if (spec.level) throw new BotSpecError('random takes no level');
      return seatBot(game, spec, new RandomBot({ enumerate, seed: opts.seed }), 'seat');
    default:
      throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
  }
}
