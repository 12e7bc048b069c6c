/**
 * Text for people: the summary table (stdout of a match), a replay's
 * trick-by-trick account, and a baseline comparison. Tables are drawn with
 * cli-table3, uncoloured so they read the same in a file.
 */
import { enReplay } from '../elements/locales/en-replay.js';
import Table from 'cli-table3';
import type { RoundRecord } from '../games/common/descriptor.js';
import { GAMES } from '../games/registry.js';
import type { BaselineComparison, Estimate } from './baseline.js';
import type { ReplayResult } from './replay.js';
import type { MatchConfig } from './run.js';
import type { GameSettings } from './settings.js';
import { BASIC_CHARACTERS } from '../games/tricktakers/roster.js';
import type { MatchSummary, MeanInterval, Proportion } from './stats.js';

const PLAIN = { style: { head: [], border: [], compact: true } };

/** `x` with `digits` decimals, or `–` when missing; `signed` adds a `+` to positives. */
function num(x: number | null | undefined, digits = 2, signed = false): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '–';
  const s = x.toFixed(digits);
  return signed && x > 0 ? `+${s}` : s;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A proportion as a percentage with one decimal, e.g. `30.8%`. */
export function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** `mean [low, high]`, or just the mean when there is no interval. */
function withInterval(m: MeanInterval, signed = false): string {
  return m.low === null
    ? num(m.mean, 2, signed)
    : `${num(m.mean, 2, signed)} [${num(m.low, 2, signed)}, ${num(m.high, 2, signed)}]`;
}

/** A proportion with its interval, e.g. `30.8% [26.4%, 35.4%]`. */
export function rate(p: Proportion): string {
  return `${pct(p.rate)} [${pct(p.low)}, ${pct(p.high)}]`;
}

function gameTitle(id: string): string {
  return Object.hasOwn(GAMES, id) ? GAMES[id]!.title : id;
}

/**
 * The game's own settings for a header line, e.g. ` · characters +adventurer
 * +collector +ruler` (the extras added to TrickTakers' basic five, TT-23) or
 * ` · mode advanced · 8 characters` (TT-48); empty when none was given.
 */
function settingsText(config: GameSettings): string {
  const parts: string[] = [];
  if (config.characters) {
    const extras = config.characters.filter((c) => !(BASIC_CHARACTERS as readonly string[]).includes(c));
    parts.push(extras.length === 0 ? 'characters basic' : `characters ${extras.map((c) => `+${c}`).join(' ')}`);
  }
  if (config.mode !== undefined) parts.push(`mode ${config.mode}`);
  if (config.characterCount !== undefined) parts.push(`${config.characterCount} characters`);
  return parts.map((p) => ` · ${p}`).join('');
}

function formName(config: MatchConfig, summary: MatchSummary): string {
  const [a, b] = config.bots;
  switch (summary.form) {
    case 'single':
      return `${a} at every seat`;
    case 'duplicate':
      return `duplicate: ${a} at each seat in turn, ${b} elsewhere, and the all-${b} table`;
    case 'rotation':
      return `seating ${config.bots.join(',')} rotated over every seat`;
  }
}

/** The summary of a match as words and cells: what {@link formatSummary} prints and the HTML report (./html-report.ts) shows. */
export interface SummaryText {
  /** The header line's parts: game and settings, deals × tables, seed and shard, the seating form. */
  header: string[];
  /** The second line's parts: fair share, aborted games and, from a timed run, time, games/s and jobs. */
  extras: string[];
  /** The table's column heads. */
  head: string[];
  /** One row of cells per bot, in the summary's order. */
  rows: string[][];
  /** The line under the table: what the intervals are. */
  note: string;
}

/**
 * The summary of a match in words and cells: a header, then one row per bot (games, mean score with
 * 95% t-interval, Δ in the duplicate form, win rate with Wilson 95%, bid-hit rate, mean |tricks − bid|,
 * decision times). The bid columns read `n/a` when no round of the match had bids and trick counts (a
 * game without bids); `–` marks a value that cannot be computed.
 */
