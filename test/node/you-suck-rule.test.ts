// The You Suck rule bot (src/games/you-suck/rule-bot.ts): its powers, bids and plays on
// hand-built positions, each worked out by hand from its rule (YS-4…YS-10).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seatView } from '../../src/games/common/view.js';
import * as rules from '../../src/games/you-suck/rules.js';
import { chooseTrade, chooseTrump, youSuckRule } from '../../src/games/you-suck/rule-bot.js';
import { SEEDED, T, game, inPlay } from './you-suck-positions.js';

/** The rule bot's move for the seat to act, from its own view (G-5). */
function ruleMove(s: rules.YouSuckState) {
  const seat = s.toAct!;
  const view = seatView(s, seat, { private: ['traded'], secret: ['stock'] });
  return youSuckRule(view, {}, seat, rules.legalMoves(s, seat), () => 0.5);
}
const play = (s: rules.YouSuckState, seat: string, card: string, tick: string) =>
  assert.equal(
    rules.playCard(s, seat, [card, tick], (x) => x),
    null,
  );

/**
 * 3 players, dealer 0, bids 1, 1, 1, seat 1 to play first (inPlay): seat 0 (+3) holds a Zero, the
 * Multicolor 12 and red 1–5; seat 1 (Take 11) the 11, a Zero, the 13 and blue 1–5; seat 2
 * (Extra Card) a Zero, the 14 and green 1–6. No trump.
 */
const DEAL = [
  ['zero-1', 'multi-12', 'red-1', 'red-2', 'red-3', 'red-4', 'red-5'],
  ['multi-11', 'zero-2', 'multi-13', 'blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5'],
  ['zero-3', 'multi-14', 'green-1', 'green-2', 'green-3', 'green-4', 'green-5', 'green-6'],
];

describe('You Suck rule bot: powers (YS-4)', () => {
  it('names itself dealer, so that it bids last (YS-5)', () => {
    const s = game({ tickOwners: { 'choose-dealer': '2', 'plus-3': '0', 'take-0': '1' } });
    assert.deepEqual(ruleMove(s), { move: 'chooseDealer', args: ['2'] });
  });

  it('names the colour its cards are strongest in', () => {
    // SEEDED seat 0: red 10 and 2 weigh (10 + 3) + (2 + 3) = 18; blue 5 8; green 7 10; yellow 3 6.
    const s = game(SEEDED());
    assert.deepEqual(ruleMove(s), { move: 'chooseTrump', args: ['red'] });
    assert.equal(chooseTrump(['blue-9', 'green-4', 'green-3', 'zero-1']), 'green'); // 7 + 6 = 13 > 12
  });

  it('trades a middling plain card (3–7, nearest 5), or declines', () => {
    // SEEDED seat 1 after trump blue: red 9, blue 9 and 1, green 1, yellow 10: none is 3–7.
    const s = game(SEEDED());
    assert.equal(rules.chooseTrump(s, '0', 'blue'), null);
    assert.deepEqual(ruleMove(s), { move: 'tradeCard', args: [null] });
    // 4 and 6 are both 1 from 5: the lower goes; a trump 5 or a Zero never does.
    assert.equal(chooseTrade(['red-6', 'green-4', 'blue-5', 'zero-1', 'red-10'], 'blue'), 'green-4');
    assert.equal(chooseTrade(['blue-5', 'zero-1', 'multi-15', 'red-9'], 'blue'), null);
  });
});

