/**
 * `TableElement`: the base class of every game's table element
 * (`<cant-win-table>`, and later Instinct, TrickTakers, You Suck). It holds
 * what the four share:
 *
 * - the attributes `players`, `seat`, `bots`, `seed`, `variant`, `deal`,
 *   `dealer`, `speed`, `open-hands`, `review`, `lang`, their checks, and the
 *   error banner and `table-error` event for bad values;
 * - the {@link TableController} that runs the game and the bots;
 * - `newGame()`, the read-only `state`, the log, focus handling, and the
 *   shared part elements (defined once per page, on first construction).
 *
 * A subclass sets `static game` and renders the game (`renderGame`).
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { checkDealer, checkPlayers, checkVariant } from '../../games/common/setup.js';
import { isSeat, seatIds } from '../../games/common/seats.js';
import { createPlayer } from '../../bots/registry.js';
import { formatBotSpec, parseBotList } from '../../bots/spec.js';
import type { BotSpec, PlayerOptions, TablePlayer } from '../../bots/types.js';
import { AttributeProblem, jsonAttribute } from './attributes.js';
import { defineOnce } from './define.js';
import { errorBanner, type TableProblem } from './error-banner.js';
import { emit, type TableEventMap } from './events.js';
import { TtHand } from './hand.js';
import { format, formatList, messagesFor, registerLocale, resolveLocale, type MessageKey, type Messages } from './i18n.js';
import { TtLog, type LogEntry } from './log.js';
import { TtPicker } from './picker.js';
import { TtScoreSheet } from './score-sheet.js';
import { TtSeat } from './seat.js';
import { seatsToMove, TableController, type PlayEvent, type TableView } from './table-controller.js';
import { TtTrick } from './trick.js';

/** The shared part elements, by tag. Defined once per page (a second bundle reuses them). */
export const PART_ELEMENTS: Readonly<Record<string, CustomElementConstructor>> = {
  'tt-hand': TtHand,
  'tt-picker': TtPicker,
  'tt-trick': TtTrick,
  'tt-seat': TtSeat,
  'tt-score-sheet': TtScoreSheet,
  'tt-log': TtLog,
};

/** The attributes whose change starts a new game. */
const RESTART = ['players', 'seat', 'seed', 'variant', 'deal', 'dealer'] as const;

/** Milliseconds before each bot move, by default. */
const DEFAULT_SPEED = 600;

/** Log entries kept (the oldest are dropped). */
const LOG_LIMIT = 200;

/** A random match seed, when the page gives none. */
function randomSeed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}

export abstract class TableElement<G extends object = any> extends LitElement {
  static override properties = {
    players: { type: Number },
    seat: { type: String },
    bots: { type: String },
    seed: { type: String },
    variant: { type: String },
    deal: { converter: jsonAttribute },
    dealer: { type: String },
    speed: { type: Number },
    openHands: { type: Boolean, attribute: 'open-hands' },
    review: { type: Boolean },
    lang: { type: String },
  };

  /** The game this table plays; each subclass sets it. */
  static game: GameDescriptor;
  /** `players` when the attribute is absent. */
  static defaultPlayers = 4;
  /** The message naming the game, e.g. `'cw.title'`; the table's accessible name. */
  static titleKey: MessageKey;

  /**
   * Adds a language for every table on the page:
   * `customElements.get('cant-win-table').registerLocale('de', { 'hand.label': 'Deine Hand', … })`.
   * Keys left out stay English. Then `<cant-win-table lang="de">`.
   */
  static registerLocale(lang: string, messages: Partial<Messages>): void {
    registerLocale(lang, messages);
  }

  /** Number of players (`players` attribute); absent: the game's default. */
  players?: number;
  /** The human's seat, `"0"`…`"n-1"`, or `"none"` to watch the bots (`seat` attribute). */
  seat = '0';
  /**
   * The bots (`bots` attribute): one `name[:level]` for every other seat, or
   * a comma list with one per other seat in seat order, or one per seat
   * (the human's entry ignored).
   */
  bots = 'rule';
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
  /** Language of the table's text (`lang` attribute); default English. */
  override lang = '';

  /** Bad attributes and failed bots, shown in the error banner (set through `setProblems`). */
  protected problems: TableProblem[] = [];
  /** The game log (also the live region), newest last. */
  protected log: LogEntry[] = [];

