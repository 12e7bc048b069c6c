// TrickTakers: rules defects found by a second reading of TT-1…TT-20 against the code, each on a
// hand-built position of the pure rules with its values worked out by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RoundScorer } from '../../src/games/tricktakers/sim-score.js';
import { gameMoveToSim, simApply, toSim } from '../../src/games/tricktakers/sim.js';
import { newTt, ok, pick, plays } from './tricktakers-positions.js';

/**
 * Seat 0 the Gambler, seat 1 the Resistance, seat 2 the Hermit; seat 0 chooses first and leads.
 * The Gambler wins tricks 1–4 (Rare, then red 9, 8, 7 with the lead); in trick 5 the Resistance
 * declares Kakumei with black 1 and wins it (TT-4: black 1 is the best black, the Rare worst).
 */
const DEAL = [
  ['rare-1', 'red-9', 'red-8', 'red-7', 'black-9'],
  ['red-3', 'red-4', 'red-5', 'red-6', 'black-1'],
  ['rare-2', 'blue-1', 'blue-2', 'blue-3', 'blue-4'],
];

/** The 15 plays of the round, `[seat, card, 'kakumei'?]`. */
const PLAYS: [string, string, 'kakumei'?][] = [
  ['0', 'rare-1'],
  ['1', 'red-3'],
  ['2', 'blue-1'],
  ['0', 'red-9'],
  ['1', 'red-4'],
  ['2', 'blue-2'],
  ['0', 'red-8'],
  ['1', 'red-5'],
  ['2', 'blue-3'],
  ['0', 'red-7'],
  ['1', 'red-6'],
  ['2', 'blue-4'],
  ['0', 'black-9'],
  ['1', 'black-1', 'kakumei'],
  ['2', 'rare-2'],
];

/** The round played on the rules with the Gambler's `bid`; also returns who the bots' sim says wins. */
function lastTrickBlackKakumei(bid: number) {
  const s = pick(newTt(DEAL), [
    ['0', 'gambler'],
    ['1', 'resistance'],
    ['2', 'hermit'],
  ]);
  ok(s, '0', 'pass'); // no exchange
  ok(s, '0', 'bid', bid);
  ok(s, '0', 'pass'); // no bet
  const sim = toSim(s, s.hands, s.deck);
  const scorer = new RoundScorer(sim);
  for (const [, card, k] of PLAYS)
    simApply(sim, gameMoveToSim({ move: 'playCard', args: [card, k ? { kakumei: true } : {}] }));
  plays(s, PLAYS);
  return { s, simWinner: scorer.outcome(sim) };
}

describe('TT-12: a Black Kakumei in the 5th trick meets the character check at the same time', () => {
  it("the Gambler's hit on bid 4 then wins by priority (Gambler 2A before Resistance 3A)", () => {
    const { s, simWinner } = lastTrickBlackKakumei(4);
    assert.equal(simWinner, 0, "the bots' sim agrees");
    assert.deepEqual([s.tricksWon, s.kakumeiCards], [[4, 1, 0], ['black-1']]);
    assert.deepEqual(s.result, {
      winners: ['0'],
      winner: '0',
      scores: { 0: 50, 1: 30, 2: 30 },
      condition: 'character',
    });
    // TT-6 step 6: a character win records the round with no crowns and only the in-round gains (+20).
    assert.deepEqual(
      [s.sheet.length, s.sheet[0]!.points, s.sheet[0]!.crowns, s.sheet[0]!.blackCrowns],
      [1, [20, 0, 0], [0, 0, 0], [0, 0, 0]],
    );
  });
  it('with the Gambler missing (bid 3), the Resistance wins', () => {
    const { s, simWinner } = lastTrickBlackKakumei(3);
    assert.equal(simWinner, 1, "the bots' sim agrees");
    assert.deepEqual(s.result, {
      winners: ['1'],
      winner: '1',
      scores: { 0: 50, 1: 30, 2: 30 },
      condition: 'character',
    });
    assert.deepEqual([s.sheet.length, s.sheet[0]!.points, s.sheet[0]!.kakumei], [1, [20, 0, 0], ['black-1']]);
  });
});
