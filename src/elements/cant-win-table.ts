/**
 * `<cant-win-table>`: Can't Win against bots, in one tag. The class only;
 * src/define/cant-win-table.ts registers the tag.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cantWin } from '../games/cant-win/index.js';
import type { CantWinView } from '../games/cant-win/game.js';
import {
  COLOURS,
  TILES,
  cardError,
  finalResult,
  freeTiles,
  isSideways,
  lapOptions,
  leadColour,
  legalCards,
  maxBid,
  type CantWinState,
  type CantWinTrick,
  type Colour,
  type RuleError,
  type TileId,
} from '../games/cant-win/rules.js';
import { range, rankOf, sortCards, suitOf } from '../games/common/cards.js';
import { seatIds } from '../games/common/seats.js';
import { suitSymbol, type CardFace, type SymbolShape } from './parts/card.js';
import { cssProps } from './parts/css-props.js';
import type { TableEventMap } from './parts/events.js';
import type { HandCard } from './parts/hand.js';
import type { MessageKey } from './parts/i18n.js';
import type { PickerOption } from './parts/picker.js';
import type { ScoreGroup, ScoreRow } from './parts/score-sheet.js';
import { seatStats, type SeatStat } from './parts/seat.js';
import type { PlayEvent, TableView } from './parts/table-controller.js';
import { TableElement } from './parts/table-element.js';
import { seatPosition, type TrickSlot } from './parts/trick.js';
import { cantWinStyles } from './cant-win-table.styles.js';

/** The symbol of each colour: colour is never the only cue (WCAG 1.4.1). */
const SYMBOLS: Record<Colour, SymbolShape> = { turquoise: 'star', pink: 'heart', purple: 'moon', yellow: 'diamond' };

/** The colour each colour-ban tile covers (rulebook 2-A). */
const TILE_COLOUR: Partial<Record<TileId, Colour>> = { 'revive-ban': 'pink', 'spell-ban': 'purple', 'item-ban': 'yellow' };