  protected readonly controller: TableController<G>;
  private gameNumber = 1;
  private gameSeed = '';
  private started = false;
  private logId = 0;
  private focusWasInside = false;
  private wasViewerTurn = false;

  constructor() {
    super();
    for (const [tag, ctor] of Object.entries(PART_ELEMENTS)) defineOnce(tag, ctor);
    this.controller = new TableController<G>(this, {
      descriptor: this.game as GameDescriptor<G>,
      onEvent: (name, detail) => this.onPlayEvent(name, detail),
      onBotError: (seat, message) =>
        this.addProblems([{ message: this.t('error.bot', { name: this.seatName(seat), problem: message }) }]),
    });
  }

  /** The game descriptor (the subclass's `static game`). */
  protected get game(): GameDescriptor {
    return (this.constructor as typeof TableElement).game;
  }

  /**
   * The viewing seat's view: `G` from the game's `playerView` and `ctx`, with
   * no plugin or random data. A spectator (`seat="none"`) sees no hand unless
   * `open-hands` is set. `null` when no game is running (a bad attribute).
   * Read-only: treat it as frozen.
   */
  get state(): TableView<G> | null {
    const view = this.controller.view;
    return view ? { G: view.G, ctx: view.ctx } : null;
  }

  /**
   * Starts a new game with the same attributes. With a `seed`, game k of this
   * element uses the seed `"<seed>/<k>"` (game 1 uses `seed` itself), so a
   * sequence of games is reproducible too.
   */
  newGame(): void {
    this.gameNumber += 1;
    this.startGame();
  }

  // ------------------------------------------------------------------------
  // Rendering hooks for subclasses

  /** Renders the running game from the viewer's view. */
  protected abstract renderGame(view: TableView<G>): TemplateResult;

  /** A log line for something that happened, or `null` for none. */
  protected abstract describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null;

  // ------------------------------------------------------------------------
  // Helpers for subclasses

  /** The message table for `lang`. */
  protected get messages(): Messages {
    return messagesFor(this.lang);
  }

  /** The locale in use, e.g. `"en"`. */
  protected get locale(): string {
    return resolveLocale(this.lang);
  }

  /** The localized message `key`, with `{placeholders}` filled. */
  protected t(key: MessageKey, params?: Record<string, string | number>): string {
    return format(this.messages[key], params);
  }

  /** Names as a list: "Seat 1, Seat 2 and You". */
  protected list(items: readonly string[]): string {
    return formatList(items, this.locale);
  }

  /** Number of players in the running game. */
  protected get numPlayers(): number {
    return this.controller.view?.ctx.numPlayers ?? this.players ?? (this.constructor as typeof TableElement).defaultPlayers;
  }

  /** The human's seat, or `null` when watching. */
  protected get viewer(): string | null {
    return this.controller.viewer;
  }

  /** The seat drawn at the bottom: the viewer, or seat 0 when watching. */
  protected get anchorSeat(): string {
    return this.viewer ?? '0';
  }

  /** The seats clockwise from the bottom seat (G-1), the bottom seat first. */
  protected seatsFromAnchor(): string[] {
    const n = this.numPlayers;
    const a = Number(this.anchorSeat);
    return seatIds(n).map((_, i) => String((a + i) % n));
  }

  /** "You" for the viewer, else "Seat k" (1-based). */
  protected seatName(seat: string): string {
    return seat === this.viewer ? this.t('seat.you') : this.t('seat.name', { n: Number(seat) + 1 });
  }

  /** Who plays a seat: "you", or the bot's name. */
  protected seatDetail(seat: string): string {
    if (seat === this.viewer) return '';
    const player = this.controller.players.get(seat);
    return player ? this.t('seat.bot', { bot: formatBotSpec(player.spec) }) : '';
  }

  /** True when the viewer may move now. */
  protected isViewerTurn(view: TableView<G>): boolean {
    return this.viewer !== null && seatsToMove(view.ctx).includes(this.viewer);
  }

  /** Makes a move for the viewer; returns whether the game accepted it. */
  protected move(move: string, ...args: unknown[]): boolean {
    return this.controller.move(move, args);
  }

