// TrickTakers fuzz (issue 12, G-4): seeded games at 2, 3, 4 and 5 players on boardgame.io's
// reducer, through the move fuzz every game shares (./fuzz.ts; TrickTakers' hooks in
// ./fuzz-games.ts). At every state each seat tries a wide set of candidate moves (every move name
// with plausible and wrong arguments and arities, and TrickTakers' card sets); a candidate must be
// accepted exactly when `legalMoves` lists it, a refused one must change nothing, and after every
// accepted move the invariants hold: every deck card exactly once (TT-1), the exclusive cards only
// with the King or the Berserker or among the spare cards (TT-13, TT-18), 5 cards a hand through
// play (TT-6, TT-17), scores never below 0 (TT-11), at most one gold crown and two black crowns a
// round (TT-10), a score sheet whose points are the totals' differences, and a seat to act with a
// legal move until the game ends (TT-12); and each seat's view hides what it may not see (G-5).
// Legal moves to advance are picked by a seeded random. These seeds reach every stage of each
// player count (checked below); fuzz.test.ts plays one more game at each count.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { trickTakers } from '../../src/games/tricktakers/index.js';
import { fuzzGame, newCounts } from './fuzz.js';
import { FUZZ_HOOKS, ttAdvancedHooks } from './fuzz-games.js';

describe('TrickTakers fuzz: every candidate move is accepted iff legalMoves lists it', () => {
  const quiet = console.error;
  before(() => {
    console.error = () => {}; // boardgame.io prints every refused move
  });
  after(() => {
    console.error = quiet;
  });
  const GAMES: [numPlayers: number, seeds: number[]][] = [
    [2, [1, 2, 3]],
    [3, [1, 2, 3]],
    [4, [1, 2]],
    [5, [1, 2]],
  ];
  const ALL = ['select', 'king-discard', 'exchange', 'bid', 'bet', 'play', 'hermit-discard'];
  for (const [n, seeds] of GAMES)
    it(`${n} players, seeds ${seeds.join(', ')}`, () => {
      const counts = newCounts();
      for (const seed of seeds) fuzzGame(trickTakers, FUZZ_HOOKS.tricktakers!, n, seed, counts);
      assert.equal(counts.games, seeds.length);
      const stages = [...ALL, n === 2 ? 'choose-leader' : 'black-crowns'];
      assert.deepEqual([...counts.stages].sort(), stages.sort());
      // Printed for the record (states, candidates, how the games ended, moves taken).
      process.stdout.write(`# fuzz ${n}p: ${JSON.stringify({ ...counts, stages: undefined })}\n`);
    });
  // The two-player advanced game (TT-48…TT-51): the draft and the secret selection, where both
  // seats move at once (each seat's candidates tried at every state), and the stages after them.
  for (const count of [6, 8] as const)
    it(`2 players, advanced, ${count} characters, seed 1`, () => {
      const counts = newCounts();
      fuzzGame(trickTakers, ttAdvancedHooks(count), 2, 1, counts);
      assert.equal(counts.games, 1);
      for (const stage of ['draft', 'choose', 'king-discard', 'exchange', 'initial-items', 'play'])
        assert.ok(counts.stages.has(stage), stage);
      if (count === 8) for (const stage of ['give-tasks', 'reserve']) assert.ok(counts.stages.has(stage), stage);
      assert.equal(counts.moves.draftCharacter, count); // every pick of the draft
      assert.ok(!counts.stages.has('select') && !counts.stages.has('choose-leader'));
      process.stdout.write(`# fuzz 2p advanced ${count}: ${JSON.stringify({ ...counts, stages: undefined })}\n`);
    });
});
