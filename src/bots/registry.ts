/**
 * Creating seated bots by spec, for every game in the game registry.
 *
 * | bot | levels | sees |
 * |---|---|---|
 * | `random` | none | the seat's `playerView` |
 * | `rule` | none | the seat's `playerView` (and reads only that seat's hand) |
 * | `mcts` | `easy`, `normal` (default), `hard` | everything (reference only) |
 */
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { ISMCTS_ITERATIONS, IsmctsBot, type IsmctsLevel } from './ismcts-bot.js';
import { mctsLevel, mctsSettings } from './mcts.js';
import { BotSpecError, checkLevel, type BotName } from './spec.js';
import { seesOf, stateFor } from './fairness.js';
import type { BotSpec, BotState, ChosenMove, GameBots, PlayerOptions, TablePlayer } from './types.js';

export { seesOf, stateFor };

/** Wraps a boardgame.io bot as a {@link TablePlayer}. */
export function seatBot(
  game: GameDescriptor,
  spec: BotSpec,
  bot: TablePlayer['bot'],
  sees: 'seat' | 'all',
): TablePlayer {
  const player: TablePlayer = {
    spec,
    sees,
    bot,
    decide: async (state, seat) => playFrom(player, stateFor(game, state, seat, sees), seat),
  };
  return player;
}

/**
 * Asks a seated bot for a move from `visible`, a state ALREADY cut to what
 * the bot may see (`stateFor(game, fullState, seat, player.sees)`). It is
 * `decide` without the cut, for a bot that runs where only that state was
 * sent (the elements' Web Worker, src/elements/parts/bot-worker.ts).
 * @throws Error when the bot finds no legal move (never expected)
 */
export async function playFrom(player: TablePlayer, visible: BotState, seat: string): Promise<ChosenMove> {
  const { action } = await player.bot.play(visible as any, seat);
  if (!action) throw new Error(`${player.spec.name} found no legal move for seat ${seat}`);
  const payload = (action as { payload: { type: string; args?: unknown[] | null } }).payload;
  return { move: payload.type, args: payload.args ?? [] };
}

/**
 * Checks that `game` offers the bot `spec` names, at a level that bot takes,
 * without loading any bot code (the descriptor's `bots.names`).
 * @throws BotSpecError for an unknown level, or a bot the game lacks
 */
export function checkBotSpec(game: GameDescriptor, spec: BotSpec): void {
  checkLevel(spec);
  if (!game.bots.names.includes(spec.name as BotName)) {
    throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
  }
}

/**
 * Creates the bot `spec` for `game`, seeded with `opts.seed`.
 * - `random`: boardgame.io `RandomBot` over `ai.enumerate`; sees the seat's view.
 * - `rule`: the game's rule bot from `bots`; sees the seat's view.
 * - `mcts`: boardgame.io `MCTSBot` with `game` and `ai.enumerate`, sized by
 *   level (./mcts.ts); sees the full state, so `decide` must be given the
 *   whole boardgame.io state (`plugins` included: its reducer replays moves).
 *   `opts.async` turns on its async mode.
 * @param bots the game's bots (`await game.bots.load()`)
 * @throws BotSpecError for an unknown name or level, or a bot the game lacks
 */
export function createPlayer(game: GameDescriptor, bots: GameBots, spec: BotSpec, opts: PlayerOptions): TablePlayer {
  const enumerate = game.game.ai?.enumerate;
  if (!enumerate) throw new BotSpecError(`${game.title} has no ai.enumerate, so no bot can play it`);
  checkBotSpec(game, spec);
  const seed = opts.seed;
  switch (spec.name) {
    case 'random':
      return seatBot(game, spec, new RandomBot({ enumerate, seed }), 'seat');
    case 'rule':
      if (!bots.rule) throw new BotSpecError(`bot "rule" is not available for ${game.title}`);
      return seatBot(game, spec, bots.rule({ enumerate, seed }), 'seat');
    case 'mcts': {
      const settings = mctsSettings(mctsLevel(spec.level), bots.movesLeft);
      const bot = new MCTSBot({ game: game.game, enumerate, seed, ...(settings as any) });
      if (opts.async) bot.setOpt('async', true);
      return seatBot(game, spec, bot, seesOf(spec));
    }
    case 'ismcts':
    case 'oracle': {
      if (!bots.search) throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
      const level = (spec.level ?? 'normal') as IsmctsLevel;
      const budget =
        opts.timePerMoveMs !== undefined ? { timeMs: opts.timePerMoveMs } : { iterations: ISMCTS_ITERATIONS[level] };
      const oracle = spec.name === 'oracle';
      return seatBot(game, spec, new IsmctsBot({ enumerate, seed, search: bots.search, budget, oracle }), seesOf(spec));
    }
    default:
      throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
  }
}
