/**
 * Bid reading for the search's deals (docs/bots.md "Bid reading").
 *
 * The samplers deal the unseen cards uniformly over every deal consistent
 * with the seat's view (src/games/common/sampler.ts). But the other seats'
 * bids are public too, and a bid says how strong its hand was: a seat that
 * bid high likely holds trumps and high cards. So the search weighs each
 * uniform deal by how likely the others' bids were with the hands it gives
 * them, and follows that posterior with an independence Metropolis–Hastings
 * chain: each iteration draws one uniform deal and moves to it with chance
 * min(1, w(new) / w(current)), else deals the current one again. This costs
 * one draw an iteration, as plain sampling does, and its deals follow the
 * weights in the long run. It reads only public information (the bids and
 * the cards played), so the bot stays fair.
 */

/**
 * A deal source that follows `weight`: each call returns a deal.
 * @param draw one uniform consistent deal
 * @param weight the likelihood of the public bids given a deal (≥ 0); a
 *   constant weight gives back plain uniform sampling
 * @throws Error when a weight is not a finite number ≥ 0 (NaN, negative or
 *   infinite: a bug in a game's bid model, as the playout guard treats a
 *   missing move, src/bots/ismcts.ts). An infinite weight, or NaN on the
 *   first draw, would keep the chain on that deal for the rest of the
 *   decision; a later NaN or negative one would only be rejected, hiding the
 *   bug.
 */
export function bidReadingDeals<D>(
  draw: (rng: () => number) => D,
  weight: (deal: D) => number,
): (rng: () => number) => D {
  let current: D | undefined;
  let currentWeight = 0;
  return (rng) => {
    const deal = draw(rng);
    const w = weight(deal);
    if (!(w >= 0 && w < Infinity)) throw new Error(`bid reading: a deal's weight is ${w}, not a finite number >= 0`);
    if (current === undefined || w >= currentWeight || rng() * currentWeight < w) {
      current = deal;
      currentWeight = w;
    }
    return current;
  };
}

/**
 * How likely a bid is from a hand expected to take `strength` tricks: a
 * Gaussian in the distance, `exp(−d² / 2σ²)`, with σ = `spread` tricks.
 * @param distance tricks between the bid and what the hand suggests (≥ 0)
 */
export function bidLikelihood(distance: number, spread: number): number {
  return Math.exp(-(distance * distance) / (2 * spread * spread));
}

/**
 * A bid model given as a table: `table[k][b]` is the share of hands of
 * strength k (rounded; the last row for all above) that bid b (Instinct,
 * You Suck: fitted by `npm run fit:bids`).
 * @returns how likely a hand of strength `e` was to bid `bid`: the rows
 *   either side of `e` weighed by its distance to each, plus `floor` so
 *   that no deal is ruled out
 */
export function tableLikelihood(
  table: readonly (readonly number[])[],
  floor: number,
): (bid: number, e: number) => number {
  return (bid, e) => {
    const x = Math.min(table.length - 1, Math.max(0, e));
    const k = Math.floor(x);
    const f = x - k;
    const lo = table[k]![bid] ?? 0;
    const hi = table[Math.min(table.length - 1, k + 1)]![bid] ?? 0;
    return (1 - f) * lo + f * hi + floor;
  };
}

/** What {@link bidWeight} reads: the public bids, each card's share of a hand's strength, and a bid model. */
export interface BidReading {
  /** Bid per seat, -1 for none yet. */
  bids: ArrayLike<number>;
  /** The searching seat (its own bid tells nothing new). */
  me: number;
  /**
   * `strength(seat)[c]`: card `c`'s share of the tricks `seat`'s hand takes
   * (a game's rough estimate; per seat, since a Can't Win tile turns some of
   * a seat's cards sideways).
   */
  strength(seat: number): ArrayLike<number>;
  /**
   * The cards each seat played this round, by card number (they were in its
   * hand when it bid): `playedBySeat` of src/games/common/history.ts.
   */
  played: readonly (readonly number[])[];
  /**
   * A seat's strength apart from its cards, added to theirs (You Suck: the
   * cards it may keep back and the bids before its own); 0 when absent.
   */
  offset?(seat: number): number;
  /**
   * How likely a seat whose hand has strength `e` was to bid `bid` (≥ 0;
   * only ratios between deals matter). A game's bid model, e.g.
   * {@link bidLikelihood} of the distance from what the hand suggests.
   */
  likelihood(bid: number, e: number): number;
}

/**
 * The weight of a deal: the product, over the other seats that have bid, of
 * the bid's likelihood for the hand the deal gives them (the cards dealt
 * plus those played since the bid, plus its `offset`).
 * @returns a function of the dealt hands (card numbers per seat)
 */
export function bidWeight(r: BidReading): (hands: readonly (readonly number[])[]) => number {
  const bidders: number[] = [];
  const strengths: ArrayLike<number>[] = [];
  const playedStrength: number[] = [];
  for (let s = 0; s < r.bids.length; s++) {
    if (s === r.me || r.bids[s]! < 0) continue;
    const strength = r.strength(s);
    bidders.push(s);
    strengths.push(strength);
    playedStrength.push((r.played[s] ?? []).reduce((t, c) => t + strength[c]!, r.offset?.(s) ?? 0));
  }
  return (hands) => {
    let w = 1;
    for (let i = 0; i < bidders.length; i++) {
      const s = bidders[i]!;
      const strength = strengths[i]!;
      let e = playedStrength[i]!;
      for (const c of hands[s]!) e += strength[c]!;
      w *= r.likelihood(r.bids[s]!, e);
    }
    return w;
  };
}
