/**
 * Bots as boardgame.io `Bot`s, and the registry that seats them: the
 * game-free part (each game's own bots are exported by the package root).
 * @packageDocumentation
 */
export * from './types.js';
export * from './spec.js';
export * from './registry.js';
export * from './mcts.js';
export * from './policy-bot.js';
