/**
 * `TrickTable`: the base class of the tables whose game plays one trick at
 * a time (Can't Win, Instinct; games/common/trick.ts). It draws the whole
 * table from the game's view:
 *
 * - the status bar (round, dealer, the game's own facts, whose turn);
 * - the other seats above the trick, the viewer's seat below it, each with
 *   the dealer marker, the game's public numbers and a hidden-hand count;
 * - the trick in progress with its lead suit (or "any card may be
 *   played"), else the trick just completed until the next lead (G-7),
 *   else the middle of the table;
 * - the viewer's choices (bids, …), the viewer's hand sorted by suit with
 *   every card it may not play disabled and the reason given (G-4);
 * - with `review`, the round's earlier tricks (G-7);
 * - the score sheet, the game-over panel and the log.
 *
 * A subclass supplies its rules' play checks (`static trickRules`), what a
 * chosen card does (`cardChosen`: its move), its seat numbers, its
 * choices, its score-sheet rows and its result lines. The table names no
 * move and assumes neither a dealer nor bids: it shows them when the view
 * has them.
 *
 * A game that plays several tricks at once (You Suck's seven Ticks) draws
 * its own play area (`renderPlayArea`) and review (`renderReview`) and
 * keeps the rest: its view need not have `trick`, `tricks` or `lastTrick`
 * ({@link CardTableState}).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Play, Trick, TrickPlayView } from '../../games/common/trick.js';
import type { CardFace } from './card.js';
import type { HandCard } from './hand.js';
import type { ScoreGroup, ScoreRow } from './score-sheet.js';
import type { SeatStat } from './seat.js';
import type { TableView } from './table-controller.js';
import type { RoundRecord } from '../../games/common/descriptor.js';
import { renderPeek } from './last-trick.js';
import type { TrickHost } from './later.js';
import { LATER } from './part-elements.js';
import type { SummaryColumn } from './round-summary.js';
import { Seeing, SUMMARY_HOLD } from './seeing.js';
import { TableElement } from './table-element.js';

/**
 * What every {@link TrickTable} reads of its game's view: the rules' stage
 * (`'play'` while cards are played), whose turn it is, the viewer's hand
 * and every hand's size (G-5), the tricks each seat won this round, and,
 * in games that have them, the dealer (`''` while none is chosen) and the
 * round's bids (`null` for a seat yet to bid).
 */
export type CardTableState = Pick<TrickPlayView, 'numPlayers' | 'toAct' | 'hands' | 'handSizes' | 'tricksWon'> & {
  stage: string;
  dealer?: string;
  bids?: (number | null)[];
};

/**
 * The view of a game that plays one trick at a time: a seat's view of
 * trick play (G-5: its own hand only), with {@link CardTableState}.
 */
export type TrickTableState<P extends Play = Play> = TrickPlayView<P> & CardTableState;

/** The one-trick fields of a view, where the default play area and review read them. */
const oneTrick = <P extends Play>(G: CardTableState) => G as unknown as TrickPlayView<P>;

/**
 * The play checks a table asks its game's pure rules (both games' rules.ts
 * export exactly these): which cards may be played (G-4), why not, and the
 * suit to follow.
 */
export interface CardPlayRules<G> {
  /** The cards `seat` may play now (empty when it may not play). */
  legalCards(G: G, seat: string): string[];
  /** Why `seat` may not play `card` now (a rule error code), or `null`. */
  cardError(G: G, seat: string, card: string): string | null;
  /** The suit to follow in `trick`, or `null` when any card may be played. */
  leadSuit(trick: any): string | null;
}

/**
 * The table of a game that plays one trick at a time: the status bar, the
 * seats, the trick in progress or the last one (G-7), the viewer's choices
 * and hand (unplayable cards disabled with the rules' reason, G-4), the
 * `review` list, the score sheet, the game-over panel and the log. `G` is
 * the viewer's view ({@link TrickTableState}), `P` one play of a trick.
 * The rules decide what may be played (`static trickRules`); the subclass
 * decides what choosing a card does (`cardChosen`).
 */
