// A --json match file is untrusted input: each kind of damage to a file given to --replay gives
// exit 1 and one line on stderr naming the problem, never a stack trace, and never a replay that
// passes. (merge and --baseline read files through the same checks: ./harness-shards.test.ts.)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  parseMatchJson,
  runMatch,
  summarize,
  toMatchJson,
  type MatchJson,
  type MoveRecord,
} from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

/** One kind of damage: it edits the file's content (or returns other text or data), and the message it must give. */
interface Damage {
  name: string;
  damage: (m: MatchJson) => unknown;
  message: (m: MatchJson) => string;
}

const move = (m: MatchJson, i: number): MoveRecord => m.games[0]!.moves[i]!;
const firstBid = (m: MatchJson) => m.games[0]!.moves.findIndex((x) => x.move === 'bid');
const illegal = (i: number, seat: string, call: string) =>
  `replay at seat ${seat} made an illegal move ${call} (game 0, move ${i})`;
const maxRounds = (value: number) => ({
  name: `maxRounds ${value}`,
  damage: (m: MatchJson) => void (m.maxRounds = value),
  message: () => `maxRounds (--max-rounds) must be a whole number from 1 to 1,000; got ${value}`,
});
/** What a move argument may be (records too: TrickTakers' `{ kakumei: true }`, the map's `{ discard: [...] }`). */
const FLAT =
  'expected a text, a number from -1,000,000 to 1,000,000, a boolean or null, or lists and records of them, two levels deep at most';
/** The file as text with the first move's arguments nested 100,000 lists deep. */
const DEPTH = 100_000;

const DAMAGES: Damage[] = [
  {
    name: 'moves is an object',
    damage: (m) => void ((m.games[0] as { moves: unknown }).moves = { 0: move(m, 0) }),
    message: () => 'games[0].moves: Invalid input: expected array, received object',
  },
  {
    name: 'moves is a string',
    damage: (m) => void ((m.games[0] as { moves: unknown }).moves = 'chooseTile'),
    message: () => 'games[0].moves: Invalid input: expected array, received string',
  },
  {
    name: 'args is not an array',
    damage: (m) => void ((move(m, 0) as { args: unknown }).args = move(m, 0).args[0]),
    message: () => 'games[0].moves[0].args: Invalid input: expected array, received string',
  },
  {
    name: 'deeply nested arguments',
    damage: (m) => {
      const text = JSON.stringify({ ...m, games: [{ ...m.games[0], moves: [{ ...move(m, 0), args: ['@'] }] }] });
      return text.replace('["@"]', `[${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}]`);
    },
    message: () => `games[0].moves[0].args[0]: ${FLAT}`,
  },
  {
    name: 'a bid of 1e308',
    damage: (m) => void (move(m, firstBid(m)).args[0] = 1e308),
    message: (m) => `games[0].moves[${firstBid(m)}].args[0]: ${FLAT}`,
  },
  {
    name: 'a final score of 1e308 (replayed, then reported as a mismatch, on the old replay)',
    damage: (m) => void (m.games[0]!.scores[2] = 1e308),
    message: () => 'games[0].scores[2]: expected a number from -1,000,000 to 1,000,000',
  },
  {
    name: "a round's points of -1e7",
    damage: (m) => void (m.games[0]!.rounds[1]!.points[0] = -1e7),
    message: () => 'games[0].rounds[1].points[0]: expected a number from -1,000,000 to 1,000,000',
  },
  {
    name: 'a win rate above 1',
    damage: (m) => void (m.summary.bots[0]!.winRate.rate = 1.5),
    message: () => 'summary.bots[0].winRate.rate: expected a number from 0 to 1',
  },
  {
    name: 'a move named hasOwnProperty',
    damage: (m) => void (move(m, 0).move = 'hasOwnProperty'),
    message: (m) => illegal(0, move(m, 0).seat, `hasOwnProperty(${JSON.stringify(move(m, 0).args[0])})`),
  },
  {
    name: 'a constructor move slipped in',
    damage: (m) => void m.games[0]!.moves.unshift({ seat: move(m, 0).seat, move: 'constructor', args: [] }),
    message: (m) => illegal(0, move(m, 0).seat, 'constructor()'),
  },
  {
    name: 'a __proto__ move slipped in (passed on the old replay)',
    damage: (m) => void m.games[0]!.moves.unshift({ seat: move(m, 0).seat, move: '__proto__', args: [] }),
    message: (m) => illegal(0, move(m, 0).seat, '__proto__()'),
  },
  {
    name: 'an extra argument (passed on the old replay)',
    damage: (m) => void move(m, firstBid(m)).args.push('junk'),
    message: (m) => {
      const i = firstBid(m);
      return illegal(i, move(m, i).seat, `bid(${move(m, i).args[0]}, "junk")`);
    },
  },
  {
    name: 'a move after the end',
    damage: (m) => void m.games[0]!.moves.push({ ...m.games[0]!.moves.at(-1)! }),
    message: (m) => {
      const n = m.games[0]!.moves.length; // before the damage
      return `game 0: the game is over after move ${n - 1}, but the record has ${n + 1} moves`;
    },
  },
  {
    name: 'game "constructor"',
    damage: (m) => void (m.game = 'constructor'),
    message: () => 'unknown game "constructor"; known: cant-win, instinct, you-suck, tricktakers',
  },
  {
    name: 'game "__proto__"',
    damage: (m) => void (m.game = '__proto__'),
    message: () => 'unknown game "__proto__"; known: cant-win, instinct, you-suck, tricktakers',
  },
  {
    name: 'players 99',
    damage: (m) => void (m.players = 99),
    message: () => "Can't Win takes 3 to 4 players, got 99",
  },
  {
    name: 'players "4"',
    damage: (m) => void ((m as { players: unknown }).players = '4'),
    message: () => 'players: Invalid input: expected number, received string',
  },
  {
    name: 'players 2.5',
    damage: (m) => void (m.players = 2.5),
    message: () => "Can't Win takes 3 to 4 players, got 2.5",
  },
  {
    name: 'an unknown variant',
    damage: (m) => void (m.variant = 'nope'),
    message: () => `Can't Win has no variant "nope"; known: standard, beginner`,
  },
  maxRounds(0),
  maxRounds(-1),
  maxRounds(1e9),
  {
    name: 'maxRounds "x"',
    damage: (m) => void ((m as { maxRounds: unknown }).maxRounds = 'x'),
    message: () => 'maxRounds: Invalid input: expected number, received string',
  },
  {
    name: 'a game seed that is not a string',
    damage: (m) => void ((m.games[0] as { seed: unknown }).seed = 0),
    message: () => 'games[0].seed: Invalid input: expected string, received number',
  },
  {
    name: "another deal's game seed",
    damage: (m) => void (m.games[0]!.seed = 'files/7'),
    message: () => 'games[0].seed is "files/7"; deal 0 is played with "files/0"',
  },
  {
    name: "seats that are not the table's (passed on the old replay)",
    damage: (m) => void (m.games[0]!.seats = ['random', 'random', 'random']),
    message: () => 'games[0].seats is ["random","random","random"]; table 0 seats ["rule","random","random"]',
  },
  {
    name: 'games out of order (passed on the old replay)',
    damage: (m) => void m.games.reverse(),
    message: () => 'games[0] is deal 0, table 3; games go by deal, then table, so it should be deal 0, table 0',
  },
  {
    name: 'winners that are not a list',
    damage: (m) => void ((m.games[0] as { winners: unknown }).winners = '0'),
    message: () => 'games[0].winners: Invalid input: expected array, received string',
  },
  {
    name: 'a top-level array',
    damage: (m) => [m],
    message: () => ': Invalid input: expected object, received array',
  },
];

