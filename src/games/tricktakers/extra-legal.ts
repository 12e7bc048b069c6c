/**
 * TrickTakers with the extra characters (issue 21): who may play what with
 * the Adventurer's items (TT-32…TT-34) and the Ruler's lead tokens (TT-46,
 * TT-54), and the play order with `boots`. Must-follow reads the lead suit
 * of the effective cards, hidden while a Potion card lies face down
 * (./effective.ts). Plain functions on plain data; no boardgame.io, no DOM.
 */
import { followSuit } from '../common/follow.js';
import { seatsFrom } from '../common/seats.js';
import { colourOf, FOLLOW, type Colour } from './cards.js';
import { visibleLead, type ExtraPlay, type TrickItem } from './effective.js';
import type { RuleError } from './state.js';

const isNumberCard = (c: string): boolean => colourOf(c) !== null;

/**
 * The cards of `hand` that a seat with no item or token may play after
 * `plays`, the trick so far in order (TT-2 on effective cards, TT-47 step 2):
 * with a card of the visible lead suit, that suit and the colourless cards;
 * otherwise, or while the lead is hidden by a Potion card (TT-34), the whole
 * hand. Hand order is kept; a new array.
 */
export function followCards(hand: readonly string[], plays: readonly ExtraPlay[]): string[] {
  return followSuit(hand, visibleLead(plays).colour, FOLLOW);
}

/**
 * The cards the Adventurer may play after `plays`, having used `item` this
 * trick (TT-32, TT-33):
 * - `wand`: any number card, must-follow ignored;
 * - `orb`: any card, must-follow ignored;
 * - `sword`, `axe`: a number card that follows suit (void: any number card);
 * - `potion`, `boots`, `wing`, `doll`, or no item: as {@link followCards}
 *   (after `boots`, `plays` are those before its delayed turn).
 * Hand order is kept; a new array, empty when no play is legal.
 */
export function adventurerCards(hand: readonly string[], plays: readonly ExtraPlay[], item?: TrickItem): string[] {
  switch (item) {
    case 'wand':
      return hand.filter(isNumberCard);
    case 'orb':
      return [...hand];
    case 'sword':
    case 'axe':
      return followCards(hand, plays).filter(isNumberCard);
    default:
      return followCards(hand, plays);
  }
}

/** Where an item is to be used: the Adventurer's hand and the trick so far in order. */
export interface ItemContext {
  hand: readonly string[];
  plays: readonly ExtraPlay[];
}

/**
 * Why the Adventurer may not use `item` now, as far as the trick's cards
 * decide, or `null` (TT-32; G-4): `sword`, `wand`, `axe` give
 * `'not-allowed'` unless a legal number card play then exists
 * ({@link adventurerCards}); the other trick items are always usable here
 * (`boots` already last too). TT-33's limits (`potion` leading with 3–5
 * players, X-8) are ./items.ts `itemLimitBroken`'s; the item being on a
 * slot and one use per trick, ./adventurer.ts `useItem`'s.
 */
export function itemUseError(item: TrickItem, ctx: ItemContext): RuleError | null {
  switch (item) {
    case 'sword':
    case 'wand':
    case 'axe':
      return adventurerCards(ctx.hand, ctx.plays, item).length > 0 ? null : 'not-allowed';
    default:
      return null;
  }
}

/**
 * The seats of a trick in actual play order (TT-34 `boots`): clockwise from
 * `leader`, with `bootsSeat` (the Adventurer, when it used `boots`) moved to
 * the end. Used when leading, the next seat leads instead; already last, no
 * change.
 * @example playOrder('0', 4, '0') // → ['1', '2', '3', '0']
 */
export function playOrder(leader: string, numPlayers: number, bootsSeat?: string): string[] {
  const seats = seatsFrom(leader, numPlayers);
  return bootsSeat === undefined ? seats : [...seats.filter((s) => s !== bootsSeat), bootsSeat];
}

/**
 * A Ruler's play with its lead token settled (TT-46): `token`, the colour of
 * the token put on the card (`null`: none); `colour`, the card's effective
 * colour (`null` for a colourless card).
 */
export interface RulerPlay {
  card: string;
  token: Colour | null;
  colour: Colour | null;
}

/**
 * The Ruler plays `card` from `hand` after `plays`, with `playCard`'s
 * `leadToken` option (TT-46, TT-52, TT-54). The Ruler may play any card.
 * - No token is possible when the Ruler leads, when no lead suit is set
 *   (only colourless cards so far), when the lead is hidden (TT-34), on a
 *   colourless card (Rare, White Flag, Berserker card), or on a card of the
 *   lead suit; `leadToken: true` then is refused.
 * - Mandatory: holding a card of the lead suit and playing a number card of
 *   another colour puts the lead-suit token on it, whatever `leadToken` says.
 * - Optional: void in the lead suit, a number card of another colour takes
 *   the token when `leadToken` is true.
 * @returns the settled play, or `'not-in-hand'`, or `'not-allowed'` (a
 *   token where none is possible)
 * @example rulerPlay(['black-1', 'blue-8'], [{ card: 'black-5' }], 'blue-8', false)
 *   // → { card: 'blue-8', token: 'black', colour: 'black' } (X-9 a)
 */
export function rulerPlay(
  hand: readonly string[],
  plays: readonly ExtraPlay[],
  card: string,
  leadToken: boolean,
): RulerPlay | RuleError {
  if (!hand.includes(card)) return 'not-in-hand';
  const lead = visibleLead(plays).colour;
  const colour = colourOf(card);
  const plain: RulerPlay = { card, token: null, colour };
  if (lead === null || colour === null || colour === lead) return leadToken ? 'not-allowed' : plain;
  const token: RulerPlay = { card, token: lead, colour: lead };
  if (hand.some((c) => colourOf(c) === lead)) return token;
  return leadToken ? token : plain;
}

/**
 * Every distinct play the Ruler may make from `hand` after `plays` (TT-46),
 * for legal-move lists: one per card, two for a card whose token is optional
 * (`leadToken` false, then true). `leadToken` is the option that gives that
 * play (true for a mandatory token). Hand order is kept.
 */
export function rulerPlays(
  hand: readonly string[],
  plays: readonly ExtraPlay[],
): (RulerPlay & { leadToken: boolean })[] {
  return hand.flatMap((card) => {
    const without = rulerPlay(hand, plays, card, false) as RulerPlay;
    const withToken = rulerPlay(hand, plays, card, true);
    if (typeof withToken === 'string') return [{ ...without, leadToken: false }];
    if (without.token !== null) return [{ ...withToken, leadToken: true }];
    return [
      { ...without, leadToken: false },
      { ...withToken, leadToken: true },
    ];
  });
}
