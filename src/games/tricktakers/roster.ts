/**
 * TrickTakers: the eight characters and their priority (TT-22), for a game
 * with the extra characters (Adventurer 3B, Collector 4B, Ruler 5B). The
 * basic five and their tables stay in ./scoring.ts. Plain data; no
 * boardgame.io, no DOM.
 */

/** The eight characters in priority order, highest first: the number decides, then A before B (TT-22). */
export const ALL_CHARACTERS = [
  'king',
  'gambler',
  'resistance',
  'adventurer',
  'hermit',
  'collector',
  'berserker',
  'ruler',
] as const;
/** A character id, one of {@link ALL_CHARACTERS}. */
export type AnyCharacterId = (typeof ALL_CHARACTERS)[number];
/** The three extra characters, in priority order (TT-21, TT-22). */
export const EXTRA_CHARACTERS = ['adventurer', 'collector', 'ruler'] as const;
/** An extra character's id, one of {@link EXTRA_CHARACTERS}. */
export type ExtraCharacterId = (typeof EXTRA_CHARACTERS)[number];

/** Each character's code on its card, `"1A"`…`"5B"` (TT-22). */
export const CHARACTER_CODES: Readonly<Record<AnyCharacterId, string>> = {
  king: '1A',
  gambler: '2A',
  resistance: '3A',
  adventurer: '3B',
  hermit: '4A',
  collector: '4B',
  berserker: '5A',
  ruler: '5B',
};

/** A character's rank in TT-22's order, 0-based: 0 = King (highest) … 7 = Ruler (lowest). */
export const rankOf = (c: AnyCharacterId): number => ALL_CHARACTERS.indexOf(c);
/** True when `id` is one of the eight character ids (TT-22). */
export const isAnyCharacter = (id: unknown): id is AnyCharacterId => ALL_CHARACTERS.includes(id as AnyCharacterId);

/**
 * `seats` (seat numbers) in the priority order of their `characters`,
 * highest first (TT-22: setup order, black crowns, ties).
 * @param characters each seat's character, indexed by seat number; every seat in `seats` must have one
 */
export const seatsByRank = (characters: readonly AnyCharacterId[], seats: readonly number[]): number[] =>
  [...seats].sort((a, b) => rankOf(characters[a]!) - rankOf(characters[b]!));

/**
 * The seat, among `seats`, whose character has the highest priority: the
 * tie-break of simultaneous wins and of points (TT-12, TT-22); `null` when
 * `seats` is empty.
 */
export const highestPriority = (characters: readonly AnyCharacterId[], seats: readonly number[]): number | null =>
  seatsByRank(characters, seats)[0] ?? null;
