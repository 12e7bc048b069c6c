// You Suck: playing onto the seven Ticks (YS-6, YS-8, YS-9) in a hand-built position, the legal
// moves listed exactly, and every move refused with the state unchanged when wrong (G-4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { YouSuck } from '../../src/games/you-suck/game.js';
import { cardError, DECK, legalMoves, playCard, TICK_IDS, type YouSuckState } from '../../src/games/you-suck/rules.js';
import { act, client, full } from './contract.js';
import { inPlay, noShuffle, SEEDED } from './you-suck-positions.js';

/** 3 seats, dealer 0, trump green; seat 1 owns Take 11 (8 cards), seat 2 Extra Card (8 cards). */
const DEAL = [
  ['zero-1', 'multi-12', 'red-1', 'red-2', 'blue-1', 'blue-2', 'green-1'],
  ['multi-11', 'zero-2', 'multi-13', 'red-3', 'yellow-1', 'yellow-2', 'yellow-3', 'yellow-4'],
  ['zero-3', 'multi-14', 'red-4', 'red-5', 'blue-3', 'green-2', 'green-3', 'green-4'],
];

/** Plays `[seat, card, tick]` in order, each of which must be legal. */
function play(s: YouSuckState, moves: [string, string, string][]) {
  for (const [seat, card, tick] of moves) assert.equal(playCard(s, seat, [card, tick], noShuffle), null, card);
}

/**
 * Four plays in: Choose Trump is red (red-3), +3 blue after a Zero lead (zero-3, blue-1), Take 0
 * has no colour after a Multicolor lead (multi-11); seat 2 to play.
 */
function position(): YouSuckState {
  const s = inPlay(DEAL, 'green');
  play(s, [
    ['1', 'red-3', 'choose-trump'],
    ['2', 'zero-3', 'plus-3'],
    ['0', 'blue-1', 'plus-3'],
    ['1', 'multi-11', 'take-0'],
  ]);
  assert.deepEqual(
    s.ticks.map((t) => t.colour),
    ['red', 'blue', null, null, null, null, null],
  );
  return s;
}

