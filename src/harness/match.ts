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
import type { GameDescriptor } from '../games/common/descriptor.js';
import { HarnessError, IllegalMoveError } from './errors.js';
import { gameOutcome, harnessSetupData, type GameRecord, type MoveRecord } from './record.js';
import type { GameSettings } from './settings.js';

export { DEFAULT_MAX_ROUNDS, gameOutcome, harnessSetupData, type GameRecord, type MoveRecord } from './record.js';

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
