// You Suck as a boardgame.io game: the shared contract (./contract.ts), and a full seeded game
// at 3 players whose round 1 is played card by card and checked by hand (YS-3…YS-12).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextSeat } from '../../src/games/common/seats.js';
import { youSuck, YouSuck } from '../../src/games/you-suck/index.js';
import { noOwners, type YouSuckState } from '../../src/games/you-suck/rules.js';
import { act, autoplay, client, contractSuite, full } from './contract.js';
import { CONTRACT_SETUP, ROUND_1, SEEDED, T } from './you-suck-positions.js';

contractSuite({
  game: YouSuck,
  name: 'you-suck',
  minPlayers: 3,
  maxPlayers: 6,
  fixedSetup: CONTRACT_SETUP,
  firstToAct: (dealer) => nextSeat(dealer, 4), // YS-5: bids start left of the dealer
  afterTrick: (G: YouSuckState) => nextSeat(G.lastTick!.plays.at(-1)!.seat, 4), // YS-6: clockwise
  wrongFirstMoves: [
    ['a bid above 7', '1', 'bid', [8]],
    ['a negative bid', '1', 'bid', [-1]],
    ['a bid that is not a number', '1', 'bid', ['3']],
    ['a fractional bid', '1', 'bid', [2.5]],
    ['a bid out of turn', '0', 'bid', [1]],
    ['a move of another phase', '1', 'playCard', ['red-6', 'plus-3']],
    ['a power move outside its stage', '1', 'chooseTrump', ['red']],
  ],
  secretFields: ['stock'],
  privateFields: ['traded'],
});

describe('a full seeded game at 3 players, round 1 checked by hand', () => {
  it('plays the powers, the bids and the 21 cards of round 1, scores it, and starts round 2', () => {
    const sd = SEEDED();
    const c = client(YouSuck, sd, 'full-game', 3);
    // YS-4: nobody owns +3 or Choose Dealer, so dealer 0 deals; seat 2 (Take 0) holds 8 cards.
    let G = full(c).G as YouSuckState;
    assert.deepEqual([G.round, G.dealer, G.stage, G.toAct, G.scores], [1, '0', 'choose-trump', '0', [0, 0, 0]]);
    assert.deepEqual(G.hands, sd.deal);
    act(c, '0', 'chooseTrump', 'blue'); // YS-4 step 7
    assert.deepEqual([full(c).G.trump, full(c).G.stage, full(c).G.toAct], ['blue', 'trade', '1']);
    act(c, '1', 'tradeCard', 'green-1'); // YS-4 step 8: the top of the stock is red-1
    G = full(c).G;
    assert.deepEqual(G.hands[1], ['zero-2', 'multi-20', 'red-9', 'blue-9', 'blue-1', 'red-1', 'yellow-10']);
    assert.deepEqual(G.traded, [[], ['green-1'], []]);
    assert.equal(G.stock.length, 24);
    // YS-5: bids from seat 1, left of the dealer.
    assert.deepEqual([G.stage, G.toAct], ['bid', '1']);
    act(c, '1', 'bid', 3);
    act(c, '2', 'bid', 2);
    act(c, '0', 'bid', 2);
    assert.deepEqual([full(c).G.stage, full(c).G.toAct, full(c).G.bids], ['play', '1', [2, 3, 2]]);
    for (const [seat, card, tick] of ROUND_1) {
      const id = full(c)._stateID;
      act(c, seat, 'playCard', card, tick);
      assert.equal(full(c)._stateID, id + 1, `${seat} plays ${card} on ${tick}`);
      G = full(c).G;
      if (card === 'zero-4') assert.equal(G.ticks[1]!.colour, null);
      if (card === 'red-9') assert.equal(G.ticks[1]!.colour, 'red');
      if (card === 'red-5') assert.equal(G.ticks[0]!.colour, null);
      if (card === 'zero-3') assert.deepEqual([G.lastTick!.id, G.lastTick!.taker, G.trickCount], [T.T0, null, 1]);
    }
    // Round 1 scored (YS-10): takers seat 0 P3, TR; seat 1 CT, CD, T11; seat 2 EC; nobody T0.
    // Bids 2, 3, 2 against 2, 3, 1 Ticks: seat 0 makes 2 (6), seat 1 makes 3 (6), seat 2 misses.
    const row = full(c).G.sheet[0];
    assert.deepEqual(row, {
      round: 1,
      dealer: '0',
      trump: 'blue',
      owners: { ...noOwners(), 'choose-trump': '0', 'trade-a-card': '1', 'take-0': '2' },
      bids: [2, 3, 2],
      tricks: [2, 3, 1],
      taken: {
        'choose-trump': '1',
        'plus-3': '0',
        'take-0': null,
        'choose-dealer': '1',
        'take-11': '1',
        'extra-card': '2',
        'trade-a-card': '0',
      },
      points: [6, 6, 0],
      totals: [6, 6, 0],
    });
    assert.deepEqual(youSuck.lastTrick(full(c).G), {
      round: 1,
      index: 7,
      tick: T.TR,
      plays: [
        { seat: '1', card: 'red-1' },
        { seat: '2', card: 'blue-10' },
        { seat: '0', card: 'multi-12' },
      ],
      winner: '0',
    });
    // Round 2 (YS-3, YS-4): the owners are round 1's takers; seat 0 (+3) scores 3 at once; seat 1
    // (Choose Dealer) chooses before any card is dealt, and chooses itself (YS-12).
    G = full(c).G;
    assert.deepEqual([G.round, G.stage, G.toAct, G.dealer, G.scores], [2, 'choose-dealer', '1', '0', [9, 6, 0]]);
    assert.deepEqual(G.owners, row.taken);
    assert.deepEqual(G.hands, [[], [], []]);
    act(c, '1', 'chooseDealer', '1');
    G = full(c).G;
    // Take 11 (seat 1) gets multi-11, Extra Card (seat 2) one more suited card: 7, 8, 8 cards.
    assert.deepEqual([G.dealer, G.stage, G.toAct], ['1', 'choose-trump', '1']);
    assert.deepEqual(
      G.hands.map((h) => h.length),
      [7, 8, 8],
    );
    assert.ok(G.hands[1]!.includes('multi-11'));
    assert.equal(G.stock.length, 40 - 5 * 3 - 1);
    // The rest of the game, seeded: every row adds up, and round 3's owners are round 2's takers.
    autoplay(c, YouSuck, 200, (ms, i) => ms[(i * 11) % ms.length]!);
    G = full(c).G;
    const { ctx } = full(c);
    assert.equal(G.sheet.length, 3);
    assert.deepEqual(G.sheet[1]!.owners, row.taken);
    assert.equal(G.sheet[1]!.dealer, '1');
    assert.deepEqual(G.sheet[2]!.owners, G.sheet[1]!.taken);
    for (const [r, s] of G.sheet.entries()) {
      const before = r === 0 ? [0, 0, 0] : G.sheet[r - 1]!.totals;
      assert.deepEqual(
        s.points,
        s.totals.map((t, i) => t - before[i]!),
      );
    }
    assert.deepEqual(ctx.gameover.scores, { 0: G.scores[0], 1: G.scores[1], 2: G.scores[2] });
    assert.equal(G.stage, 'over');
  });
});
