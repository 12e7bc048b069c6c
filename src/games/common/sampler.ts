/**
 * Uniform sampling of hidden cards consistent with what one seat has seen
 * (BOTS.md "Fairness"; OpenSpiel's `ResampleFromInfostate`). Each game's
 * sampler turns a seat's view into card classes (e.g. one per suit) and
 * buckets (the other hands, plus any undealt stock) with the classes each
 * bucket may hold (a void seat may not hold that suit), and this module deals
 * the unseen cards uniformly over every deal that fits.
 *
 * Exact, not greedy: the number of consistent deals is counted by dynamic
 * programming over the classes, and each sample walks that count, so every
 * consistent deal has the same probability. Buckets that allow every class
 * are merged while counting (splitting a set of cards among unconstrained
 * buckets has the same number of ways whatever the cards), which keeps the
 * state space small.
 */
import { drawInPlace } from './random.js';

/** A place the unseen cards go: a seat's hand or the stock. */
export interface Bucket {
  /** Cards it must receive. */
  size: number;
  /** `allowed[c]`: may it hold cards of class `c`? */
  allowed: readonly boolean[];
}

/** The view is inconsistent: no deal fits (a bug in the caller's inference). */
export class NoConsistentDeal extends Error {
  override name = 'NoConsistentDeal';
}

const LOG_FACT: number[] = [0];
function logFact(n: number): number {
  for (let i = LOG_FACT.length; i <= n; i++) LOG_FACT[i] = LOG_FACT[i - 1]! + Math.log(i);
  return LOG_FACT[n]!;
}

/** All ways to split `k` cards over bins with capacities `caps` (bins that may not hold the class have cap 0). */
function compositions(k: number, caps: readonly number[]): number[][] {
  const out: number[][] = [];
  const x = new Array<number>(caps.length).fill(0);
  const rec = (i: number, left: number) => {
    if (i === caps.length - 1) {
      if (left <= caps[i]!) {
        x[i] = left;
        out.push([...x]);
      }
      return;
    }
    for (let v = Math.min(left, caps[i]!); v >= 0; v--) {
      x[i] = v;
      rec(i + 1, left - v);
    }
  };
  if (caps.length === 0) return k === 0 ? [[]] : [];
  rec(0, k);
  return out;
}

interface Step {
  /** Cumulative probabilities of the choices. */
  cum: number[];
  choices: number[][];
  /** The step each choice leads to (the next class), once linked. */
  next: (Step | undefined)[];
}

/**
 * Deals `classes` of unseen cards into `buckets`, uniformly over all deals in
 * which each bucket receives exactly `size` cards, all of allowed classes.
 * Build once per view; {@link DealSampler.sample} is then cheap.
 * @throws NoConsistentDeal when sizes and constraints admit no deal
 */
export class DealSampler<T = string> {
  private readonly bins: number[][]; // bins[i] = bucket indexes merged into bin i
  private readonly binAllowed: boolean[][];
  private readonly memo = new Map<string, number>(); // log-count of ways from (class, caps)
  private readonly steps = new Map<string, Step>();
  /** Natural log of the number of consistent deals. */
  readonly logCount: number;

  constructor(
    private readonly classes: readonly (readonly T[])[],
    private readonly buckets: readonly Bucket[],
  ) {
    const total = classes.reduce((t, c) => t + c.length, 0);
    // A negative size is a view that no deal fits (e.g. a You Suck alternative that the plays rule out).
    const short = buckets.findIndex((b) => b.size < 0);
    if (short >= 0) throw new NoConsistentDeal(`bucket ${short} would hold ${buckets[short]!.size} cards`);
    const room = buckets.reduce((t, b) => t + b.size, 0);
    if (total !== room) throw new NoConsistentDeal(`${total} unseen cards for ${room} places`);
    const free: number[] = [];
    this.bins = [];
    buckets.forEach((b, i) => {
      if (classes.every((_, c) => b.allowed[c])) free.push(i);
      else this.bins.push([i]);
    });
    if (free.length > 0) this.bins.push(free);
    this.target = Int32Array.from(this.bins, (members) => (members.length > 1 ? -1 : members[0]!));
    this.binAllowed = this.bins.map((members) => classes.map((_, c) => buckets[members[0]!]!.allowed[c]!));
    const caps = this.bins.map((members) => members.reduce((t, i) => t + buckets[i]!.size, 0));
    // Splitting the merged bin's cards among its buckets: (Σ size)! / Π size! ways each.
    const split = free.length > 1 ? logFact(caps.at(-1)!) - free.reduce((t, i) => t + logFact(buckets[i]!.size), 0) : 0;
    this.logCount = this.ways(0, caps) + split;
    if (this.logCount === -Infinity) throw new NoConsistentDeal('no deal fits the sizes and voids');
    this.first = this.steps.get(`0|${caps.join(',')}`);
    // Link each step to the steps its choices lead to, so sampling needs no lookups.
    for (const [key, step] of this.steps) {
      const [c, capText] = key.split('|') as [string, string];
      // No bins (no bucket): the key's caps are empty, not one cap of 0.
      const capsHere = capText === '' ? [] : capText.split(',').map(Number);
      step.next = step.choices.map((x) =>
        this.steps.get(`${Number(c) + 1}|${capsHere.map((v, i) => v - x[i]!).join(',')}`),
      );
    }
  }

