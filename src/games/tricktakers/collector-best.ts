/**
 * TrickTakers: the Collector's best total (TT-40, TT-41, TT-50) on bit
 * masks, for the bots' simulator (./sim-score.ts), which scores it at the end
 * of every playout. The same answer as ./collector.ts `collectorScore`
 * (`points` and `wins`; test/node/tricktakers-collector-best.test.ts checks
 * it against it on thousands of random collections), without the
 * combinations themselves and without allocating: ~1–50 µs a call where
 * `collectorScore` takes milliseconds.
 *
 * How. A card set is the values held in each colour (bit v − 1 of the
 * colour's mask). Every combination but `flush3` is listed once, highest
 * points first, as the cards it takes and whether a Rare stands in it (at
 * most one per combination, TT-40; a Rare may stand for a card that is
 * itself taken, X-12a). A depth-first search picks up to 3 disjoint ones
 * (each set once: in list order), with a branch-and-bound cut, and at
 * every node adds the most `flush3`s the cards left can form: a flush needs
 * only 3 cards of one colour (or 2 and a Rare), so which ones does not
 * matter once the other combinations are chosen, and one more combination
 * always pays (+20 and 3 fewer cards left over). Exhaustive, so exact.
 */
import { COMBINATIONS, LEFTOVER_PENALTY, MAX_COMBINATIONS } from './collector.js';

/** Values 1–10: bits 0–9 of a colour's mask (TT-40: the Berserker deck's 10s count). */
const TOP = 10;
const FULL = (1 << TOP) - 1;
/** Card sets pack colours 0–2 (red, blue, green) in `lo` at bits 10 × colour + v − 1, black in `hi`. */
const SHIFT = [0, 10, 20] as const;

const points = (id: keyof typeof COMBINATIONS): number => COMBINATIONS[id].points as number;
const SF5 = points('straightFlush5');
const KIND4 = points('kind4');
const SF3 = points('straightFlush3');
const KIND3 = points('kind3');
const STRAIGHT3 = points('straight3');
const FLUSH3 = points('flush3');
const FLUSH_SIZE = COMBINATIONS.flush3.size;

/** The listed combinations of one call (at most ~1,300 with every card taken). */
const CAP = 4096;
const candLo = new Int32Array(CAP);
const candHi = new Int32Array(CAP);
const candRare = new Uint8Array(CAP);
const candPts = new Int16Array(CAP);
const candSize = new Uint8Array(CAP);
let count = 0;

const bitCount = (x: number): number => {
  let k = 0;
  for (let m = x; m !== 0; m &= m - 1) k++;
  return k;
};

/**
 * `FLUSHES[(((c0 × 10 + c1) × 10 + c2) × 10 + c3) × 4 + r]`: the most
 * `flush3`s (up to 3) from c0…c3 cards of the four colours (each capped at
 * 9) and r Rares (capped at 3), a Rare standing in at most one of them.
 */
const FLUSHES = (() => {
  const t = new Uint8Array(10 * 10 * 10 * 10 * 4);
  const best = (cnt: readonly number[], k: number, r: number): number => {
    if (k === 4) return 0;
    let b = 0;
    for (let x = 0; x <= r && 2 * x <= cnt[k]!; x++)
      b = Math.max(b, x + Math.floor((cnt[k]! - 2 * x) / 3) + best(cnt, k + 1, r - x));
    return b;
  };
  for (let i = 0; i < 10000; i++) {
    const cnt = [Math.floor(i / 1000), Math.floor(i / 100) % 10, Math.floor(i / 10) % 10, i % 10];
    for (let r = 0; r < 4; r++) t[i * 4 + r] = Math.min(MAX_COMBINATIONS, best(cnt, 0, r));
  }
  return t;
})();

/** Lists one combination: its cards by colour mask, whether a Rare stands in it, its points and size. */
function push(c: number, mask: number, rare: number, pts: number, size: number): void {
  candLo[count] = c < 3 ? mask << SHIFT[c as 0 | 1 | 2] : 0;
  candHi[count] = c < 3 ? 0 : mask;
  candRare[count] = rare;
  candPts[count] = pts;
  candSize[count] = size;
  count++;
}

/**
 * Lists the straight flushes of `size` cards in colour `c` (held values `a`):
 * the full runs, the runs with a Rare inside, and each run of size − 1 with
 * a Rare at one end (at its top, or at its bottom for the run ending at 10:
 * each card set once). Runs do not wrap (TT-40).
 */
