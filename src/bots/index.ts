/**
 * Bots as boardgame.io `Bot`s, and the registry that seats them.
 * @packageDocumentation
 */
export * from './types.js';
export * from './spec.js';
export * from './registry.js';
