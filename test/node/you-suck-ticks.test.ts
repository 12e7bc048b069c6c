// You Suck: the cards (YS-1), the Tick values (YS-2), a Tick's colour (YS-7), following on a
// Tick (YS-8), the voids a round shows, and who takes a Tick (YS-9), with values worked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { voidsFromHistory } from '../../src/games/common/follow.js';
import {
  cardValue,
  DECK,
  FOLLOW,
  MULTIS,
  playableOnTick,
  SUITED,
  TICK_IDS,
  TICK_VALUES,
  tickColour,
  tickWinner,
  ZEROS,
} from '../../src/games/you-suck/rules.js';

const plays = (...cards: string[]) => cards.map((card) => ({ card }));

describe('YS-1 cards and YS-2 Tick values', () => {
  it('57 distinct cards: 40 suited 1–10 in four colours, zero-1…zero-7, multi-11…multi-20', () => {
    assert.deepEqual(
      [SUITED.length, ZEROS.length, MULTIS.length, DECK.length, new Set(DECK).size],
      [40, 7, 10, 57, 57],
    );
    assert.deepEqual(
      [SUITED[0], SUITED[39], ZEROS[6], MULTIS[0], MULTIS[9]],
      ['red-1', 'yellow-10', 'zero-7', 'multi-11', 'multi-20'],
    );
  });
  it('a Zero is worth 0 whatever its number; other cards their rank', () => {
    assert.deepEqual(['zero-7', 'zero-1', 'green-4', 'multi-17'].map(cardValue), [0, 0, 4, 17]);
  });
  it('the seven Ticks in the order of the YS-2 table, with their round-3 values', () => {
    assert.deepEqual(
      TICK_IDS.map((id) => TICK_VALUES[id]),
      [-5, 3, 0, 5, -5, 5, -5],
    );
    assert.deepEqual(TICK_IDS, [
      'choose-trump',
      'plus-3',
      'take-0',
      'choose-dealer',
      'take-11',
      'extra-card',
      'trade-a-card',
    ]);
  });
});

describe("YS-7 a Tick's colour", () => {
  it('the first suited card gives the Tick its colour', () => {
    assert.equal(tickColour(plays('blue-2', 'red-9')), 'blue');
  });
  it('a Zero lead sets nothing; the next card above 0 sets it', () => {
    assert.equal(tickColour(plays('zero-3')), null);
    assert.equal(tickColour(plays('zero-3', 'zero-5')), null);
    assert.equal(tickColour(plays('zero-3', 'zero-5', 'green-4', 'red-8')), 'green');
  });
  it('a Multicolor as the first card above 0 leaves the Tick with no colour, whatever follows', () => {
    assert.equal(tickColour(plays('multi-14', 'red-3', 'blue-9')), null);
    assert.equal(tickColour(plays('zero-2', 'multi-11', 'red-5')), null);
  });
});

describe('YS-8 following on a Tick', () => {
  const hand = ['red-3', 'blue-4', 'zero-1', 'multi-16', 'red-7'];
  it('holding the colour: only that colour, Zeros and Multicolors', () => {
    assert.deepEqual(playableOnTick(hand, plays('red-9')), ['red-3', 'zero-1', 'multi-16', 'red-7']);
  });
  it('void in the colour: any card', () => {
    assert.deepEqual(playableOnTick(hand, plays('green-2', 'zero-6')), hand);
  });
  it('an empty Tick, a Tick of Zeros only, and a Multicolor-led Tick accept any card', () => {
    for (const on of [plays(), plays('zero-4', 'zero-2'), plays('multi-20', 'red-1')]) {
      assert.deepEqual(playableOnTick(hand, on), hand);
    }
  });
  it('after a Zero lead, the card that set the colour must be followed', () => {
    assert.deepEqual(playableOnTick(hand, plays('zero-4', 'blue-8')), ['blue-4', 'zero-1', 'multi-16']);
  });
  it('the Ticks show voids: a suited card off the colour, not a Zero or Multicolor, nor before the colour', () => {
    const ticks = [
      // red Tick: seat 1 plays green (void in red), seat 2 a Zero (shows nothing)
      { plays: [p('0', 'red-4'), p('1', 'green-2'), p('2', 'zero-1')] },
      // Zero lead: seat 0's yellow sets yellow; seat 2's blue after it shows a yellow void
      { plays: [p('1', 'zero-2'), p('0', 'yellow-5'), p('2', 'blue-3')] },
      // Multicolor lead: nothing to follow, nothing shown
      { plays: [p('0', 'multi-13'), p('1', 'blue-7'), p('2', 'red-1')] },
    ];
    assert.deepEqual(
      voidsFromHistory(3, ticks, FOLLOW).map((v) => [...v]),
      [[], ['red'], ['yellow']],
    );
  });
});

function p(seat: string, card: string) {
  return { seat, card };
}

describe('YS-9 who takes a Tick', () => {
  it('1. the highest Multicolor, above any trump', () => {
    assert.equal(tickWinner(['red-10', 'multi-12', 'multi-18', 'blue-9'], 'blue'), 2);
    assert.equal(tickWinner(['blue-10', 'multi-11', 'zero-1'], 'blue'), 1);
  });
  it('2. without a Multicolor, the highest card of the trump colour, whatever the Tick colour', () => {
    assert.equal(tickWinner(['red-3', 'blue-2', 'red-10', 'blue-1'], 'blue'), 1);
  });
  it('3. without trump on the Tick, the highest card of its colour; off-colour cards never win', () => {
    assert.equal(tickWinner(['red-3', 'green-9', 'red-5'], 'blue'), 2);
    assert.equal(tickWinner(['yellow-4', 'yellow-9', 'red-10'], null), 1);
  });
  it('3. after a Zero lead, the colour is the first card above 0', () => {
    assert.equal(tickWinner(['zero-2', 'green-3', 'red-10', 'green-8'], null), 3);
    assert.equal(tickWinner(['zero-1', 'zero-2', 'red-1'], 'yellow'), 2);
  });
  it('4. only Zeros: nobody takes it', () => {
    assert.equal(tickWinner(['zero-1', 'zero-5', 'zero-7'], 'red'), null);
  });
  it('the issue example: trump blue beats the red Tick', () => {
    assert.equal(tickWinner(['red-3', 'blue-9', 'red-5'], 'blue'), 1);
  });
});
