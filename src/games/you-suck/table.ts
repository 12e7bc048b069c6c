/**
 * `<you-suck-table>`: You Suck against bots, in one tag. The class only;
 * src/define/you-suck-table.ts registers the tag.
 */
import type { RoundRecord } from '../common/descriptor.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';
import { html, nothing, type TemplateResult } from 'lit';
import { rankOf } from '../common/cards.js';
import { turnError } from '../common/trick.js';
import type { CardFace, SymbolShape } from '../../elements/parts/card.js';
import type { TableEventMap, TableMoveDetail } from '../../elements/parts/events.js';
import type { HandCard } from '../../elements/parts/hand.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import { circle, diamond, drop, heart, leaf, star } from '../../elements/parts/symbols.js';
import type { PlayEvent, TableView } from '../../elements/parts/table-controller.js';
import type { ScoreGroup, ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import { TrickTable, type CardPlayRules } from '../../elements/parts/trick-table.js';
import { dealObject } from '../../elements/parts/deal-object.js';
import { OnDemand } from '../../elements/parts/on-demand.js';
import type { DealSetup } from '../../elements/parts/table-setup.js';
import type { YouSuckView } from './game.js';
import type { PickHost, TickPick } from './play-view.js';
import { youSuck } from './descriptor.js';
import { later } from './later.js';
import { youSuckEn } from './messages.js';
import type { YouSuckState } from './state.js';
import { CARDS_PER_ROUND, ROUNDS, TICK_IDS, isMulti, isZero, type Colour } from './ticks.js';
import { moveLine, powerPicker, renderScoring, renderTicks, tickName, type TickWords } from './table-parts.js';
import { youSuckStyles } from './table.styles.js';

/**
 * The play view (./play-view.ts): the Ticks' cards, the Ticks as buttons, the Ticks' log lines and
 * the summary's column, loaded on demand (issue 20). Asked for when a table is created.
 */
const PLAY = new OnDemand(() => import('./play-view.js'));

/** The keys of the `deal` attribute's object: You Suck's scenario setupData besides `dealer` (G-3). */
const DEAL_KEYS = ['tickOwners', 'deal', 'stock'];

/** The pure rules read a seat's view as a state: the viewer's own hand is in it (G-5). */
const asState = (G: YouSuckView) => G as unknown as YouSuckState;

/**
 * Which cards of the hand the viewer may choose, and why not (G-4): while
 * trading, every card (YS-4 step 8); in play, a card some open Tick takes
 * (YS-8), else `no-tick`; otherwise the turn's reason (`wrong-stage`,
 * `not-your-turn`, `game-over`). No single suit is led (Ticks have their
 * own colours, YS-7).
 */
const HAND_RULES: CardPlayRules<YouSuckView> = {
  legalCards: (G, seat) =>
    G.stage === 'trade' && G.toAct === seat
      ? [...(G.hands[Number(seat)] ?? [])]
      : // The play's rules come with the play view (./play.ts); the table shows play only after them.
        (later.rules?.legalPlays(asState(G), seat).map(([card]) => card) ?? []),
  cardError: (G, seat) => turnError(G, seat, 'play') ?? 'no-tick',
  leadSuit: () => null,
};

/**
 * You Suck (3–6 players) against bots: bid how many of the seven Ticks you
 * will take, then play your seven cards onto any Ticks you like, using the
 * powers of the Ticks you own. Three rounds; in the last, the Ticks you
 * take are worth points of their own. Bots play every seat but yours, in
 * the page, with no game server.
 *
 * Attributes (all optional; the same as every table but for these):
 * - `players`: `3` to `6` (default `4`).
 * - `deal`: a scenario for round 1, JSON: `{ "tickOwners": { "<tick id>":
 *   "<seat>", … }, "deal": [[…], …], "stock": […] }`: one Tick per seat, each
 *   seat's complete hand after the Ticks' effects, the rest of the suited
 *   deck from the top (G-3, YS-4). `deal` needs `tickOwners`, `stock` needs
 *   `deal`.
 * - `dealer`: round 1's dealer when nobody owns Choose Dealer (YS-4).
 *
 * And as on every table: `seat` (or `"none"`), `bots` (default `"ismcts"`),
 * `seed`, `speed`, `open-hands`, `review`, `lang`.
 *
 * @summary You Suck, the card game of seven open Ticks and their powers, against bots.
 *
 * @fires table-move - a seat made a move (`chooseDealer`, `chooseTrump`, `tradeCard`, `bid`, `playCard`); detail `{ seat, move, args }`; another seat's traded card is `"hidden"`
 * @fires table-trick-end - a Tick was completed; detail `{ round, winner, plays, tick }`
 * @fires table-round-end - a round was scored; detail `{ round, row: { dealer, trump, owners, bids, tricks, points, taken } }`
 * @fires table-game-over - the game ended; detail `{ winners, scores, winner? }`
 * @fires table-error - a bad attribute or a failed bot; detail `{ message, attribute? }`
 *
 * @csspart ticks - the seven Ticks
 * @csspart tick - one Tick; `tick-legal` and `tick-illegal` while you pick a Tick for a card
 * @csspart tick-reason - why the Tick you pressed refused the card
 * @csspart last-tick - the last Tick of the round before, until this round's first card
 * @csspart scoring - the round's scoring table
 * @csspart bids - your choices: the dealer, trump, a trade, your bid
 *
 * The shared parts and custom properties (table, felt, seat, hand,
 * score-sheet, log, `--table-felt`, `--card-width`…) are listed on
 * `TableElement` (parts/table-element.ts) and docs/embedding.md.
 *
 * @cssproperty [--suit-red=#c62828] - red cards
 * @cssproperty [--suit-blue=#1f5fbf] - blue cards
 * @cssproperty [--suit-green=#1f7a38] - green cards
 * @cssproperty [--suit-yellow=#f2c230] - yellow cards
 * @cssproperty [--suit-zero=#5f6670] - Zero cards
 * @cssproperty [--suit-multi=#2f2a3d] - Multicolor cards, under a band of the four colours (`--suit-multi-pattern`)
 * @cssproperty [--tick-card-width=32px] - card width on the Ticks (28px when the table is under 520px wide)
 * @cssproperty [--selected-ring=#ffffff] - the outline of the card whose Tick you are picking
 */
export class YouSuckTable extends TrickTable<YouSuckView> {
  static override game = youSuck;
  static override replayPart = () => import('./replay.js');
  static override botWorkers = {
    normal: () => import('virtual:bot-worker/you-suck'),
    mcts: () => import('virtual:bot-worker/you-suck/mcts'),
  };
  static override defaultPlayers = 4;
  static override titleKey: MessageKey = 'ys.title';
  static override messages = youSuckEn;
  static override messagePrefix = 'ys';
  static override locales = { ja: () => import('./messages-ja.js') };
  /** Colour is never the only cue (WCAG 1.4.1); hands sort in this order, Zeros and Multicolors last. */
  static override suits: Record<Colour | 'zero' | 'multi', SymbolShape> = {
    red: heart,
    blue: drop,
    green: leaf,
    yellow: diamond,
    zero: circle,
    multi: star,
  };
  static override trickRules: CardPlayRules<YouSuckView> = HAND_RULES;
  static override styles = youSuckStyles;

  /**
   * The `deal` attribute: an object of `tickOwners`, `deal` and `stock`
   * (setupData, G-3); a bare list of hands is read as `deal` (and refused
   * by the rules without `tickOwners`).
   */
  static override dealSetup: DealSetup = dealObject(DEAL_KEYS);

  /** A card was played since the last Tick was completed: its cards are gathered in (G-7). */
  private gathered = false;
  /** Picking a card's Tick (./play-view.ts), made once the play view has arrived. */
  #pick: TickPick | undefined;

  constructor() {
    super();
    PLAY.load().catch(() => undefined);
  }

  // ------------------------------------------------------------------------
  // Names and faces

  /** "red 7", "Zero", "Multicolor 15" (YS-1). */
  protected override cardName(card: string): string {
    if (isZero(card)) return this.t('ys.card.zero');
    return isMulti(card) ? this.t('ys.card.multi', { rank: rankOf(card) }) : super.cardName(card);
  }

  /** A Zero shows 0 whatever its number (every Zero is worth 0, YS-1). */
  protected override face(card: string, extra: Partial<CardFace> = {}): CardFace {
    return super.face(card, isZero(card) ? { rank: '0', ...extra } : extra);
  }

  /** The table's words as table-parts.ts reads them: made once (each calls the table's methods when used). */
  private readonly words: TickWords = {
    ...this.logWords,
    face: (card) => this.face(card),
    suitName: (suit) => this.suitName(suit),
    suitBadge: (suit, text) => this.suitBadge(suit, text),
  };

  // ------------------------------------------------------------------------
  // Playing a card: the card, then its Tick

  /** Picking a card's Tick, once the play view is here (play waits for it, ./play.ts). */
  private get pick(): TickPick | undefined {
    const m = PLAY.for(this);
    return m && (this.#pick ??= new m.TickPick(this as unknown as PickHost));
  }

  /** A card of the hand was chosen: traded away (YS-4 step 8), or picked (again: put back) for a Tick. */
  protected override cardChosen(card: string): void {
    if (this.state?.G.stage === 'trade') this.move('tradeCard', card);
    else this.pick?.pick(card);
  }

  /**
   * Bids `n`. The last bid starts play, whose rules come with the play view (./play.ts, issue 20):
   * a bid refused before they have arrived is made again when they arrive.
   */
  private bid(n: number): void {
    if (!this.move('bid', n) && !later.rules)
      void PLAY.load()
        .catch(() => undefined)
        .then(() => this.move('bid', n));
  }

  // ------------------------------------------------------------------------
  // The table's hooks

  /** "Round 2 of 3" (YS-11). */
  protected override roundText(G: YouSuckView): string {
    return this.t('status.round', { round: G.round, rounds: ROUNDS });
  }

  /** Trump once named, or that it is to be chosen, or none (YS-4 step 7). */
  protected override statusItems({ G }: TableView<YouSuckView>): unknown[] {
    const toCome = G.owners['choose-trump'] !== null && (G.stage === 'choose-dealer' || G.stage === 'choose-trump');
    return [
      G.trump
        ? this.suitBadge(G.trump, this.t('ys.trump', { colour: this.suitName(G.trump) }))
        : this.t(toCome ? 'ys.trump.toCome' : 'ys.trump.none'),
    ];
  }

  /** The viewer's task: a Tick power (YS-4), a bid, or a card and then its Tick. */
  protected override prompt(G: YouSuckView): string {
    return this.t(G.stage === 'bid' ? 'prompt.bid' : (`ys.prompt.${G.stage}` as MessageKey));
  }

  /** "Seat 2 is choosing trump" while a Tick's owner uses its power (YS-4). */
  protected override waitingText(G: YouSuckView, name: string): string {
    const s = G.stage;
    return s === 'choose-dealer' || s === 'choose-trump' || s === 'trade'
      ? this.t(`ys.waiting.${s}`, { name })
      : super.waitingText(G, name);
  }

  /** The dealer, and the Ticks a seat owns this round (YS-3). */
  protected override seatMarkers(G: YouSuckView, seat: string): string[] {
    const owned = TICK_IDS.filter((id) => G.owners[id] === seat).map((id) => tickName(this.words, id));
    return [...super.seatMarkers(G, seat), ...owned];
  }

  /** Bid, Ticks taken this round, and score. */
  protected override seatStats(G: YouSuckView, seat: string): SeatStat[] {
    return [...this.bidWonStats(G, seat), { label: this.t('ys.stat.score'), value: G.scores[Number(seat)] ?? 0 }];
  }

  /** The picked card is pressed while the viewer chooses its Tick. */
  protected override handFace(G: YouSuckView, card: string): Omit<HandCard, 'playable' | 'reason'> {
    return this.pick?.face(G, card) ?? this.face(card);
  }

  /** Nothing is dealt while the Choose Dealer owner chooses (YS-4, YS-12). */
  protected override emptyHandText(G: YouSuckView): string {
    return G.stage === 'choose-dealer' ? this.t('ys.hand.notDealt') : super.emptyHandText(G);
  }

  /** The seven Ticks (YS-2), as targets while a card is picked. */
  protected override renderPlayArea({ G }: TableView<YouSuckView>): TemplateResult {
    return renderTicks(this.words, G, this.pick?.ticks(G));
  }

  /** With `review`, a completed Tick keeps its cards on the table (G-7): no list apart. */
  protected override renderReview(): unknown {
    return nothing;
  }

  /** The round's scoring table (YS-10). */
  protected override renderAside({ G }: TableView<YouSuckView>): TemplateResult {
    return renderScoring(this.words, G, this.viewer);
  }

  /** The viewer's choice on their turn: a Tick power (the dealer, trump, a trade; YS-4), or a bid (YS-5). */
  protected override renderChoices({ G }: TableView<YouSuckView>): TemplateResult | typeof nothing {
    const power = powerPicker(this.words, G, this.viewer!, (move, arg) => this.move(move, arg));
    let choice: TemplateResult;
    if (power) choice = this.renderPicker(power.kind, power.part);
    else if (G.stage === 'bid') {
      const total = G.bids.reduce<number>((a, b) => a + (b ?? 0), 0);
      choice = this.renderBidPicker(CARDS_PER_ROUND, this.t('ys.bids.soFar', { total }), (n) => this.bid(n));
    } else return nothing;
    return html`<div class="choices" part="bids">${choice}</div>`;
  }

  /** Per round: bids, Ticks, points (the +3, bids and round-3 values, floored; YS-12), the running total. */
  protected override sheet({ G }: TableView<YouSuckView>): { groups: ScoreGroup[]; footer: ScoreRow[] } {
    const groups = this.roundGroups(G.sheet, (r) => [
      ...this.recordRows(r),
      { label: this.t('ys.sheet.running'), cells: r.totals, kind: 'sum' },
    ]);
    return { groups, footer: [{ label: this.t('ys.sheet.total'), cells: G.scores, kind: 'total' }] };
  }

  /** One line per seat at the end: the total and round 3's Ticks, the tie-break (YS-11). */
  protected override summaryColumns(rounds: readonly RoundRecord[]): SummaryColumn[] {
    return PLAY.for(this)?.summaryTicks(this.words, rounds) ?? [];
  }

  protected override resultLines(view: TableView<YouSuckView>): string[] {
    return PLAY.for(this)?.resultLines(this.words, view) ?? [];
  }

  // ------------------------------------------------------------------------
  // The log and the events

  /** Another seat's traded card stays hidden (YS-12): `"hidden"`; a declined trade stays `null`. */
  protected override publicMove(move: TableMoveDetail): TableMoveDetail {
    return move.move === 'tradeCard' && move.args[0] !== null ? { ...move, args: ['hidden'] } : move;
  }

  /** Log lines for the moves: the dealer, trump, a trade (its card only for your own), a bid; a card shows on its Tick. */
  protected override describeMove(move: TableMoveDetail): string | null {
    return moveLine(this.words, this.viewer, move);
  }

  /**
   * Besides the shared lines: who took a Tick and with which card (YS-9),
   * or that nobody did; and when a Tick's cards are gathered in (G-7).
   */
  protected override describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null {
    if (name === 'table-move' && (detail as TableMoveDetail).move === 'playCard') this.gathered = true;
    if (name !== 'table-trick-end') return super.describe(name, detail);
    this.gathered = false;
    // No bot plays before the play view has arrived (./play-view.ts).
    return PLAY.module?.tickLine(this.words, this.state!.G, detail as TableEventMap['table-trick-end']) ?? null;
  }
}
