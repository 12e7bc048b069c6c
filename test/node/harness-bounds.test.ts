// The bounds a reviewer found missing (issue 10): how many games a --json file may hold (checked
// before playing, and by merge before writing), the time per move, a flag given twice, and the
// numbers a match file may hold. Each check stops the CLI before it plays anything.
import assert from 'node:assert/strict';
import { constants } from 'node:buffer';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runMatch, toMatchJson, writeMatchJson, type GameRecord, type MatchJson } from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

/** One deal at one table: 3 random bots. */
const MATCH = ['--game', 'cant-win', '--players', '3', '--bots', 'random', '--games', '1'];
/** Four-player duplicate: 5 tables a deal (A at each seat, then the all-B table). */
const DUPLICATE = ['--game', 'cant-win', '--players', '4', '--bots', 'rule,random'];

describe('bounds checked before the work', { concurrency: 2 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-bounds-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const at = (name: string) => path.join(dir, name);
  /** A one-deal, single-table match of 3 players, as the harness writes it. */
  let small: MatchJson;
  before(async () => {
    small = toMatchJson(await runMatch({ game: 'cant-win', players: 3, bots: 'random', deals: 1, seed: 'bounds' }));
  });

  it('--json with 8,001 duplicate deals (40,005 games): usage error before playing', async () => {
    const run = await cli(...DUPLICATE, '--games', '8001', '--json', at('big.json'));
    assertOneLine(
      run,
      2,
      '--json: a match file holds at most 40,000 games, and this run plays 8,001 deals × 5 tables = 40,005; ' +
        'play fewer deals, or split the match with --shard k/n',
    );
    assert.equal(existsSync(at('big.json')), false);
  });

  it("--json counts a shard's own deals: 8,001 of 16,001 (shard 1/2) is too many", async () => {
    const run = await cli(...DUPLICATE, '--games', '16001', '--shard', '1/2', '--json', at('shard.json'));
    assertOneLine(run, 2, 'and this run plays 8,001 deals × 5 tables = 40,005;');
  });

  it('merge --json of 40,001 games: usage error before writing; merge without --json reports them', async () => {
    // Two shards of a 40,001-deal single-table match. The moves are left out: a file's games are
    // checked against its settings (deal, table, seed, seats), not replayed.
    const game = small.games[0]!;
    const deals = 40_001;
    const shard = (index: number): MatchJson => {
      const games: GameRecord[] = [];
      for (let d = index - 1; d < deals; d += 2) games.push({ ...game, deal: d, seed: `bounds/${d}`, moves: [] });
      return { ...small, deals, shard: { index, count: 2 }, games };
    };
    writeFileSync(at('s1.json'), JSON.stringify(shard(1))); // deals 0, 2, …, 40,000: 20,001 games
    writeFileSync(at('s2.json'), JSON.stringify(shard(2))); // 20,000 games
    const refused = await cli('merge', at('s1.json'), at('s2.json'), '--json', at('merged.json'));
    assertOneLine(
      refused,
      2,
      '--json: a match file holds at most 40,000 games, and the merged match has 40,001; ' +
        'merge without --json to print the summary and compare with --baseline',
    );
    assert.equal(existsSync(at('merged.json')), false);
    const summary = await cli('merge', at('s1.json'), at('s2.json'));
    assert.equal(summary.status, 0, summary.stderr);
    assert.match(summary.stdout, /40001 deals × 1 table = 40001 games · seed bounds · random at every seat/);
  });

  for (const ms of ['60001', '99999999999']) {
    it(`--time-per-move ${ms}: usage error (at most 60,000 ms)`, async () => {
      const run = await cli(...MATCH, '--time-per-move', ms);
      assertOneLine(run, 2, `time per move (--time-per-move) must be more than 0 and at most 60,000 ms; got ${ms}`);
    });
  }

  const RANDOM = ['--game', 'cant-win', '--players', '3', '--bots', 'random'];
  for (const [name, args, message] of [
    [
      '--shard',
      [...RANDOM, '--games', '3', '--shard', '1/3', '--shard', '2/3'],
      '--shard is given twice: "1/3", then "2/3"',
    ],
    ['--seed, once as --seed=b', [...MATCH, '--seed', 'a', '--seed=b'], '--seed is given twice: "a", then "b"'],
    ['--index, with the same value', ['--replay', 'x.json', '--index', '1', '--index', '1'], '--index is given twice'],
    ['--json of merge', ['merge', 'a.json', '--json', 'x.json', '--json', 'y.json'], '--json is given twice'],
    ['-h and --help', ['-h', '--help'], '--help is given twice'],
  ] as const) {
    it(`a flag given twice (${name}): usage error`, async () => {
      assertOneLine(await cli(...args), 2, message);
    });
  }

  it('merge refuses a shard with a tampered score (1e308), which it once summed to null', async () => {
    const tampered = structuredClone(small);
    tampered.games[0]!.scores[1] = 1e308;
    writeFileSync(at('huge.json'), JSON.stringify({ ...tampered, deals: 1, shard: { index: 1, count: 1 } }));
    const run = await cli('merge', at('huge.json'), '--json', at('huge-merged.json'));
    assertOneLine(run, 1, `${at('huge.json')}: games[0].scores[1]: expected a number from -1,000,000 to 1,000,000`);
    assert.equal(existsSync(at('huge-merged.json')), false);
  });

  it('--baseline refuses a summary with an absurd mean (1e308)', async () => {
    const baseline = structuredClone(small);
    baseline.summary.bots[0]!.score.mean = 1e308;
    writeFileSync(at('absurd.json'), JSON.stringify(baseline));
    const run = await cli(...MATCH, '--seed', 'bounds', '--baseline', at('absurd.json'));
    assertOneLine(
      run,
      1,
      `${at('absurd.json')}: summary.bots[0].score.mean: expected a number from -1,000,000,000,000 to 1,000,000,000,000`,
    );
  });
});

