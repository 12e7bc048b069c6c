/**
 * The contract between bots and their callers (the elements and the harness).
 *
 * Every bot is a boardgame.io `Bot` (`RandomBot`, `MCTSBot` or a subclass),
 * so it plugs in wherever boardgame.io takes one. A {@link TablePlayer} wraps
 * one for our callers and enforces fairness in one place: a bot that `sees`
 * `'seat'` is handed only the seat's `playerView` (BOTS.md "Fairness"); only
 * the documented reference bots (`mcts`) see the full state.
 */
import type { Bot } from 'boardgame.io/ai';
import type { PolicyBotOptions } from './policy-bot.js';
import type { GameSearch } from './game-search.js';

/** A bot chosen by name and optional level, as written `name[:level]`. */
export interface BotSpec {
  name: string;
  level?: string;
}

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface ChosenMove {
  move: string;
  args: unknown[];
}

/** The part of a boardgame.io state a bot needs: `G` and `ctx`. */
export interface BotState {
  G: any;
  ctx: any;
  /** The full state's other parts (plugins, `_stateID`, …), for the reference bots only. */
  [part: string]: any;
}

/** A seated bot, ready to decide moves. */
export interface TablePlayer {
  readonly spec: BotSpec;
  /** `'seat'`: decides from the seat's `playerView` only (fair). `'all'`: sees the full state (reference only). */
  readonly sees: 'seat' | 'all';
  /** The underlying boardgame.io bot. */
  readonly bot: Bot;
  /**
   * Chooses a legal move for `seat`.
   * @param state the FULL boardgame.io state (as the reducer or
   *   `client.getState()` holds it); the wrapper cuts it down to
   *   `{ G: playerView, ctx }` for fair bots (see `stateFor`). `mcts` needs
   *   all of it, `plugins` included, since its own reducer replays moves.
   * @returns the move and its arguments, as `ai.enumerate` lists them
   * @throws Error when the bot finds no legal move (never expected)
   */
  decide(state: BotState, seat: string): Promise<ChosenMove>;
}

/** Options for creating a seated bot. */
export interface PlayerOptions {
  /** The seed of this bot's own random stream (BOTS.md: one per deal, seat and bot). */
  seed: string;
  numPlayers: number;
  /**
   * Search bots only (`mcts`): run boardgame.io's async mode
   * (`bot.setOpt('async', true)`), which yields to the event loop every 25
   * iterations so a page stays responsive. Other bots ignore it. Default false.
   */
  async?: boolean;
  /**
   * `ismcts` and `oracle` only: search for this many milliseconds per
   * decision instead of the level's fixed iterations (the harness's
   * `--time-per-move`). Not deterministic.
   */
  timePerMoveMs?: number;
}

/**
 * What a game supplies to the generic bots (its own folder's `bots.ts`, e.g.
 * src/games/cant-win/bots.ts). Every member is optional: a game without one
 * lacks that bot. The game's descriptor names the bots it offers and loads
 * this object on first use (`GameDescriptor.bots`).
 */
export interface GameBots {
  /** Creates the game's `rule` bot (a boardgame.io `Bot` that decides from the seat's view). */
  rule?: (opts: Omit<PolicyBotOptions, 'policy'>) => Bot;
  /**
   * The number of moves left until `ctx.gameover` from state `G`: exact
   * (Can't Win), or the most there can be in a game that may end sooner
   * (Instinct; `Infinity` when nothing bounds it). With it, `mcts` plays
   * every playout to the end of the game and sizes its iterations to a fixed
   * step budget (see ./mcts.ts).
   */
  movesLeft?: (G: any) => number;
  /** The game's sampler, simulator and reward for `ismcts` and `oracle` (./ismcts-bot.ts). */
  search?: GameSearch<any>;
}
