/**
 * Why the last completed trick was won (issue 23: a replay says it for every trick), for each game, by
 * game id: the rule that decided it, as a code. Each game's own rules decide the winner (CW-9, IN-6,
 * TT-3/TT-4, YS-9); each game's ./<game>/trick-reason.ts reads which of their steps applied, from the
 * game's state (a full state or a seat's view) once a trick is complete. For the harness (Node); a table's
 * replay imports its own game's (./<game>/replay.ts), so that no table loads another game's rules.
 */
import { cantWinReason } from './cant-win/trick-reason.js';
import { instinctTrickReason } from './instinct/trick-reason.js';
import { trickTakersReason } from './tricktakers/trick-reason.js';
import { youSuckTickReason } from './you-suck/trick-reason.js';

export { instinctReason } from './instinct/trick-reason.js';
export { youSuckReason } from './you-suck/trick-reason.js';

/** The reason of the last completed trick of a game's state (its `G`), or `null` before the first. */
export type TrickReason = (G: unknown) => string | null;

/**
 * Each game's reason for its last completed trick (or Tick): Can't Win's step of CW-9, Instinct's
 * `trump` or `lead`, TrickTakers' winning card's tier (TT-3, TT-4, with the extras' items), You Suck's
 * step of YS-9.
 */
const reasons = {
  'cant-win': cantWinReason,
  instinct: instinctTrickReason,
  tricktakers: trickTakersReason,
  'you-suck': youSuckTickReason,
};

/** {@link reasons}, each taking the state of its own game (the caller picks the entry by the game's id). */
export const TRICK_REASONS = reasons as unknown as Readonly<Record<string, TrickReason>>;
