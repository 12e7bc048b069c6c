/**
 * The sampler ("determinizer") of every trick game's fair bots (issue 4,
 * BOTS.md "Fairness"). From one seat's view it deals the cards that seat has
 * not seen to the other seats (and the undealt stock, where there is one),
 * uniformly over every deal consistent with:
 * - the cards already played this round (they are in no hand);
 * - voids, by the game's {@link FollowRule}: a seat that did not follow a
 *   suit holds none of it (CW-8, IN-5, TT-2, YS-8);
 * - each seat's hand size (public), and the stock's (what is left).
 * The counting and drawing is {@link DealSampler}'s.
 */
import { suitOf } from './cards.js';
import type { FollowRule } from './follow.js';
import { knownVoids, unseenCards, type RoundHistory } from './history.js';
import { DealSampler } from './sampler.js';

/** What a game tells {@link trickSampler}. */
export interface TrickSamplerSpec {
  /** Every card of the round at this player count, dealt or not (its order is the order cards are drawn in). */
  deck: readonly string[];
  /**
   * The card classes, as card-id suits (the text before the hyphen), in the
   * order they are dealt. Every card of `deck` is in exactly one. A seat void
   * in a suit may hold no card of the class of that name; a class no void
   * names (Instinct's `trump`) goes anywhere.
   */
  classes: readonly string[];
  /** The game's following rule, for the voids. */
  follow: FollowRule;
  /** True when part of the deck is undealt (Instinct's stock, IN-1): the cards left over go to a stock. */
  stock?: boolean;
}

/** The part of a seat's view {@link trickSampler} reads: its own hand, every hand size, and the round's tricks. */
export interface TrickSamplerView extends RoundHistory {
  hands: readonly (readonly string[] | null)[];
  handSizes: readonly number[];
}

/** One seat's sampler: build once per decision, then sample cheaply. */
export interface TrickSampler<T> {
  /** The number of consistent deals, as a natural log. */
  readonly logCount: number;
  /**
   * One consistent deal, uniformly at random.
   * @param rng uniform on [0, 1)
   * @returns every seat's hand (index = seat number; the viewer's own as in
   *   the view, in its order) and the stock (empty without one); fresh arrays
   */
  sample(rng: () => number): { hands: T[][]; stock: T[] };
}

/**
 * A sampler of full deals for `seat`'s view.
 * @param encode how cards are returned (card ids by default; the bots'
 *   search asks for the simulator's integers)
 * @throws NoConsistentDeal when the view admits no deal (a bug upstream)
 */
export function trickSampler<T = string>(
  view: TrickSamplerView,
  seat: string,
  spec: TrickSamplerSpec,
  encode: (id: string) => T = (id) => id as T,
): TrickSampler<T> {
  const me = Number(seat);
  const own = view.hands[me]!;
  const unseen = unseenCards(view, spec.deck, own);
  const classes = spec.classes.map((cls) => unseen.filter((c) => suitOf(c) === cls).map(encode));
  const ownCards = own.map(encode);
  const voids = knownVoids(view, spec.follow);
  const others = view.handSizes.map((_, s) => s).filter((s) => s !== me);
  const buckets = others.map((s) => ({
    size: view.handSizes[s]!,
    allowed: spec.classes.map((c) => !voids[s]!.has(c)),
  }));
  if (spec.stock) {
    const inHands = others.reduce((t, s) => t + view.handSizes[s]!, 0);
    buckets.push({ size: unseen.length - inHands, allowed: spec.classes.map(() => true) });
  }
  const sampler = new DealSampler<T>(classes, buckets);
  return {
    logCount: sampler.logCount,
    sample(rng) {
      const dealt = sampler.sample(rng);
      const hands: T[][] = [];
      hands[me] = [...ownCards];
      others.forEach((s, i) => (hands[s] = dealt[i]!));
      return { hands, stock: spec.stock ? dealt[others.length]! : [] };
    },
  };
}