/**
 * Can't Win (3–4 players) against bots: choose a Can't Win tile and bid in
 * two laps, then play twelve tricks a round, one round per player. Bots play
 * every seat but yours, in the page, with no game server.
 *
 * Attributes (all optional):
 * - `players`: `3` or `4` (default `4`).
 * - `seat`: your seat, `"0"`…`"n-1"` (default `"0"`), or `"none"` to watch the bots play.
 * - `bots`: `name[:level]` for every other seat (default `"rule"`), or a comma list:
 *   one per other seat in seat order (n−1 entries), or one per seat (n entries; yours is ignored).
 *   Names: `random`, `rule`, `mcts`.
 * - `seed`: a match seed for reproducible games (default random). A page that publishes its seed publishes its deals.
 * - `variant`: `standard` or `beginner` (support tokens).
 * - `deal`: a scenario deal for round 1, JSON: one list of 12 card ids (`"pink-7"`) per seat.
 * - `dealer`: the first dealer, `"0"`…`"n-1"` (default random).
 * - `speed`: milliseconds between bot moves (default `600`).
 * - `open-hands`: show every hand (teaching mode).
 * - `review`: show all of the round's earlier tricks, not only the last one.
 * - `lang`: language of the table's text (default English).
 *
 * A change to `players`, `seat`, `variant`, `seed`, `deal` or `dealer` starts a new game; a
 * change to `bots` or `speed` applies from the next bot move.
 *
 * @summary Can't Win, the trick-taking card game, against bots.
 *
 * @fires table-move - a seat made a move; detail `{ seat, move, args }`
 * @fires table-trick-end - a trick was completed; detail `{ round, winner, plays }`
 * @fires table-round-end - a round was scored; detail `{ round, row }`
 * @fires table-game-over - the game ended; detail `{ winners, scores, winner?, trickSums, pointSums }`
 * @fires table-error - a bad attribute or a failed bot; detail `{ message, attribute? }`
 *
 * @csspart table - the whole table
 * @csspart error - the error banner
 * @csspart status - the status bar (round, dealer, whose turn)
 * @csspart felt - the playing area
 * @csspart seats - the row of the other seats
 * @csspart seat - one seat panel
 * @csspart trick - the trick area
 * @csspart card - a card (in the hand or the trick)
 * @csspart card-playable - a card of your hand that you may play now
 * @csspart card-disabled - a card of your hand that you may not play now
 * @csspart reason - the line that says why a card was refused
 * @csspart bids - the tile and bid choices, on your turn
 * @csspart option - a tile or bid button
 * @csspart hand - your hand
 * @csspart review - the round's earlier tricks (with `review`)
 * @csspart score-sheet - the score sheet
 * @csspart log - the game log
 * @csspart game-over - the game-over panel
 * @csspart new-game - the "New game" button
 *
 * @cssproperty [--table-felt=#1d5c3f] - felt colour
 * @cssproperty [--table-felt-edge=#123d29] - colour around the felt
 * @cssproperty [--table-ink=#f5f1e6] - text colour on the felt
 * @cssproperty [--table-font=system-ui, sans-serif] - font
 * @cssproperty [--table-radius=18px] - corner radius
 * @cssproperty [--card-width=64px] - card width (height is 1.4×)
 * @cssproperty [--card-width-narrow=44px] - card width when the table is under 520px wide
 * @cssproperty [--suit-turquoise=#0a7c7e] - turquoise cards (trump)
 * @cssproperty [--suit-turquoise-ink=#ffffff] - text on turquoise cards
 * @cssproperty [--suit-pink=#c2185b] - pink cards (Revive)
 * @cssproperty [--suit-pink-ink=#ffffff] - text on pink cards
 * @cssproperty [--suit-purple=#6a3fb5] - purple cards (Spell)
 * @cssproperty [--suit-purple-ink=#ffffff] - text on purple cards
 * @cssproperty [--suit-yellow=#f2c230] - yellow cards (Item)
 * @cssproperty [--suit-yellow-ink=#3b2a00] - text on yellow cards
 * @cssproperty [--focus-ring=#ffd54a] - keyboard focus outline
 * @cssproperty [--playable-glow=#ffe066] - outline of the cards you may play
 * @cssproperty [--seat-bg=rgb(0 0 0 / 0.28)] - seat panel background
 * @cssproperty [--sheet-bg=#fdfbf5] - score sheet background
 * @cssproperty [--log-height=10em] - height of the log
 */
export class CantWinTable extends TableElement<CantWinView> {
  static override game = cantWin;
  static override defaultPlayers = 4;
  static override titleKey: MessageKey = 'cw.title';
  static override styles = cantWinStyles;

  // ------------------------------------------------------------------------
  // Names and faces

  private colourName(colour: string): string {
    return this.t(`cw.colour.${colour}` as MessageKey);
  }

  private tileName(tile: TileId): string {
    return this.t(`cw.tile.${tile}` as MessageKey);
  }

  private cardName(card: string): string {
    return this.t('cw.card', { colour: this.colourName(suitOf(card)), rank: rankOf(card) });
  }

  /** A card's face; `sideways` for a played card under its player's tile (CW-7). */
  private face(card: string, opts: { sideways?: boolean; cantWin?: boolean } = {}): CardFace {
    const suit = suitOf(card);
    const name = this.cardName(card);
    return {
      id: card,
      suit,
      rank: String(rankOf(card)),
      symbol: SYMBOLS[suit as Colour],
      label: opts.sideways
        ? this.t('cw.card.sideways', { card: name })
        : opts.cantWin
          ? this.t('cw.card.cantWin', { card: name })
          : name,
      sideways: opts.sideways,
      note: opts.cantWin ? this.t('cw.note.cantWin') : undefined,
    };
  }

  private colourBadge(colour: Colour, text: string): TemplateResult {
    return html`<span class="lead-colour" ${cssProps({ '--tile-hue': `var(--suit-${colour})` })}
      >${suitSymbol(SYMBOLS[colour])}${text}</span
    >`;
  }

