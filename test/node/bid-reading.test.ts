// Bid reading for the search's deals (src/bots/bid-reading.ts, docs/bots.md "Bid reading").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bidLikelihood, bidReadingDeals, bidWeight, playedBySeat } from '../../src/bots/bid-reading.js';
import { seededRandom } from '../../src/games/common/random.js';

describe('bid reading', () => {
  it('the likelihood is a Gaussian in the distance: 1 at 0, e^-1/2 at one spread', () => {
    assert.equal(bidLikelihood(0, 1.2), 1);
    assert.ok(Math.abs(bidLikelihood(1.2, 1.2) - Math.exp(-0.5)) < 1e-12);
    assert.ok(Math.abs(bidLikelihood(2, 1) - Math.exp(-2)) < 1e-12);
  });

  it('weighs a deal by the bids of the other seats, counting the cards they played since', () => {
    // seat 0 bid 2, seat 1 (me) bid 5, seat 2 has not bid. Card c is worth strength[c].
    const strength = [0, 0.5, 1, 1.5];
    const w = bidWeight({
      bids: [2, 5, -1],
      me: 1,
      strength: () => strength,
      played: [[1], [], []],
      likelihood: (bid, e) => bidLikelihood(Math.abs(bid - e), 1),
    });
    // seat 0 holds cards 2 and 3 (2.5) plus played card 1 (0.5): strength 3, one trick from its bid
    assert.ok(Math.abs(w([[2, 3], [0], [1]]) - Math.exp(-0.5)) < 1e-12);
    // holding card 3 only: 1.5 + 0.5 = 2, exactly its bid
    assert.equal(w([[3], [0, 2], [1]]), 1);
  });

  it('a constant weight gives back every uniform draw', () => {
    let k = 0;
    const deals = bidReadingDeals(() => k++, () => 1);
    const rng = seededRandom(1);
    assert.deepEqual([deals(rng), deals(rng), deals(rng)], [0, 1, 2]);
  });

  it('the chain follows the weights: draws A and B equally likely, B weighs 3, so B is dealt 3/4 of the time', () => {
    const rng = seededRandom('chain');
    const deals = bidReadingDeals((r) => (r() < 0.5 ? 'A' : 'B'), (d) => (d === 'B' ? 3 : 1));
    let b = 0;
    const n = 40000;
    for (let i = 0; i < n; i++) if (deals(rng) === 'B') b++;
    assert.ok(Math.abs(b / n - 0.75) < 0.015, `B share ${b / n}`);
  });

  it('lists the cards each seat played, in play order', () => {
    const tricks = [{ plays: [{ seat: '1', card: 'x-3' }, { seat: '0', card: 'x-1' }] }, { plays: [{ seat: '1', card: 'x-2' }] }];
    assert.deepEqual(playedBySeat(3, tricks, (id) => Number(id.slice(2))), [[1], [3, 2], []]);
  });
});
