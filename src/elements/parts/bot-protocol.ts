/**
 * The messages between a table's {@link BotRunner} (main thread,
 * ./bot-runner.ts) and its bot worker (./bot-worker.ts). Plain data only:
 * everything here crosses `postMessage` (structured clone).
 *
 * Fairness (G-5) is decided on the main thread, before posting: a `decide`
 * for a bot that `sees: 'seat'` carries only `{ G: playerView, ctx }` of its
 * seat (the registry's `stateFor`); only `mcts` and `oracle` are posted the
 * full state. No message carries the match seed or anything made from it.
 */
import type { Bot } from 'boardgame.io/ai';
import type { Hint } from '../../bots/hint.js';
import type { BotSpec, BotState } from '../../bots/types.js';

/**
 * A bot's own random stream, as boardgame.io 0.50.2's `Bot` keeps it
 * (`prngstate`: the Alea state after its last draw; absent before the first
 * draw, when the stream starts from the bot's seed). Plain numbers.
 */
export type BotStream = unknown;

/** The state of `bot`'s random stream (see {@link BotStream}). */
export function streamOf(bot: Bot): BotStream {
  return (bot as unknown as { prngstate?: BotStream }).prngstate;
}

/**
 * Sets `bot`'s random stream, so a bot created again (in a new worker, or on
 * the main thread after a fallback) goes on where the other copy stopped:
 * the same seed then gives the same choices wherever the bot runs.
 */
export function setStream(bot: Bot, stream: BotStream): void {
  (bot as unknown as { prngstate?: BotStream }).prngstate = stream;
}

/** One bot seat, as the worker creates it with `createSeatPlayer(game, bots, spec, { seed, numPlayers })`. */
export interface WorkerSeat {
  seat: string;
  spec: BotSpec;
  /**
   * The seed of the bot's own random stream, made from its seat's view
   * only (`"<seat>/<the cards it was dealt>"`, ./table-controller.ts), never
   * from the match seed: the worker must not be able to rebuild a deal.
   */
  seed: string;
  /** Its random stream so far; absent for a fresh bot. */
  stream?: BotStream;
}

/** Main thread → worker. */
export type ToWorker =
  /** Replaces every bot of the worker (a new game, or a change of `bots`). */
  | { type: 'bots'; game: string; numPlayers: number; seats: WorkerSeat[] }
  /** Asks `seat`'s bot for a move from `state`: what that bot may see, nothing more. */
  | { type: 'decide'; id: number; seat: string; state: BotState }
  /**
   * Asks for the human seat's fair hint (src/bots/hint.ts) from `state`,
   * `{ G: playerView, ctx }` of `seat` only: never another seat's cards,
   * never a seed (the hint's search seeds itself with a constant).
   */
  | { type: 'hint'; id: number; seat: string; state: BotState };

/** Worker → main thread. */
export type FromWorker =
  /** The worker's code has loaded and it takes messages. */
  | { type: 'ready' }
  /** The answer to `decide` number `id`, and the bot's random stream after it. */
  | { type: 'move'; id: number; move: string; args: unknown[]; stream: BotStream }
  /** The answer to `hint` number `id`. */
  | { type: 'hint'; id: number; hint: Hint }
  /** `decide` or `hint` number `id` failed: the bot threw, or its seat has no bot. */
  | { type: 'error'; id: number; message: string };
