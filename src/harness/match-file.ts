/**
 * The `--json` match file as input: a file may be damaged or edited, so
 * every field is checked before any is used (`--replay`, `--baseline`,
 * `merge`). Its shape is checked with a zod schema (zod 4's API, `zod/v4`,
 * about 4 times faster than zod 3's here: 0.25 s for a 12 MB file); its settings with the
 * very checks of the command line (./settings.ts through `prepareMatch`);
 * and its games against the deals and seating plan those settings imply.
 */
import { accessSync, closeSync, constants, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { constants as bufferConstants } from 'node:buffer';
import { dirname, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod/v4';
import { HarnessError, OptionError } from './errors.js';
import { dealSeed } from './match.js';
import { GAME_SETTINGS } from './settings.js';
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
 * The largest magnitude of a number in a game record (a final score, a
 * round's points, bid or trick count, a move argument, a score-sheet
 * field): 1,000,000. Real games stay below 1,000: a Can't Win score is a
 * seat's tricks times its points over the game (CW-11), at most 48 × 8
 * (4 rounds of 12 tricks, 2 points a round at most: CW-10);
 * an Instinct score ends the game once it reaches 100 and grows by at most
 * 60 a round (IN-7, IN-8); bids and tricks are at most a hand's cards. The
 * bound leaves room for other games while keeping any sum of a file's
 * numbers finite, so a summary computed from them (`merge`) holds no `null`.
 */
export const MAX_GAME_NUMBER = 1_000_000;

/**
 * The largest magnitude of a number in a file's summary: 10^12. A summary
 * of in-range games stays within about ±2 × 10^7 (a mean of scores within
 * ±10^6, and a t-interval over 2 deals is at most 12.7 × sd / √2 wide on
 * each side); a time in ms within 10^12 is 31 years.
 */
export const MAX_SUMMARY_NUMBER = 1e12;

/** A finite number from `min` to `max`, with a message that names the range. */
function within(min: number, max: number) {
  const error = `expected a number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return z.number().min(min, { error }).max(max, { error });
}

const value = within(-MAX_GAME_NUMBER, MAX_GAME_NUMBER);
/** How a refused game-record value is described: a text, a number in range, a boolean or null. */
const valueText = `a text, a number from ${(-MAX_GAME_NUMBER).toLocaleString('en')} to ${MAX_GAME_NUMBER.toLocaleString('en')}, a boolean or null`;
/** A mean, an interval bound or a Δ of a summary. */
const stat = within(-MAX_SUMMARY_NUMBER, MAX_SUMMARY_NUMBER);
/** A summary's non-negative number: a standard deviation, a half-width, a count of wins, a time. */
const size = within(0, MAX_SUMMARY_NUMBER);
/** A rate or a bound of its interval. */
const share = within(0, 1);
const count = z.number().int().nonnegative(); // zod 4's int() is a safe integer
/** A number of the settings; its range is checked with the command line's checks (./settings.ts). */
const setting = z.number(); // finite: zod 4 refuses Infinity (JSON's 1e999)
const primitive = z.union([z.string(), value, z.boolean(), z.null()]);
/**
 * A move argument: a JSON text, number, boolean or null (a card, a bid), a
 * flat list of them (the cards of a TrickTakers exchange), or a flat record
 * of them by name (TrickTakers' `{ kakumei: true }`). Nothing nests deeper,
 * so no later step recurses into junk.
 */
const moveArg = z.union([primitive, z.array(primitive), z.record(z.string(), primitive)], {
  error: `expected ${valueText}, or a flat list or record of them`,
});

const moveRecord = z.strictObject({ seat: z.string(), move: z.string(), args: z.array(moveArg) });

/** A value holding at most `depth` levels of lists and records (by name) around primitives. */
function nested(depth: number): z.ZodType {
  return depth === 0
    ? primitive
    : z.union([primitive, z.array(nested(depth - 1)), z.record(z.string(), nested(depth - 1))]);
}

/**
 * A score-sheet field: a primitive, or lists and records of them, three
 * levels at most: a per-seat list (`points`), a record of primitives by
 * name (You Suck's `owners` and `taken`: Tick id → seat or `null`), or
 * TrickTakers' extras (per seat, the Adventurer's items and the Collector's
 * reservations and combinations, `{ combinations: [...], points }`; the
 * Ruler's tasks; the display's shown and not-shown characters). Nothing
 * nests deeper, so no later step recurses into junk.
 */
const sheetField = z.union([primitive, z.array(nested(2)), z.record(z.string(), nested(2))], {
  error: `expected ${valueText}, or lists and records of them, three levels deep at most`,
});

/**
 * A `RoundRecord` (games/common/descriptor.ts): `points` per seat, `bids`
 * (`null` for a seat without a bid) and the game's own flat fields.
 */
const roundRecord = z
  .object({
    dealer: z.string().optional(),
    bids: z.array(value.nullable()).optional(),
    tricks: z.array(value).optional(),
    points: z.array(value),
  })
  .catchall(sheetField);

const gameRecord = z
  .object({
    deal: count,
    table: count,
    seed: z.string(),
    seats: z.array(z.string()),
    rounds: z.array(roundRecord),
    scores: z.array(value),
    winners: z.array(z.string()),
    condition: z.string().optional(),
    aborted: z.boolean(),
    moves: z.array(moveRecord),
    iterations: z.array(count).optional(),
  })
  .strict();

const meanInterval = z
  .object({
    n: count,
    mean: stat,
    sd: size.nullable(),
    halfWidth: size.nullable(),
    low: stat.nullable(),
    high: stat.nullable(),
  })
  .strict();
const proportion = z.object({ successes: size, trials: size, rate: share, low: share, high: share }).strict();

const summary = z
  .object({
    form: z.enum(['single', 'duplicate', 'rotation']),
    deals: count,
    games: count,
    aborted: count,
    fairShare: share,
    bots: z.array(
      z
        .object({
          bot: z.string(),
          role: z.enum(['candidate', 'baseline', 'seat']),
          games: count,
          deals: count,
          score: meanInterval,
          delta: meanInterval.optional(),
          winRate: proportion,
          bidHit: proportion.nullable(),
          bidError: size.nullable(),
          decisions: z.object({ count, meanMs: size, p50Ms: size, p95Ms: size, maxMs: size }).strict().nullable(),
        })
        .strict(),
    ),
    timing: z.object({ elapsedMs: size, jobs: count, gamesPerSecond: size }).strict().optional(),
  })
  .strict();

/** The types only; ranges, names and the games' order are checked by {@link parseMatchJson}. */
const matchFile = z
  .object({
    game: z.string(),
    players: setting,
    variant: z.string().nullable(),
    characters: z.array(z.string()).optional(),
    mode: z.string().optional(),
    characterCount: setting.optional(),
    maxRounds: setting,
    seed: z.string(),
    bots: z.array(z.string()),
    deals: setting,
    timePerMoveMs: setting.optional(),
    shard: z.object({ index: setting, count: setting }).strict().optional(),
    games: z.array(gameRecord),
    summary,
  })
  .strict();

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
  const shape = matchFile.safeParse(data);
  if (!shape.success) {
    const issue = shape.error.issues[0]!;
    const where = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    throw new HarnessError(`${source}: ${where === '' ? '' : `${where.replace(/^\./, '')}: `}${issue.message}`);
  }
  const m = data as MatchJson;
  const fail = (problem: string) => new HarnessError(`${source}: ${problem}`);
  let prepared: PreparedMatch;
  try {
    prepared = prepareMatch(matchOptions(m));
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

  const seatIds = Array.from({ length: m.players }, (_, s) => String(s));
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
    const perSeat = (where: string, list: readonly unknown[] | undefined) => {
      if (list !== undefined && list.length !== m.players)
        throw fail(`${at}.${where} has ${list.length} entries for ${m.players} players`);
    };
    perSeat('scores', g.scores);
    perSeat('iterations', g.iterations);
    g.rounds.forEach((r, k) => {
      for (const key of ['bids', 'tricks', 'points'] as const) perSeat(`rounds[${k}].${key}`, r[key]);
    });
    if (
      g.winners.some((w, k) => !seatIds.includes(w) || g.winners.indexOf(w) !== k) ||
      (g.aborted && g.winners.length > 0)
    ) {
      throw fail(
        `${at}.winners is ${JSON.stringify(g.winners)}; it lists distinct seats "0" to "${m.players - 1}", none when aborted`,
      );
    }
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
