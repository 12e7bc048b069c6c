// The Can't Win fast simulator equals the pure rules (issue 4): the same
// legal moves at every step and the same round results, over seeded rounds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom } from '../../src/games/common/random.js';
import { legalMoves, newGame, bid, chooseTile, playCard, type CantWinState } from '../../src/games/cant-win/rules.js';
import {
  cloneSim,
  gameMoveToSim,
  simApply,
  simLegal,
  simMoveToGame,
  simRoundPoints,
  toSim,
  type CwSim,
} from '../../src/games/cant-win/sim.js';

const shuffleWith = (rng: () => number) => <T>(xs: T[]): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

function applyRules(state: CantWinState, m: { move: string; args: readonly unknown[] }, shuffle: ReturnType<typeof shuffleWith>) {
  const seat = state.toAct!;
  const error =
    m.move === 'playCard'
      ? playCard(state, seat, m.args[0], shuffle)
      : m.move === 'bid'
        ? bid(state, seat, m.args[0])
        : chooseTile(state, seat, m.args[0]);
  assert.equal(error, null);
}

describe("Can't Win simulator equals the rules", () => {
  for (const numPlayers of [3, 4]) {
    it(`${numPlayers} players: 150 seeded rounds, from the first lap to the score`, () => {
      let steps = 0;
      for (let g = 0; g < 150; g++) {
        const rng = seededRandom(`sim-eq/${numPlayers}/${g}`);
        const shuffle = shuffleWith(rng);
        const state = newGame({ numPlayers, dealer: String(g % numPlayers), shuffle });
        // start the simulator at a random point of the round, to test toSim mid-trick too
        const startAt = Math.floor(rng() * 40);
        for (let i = 0; i < startAt; i++) {
          const moves = legalMoves(state, state.toAct!);
          applyRules(state, moves[Math.floor(rng() * moves.length)]!, shuffle);
        }
        const sim: CwSim = toSim(state, state.hands);
        const copy = cloneSim(sim);
        const startHands = Array.from(sim.hands);
        while (state.round === 1) {
          const seat = state.toAct!;
          assert.equal(sim.toAct, Number(seat));
          const expected = legalMoves(state, seat).map(gameMoveToSim).sort((a, b) => a - b);
          const actual = simLegal(sim).sort((a, b) => a - b);
          assert.deepEqual(actual, expected, `game ${g} step ${steps}`);
          const move = actual[Math.floor(rng() * actual.length)]!;
          assert.deepEqual(gameMoveToSim(simMoveToGame(move)), move);
          const before = state.trickCount;
          applyRules(state, simMoveToGame(move), shuffle);
          simApply(sim, move);
          if (state.trickCount > before && state.round === 1) assert.equal(sim.toAct, Number(state.lastTrick!.winner));
          steps++;
        }
        assert.equal(sim.stage, 2);
        const row = state.sheet[0]!;
        assert.deepEqual(Array.from(sim.tricksWon), row.tricks);
        assert.deepEqual(simRoundPoints(sim), row.points);
        // the clone was untouched by the playout
        assert.deepEqual(Array.from(copy.hands), startHands);
      }
      assert.ok(steps > 150 * 20);
    });
  }
});
