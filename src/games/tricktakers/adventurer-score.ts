/**
 * TrickTakers: the Adventurer's end-of-round score (TT-37, TT-50): its trick
 * table plus the unused value of the items still on its slots. Plain
 * functions on plain data; no boardgame.io, no DOM.
 */
import type { ItemSlot } from './adventurer.js';
import { unusedValue } from './items.js';
import { entryPoints } from './round-score.js';
import type { Entry } from './scoring.js';

/**
 * The Adventurer's trick tables, by tricks won 0–5, as data (TT-37): 3–5
 * players `[20, 10, 20, 40, 60, 'win']`; two players PROVISIONAL (TT-50):
 * 5 tricks is the next-lower entry, +60. Not doubled in the final round.
 */
export const ADVENTURER_TABLES: Readonly<Record<'normal' | 'twoPlayer', readonly Entry[]>> = {
  normal: [20, 10, 20, 40, 60, 'win'],
  twoPlayer: [20, 10, 20, 40, 60, 60],
};

/** What the score reads of one of the Adventurer's slots at the end of the round (./adventurer.ts); `item: null` for an empty slot (TT-36). */
export type ScoredSlot = Pick<ItemSlot, 'kind' | 'item'>;

/**
 * The Adventurer's items' part of its score: the sum of the unused values of
 * the items on `slots` (TT-33, TT-37), the blue and red slots at the
 * initial value, the extra slots at the extra value; an empty slot scores
 * 0 (TT-36).
 */
export const slotPoints = (slots: readonly ScoredSlot[]): number =>
  slots.reduce(
    (sum, s) => sum + (s.item === null ? 0 : unusedValue(s.item, s.kind === 'extra' ? 'extra' : 'initial')),
    0,
  );

/**
 * The Adventurer's end-of-round points (TT-37, TT-50): its table entry for
 * `tricks` (0–5) plus {@link slotPoints}; it may be negative. A `'win'`
 * entry (5 tricks, 3–5 players) adds 0 here (`entryPoints`): the
 * win is {@link adventurerWins}.
 */
export function adventurerPoints(tricks: number, slots: readonly ScoredSlot[], twoPlayer: boolean): number {
  const e = ADVENTURER_TABLES[twoPlayer ? 'twoPlayer' : 'normal'][tricks];
  return entryPoints(e) + slotPoints(slots);
}

/** Whether the Adventurer wins the game: 5 tricks, 3–5 players only (TT-29, TT-37, TT-50). */
export const adventurerWins = (tricks: number, twoPlayer: boolean): boolean =>
  ADVENTURER_TABLES[twoPlayer ? 'twoPlayer' : 'normal'][tricks] === 'win';
