// Every game of the registry under the shared move fuzz (issue 19, G-4, G-5; ./fuzz.ts): one seeded
// game at each legal player count, every candidate move of every seat at every state accepted
// exactly when `ai.enumerate` lists it, a refused one changing nothing, the invariants after every
// accepted move, and each seat's and a spectator's view at every state. TrickTakers also has its
// own, longer run at other seeds (tricktakers-fuzz.test.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GAMES } from '../../src/games/registry.js';
import { fuzzGame, newCounts } from './fuzz.js';
import { FUZZ_HOOKS } from './fuzz-games.js';

describe('every game under the move fuzz: a candidate is accepted iff ai.enumerate lists it (G-4, G-5)', () => {
  const quiet = console.error;
  before(() => {
    console.error = () => {}; // boardgame.io prints every refused move
  });
  after(() => {
    console.error = quiet;
  });

  it('has the fuzz hooks of every game in the registry, and of no other', () => {
    assert.deepEqual(Object.keys(FUZZ_HOOKS).sort(), Object.keys(GAMES).sort());
  });

  for (const d of Object.values(GAMES)) {
    for (let n = d.minPlayers; n <= d.maxPlayers; n++) {
      it(`${d.title}, ${n} players`, () => {
        const counts = newCounts();
        fuzzGame(d, FUZZ_HOOKS[d.id]!, n, 100 + n, counts);
        assert.equal(counts.games, 1);
        assert.ok(counts.accepted > counts.states, 'every legal move was tried');
        // Printed for the record (states, candidates, how the game ended, moves taken, stages).
        process.stdout.write(`# fuzz ${d.id} ${n}p: ${JSON.stringify({ ...counts, stages: [...counts.stages] })}\n`);
      });
    }
  }
});
