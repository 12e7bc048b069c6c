/**
 * TrickTakers extras: the Adventurer's 15 item ids and their setup groups
 * (TT-30, TT-31, TT-33). Only the ids and the groups the set-up needs: the
 * item table itself (values, effects) is data of its own (./items.ts, issue
 * 21), which is to use this union. Plain data; no boardgame.io, no DOM.
 */

/** The blue initial items, one of which goes on the blue slot at set-up (TT-31). */
export const BLUE_INITIAL_ITEMS = ['map', 'potion', 'boots'] as const;
/** The red initial items, one of which goes on the red slot at set-up (TT-31). */
export const RED_INITIAL_ITEMS = ['sword', 'wand', 'axe'] as const;
/** The 9 regular items (TT-30, TT-33). */
export const REGULAR_ITEMS = [
  'book',
  'orb',
  'wing',
  'doll',
  'fairy',
  'gold',
  'castle',
  'crystal',
  'rockCrystal',
] as const;
/** All 15 item ids, in TT-33's table order: the 6 initial items, then the 9 regular ones (TT-30). */
export const ITEM_IDS = [...BLUE_INITIAL_ITEMS, ...RED_INITIAL_ITEMS, ...REGULAR_ITEMS] as const;

/** An item id, one of {@link ITEM_IDS} (TT-33). */
export type ItemId = (typeof ITEM_IDS)[number];
/** A blue initial item id (TT-31). */
export type BlueItemId = (typeof BLUE_INITIAL_ITEMS)[number];
/** A red initial item id (TT-31). */
export type RedItemId = (typeof RED_INITIAL_ITEMS)[number];

/** The items that cannot be used: they only score when still on a slot (TT-32, TT-33). */
export const UNUSABLE_ITEMS: readonly ItemId[] = ['crystal', 'rockCrystal'];

/** True when `id` is an item id (TT-33). */
export const isItemId = (id: unknown): id is ItemId => ITEM_IDS.includes(id as ItemId);
/** True when `id` is a blue initial item (TT-31). */
export const isBlueItem = (id: unknown): id is BlueItemId => BLUE_INITIAL_ITEMS.includes(id as BlueItemId);
/** True when `id` is a red initial item (TT-31). */
export const isRedItem = (id: unknown): id is RedItemId => RED_INITIAL_ITEMS.includes(id as RedItemId);
