/**
 * The shapes a {@link TableController} (./table-controller.ts) is given and
 * gives: the view, the setup, its options and the events it reports.
 */
import type { Ctx } from 'boardgame.io';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import type { LocalMatch } from '../../games/common/local-match.js';
import type { BotSpec } from '../../bots/types.js';
import type { BotWorkers } from './bot-runner.js';
import type { TableEventMap } from './events.js';

/**
 * What the viewing seat may see: its `playerView` of G, and ctx (no plugin
 * or random data). Deeply frozen, and a copy: writing to it throws (in
 * strict code) and never reaches the game.
 */
export interface TableView<G = any> {
  G: G;
  ctx: Ctx;
}

/** How to start a game: only what the page may know (the match seed is made from it inside the controller). */
export interface TableSetup {
  numPlayers: number;
  /** The game's setupData (G-3), already validated. */
  setupData: Record<string, unknown>;
  /** The table's `seed` attribute; absent: a fresh random seed, never exposed, never posted to the bots. */
  seed?: string | null;
  /** Which game of `seed` to deal (1-based, the seed rule): the match seed is `matchSeed(seed, game)` (G-2). */
  game: number;
  /** The human's seat, or `null` to watch. */
  viewer: string | null;
  /** The bot of each bot seat. */
  bots: ReadonlyMap<string, BotSpec>;
  /**
   * A game to show instead of a new one (a replay, issue 23: ./replay.ts, whose `state` is the state at
   * the replay's position and whose `apply` refuses every move); `seed`, `game` and `setupData` are then unused.
   */
  match?: LocalMatch;
}

/** The events the controller reports (all but `table-error` and the replay's `table-replay-step`). */
export type PlayEvent = Exclude<keyof TableEventMap, 'table-error' | 'table-replay-step'>;

/** What a {@link TableController} is given: the game, and where to report what happens. */
export interface TableControllerOptions<G> {
  /** The game: its boardgame.io `Game`, bots, and how to read tricks and rounds from its state. */
  descriptor: GameDescriptor<G>;
  /** The game's bot worker scripts (the table class's `static botWorkers`); without them the bots decide on the main thread. */
  botWorkers?: BotWorkers;
  /** Called for each thing that happened, in order: move, trick end, round end, game over. */
  onEvent<K extends PlayEvent>(name: K, detail: TableEventMap[K]): void;
  /** Called when a bot fails (throws, or answers an illegal move). Its seat stops. */
  onBotError(seat: string, message: string): void;
}