describe('You Suck rule bot: bids (YS-5, YS-10)', () => {
  it('bids its sure winners, then reads the table: 5, then 3 after a 5, then 1', () => {
    // Dealer 0, so seat 1 bids first, then 2, then 0. No trump.
    const s = game({
      tickOwners: { 'plus-3': '0', 'take-0': '1', 'extra-card': '2' },
      deal: [
        ['zero-1', 'multi-12', 'red-1', 'red-2', 'blue-1', 'blue-2', 'green-1'],
        ['zero-2', 'zero-3', 'multi-20', 'yellow-10', 'yellow-9', 'yellow-8', 'red-10', 'blue-10'],
        ['zero-4', 'multi-19', 'green-10', 'green-9', 'green-8', 'red-9', 'red-8', 'blue-8'],
      ],
    });
    // Seat 1: the Multicolor 20 takes a Tick for sure; its yellows 10, 9, 8 and its 10s have no
    // higher card of their colour out, so each loses only to a Multicolor another seat may play
    // (2 held: 1 − 0.3 × 0.3 × 2 = 0.82): 1 + 5 × 0.82 = 5.1 Ticks expected. It bids 5.
    assert.deepEqual(ruleMove(s), { move: 'bid', args: [5] });
    assert.equal(rules.bid(s, '1', 5), null);
    // Seat 2 expects 5.5 alone (the 19 0.95, green 10–8 0.82, red 9–8 0.73, blue 8 0.64), but
    // with seat 1's 5 and seat 0's share (0.85 × 1.5 / 2) the table claims 11.1 of 7 Ticks:
    // its chances shrink by 7 / 11.1 to 3.5 expected. It bids 3.
    assert.deepEqual(ruleMove(s), { move: 'bid', args: [3] });
    assert.equal(rules.bid(s, '2', 3), null);
    // Seat 0: the 12 takes a Tick with chance 0.6 and, ducking, 0.5 (seven higher Multicolors
    // out); its low cards about 0.05 each. A bid of 0 is made with chance 0.38 (3.8 points of
    // 10), a bid of 1 with 0.68 (4.8 points of 7: play steers near misses onto it). It bids 1.
    assert.deepEqual(ruleMove(s), { move: 'bid', args: [1] });
  });
});

describe('You Suck rule bot: play (YS-6…YS-10)', () => {
  it('short of its bid, it completes a Tick with the one card that takes it', () => {
    const s = inPlay(DEAL);
    play(s, '1', 'blue-5', T.P3);
    play(s, '2', 'green-6', T.P3); // seat 2 holds no blue: off the colour, it cannot take +3
    // Seat 0 (bid 1, none taken) completes +3: a red would leave it to blue 5 (YS-9); the
    // Multicolor 12 takes it for sure. Anywhere else the 12 leads an open Tick the 13 and 14 can pass.
    assert.deepEqual(ruleMove(s), { move: 'playCard', args: ['multi-12', T.P3] });
  });

  it('at its bid, it throws its highest card under a Multicolor rather than lead a Tick', () => {
    const s = inPlay(DEAL);
    play(s, '1', 'blue-5', T.P3);
    play(s, '2', 'green-6', T.P3);
    play(s, '0', 'multi-12', T.P3); // seat 0 takes +3: bid made
    play(s, '1', 'multi-13', T.T0); // a Multicolor lead: Take 0 has no colour (YS-7)
    play(s, '2', 'green-5', T.T0);
    // Every other Tick is empty, so any red there would lead it. Completing Take 0 under the 13
    // takes nothing; of the reds it throws the 5, the most dangerous, and keeps its Zero.
    assert.deepEqual(ruleMove(s), { move: 'playCard', args: ['red-5', T.T0] });
  });

  it('at its bid, with every open Tick led by nothing above 0, it plays its Zero', () => {
    const s = inPlay(DEAL);
    play(s, '1', 'blue-5', T.P3);
    play(s, '2', 'green-6', T.P3);
    play(s, '0', 'multi-12', T.P3);
    play(s, '1', 'multi-13', T.T0);
    play(s, '2', 'green-5', T.T0);
    play(s, '0', 'red-5', T.T0);
    play(s, '1', 'zero-2', T.CD);
    play(s, '2', 'zero-3', T.T11);
    // Open: Choose Trump, Choose Dealer (a Zero), Take 11 (a Zero), Extra Card, Trade: any red
    // would be the first card above 0 and lead (YS-7). Only the Zero leads nothing.
    const move = ruleMove(s);
    assert.equal(move.args[0], 'zero-1');
  });

  it('takes the +5 Tick rather than the −5 one in round 3, the other way in round 1', () => {
    const position = (round: number) => {
      const s = inPlay(DEAL);
      s.round = round;
      play(s, '1', 'blue-5', T.CT);
      play(s, '2', 'green-6', T.CT);
      play(s, '0', 'zero-1', T.T0);
      play(s, '1', 'blue-4', T.EC);
      play(s, '2', 'green-5', T.EC);
      return s;
    };
    // Choose Trump and Extra Card each hold 2 cards led by blue: the Multicolor 12 completes and
    // takes either, and its bid of 1 is made either way. In round 3 Extra Card is worth +5 and
    // Choose Trump −5 (YS-2); in round 1 their powers next round, 0.5 and 0.3 points.
    assert.deepEqual(ruleMove(position(3)), { move: 'playCard', args: ['multi-12', T.EC] });
    assert.deepEqual(ruleMove(position(1)), { move: 'playCard', args: ['multi-12', T.CT] });
  });
});
