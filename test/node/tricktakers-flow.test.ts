// TrickTakers: the round's order and the game's end on hand-built positions of the pure rules:
// first chooser and leader (TT-7, TT-9), King privilege (TT-8), final-round black crowns (TT-15),
// character wins before crowns and points (TT-6, TT-12), crowns (TT-10), the floor (TT-11).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legalMoves } from '../../src/games/tricktakers/rules.js';
import { asRound, atLastTrick, DEAL_3, newTt, no, ok, pick, plays, setDeck, RHB } from './tricktakers-positions.js';

describe('TT-7, TT-8 who chooses and who leads', () => {
  it('round 1: the first player chooses first, then clockwise, and leads trick 1', () => {
    const s = newTt(DEAL_3, [], '1');
    assert.deepEqual([s.order, s.toAct, s.firstPlayer], [['1', '2', '0'], '1', '1']);
    no(s, 'not-your-turn', '0', 'chooseCharacter', 'hermit');
    pick(s, [
      ['1', 'hermit'],
      ['2', 'berserker'],
    ]);
    no(s, 'taken', '0', 'chooseCharacter', 'hermit'); // TT-6.2: each character once a round
    no(s, 'bad-argument', '0', 'chooseCharacter', 'jester');
    ok(s, '0', 'chooseCharacter', 'resistance');
    assert.deepEqual([s.stage, s.first, s.toAct], ['play', '1', '1']);
  });
  it('round 2+: the last King player may take any character but the King; the others may repeat theirs', () => {
    const s = asRound(newTt(DEAL_3), 2, ['hermit', 'king', 'berserker']);
    ok(s, '0', 'chooseCharacter', 'hermit');
    assert.deepEqual(
      legalMoves(s, '1').map((m) => m.args[0]),
      ['gambler', 'resistance', 'berserker'],
    );
    no(s, 'not-allowed', '1', 'chooseCharacter', 'king');
  });
});

describe('TT-15 final-round black crowns', () => {
  it('holders spend in priority order, 0, 1 or 2 crowns, the second after seeing the first draw', () => {
    const s = asRound(newTt(DEAL_3), 3, ['gambler', 'king', 'hermit'], { blackCrowns: [1, 2, 1] });
    pick(s, [
      ['0', 'berserker'],
      ['1', 'hermit'],
      ['2', 'resistance'],
    ]);
    // Priority: the Resistance (seat 2, 3A), then the Hermit (seat 1, 4A), then the Berserker (seat 0, 5A).
    assert.deepEqual([s.stage, s.toAct], ['black-crowns', '2']);
    no(s, 'not-your-turn', '1', 'spendBlackCrown', ['red-4']);
    ok(s, '2', 'pass'); // spends none, keeps its crown
    assert.equal(s.toAct, '1');
    const [first, second] = s.deck;
    ok(s, '1', 'spendBlackCrown', ['red-4']);
    assert.deepEqual([s.stage, s.toAct, s.hands[1]!.at(-1), s.blackCrowns[1]], ['black-crowns', '1', first, 1]);
    ok(s, '1', 'spendBlackCrown', [first, 'red-7']); // the drawn card may go again
    assert.deepEqual(
      [s.hands[1], s.discards[1]],
      [
        ['blue-8', 'green-1', 'white-flag-1', second, s.hands[1]![4]],
        ['red-4', first, 'red-7'],
      ],
    );
    assert.equal(s.toAct, '0'); // 2 spends: its turn is over
    setDeck(s, s.deck.slice(0, 1)); // RN-8: no more cards than the deck holds
    no(s, 'too-many', '0', 'spendBlackCrown', ['red-10', 'blue-10']);
    ok(s, '0', 'spendBlackCrown', ['red-10']); // its only crown: then play
    assert.deepEqual(
      [s.blackCrowns, s.spent, s.stage, s.discards[0]!.at(-1)],
      [[0, 0, 1], [1, 2, 0], 'play', 'red-10'],
    );
  });
  it('no black-crown step outside the final round, nor for seats without one', () => {
    const s = asRound(newTt(DEAL_3), 2, ['gambler', 'king', 'hermit'], { blackCrowns: [1, 2, 1] });
    pick(s, RHB);
    assert.equal(s.stage, 'play');
  });
});

