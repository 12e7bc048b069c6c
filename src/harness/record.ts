/**
 * A harness game record and what replaying one needs: the record's types, the setupData the harness plays a
 * game with, and a finished game's outcome as a record holds it. No Node module: the harness uses them
 * (./match.ts re-exports them), and a table's replay (issue 23) will in a browser.
 */
import type { State } from 'boardgame.io';
import type { GameDescriptor, RoundRecord } from '../games/common/descriptor.js';
import { HarnessError } from './errors.js';

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

/**
 * A game's own settings beyond its variant, named as its setupData names
 * them: TrickTakers' character set (3–5 players, TT-23) and two-player
 * game (TT-48), issue 21. Each is absent unless given; the harness passes
 * the given ones in every game's setupData, and a match file records them,
 * so a replay sets up the same game.
 */
export interface GameSettings {
  /** 3–5 players: the character set, every character once, in priority order (TT-22, TT-23); `--characters`. */
  characters?: string[];
  /** 2 players: `"basic"` (TT-19) or `"advanced"` (TT-48); `--mode`. */
  mode?: string;
  /** 2-player advanced: 6 or 8 characters (TT-48); `--character-count`. */
  characterCount?: number;
}

/** The settings of {@link GameSettings}, with their flags, in the order a match file writes them. */
export const GAME_SETTINGS = [
  ['characters', '--characters'],
  ['mode', '--mode'],
  ['characterCount', '--character-count'],
] as const satisfies readonly (readonly [keyof GameSettings, string])[];

/** The given ones of `settings`, in {@link GAME_SETTINGS}' order: what a setupData or a match file holds. */
export function givenSettings(settings: GameSettings): GameSettings {
  const out: Record<string, unknown> = {};
  for (const [key] of GAME_SETTINGS) if (settings[key] !== undefined) out[key] = settings[key];
  return out as GameSettings;
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

/** The end of a game as the harness records it, from `ctx.gameover` and the descriptor. */
export function gameOutcome(
  game: GameDescriptor,
  state: Pick<State, 'G' | 'ctx'>,
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
