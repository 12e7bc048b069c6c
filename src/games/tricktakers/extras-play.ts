/**
 * TrickTakers with the extra characters (issue 21): the moves of the
 * Adventurer, the Collector and the Ruler (TT-25, TT-30…TT-46, TT-52,
 * TT-54) on the game state, and what a trick's end does for them. The
 * effects and checks are the pure modules' (./adventurer.ts, ./items.ts,
 * ./extra-legal.ts, ./taken.ts, ./ruler.ts); this module applies them. Part
 * of the later rules (./play.ts, issue 20).
 *
 * Each action validates first and changes the state only when legal,
 * returning `null` or a {@link RuleError} code (G-4).
 */
import type { Shuffle } from '../common/deal.js';
import { isRefusal } from '../common/refusal.js';
import { isSeat } from '../common/seats.js';
import { turnError } from '../common/trick.js';
import {
  availableItems,
  bookDiscard,
  bookDraw,
  levelUp,
  mapExchange,
  setUpItems,
  useItem as useItemOn,
  type AdventurerItems,
  type HandAndDeck,
} from './adventurer.js';
import { TRICK_ITEMS, type TrickItem } from './effective.js';
import { itemUseError, playOrder } from './extra-legal.js';
import { isItem, itemLimitBroken, type ItemId } from './items.js';
import { takenFrom } from './round-end.js';
import { isTask, TASKS, taskDone, type TaskId } from './ruler.js';
import { characterOf } from './setup.js';
import { nextBlackCrowns, presetItemDeck, runSetups } from './setups.js';
import type { RuleError, TrickTakersState, TtPlay, TtTrick } from './state.js';
import { canReserve } from './taken.js';

/** What `gold` gains at once (TT-33, TT-34): never doubled. */
export const GOLD_POINTS = 30;

/** What other seats see in place of a face-down Potion card (TT-34, TT-53). */
export const HIDDEN_CARD = 'face-down';

/** The item the Adventurer used this trick before its play (TT-32), if it acts on the play (./effective.ts). */
export function pendingItem(state: TrickTakersState): TrickItem | undefined {
  const items = state.items;
  const last = items?.usedThisTrick ? items.discard[items.discard.length - 1] : undefined;
  return (TRICK_ITEMS as readonly string[]).includes(last as string) ? (last as TrickItem) : undefined;
}

/**
 * `chooseInitialItems(blueId, redId)`, the Adventurer's set-up (TT-31,
 * TT-52, TT-54): the item deck is setupData's `itemDeck` at the game's
 * first Adventurer set-up, else a shuffle of the other 13 items. Then the
 * next setups.
 * @returns `null`, `'wrong-group'` (not a blue and a red initial item),
 *   `'in-item-deck'` (an item in setupData's `itemDeck`), or a turn error
 */
export function chooseInitialItems(
  state: TrickTakersState,
  seat: string,
  arg: unknown,
  shuffle: Shuffle,
): RuleError | null {
  const turn = turnError(state, seat, 'initial-items');
  if (turn) return turn;
  const [blue, red] = arg as [ItemId, ItemId];
  const items = setUpItems(blue, red, shuffle, presetItemDeck(state));
  if (isRefusal(items)) return items;
  delete state.initialItems;
  putItems(state, items);
  runSetups(state, shuffle, 'hermit');
  return null;
}

/**
 * Stores `items`: the public part in `state.items`, the deck in the SECRET `state.itemDeck`; `drawn`
 * (public, TT-30: items on slots are) the items this change drew onto slots, in slot order (none at
 * the set-up, which draws none).
 */
function putItems(state: TrickTakersState, items: AdventurerItems): void {
  const { deck, ...open } = items;
  const before = state.items?.slots.map((s) => s.item);
  state.items = {
    ...open,
    drawn: before ? availableItems(items).filter((i) => !before.includes(i)) : [],
    deckSize: deck.length,
    fairyHand: state.items?.fairyHand ?? [],
    used: state.items?.used ?? [],
  };
  state.itemDeck = deck;
}

