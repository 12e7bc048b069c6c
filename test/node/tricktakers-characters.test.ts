// TrickTakers: each character's setup and ability on hand-built positions of the pure rules
// (TT-4, TT-13…TT-18), with legal moves listed exactly and refused moves leaving the state as it was.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { voidsFromHistory } from '../../src/games/common/follow.js';
import { FOLLOW, legalMoves, type TtMove } from '../../src/games/tricktakers/rules.js';
import {
  asRound,
  atLastTrick,
  DEAL_3,
  newTt,
  no,
  ok,
  pick,
  plays,
  SEEDED_DEAL,
  setDeck,
  RHB,
} from './tricktakers-positions.js';

const sorted = (ms: TtMove[]) => ms.map((m) => JSON.stringify(m)).sort();
const playMoves = (cards: string[], kakumei = false): TtMove[] =>
  cards.flatMap((c) => [
    { move: 'playCard', args: [c, {}] },
    ...(kakumei ? [{ move: 'playCard' as const, args: [c, { kakumei: true }] }] : []),
  ]);

describe('TT-13 King', () => {
  it('takes the King Rare, then discards exactly one other card face down', () => {
    const s = pick(newTt(SEEDED_DEAL), [
      ['0', 'king'],
      ['1', 'resistance'],
      ['2', 'hermit'],
    ]);
    assert.deepEqual([s.stage, s.toAct, s.hands[0]!.at(-1)], ['king-discard', '0', 'king-rare']);
    assert.deepEqual(
      sorted(legalMoves(s, '0')),
      sorted(SEEDED_DEAL[0]!.map((c) => ({ move: 'discard', args: [[c]] }))),
    );
    no(s, 'not-allowed', '0', 'discard', ['king-rare']);
    no(s, 'too-many', '0', 'discard', ['red-9', 'red-8']);
    no(s, 'not-in-hand', '0', 'discard', ['green-5']);
    no(s, 'bad-argument', '0', 'discard', 'red-9');
    no(s, 'bad-argument', '0', 'discard', []);
    no(s, 'not-your-turn', '1', 'discard', ['green-5']);
    ok(s, '0', 'discard', ['blue-2']);
    assert.deepEqual([s.discards[0], s.hands[0]!.length, s.stage, s.toAct], [['blue-2'], 5, 'play', '0']);
  });
});