describe('TT-12 the end, and TT-6: character wins before crowns and points', () => {
  it('King 5 tricks and Berserker 0 in the final round: the King wins (priority); nothing awarded', () => {
    const s = asRound(newTt(DEAL_3), 3, ['gambler', 'resistance', 'hermit']);
    pick(s, [
      ['0', 'king'],
      ['1', 'berserker'],
      ['2', 'hermit'],
    ]);
    ok(s, '0', 'discard', ['red-2']);
    assert.deepEqual([s.stage, s.first], ['play', '0']); // TT-9: 30 each, seat 0 held the Gambler (2A)
    plays(atLastTrick(s, ['king-rare', 'red-10', 'red-3'], [4, 0, 0]), [
      ['0', 'king-rare'],
      ['1', 'red-10'],
      ['2', 'red-3'],
    ]);
    assert.deepEqual(s.result, {
      winners: ['0'],
      winner: '0',
      scores: { 0: 30, 1: 30, 2: 30 },
      condition: 'character',
    });
    const row = s.sheet.at(-1)!;
    assert.deepEqual(
      [row.tricks, row.points, row.crowns, row.blackCrowns],
      [
        [5, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    );
    assert.deepEqual([s.crowns, s.blackCrowns, s.stage], [[0, 0, 0], [0, 0, 0], 'over']);
  });
  it('the Berserker alone on 0 tricks in the final round wins', () => {
    const s = asRound(newTt(DEAL_3), 3, ['gambler', 'resistance', 'hermit']);
    pick(s, [
      ['0', 'resistance'],
      ['1', 'berserker'],
      ['2', 'hermit'],
    ]);
    plays(atLastTrick(s, ['red-9', 'blue-10', 'red-3'], [3, 0, 1]), [
      ['0', 'red-9'],
      ['1', 'blue-10'],
      ['2', 'red-3'],
    ]);
    assert.deepEqual([s.result!.winners, s.result!.condition, s.sheet.at(-1)!.tricks], [['1'], 'character', [4, 0, 1]]);
  });
  it('the Gambler’s 5 tricks win whatever its bid; its +20 stays in the round’s points', () => {
    const s = pick(newTt(DEAL_3), [
      ['0', 'gambler'],
      ['1', 'hermit'],
      ['2', 'berserker'],
    ]);
    ok(s, '0', 'pass');
    ok(s, '0', 'bid', 1);
    ok(s, '0', 'bet', 30);
    plays(atLastTrick(s, ['red-9', 'red-2', 'red-3'], [4, 0, 0]), [
      ['0', 'red-9'],
      ['1', 'red-2'],
      ['2', 'red-3'],
    ]);
    assert.deepEqual([s.result!.winners, s.result!.condition], [['0'], 'character']);
    assert.deepEqual(
      [s.sheet[0]!.points, s.scores],
      [
        [20, 0, 0],
        [50, 30, 30],
      ],
    ); // the bet is not settled
  });
  it('2 gold crowns beat 3 black crowns reached in the same round', () => {
    const s = asRound(newTt(DEAL_3), 2, ['king', 'gambler', 'hermit'], { crowns: [1, 0, 0], blackCrowns: [0, 2, 0] });
    pick(s, RHB);
    assert.equal(s.first, '1'); // TT-9: no crown, 30 each: seat 1 held the Gambler (2A) before seat 2's Hermit
    plays(atLastTrick(s, ['red-9', 'red-2', 'red-3'], [3, 0, 1]), [
      ['1', 'red-2'],
      ['2', 'red-3'],
      ['0', 'red-9'],
    ]);
    // Resistance 4 tricks, no Kakumei: 0; Hermit 0 tricks +50; Berserker 1 trick −10.
    assert.deepEqual(s.sheet.at(-1)!.crowns, [1, 0, 0]);
    assert.deepEqual(s.sheet.at(-1)!.blackCrowns, [0, 1, 0]);
    assert.deepEqual(
      [s.crowns, s.blackCrowns],
      [
        [2, 0, 0],
        [0, 3, 0],
      ],
    );
    assert.deepEqual(s.result, {
      winners: ['0'],
      winner: '0',
      scores: { 0: 30, 1: 80, 2: 20 },
      condition: 'gold-crowns',
    });
  });
  it('3 black crowns for two seats at once: the higher priority wins', () => {
    const s = asRound(newTt(DEAL_3), 2, ['king', 'gambler', 'hermit'], { blackCrowns: [0, 2, 2] });
    pick(s, RHB);
    plays(atLastTrick(s, ['red-9', 'red-2', 'red-3'], [4, 0, 0]), [
      ['0', 'red-9'],
      ['1', 'red-2'],
      ['2', 'red-3'],
    ]);
    // Gold to seat 0 (its first); black to the Hermit and the Berserker, both now on 3.
    assert.deepEqual(
      [s.crowns, s.blackCrowns],
      [
        [1, 0, 0],
        [0, 3, 3],
      ],
    );
    assert.deepEqual(s.result, {
      winners: ['1'],
      winner: '1',
      scores: { 0: 30, 1: 80, 2: 0 },
      condition: 'black-crowns',
    });
  });
  it('after round 3, the most points; a tie goes to the higher priority', () => {
    const s = asRound(newTt(DEAL_3), 3, ['gambler', 'resistance', 'hermit'], { scores: [60, 100, 10] });
    pick(s, RHB);
    assert.equal(s.first, '2'); // TT-9: fewest points
    plays(atLastTrick(s, ['red-9', 'red-2', 'red-3'], [2, 0, 2]), [
      ['2', 'red-3'],
      ['0', 'red-9'],
      ['1', 'red-2'],
    ]);
    // Resistance 3 tricks × 30 = +90 → 150; Hermit 0 → +50 → 150; Berserker 2 → +30 → 40.
    assert.deepEqual(s.sheet.at(-1)!.points, [90, 50, 30]);
    assert.deepEqual(s.result, { winners: ['0'], winner: '0', scores: { 0: 150, 1: 150, 2: 40 }, condition: 'points' });
  });
});

describe('TT-11 points are floored at 0', () => {
  it('a missed bet and a −30 floor at 0; the first lead counts the points before the +20 (TT-9)', () => {
    const s = asRound(newTt(DEAL_3), 2, ['hermit', 'gambler', 'king'], { scores: [0, 20, 100] });
    pick(s, [
      ['0', 'gambler'],
      ['1', 'hermit'],
      ['2', 'berserker'],
    ]);
    ok(s, '0', 'pass');
    ok(s, '0', 'bid', 0);
    no(s, 'bet-range', '0', 'bet', 30); // at most its 20 points
    ok(s, '0', 'bet', 20);
    // Seat 0 has 20 now, as seat 1 has; at the end of round 1 it had 0, so it leads.
    assert.deepEqual([s.scores, s.first], [[20, 20, 100], '0']);
    plays(atLastTrick(s, ['red-2', 'red-3', 'red-9'], [1, 2, 1]), [
      ['0', 'red-2'],
      ['1', 'red-3'],
      ['2', 'red-9'],
    ]);
    // Gambler bid 0, 1 trick: −20 → 0; Hermit 2 tricks: 20 − 30 → 0; Berserker 2 tricks: +30.
    const row = s.sheet.at(-1)!;
    assert.deepEqual(
      [row.tricks, row.points, row.totals],
      [
        [1, 2, 2],
        [0, -20, 30],
        [0, 0, 130],
      ],
    );
    assert.deepEqual(
      [row.crowns, row.blackCrowns],
      [
        [0, 0, 0],
        [0, 0, 0],
      ],
    );
  });
});
