/**
 * `TableElement`: the base class of every game's table element. On top of
 * {@link TableBase} (./table-base.ts: the attributes, the game, the bots and
 * the log) it draws what every game draws the same way: card faces, suit
 * badges, seat panels, the status bar, pickers (bids, tiles, characters),
 * the hand, the score sheet, the game-over panel, the fair hint (./hint.ts)
 * and the log's lines (./table-pieces.ts, ./log-lines.ts), and it defines
 * the shared part elements once per page. What no first screen needs at
 * once (the score sheet and log elements, the trick, the summary, the
 * game-over panel, the log's later lines, the hint) arrives on demand
 * (./part-elements.ts, ./on-demand.ts). It names no move: the hand
 * reports a chosen card, a picker a picked value, to a callback the game's
 * table gives, and the game words its own moves (`describeMove`).
 *
 * A subclass sets `static game`, `static suits` and `static messagePrefix`,
 * and renders the game (`renderGame`). Games that play one trick at a time
 * extend {@link TrickTable} (./trick-table.ts), which draws the whole table.
 */
import { html, nothing, type LitElement, type PropertyValues, type TemplateResult } from 'lit';
import type { Hint } from '../../bots/hint.js';
import { range, rankOf, sortCards, suitOf } from '../../games/common/cards.js';
import type { RoundRecord } from '../../games/common/descriptor.js';
import { seatIds } from '../../games/common/seats.js';
import { suitBadge, type CardFace, type SymbolShape } from './card.js';
import { errorBanner } from './error-banner.js';
import { definePartElements, HINT, LATER } from './part-elements.js';
import type { HintController } from './hint.js';
import { followInput, keyboardLast } from './input-mode.js';
import type { TableEventMap, TableMoveDetail } from './events.js';
import type { HandCard } from './hand.js';
import type { MessageKey } from './i18n.js';
import type { LogWords } from './log-lines.js';
import { type ScoreGroup, type ScoreRow } from './score-sheet.js';
import { seatStats, type SeatStat } from './seat.js';
import { TableBase } from './table-base.js';
import type { PlayEvent, TableView } from './table-controller.js';
import {
  handPart,
  logPart,
  pickerPart,
  recordRows,
  roundGroups,
  scoreSheetPart,
  statusBar,
  type PickerPart,
} from './table-pieces.js';
import { unchanged } from './unchanged.js';

/**
 * The base of every table element. Its JSDoc lists what every table has in
 * common (the attributes are {@link TableBase}'s); the Custom Elements
 * Manifest analyzer copies it into each table's entry (a table's own tags
 * win over these).
 *
 * @fires table-move - a seat made a move; detail `{ seat, move, args }`
 * @fires table-trick-end - a trick was completed; detail `{ round, winner, plays }`
 * @fires table-round-end - a round was scored; detail `{ round, row }`
 * @fires table-game-over - the game ended; detail `{ winners, scores, winner? }`
 * @fires table-error - a bad attribute, a replay that does not replay, or a failed bot; detail `{ message, attribute? }`
 * @fires table-replay-step - a replay shows another position; detail `{ position, length, move }`
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
 * @csspart option-suggested - the choice the fair hint suggests (with `hint`)
 * @csspart card-suggested - the card the fair hint suggests (with `hint`)
 * @csspart hint - the fair hint's panel, a polite live region (with `hint`)
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
 * @csspart replay - a replay's controls (with `replay`)
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
 * @cssproperty [--hint-colour=#ffd54a] - outline of the hinted card or choice, and of the hint panel
 */
export abstract class TableElement<G extends object = any> extends TableBase<G> {
  /**
   * Each suit's symbol (colour is never the only cue, WCAG 1.4.1), in the
   * order a hand is sorted. Each suit's hue is `--suit-<suit>` in the
   * table's styles.
   */
  static suits: Readonly<Record<string, SymbolShape>> = {};
  static override properties = { ...TableBase.properties, showHint: { type: Boolean, attribute: 'hint' } };
  /** Show the fair hint on the human's turns (`hint` attribute; ./hint.ts). */
  showHint = false;
  /** The hint's controller (./hint.ts), made once its module has arrived (it is asked for while `hint` is set). */
  private hints?: HintController;

  constructor() {
    super();
    definePartElements();
    followInput();
  }

  /**
   * The fair hint for the human's seat now, `{ move, chance?, closeCall }`
   * (src/bots/hint.ts), with or without the `hint` attribute.
   * @throws (rejects with) an Error when it is not the human's turn
   */
  hint(): Promise<Hint> {
    return this.controller.hint();
  }

  // ------------------------------------------------------------------------
  // Hooks for subclasses

  /** Renders the running game from the viewer's view. */
  protected abstract renderGame(view: TableView<G>): TemplateResult;

  /**
   * The log line for a seat's move (`table-move`'s `{ seat, move, args }`),
   * or `null` for none. The game words its own moves: e.g. Can't Win's
   * `chooseTile`, or a bid with {@link describeBid}. None by default.
   */
  protected describeMove(_move: TableMoveDetail): string | null {
    return null;
  }

