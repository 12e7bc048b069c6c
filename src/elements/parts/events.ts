/**
 * The table events, their detail types, and the one helper that dispatches
 * them. Every event of every table bubbles and is composed, so a page can
 * listen on the table, on any ancestor, or on `document`.
 */
import type { RoundRecord } from '../../games/common/descriptor.js';
import type { GameResult } from '../../games/common/result.js';

/** `table-move`: a seat (human or bot) made a move that the game accepted. */
export interface TableMoveDetail {
  seat: string;
  /** The boardgame.io move name, e.g. `"playCard"`. */
  move: string;
  args: unknown[];
}

/** One card of a completed trick, in the order played. */
export interface TrickPlayDetail {
  seat: string;
  card: string;
  /** Game-specific note, e.g. `"sideways"` in Can't Win. */
  note?: string;
}

/** `table-trick-end`: a trick (or You Suck Tick) was completed. */
export interface TableTrickEndDetail {
  /** 1-based round the trick belongs to. */
  round: number;
  /** The seat that took it, or `null` when nobody did (a You Suck Tick of Zeros). */
  winner: string | null;
  plays: TrickPlayDetail[];
  /** You Suck: which Tick it was (its id, e.g. `"choose-trump"`); absent in one-trick games. */
  tick?: string;
}

/** `table-round-end`: a round was scored. */
export interface TableRoundEndDetail {
  /** 1-based round number. */
  round: number;
  row: RoundRecord;
}

/** `table-game-over`: the game ended. The game's `ctx.gameover` (Can't Win adds `trickSums`, `pointSums`). */
export type TableGameOverDetail = GameResult & Record<string, unknown>;

/** `table-error`: a bad attribute, or a bot that failed. Shown inside the table too. */
export interface TableErrorDetail {
  message: string;
  /** The attribute at fault, when there is one. */
  attribute?: string;
}

/** `table-replay-step`: a replay (issue 23) shows another position: on its start, and on every seek, step or play. */
export interface TableReplayStepDetail {
  /** Moves shown: 0 (before the first) to `length`. */
  position: number;
  /** The replay's number of moves. */
  length: number;
  /** The last move shown (as every seat saw it, G-5), or `null` at position 0. */
  move: TableMoveDetail | null;
}

/** Every table event by name. */
export interface TableEventMap {
  'table-move': TableMoveDetail;
  'table-trick-end': TableTrickEndDetail;
  'table-round-end': TableRoundEndDetail;
  'table-game-over': TableGameOverDetail;
  'table-error': TableErrorDetail;
  'table-replay-step': TableReplayStepDetail;
}

/**
 * Dispatches `new CustomEvent(name, { detail, bubbles: true, composed: true })`
 * from `target`. Use it for every event a table or part fires.
 * @returns the event, so a caller may check `defaultPrevented`
 */
export function emit<T>(target: EventTarget, name: string, detail: T): CustomEvent<T> {
  const event = new CustomEvent<T>(name, { detail, bubbles: true, composed: true });
  target.dispatchEvent(event);
  return event;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'table-move': CustomEvent<TableMoveDetail>;
    'table-trick-end': CustomEvent<TableTrickEndDetail>;
    'table-round-end': CustomEvent<TableRoundEndDetail>;
    'table-game-over': CustomEvent<TableGameOverDetail>;
    'table-error': CustomEvent<TableErrorDetail>;
    'table-replay-step': CustomEvent<TableReplayStepDetail>;
  }
}
