/**
 * The shape of a `--json` match file and of its game records (docs/harness.md "The JSON file"), as zod
 * schemas, and the checks of one game record that need no settings beyond its player count. No Node
 * module: the harness reads files with it (./match-file.ts), and a table's replay (issue 23) checks a
 * record with it in a browser.
 */
import * as z from 'zod/v4';

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
/** A value holding at most `depth` levels of lists and records (by name) around primitives. */
function nested(depth: number): z.ZodType {
  return depth === 0
    ? primitive
    : z.union([primitive, z.array(nested(depth - 1)), z.record(z.string(), nested(depth - 1))]);
}

/**
 * A move argument: a JSON text, number, boolean or null (a card, a bid), a
 * list or record of them (the cards of a TrickTakers exchange; `{ kakumei:
 * true }`), or a record of those (the Adventurer's map, `useItem('map', {
 * discard: [cards] })`, TT-33): two levels at most. Nothing nests deeper,
 * so no later step recurses into junk.
 */
const moveArg = z.union([primitive, z.array(primitive), z.record(z.string(), nested(1))], {
  error: `expected ${valueText}, or lists and records of them, two levels deep at most`,
});

const moveRecord = z.strictObject({ seat: z.string(), move: z.string(), args: z.array(moveArg) });

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

/** The game records' schema: one finished game ({@link matchFile}'s `games` entries). */
export { gameRecord, matchFile };

/**
 * The first problem with `data`'s shape under `schema`, as `"<where>: <problem>"` (`where` the path in
 * the data, e.g. `games[0].moves[3].args[0]`; absent at the top), or `null` when it fits.
 */
export function shapeProblem(schema: z.ZodType, data: unknown): string | null {
  const shape = schema.safeParse(data);
  if (shape.success) return null;
  const issue = shape.error.issues[0]!;
  const where = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return `${where === '' ? '' : `${where.replace(/^\./, '')}: `}${issue.message}`;
}

/** What {@link gameRecordProblem} reads of a game record. */
interface RecordCounts {
  scores: readonly unknown[];
  iterations?: readonly unknown[];
  rounds: readonly { bids?: readonly unknown[]; tricks?: readonly unknown[]; points: readonly unknown[] }[];
  winners: readonly string[];
  aborted: boolean;
}

/**
 * The first problem of a game record (of the right shape) at `players` seats, or `null`: one score (and
 * iteration count, and bid, tricks, points per round) per seat, and distinct winning seats `"0"` to
 * `"<players − 1>"`, none when aborted.
 * @param at where the record is, for the message (e.g. `games[3]`)
 */
export function gameRecordProblem(g: RecordCounts, players: number, at: string): string | null {
  const perSeat = (where: string, list: readonly unknown[] | undefined) =>
    list !== undefined && list.length !== players
      ? `${at}.${where} has ${list.length} entries for ${players} players`
      : null;
  const counts = [
    perSeat('scores', g.scores),
    perSeat('iterations', g.iterations),
    ...g.rounds.flatMap((r, k) =>
      (['bids', 'tricks', 'points'] as const).map((key) => perSeat(`rounds[${k}].${key}`, r[key])),
    ),
  ].find((p) => p !== null);
  if (counts) return counts;
  const seats = Array.from({ length: players }, (_, s) => String(s));
  if (g.winners.some((w, k) => !seats.includes(w) || g.winners.indexOf(w) !== k) || (g.aborted && g.winners.length > 0))
    return `${at}.winners is ${JSON.stringify(g.winners)}; it lists distinct seats "0" to "${players - 1}", none when aborted`;
  return null;
}
