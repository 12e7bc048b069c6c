/**
 * TrickTakers: the cards, following suit and the trick winner (TT-1…TT-4).
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

/** One card in a trick as the trick winner reads it; `byHermit`: played by the Hermit (TT-17). */
export interface TrickPlay {
  card: string;
  byHermit?: boolean;
}

/**
 * The strength of each play of a complete trick as `[tier, value]`, higher
 * better, compared tier first (TT-3, TT-4).
 */
function strengths(plays: readonly TrickPlay[], kakumei: boolean): [number, number][] {
  const cards = plays.map((p) => p.card);
  if (kakumei) {
    // TT-4, best first: WF; red/blue/green lower better; black lower better; Rare; Berserker.
    return cards.map((c) => {
      if (isWhiteFlag(c)) return [5, 0];
      const colour = colourOf(c);
      if (colour === 'black') return [3, -valueOf(c)];
      if (colour !== null) return [4, -valueOf(c)];
      return isRare(c) ? [2, 0] : [1, 0];
    });
  }
  const berserker = cards.includes(BERSERKER);
  const rare = cards.some(isRare);
  const lead = cards.map(colourOf).find((c) => c !== null) ?? null;
  // A 1 counts 11 when its colour's 10 is in the trick (TT-3, Berserker 10s).
  const value = (c: string) => (valueOf(c) === 1 && cards.includes(`${colourOf(c)}-10`) ? 11 : valueOf(c));
  return plays.map(({ card: c, byHermit }) => {
    const colour = colourOf(c);
    if (colour !== null && valueOf(c) === 1 && berserker) return [8, 0];
    if (c === BERSERKER) return [7, 0];
    if (isWhiteFlag(c)) return byHermit && rare ? [6, 0] : [1, 0];
    if (isRare(c)) return [5, 0];
    if (colour === 'black') return [4, value(c)];
    if (colour === lead) return [3, value(c)];
    return [2, value(c)];
  });
}

/**
 * The index of the winning play of a complete trick (TT-3; TT-4 when
 * `opts.kakumei`). Equal strength goes to the earliest play.
 *
 * Normal order, best first: every 1 when the Berserker card is in the trick;
 * the Berserker card; the Hermit's White Flag when a Rare is in the trick;
 * Rare; black numbers by value; lead-colour numbers by value (the lead is the
 * colour of the first number card); other numbers; White Flags. Within
 * numbers a 10 ranks 10, and a 1 counts 11 when its colour's 10 is in the
 * trick. Kakumei order, best first: White Flags; red, blue and green numbers,
 * lower better, colours equal; black numbers, lower better; Rare; Berserker;
 * no ability applies.
 * @param plays the plays in order, at least one
 * @example trickWinner([{ card: 'red-3' }, { card: 'black-1' }, { card: 'blue-1' }, { card: 'green-1' },
 *   { card: 'red-1' }], { kakumei: true }) // → 2, blue 1 (TT-4's corrected example)
 * @throws RangeError when `plays` is empty
 */
export function trickWinner(plays: readonly TrickPlay[], opts: { kakumei?: boolean } = {}): number {
  if (plays.length === 0) throw new RangeError('trickWinner needs at least one play');
  const s = strengths(plays, opts.kakumei === true);
  let best = 0;
  for (let i = 1; i < s.length; i++) {
    const [t, v] = s[i]!;
    const [bt, bv] = s[best]!;
    if (t > bt || (t === bt && v > bv)) best = i;
  }
  return best;
}