export abstract class TrickTable<G extends CardTableState, P extends Play = Play> extends TableElement<G> {
  /** The game's play checks (`legalCards`, `cardError`, `leadSuit`); each subclass sets it. */
  static trickRules: CardPlayRules<any>;

  /** The last-trick peek and the round summary (issue 13). */
  protected readonly seeing = new Seeing(this);

  /** Opens or closes the last-trick peek (also: its button, `L`, a tap on the trick; Escape closes it). */
  togglePeek(): void {
    this.seeing.togglePeek();
  }

  private get rules(): CardPlayRules<G> {
    return (this.constructor as typeof TrickTable).trickRules;
  }

  // ------------------------------------------------------------------------
  // Hooks

  /** "Round 2 of 4", or "Round 2" for a game of open length. */
  protected abstract roundText(G: G): string;

  /** The game's own facts for the status bar, after round and dealer (trump, variant, bids…). */
  protected statusItems(_view: TableView<G>): unknown[] {
    return [];
  }

  /**
   * The viewer chose `card` of their hand (a card the rules let them play):
   * the game makes its move, e.g. `this.move('playCard', card)`, or opens a
   * second step (a target, a flag) before it.
   */
  protected abstract cardChosen(card: string): void;

  /** What the viewer is asked to do on their turn: lead or follow in play; the game words its other stages. */
  protected prompt(G: G): string {
    const trick = oneTrick<P>(G).trick;
    if (G.stage === 'play') return this.t(trick && trick.plays.length > 0 ? 'prompt.follow' : 'prompt.lead');
    return this.t('prompt.choose');
  }

  /** The status text while `name` is to act. */
  protected waitingText(_G: G, name: string): string {
    return this.t('status.waiting', { name });
  }

  /** A seat's markers: "Dealer" (in games with a dealer), and the game's own. */
  protected seatMarkers(G: G, seat: string): string[] {
    return G.dealer === seat ? [this.t('seat.dealer')] : [];
  }

  /** A seat's public numbers. */
  protected abstract seatStats(G: G, seat: string): SeatStat[];

  /** The bid (in games with bids) and tricks-won stats of a seat, for {@link seatStats}. */
  protected bidWonStats(G: G, seat: string): SeatStat[] {
    const s = Number(seat);
    return [
      ...(G.bids ? [{ label: this.t('stat.bid'), value: G.bids[s] ?? this.t('none') }] : []),
      { label: this.gameText('stat.won'), value: G.tricksWon[s] ?? 0 },
    ];
  }

  /**
   * A played card's face (Can't Win draws some sideways). The last-trick peek asks with
   * `{ card, note }` alone: the play's note in the game's `lastTrick` (issue 22).
   */
  protected playFace(play: P & { note?: string }): CardFace {
    return this.face(play.card);
  }

  /** A card's face in the viewer's hand (Can't Win notes the cards that cannot win; You Suck marks the picked card `selected`). */
  protected handFace(_G: G, card: string): Omit<HandCard, 'playable' | 'reason'> {
    return this.face(card);
  }

  /** What an empty hand says: "No cards left" (You Suck: none dealt while the dealer is chosen). */
  protected emptyHandText(_G: G): string {
    return this.t('hand.empty');
  }

  /** What the middle of the table shows before a round's first card, instead of who leads. */
  protected renderMiddleContent(_view: TableView<G>): unknown {
    return nothing;
  }

  /**
   * The viewer's choices on their turn (bids, tiles, characters), or
   * nothing: pickers whose callbacks make the game's moves.
   */
  protected renderChoices(_view: TableView<G>): TemplateResult | typeof nothing {
    return nothing;
  }

  /** What the side column shows above the score sheet (You Suck: the round's scoring table). */
  protected renderAside(_view: TableView<G>): unknown {
    return nothing;
  }