function pushStraightFlushes(c: number, a: number, rares: number, size: number, pts: number): void {
  const full = (1 << size) - 1;
  for (let v = 0; v + size <= TOP; v++) {
    const w = full << v;
    if ((w & a) === w) push(c, w, 0, pts, size);
    if (rares === 0) continue;
    for (let p = v; p < v + size - 1; p++) {
      const m = w & ~(1 << p); // p = v: the run of size − 1 from v + 1 to the window's top; the Rare below it
      if ((m & a) === m && (p > v || v + size === TOP)) push(c, m, 1, pts, size);
    }
    const top = w & ~(1 << (v + size - 1));
    if ((top & a) === top) push(c, top, 1, pts, size);
  }
}

/** Lists the `size`-of-a-kind of value bit `v`: every `size` colours holding it, or `size` − 1 and a Rare. */
function pushKinds(cols: ArrayLike<number>, v: number, rares: number, size: number, pts: number): void {
  const held = coloursAt(cols, v);
  for (let sub = 1; sub < 16; sub++) {
    if (sub & ~held) continue;
    const k = bitCount(sub);
    const rare = k === size ? 0 : k === size - 1 && rares > 0 ? 1 : -1;
    if (rare < 0) continue;
    let lo = 0;
    for (let c = 0; c < 3; c++) if (sub & (1 << c)) lo |= 1 << (SHIFT[c as 0 | 1 | 2] + v);
    candLo[count] = lo;
    candHi[count] = sub & 8 ? 1 << v : 0;
    candRare[count] = rare;
    candPts[count] = pts;
    candSize[count] = size;
    count++;
  }
}

/** The card of colour `c` (-1: the Rare, no card) at value bit `v`, as a `lo` or `hi` mask. */
const loBit = (c: number, v: number): number => (c >= 0 && c < 3 ? 1 << (SHIFT[c as 0 | 1 | 2] + v) : 0);
const hiBit = (c: number, v: number): number => (c === 3 ? 1 << v : 0);

/** Lists one `straight3` with the given colours (-1: the Rare) at values bits v, v + 1, v + 2. */
function pushStraight(v: number, c0: number, c1: number, c2: number): void {
  candLo[count] = loBit(c0, v) | loBit(c1, v + 1) | loBit(c2, v + 2);
  candHi[count] = hiBit(c0, v) | hiBit(c1, v + 1) | hiBit(c2, v + 2);
  candRare[count] = c0 < 0 || c1 < 0 || c2 < 0 ? 1 : 0;
  candPts[count] = STRAIGHT3;
  candSize[count] = 3;
  count++;
}

/** The colours holding value bit `v`, as bits. */
function coloursAt(cols: ArrayLike<number>, v: number): number {
  let held = 0;
  for (let c = 0; c < 4; c++) if (cols[c]! & (1 << v)) held |= 1 << c;
  return held;
}

/** Lists the `straight3`s: three values in a row, any colours, one of them possibly a Rare (each card set once, as for straight flushes). */
function pushStraights(cols: ArrayLike<number>, rares: number): void {
  const R = -1;
  for (let v = 0; v + 3 <= TOP; v++) {
    const k0 = coloursAt(cols, v);
    const k1 = coloursAt(cols, v + 1);
    const k2 = coloursAt(cols, v + 2);
    for (let c0 = 0; c0 < 4; c0++) {
      if (!(k0 & (1 << c0))) continue;
      for (let c1 = 0; c1 < 4; c1++) {
        if (!(k1 & (1 << c1))) continue;
        for (let c2 = 0; c2 < 4; c2++) if (k2 & (1 << c2)) pushStraight(v, c0, c1, c2);
        if (rares > 0) pushStraight(v, c0, c1, R); // v, v + 1 and a Rare above
      }
      if (rares > 0) for (let c2 = 0; c2 < 4; c2++) if (k2 & (1 << c2)) pushStraight(v, c0, R, c2);
    }
    if (rares > 0 && v + 3 === TOP) {
      for (let c1 = 0; c1 < 4; c1++) {
        if (!(k1 & (1 << c1))) continue;
        for (let c2 = 0; c2 < 4; c2++) if (k2 & (1 << c2)) pushStraight(v, R, c1, c2); // 9, 10 and a Rare below
      }
    }
  }
}