  private readonly first: Step | undefined;

  /** log of the number of ways to deal classes c.. into bins with capacities `caps` (cards distinct). */
  private ways(c: number, caps: number[]): number {
    if (c === this.classes.length) return caps.every((v) => v === 0) ? 0 : -Infinity;
    const key = `${c}|${caps.join(',')}`;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const step = this.step(c, caps);
    const result = step.logTotal;
    this.memo.set(key, result);
    return result;
  }

  private step(c: number, caps: number[]): Step & { logTotal: number } {
    const key = `${c}|${caps.join(',')}`;
    const k = this.classes[c]!.length;
    const binCaps = caps.map((v, i) => (this.binAllowed[i]![c] ? v : 0));
    const choices: number[][] = [];
    const logs: number[] = [];
    for (const x of compositions(k, binCaps)) {
      const rest = this.ways(
        c + 1,
        caps.map((v, i) => v - x[i]!),
      );
      if (rest === -Infinity) continue;
      // multinomial k! / Π x_i! ways to choose which cards go where
      logs.push(logFact(k) - x.reduce((t, v) => t + logFact(v), 0) + rest);
      choices.push(x);
    }
    if (choices.length === 0) return { cum: [], choices, next: [], logTotal: -Infinity };
    const top = Math.max(...logs);
    const weights = logs.map((l) => Math.exp(l - top));
    const sum = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    const cum = weights.map((w) => (acc += w / sum));
    const step: Step = { cum, choices, next: [] };
    this.steps.set(key, step);
    return { ...step, logTotal: top + Math.log(sum) };
  }

  /**
   * One consistent deal, uniformly at random.
   * @param rng uniform on [0, 1)
   * @returns one card list per bucket, in bucket order (fresh arrays; the
   *   order within a list means nothing, see {@link DealSampler.sampleInto})
   */
  sample(rng: () => number): T[][] {
    const out = this.buckets.map((): T[] => []);
    this.sampleInto(rng, out);
    return out;
  }

  /**
   * One consistent deal, uniformly at random, pushed onto the caller's lists:
   * bucket `b`'s cards onto `into[b]` (no list of its own is made).
   *
   * Each class's cards go to the bins by a partial Fisher–Yates draw: the
   * cards of every bin but the last are drawn at random, one `rng()` each,
   * and the last bin takes the cards left; the merged bin's cards are split
   * among its buckets the same way. So a deal costs one draw per card that
   * goes to a bucket other than the last (the stock, where a game has one;
   * less one where no card is left for the last), plus one per class with
   * more than one way to split it, not two per unseen card, and it is as
   * uniform. The order of the cards pushed means nothing: the last
   * bucket's is not random.
   * @param rng uniform on [0, 1)
   * @param into one list per bucket, in bucket order
   */
  sampleInto(rng: () => number, into: readonly T[][]): void {
    // Scratch, reused across calls: sampling runs once per search iteration.
    const pool = (this.pool ??= this.classes.map((cards) => [...cards]));
    const merged = this.merged;
    const target = this.target;
    let mergedLen = 0;
    let step = this.first;
    for (let c = 0; c < pool.length; c++) {
      const cum = step!.cum;
      let j = 0;
      if (cum.length > 1) {
        const r = rng();
        while (j < cum.length - 1 && cum[j]! <= r) j++;
      }
      const x = step!.choices[j]!;
      const last = x.length - 1;
      // Drawing from the previous order again is as uniform as drawing from a fresh copy.
      const cards = drawDealt(pool[c]!, pool[c]!.length - x[last]!, rng);
      let at = 0;
      for (let i = 0; i <= last; i++) {
        const b = target[i]!;
        if (b < 0) for (let t = x[i]!; t > 0; t--) merged[mergedLen++] = cards[at++]!;
        else {
          const to = into[b]!;
          for (let t = x[i]!; t > 0; t--) to.push(cards[at++]!);
        }
      }
      step = step!.next[j];
    }
    if (mergedLen === 0) return;
    const members = this.bins[this.bins.length - 1]!;
    drawDealt(merged, mergedLen - this.buckets[members[members.length - 1]!]!.size, rng, mergedLen);
    let at = 0;
    for (const b of members) {
      const to = into[b]!;
      for (let t = this.buckets[b]!.size; t > 0; t--) to.push(merged[at++]!);
    }
  }

  /** Per bin, the bucket its cards go to, or -1 for the merged bin (split among its buckets after the classes). */
  private readonly target: Int32Array;
  private pool: T[][] | undefined;
  /** The merged bin's cards of one deal, before they are split among its buckets. */
  private readonly merged: T[] = [];
}

/**
 * {@link drawInPlace} of `k` items of the first `length` of `a`, less the draw of a last item, which has no other
 * place to go.
 */
const drawDealt = <T>(a: T[], k: number, rng: () => number, length = a.length): T[] =>
  drawInPlace(a, Math.min(k, length - 1), rng, length);