  /** The score sheet: one group of rows per round, and the footer (sums, totals). */
  protected abstract sheet(view: TableView<G>): { groups: ScoreGroup[]; footer: ScoreRow[] };

  /** The game's own columns of the round summary (Can't Win: the products), from the finished rounds so far. */
  protected summaryColumns(_rounds: readonly RoundRecord[]): SummaryColumn[] {
    return [];
  }

  /** One line per seat for the game-over panel. */
  protected abstract resultLines(view: TableView<G>): string[];

  // ------------------------------------------------------------------------
  // Rendering

  protected override renderGame(view: TableView<G>): TemplateResult {
    const [anchor, ...others] = this.seatsFromAnchor();
    const { groups, footer } = this.sheet(view);
    return html`<div class="layout">
      <div class="main">
        ${this.renderStatus(view)}
        <div class="felt" part="felt">
          <div class="seats" part="seats">${others.map((s) => this.renderSeat(view, s))}</div>
          <div class="center" ?data-over=${view.ctx.gameover !== undefined} @click=${this.seeing.tapped}>
            ${this.renderPlayArea(view)} ${this.renderSummary(view)} ${this.renderGameOver(view, this.resultLines(view))}
          </div>
          ${this.renderLastTrick(view)}
          ${this.isViewerTurn(view) ? this.renderChoices(view) : nothing}
          <div class="own">${this.renderSeat(view, anchor!)}</div>
          ${this.viewer !== null ? html`${this.renderHint()}${this.renderHand(view)}` : nothing}
        </div>
        ${this.review ? this.renderReview(view) : nothing}
      </div>
      <div class="side">${this.renderAside(view)} ${this.renderScoreSheet(view, groups, footer)} ${this.renderLog()}</div>
    </div>`;
  }

  /** The round summary from a round's end until dismissed (issue 13). */
  private renderSummary(view: TableView<G>): unknown {
    const rounds = this.game.rounds(view.G);
    if (!this.seeing.summaryOpen(rounds.length, view.ctx.gameover !== undefined, SUMMARY_HOLD * this.speed)) {
      return nothing;
    }
    const views = LATER.for(this);
    if (!views) return nothing;
    const { renderRoundSummary, summaryWords } = views;
    return renderRoundSummary(
      rounds,
      this.summaryColumns(rounds),
      summaryWords(
        (key, params) => this.gameText(key, params),
        (seat) => this.seatName(seat),
      ),
      () => this.seeing.dismiss(rounds.length),
    );
  }

  /** The last-trick peek: its button, and the last completed trick while open. */
  private renderLastTrick(view: TableView<G>): TemplateResult {
    return renderPeek(
      this.game.lastTrick(view.G),
      this.seeing.peeking,
      {
        button: this.gameText('peek.button'),
        title: (name) => this.t('trick.wonBy', { name }),
        lead: this.t('trick.lead'),
        won: this.t('trick.won'),
        seatName: (seat) => this.seatName(seat),
        face: (card, note) => this.playFace({ card, note } as P & { note?: string }),
      },
      () => this.togglePeek(),
      this.seeing.peeking ? LATER.for(this)?.lastTrickPanel : undefined,
    );
  }

  /**
   * The seats to act: `toAct`, or in a stage where several seats act at once (`toAct` `null`,
   * boardgame.io's `activePlayers`: TrickTakers' secret selection, TT-49) those yet to move.
   */
  private acting({ G, ctx }: TableView<G>): string[] {
    return G.toAct !== null ? [G.toAct] : Object.keys(ctx.activePlayers ?? {});
  }

