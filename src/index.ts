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
