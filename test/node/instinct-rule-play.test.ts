// The Instinct rule bot's play on hand-built positions (IN-5, IN-6, rulebook "Strategy"),
// computed by hand from its rule. Its bids, fairness and seeds are in ./instinct-bots.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bidTotal } from '../../src/games/instinct/rules.js';
import { instinctKnowledge } from '../../src/games/instinct/knowledge.js';
import { winProb } from '../../src/bots/trick-knowledge.js';
import { playMode } from '../../src/bots/trick-tactics.js';
import { card, type Plays } from './bots-helpers.js';
import { playView, ruleMove } from './instinct-positions.js';

describe('Instinct rule bot: play (IN-5, IN-6, rulebook "Strategy")', () => {
  it('at its bid it ducks under the trick with its highest card that cannot win', async () => {
    // Seat 1 led green-9 and seat 3 holds the trick with green-11. Seat 0 must follow green:
    // green-12 would take it; 10, 6 and 2 cannot. green-10 is the most dangerous of those
    // (no higher green is left unseen but seat 0's own 12), so it goes now.
    const G = playView({
      hand: [
        'green-2',
        'green-6',
        'green-10',
        'green-12',
        'blue-3',
        'blue-7',
        'red-4',
        'red-8',
        'white-1',
        'white-5',
        'black-2',
      ],
      bids: [1, 3, 2, 3],
      tricksWon: [1, 0, 0, 0],
      current: [
        ['1', 'green-9'],
        ['2', 'green-3'],
        ['3', 'green-11'],
      ],
      dealer: '1',
    });
    const k = instinctKnowledge(G, '0');
    assert.equal(playMode(k), 'duck');
    assert.equal(winProb(k, 'green-12'), 1);
    assert.equal(winProb(k, 'green-10'), 0);
    assert.deepEqual(await ruleMove(G), card('green-10'));
  });

  it('short of its bid and last to play, it wins with the cheapest winning card', async () => {
    // blue-5, blue-9, blue-2: blue-10 and blue-12 both take the trick for sure. Needing 4
    // tricks, it keeps the 12 (still a likely trick later) and wins with the 10.
    const G = playView({
      hand: [
        'blue-10',
        'blue-12',
        'trump-1',
        'red-12',
        'white-11',
        'white-4',
        'green-5',
        'green-7',
        'black-3',
        'black-8',
        'red-6',
      ],
      bids: [4, 3, 2, 3],
      current: [
        ['1', 'blue-5'],
        ['2', 'blue-9'],
        ['3', 'blue-2'],
      ],
      dealer: '1',
    });
    const k = instinctKnowledge(G, '0');
    assert.equal(playMode(k), 'win');
    assert.equal(winProb(k, 'blue-10'), 1);
    assert.equal(winProb(k, 'blue-12'), 1);
    assert.deepEqual(await ruleMove(G), card('blue-10'));
  });

  it('void and short of its bid, it trumps last in the trick, where no trump can follow (IN-6)', async () => {
    const G = playView({
      hand: [
        'trump-2',
        'white-12',
        'white-4',
        'green-11',
        'green-3',
        'black-6',
        'black-9',
        'blue-2',
        'blue-7',
        'white-8',
        'black-1',
      ],
      bids: [3, 3, 3, 2],
      current: [
        ['1', 'red-6'],
        ['2', 'red-12'],
        ['3', 'red-9'],
      ],
      dealer: '1',
    });
    assert.equal(winProb(instinctKnowledge(G, '0'), 'trump-2'), 1);
    assert.deepEqual(await ruleMove(G), card('trump-2'));
  });

  it('at its bid and void in the suit led, it discards its most dangerous card, not the trump that would win', async () => {
    // Void in red: any card may be played (IN-5). trump-2 would take the lead (only seat 1
    // could still overtrump); white-12 cannot win a red trick and is its worst card to keep.
    const G = playView({
      hand: [
        'trump-2',
        'white-12',
        'white-4',
        'green-11',
        'green-3',
        'black-6',
        'black-9',
        'blue-2',
        'blue-7',
        'white-8',
        'black-1',
      ],
      bids: [1, 3, 3, 2],
      tricksWon: [1, 0, 0, 0],
      current: [
        ['2', 'red-6'],
        ['3', 'red-9'],
      ],
      dealer: '2',
    });
    assert.ok(winProb(instinctKnowledge(G, '0'), 'trump-2') > 0.9);
    assert.deepEqual(await ruleMove(G), card('white-12'));
  });

  it('following a trump lead (IN-5: any card may be played) it sheds or trumps as its bid needs', async () => {
    const hand = [
      'trump-2',
      'white-12',
      'white-4',
      'green-11',
      'green-3',
      'black-6',
      'black-9',
      'blue-2',
      'blue-7',
      'red-8',
      'black-1',
    ];
    const current: Plays = [
      ['1', 'trump-5'],
      ['2', 'red-2'],
      ['3', 'green-5'],
    ];
    // Short of its bid and last: its trump card is the last one, so it takes the trick (IN-6).
    const short = playView({ hand, bids: [3, 3, 3, 2], current, dealer: '1' });
    assert.deepEqual(await ruleMove(short), card('trump-2'));
    // At its bid: no suit card can beat a trump, so its most dangerous suit card goes free.
    const atBid = playView({ hand, bids: [1, 3, 3, 2], tricksWon: [1, 0, 0, 0], current, dealer: '1' });
    assert.equal(winProb(instinctKnowledge(atBid, '0'), 'white-12'), 0);
    assert.deepEqual(await ruleMove(atBid), card('white-12'));
  });

  it("the rulebook's underbid example: with a blue 12 and a trump for its bid of 2, it does not capture with its red 9", async () => {
    // Seats 1–3 played red-5, red-7, red-2; seat 0 is last and red-9 would take the trick.
    const hand = [
      'red-9',
      'red-3',
      'blue-12',
      'trump-4',
      'green-4',
      'black-2',
      'black-5',
      'white-2',
      'white-6',
      'green-6',
      'green-8',
    ];
    const current: Plays = [
      ['1', 'red-5'],
      ['2', 'red-7'],
      ['3', 'red-2'],
    ];
    const at = (bids: number[]) => playView({ hand, bids, current, dealer: '1' });
    assert.equal(bidTotal(at([2, 2, 3, 2])).table, 'underbid');
    assert.deepEqual(await ruleMove(at([2, 2, 3, 2])), card('red-3'));
    assert.deepEqual(await ruleMove(at([2, 3, 3, 3])), card('red-3'));
    // Overbid (13 > 11): it captures the trick it would otherwise duck, with the cheapest sure winner.
    assert.equal(bidTotal(at([2, 4, 4, 3])).table, 'overbid');
    assert.deepEqual(await ruleMove(at([2, 4, 4, 3])), card('red-9'));
  });

  it('never plays a trump card while it holds the suit led (IN-5)', async () => {
    const G = playView({
      hand: [
        'trump-1',
        'trump-2',
        'red-3',
        'white-12',
        'white-4',
        'green-11',
        'green-3',
        'black-6',
        'black-9',
        'blue-2',
        'blue-7',
      ],
      bids: [4, 3, 3, 2],
      current: [['1', 'red-12']],
      dealer: '1',
    });
    assert.deepEqual(await ruleMove(G), card('red-3'));
  });
});