  /** "Seat 2 bid 3.": the shared wording of a bid, for {@link describeMove}. */
  protected describeBid(seat: string, bid: number): string {
    return this.t('log.bid', { ...this.person(seat), n: bid });
  }

  /**
   * A log line for something that happened, or `null` for none: the game's
   * own line for a move ({@link describeMove}), the trick winners, round
   * points and the result (./log-lines.ts, in ./later.ts: no trick ends
   * before it has arrived, as the bots wait for it).
   */
  protected describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null {
    if (name === 'table-move') return this.describeMove(detail as TableMoveDetail);
    return LATER.module?.describeEvent(this.logWords, name, detail) ?? null;
  }

  /** The table's words as the log's lines (and a game's own pieces) read them. */
  protected get logWords(): LogWords {
    return {
      t: (key, params) => this.t(key, params),
      seatName: (seat) => this.seatName(seat),
      person: (seat) => this.person(seat),
      cardName: (card) => this.cardName(card),
      list: (items) => this.list(items),
      describeMove: (move) => this.describeMove(move),
    };
  }

  // ------------------------------------------------------------------------
  // Seats, cards and suits

  /** The subclass, for its static settings. */
  private get elementClass(): typeof TableElement {
    return this.constructor as typeof TableElement;
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

  /** A suit's name, e.g. "pink": the message `<prefix>.suit.<suit>`. */
  protected suitName(suit: string): string {
    return this.t(`${this.tableClass.messagePrefix}.suit.${suit}` as MessageKey);
  }

  /** A card's spoken name, e.g. "pink 7". */
  protected cardName(card: string): string {
    return this.t('card.name', { suit: this.suitName(suitOf(card)), rank: rankOf(card) });
  }

  /** A suit's symbol (`static suits`); none (an empty path) for a suit the game does not list. */
  protected suitSymbol(suit: string): SymbolShape {
    return this.elementClass.suits[suit] ?? '';
  }

  /** A suited card's face: rank, suit symbol and spoken name; `extra` overrides or adds (a note, a banner). */
  protected face(card: string, extra: Partial<CardFace> = {}): CardFace {
    const suit = suitOf(card);
    return {
      id: card,
      suit,
      rank: String(rankOf(card)),
      symbol: this.suitSymbol(suit),
      label: this.cardName(card),
      ...extra,
    };
  }

  /** Cards in display order: by the order of `static suits`, then by rank. */
  protected sortHand(cards: readonly string[]): string[] {
    return sortCards(cards, Object.keys(this.elementClass.suits));
  }

  /** Text with a suit's symbol in its hue, e.g. the lead suit. */
  protected suitBadge(suit: string, text: string): TemplateResult {
    return suitBadge(this.suitSymbol(suit), suit, text);
  }

  // ------------------------------------------------------------------------
  // The pieces of a table

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
    const [detail, detailTitle] = this.seatDetail(seat);
    return html`<tt-seat
      part="seat"
      exportparts="seat-name, marker, thinking"
      data-seat=${seat}
      .name=${this.seatName(seat)}
      .detail=${detail}
      .detailTitle=${detailTitle}
      .markers=${unchanged(opts.markers)}
      ?active=${opts.active}
      ?thinking=${this.controller.thinking === seat}
      .thinkingText=${this.t('seat.thinking')}
      .cardCount=${own ? null : count}
      .cardCountText=${this.t('seat.cards', { count })}
      .cards=${unchanged(!own && hand ? this.sortHand(hand).map((c) => this.face(c)) : null)}
      >${seatStats(opts.stats)}</tt-seat
    >`;
  }

  /** The status bar: `items` (round, the game's own facts), who is being waited for, the viewer's prompt. */
  protected renderStatusBar(items: readonly unknown[], waiting: string, turn: string): TemplateResult {
    return statusBar(items, waiting, turn);
  }

  /** "Seat 2 is thinking…" while its bot decides, else `text` (e.g. "Waiting for Seat 2"). */
  protected waitingFor(seat: string, text: (name: string) => string): string {
    const name = this.seatName(seat);
    return this.controller.thinking === seat ? this.t('status.thinking', { name }) : text(name);
  }

  /** A choice from a list (`<tt-picker data-pick=kind>`): tiles, characters…; a pick calls `opts.pick` with its value. */
  protected renderPicker(kind: string, opts: PickerPart): TemplateResult {
    const hints = this.hints;
    return pickerPart(kind, {
      ...opts,
      options: hints ? HINT.module!.suggestOption(opts.options, hints) : opts.options,
    });
  }

