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
  runMatch,
  writeMatchJson,
  type GameRecord,
  type MatchJson,
  type ShareResult,
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

// Seed s1: the bot's Δ per deal, mean(10−9, 12−10, 8−8) = 1 and mean(5−3, 7−6, 4−1) = 2; the oracle's
// mean(12−9, 12−10, 9−8) = 2 and mean(6−3, 9−6, 4−1) = 3. By wins (a shared win counts 1/k): the bot's
// mean(1 − 0, 1 − 1, 1/2 − 0) = 1/2 and mean(1 − 1, 0, 0) = 0; the oracle's mean(1, 0, 1) and mean(0, 1, 1) = 2/3.
const s1 = [
  run('ism-s1', 'ismcts:normal', 's1', [
    { cand: [10, 12, 8], base: [9, 10, 8], candWin: [[0], [1], [0, 2]], baseWin: [1] },
    { cand: [5, 7, 4], base: [3, 6, 1], candWin: [[0], [0], [0]], baseWin: [0] },
  ]),
  run('ora-s1', 'oracle:normal', 's1', [
    { cand: [12, 12, 9], base: [9, 10, 8], candWin: [[0], [1], [2]], baseWin: [1] },
    { cand: [6, 9, 4], base: [3, 6, 1], candWin: [[0], [1], [2]], baseWin: [0] },
  ]),
] as const;
// Seed s2: the oracle's run lacks deal 0's table 2, so only deals 1 and 2 pair: the bot's mean(4−1, 4−1, 4−1) = 3
// and mean(5−1, 6−2, 4−0) = 4; the oracle's 4 and 5. (Paired by position, deal 0's Δ 9 would have met the
// oracle's 4.)
const s2 = [
  run('ism-s2', 'ismcts:normal', 's2', [
    { cand: [9, 9, 9], base: [0, 0, 0] },
    { cand: [4, 4, 4], base: [1, 1, 1] },
    { cand: [5, 6, 4], base: [1, 2, 0] },
  ]),
  run('ora-s2', 'oracle:normal', 's2', [
    { cand: [5, 5, 5], base: [0, 0, 0], tables: [0, 1, 3] },
    { cand: [5, 5, 5], base: [1, 1, 1] },
    { cand: [6, 7, 5], base: [1, 2, 0] },
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
    assert.deepEqual([one!.seed, one!.deals, one!.bot, one!.reference, one!.share], ['s1', 2, 1.5, 2.5, 0.6]);
    assert.deepEqual([two!.seed, two!.deals, two!.bot, two!.reference], ['s2', 2, 3.5, 4.5]);
    close(two!.share, 7 / 9);
    // Two deals each: t(0.975, 1) = 12.71, so a = ȳ² − t²·var(y)/2 = 6.25 − 80.7·0.5 < 0: no finite interval.
    assert.deepEqual([one!.low, one!.high, two!.low, two!.high], [null, null, null, null]);
    // Pooled: the bot's Δs 1, 2, 3, 4 against the oracle's 2, 3, 4, 5: x̄ 2.5, ȳ 3.5, share 0.7143; var x = var y =
    // cov = 5/3, t(0.975, 3) = 3.1824, t²/n = 2.532: a = 12.25 − 4.220 = 8.030, b = 8.75 − 4.220 = 4.530,
    // c = 6.25 − 4.220 = 2.030, R = (4.530 ± √(4.530² − 8.030·2.030)) / 8.030 = [0.3083, 0.8200].
    assert.deepEqual([r.pooled.seed, r.pooled.deals, r.pooled.bot, r.pooled.reference], [null, 4, 2.5, 3.5]);
    close(r.pooled.share, 0.7143, 4);
    close(r.pooled.low, 0.3083, 4);
    close(r.pooled.high, 0.82, 4);
  });

  it('by wins: a shared win counts 1/k, against the same seat at the all-baseline table', () => {
    // The bot's Δs 1/2 and 0, the oracle's 2/3 and 2/3 (above): share (1/4) / (2/3) = 3/8.
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
    const random = run('ora-random', 'oracle:normal', 's1', even);
    random.match.bots = ['oracle:normal', 'random'];
    refuse([[s1[0], random]], /play against different baselines: rule and random/);
    const single = run('single', 'rule', 's1', even);
    single.match.bots = ['rule'];
    refuse([[single, s1[1]]], /single is not a duplicate run \(--bots A,B\)/);
    const swapped = [s2[1], s2[0]] as const;
    refuse([s1, swapped], /ora-s2 cannot pool with ism-s1: bots oracle:normal,rule, not ismcts:normal,rule/);
    // The same all-rule games as s1's, and the oracle scoring what they score: a mean Δ of 0.
    const zero = run('zero', 'oracle:normal', 's1', [
      { cand: [9, 10, 8], base: [9, 10, 8], baseWin: [1] },
      { cand: [3, 6, 1], base: [3, 6, 1], baseWin: [0] },
    ]);
    refuse([[s1[0], zero]], /zero's mean Δ is 0: no share of it/);
    // One game of eight aborted at the round cap: by wins it would count as no win, so it is refused.
    const aborted = run('aborted', 'oracle:normal', 's1', [
      { cand: [12, 12, 9], base: [9, 10, 8], candWin: [[0], [1], [2]], baseWin: [1] },
      { cand: [6, 9, 4], base: [3, 6, 1], candWin: [[0], [1], [2]], baseWin: [0] },
    ]);
    aborted.match.games[1]!.aborted = true;
    refuse(
      [[s1[0], aborted]],
      /aborted has 1 of 8 games aborted at --max-rounds, with no winner: share by points/,
      'wins',
    );
    assert.equal(gapShare([[s1[0], aborted]], 'points').pooled.deals, 2); // by points, its scores count
    // The all-rule table of deal 1 played another game: not the same deals (another version of the dealing).
    const other = run('ora-other', 'oracle:normal', 's1', [
      { cand: [12, 12, 9], base: [9, 10, 8], baseWin: [1] },
      { cand: [6, 9, 4], base: [3, 6, 2], baseWin: [0] },
    ]);
    refuse(
      [[s1[0], other]],
      /ism-s1 and ora-other did not play the same deals: their all-rule tables of deal 1 differ/,
    );
    // A run on a time budget does not pool with one at a level's iterations.
    const timed = run('timed', 'oracle:normal', 's1', [{ cand: [1, 1, 1], base: [0, 0, 0] }]);
    timed.match.deals = 2;
    timed.match.timePerMoveMs = 50;
    refuse([[s1[0], timed]], /timed is not on ism-s1's deals: timePerMoveMs 50, not null/);
  });
});

describe('npm run harness -- share', () => {
  let dir: string;
  let bot: string;
  let reference: string;
  let botDelta: number;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'share-'));
    // Two real runs on the same deals: random and ismcts:easy, each against rule.
    bot = path.join(dir, 'random.json');
    reference = path.join(dir, 'ismcts.json');
    const options = { game: 'cant-win', players: 3, deals: 4, seed: 'share' };
    const a = await runMatch({ ...options, bots: 'random,rule' });
    botDelta = a.summary.bots.find((b) => b.role === 'candidate')!.delta!.mean;
    writeMatchJson(bot, a);
    writeMatchJson(reference, await runMatch({ ...options, bots: 'ismcts:easy,rule' }));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the table and writes the rows as JSON; the files the other way round give the reciprocal', async () => {
    const out = path.join(dir, 'share.json');
    const r = await cli('share', bot, reference, '--json', out);
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(
      lines[0],
      "cant-win, 3 players: the share of ismcts:easy's Δ over rule that random reaches, by final score",
    );
    const json = JSON.parse(readFileSync(out, 'utf8')) as ShareResult;
    assert.deepEqual([json.by, json.bot, json.reference, json.pooled.deals], ['points', 'random', 'ismcts:easy', 4]);
    close(json.pooled.bot, botDelta, 9); // the match summary's Δ of the same deals
    assert.match(
      lines[2]!,
      new RegExp(
        `^share\\s+4\\s+[−+]\\d+\\.\\d\\d\\s+[−+]\\d+\\.\\d\\d\\s+${(100 * json.pooled.share).toFixed(1).replace('-', '−')}% `,
      ),
    );
    assert.equal((await cli('share', reference, bot, '--json', out)).status, 0);
    const back = JSON.parse(readFileSync(out, 'utf8')) as ShareResult;
    close(back.pooled.share * json.pooled.share, 1, 9);
  });

  it('a bad command line exits 2 with the usage; a file it cannot pair exits 1', async () => {
    const odd = await cli('share', bot);
    assert.equal(odd.status, 2);
    assert.match(odd.stderr, /share takes pairs of --json files.*; got 1 file\n\nUsage:/);
    const by = await cli('share', bot, reference, '--by', 'score');
    assert.equal(by.status, 2);
    assert.match(by.stderr, /--by takes points or wins, got "score"/);
    const over = await cli('share', bot, reference, '--json', reference);
    assert.equal(over.status, 2);
    assert.match(over.stderr, /--json .*ismcts\.json would overwrite the run .*ismcts\.json/);
    assertOneLine(
      await cli('share', bot, reference, bot, reference),
      1,
      `${bot} plays seed "share" again (${bot}): the same deals twice`,
    );
  });
});
