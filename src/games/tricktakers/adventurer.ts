/**
 * TrickTakers extras, the Adventurer's bookkeeping (TT-30…TT-36, TT-54):
 * its slots, the item deck and the item discard pile; the set-up, using an
 * item (which item goes where; the effects on a trick are the trick rules'),
 * levelling up, and the cards `map` and `book` move. Plain functions on
 * plain data; no boardgame.io, no DOM.
 *
 * Each function returns new data, or a refusal code (a string, see
 * ../common/refusal.ts `isRefusal`) for a player's bad choice (G-4); it never changes
 * its arguments.
 */
import type { Shuffle } from '../common/deal.js';
import {
  INITIAL_BLUE,
  INITIAL_RED,
  isBlueItem,
  isRedItem,
  ITEM_IDS,
  ITEMS,
  type BlueItemId,
  type ItemId,
  type RedItemId,
} from './items.js';

/** One of the two initial slots (TT-30): `blue` is slot 0, `red` slot 1. `item` is `null` when it could not be refilled (TT-36). */
export interface InitialSlot {
  kind: 'blue' | 'red';
  item: ItemId | null;
}

/** An extra slot, gained for a trick won (TT-35): `cards` are the cards taken from that trick, face up. */
export interface ExtraSlot {
  kind: 'extra';
  item: ItemId | null;
  cards: string[];
}

/** A slot; an item on it is *available* (TT-30). */
export type ItemSlot = InitialSlot | ExtraSlot;

/**
 * The Adventurer's items in a round (TT-30, TT-53).
 * - `slots`: public; the blue slot, the red slot, then the extra slots
 *   oldest first (the order `castle` refills them in, TT-34).
 * - `deck`: SECRET order, top first (draws take `deck[0]`); its size is
 *   public. Never refilled within a round (TT-36, TT-54).
 * - `discard`: the item discard pile, face up, oldest first.
 * - `usedThisTrick`: an item was used in the current trick (TT-32).
 */
export interface AdventurerItems {
  slots: ItemSlot[];
  deck: ItemId[];
  discard: ItemId[];
  usedThisTrick: boolean;
}

/** Why an item action is refused (G-4). */
export type ItemRefusal =
  /** `chooseInitialItems`: the blue id is not a blue initial item, or the red id not a red one (TT-31, TT-52). */
  | 'wrong-group'
  /** `chooseInitialItems`: the item is in setupData's `itemDeck` (TT-54). */
  | 'in-item-deck'
  /** `useItem`: the item is not on a slot (TT-52). */
  | 'not-available'
  /** `useItem`: an item was already used this trick (TT-32). */
  | 'item-used'
  /** `useItem`: `crystal` or `rockCrystal` (TT-32). */
  | 'unusable'
  /** `book` when the playing deck is empty (TT-33). */
  | 'deck-empty'
  /** A card to discard that is not in hand. */
  | 'not-in-hand'
  /** `map`: more cards to discard than the hand or the deck allows (TT-33). */
  | 'too-many'
  /** `map`: a card named twice. */
  | 'bad-argument';

/**
 * The initial items the Adventurer may choose (TT-31, TT-54): every blue and
 * red initial item, less those in setupData's `itemDeck`.
 */
export function initialItemChoices(itemDeck?: readonly ItemId[]): { blue: BlueItemId[]; red: RedItemId[] } {
  const free = <I extends ItemId>(ids: readonly I[]) => ids.filter((i) => !itemDeck?.includes(i));
  return { blue: free(INITIAL_BLUE), red: free(INITIAL_RED) };
}

/**
 * The Adventurer's set-up (TT-31, TT-52 `chooseInitialItems`): `blue` on the
 * blue slot, `red` on the red slot, and the item deck either `itemDeck`
 * (setupData's, the game's first Adventurer set-up only: TT-54) or one
 * shuffle of the other 13 items.
 * @param itemDeck checked already (./extras-setup.ts `validateExtrasSetup`)
 * @returns the items, or `'wrong-group'` / `'in-item-deck'`
 */
export function setUpItems(
  blue: ItemId,
  red: ItemId,
  shuffle: Shuffle,
  itemDeck?: readonly ItemId[],
): AdventurerItems | ItemRefusal {
  if (!isBlueItem(blue) || !isRedItem(red)) return 'wrong-group';
  if (itemDeck && (itemDeck.includes(blue) || itemDeck.includes(red))) return 'in-item-deck';
  return {
    slots: [
      { kind: 'blue', item: blue },
      { kind: 'red', item: red },
    ],
    deck: itemDeck ? [...itemDeck] : shuffle(ITEM_IDS.filter((i) => i !== blue && i !== red)),
    discard: [],
    usedThisTrick: false,
  };
}

