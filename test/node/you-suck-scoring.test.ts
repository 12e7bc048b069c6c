// You Suck: the round tables (YS-10), the round-3 Tick values in YS-2 order with the floor after
// each change (YS-12), the winner and its tie-breaks (YS-11), and the next round's owners and
// dealer (YS-3, YS-4), with values worked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bid,
  bidPoints,
  chooseTrump,
  finalResult,
  noOwners,
  playCard,
  roundTotals,
  tradeCard,
  type TickId,
  type YouSuckRoundScore,
} from '../../src/games/you-suck/rules.js';
import { game, noShuffle, ROUND_1, SEEDED, T } from './you-suck-positions.js';

describe('YS-10 the bid tables', () => {
  it('rounds 1 and 2: 0 → 10, 1 → 7, 2 → 6, 3 → 6, 4–7 → 5', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => bidPoints(1, n, n)),
      [10, 7, 6, 6, 5, 5, 5, 5],
    );
    assert.equal(bidPoints(2, 3, 3), 6);
  });
  it('round 3: 0 → 8, 1 → 3, 2 → 5, 3 → 7, 4–7 → 10', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => bidPoints(3, n, n)),
      [8, 3, 5, 7, 10, 10, 10, 10],
    );
  });
  it('a missed bid scores nothing, over or under', () => {
    assert.deepEqual([bidPoints(1, 2, 3), bidPoints(3, 0, 1), bidPoints(2, 4, 0)], [0, 0, 0]);
  });
});

const takers = (t: Partial<Record<TickId, string>>) => ({ ...noOwners(), ...t });

describe('YS-10, YS-12 end of round scoring', () => {
  const TAKEN = takers({
    'choose-trump': '0',
    'plus-3': '0',
    'take-0': '1',
    'choose-dealer': '1',
    'take-11': '1',
    'extra-card': '2',
    'trade-a-card': '2',
  });
  it('round 3: bid points, then each Tick in YS-2 order, floored at 0 after each change', () => {
    const totals = roundTotals({ round: 3, totals: [1, 0, 4], bids: [0, 3, 2], tricks: [2, 3, 2], takers: TAKEN });
    // Seat 0 misses: 1; Choose Trump −5 → 0 (floored); +3 → 3. (Summed first it would be 0.)
    // Seat 1 makes 3: 0 + 7 = 7; Take 0 +0 → 7; Choose Dealer +5 → 12; Take 11 −5 → 7.
    // Seat 2 makes 2: 4 + 5 = 9; Extra Card +5 → 14; Trade a Card −5 → 9.
    assert.deepEqual(totals, [3, 7, 9]);
  });
  it('round 3: the bid points come before the Tick values', () => {
    // Seat 0 makes 1 (3 points) from 0 and took Trade a Card: 0 + 3 = 3, then −5 → 0.
    // (Tick first would give 0 − 5 → 0, then + 3 = 3.)
    const totals = roundTotals({
      round: 3,
      totals: [0, 0, 0],
      bids: [1, 0, 0],
      tricks: [1, 0, 0],
      takers: takers({ 'trade-a-card': '0' }),
    });
    assert.deepEqual(totals, [0, 8, 8]);
  });
  it('rounds 1 and 2: bid points only, no Tick values', () => {
    const totals = roundTotals({ round: 2, totals: [1, 0, 4], bids: [0, 3, 2], tricks: [2, 3, 2], takers: TAKEN });
    assert.deepEqual(totals, [1, 6, 10]);
  });
});

describe('YS-11 the winner', () => {
  it('the most points wins', () => {
    assert.deepEqual(finalResult([10, 14, 9], [1, 0, 6]), {
      winners: ['1'],
      winner: '1',
      scores: { 0: 10, 1: 14, 2: 9 },
    });
  });
  it('a tie goes to the most Ticks taken in round 3', () => {
    assert.deepEqual(finalResult([10, 12, 12], [3, 1, 2]).winners, ['2']);
  });
  it('still tied: a shared win, and no single winner', () => {
    const r = finalResult([12, 12, 5], [2, 2, 3]);
    assert.deepEqual([r.winners, r.winner], [['0', '1'], undefined]);
  });
});

/** Round 1 of the seeded game up to its first play: trump blue, seat 1 trades green-1, bids `bids`. */
function seeded(bids: number[]) {
  const s = game(SEEDED());
  assert.equal(chooseTrump(s, '0', 'blue'), null);
  assert.equal(tradeCard(s, '1', 'green-1'), null);
  for (const seat of ['1', '2', '0']) assert.equal(bid(s, seat, bids[Number(seat)]!), null);
  return s;
}

describe('through the game: the next round and the last', () => {
  it('a Choose Dealer Tick of Zeros only has no owner next round: the dealer deals again (YS-3, YS-4)', () => {
    const s = seeded([2, 3, 2]);
    // The full game's round 1 with Take 0 and Choose Dealer swapped: the three Zeros go on
    // Choose Dealer, and seat 1's blue-1, blue-9 and seat 0's blue-5 on Take 0 (seat 1 takes it).
    const swap = (t: string) => (t === T.T0 ? T.CD : t === T.CD ? T.T0 : t);
    for (const [seat, card, tick] of ROUND_1) assert.equal(playCard(s, seat, [card, swap(tick)], noShuffle), null);
    assert.deepEqual(s.sheet[0]!.taken[T.CD], null);
    assert.deepEqual(s.sheet[0]!.points, [6, 6, 0]);
    // Round 2: owners are the takers; +3 (seat 0) scores 3; dealer 0 again; Choose Trump (seat 1)
    // chooses first. Seat 1 owns Take 0 and Take 11: 9 cards; seat 2 Extra Card: 8.
    assert.deepEqual(s.owners, s.sheet[0]!.taken);
    assert.deepEqual([s.round, s.dealer, s.stage, s.toAct, s.scores], [2, '0', 'choose-trump', '1', [9, 6, 0]]);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [7, 9, 8],
    );
    assert.equal(s.hands[1]!.filter((c) => c.startsWith('zero-')).length, 2);
  });

  it('round 3 ends the game: Tick values, floor, and the round-3 Ticks breaking a tie (YS-10…YS-12)', () => {
    // Hand-built: the seeded round 1 played as round 3, from totals 6, 0, 4. Bids 2, 1, 2.
    const s = seeded([2, 1, 2]);
    s.round = 3;
    s.scores = [6, 0, 4];
    s.sheet = [{ totals: [6, 0, 4] } as YouSuckRoundScore];
    for (const [seat, card, tick] of ROUND_1) assert.equal(playCard(s, seat, [card, tick], noShuffle), null);
    // Ticks 2, 3, 1. Seat 0 makes 2: 6 + 5 = 11; +3 → 14; Trade a Card −5 → 9.
    // Seat 1 misses: 0; Choose Trump −5 → 0; Choose Dealer +5 → 5; Take 11 −5 → 0.
    // Seat 2 misses: 4; Extra Card +5 → 9. Seats 0 and 2 tie at 9; seat 0 took 2 Ticks, seat 2 one.
    assert.deepEqual(
      [s.sheet[1]!.points, s.sheet[1]!.totals],
      [
        [3, 0, 5],
        [9, 0, 9],
      ],
    );
    assert.deepEqual([s.stage, s.toAct], ['over', null]);
    assert.deepEqual(s.result, { winners: ['0'], winner: '0', scores: { 0: 9, 1: 0, 2: 9 } });
  });
});