/**
 * The Adventurer's items with their deck, as ./adventurer.ts reads them. A
 * seat's view has no item deck (TT-53): there it stands in as `deckSize`
 * unknown items, which is all that a use's legality reads (the legal moves
 * a bot lists on its view, G-5).
 */
const itemsOf = (state: TrickTakersState): AdventurerItems => {
  const { deckSize, fairyHand: _hand, ...open } = state.items!;
  return { ...open, deck: state.itemDeck ?? new Array<ItemId>(deckSize).fill('crystal') };
};

/** How many tasks the Ruler gives each other seat: 1, or 2 with two players (TT-43). */
const taskQuota = (state: TrickTakersState): number => (state.numPlayers === 2 ? 2 : 1);

/**
 * Why the Ruler at `seat` may not give task `id` to seat `target` now, or
 * `null` (TT-43, TT-52): `'bad-argument'` (not another seat, not a task
 * id), `'too-many'` (the seat has its quota), `'taken'` (the task was
 * given), or a turn error.
 */
export function taskError(state: TrickTakersState, seat: string, target: unknown, id: unknown): RuleError | null {
  const turn = turnError(state, seat, 'give-tasks');
  if (turn) return turn;
  if (!isSeat(target, state.numPlayers) || target === seat || !isTask(id)) return 'bad-argument';
  const tasks = state.tasks!;
  if (tasks.filter((t) => t.seat === Number(target)).length >= taskQuota(state)) return 'too-many';
  return tasks.some((t) => t.id === id) ? 'taken' : null;
}

/**
 * `giveTask(seat, taskId)`, the Ruler's set-up, last of all (TT-25, TT-43,
 * TT-52): one task to another seat, each task once ({@link taskError}).
 * After the last one, the final round's black crowns or the first lead.
 */
export function giveTask(state: TrickTakersState, seat: string, arg: unknown): RuleError | null {
  const [target, id] = arg as [string, TaskId];
  const problem = taskError(state, seat, target, id);
  if (problem) return problem;
  const tasks = state.tasks!;
  tasks.push({ seat: Number(target), id, done: false });
  if (tasks.length === taskQuota(state) * (state.numPlayers - 1)) nextBlackCrowns(state, null);
  return null;
}

/** `map`'s argument: a plain `{ discard: CardId[] }` with distinct card ids, else `null`. */
function mapDiscard(opt: unknown): string[] | null {
  if (typeof opt !== 'object' || opt === null || Array.isArray(opt)) return null;
  const keys = Object.keys(opt);
  const d = (opt as { discard?: unknown }).discard;
  if (keys.length !== 1 || keys[0] !== 'discard' || !Array.isArray(d)) return null;
  return d.every((c) => typeof c === 'string') ? (d as string[]) : null;
}

/**
 * A seat's cards as `map` and `book` move them. A seat's view has no deck
 * nor other seats' discards (G-5): there the deck stands in as `deckSize`
 * hidden cards, which is all that a use's legality reads.
 */
const handAndDeck = (state: TrickTakersState, s: number): HandAndDeck => ({
  hand: state.hands[s]!,
  deck: state.deck ?? new Array<string>(state.deckSize).fill(HIDDEN_CARD),
  discards: state.discards[s] ?? [],
});

/** Puts `h` back as seat `s`'s hand, the playing deck and its discards. */
function putHand(state: TrickTakersState, s: number, h: HandAndDeck): void {
  state.hands[s] = h.hand;
  state.deck = h.deck;
  state.deckSize = h.deck.length;
  state.discards[s] = h.discards;
}