  private tileBadge(tile: TileId | null): TemplateResult | string {
    if (!tile) return this.t('cw.none');
    const colour = TILE_COLOUR[tile];
    const icon = colour
      ? suitSymbol(SYMBOLS[colour])
      : html`<span class="parity" aria-hidden="true">${tile === 'no-escape' ? '2·4·6' : '1·3·5'}</span>`;
    return html`<span
      class="tile"
      data-tile=${tile}
      title=${this.t(`cw.tileHelp.${tile}` as MessageKey)}
      ${cssProps(colour ? { '--tile-hue': `var(--suit-${colour})` } : {})}
      >${icon}${this.tileName(tile)}</span
    >`;
  }

  // ------------------------------------------------------------------------
  // Rendering

  protected override renderGame(view: TableView<CantWinView>): TemplateResult {
    const G = view.G;
    const [anchor, ...others] = this.seatsFromAnchor();
    return html`<div class="layout">
      <div class="main">
        ${this.renderStatus(view)}
        <div class="felt" part="felt">
          <div class="seats" part="seats">${others.map((s) => this.renderSeat(view, s))}</div>
          <div class="center">${this.renderTrick(view)} ${this.renderGameOver(view, this.resultLines(view))}</div>
          ${this.renderChoices(view)}
          <div class="own">${this.renderSeat(view, anchor!)}</div>
          ${this.viewer !== null ? this.renderHand(view) : nothing}
        </div>
        ${this.review ? this.renderReview(G) : nothing}
      </div>
      <div class="side">
        ${this.renderSheet(view)}
        <tt-log part="log" exportparts="list: log-list, entry: log-entry" .label=${this.t('log.label')} .entries=${this.log}></tt-log>
      </div>
    </div>`;
  }

  private renderStatus(view: TableView<CantWinView>): TemplateResult {
    const G = view.G;
    const over = view.ctx.gameover !== undefined;
    const toAct = G.toAct;
    let turn = '';
    let waiting = '';
    if (over) waiting = this.t('status.over');
    else if (toAct !== null && toAct === this.viewer) turn = this.prompt(G);
    else if (toAct !== null) {
      const name = this.seatName(toAct);
      waiting =
        this.controller.thinking === toAct
          ? this.t('status.thinking', { name })
          : G.stage === 'laps'
            ? this.t('cw.prompt.choosing', { name })
            : this.t('status.waiting', { name });
    }
    const laps = G.stage === 'laps' && !over;
    return html`<p class="status" part="status">
      <span>${this.t('status.round', { round: G.round, rounds: G.numPlayers })}</span>
      <span>${this.t('status.dealer', { name: this.seatName(G.dealer) })}</span>
      ${laps ? html`<span>${this.t('cw.lap', { n: G.lapTurn < G.numPlayers ? 1 : 2 })}</span>` : nothing}
      ${laps ? html`<span>${this.t('cw.tokensLeft', { n: G.bidTokens })}</span>` : nothing}
      ${G.variant === 'beginner' ? html`<span>${this.t('cw.supportLeft', { n: G.supportSupply })}</span>` : nothing}
      <span>${this.colourBadge('turquoise', this.t('cw.trump', { colour: this.colourName('turquoise') }))}</span>
      ${waiting ? html`<span class="waiting">${waiting}</span>` : nothing}
      <span class="turn" aria-live="polite">${turn}</span>
    </p>`;
  }

  /** What the viewer is asked to do on their turn (CW-4, rulebook 3-1). */
  private prompt(G: CantWinView): string {
    if (G.stage === 'play') return this.t(G.trick && G.trick.plays.length > 0 ? 'cw.prompt.follow' : 'cw.prompt.lead');
    const { tile, bid } = lapOptions(G as CantWinState, this.viewer!);
    return this.t(tile && bid ? 'cw.prompt.choose' : tile ? 'cw.prompt.tile' : 'cw.prompt.bid');
  }

