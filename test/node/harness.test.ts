// The headless harness (issue "Can't Win playable end to end" §5): games through the reducer,
// the three --bots forms, determinism, statistics against hand-computed values, baseline
// comparison, replay, and the CLI's exit codes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TablePlayer } from '../../src/bots/types.js';
import {
  HarnessError,
  IllegalMoveError,
  OptionError,
  compareBaseline,
  decisionStats,
  planSeatings,
  playGame,
  quantile,
  runMatch,
  summarize,
  ratioInterval,
  tInterval,
  wilsonInterval,
  type GameRecord,
  type MatchConfig,
} from '../../src/harness/index.js';
import { cantWin, specs, close } from './harness-helpers.js';

describe('playGame', () => {
  it("plays a 4-player Can't Win game to the end: 4 rounds, 4 × (8 lap moves + 48 cards) = 224 moves", async () => {
    const { record, decisionMs } = await playGame({
      game: cantWin,
      numPlayers: 4,
      seats: ['random', 'random', 'random', 'random'],
      seed: '1/0',
    });
    assert.equal(record.rounds.length, 4); // CW-11: as many rounds as players
    assert.equal(record.moves.length, 224);
    const count = (move: string) => record.moves.filter((m) => m.move === move).length;
    assert.deepEqual([count('chooseTile'), count('bid'), count('playCard')], [16, 16, 192]);
    assert.equal(record.scores.length, 4);
    assert.ok(record.winners.length >= 1 && !record.aborted);
    for (const r of record.rounds) {
      assert.equal((r.tiles as string[]).length, 4);
      assert.equal(
        r.tricks!.reduce((a, b) => a + b, 0),
        12,
      );
    }
    // CW-11: final score = (sum of tricks) × (sum of points)
    const sum = (row: 'tricks' | 'points', s: number) => record.rounds.reduce((t, r) => t + r[row]![s]!, 0);
    assert.deepEqual(
      record.scores,
      [0, 1, 2, 3].map((s) => sum('tricks', s) * sum('points', s)),
    );
    assert.deepEqual(
      decisionMs.map((d) => d.length),
      [56, 56, 56, 56],
    );
  });

  it('beforeMove sees every move before it is applied, with the full state (every hand)', async () => {
    const seen: { seat: string; move: string; hands: number }[] = [];
    const { record } = await playGame({
      game: cantWin,
      numPlayers: 3,
      seats: ['rule', 'rule', 'rule'],
      seed: 'hook/0',
      beforeMove: (state, seat, move) =>
        seen.push({ seat, move: move.move, hands: (state.G as { hands: string[][] }).hands.flat().length }),
    });
    assert.deepEqual(
      seen.map(({ seat, move }) => ({ seat, move })),
      record.moves.map(({ seat, move }) => ({ seat, move })),
    );
    // the first move of the game (a lap move, CW-4) sees all 36 cards dealt (CW-1: 3 × 12); the last sees one card left
    assert.equal(seen[0]!.hands, 36);
    assert.equal(seen[seen.length - 1]!.hands, 1);
  });

  it('fails with IllegalMoveError naming the bot, seat and move when a bot plays an illegal move', async () => {
    const cheat: TablePlayer = {
      spec: { name: 'cheat' },
      sees: 'seat',
      bot: null as never,
      decide: async () => ({ move: 'bid', args: [99] }),
    };
    await assert.rejects(
      playGame({
        game: cantWin,
        numPlayers: 3,
        seats: ['cheat', 'cheat', 'cheat'],
        seed: 'x',
        players: [cheat, cheat, cheat],
      }),
      (err: unknown) => {
        assert.ok(err instanceof IllegalMoveError);
        assert.match(
          err.message,
          /^bot cheat at seat \d made an illegal move bid\(99\) \(deal 0, table 0, game seed "x", move 0\)$/,
        );
        return true;
      },
    );
  });
});