describe('TT-14 Gambler', () => {
  const gambler = () =>
    pick(newTt(SEEDED_DEAL, ['black-8', 'blue-8', 'red-1']), [
      ['0', 'hermit'],
      ['1', 'gambler'],
      ['2', 'berserker'],
    ]);
  it('gains 20 at once on being chosen, in any round', () => {
    assert.deepEqual(gambler().scores, [30, 50, 30]);
    const later = pick(asRound(newTt(SEEDED_DEAL), 2, ['king', 'hermit', 'berserker'], { scores: [100, 0, 70] }), [
      ['0', 'hermit'],
      ['1', 'gambler'],
      ['2', 'berserker'],
    ]);
    assert.deepEqual(later.scores, [100, 20, 70]);
  });
  it('exchanges twice at most (draws from the top), then bids', () => {
    const s = gambler();
    assert.deepEqual([s.stage, s.toAct], ['exchange', '1']);
    ok(s, '1', 'exchange', ['green-5']);
    assert.deepEqual(
      [s.hands[1], s.discards[1], s.exchanges, s.stage],
      [['green-6', 'blue-9', 'black-2', 'rare-1', 'black-8'], ['green-5'], 1, 'exchange'],
    );
    ok(s, '1', 'exchange', ['green-6', 'black-8']);
    assert.deepEqual(
      [s.hands[1], s.discards[1], s.exchanges, s.stage],
      [['blue-9', 'black-2', 'rare-1', 'blue-8', 'red-1'], ['green-5', 'green-6', 'black-8'], 2, 'bid'],
    );
    assert.equal(s.deck.length, 40 - 15 - 3);
  });
  it('pass ends the exchanges; wrong exchanges are refused', () => {
    const s = gambler();
    no(s, 'bad-argument', '1', 'exchange', []);
    no(s, 'bad-argument', '1', 'exchange', ['green-5', 'green-5']);
    no(s, 'not-in-hand', '1', 'exchange', ['red-9']);
    setDeck(s, ['black-8']); // RN-8: no more cards than the deck holds
    no(s, 'too-many', '1', 'exchange', ['green-5', 'green-6']);
    assert.deepEqual(
      sorted(legalMoves(s, '1')),
      sorted([...SEEDED_DEAL[1]!.map((c): TtMove => ({ move: 'exchange', args: [[c]] })), { move: 'pass', args: [] }]),
    );
    ok(s, '1', 'pass');
    assert.equal(s.stage, 'bid');
  });
  it('bids 0–4 (a whole number), then bets a multiple of 10 up to 50 and its points, or passes', () => {
    const s = gambler();
    ok(s, '1', 'pass');
    assert.deepEqual(
      legalMoves(s, '1').map((m) => m.args[0]),
      [0, 1, 2, 3, 4],
    );
    no(s, 'bid-range', '1', 'bid', 5);
    no(s, 'bid-range', '1', 'bid', -1);
    no(s, 'bad-argument', '1', 'bid', 2.5);
    no(s, 'bad-argument', '1', 'bid', '2');
    ok(s, '1', 'bid', 3);
    assert.deepEqual([s.stage, s.bids], ['bet', [null, 3, null]]);
    s.scores[1] = 35; // at most its points: 10, 20, 30
    assert.deepEqual(
      sorted(legalMoves(s, '1')),
      sorted([...[10, 20, 30].map((b): TtMove => ({ move: 'bet', args: [b] })), { move: 'pass', args: [] }]),
    );
    no(s, 'bet-range', '1', 'bet', 40);
    s.scores[1] = 500; // at most the cap, 50
    for (const b of [60, 25, 0, -10]) no(s, 'bet-range', '1', 'bet', b);
    ok(s, '1', 'bet', 50);
    assert.deepEqual([s.bets, s.scores[1], s.stage], [[0, 50, 0], 500, 'play']);
  });
  it('final round: the cap is 100', () => {
    const s = pick(asRound(newTt(SEEDED_DEAL), 3, ['hermit', 'king', 'berserker'], { scores: [30, 200, 30] }), [
      ['0', 'hermit'],
      ['1', 'gambler'],
      ['2', 'berserker'],
    ]);
    ok(s, '1', 'pass');
    ok(s, '1', 'bid', 1);
    assert.deepEqual(
      legalMoves(s, '1').map((m) => m.args[0] ?? 'pass'),
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 'pass'],
    );
    no(s, 'bet-range', '1', 'bet', 110);
    ok(s, '1', 'bet', 100);
  });
});

