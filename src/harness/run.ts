/**
 * Planning and running a whole match: `deals` seeded deals, each played at
 * every table of the seating plan, optionally spread over worker threads.
 * Results are ordered by deal, then table, whatever the number of workers.
 */
import { checkBotSpec } from '../bots/spec.js';
import { BotSpecError, formatBotSpec, parseBotList } from '../bots/spec.js';
import type { BotSpec } from '../bots/types.js';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { GAMES } from '../games/registry.js';
import { OptionError } from './errors.js';
import { DEFAULT_MAX_ROUNDS, dealSeed, playGame, type GameRecord, type PlayedGame } from './match.js';
import { playDealsInWorkers } from './pool.js';
import { planSeatings, type SeatingPlan } from './seating.js';
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
  /** Round cap for games without a fixed length (G-6); default 50. */
  maxRounds?: number;
  /** Worker threads to play deals on; 1 (the default) plays on the calling thread. */
  jobs?: number;
  /**
   * Milliseconds of search per decision for `ismcts` and `oracle` instead of
   * their level's iterations (`--time-per-move`), to compare bots at equal
   * time. Each game then records the iterations used; such a run is not
   * deterministic.
   */
  timePerMoveMs?: number;
  /** Called after every game (table) finishes, with games done and games in all. */
  onProgress?: (done: number, total: number) => void;
}

/** A match's settings as the `--json` file records them; enough to replay any game. */
export interface MatchConfig {
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
}

/**
 * Validates match options and plans the seating.
 * @throws OptionError naming the problem: unknown game, players out of the
 *   game's range, an unknown variant, a bad bot list, a bot the game lacks,
 *   or a count (deals, jobs, maxRounds) that is not a positive integer
 */
export function prepareMatch(opts: MatchOptions): PreparedMatch {
  const descriptor = GAMES[opts.game];
  if (!descriptor) throw new OptionError(`unknown game "${opts.game}"; known: ${Object.keys(GAMES).join(', ')}`);
  const players = opts.players ?? descriptor.maxPlayers;
  if (!Number.isInteger(players) || players < descriptor.minPlayers || players > descriptor.maxPlayers) {
    throw new OptionError(
      `${descriptor.title} takes ${descriptor.minPlayers} to ${descriptor.maxPlayers} players, got ${players}`,
    );
  }
  const variant = opts.variant ?? descriptor.variants[0] ?? null;
  if (variant !== null && !descriptor.variants.includes(variant)) {
    throw new OptionError(`${descriptor.title} has no variant "${variant}"; known: ${descriptor.variants.join(', ')}`);
  }
  checkCount('deals (--games)', opts.deals);
  const jobs = opts.jobs ?? 1;
  checkCount('jobs', jobs);
  const maxRounds = opts.maxRounds ?? DEFAULT_MAX_ROUNDS;
  checkCount('maxRounds (--max-rounds)', maxRounds);
  const seed = String(opts.seed ?? '1');
  if (seed === '') throw new OptionError('seed must not be empty');
  const timePerMoveMs = opts.timePerMoveMs;
  if (timePerMoveMs !== undefined && !(Number.isFinite(timePerMoveMs) && timePerMoveMs > 0)) {
    throw new OptionError(`time per move must be a positive number of milliseconds, got ${timePerMoveMs}`);
  }

  let specs: BotSpec[];
  try {
    specs = typeof opts.bots === 'string' ? parseBotList(opts.bots) : [...opts.bots];
    // The game must offer each bot, at a level it takes.
    for (const spec of specs) checkBotSpec(descriptor, spec);
  } catch (err) {
    if (err instanceof BotSpecError) throw new OptionError(err.message);
    throw err;
  }
  const plan = planSeatings(specs, players);
  const config: MatchConfig = {
    game: descriptor.id,
    players,
    variant,
    maxRounds,
    seed,
    bots: specs.map(formatBotSpec),
    deals: opts.deals,
    ...(timePerMoveMs === undefined ? {} : { timePerMoveMs }),
  };
  return { config, descriptor, plan, jobs };
}

function checkCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1)
    throw new OptionError(`${name} must be a positive whole number, got ${value}`);
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
  const total = config.deals * plan.tables.length;
  let done = 0;
  const onGame = () => opts.onProgress?.(++done, total);
  const started = performance.now();
  const jobs = Math.min(match.jobs, total);
  const byDeal = jobs === 1 ? await playDealsHere(match, onGame) : await playDealsInWorkers(match, jobs, onGame);
  const elapsedMs = performance.now() - started;
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
  for (let deal = 0; deal < match.config.deals; deal++) out.push(await playDeal(match, deal, onGame));
  return out;
}
