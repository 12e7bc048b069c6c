/**
 * `TableElement`: the base class of every game's table element
 * (`<cant-win-table>`, `<instinct-table>`, and later TrickTakers and You
 * Suck). It holds what the four share:
 *
 * - the attributes `players`, `seat`, `bots`, `seed`, `variant`, `deal`,
 *   `dealer`, `speed`, `open-hands`, `review`, `lang`, their checks, and the
 *   error banner and `table-error` event for bad values;
 * - the {@link TableController} that runs the game and the bots;
 * - `newGame()`, the read-only `state`, the log, focus handling, and the
 *   shared part elements (defined once per page, on first construction);
 * - the pieces every game draws the same way: card faces from the game's
 *   suit symbols, suit badges, seat panels, the status bar, pickers (bids),
 *   the hand, the score sheet, the game-over panel, and the log lines for
 *   bids, tricks, rounds and the end.
 *
 * A subclass sets `static game`, `static suits` and `static messagePrefix`,
 * and renders the game (`renderGame`). Games that play one trick at a time
 * extend {@link TrickTable} (./trick-table.ts), which draws the whole table.
 */
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { range, rankOf, sortCards, suitOf } from '../../games/common/cards.js';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { checkDealer, checkPlayers, checkVariant } from '../../games/common/setup.js';
import { isSeat, seatIds, seatsToMove } from '../../games/common/seats.js';
import { checkBotSpec } from '../../bots/spec.js';
import { formatBotSpec, parseBotList } from '../../bots/spec.js';
import type { BotSpec, PlayerOptions } from '../../bots/types.js';
import { AttributeProblem, jsonAttribute } from './attributes.js';
import type { BotWorkers, SeatedBot } from './bot-runner.js';
import { suitBadge, type CardFace, type SymbolShape } from './card.js';
import { defineOnce } from './define.js';
import { errorBanner, type TableProblem } from './error-banner.js';
import { emit, type TableEventMap } from './events.js';
import { TtHand, type HandCard } from './hand.js';
import { format, formatList, messagesFor, registerLocale, resolveLocale, type MessageKey, type Messages } from './i18n.js';
import { TtLog, type LogEntry } from './log.js';
import { TtPicker, type PickerOption } from './picker.js';
import { TtScoreSheet, type ScoreGroup, type ScoreRow } from './score-sheet.js';
import { seatStats, TtSeat, type SeatStat } from './seat.js';
import { TableController, type PlayEvent, type TableView } from './table-controller.js';
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

/** The bots when the `bots` attribute is absent: `ismcts` at its default level, `normal`. */
const DEFAULT_BOTS = 'ismcts';

/** Log entries kept (the oldest are dropped). */
const LOG_LIMIT = 200;

/** A random match seed, when the page gives none. */
function randomSeed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}