describe('YS-6, YS-8: legal plays onto the Ticks', () => {
  it('legalMoves lists exactly the legal [card, Tick] pairs of the seat to play', () => {
    const s = position();
    const hand = ['multi-14', 'red-4', 'red-5', 'blue-3', 'green-2', 'green-3', 'green-4'];
    assert.deepEqual(s.hands[2], hand);
    const any = (tick: string) => hand.map((c) => [c, tick]);
    const expected = [
      ['multi-14', 'choose-trump'], // red: seat 2 holds red, so red or a Multicolor
      ['red-4', 'choose-trump'],
      ['red-5', 'choose-trump'],
      ['multi-14', 'plus-3'], // blue (set after the Zero lead): blue or a Multicolor
      ['blue-3', 'plus-3'],
      ...any('take-0'), // a Multicolor lead: anything
      ...any('choose-dealer'), // the four empty Ticks: anything
      ...any('take-11'),
      ...any('extra-card'),
      ...any('trade-a-card'),
    ];
    assert.equal(expected.length, 40);
    assert.deepEqual(
      legalMoves(s, '2'),
      expected.map((args) => ({ move: 'playCard', args })),
    );
    // Exactly: every other card of the deck on every Tick is refused.
    const listed = new Set(expected.map(([c, t]) => `${c} ${t}`));
    for (const card of DECK) {
      for (const tick of TICK_IDS) {
        assert.equal(cardError(s, '2', card, tick) === null, listed.has(`${card} ${tick}`), `${card} on ${tick}`);
      }
    }
    assert.deepEqual([legalMoves(s, '0'), legalMoves(s, '1')], [[], []]);
  });

  it('holding the colour, another suited card is refused; a Zero or Multicolor is not', () => {
    const s = position();
    play(s, [['2', 'red-4', 'extra-card']]);
    // Seat 0 holds blue-2: on the blue +3 Tick, red-2 is refused; zero-1 and multi-12 may go.
    assert.equal(cardError(s, '0', 'red-2', 'plus-3'), 'must-follow');
    assert.equal(cardError(s, '0', 'zero-1', 'plus-3'), null);
    assert.equal(cardError(s, '0', 'multi-12', 'plus-3'), null);
    // Seat 0 holds red-1 and red-2: on the red Choose Trump Tick, green-1 is refused.
    assert.equal(cardError(s, '0', 'green-1', 'choose-trump'), 'must-follow');
  });

  it('void in the colour, any card goes', () => {
    const s = position();
    play(s, [
      ['2', 'green-2', 'choose-dealer'], // Choose Dealer is green
      ['0', 'green-1', 'take-11'],
    ]);
    // Seat 1 holds no green: yellow-1 may go on the green Tick.
    assert.equal(cardError(s, '1', 'yellow-1', 'choose-dealer'), null);
    // Seat 1 holds no blue either: yellow-2 on the blue +3 Tick completes it.
    play(s, [['1', 'yellow-2', 'plus-3']]);
    // +3: zero-3, blue-1, yellow-2; trump green absent; highest blue, blue-1 → seat 0.
    assert.deepEqual([s.ticks[1]!.taker, s.tricksWon], ['0', [1, 0, 0]]);
  });

  it('a complete Tick takes no more cards', () => {
    const s = position();
    play(s, [
      ['2', 'red-4', 'choose-trump'],
      ['0', 'red-1', 'choose-trump'], // complete: red-3, red-4, red-1; no green → red-4, seat 2
    ]);
    assert.deepEqual([s.ticks[0]!.taker, s.trickCount, s.lastTick!.id], ['2', 1, 'choose-trump']);
    assert.equal(cardError(s, '1', 'multi-13', 'choose-trump'), 'tick-complete');
    assert.ok(legalMoves(s, '1').every((m) => m.args[1] !== 'choose-trump'));
  });

  it('a seat may play twice onto one Tick, and takes it with either card', () => {
    const s = position();
    play(s, [
      ['2', 'green-3', 'extra-card'],
      ['0', 'zero-1', 'take-11'],
      ['1', 'yellow-1', 'take-0'], // seat 1's second card on Take 0
      ['2', 'green-4', 'take-0'], // complete: multi-11, yellow-1, green-4 → multi-11, seat 1
    ]);
    assert.deepEqual(
      s.ticks[2]!.plays.map((p) => p.seat),
      ['1', '1', '2'],
    );
    assert.deepEqual([s.ticks[2]!.taker, s.tricksWon], ['1', [0, 1, 0]]);
  });

  it('turns go clockwise one card at a time, whoever takes a Tick (YS-6)', () => {
    const s = position();
    assert.equal(s.toAct, '2');
    play(s, [
      ['2', 'red-4', 'choose-trump'],
      ['0', 'red-1', 'choose-trump'], // seat 2 takes it; seat 1 still plays next
    ]);
    assert.deepEqual([s.toAct, s.played], ['1', 6]);
  });
});

/** Asserts that `seat`'s `move(...args)` is refused: the same `_stateID` and `G` (G-4). */
function refuses(c: ReturnType<typeof client>, seat: string, move: string, ...args: unknown[]) {
  const before = full(c);
  act(c, seat, move, ...args);
  assert.equal(full(c)._stateID, before._stateID, `${move}(${JSON.stringify(args)}) by ${seat}`);
  assert.deepEqual(full(c).G, before.G);
}

