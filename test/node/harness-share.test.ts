// `npm run harness -- share` (issue 24: how much of the oracle's Δ over rule ismcts reaches, pooled
// over seeds): the per-deal Δs paired deal by deal, against values worked by hand, by points and by
// wins; the files it refuses; and the command's exit codes and output.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  HarnessError,
  gapShare,
  ratioInterval,
  runMatch,
  writeMatchJson,
  type GameRecord,
  type MatchJson,
  type ShareRunFile,
} from '../../src/harness/index.js';
import { assertOneLine, cli, close } from './harness-helpers.js';

/** A game record with only what the share reads: 3 seats, tables 0–2 the candidate at seat 0–2, table 3 all baseline. */
function game(deal: number, table: number, scores: number[], winners: number[] = []): GameRecord {
  return {
    deal,
    table,
    scores,
    winners: winners.map(String),
    aborted: false,
  } as unknown as GameRecord;
}

/**
 * A duplicate run of `bot,rule` on seed `seed`: per deal, the candidate's score at tables 0, 1, 2 (at its seat
 * there) and the all-rule table's three scores; other seats score 0.
 */
function run(
  name: string,
  bot: string,
  seed: string,
  deals: { cand: number[]; base: number[]; candWin?: number[][]; baseWin?: number[]; tables?: number[] }[],
): ShareRunFile {
  const games: GameRecord[] = [];
  deals.forEach((d, deal) => {
    for (const table of d.tables ?? [0, 1, 2, 3]) {
      if (table === 3) games.push(game(deal, 3, d.base, d.baseWin));
      else
        games.push(
          game(
            deal,
            table,
            [0, 1, 2].map((s) => (s === table ? d.cand[table]! : 0)),
            d.candWin?.[table],
          ),
        );
    }
  });
  const match = {
    game: 'cant-win',
    players: 3,
    variant: null,
    maxRounds: 8,
    seed,
    bots: [bot, 'rule'],
    deals: deals.length,
    games,
  } as unknown as MatchJson;
  return { name, match };
}

// Seed s1: the bot's Δ per deal, mean(10−6, 12−9, 8−3) = 4 and mean(5−5, 7−5, 4−5) = 1/3; the oracle's
// mean(14−6, 15−9, 12−3) = 23/3 and mean(8−5, 9−5, 6−5) = 8/3.
const s1 = [
  run('ism-s1', 'ismcts:normal', 's1', [
    { cand: [10, 12, 8], base: [6, 9, 3], candWin: [[0], [1], [0, 2]], baseWin: [1] },
    { cand: [5, 7, 4], base: [5, 5, 5], candWin: [[0], [0], [0]], baseWin: [0] },
  ]),
  run('ora-s1', 'oracle:normal', 's1', [
    { cand: [14, 15, 12], base: [6, 9, 3], candWin: [[0], [1], [2]], baseWin: [1] },
    { cand: [8, 9, 6], base: [5, 5, 5], candWin: [[0], [1], [2]], baseWin: [0] },
  ]),
] as const;
// Seed s2: the oracle's run lacks deal 0's table 2, so only deal 1 pairs: the bot's mean(3−1, 2−1, 1−1) = 1,
// the oracle's mean(7−1, 4−1, 4−1) = 4. (Paired by position, deal 0's Δ 9 would have met the oracle's 4.)
const s2 = [
  run('ism-s2', 'ismcts:normal', 's2', [
    { cand: [9, 9, 9], base: [0, 0, 0] },
    { cand: [3, 2, 1], base: [1, 1, 1] },
  ]),
  run('ora-s2', 'oracle:normal', 's2', [
    { cand: [5, 5, 5], base: [0, 0, 0], tables: [0, 1, 3] },
    { cand: [7, 4, 4], base: [1, 1, 1] },
  ]),
] as const;