describe('writeMatchJson: the --json file, one game at a time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-write-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let result: Awaited<ReturnType<typeof runMatch>>;
  before(async () => {
    result = await runMatch({ game: 'cant-win', players: 3, bots: 'rule,random', deals: 2, seed: 'write' });
  });

  it('writes the bytes of JSON.stringify and a newline', () => {
    const file = path.join(dir, 'small.json');
    writeMatchJson(file, result);
    assert.equal(readFileSync(file, 'utf8'), `${JSON.stringify(toMatchJson(result))}\n`);
    const shard = { ...result, config: { ...result.config, timePerMoveMs: 5, shard: { index: 1, count: 1 } } };
    writeMatchJson(file, shard);
    assert.equal(readFileSync(file, 'utf8'), `${JSON.stringify(toMatchJson(shard))}\n`);
  });

  it('writes a file longer than the longest string, which JSON.stringify could not, and a reader refuses it', async () => {
    // 520 games with a seed of 1 MiB each: the writer does not look inside a game, and big
    // strings keep the test fast (about 3 s to write 545 MB here, against 9 s for as many bytes of
    // moves).
    const seed = 'x'.repeat(1 << 20);
    const big = { ...result, games: Array.from({ length: 520 }, () => ({ ...result.games[0]!, seed })) };
    const gameBytes = JSON.stringify(big.games[0]).length;
    const { games: _games, ...rest } = toMatchJson(big);
    const bytes = JSON.stringify({ ...rest, games: [] }).length + 520 * gameBytes + 519 + 1; // commas, newline
    assert.ok(bytes > constants.MAX_STRING_LENGTH, `${bytes} bytes`);

    const file = path.join(dir, 'big.json');
    writeMatchJson(file, big);
    assert.equal(statSync(file).size, bytes);
    assertOneLine(
      await cli('--replay', file),
      1,
      `cannot read ${file}: it is longer than the longest string Node can hold (536,870,888 characters)`,
    );
  });
});
