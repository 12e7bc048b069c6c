/**
 * The messages between a table's {@link BotRunner} (main thread,
 * ./bot-runner.ts) and its bot worker (./bot-worker.ts). Plain data only:
 * everything here crosses `postMessage` (structured clone).
 *
 * Fairness (G-5) is decided on the main thread, before posting, and every
 * message is about ONE seat: the one whose decision (or hint) it asks for.
 * - A `decide` carries that seat's bot ({@link WorkerBot}: spec, seed,
 *   stream) and, for a bot that `sees: 'seat'`, only `{ G: playerView, ctx }`
 *   of its seat (the registry's `stateFor`); only `mcts` and `oracle`, the
 *   references that see everything, are posted the full state. Apart from
 *   that full state, no message holds another seat's bot, seed or cards:
 *   the worker holds nothing of a seat until that seat decides, and then
 *   only what its `decide` carried. (There is no message that seats every
 *   bot at once: it gave every bot seat's seed to the one worker.)
 * - No message carries the match seed: a bot's seed is a one-way function
 *   of it (./bot-seed.ts, `seatSeed`), so the worker cannot rebuild a deal.
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

/**
 * The bot of one seat, as a `decide` posts it: the worker creates it with
 * `createSeatPlayer(game, bots, spec, { seed, numPlayers })` (or reuses the
 * one it created from the same `game`, `spec`, `seed` and `numPlayers`) and
 * sets its random stream to `stream`. The main thread keeps the stream
 * (./bot-runner.ts, `SeatedBot`), so a worker started again, or the
 * main-thread fallback, makes the same choices.
 */
export interface WorkerBot {
  /** The game's id (`GameDescriptor.id`): a worker serves one game's bots, and refuses another's. */
  game: string;
  spec: BotSpec;
  /**
   * The seed of the bot's own random stream: `seatSeed(matchSeed, seat)`
   * (./bot-seed.ts, HMAC-SHA256 of the seat keyed with the match seed, as
   * hex), never the match seed, nor anything of a deal.
   */
  seed: string;
  numPlayers: number;
  /** Its random stream so far; absent for a fresh bot (which then starts from `seed`). */
  stream?: BotStream;
}

/** Main thread → worker. Each message holds nothing of any seat but `seat`. */
export type ToWorker =
  /**
   * Asks `seat`'s bot, `bot`, for a move from `state`: what that bot may
   * see, nothing more (`stateFor`).
   */
  | { type: 'decide'; id: number; seat: string; bot: WorkerBot; state: BotState }
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
  /** `decide` or `hint` number `id` failed: the bot threw, or could not be created (e.g. another game's). */
  | { type: 'error'; id: number; message: string };
