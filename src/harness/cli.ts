/**
 * `npm run harness -- …`: the command line over the harness library
 * (./index.ts). See docs/harness.md.
 *
 * Exit codes: 0 ok; 1 failure (an illegal bot move, a replay that does not
 * reproduce, an unreadable, malformed, unwritable or incomparable file,
 * shards that do not make one match); 2 usage (a bad or unknown flag or
 * value, a flag given twice, `--json` for more games than a file holds);
 * 3 a baseline statistic moved. A failure is one line on stderr.
 */
import './production.js';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { BotSpecError } from '../bots/spec.js';
import {
  DEFAULT_MAX_ROUNDS,
  HarnessError,
  OptionError,
  assertComparable,
  checkWritable,
  compareBaseline,
  formatBaseline,
  formatReplay,
  SHARE_METRICS,
  formatShare,
  formatSummary,
  gapShare,
  htmlReport,
  mergeShards,
  prepareMatch,
  readMatchJson,
  replayGame,
  runMatch,
  toMatchJson,
  writeMatchJson,
  type MatchJson,
  type MatchOptions,
  type MatchResult,
  type ShareMetric,
} from './index.js';
import { ROW_LIMIT, type ReplayViewer } from './html-report.js';
import { replayViewer } from './replay-viewer.js';
import {
  JOBS_PER_CORE,
  MAX_DEALS,
  MAX_FILE_GAMES,
  MAX_ROUNDS_CAP,
  MAX_TIME_PER_MOVE_MS,
  checkFileGames,
} from './settings.js';

const USAGE = `Usage:
  npm run harness -- --game <id> --bots <list> [options]
  npm run harness -- --replay <file.json> [--index K]
  npm run harness -- merge <shard.json>... [--json <file>] [--html <file>] [--baseline <file>]
  npm run harness -- report <run.json>... --html <file> [--baseline <file>]
  npm run harness -- share <bot.json> <reference.json> [<bot.json> <reference.json>]... [--by points|wins] [--json <file>]

Match:
  --game <id>          game to play, e.g. cant-win
  --bots <list>        name[:level], comma-separated (random, rule, mcts, ismcts, oracle):
                         A        A at every seat (1 table per deal)
                         A,B      duplicate: A at each seat in turn with B elsewhere,
                                  plus the all-B table (players + 1 tables per deal)
                         A,B,C,D  one per seat, rotated over every seat (players tables per deal)
  --players <n>        seats per table (default: the game's maximum)
  --games <n>          deals to play, 1 to ${MAX_DEALS.toLocaleString('en')} (default 100); each is a full
                       game at every table
  --seed <s>           match seed (default 1); deal d uses game seed "<s>/<d>"
  --variant <name>     game variant (default: the game's first), e.g. beginner
  --characters <set>   TrickTakers, 3–5 players: all, basic (the default), or a comma list of
                       adventurer, collector, ruler to add to the basic five (TT-23)
  --mode <mode>        TrickTakers, 2 players: basic (the default) or advanced (TT-48)
  --character-count <n>
                       TrickTakers, 2-player advanced: 6 (the default) or 8 characters (TT-48)
  --max-rounds <n>     round cap for games without a fixed length, 1 to ${MAX_ROUNDS_CAP}
                       (default ${DEFAULT_MAX_ROUNDS})
  --jobs <n>           worker threads, 1 to ${JOBS_PER_CORE} × the cores (default 1); results do not
                       depend on it
  --shard <k>/<n>      play only shard k of n: the deals d (0-based) with d mod n = k-1;
                       join the shards' --json files with merge
  --time-per-move <ms> search bots (ismcts, oracle) search this long per decision, 1 to
                       ${MAX_TIME_PER_MOVE_MS.toLocaleString('en')}, instead of their level's iterations; games record
                       the iterations used; such a run is not byte-identical
  --json <file>        write settings, every game and the summary as JSON (checked
                       writable before playing); a file holds at most ${MAX_FILE_GAMES.toLocaleString('en')} games
                       (deals × tables per deal: 8,000 duplicate deals at 4 players)
  --html <file>        write the HTML report of the run (and its baseline): one self-contained
                       page with the summary, plots and the games; not with --shard
  --baseline <file>    compare with an earlier --json file (or a merged one); exit 3 if a
                       statistic moved; not with --shard

Merge:
  merge <files>        join the --json files of every shard of one match into the
                       unsharded run's games and summary (without timings); takes
                       --json (at most ${MAX_FILE_GAMES.toLocaleString('en')} games), --html and --baseline as a match does

Report:
  report <files>       the HTML report (--html, required) of --json files: settings, summary,
                       plots, games; each compared with --baseline, or with two files and no
                       --baseline, the first with the second

Share:
  share <files>        how much of a reference bot's Δ a bot reaches (e.g. ismcts of the oracle's,
                       issue 24): pairs of --json files of duplicate runs against one baseline on the
                       same deals (A,B and R,B with one seed), one pair per seed; the share per seed
                       and pooled over every deal, with its 95% Fieller interval over the deals
  --by <metric>        points (the final score, the default) or wins (the win share)
  --json <file>        write the rows as JSON

Replay:
  --replay <file>      replay a game of a --json file through the reducer, trick by trick
  --index <k>          which game (default 0)

  -h, --help           this text

Each flag may be given once.

Exit codes: 0 ok, 1 failure, 2 usage, 3 baseline moved.`;

