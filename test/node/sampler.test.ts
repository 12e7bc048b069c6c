// The shared uniform sampler of consistent deals (src/games/common/sampler.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jStat from 'jstat';
import { DealSampler, NoConsistentDeal } from '../../src/games/common/sampler.js';
import { seededRandom } from '../../src/games/common/random.js';

/** Every way to deal `cards` into buckets of `sizes` (brute force), as keys. */
function allDeals(cards: string[], sizes: number[], ok: (deal: string[][]) => boolean): string[] {
  const out: string[] = [];
  const rec = (i: number, hands: string[][]) => {
    if (i === cards.length) {
      if (hands.every((h, b) => h.length === sizes[b]) && ok(hands)) out.push(key(hands));
      return;
    }
    hands.forEach((h, b) => {
      if (h.length < sizes[b]!) {
        h.push(cards[i]!);
        rec(i + 1, hands);
        h.pop();
      }
    });
  };
  rec(
    0,
    sizes.map(() => []),
  );
  return out;
}
const key = (hands: string[][]) => hands.map((h) => [...h].sort().join(',')).join('|');

/**
 * The chi-square test's p-value of `n` samples of `sampler` (seeded `seed`, so deterministic) against the
 * uniform over `deals` (keys of {@link key}); fails on a sample outside `deals`.
 */
function uniformityP(sampler: DealSampler, deals: readonly string[], seed: string, n: number): number {
  const rng = seededRandom(seed);
  const counts = new Map<string, number>(deals.map((k) => [k, 0]));
  for (let i = 0; i < n; i++) {
    const k = key(sampler.sample(rng));
    assert.ok(counts.has(k), `sampled an inconsistent deal ${k}`);
    counts.set(k, counts.get(k)! + 1);
  }
  const expected = n / deals.length;
  const chi2 = [...counts.values()].reduce((t, c) => t + (c - expected) ** 2 / expected, 0);
  return 1 - jStat.chisquare.cdf(chi2, deals.length - 1);
}