/**
 * The base of every table element. Its JSDoc lists what every table has in
 * common; the Custom Elements Manifest analyzer copies it into each table's
 * entry (a table's own tags win over these).
 *
 * @fires table-move - a seat made a move; detail `{ seat, move, args }`
 * @fires table-trick-end - a trick was completed; detail `{ round, winner, plays }`
 * @fires table-round-end - a round was scored; detail `{ round, row }`
 * @fires table-game-over - the game ended; detail `{ winners, scores, winner? }`
 * @fires table-error - a bad attribute or a failed bot; detail `{ message, attribute? }`
 *
 * @csspart table - the whole table
 * @csspart error - the error banner
 * @csspart status - the status bar (round, dealer, whose turn)
 * @csspart felt - the playing area
 * @csspart seats - the row of the other seats
 * @csspart seat - one seat panel
 * @csspart seat-name - a seat's name
 * @csspart marker - a marker on a seat (dealer…)
 * @csspart thinking - the "thinking" note of a bot's seat
 * @csspart middle - the middle of the table before a round's first card
 * @csspart trick - the trick area
 * @csspart play - one card of the trick, with its seat's name
 * @csspart lead - the "lead" badge in the trick
 * @csspart trick-caption - the trick's caption (lead suit, or who took it)
 * @csspart card - a card (in the hand or the trick)
 * @csspart card-playable - a card of your hand that you may play now
 * @csspart card-disabled - a card of your hand that you may not play now
 * @csspart reason - the line that says why a card was refused
 * @csspart bids - the choices on your turn (bids…)
 * @csspart option - a choice button
 * @csspart hand - your hand
 * @csspart review - the round's earlier tricks (with `review`)
 * @csspart score-sheet - the score sheet
 * @csspart score-table - the score sheet's table
 * @csspart total - the final-score row of the score sheet
 * @csspart log - the game log
 * @csspart log-list - the log's list
 * @csspart log-entry - one line of the log
 * @csspart game-over - the game-over panel
 * @csspart winners - the winners line of the game-over panel
 * @csspart new-game - the "New game" button
 *
 * @cssproperty [--table-felt=#1d5c3f] - felt colour
 * @cssproperty [--table-felt-edge=#123d29] - colour around the felt
 * @cssproperty [--table-ink=#f5f1e6] - text colour on the felt
 * @cssproperty [--table-font=system-ui, sans-serif] - font
 * @cssproperty [--table-radius=18px] - corner radius
 * @cssproperty [--card-width=64px] - card width (height is 1.4×)
 * @cssproperty [--card-width-narrow=44px] - card width when the table is under 520px wide
 * @cssproperty [--focus-ring=#ffd54a] - keyboard focus outline
 * @cssproperty [--playable-glow=#ffe066] - outline of the cards you may play
 * @cssproperty [--seat-bg=rgb(0 0 0 / 0.28)] - seat panel background
 * @cssproperty [--sheet-bg=#fdfbf5] - score sheet background
 * @cssproperty [--log-height=10em] - height of the log
 */
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
  /** The game's bot worker scripts, imported on the first bot decision (./bot-runner.ts). */
  static botWorkers?: BotWorkers;
  /** `players` when the attribute is absent. */
  static defaultPlayers = 4;
  /** The message naming the game, e.g. `'cw.title'`; the table's accessible name. */
  static titleKey: MessageKey;
  /**
   * Each suit's symbol (colour is never the only cue, WCAG 1.4.1), in the
   * order a hand is sorted. Each suit's hue is `--suit-<suit>` in the
   * table's styles.
   */
  static suits: Readonly<Record<string, SymbolShape>> = {};
  /**
   * The prefix of the game's own message keys, e.g. `'cw'`. A game's
   * `<prefix>.<key>` overrides the shared `<key>` where {@link gameText} is
   * used (e.g. `cw.reason.wrong-stage` over `reason.wrong-stage`).
   */
  static messagePrefix = '';

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
  private get tableClass(): typeof TableElement {
    return this.constructor as typeof TableElement;
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
   * Where the bots decide, read-only: `"worker"` (a Web Worker, so the page
   * never waits for them), or `"main"` when the page cannot start one (a
   * Content-Security-Policy without `worker-src blob:`) and they run on the
   * page's main thread instead.
   */
  get botRunner(): 'worker' | 'main' {
    return this.controller.botThread;
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

  /**
   * A log line for something that happened, or `null` for none. This one
   * tells bids, trick winners, round points and the result; a game adds its
   * own moves and calls `super.describe` for the rest.
   */
  protected describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null {
    switch (name) {
      case 'table-move': {
        const d = detail as TableEventMap['table-move'];
        return d.move === 'bid' ? this.t('log.bid', { name: this.seatName(d.seat), n: Number(d.args[0]) }) : null;
      }
      case 'table-trick-end': {
        const d = detail as TableEventMap['table-trick-end'];
        const win = d.plays.find((p) => p.seat === d.winner);
        if (!win || d.winner === null) return null;
        return this.t('log.trick', { name: this.seatName(d.winner), card: this.cardName(win.card) });
      }
      case 'table-round-end': {
        const d = detail as TableEventMap['table-round-end'];
        const points = d.row.points.map((p, s) => this.t('log.points', { name: this.seatName(String(s)), points: p }));
        return this.t('log.round', { n: d.round, points: this.list(points) });
      }
      case 'table-game-over': {
        const d = detail as TableEventMap['table-game-over'];
        if (d.aborted) return this.t('log.gameOver', { result: this.t('gameOver.aborted') });
        const names = d.winners.map((s) => this.seatName(s));
        const result =
          names.length === 1 ? this.t('gameOver.winner', { name: names[0]! }) : this.t('gameOver.shared', { names: this.list(names) });
        return this.t('log.gameOver', { result });
      }
      default:
        return null;
    }
  }

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

  /**
   * The game's own message `<prefix>.<key>` when the locale has it, else the
   * shared `<key>`: e.g. a rule error's reason, `gameText('reason.must-follow')`.
   */
  protected gameText(key: string, params?: Record<string, string | number>): string {
    const own = `${this.tableClass.messagePrefix}.${key}`;
    return this.t((own in this.messages ? own : key) as MessageKey, params);
  }

  /** Names as a list: "Seat 1, Seat 2 and You". */
  protected list(items: readonly string[]): string {
    return formatList(items, this.locale);
  }

  /** Number of players in the running game. */
  protected get numPlayers(): number {
    return this.controller.view?.ctx.numPlayers ?? this.players ?? this.tableClass.defaultPlayers;
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
    const bot = this.controller.players.get(seat);
    return bot ? this.t('seat.bot', { bot: formatBotSpec(bot.spec) }) : '';
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
  // Cards, suits and the shared pieces of a table

  /** A suit's name, e.g. "pink": the message `<prefix>.suit.<suit>`. */
  protected suitName(suit: string): string {
    return this.t(`${this.tableClass.messagePrefix}.suit.${suit}` as MessageKey);
  }

  /** A card's spoken name, e.g. "pink 7". */
  protected cardName(card: string): string {
    return this.t('card.name', { suit: this.suitName(suitOf(card)), rank: rankOf(card) });
  }

  /** A suit's symbol (`static suits`). */
  protected suitSymbol(suit: string): SymbolShape {
    return this.tableClass.suits[suit] ?? 'circle';
  }

  /** A suited card's face: rank, suit symbol and spoken name; `extra` overrides or adds (a note, a banner). */
  protected face(card: string, extra: Partial<CardFace> = {}): CardFace {
    const suit = suitOf(card);
    return { id: card, suit, rank: String(rankOf(card)), symbol: this.suitSymbol(suit), label: this.cardName(card), ...extra };
  }

  /** Cards in display order: by the order of `static suits`, then by rank. */
  protected sortHand(cards: readonly string[]): string[] {
    return sortCards(cards, Object.keys(this.tableClass.suits));
  }

  /** Text with a suit's symbol in its hue, e.g. the lead suit. */
  protected suitBadge(suit: string, text: string): TemplateResult {
    return suitBadge(this.suitSymbol(suit), suit, text);
  }

  /**
   * One seat's panel (`<tt-seat>`): name, who plays it, `markers`, the
   * game's public numbers (`stats`), its hidden hand as a count of backs,
   * or its cards face up with `open-hands`. The view must have `hands`
   * and `handSizes` (G-5, games/common/view.ts).
   */
  protected renderSeatPanel(
    view: TableView<G>,
    seat: string,
    opts: { markers: string[]; stats: SeatStat[]; active: boolean },
  ): TemplateResult {
    const G = view.G as { hands?: (string[] | null)[]; handSizes?: number[] };
    const s = Number(seat);
    const hand = G.hands?.[s];
    const own = seat === this.viewer;
    const count = G.handSizes?.[s] ?? 0;
    return html`<tt-seat
      part="seat"
      exportparts="seat-name, marker, thinking"
      data-seat=${seat}
      .name=${this.seatName(seat)}
      .detail=${this.seatDetail(seat)}
      .markers=${opts.markers}
      ?active=${opts.active}
      ?thinking=${this.controller.thinking === seat}
      .thinkingText=${this.t('seat.thinking')}
      .cardCount=${own ? null : count}
      .cardCountText=${this.t('seat.cards', { count })}
      .cards=${!own && hand ? this.sortHand(hand).map((c) => this.face(c)) : null}
      >${seatStats(opts.stats)}</tt-seat
    >`;
  }

  /**
   * The status bar: `items` (round, dealer, the game's own facts), then who
   * is being waited for, and the viewer's prompt (announced politely).
   */
  protected renderStatusBar(items: readonly unknown[], waiting: string, turn: string): TemplateResult {
    return html`<p class="status" part="status">
      ${items.map((item) => html`<span>${item}</span>`)}
      ${waiting ? html`<span class="waiting">${waiting}</span>` : nothing}
      <span class="turn" aria-live="polite">${turn}</span>
    </p>`;
  }

  /** "Seat 2 is thinking…" while its bot decides, else `text` (e.g. "Waiting for Seat 2"). */
  protected waitingFor(seat: string, text: (name: string) => string): string {
    const name = this.seatName(seat);
    return this.controller.thinking === seat ? this.t('status.thinking', { name }) : text(name);
  }

  /** A group of choices (`<tt-picker data-pick=kind>`); a pick makes `move` with the picked value. */
  protected renderPicker(
    kind: string,
    opts: { label: string; note?: string; options: PickerOption[]; compact?: boolean; pick: (value: string) => void },
  ): TemplateResult {
    return html`<tt-picker
      data-pick=${kind}
      ?compact=${opts.compact ?? false}
      exportparts="option"
      .label=${opts.label}
      .note=${opts.note ?? ''}
      .options=${opts.options}
      @tt-pick=${(e: CustomEvent<{ value: string }>) => {
        e.stopPropagation();
        opts.pick(e.detail.value);
      }}
    ></tt-picker>`;
  }

  /** The bid picker's options, `0…max` ("Bid 3"); a pick makes the move `bid(n)`. */
  protected renderBidPicker(max: number, note: string): TemplateResult {
    return this.renderPicker('bid', {
      label: this.t('bid.pick'),
      note,
      compact: true,
      options: range(0, max).map((b) => ({ value: String(b), label: String(b), ariaLabel: this.t('bid.n', { n: b }) })),
      pick: (value) => this.move('bid', Number(value)),
    });
  }

  /** The viewer's hand (`<tt-hand>`); playing a card makes the move `playCard(card)`. */
  protected renderHandPart(cards: HandCard[]): TemplateResult {
    return html`<tt-hand
      part="hand"
      exportparts="card, card-playable, card-disabled, reason"
      .label=${this.t('hand.label')}
      .emptyText=${this.t('hand.empty')}
      .cards=${cards}
      @tt-play=${(e: CustomEvent<{ card: string }>) => {
        e.stopPropagation();
        this.move('playCard', e.detail.card);
      }}
      @tt-refused=${(e: Event) => e.stopPropagation()}
    ></tt-hand>`;
  }

  /** One score-sheet group per round ("Round 2"), with the rows `rows` gives for that round. */
  protected roundGroups<R extends { round: number }>(sheet: readonly R[], rows: (round: R) => ScoreRow[]): ScoreGroup[] {
    return sheet.map((r) => ({ label: this.t('sheet.round', { n: r.round }), rows: rows(r) }));
  }

  /** The score sheet: a column per seat (the winners set off), a group of rows per round, and the footer. */
  protected renderScoreSheet(view: TableView<G>, groups: ScoreGroup[], footer: ScoreRow[]): TemplateResult {
    const winners = (view.ctx.gameover as { winners?: string[] } | undefined)?.winners ?? [];
    return html`<tt-score-sheet
      part="score-sheet"
      exportparts="table: score-table, total"
      .caption=${this.t('sheet.caption')}
      .columns=${seatIds(view.ctx.numPlayers).map((s) => ({ label: this.seatName(s), highlight: winners.includes(s) }))}
      .groups=${groups}
      .footer=${footer}
      .emptyText=${this.t('sheet.empty')}
    ></tt-score-sheet>`;
  }

  /** The game's log (`<tt-log>`), the table's polite live region. */
  protected renderLog(): TemplateResult {
    return html`<tt-log part="log" exportparts="list: log-list, entry: log-entry" .label=${this.t('log.label')} .entries=${this.log}></tt-log>`;
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
    const titleKey = this.tableClass.titleKey;
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
    const n = this.players ?? this.tableClass.defaultPlayers;
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
    let players: ReadonlyMap<string, SeatedBot> = new Map();
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
  private buildBots(n: number, viewer: string | null): Map<string, SeatedBot> | TableProblem {
    const problem = (text: string): TableProblem => ({ attribute: 'bots', message: this.badAttribute('bots', text) });
    let specs: BotSpec[];
    try {
      specs = parseBotList(this.bots || DEFAULT_BOTS);
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
    const players = new Map<string, SeatedBot>();
    for (const [i, seat] of botSeats.entries()) {
      const spec = specOf(seat, i);
      const opts: PlayerOptions = { seed: `${this.gameSeed}/bot/${seat}`, numPlayers: n };
      try {
        checkBotSpec(this.game, spec);
        players.set(seat, { spec, opts });
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
