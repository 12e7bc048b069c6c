/**
 * trick-tables: trick-taking card games as boardgame.io games, their bots,
 * and the game registry. The elements live under `trick-tables/define/*`
 * (browser), the harness under `trick-tables/harness` (Node).
 * @packageDocumentation
 */
export { CantWin, cantWin } from './games/cant-win/index.js';
export { Instinct, instinct } from './games/instinct/index.js';
export { GAMES, getGame } from './games/registry.js';
export type { GameDescriptor, RoundRecord, TrickLine } from './games/common/descriptor.js';
export type { GameResult } from './games/common/result.js';
export { localGame } from './games/common/moves.js';
export * from './bots/index.js';
// Each game's bots (its folder's rule-bot.ts and bots.ts).
export { CantWinRuleBot, cantWinRule } from './games/cant-win/rule-bot.js';
export { cantWinBots, cantWinMovesLeft } from './games/cant-win/bots.js';
export { InstinctRuleBot, instinctRule } from './games/instinct/rule-bot.js';
export { instinctBots, instinctMovesLeft } from './games/instinct/bots.js';
