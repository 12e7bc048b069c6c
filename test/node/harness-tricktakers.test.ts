// The harness with TrickTakers (issue 12): seeded matches whose JSON rounds `{ first, characters,
// bids, tricks, points, crowns, blackCrowns }` are checked against the recorded moves and the
// rules (TT-7…TT-12, TT-19; round values of one game worked out by hand below), each game's
// `condition` next to `winners`, the file read back and replayed (playCard's object argument
// included), and the CLI at 2 and 5 players with --jobs 2, --json and --replay.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  formatReplay,
  readMatchJson,
  replayGame,
  runMatch,
  writeMatchJson,
  type GameRecord,
  type MatchResult,
} from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

const PRIORITY = ['king', 'gambler', 'resistance', 'hermit', 'berserker'];
const CONDITIONS = ['character', 'gold-crowns', 'black-crowns', 'points'];
type Round = {
  first: string;
  characters: string[];
  bids: (number | null)[];
  tricks: number[];
  points: number[];
  crowns: number[];
  blackCrowns: number[];
};

/** The moves of each round: n × 5 playCards end one. */
function movesByRound(g: GameRecord, n: number) {
  const rounds: GameRecord['moves'][] = [[]];
  let plays = 0;
  for (const m of g.moves) {
    rounds.at(-1)!.push(m);
    if (m.move === 'playCard' && ++plays % (n * 5) === 0) rounds.push([]);
  }
  return rounds.filter((r) => r.length > 0);
}

/** Checks one game's rounds against its moves and the rules (3–5 players). */
function checkGame(g: GameRecord, n: number) {
  const rounds = g.rounds as unknown as Round[];
  const moves = movesByRound(g, n);
  assert.equal(rounds.length, moves.length);
  assert.ok(CONDITIONS.includes(g.condition!), String(g.condition));
  assert.equal(g.winners.length, 1); // TT-12: priority breaks every tie
  const totals = new Array<number>(n).fill(30); // TT-5
  rounds.forEach((r, i) => {
    assert.deepEqual(Object.keys(r), ['first', 'characters', 'bids', 'tricks', 'points', 'crowns', 'blackCrowns']);
    const m = moves[i]!;
    const picks = m.filter((x) => x.move === 'chooseCharacter');
    assert.equal(picks.length, n);
    for (const p of picks) assert.equal(r.characters[Number(p.seat)], p.args[0]);
    assert.equal(new Set(r.characters).size, n); // TT-6: each character at most once
    const bid = m.find((x) => x.move === 'bid');
    assert.deepEqual(
      r.bids,
      r.characters.map((c) => (c === 'gambler' ? bid!.args[0] : null)),
    );
    assert.equal(r.first, m.find((x) => x.move === 'playCard')!.seat);
    const last = i === rounds.length - 1;
    const ended = last && g.condition === 'character';
    if (ended) {
      // TT-6 step 6: a character win comes before the round's crowns.
      assert.deepEqual([r.crowns, r.blackCrowns], [new Array(n).fill(0), new Array(n).fill(0)]);
    } else {
      assert.equal(
        r.tricks.reduce((a, b) => a + b),
        5,
      );
      // TT-10: gold to the single top trick count.
      const top = Math.max(...r.tricks);
      const leaders = r.tricks.filter((t) => t === top).length;
      assert.deepEqual(
        r.crowns,
        r.tricks.map((t) => (t === top && leaders === 1 ? 1 : 0)),
      );
      assert.ok(r.blackCrowns.reduce((a, b) => a + b) <= 2);
      r.blackCrowns.forEach((b, s) => assert.ok(b === 0 || r.tricks[s]! <= 1));
    }
    r.points.forEach((p, s) => (totals[s]! += p));
    assert.ok(totals.every((t) => t >= 0)); // TT-11: the floor
  });
  assert.deepEqual(g.scores, totals);
  if (g.condition === 'gold-crowns') {
    const crowns = rounds.reduce((acc, r) => acc.map((c, s) => c + r.crowns[s]!), new Array<number>(n).fill(0));
    assert.equal(crowns[Number(g.winners[0])], 2);
  }
}

