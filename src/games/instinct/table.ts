/**
 * `<instinct-table>`: Instinct against bots, in one tag. The class only;
 * src/define/instinct-table.ts registers the tag.
 */
import { instinctEn } from './messages.js';
import { html, nothing, type TemplateResult } from 'lit';
import { instinct } from './index.js';
import type { InstinctView } from './game.js';
import {
  HAND_SIZE,
  TRUMP,
  bidTotal,
  bonusFor,
  cardError,
  isTrump,
  leadSuit,
  legalCards,
  type InstinctPlay,
  type InstinctState,
  type Suit,
} from './rules.js';
import { nextSeat, seatIds } from '../common/seats.js';
import type { CardFace, SymbolShape } from '../../elements/parts/card.js';
import { crown, drop, flame, leaf, moon, star } from '../../elements/parts/symbols.js';
import type { TableMoveDetail } from '../../elements/parts/events.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { PickerOption } from '../../elements/parts/picker.js';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import type { ScoreGroup, ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import type { LogWords } from '../../elements/parts/log-lines.js';
import type { TableView } from '../../elements/parts/table-controller.js';
import { TrickTable, type CardPlayRules } from '../../elements/parts/trick-table.js';
import { instinctStyles } from './table.styles.js';

/**
 * Instinct (3–6 players) against bots: bid how many of the eleven tricks
 * you will take, then take exactly that many. Six trump cards beat every
 * suit. Bots play every seat but yours, in the page, with no game server.
 *
 * Attributes (all optional; the same as `<cant-win-table>` but for these):
 * - `players`: `3` to `6` (default `4`).
 * - `variant`: `standard` (first to 100 points) or `short` (to 60 points, or
 *   until every player has dealt twice; IN-8).
 * - `deal`: a scenario deal for round 1, JSON: one list of 11 card ids
 *   (`"blue-7"`, `"trump-1"`…`"trump-6"`) per seat; the rest stay undealt.
 * - `dealer`: the first dealer, `"0"`…`"n-1"` (default random, IN-2).
 *
 * And as on every table: `seat` (or `"none"`), `bots` (default `"ismcts"`),
 * `seed`, `speed`, `open-hands`, `review`, `lang`. The game has no round
 * cap (G-6): it ends by the rules alone.
 *
 * @summary Instinct, the trick-taking card game of exact bids, against bots.
 *
 * @fires table-move - a seat made a move (`bid` or `playCard`); detail `{ seat, move, args }`
 * @fires table-trick-end - a trick was completed; detail `{ round, winner, plays }`
 * @fires table-round-end - a round was scored; detail `{ round, row: { dealer, bids, tricks, points } }`
 * @fires table-game-over - the game ended; detail `{ winners, scores, winner? }`
 * @fires table-error - a bad attribute or a failed bot; detail `{ message, attribute? }`
 *
 * @csspart status - the status bar (round, dealer, goal, the bids against the tricks, whose turn)
 * @csspart bid-total - the total of the bids against the eleven tricks: underbid, exact or overbid
 * @csspart seat - one seat panel (bid, tricks won, score)
 * @csspart middle - the middle of the table while bidding
 * @csspart bids - the bid choice (0–11), on your turn
 * @csspart option - a bid button
 *
 * The shared parts and custom properties (table, felt, trick, hand,
 * score-sheet, log, `--table-felt`, `--card-width`…) are listed on
 * `TableElement` (parts/table-element.ts) and docs/embedding.md.
 *
 * @cssproperty [--suit-black=#24242c] - black cards
 * @cssproperty [--suit-black-ink=#ffffff] - text on black cards
 * @cssproperty [--suit-blue=#1f5fbf] - blue cards
 * @cssproperty [--suit-blue-ink=#ffffff] - text on blue cards
 * @cssproperty [--suit-green=#1f7a38] - green cards
 * @cssproperty [--suit-green-ink=#ffffff] - text on green cards
 * @cssproperty [--suit-red=#c62828] - red cards
 * @cssproperty [--suit-red-ink=#ffffff] - text on red cards
 * @cssproperty [--suit-white=#f7f5ee] - white cards
 * @cssproperty [--suit-white-ink=#2a2a2a] - text on white cards
 * @cssproperty [--suit-white-edge=#7d848c] - border of white cards, so they stand apart from the cream card border
 * @cssproperty [--suit-trump=#4b1f7a] - trump cards
 * @cssproperty [--suit-trump-ink=#ffd54a] - crown, text and "TRUMP" band on trump cards
 * @cssproperty [--suit-trump-edge=#d9ab2b] - border of trump cards
 * @cssproperty [--suit-trump-pattern=repeating-linear-gradient(135deg, …)] - the stripes over trump cards (`none`: plain)
 * @cssproperty [--sheet-max-height=30em] - height of the score sheet before it scrolls (the seat names and the scores stay in view)
 * @cssproperty [--overbid-ink=#ffb4a8] - "overbid" in the bid total
 * @cssproperty [--underbid-ink=#a8e6ff] - "underbid" in the bid total
 */
