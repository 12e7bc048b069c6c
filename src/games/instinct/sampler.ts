/**
 * Instinct: the sampler ("determinizer") for fair bots (issue 4). From one
 * seat's view it deals the cards that seat has not seen to the other seats
 * and the undealt stock, uniformly over every deal consistent with:
 * - the cards already played this round;
 * - voids: a player who did not follow a led suit holds none of it (IN-5; a
 *   trump lead asks for nothing, so it shows no void);
 * - each seat's hand size, and the stock's (66 − 11 n cards, IN-1).
 */
import { suitOf } from '../common/cards.js';
import { voidsFromHistory } from '../common/follow.js';
import { DealSampler } from '../common/sampler.js';
import type { SeatView } from '../common/view.js';
import { DECK, SUITS, TRUMP, followSuitOf, type InstinctState } from './rules.js';
import { roundTricks } from '../common/trick.js';

const CLASSES = [...SUITS, TRUMP] as const;

/** For each seat, the suits it is known to be void in this round (IN-5). */
export function knownVoids(view: Pick<InstinctState, 'numPlayers' | 'tricks' | 'trick'>): Set<string>[] {
  return voidsFromHistory(view.numPlayers, roundTricks(view), followSuitOf);
}

/**
 * A sampler of full deals for `seat`'s view: `sample(rng)` returns every
 * seat's hand (the viewer's own unchanged) and the stock.
 * @param encode how cards are returned (card ids by default; the bots' search
 *   asks for the simulator's integers)
 * @throws NoConsistentDeal when the view admits no deal (a bug upstream)
 */
export function instinctSampler<T = string>(
  view: Omit<SeatView<InstinctState>, 'stock'>,
  seat: string,
  encode: (id: string) => T = (id) => id as T,
) {
  const me = Number(seat);
  const own = view.hands[me]!;
  const seen = new Set(own);
  for (const t of roundTricks(view)) for (const p of t.plays) seen.add(p.card);
  const unseen = DECK.filter((c) => !seen.has(c));
  const classes = CLASSES.map((cls) => unseen.filter((c) => suitOf(c) === cls).map(encode));
  const ownCards = own.map(encode);
  const voids = knownVoids(view);
  const others = view.handSizes.map((_, s) => s).filter((s) => s !== me);
  const inHands = others.reduce((t, s) => t + view.handSizes[s]!, 0);
  const sampler = new DealSampler<T>(classes, [
    ...others.map((s) => ({ size: view.handSizes[s]!, allowed: CLASSES.map((c) => !voids[s]!.has(c)) })),
    { size: unseen.length - inHands, allowed: CLASSES.map(() => true) },
  ]);
  return {
    logCount: sampler.logCount,
    sample(rng: () => number): { hands: T[][]; stock: T[] } {
      const dealt = sampler.sample(rng);
      const hands: T[][] = [];
      hands[me] = [...ownCards];
      others.forEach((s, i) => (hands[s] = dealt[i]!));
      return { hands, stock: dealt[others.length]! };
    },
  };
}
