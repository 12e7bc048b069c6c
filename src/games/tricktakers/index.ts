/**
 * TrickTakers: the boardgame.io game and its pure rules, complete: `rules`
 * (./rules.ts) brings the later rules (./play.ts), which the game reaches
 * through its slot (issue 20).
 * @packageDocumentation
 */
import './play.js';
export { trickTakers } from './descriptor.js';
export { TrickTakers, type TrickTakersView } from './game.js';
export * as rules from './rules.js';
export type {
  Condition,
  RuleError,
  Stage,
  TrickTakersResult,
  TrickTakersSetupData,
  TrickTakersState,
  TtMove,
  TtPlay,
  TtRoundScore,
  TtTrick,
} from './state.js';
export type { CharacterId, Colour } from './rules.js';