describe('gapShare: the share of a reference bot’s Δ, per seed and pooled (issue 24)', () => {
  it('by points: each seed’s deals paired by deal number, then pooled (worked by hand)', () => {
    const r = gapShare([s1, s2], 'points');
    assert.deepEqual(
      [r.game, r.players, r.bot, r.reference, r.baseline],
      ['cant-win', 3, 'ismcts:normal', 'oracle:normal', 'rule'],
    );
    const [one, two] = r.seeds;
    assert.equal(one!.seed, 's1');
    assert.equal(one!.deals, 2);
    close(one!.bot, 13 / 6); // (4 + 1/3) / 2
    close(one!.reference, 31 / 6); // (23/3 + 8/3) / 2
    close(one!.share, 13 / 31);
    assert.deepEqual([two!.seed, two!.deals, two!.bot, two!.reference, two!.share], ['s2', 1, 1, 4, 0.25]);
    assert.deepEqual([two!.low, two!.high], [null, null]); // one deal: no interval
    // Pooled: (4 + 1/3 + 1) / (23/3 + 8/3 + 4) = (16/3) / (43/3).
    assert.equal(r.pooled.seed, null);
    assert.equal(r.pooled.deals, 3);
    close(r.pooled.share, 16 / 43);
    const fieller = ratioInterval([4, 1 / 3, 1], [23 / 3, 8 / 3, 4]);
    assert.deepEqual([r.pooled.low, r.pooled.high], [fieller.low, fieller.high]);
  });

  it('by wins: a shared win counts 1/k, against the same seat at the all-baseline table', () => {
    // Deal 0: the bot mean(1 − 0, 1 − 1, 1/2 − 0) = 1/2; the oracle mean(1, 0, 1) = 2/3.
    // Deal 1: the bot mean(1 − 1, 0, 0) = 0; the oracle mean(1 − 1, 1, 1) = 2/3. Share (1/2) / (4/3) = 3/8.
    const r = gapShare([s1], 'wins');
    close(r.seeds[0]!.bot, 1 / 4);
    close(r.seeds[0]!.reference, 2 / 3);
    close(r.pooled.share, 3 / 8);
  });

  it('refuses what cannot be a share, naming the files', () => {
    const refuse = (pairs: Parameters<typeof gapShare>[0], message: RegExp, by: 'points' | 'wins' = 'points') =>
      assert.throws(
        () => gapShare(pairs, by),
        (e: unknown) => e instanceof HarnessError && message.test(e.message),
      );
    refuse([], /no runs given/);
    refuse([[s1[0], s2[1]]], /ora-s2 is not on ism-s1's deals: seed "s2", not "s1"/);
    refuse([s1, [s1[0], s1[1]]], /ism-s1 plays seed "s1" again \(ism-s1\): the same deals twice/);
    // Two deals on which the candidate scores what the all-rule table scores: a mean Δ of 0.
    const even = [
      { cand: [6, 9, 3], base: [6, 9, 3] },
      { cand: [5, 5, 5], base: [5, 5, 5] },
    ];
    const other = run('ora-random', 'oracle:normal', 's1', even);
    other.match.bots = ['oracle:normal', 'random'];
    refuse([[s1[0], other]], /play against different baselines: rule and random/);
    const single = run('single', 'rule', 's1', even);
    single.match.bots = ['rule'];
    refuse([[single, s1[1]]], /single is not a duplicate run \(--bots A,B\)/);
    const swapped = [s2[1], s2[0]] as const;
    refuse([s1, swapped], /ora-s2 cannot pool with ism-s1: bots oracle:normal,rule, not ismcts:normal,rule/);
    const zero = run('zero', 'oracle:normal', 's1', even);
    refuse([[s1[0], zero]], /zero's mean Δ is 0: no share of it/);
    const aborted = run('aborted', 'oracle:normal', 's1', even);
    for (const g of aborted.match.games) g.aborted = true;
    refuse([[s1[0], aborted]], /aborted's games have no winners \(aborted at --max-rounds\): share by points/, 'wins');
  });
});

describe('npm run harness -- share', () => {
  let dir: string;
  let bot: string;
  let reference: string;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'share-'));
    // Two real runs on the same deals: random's seats are seeded by the deal and seat, so the same bots play the
    // same games, and the share is exactly 100% with no width to its interval.
    bot = path.join(dir, 'bot.json');
    reference = path.join(dir, 'reference.json');
    const result = await runMatch({ game: 'cant-win', players: 3, bots: 'random,rule', deals: 4, seed: 'share' });
    writeMatchJson(bot, result);
    writeMatchJson(reference, result);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the table and writes the rows as JSON', async () => {
    const out = path.join(dir, 'share.json');
    const r = await cli('share', bot, reference, '--json', out);
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(
      lines[0],
      "cant-win, 3 players: the share of random's Δ over rule that random reaches, by final score",
    );
    assert.match(lines[2]!, /^share\s+4\s+[−+]\d+\.\d\d\s+[−+]\d+\.\d\d\s+100\.0% \[100\.0%, 100\.0%\]$/);
    assert.match(lines[3]!, /^pooled\s+4\s/);
    const json = JSON.parse(readFileSync(out, 'utf8')) as { by: string; pooled: { deals: number; share: number } };
    assert.equal(json.by, 'points');
    assert.deepEqual([json.pooled.deals, json.pooled.share], [4, 1]);
  });

  it('a bad command line exits 2 with the usage; a file it cannot pair exits 1', async () => {
    const odd = await cli('share', bot);
    assert.equal(odd.status, 2);
    assert.match(odd.stderr, /share takes pairs of --json files.*; got 1 file\n\nUsage:/);
    const by = await cli('share', bot, reference, '--by', 'score');
    assert.equal(by.status, 2);
    assert.match(by.stderr, /--by takes points or wins, got "score"/);
    assertOneLine(
      await cli('share', bot, reference, bot, reference),
      1,
      `${bot} plays seed "share" again (${bot}): the same deals twice`,
    );
  });
});