  private renderSeat(view: TableView<CantWinView>, seat: string): TemplateResult {
    const G = view.G;
    const s = Number(seat);
    const markers: string[] = [];
    if (G.dealer === seat) markers.push(this.t('seat.dealer'));
    if (G.startMarker === seat) markers.push(this.t('cw.startMarker'));
    const stats: SeatStat[] = [
      { label: this.t('cw.stat.tile'), value: this.tileBadge(G.tiles[s] ?? null) },
      { label: this.t('cw.stat.bid'), value: G.bids[s] ?? this.t('cw.none') },
      { label: this.t('cw.stat.won'), value: G.tricksWon[s] ?? 0 },
    ];
    if (G.variant === 'beginner') stats.push({ label: this.t('cw.stat.support'), value: G.support[s] ?? 0 });
    const hand = G.hands[s];
    const own = seat === this.viewer;
    const count = G.handSizes[s] ?? 0;
    return html`<tt-seat
      part="seat"
      exportparts="seat-name, marker, thinking"
      data-seat=${seat}
      .name=${this.seatName(seat)}
      .detail=${this.seatDetail(seat)}
      .markers=${markers}
      ?active=${G.toAct === seat && view.ctx.gameover === undefined}
      ?thinking=${this.controller.thinking === seat}
      .thinkingText=${this.t('seat.thinking')}
      .cardCount=${own ? null : count}
      .cardCountText=${this.t('seat.cards', { count })}
      .cards=${!own && hand ? sortCards(hand, COLOURS).map((c) => this.face(c)) : null}
      >${seatStats(stats)}</tt-seat
    >`;
  }

  /** The trick in progress, or the last one until the next lead (G-7). */
  private renderTrick(view: TableView<CantWinView>): TemplateResult {
    const G = view.G;
    const current = G.trick && G.trick.plays.length > 0 ? G.trick : null;
    const shown: CantWinTrick | null = current ?? G.lastTrick;
    if (!shown) return this.renderMiddle(G);
    const n = G.numPlayers;
    const anchor = Number(this.anchorSeat);
    const plays: TrickSlot[] = shown.plays.map((p, i) => ({
      seat: p.seat,
      name: this.seatName(p.seat),
      face: this.face(p.card, { sideways: p.sideways }),
      lead: i === 0,
      winner: !current && p.seat === shown.winner,
      ...seatPosition((Number(p.seat) - anchor + n) % n, n),
    }));
    const lead = leadColour(shown)!;
    const caption = current
      ? this.colourBadge(lead, this.t('cw.lead', { colour: this.colourName(lead) }))
      : this.t('trick.wonBy', { name: this.seatName(shown.winner!) });
    return html`<tt-trick
      part="trick"
      exportparts="card, play, lead, caption: trick-caption"
      layout="table"
      data-kind=${current ? 'current' : 'last'}
      .label=${this.t(current ? 'trick.label' : 'trick.lastLabel')}
      .plays=${plays}
      .caption=${caption}
      .leadText=${this.t('trick.lead')}
      .winnerText=${this.t('trick.won')}
    ></tt-trick>`;
  }

  /**
   * The middle of the table before the first trick: the tiles not taken yet
   * and the bid tokens left (rulebook "Setting Up", CW-4, CW-5), or who leads.
   */
  private renderMiddle(G: CantWinView): TemplateResult {
    const leader = G.stage === 'play' ? G.trick?.leader : undefined;
    return html`<div class="middle" part="middle">
      ${leader !== undefined
        ? html`<p class="middle-title">${this.t('trick.leads', { name: this.seatName(leader) })}</p>`
        : html`<p class="middle-title">${this.t('cw.middle')}</p>
            <ul class="middle-tiles" aria-label=${this.t('cw.freeTiles')}>
              ${freeTiles(G).map((t) => html`<li>${this.tileBadge(t)}</li>`)}
            </ul>
            <p class="tokens"><span class="token-pile" aria-hidden="true"></span>${this.t('cw.tokensLeft', { n: G.bidTokens })}</p>`}
    </div>`;
  }