describe('DealSampler', () => {
  // Three classes of two cards, and buckets that take any of them.
  const all = [true, true, true];
  const six = [
    ['a1', 'a2'],
    ['b1', 'b2'],
    ['c1', 'c2'],
  ];
  // Unseen: pink 1–3, yellow 1–3, turquoise 1. Seat A (2 cards) is void in pink;
  // seat B (3 cards) is void in yellow; the stock (2 cards) takes anything.
  const classes = [['pink-1', 'pink-2', 'pink-3'], ['yellow-1', 'yellow-2', 'yellow-3'], ['turquoise-1']];
  const buckets = [
    { size: 2, allowed: [false, true, true] },
    { size: 3, allowed: [true, false, true] },
    { size: 2, allowed: [true, true, true] },
  ];
  const cards = classes.flat();
  const consistent = (d: string[][]) =>
    !d[0]!.some((c) => c.startsWith('pink')) && !d[1]!.some((c) => c.startsWith('yellow'));
  const truth = allDeals(cards, [2, 3, 2], consistent);

  it('counts the consistent deals exactly', () => {
    // By hand: B takes 3 of {pink ×3, turquoise}, A 2 of the yellows/turquoise left, the stock the rest.
    // B = 3 pinks (1 way): A takes 2 of {y1,y2,y3,t} = 6. B = 2 pinks + t (3 ways): A 2 of 3 yellows = 3 → 9.
    // Total 15.
    assert.equal(truth.length, 15);
    assert.equal(Math.round(Math.exp(new DealSampler(classes, buckets).logCount)), 15);
  });

  it('counts unconstrained buckets too: 6 cards into three hands of 2 is 6!/(2!·2!·2!) = 90', () => {
    const s = new DealSampler(six, [
      { size: 2, allowed: all },
      { size: 2, allowed: all },
      { size: 2, allowed: all },
    ]);
    assert.equal(Math.round(Math.exp(s.logCount)), 90);
    // one hand void in class a: it takes 2 of the 4 others (6 ways), the rest split 2/2 (6 ways)
    const v = new DealSampler(six, [
      { size: 2, allowed: [false, true, true] },
      { size: 2, allowed: all },
      { size: 2, allowed: all },
    ]);
    assert.equal(Math.round(Math.exp(v.logCount)), 36);
  });

  it('every sample is consistent: sizes and voids', () => {
    const s = new DealSampler(classes, buckets);
    const rng = seededRandom('consistency');
    for (let i = 0; i < 2000; i++) {
      const d = s.sample(rng);
      assert.deepEqual(
        d.map((h) => h.length),
        [2, 3, 2],
      );
      assert.ok(consistent(d));
      assert.deepEqual(d.flat().sort(), [...cards].sort());
    }
  });

  it('samples uniformly: chi-square over the 15 deals', () => {
    const p = uniformityP(new DealSampler(classes, buckets), truth, 'uniformity', 30000);
    assert.ok(p > 0.01, `p ${p.toExponential(2)}`);
  });

  it('samples uniformly where free hands of unequal sizes merge: chi-square over the 24 deals with one void hand', () => {
    // Classes a, b, c of 2 cards; hand 0 (2 cards) is void in a; hands 1 (3 cards) and 2 (1 card) take anything,
    // so they merge into one bin whose 4 cards are split between them. Hand 0 takes 2 of the 4 b and c cards,
    // C(4,2) = 6 ways, and hand 2 one of the 4 left, 4 ways: 24 deals. Unequal sizes, so a split that used the
    // wrong hand's size (drawing 1 card for hand 1's 3 places) would not be uniform.
    const s = new DealSampler(six, [
      { size: 2, allowed: [false, true, true] },
      { size: 3, allowed: all },
      { size: 1, allowed: all },
    ]);
    const deals = allDeals(six.flat(), [2, 3, 1], (d) => !d[0]!.some((c) => c.startsWith('a')));
    assert.equal(deals.length, 24);
    const p = uniformityP(s, deals, 'merged', 24000);
    assert.ok(p > 0.01, `p ${p.toExponential(2)}`);
  });

  it('draws once per card that goes to a bucket other than the last, and pushes onto the lists given', () => {
    // Six cards, three hands of 2 that take anything: one merged bin, so no class has a choice to draw, and
    // splitting it draws the 4 cards of the first two hands; the last hand takes the 2 left. 4 draws in all.
    const s = new DealSampler(six, [
      { size: 2, allowed: all },
      { size: 2, allowed: all },
      { size: 2, allowed: all },
    ]);
    const base = seededRandom('draws');
    let draws = 0;
    const into = [['kept'], [], []];
    s.sampleInto(() => (draws++, base()), into);
    assert.equal(draws, 4);
    assert.equal(into[0]![0], 'kept');
    assert.deepEqual(
      into.map((h) => h.length),
      [3, 2, 2],
    );
    assert.deepEqual(
      into
        .flat()
        .filter((c) => c !== 'kept')
        .sort(),
      ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'],
    );
  });

  it('deals nothing when nothing is unseen and no place is left', () => {
    assert.deepEqual(new DealSampler([], []).sample(seededRandom('none')), []);
    // Classes with no card, and no bucket: one (empty) deal, not a crash on the missing caps.
    const empty = new DealSampler([[], []], []);
    assert.equal(empty.logCount, 0);
    assert.deepEqual(empty.sample(seededRandom('none')), []);
  });

  it('refuses an impossible view', () => {
    assert.throws(() => new DealSampler([['pink-1', 'pink-2']], [{ size: 2, allowed: [false] }]), NoConsistentDeal);
    assert.throws(() => new DealSampler([['pink-1']], [{ size: 2, allowed: [true] }]), /1 unseen cards for 2 places/);
  });

  it('refuses a bucket of negative size, even when the sizes add up (a You Suck holding the plays rule out)', () => {
    // Found in a 4-player You Suck game (seed x24w, deal 13): a trader that had traded its Zero and played six
    // suited cards was counted at −1 suited and 1 Zero; its bucket of −1 took the place of another seat's
    // cards, and the search, dealt a seat with no card to play, never ended.
    const buckets = [
      { size: -1, allowed: [true] },
      { size: 3, allowed: [true] },
    ];
    assert.throws(() => new DealSampler([['pink-1', 'pink-2']], buckets), /bucket 0 would hold -1 cards/);
  });
});