export function summaryText(config: MatchConfig, summary: MatchSummary): SummaryText {
  const tablesPerDeal = summary.deals > 0 ? summary.games / summary.deals : 0;
  const header = [
    `${gameTitle(config.game)} · ${config.players} players${config.variant ? ` · ${config.variant}` : ''}${settingsText(config)}`,
    `${plural(summary.deals, 'deal')} × ${plural(tablesPerDeal, 'table')} = ${plural(summary.games, 'game')}`,
    `seed ${config.seed}${config.shard ? ` · shard ${config.shard.index}/${config.shard.count}` : ''}`,
    formName(config, summary),
  ];
  const extras = [`fair share ${pct(summary.fairShare)}`, `aborted ${summary.aborted}`];
  if (summary.timing) {
    const t = summary.timing;
    extras.push(`${num(t.elapsedMs / 1000, 1)} s`, `${num(t.gamesPerSecond, 1)} games/s`, `jobs ${t.jobs}`);
  }
  const duplicate = summary.form === 'duplicate';
  // A game without bids (or a match where no round finished) has no bid columns to fill.
  const bids = summary.bots.some((b) => b.bidHit !== null);
  const head = [
    'bot',
    'games',
    'mean score [95% CI]',
    ...(duplicate ? [`Δ vs ${config.bots[1]} [95% CI]`] : []),
    'win rate [Wilson 95%]',
    'bid hit',
    '|tricks−bid|',
    'ms/decision',
    'p50 / p95 / max ms',
  ];
  const rows = summary.bots.map((b) => {
    const d = b.decisions;
    return [
      b.bot,
      String(b.games),
      withInterval(b.score),
      ...(duplicate ? [b.delta ? withInterval(b.delta, true) : ''] : []),
      rate(b.winRate),
      bids ? (b.bidHit ? pct(b.bidHit.rate) : '–') : 'n/a',
      bids ? num(b.bidError) : 'n/a',
      d ? num(d.meanMs, 3) : '–',
      d ? `${num(d.p50Ms, 3)} / ${num(d.p95Ms, 3)} / ${num(d.maxMs, 1)}` : '–',
    ];
  });
  const note =
    'Intervals: score and Δ are t-intervals over per-deal means; games counts seat-games; a shared win counts 1/k.';
  return { header, extras, head, rows, note };
}

/** The summary of a match as printed on stdout: {@link summaryText}'s header and extras lines, its table, its note. */
export function formatSummary(config: MatchConfig, summary: MatchSummary): string {
  const { header, extras, head, rows, note } = summaryText(config, summary);
  const table = new Table({ head, ...PLAIN });
  table.push(...rows);
  return [header.join(' · '), extras.join(' · '), table.toString(), note].join('\n');
}

/**
 * The ruling of each trick reason, by game and code (../games/trick-reasons.ts); a replay prints the
 * reason in the tables' own English words (../elements/locales/en-replay.ts `why.<game>.<code>`) with it.
 */
const REASON_RULE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'cant-win': { trump: 'CW-9 step 1', lead: 'CW-9 step 2', highest: 'CW-9 step 3', sideways: 'CW-9 step 4' },
  instinct: { trump: 'IN-6', lead: 'IN-6' },
  tricktakers: {
    ones: 'TT-3',
    berserker: 'TT-3',
    'rare-plus-one': 'TT-3, TT-17',
    rare: 'TT-3',
    black: 'TT-3',
    lead: 'TT-3',
    other: 'TT-3',
    'white-flag': 'TT-3',
    'kakumei-white-flag': 'TT-4',
    'kakumei-number': 'TT-4',
    'kakumei-black': 'TT-4',
    'kakumei-rare': 'TT-4',
    'kakumei-berserker': 'TT-4',
  },
  'you-suck': { multicolor: 'YS-9 step 1', trump: 'YS-9 step 2', colour: 'YS-9 step 3', zeros: 'YS-9 step 4' },
};

/** A trick's reason as a replay prints it: the rule in words, with its ruling (`highest trump (YS-9 step 2)`). */
function reasonText(game: string, code: string): string {
  const words = (enReplay as Record<string, string>)[`why.${game}.${code}`];
  const rule = REASON_RULE[game]?.[code];
  return words === undefined ? code : rule === undefined ? words : `${words} (${rule})`;
}

/** A score-sheet value as a replay prints it: `null` (no trump, no owner, nobody, an empty slot) as `none`. */
const factText = (v: unknown) => (v === null ? 'none' : String(v));

/**
 * A value of a round record as text: `null` as `none` (`–` in a seat's
 * cell, `blank`); a list as its entries joined by commas (`sword,gold`); a
 * record as `name value` pairs joined by ` · ` (`combinations kind4,kind3 ·
 * points 110`); any other value as itself.
 */
function valueText(v: unknown, blank = 'none'): string {
  if (v === null) return blank;
  if (Array.isArray(v)) return v.map((x) => valueText(x, '–')).join(',');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([name, x]) => `${name} ${valueText(x)}`)
      .join(' · ');
  return String(v);
}

/** True for a record by name: an object that is not a list. */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * True for a list of records that each name a `seat` (TrickTakers' tasks,
 * TT-44): facts about some seats, printed on a line of their own, never as
 * a per-seat row, whatever their number.
 */
const isSeatFacts = (v: unknown): v is Record<string, unknown>[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => isRecord(x) && 'seat' in x);

/**
 * One row per per-seat field of a round record (e.g. tiles, bids, tricks,
 * points: whatever the game records), one column per seat; each cell as
 * {@link valueText} writes it, `null` (a seat without a bid, without the
 * Adventurer's items) as `–`: a list as its entries joined by commas, a
 * record (TrickTakers' combinations) as `name value` pairs.
 */
function roundTable(record: RoundRecord, players: number): string {
  const table = new Table({ head: ['', ...Array.from({ length: players }, (_, s) => `seat ${s}`)], ...PLAIN });
  for (const [key, value] of Object.entries(record)) {
    if (!Array.isArray(value) || value.length !== players || isSeatFacts(value)) continue;
    table.push([key, ...value.map((v) => valueText(v, '–'))]);
  }
  return table.toString();
}