/** A bad command line: exit 2 with the usage text. */
class UsageError extends Error {}

const OPTIONS = {
  game: { type: 'string' },
  bots: { type: 'string' },
  players: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  variant: { type: 'string' },
  characters: { type: 'string' },
  mode: { type: 'string' },
  'character-count': { type: 'string' },
  'max-rounds': { type: 'string' },
  jobs: { type: 'string' },
  'time-per-move': { type: 'string' },
  shard: { type: 'string' },
  json: { type: 'string' },
  html: { type: 'string' },
  baseline: { type: 'string' },
  replay: { type: 'string' },
  index: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true; allowPositionals: false }>>['values'];

/** A whole number flag, or `undefined` when absent. @throws UsageError for anything else */
function wholeNumber(flags: Flags, name: keyof Flags): number | undefined {
  const text = flags[name];
  if (text === undefined) return undefined;
  if (typeof text !== 'string' || !/^\d+$/.test(text))
    throw new UsageError(`--${name} takes a whole number, got "${text}"`);
  return Number(text);
}

/** The flags of `merge`, besides the shard files. */
const MERGE_OPTIONS = {
  json: OPTIONS.json,
  html: OPTIONS.html,
  baseline: OPTIONS.baseline,
  help: OPTIONS.help,
} as const;

/** The flags of `share`, besides the run files. */
const SHARE_OPTIONS = {
  by: { type: 'string' },
  json: OPTIONS.json,
  help: OPTIONS.help,
} as const;

/** The flags of `report`, besides the run files. */
const REPORT_OPTIONS = {
  html: OPTIONS.html,
  baseline: OPTIONS.baseline,
  help: OPTIONS.help,
} as const;

/** `--shard k/n` as numbers (checked against the deals by `prepareMatch`). @throws UsageError for another form */
function shardFlag(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) throw new UsageError(`--shard takes k/n, e.g. 2/3 for the second of three shards, got "${text}"`);
  return { index: Number(m[1]), count: Number(m[2]) };
}

/**
 * Parses `args` strictly with node:util's `parseArgs`, which would keep the
 * last of a flag given twice: such a command line is refused instead.
 * @throws UsageError for a flag given twice; parseArgs' errors for an
 *   unknown flag, a missing value or a stray positional
 */
function parseFlags(
  args: string[],
  options: typeof OPTIONS | typeof MERGE_OPTIONS | typeof REPORT_OPTIONS | typeof SHARE_OPTIONS,
  allowPositionals: boolean,
): { flags: Flags; positionals: string[] } {
  const { values, positionals, tokens } = parseArgs({ args, options, strict: true, allowPositionals, tokens: true });
  const seen = new Map<string, string | undefined>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) {
      const was = seen.get(token.name);
      const both = was === undefined ? '' : `: ${JSON.stringify(was)}, then ${JSON.stringify(token.value)}`;
      throw new UsageError(`--${token.name} is given twice${both}; give each flag once`);
    }
    seen.set(token.name, token.value);
  }
  return { flags: values as Flags, positionals };
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
async function main(argv: string[]): Promise<number> {
  const merging = argv[0] === 'merge';
  const reporting = argv[0] === 'report';
  const sharing = argv[0] === 'share';
  let flags: Flags;
  let files: string[] = [];
  try {
    if (merging) ({ flags, positionals: files } = parseFlags(argv.slice(1), MERGE_OPTIONS, true));
    else if (reporting) ({ flags, positionals: files } = parseFlags(argv.slice(1), REPORT_OPTIONS, true));
    else if (sharing) ({ flags, positionals: files } = parseFlags(argv.slice(1), SHARE_OPTIONS, true));
    else ({ flags } = parseFlags(argv, OPTIONS, false));
  } catch (err) {
    return usage((err as Error).message);
  }
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    if (merging) return await merge(files, flags);
    if (reporting) return await reportFiles(files, flags);
    if (sharing) return share(files, flags);
    return flags.replay === undefined ? await match(flags) : replay(flags);
  } catch (err) {
    if (err instanceof UsageError || err instanceof OptionError || err instanceof BotSpecError)
      return usage(err.message);
    if (err instanceof HarnessError) {
      // One line, whatever the message quotes (a JSON parser's excerpt of a file may hold line breaks).
      process.stderr.write(`harness: ${err.message.replace(/\s*\n\s*/g, ' ')}\n`);
      return 1;
    }
    process.stderr.write(`harness: ${(err as Error)?.stack ?? String(err)}\n`);
    return 1;
  }
}

