/**
 * What each game supplies to the generic bots, by game id. Adding a game's
 * rule bot is one entry here plus its own file (e.g. ./cant-win.ts).
 */
import type { Bot } from 'boardgame.io/ai';
import type { PolicyBotOptions } from './policy-bot.js';
import { cantWinBots } from './cant-win.js';

/** A game's bot kit. Every member is optional: a game without one lacks that feature. */
export interface GameBots {
  /** Creates the game's `rule` bot (a boardgame.io `Bot` that decides from the seat's view). */
  rule?: (opts: Omit<PolicyBotOptions, 'policy'>) => Bot;
  /**
   * The exact number of moves left until `ctx.gameover` from state `G`. With
   * it, `mcts` plays every playout to the end of the game and sizes its
   * iterations to a fixed step budget (see ./mcts.ts).
   */
  movesLeft?: (G: any) => number;
}

/** Bot kits by game id (the game's `name`). */
export const GAME_BOTS: Readonly<Record<string, GameBots>> = {
  'cant-win': cantWinBots,
};