  /** The game-over banner: winners, per-seat result lines, and the "New game" button. */
  protected renderGameOver(view: TableView<G>, lines: readonly string[]): TemplateResult | typeof nothing {
    const over = view.ctx.gameover as { winners?: string[]; aborted?: boolean } | undefined;
    if (!over) return nothing;
    const winners = over.winners ?? [];
    const names = winners.map((s) => this.seatName(s));
    const headline = over.aborted
      ? this.t('gameOver.aborted')
      : winners.length === 1 && winners[0] === this.viewer
        ? this.t('gameOver.youWin')
        : winners.length === 1
          ? this.t('gameOver.winner', { name: names[0]! })
          : this.t('gameOver.shared', { names: this.list(names) });
    return html`<div class="game-over" part="game-over">
      <h2 class="game-over-title">${this.t('gameOver.title')}</h2>
      <p class="winners" part="winners">${headline}</p>
      <ul class="results">
        ${lines.map((l) => html`<li>${l}</li>`)}
      </ul>
      <button type="button" class="new-game" part="new-game" @click=${() => this.newGame()}>${this.t('newGame')}</button>
    </div>`;
  }

  // ------------------------------------------------------------------------
  // Lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.started || RESTART.some((k) => changed.has(k))) {
      this.started = true;
      this.startGame();
    } else {
      if (changed.has('bots')) this.applyBots();
      if (changed.has('speed')) this.applySpeed();
    }
    if (changed.has('openHands') || changed.has('players')) this.controller.setOpenHands(this.openHands);
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

  /** Focuses the main control now: a picker, else the hand, else "New game". */
  protected async focusPrimary(): Promise<void> {
    const root = this.renderRoot;
    const target =
      root.querySelector<HTMLElement>('tt-picker') ??
      root.querySelector<HTMLElement>('tt-hand') ??
      root.querySelector<HTMLElement>('.new-game');
    // A part created by this render has not rendered its own buttons yet.
    await (target as Partial<LitElement> | null)?.updateComplete;
    if (target?.isConnected) target.focus();
  }

  protected override render(): TemplateResult {
    const view = this.controller.view;
    const titleKey = (this.constructor as typeof TableElement).titleKey;
    return html`<div class="table" part="table" lang=${this.locale} role="group" aria-label=${this.t(titleKey)}>
      ${errorBanner(this.problems, this.t('error.title'))} ${view ? this.renderGame(view) : nothing}
    </div>`;
  }

  // ------------------------------------------------------------------------
  // Starting games and checking attributes

  private startGame(): void {
    const previous = this.problems;
    const problems: TableProblem[] = [];
    const bad = (attribute: string, problem: string | undefined) => {
      if (problem !== undefined) problems.push({ attribute, message: this.badAttribute(attribute, problem) });
    };
    const game = this.game;
    const n = this.players ?? (this.constructor as typeof TableElement).defaultPlayers;
    bad('players', checkPlayers(n, game.minPlayers, game.maxPlayers));
    const nOk = problems.length === 0;
    // A removed attribute reads as null: back to the default.
    const seat = this.seat ?? '0';
    const viewer = seat === 'none' ? null : seat;
    if (nOk && viewer !== null && !isSeat(viewer, n)) {
      bad('seat', this.t('error.seat', { max: String(n - 1) }));
    }
    const variant = this.variant || undefined;
    bad('variant', checkVariant(variant, game.variants));
    const dealer = this.dealer || undefined;
    if (nOk) bad('dealer', checkDealer(dealer, n));
    let deal: unknown = this.deal;
    if (deal instanceof AttributeProblem) {
      bad('deal', this.t('error.json', { problem: deal.problem }));
      deal = undefined;
    } else if (deal !== undefined && nOk) {
      const check = game.game.validateSetupData?.({ deal } as any, n);
      bad('deal', check);
    }
    if (!this.speedOk) bad('speed', this.t('error.speed'));

    this.gameSeed = this.seed ? (this.gameNumber === 1 ? this.seed : `${this.seed}/${this.gameNumber}`) : randomSeed();
    let players = new Map<string, TablePlayer>();
    if (nOk && problems.every((p) => p.attribute !== 'seat')) {
      const built = this.buildBots(n, viewer);
      if (built instanceof Map) players = built;
      else problems.push(built);
    }

    this.log = [];
    this.wasViewerTurn = false;
    if (problems.length > 0) {
      this.controller.stop();
      this.setProblems(problems, previous);
      return;
    }
    this.controller.players = players;
    this.controller.speed = this.botSpeed;
    const setupData: Record<string, unknown> = {};
    if (dealer !== undefined) setupData.dealer = dealer;
    if (variant !== undefined) setupData.variant = variant;
    if (deal !== undefined) setupData.deal = deal;
    const failure = this.controller.start({ numPlayers: n, setupData, seed: this.gameSeed, viewer });
    this.setProblems(failure ? [{ message: failure }] : [], previous);
  }

  /** `speed`, or its default when the attribute was removed. */
  private get botSpeed(): number {
    return this.speed ?? DEFAULT_SPEED;
  }

  private get speedOk(): boolean {
    return Number.isFinite(this.botSpeed) && this.botSpeed >= 0;
  }

  private badAttribute(attribute: string, problem: string): string {
    const raw = this.getAttribute(attribute === 'openHands' ? 'open-hands' : attribute);
    return this.t('error.attribute', { attribute, value: raw ?? '', problem });
  }

  /** The bots for every seat but the viewer's, or the problem with the `bots` attribute. */
  private buildBots(n: number, viewer: string | null): Map<string, TablePlayer> | TableProblem {
    const problem = (text: string): TableProblem => ({ attribute: 'bots', message: this.badAttribute('bots', text) });
    let specs: BotSpec[];
    try {
      specs = parseBotList(this.bots || 'rule');
    } catch (e) {
      return problem(e instanceof Error ? e.message : String(e));
    }
    const botSeats = seatIds(n).filter((s) => s !== viewer);
    let specOf: (seat: string, i: number) => BotSpec;
    if (specs.length === 1) specOf = () => specs[0]!;
    else if (specs.length === botSeats.length) specOf = (_s, i) => specs[i]!;
    else if (specs.length === n) specOf = (s) => specs[Number(s)]!;
    else {
      const counts = viewer === null ? `1 or ${n}` : `1, ${n - 1} or ${n}`;
      return problem(this.t('error.botCount', { counts, count: specs.length }));
    }
    const players = new Map<string, TablePlayer>();
    for (const [i, seat] of botSeats.entries()) {
      const spec = specOf(seat, i);
      // `async`: bots that search (mcts) yield to the page between chunks (boardgame.io's async mode).
      const opts: PlayerOptions = {
        seed: `${this.gameSeed}/bot/${seat}`,
        numPlayers: n,
        async: true,
      };
      try {
        players.set(seat, createPlayer(this.game, spec, opts));
      } catch (e) {
        return problem(e instanceof Error ? e.message : String(e));
      }
    }
    return players;
  }

  private applyBots(): void {
    const previous = this.problems;
    const others = previous.filter((p) => p.attribute !== 'bots');
    if (!this.controller.view) return this.startGame();
    const built = this.buildBots(this.numPlayers, this.viewer);
    if (built instanceof Map) {
      this.controller.players = built;
      this.setProblems(others, previous);
    } else {
      this.controller.players = new Map();
      this.setProblems([...others, built], previous);
    }
    this.controller.nudge();
  }

  private applySpeed(): void {
    const previous = this.problems;
    const others = previous.filter((p) => p.attribute !== 'speed');
    if (!this.speedOk) {
      this.setProblems([...others, { attribute: 'speed', message: this.badAttribute('speed', this.t('error.speed')) }], previous);
      return;
    }
    this.controller.speed = this.botSpeed;
    this.setProblems(others, previous);
  }

  /** Sets the banner's problems and fires `table-error` for each new one. */
  private setProblems(problems: TableProblem[], previous: readonly TableProblem[]): void {
    this.problems = problems;
    this.requestUpdate();
    const seen = new Set(previous.map((p) => p.message));
    for (const p of problems) if (!seen.has(p.message)) emit(this, 'table-error', { ...p });
  }

  private addProblems(problems: TableProblem[]): void {
    this.setProblems([...this.problems, ...problems], this.problems);
  }

  private onPlayEvent<K extends PlayEvent>(name: K, detail: TableEventMap[K]): void {
    emit(this, name, detail);
    const text = this.describe(name, detail);
    if (text) {
      this.log = [...this.log, { id: ++this.logId, text }].slice(-LOG_LIMIT);
      this.requestUpdate();
    }
  }
}