export class InstinctTable extends TrickTable<InstinctView, InstinctPlay> {
  static override game = instinct;
  static override replayPart = () => import('./replay.js');
  static override botWorkers = {
    normal: () => import('virtual:bot-worker/instinct'),
    mcts: () => import('virtual:bot-worker/instinct/mcts'),
  };
  static override defaultPlayers = 4;
  static override titleKey: MessageKey = 'in.title';
  static override messages = instinctEn;
  static override messagePrefix = 'in';
  static override locales = { ja: () => import('./messages-ja.js') };
  /** Colour is never the only cue (WCAG 1.4.1); hands sort in this order, trump cards last. */
  static override suits: Record<Suit | typeof TRUMP, SymbolShape> = {
    black: moon,
    blue: drop,
    green: leaf,
    red: flame,
    white: star,
    trump: crown,
  };
  static override trickRules: CardPlayRules<InstinctState> = { legalCards, cardError, leadSuit };
  static override styles = instinctStyles;

  // ------------------------------------------------------------------------
  // Names and faces

  /** "blue 7", or "trump card": the six trump cards are alike (IN-1). */
  protected override cardName(card: string): string {
    return isTrump(card) ? this.t('in.card.trump') : super.cardName(card);
  }

  /** In the log's and the hint's sentences, a trump card has its article: "won the trick with a trump card" (issue 22). */
  protected override get logWords(): LogWords {
    const words = super.logWords;
    return { ...words, cardName: (card) => (isTrump(card) ? this.t('in.card.trumpInText') : words.cardName(card)) };
  }

  /** A trump card has no rank: a crown and a "TRUMP" band instead. */
  protected override face(card: string, extra: Partial<CardFace> = {}): CardFace {
    return isTrump(card)
      ? super.face(card, { rank: '', banner: this.t('in.banner.trump'), ...extra })
      : super.face(card, extra);
  }

  /**
   * The total of the bids so far against the eleven tricks (rulebook
   * "Strategy"): underbid, exactly 11, or overbid.
   */
  private bidsLine(G: InstinctView, soFar: boolean): TemplateResult {
    const { total, table } = bidTotal(G);
    const key = soFar ? 'in.bids.soFar' : 'in.bids.total';
    return html`<span class="bid-total" part="bid-total" data-table=${table} title=${this.t(`in.bids.${table}Help` as MessageKey)}
      >${this.t(key, { total, tricks: HAND_SIZE })} ·
      <strong>${this.t(`in.bids.${table}` as MessageKey, { tricks: HAND_SIZE })}</strong></span
    >`;
  }

  // ------------------------------------------------------------------------
  // The table's hooks

  /** "Round 3"; in the short game "Round 3 of at most 8": everyone deals twice (IN-8). */
  protected override roundText(G: InstinctView): string {
    return G.variant === 'short'
      ? this.t('in.roundShort', { round: G.round, rounds: 2 * G.numPlayers })
      : this.t('status.roundOpen', { round: G.round });
  }

  /** "Your turn: bid." while bidding (IN-3); lead or follow in play. */
  protected override prompt(G: InstinctView): string {
    return G.stage === 'bid' ? this.t('prompt.bid') : super.prompt(G);
  }

