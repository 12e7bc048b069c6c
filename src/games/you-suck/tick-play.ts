/**
 * You Suck: a card onto a Tick: the cards that may go on it (YS-8) and who
 * takes it (YS-9). A module of its own so that a table's first load
 * (the Ticks, their powers, the bids) goes without it (issue 20). Pure
 * functions on plain data; re-exported from ./rules.ts.
 */
import { followSuit } from '../common/follow.js';
import { cardValue, colourOf, FOLLOW, isMulti, tickColour, type Colour } from './ticks.js';

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
