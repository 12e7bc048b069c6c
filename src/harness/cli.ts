/**
 * `npm run harness -- …`: the command line over the harness library
 * (./index.ts). See docs/harness.md.
 *
 * Exit codes: 0 ok; 1 failure (an illegal bot move, a replay that does not
 * reproduce, an unreadable or incomparable file); 2 usage (a bad or unknown
 * flag or value); 3 a baseline statistic moved.
 */
import './production.js';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { BotSpecError } from '../bots/spec.js';
import {
  DEFAULT_MAX_ROUNDS,
  HarnessError,
  OptionError,
  assertComparable,
  compareBaseline,
  formatBaseline,
  formatReplay,
  formatSummary,
  prepareMatch,
  readMatchJson,
  replayGame,
  runMatch,
  toMatchJson,
  type MatchOptions,
} from './index.js';

const USAGE = `Usage:
  npm run harness -- --game <id> --bots <list> [options]
  npm run harness -- --replay <file.json> [--index K]

Match:
  --game <id>          game to play, e.g. cant-win
  --bots <list>        name[:level], comma-separated (random, rule, mcts, ismcts, oracle):
                         A        A at every seat (1 table per deal)
                         A,B      duplicate: A at each seat in turn with B elsewhere,
                                  plus the all-B table (players + 1 tables per deal)
                         A,B,C,D  one per seat, rotated over every seat (players tables per deal)
  --players <n>        seats per table (default: the game's maximum)
  --games <n>          deals to play (default 100); each is a full game at every table
  --seed <s>           match seed (default 1); deal d uses game seed "<s>/<d>"
  --variant <name>     game variant (default: the game's first), e.g. beginner
  --max-rounds <n>     round cap for games without a fixed length (default ${DEFAULT_MAX_ROUNDS})
  --jobs <n>           worker threads (default 1); results do not depend on it
  --time-per-move <ms> search bots (ismcts, oracle) search this long per decision
                       instead of their level's iterations; games record the
                       iterations used; such a run is not byte-identical
  --json <file>        write settings, every game and the summary as JSON
  --baseline <file>    compare with an earlier --json file; exit 3 if a statistic moved

Replay:
  --replay <file>      replay a game of a --json file through the reducer, trick by trick
  --index <k>          which game (default 0)

  -h, --help           this text

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
  'max-rounds': { type: 'string' },
  jobs: { type: 'string' },
  'time-per-move': { type: 'string' },
  json: { type: 'string' },
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

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
async function main(argv: string[]): Promise<number> {
  let flags: Flags;
  try {
    flags = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (err) {
    return usage((err as Error).message);
  }
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    return flags.replay === undefined ? await match(flags) : replay(flags);
  } catch (err) {
    if (err instanceof UsageError || err instanceof OptionError || err instanceof BotSpecError)
      return usage(err.message);
    if (err instanceof HarnessError) {
      process.stderr.write(`harness: ${err.message}\n`);
      return 1;
    }
    process.stderr.write(`harness: ${(err as Error)?.stack ?? String(err)}\n`);
    return 1;
  }
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
  if (flags.game === undefined) throw new UsageError('--game is required');
  if (flags.bots === undefined) throw new UsageError('--bots is required');
  const options: MatchOptions = {
    game: flags.game,
    bots: flags.bots,
    deals: wholeNumber(flags, 'games') ?? 100,
    ...(flags.players === undefined ? {} : { players: wholeNumber(flags, 'players')! }),
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    ...(flags.variant === undefined ? {} : { variant: flags.variant }),
    ...(flags['max-rounds'] === undefined ? {} : { maxRounds: wholeNumber(flags, 'max-rounds')! }),
    ...(flags.jobs === undefined ? {} : { jobs: wholeNumber(flags, 'jobs')! }),
    ...(flags['time-per-move'] === undefined ? {} : { timePerMoveMs: wholeNumber(flags, 'time-per-move')! }),
  };
  const prepared = prepareMatch(options);
  const { config, plan } = prepared;
  const baseline = flags.baseline === undefined ? undefined : readMatchJson(flags.baseline);
  if (baseline) assertComparable(config, baseline);

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
  bar?.start(config.deals * plan.tables.length, 0);
  let result;
  try {
    result = await runMatch({ ...options, onProgress: (done) => bar?.update(done) }, prepared);
  } finally {
    bar?.stop();
  }

  process.stdout.write(`${formatSummary(result.config, result.summary)}\n`);
  if (flags.json !== undefined) {
    try {
      writeFileSync(flags.json, `${JSON.stringify(toMatchJson(result))}\n`);
    } catch (err) {
      throw new HarnessError(`cannot write ${flags.json}: ${(err as Error).message}`);
    }
  }
  if (!baseline) return 0;
  const comparison = compareBaseline(result, baseline);
  process.stdout.write(`${formatBaseline(comparison)}\n`);
  return comparison.moved.length > 0 ? 3 : 0;
}

process.exitCode = await main(process.argv.slice(2));