describe('planSeatings: the three --bots forms', () => {
  it('one name: that bot at every seat, one table per deal', () => {
    const plan = planSeatings(specs('random'), 3);
    assert.equal(plan.form, 'single');
    assert.deepEqual(
      plan.tables.map((t) => t.seats),
      [['random', 'random', 'random']],
    );
  });

  it("'A,B' at 4 players: A at each seat in turn with B elsewhere, then the all-B table (5 tables)", () => {
    const plan = planSeatings(specs('rule', 'random'), 4);
    assert.equal(plan.form, 'duplicate');
    assert.deepEqual(
      plan.tables.map((t) => t.seats.map((s) => (s === 'rule' ? 'A' : 'B')).join('')),
      ['ABBB', 'BABB', 'BBAB', 'BBBA', 'BBBB'],
    );
    assert.deepEqual(
      plan.tables.map((t) => t.candidateSeat),
      [0, 1, 2, 3, undefined],
    );
  });

  it("'A,A' keeps the candidate and the baseline apart in the summary rows", () => {
    const plan = planSeatings(specs('random', 'random'), 3);
    assert.deepEqual(plan.tables[1]!.labels, ['random (baseline)', 'random', 'random (baseline)']);
  });

  it('one name per seat: that seating rotated over every seat (n tables)', () => {
    const plan = planSeatings([{ name: 'rule' }, { name: 'mcts', level: 'easy' }, { name: 'random' }], 3);
    assert.equal(plan.form, 'rotation');
    assert.deepEqual(
      plan.tables.map((t) => t.seats),
      [
        ['rule', 'mcts:easy', 'random'],
        ['random', 'rule', 'mcts:easy'],
        ['mcts:easy', 'random', 'rule'],
      ],
    );
  });

  it('any other count is an OptionError', () => {
    assert.throws(() => planSeatings(specs('random', 'random', 'random'), 4), OptionError);
  });
});

describe('runMatch', () => {
  it('plays every table of every deal, in order, on the same deal', async () => {
    const { games, summary } = await runMatch({ game: 'cant-win', players: 4, bots: 'rule,random', deals: 1, seed: 3 });
    assert.deepEqual(
      games.map((g) => [g.deal, g.table, g.seed, g.seats.join(',')]),
      [
        [0, 0, '3/0', 'rule,random,random,random'],
        [0, 1, '3/0', 'random,rule,random,random'],
        [0, 2, '3/0', 'random,random,rule,random'],
        [0, 3, '3/0', 'random,random,random,rule'],
        [0, 4, '3/0', 'random,random,random,random'],
      ],
    );
    // Same deal at every table: round 1's dealer comes from the game seed (CW-3).
    assert.equal(new Set(games.map((g) => g.rounds[0]!.dealer)).size, 1);
    assert.deepEqual(
      summary.bots.map((b) => [b.bot, b.role, b.games]),
      [
        ['rule', 'candidate', 4],
        ['random', 'baseline', 16],
      ],
    );
  });

  it("a bot's random stream depends on deal, seat and spec only: in 'random,random' every table replays the all-B table", async () => {
    const { games, summary } = await runMatch({ game: 'cant-win', players: 3, bots: 'random,random', deals: 2 });
    for (const g of games) {
      const reference = games.find((r) => r.deal === g.deal && r.table === 3)!;
      assert.deepEqual(g.moves, reference.moves);
    }
    assert.equal(summary.bots[0]!.delta!.mean, 0);
  });

  it('is deterministic: the same options give the same games, with 1 job or 2', async () => {
    const options = { game: 'cant-win', players: 3, bots: 'random', deals: 3, seed: 'det' } as const;
    const once = JSON.stringify((await runMatch(options)).games);
    const again = JSON.stringify((await runMatch(options)).games);
    const twoJobs = await runMatch({ ...options, jobs: 2 });
    assert.equal(again, once);
    assert.equal(JSON.stringify(twoJobs.games), once);
    assert.equal(twoJobs.summary.timing!.jobs, 2);
  });

  it('--time-per-move: search bots use a time budget and each game records the iterations per seat', async () => {
    const r = await runMatch({
      game: 'cant-win',
      players: 4,
      bots: 'ismcts,rule',
      deals: 1,
      seed: 'tpm',
      timePerMoveMs: 5,
    });
    assert.equal(r.config.timePerMoveMs, 5);
    assert.equal(r.games.length, 5);
    for (const g of r.games) {
      const seat = g.seats.indexOf('ismcts');
      g.iterations!.forEach((it, s) => (s === seat ? assert.ok(it > 0, `seat ${s}: ${it}`) : assert.equal(it, 0)));
    }
    await assert.rejects(runMatch({ game: 'cant-win', bots: 'rule', deals: 1, timePerMoveMs: 0 }), OptionError);
  });

  it('rejects bad options with OptionError', async () => {
    await assert.rejects(runMatch({ game: 'nope', bots: 'random', deals: 1 }), OptionError);
    await assert.rejects(runMatch({ game: 'cant-win', players: 5, bots: 'random', deals: 1 }), /3 to 4 players/);
    await assert.rejects(runMatch({ game: 'cant-win', bots: 'random', deals: 1.5 }), OptionError);
    await assert.rejects(runMatch({ game: 'cant-win', bots: 'bogus', deals: 1 }), /unknown bot "bogus"/);
    await assert.rejects(runMatch({ game: 'cant-win', bots: 'random', deals: 1, variant: 'x' }), OptionError);
  });
});

