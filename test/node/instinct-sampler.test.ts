// The Instinct sampler: consistent with the seat's view (voids, played cards,
// sizes, the secret stock) and uniform over consistent deals (issue 4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seatView } from '../../src/games/common/view.js';
import * as rules from '../../src/games/instinct/rules.js';
import { knownVoids } from '../../src/games/common/history.js';
import { trickSampler } from '../../src/games/common/trick-sampler.js';
import { INSTINCT_SAMPLING } from '../../src/games/instinct/sampler.js';
import { allConsistentDeals, checkSamplerUniform, checkSamplesConsistent, randomRound } from './search-helpers.js';

const start = (numPlayers: number) => (shuffle: any) => rules.newGame({ numPlayers, dealer: '0', shuffle });

describe('Instinct sampler', () => {
  it('every sampled deal is consistent, with the stock sized 66 − 11n', () => {
    for (let g = 0; g < 60; g++) {
      const numPlayers = 3 + (g % 4);
      const { state } = randomRound(rules as never, start(numPlayers), `in-sampler/${g}`, numPlayers + ((g * 11) % 40));
      const seat = String(g % numPlayers);
      const sampler = trickSampler(seatView(state, seat, ['stock']), seat, INSTINCT_SAMPLING);
      checkSamplesConsistent(state as never, seat, sampler.sample, rules.followSuitOf, `in-draws/${g}`, 40);
    }
  });

  it('a trump lead shows no void', () => {
    const s = rules.newGame({
      numPlayers: 3,
      dealer: '0',
      deal: [
        ['trump-1', ...Array.from({ length: 10 }, (_, i) => `black-${i + 1}`)],
        Array.from({ length: 11 }, (_, i) => `blue-${i + 1}`),
        Array.from({ length: 11 }, (_, i) => `green-${i + 1}`),
      ],
      shuffle: (x) => x,
    });
    for (const seat of ['0', '1', '2']) rules.bid(s, seat, 1);
    rules.playCard(s, '0', 'trump-1', (x) => x);
    rules.playCard(s, '1', 'blue-1', (x) => x);
    assert.equal(instinctKnownVoids(s), '');
    rules.playCard(s, '2', 'green-1', (x) => x);
    // seat 0 won with the trump and leads black: seats 1 and 2 are void in black
    rules.playCard(s, '0', 'black-1', (x) => x);
    rules.playCard(s, '1', 'blue-2', (x) => x);
    assert.equal(instinctKnownVoids(s), '1:black');
  });

  it('counts and samples uniformly the consistent deals of late-round 6-player views (chi-square)', () => {
    let tested = 0;
    for (let g = 0; g < 100 && tested < 3; g++) {
      // 6 players, 6 bids and 60 cards played: 1 card left in each hand, no stock
      const { state } = randomRound(rules as never, start(6), `in-uniform/${g}`, 66);
      const deals = allConsistentDeals(state as never, '0', rules.followSuitOf);
      if (deals.length < 5 || deals.length === 120) continue;
      const sampler = trickSampler(seatView(state, '0', ['stock']), '0', INSTINCT_SAMPLING);
      assert.equal(Math.round(Math.exp(sampler.logCount)), deals.length);
      checkSamplerUniform(deals, sampler.sample, `in-uniform-draws/${g}`);
      tested++;
    }
    assert.equal(tested, 3, 'three constrained views tested');
  });
});

function instinctKnownVoids(s: rules.InstinctState): string {
  return knownVoids(s, rules.FOLLOW)
    .flatMap((v, seat) => [...v].map((suit) => `${seat}:${suit}`))
    .join(',');
}