describe('--replay of a damaged match file: exit 1, one line, no stack trace', { concurrency: 2 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-files-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let text = '';
  before(async () => {
    // One duplicate deal at 3 players: tables rule,random,random / random,rule,random / random,random,rule / all random.
    const result = await runMatch({ game: 'cant-win', players: 3, bots: 'rule,random', deals: 1, seed: 'files' });
    text = JSON.stringify(toMatchJson(result));
  });

  DAMAGES.forEach((d, k) => {
    it(d.name, async () => {
      const m = JSON.parse(text) as MatchJson;
      const data = d.damage(m) ?? m;
      const file = path.join(dir, `${k}.json`);
      writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
      assertOneLine(await cli('--replay', file), 1, d.message(JSON.parse(text) as MatchJson));
    });
  });
});

describe('a match file that names a level this build does not take', () => {
  it('still reads, reports and replays; a new run of it is refused, naming the levels left', async () => {
    const result = await runMatch({ game: 'cant-win', players: 3, bots: 'rule,random', deals: 1, seed: 'files' });
    // A file written by a build with an ismcts:expert level (ismcts:hard was such a level while it was
    // retired, issue 24): the same games, with its name where rule's is.
    const old = JSON.parse(JSON.stringify(toMatchJson(result)).replaceAll('"rule"', '"ismcts:expert"')) as MatchJson;
    assert.deepEqual(old.bots, ['ismcts:expert', 'random']);
    const m = parseMatchJson(old, 'old.json');
    assert.deepEqual(m.games[0]!.seats, ['ismcts:expert', 'random', 'random']);
    // Its summary is recomputed under the file's name: ismcts:expert's row holds rule's scores of the table.
    const rows = summarize(m, m.games).bots.map((b) => b.bot);
    assert.deepEqual(rows, ['ismcts:expert', 'random']);
    const dir = mkdtempSync(path.join(tmpdir(), 'harness-retired-'));
    try {
      const file = path.join(dir, 'old.json');
      writeFileSync(file, JSON.stringify(old));
      const replay = await cli('--replay', file);
      assert.equal(replay.status, 0, replay.stderr);
      assertOneLine(
        await cli('--game', 'cant-win', '--players', '3', '--bots', 'ismcts:expert,random', '--games', '1'),
        2,
        'unknown level "expert" for bot "ismcts"; levels: easy, normal, hard',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
