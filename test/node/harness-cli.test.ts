// The harness's replay of recorded games and its CLI (exit codes, usage, JSON, baseline).
// Games, seatings, statistics and baselines are tested in ./harness.test.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { replayGame, runMatch, toMatchJson, type MatchJson } from '../../src/harness/index.js';
import { cli } from './harness-helpers.js';

describe('replayGame', () => {
  it('reproduces a recorded game trick by trick, and reports a tampered score', async () => {
    const result = await runMatch({
      game: 'cant-win',
      players: 3,
      bots: 'rule',
      deals: 1,
      seed: 5,
      variant: 'beginner',
    });
    const file: MatchJson = JSON.parse(JSON.stringify(toMatchJson(result)));
    const replay = replayGame(file, 0);
    assert.deepEqual(replay.mismatches, []);
    assert.deepEqual(replay.scores, result.games[0]!.scores);
    assert.equal(replay.events.filter((e) => e.kind === 'trick').length, 36); // 3 rounds × 12 tricks
    assert.deepEqual(
      replay.events.filter((e) => e.kind === 'round').map((e) => e.kind === 'round' && e.round),
      [1, 2, 3],
    );

    file.games[0]!.scores[0]! += 1;
    assert.match(replayGame(file, 0).mismatches.join('\n'), /^final scores: replay/);
    assert.throws(() => replayGame(file, 1), /no game 1/);
  });
});

describe('CLI (src/harness/cli.ts)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const out = path.join(dir, 'out.json');
  const RANDOM_2 = ['--game', 'cant-win', '--players', '4', '--bots', 'random', '--games', '2'];

  it('exits 2 with the usage on stderr for an unknown flag or a bad value', async () => {
    for (const args of [
      ['--bogus'],
      ['--game', 'nope', '--bots', 'random'],
      ['--game', 'cant-win', '--players', '5', '--bots', 'random'],
      ['--game', 'cant-win', '--bots', 'nobot'],
      ['--game', 'cant-win', '--bots', 'random', '--games', '2.5'],
    ]) {
      const r = await cli(...args);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, /Usage:/);
    }
  });

  it('plays, writes JSON, replays it (exit 0), and compares with itself as a baseline (exit 0)', async () => {
    const run = await cli(
      '--game',
      'cant-win',
      '--players',
      '4',
      '--bots',
      'random',
      '--games',
      '2',
      '--seed',
      '1',
      '--json',
      out,
    );
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /mean score \[95% CI\]/);
    const json: MatchJson = JSON.parse(readFileSync(out, 'utf8'));
    assert.deepEqual(Object.keys(json), [
      'game',
      'players',
      'variant',
      'maxRounds',
      'seed',
      'bots',
      'deals',
      'games',
      'summary',
    ]);
    assert.deepEqual(
      json.games.map((g) => g.seed),
      ['1/0', '1/1'],
    );
    assert.equal(JSON.stringify(json.games).includes('Ms'), false); // no timings in the games

    const replay = await cli('--replay', out, '--index', '1');
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /trick 48: .* → seat \d/);
    assert.match(replay.stdout, /the replay reproduces the file/);

    const same = await cli(...RANDOM_2, '--baseline', out);
    assert.equal(same.status, 0, same.stdout + same.stderr);
    assert.match(same.stdout, /nothing moved/);
  });

  it('exits 3 when the baseline has moved, 1 on a replay that fails', async () => {
    const json: MatchJson = JSON.parse(readFileSync(out, 'utf8'));
    const moved = path.join(dir, 'moved.json');
    const score = json.summary.bots[0]!.score;
    Object.assign(score, { mean: score.mean + 100, low: score.low! + 100, high: score.high! + 100 });
    writeFileSync(moved, JSON.stringify(json));
    const r = await cli(...RANDOM_2, '--baseline', moved);
    assert.equal(r.status, 3, r.stdout + r.stderr);
    assert.match(r.stdout, /random score down/);

    const bad = path.join(dir, 'bad.json');
    json.games[0]!.moves[0]!.args = [99];
    json.games[0]!.moves[0]!.move = 'bid';
    writeFileSync(bad, JSON.stringify(json));
    const replay = await cli('--replay', bad);
    assert.equal(replay.status, 1);
    assert.match(replay.stderr, /replay at seat \d made an illegal move bid\(99\)/);
  });
});
