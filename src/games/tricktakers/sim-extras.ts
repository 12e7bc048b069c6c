/**
 * TrickTakers' fast simulator (./sim.ts), the part for the extra characters
 * (issue 21): the Adventurer's items (TT-30…TT-36), the Collector's
 * reservations and collected cards (TT-38, TT-39), the Ruler's tasks and lead
 * tokens (TT-42…TT-46), and the effective cards they make (TT-26, TT-47), on
 * the simulator's numbers. No value import from ./sim.ts (which imports this
 * module); the numbers it shares with it are the card numbers of ./sim.ts's
 * module doc.
 *
 * Item numbers are {@link ITEM_IDS} indices (./items.ts): `map` 0 … `rockCrystal` 14.
 */
import { MASK_BITS } from '../common/trick-sim.js';
import { COLOURS, type Colour } from './cards.js';
import { TRICK_ITEMS } from './effective.js';
import { ITEM_IDS, ITEMS, itemLimitBroken, unusedValue, type ItemId } from './items.js';
import { TASK_IDS, taskDone } from './ruler.js';

const SPECIAL_BASE = 4 * MASK_BITS;
/** The effective card of an `orb` play: a White Flag (not the Hermit's, TT-34). */
export const ORB_FLAG = SPECIAL_BASE + 4;

/** Item numbers of the items the simulator acts on. */
export const MAP = ITEM_IDS.indexOf('map');
export const POTION = ITEM_IDS.indexOf('potion');
export const BOOTS = ITEM_IDS.indexOf('boots');
export const SWORD = ITEM_IDS.indexOf('sword');
export const WAND = ITEM_IDS.indexOf('wand');
export const AXE = ITEM_IDS.indexOf('axe');
export const BOOK = ITEM_IDS.indexOf('book');
export const ORB = ITEM_IDS.indexOf('orb');
export const WING = ITEM_IDS.indexOf('wing');
export const DOLL = ITEM_IDS.indexOf('doll');
export const FAIRY = ITEM_IDS.indexOf('fairy');
export const GOLD = ITEM_IDS.indexOf('gold');
export const CASTLE = ITEM_IDS.indexOf('castle');

const ITEM_NUMBER: ReadonlyMap<string, number> = new Map(ITEM_IDS.map((id, i) => [id, i]));
/** The item number of an item id (-1 for none). */
export const itemIndex = (id: ItemId): number => ITEM_NUMBER.get(id) ?? -1;
/** True for an item that acts on the Adventurer's play to the trick (./effective.ts `TRICK_ITEMS`). */
export const IS_TRICK_ITEM: readonly boolean[] = ITEM_IDS.map((id) => (TRICK_ITEMS as readonly string[]).includes(id));
/** True for an item that can be used (TT-32: not `crystal`, `rockCrystal`). */
export const USABLE: readonly boolean[] = ITEM_IDS.map((id) => ITEMS[id].usable);

/**
 * `ITEM_BLOCKED[item * 8 + facts]`: ./items.ts `itemLimitBroken` is not
 * `null` (TT-32, TT-33), read once for each item and each `facts` bits: 1 in
 * trick 5, 2 leading in a game of 3–5 players, 4 with the playing deck empty.
 */
export const ITEM_BLOCKED: readonly boolean[] = ITEM_IDS.flatMap((id) =>
  Array.from(
    { length: 8 },
    (_, f) =>
      itemLimitBroken(id, {
        trick: f & 1 ? 5 : 1,
        leading: (f & 2) !== 0,
        twoPlayer: (f & 2) === 0,
        deckSize: f & 4 ? 0 : 1,
      }) !== null,
  ),
);

/** `SLOT_VALUE[item * 2 + extra]`: the item's points left on an initial (0) or extra (1) slot at the round's end (./items.ts `unusedValue`, TT-37). */
export const SLOT_VALUE: readonly number[] = ITEM_IDS.flatMap((id) => [
  unusedValue(id, 'initial'),
  unusedValue(id, 'extra'),
]);

/** The most slots an Adventurer can have: blue, red and one extra per trick (TT-30, TT-35). */
export const MAX_SLOTS = 7;

/** A colour's number ({@link COLOURS} order), or -1. */
export const colourIndex = (c: Colour | null | undefined): number => (c ? COLOURS.indexOf(c) : -1);

/** A task's number ({@link TASK_IDS} order). */
export const taskIndex = (id: string): number => (TASK_IDS as readonly string[]).indexOf(id);
/** One card of each colour, by taken-colours mask (bit = colour number): what the rules' functions read of taken cards (TT-27). */
export const CARDS_OF_MASK: readonly (readonly string[])[] = Array.from({ length: 16 }, (_, mask) =>
  COLOURS.filter((_c, k) => mask & (1 << k)).map((c) => `${c}-2`),
);
/** `TASK_DONE[task * 16 + mask]`: the task is completed by a holder that took the colours of `mask` (./ruler.ts `taskDone`, TT-44). */
export const TASK_DONE: readonly boolean[] = TASK_IDS.flatMap((id) =>
  CARDS_OF_MASK.map((cards) => taskDone(id, cards)),
);

/** The red, blue and green bits of a taken-colours mask (bit = colour number). */
export const RBG = 0b0111;

/** The colour bit of printed card `c` for a taken-colours mask, 0 for a colourless card. */
export const colourBit = (c: number): number => (c < SPECIAL_BASE ? 1 << ((c / MASK_BITS) | 0) : 0);

/**
 * The effective card of a play (TT-26, TT-33, TT-34, TT-46; ./effective.ts
 * `effectiveCard` on numbers): `orb` a White Flag; a lead token its colour;
 * `wand` the lead colour when one is set; `sword` the value ± 5 clamped to
 * 1–9; `axe` the value 10. Colourless cards are themselves.
 * @param card the printed card number
 * @param item the item used for the play, -1 for none
 * @param delta the Sword's ±5 (0 without it)
 * @param token the lead token's colour number, -1 for none
 * @param lead the lead colour set by the trick's effective cards before this play, -1 for none
 */
export function effectiveNumber(card: number, item: number, delta: number, token: number, lead: number): number {
  if (item === ORB) return ORB_FLAG;
  if (card >= SPECIAL_BASE) return card;
  let colour = token >= 0 ? token : (card / MASK_BITS) | 0;
  let v = card % MASK_BITS;
  if (item === WAND && lead >= 0) colour = lead;
  if (item === SWORD) v = Math.min(8, Math.max(0, v + delta));
  if (item === AXE) v = 9;
  return colour * MASK_BITS + v;
}
