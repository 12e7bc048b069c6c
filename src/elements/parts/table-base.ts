/**
 * `TableBase`: how every table runs its game, whatever it draws. The
 * attributes and their checks (./table-setup.ts), the error banner's
 * problems and `table-error`, the {@link TableController} (the game and the
 * bot loop), `newGame()`, the read-only `state` and `botRunner`, the log,
 * focus handling, and the table's words (messages, seat names).
 * {@link TableElement} (./table-element.ts) extends it with the drawing;
 * every game's table extends that.
 */
import type { PropertyDeclaration, PropertyValues } from 'lit';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { seatsToMove } from '../../games/common/seats.js';
import { formatBotSpec, levelsIn } from '../../bots/spec.js';
import type { BotSpec } from '../../bots/types.js';
import { plainCopy, primitive } from '../../games/common/moves.js';
import { AttributeProblem, jsonAttribute, numberAttribute, shownValue } from './attributes.js';
import type { BotWorkers } from './bot-runner.js';
import { messageOf, type TableProblem } from './error-banner.js';
import { emit, type TableEventMap, type TableMoveDetail } from './events.js';
import { formatList, type MessageKey } from './i18n.js';
import { LATER } from './part-elements.js';
import type { LogEntry } from './log.js';
import type { GameRecord } from '../../harness/record.js';
import type { Replayer, StartReplay } from './replay.js';
import { TableController, type PlayEvent, type TableView } from './table-controller.js';
import { TableWords } from './table-words.js';
import { checkSetup, DEFAULT_BOTS, DEFAULT_SPEED, RESTART, seatBots, speedOk, type DealSetup } from './table-setup.js';

/** Log entries kept (the oldest are dropped). */
const LOG_LIMIT = 200;

/**
 * The properties each table was refused a write to, since its last good
 * write: a page script set one that holds a string, number or boolean to an
 * object, a function or a symbol ({@link TableBase.getPropertyDescriptor}).
 * Outside the element, so that a write during construction is recorded too.
 */
const refusedWrites = new WeakMap<object, Set<string>>();
const refused = (el: object) => refusedWrites.get(el) ?? refusedWrites.set(el, new Set()).get(el)!;

/** The base of {@link TableElement}: the attributes, the game, the bots and the log. Draws nothing itself. */
export abstract class TableBase<G extends object = any> extends TableWords {
  static override properties = {
    players: { converter: numberAttribute },
    seat: { type: String },
    bots: { type: String },
    seed: { type: String },
    variant: { type: String },
    deal: { converter: jsonAttribute },
    dealer: { type: String },
    speed: { converter: numberAttribute },
    openHands: { type: Boolean, attribute: 'open-hands' },
    review: { type: Boolean },
    replay: {},
    replayGame: { converter: numberAttribute, attribute: 'replay-game' },
    ...TableWords.properties,
  };

  /**
   * Lit's accessor for each property, guarded (issue 19): a property that
   * holds a string, number or boolean (every attribute but `deal`, which
   * {@link dealData} copies, and `replay`, which the replay copies) keeps its value when a page script sets it to
   * anything else, an object or a `Proxy`, without reading any of it; the
   * table shows the refusal and fires `table-error`, and the game goes on.
   */
  static override getPropertyDescriptor(name: PropertyKey, key: string | symbol, options: PropertyDeclaration) {
    const d = super.getPropertyDescriptor(name, key, options);
    if (!d?.set || name === 'deal' || name === 'replay') return d;
    const set = d.set;
    return {
      ...d,
      set(this: TableBase, value: unknown) {
        if (primitive(value)) {
          if (refused(this).delete(String(name))) this.requestUpdate();
          set.call(this, value);
        } else {
          refused(this).add(String(name));
          this.requestUpdate();
        }
      },
    };
  }

  /** The game this table plays; each subclass sets it. */
  static game: GameDescriptor;

