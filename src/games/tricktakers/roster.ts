/**
 * TrickTakers: the eight characters of the whole box, their codes and their
 * priority (TT-22), the one source of priority for every rule that reads it
 * (selection, lead ties, setup order, black crowns, simultaneous wins,
 * points ties). Plain data and functions; no boardgame.io, no DOM.
 *
 * {@link RosterId} widens ./scoring.ts's `CharacterId` (the basic five, the
 * set a basic game uses) with the Adventurer, the Collector and the Ruler;
 * every `CharacterId` is a `RosterId`.
 */
import { CHARACTERS } from './scoring.js';

/** The eight characters in priority order, highest first (TT-22): the number decides, then A before B. */
export const ROSTER = [
  'king',
  'gambler',
  'resistance',
  'adventurer',
  'hermit',
  'collector',
  'berserker',
  'ruler',
] as const;
/** A character id of the whole box, one of {@link ROSTER} (TT-22). */
export type RosterId = (typeof ROSTER)[number];

/** The extra characters, in priority order, the order EN advises adding them (TT-21, TT-23). */
export const EXTRA_CHARACTERS = ['adventurer', 'collector', 'ruler'] as const;
/** The five basic characters (TT-5), which every 3–5 player game uses (TT-23). */
export const BASIC_CHARACTERS: readonly RosterId[] = CHARACTERS;

/** Each character's code on its card, `"1A"`…`"5B"` (TT-22). */
export const CHARACTER_CODES: Readonly<Record<RosterId, string>> = {
  king: '1A',
  gambler: '2A',
  resistance: '3A',
  adventurer: '3B',
  hermit: '4A',
  collector: '4B',
  berserker: '5A',
  ruler: '5B',
};

/** A character's rank, 1 (King 1A, the highest priority) … 8 (Ruler 5B, the lowest) (TT-22). */
export const rankOf = (c: RosterId): number => ROSTER.indexOf(c) + 1;

/**
 * Priority comparator (TT-22): negative when `a` has the higher priority, so
 * `[...cs].sort(byRank)` lists the highest priority first.
 */
export const byRank = (a: RosterId, b: RosterId): number => rankOf(a) - rankOf(b);

/** `cs` in priority order, highest first; a new array (TT-22, TT-25's setup order). */
export const inPriorityOrder = <C extends RosterId>(cs: readonly C[]): C[] => [...cs].sort(byRank);

/** The one of `a` and `b` with the higher priority (TT-22). */
export const higherPriority = <C extends RosterId>(a: C, b: C): C => (byRank(a, b) <= 0 ? a : b);

/**
 * `seats` (seat numbers) in the priority order of their `characters`,
 * highest first; a new array (TT-22: setup order, black crowns, ties).
 * @param characters each seat's character, indexed by seat number; every seat in `seats` must have one
 */
export const seatsByRank = (characters: readonly (RosterId | null)[], seats: readonly number[]): number[] =>
  [...seats].sort((a, b) => byRank(characters[a]!, characters[b]!));

/**
 * The seat, among `seats`, whose character has the highest priority: the
 * tie-break of simultaneous wins and of points (TT-12, TT-22); `null` when
 * `seats` is empty.
 */
export const highestPriority = (characters: readonly (RosterId | null)[], seats: readonly number[]): number | null =>
  seatsByRank(characters, seats)[0] ?? null;
