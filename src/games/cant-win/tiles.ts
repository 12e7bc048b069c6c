/**
 * Can't Win: the five tiles and which cards they turn sideways (rulebook
 * 2-A, CW-7). ./rules.ts re-exports everything here.
 */
import { rankOf, suitOf } from '../common/cards.js';

/** The five Can't Win tiles (rulebook 2-A). */
export const TILES = ['revive-ban', 'spell-ban', 'item-ban', 'no-escape', 'no-xp'] as const;
/** A tile id, one of {@link TILES}. */
export type TileId = (typeof TILES)[number];

/**
 * True when `card` falls under `tile`, so it is played sideways and cannot
 * win (rulebook 2-A, CW-7): Revive Ban pink, Spell Ban purple, Item Ban
 * yellow, No Escape even ranks, No XP odd ranks.
 */
export function isSideways(tile: TileId | null, card: string): boolean {
  switch (tile) {
    case 'revive-ban':
      return suitOf(card) === 'pink';
    case 'spell-ban':
      return suitOf(card) === 'purple';
    case 'item-ban':
      return suitOf(card) === 'yellow';
    case 'no-escape':
      return rankOf(card) % 2 === 0;
    case 'no-xp':
      return rankOf(card) % 2 === 1;
    default:
      return false;
  }
}