let availLo = 0;
let availHi = 0;
let rareCount = 0;
let taken = 0;
let best = 0;

const penalty = (unused: number): number => 0 - LEFTOVER_PENALTY * Math.floor(unused / 2);

/** The most `flush3`s the cards left can add, at most `limit`. */
function flushes(usedLo: number, usedHi: number, raresLeft: number, limit: number): number {
  const lo = availLo & ~usedLo;
  const c0 = Math.min(9, bitCount(lo & FULL));
  const c1 = Math.min(9, bitCount((lo >>> 10) & FULL));
  const c2 = Math.min(9, bitCount((lo >>> 20) & FULL));
  const c3 = Math.min(9, bitCount(availHi & ~usedHi));
  return Math.min(limit, FLUSHES[(((c0 * 10 + c1) * 10 + c2) * 10 + c3) * 4 + Math.min(3, raresLeft)]!);
}

function dfs(
  from: number,
  depth: number,
  usedLo: number,
  usedHi: number,
  raresUsed: number,
  pts: number,
  size: number,
): void {
  const left = MAX_COMBINATIONS - depth;
  const f = flushes(usedLo, usedHi, rareCount - raresUsed, left);
  const value = pts + FLUSH3 * f + penalty(taken - size - FLUSH_SIZE * f);
  if (value > best) best = value;
  if (left === 0) return;
  // No more than `left` combinations, each of at most 5 cards and the next one's points.
  const leftOverAtBest = penalty(Math.max(0, taken - size - 5 * left));
  for (let i = from; i < count; i++) {
    if (pts + left * candPts[i]! + leftOverAtBest <= best) return; // the list runs highest points first
    if (candLo[i]! & usedLo || candHi[i]! & usedHi) continue;
    const rare = candRare[i]!;
    if (rare && raresUsed >= rareCount) continue;
    dfs(
      i + 1,
      depth + 1,
      usedLo | candLo[i]!,
      usedHi | candHi[i]!,
      raresUsed + rare,
      pts + candPts[i]!,
      size + candSize[i]!,
    );
  }
}

/**
 * Whether the taken cards hold a 9 Straight Flush (TT-40: the Collector
 * wins the game, 3–5 players only; TT-50), a Rare standing in for at most
 * one of its cards.
 * @param cols the values taken in each colour, {@link COLOURS} order, bit v − 1 for value v (1–10)
 * @param rares the Rares taken (wild, TT-40)
 */
export function collectionWins(cols: ArrayLike<number>, rares: number): boolean {
  for (let c = 0; c < 4; c++) {
    for (let v = 0; v + 9 <= TOP; v++) {
      const missing = (0x1ff << v) & ~cols[c]!;
      if (missing === 0 || (rares > 0 && (missing & (missing - 1)) === 0)) return true;
    }
  }
  return false;
}

/**
 * The Collector's round points from its taken cards (TT-40, TT-41): the
 * highest total of up to 3 disjoint combinations (not `straightFlush9`,
 * see {@link collectionWins}) minus 10 × floor(left over / 2); may be
 * negative. Equal to `collectorScore(cards, twoPlayer).points` whenever the
 * Collector does not win (a win scores 0).
 * @param cols as for {@link collectionWins}
 * @param rares the Rares taken
 * @param total every card taken: number cards, Rares, White Flags and the Berserker card (the left-over count)
 */
export function collectionPoints(cols: ArrayLike<number>, rares: number, total: number): number {
  count = 0;
  for (let c = 0; c < 4; c++) pushStraightFlushes(c, cols[c]! & FULL, rares, 5, SF5);
  for (let v = 0; v < TOP; v++) pushKinds(cols, v, rares, 4, KIND4);
  for (let c = 0; c < 4; c++) pushStraightFlushes(c, cols[c]! & FULL, rares, 3, SF3);
  for (let v = 0; v < TOP; v++) pushKinds(cols, v, rares, 3, KIND3);
  pushStraights(cols, rares);
  availLo = (cols[0]! & FULL) | ((cols[1]! & FULL) << 10) | ((cols[2]! & FULL) << 20);
  availHi = cols[3]! & FULL;
  rareCount = rares;
  taken = total;
  best = -Infinity;
  dfs(0, 0, 0, 0, 0, 0, 0);
  return best;
}
