/**
 * What a table checks before it starts a game, for every game: its
 * attributes (G-3 scenario deals, players, seat, variant, dealer, speed),
 * the match seed of each game, and who sits at the bot seats. Plain
 * functions of the attribute values: the element (./table-base.ts) shows
 * the problems they return and fires `table-error` for each.
 */
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { checkDealer, checkPlayers, checkVariant } from '../../games/common/setup.js';
import { isSeat, seatIds } from '../../games/common/seats.js';
import { checkBotSpec, parseBotList } from '../../bots/spec.js';
import type { BotSpec } from '../../bots/types.js';
import { AttributeProblem } from './attributes.js';
import { messageOf, type TableProblem } from './error-banner.js';

/** The attributes whose change starts a new game. */
export const RESTART = ['players', 'seat', 'seed', 'variant', 'deal', 'dealer', 'replay', 'replayGame'] as const;

/** Milliseconds before each bot move, by default. */
export const DEFAULT_SPEED = 600;

/**
 * How long a completed trick stays on the felt before a bot leads the next,
 * in bot waits (`speed`): 2.5 × 600 ms = 1.5 s by default, and none at
 * speed 0 (issue 13).
 */
export const TRICK_HOLD = 2.5;

/** The bots when the `bots` attribute is absent: `ismcts` at its default level, `normal`. */
export const DEFAULT_BOTS = 'ismcts';

/** A random match seed, when the page gives none (never shown: it would publish the deals). */
export function randomSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (b) => b.toString(36)).join('');
}

/**
 * The match seed of game `gameNumber` (1-based: games played since `seed`
 * last changed, plus one) of a table: `seed` itself for game 1,
 * `"<seed>/<k>"` for game k, so a sequence of games replays too; a fresh
 * random seed when the page gives none (G-2).
 */
export function matchSeed(seed: string | null | undefined, gameNumber: number): string {
  if (!seed) return randomSeed();
  return gameNumber === 1 ? seed : `${seed}/${gameNumber}`;
}

/** `speed` is a number of milliseconds, 0 or more. */
export function speedOk(speed: number): boolean {
  return Number.isFinite(speed) && speed >= 0;
}

/** The attribute values a game starts from (a removed attribute reads as `null` or `undefined`). */
export interface TableAttributes {
  players: number;
  seat: string | null | undefined;
  variant: string | null | undefined;
  dealer: string | null | undefined;
  /** The parsed `deal`, or the {@link AttributeProblem} of unparsable JSON. */
  deal: unknown;
  speed: number;
}

/**
 * The setupData fields a parsed `deal` attribute stands for (G-3), or the
 * problem with its shape: by default `{ deal }` (one card list per seat);
 * a game whose scenario needs more (You Suck's `tickOwners` and `stock`)
 * reads them from the attribute (the table's `static dealSetup`).
 */
export type DealSetup = (deal: unknown) => Record<string, unknown> | string;

/** The words a check needs, localized by the table: the reasons it gives in its own words. */
export interface SetupWords {
  /** The problem shown for `attribute` (its name and raw value, and `problem`). */
  bad(attribute: string, problem: string): string;
  /** `seat` is neither `"none"` nor a seat number up to `max`. */
  seat(max: number): string;
  /** The JSON parser's `problem` with `deal`. */
  json(problem: string): string;
  /** `speed` is not a number of milliseconds. */
  speed(): string;
}

/** A checked game setup: the viewer, and the game's setupData (G-3). */
export interface CheckedSetup {
  /** The human's seat, or `null` to watch. */
  viewer: string | null;
  setupData: Record<string, unknown>;
  /** Every bad attribute (empty when the game may start); `seat` problems stop bot seating too. */
  problems: TableProblem[];
}

/**
 * Checks a table's attributes against the game: the number of players
 * within the game's range, the seat within it, a known variant, a dealer
 * seat, a deal that parses, has the shape `dealSetup` reads, and that the
 * game's own `validateSetupData` accepts with the dealer and `own` (G-3), and
 * the speed. `own`: the setupData fields of the game's own attributes
 * (TrickTakers' `characters`), checked already, in the setupData too.
 */
