/**
 * `TableController`: the Lit ReactiveController that runs one game on a
 * table element, for every game.
 *
 * - It owns the game, on boardgame.io's own reducer (`openMatch`, as the
 *   harness plays it; no client, transport or server), follows it while on
 *   the page, and stops the bots when taken off it.
 * - Every move, the human's and the bots', is a `MAKE_MOVE` action with the
 *   moving seat as `playerID`, so the game's own move validation (G-4)
 *   refuses illegal ones.
 * - It runs the bot loop: when a bot seat is to move, after `speed` ms (a
 *   trick just completed: `TRICK_HOLD` × `speed`, so it can be read) it
 *   asks that seat's bot for a move through its {@link BotRunner}, which
 *   runs the bots in a Web Worker (or, where no worker may start, on the
 *   main thread), and dispatches the answer. The seat is "thinking" from
 *   scheduling to move. An answer for an older state or game is dropped,
 *   and a worker still busy with one is stopped (a new one starts for the
 *   next decision). Fair bots are handed only their seat's view
 *   (`stateFor`, applied before anything is posted to the worker). The
 *   runner hands the answer back once the page is idle (at most `delay` ms
 *   later), so that no bot's move, on this table or another, lands in the
 *   frame of a human's click (issue 20).
 * - It exposes only the viewing seat's view (G-5): `playerView` of the
 *   viewer (a spectator when `null`), plus every hand when `openHands`, as
 *   a deeply frozen copy (a page that writes to it changes nothing).
 *   The full state, the deck and the random seed never leave it (issue 10):
 *   the match, the viewer, the bots (seeds, random streams) and the runner
 *   are `#` fields, and every method that handles the full state or moves
 *   for a seat is `#`, so a page script can neither read, change, replace
 *   nor call them. The public methods take only what the page may know
 *   (`start` gets the `seed` attribute and the game number, and makes the
 *   match seed itself). The descriptor is deeply frozen.
 * - Each bot's random stream is seeded with a one-way function of the
 *   match seed and its seat (`seatSeed`, ./bot-seed.ts, made in the lazily
 *   loaded bot runner): a seed still replays a whole game, bots included,
 *   while the match seed never leaves the main thread and nothing posted
 *   to the worker tells it of a deal it may not see.
 * - A bot moves only once every part the tables asked for so far has
 *   arrived (./on-demand.ts, `partsSettled`): the round summary, the log's
 *   lines, a game's later stages are there before a bot ends a trick, a
 *   round or a stage (issue 20).
 * - It reports what happened (`table-move`, `table-trick-end`,
 *   `table-round-end`, `table-game-over`) through `onEvent`, from the
 *   descriptor (`lastTrick`, `rounds`) and `ctx.gameover`: nothing game-specific.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { State } from 'boardgame.io';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { deepFreeze } from '../../games/common/freeze.js';
import { openMatch, type LocalMatch } from '../../games/common/local-match.js';
import { seatIds, seatsToMove } from '../../games/common/seats.js';
import type { Hint } from '../../bots/hint.js';
import type { BotSpec } from '../../bots/types.js';
import type { BotRunner, BotThread, SeatedBot } from './bot-runner.js';
import { messageOf } from './error-banner.js';
import { partsSettled } from './on-demand.js';
import { LATER } from './part-elements.js';
import type { TableEventMap } from './events.js';
import type { PlayEvent, TableControllerOptions, TableSetup, TableView } from './table-types.js';
import { matchSeed, TRICK_HOLD } from './table-setup.js';

export type { PlayEvent, TableControllerOptions, TableSetup, TableView } from './table-types.js';

/** A bot turn: its seat, its state, whether it was asked yet. Current while `#pending` (a new game or state drops it). */
interface PendingTurn {
  seat: string;
  stateID: number;
  asked?: boolean;
}

/** One event a move caused: its name and detail. */
export type PlayEventEntry = { [K in PlayEvent]: [K, TableEventMap[K]] }[PlayEvent];

/**
 * What a move changed, from the views `before` and `after` it, as the events a table fires, in order:
 * `table-move` (`move`, when given), `table-trick-end` (the descriptor's `lastTrick` has a new `index`),
 * `table-round-end` for each new score-sheet row, `table-game-over`. A live table's controller and a
 * replay (./replay.ts) report the same.
 */
