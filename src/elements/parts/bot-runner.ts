/**
 * `BotRunner`: where a table's bots decide. One per table; the
 * {@link TableController} asks it for every bot move.
 *
 * - **In a Web Worker** (the normal case), so that a search never blocks
 *   the page. Each game has its own worker script (its bots only), built by
 *   scripts/bot-worker.mjs as a module whose default export is the script's
 *   code, a string: the table's {@link BotWorkers}. The runner imports it on
 *   the first bot decision (a chunk of its own, so a page that only watches
 *   humans never loads it) and starts it from a `blob:` URL: a page cannot
 *   start a worker from a CDN's origin, but it can from a `blob:` URL of its
 *   own (CSP: `worker-src blob:`). The `mcts` script (with boardgame.io's
 *   `MCTSBot` and reducer) is loaded only when a seat is `mcts`.
 * - **On the main thread** when no worker can be started (a CSP without
 *   `worker-src blob:`, or no `Worker` at all): the same bots, created on the
 *   main thread, with one `console.warn` per page.
 *
 * Fairness (G-5): each message to the worker is about one seat (the one
 * deciding, or the human asking for a hint) and holds nothing of another
 * (./bot-protocol.ts). What is posted for a bot that `sees: 'seat'` is the
 * registry's `stateFor` cut, `{ G: playerView, ctx }` of its seat; hidden
 * cards, the deck and the random plugin's state never reach the worker for
 * it. Only `mcts` and `oracle` (references that see all) are posted the full
 * state. With each decision goes that one seat's bot: its spec, its random
 * stream and its seed, `seatSeed(matchSeed, seat)` (./bot-seed.ts, a one-way
 * function computed here, in the lazily loaded runner, so the hash is not in
 * a table's first load); the match seed itself is never posted.
 *
 * Each bot's random stream is mirrored on the main thread after every
 * answer, so a worker that is stopped (the table left the page, a new game)
 * and started again, or the main-thread fallback, goes on with the same
 * stream: a seed replays the same bot choices wherever they were computed.
 */
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { seesOf, stateFor } from '../../bots/fairness.js';
import type { Hint } from '../../bots/hint.js';
import type { BotSpec, BotState, ChosenMove } from '../../bots/types.js';
import { setStream, streamOf, type BotStream, type FromWorker, type ToWorker, type WorkerBot } from './bot-protocol.js';
import { seatSeed } from './bot-seed.js';
import { messageOf } from './error-banner.js';

/** Imports a worker script: a module whose default export is the script's code (`virtual:bot-worker/<game>`). */
export type WorkerScript = () => Promise<{ default: string }>;

/**
 * A game's bot worker scripts (a table class's `static botWorkers`), each
 * imported on first use.
 */
export interface BotWorkers {
  /** `random`, `rule`, `ismcts`, `oracle`: `() => import('virtual:bot-worker/<game>')`. */
  normal: WorkerScript;
  /** The same and `mcts` (boardgame.io's `MCTSBot`): `() => import('virtual:bot-worker/<game>/mcts')`. */
  mcts: WorkerScript;
}

/**
 * A bot seat, as plain data: which bot, and how to create it wherever it
 * decides (the worker, or the main thread after a fallback). No bot code is
 * loaded for it until its first decision. Held by the table's controller
 * (a `#` field) and by this runner only: it holds the match seed.
 */
export interface SeatedBot {
  /** The bot (already checked against the game with `checkBotSpec`). */
  readonly spec: BotSpec;
  readonly numPlayers: number;
  /**
   * The match seed (./table-setup.ts `matchSeed`). The bot is seeded with
   * `seatSeed(matchSeed, seat)` (./bot-seed.ts), made where it decides; the
   * match seed itself never leaves the main thread.
   */
  readonly matchSeed: string;
  /** Its random stream so far (mirrored after every answer); absent before its first draw. */
  stream?: BotStream;
}

