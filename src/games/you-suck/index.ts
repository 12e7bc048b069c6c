/**
 * You Suck: the boardgame.io game and its pure rules, complete: ./play.ts
 * (the play's rules, which the game reaches through its slot, issue 20)
 * comes with `rules`.
 * @packageDocumentation
 */
import './play.js';
export { lastTickLine, youSuck } from './descriptor.js';

export { YouSuck, type YouSuckView } from './game.js';
export * as rules from './rules.js';
export type {
  Colour,
  RuleError,
  Stage,
  Tick,
  TickId,
  TickOwners,
  YouSuckMove,
  YouSuckRoundScore,
  YouSuckSetupData,
  YouSuckState,
  YsPlay,
} from './rules.js';