export function playEvents<G>(
  descriptor: GameDescriptor<G>,
  before: TableView<G> | null,
  after: TableView<G>,
  move: TableEventMap['table-move'] | null,
): PlayEventEntry[] {
  const events: PlayEventEntry[] = move ? [['table-move', move]] : [];
  const trick = descriptor.lastTrick(after.G);
  if (trick && trick.index !== (before && descriptor.lastTrick(before.G))?.index) {
    const { round, winner, plays, tick } = trick;
    events.push(['table-trick-end', tick === undefined ? { round, winner, plays } : { round, winner, plays, tick }]);
  }
  const rows = descriptor.rounds(after.G);
  const prevRows = before ? descriptor.rounds(before.G).length : 0;
  for (let i = prevRows; i < rows.length; i++) events.push(['table-round-end', { round: i + 1, row: rows[i]! }]);
  if (after.ctx.gameover !== undefined && before?.ctx.gameover === undefined) {
    events.push(['table-game-over', { ...after.ctx.gameover }]);
  }
  return events;
}

/** The full boardgame.io state of the running game (every hand, the random state): never leaves the controller. */
type FullState = State<any>;

/**
 * Runs one game on a table element (see the file's comment): `start` a
 * game, `move` for the human's seat, `setBots` and `speed` for the bots.
 * The host reads `view` (the viewer's view only, G-5), `viewer`,
 * `thinking`, `botSpec` and `botThread`, and hears `onEvent`
 * (`table-move`, `table-trick-end`, `table-round-end`, `table-game-over`,
 * in that order for one move) and `onBotError` (a bot that threw or chose
 * an illegal move; its seat stops until `setBots`). It throws nothing: a
 * `setup` that throws is returned by `start` as its message.
 */
export class TableController<G = any> implements ReactiveController {
  /** Milliseconds before each bot move (a completed trick: `TRICK_HOLD` times that). Applies from the next bot move. */
  speed = 600;
  /** Milliseconds the pending bot turn waits (read-only): `speed`, or the trick hold. */
  delay = 0;
  /** The seat whose bot is deciding, or `null`. */
  thinking: string | null = null;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: TableControllerOptions<G>;
  #view: TableView<G> | null = null;
  #viewer: string | null = null;
  #match?: LocalMatch | null;
  /** The running game's match seed (`matchSeed`): the bots' seeds are made from it by the runner, never posted. */
  #matchSeed = '';
  /** The bot of each bot seat, with the match seed and its random stream. */
  #players: ReadonlyMap<string, SeatedBot> = new Map();
  /** Following the game: on the page with a game running. */
  #following = false;
  #connected = false;
  #openHands = false;
  #lastStateID = -1;
  #lastMove: TableEventMap['table-move'] | null = null;
  /** Every move the game accepted, in order (for {@link finished}). */
  #moves: TableEventMap['table-move'][] = [];
  #held = false; // The last state change completed a trick: the next bot turn waits `TRICK_HOLD` × `speed`.
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The bot turn in progress; a stale one (state moved on, game replaced) is dropped. */
  #pending?: PendingTurn | null;
  #failed = new Set<string>();
  /** Where the bots decide; its code is imported on the first bot decision (bots load on first use). */
  #runner?: BotRunner;
  #loading?: Promise<BotRunner> | null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: TableControllerOptions<G>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The viewing seat's view (deeply frozen), or `null` when no game is running. */
  get view(): TableView<G> | null {
    return this.#view;
  }

  /** The human's seat, or `null` when watching. Set only by {@link start}. */
  get viewer(): string | null {
    return this.#viewer;
  }

  /** Where the bots decide: in a Web Worker, or on the main thread (no worker may start on this page). */
  get botThread(): BotThread {
    return this.#runner?.thread ?? (this.#options.botWorkers ? 'worker' : 'main');
  }

  /** On the page: subscribes to the game and resumes the bots. */
  hostConnected(): void {
    this.#connected = true;
    this.#connect();
  }

  /** Off the page: unsubscribes, and stops the bots and their worker. */
  hostDisconnected(): void {
    this.#connected = false;
    this.#disconnect();
  }

  /**
   * Starts a new game, replacing any running one: game `setup.game` of
   * `setup.seed` (`matchSeed`: a fresh random seed when there is none), with
   * `setup.bots` at the bot seats. The bot at seat k is seeded
   * `seatSeed(matchSeed, k)` (./bot-seed.ts, HMAC-SHA256, made by the bot
   * runner when it decides): the same seed replays its choices, and the
   * match seed cannot be read back from it.
   * @returns `null`, or the message of the error the game's `setup` threw
   */
  start(setup: TableSetup): string | null {
    this.stop();
    const { game } = this.#options.descriptor;
    const seed = matchSeed(setup.seed, setup.game);
    try {
      // The seed goes where boardgame.io reads it (Game.seed), so one seed replays a match.
      this.#match = setup.match ?? openMatch(game, setup.numPlayers, seed, setup.setupData);
    } catch (e) {
      return messageOf(e);
    }
    this.#matchSeed = seed;
    this.#moves = [];
    this.#viewer = setup.viewer;
    this.#lastStateID = -1;
    this.#held = false;
    this.setBots(setup.bots);
    this.#connect();
    const match = this.#match;
    // While the human thinks, the bots get ready too (BotRunner.warm): for this game, on the page only (a
    // table removed or given a new game before the idle time would start a worker that nothing stops).
    const bots = () =>
      this.#following &&
      this.#match === match &&
      this.#players.size &&
      this.#loadRunner().then((r) => r.warm(this.#players));
    LATER.load().then(
      (m) => m.warmUp(match, game, setup.viewer, bots),
      () => undefined,
    );
    return null;
  }