  private renderStatus(view: TableView<G>): TemplateResult {
    const G = view.G;
    const over = view.ctx.gameover !== undefined;
    const acting = this.acting(view);
    let turn = '';
    let waiting = '';
    if (over) waiting = this.t('status.over');
    else if (acting.includes(this.viewer!)) turn = this.prompt(G);
    else if (acting[0] !== undefined) waiting = this.waitingFor(acting[0], (name) => this.waitingText(G, name));
    // No dealer while one is being chosen (You Suck's Choose Dealer, YS-4).
    const dealer =
      G.dealer && (G as { stage?: string }).stage !== 'choose-dealer'
        ? [this.t('status.dealer', { name: this.seatName(G.dealer) })]
        : [];
    const items = [this.roundText(G), ...dealer, ...this.statusItems(view)];
    return this.renderStatusBar(items, waiting, turn);
  }

  private renderSeat(view: TableView<G>, seat: string): TemplateResult {
    const G = view.G;
    return this.renderSeatPanel(view, seat, {
      markers: this.seatMarkers(G, seat),
      stats: this.seatStats(G, seat),
      active: this.acting(view).includes(seat) && view.ctx.gameover === undefined,
    });
  }

  /**
   * The middle of the felt: the trick in progress, or the last one until the
   * next lead (G-7), or the middle. A game with several tricks open draws
   * its own.
   */
  protected renderPlayArea(view: TableView<G>): unknown {
    const shown = this.shownTrick(view.G);
    if (!shown) return this.renderMiddle(view);
    // The trick's view comes with the later parts (./later.ts), like `<tt-trick>`.
    const current = shown === oneTrick<P>(view.G).trick;
    const lead = current ? this.rules.leadSuit(shown) : undefined;
    return LATER.for(this)?.trickArea(this as unknown as TrickHost, view.G.numPlayers, shown, lead) ?? nothing;
  }

  /**
   * The trick on the felt: the one in progress, else this round's last
   * completed trick until the next lead (G-7). A trick of the round before
   * never stays into the next round's laps, bids or choices.
   */
  protected shownTrick(view: G): Trick<P> | null {
    const G = oneTrick<P>(view);
    if (G.trick && G.trick.plays.length > 0) return G.trick;
    return G.lastTrick && G.lastTrick.round === G.round ? G.lastTrick : null;
  }

  /** The middle of the table before a round's first card: who leads, or the game's own content. */
  private renderMiddle(view: TableView<G>): TemplateResult {
    const G = view.G;
    const leader = G.stage === 'play' ? oneTrick<P>(G).trick?.leader : undefined;
    return html`<div class="middle" part="middle">
      ${
        leader !== undefined
          ? html`<p class="middle-title">${this.t('trick.leads', this.person(leader))}</p>`
          : this.renderMiddleContent(view)
      }
    </div>`;
  }

  /**
   * The viewer's hand, sorted by suit; unplayable cards say why (G-4). A
   * game whose stages choose several cards at once (TrickTakers' discards
   * and exchanges) draws its own hand in those stages and this one in play.
   */
  protected renderHand(view: TableView<G>): TemplateResult {
    const G = view.G;
    const seat = this.viewer!;
    const legal = new Set(this.rules.legalCards(G, seat));
    const lead = this.rules.leadSuit(oneTrick<P>(G).trick);
    const cards: HandCard[] = this.sortHand(G.hands[Number(seat)] ?? []).map((card) => {
      const playable = legal.has(card);
      const code = playable ? null : (this.rules.cardError(G, seat, card) ?? 'not-your-turn');
      return {
        ...this.handFace(G, card),
        playable,
        reason: code === null ? undefined : this.gameText(`reason.${code}`, { suit: lead ? this.suitName(lead) : '' }),
      };
    });
    return this.renderHandPart(cards, (card) => this.cardChosen(card), this.emptyHandText(G));
  }

  /**
   * The round's completed tricks (`review`, G-7: ./later.ts `reviewSection`, with the first screen's later
   * parts); a game with several tricks open shows them in its play area.
   */
  protected renderReview(view: TableView<G>): unknown {
    return LATER.for(this)?.reviewSection(this as unknown as TrickHost, oneTrick<P>(view.G).tricks);
  }
}