/** The available items, in slot order (TT-30). */
export const availableItems = (items: AdventurerItems): ItemId[] =>
  items.slots.flatMap((s) => (s.item === null ? [] : [s.item]));

/** `slots` with each slot `at` in `order` given the next item of `deck`, while any is left; and the deck left (TT-32, TT-34, TT-36). */
function refill(slots: ItemSlot[], order: readonly number[], deck: readonly ItemId[]) {
  const rest = [...deck];
  const next = slots.map((s) => ({ ...s }));
  for (const at of order) next[at]!.item = rest.shift() ?? null;
  return { slots: next, deck: rest };
}

/**
 * The Adventurer uses `item` (TT-32, TT-34, TT-36, TT-52 `useItem`), as
 * bookkeeping: after its effect it goes to the item discard pile and the
 * top of the item deck goes onto its slot. `castle` first discards every
 * other available item, unused, then goes to the pile itself; then every
 * slot gets one draw, in slot order (blue, red, extras oldest first). A
 * slot the deck cannot fill stays empty (TT-36). Marks the trick's one use.
 * The moment's limits (TT-33) are ./items.ts `itemLimitBroken`'s.
 * @returns the new items, or `'not-available'` / `'item-used'` / `'unusable'`
 */
export function useItem(items: AdventurerItems, item: ItemId): AdventurerItems | ItemRefusal {
  const at = items.slots.findIndex((s) => s.item === item);
  if (at < 0) return 'not-available';
  if (items.usedThisTrick) return 'item-used';
  if (!ITEMS[item].usable) return 'unusable';
  const others = item === 'castle' ? availableItems(items).filter((i) => i !== item) : [];
  const order = item === 'castle' ? items.slots.map((_, i) => i) : [at];
  return {
    ...refill(items.slots, order, items.deck),
    discard: [...items.discard, ...others, item],
    usedThisTrick: true,
  };
}

/**
 * Level up (TT-35, TT-54): the Adventurer won a trick, trick 5 included; the
 * cards it takes from it form a new extra slot, last, and the top item goes
 * onto it at once (none when the item deck is empty, TT-36).
 * @param cards the cards taken from the trick (not the one the Collector reserved, TT-27)
 */
export function levelUp(items: AdventurerItems, cards: readonly string[]): AdventurerItems {
  const slots: ItemSlot[] = [...items.slots, { kind: 'extra', item: null, cards: [...cards] }];
  return { ...items, ...refill(slots, [slots.length - 1], items.deck) };
}

/** A new trick: an item may be used again (TT-32). */
export const newTrick = (items: AdventurerItems): AdventurerItems => ({ ...items, usedThisTrick: false });

/**
 * A seat's cards as `map` and `book` move them: `hand` PRIVATE, `deck` the
 * playing deck top first (SECRET; never reshuffled, TT-15, TT-34), `discards`
 * the seat's face-down discards this round (PRIVATE).
 */
export interface HandAndDeck {
  hand: string[];
  deck: string[];
  discards: string[];
}

/**
 * `map` (TT-33, TT-34, TT-52 `useItem('map', { discard })`): put the k cards
 * of `discard` face down, then draw k from the top of the playing deck;
 * 0 ≤ k ≤ min(hand, deck). k = 0 is a legal use that moves no card.
 * @returns the new cards, or `'bad-argument'` (a card twice), `'not-in-hand'`, `'too-many'`
 */
export function mapExchange(h: HandAndDeck, discard: readonly string[]): HandAndDeck | ItemRefusal {
  if (new Set(discard).size !== discard.length) return 'bad-argument';
  if (discard.some((c) => !h.hand.includes(c))) return 'not-in-hand';
  const k = discard.length;
  if (k > h.deck.length) return 'too-many';
  return {
    hand: [...h.hand.filter((c) => !discard.includes(c)), ...h.deck.slice(0, k)],
    deck: h.deck.slice(k),
    discards: [...h.discards, ...discard],
  };
}

/**
 * `book`, its draw (TT-33, TT-34): the top card of the playing deck into the
 * hand. The next move must be {@link bookDiscard} (TT-52); the game keeps
 * that step.
 * @returns the new cards, or `'deck-empty'`
 */
export function bookDraw(h: HandAndDeck): HandAndDeck | ItemRefusal {
  if (h.deck.length === 0) return 'deck-empty';
  return { ...h, hand: [...h.hand, h.deck[0]!], deck: h.deck.slice(1) };
}

/**
 * `book`, its discard (TT-33, TT-52 `discardCard`): any one card of the hand,
 * the drawn one included, face down.
 * @returns the new cards, or `'not-in-hand'`
 */
export function bookDiscard(h: HandAndDeck, card: string): HandAndDeck | ItemRefusal {
  if (!h.hand.includes(card)) return 'not-in-hand';
  return { ...h, hand: h.hand.filter((c) => c !== card), discards: [...h.discards, card] };
}
