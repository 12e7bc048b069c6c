// --shard k/n and merge: the shards of a match, merged, are the unsharded run (games byte for
// byte, the summary but its timings); merge refuses files that do not make one match; --baseline
// compares merged reports.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runMatch, toMatchJson, type MatchJson, type MatchSummary } from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

/** 4 duplicate deals at 3 players: 4 tables a deal, 16 games. */
const MATCH = ['--game', 'cant-win', '--players', '3', '--bots', 'rule,random', '--games', '4', '--seed', 'shards'];
/** The deals of each shard, by hand: deal d (0-based) is in shard k of n when d mod n = k − 1. */
const SHARDS = [
  { shard: '1/2', deals: [0, 2] },
  { shard: '2/2', deals: [1, 3] },
  { shard: '1/3', deals: [0, 3] },
  { shard: '2/3', deals: [1] },
  { shard: '3/3', deals: [2] },
];

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as MatchJson;
/** A summary without its timings: the run's `timing` and every row's decision times. */
const untimed = ({ timing: _timing, ...s }: MatchSummary) => ({
  ...s,
  bots: s.bots.map(({ decisions: _decisions, ...row }) => row),
});

describe('--shard and merge', { concurrency: 2 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-shards-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const at = (name: string) => path.join(dir, name);
  const shard = (k: string) => at(`shard-${k.replace('/', 'of')}.json`);
  const full = at('full.json');

  before(async () => {
    const runs = await Promise.all([
      cli(...MATCH, '--json', full),
      // One shard on worker threads: a worker is handed the shard's deals.
      ...SHARDS.map((s, i) =>
        cli(...MATCH, '--shard', s.shard, '--json', shard(s.shard), ...(i === 3 ? ['--jobs', '2'] : [])),
      ),
    ]);
    for (const run of runs) assert.equal(run.status, 0, run.stderr);
  });

  it('each shard plays its deals (d mod n = k − 1), as the unsharded run plays them', () => {
    const games = read(full).games;
    for (const s of SHARDS) {
      const file = read(shard(s.shard));
      const [index, count] = s.shard.split('/').map(Number);
      assert.deepEqual(file.shard, { index, count });
      assert.equal(file.deals, 4); // the match's deals; the shard's games are fewer
      assert.deepEqual(
        file.games.map((g) => `${g.deal}/${g.table}`),
        s.deals.flatMap((d) => [0, 1, 2, 3].map((t) => `${d}/${t}`)),
      );
      assert.equal(JSON.stringify(file.games), JSON.stringify(games.filter((g) => s.deals.includes(g.deal))));
      assert.equal(file.summary.deals, s.deals.length);
    }
  });

  for (const split of [
    ['2/2', '1/2'],
    ['3/3', '1/3', '2/3'],
  ]) {
    it(`merging ${split.length} shards gives the unsharded games byte for byte, and its summary but the timings`, async () => {
      const out = at(`merged-${split.length}.json`);
      const run = await cli('merge', ...split.map(shard), '--json', out);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, /4 deals × 4 tables = 16 games · seed shards · duplicate/);
      const [merged, whole] = [read(out), read(full)];
      assert.equal(JSON.stringify(merged.games), JSON.stringify(whole.games));
      assert.deepEqual(untimed(merged.summary), untimed(whole.summary));
      assert.ok(merged.summary.timing === undefined && merged.summary.bots.every((b) => b.decisions === null));
      const { games: _g, summary: _s, ...settings } = whole;
      assert.deepEqual(Object.keys(merged), Object.keys(whole));
      assert.equal(merged.shard, undefined);
      assert.deepEqual({ ...merged, games: [], summary: null }, { ...settings, games: [], summary: null });
    });
  }

  it('--baseline works on merged reports (both ways), and exits 3 when a statistic moved', async () => {
    const merged = at('merged-base.json');
    assert.equal((await cli('merge', ...['1/3', '2/3', '3/3'].map(shard), '--json', merged)).status, 0);
    const again = await cli(...MATCH, '--baseline', merged);
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stdout, /baseline: nothing moved \(5 statistics compared\)/);
    const merging = await cli('merge', shard('1/2'), shard('2/2'), '--baseline', full);
    assert.equal(merging.status, 0, merging.stderr);
    assert.match(merging.stdout, /baseline: nothing moved \(5 statistics compared\)/);

    const moved = read(full);
    const rule = moved.summary.bots.find((b) => b.bot === 'rule')!.score;
    Object.assign(rule, { mean: rule.mean + 100, low: rule.low! + 100, high: rule.high! + 100 });
    writeFileSync(at('moved.json'), JSON.stringify(moved));
    const worse = await cli('merge', shard('1/2'), shard('2/2'), '--baseline', at('moved.json'));
    assert.equal(worse.status, 3, worse.stderr);
    assert.match(worse.stdout, /rule score down/);
  });

  it('merge refuses a shard of another match', async () => {
    const other = toMatchJson(
      await runMatch({
        game: 'cant-win',
        players: 3,
        bots: 'rule,random',
        deals: 4,
        seed: 'other',
        shard: { index: 3, count: 3 },
      }),
    );
    writeFileSync(at('other.json'), JSON.stringify(other));
    const run = await cli('merge', shard('1/3'), shard('2/3'), at('other.json'));
    assertOneLine(run, 1, `${at('other.json')} is from another match than ${shard('1/3')}: seed "other", not "shards"`);
  });

  it('merge refuses a shard given twice', async () => {
    copyFileSync(shard('2/3'), at('copy.json'));
    const run = await cli('merge', shard('1/3'), shard('2/3'), at('copy.json'), shard('3/3'));
    assertOneLine(run, 1, `shard 2/3 is given twice: ${shard('2/3')} and ${at('copy.json')}`);
  });

  it('merge refuses a missing shard', async () => {
    assertOneLine(await cli('merge', shard('3/3'), shard('1/3')), 1, 'shard 2/3 is missing');
  });

  it('merge refuses shards of different splits', async () => {
    const run = await cli('merge', shard('1/3'), shard('2/2'));
    assertOneLine(run, 1, `${shard('2/2')} is shard 2/2, but ${shard('1/3')} is of 3 shards`);
  });

  it('merge refuses a file that is not a shard', async () => {
    assertOneLine(await cli('merge', shard('1/2'), full), 1, `${full} is not a shard`);
  });

  it('merge refuses a malformed file, as --replay does', async () => {
    const bad = read(shard('2/2'));
    (bad.games[1] as { moves: unknown }).moves = {};
    writeFileSync(at('bad.json'), JSON.stringify(bad));
    assertOneLine(
      await cli('merge', shard('1/2'), at('bad.json')),
      1,
      `${at('bad.json')}: games[1].moves: Invalid input: expected array, received object`,
    );
  });

  it('a shard is refused as a baseline', async () => {
    const run = await cli(...MATCH, '--baseline', shard('1/3'));
    assertOneLine(run, 1, 'the baseline is shard 1/3 of a match: merge the shards first');
  });

  for (const [flag, message] of [
    ['0/3', 'shard (--shard k/n) needs whole numbers 1 ≤ k ≤ n ≤ deals (4), got 0/3'],
    ['3/2', 'shard (--shard k/n) needs whole numbers 1 ≤ k ≤ n ≤ deals (4), got 3/2'],
    ['5/5', 'shard (--shard k/n) needs whole numbers 1 ≤ k ≤ n ≤ deals (4), got 5/5'],
    ['2', '--shard takes k/n, e.g. 2/3 for the second of three shards, got "2"'],
  ]) {
    it(`--shard ${flag} is a usage error`, async () => {
      assertOneLine(await cli(...MATCH, '--shard', flag!), 2, message!);
    });
  }

  it('--shard with --baseline is a usage error', async () => {
    const run = await cli(...MATCH, '--shard', '1/2', '--baseline', full);
    assertOneLine(run, 2, '--baseline compares whole matches: merge the shards, then pass --baseline to merge');
  });
});
