/**
 * Replaying a recorded game (`--replay file.json [--index K]`): its game
 * seed and moves are fed back through the reducer, with no bot involved.
 */
import { readFileSync } from 'node:fs';
import type { RoundRecord, TrickLine } from '../games/common/descriptor.js';
import { GAMES } from '../games/registry.js';
import { HarnessError, IllegalMoveError } from './errors.js';
import { gameOutcome, harnessSetupData, openTable, type GameRecord } from './match.js';
import type { MatchJson } from './run.js';

/** Something that happened during a replay, in order. */
export type ReplayEvent =
  | { kind: 'trick'; trick: TrickLine }
  /** A round was scored; `round` is 1-based. */
  | { kind: 'round'; round: number; record: RoundRecord };

/** The outcome of {@link replayGame}. */
export interface ReplayResult {
  /** The recorded game (from the file). */
  record: GameRecord;
  /** Completed tricks and scored rounds, in the order they happened. */
  events: ReplayEvent[];
  /** What the replay produced: final scores per seat, winners, aborted. */
  scores: number[];
  winners: string[];
  aborted: boolean;
  /** How the replay differs from the record (final scores, winners, score sheet); empty when it reproduces it. */
  mismatches: string[];
}

/**
 * Reads a `--json` match file.
 * @throws HarnessError when the file cannot be read, is not JSON, or lacks
 *   the fields of a match file (game, players, games)
 */
export function readMatchJson(path: string): MatchJson {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new HarnessError(`cannot read ${path}: ${(err as Error).message}`);
  }
  const m = data as Partial<MatchJson> | null;
  if (
    !m ||
    typeof m !== 'object' ||
    typeof m.game !== 'string' ||
    typeof m.players !== 'number' ||
    !Array.isArray(m.games)
  ) {
    throw new HarnessError(`${path} is not a harness match file (expected game, players and games)`);
  }
  return m as MatchJson;
}

/**
 * Replays game `index` of a match file through the reducer: the recorded
 * game seed and setup, then each recorded move, checking that every move is
 * accepted and that the end matches the record.
 * @param match a match file's content (see {@link readMatchJson})
 * @param index which game, 0-based (`--index`)
 * @returns the tricks and rounds as they happened, the replayed result, and
 *   any mismatch with the record
 * @throws HarnessError for an unknown game or an index out of range, or when
 *   the moves end before the game does; IllegalMoveError when a recorded move
 *   is refused
 */
export function replayGame(
  match: Pick<MatchJson, 'game' | 'players' | 'variant' | 'maxRounds' | 'games'>,
  index = 0,
): ReplayResult {
  const game = GAMES[match.game];
  if (!game) throw new HarnessError(`unknown game "${match.game}" in the match file`);
  const record = match.games[index];
  if (!Number.isInteger(index) || !record) {
    throw new HarnessError(
      `no game ${index} in the match file; it has ${match.games.length} (0 to ${match.games.length - 1})`,
    );
  }
  const setup = harnessSetupData(game, {
    ...(match.variant == null ? {} : { variant: match.variant }),
    ...(match.maxRounds === undefined ? {} : { maxRounds: match.maxRounds }),
  });
  const table = openTable(game, match.players, record.seed, setup);
  const events: ReplayEvent[] = [];
  let tricksSeen = game.lastTrick(table.state.G)?.index ?? 0;
  let roundsSeen = game.rounds(table.state.G).length;

  record.moves.forEach((m, i) => {
    if (!table.apply(m.seat, m.move, m.args)) {
      throw new IllegalMoveError('replay', m.seat, m.move, m.args, `game ${index}, move ${i}`);
    }
    const trick = game.lastTrick(table.state.G);
    if (trick && trick.index > tricksSeen) {
      tricksSeen = trick.index;
      events.push({ kind: 'trick', trick });
    }
    const rounds = game.rounds(table.state.G);
    for (; roundsSeen < rounds.length; roundsSeen++) {
      events.push({ kind: 'round', round: roundsSeen + 1, record: rounds[roundsSeen]! });
    }
  });
  if (table.state.ctx.gameover === undefined) {
    throw new HarnessError(`game ${index}: the ${record.moves.length} recorded moves end before the game does`);
  }

  const outcome = gameOutcome(game, table.state, match.players);
  const mismatches: string[] = [];
  const differ = (what: string, now: unknown, was: unknown) => {
    if (JSON.stringify(now) !== JSON.stringify(was)) {
      mismatches.push(`${what}: replay ${JSON.stringify(now)}, file ${JSON.stringify(was)}`);
    }
  };
  differ('final scores', outcome.scores, record.scores);
  differ('winners', outcome.winners, record.winners);
  differ('aborted', outcome.aborted, record.aborted);
  differ('score sheet', outcome.rounds, record.rounds);
  return { record, events, scores: outcome.scores, winners: outcome.winners, aborted: outcome.aborted, mismatches };
}
