/**
 * TrickTakers: the Adventurer's 15 item cards as data (TT-30…TT-34), the
 * one list of item ids and their groups, and the one check of an item's
 * TT-33 limits. What an item does to a trick is ./effective.ts's; which
 * item goes where, ./adventurer.ts's. Plain data; no boardgame.io, no DOM.
 */

/** The 3 blue initial items, one of which starts on the blue slot (TT-31). */
export const INITIAL_BLUE = ['map', 'potion', 'boots'] as const;
/** The 3 red initial items, one of which starts on the red slot (TT-31). */
export const INITIAL_RED = ['sword', 'wand', 'axe'] as const;
/** The 9 regular items (TT-30, TT-33). */
export const REGULAR = ['book', 'orb', 'wing', 'doll', 'fairy', 'gold', 'castle', 'crystal', 'rockCrystal'] as const;
/** All 15 item ids, in TT-33's order. */
export const ITEM_IDS = [...INITIAL_BLUE, ...INITIAL_RED, ...REGULAR] as const;
/** An item id, one of {@link ITEM_IDS}. */
export type ItemId = (typeof ITEM_IDS)[number];
/** A blue initial item id (TT-31). */
export type BlueItemId = (typeof INITIAL_BLUE)[number];
/** A red initial item id (TT-31). */
export type RedItemId = (typeof INITIAL_RED)[number];

/** An item's group (TT-30). */
export type ItemGroup = 'blue-initial' | 'red-initial' | 'regular';
/** A slot's kind, for an item's unused value (TT-30, TT-33): the blue and red slots are `initial`, the rest `extra`. */
export type SlotKind = 'initial' | 'extra';

/**
 * A limit on using an item (TT-33's "limits" column):
 * - `not-in-trick-5`: `fairy`;
 * - `not-leading-unless-2-players`: `potion` (TT-34, TT-50);
 * - `deck-not-empty`: `book` draws 1 card from the playing deck.
 */
export type ItemLimit = 'not-in-trick-5' | 'not-leading-unless-2-players' | 'deck-not-empty';

/** One item card (TT-33). */
export interface Item {
  id: ItemId;
  /** The card's English name. */
  name: string;
  group: ItemGroup;
  /** Points if still on a slot at the end of the round (TT-37), by the slot's kind. */
  unused: Readonly<Record<SlotKind, number>>;
  /** False for `crystal` and `rockCrystal`, which cannot be used (TT-32). */
  usable: boolean;
  /** `sword`, `wand`, `axe`: usable only if a number card can then be played with it (TT-32). */
  needsNumberCard: boolean;
  /** `wand`, `orb`: the card is played ignoring must-follow (TT-33). */
  ignoresMustFollow: boolean;
  limits: readonly ItemLimit[];
}

const item = (
  id: ItemId,
  name: string,
  group: ItemGroup,
  unused: number | Record<SlotKind, number>,
  more: Partial<Pick<Item, 'usable' | 'needsNumberCard' | 'ignoresMustFollow' | 'limits'>> = {},
): Item => ({
  id,
  name,
  group,
  unused: typeof unused === 'number' ? { initial: unused, extra: unused } : unused,
  usable: true,
  needsNumberCard: false,
  ignoresMustFollow: false,
  limits: [],
  ...more,
});

/** The 15 items (TT-33), by id: one place to correct a value. */
export const ITEMS: Readonly<Record<ItemId, Item>> = {
  map: item('map', 'Map of Destiny', 'blue-initial', 10),
  potion: item('potion', 'Invisibility Potion', 'blue-initial', 10, { limits: ['not-leading-unless-2-players'] }),
  boots: item('boots', 'Timid Boots', 'blue-initial', 10),
  sword: item('sword', 'Miracle Sword', 'red-initial', -30, { needsNumberCard: true }),
  wand: item('wand', "Ruler's Wand", 'red-initial', -30, { needsNumberCard: true, ignoresMustFollow: true }),
  axe: item('axe', "Berserker's Axe", 'red-initial', -30, { needsNumberCard: true }),
  book: item('book', "Hermit's Secret Book", 'regular', 10, { limits: ['deck-not-empty'] }),
  orb: item('orb', 'White Orb', 'regular', 10, { ignoresMustFollow: true }),
  wing: item('wing', 'Proactive Wing', 'regular', 10),
  doll: item('doll', 'Dragon Doll', 'regular', -50),
  fairy: item('fairy', 'Fairy Mischief', 'regular', -30, { limits: ['not-in-trick-5'] }),
  gold: item('gold', 'Gold', 'regular', 10),
  castle: item('castle', 'Castle Visit', 'regular', 10),
  crystal: item('crystal', 'Crystal', 'regular', { initial: 20, extra: 30 }, { usable: false }),
  rockCrystal: item('rockCrystal', 'Rock Crystal', 'regular', { initial: 30, extra: 50 }, { usable: false }),
};

/** The points of an item left on a slot of kind `slot` at the end of the round (TT-33, TT-37). */
export const unusedValue = (id: ItemId, slot: SlotKind): number => ITEMS[id].unused[slot];

/** True when `id` is an item id (TT-33). */
export const isItem = (id: unknown): id is ItemId => ITEM_IDS.includes(id as ItemId);
/** True when `id` is a blue initial item (TT-31). */
export const isBlueItem = (id: unknown): id is BlueItemId => INITIAL_BLUE.includes(id as BlueItemId);
/** True when `id` is a red initial item (TT-31). */
export const isRedItem = (id: unknown): id is RedItemId => INITIAL_RED.includes(id as RedItemId);

/** When the Adventurer would use an item: what TT-33's limits read. */
export interface ItemUseFacts {
  /** The trick, 1–5. */
  trick: number;
  /** The Adventurer would be leading this trick. */
  leading: boolean;
  twoPlayer: boolean;
  /** Cards left in the playing deck. */
  deckSize: number;
}

/**
 * Why item `id` cannot be used now under TT-32/TT-33: `'unusable'` for
 * `crystal` and `rockCrystal`, the first broken {@link ItemLimit}, or `null`
 * when none is broken (X-8: `potion` leads with 2 players only). The one
 * place for TT-33's limits. It does not check that the item is on a slot or
 * the one-item-per-trick rule (./adventurer.ts `useItem`), nor TT-32's
 * number-card check (./extra-legal.ts `itemUseError`): those read the game
 * state.
 */
export function itemLimitBroken(id: ItemId, o: ItemUseFacts): ItemLimit | 'unusable' | null {
  const it = ITEMS[id];
  if (!it.usable) return 'unusable';
  const broken: Record<ItemLimit, boolean> = {
    'not-in-trick-5': o.trick === 5,
    'not-leading-unless-2-players': o.leading && !o.twoPlayer,
    'deck-not-empty': o.deckSize === 0,
  };
  return it.limits.find((l) => broken[l]) ?? null;
}
