/**
 * Seating bots by spec, without boardgame.io's `MCTSBot`: the bot worker
 * that a page loads for `random`, `rule`, `ismcts` and `oracle` is built from
 * this module, and `MCTSBot` (with boardgame.io's reducer, which its playouts
 * run) is passed in only where `mcts` is offered ({@link MctsMaker}:
 * ./registry.ts for Node and the main-thread fallback, the game's `mcts`
 * worker for the elements).
 */
import { RandomBot, type Bot } from 'boardgame.io/ai';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { ISMCTS_ITERATIONS, IsmctsBot, type IsmctsLevel } from './ismcts-bot.js';
import { BotSpecError, checkBotSpec } from './spec.js';
import { seesOf, stateFor } from './fairness.js';
import type { BotSpec, BotState, ChosenMove, GameBots, PlayerOptions, TablePlayer } from './types.js';

/** The `ai.enumerate` of a game (what boardgame.io's bots take). */
export type Enumerate = NonNullable<NonNullable<GameDescriptor['game']['ai']>['enumerate']>;

/**
 * Creates boardgame.io's `MCTSBot` for an `mcts` spec (./mcts.ts `makeMctsBot`).
 * @throws BotSpecError for an unknown level
 */
export type MctsMaker = (
  game: GameDescriptor,
  bots: GameBots,
  spec: BotSpec,
  opts: PlayerOptions,
  enumerate: Enumerate,
) => Bot;

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
 * Creates the bot `spec` for `game`, seeded with `opts.seed`: as the
 * registry's `createPlayer` (./registry.ts), with `mcts` created by `mcts`.
 * @param bots the game's bots (`await game.bots.load()`)
 * @param mcts creates `MCTSBot`; absent where `mcts` is not loaded (then an `mcts` spec throws)
 * @throws BotSpecError for an unknown name or level, a bot the game lacks, or `mcts` without `mcts`
 */
export function createSeatPlayer(
  game: GameDescriptor,
  bots: GameBots,
  spec: BotSpec,
  opts: PlayerOptions,
  mcts?: MctsMaker,
): TablePlayer {
  const enumerate = game.game.ai?.enumerate;
  if (!enumerate) throw new BotSpecError(`${game.title} has no ai.enumerate, so no bot can play it`);
  checkBotSpec(game, spec);
  const seed = opts.seed;
  switch (spec.name) {
    case 'random':
      return seatBot(game, spec, new RandomBot({ enumerate, seed }), seesOf(spec));
    case 'rule':
      if (!bots.rule) throw new BotSpecError(`bot "rule" is not available for ${game.title}`);
      return seatBot(game, spec, bots.rule({ enumerate, seed }), seesOf(spec));
    case 'mcts':
      if (!mcts) throw new BotSpecError(`bot "mcts" is not loaded here`);
      return seatBot(game, spec, mcts(game, bots, spec, opts, enumerate), seesOf(spec));
    case 'ismcts':
    case 'oracle': {
      if (!bots.search) throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
      const level = (spec.level ?? 'normal') as IsmctsLevel;
      const oracle = spec.name === 'oracle';
      const share = (oracle ? bots.search.oracleIterationShare : undefined) ?? bots.search.iterationShare ?? 1;
      const iterations = Math.round(ISMCTS_ITERATIONS[level] * share);
      const budget = opts.timePerMoveMs !== undefined ? { timeMs: opts.timePerMoveMs } : { iterations };
      return seatBot(game, spec, new IsmctsBot({ enumerate, seed, search: bots.search, budget, oracle }), seesOf(spec));
    }
    default:
      throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
  }
}