/** Resolves once the page is idle, or after `timeout` ms at the most; at once for 0 or without `requestIdleCallback`. */
function whenIdle(timeout: number): Promise<void> {
  if (timeout <= 0 || typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
}

/** Where a table's bots decide: `'worker'`, or `'main'` (the page's main thread, the fallback). */
export type BotThread = 'worker' | 'main';

/** Each worker script as a `blob:` URL, made once per page and shared by its tables. */
const scriptUrls = new Map<WorkerScript, Promise<string>>();
/**
 * Set once a worker could not be started: later tables do not try again
 * (nor warn again). Kept on the page's global object under a registered
 * symbol, not in this module, so that every copy of the module on the page
 * (the drop-in files of several games, each a bundle of its own, or two
 * builds) shares it: one warning per page.
 */
const BLOCKED = Symbol.for('trick-tables.workersBlocked');
const page = globalThis as { [BLOCKED]?: boolean };

function blockWorkers(reason: unknown): void {
  if (page[BLOCKED]) return;
  page[BLOCKED] = true;
  console.warn(
    `trick-tables: the bots run on the page's main thread, because no Web Worker could be started (${messageOf(reason)}). ` +
      'A Content-Security-Policy must allow `worker-src blob:` for them to run in a worker (docs/embedding.md).',
  );
}

/**
 * The `blob:` URL of `script`, imported on first use; `null` when no worker
 * may start on this page.
 * @throws (rejects with) the import's error (e.g. the network failed); a later call tries again
 */
async function scriptUrl(script: WorkerScript): Promise<string | null> {
  if (page[BLOCKED]) return null;
  if (typeof Worker === 'undefined') {
    blockWorkers('this browser has no Worker');
    return null;
  }
  let url = scriptUrls.get(script);
  if (!url) {
    url = script().then(({ default: code }) => URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    scriptUrls.set(script, url);
    url.catch(() => scriptUrls.delete(script));
  }
  return url;
}

/** A started worker: `null` (and bots on the main thread) when that is impossible. */
function startWorker(url: string): Worker | null {
  if (page[BLOCKED]) return null;
  try {
    return new Worker(url, { name: 'trick-tables bots' });
  } catch (e) {
    blockWorkers(e);
    return null;
  }
}

/** Which worker script `bots` need: `mcts` when a seat is `mcts`. */
const scriptKind = (bots: ReadonlyMap<string, SeatedBot>): keyof BotWorkers =>
  [...bots.values()].some((b) => b.spec.name === 'mcts') ? 'mcts' : 'normal';

/** A decision asked of the worker and not yet answered. */
interface Request {
  seat: string;
  bots: ReadonlyMap<string, SeatedBot>;
  full: BotState;
  resolve(move: ChosenMove): void;
  reject(error: Error): void;
}

/**
 * Where one table's bots decide (see the module comment): in the game's
 * bot worker, started from a `blob:` URL of the worker script imported on
 * the first decision (`mcts` seats get the script with boardgame.io's
 * `MCTSBot`), or on the main thread when no worker may start. Created by
 * the table's `TableController` on its first bot decision.
 *
 * Fairness (G-5): {@link BotRunner.decide} posts a fair bot only
 * `stateFor(…, 'seat')`, `{ G: playerView, ctx }` of its seat, with that
 * seat's bot; no message holds another seat's bot, seed or cards.
 * Errors: a decision rejects with the bot's error, or with "the bots were
 * stopped" after {@link BotRunner.stop}.
 */
export class BotRunner {
  private worker: Worker | null = null;
  /** The script the worker runs. */
  private kind: keyof BotWorkers | null = null;
  /** Counts {@link stop}s: a decision whose script was still loading when the runner stopped is dropped. */
  private generation = 0;
  /** The worker has said `ready` (its code loaded): a failure from now on is a bot's, not the worker's. */
  private ready = false;
  private nextId = 0;
  private requests = new Map<number, Request>();
  /** Hints asked of the worker and not yet answered (dropped, not moved, when the worker stops). */
  private hints = new Map<number, { resolve(hint: Hint): void; reject(error: Error): void }>();

  /**
   * @param descriptor the table's game
   * @param workers its bot worker scripts; without them every bot decides on the main thread
   */
  constructor(
    private readonly descriptor: GameDescriptor,
    private readonly workers?: BotWorkers,
  ) {}

  /** Where the next decision runs: `'worker'` unless no worker can be started on this page. */
  get thread(): BotThread {
    return page[BLOCKED] || !this.workers ? 'main' : 'worker';
  }

  /**
   * Asks `seat`'s bot of `bots` for a move in `full`, the FULL boardgame.io
   * state (the client's store state). Only what the bot may see leaves the
   * main thread (`stateFor`).
   * The answer comes once the page is idle (`requestIdleCallback`: after
   * the frame being drawn and the tasks waiting, such as a human's click on
   * this table or another), or `idleWithin` ms after it arrived at the most
   * (issue 20): a bot's move is never urgent. With `idleWithin` 0 (the
   * table's `speed` 0), or where the browser has no `requestIdleCallback`,
   * at once.
   * @returns the move and its arguments
   * @throws (rejects with) the bot's error, or a "stopped" error after {@link stop}
   */
  decide(bots: ReadonlyMap<string, SeatedBot>, seat: string, full: BotState, idleWithin = 0): Promise<ChosenMove> {
    const bot = bots.get(seat);
    if (!bot) return Promise.reject(new Error(`no bot at seat ${seat}`));
    const answer = !this.workers
      ? this.decideHere(bot, seat, full)
      : this.workerFor(bots, this.workers).then((worker) =>
          worker ? this.ask(bots, seat, full) : this.decideHere(bot, seat, full),
        );
    return answer.then((move) => whenIdle(idleWithin).then(() => move));
  }

  /**
   * The worker running `bots`' script, started (or switched to) when needed;
   * `null` when no worker may start on this page.
   * @throws (rejects with) "stopped" when {@link stop} was called meanwhile
   */
  private workerFor(bots: ReadonlyMap<string, SeatedBot>, workers: BotWorkers): Promise<Worker | null> {
    const kind = scriptKind(bots);
    const generation = this.generation;
    return scriptUrl(workers[kind]).then((url) => {
      if (generation !== this.generation) throw new Error('the bots were stopped');
      return url === null ? null : this.kind === kind && this.worker ? this.worker : this.start(url, kind);
    });
  }

  /**
   * The fair hint for `seat` (src/bots/hint.ts), the human's: computed in
   * the worker (with `bots`' script, which holds it too) from `stateFor(…,
   * 'seat')`, the seat's view only; on the main thread when no worker may start.
   * @throws (rejects with) the search's error (e.g. not the seat's turn), or "stopped" after {@link stop}
   */
  hint(bots: ReadonlyMap<string, SeatedBot>, seat: string, full: BotState): Promise<Hint> {
    const visible = stateFor(this.descriptor, full, seat, 'seat');
    if (!this.workers) return this.hintHere(visible, seat);
    return this.workerFor(bots, this.workers).then((worker) => {
      if (!worker) return this.hintHere(visible, seat);
      return new Promise<Hint>((resolve, reject) => {
        const id = ++this.nextId;
        this.hints.set(id, { resolve, reject });
        try {
          this.post({ type: 'hint', id, seat, state: visible });
        } catch (e) {
          this.hints.delete(id);
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
  }

  private async hintHere(visible: BotState, seat: string): Promise<Hint> {
    const [{ hintFor }, bots] = await Promise.all([import('../../bots/hint.js'), this.descriptor.bots.load()]);
    return hintFor(this.descriptor, bots, visible, seat);
  }

  /**
   * Posts a decision to the worker: `seat`'s bot (spec, seed, stream) and
   * what it may see, nothing of another seat.
   */
  private ask(bots: ReadonlyMap<string, SeatedBot>, seat: string, full: BotState): Promise<ChosenMove> {
    const bot = bots.get(seat)!;
    return new Promise<ChosenMove>((resolve, reject) => {
      const id = ++this.nextId;
      this.requests.set(id, { seat, bots, full, resolve, reject });
      try {
        const state = stateFor(this.descriptor, full, seat, seesOf(bot.spec));
        this.post({ type: 'decide', id, seat, bot: this.workerBot(bot, seat), state });
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
    this.generation++;
    this.halt(new Error('the bots were stopped'));
  }

  // ------------------------------------------------------------------------

  /**
   * Starts a worker from `url` (script `kind`). A worker running the other
   * script is stopped; its unanswered decisions are asked of the new one.
   */
  private start(url: string, kind: keyof BotWorkers): Worker | null {
    const moved = this.drop();
    const worker = startWorker(url);
    if (!worker) {
      for (const r of moved) this.decideHere(r.bots.get(r.seat)!, r.seat, r.full).then(r.resolve, r.reject);
      return null;
    }
    this.worker = worker;
    this.kind = kind;
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
    for (const r of moved) this.ask(r.bots, r.seat, r.full).then(r.resolve, r.reject);
    return worker;
  }

  private post(msg: ToWorker): void {
    this.worker!.postMessage(msg);
  }

  /**
   * Gets ready for the first decision of `bots` while nobody waits on it (issue 20: the human's
   * first move otherwise starts the worker and hashes the seats' seeds in its own frame, about
   * 30 ms of main-thread time at 4× CPU): their worker started, its script imported, and each
   * seat's seed computed. What fails here is dropped: the decision does the same and reports it.
   */
  warm(bots: ReadonlyMap<string, SeatedBot>): void {
    for (const [seat, bot] of bots) this.seedOf(bot.matchSeed, seat);
    if (this.workers) this.workerFor(bots, this.workers).catch(() => undefined);
  }

  /** Each seat's seed, by seat and match seed: computed once (an HMAC, ./bot-seed.ts). */
  private seeds = new Map<string, string>();

  /** `seatSeed(matchSeed, seat)`, from {@link seeds} after its first call. */
  private seedOf(matchSeed: string, seat: string): string {
    const key = `${seat} ${matchSeed}`;
    let seed = this.seeds.get(key);
    if (seed === undefined) this.seeds.set(key, (seed = seatSeed(matchSeed, seat)));
    return seed;
  }

  /** `bot` at `seat` as a `decide` posts it: its seed is `seatSeed(matchSeed, seat)`, never the match seed. */
  private workerBot(bot: SeatedBot, seat: string): WorkerBot {
    const { spec, matchSeed, numPlayers, stream } = bot;
    return { game: this.descriptor.id, spec, seed: this.seedOf(matchSeed, seat), numPlayers, stream };
  }

  private onMessage(msg: FromWorker): void {
    if (msg.type === 'ready') {
      this.ready = true;
      return;
    }
    const hint = this.hints.get(msg.id);
    if (hint) {
      this.hints.delete(msg.id);
      if (msg.type === 'hint') hint.resolve(msg.hint);
      else hint.reject(new Error(msg.type === 'error' ? msg.message : 'the bot worker answered a hint with a move'));
      return;
    }
    const request = this.requests.get(msg.id);
    if (!request) return;
    this.requests.delete(msg.id);
    if (msg.type !== 'move') {
      request.reject(new Error(msg.type === 'error' ? msg.message : 'the bot worker answered a move with a hint'));
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
    const opts = { seed: seatSeed(bot.matchSeed, seat), numPlayers: bot.numPlayers, async: true };
    const player = createPlayer(this.descriptor, bots, bot.spec, opts);
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
    this.kind = null;
    this.ready = false;
    const requests = [...this.requests.values()];
    this.requests.clear();
    for (const h of this.hints.values()) h.reject(new Error('the bots were stopped'));
    this.hints.clear();
    return requests;
  }
}

// `decide` and the methods behind it are handed the full state: a page script that imports this
// module (a chunk of the drop-in) may neither replace nor wrap them (issue 10).
Object.freeze(BotRunner.prototype);
