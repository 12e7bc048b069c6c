/**
 * You Suck: the cards, the seven Ticks, the colour to follow on a Tick and
 * the points of Ticks and bids (YS-1, YS-2, YS-7, YS-10); the cards that may
 * go on a Tick and who takes it are in ./tick-play.ts. Pure functions on plain data; no boardgame.io, no DOM.
 * Re-exported from ./rules.ts.
 */
import { buildDeck, parseCard, range, rankOf, suitOf } from '../common/cards.js';
import { leadSuitOf, type FollowRule } from '../common/follow.js';

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
 * Points for a made bid (YS-10), by Ticks taken 0, 1, 2, 3, 4–7: rounds 1
 * and 2 (`early`), and round 3 (`last`).
 */
export const BID_POINTS = {
  early: [10, 7, 6, 6, 5],
  last: [8, 3, 5, 7, 10],
} as const;

/** Points the +3 owner scores at the start of each round (YS-4 step 1). */
export const PLUS_3_POINTS = 3;
