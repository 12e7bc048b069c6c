/**
 * The HTML report of harness runs (`npm run harness -- report run.json … --html report.html`, or `--html` on
 * a run or a merge; docs/harness.md "The HTML report"): ONE self-contained file that opens by double-click
 * (file://), with no server and nothing fetched. Per run it shows the settings, the summary table the CLI
 * prints (./report.ts `summaryText`: the same cells), plots drawn by Observable Plot (inlined with d3, its
 * one dependency): each bot's final scores, its mean score and, in the duplicate form, its Δ with their 95%
 * intervals; with a baseline, each bot's per-deal paired differences with the regression verdict the CLI
 * gives (./baseline.ts); and the list of games, sortable by any column, the margin and the change from the
 * baseline among them, each opening in the replay viewer (the game's table, ./replay-viewer.ts) when given.
 *
 * The files' text (bot names, settings) is escaped, and the data the page's script reads is JSON in a
 * `<script type="application/json">` with every `<` escaped: a file's content is never markup or code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compareBaseline } from './baseline.js';
import { GAMES } from '../games/registry.js';
import type { GameRecord } from './match.js';
import { formatBaseline, summaryText } from './report.js';
import type { MatchJson } from './run.js';
import { dealScores, tInterval, type MeanInterval } from './stats.js';

/** One run in the report: a name (its file's, or "this run") and the match. */
export interface ReportRun {
  name: string;
  match: MatchJson;
}

/** What the page's script plots and lists for one run (the page's `report-data` JSON holds one per run). */
export interface RunData {
  /** Each seat-game's final score, by summary row. */
  scores: { bot: string; score: number }[];
  /** Each row's mean final score, and Δ in the duplicate form, with 95% t-intervals. */
  means: { bot: string; label: string; mean: number; low: number | null; high: number | null }[];
  /** Per-deal paired differences from the baseline (same seed: the same deals), by row; empty without. */
  paired: { bot: string; deal: number; diff: number }[];
  /** The mean paired difference per row, with its 95% t-interval. */
  pairedMeans: { bot: string; mean: number; low: number | null; high: number | null; n: number }[];
  /** The games table's columns: their heads, and which hold numbers (sorted as numbers, set right). */
  columns: { head: string; numeric: boolean }[];
  /** One row of cells per game, in the file's order (the index first). */
  games: (string | number)[][];
  /**
   * How its games open in the replay viewer: the table's tag, and the run's game, seed and number of games
   * (a file the reader picks must match them; the run's own file is in the page up to
   * {@link WATCH_EMBED_BYTES}); absent without a viewer (the report was written outside the repository).
   */
  watch?: { tag: string; game: string; seed: string; games: number };
}

/** `text` with `&`, `<`, `>`, `"` and `'` as entities: safe in an element and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON for a `<script type="application/json">`: `<` escaped, so no `</script>` or comment opener ends it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inlined plotting library: d3's and Observable Plot's UMD builds (their packages' `umd` export, next to
 * their default entry), read once.
 */
let libraryText: string | undefined;
function library(): string {
  if (libraryText === undefined) {
    const require = createRequire(import.meta.url);
    const d3 = join(dirname(require.resolve('d3')), 'd3.min.js');
    const plot = join(dirname(require.resolve('@observablehq/plot')), '..', 'dist', 'plot.umd.min.js');
    // A `</script` inside a library would end its element early: neither has one (checked here).
    libraryText = [d3, plot].map((f) => readFileSync(f, 'utf8').replace(/<\/script/gi, '<\\/script')).join('\n');
  }
  return libraryText;
}

/** The winner's margin of a game: the best final score minus the second best (0 with one seat). */
function margin(g: GameRecord): number {
  const sorted = [...g.scores].sort((a, b) => b - a);
  return sorted.length < 2 ? 0 : sorted[0]! - sorted[1]!;
}