describe('harness: TrickTakers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-tt-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let result: MatchResult;
  before(async () => {
    result = await runMatch({ game: 'tricktakers', players: 4, bots: 'random', deals: 3, seed: 'tt' });
  });

  it('records each round as { first, characters, bids, tricks, points, crowns, blackCrowns }, consistent with the moves', () => {
    assert.equal(result.games.length, 3);
    for (const g of result.games) checkGame(g, 4);
    assert.equal(new Set(result.games.map((g) => JSON.stringify(g.rounds))).size, 3);
  });

  it('scores game 0 rounds 1 and 2 as worked out by hand', () => {
    const [r1, r2] = result.games[0]!.rounds as unknown as Round[];
    // Round 1 (seat 3 chose first and led, TT-7): the Berserker (seat 1) took all 5 tricks: −50,
    // floored at 0 from 30 (TT-11) → −30. The Gambler (seat 2) bid 2 and bet 50, took 0: +20 − 50
    // → −30. The Hermit took 0: +50. The Resistance's Kakumei (blue 7) lost to a White Flag: 0.
    // Gold crown: the Berserker alone on top. Black crowns: 0 tricks for Gambler 2A, Resistance 3A
    // and Hermit 4A; only 2, by priority (TT-10).
    assert.deepEqual(r1, {
      first: '3',
      characters: ['hermit', 'berserker', 'gambler', 'resistance'],
      bids: [null, null, 2, null],
      tricks: [0, 5, 0, 0],
      points: [50, -30, -30, 0],
      crowns: [0, 1, 0, 0],
      blackCrowns: [0, 0, 1, 1],
    });
    // Round 2: totals were 80, 0, 0, 30; without a crown seat 2 has fewest, so it chooses first
    // (no King last round) and leads (TT-8, TT-9). King 2 tricks +50, Hermit 0 +50, Berserker 2
    // +30, Gambler bid 3 bet 10 took 1: +20 − 10. A 2–2 tie: no gold crown.
    assert.deepEqual(r2, {
      first: '2',
      characters: ['king', 'hermit', 'berserker', 'gambler'],
      bids: [null, null, null, 3],
      tricks: [2, 0, 2, 1],
      points: [50, 50, 30, 10],
      crowns: [0, 0, 0, 0],
      blackCrowns: [0, 1, 0, 0],
    });
    const picks = result.games[0]!.moves.filter((m) => m.move === 'chooseCharacter').map((m) => m.seat);
    assert.deepEqual(picks.slice(4, 8), ['2', '3', '0', '1']);
  });

  it('puts condition next to winners, and replays each game from the file exactly', () => {
    for (const g of result.games) {
      const keys = Object.keys(g);
      assert.equal(keys[keys.indexOf('winners') + 1], 'condition');
    }
    const file = path.join(dir, 'tt.json');
    writeMatchJson(file, result);
    const match = readMatchJson(file);
    assert.deepEqual(match.games, result.games);
    const kakumei = match.games
      .flatMap((g) => g.moves)
      .filter((m) => m.move === 'playCard' && (m.args[1] as { kakumei?: boolean }).kakumei);
    assert.ok(kakumei.length > 0); // the object argument survives the file
    for (let i = 0; i < 3; i++) {
      const replay = replayGame(match, i);
      assert.deepEqual(replay.mismatches, []);
      assert.equal(replay.condition, match.games[i]!.condition);
      const tricks = replay.events.flatMap((e) => (e.kind === 'trick' ? [e.trick] : []));
      assert.deepEqual(
        tricks.map((t) => t.index),
        Array.from({ length: tricks.length }, (_, k) => k + 1),
      );
    }
    const text = formatReplay(match, 0, replayGame(match, 0));
    assert.ok(text.includes('round 1 scored (first 3):'), text);
    assert.ok(
      // A Kakumei trick: a White Flag ranks first (TT-4), and the replay says so.
      text.includes(
        '  trick 3: 1 berserker-white-flag · 2 green-5 · 3 blue-7 (kakumei) · 0 green-9 → seat 1: Kakumei: a White Flag (TT-4)',
      ),
      text,
    );
    assert.match(text, /│ bids +│ – +│ – +│ 2 +│ – +│/);
    assert.ok(text.includes(`winner: seat ${match.games[0]!.winners[0]} (${match.games[0]!.condition})`), text);
    // A tampered condition is a mismatch.
    const tampered = JSON.parse(JSON.stringify(match));
    tampered.games[0].condition = 'black-crowns';
    assert.deepEqual(replayGame(tampered, 0).mismatches, [
      `condition: replay "${match.games[0]!.condition}", file "black-crowns"`,
    ]);
  });

  it('plays two players: 5 rounds, each seat using each character once, no crowns', async () => {
    const two = await runMatch({ game: 'tricktakers', players: 2, bots: 'random', deals: 2, seed: 'tt2' });
    for (const g of two.games) {
      const rounds = g.rounds as unknown as Round[];
      const ended = g.condition === 'character';
      assert.equal(rounds.length, 5); // TT-19: a character win needs round 5 (TT-20)
      for (const seat of [0, 1]) assert.deepEqual(rounds.map((r) => r.characters[seat]).sort(), [...PRIORITY].sort());
      for (const r of rounds)
        assert.deepEqual(
          [r.crowns, r.blackCrowns],
          [
            [0, 0],
            [0, 0],
          ],
        );
      assert.ok(ended || g.condition === 'points', String(g.condition));
      assert.deepEqual(
        g.scores,
        [0, 1].map((s) => 30 + rounds.reduce((t, r) => t + r.points[s]!, 0)),
      );
      // The first chooser picks first in rounds 1 and 3, second in rounds 2 and 4 (TT-19).
      const picks = g.moves.filter((m) => m.move === 'chooseCharacter').map((m) => m.seat);
      assert.equal(picks.length, 8);
      assert.deepEqual([picks[2], picks[3], picks[4], picks[6]], [picks[1], picks[0], picks[0], picks[1]]);
      assert.equal(g.moves.filter((m) => m.move === 'chooseLeader').length, 1);
    }
  });

  it('CLI: 2 and 5 players with --jobs 2 --json, then --replay; --variant is refused', async () => {
    for (const players of ['2', '5']) {
      const out = path.join(dir, `cli${players}.json`);
      const args = ['--game', 'tricktakers', '--players', players, '--bots', 'random', '--games', '2', '--seed', 'c'];
      const run = await cli(...args, '--jobs', '2', '--json', out);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, new RegExp(`TrickTakers · ${players} players · 2 deals × 1 table = 2 games`));
      const replay = await cli('--replay', out, '--index', '1');
      assert.equal(replay.status, 0, replay.stderr);
      assert.match(replay.stdout, /round 3 scored \(first \d\):/);
      assert.match(replay.stdout, /winner: seat \d \((character|gold-crowns|black-crowns|points)\)/);
      assert.match(replay.stdout, /the replay reproduces the file/);
    }
    assertOneLine(
      await cli('--game', 'tricktakers', '--bots', 'random', '--games', '1', '--variant', 'standard'),
      2,
      'TrickTakers has no variant "standard"; it has none',
    );
  });
});

