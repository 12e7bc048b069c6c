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
    assert.deepEqual([g.deck.length, g.deckSize, g.deck.slice(0, 3)], [25, 25, SEEDED_TOP]);
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
    assert.deepEqual([g.discards[1], g.deckSize, g.deck[0], g.exchanges], [['green-5', 'green-6'], 23, 'red-1', 1]);
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
    rounds2and3(m);
  });
});

/**
 * Rounds 2 and 3 of the seeded game, dealt by the seed (the hands are asserted first, so a change of
 * shuffle shows as such); every trick below was checked by hand against TT-3/TT-4.
 */
function rounds2and3(m: ReturnType<typeof match>) {
  let g = G(m);
  assert.deepEqual(g.hands, [
    ['blue-3', 'rare-1', 'red-7', 'blue-7', 'blue-4'],
    ['black-2', 'black-9', 'red-1', 'blue-1', 'black-8'],
    ['green-5', 'black-3', 'white-flag-1', 'green-4', 'blue-8'],
  ]);
  refused(m, '0', 'chooseCharacter', 'king'); // TT-8: last round's King may not take it again
  go(m, '0', 'chooseCharacter', 'berserker');
  go(m, '2', 'chooseCharacter', 'king');
  go(m, '1', 'chooseCharacter', 'resistance');
  g = go(m, '2', 'discard', ['green-5']);
  // TT-18: the Berserker's dealt hand goes face down; it holds the Berserker card and 4 of the 6.
  assert.deepEqual(g.discards[0], ['blue-3', 'rare-1', 'red-7', 'blue-7', 'blue-4']);
  assert.deepEqual(g.hands[0], ['berserker', 'berserker-rare', 'red-10', 'green-10', 'black-10']);
  assert.deepEqual([...g.spare].sort(), ['berserker-white-flag', 'blue-10']);
  // TT-9: without a crown, seat 2 (80) has fewer points than seat 1 (170): it leads.
  assert.deepEqual([g.stage, g.first, g.toAct], ['play', '2', '2']);
  const tricks2: [string, string, 'kakumei'?][][] = [
    [
      ['2', 'black-3'],
      ['0', 'berserker'],
      ['1', 'black-2'],
    ], // no 1 in it: the Berserker card → 0
    [
      ['0', 'berserker-rare'],
      ['1', 'red-1', 'kakumei'],
      ['2', 'white-flag-1'],
    ], // Kakumei: any WF first → 2
    [
      ['2', 'green-4'],
      ['0', 'green-10'],
      ['1', 'black-9'],
    ], // black → 1
    [
      ['1', 'blue-1'],
      ['2', 'blue-8'],
      ['0', 'red-10'],
    ], // blue led, no blue 10: blue 8 → 2
    [
      ['2', 'king-rare'],
      ['0', 'black-10'],
      ['1', 'black-8'],
    ], // Rare → 2
  ];
  const winners2 = tricks2.map((t) => playAll(m, t).lastTrick!.winner);
  assert.deepEqual(winners2, ['0', '2', '1', '2', '2']);
  g = G(m);
  // Berserker 1 trick −10, Resistance (lost its Kakumei trick) 0, King 3 tricks +80; gold to seat 2.
  assert.deepEqual(g.sheet[1], {
    round: 2,
    first: '2',
    characters: ['berserker', 'resistance', 'king'],
    bids: [null, null, null],
    bets: [0, 0, 0],
    tricks: [1, 1, 3],
    points: [-10, 0, 80],
    crowns: [0, 0, 1],
    blackCrowns: [0, 0, 0],
    kakumei: [],
    totals: [100, 170, 160],
  });
  // Round 3 (TT-8): the King player (2), then no crown (1), then crowned (0); TT-9: seat 1 leads.
  assert.deepEqual([g.round, g.order, g.crowns, g.blackCrowns], [3, ['2', '1', '0'], [1, 0, 1], [0, 0, 1]]);
  assert.deepEqual(g.hands, [
    ['red-2', 'green-5', 'green-4', 'black-3', 'green-1'],
    ['red-1', 'rare-2', 'red-5', 'white-flag-1', 'blue-7'],
    ['blue-6', 'green-9', 'red-8', 'red-9', 'black-2'],
  ]);
  go(m, '2', 'chooseCharacter', 'hermit');
  go(m, '1', 'chooseCharacter', 'gambler');
  g = go(m, '0', 'chooseCharacter', 'berserker');
  assert.deepEqual([g.stage, g.scores], ['exchange', [100, 190, 160]]); // +20 again (TT-14)
  go(m, '1', 'pass');
  go(m, '1', 'bid', 0);
  g = go(m, '1', 'pass'); // no bet
  // TT-15: after the setups, the Hermit (1 black crown) spends it: blue 6 out, the deck's top in.
  assert.deepEqual(
    [g.stage, g.toAct, g.hands[0]],
    ['black-crowns', '2', ['berserker', 'berserker-white-flag', 'red-10', 'berserker-rare', 'blue-10']],
  );
  refused(m, '2', 'spendBlackCrown', ['blue-6', 'blue-6']);
  const top = g.deck[0];
  g = go(m, '2', 'spendBlackCrown', ['blue-6']);
  assert.deepEqual(
    [top, g.hands[2], g.discards[2], g.blackCrowns, g.spent],
    ['black-8', ['green-9', 'red-8', 'red-9', 'black-2', 'black-8'], ['blue-6'], [0, 0, 0], [0, 0, 1]],
  );
  assert.deepEqual([g.stage, g.first, g.toAct], ['play', '1', '1']);
  const tricks3: [string, string][][] = [
    [
      ['1', 'red-1'],
      ['2', 'red-8'],
      ['0', 'berserker'],
    ], // the 1 beats the Berserker → 1
    [
      ['1', 'rare-2'],
      ['2', 'green-9'],
      ['0', 'berserker-white-flag'],
    ], // Rare → 1
    [
      ['1', 'red-5'],
      ['2', 'red-9'],
      ['0', 'red-10'],
    ], // red 10 above red 9 → 0
    [
      ['0', 'berserker-rare'],
      ['1', 'white-flag-1'],
      ['2', 'black-2'],
    ], // Rare → 0
    [
      ['0', 'blue-10'],
      ['1', 'blue-7'],
      ['2', 'black-8'],
    ], // black → 2
  ];
  assert.deepEqual(
    tricks3.map((t) => playAll(m, t).lastTrick!.winner),
    ['1', '1', '0', '0', '2'],
  );
  g = G(m);
  // Final round: Berserker 2 tricks +30 (no win: it took tricks); Gambler bid 0, took 2, no bet: 0
  // (its +20 is in the round's points); Hermit 1 trick −10. Tie on tricks: no gold. Most points wins.
  assert.deepEqual(g.sheet[2], {
    round: 3,
    first: '1',
    characters: ['berserker', 'gambler', 'hermit'],
    bids: [null, 0, null],
    bets: [0, 0, 0],
    tricks: [2, 2, 1],
    points: [30, 20, -10],
    crowns: [0, 0, 0],
    blackCrowns: [0, 0, 0],
    kakumei: [],
    totals: [130, 190, 150],
  });
  assert.deepEqual(m.state.ctx.gameover, {
    winners: ['1'],
    winner: '1',
    scores: { 0: 130, 1: 190, 2: 150 },
    condition: 'points',
  });
  assert.equal(g.stage, 'over');
}