describe('TT-4, TT-16 Resistance and Kakumei', () => {
  // Seat 0 Resistance (red 2, blue 5, black 3, green 9, Rare), seat 1 Hermit, seat 2 Berserker.
  const resistance = () => pick(newTt(DEAL_3), RHB);
  it('only the Resistance is offered Kakumei, with a declaration left, as a move of its own', () => {
    const s = resistance();
    assert.deepEqual([s.stage, s.toAct, s.kakumeiLeft], ['play', '0', 1]);
    assert.deepEqual(sorted(legalMoves(s, '0')), sorted(playMoves(DEAL_3[0]!, true)));
    ok(s, '0', 'playCard', 'red-2', { kakumei: true });
    assert.deepEqual(
      [s.kakumeiLeft, s.trick!.kakumei, s.trick!.plays[0]],
      [0, true, { seat: '0', card: 'red-2', kakumei: true }],
    );
    // The Hermit must still follow red (TT-4: must-follow applies), and may not declare Kakumei.
    assert.deepEqual(
      sorted(legalMoves(s, '1')),
      sorted([...playMoves(['red-4', 'red-7', 'white-flag-1']), { move: 'hermitDraw', args: [] }]),
    );
    no(s, 'not-allowed', '1', 'playCard', 'red-7', { kakumei: true });
    no(s, 'bad-argument', '1', 'playCard', 'red-7', { kakumei: 1 });
    no(s, 'bad-argument', '1', 'playCard', 'red-7', { kakumei: false, extra: true });
    no(s, 'bad-argument', '1', 'playCard', 'red-7', null);
    no(s, 'must-follow', '1', 'playCard', 'blue-8', {});
    // Kakumei order: red 2 < red 7 < red 10: the Resistance wins with red 2 (+50 at the round's end).
    plays(s, [
      ['1', 'red-7'],
      ['2', 'red-10'],
    ]);
    assert.deepEqual([s.lastTrick!.winner, s.kakumeiCards, s.toAct], ['0', ['red-2'], '0']);
    assert.deepEqual(sorted(legalMoves(s, '0')), sorted(playMoves(['blue-5', 'black-3', 'green-9', 'rare-1'])));
    no(s, 'not-allowed', '0', 'playCard', 'blue-5', { kakumei: true });
    // If the Kakumei trick stays its only trick, it counts 0 for black crowns (TT-16): the
    // Resistance (3A) and the Hermit (4A) take them. Red 2 scores +50; Hermit 0 tricks +50;
    // Berserker 4 tricks +80 and the gold crown.
    plays(atLastTrick(s, ['blue-5', 'red-4', 'blue-10'], [1, 0, 3]), [
      ['0', 'blue-5'],
      ['1', 'red-4'],
      ['2', 'blue-10'],
    ]);
    const row = s.sheet[0]!;
    assert.deepEqual(
      [row.tricks, row.points, row.crowns, row.blackCrowns, row.kakumei],
      [[1, 0, 4], [50, 50, 80], [0, 0, 1], [1, 1, 0], ['red-2']],
    );
  });
  it('declared by the last player, Kakumei reverses the cards already played too (TT-4 scope)', () => {
    const s = pick(newTt(DEAL_3, [], '1'), [
      ['1', 'hermit'],
      ['2', 'berserker'],
      ['0', 'resistance'],
    ]);
    plays(s, [
      ['1', 'red-4'],
      ['2', 'red-10'], // would win the trick without Kakumei
      ['0', 'red-2', 'kakumei'],
    ]);
    assert.deepEqual([s.lastTrick!.kakumei, s.lastTrick!.winner, s.kakumeiCards], [true, '0', ['red-2']]);
  });
  it('a Black Kakumei ends the game after that trick (TT-12.1), with no crowns or points awarded', () => {
    const deal = [DEAL_3[0]!, ['black-5', 'red-7', 'blue-8', 'green-1', 'white-flag-1'], DEAL_3[2]!];
    const s = pick(newTt(deal), RHB);
    // Kakumei: black 3 below black 5 below black 10 (lower is better), and no colour to beat them.
    plays(s, [
      ['0', 'black-3', 'kakumei'],
      ['1', 'black-5'],
      ['2', 'black-10'],
    ]);
    assert.deepEqual(
      [s.stage, s.trickCount, s.hands[0]!.length, s.result],
      ['over', 1, 4, { winners: ['0'], winner: '0', scores: { 0: 30, 1: 30, 2: 30 }, condition: 'character' }],
    );
    assert.deepEqual(s.sheet, [
      {
        round: 1,
        first: '0',
        characters: ['resistance', 'hermit', 'berserker'],
        bids: [null, null, null],
        bets: [0, 0, 0],
        tricks: [1, 0, 0],
        points: [0, 0, 0],
        crowns: [0, 0, 0],
        blackCrowns: [0, 0, 0],
        kakumei: ['black-3'],
        totals: [30, 30, 30],
      },
    ]);
  });
  it('a Kakumei trick the Resistance loses scores it nothing; no Hermit bonus under Kakumei (RN-13)', () => {
    const s = resistance();
    plays(s, [
      ['0', 'rare-1', 'kakumei'],
      ['1', 'white-flag-1'],
      ['2', 'red-10'],
    ]);
    assert.deepEqual([s.lastTrick!.winner, s.kakumeiCards, s.scores, s.kakumeiLeft], ['1', [], [30, 30, 30], 0]);
  });
});