describe('TrickTakers harness: setupData.characters (issue 21, TT-23)', () => {
  const ALL = ['king', 'gambler', 'resistance', 'adventurer', 'hermit', 'collector', 'berserker', 'ruler'];

  it('plays the whole box, records the set and replays its games, items and reservations included', async () => {
    const r = await runMatch({
      game: 'tricktakers',
      players: 4,
      bots: 'rule,random',
      deals: 1,
      seed: 'x',
      characters: ALL,
    });
    assert.deepEqual(r.config.characters, ALL);
    // Every game's round records name only characters of the set, and some extra character was played.
    const picked = new Set(
      r.games.flatMap((g) => g.rounds.flatMap((x) => (x as unknown as { characters: string[] }).characters)),
    );
    assert.ok([...picked].every((c) => ALL.includes(c)));
    assert.ok(
      ['adventurer', 'collector', 'ruler'].some((c) => picked.has(c)),
      [...picked].join(),
    );
    for (let i = 0; i < r.games.length; i++)
      assert.deepEqual(replayGame({ ...r.config, games: r.games }, i).mismatches, []);
  });

  it("writes and reads back a --json file holding the map's nested argument (TT-33), and replays it", async () => {
    // Seed m1, 4 players, rule,random: some game of its two deals has the Adventurer use the map.
    const r = await runMatch({
      game: 'tricktakers',
      players: 4,
      bots: 'rule,random',
      deals: 2,
      seed: 'm1',
      characters: ALL,
    });
    const maps = r.games.flatMap((g) => g.moves.filter((m) => m.move === 'useItem' && m.args[0] === 'map'));
    assert.ok(maps.length > 0, 'the seed has a map');
    for (const m of maps) assert.ok(Array.isArray((m.args[1] as { discard: unknown }).discard));
    const dir = mkdtempSync(path.join(tmpdir(), 'harness-tt-map-'));
    try {
      const file = path.join(dir, 'm.json');
      writeMatchJson(file, r);
      const back = readMatchJson(file);
      assert.deepEqual(back.games, JSON.parse(JSON.stringify(r.games)));
      for (let i = 0; i < back.games.length; i++) assert.deepEqual(replayGame(back, i).mismatches, []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad set with a message naming the character', async () => {
    await assert.rejects(
      runMatch({ game: 'tricktakers', players: 4, bots: 'rule', deals: 1, characters: ['king', 'jester'] }),
      /"jester" is not a character/,
    );
  });
});