/** `n` as the messages write it: `8,001 deals`, `1 table`, or with no noun `40,005`. */
function count(n: number, noun?: string): string {
  return `${n.toLocaleString('en')}${noun === undefined ? '' : ` ${noun}${n === 1 ? '' : 's'}`}`;
}

function usage(message: string): number {
  process.stderr.write(`harness: ${message}\n\n${USAGE}\n`);
  return 2;
}

function replay(flags: Flags): number {
  const stray = Object.keys(flags).filter((k) => k !== 'replay' && k !== 'index');
  if (stray.length > 0)
    throw new UsageError(`--replay takes only --index, not ${stray.map((k) => `--${k}`).join(', ')}`);
  const file = readMatchJson(flags.replay!);
  const index = wholeNumber(flags, 'index') ?? 0;
  const result = replayGame(file, index);
  process.stdout.write(`${formatReplay(file, index, result)}\n`);
  return result.mismatches.length === 0 ? 0 : 1;
}

async function match(flags: Flags): Promise<number> {
  if (flags.index !== undefined) throw new UsageError('--index goes with --replay');
  if (flags.html !== undefined && flags.shard !== undefined)
    throw new UsageError('--html reports whole matches: merge the shards, then pass --html to merge or report');
  if (flags.game === undefined) throw new UsageError('--game is required');
  if (flags.bots === undefined) throw new UsageError('--bots is required');
  const options: MatchOptions = {
    game: flags.game,
    bots: flags.bots,
    deals: wholeNumber(flags, 'games') ?? 100,
    ...(flags.players === undefined ? {} : { players: wholeNumber(flags, 'players')! }),
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    ...(flags.variant === undefined ? {} : { variant: flags.variant }),
    ...(flags.characters === undefined ? {} : { characters: flags.characters }),
    ...(flags.mode === undefined ? {} : { mode: flags.mode }),
    ...(flags['character-count'] === undefined ? {} : { characterCount: wholeNumber(flags, 'character-count')! }),
    ...(flags['max-rounds'] === undefined ? {} : { maxRounds: wholeNumber(flags, 'max-rounds')! }),
    ...(flags.jobs === undefined ? {} : { jobs: wholeNumber(flags, 'jobs')! }),
    ...(flags['time-per-move'] === undefined ? {} : { timePerMoveMs: wholeNumber(flags, 'time-per-move')! }),
    ...(flags.shard === undefined ? {} : { shard: shardFlag(flags.shard) }),
  };
  if (options.shard && flags.baseline !== undefined)
    throw new UsageError('--baseline compares whole matches: merge the shards, then pass --baseline to merge');
  const prepared = prepareMatch(options);
  const { config, plan } = prepared;
  if (flags.json !== undefined) {
    const [deals, tables] = [prepared.dealIndices.length, plan.tables.length];
    checkFileGames(
      deals * tables,
      `this run plays ${count(deals, 'deal')} × ${count(tables, 'table')} = ${count(deals * tables)}`,
      'play fewer deals, or split the match with --shard k/n',
    );
  }
  // Every file is checked before anything is played.
  const baseline = flags.baseline === undefined ? undefined : readMatchJson(flags.baseline);
  if (baseline) assertComparable(config, baseline);
  if (flags.json !== undefined) checkWritable(flags.json);
  if (flags.html !== undefined) checkWritable(flags.html);

  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format: 'games {bar} {value}/{total} | {percentage}% | {duration_formatted} elapsed, {eta_formatted} left',
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(prepared.dealIndices.length * plan.tables.length, 0);
  let result;
  try {
    result = await runMatch({ ...options, onProgress: (done) => bar?.update(done) }, prepared);
  } finally {
    bar?.stop();
  }

  return report(result, flags, baseline);
}

/** `merge`: joins shard files into the match's games and summary, then reports as a match does. */
async function merge(files: string[], flags: Flags): Promise<number> {
  if (files.length === 0) throw new UsageError('merge takes the --json files of the shards, e.g. merge 1.json 2.json');
  if (flags.json !== undefined) checkWritable(flags.json);
  if (flags.html !== undefined) checkWritable(flags.html);
  const shards = files.map((name) => ({ name, match: readMatchJson(name) }));
  const baseline = flags.baseline === undefined ? undefined : readMatchJson(flags.baseline);
  const merged = mergeShards(shards);
  if (flags.json !== undefined) {
    checkFileGames(
      merged.games.length,
      `the merged match has ${count(merged.games.length)}`,
      'merge without --json to print the summary and compare with --baseline',
    );
  }
  if (baseline) assertComparable(merged.config, baseline);
  return report(merged, flags, baseline);
}

