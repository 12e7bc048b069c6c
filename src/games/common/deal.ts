/**
 * Deals and scenario deals (ruling G-3). Every shuffle goes through the
 * caller's `shuffle`, which in a game is boardgame.io's `random.Shuffle`
 * (G-2), so a match seed reproduces the deal.
 */

/** A shuffle function: returns a new array in random order. */
export type Shuffle = <T>(items: T[]) => T[];

/**
 * Cards per hand: one number for every seat alike, or one per seat (index =
 * seat number), e.g. a You Suck seat that owns Take 0 or Extra Card is dealt
 * more (YS-4).
 */
export type HandSizes = number | readonly number[];

/** The hand size of `seat` under `sizes`. */
export function handSizeOf(sizes: HandSizes, seat: number): number {
  return typeof sizes === 'number' ? sizes : sizes[seat]!;
}

/**
 * Shuffles `deck` (one call to `shuffle`) and deals each of `seats` seats
 * its hand size, seat 0 first, in shuffled order.
 * @param handSize cards per hand: one number for all, or one per seat
 * @returns one hand per seat (index = seat number) and the undealt `stock`,
 *   in shuffled order.
 * @throws RangeError when the deck is smaller than the hands
 */
export function dealCards(
  deck: readonly string[],
  seats: number,
  handSize: HandSizes,
  shuffle: Shuffle,
): { hands: string[][]; stock: string[] } {
  const cards = shuffle([...deck]);
  let at = 0;
  const hands = Array.from({ length: seats }, (_, s) => cards.slice(at, (at += handSizeOf(handSize, s))));
  if (at > cards.length) throw new RangeError(`a deck of ${cards.length} cards cannot deal ${at}`);
  return { hands, stock: cards.slice(at) };
}

/** What a legal scenario deal must look like. */
export interface DealShape {
  /** Number of seats, i.e. of hands expected. */
  seats: number;
  /** Cards per hand: one number for all, or one per seat. */
  handSize: HandSizes;
  /** The deck the game uses at this player count. */
  deck: readonly string[];
}

/**
 * Checks a scenario deal (G-3): an array of `seats` hands, each of its
 * seat's hand size, of distinct card ids, all from `deck`.
 * @returns `undefined` when legal, otherwise a message naming the problem
 *   (wrong hand count, wrong hand size, a non-string, an unknown card, a
 *   duplicate card).
 */
export function checkDeal(deal: unknown, shape: DealShape): string | undefined {
  if (!Array.isArray(deal)) return 'deal must be an array of hands, one per seat';
  if (deal.length !== shape.seats) {
    return `deal has ${deal.length} hands; expected ${shape.seats}, one per seat`;
  }
  const inDeck = new Set(shape.deck);
  const seen = new Map<string, number>();
  for (let seat = 0; seat < deal.length; seat++) {
    const hand: unknown = deal[seat];
    if (!Array.isArray(hand)) return `deal[${seat}] must be an array of card ids`;
    const size = handSizeOf(shape.handSize, seat);
    if (hand.length !== size) return `seat ${seat} is dealt ${hand.length} cards; expected ${size}`;
    for (const card of hand) {
      if (typeof card !== 'string') return `seat ${seat} holds a non-string card ${JSON.stringify(card)}`;
      if (!inDeck.has(card)) return `seat ${seat} holds ${card}, which is not in this deck`;
      const other = seen.get(card);
      if (other !== undefined) return `duplicate card ${card} (seats ${other} and ${seat})`;
      seen.set(card, seat);
    }
  }
  return undefined;
}

/** The cards of `deck` that appear in no hand of a (legal) deal, in deck order. */
export function undealt(deck: readonly string[], hands: readonly (readonly string[])[]): string[] {
  const dealt = new Set(hands.flat());
  return deck.filter((c) => !dealt.has(c));
}
