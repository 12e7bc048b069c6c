/**
 * The `--json` match file as input: a file may be damaged or edited, so
 * every field is checked before any is used (`--replay`, `--baseline`,
 * `merge`). Its shape is checked with a zod schema (./match-schema.ts; zod 4's API, `zod/v4`,
 * about 4 times faster than zod 3's here: 0.25 s for a 12 MB file); its settings with the
 * very checks of the command line (./settings.ts through `prepareMatch`);
 * and its games against the deals and seating plan those settings imply.
 */
import { accessSync, closeSync, constants, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { constants as bufferConstants } from 'node:buffer';
import { dirname, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { HarnessError, OptionError } from './errors.js';
import { dealSeed } from './match.js';
import { GAME_SETTINGS } from './settings.js';
import { gameRecordProblem, matchFile, shapeProblem } from './match-schema.js';

export { MAX_GAME_NUMBER, MAX_SUMMARY_NUMBER } from './match-schema.js';
import {
  matchOptions,
  prepareMatch,
  toMatchJson,
  type MatchJson,
  type MatchResult,
  type PreparedMatch,
} from './run.js';

const { MAX_STRING_LENGTH } = bufferConstants;

/**
 * Reads a `--json` match file and checks it ({@link parseMatchJson}). The
 * file is read as one string, so it must be shorter than V8's longest
 * (`buffer.constants.MAX_STRING_LENGTH`, 2^29 − 24 characters): the bound
 * behind `MAX_FILE_GAMES` (./settings.ts).
 * @throws HarnessError, one line naming the file, when it cannot be read
 *   (too long among the reasons), is not JSON, or fails a check
 */
export function readMatchJson(path: string): MatchJson {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const why =
      (err as { code?: unknown }).code === 'ERR_STRING_TOO_LONG'
        ? `it is longer than the longest string Node can hold (${MAX_STRING_LENGTH.toLocaleString('en')} characters)`
        : (err as Error).message;
    throw new HarnessError(`cannot read ${path}: ${why}`);
  }
  return parseMatchJson(data, path);
}

/** Text is written in pieces of about this many characters. */
const WRITE_CHUNK = 1 << 20;

/**
 * Writes a match's `--json` file one game at a time: the bytes of
 * `JSON.stringify(toMatchJson(result))` and a newline, never held as one
 * string, so writing is not bound by V8's longest string (about 512 MiB).
 * Reading the file back is ({@link readMatchJson}): the CLI checks
 * `MAX_FILE_GAMES` (./settings.ts) before it plays.
 * @throws HarnessError `"cannot write <path>: <why>"`; a file begun is left as far as it got
 */
export function writeMatchJson(path: string, result: Pick<MatchResult, 'config' | 'games' | 'summary'>): void {
  const { games, summary, ...settings } = toMatchJson(result);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'w');
    const write = (text: string) => {
      const bytes = Buffer.from(text, 'utf8');
      for (let at = 0; at < bytes.length;) at += writeSync(fd!, bytes, at);
    };
    // The settings with an empty list of games, less its closing `]}`: `{…,"games":[`.
    let text = JSON.stringify({ ...settings, games: [] }).slice(0, -2);
    games.forEach((game, i) => {
      text += `${i === 0 ? '' : ','}${JSON.stringify(game)}`;
      if (text.length >= WRITE_CHUNK) {
        write(text);
        text = '';
      }
    });
    write(`${text}],"summary":${JSON.stringify(summary)}}\n`);
  } catch (err) {
    throw new HarnessError(`cannot write ${path}: ${(err as Error).message}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Checks that `data` is a match file as the harness writes it, and returns
 * it unchanged (the same object: its key order is kept, so a merge writes
 * the bytes a single run would).
 * - Shape: every field of docs/harness.md "The JSON file" with its type, no
 *   other field; move arguments and score-sheet fields are flat.
 * - Settings: game (an own key of the registry), players, variant, the
 *   game's own settings (TrickTakers' characters, mode, characterCount),
 *   maxRounds, deals, bots, seed, time per move and shard pass the same
 *   checks as the command line's flags, and are written as a run writes them.
 * - Games: exactly the run's deals (every deal, or its shard's) × the tables
 *   of the seating plan, ordered by deal then table; each with its deal's
 *   seed `"<seed>/<d>"`, its table's seats, one score (and bid, tricks,
 *   points per round) per seat, and distinct winning seats.
 * @param source the file name, for messages
 * @throws HarnessError `"<source>: <where>: <problem>"` for the first problem found
 */
export function parseMatchJson(data: unknown, source: string): MatchJson {
  const problem = shapeProblem(matchFile, data);
  if (problem !== null) throw new HarnessError(`${source}: ${problem}`);
  const m = data as MatchJson;
  const fail = (problem: string) => new HarnessError(`${source}: ${problem}`);
  let prepared: PreparedMatch;
  try {
    prepared = prepareMatch({ ...matchOptions(m), recorded: true });
  } catch (err) {
    if (err instanceof OptionError) throw fail(err.message);
    throw err;
  }
  const { config, plan, dealIndices } = prepared;
  for (const key of ['variant', ...GAME_SETTINGS.map(([k]) => k), 'bots'] as const) {
    if (!isDeepStrictEqual(config[key], m[key])) {
      throw fail(`${key} is ${JSON.stringify(m[key])}; a run of these settings writes ${JSON.stringify(config[key])}`);
    }
  }

  const tables = plan.tables.length;
  const expected = dealIndices.length * tables;
  if (m.games.length !== expected) {
    throw fail(`${m.games.length} games, but ${dealIndices.length} deals × ${tables} tables make ${expected}`);
  }
  m.games.forEach((g, i) => {
    const deal = dealIndices[Math.floor(i / tables)]!;
    const table = i % tables;
    const at = `games[${i}]`;
    if (g.deal !== deal || g.table !== table) {
      throw fail(
        `${at} is deal ${g.deal}, table ${g.table}; games go by deal, then table, so it should be deal ${deal}, table ${table}`,
      );
    }
    if (g.seed !== dealSeed(m.seed, deal)) {
      throw fail(
        `${at}.seed is ${JSON.stringify(g.seed)}; deal ${deal} is played with ${JSON.stringify(dealSeed(m.seed, deal))}`,
      );
    }
    if (!isDeepStrictEqual(g.seats, plan.tables[table]!.seats)) {
      throw fail(
        `${at}.seats is ${JSON.stringify(g.seats)}; table ${table} seats ${JSON.stringify(plan.tables[table]!.seats)}`,
      );
    }
    const problem = gameRecordProblem(g, m.players, at);
    if (problem !== null) throw fail(problem);
    if ((g.iterations !== undefined) !== (m.timePerMoveMs !== undefined)) {
      throw fail(`${at}.iterations must be present exactly when timePerMoveMs is`);
    }
  });
  return m;
}

/**
 * Checks, before anything is played, that `path` can be written: it is not
 * a directory, and its directory exists and is writable.
 * @throws HarnessError `"cannot write <path>: <why>"`
 */
export function checkWritable(path: string): void {
  let problem: string | undefined;
  try {
    const file = statSync(path, { throwIfNoEntry: false });
    const dir = dirname(resolve(path));
    const dirStat = statSync(dir, { throwIfNoEntry: false });
    if (file?.isDirectory()) problem = 'it is a directory';
    else if (!dirStat) problem = `there is no directory ${dir}`;
    else if (!dirStat.isDirectory()) problem = `${dir} is not a directory`;
    else accessSync(file ? path : dir, constants.W_OK);
  } catch (err) {
    problem = (err as Error).message;
  }
  if (problem !== undefined) throw new HarnessError(`cannot write ${path}: ${problem}`);
}
