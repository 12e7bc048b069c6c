// The You Suck fast simulator equals the pure rules (YS-4…YS-12), and its card and move numbers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as rules from '../../src/games/you-suck/rules.js';
import * as sim from '../../src/games/you-suck/sim.js';
import { checkSimEqualsRules } from './search-helpers.js';

describe('You Suck simulator equals the rules', () => {
  for (const numPlayers of [3, 4, 6]) {
    it(`${numPlayers} players: 80 seeded rounds, from every stage of round 1`, () => {
      const steps = checkSimEqualsRules(
        rules as never,
        sim as never,
        (shuffle) => rules.newGame({ numPlayers, dealer: '1', shuffle }),
        `ys-sim/${numPlayers}`,
        80,
      );
      // at least the 7n plays of each round
      assert.ok(steps > 80 * 7 * numPlayers * 0.5, `${steps} steps`);
    });
  }

  it('from each stage of YS-4 (choose dealer, trump, trade, bids) with those powers owned', () => {
    // 31 rounds start after 0…30 random moves (search-helpers), so every stage is a starting point.
    const owners: Partial<Record<rules.TickId, string>>[] = [
      { 'choose-dealer': '0', 'choose-trump': '1', 'trade-a-card': '2' },
      { 'choose-dealer': '2', 'trade-a-card': '0', 'take-11': '3', 'extra-card': '1' },
    ];
    for (const tickOwners of owners) {
      const numPlayers = Object.keys(tickOwners).length;
      const steps = checkSimEqualsRules(
        rules as never,
        sim as never,
        (shuffle) => rules.newGame({ numPlayers, dealer: '0', setupData: { tickOwners }, shuffle }),
        `ys-sim-powers/${numPlayers}`,
        31,
      );
      assert.ok(steps > 31 * 7 * numPlayers * 0.4, `${steps} steps`);
    }
  });

  it('card integers: colour × 12 + rank − 1, Zeros at 48–54, Multicolors 11–20 at 60–69', () => {
    assert.equal(sim.cardIndex('red-1'), 0);
    assert.equal(sim.cardIndex('yellow-10'), 45);
    assert.equal(sim.cardIndex('zero-7'), 54);
    assert.equal(sim.cardIndex('multi-11'), 60);
    assert.equal(sim.cardName(69), 'multi-20');
    for (const c of rules.DECK) assert.equal(sim.cardName(sim.cardIndex(c)), c);
  });

  it('moves round-trip: a play is Tick × 72 + card', () => {
    const moves = [
      { move: 'playCard', args: ['blue-7', 'take-0'] },
      { move: 'bid', args: [7] },
      { move: 'chooseTrump', args: ['yellow'] },
      { move: 'tradeCard', args: ['multi-20'] },
      { move: 'tradeCard', args: [null] },
      { move: 'chooseDealer', args: ['5'] },
    ];
    const numbers = moves.map(sim.gameMoveToSim);
    // take-0 is Tick 2, blue-7 card 18: 2 × 72 + 18
    assert.deepEqual(numbers, [162, 519, 523, 597, 600, 613]);
    assert.deepEqual(numbers.map(sim.simMoveToGame), moves);
  });

  it('a Tick goes to its highest Multicolor, then trump, then colour; only Zeros: nobody (YS-9)', () => {
    const s = rules.newGame({
      numPlayers: 3,
      dealer: '2',
      setupData: {
        tickOwners: { 'plus-3': '0', 'take-0': '1', 'take-11': '2' },
        deal: [
          ['zero-1', 'multi-12', 'red-1', 'red-5', 'blue-2', 'green-3', 'yellow-9'],
          ['zero-2', 'zero-3', 'multi-13', 'red-2', 'blue-9', 'blue-10', 'green-4', 'green-10'],
          ['multi-11', 'zero-4', 'multi-14', 'red-3', 'red-4', 'blue-1', 'green-5', 'yellow-10'],
        ],
      },
      shuffle: (x) => x,
    });
    for (const seat of ['0', '1', '2']) rules.bid(s, seat, 1);
    const x = sim.toSim(s, s.hands);
    const play = (card: string, tick: rules.TickId) =>
      sim.simApply(x, sim.gameMoveToSim({ move: 'playCard', args: [card, tick] }));
    // plus-3: zero, red-5 (sets red), red-2 would follow... seat 2 plays red-3: seat 0's red-5 leads.
    play('zero-1', 'plus-3');
    play('zero-2', 'plus-3');
    assert.equal(x.tickColour[1], -1);
    play('zero-4', 'plus-3'); // only Zeros: complete, nobody takes it
    assert.equal(x.tickLeader[1], -1);
    play('red-5', 'take-0');
    play('blue-10', 'take-0'); // seat 1 has no red: off colour, cannot win (no trump)
    play('multi-11', 'take-0'); // the Multicolor takes it
    assert.deepEqual([x.tickColour[2], x.tickLeader[2]], [0, 2]);
    assert.deepEqual(Array.from(x.tricksWon), [0, 0, 1]);
  });
});