  /** The tile and bid pickers, on the viewer's turn in the laps (CW-4, CW-5). */
  private renderChoices(view: TableView<CantWinView>): TemplateResult | typeof nothing {
    const G = view.G;
    const seat = this.viewer;
    if (seat === null || G.stage !== 'laps' || G.toAct !== seat || view.ctx.gameover !== undefined) return nothing;
    const { tile, bid } = lapOptions(G as CantWinState, seat);
    const owner = (t: TileId) => G.tiles.indexOf(t);
    const tiles: PickerOption[] = TILES.map((t) => ({
      value: t,
      label: this.tileName(t),
      detail: this.t(`cw.tileHelp.${t}` as MessageKey),
      disabled: owner(t) >= 0,
      reason: owner(t) >= 0 ? this.t('cw.tileTakenBy', { name: this.seatName(String(owner(t))) }) : undefined,
    }));
    const bids: PickerOption[] = range(0, maxBid(G)).map((b) => ({
      value: String(b),
      label: String(b),
      ariaLabel: this.t('cw.bidN', { n: b }),
    }));
    return html`<div class="choices" part="bids">
      ${tile
        ? html`<tt-picker
            data-pick="tile"
            exportparts="option"
            .label=${this.t('cw.pickTile')}
            .options=${tiles}
            @tt-pick=${(e: CustomEvent<{ value: string }>) => this.onPick(e, 'chooseTile', e.detail.value)}
          ></tt-picker>`
        : nothing}
      ${bid
        ? html`<tt-picker
            data-pick="bid"
            compact
            exportparts="option"
            .label=${this.t('cw.pickBid')}
            .note=${this.t('cw.tokensLeft', { n: G.bidTokens })}
            .options=${bids}
            @tt-pick=${(e: CustomEvent<{ value: string }>) => this.onPick(e, 'bid', Number(e.detail.value))}
          ></tt-picker>`
        : nothing}
    </div>`;
  }

  private onPick(e: Event, move: 'chooseTile' | 'bid', value: unknown): void {
    e.stopPropagation();
    this.move(move, value);
  }

