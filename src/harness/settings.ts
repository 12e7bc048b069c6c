/**
 * The checks of a match's settings, written once: {@link prepareMatch}
 * (./run.ts) applies them to the CLI's flags and the library's options, and
 * ./match-file.ts to the settings a `--json` file records, so a file is held
 * to exactly the rules of a command line.
 */
import { availableParallelism } from 'node:os';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { GAMES } from '../games/registry.js';
import { parseCharacterSet } from '../games/tricktakers/extras-setup.js';
import { OptionError } from './errors.js';

/**
 * The most deals (`--games`) a match may have: 1,000,000. It guards
 * against a slip of the keyboard (an extra zero or three), not a size
 * anyone plays on one machine: at the bench's 18–20 four-player Can't Win
 * games/s per process (docs/bench-results.md), a million deals take about
 * 14 core-hours at one table a deal and 5 times that in the duplicate form,
 * a job for `--shard` over a matrix of machines. It is no promise that a
 * run of that size fits: a run holds all its games in memory, and a
 * `--json` file at most {@link MAX_FILE_GAMES} (docs/harness.md "Size
 * limits"). Deal indices and seeds stay exact far beyond it.
 */
export const MAX_DEALS = 1_000_000;

/**
 * The most games one `--json` file may hold (a run's, a shard's or a merged
 * one): 40,000, checked before a run plays (its deals × the tables of a
 * deal) and before `merge` writes. `--replay`, `--baseline` and `merge` read
 * a file as one string, which V8 caps at 2^29 − 24 characters (about 512
 * MiB; `buffer.constants.MAX_STRING_LENGTH`). A four-player Can't Win game
 * takes about 12,000 bytes of it (11,976 to 11,998 measured, a few more
 * for long seeds and bot names), so 40,000 games take about 480 MB: 8,000
 * duplicate deals at 4 players, 10,000 at 3. Instinct's games are longer
 * (measured: 17 KB on average with `rule` at 4 seats, 51 to 56 KB with
 * `rule,random` at 4 to 6 players, 180 KB for a game that reaches the
 * 50-round cap at 6), so an Instinct file passes 512 MB from about 3,000 to
 * 9,500 games on: the harness still writes it (one game at a time,
 * ./match-file.ts), but cannot read it back. docs/harness.md "Size limits".
 */
export const MAX_FILE_GAMES = 40_000;

/**
 * The longest search per decision (`--time-per-move`): 60,000 ms. A
 * four-player Can't Win game has 224 decisions, so a minute each is
 * already 3.7 hours a game; beyond it lies a slip of the keyboard.
 */
export const MAX_TIME_PER_MOVE_MS = 60_000;

/**
 * The highest round cap (`--max-rounds`, G-6): 1000. Instinct, the game it
 * caps, takes at most 12 moves per seat a round (11 cards and a bid) at 6
 * seats, so 1000 rounds are 72,000 moves, under `playGame`'s
 * 100,000-move guard (./match.ts); a higher cap could never end a game as `aborted`.
 */
export const MAX_ROUNDS_CAP = 1000;

/** Worker threads allowed per core reported by `os.availableParallelism()`. */
export const JOBS_PER_CORE = 4;

/**
 * The most worker threads (`--jobs`): {@link JOBS_PER_CORE} × the cores
 * Node reports. Deals are pure computation, so threads beyond the cores
 * add memory (each loads its own games and bots) and no speed; the factor
 * 4 leaves room for a container that reports fewer cores than it may use,
 * and still refuses a slip such as `--jobs 200`.
 */
export function maxJobs(): number {
  return JOBS_PER_CORE * availableParallelism();
}

/** Which part of a match's deals one run plays (`--shard k/n`). */
export interface Shard {
  /** k, 1-based. */
  index: number;
  /** n, the number of shards. */
  count: number;
}

/**
 * The game registered as `id`, an own key of `GAMES` only (never
 * `"constructor"` or `"__proto__"`).
 * @throws OptionError naming the known games
 */
