// The Can't Win sampler: every sampled deal is consistent with the seat's
// view, and deals are uniform over all consistent ones (issue 4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suitOf } from '../../src/games/common/cards.js';
import { seatView } from '../../src/games/common/view.js';
import * as rules from '../../src/games/cant-win/rules.js';
import { cantWinSampling } from '../../src/games/cant-win/sampler.js';
import { trickSampler } from '../../src/games/common/trick-sampler.js';
import { allConsistentDeals, checkSamplerUniform, checkSamplesConsistent, randomRound } from './search-helpers.js';

const start = (numPlayers: number) => (shuffle: any) => rules.newGame({ numPlayers, dealer: '0', shuffle });

describe("Can't Win sampler", () => {
  it('every sampled deal is consistent: own hand kept, sizes, unplayed cards only, voids respected', () => {
    for (let g = 0; g < 60; g++) {
      const numPlayers = 3 + (g % 2);
      const { state } = randomRound(
        rules as never,
        start(numPlayers),
        `cw-sampler/${g}`,
        2 * numPlayers + ((g * 7) % 30),
      );
      const seat = String(g % numPlayers);
      const sampler = trickSampler(seatView(state, seat), seat, cantWinSampling(numPlayers));
      checkSamplesConsistent(state as never, seat, sampler.sample, suitOf, `cw-draws/${g}`, 40);
    }
  });

  it('counts and samples uniformly the consistent deals of late-round views (chi-square)', () => {
    let tested = 0;
    for (let g = 0; g < 100 && tested < 3; g++) {
      // 4 players, 8 lap turns and 40 cards played: 2 cards left in each hand
      const { state } = randomRound(rules as never, start(4), `cw-uniform/${g}`, 48);
      const deals = allConsistentDeals(state as never, '0', suitOf);
      if (deals.length < 5 || deals.length === 90) continue; // want voids to constrain the deal
      const sampler = trickSampler(seatView(state, '0'), '0', cantWinSampling(4));
      assert.equal(Math.round(Math.exp(sampler.logCount)), deals.length);
      checkSamplerUniform(deals, sampler.sample, `cw-uniform-draws/${g}`);
      tested++;
    }
    assert.equal(tested, 3, 'three constrained views tested');
  });
});