  /**
   * The levels bot `name` takes at this table, easiest first, e.g.
   * `customElements.get('cant-win-table').levelsOf('ismcts')` is `['easy', 'normal', 'hard']`
   * and TrickTakers' is `['easy', 'normal']` (issue 24); `[]` for a bot without levels or an unknown name.
   */
  static levelsOf(name: string): readonly string[] {
    return levelsIn(this.game, name);
  }
  /**
   * The game's replay (issue 23), imported when `replay` is set: its ./replay.ts, the shared replay
   * (./replay.ts) with the game's trick reasons and later rules.
   */
  static replayPart: () => Promise<{ startReplay: StartReplay }>;
  /** The game's bot worker scripts, imported on the first bot decision (./bot-runner.ts). */
  static botWorkers?: BotWorkers;
  /** `players` when the attribute is absent. */
  static defaultPlayers = 4;
  /** The message naming the game, e.g. `'cw.title'`; the table's accessible name. */
  static titleKey: MessageKey;
  /** The setupData a parsed `deal` attribute stands for, or the problem with its shape (./table-setup.ts); default `{ deal }`. */
  static dealSetup?: DealSetup;
  /** The game's own attributes whose change starts a new game, read by {@link ownSetup} (TrickTakers' `characters`). */
  static ownAttributes: readonly string[] = [];

  /** Number of players (`players` attribute); absent: the game's default. */
  players?: number;
  /** The human's seat, `"0"`…`"n-1"`, or `"none"` to watch the bots (`seat` attribute). */
  seat = '0';
  /**
   * The bots (`bots` attribute): one `name[:level]` for every other seat, or
   * a comma list with one per other seat in seat order, or one per seat
   * (the human's entry ignored). Default `"ismcts"` (level `normal`).
   */
  bots = DEFAULT_BOTS;
  /** Match seed (`seed` attribute); absent: random. A page that publishes its seed publishes its deals. */
  seed?: string;
  /** Rules variant (`variant` attribute); absent: the game's first. */
  variant?: string;
  /** Scenario deal (`deal` attribute, JSON): one card-id list per seat (G-3). */
  deal?: unknown;
  /** First dealer (`dealer` attribute), `"0"`…`"n-1"`; absent: random. */
  dealer?: string;
  /** Milliseconds between bot moves (`speed` attribute). */
  speed = DEFAULT_SPEED;
  /** Show every hand: teaching mode (`open-hands` attribute). */
  openHands = false;
  /** Show all of the round's earlier tricks (`review` attribute, G-7). */
  review = false;
  /**
   * A game to watch again instead of playing (issue 23, docs/embedding.md "Replays"): the `replay`
   * attribute, the URL of a harness JSON file (`--json`; game `replay-game` of it), or the property set
   * to one harness game record (a live table's {@link record}), replayed with the table's own settings.
   * Untrusted: checked as the harness checks a replay file, and re-run through the game's own code from
   * its seed; one that does not replay shows the error banner and fires `table-error`.
   */
  replay?: unknown;
  /** Which game of the `replay` file (`replay-game` attribute), 0-based; default 0. */
  replayGame?: number;

  /** Bad attributes and failed bots, shown in the error banner (set through `setProblems`). */
  protected problems: TableProblem[] = [];
  /** The game log (also the live region), newest last. */
  protected log: LogEntry[] = [];

  protected readonly controller: TableController<G>;
  /** The replay shown (./replay.ts), while `replay` is set and replays. */
  protected replayer?: Replayer;
  /** Games played since `seed` last changed: `newGame()` calls (the seed rule, see {@link newGame}). */
  private played = 0;
  /** The `seed` that {@link played} counts from. */
  private playedSeed: string | null | undefined;
  private started = false;
  /** Counts {@link startGame} calls: a wait for {@link ownSetup} starts the game only if no later call came. */
  private starts = 0;
  private logId = 0;
  private focusWasInside = false;
  private wasViewerTurn = false;

  constructor() {
    super();
    this.controller = new TableController<G>(this, {
      descriptor: this.game as GameDescriptor<G>,
      botWorkers: this.tableClass.botWorkers,
      onEvent: (name, detail) => this.onPlayEvent(name, detail),
      onBotError: (seat, message) =>
        this.addProblems([{ message: this.t('error.bot', { name: this.seatName(seat), problem: message }) }]),
    });
  }

  /** The game descriptor (the subclass's `static game`). */
  protected get game(): GameDescriptor {
    return this.tableClass.game;
  }

  /** The subclass, for its static settings. */
  protected get tableClass(): typeof TableBase {
    return this.constructor as typeof TableBase;
  }

  /**
   * The viewing seat's view: `G` from the game's `playerView` and `ctx`, with
   * no plugin or random data. A spectator (`seat="none"`) sees no hand unless
   * `open-hands` is set. `null` when no game is running (a bad attribute).
   * Read-only and deeply frozen: a copy, so that no write reaches the game.
   */
  get state(): TableView<G> | null {
    return this.controller.view;
  }

