/**
 * The sampler ("determinizer") of every trick game's fair bots (issue 4,
 * BOTS.md "Fairness"). From one seat's view it deals the cards that seat has
 * not seen to the other seats (and the undealt stock, where there is one),
 * uniformly over every deal consistent with:
 * - the cards already played this round (they are in no hand);
 * - voids, by the game's {@link FollowRule}: a seat that did not follow a
 *   suit holds none of it (CW-8, IN-5, TT-2, YS-8);
 * - each seat's hand size (public), and the stock's (what is left);
 * - where a game makes them public, how many cards of each group of classes
 *   each seat holds ({@link Holding}: You Suck deals every seat 1 Zero, 1
 *   Multicolor and 5 suited cards, YS-4), with alternatives where the view
 *   leaves a choice open (a trade, YS-12), weighed by the deals each admits.
 * The counting and drawing is {@link DealSampler}'s.
 */
import { suitOf } from './cards.js';
import type { FollowRule } from './follow.js';
import { knownVoids, unseenCards, type RoundHistory } from './history.js';
import { DealSampler, NoConsistentDeal } from './sampler.js';

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
  /**
   * Groups of `classes` whose per-seat counts are public (You Suck: the four
   * colours, the Zeros, the Multicolors, YS-4); needed by, and read only
   * with, the `holdings` of {@link trickSampler}. Every class is in one group.
   */
  groups?: readonly (readonly string[])[];
}

/**
 * One alternative of what the other seats hold, by class group
 * ({@link TrickSamplerSpec.groups}), as the view shows it. The cards of a
 * group that no seat holds go to the stock (every group may have some: cards
 * out of play this round count as stock).
 */
export interface Holding {
  /** `counts[s][g]`: how many cards of group `g` seat `s` holds, besides its `known` ones (the viewer's entry is not read). */
  counts: readonly (readonly number[])[];
  /** `known[s]`: unseen cards the view shows in seat `s`'s hand (You Suck: the Multicolor 11 with the Take 11 owner, YS-4). */
  known?: readonly (readonly string[])[];
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
   *   the view, in its order) and the stock (empty without one); fresh arrays.
   *   The order of the dealt cards means nothing, the stock's included: it
   *   is not a shuffled deck, so draw from it at random
   *   (`DealSampler.sampleInto`)
   */
  sample(rng: () => number): { hands: T[][]; stock: T[] };
}

/**
 * A sampler of full deals for `seat`'s view.
 * @param encode how cards are returned (card ids by default; the bots'
 *   search asks for the simulator's integers)
 * @param holdings the public class counts of the other seats, one
 *   {@link Holding} per alternative the view allows (needs `spec.groups`):
 *   each group is dealt on its own, uniformly, and an alternative is chosen
 *   with probability proportional to the number of deals it admits, so the
 *   sample is uniform over every deal that fits one of them. Without it, the
 *   hands hold any mix of classes.
 * @throws NoConsistentDeal when the view admits no deal (a bug upstream)
 */
export function trickSampler<T = string>(
  view: TrickSamplerView,
  seat: string,
  spec: TrickSamplerSpec,
  encode: (id: string) => T = (id) => id as T,
  holdings?: readonly Holding[],
): TrickSampler<T> {
  const me = Number(seat);
  const own = view.hands[me]!;
  const unseen = unseenCards(view, spec.deck, own);
  if (holdings) return groupedSampler(view, me, spec, encode, unseen, holdings);
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
      const hands: T[][] = [];
      hands[me] = [...ownCards];
      const into: T[][] = others.map((s) => (hands[s] = []));
      const stock: T[] = [];
      if (spec.stock) into.push(stock);
      sampler.sampleInto(rng, into);
      return { hands, stock };
    },
  };
}

/**
 * A choice among alternatives in proportion to how many deals each admits,
 * so that a sample drawn by choosing one and then a deal of it is uniform
 * over all their deals (the holdings above; TrickTakers' splits of a
 * Berserker's hand).
 * @param logCounts each alternative's number of deals, as a natural log
 * @returns their total (a natural log), and `pick`: an alternative's index
 *   (one `rng()` draw)
 */
export function byLogCount(logCounts: readonly number[]): { logCount: number; pick(rng: () => number): number } {
  const top = Math.max(...logCounts);
  const weights = logCounts.map((l) => Math.exp(l - top));
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const cum = weights.map((w) => (acc += w / sum));
  return {
    logCount: top + Math.log(sum),
    pick(rng) {
      const r = rng();
      let i = 0;
      while (i < cum.length - 1 && cum[i]! <= r) i++;
      return i;
    },
  };
}

/** One {@link Holding} ready to sample: a sampler per group, and where its known cards go. */
interface HoldingSampler<T> {
  logCount: number;
  groups: DealSampler<T>[];
  known: T[][];
}

/**
 * {@link trickSampler} with public class counts: each alternative deals
 * every group on its own (a {@link DealSampler} over the other seats with
 * their counts and voids, and the stock with what is left of the group).
 */
function groupedSampler<T>(
  view: TrickSamplerView,
  me: number,
  spec: TrickSamplerSpec,
  encode: (id: string) => T,
  unseen: readonly string[],
  holdings: readonly Holding[],
): TrickSampler<T> {
  const groups = spec.groups;
  if (!groups) throw new Error('trickSampler: holdings need spec.groups');
  const voids = knownVoids(view, spec.follow);
  const others = view.handSizes.map((_, s) => s).filter((s) => s !== me);
  const ready: HoldingSampler<T>[] = [];
  for (const h of holdings) {
    const knownIds = new Set(h.known?.flat() ?? []);
    for (const s of others) {
      const size = h.counts[s]!.reduce((a, b) => a + b, 0) + (h.known?.[s]?.length ?? 0);
      if (size !== view.handSizes[s])
        throw new Error(`trickSampler: seat ${s} holds ${view.handSizes[s]}, not ${size}`);
    }
    try {
      const samplers = groups.map((group, g) => {
        const classes = group.map((cls) => unseen.filter((c) => suitOf(c) === cls && !knownIds.has(c)).map(encode));
        const total = classes.reduce((t, c) => t + c.length, 0);
        const held = others.reduce((t, s) => t + h.counts[s]![g]!, 0);
        if (held > total) throw new NoConsistentDeal(`group ${g}: ${held} cards held of ${total}`);
        const buckets = others.map((s) => ({ size: h.counts[s]![g]!, allowed: group.map((c) => !voids[s]!.has(c)) }));
        buckets.push({ size: total - held, allowed: group.map(() => true) });
        return new DealSampler<T>(classes, buckets);
      });
      const known = view.handSizes.map((_, s) => (h.known?.[s] ?? []).map(encode));
      ready.push({ logCount: samplers.reduce((t, x) => t + x.logCount, 0), groups: samplers, known });
    } catch (e) {
      if (!(e instanceof NoConsistentDeal)) throw e;
    }
  }
  if (ready.length === 0) throw new NoConsistentDeal('no holding fits the view');
  const choice = byLogCount(ready.map((r) => r.logCount));
  const ownCards = view.hands[me]!.map(encode);
  return {
    logCount: choice.logCount,
    sample(rng) {
      const h = ready[choice.pick(rng)]!;
      const hands: T[][] = [];
      hands[me] = [...ownCards];
      const stock: T[] = [];
      const into: T[][] = others.map((s) => (hands[s] = [...h.known[s]!]));
      into.push(stock);
      for (const g of h.groups) g.sampleInto(rng, into);
      return { hands, stock };
    },
  };
}