describe('TT-17 Hermit', () => {
  const hermit = (round = 1) => {
    const s = newTt(DEAL_3);
    if (round > 1) asRound(s, round, ['king', 'gambler', 'berserker']);
    return pick(s, RHB);
  };
  it('its White Flag beats a Rare: +30 at once', () => {
    const s = plays(hermit(), [
      ['0', 'rare-1'],
      ['1', 'white-flag-1'],
      ['2', 'red-10'],
    ]);
    assert.deepEqual([s.lastTrick!.winner, s.lastTrick!.plays[1]!.byHermit, s.scores], ['1', true, [30, 60, 30]]);
  });
  it('final round: +100 at once', () => {
    const s = hermit(3);
    assert.equal(s.toAct, '0');
    plays(s, [
      ['0', 'rare-1'],
      ['1', 'white-flag-1'],
      ['2', 'red-10'],
    ]);
    assert.deepEqual(s.scores, [30, 130, 30]);
  });
  it('may not draw from an empty deck (RN-8); only the Hermit draws', () => {
    const s = plays(hermit(), [['0', 'green-9']]);
    no(s, 'not-your-turn', '0', 'hermitDraw');
    setDeck(s, []);
    assert.deepEqual(sorted(legalMoves(s, '1')), sorted(playMoves(['green-1', 'white-flag-1'])));
    no(s, 'deck-empty', '1', 'hermitDraw');
    const t = plays(hermit(), [
      ['0', 'green-9'],
      ['1', 'green-1'],
    ]);
    no(t, 'not-allowed', '2', 'hermitDraw');
  });
  it('a draw ends the voids its plays had shown (the play is marked drew)', () => {
    const s = plays(hermit(), [
      ['0', 'black-3'],
      ['1', 'red-4'], // no black: void in black
      ['2', 'black-10'],
    ]);
    const voids = () => voidsFromHistory(3, [...s.tricks, s.trick!], FOLLOW)[1]!;
    assert.deepEqual([s.lastTrick!.winner, [...voids()]], ['2', ['black']]);
    plays(s, [
      ['2', 'red-10'],
      ['0', 'red-2'],
    ]);
    ok(s, '1', 'hermitDraw');
    ok(s, '1', 'discard', ['blue-8']);
    ok(s, '1', 'playCard', 'red-7', {});
    assert.deepEqual([s.lastTrick!.plays[2]!.drew, [...voids()]], [true, []]);
  });
  it('draws the top card, discards any card (the drawn one too), then follows with the new hand', () => {
    const s = plays(hermit(), [['0', 'blue-5']]);
    const top = s.deck[0]!;
    ok(s, '1', 'hermitDraw');
    assert.deepEqual([s.stage, s.hands[1]!.at(-1), s.deck.length], ['hermit-discard', top, 40 - 15 - 1]);
    assert.deepEqual(
      sorted(legalMoves(s, '1')),
      sorted([...DEAL_3[1]!, top].map((c) => ({ move: 'discard', args: [[c]] }))),
    );
    no(s, 'too-many', '1', 'discard', ['red-4', 'red-7']);
    ok(s, '1', 'discard', ['blue-8']); // now void in blue: anything goes
    assert.deepEqual(sorted(legalMoves(s, '1')), sorted(playMoves(['red-4', 'red-7', 'green-1', 'white-flag-1', top])));
    ok(s, '1', 'playCard', 'red-4', {});
    assert.deepEqual(s.trick!.plays[1], { seat: '1', card: 'red-4', byHermit: true, drew: true });
  });
});

describe('TT-18 Berserker', () => {
  it('old hand face down; the Berserker card and 4 of the 6; the other 2 spare and secret', () => {
    const s = pick(newTt(DEAL_3), RHB);
    // The tests' shuffle keeps order: the Berserker deck's first four are dealt.
    assert.deepEqual(s.hands[2], ['berserker', 'red-10', 'blue-10', 'green-10', 'black-10']);
    assert.deepEqual(s.spare, ['berserker-rare', 'berserker-white-flag']);
    assert.deepEqual(s.discards[2], DEAL_3[2]);
  });
  it('cannot put the Berserker card down when spending a black crown (TT-15)', () => {
    const s = asRound(newTt(DEAL_3), 3, ['king', 'gambler', 'hermit'], { blackCrowns: [0, 0, 1] });
    pick(s, RHB);
    assert.deepEqual([s.stage, s.toAct], ['black-crowns', '2']);
    no(s, 'not-allowed', '2', 'spendBlackCrown', ['berserker']);
    no(s, 'not-allowed', '2', 'spendBlackCrown', ['red-10', 'berserker']);
    const moves = legalMoves(s, '2');
    assert.equal(moves.length, 15 + 1); // every non-empty subset of the other 4 cards, and pass
    assert.ok(moves.every((m) => m.move === 'pass' || !(m.args[0] as string[]).includes('berserker')));
  });
});
