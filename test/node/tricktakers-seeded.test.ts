// TrickTakers: a full seeded 3-round game at 3 players on boardgame.io's reducer. Round 1 is
// dealt by hand (G-3) and played move by move, every trick, crown and point worked out by hand
// (TT-3, TT-6…TT-17); rounds 2 and 3 are dealt by the seed and checked for their order, first
// lead, setups and sums (TT-8, TT-9, TT-15, TT-18, TT-12).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import type { TtMove } from '../../src/games/tricktakers/rules.js';
import { G, go, match, playAll, refused, SEEDED_DEAL, SEEDED_TOP } from './tricktakers-positions.js';

const sorted = (ms: unknown[]) => ms.map((m) => JSON.stringify(m)).sort();
const enumerate = (m: ReturnType<typeof match>, seat: string) =>
  TrickTakers.ai!.enumerate(m.state.G, m.state.ctx, seat) as TtMove[];

describe('a full seeded game at 3 players', () => {
  it('round 1 by hand: King, Gambler, Hermit; 5 tricks; crowns and points', () => {
    const m = match(3, SEEDED_DEAL, SEEDED_TOP, '0', 'seeded-3');
    let g = G(m);
    assert.deepEqual(
      [g.round, g.rounds, g.stage, g.toAct, g.order, g.scores],
      [1, 3, 'select', '0', ['0', '1', '2'], [30, 30, 30]],
    );
    assert.deepEqual(g.hands, SEEDED_DEAL);
    assert.deepEqual([g.deck.length, g.deck.slice(0, 3)], [25, SEEDED_TOP]);
    // TT-7: clockwise from the first player; a character goes to one seat only (TT-6.2).
    go(m, '0', 'chooseCharacter', 'king');
    refused(m, '1', 'chooseCharacter', 'king');
    go(m, '1', 'chooseCharacter', 'gambler');
    g = go(m, '2', 'chooseCharacter', 'hermit');
    // TT-13: the King takes its Rare, then discards one other card face down.
    assert.deepEqual([g.stage, g.toAct, g.characters], ['king-discard', '0', ['king', 'gambler', 'hermit']]);
    assert.deepEqual(g.hands[0], [...SEEDED_DEAL[0]!, 'king-rare']);
    refused(m, '0', 'discard', ['king-rare']);
    refused(m, '0', 'discard', ['blue-2', 'red-9']);
    g = go(m, '0', 'discard', ['blue-2']);
    assert.deepEqual(
      [g.hands[0], g.discards[0]],
      [['red-9', 'red-8', 'black-9', 'white-flag-1', 'king-rare'], ['blue-2']],
    );
    // TT-14: the Gambler gains 20 at once, exchanges once (draws black 8, blue 8), passes, bids 2, bets 30.
    assert.deepEqual([g.stage, g.toAct, g.scores], ['exchange', '1', [30, 50, 30]]);
    g = go(m, '1', 'exchange', ['green-5', 'green-6']);
    assert.deepEqual([...g.hands[1]!].sort(), ['black-2', 'black-8', 'blue-8', 'blue-9', 'rare-1']);
    assert.deepEqual([g.discards[1], g.deck.length, g.deck[0], g.exchanges], [['green-5', 'green-6'], 23, 'red-1', 1]);
    g = go(m, '1', 'pass');
    assert.equal(g.stage, 'bid');
    refused(m, '1', 'bid', 5); // 0–4 with 3–5 players
    g = go(m, '1', 'bid', 2);
    assert.deepEqual([g.stage, g.bids], ['bet', [null, 2, null]]);
    for (const bad of [60, 25, 0, -10]) refused(m, '1', 'bet', bad); // multiple of 10, 10…min(50, 50)
    g = go(m, '1', 'bet', 30);
    // RN-9: the bet stays in the total until the round's end. TT-7: the first chooser leads.
    assert.deepEqual([g.stage, g.toAct, g.first, g.bets, g.scores], ['play', '0', '0', [0, 30, 0], [30, 50, 30]]);

    // Trick 1: red 9 led; the Gambler has no red and trumps with black 2 (TT-3 tier 5).
    playAll(m, [
      ['0', 'red-9'],
      ['1', 'black-2'],
    ]);
    // The Hermit must follow red (TT-2): red 2, red 3, its White Flag, or draw first (TT-17).
    assert.deepEqual(
      sorted(enumerate(m, '2')),
      sorted([
        { move: 'playCard', args: ['red-2', {}] },
        { move: 'playCard', args: ['red-3', {}] },
        { move: 'playCard', args: ['white-flag-2', {}] },
        { move: 'hermitDraw', args: [] },
      ]),
    );
    refused(m, '2', 'playCard', 'blue-3', {});
    g = playAll(m, [['2', 'red-3']]);
    assert.deepEqual([g.lastTrick!.winner, g.toAct, g.tricksWon], ['1', '1', [0, 1, 0]]);
    // Trick 2: blue 9 led; the Hermit follows with blue 3; the King trumps with black 9.
    g = playAll(m, [
      ['1', 'blue-9'],
      ['2', 'blue-3'],
      ['0', 'black-9'],
    ]);
    assert.deepEqual([g.lastTrick!.winner, g.tricksWon], ['0', [1, 1, 0]]);
    // Trick 3: red 8 led, blue 8; the Hermit draws red 1 and discards its White Flag, then must follow red.
    playAll(m, [
      ['0', 'red-8'],
      ['1', 'blue-8'],
    ]);
    g = go(m, '2', 'hermitDraw');
    assert.deepEqual(
      [g.stage, g.toAct, g.hands[2], g.deck.length],
      ['hermit-discard', '2', ['red-2', 'green-2', 'white-flag-2', 'red-1'], 22],
    );
    refused(m, '2', 'hermitDraw');
    refused(m, '2', 'playCard', 'red-1', {});
    g = go(m, '2', 'discard', ['white-flag-2']);
    assert.deepEqual([g.stage, g.toAct, g.discards[2], g.hermitDrew], ['play', '2', ['white-flag-2'], true]);
    assert.deepEqual(
      sorted(enumerate(m, '2')),
      sorted([
        { move: 'playCard', args: ['red-2', {}] },
        { move: 'playCard', args: ['red-1', {}] },
      ]), // it must follow red (green 2 is out); no second draw this turn
    );
    g = playAll(m, [['2', 'red-1']]);
    assert.deepEqual(g.lastTrick!.plays[2], { seat: '2', card: 'red-1', byHermit: true, drew: true });
    assert.deepEqual([g.lastTrick!.winner, g.tricksWon], ['0', [2, 1, 0]]);
    // Trick 4: the King's Rare; black 8 sets black as the lead; the Hermit has none.
    g = playAll(m, [
      ['0', 'king-rare'],
      ['1', 'black-8'],
      ['2', 'green-2'],
    ]);
    assert.deepEqual([g.lastTrick!.winner, g.tricksWon], ['0', [3, 1, 0]]);
    // Trick 5: White Flag led, Rare, red 2: the Rare wins (the Hermit's White Flag is gone).
    g = playAll(m, [
      ['0', 'white-flag-1'],
      ['1', 'rare-1'],
      ['2', 'red-2'],
    ]);
    // Round 1 (TT-10, TT-11): tricks 3, 2, 0. King 3 → +80; Gambler bid 2 hit → 90 + 30 = +120 (+20
    // earlier: 140 over the round); Hermit 0 → +50. Gold to the King (3, alone), black to the Hermit.
    assert.deepEqual(g.sheet[0], {
      round: 1,
      first: '0',
      characters: ['king', 'gambler', 'hermit'],
      bids: [null, 2, null],
      bets: [0, 30, 0],
      tricks: [3, 2, 0],
      points: [80, 140, 50],
      crowns: [1, 0, 0],
      blackCrowns: [0, 0, 1],
      kakumei: [],
      totals: [110, 170, 80],
    });
    assert.deepEqual([g.scores, g.crowns, g.blackCrowns, g.result], [[110, 170, 80], [1, 0, 0], [0, 0, 1], null]);
    // Round 2 (TT-8): the King player first (no King for it), then no crown by points: seat 2 (80),
    // seat 1 (170).
    assert.deepEqual([g.round, g.stage, g.order, g.toAct], [2, 'select', ['0', '2', '1'], '0']);
  });
});