/** The plotted data of `run`, paired deal by deal with `baseline` when both have the same seed. */
function runData(run: MatchJson, baseline: MatchJson | undefined): RunData {
  const { byRow, labels } = dealScores(run, run.games);
  const scores = run.games.flatMap((g, i) => g.scores.map((score, s) => ({ bot: labels[i]![s]!, score })));
  const interval = (bot: string, stat: 'score' | 'Δ', m: MeanInterval) => ({
    bot,
    label: stat === 'score' ? `${bot}: score` : `${bot}: Δ`,
    mean: m.mean,
    low: m.low,
    high: m.high,
  });
  const means = run.summary.bots.flatMap((b) => [
    interval(b.bot, 'score', b.score),
    ...(b.delta ? [interval(b.bot, 'Δ', b.delta)] : []),
  ]);
  const paired: RunData['paired'] = [];
  const pairedMeans: RunData['pairedMeans'] = [];
  if (baseline && String(baseline.seed) === run.seed) {
    const before = dealScores(baseline, baseline.games).byRow;
    for (const [bot, deals] of byRow) {
      const was = before.get(bot);
      if (!was) continue;
      const diffs = [...deals]
        .filter(([d]) => was.has(d))
        .map(([deal, score]) => ({ bot, deal, diff: score - was.get(deal)! }));
      if (diffs.length === 0) continue;
      paired.push(...diffs);
      const t = tInterval(diffs.map((d) => d.diff));
      pairedMeans.push({ bot, mean: t.mean, low: t.low, high: t.high, n: t.n });
    }
  }
  return { scores, means, paired, pairedMeans, ...gameRows(run, baseline) };
}

/** The settings of a run as `[name, value]` rows. */
function settingsRows(m: MatchJson): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['game', m.game],
    ['players', String(m.players)],
    ['variant', m.variant ?? 'none'],
    ['characters', m.characters?.join(', ')],
    ['mode', m.mode],
    ['character count', m.characterCount === undefined ? undefined : String(m.characterCount)],
    ['bots', m.bots.join(', ')],
    ['form', m.summary.form],
    ['seed', m.seed],
    ['deals', String(m.deals)],
    ['shard', m.shard ? `${m.shard.index}/${m.shard.count}` : undefined],
    // Only a game without a fixed length takes the cap (G-6: Instinct).
    ['round cap', Object.hasOwn(GAMES, m.game) && GAMES[m.game]!.harnessSetup ? String(m.maxRounds) : undefined],
    ['time per move', m.timePerMoveMs === undefined ? undefined : `${m.timePerMoveMs} ms`],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== undefined);
}