  /**
   * Where the bots decide, read-only: `"worker"` (a Web Worker, so the page
   * never waits for them), or `"main"` when the page cannot start one (a
   * Content-Security-Policy without `worker-src blob:`) and they run on the
   * page's main thread instead.
   */
  get botRunner(): 'worker' | 'main' {
    return this.controller.botThread;
  }

  /**
   * Starts a new game with the same attributes. The seed rule: a table's deal
   * depends only on its `seed` and the number of `newGame()` calls since
   * `seed` last changed; game k (k − 1 calls) is dealt from `"<seed>/<k>"`,
   * game 1 from `seed` itself, so a sequence of games is reproducible too. A
   * restart by another attribute (`players`, `seat`, `variant`, `deal`,
   * `dealer`) deals game k again.
   */
  newGame(): void {
    this.startGame(1);
  }

  /**
   * Shows the replay at move `move` (issue 23): the state after that many moves, 0 (before the first) to
   * {@link replayLength}; a number outside is clamped, anything else ignored. Nothing without a replay.
   */
  seek(move: number): void {
    this.replayer?.seek(move);
  }

  /** The replay's number of moves (issue 23); 0 without a replay. */
  get replayLength(): number {
    return this.replayer?.length ?? 0;
  }

  /** The replay's position (issue 23): how many of its moves are shown, 0 to {@link replayLength}. */
  get replayPosition(): number {
    return this.replayer?.position ?? 0;
  }

  /**
   * The finished game as a harness game record (issue 23: `{ deal, table, seed, seats, rounds, scores,
   * winners, condition?, aborted, moves }`, docs/harness.md "The JSON file"), which a table's `replay`
   * replays with the same settings; `null` before the game is over (its seed and moves would tell hidden
   * cards, G-5: docs/rulings-notes.md) and in a replay. Each call a new copy.
   */
  record(): GameRecord | null {
    return (!this.replayer && LATER.module?.gameRecord(this)) || null;
  }

  /** A log line for something that happened, or `null` for none (see `TableElement`). */
  protected abstract describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null;

  /**
   * Another seat's move as every seat saw it (G-5), for `table-move` and the
   * log: as made by default; a game hides what only its mover sees (You
   * Suck's traded card, YS-12). The viewer's own moves are reported as made.
   */
  protected publicMove(move: TableMoveDetail): TableMoveDetail {
    return move;
  }

  /** The focused control's replacement, and the viewer's first control when their turn begins. */
  protected abstract focusPrimary(): Promise<void>;

  /**
   * The setupData fields of the game's own attributes (`static ownAttributes`): the fields, or
   * `[attribute, problem]` (shown like any bad attribute), or a promise of what checking them
   * needs (a part loaded on demand: the game starts when it settles). None by default.
   */
  protected ownSetup(): Record<string, unknown> | [string, string] | Promise<unknown> {
    return {};
  }

  // ------------------------------------------------------------------------
  // Words and seats

  /** Number of players in the running game. */
  protected get numPlayers(): number {
    return this.controller.view?.ctx.numPlayers ?? this.players ?? this.tableClass.defaultPlayers;
  }

  /** The human's seat, or `null` when watching. */
  protected get viewer(): string | null {
    return this.controller.viewer;
  }

  /** "You" for the viewer, else "Seat k" (1-based). */
  protected seatName(seat: string): string {
    return seat === this.viewer ? this.t('seat.you') : this.t('seat.name', { n: Number(seat) + 1 });
  }

  /** `seat` as a message's person: its name, and `who`, `'you'` for the viewer's own seat, else `'other'`. */
  protected person(seat: string): { name: string; who: string } {
    return { name: this.seatName(seat), who: seat === this.viewer ? 'you' : 'other' };
  }

  /**
   * Who plays a seat, for players (issue 22): the bot named by strength, "Bot (strong)" (`ismcts`),
   * "Bot (easy)" (`ismcts:easy`), "Bot (hard)" (`ismcts:hard`, issue 24), "Bot (basic)" (`rule`), "Bot (random)", or "Bot (sees
   * all cards)" (`mcts`, `oracle`, which see every hand: docs/bots.md), with its spec
   * (`ismcts:easy`) as `title`; `['', '']` for the viewer or a seat without a bot.
   */
  protected seatDetail(seat: string): [text: string, title: string] {
    const bot = seat === this.viewer ? null : this.controller.botSpec(seat);
    return bot ? [this.t('seat.bot', { bot: bot.name, level: bot.level ?? '' }), formatBotSpec(bot)] : ['', ''];
  }