  /** Stops and drops the running game. */
  stop(): void {
    this.#disconnect();
    this.#match = null;
    this.#view = null;
    this.thinking = null;
  }

  /**
   * Seats `bots` (a spec per bot seat; a seat not in it is a human's or
   * nobody's), each with a fresh random stream from its seat's seed, and
   * checks whether a bot is to move. Clears the seats that failed.
   */
  setBots(bots: ReadonlyMap<string, BotSpec>): void {
    const numPlayers = this.#full()?.ctx.numPlayers ?? 0;
    const matchSeed = this.#matchSeed;
    this.#players = new Map([...bots].map(([seat, spec]) => [seat, { spec, numPlayers, matchSeed }]));
    this.#failed.clear();
    this.#cancelPending();
    this.#schedule();
  }

  /**
   * The finished game's match seed and every move made, in order (issue 23: the table's `record()`), or
   * `null` before the game is over: until then the seed would tell the deals still hidden, and the moves
   * what other seats hold (G-5). Copies.
   */
  finished(): { seed: string; moves: TableEventMap['table-move'][] } | null {
    return this.#full()?.ctx.gameover ? { seed: this.#matchSeed, moves: structuredClone(this.#moves) } : null;
  }

  /** The bot at `seat`, or `undefined` where no bot plays. */
  botSpec(seat: string): BotSpec | undefined {
    return this.#players.get(seat)?.spec;
  }

  /** Shows every hand in the view (teaching mode) or only the viewer's. */
  setOpenHands(open: boolean): void {
    if (open === this.#openHands) return;
    this.#openHands = open;
    if (this.#match) this.#view = this.#viewOf(this.#full()!);
  }

  /**
   * Makes a move for the human's seat (the viewer given to {@link start}).
   * @param args the move's arguments: refused unless plain data (`openMatch`'s `apply`,
   *   `moveArgsCopy`: a `Proxy` is refused without running any of its traps); the game gets a copy
   * @returns whether the game accepted it (an illegal move changes nothing, G-4)
   */
  move(move: string, args: unknown[]): boolean {
    if (this.#viewer === null || !this.#match) return false;
    // A page script can call the table's `move`: `openMatch`'s `apply` refuses what is not plain
    // data and hands the reducer a copy, so none of its code runs inside the move (G-4).
    return this.#dispatch(this.#viewer, move, args);
  }

  /**
   * The fair hint for the human's seat (src/bots/hint.ts), searched in the
   * bots' worker from the seat's view only (`stateFor`).
   * @throws (rejects with) an Error when nobody plays here, or it is not the human's turn
   */
  async hint(): Promise<Hint> {
    const full = this.#full();
    const seat = this.#viewer;
    if (!full || seat === null || !seatsToMove(full.ctx).includes(seat)) throw new Error('it is not your turn');
    const runner = await this.#loadRunner();
    return runner.hint(this.#players, seat, full);
  }

  // ------------------------------------------------------------------------

  #full(): FullState | null {
    return this.#match?.state ?? null;
  }

  /** `G` as `seat` sees it (G-5). */
  #seatG(full: FullState, seat: string | null): any {
    const { game } = this.#options.descriptor;
    return game.playerView ? game.playerView({ G: full.G, ctx: full.ctx, playerID: seat } as any) : full.G;
  }

  /** Each seat's hand (index = seat number), as its own view holds it (games keep hands in `hands`, G-5). */
  #ownHands(full: FullState): unknown[] {
    return seatIds(full.ctx.numPlayers).map((s) => this.#seatG(full, s).hands?.[s]);
  }

  #connect(): void {
    if (!this.#connected || !this.#match || this.#following) return;
    this.#following = true;
    // The current state makes the view; then the bot loop starts.
    this.#onNotify();
  }

  #disconnect(): void {
    this.#cancelPending();
    this.#runner?.stop();
    this.#following = false;
  }

  /** The bot runner, its module imported on first use (and again after a failed import). */
  #loadRunner(): Promise<BotRunner> {
    return (this.#loading ??= import('./bot-runner.js').then(
      ({ BotRunner }) => (this.#runner = new BotRunner(this.#options.descriptor, this.#options.botWorkers)),
      (e: unknown) => {
        this.#loading = null;
        throw e;
      },
    ));
  }