  /** The bid picker (`data-pick="bid"`), `0…max` ("Bid 3"), headed `bid.pick` or the game's own; a pick calls `onBid` with the number. */
  protected renderBidPicker(max: number, note: string, onBid: (bid: number) => void): TemplateResult {
    return this.renderPicker('bid', {
      label: this.gameText('bid.pick'),
      note,
      compact: true,
      options: range(0, max).map((b) => ({ value: String(b), label: String(b), ariaLabel: this.t('bid.n', { n: b }) })),
      pick: (value) => onBid(Number(value)),
    });
  }

  /** The viewer's hand (`<tt-hand>`); a playable card the viewer chooses goes to `choose`; `emptyText` when it holds none. */
  protected renderHandPart(
    cards: HandCard[],
    choose: (card: string) => void,
    emptyText = this.t('hand.empty'),
  ): TemplateResult {
    const hints = this.hints;
    return handPart({
      label: this.t('hand.label'),
      emptyText,
      cards: hints ? HINT.module!.suggestCard(cards, hints) : cards,
      choose,
    });
  }

  /**
   * A round record's score-sheet rows: bids and tricks where the game
   * records them, then points (./table-pieces.ts `recordRows`). The bid and
   * trick rows are labelled `sheet.bid` and `sheet.tricks`, or the game's
   * `<prefix>.sheet.bid` and `<prefix>.sheet.tricks` (You Suck: "Ticks").
   */
  protected recordRows(r: Pick<RoundRecord, 'bids' | 'tricks' | 'points'>): ScoreRow[] {
    return recordRows(r, {
      bid: this.gameText('sheet.bid'),
      tricks: this.gameText('sheet.tricks'),
      points: this.t('sheet.points'),
    });
  }

  /** One score-sheet group per round ("Round 2", in order), with the rows `rows` gives for that round. */
  protected roundGroups<R>(sheet: readonly R[], rows: (round: R) => ScoreRow[]): ScoreGroup[] {
    return roundGroups(sheet, (n) => this.t('sheet.round', { n }), rows);
  }

  /** The score sheet: a column per seat (the winners set off), a group of rows per round, and the footer. */
  protected renderScoreSheet(view: TableView<G>, groups: ScoreGroup[], footer: ScoreRow[]): TemplateResult {
    const winners = (view.ctx.gameover as { winners?: string[] } | undefined)?.winners ?? [];
    return scoreSheetPart({
      caption: this.t('sheet.caption'),
      columns: seatIds(view.ctx.numPlayers).map((s) => ({ label: this.seatName(s), highlight: winners.includes(s) })),
      groups,
      footer,
      emptyText: this.t('sheet.empty'),
    });
  }

  /** The game's log (`<tt-log>`), the table's polite live region. */
  protected renderLog(): TemplateResult {
    return logPart(this.t('log.label'), this.log);
  }

  /** The game-over banner: winners, per-seat result lines, and the "New game" button (./later.ts `gameOverPanel`). */
  protected renderGameOver(view: TableView<G>, lines: readonly string[]): TemplateResult | typeof nothing {
    const over = view.ctx.gameover as { winners?: string[]; aborted?: boolean } | undefined;
    return (over && LATER.for(this)?.gameOverPanel(this, over, lines)) || nothing;
  }

  // ------------------------------------------------------------------------
  // Rendering and focus

  /**
   * The fair hint's panel (./hint.ts): there while `hint` is set, filled on the human's turn. After the pickers.
   * Until its module arrives, an empty box of the idle panel's size.
   */
  protected renderHint(): TemplateResult | typeof nothing {
    const hints = this.hints;
    if (!hints) return this.showHint ? html`<div class="hint idle"></div>` : nothing;
    return HINT.module!.tableHint(this, hints);
  }

  /** Focuses the main control now: a picker, else the hand, else "New game" (keyboard users only: focus scrolls). */
  protected async focusPrimary(): Promise<void> {
    if (!keyboardLast()) return;
    const root = this.renderRoot;
    const target =
      root.querySelector<HTMLElement>('tt-picker') ??
      root.querySelector<HTMLElement>('tt-hand') ??
      root.querySelector<HTMLElement>('.new-game');
    // A part created by this render has not rendered its own buttons yet.
    await (target as Partial<LitElement> | null)?.updateComplete;
    if (target?.isConnected) target.focus();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const hint = this.showHint && !this.hints ? HINT.for(this) : undefined;
    if (hint)
      this.hints = new hint.HintController(this, {
        on: () => this.showHint,
        view: () => this.state,
        wanted: (view) => this.isViewerTurn(view as TableView<G>),
        ask: () => this.hint(),
      });
  }

  protected override render(): TemplateResult {
    // The default slot keeps content the table swallowed visible (a self-closing tag), and warns (issue 22).
    LATER.for(this)?.swallowed(this);
    const view = this.controller.view;
    return html`<div class="table" part="table" lang=${this.locale} role="group" aria-label=${this.t(this.tableClass.titleKey)}>
      ${errorBanner(this.problems, this.t(view ? 'error.titlePlaying' : 'error.title'))} ${this.replayer?.bar()}
      ${view ? this.renderGame(view) : nothing}
    </div>
    <slot></slot>`;
  }
}