/**
 * Why the Adventurer at `seat` may not use item `id` now, its turn aside, or
 * `null` (TT-32, TT-33, TT-52; G-4): `'not-allowed'` (not the Adventurer),
 * `'not-available'` (not on a slot), `'item-used'` (one used this trick
 * already), `'unusable'` (`crystal`, `rockCrystal`), a broken TT-33 limit
 * (`'not-in-trick-5'`, `'not-leading-unless-2-players'`, `'deck-empty'`),
 * `'needs-number-card'` (TT-32's check). Reads only public fields and the
 * seat's hand, so a seat's view answers the same (the table's item picker).
 */
export function itemError(state: TrickTakersState, seat: string, id: ItemId): RuleError | null {
  if (characterOf(state, seat) !== 'adventurer' || !state.items) return 'not-allowed';
  const used = useItemOn(itemsOf(state), id);
  if (isRefusal(used)) return used;
  const trick = state.trick as TtTrick;
  const facts = {
    trick: state.tricks.length + 1,
    leading: trick.plays.length === 0,
    twoPlayer: state.numPlayers === 2,
    deckSize: state.deckSize,
  };
  const limit = itemLimitBroken(id, facts);
  if (limit) return limit === 'deck-not-empty' ? 'deck-empty' : limit;
  const hand = state.hands[Number(seat)]!;
  if ((TRICK_ITEMS as readonly string[]).includes(id) && itemUseError(id as TrickItem, { hand, plays: trick.plays }))
    return 'needs-number-card';
  return null;
}

/**
 * Checks `useItem(itemId, arg?)` by `seat` now and returns what it does, or
 * why it is refused (TT-32…TT-34, TT-52, TT-54; G-4):
 * - `'book-discard'`: the Book's discard is owed first;
 * - `'bad-argument'`: not an item id, a second argument to an item other
 *   than `map`, or `map` naming a card twice;
 * - `'map-discard'`: `map` without its `{ discard: CardId[] }`;
 * - {@link itemError}'s codes;
 * - `map`: `'not-in-hand'`, `'map-too-many'` (more cards than the deck holds);
 * - a turn error.
 */
export function planItem(state: TrickTakersState, seat: string, args: unknown): RuleError | (() => void) {
  if (state.stage === 'book-discard' && state.toAct === seat) return 'book-discard';
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  const [id, opt] = args as unknown[];
  const n = (args as unknown[]).length;
  if (!isItem(id)) return 'bad-argument';
  const discard = id === 'map' ? mapDiscard(opt) : [];
  if (id === 'map' && (discard === null || n !== 2)) return 'map-discard';
  if (new Set(discard).size !== discard!.length) return 'bad-argument'; // a card named twice
  if (n !== 1 && id !== 'map') return 'bad-argument';
  const problem = itemError(state, seat, id);
  if (problem) return problem;
  const s = Number(seat);
  const trick = state.trick as TtTrick;
  const used = useItemOn(itemsOf(state), id) as AdventurerItems;
  const hand = state.hands[s]!;
  const cards =
    id === 'map'
      ? mapExchange(handAndDeck(state, s), discard!)
      : id === 'book'
        ? bookDraw(handAndDeck(state, s))
        : null;
  if (isRefusal(cards)) return cards === 'too-many' ? 'map-too-many' : cards;
  return () => {
    putItems(state, used);
    state.items!.used.push(id);
    if (cards) putHand(state, s, cards);
    if (id === 'book') state.stage = 'book-discard';
    if (id === 'gold') state.scores[s]! += GOLD_POINTS;
    if (id === 'fairy') state.items!.fairyHand = [...hand];
    if (id === 'boots') {
      trick.boots = seat;
      state.toAct = playOrder(trick.leader, state.numPlayers, seat)[trick.plays.length]!;
    }
  };
}

/** `useItem(itemId, arg?)` (TT-52): see {@link planItem}; the Adventurer plays after it, except after `book` (its discard first) and `boots` (last). */
export function useItem(state: TrickTakersState, seat: string, args: unknown): RuleError | null {
  const plan = planItem(state, seat, args);
  if (typeof plan === 'string') return plan;
  plan();
  return null;
}

