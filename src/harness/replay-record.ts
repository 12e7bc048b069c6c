/**
 * A recorded game, checked and replayed for a table (issue 23) with no Node module: the record is
 * untrusted, so it is checked as the harness checks a replay file (its shape with the file's own schema,
 * ./match-schema.ts; one entry per seat; distinct winners), then its moves are run again on the game's own
 * code from its seed and setup (../games/common/replay.ts: each must be a legal move of the seat to move),
 * and the end must be the one it claims (final scores, winners, condition, aborted, score sheet). The first
 * problem found is one line of words; nothing of the record runs as code.
 */
import type { State } from 'boardgame.io';
import type { GameDescriptor } from '../games/common/descriptor.js';
import { plainCopy } from '../games/common/moves.js';
import { ReplayRefusal, replayMoves, sameData } from '../games/common/replay.js';
import { gameRecord, gameRecordProblem, matchFile, shapeProblem } from './match-schema.js';
import {
  DEFAULT_MAX_ROUNDS,
  gameOutcome,
  givenSettings,
  harnessSetupData,
  type GameRecord,
  type GameSettings,
} from './record.js';

/** The settings a game record is replayed with: a match file's, or the table's own for a bare record. */
export interface ReplaySettings extends GameSettings {
  players: number;
  /** The variant, `null` for the game's default (or a game without variants). */
  variant: string | null;
  /**
   * The round cap of a game without a fixed length (G-6); the harness's default when absent; `null` for
   * none, as a table plays (a table's own record, `record()`).
   */
  maxRounds?: number | null;
  /**
   * More setupData (G-3), over the harness's: a table's `dealer`, `deal` and its game's own attributes, for
   * a bare record a table replays with its own settings. Checked by the game's setup.
   */
  setup?: Record<string, unknown>;
}

/** A record that replays: its settings, the record, and the state before the first move and after each. */
export interface CheckedReplay {
  settings: ReplaySettings;
  record: GameRecord;
  /** `record.moves.length + 1` states, the first before any move; the last is the game's end. */
  states: State[];
}

/** Why a record does not replay, in one line. */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

/** True for a match file (`--json`): an object with a list of `games`. */
const isMatchFile = (data: unknown): data is { games: unknown[] } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { games?: unknown }).games);

/**
 * Checks and replays a recorded game of `game`.
 * @param data a harness match file (`{ game, players, variant, …, games, summary }`, as `--json` writes it),
 *   whose game `index` is replayed with the file's settings; or one game record, replayed with `settings`
 * @param opts.index which game of a match file (default 0)
 * @param opts.settings a bare record's settings (the table's): the variant, the game's own settings and the
 *   round cap; its player count is the record's number of seats
 * @returns the checked settings and record, and every state of the game
 * @throws ReplayError, one line: a shape the harness refuses, another game's file, a player count or
 *   variant the game does not have, no game `index`, a setup the game refuses, a move that is not legal
 *   (or comes after the end, or moves that stop before it), or an end other than the one it claims
 */
export function checkReplay(
  game: GameDescriptor,
  data: unknown,
  opts: { index?: number; settings?: Omit<ReplaySettings, 'players'> } = {},
): CheckedReplay {
  const fail = (problem: string): never => {
    throw new ReplayError(problem);
  };
  // A copy first (structured clone): a Proxy anywhere in it is refused without running its traps, and
  // nothing of the caller's is reached from what is checked and kept.
  const copy = plainCopy(data);
  if (!copy) return fail('not a record: it is not plain JSON data');
  data = copy.value;
  let settings: ReplaySettings;
  let record: GameRecord;
  let at: string;
  if (isMatchFile(data)) {
    const problem = shapeProblem(matchFile, data);
    if (problem !== null) fail(`not a harness file: ${problem}`);
    const m = data as unknown as ReplaySettings & { game: string; games: GameRecord[] };
    if (m.game !== game.id) fail(`a file of ${JSON.stringify(m.game)} games, not of ${game.id}`);
    const index = opts.index ?? 0;
    if (!Number.isInteger(index) || index < 0 || index >= m.games.length)
      fail(`no game ${index} in the file; it has ${m.games.length} (0 to ${m.games.length - 1})`);
    settings = { players: m.players, variant: m.variant, maxRounds: m.maxRounds, ...givenSettings(m) };
    record = m.games[index]!;
    at = `games[${index}]`;
  } else {
    const problem = shapeProblem(gameRecord, data);
    if (problem !== null) fail(`not a game record: ${problem}`);
    record = data as GameRecord;
    settings = { variant: null, ...opts.settings, players: record.seats.length };
    at = 'the record';
  }
  const { players, variant } = settings;
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers)
    fail(`${game.title} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${players}`);
  if (record.seats.length !== players) fail(`${at}.seats has ${record.seats.length} entries for ${players} players`);
  if (variant !== null && !game.variants.includes(variant))
    fail(`${game.title} has no variant ${JSON.stringify(variant)}`);
  const problem = gameRecordProblem(record, players, at);
  if (problem !== null) fail(problem);

  const { maxRounds } = settings;
  const setup = {
    ...harnessSetupData(maxRounds === null ? { ...game, harnessSetup: undefined } : game, {
      ...(variant === null ? {} : { variant }),
      maxRounds: maxRounds ?? DEFAULT_MAX_ROUNDS,
      ...givenSettings(settings),
    }),
    ...settings.setup,
  };
  let states: State[] = [];
  try {
    states = replayMoves(game.game, players, record.seed, setup, record.moves);
  } catch (err) {
    if (err instanceof ReplayRefusal) fail(`${at} does not replay: ${err.message}`);
    fail(`${at}'s settings set up no game: ${(err as Error).message}`);
  }
  const outcome = gameOutcome(game, states.at(-1)!, players);
  const claims: [string, unknown, unknown][] = [
    ['final scores', outcome.scores, record.scores],
    ['winners', outcome.winners, record.winners],
    ['condition', outcome.condition ?? null, record.condition ?? null],
    ['aborted', outcome.aborted, record.aborted],
    ['score sheet', outcome.rounds, record.rounds],
  ];
  for (const [what, now, was] of claims) {
    // As JSON (as a file holds it): a field the game leaves undefined is no field.
    if (!sameData(JSON.parse(JSON.stringify(now)), was))
      fail(`${at} claims ${what} ${JSON.stringify(was)}, but its moves give ${JSON.stringify(now)}`);
  }
  return { settings, record, states };
}