describe('statistics', () => {
  it('tInterval([1, 2, 3, 4]): mean 2.5, sd 1.291, t(0.975, 3) = 3.182, half-width 2.054', () => {
    const m = tInterval([1, 2, 3, 4]);
    assert.equal(m.mean, 2.5);
    close(m.sd, 1.291);
    close(m.halfWidth, 2.054);
    close(m.low, 0.446);
    close(m.high, 4.554);
    assert.deepEqual(tInterval([7]), { n: 1, mean: 7, sd: null, halfWidth: null, low: null, high: null });
  });

  it("ratioInterval: the Fieller interval of a ratio of paired means (issue 24, the share of the oracle's gap)", () => {
    // x̄ 2.5, ȳ 3.5, var x = var y = cov = 5/3, t(0.975, 3) = 3.1824, t²/n = 2.532:
    // a = 12.25 − 2.532·5/3 = 8.030, b = 8.75 − 4.220 = 4.530, c = 6.25 − 4.220 = 2.030,
    // R = (4.530 ± √(4.530² − 8.030·2.030)) / 8.030 = (4.530 ± 2.054) / 8.030.
    const r = ratioInterval([1, 2, 3, 4], [2, 3, 4, 5]);
    assert.equal(r.n, 4);
    close(r.ratio, 0.7143, 4);
    close(r.low, 0.3083, 4);
    close(r.high, 0.82, 4);
    // A denominator not distinguishable from 0 (ȳ 0.25, var 2.25: a = 0.0625 − 2.532·2.25 < 0): no finite interval.
    assert.deepEqual(ratioInterval([1, 2, 3, 4], [1, -1, 2, -1]), { n: 4, ratio: 10, low: null, high: null });
    assert.deepEqual(ratioInterval([3], [4]), { n: 1, ratio: 0.75, low: null, high: null });
    assert.throws(() => ratioInterval([1, 2], [1]), RangeError);
    assert.throws(() => ratioInterval([1, 2], [1, -1]), /denominator/);
  });

  it('wilsonInterval(5, 10) = [0.2366, 0.7634]; 0 of 10 starts at 0', () => {
    const w = wilsonInterval(5, 10);
    assert.equal(w.rate, 0.5);
    close(w.low, 0.2366, 4);
    close(w.high, 0.7634, 4);
    const none = wilsonInterval(0, 10);
    close(none.low, 0, 6);
    close(none.high, 0.2775, 4); // z²/(n + z²) = 3.8415 / 13.8415
    // Exactly 0 and 1 at the ends: 0 of 18 came out 1.4e-17 in floating point, so a rate of 0 lay outside
    // its own interval, and a baseline with the same 0 wins "moved".
    assert.equal(wilsonInterval(0, 18).low, 0);
    close(wilsonInterval(0, 18).high, 0.1759, 4); // 3.8415 / 21.8415
    assert.equal(wilsonInterval(18, 18).high, 1);
    close(wilsonInterval(18, 18).low, 0.8241, 4);
  });

  it('quantile interpolates linearly (R type 7): 1…10 → p50 5.5, p95 9.55', () => {
    const xs = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    assert.equal(quantile(xs, 0.5), 5.5);
    close(quantile(xs, 0.95), 9.55);
    const d = decisionStats([4, 1, 3, 2])!;
    assert.deepEqual([d.count, d.meanMs, d.p50Ms, d.maxMs], [4, 2.5, 2.5, 4]);
    close(d.p95Ms, 3.85); // 3 + 0.85 · (4 − 3)
    assert.equal(decisionStats([]), null);
  });

  it('summarize: duplicate Δ, shared wins and bid hits, hand-computed', () => {
    // 3 players, rule,random: tables rule@0, rule@1, rule@2, all-random. One round per game,
    // bids [1, 0, 2] and tricks [1, 1, 2]: seats 0 and 2 hit, seat 1 misses by 1.
    const deal = (d: number, scores: number[][], winners: string[][]): GameRecord[] =>
      scores.map((s, table) => ({
        deal: d,
        table,
        seed: `1/${d}`,
        seats: table === 3 ? ['random', 'random', 'random'] : [0, 1, 2].map((i) => (i === table ? 'rule' : 'random')),
        rounds: [{ dealer: '0', bids: [1, 0, 2], tricks: [1, 1, 2], points: [1, 0, 1] }],
        scores: s,
        winners: winners[table]!,
        aborted: false,
        moves: [],
      }));
    const games = [
      ...deal(
        0,
        [
          [10, 2, 0],
          [1, 8, 3],
          [0, 0, 6],
          [4, 5, 3],
        ],
        [['0'], ['1'], ['2'], ['1']],
      ),
      ...deal(
        1,
        [
          [0, 5, 5],
          [2, 2, 2],
          [3, 3, 9],
          [1, 1, 1],
        ],
        [['1', '2'], ['0', '1', '2'], ['2'], ['0', '1', '2']],
      ),
    ];
    const s = summarize({ players: 3, bots: ['rule', 'random'] }, games);
    const [rule, random] = s.bots;
    assert.equal(s.form, 'duplicate');
    assert.deepEqual([s.deals, s.games, s.aborted], [2, 8, 0]);
    // Rule's per-deal means: (10 + 8 + 6)/3 = 8 and (0 + 2 + 9)/3 = 11/3.
    close(rule!.score.mean, (8 + 11 / 3) / 2);
    // Δ per deal: mean(10−4, 8−5, 6−3) = 4; mean(0−1, 2−1, 9−1) = 8/3. sd = (4 − 8/3)/√2;
    // half-width = t(0.975, 1) · sd / √2 = 12.706 · 0.6667 = 8.471.
    close(rule!.delta!.mean, 10 / 3);
    close(rule!.delta!.sd, 0.943);
    close(rule!.delta!.halfWidth, 8.471);
    // Wins: 1 + 1 + 1 in deal 0; 0 + 1/3 + 1 in deal 1 → 13/3 of 6.
    close(rule!.winRate.successes, 13 / 3);
    assert.equal(rule!.winRate.trials, 6);
    // Random takes the rest of the 8 wins over 18 seat-games.
    close(random!.winRate.successes, 8 - 13 / 3);
    assert.equal(random!.winRate.trials, 18);
    assert.equal(random!.delta, undefined);
    // Rule sat at seats 0, 1, 2 once per deal: 4 hits in 6 seat-rounds, |tricks − bid| 2/6.
    assert.deepEqual([rule!.bidHit!.successes, rule!.bidHit!.trials], [4, 6]);
    close(rule!.bidError, 1 / 3);
    assert.equal(rule!.decisions, null);
    assert.equal(s.fairShare, 1 / 3);
  });
});

