// The Instinct fast simulator equals the pure rules (issue 4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as rules from '../../src/games/instinct/rules.js';
import * as sim from '../../src/games/instinct/sim.js';
import { checkSimEqualsRules } from './search-helpers.js';

describe('Instinct simulator equals the rules', () => {
  for (const numPlayers of [3, 4, 6]) {
    it(`${numPlayers} players: 120 seeded rounds`, () => {
      const steps = checkSimEqualsRules(
        rules as never,
        sim as never,
        (shuffle) => rules.newGame({ numPlayers, dealer: '1', shuffle }),
        `in-sim/${numPlayers}`,
        120,
      );
      assert.ok(steps > 120 * 20, `${steps} steps`);
    });
  }
  it('card integers round-trip, trumps at 60–65', () => {
    assert.equal(sim.cardIndex('trump-1'), 60);
    assert.equal(sim.cardIndex('white-12'), 59);
    assert.equal(sim.cardName(65), 'trump-6');
    assert.equal(sim.cardName(sim.cardIndex('blue-7')), 'blue-7');
  });
});