export function lookupGame(id: unknown): GameDescriptor {
  if (typeof id === 'string' && Object.hasOwn(GAMES, id)) return GAMES[id]!;
  throw new OptionError(`unknown game ${JSON.stringify(id)}; known: ${Object.keys(GAMES).join(', ')}`);
}

/**
 * `players` seats, or the game's maximum when absent.
 * @throws OptionError when it is not a whole number in the game's range
 */
export function checkPlayers(game: GameDescriptor, players: unknown): number {
  const n = players ?? game.maxPlayers;
  if (typeof n === 'number' && Number.isInteger(n) && n >= game.minPlayers && n <= game.maxPlayers) return n;
  throw new OptionError(`${game.title} takes ${game.minPlayers} to ${game.maxPlayers} players, got ${show(n)}`);
}

/**
 * `variant`, or the game's first when absent; `null` for a game without variants.
 * @throws OptionError for a variant the game does not have
 */
export function checkVariant(game: GameDescriptor, variant: unknown): string | null {
  const v = variant ?? game.variants[0] ?? null;
  if (v === null || (typeof v === 'string' && game.variants.includes(v))) return v;
  const known = game.variants.length === 0 ? 'it has none' : `known: ${game.variants.join(', ')}`;
  throw new OptionError(`${game.title} has no variant ${show(v)}; ${known}`);
}

export { GAME_SETTINGS, givenSettings, type GameSettings } from './record.js';
import { GAME_SETTINGS, givenSettings, type GameSettings } from './record.js';

/**
 * The settings that make two runs play the same game the same way, whatever the bots, seed and deals: the game, its
 * players, variant and own settings, the round cap, and how long the search bots search (`--time-per-move`).
 */
export const PLAY_SETTINGS = [
  'game',
  'players',
  'variant',
  ...GAME_SETTINGS.map(([key]) => key),
  'maxRounds',
  'timePerMoveMs',
] as const;

/**
 * A character set as `--characters` takes it, or a match file's list: the
 * game's own reading (../games/tricktakers/extras-setup.ts
 * `parseCharacterSet`, the table's `characters` attribute's too): `all`
 * (the eight of the box), `basic` (the basic five), or a comma list of
 * characters. The basic five are in every 3–5 player game (TT-23), so a
 * list names the extras to add (`adventurer,ruler`) and may name basic ones
 * too.
 * @returns the whole set in priority order (TT-22)
 * @throws OptionError for an empty name, an unknown one, or one named twice
 */
export function characterSet(spec: string | readonly unknown[]): string[] {
  const set = parseCharacterSet(spec);
  if (typeof set === 'string') throw new OptionError(`characters (--characters) ${set}`);
  return set;
}

/**
 * Checks a game's own settings ({@link GameSettings}) for `players` seats:
 * the game must take them; `characters` is expanded by {@link characterSet};
 * then the game's own setupData check (boardgame.io's `validateSetupData`,
 * G-3) judges them with `setupData`, the rest of what the harness passes.
 * @returns the given settings, `characters` as the whole set
 * @throws OptionError naming the setting and the problem: another game's
 *   setting, a bad character list, or the game's own refusal (e.g.
 *   TrickTakers' `mode is for 2 players only`)
 */