  #cancelPending(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // A decision asked for is for a state that is gone: stop it (the worker,
    // or a script still loading) rather than queue the next decision behind
    // it, or let its answer move the bot's random stream.
    if (this.#pending?.asked) this.#runner?.stop();
    this.#pending = null;
    this.thinking = null;
  }

  /** The view of `viewer` (with every hand when `openHands`): a deeply frozen copy, so that writes reach nothing. */
  #viewOf(full: FullState): TableView<G> {
    let G = this.#seatG(full, this.#viewer);
    // Teaching mode: every seat's hand, each from its own view.
    if (this.#openHands && G && Array.isArray(G.hands)) G = { ...G, hands: this.#ownHands(full) };
    return deepFreeze({ G, ctx: structuredClone(full.ctx) });
  }

  #onNotify(): void {
    const full = this.#full();
    if (!full) return;
    if (full._stateID !== this.#lastStateID) {
      const before = this.#view;
      this.#view = this.#viewOf(full);
      if (this.#lastStateID >= 0) this.#report(before, this.#view);
      this.#lastStateID = full._stateID;
    }
    this.#host.requestUpdate();
    this.#schedule();
  }

  /** Reports what changed from `before` to `after`, in order. */
  #report(before: TableView<G> | null, after: TableView<G>): void {
    const events = playEvents(this.#options.descriptor, before, after, this.#lastMove);
    this.#lastMove = null;
    this.#held = events.some(([name]) => name === 'table-trick-end');
    for (const [name, detail] of events) this.#options.onEvent(name, detail);
  }

  #dispatch(seat: string, move: string, args: unknown[]): boolean {
    this.#lastMove = { seat, move, args };
    const accepted = this.#match!.apply(seat, move, args);
    // A copy: `apply` took only plain data, and the caller may change its arrays later.
    if (accepted) this.#moves.push(structuredClone(this.#lastMove));
    if (accepted && this.#following) this.#onNotify();
    this.#lastMove = null;
    return accepted;
  }

  /** Starts the next bot turn, if a bot seat is to move and none is pending. */
  #schedule(): void {
    const full = this.#full();
    if (!full || !this.#following) return;
    const seat = seatsToMove(full.ctx).find((s) => this.#players.has(s) && !this.#failed.has(s));
    if (seat === undefined) {
      if (this.#pending) this.#cancelPending();
      return;
    }
    if (this.#pending && this.#pending.seat === seat && this.#pending.stateID === full._stateID) return;
    this.#cancelPending();
    const pending: PendingTurn = { seat, stateID: full._stateID };
    this.#pending = pending;
    this.thinking = seat;
    this.delay = Math.max(0, this.speed) * (this.#held ? TRICK_HOLD : 1);
    this.#timer = setTimeout(() => void this.#botTurn(pending), this.delay);
  }

  async #botTurn(pending: PendingTurn): Promise<void> {
    const stale = () => this.#pending !== pending;
    const full = this.#full();
    const bots = this.#players;
    const bot = bots.get(pending.seat);
    if (stale() || !full || full._stateID !== pending.stateID || !bot) return;
    let choice: { move: string; args: unknown[] };
    try {
      // The runner posts a fair bot its seat's { G: playerView, ctx } only;
      // the random plugin's state would reveal future deals. A reference bot
      // (mcts) replays moves through the reducer, so it gets the whole state.
      pending.asked = true;
      const runner = await this.#loadRunner();
      if (stale()) return;
      choice = await runner.decide(bots, pending.seat, full, this.delay);
      // The parts the table asked for (./on-demand.ts) arrive before a bot moves: the game never runs ahead of its view.
      await partsSettled();
    } catch (e) {
      if (!stale()) this.#fail(pending.seat, messageOf(e));
      return;
    }
    if (stale()) return;
    this.#pending = null;
    this.thinking = null;
    if (!this.#dispatch(pending.seat, choice.move, choice.args)) {
      this.#fail(
        pending.seat,
        `${bot.spec.name} chose an illegal move: ${choice.move}(${JSON.stringify(choice.args)})`,
      );
    }
  }

  #fail(seat: string, message: string): void {
    this.#failed.add(seat);
    this.#cancelPending();
    this.#host.requestUpdate();
    this.#options.onBotError(seat, message);
  }
}
