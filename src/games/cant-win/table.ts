/**
 * `<cant-win-table>`: Can't Win against bots, in one tag. The class only;
 * src/define/cant-win-table.ts registers the tag.
 */
import { cantWinEn } from './messages.js';
import { html, nothing, type TemplateResult } from 'lit';
import { cantWin } from './index.js';
import type { CantWinView } from './game.js';
import type { CantWinRoundScore } from './scoring.js';
import {
  TILES,
  cardError,
  finalResult,
  freeTiles,
  isSideways,
  lapOptions,
  leadSuit,
  legalCards,
  maxBid,
  type CantWinPlay,
  type CantWinState,
  type Colour,
  type TileId,
} from './rules.js';
import { seatIds } from '../common/seats.js';
import type { CardFace, SymbolShape } from '../../elements/parts/card.js';
import { suitSymbol } from '../../elements/parts/card.js';
import { diamond, heart, moon, star } from '../../elements/parts/symbols.js';
import { cssProps } from '../../elements/parts/css-props.js';
import type { TableMoveDetail } from '../../elements/parts/events.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { PickerOption } from '../../elements/parts/picker.js';
import type { ScoreGroup, ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import type { TableView } from '../../elements/parts/table-controller.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';
import { TrickTable, type CardPlayRules } from '../../elements/parts/trick-table.js';
import type { RoundRecord } from '../common/descriptor.js';
import { cantWinStyles } from './table.styles.js';

/** The colour each colour-ban tile covers (rulebook 2-A). */
const TILE_COLOUR: Partial<Record<TileId, Colour>> = {
  'revive-ban': 'pink',
  'spell-ban': 'purple',
  'item-ban': 'yellow',
};

/**
 * Can't Win (3–4 players) against bots: choose a Can't Win tile and bid in
 * two laps, then play twelve tricks a round, one round per player. Bots play
 * every seat but yours, in the page, with no game server.
 *
 * Attributes (all optional):
 * - `players`: `3` or `4` (default `4`).
 * - `seat`: your seat, `"0"`…`"n-1"` (default `"0"`), or `"none"` to watch the bots play.
 * - `bots`: `name[:level]` for every other seat (default `"ismcts"`, level `normal`), or a comma
 *   list: one per other seat in seat order (n−1 entries), or one per seat (n entries; yours is
 *   ignored). Names: `ismcts`, `rule`, `random`; `mcts` and `oracle` see every hand (references).
 *   The bots decide in a Web Worker (the read-only `botRunner` says `"worker"`), or on the main
 *   thread where the page's CSP forbids `blob:` workers (`"main"`).
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
 * @csspart status - the status bar (round, dealer, laps, bid tokens, trump, whose turn)
 * @csspart middle - the middle of the table before the first trick: the free tiles and the bid tokens
 * @csspart bids - the tile and bid choices, on your turn
 * @csspart option - a tile or bid button
 *
 * The shared parts and custom properties (table, felt, seat, trick, hand,
 * score-sheet, log, `--table-felt`, `--card-width`…) are listed on
 * `TableElement` (parts/table-element.ts) and docs/embedding.md.
 *
 * @cssproperty [--suit-turquoise=#0a7c7e] - turquoise cards (trump)
 * @cssproperty [--suit-turquoise-ink=#ffffff] - text on turquoise cards
 * @cssproperty [--suit-pink=#c2185b] - pink cards (Revive)
 * @cssproperty [--suit-pink-ink=#ffffff] - text on pink cards
 * @cssproperty [--suit-purple=#6a3fb5] - purple cards (Spell)
 * @cssproperty [--suit-purple-ink=#ffffff] - text on purple cards
 * @cssproperty [--suit-yellow=#f2c230] - yellow cards (Item)
 * @cssproperty [--suit-yellow-ink=#3b2a00] - text on yellow cards
 */
export class CantWinTable extends TrickTable<CantWinView, CantWinPlay> {
  static override game = cantWin;
  static override replayPart = () => import('./replay.js');
  static override botWorkers = {
    normal: () => import('virtual:bot-worker/cant-win'),
    mcts: () => import('virtual:bot-worker/cant-win/mcts'),
  };
  static override defaultPlayers = 4;
  static override titleKey: MessageKey = 'cw.title';
  static override messages = cantWinEn;
  static override messagePrefix = 'cw';
  static override locales = { ja: () => import('./messages-ja.js') };
  /** Colour is never the only cue (WCAG 1.4.1); hands sort in this order. */
  static override suits: Record<Colour, SymbolShape> = { turquoise: star, pink: heart, purple: moon, yellow: diamond };
  static override trickRules: CardPlayRules<CantWinState> = { legalCards, cardError, leadSuit: leadSuit };
  static override styles = cantWinStyles;

  // ------------------------------------------------------------------------
  // Names and faces

  protected override suitName(colour: string): string {
    return this.t(`cw.colour.${colour}` as MessageKey);
  }

  private tileName(tile: TileId): string {
    return this.t(`cw.tile.${tile}` as MessageKey);
  }

  /** A played card: sideways when under its player's tile (CW-7); in the last-trick peek, when its line notes it so. */
  protected override playFace(play: CantWinPlay & { note?: string }): CardFace {
    return play.sideways || play.note === 'sideways'
      ? this.face(play.card, { sideways: true, label: this.t('cw.card.sideways', { card: this.cardName(play.card) }) })
      : this.face(play.card);
  }

  /** A card in the viewer's hand, noted when the viewer's tile covers it (CW-7). */
  protected override handFace(G: CantWinView, card: string): CardFace {
    const tile = G.tiles[Number(this.viewer)] ?? null;
    if (!isSideways(tile, card)) return this.face(card);
    return this.face(card, {
      label: this.t('cw.card.cantWin', { card: this.cardName(card) }),
      note: this.t('cw.note.cantWin'),
    });
  }

  private tileBadge(tile: TileId | null): TemplateResult | string {
    if (!tile) return this.t('none');
    const colour = TILE_COLOUR[tile];
    const icon = colour
      ? suitSymbol(this.suitSymbol(colour))
      : html`<span class="parity" aria-hidden="true">${tile === 'no-escape' ? '2·4·6' : '1·3·5'}</span>`;
    return html`<span
      class="suit-badge tile"
      data-tile=${tile}
      title=${this.t(`cw.tileHelp.${tile}` as MessageKey)}
      ${cssProps(colour ? { '--badge-hue': `var(--suit-${colour})` } : {})}
      >${icon}${this.tileName(tile)}</span
    >`;
  }

  // ------------------------------------------------------------------------
  // The table's hooks

  protected override roundText(G: CantWinView): string {
    return this.t('status.round', { round: G.round, rounds: G.numPlayers });
  }

  protected override statusItems(view: TableView<CantWinView>): unknown[] {
    const G = view.G;
    const laps = G.stage === 'laps' && view.ctx.gameover === undefined;
    return [
      ...(laps
        ? [this.t('cw.lap', { n: G.lapTurn < G.numPlayers ? 1 : 2 }), this.t('cw.tokensLeft', { n: G.bidTokens })]
        : []),
      ...(G.variant === 'beginner' ? [this.t('cw.supportLeft', { n: G.supportSupply })] : []),
      this.suitBadge('turquoise', this.t('cw.trump', { colour: this.suitName('turquoise') })),
    ];
  }

  /** What the viewer is asked to do on their turn (CW-4, rulebook 3-1). */
  protected override prompt(G: CantWinView): string {
    if (G.stage !== 'laps') return super.prompt(G);
    const { tile, bid } = lapOptions(G as CantWinState, this.viewer!);
    return tile && bid ? this.t('cw.prompt.choose') : tile ? this.t('cw.prompt.tile') : this.t('prompt.bid');
  }

  protected override waitingText(G: CantWinView, name: string): string {
    return G.stage === 'laps' ? this.t('cw.prompt.choosing', { name }) : super.waitingText(G, name);
  }

  protected override seatMarkers(G: CantWinView, seat: string): string[] {
    const markers = super.seatMarkers(G, seat);
    if (G.startMarker === seat) markers.push(this.t('cw.startMarker'));
    return markers;
  }

  protected override seatStats(G: CantWinView, seat: string): SeatStat[] {
    const s = Number(seat);
    return [
      { label: this.t('cw.stat.tile'), value: this.tileBadge(G.tiles[s] ?? null) },
      ...this.bidWonStats(G, seat),
      ...(G.variant === 'beginner' ? [{ label: this.t('cw.stat.support'), value: G.support[s] ?? 0 }] : []),
    ];
  }

  /**
   * The middle of the table before the first trick: the tiles not taken yet
   * and the bid tokens left (rulebook "Setting Up", CW-4, CW-5).
   */
  protected override renderMiddleContent(view: TableView<CantWinView>): TemplateResult {
    const G = view.G;
    // While the viewer picks a tile, the picker lists the free tiles: not twice.
    const picking = this.isViewerTurn(view) && G.stage === 'laps' && lapOptions(G as CantWinState, this.viewer!).tile;
    return html`<p class="middle-title">${this.t('cw.middle')}</p>
      ${
        picking
          ? nothing
          : html`<ul class="middle-tiles" aria-label=${this.t('cw.freeTiles')}>
              ${freeTiles(G).map((t) => html`<li>${this.tileBadge(t)}</li>`)}
            </ul>`
      }
      <p class="tokens"><span class="token-pile" aria-hidden="true"></span>${this.t('cw.tokensLeft', { n: G.bidTokens })}</p>`;
  }

  /** The tile and bid pickers, on the viewer's turn in the laps (CW-4, CW-5). */
  protected override renderChoices(view: TableView<CantWinView>): TemplateResult | typeof nothing {
    const G = view.G;
    if (G.stage !== 'laps') return nothing;
    const { tile, bid } = lapOptions(G as CantWinState, this.viewer!);
    const owner = (t: TileId) => G.tiles.indexOf(t);
    const tiles: PickerOption[] = TILES.map((t) => ({
      value: t,
      label: this.tileName(t),
      detail: this.t(`cw.tileHelp.${t}` as MessageKey),
      disabled: owner(t) >= 0,
      reason: owner(t) >= 0 ? this.t('cw.tileTakenBy', { name: this.seatName(String(owner(t))) }) : undefined,
    }));
    return html`<div class="choices" part="bids">
      ${
        tile
          ? this.renderPicker('tile', {
              label: this.t('cw.pickTile'),
              options: tiles,
              pick: (value) => this.move('chooseTile', value),
            })
          : nothing
      }
      ${bid ? this.renderBidPicker(maxBid(G), this.t('cw.tokensLeft', { n: G.bidTokens }), (n) => this.move('bid', n)) : nothing}
    </div>`;
  }

  /** The score sheet (rulebook 4, CW-10, CW-11): Tricks and Points per round, sums, product. */
  protected override sheet(view: TableView<CantWinView>): { groups: ScoreGroup[]; footer: ScoreRow[] } {
    const G = view.G;
    const n = G.numPlayers;
    const groups = this.roundGroups(G.sheet, (r) => [
      { label: this.t('sheet.tricks'), cells: r.tricks },
      { label: this.t('sheet.points'), cells: r.points },
      ...(G.variant === 'beginner' ? [{ label: this.t('cw.sheet.support'), cells: r.support }] : []),
    ]);
    const totals = finalResult(G.sheet, n);
    const bySeat = (rec: Record<string, number>) => seatIds(n).map((s) => rec[s] ?? 0);
    const footer: ScoreRow[] = [
      { label: this.t('cw.sheet.sumTricks'), cells: bySeat(totals.trickSums), kind: 'sum' },
      { label: this.t('cw.sheet.sumPoints'), cells: bySeat(totals.pointSums), kind: 'sum' },
      { label: this.t('cw.sheet.final'), cells: bySeat(totals.scores), kind: 'total' },
    ];
    return { groups, footer };
  }

  /**
   * The round summary's own columns: in the beginner variant each seat's support tokens this
   * round (CW-12, rulebook "Beginner-Friendly Rules"): "+1" gained for a wrong bid, "used 2" to
   * make a bid match, "2 returned" after an exact bid, else how many it holds; then the product
   * so far, each seat's sum of tricks × sum of points (CW-11).
   */
  protected override summaryColumns(rounds: readonly RoundRecord[]): SummaryColumn[] {
    const sum = (s: number, row: 'tricks' | 'points') => rounds.reduce((t, r) => t + (r[row]?.[s] ?? 0), 0);
    const values = rounds[0]!.points.map((_, s) => sum(s, 'tricks') * sum(s, 'points'));
    const product = { label: this.t('cw.summary.product'), values };
    const G = this.state?.G as CantWinView | undefined;
    if (G?.variant !== 'beginner') return [product];
    // The descriptor's round records carry no tokens: the sheet's rows do.
    const row = (i: number) => (rounds[i]?.support ? rounds[i] : G.sheet[i]) as CantWinRoundScore | undefined;
    const last = row(rounds.length - 1)!;
    const before = row(rounds.length - 2)?.support;
    const support = last.support.map((n, s) => {
      const had = before?.[s] ?? 0;
      if (n > had) return this.t('cw.support.gained', { n });
      if (n < had)
        return this.t(last.bids[s] === last.tricks[s] ? 'cw.support.returned' : 'cw.support.used', { n: had });
      return n;
    });
    return [{ label: this.t('cw.sheet.support'), values: support }, product];
  }

  /** One line per seat for the game-over panel: tricks × points = score (CW-11). */
  protected override resultLines(view: TableView<CantWinView>): string[] {
    const over = view.ctx.gameover as
      | { trickSums?: Record<string, number>; pointSums?: Record<string, number>; scores?: Record<string, number> }
      | undefined;
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

  /** A chosen card of the viewer's hand is played (CW-7). */
  protected override cardChosen(card: string): void {
    this.move('playCard', card);
  }

  /** Log lines for the moves: a tile taken (CW-4), a bid (CW-5); a played card shows in the trick. */
  protected override describeMove({ seat, move, args }: TableMoveDetail): string | null {
    if (move === 'chooseTile')
      return this.t('cw.log.tile', { ...this.person(seat), tile: this.tileName(args[0] as TileId) });
    if (move === 'bid') return this.describeBid(seat, Number(args[0]));
    return null;
  }
}
