// Behaviour pins: seeded harness matches of every game must replay exactly the games recorded in
// test/fixtures/pins/ (every move, the score sheet, final scores and winners), at 1 and 2 jobs,
// for random, rule and ismcts bots. A refactor must leave them unchanged.
//
// Regenerate the fixtures ONLY when a change of play is intended (a rules fix, a new bot
// decision), and say so in the commit:
//   UPDATE_PINS=1 npm run -s test:node -- test/node/pins.test.ts
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { runMatch, type GameRecord } from '../../src/harness/index.js';
import { PINS } from '../shared/pins.js';

const FIXTURES = new URL('../fixtures/pins/', import.meta.url);
const UPDATE = process.env.UPDATE_PINS === '1';

/**
 * A game record as pinned: every field, with each move written `[seat, move, ...args]` to keep
 * the files small. Lossless: two records pin alike only when their games are equal.
 */
function pinned(g: GameRecord): unknown {
  const { moves, ...rest } = g;
  return { ...rest, moves: moves.map((m) => [m.seat, m.move, ...m.args]) };
}

/** One game a line, so that a diff of a fixture shows which game changed. */
function fixtureText(games: unknown[]): string {
  return `[\n${games.map((g) => JSON.stringify(g)).join(',\n')}\n]\n`;
}

describe('behaviour pins (test/fixtures/pins)', () => {
  for (const pin of PINS) {
    for (const jobs of pin.jobs) {
      it(`${pin.file} at jobs ${jobs} plays the pinned games`, async () => {
        const { games } = await runMatch({ ...pin.match, jobs });
        const now = games.map(pinned);
        const url = new URL(`${pin.file}.json`, FIXTURES);
        if (UPDATE && jobs === pin.jobs[0]) {
          mkdirSync(FIXTURES, { recursive: true });
          writeFileSync(url, fixtureText(now));
        }
        const expected = JSON.parse(readFileSync(url, 'utf8')) as unknown[];
        assert.equal(now.length, expected.length, 'number of games');
        now.forEach((g, i) => assert.deepEqual(g, expected[i], `game ${i} of ${pin.file}`));
      });
    }
  }
});