describe('compareBaseline', () => {
  const config: MatchConfig = {
    game: 'cant-win',
    players: 4,
    variant: 'standard',
    maxRounds: 50,
    seed: '1',
    bots: ['rule', 'random'],
    deals: 100,
  };
  const interval = (mean: number, half: number) => ({
    n: 100,
    mean,
    sd: 1,
    halfWidth: half,
    low: mean - half,
    high: mean + half,
  });
  const summary = (scoreMean: number, winRate: number) => ({
    form: 'duplicate' as const,
    deals: 100,
    games: 500,
    aborted: 0,
    fairShare: 0.25,
    bots: [
      {
        bot: 'rule',
        role: 'candidate' as const,
        games: 400,
        deals: 100,
        score: interval(scoreMean, 2),
        delta: interval(20, 3),
        winRate: { successes: winRate * 400, trials: 400, rate: winRate, low: winRate - 0.04, high: winRate + 0.04 },
        bidHit: null,
        bidError: null,
        decisions: null,
      },
    ],
  });

  it("nothing moved when each value lies inside the other run's interval", () => {
    const c = compareBaseline({ config, summary: summary(30, 0.8) }, { ...config, summary: summary(31.5, 0.77) });
    assert.deepEqual(c.moved, []);
    assert.equal(c.compared, 3);
  });

  it("a mean outside the other run's interval has moved (exit 3), with its direction", () => {
    const c = compareBaseline({ config, summary: summary(30, 0.7) }, { ...config, summary: summary(33, 0.8) });
    assert.deepEqual(
      c.moved.map((m) => [m.bot, m.stat, m.direction]),
      [
        ['rule', 'score', 'down'],
        ['rule', 'winRate', 'down'],
      ],
    );
  });

  it('runs that are not comparable are a HarnessError', () => {
    assert.throws(
      () =>
        compareBaseline({ config, summary: summary(30, 0.8) }, { ...config, players: 3, summary: summary(30, 0.8) }),
      (err: unknown) => err instanceof HarnessError && /players was 3, now 4/.test(err.message),
    );
    assert.throws(() => compareBaseline({ config, summary: summary(30, 0.8) }, { ...config }), HarnessError);
  });
});