/**
 * `discardCard(cardId)` after `book` (TT-33, TT-52): one card of the hand,
 * the drawn one included, face down; then the Adventurer plays.
 * @returns `null`, `'bad-argument'`, `'not-in-hand'`, or a turn error
 */
export function discardCard(state: TrickTakersState, seat: string, card: unknown): RuleError | null {
  const turn = turnError(state, seat, 'book-discard');
  if (turn) return turn;
  if (typeof card !== 'string') return 'bad-argument';
  const s = Number(seat);
  const h = bookDiscard(handAndDeck(state, s), card);
  if (isRefusal(h)) return 'not-in-hand';
  putHand(state, s, h);
  state.stage = 'play';
  return null;
}

/**
 * `reserve(cardId | null)` (TT-38, TT-52, TT-54): after its play, the
 * Collector puts its reserve token on a card of the trick, its own
 * included, or passes with `null`; a face-down Potion card cannot be
 * reserved. Then the trick goes on (`settle`).
 * @returns `null`, `'bad-argument'` (no such face-up card in the trick), or a turn error
 */
export function reserveCard(
  state: TrickTakersState,
  seat: string,
  card: unknown,
  settle: () => void,
): RuleError | null {
  const turn = turnError(state, seat, 'reserve');
  if (turn) return turn;
  const trick = state.trick as TtTrick;
  if (card !== null && (typeof card !== 'string' || !canReserve(trick.plays, card))) return 'bad-argument';
  if (card !== null) trick.reserved = card as string;
  state.stage = 'play';
  settle();
  return null;
}

/**
 * A completed trick's extras (TT-27, TT-35, TT-39, TT-44, TT-54): who took
 * which of its cards, kept on the trick (`taken`); the Collector's cards
 * from it; each take task done by it, marked complete;
 * the Adventurer's level-up when it won (trick 5 too), its taken cards an
 * extra slot with an item drawn onto it; an item may be used again.
 */
export function afterTrick(state: TrickTakersState, trick: TtTrick): void {
  if (!state.collected) return;
  const taken = takenFrom(state, trick);
  trick.taken = taken; // read again at the round's end (./round-end.ts)
  const collector = state.characters.indexOf('collector');
  if (collector >= 0) state.collected[collector]!.push(...taken[collector]!);
  for (const t of state.tasks!)
    if (!t.done && TASKS[t.id].kind === 'take' && taskDone(t.id, taken[t.seat]!)) t.done = true;
  if (!state.items) return;
  const adventurer = state.characters.indexOf('adventurer');
  if (trick.winner === String(adventurer)) putItems(state, levelUp(itemsOf(state), taken[adventurer]!));
  state.items.usedThisTrick = false;
}

/**
 * What seat `playerID` may see of a trick (TT-34, TT-53): a face-down
 * Potion card of another seat shows as {@link HIDDEN_CARD}; `trick`
 * itself is left as it is (a copy when anything is hidden).
 */
export function hidePotion<T extends TtTrick | null>(trick: T, playerID: string | null | undefined): T {
  if (!trick?.plays.some((p) => p.faceDown && p.seat !== playerID)) return trick;
  const plays = trick.plays.map((p): TtPlay => (p.faceDown && p.seat !== playerID ? { ...p, card: HIDDEN_CARD } : p));
  return { ...trick, plays };
}

/**
 * A trick as seat `playerID`'s view shows it (TT-39, TT-53): a face-down
 * Potion card of another seat hidden ({@link hidePotion}), and no `taken`,
 * which holds the faces of the Collector's taken cards; the other seats'
 * entries follow from the public plays, `winner` and `reserved`
 * (./round-end.ts `takenFrom`), and the Collector's seat sees its own cards
 * in `collected`. `trick` itself is left as it is.
 */
export function trickView<T extends TtTrick | null>(trick: T, playerID: string | null | undefined): T {
  const shown = hidePotion(trick, playerID);
  if (!shown?.taken) return shown;
  const { taken: _, ...rest } = shown;
  return rest as T;
}