/** A `<table>` of `head` and `rows`, every cell escaped; `attrs` on the table. */
function table(head: readonly string[], rows: readonly (readonly string[])[], attrs = ''): string {
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table${attrs}><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/**
 * The games of `run` as the games table's rows: index, deal, table, seats, scores, winners, the winner's
 * margin, rounds, moves and, against a baseline of the same seed, the change from its same game (the sum
 * over seats of |score − its score there|).
 */
function gameRows(run: MatchJson, baseline: MatchJson | undefined): Pick<RunData, 'columns' | 'games'> {
  const same = baseline !== undefined && String(baseline.seed) === run.seed;
  const before = new Map(same ? baseline.games.map((g) => [`${g.deal}/${g.table}`, g]) : []);
  const heads: [string, boolean][] = [
    ['#', true],
    ['deal', true],
    ['table', true],
    ['seats', false],
    ['scores', false],
    ['winners', false],
    ['margin', true],
    ['rounds', true],
    ['moves', true],
  ];
  if (same) heads.push(['change from baseline', true]);
  const games = run.games.map((g, i) => {
    const cells: (string | number)[] = [
      i,
      g.deal,
      g.table,
      g.seats.join(', '),
      g.scores.join(', '),
      g.aborted ? 'aborted' : g.winners.join(', ') || 'none',
      margin(g),
      g.rounds.length,
      g.moves.length,
    ];
    const was = before.get(`${g.deal}/${g.table}`);
    if (same) cells.push(was ? g.scores.reduce((sum, x, s) => sum + Math.abs(x - (was.scores[s] ?? 0)), 0) : '–');
    return cells;
  });
  return { columns: heads.map(([head, numeric]) => ({ head, numeric })), games };
}

/** The games table's rows at first, and in each order: the page stays quick with 10,000 games; a button shows all. */
export const ROW_LIMIT = 500;

/** One run's section. */
function runSection(run: ReportRun, index: number, baseline: ReportRun | undefined, watchable: boolean): string {
  const m = run.match;
  const s = summaryText(m, m.summary);
  const compared = baseline ? compareBaseline({ config: m, summary: m.summary }, baseline.match) : undefined;
  const pairedNote =
    baseline === undefined
      ? ''
      : String(baseline.match.seed) === m.seed
        ? `<p>Each bot's final score per deal, this run minus the baseline's same deal (seed ${escapeHtml(m.seed)}), with the mean difference and its 95% t-interval.</p><div class="plot" data-plot="paired" data-run="${index}"></div>`
        : `<p>The runs have different seeds (${escapeHtml(String(baseline.match.seed))} and ${escapeHtml(m.seed)}): different deals, so no per-deal pairing.</p>`;
  return `<section aria-labelledby="run-${index}">
<h2 id="run-${index}">${escapeHtml(run.name)}</h2>
<p class="header">${escapeHtml(s.header.join(' · '))}<br>${escapeHtml(s.extras.join(' · '))}</p>
<h3>Settings</h3>
${table(['setting', 'value'], settingsRows(m), ' class="settings"')}
<h3>Summary</h3>
<div class="scroll">${table(s.head, s.rows, ' class="summary"')}</div>
<p class="note">${escapeHtml(s.note)}</p>
<h3>Final scores</h3>
<div class="plot" data-plot="scores" data-run="${index}"></div>
<h3>Mean score${m.summary.form === 'duplicate' ? ' and Δ' : ''}, with 95% intervals</h3>
<div class="plot" data-plot="means" data-run="${index}"></div>
${
  compared && baseline
    ? `<h3>Against the baseline (${escapeHtml(baseline.name)})</h3>
<pre class="verdict">${escapeHtml(formatBaseline(compared))}</pre>
${pairedNote}`
    : ''
}
<h3>Games (${m.games.length.toLocaleString('en')})</h3>
<p>Sort by a column with its heading.${watchable ? ' “Watch” opens a game in the replay viewer: the table, move by move.' : ''}</p>
<div class="scroll"><table class="games" data-run="${index}"><thead><tr></tr></thead><tbody></tbody></table></div>
<p class="shown"></p>
</section>`;
}

/**
 * The replay viewer a report embeds (./replay-viewer.ts): the game it shows, and its script (the game's
 * table element, defined when the script runs).
 */
export interface ReplayViewer {
  game: string;
  script: string;
}

/**
 * The most bytes of runs' files the report holds, for the replay viewer (the runs' together, in order):
 * 8 MB, some 650 four-player Can't Win games (about 12 KB each). A run beyond it is left out, and the
 * reader opens its JSON file in the viewer to watch one of its games.
 */
export const WATCH_EMBED_BYTES = 8_000_000;

/** The replay viewer's dialog: a game's title, "Close", the file picker of a run not in the page, and the table. */
const VIEWER_DIALOG = `<dialog id="viewer" aria-labelledby="viewer-title">
<div class="viewer-head"><h2 id="viewer-title"></h2><button type="button" class="viewer-close">Close</button></div>
<p class="viewer-pick" hidden><label>This report does not hold the moves of this run's <span class="n"></span> games: choose its JSON file (<code class="file"></code>) to watch them. <input type="file" accept=".json,application/json"></label></p>
<p class="viewer-problem" role="alert" hidden></p>
<div class="viewer-table"></div>
</dialog>`;

/** The page's own script: draws each `.plot` from the runs' data with Observable Plot, and sorts the games tables. */
const PAGE_SCRIPT = `
const runs = JSON.parse(document.getElementById('report-data').textContent);
const ROW_LIMIT = Number(document.getElementById('report-data').dataset.rowLimit);
const width = () => Math.min(900, document.body.clientWidth - 32);
// The replay viewer: game i of run r in its table (the run's file in the page, or the one the reader picks).
const viewer = document.getElementById('viewer');
const picked = [];
const matchOf = (r) => {
  const el = document.getElementById('report-games-' + r);
  return el ? JSON.parse(el.textContent) : picked[r];
};
function showGame(r, i) {
  const run = runs[r];
  const match = matchOf(r);
  viewer.querySelector('.viewer-pick').hidden = match !== undefined;
  if (match === undefined) return;
  const table = document.createElement(run.watch.tag);
  // The run's file with this game only: the table checks what it is given, and one game is quick to check.
  table.replay = { ...match, games: [match.games[i]] };
  viewer.querySelector('.viewer-table').replaceChildren(table);
}
function openGame(r, i) {
  viewer.dataset.run = String(r);
  viewer.dataset.game = String(i);
  viewer.querySelector('#viewer-title').textContent = document.getElementById('run-' + r).textContent + ': game ' + i;
  viewer.querySelector('.viewer-pick .n').textContent = runs[r].watch.games.toLocaleString('en');
  viewer.querySelector('.viewer-pick .file').textContent = document.getElementById('run-' + r).textContent;
  viewer.querySelector('.viewer-problem').hidden = true;
  viewer.querySelector('.viewer-table').replaceChildren();
  showGame(r, i);
  viewer.showModal();
}
if (viewer) {
  viewer.querySelector('.viewer-close').addEventListener('click', () => viewer.close());
  viewer.addEventListener('close', () => viewer.querySelector('.viewer-table').replaceChildren());
  viewer.querySelector('input[type=file]').addEventListener('change', async (e) => {
    const r = Number(viewer.dataset.run);
    const problem = viewer.querySelector('.viewer-problem');
    try {
      const match = JSON.parse(await e.target.files[0].text());
      const w = runs[r].watch;
      if (match.game !== w.game || match.seed !== w.seed || !Array.isArray(match.games) || match.games.length !== w.games)
        throw new Error('it is not the file of this run (' + w.game + ', seed ' + w.seed + ', ' + w.games + ' games)');
      picked[r] = match;
      problem.hidden = true;
      showGame(r, Number(viewer.dataset.game));
    } catch (err) {
      problem.textContent = 'This file cannot be watched: ' + err.message;
      problem.hidden = false;
    }
    e.target.value = '';
  });
}
const interval = (data, y) => [
  Plot.link(data.filter((d) => d.low !== null), { x1: 'low', x2: 'high', y1: y, y2: y, strokeWidth: 2 }),
  Plot.dot(data, { x: 'mean', y, fill: 'currentColor', r: 4, title: (d) => d[y] + ': ' + d.mean.toFixed(2) + (d.low === null ? '' : ' [' + d.low.toFixed(2) + ', ' + d.high.toFixed(2) + ']') }),
];
const draw = {
  scores: (r) => Plot.plot({ width: width(), marginLeft: 160, x: { label: 'final score', grid: true }, y: { label: null }, marks: [Plot.boxX(r.scores, { x: 'score', y: 'bot' })] }),
  means: (r) => Plot.plot({ width: width(), marginLeft: 200, x: { label: 'points', grid: true }, y: { label: null }, marks: [Plot.ruleX([0], { stroke: '#999' }), ...interval(r.means, 'label')] }),
  paired: (r) => Plot.plot({ width: width(), marginLeft: 160, x: { label: 'this run − baseline, per deal', grid: true }, y: { label: null }, marks: [Plot.ruleX([0], { stroke: '#999' }), Plot.tickX(r.paired, { x: 'diff', y: 'bot', stroke: '#8aa', title: (d) => 'deal ' + d.deal + ': ' + d.diff }), ...interval(r.pairedMeans, 'bot')] }),
};
for (const el of document.querySelectorAll('.plot')) {
  try {
    el.replaceChildren(draw[el.dataset.plot](runs[Number(el.dataset.run)]));
  } catch (e) {
    el.textContent = 'This plot could not be drawn: ' + e.message;
  }
}
// The games: at most ROW_LIMIT rows of the current order (the page stays quick with 10,000 games), or all.
for (const games of document.querySelectorAll('table.games')) {
  const run = runs[Number(games.dataset.run)];
  const shown = games.closest('section').querySelector('.shown');
  const state = { col: -1, up: true, all: false };
  const draw = () => {
    const rows = run.games.slice();
    if (state.col >= 0) {
      const { col, up } = state;
      const numeric = run.columns[col].numeric;
      rows.sort((a, b) => {
        const x = a[col], y = b[col];
        // A number before a dash ('–': no baseline game), whatever the direction.
        if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
        const c = numeric && typeof x === 'number' ? x - y : String(x).localeCompare(String(y));
        return up ? c : -c;
      });
    }
    const body = document.createElement('tbody');
    for (const row of state.all ? rows : rows.slice(0, ROW_LIMIT)) {
      const tr = body.insertRow();
      row.forEach((cell, k) => { const td = tr.insertCell(); td.textContent = String(cell); if (run.columns[k].numeric) td.className = 'n'; });
      if (run.watch) {
        const watch = document.createElement('button');
        watch.type = 'button';
        watch.className = 'watch';
        watch.textContent = 'Watch';
        watch.setAttribute('aria-label', 'Watch game ' + row[0]);
        watch.addEventListener('click', () => openGame(Number(games.dataset.run), Number(row[0])));
        tr.insertCell(0).append(watch); // first: in view on a phone too
      }
    }
    games.tBodies[0].replaceWith(body);
    shown.replaceChildren();
    if (rows.length > ROW_LIMIT) {
      const n = rows.length.toLocaleString('en');
      shown.append(state.all ? 'All ' + n + ' games. ' : 'The first ' + ROW_LIMIT + ' of ' + n + ' games in this order. ');
      const more = document.createElement('button');
      more.type = 'button';
      more.textContent = state.all ? 'Show the first ' + ROW_LIMIT : 'Show all ' + n;
      more.addEventListener('click', () => { state.all = !state.all; draw(); });
      shown.append(more);
    }
  };
  const head = games.tHead.rows[0];
  run.columns.forEach((c, k) => {
    const th = document.createElement('th');
    th.scope = 'col';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = c.head;
    button.addEventListener('click', () => {
      state.up = state.col === k ? !state.up : true;
      state.col = k;
      head.querySelectorAll('th').forEach((h) => h.removeAttribute('aria-sort'));
      th.setAttribute('aria-sort', state.up ? 'ascending' : 'descending');
      draw();
    });
    th.append(button);
    head.append(th);
  });
  if (run.watch) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = 'Replay';
    head.prepend(th);
  }
  draw();
}
`;

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 16px; color: #1d2b24; }
h1 { font-size: 1.5em; } h2 { border-top: 2px solid #1d5c3f; padding-top: 12px; }
table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #ccd; padding: 3px 8px; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; } .summary td { white-space: nowrap; }
thead th { background: #eef3ef; } th button { font: inherit; font-weight: 700; background: none; border: 0; padding: 0; cursor: pointer; }
th[aria-sort=ascending] button::after { content: ' ▲'; } th[aria-sort=descending] button::after { content: ' ▼'; }
.scroll { max-height: 70vh; overflow: auto; max-width: 100%; } .note { color: #555; font-size: 0.9em; }
pre.verdict { background: #f6f6f0; padding: 8px; white-space: pre-wrap; }
button.watch { font: inherit; }
dialog#viewer { width: min(1240px, 96vw); max-height: 96vh; padding: 12px; border: 0; border-radius: 12px; }
dialog#viewer::backdrop { background: rgb(0 0 0 / 0.5); }
.viewer-head { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
.viewer-head h2 { border: 0; padding: 0; margin: 0 0 8px; font-size: 1.1em; }
.viewer-close { font: inherit; min-height: 44px; min-width: 44px; }
.viewer-problem { color: #7a1010; }
`;

/**
 * The report of `runs` as one self-contained HTML page (the plotting library inlined, about 490 kB, plus the
 * runs' games).
 * @param runs the runs, each with its name; at least one
 * @param baseline compared with every run: the CLI's baseline verdict (./baseline.ts) and, for a run of the
 *   same seed, the per-deal paired differences
 * @param rowLimit the games table's rows in each order until "Show all" ({@link ROW_LIMIT})
 * @param viewer the replay viewer of the runs' game (./replay-viewer.ts): each game of a run of that game
 *   gets a "Watch" button that opens it in the table's replay, in a dialog; the runs' files are in the page
 *   up to {@link WATCH_EMBED_BYTES}, and a run beyond asks the reader for its file. Without it, no button.
 * @throws HarnessError (from `compareBaseline`) when a run and the baseline are not comparable
 */
export function htmlReport(
  runs: readonly ReportRun[],
  baseline?: ReportRun,
  rowLimit = ROW_LIMIT,
  viewer?: ReplayViewer | null,
): string {
  const data = runs.map((r) => runData(r.match, baseline?.match));
  let bytes = 0;
  const held = runs.map((r, i) => {
    const m = r.match;
    if (!viewer || viewer.game !== m.game) return null;
    const json = scriptJson(m);
    const embedded = bytes + json.length <= WATCH_EMBED_BYTES;
    if (embedded) bytes += json.length;
    data[i]!.watch = { tag: `${m.game}-table`, game: m.game, seed: m.seed, games: m.games.length };
    return embedded ? json : null;
  });
  const title = `Harness report: ${runs.map((r) => r.name).join(', ')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${baseline ? `<p>Baseline: ${escapeHtml(baseline.name)}</p>` : ''}
${runs.map((r, i) => runSection(r, i, baseline, data[i]!.watch !== undefined)).join('\n')}
<script type="application/json" id="report-data" data-row-limit="${rowLimit}">${scriptJson(data)}</script>
${held.map((json, i) => (json === null ? '' : `<script type="application/json" id="report-games-${i}">${json}</script>`)).join('')}
${viewer ? VIEWER_DIALOG : ''}
<script>${library()}</script>
${viewer ? `<script>${viewer.script}</script>` : ''}
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