export function checkSetup(
  game: GameDescriptor,
  a: TableAttributes,
  words: SetupWords,
  dealSetup: DealSetup = (deal) => ({ deal }),
  own: Record<string, unknown> = {},
): CheckedSetup {
  const problems: TableProblem[] = [];
  const bad = (attribute: string, problem: string | undefined) => {
    if (problem !== undefined) problems.push({ attribute, message: words.bad(attribute, problem) });
  };
  const n = a.players;
  // The banner quotes what the page wrote (`players="abc"`), not the number read from it (NaN).
  bad('players', checkPlayers(n, game.minPlayers, game.maxPlayers, false));
  const nOk = problems.length === 0;
  const seat = a.seat || '0';
  const viewer = seat === 'none' ? null : seat;
  if (nOk && viewer !== null && !isSeat(viewer, n)) bad('seat', words.seat(n - 1));
  const variant = a.variant || undefined;
  bad('variant', checkVariant(variant, game.variants));
  const dealer = a.dealer || undefined;
  const dealerProblem = nOk ? checkDealer(dealer, n) : undefined;
  bad('dealer', dealerProblem);
  const setupData: Record<string, unknown> = { ...own };
  if (dealer !== undefined) setupData.dealer = dealer;
  if (variant !== undefined) setupData.variant = variant;
  if (a.deal instanceof AttributeProblem) bad('deal', words.json(a.deal.problem));
  else if (a.deal !== undefined) {
    const fields = dealSetup(a.deal);
    if (typeof fields === 'string') bad('deal', fields);
    else {
      // Checked with the dealer, when it is a seat: a game may refuse the two together (YS-4).
      const checked = { ...(dealer === undefined || dealerProblem ? {} : { dealer }), ...own, ...fields };
      if (nOk) bad('deal', game.game.validateSetupData?.(checked, n));
      Object.assign(setupData, fields);
    }
  }
  if (!speedOk(a.speed)) bad('speed', words.speed());
  return { viewer, setupData, problems };
}

/** What {@link seatBots} needs besides the `bots` attribute. */
export interface BotSeating {
  game: GameDescriptor;
  numPlayers: number;
  viewer: string | null;
  /** The problem with the `bots` attribute, as shown (see {@link SetupWords.bad}). */
  problem(text: string): TableProblem;
  /** "expected 1, 3, or 4 bot names, got 2": `counts` are the numbers allowed, joined by the locale. */
  countError(counts: readonly number[], count: number): string;
}

/**
 * The bot of every seat but the viewer's, from the `bots` attribute: one
 * `name[:level]` for every bot seat, or one per bot seat in seat order, or
 * one per seat (the viewer's ignored). Each spec is checked against the
 * game's bots. Returns the problem with `bots` instead when it is bad.
 * Only specs: the controller seeds each bot from its own seat's view.
 */
export function seatBots(bots: string, s: BotSeating): Map<string, BotSpec> | TableProblem {
  const n = s.numPlayers;
  const botSeats = seatIds(n).filter((seat) => seat !== s.viewer);
  try {
    // Each level against the game's own levels (checkBotSpec): TrickTakers has no ismcts:hard.
    const specs = parseBotList(bots || DEFAULT_BOTS, undefined, true);
    for (const spec of specs) checkBotSpec(s.game, spec);
    const count = specs.length;
    if (count !== 1 && count !== botSeats.length && count !== n) {
      const counts = s.viewer === null ? [1, n] : [1, n - 1, n];
      return s.problem(s.countError(counts, count));
    }
    const players = new Map<string, BotSpec>();
    for (const [i, seat] of botSeats.entries()) {
      // One spec for every bot seat, else one per bot seat, else one per seat.
      players.set(seat, specs[count === 1 ? 0 : count === botSeats.length ? i : Number(seat)]!);
    }
    return players;
  } catch (e) {
    return s.problem(messageOf(e));
  }
}
