/**
 * You Suck: the cards, the seven Ticks, following on a Tick and who takes a
 * Tick (YS-1, YS-2, YS-7, YS-8, YS-9). Pure functions on plain data; no
 * boardgame.io, no DOM. Re-exported from ./rules.ts.
 */
import { buildDeck, parseCard, range, rankOf, suitOf } from '../common/cards.js';
import { followSuit, leadSuitOf, type FollowRule } from '../common/follow.js';

/** The four colours of the suited cards (YS-1); the names are for display. */
export const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
/** A colour, one of {@link COLOURS}. */
export type Colour = (typeof COLOURS)[number];

/** The seven Ticks, in the order of the YS-2 table (also the order of `G.ticks` and of round-3 scoring, YS-12). */
export const TICK_IDS = [
  'choose-trump',
  'plus-3',
  'take-0',
  'choose-dealer',
  'take-11',
  'extra-card',
  'trade-a-card',
] as const;
/** A Tick id, one of {@link TICK_IDS}. */
export type TickId = (typeof TICK_IDS)[number];

/** Each Tick's round-3 value in points (YS-2), added for every Tick a seat took in round 3 (YS-10). */
export const TICK_VALUES: Readonly<Record<TickId, number>> = {
  'choose-trump': -5,
  'plus-3': 3,
  'take-0': 0,
  'choose-dealer': 5,
  'take-11': -5,
  'extra-card': 5,
  'trade-a-card': -5,
};

/** The suit word of the seven Zero cards, `"zero-1"`…`"zero-7"` (YS-1). */
export const ZERO = 'zero';
/** The suit word of the ten Multicolor cards, `"multi-11"`…`"multi-20"` (YS-1). */
export const MULTI = 'multi';
/** The Multicolor 11, which only the Take 11 owner receives (YS-4). */
export const MULTI_11 = 'multi-11';

/** The 40 suited cards (YS-1): `"red-1"`…`"red-10"`, then blue, green, yellow. */
export const SUITED: readonly string[] = buildDeck(COLOURS, range(1, 10));
/** The 7 Zeros (YS-1). Every Zero has value 0; the number only tells them apart. */
export const ZEROS: readonly string[] = buildDeck([ZERO], range(1, 7));
/** The 10 Multicolors (YS-1); the rank is the number. `'multi-11'` is never dealt at random (YS-4). */
export const MULTIS: readonly string[] = buildDeck([MULTI], range(11, 20));
/** Every card: suited, Zeros, Multicolors (57). */
export const DECK: readonly string[] = [...SUITED, ...ZEROS, ...MULTIS];

/** The fewest seats (YS-1). */
export const MIN_PLAYERS = 3;
/** The most seats (YS-1). */
export const MAX_PLAYERS = 6;
/** Cards each seat plays in a round, one per Tick's worth (YS-2, YS-6). */
export const CARDS_PER_ROUND = 7;
/** Rounds in a game (YS-11). */
export const ROUNDS = 3;

/** True for a Zero card (YS-1). */
export function isZero(card: string): boolean {
  return suitOf(card) === ZERO;
}

/** True for a Multicolor card (YS-1). */
export function isMulti(card: string): boolean {
  return suitOf(card) === MULTI;
}

/** The colour of a suited card, `null` for a Zero or a Multicolor (YS-7). */
export function colourOf(card: string): Colour | null {
  const s = suitOf(card);
  return (COLOURS as readonly string[]).includes(s) ? (s as Colour) : null;
}

/** A card's value: 0 for a Zero, else its rank (1–10 suited, 11–20 Multicolor; YS-1). */
export function cardValue(card: string): number {
  return isZero(card) ? 0 : rankOf(card);
}

/** True when `card` is a card id of the You Suck deck. */
export function isCard(card: unknown): card is string {
  return parseCard(card) !== null && DECK.includes(card as string);
}

/** True when `id` is one of the seven Tick ids. */
export function isTickId(id: unknown): id is TickId {
  return (TICK_IDS as readonly unknown[]).includes(id);
}

/** True when `colour` is one of the four colours. */
export function isColour(colour: unknown): colour is Colour {
  return (COLOURS as readonly unknown[]).includes(colour);
}

/**
 * Following on a Tick (YS-7, YS-8): a suited card counts as its colour; Zeros
 * and Multicolors count as none and may always be played; the first card
 * above 0 sets the colour to follow (a Multicolor sets none, so anything may
 * follow it for the rest of the round).
 */
export const FOLLOW: FollowRule = {
  suitOf: colourOf,
  alwaysPlayable: (card) => isZero(card) || isMulti(card),
  setsLead: (card) => !isZero(card),
};

/** One card played onto a Tick. */
export interface YsPlay {
  seat: string;
  card: string;
}

/**
 * One of the seven Ticks as a play target (YS-2, YS-6).
 * - `plays`: the cards on it, in the order played (a seat may play several).
 * - `colour`: the colour to follow (YS-7); `null` while no card above 0 is
 *   on it, and for the rest of the round after a Multicolor was the first
 *   card above 0 (RN-5).
 * - `taker`: present once the Tick is complete (n cards): the seat that took
 *   it, or `null` when it holds only Zeros (YS-9).
 */
export interface Tick {
  id: TickId;
  plays: YsPlay[];
  colour: Colour | null;
  taker?: string | null;
}

/** The seven empty Ticks of a new round, in {@link TICK_IDS} order. */
export function openTicks(): Tick[] {
  return TICK_IDS.map((id) => ({ id, plays: [], colour: null }));
}

/** The colour to follow after `plays` on one Tick (YS-7); see {@link Tick.colour}. */
export function tickColour(plays: readonly { card: string }[]): Colour | null {
  return leadSuitOf(FOLLOW, plays) as Colour | null;
}

/**
 * The cards of `hand` that may go on a Tick holding `plays` (YS-8): with a
 * suited card of the Tick's colour in hand, those and every Zero and
 * Multicolor; otherwise (void, or no colour) the whole hand. Hand order.
 */
export function playableOnTick(hand: readonly string[], plays: readonly { card: string }[]): string[] {
  return followSuit(hand, tickColour(plays), FOLLOW);
}

/** The index of the highest-valued card among `cards` that pass `keep`, or -1 when none does. */
function highest(cards: readonly string[], keep: (card: string) => boolean): number {
  let best = -1;
  cards.forEach((c, i) => {
    if (keep(c) && (best < 0 || cardValue(c) > cardValue(cards[best]!))) best = i;
  });
  return best;
}

/**
 * Who takes a complete Tick (YS-9): the first step that applies decides.
 * 1. The highest Multicolor on it.
 * 2. Otherwise, with a trump, the highest card of the trump colour.
 * 3. Otherwise, the highest card of the Tick's colour (set by the first card
 *    above 0, YS-7).
 * 4. Only Zeros: nobody.
 * @param cards the Tick's cards in the order played
 * @param trump the round's trump colour, or `null` for no trump
 * @returns the index in `cards` of the winning card, or `null` when nobody
 *   takes the Tick (only Zeros, or no cards)
 * @example tickWinner(['red-3', 'blue-9', 'red-5'], 'blue') // 1
 */
export function tickWinner(cards: readonly string[], trump: Colour | null): number | null {
  const multi = highest(cards, isMulti);
  if (multi >= 0) return multi;
  const trumpCard = trump === null ? -1 : highest(cards, (c) => colourOf(c) === trump);
  if (trumpCard >= 0) return trumpCard;
  const colour = tickColour(cards.map((card) => ({ card })));
  const led = colour === null ? -1 : highest(cards, (c) => colourOf(c) === colour);
  return led >= 0 ? led : null;
}