/**
 * `report`: the HTML report (--html, required) of one or more --json files; each is compared with
 * `--baseline`, or with two files and no `--baseline`, the first with the second.
 * @returns 0; the report shows a baseline's verdict, it does not exit 3 on it
 */
async function reportFiles(files: string[], flags: Flags): Promise<number> {
  if (files.length === 0)
    throw new UsageError('report takes one or more --json files, e.g. report run.json --html report.html');
  if (flags.html === undefined) throw new UsageError('report needs --html <file>, the report to write');
  checkWritable(flags.html);
  const runs = files.map((name) => ({ name, match: readMatchJson(name) }));
  const base =
    flags.baseline !== undefined
      ? { name: flags.baseline, match: readMatchJson(flags.baseline) }
      : runs.length === 2
        ? runs.pop()
        : undefined;
  // htmlReport compares each run with the baseline, refusing one that is not comparable (compareBaseline).
  writeText(flags.html, htmlReport(runs, base, ROW_LIMIT, await viewerFor(runs[0]!.match.game)));
  return 0;
}

/**
 * `share`: the share of the reference's Δ that the bot reaches, per seed and pooled (./share.ts), from pairs of
 * files `<bot.json> <reference.json>`; the table on stdout, the rows as JSON with `--json`.
 * @returns 0
 */
function share(files: string[], flags: Flags): number {
  if (files.length === 0 || files.length % 2 !== 0)
    throw new UsageError(
      `share takes pairs of --json files, the bot's run then the reference's on the same deals, e.g. share ismcts.json oracle.json; got ${count(files.length, 'file')}`,
    );
  const by = (flags as { by?: string }).by ?? 'points';
  if (!(SHARE_METRICS as readonly string[]).includes(by))
    throw new UsageError(`--by takes ${SHARE_METRICS.join(' or ')}, got "${by}"`);
  if (flags.json !== undefined) {
    const out = resolve(flags.json);
    const input = files.find((name) => resolve(name) === out);
    if (input !== undefined) throw new UsageError(`--json ${flags.json} would overwrite the run ${input}`);
    checkWritable(flags.json);
  }
  const runs = files.map((name) => ({ name, match: readMatchJson(name) }));
  const pairs = Array.from({ length: files.length / 2 }, (_, i) => [runs[2 * i]!, runs[2 * i + 1]!] as const);
  const result = gapShare(pairs, by as ShareMetric);
  process.stdout.write(`${formatShare(result)}\n`);
  if (flags.json !== undefined) writeText(flags.json, `${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

/**
 * The report's replay viewer of `game` (./replay-viewer.ts): built or read from its cache, with a line on
 * stderr while it builds; `null` (and a note) outside the repository.
 */
async function viewerFor(game: string): Promise<ReplayViewer | null> {
  process.stderr.write(`the report's replay viewer of ${game}…\n`);
  const script = await replayViewer(game);
  if (script === null)
    process.stderr.write('no replay viewer (it is built from the repository): the games cannot be watched\n');
  return script === null ? null : { game, script };
}

/** Writes the HTML report (or another text) to `path`. @throws HarnessError when it cannot */
function writeText(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (err) {
    throw new HarnessError(`cannot write ${path}: ${(err as Error).message}`);
  }
}

/**
 * The end of a match or a merge: the summary on stdout, the `--json` file,
 * and the baseline comparison.
 * @returns the exit code: 3 when a baseline statistic moved, else 0
 */
async function report(
  result: Pick<MatchResult, 'config' | 'games' | 'summary'>,
  flags: Pick<Flags, 'json' | 'html' | 'baseline'>,
  baseline: MatchJson | undefined,
): Promise<number> {
  process.stdout.write(`${formatSummary(result.config, result.summary)}\n`);
  if (flags.json !== undefined) writeMatchJson(flags.json, result);
  if (flags.html !== undefined) {
    const base = baseline && { name: flags.baseline!, match: baseline };
    const run = { name: flags.json ?? 'this run', match: toMatchJson(result) };
    writeText(flags.html, htmlReport([run], base, ROW_LIMIT, await viewerFor(run.match.game)));
  }
  if (!baseline) return 0;
  const comparison = compareBaseline(result, baseline);
  process.stdout.write(`${formatBaseline(comparison)}\n`);
  return comparison.moved.length > 0 ? 3 : 0;
}

process.exitCode = await main(process.argv.slice(2));
