/**
 * You Suck's bid model (docs/bots.md "Bid model"): how strong a hand is for
 * its bid, how likely each bid is at each strength, and what bid reading
 * reads from the public bids. Fitted on four-player `rule` self-play by
 * `npm run fit:bids` (bench/bid-model.ts); the search's playouts bid from
 * it, and its bid reading weighs the sampler's deals by it (./search.ts).
 */
import { countCards, sumCards } from '../common/bits.js';
import { tableLikelihood, type BidReading } from '../../bots/bid-reading.js';
import { playedBySeat } from '../common/history.js';
import { MASK_BITS } from '../common/trick-sim.js';
import { CARDS_PER_ROUND, type YouSuckState } from './rules.js';
import { CARD_SPAN, MASKS, MULTI_CLASS, ZERO_CLASS, cardIndex, type YsSim } from './sim.js';

/**
 * The card kinds of the bid model, by what they do for a bid (YS-9): the
 * Multicolors 18–20, 15–17 and 11–14; trump-coloured 8–10 and 1–7; other
 * colours' 10s and 9s; Zeros. Anything else is kind -1 (it weighs nothing).
 */
export const BID_KINDS = [
  'multi 18-20',
  'multi 15-17',
  'multi 11-14',
  'trump 8-10',
  'trump 1-7',
  'plain 10',
  'plain 9',
  'zero',
];

/** The {@link BID_KINDS} index of sim card `c` with trump `trump` (-1 for none), or -1. */
export function bidKind(c: number, trump: number): number {
  const cls = (c / MASK_BITS) | 0;
  const rank = (c % MASK_BITS) + (cls === MULTI_CLASS ? 11 : 1);
  if (cls === MULTI_CLASS) return rank >= 18 ? 0 : rank >= 15 ? 1 : 2;
  if (cls === ZERO_CLASS) return 7;
  if (cls === trump) return rank >= 8 ? 3 : 4;
  return rank === 10 ? 5 : rank === 9 ? 6 : -1;
}

/**
 * The bid model, a least-squares fit of the bid in four-player `rule`
 * self-play (`npm run fit:bids`, docs/bots.md "Bid model"): a hand's bid
 * strength is {@link BID_BASE}, plus each card's kind weight
 * ({@link KIND_WEIGHTS}, in {@link BID_KINDS} order), plus
 * {@link EXTRA_WEIGHT} per card beyond the 7 it plays (it may keep the most
 * dangerous back, YS-6), plus {@link BIDS_WEIGHT} per Tick bid before it
 * (YS-5).
 */
export const KIND_WEIGHTS = [1.4, 1.18, 0.77, 0.6, 0.17, 0.33, 0.16, -0.11];
export const BID_BASE = 0.02;
export const EXTRA_WEIGHT = -1.03;
export const BIDS_WEIGHT = -0.04;

/**
 * `BID_TABLE[k][b]`: the share of hands of bid strength k (rounded; the last
 * row for all above) that bid b, in the same self-play (300 games, 3,600
 * bids; R² of the strength 0.43). Shares under 0.005 are left out.
 */
export const BID_TABLE: readonly (readonly number[])[] = [
  [0.99],
  [0.47, 0.27, 0.16, 0.08, 0.01],
  [0.05, 0.2, 0.47, 0.21, 0.05, 0.01],
  [0, 0.02, 0.33, 0.43, 0.14, 0.04, 0.04],
];
/** The likelihood given to a bid the table never saw at that strength, so that no deal is ruled out. */
export const BID_FLOOR = 0.01;

/** How likely a hand of bid strength `e` was to bid `bid` ({@link BID_TABLE}, {@link BID_FLOOR}). */
export const bidModelLikelihood = tableLikelihood(BID_TABLE, BID_FLOOR);

/** Each sim card's {@link KIND_WEIGHTS} under trump `trump` (-1 for none), indexed by card number. */
export function cardStrengths(trump: number): Float64Array {
  return Float64Array.from({ length: CARD_SPAN }, (_, c) => {
    const kind = bidKind(c, trump);
    return kind < 0 ? 0 : KIND_WEIGHTS[kind]!;
  });
}
const STRENGTHS = Array.from({ length: 5 }, (_, t) => cardStrengths(t === 4 ? -1 : t));

/** The strength of a seat holding `cards` cards at its bid, after bids totalling `before`, apart from the cards' weights. */
export function strengthOffset(cards: number, before: number): number {
  return BID_BASE + EXTRA_WEIGHT * (cards - CARDS_PER_ROUND) + BIDS_WEIGHT * before;
}

/** The bid strength of `seat`'s hand now, at its bid (see {@link KIND_WEIGHTS}). */
export function handStrength(s: YsSim, seat: number): number {
  const from = seat * MASKS;
  let before = 0;
  for (let p = 0; p < s.n; p++) if (s.bids[p]! > 0) before += s.bids[p]!;
  return (
    sumCards(s.hands, from, from + MASKS - 1, STRENGTHS[s.trump < 0 ? 4 : s.trump]!) +
    strengthOffset(countCards(s.hands, from, from + MASKS - 1), before)
  );
}

/**
 * What bid reading (src/bots/bid-reading.ts) reads for `seat`'s decision:
 * the public bids, the bid model's card weights under this round's trump,
 * the cards each seat played since its bid, and each bidder's strength apart
 * from its cards ({@link strengthOffset}: the cards it held at its bid
 * beyond 7, and the bids made before its own, from left of the dealer, YS-5).
 * Public information only (G-5).
 */
export function bidReading(
  G: Pick<YouSuckState, 'numPlayers' | 'ticks' | 'dealer'> & {
    hands: readonly (readonly string[] | null)[];
    handSizes?: readonly number[];
  },
  seat: string,
  base: YsSim,
): BidReading {
  const n = G.numPlayers;
  const played = playedBySeat({ numPlayers: n, tricks: G.ticks }, cardIndex);
  const sizes = G.handSizes ?? G.hands.map((h) => h?.length ?? 0);
  const strength = STRENGTHS[base.trump < 0 ? 4 : base.trump]!;
  const offset = (s: number) => {
    let before = 0;
    for (let p = (Number(G.dealer) + 1) % n; p !== s; p = (p + 1) % n) before += Math.max(0, base.bids[p]!);
    return strengthOffset(sizes[s]! + played[s]!.length, before);
  };
  return {
    bids: base.bids,
    me: Number(seat),
    strength: () => strength,
    played,
    likelihood: bidModelLikelihood,
    offset,
  };
}
