/**
 * Replaying a recorded game (`--replay file.json [--index K]`): its game
 * seed and moves are fed back through the reducer, with no bot involved.
 */
import type { RoundRecord, TrickLine } from '../games/common/descriptor.js';
import { ReplayRefusal, replayMoves } from '../games/common/replay.js';
import { TRICK_REASONS } from '../games/trick-reasons.js';
import { HarnessError, IllegalMoveError, OptionError } from './errors.js';
import { gameOutcome, harnessSetupData, type GameRecord } from './match.js';
import type { MatchJson } from './run.js';
import { givenSettings, lookupGame, type GameSettings } from './settings.js';

/** Something that happened during a replay, in order. */
export type ReplayEvent =
  /** `reason`: the rule that decided it (../games/trick-reasons.ts). */
  | { kind: 'trick'; trick: TrickLine; reason: string | null }
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
  /** How the game was won, when the game says (TrickTakers, TT-12). */
  condition?: string;
  aborted: boolean;
  /** How the replay differs from the record (final scores, winners, condition, score sheet); empty when it reproduces it. */
  mismatches: string[];
}

/**
 * Replays game `index` of a match file through the reducer (../games/common/replay.ts `replayMoves`): the recorded
 * game seed and setup (the variant, the round cap and the game's own
 * settings, such as TrickTakers' character set), then each recorded move, checking that every move is
 * one of the legal moves (`ai.enumerate`) of the seat to move, and that the
 * end matches the record. Each move is checked before the reducer sees it:
 * the reducer refuses a name such as `"__proto__"` or an extra argument as
 * well (G-4), but prints boardgame.io's own `ERROR: disallowed move` line to
 * stderr, where the CLI reports a failed replay in one line.
 * @param match a match file's content, checked by `readMatchJson` or
 *   `parseMatchJson` (./match-file.ts)
 * @param index which game, 0-based (`--index`)
 * @returns the tricks and rounds as they happened, the replayed result, and
 *   any mismatch with the record
 * @throws HarnessError for an unknown game or an index out of range, or when
 *   the moves end before the game does or go on after it; IllegalMoveError
 *   when a recorded move is not a legal move of the seat to move
 */
export function replayGame(
  match: Pick<MatchJson, 'game' | 'players' | 'variant' | 'maxRounds' | 'games'> & GameSettings,
  index = 0,
): ReplayResult {
  let game;
  try {
    game = lookupGame(match.game);
  } catch (err) {
    if (err instanceof OptionError) throw new HarnessError(`${err.message} in the match file`);
    throw err;
  }
  const record = Number.isInteger(index) ? match.games[index] : undefined;
  if (!record) {
    throw new HarnessError(
      `no game ${index} in the match file; it has ${match.games.length} (0 to ${match.games.length - 1})`,
    );
  }
  const setup = harnessSetupData(game, {
    ...(match.variant == null ? {} : { variant: match.variant }),
    ...(match.maxRounds === undefined ? {} : { maxRounds: match.maxRounds }),
    ...givenSettings(match),
  });
  let states;
  try {
    states = replayMoves(game.game, match.players, record.seed, setup, record.moves);
  } catch (err) {
    if (!(err instanceof ReplayRefusal)) throw err;
    const m = record.moves[err.index];
    if (err.kind === 'illegal' && m)
      throw new IllegalMoveError('replay', m.seat, m.move, m.args, `game ${index}, move ${err.index}`);
    throw new HarnessError(`game ${index}: ${err.message}`);
  }
  const events: ReplayEvent[] = [];
  let tricksSeen = game.lastTrick(states[0]!.G)?.index ?? 0;
  let roundsSeen = game.rounds(states[0]!.G).length;
  for (const state of states.slice(1)) {
    const trick = game.lastTrick(state.G);
    if (trick && trick.index > tricksSeen) {
      tricksSeen = trick.index;
      events.push({ kind: 'trick', trick, reason: TRICK_REASONS[game.id]?.(state.G) ?? null });
    }
    const rounds = game.rounds(state.G);
    for (; roundsSeen < rounds.length; roundsSeen++) {
      events.push({ kind: 'round', round: roundsSeen + 1, record: rounds[roundsSeen]! });
    }
  }
  const end = states.at(-1)!;

  const outcome = gameOutcome(game, end, match.players);
  const mismatches: string[] = [];
  const differ = (what: string, now: unknown, was: unknown) => {
    if (JSON.stringify(now) !== JSON.stringify(was)) {
      mismatches.push(`${what}: replay ${JSON.stringify(now)}, file ${JSON.stringify(was)}`);
    }
  };
  differ('final scores', outcome.scores, record.scores);
  differ('winners', outcome.winners, record.winners);
  differ('condition', outcome.condition ?? null, record.condition ?? null);
  differ('aborted', outcome.aborted, record.aborted);
  differ('score sheet', outcome.rounds, record.rounds);
  return {
    record,
    events,
    scores: outcome.scores,
    winners: outcome.winners,
    ...(outcome.condition === undefined ? {} : { condition: outcome.condition }),
    aborted: outcome.aborted,
    mismatches,
  };
}
