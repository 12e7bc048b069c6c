/**
 * Bit helpers for the simulators' card masks (bit r-1 for rank r), used on
 * the search's hot paths. Masks are 32-bit integers.
 */

/** The index of the highest set bit of `mask` (non-zero). */
export const highBit = (mask: number): number => 31 - Math.clz32(mask);

/** The index of the lowest set bit of `mask` (non-zero). */
export const lowBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** The number of set bits of `mask`. */
export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The `k`-th card (0-based) of masks `from…to` of `hands`, counting masks in
 * order and bits upward within each; -1 when there are not that many.
 * @param card turns (mask index, bit) into the caller's card number
 */
export function nthCard(
  hands: ArrayLike<number>,
  from: number,
  to: number,
  k: number,
  card: (mask: number, bit: number) => number,
): number {
  for (let i = from; i <= to; i++) {
    for (let m = hands[i]!; m !== 0; m &= m - 1) if (k-- === 0) return card(i, lowBit(m));
  }
  return -1;
}

/**
 * The sum of `weights[(i − from) * 12 + bit]` over the cards of masks
 * `from…to`: with `from` a seat's first mask, a per-card table indexed by
 * the simulators' card numbers (`mask * 12 + bit`) summed over its hand.
 */
export function sumCards(hands: ArrayLike<number>, from: number, to: number, weights: ArrayLike<number>): number {
  let sum = 0;
  for (let i = from; i <= to; i++) {
    for (let m = hands[i]!; m !== 0; m &= m - 1) sum += weights[(i - from) * 12 + lowBit(m)]!;
  }
  return sum;
}

/** The number of cards in masks `from…to` of `hands`. */
export function countCards(hands: ArrayLike<number>, from: number, to: number): number {
  let n = 0;
  for (let i = from; i <= to; i++) n += popcount(hands[i]!);
  return n;
}
