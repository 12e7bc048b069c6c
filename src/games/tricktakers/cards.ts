/**
 * TrickTakers: the cards and following suit (TT-1, TT-2); the trick winner
 * is in ./trick-winner.ts.
 * Plain functions on plain data; no boardgame.io, no DOM.
 *
 * Card ids: number cards `"<red|blue|green|black>-<1..9>"`, `"rare-1"`,
 * `"rare-2"`, `"white-flag-1"`, `"white-flag-2"` (the 40-card deck, TT-1);
 * the exclusive cards `"king-rare"` (TT-13), `"berserker"` and the Berserker
 * deck's `"<colour>-10"`, `"berserker-rare"`, `"berserker-white-flag"` (TT-18).
 */
import { buildDeck, range } from '../common/cards.js';
import type { FollowRule } from '../common/follow.js';

/** The four colours of the number cards; black is the trump colour (TT-1). */
export const COLOURS = ['red', 'blue', 'green', 'black'] as const;
/** A colour id, one of {@link COLOURS}. */
export type Colour = (typeof COLOURS)[number];

/** The 36 number cards, `"red-1"`…`"black-9"`, colour by colour in {@link COLOURS} order (TT-1). */
export const NUMBER_CARDS: readonly string[] = buildDeck(COLOURS, range(1, 9));
/** The 40-card deck (TT-1): the number cards, then 2 Rares and 2 White Flags. */
export const DECK: readonly string[] = [...NUMBER_CARDS, 'rare-1', 'rare-2', 'white-flag-1', 'white-flag-2'];
/** The King's exclusive Rare (TT-13); never in the deck (TT-1). */
export const KING_RARE = 'king-rare';
/** The Berserker card (TT-18): loses to every 1 (TT-3); never in the deck (TT-1). */
export const BERSERKER = 'berserker';
/** The other 6 cards of the Berserker deck, 4 of which the Berserker takes each time (TT-18). */
export const BERSERKER_DECK: readonly string[] = [
  'red-10',
  'blue-10',
  'green-10',
  'black-10',
  'berserker-rare',
  'berserker-white-flag',
];

/** True for the three Rares, which are identical in play (TT-3): `rare-1`, `rare-2`, `king-rare`, `berserker-rare`. */
export const isRare = (c: string): boolean =>
  c === 'rare-1' || c === 'rare-2' || c === KING_RARE || c === 'berserker-rare';
/** True for a White Flag (TT-1, TT-18): `white-flag-1`, `white-flag-2`, `berserker-white-flag`. */
export const isWhiteFlag = (c: string): boolean =>
  c === 'white-flag-1' || c === 'white-flag-2' || c === 'berserker-white-flag';

const NUMBER_CARD = /^(red|blue|green|black)-([1-9]|10)$/;

/** The colour of a number card 1–10 (TT-1, TT-18), else `null` (Rare, White Flag, Berserker, or not a card). */
export function colourOf(c: string): Colour | null {
  const m = NUMBER_CARD.exec(c);
  return m ? (m[1] as Colour) : null;
}

/** The number of a number card 1–10 (TT-1, TT-18), else 0. */
export function valueOf(c: string): number {
  const m = NUMBER_CARD.exec(c);
  return m ? Number(m[2]) : 0;
}

/** Every card id a TrickTakers hand can hold: the deck and the exclusive cards. */
export const ALL_CARDS: readonly string[] = [...DECK, KING_RARE, BERSERKER, ...BERSERKER_DECK];

/**
 * Following in TrickTakers (TT-2): the first number card sets the colour to
 * follow; Rare, White Flag and Berserker cards are colourless and may always
 * be played.
 */
export const FOLLOW: FollowRule = {
  suitOf: colourOf,
  alwaysPlayable: (c) => colourOf(c) === null,
  setsLead: (c) => colourOf(c) !== null,
};