  /** True when the viewer may move now (never in a replay). */
  protected isViewerTurn(view: TableView<G>): boolean {
    return !this.replayer && this.viewer !== null && seatsToMove(view.ctx).includes(this.viewer);
  }

  /**
   * Pending from the viewer's move until its answer is painted (issue 20: ./later.ts
   * `answerFirst`): the table's update waits for it, so the click's frame draws only what the
   * move takes away fading out; the viewer's moves are refused meanwhile.
   */
  answering?: Promise<unknown>;

  /**
   * Makes the game's move `move(...args)` for the viewer (the game's own
   * table names its moves: `this.move('playCard', card)`), answered first
   * ({@link answering}). An illegal move changes nothing (G-4), nor does a
   * move while the last one is being drawn.
   * @returns whether the game accepted it
   */
  protected move(move: string, ...args: unknown[]): boolean {
    const made = !this.answering && this.controller.move(move, args);
    if (made) LATER.module?.answerFirst(this);
    return made;
  }

  // ------------------------------------------------------------------------
  // Lifecycle

  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.answering?.then(() => super.scheduleUpdate()) ?? super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // An attribute set to another value and back before this update (in one task) changed nothing.
    const changes = changed as Map<PropertyKey, unknown>;
    const restart = [...RESTART, ...this.tableClass.ownAttributes];
    if (!this.started || restart.some((k) => changes.has(k) && changes.get(k) !== this[k as keyof this])) {
      this.started = true;
      this.startGame();
    } else {
      if (changed.has('speed')) this.applySpeed();
      // A replay seats no bot.
      if (changed.has('bots') && !this.replayer) this.applyBots();
    }
    if (changed.has('openHands') || changed.has('players')) this.controller.setOpenHands(this.openHands);
    // A problem for each property a script was refused a write to (./later.ts `showRefusedWrites`).
    LATER.for(this)?.showRefusedWrites(this, refused(this));
    this.focusWasInside = this.matches(':focus-within');
  }

  protected override updated(): void {
    const view = this.controller.view;
    const turn = view ? this.isViewerTurn(view) : false;
    const lost = this.focusWasInside && !this.matches(':focus-within');
    // Keyboard flow: keep focus in the table when the focused control went
    // away, and bring it to the choices when the viewer's turn begins.
    if (lost || (turn && !this.wasViewerTurn && this.matches(':focus-within'))) void this.focusPrimary();
    this.wasViewerTurn = turn;
  }

  // ------------------------------------------------------------------------
  // Starting games, checking attributes, seating bots

  /** Starts game k + `more` of the seed (see {@link newGame}); a changed `seed` counts from game 1. */
  private startGame(more = 0): void {
    const start = ++this.starts;
    if (this.replay) {
      // A replay, loaded on demand (./replay.ts).
      this.tableClass.replayPart().then(
        (m) => m.startReplay(this, () => start === this.starts),
        (e: unknown) => start === this.starts && this.setProblems([{ message: messageOf(e) }]),
      );
      return;
    }
    // No replay now: the one shown stops (its timer, its keys).
    this.replayer?.end();
    this.replayer = undefined;
    if (this.seed !== this.playedSeed) {
      this.playedSeed = this.seed;
      this.played = 0;
    }
    const k = 1 + (this.played += more);
    const n = this.players ?? this.tableClass.defaultPlayers;
    const own = this.ownSetup();
    this.log = [];
    this.wasViewerTurn = false;
    if (own instanceof Promise) {
      this.controller.stop();
      this.setProblems([]);
      own.then(
        () => start === this.starts && this.startGame(),
        (e: unknown) => start === this.starts && this.setProblems([{ message: messageOf(e) }]),
      );
      return;
    }
    const { viewer, setupData, problems } = checkSetup(
      this.game,
      {
        players: n,
        seat: this.seat,
        variant: this.variant,
        dealer: this.dealer,
        deal: this.dealData(),
        speed: this.botSpeed,
      },
      {
        bad: (attribute, problem) => this.badAttribute(attribute, problem),
        seat: (max) => this.t('error.seat', { max: String(max) }),
        json: (problem) => this.t('error.json', { problem }),
        speed: () => this.t('error.speed'),
      },
      this.tableClass.dealSetup,
      Array.isArray(own) ? {} : own,
    );
    if (Array.isArray(own)) problems.push({ attribute: own[0], message: this.badAttribute(...own) });
    let bots: ReadonlyMap<string, BotSpec> = new Map();
    if (problems.every((p) => p.attribute !== 'players' && p.attribute !== 'seat')) {
      const built = this.seatBots(n, viewer);
      if (built instanceof Map) bots = built;
      else problems.push(built);
    }
    if (problems.length > 0) {
      this.controller.stop();
      this.setProblems(problems);
      return;
    }
    this.controller.speed = this.botSpeed;
    // The controller makes the match seed (a random one stays inside it).
    const failure = this.controller.start({ numPlayers: n, setupData, seed: this.seed, game: k, viewer, bots });
    this.setProblems(failure ? [{ message: failure }] : []);
  }

  /** `speed`, or its default when the attribute was removed. */
  private get botSpeed(): number {
    return this.speed ?? DEFAULT_SPEED;
  }

  /**
   * `deal` as data (G-3): a copy of what the page set (a script may set the
   * property to anything, e.g. a `Proxy`, and none of it may run here:
   * {@link plainCopy}), the attribute's {@link AttributeProblem}, or a new
   * one when the value cannot be copied.
   */
  protected dealData(): unknown {
    const deal = this.deal;
    if (deal === undefined) return undefined;
    const copy = plainCopy(deal);
    if (!copy) return new AttributeProblem('', this.t('error.notData'));
    return deal instanceof AttributeProblem ? deal : copy.value;
  }

  private badAttribute(attribute: string, problem: string): string {
    const value = attribute === 'deal' ? plainCopy(this.deal)?.value : this[attribute as keyof this];
    const read = (raw: string) =>
      attribute === 'deal' ? jsonAttribute.fromAttribute!(raw) : typeof value === 'number' ? Number(raw) : raw;
    return this.t('error.attribute', {
      attribute,
      value: shownValue(value, this.getAttribute(attribute), read),
      problem,
    });
  }

  /** The bots for every seat but the viewer's, or the problem with the `bots` attribute. */
  private seatBots(n: number, viewer: string | null): Map<string, BotSpec> | TableProblem {
    return seatBots(this.bots, {
      game: this.game,
      numPlayers: n,
      viewer,
      problem: (text) => ({ attribute: 'bots', message: this.badAttribute('bots', text) }),
      countError: (counts, count) =>
        this.t('error.botCount', { counts: formatList(counts.map(String), this.locale, 'disjunction'), count }),
    });
  }

  private applyBots(): void {
    if (!this.controller.view) return this.startGame();
    const built = this.seatBots(this.numPlayers, this.viewer);
    const ok = built instanceof Map;
    this.controller.setBots(ok ? built : new Map());
    this.setProblem('bots', ok ? undefined : built);
  }

  private applySpeed(): void {
    const ok = speedOk(this.botSpeed);
    if (ok) this.controller.speed = this.botSpeed;
    this.setProblem(
      'speed',
      ok ? undefined : { attribute: 'speed', message: this.badAttribute('speed', this.t('error.speed')) },
    );
  }

  /** Replaces the problem with `attribute` by `problem` (by none when absent). */
  private setProblem(attribute: string, problem?: TableProblem): void {
    const others = this.problems.filter((p) => p.attribute !== attribute);
    this.setProblems(problem ? [...others, problem] : others);
  }

  /** Sets the banner's problems and fires `table-error` for each new one. */
  private setProblems(problems: TableProblem[]): void {
    const seen = new Set(this.problems.map((p) => p.message));
    this.problems = problems;
    this.requestUpdate();
    for (const p of problems) if (!seen.has(p.message)) emit(this, 'table-error', { ...p });
  }

  private addProblems(problems: TableProblem[]): void {
    this.setProblems([...this.problems, ...problems]);
  }

  private onPlayEvent<K extends PlayEvent>(name: K, detail: TableEventMap[K]): void {
    const move = detail as TableMoveDetail;
    // The event and the log say of another seat's move only what every seat saw (G-5).
    if (name === 'table-move' && move.seat !== this.viewer) detail = this.publicMove(move) as TableEventMap[K];
    emit(this, name, detail);
    const text = this.describe(name, detail);
    if (text) {
      this.log = [...this.log, { id: ++this.logId, text }].slice(-LOG_LIMIT);
      this.requestUpdate();
    }
  }
}
