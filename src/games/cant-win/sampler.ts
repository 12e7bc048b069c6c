/**
 * Can't Win: the sampler ("determinizer") for fair bots (issue 4, BOTS.md
 * "Fairness"). From one seat's view it deals the cards that seat has not
 * seen to the other seats, uniformly over every deal consistent with:
 * - the cards already played this round (they are in no hand);
 * - voids: a player who did not follow the lead colour holds none of it
 *   (CW-8; a sideways lead still sets the colour, CW-7);
 * - each seat's hand size.
 * Tiles and bids are public and need no sampling.
 */
import { suitOf } from '../common/cards.js';
import { voidsFromHistory } from '../common/follow.js';
import { DealSampler } from '../common/sampler.js';
import type { SeatView } from '../common/view.js';
import { COLOURS, deckFor, type CantWinState } from './rules.js';
import { roundTricks } from '../common/trick.js';

/** For each seat, the colours it is known to be void in this round (CW-8). */
export function knownVoids(view: Pick<CantWinState, 'numPlayers' | 'tricks' | 'trick'>): Set<string>[] {
  return voidsFromHistory(view.numPlayers, roundTricks(view), suitOf);
}

/**
 * A sampler of full deals for `seat`'s view: build once per decision, then
 * `sample(rng)` returns every seat's hand (the viewer's own, unchanged).
 * @param encode how cards are returned (card ids by default; the bots' search
 *   asks for the simulator's integers)
 * @throws NoConsistentDeal when the view admits no deal (a bug upstream)
 */
export function cantWinSampler<T = string>(
  view: SeatView<CantWinState>,
  seat: string,
  encode: (id: string) => T = (id) => id as T,
) {
  const me = Number(seat);
  const own = view.hands[me]!;
  const played = new Set<string>();
  for (const t of roundTricks(view)) for (const p of t.plays) played.add(p.card);
  const mine = new Set(own);
  const unseen = deckFor(view.numPlayers).filter((c) => !played.has(c) && !mine.has(c));
  const classes = COLOURS.map((colour) => unseen.filter((c) => suitOf(c) === colour).map(encode));
  const ownCards = own.map(encode);
  const voids = knownVoids(view);
  const others = view.handSizes.map((_, s) => s).filter((s) => s !== me);
  const sampler = new DealSampler<T>(
    classes,
    others.map((s) => ({ size: view.handSizes[s]!, allowed: COLOURS.map((c) => !voids[s]!.has(c)) })),
  );
  return {
    /** The number of consistent deals, as a natural log. */
    logCount: sampler.logCount,
    sample(rng: () => number): T[][] {
      const dealt = sampler.sample(rng);
      const hands: T[][] = [];
      hands[me] = [...ownCards];
      others.forEach((s, i) => (hands[s] = dealt[i]!));
      return hands;
    },
  };
}