  protected override statusItems(view: TableView<InstinctView>): unknown[] {
    const G = view.G;
    const goal = this.t(`in.goal.${G.variant}` as MessageKey);
    return G.stage === 'over' ? [goal] : [goal, this.bidsLine(G, G.stage === 'bid')];
  }

  protected override seatStats(G: InstinctView, seat: string): SeatStat[] {
    return [...this.bidWonStats(G, seat), { label: this.t('in.stat.score'), value: G.scores[Number(seat)] ?? 0 }];
  }

  /** While bidding (IN-3; the total is in the status bar): a reminder of what trump cards do (IN-6). */
  protected override renderMiddleContent(): TemplateResult {
    return html`<p class="middle-title">${this.t('in.bidding')}</p>
      <p class="middle-note">${this.t('in.trumpsHigh')}</p>`;
  }

  /**
   * The bid picker, 0–11 (IN-3), each bid with its bonus (IN-7), and the total so far against
   * the eleven tricks; the last bidder also learns which bid makes it exactly 11.
   */
  protected override renderChoices(view: TableView<InstinctView>): TemplateResult | typeof nothing {
    const G = view.G;
    if (G.stage !== 'bid') return nothing;
    const { total, table } = bidTotal(G);
    const last = nextSeat(this.viewer!, G.numPlayers) === G.dealer && total <= HAND_SIZE;
    const note = this.t(last ? 'in.bids.noteLast' : 'in.bids.note', {
      table,
      total,
      tricks: HAND_SIZE,
      n: HAND_SIZE - total,
    });
    return html`<div class="choices" part="bids">${this.renderBidPicker(HAND_SIZE, note, (n) => this.move('bid', n))}</div>`;
  }

  /**
   * A bid's bonus on its button (rulebook "Scoring", IN-7): "+10" under 0 and 5, "+5" under 1
   * and 4, "+50" under 6 or more, nothing under 2 and 3; its name says it too ("Bid 5, +10 bonus").
   */
  private bonusOption(option: PickerOption): PickerOption {
    const bonus = bonusFor(Number(option.value));
    return bonus
      ? { ...option, detail: `+${bonus}`, ariaLabel: this.t('in.bid.withBonus', { n: option.value, bonus }) }
      : option;
  }

  /** The shared bid picker, each bid with its bonus ({@link bonusOption}). */
  protected override renderPicker(kind: string, opts: PickerPart): TemplateResult {
    return super.renderPicker(
      kind,
      kind === 'bid' ? { ...opts, options: opts.options.map((o) => this.bonusOption(o)) } : opts,
    );
  }

  /** Per round: bids, tricks, points with the bonus apart (IN-7), and the running totals. */
  protected override sheet(view: TableView<InstinctView>): { groups: ScoreGroup[]; footer: ScoreRow[] } {
    const G = view.G;
    const groups = this.roundGroups(G.sheet, (r) => [
      ...this.recordRows(r),
      { label: this.t('in.sheet.bonus'), cells: r.bonus },
      { label: this.t('in.sheet.running'), cells: r.totals, kind: 'sum' },
    ]);
    return { groups, footer: [{ label: this.t('in.sheet.total'), cells: G.scores, kind: 'total' }] };
  }

  /** One line per seat for the game-over panel: the final totals (IN-8). */
  protected override resultLines(view: TableView<InstinctView>): string[] {
    const over = view.ctx.gameover as { scores?: Record<string, number> } | undefined;
    if (!over?.scores) return [];
    return seatIds(view.G.numPlayers).map((s) =>
      this.t('in.result', { name: this.seatName(s), score: over.scores![s] ?? 0 }),
    );
  }

  /** A chosen card of the viewer's hand is played (IN-5). */
  protected override cardChosen(card: string): void {
    this.move('playCard', card);
  }

  /** Log lines for the moves: a bid (IN-3); a played card shows in the trick. */
  protected override describeMove({ seat, move, args }: TableMoveDetail): string | null {
    return move === 'bid' ? this.describeBid(seat, Number(args[0])) : null;
  }
}
