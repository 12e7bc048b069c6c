// No bot ever makes an illegal move (G-4): whole seeded matches through
// boardgame.io's reducer, rule and random bots side by side.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playMatch } from './bots-helpers.js';

const GAMES_PER_TABLE = 30;

describe('random and rule bots play only legal moves, through the reducer', () => {
  for (const numPlayers of [3, 4]) {
    for (const variant of ['standard', 'beginner'] as const) {
      it(`${GAMES_PER_TABLE} games at ${numPlayers} players, ${variant}`, async () => {
        // 2n laps turns and 12n cards a round, n rounds (CW-4, CW-11)
        const movesPerGame = numPlayers * numPlayers * (2 + 12);
        for (let g = 0; g < GAMES_PER_TABLE; g++) {
          // rule and random alternate, shifted each game so each seat gets both
          const bots = Array.from({ length: numPlayers }, (_, s) => ((s + g) % 2 === 0 ? 'rule' : 'random'));
          const { state, moves } = await playMatch({
            numPlayers,
            seed: `legal-${numPlayers}-${variant}-${g}`,
            bots,
            setupData: { variant },
          });
          assert.equal(moves.length, movesPerGame);
          assert.equal(state.G.sheet.length, numPlayers);
          assert.ok(state.ctx.gameover.winners.length >= 1);
        }
      });
    }
  }
});
