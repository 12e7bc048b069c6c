/**
 * One seeded game between bots, played straight through boardgame.io's
 * reducer (not the `Local` transport, which waits 100 ms a move).
 *
 * Seeds (BOTS.md "Strength protocol" step 1): deal d of a match with seed S
 * is played with the game seed `"S/d"`; the bot at seat s with spec b plays
 * with the seed `"S/d/s/b"`. The game's random stream is used only by the
 * game's own shuffles (G-2), so every table of a deal sees the same cards,
 * and a bot's stream does not depend on who sits at the other seats.
 */
import type { State } from 'boardgame.io';
import { openMatch, type LocalMatch } from '../games/common/local-match.js';
import { createPlayer } from '../bots/registry.js';
import { parseBotSpec } from '../bots/spec.js';
import type { ChosenMove, TablePlayer } from '../bots/types.js';
import { seatsToMove } from '../games/common/seats.js';
import type { GameDescriptor, RoundRecord } from '../games/common/descriptor.js';
import { HarnessError, IllegalMoveError } from './errors.js';
import { givenSettings, type GameSettings } from './settings.js';

/** One move as recorded: the seat that made it, the move name and its arguments. */
export interface MoveRecord {
  seat: string;
  move: string;
  args: unknown[];
}

/**
 * One finished game, as written to the `--json` file. Per-seat arrays are
 * indexed by seat number. It holds no timings, so the same seed and seating
 * always give the same record.
 */
export interface GameRecord {
  /** The deal's index in the match (0-based). */
  deal: number;
  /** The table's index within the deal, in the order of the seating plan. */
  table: number;
  /** The game seed, `"<match seed>/<deal>"`. */
  seed: string;
  /** Bot spec per seat, `name[:level]`. */
  seats: string[];
  /** The score sheet: one record per finished round, from the descriptor's `rounds(G)`. */
  rounds: RoundRecord[];
  /** Final score per seat, from `ctx.gameover.scores`. */
  scores: number[];
  /** Every seat that shares the win (`ctx.gameover.winners`); empty when aborted (G-6). */
  winners: string[];
  /**
   * How the game was won, when its `ctx.gameover` says (`condition`:
   * TrickTakers' `"character"`, `"gold-crowns"`, `"black-crowns"` or
   * `"points"`, TT-12); absent for games that do not.
   */
  condition?: string;
  /** The game hit its safety cap (G-6, `--max-rounds`). */
  aborted: boolean;
  /** Every move, in order. */
  moves: MoveRecord[];
  /**
   * Only in a `--time-per-move` run: search iterations each seat's bot used
   * over the game (0 for bots that do not search). Not deterministic.
   */
  iterations?: number[];
}

/** A played game: its record, plus how long each decision took. */
export interface PlayedGame {
  record: GameRecord;
  /** Wall-clock milliseconds of each decision, per seat (index = seat number). Not part of the record. */
  decisionMs: number[][];
}

/** The game seed of deal `deal` of a match seeded `matchSeed`: `"<matchSeed>/<deal>"`. */
export function dealSeed(matchSeed: string | number, deal: number): string {
  return `${matchSeed}/${deal}`;
}

/** The seed of the bot `spec` at `seat` in the game seeded `gameSeed`: `"<gameSeed>/<seat>/<spec>"`. */
export function botSeed(gameSeed: string, seat: number | string, spec: string): string {
  return `${gameSeed}/${seat}/${spec}`;
}

/**
 * The setupData the harness passes: the variant (when given), the game's
 * own settings (when given: TrickTakers' `characters`, `mode`,
 * `characterCount`, ./settings.ts `GameSettings`) and the game's own harness
 * options, such as a round cap (G-6).
 */
export function harnessSetupData(
  game: GameDescriptor,
  opts: { variant?: string; maxRounds?: number } & GameSettings,
): Record<string, unknown> {
  return {
    ...(opts.variant === undefined ? {} : { variant: opts.variant }),
    ...givenSettings(opts),
    ...(game.harnessSetup?.({ maxRounds: opts.maxRounds ?? DEFAULT_MAX_ROUNDS }) ?? {}),
  };
}

/** The default `--max-rounds`: the round cap passed to games without a fixed length (G-6). */
export const DEFAULT_MAX_ROUNDS = 50;

/**
 * Starts a game of `game` at `numPlayers` seats with the game seed `seed`,
 * on boardgame.io's reducer ({@link openMatch}).
 * @throws Error from the game's `setup` when `setupData` is illegal
 */
export function openTable(
  game: GameDescriptor,
  numPlayers: number,
  seed: string,
  setupData: Record<string, unknown>,
): LocalMatch {
  return openMatch(game.game, numPlayers, seed, setupData);
}