  /** The viewer's hand, sorted by colour; unplayable cards say why (CW-8, G-4). */
  private renderHand(view: TableView<CantWinView>): TemplateResult {
    const G = view.G as CantWinState;
    const seat = this.viewer!;
    const hand = G.hands[Number(seat)] ?? [];
    const legal = new Set(legalCards(G, seat));
    const tile = G.tiles[Number(seat)] ?? null;
    const cards: HandCard[] = sortCards(hand, COLOURS).map((card) => {
      const playable = legal.has(card);
      return {
        ...this.face(card, { cantWin: isSideways(tile, card) }),
        playable,
        reason: playable ? undefined : this.reason(cardError(G, seat, card) ?? 'not-your-turn', G),
      };
    });
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

  /** A RuleError code as words for the viewer. */
  private reason(code: RuleError, G: CantWinState): string {
    const colour = leadColour(G.trick);
    return this.t(`cw.reason.${code}` as MessageKey, {
      colour: colour ? this.colourName(colour) : '',
      max: maxBid(G),
    });
  }

  /** The round's completed tricks (`review`, G-7). */
  private renderReview(G: CantWinView): TemplateResult {
    return html`<section class="review" part="review" aria-labelledby="review-title">
      <h2 id="review-title">${this.t('review.label')}</h2>
      ${G.tricks.length === 0 ? html`<p class="review-empty">${this.t('review.empty')}</p>` : nothing}
      <ol>
        ${G.tricks.map(
          (trick, i) => html`<li>
            <tt-trick
              layout="row"
              exportparts="card"
              .label=${this.t('review.trick', { n: i + 1, name: this.seatName(trick.winner!) })}
              .caption=${this.t('review.trick', { n: i + 1, name: this.seatName(trick.winner!) })}
              .plays=${trick.plays.map((p, k) => ({
                seat: p.seat,
                name: this.seatName(p.seat),
                face: this.face(p.card, { sideways: p.sideways }),
                lead: k === 0,
                winner: p.seat === trick.winner,
              }))}
              .leadText=${this.t('trick.lead')}
              .winnerText=${this.t('trick.won')}
            ></tt-trick>
          </li>`,
        )}
      </ol>
    </section>`;
  }

  /** The score sheet (rulebook 4, CW-10, CW-11): Tricks and Points per round, sums, product. */
  private renderSheet(view: TableView<CantWinView>): TemplateResult {
    const G = view.G;
    const n = G.numPlayers;
    const winners = (view.ctx.gameover as { winners?: string[] } | undefined)?.winners ?? [];
    const groups: ScoreGroup[] = G.sheet.map((r) => ({
      label: this.t('sheet.round', { n: r.round }),
      rows: [
        { label: this.t('cw.sheet.tricks'), cells: r.tricks },
        { label: this.t('cw.sheet.points'), cells: r.points },
        ...(G.variant === 'beginner' ? [{ label: this.t('cw.sheet.support'), cells: r.support }] : []),
      ],
    }));
    const totals = finalResult(G.sheet, n);
    const bySeat = (rec: Record<string, number>) => seatIds(n).map((s) => rec[s] ?? 0);
    const footer: ScoreRow[] = [
      { label: this.t('cw.sheet.sumTricks'), cells: bySeat(totals.trickSums), kind: 'sum' },
      { label: this.t('cw.sheet.sumPoints'), cells: bySeat(totals.pointSums), kind: 'sum' },
      { label: this.t('cw.sheet.final'), cells: bySeat(totals.scores), kind: 'total' },
    ];
    return html`<tt-score-sheet
      part="score-sheet"
      exportparts="table: score-table, total"
      .caption=${this.t('sheet.caption')}
      .columns=${seatIds(n).map((s) => ({ label: this.seatName(s), highlight: winners.includes(s) }))}
      .groups=${groups}
      .footer=${footer}
      .emptyText=${this.t('sheet.empty')}
    ></tt-score-sheet>`;
  }

  /** One line per seat for the game-over panel: tricks × points = score (CW-11). */
  private resultLines(view: TableView<CantWinView>): string[] {
    const over = view.ctx.gameover as { trickSums?: Record<string, number>; pointSums?: Record<string, number>; scores?: Record<string, number> } | undefined;
    if (!over?.scores) return [];
    return seatIds(view.G.numPlayers).map((s) =>
      this.t('cw.result', {
        name: this.seatName(s),
        tricks: over.trickSums?.[s] ?? 0,
        points: over.pointSums?.[s] ?? 0,
        score: over.scores![s] ?? 0,
      }),
    );
  }

  // ------------------------------------------------------------------------
  // Log

  protected override describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null {
    switch (name) {
      case 'table-move': {
        const d = detail as TableEventMap['table-move'];
        if (d.move === 'chooseTile') return this.t('cw.log.tile', { name: this.seatName(d.seat), tile: this.tileName(d.args[0] as TileId) });
        if (d.move === 'bid') return this.t('cw.log.bid', { name: this.seatName(d.seat), n: Number(d.args[0]) });
        return null;
      }
      case 'table-trick-end': {
        const d = detail as TableEventMap['table-trick-end'];
        const win = d.plays.find((p) => p.seat === d.winner);
        if (!win || d.winner === null) return null;
        return this.t('log.trick', { name: this.seatName(d.winner), card: this.cardName(win.card) });
      }
      case 'table-round-end': {
        const d = detail as TableEventMap['table-round-end'];
        const points = d.row.points.map((p, s) => this.t('cw.log.points', { name: this.seatName(String(s)), points: p }));
        return this.t('cw.log.round', { n: d.round, points: this.list(points) });
      }
      case 'table-game-over': {
        const d = detail as TableEventMap['table-game-over'];
        const names = d.winners.map((s) => this.seatName(s));
        const result =
          names.length === 1 ? this.t('gameOver.winner', { name: names[0]! }) : this.t('gameOver.shared', { names: this.list(names) });
        return this.t('log.gameOver', { result });
      }
      default:
        return null;
    }
  }
}
