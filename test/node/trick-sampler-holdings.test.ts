// The shared trick sampler with public class counts (src/games/common/trick-sampler.ts,
// `holdings`): each group of classes dealt on its own, alternatives weighed by the deals they
// admit, voids kept; checked against brute force on a small view whose counts are worked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suitOf } from '../../src/games/common/cards.js';
import type { FollowRule } from '../../src/games/common/follow.js';
import { NoConsistentDeal } from '../../src/games/common/sampler.js';
import { trickSampler, type Holding, type TrickSamplerSpec } from '../../src/games/common/trick-sampler.js';
import { checkSamplerUniform, dealKey } from './search-helpers.js';

/** You Suck's following, on this small deck: Zeros and Multicolors follow nothing and may always be played. */
const FOLLOW: FollowRule = {
  suitOf: (c) => (['red', 'blue'].includes(suitOf(c)) ? suitOf(c) : null),
  alwaysPlayable: (c) => ['zero', 'multi'].includes(suitOf(c)),
  setsLead: (c) => suitOf(c) !== 'zero',
};
const SPEC: TrickSamplerSpec = {
  deck: ['red-1', 'red-2', 'red-3', 'red-4', 'blue-1', 'blue-2', 'blue-3', 'zero-1', 'zero-2', 'multi-11', 'multi-12'],
  classes: ['red', 'blue', 'zero', 'multi'],
  follow: FOLLOW,
  stock: true,
  groups: [['red', 'blue'], ['zero'], ['multi']],
};
/** Seat 1 holds 1 suited card and 1 Zero, or 2 suited cards (it may have traded its Zero); seat 2 1 suited and 1 Multicolor. */
const HOLDINGS: Holding[] = [{ counts: [[], [1, 1, 0], [1, 0, 1]] }, { counts: [[], [2, 0, 0], [1, 0, 1]] }];
/** Seat 0 holds red-1; blue-3 and red-4 were played, seat 1 playing red on blue's Tick: void in blue. */
const VIEW = {
  numPlayers: 3,
  hands: [['red-1'], null, null],
  handSizes: [1, 2, 2],
  tricks: [
    {
      plays: [
        { seat: '2', card: 'blue-3' },
        { seat: '1', card: 'red-4' },
      ],
    },
  ],
};

/** Brute force: every way to put the 8 unseen cards in seats 1 and 2 (2 each) and the stock, kept when one holding and the void fit. */
function consistentDeals(): string[] {
  const unseen = ['red-2', 'red-3', 'blue-1', 'blue-2', 'zero-1', 'zero-2', 'multi-11', 'multi-12'];
  const counts = (hand: string[]) => [
    hand.filter((c) => FOLLOW.suitOf(c) !== null).length,
    hand.filter((c) => suitOf(c) === 'zero').length,
    hand.filter((c) => suitOf(c) === 'multi').length,
  ];
  const out: string[] = [];
  for (let a = 0; a < 1 << unseen.length; a++) {
    for (let b = 0; b < 1 << unseen.length; b++) {
      if (a & b) continue;
      const one = unseen.filter((_, i) => a & (1 << i));
      const two = unseen.filter((_, i) => b & (1 << i));
      if (one.length !== 2 || two.length !== 2) continue;
      if (one.some((c) => suitOf(c) === 'blue')) continue; // the void
      const same = (hand: string[], want: readonly number[]) => JSON.stringify(counts(hand)) === JSON.stringify(want);
      if (!HOLDINGS.some((h) => same(one, h.counts[1]!) && same(two, h.counts[2]!))) continue;
      const stock = unseen.filter((c) => !one.includes(c) && !two.includes(c));
      out.push(dealKey([['red-1'], one, two], stock));
    }
  }
  return out;
}

describe('trickSampler with public class counts (holdings)', () => {
  it('counts the deals of every holding: 24 + 4 = 28 here', () => {
    // Seat 1 (void in blue) 1 suited + 1 Zero: red-2 or red-3 (2) × a Zero (2) = 4, then seat 2 one
    // of the 3 suited left × a Multicolor (2) = 6: 24. Seat 1 2 suited: red-2 and red-3 (1), seat 2 one
    // of the 2 blues × a Multicolor (2) = 4. The stock takes the rest.
    const deals = consistentDeals();
    assert.equal(deals.length, 28);
    const sampler = trickSampler(VIEW, '0', SPEC, undefined, HOLDINGS);
    assert.equal(Math.round(Math.exp(sampler.logCount)), 28);
  });

  it('samples uniformly over the union of the holdings (chi-square over the 28 deals)', () => {
    const sampler = trickSampler(VIEW, '0', SPEC, undefined, HOLDINGS);
    checkSamplerUniform(consistentDeals(), sampler.sample, 'holdings-uniform');
  });

  it('deals known cards to their seat, and drops a holding no deal fits', () => {
    // Seat 2 is known to hold multi-11: it gets it in every deal, besides 1 suited card.
    const known: Holding = { counts: [[], [1, 1, 0], [1, 0, 0]], known: [[], [], ['multi-11']] };
    const impossible: Holding = { counts: [[], [0, 2, 0], [0, 2, 0]] }; // 4 Zeros, of 2
    const sampler = trickSampler(VIEW, '0', SPEC, undefined, [known, impossible]);
    // seat 1: red-2 or red-3 (2) × a Zero (2); seat 2: one of 3 suited left = 12
    assert.equal(Math.round(Math.exp(sampler.logCount)), 12);
    for (let i = 0; i < 50; i++) {
      const { hands, stock } = sampler.sample(() => (i * 0.137) % 1);
      assert.ok(hands[2]!.includes('multi-11'));
      assert.ok(!stock.includes('multi-11'));
      assert.equal(hands[2]!.length, 2);
    }
  });

  it('refuses sizes that do not match the holding, and a view no holding fits', () => {
    assert.throws(() => trickSampler(VIEW, '0', SPEC, undefined, [{ counts: [[], [1, 1, 1], [1, 0, 1]] }]), {
      message: 'trickSampler: seat 1 holds 2, not 3',
    });
    assert.throws(
      () =>
        trickSampler(VIEW, '0', SPEC, undefined, [
          { counts: [[], [0, 2, 0], [0, 2, 0]] }, // 4 Zeros, of 2
          { counts: [[], [1, 0, 1], [0, 0, 2]] }, // 3 Multicolors, of 2
        ]),
      NoConsistentDeal,
    );
    assert.throws(() => trickSampler(VIEW, '0', { ...SPEC, groups: undefined }, undefined, HOLDINGS), {
      message: 'trickSampler: holdings need spec.groups',
    });
  });
});
