/**
 * Planning and running a whole match: `deals` seeded deals, each played at
 * every table of the seating plan, optionally spread over worker threads.
 * Results are ordered by deal, then table, whatever the number of workers.
 */
import { checkBotSpec } from '../bots/spec.js';
import { BotSpecError, formatBotSpec, parseBotList } from '../bots/spec.js';
import type { BotSpec } from '../bots/types.js';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { availableParallelism } from 'node:os';
import { OptionError } from './errors.js';
import { DEFAULT_MAX_ROUNDS, dealSeed, harnessSetupData, playGame, type GameRecord, type PlayedGame } from './match.js';
import { playDealsInWorkers } from './pool.js';
import { planSeatings, type SeatingPlan } from './seating.js';
import {
  JOBS_PER_CORE,
  MAX_DEALS,
  MAX_ROUNDS_CAP,
  checkCount,
  checkGameSettings,
  checkPlayers,
  checkShard,
  checkTimePerMove,
  checkVariant,
  dealsToPlay,
  lookupGame,
  givenSettings,
  maxJobs,
  type GameSettings,
  type Shard,
} from './settings.js';
import { summarize, type MatchSummary } from './stats.js';

/** What {@link runMatch} is asked to play. */
export interface MatchOptions {
  /** A game id from the game registry, e.g. `"cant-win"`. */
  game: string;
  /** Seats at each table; within the game's player range. Default: the game's maximum. */
  players?: number;
  /** The bot list: `"rule,random"` or parsed specs (docs/harness.md "The three --bots forms"). */
  bots: string | readonly BotSpec[];
  /** Number of deals, each a full game played at every table of the seating plan. */
  deals: number;
  /** The match seed (default `"1"`); deal d is played with the game seed `"<seed>/<d>"`. */
  seed?: string | number;
  /** `setupData.variant`; default: the game's first variant. */
  variant?: string;
  /**
   * TrickTakers, 3–5 players: the character set (TT-23), as `--characters`
   * takes it (`"all"`, `"basic"`, `"adventurer,ruler"`) or a list of ids;
   * the basic five are always in (./settings.ts `characterSet`).
   */
  characters?: string | readonly string[];
  /** TrickTakers, 2 players: `"basic"` or `"advanced"` (TT-48). */
  mode?: string;
  /** TrickTakers, 2-player advanced: 6 or 8 characters (TT-48). */
  characterCount?: number;
  /** Round cap for games without a fixed length (G-6); default 50. */
  maxRounds?: number;
  /** Worker threads to play deals on; 1 (the default) plays on the calling thread. */
  jobs?: number;
  /** Play only shard k of n of the deals (`--shard k/n`; see {@link dealsToPlay}); default: every deal. */
  shard?: Shard;
  /**
   * The match is read back from a `--json` file, to report, not to play
   * (./match-file.ts): a bot's level is not checked against today's levels,
   * so a file that names a level this build does not take (one retired, or
   * one from a newer build) still reads. Default false.
   */
  recorded?: boolean;
  /**
   * Milliseconds of search per decision for `ismcts` and `oracle` instead of
   * their level's iterations (`--time-per-move`), to compare bots at equal
   * time: more than 0, at most 60,000 (./settings.ts `MAX_TIME_PER_MOVE_MS`).
   * Each game then records the iterations used; such a run is not
   * deterministic.
   */
  timePerMoveMs?: number;
  /** Called after every game (table) finishes, with games done and games in all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * A match's settings as the `--json` file records them; enough to replay any
 * game. The game's own settings ({@link GameSettings}: TrickTakers'
 * `characters`, `mode`, `characterCount`) follow the variant, when given.
 */
export interface MatchConfig extends GameSettings {
  game: string;
  players: number;
  /** The variant played, or `null` for a game without variants. */
  variant: string | null;
  maxRounds: number;
  seed: string;
  /** The bot list, one spec `name[:level]` per entry. */
  bots: string[];
  deals: number;
  /** Present when the search bots ran on a time budget (`--time-per-move`), in ms. */
  timePerMoveMs?: number;
  /**
   * Present when the run played one shard of the match (`--shard k/n`):
   * then `deals` is still the whole match's, and the games and the summary
   * are the shard's. `merge` (./merge.ts) joins the shards.
   */
  shard?: Shard;
}

/** The `--json` file: the settings, every game (deal by deal, table by table) and the summary. */
export interface MatchJson extends MatchConfig {
  games: GameRecord[];
  summary: MatchSummary;
}

/** The result of {@link runMatch}. */
export interface MatchResult {
  config: MatchConfig;
  plan: SeatingPlan;
  /** Every game, ordered by deal, then table. */
  games: GameRecord[];
  /** Decision times in ms, per game (parallel to `games`) and seat. */
  decisionMs: number[][][];
  summary: MatchSummary;
}

/** A match ready to play: validated settings, the game and the seating plan. */
export interface PreparedMatch {
  config: MatchConfig;
  descriptor: GameDescriptor;
  plan: SeatingPlan;
  jobs: number;
  /** The deals this run plays, in order: every deal, or its shard's ({@link dealsToPlay}). */
  dealIndices: readonly number[];
}

/**
 * Validates match options and plans the seating. The checks are those of
 * ./settings.ts, which a `--json` file's settings pass as well.
 * @throws OptionError naming the problem: unknown game (any name that is not
 *   an own key of the registry), players out of the game's range, an
 *   unknown variant, a bad bot list, a bot the game lacks, a count out of
 *   range (deals 1 to {@link MAX_DEALS}, maxRounds 1 to
 *   {@link MAX_ROUNDS_CAP}, jobs 1 to {@link maxJobs}), a time per move
 *   outside (0, 60,000] ms (`MAX_TIME_PER_MOVE_MS`), a bad shard, or a
 *   game setting the game does not take or refuses (`checkGameSettings`:
 *   TrickTakers' character set and mode, checked by its own setup check)
 */
export function prepareMatch(opts: MatchOptions): PreparedMatch {
  const descriptor = lookupGame(opts.game);
  const players = checkPlayers(descriptor, opts.players);
  const variant = checkVariant(descriptor, opts.variant);
  const deals = checkCount('deals (--games)', opts.deals, MAX_DEALS);
  const jobs = checkCount(
    'jobs (--jobs)',
    opts.jobs ?? 1,
    maxJobs(),
    `${JOBS_PER_CORE} × ${availableParallelism()} cores`,
  );
  const maxRounds = checkCount('maxRounds (--max-rounds)', opts.maxRounds ?? DEFAULT_MAX_ROUNDS, MAX_ROUNDS_CAP);
  const shard = opts.shard === undefined ? undefined : checkShard(opts.shard, deals);
  const seed = String(opts.seed ?? '1');
  if (seed === '') throw new OptionError('seed must not be empty');
  const timePerMoveMs = checkTimePerMove(opts.timePerMoveMs);
  const settings = checkGameSettings(
    descriptor,
    players,
    opts,
    harnessSetupData(descriptor, { ...(variant === null ? {} : { variant }), maxRounds }),
  );

  let specs: BotSpec[];
  try {
    // The game must offer each bot, at a level it takes today (any level, for a recorded match).
    const anyLevel = opts.recorded === true;
    // Levels are checked against the game's own (checkBotSpec), not only the bot's: TrickTakers has no ismcts:hard.
    specs = typeof opts.bots === 'string' ? parseBotList(opts.bots, undefined, true) : [...opts.bots];
    for (const spec of specs) checkBotSpec(descriptor, spec, anyLevel);
  } catch (err) {
    if (err instanceof BotSpecError) throw new OptionError(err.message);
    throw err;
  }
  const plan = planSeatings(specs, players);
  const config: MatchConfig = {
    game: descriptor.id,
    players,
    variant,
    ...settings,
    maxRounds,
    seed,
    bots: specs.map(formatBotSpec),
    deals,
    ...(timePerMoveMs === undefined ? {} : { timePerMoveMs }),
    ...(shard === undefined ? {} : { shard }),
  };
  return { config, descriptor, plan, jobs, dealIndices: dealsToPlay(deals, shard) };
}

/**
 * The options that prepare a match of `config` again: how a harness worker
 * (./worker.ts) prepares the match it is sent, and how a `--json` file's
 * settings are checked (./match-file.ts). `prepareMatch(matchOptions(c)).config`
 * equals `c` for a `c` that `prepareMatch` made.
 */
export function matchOptions(config: MatchConfig): MatchOptions {
  return {
    game: config.game,
    players: config.players,
    bots: config.bots.join(','),
    deals: config.deals,
    seed: config.seed,
    ...(config.variant === null ? {} : { variant: config.variant }),
    ...givenSettings(config),
    maxRounds: config.maxRounds,
    ...(config.timePerMoveMs === undefined ? {} : { timePerMoveMs: config.timePerMoveMs }),
    ...(config.shard === undefined ? {} : { shard: config.shard }),
  };
}

/**
 * Plays deal `deal` at table `table` of the plan.
 * @throws as {@link playGame}
 */
export function playTable(match: PreparedMatch, deal: number, table: number): Promise<PlayedGame> {
  const { config, descriptor, plan } = match;
  return playGame({
    game: descriptor,
    numPlayers: config.players,
    seats: plan.tables[table]!.seats,
    seed: dealSeed(config.seed, deal),
    ...(config.variant === null ? {} : { variant: config.variant }),
    ...givenSettings(config),
    maxRounds: config.maxRounds,
    deal,
    table,
    ...(config.timePerMoveMs === undefined ? {} : { timePerMoveMs: config.timePerMoveMs }),
  });
}

/**
 * Plays deal `deal` at every table of the plan, in order.
 * @param onGame called after each table's game
 * @throws as {@link playGame}
 */
export async function playDeal(match: PreparedMatch, deal: number, onGame?: () => void): Promise<PlayedGame[]> {
  const games: PlayedGame[] = [];
  for (let table = 0; table < match.plan.tables.length; table++) {
    games.push(await playTable(match, deal, table));
    onGame?.();
  }
  return games;
}

/**
 * Runs a whole match: every deal at every table, on `jobs` threads.
 * The games do not depend on `jobs`; only the timings do.
 * @param match `opts` already prepared, when the caller has done it (the CLI
 *   prepares first to check a baseline before playing)
 * @returns settings, games (by deal, then table), decision times and summary
 * @throws OptionError for bad options (see {@link prepareMatch}); HarnessError
 *   (IllegalMoveError among them) when a game fails, naming bot, seat and move
 */
export async function runMatch(opts: MatchOptions, match: PreparedMatch = prepareMatch(opts)): Promise<MatchResult> {
  const { config, plan } = match;
  const total = match.dealIndices.length * plan.tables.length;
  let done = 0;
  const onGame = () => opts.onProgress?.(++done, total);
  const started = performance.now();
  const jobs = Math.min(match.jobs, total);
  const byDeal = jobs === 1 ? await playDealsHere(match, onGame) : await playDealsInWorkers(match, jobs, onGame);
  const elapsedMs = performance.now() - started;
  // flat() skips the holes a shard leaves at the other shards' deals.
  const played = byDeal.flat();
  const games = played.map((p) => p.record);
  const decisionMs = played.map((p) => p.decisionMs);
  const summary = summarize(config, games, decisionMs);
  summary.timing = { elapsedMs, jobs, gamesPerSecond: games.length / (elapsedMs / 1000) };
  return { config, plan, games, decisionMs, summary };
}

/** The `--json` file's content for a result: settings, games, summary. */
export function toMatchJson(result: Pick<MatchResult, 'config' | 'games' | 'summary'>): MatchJson {
  return { ...result.config, games: result.games, summary: result.summary };
}

async function playDealsHere(match: PreparedMatch, onGame: () => void): Promise<PlayedGame[][]> {
  const out: PlayedGame[][] = [];
  for (const deal of match.dealIndices) out.push(await playDeal(match, deal, onGame));
  return out;
}
