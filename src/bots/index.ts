/**
 * Bots as boardgame.io `Bot`s, and the registry that seats them.
 * @packageDocumentation
 */
export * from './types.js';
export * from './spec.js';
export * from './registry.js';
export * from './mcts.js';
export * from './policy-bot.js';
export { CantWinRuleBot, cantWinRule } from '../games/cant-win/rule-bot.js';
export { cantWinMovesLeft } from '../games/cant-win/bots.js';
export { InstinctRuleBot, instinctRule } from '../games/instinct/rule-bot.js';
export { instinctMovesLeft } from '../games/instinct/bots.js';
