/**
 * Bots as boardgame.io `Bot`s, and the registry that seats them.
 * @packageDocumentation
 */
export * from './types.js';
export * from './spec.js';
export * from './registry.js';
export * from './mcts.js';
export * from './policy-bot.js';
export * from './game-bots.js';
export { CantWinRuleBot, cantWinRule } from './cant-win-rule.js';
export { cantWinMovesLeft } from './cant-win.js';
export { InstinctRuleBot, instinctRule } from './instinct-rule.js';
export { instinctMovesLeft } from './instinct.js';