export function checkGameSettings(
  game: GameDescriptor,
  players: number,
  settings: { characters?: string | readonly unknown[]; mode?: unknown; characterCount?: unknown },
  setupData: Record<string, unknown>,
): GameSettings {
  const given = GAME_SETTINGS.filter(([key]) => settings[key] !== undefined);
  if (given.length === 0) return {};
  const foreign = given.filter(([key]) => !game.settings?.includes(key));
  if (foreign.length > 0) {
    const flags = foreign.map(([key, flag]) => `${key} (${flag})`).join(', ');
    const takers = Object.values(GAMES)
      .filter((g) => g.settings?.length)
      .map((g) => g.title);
    throw new OptionError(
      `${flags}: ${game.title} takes no such setting; only ${takers.join(' and ')} ${takers.length === 1 ? 'has' : 'have'} characters and modes`,
    );
  }
  const out = givenSettings({
    ...(settings.characters === undefined ? {} : { characters: characterSet(settings.characters) }),
    ...(settings.mode === undefined ? {} : { mode: settings.mode as string }),
    ...(settings.characterCount === undefined ? {} : { characterCount: settings.characterCount as number }),
  });
  const problem = game.game.validateSetupData?.({ ...setupData, ...out }, players);
  if (problem !== undefined)
    throw new OptionError(
      `${game.title} refuses ${given.map(([, flag]) => flag).join(' ')} at ${players} players: ${problem}`,
    );
  return out;
}

/**
 * A count from 1 to `max`.
 * @param name how the message names it, e.g. `deals (--games)`
 * @param why what the bound is, for the message, e.g. `4 × 2 cores`
 * @throws OptionError for anything else
 */
export function checkCount(name: string, value: unknown, max: number, why?: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max) return value;
  const bound = `${max.toLocaleString('en')}${why ? ` (${why})` : ''}`;
  throw new OptionError(`${name} must be a whole number from 1 to ${bound}; got ${show(value)}`);
}

/**
 * `ms`, the search time per decision, or `undefined` when absent.
 * @throws OptionError unless 0 < ms ≤ {@link MAX_TIME_PER_MOVE_MS}
 */
export function checkTimePerMove(ms: unknown): number | undefined {
  if (ms === undefined || (typeof ms === 'number' && ms > 0 && ms <= MAX_TIME_PER_MOVE_MS)) return ms;
  throw new OptionError(
    `time per move (--time-per-move) must be more than 0 and at most ${MAX_TIME_PER_MOVE_MS.toLocaleString('en')} ms; got ${show(ms)}`,
  );
}

/**
 * Checks that `games` fit in one `--json` file ({@link MAX_FILE_GAMES}).
 * @param what the games, for the message, e.g. `this run plays 8,001 deals × 5 tables = 40,005`
 * @param remedy what to do instead, for the message
 * @throws OptionError `"--json: a match file holds at most 40,000 games, and <what>; <remedy>"`
 */
export function checkFileGames(games: number, what: string, remedy: string): void {
  if (games <= MAX_FILE_GAMES) return;
  throw new OptionError(
    `--json: a match file holds at most ${MAX_FILE_GAMES.toLocaleString('en')} games, and ${what}; ${remedy}`,
  );
}

/**
 * Checks shard k of n for a match of `deals` deals: 1 ≤ k ≤ n ≤ deals, so
 * that no shard is empty.
 * @throws OptionError naming the problem
 */
export function checkShard(shard: Shard, deals: number): Shard {
  const { index: k, count: n } = shard;
  const whole = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
  if (!whole(k) || !whole(n) || k < 1 || k > n || n > deals) {
    throw new OptionError(
      `shard (--shard k/n) needs whole numbers 1 ≤ k ≤ n ≤ deals (${deals}), got ${show(k)}/${show(n)}`,
    );
  }
  return { index: k, count: n };
}

/**
 * The deals (0-based, as in the game seed `"<seed>/<d>"`) that a run plays,
 * in order: every deal, or under `--shard k/n` those d with d mod n = k − 1.
 * The shards of a match are disjoint and cover it; their sizes differ by at
 * most one.
 */
export function dealsToPlay(deals: number, shard?: Shard): number[] {
  const step = shard?.count ?? 1;
  const out: number[] = [];
  for (let d = (shard?.index ?? 1) - 1; d < deals; d += step) out.push(d);
  return out;
}

/** A value as a message quotes it: JSON, so that `"4"` and `4` differ. */
function show(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value); // JSON would say null
  return JSON.stringify(value) ?? String(value);
}
