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
import { FUZZ_HOOKS } from './fuzz-games.js';

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
});