describe('G-4: a wrong move is refused and changes nothing', () => {
  it('chooseDealer: out of turn, not a seat, two arguments', () => {
    const c = client(YouSuck, { tickOwners: { 'choose-dealer': '1', 'plus-3': '0', 'take-0': '2' } }, 's', 3);
    // '00' and '01' name seats 0 and 1 by number, but seat ids are exactly "0"…"n-1" (G-1).
    for (const seat of ['3', '-1', 1, null, 'x', '00', '01']) refuses(c, '1', 'chooseDealer', seat);
    refuses(c, '0', 'chooseDealer', '0');
    refuses(c, '1', 'chooseDealer', '0', '1');
    refuses(c, '1', 'bid', 1);
    act(c, '1', 'chooseDealer', '0');
    assert.equal(full(c).G.dealer, '0');
  });
  it('chooseTrump: out of turn, not a colour', () => {
    const c = client(
      YouSuck,
      { dealer: '0', tickOwners: { 'choose-trump': '2', 'plus-3': '0', 'take-0': '1' } },
      's',
      3,
    );
    assert.equal(full(c).G.toAct, '2');
    for (const colour of ['purple', 'Red', 1, null, ['red']]) refuses(c, '2', 'chooseTrump', colour);
    refuses(c, '0', 'chooseTrump', 'red');
    refuses(c, '2', 'tradeCard', null);
    act(c, '2', 'chooseTrump', 'red');
    assert.equal(full(c).G.trump, 'red');
  });
  it('tradeCard: out of turn, a card not held, not a card, no argument', () => {
    const sd = SEEDED();
    const c = client(YouSuck, { ...sd, tickOwners: { 'trade-a-card': '1', 'plus-3': '0', 'take-0': '2' } }, 's', 3);
    refuses(c, '1', 'tradeCard', 'red-10'); // seat 0's card
    refuses(c, '1', 'tradeCard', 'purple-3');
    refuses(c, '1', 'tradeCard', 7);
    refuses(c, '1', 'tradeCard');
    refuses(c, '0', 'tradeCard', null);
    act(c, '1', 'tradeCard', null);
    assert.equal(full(c).G.stage, 'bid');
  });
  it('bid: out of 0–7, not a whole number, out of turn', () => {
    const c = client(YouSuck, { dealer: '0', tickOwners: { 'plus-3': '0', 'take-0': '1', 'take-11': '2' } }, 's', 3);
    assert.equal(full(c).G.toAct, '1');
    for (const n of [8, -1, '3', 2.5, null]) refuses(c, '1', 'bid', n);
    refuses(c, '0', 'bid', 1);
    refuses(c, '1', 'chooseDealer', '1');
    act(c, '1', 'bid', 7);
    assert.deepEqual(full(c).G.bids, [null, 7, null]);
  });
  it('playCard: one argument, an unknown Tick, a card not held, must follow, a complete Tick, out of turn', () => {
    const c = client(
      YouSuck,
      { dealer: '0', tickOwners: { 'plus-3': '0', 'take-11': '1', 'extra-card': '2' }, deal: DEAL },
      's',
      3,
    );
    for (const seat of ['1', '2', '0']) act(c, seat, 'bid', 1);
    assert.equal(full(c).G.stage, 'play');
    act(c, '1', 'playCard', 'red-3', 'choose-trump');
    act(c, '2', 'playCard', 'red-4', 'choose-trump');
    act(c, '0', 'playCard', 'red-1', 'choose-trump');
    assert.equal(full(c).G.ticks[0].taker, '2');
    refuses(c, '1', 'playCard', 'yellow-1');
    refuses(c, '1', 'playCard', ['yellow-1', 'plus-3']);
    refuses(c, '1', 'playCard', 'yellow-1', 'plus-4');
    refuses(c, '1', 'playCard', 'yellow-1', 'plus-3', 'take-0');
    refuses(c, '1', 'playCard', 'red-2', 'plus-3'); // seat 0's card
    refuses(c, '1', 'playCard', 'yellow-1', 'choose-trump'); // complete
    refuses(c, '2', 'playCard', 'green-2', 'plus-3'); // out of turn
    refuses(c, '1', 'bid', 1);
    act(c, '1', 'playCard', 'yellow-1', 'plus-3');
    act(c, '2', 'playCard', 'green-2', 'take-0'); // Take 0 is green
    refuses(c, '0', 'playCard', 'red-2', 'take-0'); // seat 0 holds green-1: must follow
    act(c, '0', 'playCard', 'green-1', 'take-0');
    assert.equal(full(c).G.played, 6);
  });
});
