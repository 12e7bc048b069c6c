// Bid reading for the search's deals (src/bots/bid-reading.ts, docs/bots.md "Bid reading").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bidLikelihood, bidReadingDeals, bidWeight } from '../../src/bots/bid-reading.js';
import { playedBySeat } from '../../src/games/common/history.js';
import { seededRandom } from '../../src/games/common/random.js';
import * as cw from '../../src/games/cant-win/search.js';
import * as inst from '../../src/games/instinct/search.js';

const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-9, `${a} vs ${b}`);

describe('bid reading', () => {
  it('the likelihood is a Gaussian in the distance: 1 at 0, e^-1/2 at one spread', () => {
    assert.equal(bidLikelihood(0, 1.2), 1);
    assert.ok(Math.abs(bidLikelihood(1.2, 1.2) - Math.exp(-0.5)) < 1e-12);
    assert.ok(Math.abs(bidLikelihood(2, 1) - Math.exp(-2)) < 1e-12);
  });

  it('weighs a deal by the bids of the other seats, each read with its own strengths, counting the cards they played since', () => {
    // seat 0 bid 2 and played card 1; seat 1 (me) bid 5; seat 2 bid 1 and played card 4.
    // Seat 0 reads cards by `first`, seat 2 by `second`; my own table (all 9s) must not be read.
    const first = [0, 0.5, 1, 1.5, 0];
    const second = [0, 0, 2, 0, 1];
    const w = bidWeight({
      bids: [2, 5, 1],
      me: 1,
      strength: (s) => (s === 0 ? first : s === 2 ? second : [9, 9, 9, 9, 9]),
      played: [[1], [], [4]],
      likelihood: (bid, e) => bidLikelihood(Math.abs(bid - e), 1),
    });
    // seat 0: cards 2, 3 and played 1 = 1 + 1.5 + 0.5 = 3, one from its bid; seat 2: card 1 (0) and played 4 (1) = 1, its bid
    assert.ok(Math.abs(w([[2, 3], [0], [1]]) - Math.exp(-0.5)) < 1e-12);
    // seat 0: 1.5 + 0.5 = 2; seat 2: 0 + 1 = 1: both exactly their bids
    assert.equal(w([[3], [0, 2], [1]]), 1);
    // seat 2 holding card 2 (2) reads 3, two from its bid of 1
    assert.ok(Math.abs(w([[3], [0, 1], [2]]) - Math.exp(-2)) < 1e-12);
  });

  it('a constant weight gives back every uniform draw', () => {
    let k = 0;
    const deals = bidReadingDeals(
      () => k++,
      () => 1,
    );
    const rng = seededRandom(1);
    assert.deepEqual([deals(rng), deals(rng), deals(rng)], [0, 1, 2]);
  });

  it('refuses a weight that would stall the chain (NaN, negative, infinite), and takes 0 as a weight', () => {
    const rng = seededRandom(2);
    for (const bad of [NaN, -1, Infinity]) {
      let k = 0;
      const deals = bidReadingDeals(
        () => k++,
        (d) => (d === 1 ? bad : 1),
      );
      assert.equal(deals(rng), 0);
      assert.throws(() => deals(rng), new RegExp(`weight is ${bad}, not a finite number >= 0`));
    }
    // All weights 0 (every bid model's value underflowed): each draw is taken, as with a constant weight.
    let k = 0;
    const deals = bidReadingDeals(
      () => k++,
      () => 0,
    );
    assert.deepEqual([deals(rng), deals(rng), deals(rng)], [0, 1, 2]);
  });

  it('the chain follows the weights: draws A and B equally likely, B weighs 3, so B is dealt 3/4 of the time', () => {
    const rng = seededRandom('chain');
    const deals = bidReadingDeals(
      (r) => (r() < 0.5 ? 'A' : 'B'),
      (d) => (d === 'B' ? 3 : 1),
    );
    let b = 0;
    const n = 40000;
    for (let i = 0; i < n; i++) if (deals(rng) === 'B') b++;
    assert.ok(Math.abs(b / n - 0.75) < 0.015, `B share ${b / n}`);
  });

  it('lists the cards each seat played, in play order', () => {
    const trick = (leader: string, plays: { seat: string; card: string }[]) => ({
      round: 1,
      leader,
      plays,
      winner: null,
    });
    const state = {
      numPlayers: 3,
      tricks: [
        trick('1', [
          { seat: '1', card: 'x-3' },
          { seat: '0', card: 'x-1' },
        ]),
      ],
      trick: trick('1', [{ seat: '1', card: 'x-2' }]),
    };
    assert.deepEqual(
      playedBySeat(state, (id) => Number(id.slice(2))),
      [[1], [3, 2], []],
    );
  });
});

describe('bid models (docs/bots.md "Bid model")', () => {
  it("Can't Win: a bid of 0 has chance logistic((1.15 − e) / 0.25): ½ at 1.15, 0.731 at 0.9, 0.119 at 1.65", () => {
    close(cw.bidModelLikelihood(0, 1.15), 0.5);
    close(cw.bidModelLikelihood(0, 0.9), 0.7310585786300049);
    close(cw.bidModelLikelihood(0, 1.65), 0.11920292202211755);
  });

  it("Can't Win: a non-zero bid is Gaussian around 1.87 + 0.89e with σ 0.87, times the chance of not bidding 0", () => {
    // e = 2: zero chance logistic(−3.4) = 0.0323; the mean is 3.65, so a bid of 4 is 0.35 away:
    // (1 − 0.0323) × exp(−0.35² / (2 × 0.87²)) = 0.89248
    close(cw.bidModelLikelihood(4, 2), 0.8924804654563584);
    assert.ok(cw.bidModelLikelihood(4, 2) > cw.bidModelLikelihood(2, 2));
    assert.ok(cw.bidModelLikelihood(0, 0.5) > 50 * cw.bidModelLikelihood(0, 2.5));
  });

  it('Instinct: the table between the rows either side of the strength, plus a floor of 0.01', () => {
    close(inst.bidModelLikelihood(0, 2.5), 0.5 * 0.88 + 0.5 * 0.49 + 0.01);
    close(inst.bidModelLikelihood(6, 7), 0.74 + 0.01);
    close(inst.bidModelLikelihood(5, 5), 0.01); // nobody bids 5
    close(inst.bidModelLikelihood(6, 12), 0.83 + 0.01); // 9 and over share the last row
    close(inst.bidModelLikelihood(0, -1), 1.01);
  });

  it('Instinct: every row of the table is a distribution', () => {
    for (const row of inst.BID_TABLE) assert.ok(Math.abs(row.reduce((t, p) => t + p, 0) - 1) <= 0.011, `${row}`);
  });
});