/**
 * The round record's single values (e.g. `dealer 2`, or You Suck's trump,
 * `trump none` when there is none), for the line above its table: every
 * field that is a text, number, boolean or null, as `key value`. Empty when
 * there are none (a game without a dealer).
 */
function roundFacts(record: RoundRecord): string {
  const facts = Object.entries(record)
    .filter(([, v]) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .map(([k, v]) => `${k} ${factText(v)}`);
  return facts.length === 0 ? '' : ` (${facts.join(', ')})`;
}

/**
 * The round record's records by name and lists of seat facts, one line
 * each: You Suck's `owners` and `taken` (`  owners: choose-trump 0 · plus-3
 * none · …`), TrickTakers' display (`  display: shown king,hermit,… ·
 * notShown collector,ruler`) and tasks, a task a part (`  tasks: seat 0 ·
 * id takeRed · done true · points 20 | seat 2 · …`).
 */
function roundRecords(record: RoundRecord): string[] {
  return Object.entries(record).flatMap(([k, v]) => {
    if (isRecord(v)) return [`  ${k}: ${valueText(v)}`];
    if (isSeatFacts(v)) return [`  ${k}: ${v.map((x) => valueText(x)).join(' | ')}`];
    return [];
  });
}

/**
 * A replay as text: each trick (its Tick in You Suck; seat and card of
 * every play, sideways and other notes, the winner), each round's single
 * facts (its dealer, when the game has one; TrickTakers' first leader),
 * records by name (You Suck's owners and takers) and per-seat rows, the
 * final result (with how it was won, when the game says), and whether it
 * matches the file.
 */
export function formatReplay(
  match: Pick<MatchConfig, 'game' | 'players' | 'variant'> & GameSettings & { games: readonly unknown[] },
  index: number,
  result: ReplayResult,
): string {
  const { record } = result;
  const lines = [
    `${gameTitle(match.game)} · ${match.players} players${match.variant ? ` · ${match.variant}` : ''}${settingsText(match)} · ` +
      `game ${index} of ${match.games.length} (deal ${record.deal}, table ${record.table}) · game seed "${record.seed}"`,
    `seats: ${record.seats.map((spec, s) => `${s} ${spec}`).join(' · ')}`,
  ];
  let round = 0;
  for (const e of result.events) {
    if (e.kind === 'trick') {
      if (e.trick.round !== round) {
        round = e.trick.round;
        lines.push('', `round ${round}`);
      }
      const plays = e.trick.plays.map((p) => `${p.seat} ${p.card}${p.note ? ` (${p.note})` : ''}`).join(' · ');
      lines.push(
        `  trick ${e.trick.index}${e.trick.tick ? ` (${e.trick.tick})` : ''}: ${plays} → ${e.trick.winner === null ? 'nobody' : `seat ${e.trick.winner}`}` +
          (e.reason === null ? '' : `: ${reasonText(match.game, e.reason)}`),
      );
    } else {
      lines.push(
        `round ${e.round} scored${roundFacts(e.record)}:`,
        ...roundRecords(e.record),
        roundTable(e.record, match.players),
      );
    }
  }
  const scores = result.scores.map((v, s) => `${s}: ${v}`).join(' · ');
  const outcome = result.aborted
    ? 'aborted (safety cap), no winner'
    : `${result.winners.length > 1 ? 'shared win' : 'winner'}: seat ${result.winners.join(', ')}` +
      (result.condition === undefined ? '' : ` (${result.condition})`);
  lines.push('', `final scores ${scores}; ${outcome}`);
  lines.push(
    result.mismatches.length === 0
      ? 'the replay reproduces the file (final scores, winners, condition, score sheet)'
      : `the replay does NOT reproduce the file:\n${result.mismatches.map((m) => `  - ${m}`).join('\n')}`,
  );
  return lines.join('\n');
}

function estimateText(e: Estimate, percent: boolean): string {
  const f = (x: number | null) => (x === null ? '–' : percent ? pct(x) : num(x));
  return e.low === null ? f(e.value) : `${f(e.value)} [${f(e.low)}, ${f(e.high)}]`;
}

/** A baseline comparison as text: what moved (baseline → now), then notes. */
export function formatBaseline(c: BaselineComparison): string {
  const lines: string[] = [];
  if (c.moved.length === 0) {
    lines.push(`baseline: nothing moved (${c.compared} statistics compared)`);
  } else {
    lines.push(`baseline: ${c.moved.length} of ${c.compared} statistics moved beyond their 95% intervals:`);
    for (const m of c.moved) {
      const percent = m.stat === 'winRate';
      lines.push(
        `  ${m.bot} ${m.stat} ${m.direction}: baseline ${estimateText(m.baseline, percent)} → now ${estimateText(m.current, percent)}`,
      );
    }
  }
  for (const note of c.notes) lines.push(`  note: ${note}`);
  return lines.join('\n');
}
