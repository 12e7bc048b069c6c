/**
 * What each game supplies to the generic bots, by game id. Adding a game's
 * rule bot is one entry here plus its own files (e.g. ./instinct.ts and
 * ./instinct-rule.ts, on the shared ./trick-knowledge.ts and
 * ./trick-tactics.ts).
 */
import type { Bot } from 'boardgame.io/ai';
import type { PolicyBotOptions } from './policy-bot.js';
import { cantWinBots } from './cant-win.js';
import { cantWinSearch } from './cant-win-search.js';
import { instinctBots } from './instinct.js';
import { instinctSearch } from './instinct-search.js';
import type { SearchKit } from './search-kit.js';

/** A game's bot kit. Every member is optional: a game without one lacks that feature. */
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
  search?: SearchKit<any>;
}

/** Bot kits by game id (the game's `name`). */
export const GAME_BOTS: Readonly<Record<string, GameBots>> = {
  'cant-win': { ...cantWinBots, search: cantWinSearch },
  instinct: { ...instinctBots, search: instinctSearch },
};