/** The end of a game as the harness records it, from `ctx.gameover` and the descriptor. */
export function gameOutcome(
  game: GameDescriptor,
  state: State,
  numPlayers: number,
): Pick<GameRecord, 'rounds' | 'scores' | 'winners' | 'condition' | 'aborted'> {
  const over = state.ctx.gameover as
    | { scores?: Record<string, number>; winners?: string[]; winner?: string; condition?: unknown; aborted?: boolean }
    | undefined;
  if (!over) throw new HarnessError(`${game.title}: the game is not over`);
  const aborted = over.aborted === true;
  return {
    // Each round's own facts; the running totals (RoundRecord.totals, issue 22: what the table's
    // summary shows) are derived from them and stay out of the record, so records and pins keep
    // their shape.
    rounds: game.rounds(state.G).map(({ totals: _t, ...round }) => round),
    scores: Array.from({ length: numPlayers }, (_, s) => over.scores?.[String(s)] ?? 0),
    winners: aborted ? [] : (over.winners ?? (over.winner === undefined ? [] : [over.winner])),
    ...(typeof over.condition === 'string' ? { condition: over.condition } : {}),
    aborted,
  };
}

/** Options of {@link playGame}; the game's own settings ({@link GameSettings}) as checked by `prepareMatch`. */
export interface PlayGameOptions extends GameSettings {
  game: GameDescriptor;
  numPlayers: number;
  /** Bot spec per seat, `name[:level]` (index = seat number). */
  seats: readonly string[];
  /** The game seed (see {@link dealSeed}). Bot seeds derive from it ({@link botSeed}). */
  seed: string;
  /** `setupData.variant`; the game's default when absent. */
  variant?: string;
  /** Round cap for games without a fixed length (G-6); default {@link DEFAULT_MAX_ROUNDS}. */
  maxRounds?: number;
  /** Recorded in the result: the deal index and table index (default 0, 0). */
  deal?: number;
  table?: number;
  /** Search bots (`ismcts`, `oracle`) search this many ms per decision instead of their level's iterations. */
  timePerMoveMs?: number;
  /** A guard against a game that never ends: at most this many moves (default 100 000). */
  moveLimit?: number;
  /**
   * Seated bots to use instead of creating them from `seats` (which still
   * names them in the record), e.g. a hand-made bot in a test.
   */
  players?: readonly TablePlayer[];
  /**
   * Called with the full state (every hand included), the seat and its
   * chosen move before each move is applied, e.g. to fit a model on
   * self-play (`npm run fit:bids`). It must not change the state.
   */
  beforeMove?: (state: State, seat: string, move: ChosenMove) => void;
}

/**
 * Plays one game between bots through the reducer.
 * @returns the game's record (moves, score sheet, final scores, winners) and
 *   each decision's time in ms
 * @throws BotSpecError for a bot spec the game lacks; IllegalMoveError when a
 *   bot makes a move the reducer refuses (naming bot, seat and move);
 *   HarnessError when a bot fails to decide or the game exceeds `moveLimit`
 */
export async function playGame(opts: PlayGameOptions): Promise<PlayedGame> {
  const { game, numPlayers, seats, seed } = opts;
  const deal = opts.deal ?? 0;
  const tableIndex = opts.table ?? 0;
  const moveLimit = opts.moveLimit ?? 100_000;
  if (seats.length !== numPlayers) {
    throw new HarnessError(`playGame: ${seats.length} bot specs for ${numPlayers} seats`);
  }
  const bots = opts.players ? {} : await game.bots.load();
  const players =
    opts.players ??
    seats.map((spec, s) =>
      createPlayer(game, bots, parseBotSpec(spec), {
        seed: botSeed(seed, s, spec),
        numPlayers,
        ...(opts.timePerMoveMs === undefined ? {} : { timePerMoveMs: opts.timePerMoveMs }),
      }),
    );
  const table = openTable(game, numPlayers, seed, harnessSetupData(game, opts));
  const moves: MoveRecord[] = [];
  const decisionMs: number[][] = seats.map(() => []);
  const iterations = seats.map(() => 0);
  const where = () => `deal ${deal}, table ${tableIndex}, game seed "${seed}", move ${moves.length}`;

  while (table.state.ctx.gameover === undefined) {
    if (moves.length >= moveLimit)
      throw new HarnessError(`${game.title}: no end after ${moveLimit} moves (${where()})`);
    const seat = seatsToMove(table.state.ctx)[0]!;
    const s = Number(seat);
    const player = players[s]!;
    const started = performance.now();
    let chosen;
    try {
      chosen = await player.decide(table.state, seat);
    } catch (err) {
      throw new HarnessError(
        `bot ${seats[s]} at seat ${seat} failed to decide (${where()}): ${(err as Error).message}`,
      );
    }
    decisionMs[s]!.push(performance.now() - started);
    opts.beforeMove?.(table.state, seat, chosen);
    if (opts.timePerMoveMs !== undefined) {
      iterations[s]! += (player.bot as { lastSearch?: { iterations: number } } | null)?.lastSearch?.iterations ?? 0;
    }
    if (!table.apply(seat, chosen.move, chosen.args)) {
      throw new IllegalMoveError(`bot ${seats[s]}`, seat, chosen.move, chosen.args, where());
    }
    moves.push({ seat, move: chosen.move, args: [...chosen.args] });
  }

  return {
    record: {
      deal,
      table: tableIndex,
      seed,
      seats: [...seats],
      ...gameOutcome(game, table.state, numPlayers),
      moves,
      ...(opts.timePerMoveMs === undefined ? {} : { iterations }),
    },
    decisionMs,
  };
}
