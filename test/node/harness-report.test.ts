// The HTML report of harness runs (issue 23; docs/harness.md "The HTML report"): generated from seeded runs,
// its numbers are the JSON summary's, its plots' data are the games', it opens from file:// in Chromium with no
// console error and its games sort; the CLI's `report` and `--html` check their flags and files.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer from 'puppeteer-core';
import { replayViewer } from '../../src/harness/replay-viewer.js';
import type { RunData } from '../../src/harness/html-report.js';
import {
  dealScores,
  htmlReport,
  runMatch,
  summaryText,
  toMatchJson,
  type GameRecord,
  type MatchJson,
} from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

const dataOf = (html: string): RunData[] =>
  JSON.parse(/<script type="application\/json" id="report-data"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);

/** The text of each cell of the page's first table of `cls`, by row (HTML entities of `&<>"'` decoded). */
function cells(html: string, cls: string): string[][] {
  const table = new RegExp(`<table class="${cls}">(.*?)</table>`, 's').exec(html)![1]!;
  const body = /<tbody>(.*?)<\/tbody>/s.exec(table)![1]!;
  const decode = (t: string) =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((r) =>
    [...r[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => decode(c[1]!)),
  );
}

describe('dealScores: each row’s mean final score per deal', () => {
  it('averages a row’s seat-games of each deal (computed by hand)', () => {
    const game = (deal: number, table: number, seats: string[], scores: number[]): GameRecord => ({
      deal,
      table,
      seed: `x/${deal}`,
      seats,
      rounds: [],
      scores,
      winners: [],
      aborted: false,
      moves: [],
    });
    // Duplicate rule,random at 2 players: table 0 rule at seat 0, table 1 rule at seat 1, table 2 all random.
    const games = [
      game(0, 0, ['rule', 'random'], [10, 4]),
      game(0, 1, ['random', 'rule'], [6, 20]),
      game(0, 2, ['random', 'random'], [8, 2]),
      game(1, 0, ['rule', 'random'], [0, 30]),
      game(1, 1, ['random', 'rule'], [12, 2]),
      game(1, 2, ['random', 'random'], [5, 5]),
    ];
    const { byRow, labels } = dealScores({ players: 2, bots: ['rule', 'random'] }, games);
    // rule: deal 0 (10 + 20) / 2 = 15, deal 1 (0 + 2) / 2 = 1; random: deal 0 (4 + 6 + 8 + 2) / 4 = 5,
    // deal 1 (30 + 12 + 5 + 5) / 4 = 13.
    assert.deepEqual(
      [...byRow].map(([row, deals]) => [row, [...deals]]),
      [
        [
          'rule',
          [
            [0, 15],
            [1, 1],
          ],
        ],
        [
          'random',
          [
            [0, 5],
            [1, 13],
          ],
        ],
      ],
    );
    assert.deepEqual(labels[1], ['random', 'rule']);
  });
});

describe('the HTML report', () => {
  let dir: string;
  let run: MatchJson;
  let baseline: MatchJson;
  let html: string;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'harness-report-'));
    // The same deals (seed) with another round cap: the games differ, deal by deal.
    const opts = { game: 'instinct', players: 3, bots: 'rule,random', deals: 3, seed: 'report-<1>' } as const;
    run = toMatchJson(await runMatch({ ...opts, maxRounds: 4 }));
    baseline = toMatchJson(await runMatch({ ...opts, maxRounds: 6 }));
    html = htmlReport([{ name: 'run.json', match: run }], { name: 'base.json', match: baseline });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('shows the summary table the CLI prints, cell for cell, with the JSON summary’s numbers', () => {
    const text = summaryText(run, run.summary);
    assert.deepEqual(cells(html, 'summary'), text.rows);
    const rule = run.summary.bots.find((b) => b.bot === 'rule')!;
    const row = cells(html, 'summary').find((r) => r[0] === 'rule')!;
    assert.equal(row[1], String(rule.games));
    assert.equal(
      row[2],
      `${rule.score.mean.toFixed(2)} [${rule.score.low!.toFixed(2)}, ${rule.score.high!.toFixed(2)}]`,
    );
    assert.ok(row[3]!.startsWith(`${rule.delta!.mean > 0 ? '+' : ''}${rule.delta!.mean.toFixed(2)} [`), row[3]);
    assert.equal(
      row[4],
      `${(100 * rule.winRate.rate).toFixed(1)}% [${(100 * rule.winRate.low).toFixed(1)}%, ${(100 * rule.winRate.high).toFixed(1)}%]`,
    );
    // The settings, escaped: the seed holds < and >.
    assert.ok(html.includes('<td>seed</td><td>report-&lt;1&gt;</td>'), 'the seed, escaped');
    assert.ok(!html.includes('report-<1>'), 'no unescaped seed');
  });

  it('plots every seat-game’s score, the summary’s intervals, and the per-deal paired differences', () => {
    const [data] = dataOf(html);
    assert.equal(data!.scores.length, run.games.length * run.players);
    assert.deepEqual(
      data!.scores.filter((s) => s.bot === 'rule').map((s) => s.score),
      // In the duplicate form the rule bot holds seat t at table t (t < 3); table 3 is all random.
      run.games.filter((g) => g.table < 3).map((g) => g.scores[g.table]),
    );
    const rule = run.summary.bots.find((b) => b.bot === 'rule')!;
    assert.deepEqual(
      data!.means.filter((m) => m.bot === 'rule').map((m) => [m.label, m.mean, m.low, m.high]),
      [
        ['rule: score', rule.score.mean, rule.score.low, rule.score.high],
        ['rule: Δ', rule.delta!.mean, rule.delta!.low, rule.delta!.high],
      ],
    );
    // Paired by deal: rule's mean over its three seat-games of deal d, this run minus the baseline's.
    const ruleMean = (m: MatchJson, d: number) =>
      m.games.filter((g) => g.deal === d && g.table < 3).reduce((s, g) => s + g.scores[g.table]!, 0) / 3;
    assert.deepEqual(
      data!.paired.filter((p) => p.bot === 'rule').map((p) => [p.deal, p.diff]),
      [0, 1, 2].map((d) => [d, ruleMean(run, d) - ruleMean(baseline, d)]),
    );
    const diffs = [0, 1, 2].map((d) => ruleMean(run, d) - ruleMean(baseline, d));
    const ruleTest = data!.pairedMeans.find((p) => p.bot === 'rule')!;
    assert.equal(ruleTest.n, 3);
    assert.ok(Math.abs(ruleTest.mean - (diffs[0]! + diffs[1]! + diffs[2]!) / 3) < 1e-9);
  });

  it('lists every game with its margin and its change from the baseline’s same game', () => {
    const [data] = dataOf(html);
    assert.deepEqual(
      data!.columns.map((c) => c.head),
      ['#', 'deal', 'table', 'seats', 'scores', 'winners', 'margin', 'rounds', 'moves', 'change from baseline'],
    );
    assert.equal(data!.games.length, run.games.length);
    run.games.forEach((g, i) => {
      const sorted = [...g.scores].sort((a, b) => b - a);
      const was = baseline.games[i]!;
      const change = g.scores.reduce((s, x, k) => s + Math.abs(x - was.scores[k]!), 0);
      const row = data!.games[i]!;
      assert.deepEqual([row[0], row[4], row[6], row[9]], [i, g.scores.join(', '), sorted[0]! - sorted[1]!, change]);
    });
    // One game by hand: deal 2, table 0 (rule at seat 0) scored 40, 75, 0 under a round cap of 4: margin 35.
    assert.deepEqual(data!.games[8]!.slice(0, 7), [8, 2, 0, 'rule, random, random', '40, 75, 0', 'aborted', 35]);
  });

  it('opens from file:// in Chromium with no console error, draws its plots and sorts its games', async () => {
    const file = path.join(dir, 'report.html');
    // Five rows in each order (the default is 500), so that "Show all" is met.
    writeFileSync(file, htmlReport([{ name: 'run.json', match: run }], { name: 'base.json', match: baseline }, 5));
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      page.on('pageerror', (e) => void errors.push(String(e)));
      await page.goto(`file://${file}`, { waitUntil: 'load' });
      // Scores, means, paired differences: one SVG each.
      assert.equal(await page.$$eval('.plot > svg, .plot > figure svg', (x) => x.length), 3);
      const marginCol = 6;
      const column = (col: number) =>
        page.$$eval('table.games tbody tr', (rows, c) => rows.map((r) => r.cells[c]!.textContent), col);
      const all = run.games.map((g) => {
        const s = [...g.scores].sort((a, b) => b - a);
        return s[0]! - s[1]!;
      });
      // The file's order, five rows, and a button for the rest.
      assert.deepEqual(await column(0), ['0', '1', '2', '3', '4']);
      assert.equal(
        await page.$eval('.shown', (p) => p.textContent),
        'The first 5 of 12 games in this order. Show all 12',
      );
      await page.click(`table.games th:nth-child(${marginCol + 1}) button`);
      assert.deepEqual((await column(marginCol)).map(Number), [...all].sort((a, b) => a - b).slice(0, 5));
      await page.click(`table.games th:nth-child(${marginCol + 1}) button`);
      assert.deepEqual((await column(marginCol)).map(Number), [...all].sort((a, b) => b - a).slice(0, 5));
      await page.click('.shown button');
      assert.deepEqual(
        (await column(marginCol)).map(Number),
        [...all].sort((a, b) => b - a),
      );
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it('opens a game in the replay viewer: the table replays it to its recorded end; a run not in the page asks for its file', async () => {
    const viewer = await replayViewer('instinct');
    assert.ok(viewer, 'the viewer is built in the repository');
    const file = path.join(dir, 'watch.html');
    writeFileSync(
      file,
      htmlReport([{ name: 'run.json', match: run }], undefined, 5, { game: 'instinct', script: viewer }),
    );
    // The same run, as if it were too big to hold: the reader picks its file.
    const big = path.join(dir, 'big.html');
    const runFile = path.join(dir, 'watched-run.json');
    writeFileSync(runFile, JSON.stringify(run));
    const otherFile = path.join(dir, 'other-run.json');
    writeFileSync(otherFile, JSON.stringify({ ...run, seed: 'another' }));
    const page = htmlReport([{ name: 'watched-run.json', match: run }], undefined, 5, {
      game: 'instinct',
      script: viewer,
    });
    assert.ok(page.includes('id="report-games-0"'));
    writeFileSync(big, page.replace(/<script type="application\/json" id="report-games-0">.*?<\/script>/s, ''));
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless=new'],
    });
    try {
      const errors: string[] = [];
      const open = async (url: string) => {
        const p = await browser.newPage();
        p.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
        p.on('pageerror', (e) => void errors.push(String(e)));
        await p.goto(`file://${url}`, { waitUntil: 'load' });
        return p;
      };
      const shown = (p: Awaited<ReturnType<typeof open>>) =>
        p.waitForFunction(() => (document.querySelector('#viewer instinct-table') as any)?.replayLength > 0, {
          timeout: 120_000,
        });
      const end = (p: Awaited<ReturnType<typeof open>>) =>
        p.evaluate(() => {
          const t = document.querySelector('#viewer instinct-table') as any;
          t.seek(t.replayLength);
          const over = t.state.ctx.gameover;
          return { length: t.replayLength, scores: [0, 1, 2].map((s) => over.scores[String(s)] ?? 0) };
        });
      const page1 = await open(file);
      await page1.click('button.watch[aria-label="Watch game 3"]');
      await shown(page1);
      assert.equal(await page1.$eval('#viewer-title', (h) => h.textContent), 'run.json: game 3');
      assert.deepEqual(await end(page1), { length: run.games[3]!.moves.length, scores: run.games[3]!.scores });
      const page2 = await open(big);
      await page2.click('button.watch[aria-label="Watch game 1"]');
      assert.equal(await page2.$eval('.viewer-pick', (x) => (x as HTMLElement).hidden), false);
      const input = (await page2.$('.viewer-pick input[type=file]'))!;
      await input.uploadFile(otherFile);
      await page2.waitForFunction(() => !(document.querySelector('.viewer-problem') as HTMLElement).hidden);
      assert.equal(
        await page2.$eval('.viewer-problem', (x) => x.textContent),
        'This file cannot be watched: it is not the file of this run (instinct, seed report-<1>, 12 games)',
      );
      await input.uploadFile(runFile);
      await shown(page2);
      assert.deepEqual(await end(page2), { length: run.games[1]!.moves.length, scores: run.games[1]!.scores });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it('is written by `report` (two files: the second is the baseline) and by `--html` on a run', async () => {
    const a = path.join(dir, 'a.json');
    const b = path.join(dir, 'b.json');
    writeFileSync(a, JSON.stringify(run));
    writeFileSync(b, JSON.stringify(baseline));
    const out = path.join(dir, 'ab.html');
    const r = await cli('report', a, b, '--html', out);
    assert.equal(r.status, 0, r.stderr);
    const page = readFileSync(out, 'utf8');
    assert.deepEqual(cells(page, 'summary'), summaryText(run, run.summary).rows);
    assert.ok(page.includes(`Baseline: ${b}`));
    const played = path.join(dir, 'played.html');
    const p = await cli(
      ...['--game', 'cant-win', '--players', '3', '--bots', 'random', '--games', '2', '--seed', 'r', '--html', played],
    );
    assert.equal(p.status, 0, p.stderr);
    const [data] = dataOf(readFileSync(played, 'utf8'));
    assert.equal(data!.scores.length, 6); // 2 deals × 1 table × 3 seats
    assert.deepEqual(data!.paired, []);
  });

  it('refuses a report without --html or files (exit 2), and a file it cannot read (exit 1)', async () => {
    assertOneLine(await cli('report', path.join(dir, 'a.json')), 2, 'report needs --html <file>');
    assertOneLine(await cli('report', '--html', path.join(dir, 'x.html')), 2, 'report takes one or more --json files');
    assertOneLine(await cli('report', path.join(dir, 'none.json'), '--html', path.join(dir, 'x.html')), 1, 'none.json');
    assertOneLine(
      await cli('--game', 'cant-win', '--bots', 'random', '--shard', '1/2', '--html', path.join(dir, 'x.html')),
      2,
      '--html reports whole matches',
    );
  });
});
