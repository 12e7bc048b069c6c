/**
 * `BotRunner`: where a table's bots decide. One per table; the
 * {@link TableController} asks it for every bot move.
 *
 * - **In a Web Worker** (the normal case), so that a search never blocks
 *   the page. The worker's code is inlined in the bundle as a string
 *   (`virtual:bot-worker`, built by scripts/bot-worker.mjs) and started from
 *   a `blob:` URL: a page cannot start a worker from a CDN's origin, but it
 *   can from a `blob:` URL of its own (CSP: `worker-src blob:`).
 * - **On the main thread** when no worker can be started (a CSP without
 *   `worker-src blob:`, or no `Worker` at all): the same bots, created on the
 *   main thread, with one `console.warn` per page.
 *
 * Fairness (G-5): what is posted for a bot that `sees: 'seat'` is the
 * registry's `stateFor` cut, `{ G: playerView, ctx }` of its seat; hidden
 * cards, the deck and the random plugin's state never reach the worker for
 * it. Only `mcts` and `oracle` (references that see all) are posted the full
 * state.
 *
 * Each bot's random stream is mirrored on the main thread after every
 * answer, so a worker that is stopped (the table left the page, a new game)
 * and started again, or the main-thread fallback, goes on with the same
 * stream: a seed replays the same bot choices wherever they were computed.
 */
import botWorkerCode from 'virtual:bot-worker';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { seesOf, stateFor } from '../../bots/fairness.js';
import type { BotSpec, BotState, ChosenMove, PlayerOptions } from '../../bots/types.js';
import { setStream, streamOf, type BotStream, type FromWorker, type ToWorker } from './bot-protocol.js';

/**
 * A bot seat, as plain data: which bot, and how to create it wherever it
 * decides (the worker, or the main thread after a fallback). No bot code is
 * loaded for it until its first decision.
 */
export interface SeatedBot {
  /** The bot (already checked against the game with `checkBotSpec`). */
  readonly spec: BotSpec;
  /** The options to create it with (`seed`, `numPlayers`). */
  readonly opts: PlayerOptions;
  /** Its random stream so far (mirrored after every answer); absent before its first draw. */
  stream?: BotStream;
}

/** Where a table's bots decide: `'worker'`, or `'main'` (the page's main thread, the fallback). */
export type BotThread = 'worker' | 'main';

/** The worker's script as a `blob:` URL, made once per page and shared by its tables. */
let workerUrl: string | undefined;
/** Set once a worker could not be started: later tables do not try again (nor warn again). */
let workersBlocked = false;

function blockWorkers(reason: unknown): void {
  if (workersBlocked) return;
  workersBlocked = true;
  const why = reason instanceof Error ? reason.message : String(reason);
  console.warn(
    `trick-tables: the bots run on the page's main thread, because no Web Worker could be started (${why}). ` +
      "A Content-Security-Policy must allow `worker-src blob:` for them to run in a worker (docs/embedding.md).",
  );
}

/** A started worker: `null` (and bots on the main thread) when that is impossible. */
function startWorker(): Worker | null {
  if (workersBlocked) return null;
  try {
    if (typeof Worker === 'undefined') throw new Error('this browser has no Worker');
    workerUrl ??= URL.createObjectURL(new Blob([botWorkerCode], { type: 'text/javascript' }));
    return new Worker(workerUrl, { name: 'trick-tables bots' });
  } catch (e) {
    blockWorkers(e);
    return null;
  }
}

/** A decision asked of the worker and not yet answered. */
interface Request {
  seat: string;
  bots: ReadonlyMap<string, SeatedBot>;
  full: BotState;
  resolve(move: ChosenMove): void;
  reject(error: Error): void;
}

export class BotRunner {
  private worker: Worker | null = null;
  /** The worker has said `ready` (its code loaded): a failure from now on is a bot's, not the worker's. */
  private ready = false;
  /** The bot set the worker holds (compared by identity). */
  private sentBots: ReadonlyMap<string, SeatedBot> | null = null;
  private nextId = 0;
  private requests = new Map<number, Request>();

  constructor(private readonly descriptor: GameDescriptor) {}

  /** Where the next decision runs: `'worker'` unless no worker can be started on this page. */
  get thread(): BotThread {
    return workersBlocked ? 'main' : 'worker';
  }

  /** True while a decision asked of the worker is unanswered. */
  get busy(): boolean {
    return this.requests.size > 0;
  }

