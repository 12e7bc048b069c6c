// The Can't Win fast simulator equals the pure rules (issue 4): the same
// seat to move and legal moves at every step and the same round results,
// over seeded rounds started at random points (mid-lap and mid-trick too).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as rules from '../../src/games/cant-win/rules.js';
import * as sim from '../../src/games/cant-win/sim.js';
import { checkSimEqualsRules } from './search-helpers.js';

describe("Can't Win simulator equals the rules", () => {
  for (const numPlayers of [3, 4]) {
    it(`${numPlayers} players: 150 seeded rounds`, () => {
      const steps = checkSimEqualsRules(
        rules as never,
        sim as never,
        (shuffle) => rules.newGame({ numPlayers, dealer: String(numPlayers - 1), shuffle }),
        `cw-sim/${numPlayers}`,
        150,
      );
      assert.ok(steps > 150 * 20, `${steps} steps`);
    });
  }
  it('a clone is independent of its original', () => {
    const s = rules.newGame({ numPlayers: 4, dealer: '0', shuffle: (x) => x });
    const a = sim.toSim(s, s.hands);
    const b = sim.cloneSim(a);
    sim.simApply(b, sim.simLegal(b)[0]!);
    assert.equal(a.lapTurn, 0);
    assert.equal(b.lapTurn, 1);
  });
});