  /**
   * Asks `seat`'s bot of `bots` for a move in `full`, the FULL boardgame.io
   * state (the client's store state). Only what the bot may see leaves the
   * main thread (`stateFor`).
   * @returns the move and its arguments
   * @throws (rejects with) the bot's error, or a "stopped" error after {@link stop}
   */
  decide(bots: ReadonlyMap<string, SeatedBot>, seat: string, full: BotState): Promise<ChosenMove> {
    const bot = bots.get(seat);
    if (!bot) return Promise.reject(new Error(`no bot at seat ${seat}`));
    const worker = this.worker ?? this.start();
    if (!worker) return this.decideHere(bot, seat, full);
    return new Promise<ChosenMove>((resolve, reject) => {
      const id = ++this.nextId;
      this.requests.set(id, { seat, bots, full, resolve, reject });
      try {
        if (bots !== this.sentBots) {
          this.post(this.botsMessage(bots));
          this.sentBots = bots;
        }
        this.post({ type: 'decide', id, seat, state: stateFor(this.descriptor, full, seat, seesOf(bot.spec)) });
      } catch (e) {
        this.requests.delete(id);
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  }

  /**
   * Stops the worker (the table left the page, or its game was replaced).
   * Unanswered decisions reject; the next {@link decide} starts a new worker.
   */
  stop(): void {
    this.halt(new Error('the bots were stopped'));
  }

  // ------------------------------------------------------------------------

  private start(): Worker | null {
    const worker = startWorker();
    if (!worker) return null;
    this.worker = worker;
    this.ready = false;
    worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
      if (worker === this.worker) this.onMessage(e.data);
    });
    // Before `ready`, an error means the script did not load (e.g. a CSP that
    // refuses `blob:` workers, reported asynchronously by some browsers): run
    // the bots here instead. After it, a bot crashed the worker.
    worker.addEventListener('error', (e: ErrorEvent) => {
      if (worker !== this.worker) return;
      e.preventDefault();
      if (this.ready) {
        this.halt(new Error(e.message || 'the bot worker failed'));
        return;
      }
      blockWorkers(e.message || 'the worker did not start');
      this.fallBack();
    });
    worker.addEventListener('messageerror', () => {
      if (worker === this.worker) this.halt(new Error('a message from the bot worker could not be read'));
    });
    return worker;
  }

  private post(msg: ToWorker): void {
    this.worker!.postMessage(msg);
  }

  private botsMessage(bots: ReadonlyMap<string, SeatedBot>): ToWorker {
    const seats = [...bots].map(([seat, { spec, opts, stream }]) => ({ seat, spec, seed: opts.seed, stream }));
    const numPlayers = [...bots.values()][0]?.opts.numPlayers ?? 0;
    return { type: 'bots', game: this.descriptor.id, numPlayers, seats };
  }

  private onMessage(msg: FromWorker): void {
    if (msg.type === 'ready') {
      this.ready = true;
      return;
    }
    const request = this.requests.get(msg.id);
    if (!request) return;
    this.requests.delete(msg.id);
    if (msg.type === 'error') {
      request.reject(new Error(msg.message));
      return;
    }
    // Mirror the worker bot's random stream.
    const bot = request.bots.get(request.seat);
    if (bot) bot.stream = msg.stream;
    request.resolve({ move: msg.move, args: msg.args });
  }

  /** The worker could not start: its unanswered decisions are made here, on the main thread. */
  private fallBack(): void {
    for (const r of this.drop()) this.decideHere(r.bots.get(r.seat)!, r.seat, r.full).then(r.resolve, r.reject);
  }

  /**
   * Decides on the main thread (no worker may start): the registry and the
   * game's bots are loaded on first use, and the bot is created from its
   * spec and stream, so it makes the choice the worker's copy would have.
   * `async`: `mcts` then yields to the page between chunks of its search
   * (boardgame.io's async mode).
   */
  private async decideHere(bot: SeatedBot, seat: string, full: BotState): Promise<ChosenMove> {
    const [{ createPlayer }, bots] = await Promise.all([import('../../bots/registry.js'), this.descriptor.bots.load()]);
    const player = createPlayer(this.descriptor, bots, bot.spec, { ...bot.opts, async: true });
    setStream(player.bot, bot.stream);
    const move = await player.decide(full, seat);
    bot.stream = streamOf(player.bot);
    return move;
  }

  /** Terminates the worker, if any, and rejects its unanswered decisions with `error`. */
  private halt(error: Error): void {
    for (const r of this.drop()) r.reject(error);
  }

  /** Terminates the worker, if any; returns its unanswered decisions. */
  private drop(): Request[] {
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
    this.sentBots = null;
    const requests = [...this.requests.values()];
    this.requests.clear();
    return requests;
  }
}
