/**
 * `<tricktakers-table>`: TrickTakers against bots, in one tag. The class
 * only; src/define/tricktakers-table.ts registers the tag.
 */
import type { RoundRecord } from '../common/descriptor.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';
import { html, nothing, type TemplateResult } from 'lit';
import { leadSuitOf } from '../common/follow.js';
import { turnError } from '../common/trick.js';
import type { CardFace, SymbolShape } from '../../elements/parts/card.js';
import { OnDemand } from '../../elements/parts/on-demand.js';
import type { TableEventMap, TableMoveDetail } from '../../elements/parts/events.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { ScoreGroup, ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import { drop, flame, heart, leaf, moon, star } from '../../elements/parts/symbols.js';
import type { PlayEvent, TableView } from '../../elements/parts/table-controller.js';
import { dealObject } from '../../elements/parts/deal-object.js';
import type { DealSetup } from '../../elements/parts/table-setup.js';
import { TrickTable, type CardPlayRules } from '../../elements/parts/trick-table.js';
import { trickTakers } from './descriptor.js';
import { trickTakersEn } from './messages.js';
import { pickError } from './actions.js';
import { FOLLOW, colourOf, valueOf } from './cards.js';
import { later } from './later.js';
import type { ChoiceHost } from './table-choices.js';
import { isFinal } from './setup.js';
import type { TrickTakersResult, TtPlay } from './state.js';
import type { CharacterId } from './scoring.js';
import {
  characterCards,
  characterLabel,
  characterLine,
  characterPicker,
  flag,
  kindOf,
  plainCardKey,
  seatNumbers,
  sheetFooter,
} from './table-parts.js';
import { trickTakersStyles } from './table.styles.js';
import type { TrickTakersView } from './game.js';
import type { TtTrick } from './state.js';
import { asState } from './view-facts.js';

/**
 * The play view (./play-view.ts): all that the table shows after the character choice, loaded on
 * demand (issue 20). Asked for when a table is created, so it arrives while the player chooses.
 */
const PLAY = new OnDemand(() => import('./play-view.js'));

/** The keys of the `deal` attribute's object: TrickTakers' scenario setupData (G-3, TT-7; the extras' TT-54). */
const DEAL_KEYS = ['firstPlayer', 'deal', 'stock', 'characterOrder', 'itemDeck'];

/** What the table asks the rules (TT-2, G-4): legal cards, why not, and the suit to follow. */
const TT_RULES: CardPlayRules<TrickTakersView> = {
  // They answer for the play stage, which comes with the later rules (./play.ts, with the play view).
  legalCards: (G, seat) => later.rules?.legalCards(asState(G), seat) ?? [],
  cardError: (G, seat, card) => later.rules?.cardError(asState(G), seat, card) ?? turnError(G, seat, 'play'),
  // With the extras, of the effective cards (a token, a Wand, a face-down Potion): the later rules'.
  leadSuit: (trick) =>
    later.rules?.leadSuit(trick as TtTrick | null) ?? (trick ? leadSuitOf(FOLLOW, trick.plays) : null),
};

/**
 * TrickTakers (2–5 players) against bots: each round everyone picks one of
 * five characters (King, Gambler, Resistance, Hermit, Berserker), whose
 * setup, abilities and score table change how tricks are won; five tricks a
 * round, three rounds (five with two players); two gold crowns, three black
 * crowns or a character's own condition win at once. Bots play every seat
 * but yours, in the page, with no game server.
 *
 * Attributes (all optional; the same as every table but for these):
 * - `players`: `2` to `5` (default `4`); two players follow TT-19/TT-20.
 * - `deal`: a scenario for round 1, JSON: `{ "deal": [[…5 card ids], …],
 *   "stock": [… the rest of the 40 cards, top first], "firstPlayer": "0" }`
 *   (G-3, TT-7); a bare list of hands is read as `deal`; `stock` needs `deal`.
 * - `dealer`: round 1's first chooser when the deal names no `firstPlayer`.
 * - `characters`: 3–5 players, `"all"` or a comma list of the extras
 *   (`adventurer`, `collector`, `ruler`) beside the basic five (TT-23);
 *   their views load on demand before the game is set up. The deal may
 *   then name `characterOrder` and `itemDeck` (TT-54).
 * - `mode`: 2 players, `"basic"` (the default) or `"advanced"`: the draft
 *   and each round's secret selection by both seats at once (TT-48…TT-51);
 *   `character-count`: `"6"` (default, 3 rounds) or `"8"` (4 rounds). Their
 *   views load on demand before the game is set up.
 *
 * And as on every table: `seat` (or `"none"`), `bots` (default `"ismcts"`),
 * `seed`, `speed`, `open-hands`, `review`, `lang`.
 *
 * @summary TrickTakers, the trick-taking game of five characters, crowns and Kakumei, against bots.
 *
 * @fires table-move - a seat made a move (`chooseCharacter`, `draftCharacter`, `selectCharacter`, `discard`, `exchange`, `bid`, `bet`, `spendBlackCrown`, `hermitDraw`, `pass`, `chooseLeader`, `playCard`; with the extras `chooseInitialItems`, `giveTask`, `useItem`, `discardCard`, `reserve`); detail `{ seat, move, args }`; another seat's `discard`, `exchange` and `spendBlackCrown` carry the number of cards, not the cards; another seat's `selectCharacter` and `discardCard` carry args `[]`, its `useItem("map", { discard })` the number of cards (`{ discard: 2 }`), and its face-down Potion card `playCard("face-down", opts)` (TT-53)
 * @fires table-trick-end - a trick was completed; detail `{ round, winner, plays }` (a Kakumei card has `note: "kakumei"`)
 * @fires table-round-end - a round was scored; detail `{ round, row: { first, characters, bids, tricks, points, crowns, blackCrowns } }`, and with the extras in the game their public facts (./state.ts `TtRoundScore`): `itemPoints`, `collections`, `tasks`, `display`, `itemsUsed`, `itemsLeft`, `reserved`
 * @fires table-game-over - the game ended; detail `{ winners, scores, condition, winner? }`
 * @fires table-error - a bad attribute or a failed bot; detail `{ message, attribute? }`
 *
 * @csspart characters - the five character cards (during selection in the middle, later in the side column)
 * @csspart character - one character card, `data-status` yours, taken, barred, used or free
 * @csspart kakumei - the marker of a Kakumei trick: the order is reversed
 * @csspart kakumei-toggle - the Resistance's "Declare Kakumei" checkbox
 * @csspart bids - your choices: character, exchange, bid, bet, black crowns, leader, the Hermit's draw; with the extras initial items, an item, the Sword's ±5, the Map, a task, a reservation
 * @csspart extras - with the extras, the side column's panel of items, collected cards and tasks
 * @csspart items - the Adventurer's slots, item deck and item discard pile
 * @csspart collected - the Collector's collected cards (their names for its seat, their number for others)
 * @csspart tasks - the Ruler's tasks, by holder, done or open
 * @csspart draft - the 2-player advanced game's draft and secret selection in the middle: each seat's drafted characters, who has chosen
 * @csspart token-toggle - the Ruler's "Put the … token on the card I play" checkbox
 *
 * The shared parts and custom properties (table, felt, seat, trick, hand,
 * score-sheet, log, `--table-felt`, `--card-width`…) are listed on
 * `TableElement` (parts/table-element.ts) and docs/embedding.md.
 *
 * @cssproperty [--suit-red=#c62828] - red cards
 * @cssproperty [--suit-blue=#1f5fbf] - blue cards
 * @cssproperty [--suit-green=#1f7a38] - green cards
 * @cssproperty [--suit-black=#24242c] - black cards
 * @cssproperty [--suit-rare=#7a5a00] - Rare cards (the King's and the Berserker's too)
 * @cssproperty [--suit-flag=#f7f5ee] - White Flag cards
 * @cssproperty [--suit-berserker=#5b1010] - the Berserker card
 * @cssproperty [--kakumei-ink=#ffd54a] - the Kakumei marker
 */
export class TrickTakersTable extends TrickTable<TrickTakersView, TtPlay> {
  static override game = trickTakers;
  static override replayPart = () => import('./replay.js');
  static override botWorkers = {
    normal: () => import('virtual:bot-worker/tricktakers'),
    mcts: () => import('virtual:bot-worker/tricktakers/mcts'),
  };
  static override defaultPlayers = 4;
  static override titleKey: MessageKey = 'tk.title';
  static override messages = trickTakersEn;
  static override messagePrefix = 'tk';
  static override locales = { ja: () => import('./messages-ja.js') };
  /** Colour is never the only cue (WCAG 1.4.1); hands sort in this order. */
  static override suits: Record<string, SymbolShape> = {
    black: moon,
    red: heart,
    blue: drop,
    green: leaf,
    rare: star,
    flag,
    berserker: flame,
  };
  static override trickRules: CardPlayRules<TrickTakersView> = TT_RULES;
  static override styles = trickTakersStyles;

  /** The `deal` attribute: an object of `deal`, `stock` and `firstPlayer` (setupData, G-3); a bare list of hands is `deal`. */
  static override dealSetup: DealSetup = dealObject(DEAL_KEYS);
  static override properties = {
    ...TrickTable.properties,
    characters: {},
    mode: {},
    characterCount: { attribute: 'character-count' },
  };
  static override ownAttributes = ['characters', 'mode', 'characterCount'];

  /**
   * The characters in the game (`characters` attribute, 3–5 players, TT-23): `"all"`, or a comma
   * list of ids, the basic five always in; absent or empty: the basic five.
   */
  characters?: string;
  /** 2 players: `"basic"` (TT-19) or `"advanced"`, the draft and the secret selection (TT-48). */
  mode?: string;
  /** 2-player advanced: `"6"` (3 rounds) or `"8"` (4 rounds) characters (TT-48, `character-count`). */
  characterCount?: string;

  /** The stage after the last reported move: what a `pass` declined. */
  private stageBefore: string | null = null;

  constructor() {
    super();
    PLAY.load().catch(() => undefined);
  }

  // ------------------------------------------------------------------------
  // Names and faces

  /** "red 7", "Rare", "White Flag"; with the play view "King Rare", "Berserker card" (TT-1, TT-13, TT-18). */
  protected override cardName(card: string): string {
    if (colourOf(card)) return super.cardName(card);
    return this.t(PLAY.module?.specialCardKey(card) ?? plainCardKey(card));
  }

  /** Number cards show their number; Rares and White Flags a band with their name instead (RARE, FLAG). */
  protected override face(card: string, extra: Partial<CardFace> = {}): CardFace {
    if (colourOf(card)) return super.face(card, extra);
    const suit = kindOf(card);
    // The Berserker card is told by its flame and hue: its name is too long for a band.
    const banner = suit === 'berserker' ? undefined : this.t(`tk.banner.${suit}` as MessageKey);
    return { id: card, suit, rank: '', symbol: this.suitSymbol(suit), label: this.cardName(card), banner, ...extra };
  }

  /** Black first, then red, blue, green by number; Rares, White Flags and the Berserker card last. */
  protected override sortHand(cards: readonly string[]): string[] {
    const order = Object.keys(TrickTakersTable.suits);
    return [...cards].sort((a, b) => order.indexOf(kindOf(a)) - order.indexOf(kindOf(b)) || valueOf(a) - valueOf(b));
  }

  /** The notes of the play view on a played card (Kakumei TT-4, the Hermit's Rare+1 TT-17, the extras' tokens and items). */
  protected override playFace(play: TtPlay): CardFace {
    return PLAY.module?.playFace(this.logWords, this.state!.G, play, this.choiceHost) ?? this.face(play.card);
  }

  /**
   * `characters` as setupData: its check and the extras' views come with the play view (./play.ts
   * checks the game's extras: the first load checks only the basic fields), so a game with it, or
   * with the extras' scenario fields in `deal` (`characterOrder`, `itemDeck`, TT-54), waits for them.
   */
  protected override ownSetup(): Record<string, unknown> | [string, string] | Promise<unknown> {
    // The page's deal as its plain copy: a Proxy or a getter of a page script is never run here (issue 19).
    const deal = this.dealData() as { characterOrder?: unknown; itemDeck?: unknown } | undefined;
    if (!this.characters?.trim() && !this.mode && !this.characterCount && !deal?.characterOrder && !deal?.itemDeck)
      // A `stock` is checked by a later rule (./play.ts `stockProblem`): the play view brings it first.
      return deal && 'stock' in deal && !later.rules ? PLAY.load() : {};
    return PLAY.module?.extrasSetup(this, this.players ?? 4) ?? PLAY.load().then((m) => m.loadExtras());
  }

  // ------------------------------------------------------------------------
  // The viewer's controls

  /** A card of the hand was chosen in play: played, with the options the viewer set (the play view's, TT-4). */
  protected override cardChosen(card: string): void {
    PLAY.module?.playChosen(this.choiceHost, this.state!.G, this.viewer!, card);
  }

  /**
   * Picks character `c`. The last pick starts the setups, whose rules come with the play view
   * (./play.ts, issue 20): a pick refused before they have arrived is made again when they arrive.
   */
  private choose(c: string): void {
    if (!this.move('chooseCharacter', c) && !later.rules)
      void PLAY.load()
        .catch(() => undefined)
        .then(() => this.move('chooseCharacter', c));
  }

  /** What the play view's choices and moves need of the table. */
  private get choiceHost(): ChoiceHost {
    return {
      key: this,
      locale: this.locale,
      sort: (cards) => this.sortHand(cards),
      face: (card, extra) => this.face(card, extra),
      emptyText: () => this.emptyHandText(this.state!.G),
      picker: (kind, part) => this.renderPicker(kind, part),
      bidPicker: (max, note, bid) => this.renderBidPicker(max, note, bid),
      move: (name, ...args) => void this.move(name, ...args),
      requestUpdate: () => this.requestUpdate(),
    };
  }

  /** In the stages that choose cards, the hand is a multi-select on the viewer's turn (the play view's); in play, the shared hand. */
  protected override renderHand(view: TableView<TrickTakersView>): TemplateResult {
    const G = view.G;
    const play = G.stage === 'select' || view.ctx.gameover ? undefined : PLAY.for(this);
    return play?.choiceHand(this.logWords, G, this.viewer!, this.choiceHost) ?? super.renderHand(view);
  }

  /** The viewer's choice on their turn: a character, a setup step, or in play Kakumei and the Hermit's draw. */
  protected override renderChoices({ G }: TableView<TrickTakersView>): TemplateResult | typeof nothing {
    const seat = this.viewer!;
    const w = this.logWords;
    let choice: unknown;
    if (G.stage === 'select') {
      const refusal = (c: string) => pickError(asState(G), seat, c);
      choice = this.renderPicker(
        'character',
        (PLAY.module?.selectPicker ?? characterPicker)(w, G, seat, refusal, (c) => this.choose(c)),
      );
    } else {
      // After the character choice, the choices come with the play view (until it arrives, none).
      const play = PLAY.for(this);
      if (!play) return nothing;
      choice = play.laterChoice(w, G, seat, this.choiceHost);
    }
    return choice === nothing ? nothing : html`<div class="choices" part="bids">${choice}</div>`;
  }

  // ------------------------------------------------------------------------
  // The table's hooks

  /** "Round 2 of 3" (TT-6; 5 rounds with two players, TT-19). */
  protected override roundText(G: TrickTakersView): string {
    return this.t('tk.round', { round: G.round, rounds: G.rounds });
  }

  /** The final round, two-player rules (the advanced game's with a draft, TT-48), and the cards left in the deck (TT-15, TT-17). */
  protected override statusItems({ G }: TableView<TrickTakersView>): unknown[] {
    return [
      ...(isFinal(asState(G)) ? [this.t('tk.finalRound')] : []),
      ...(G.numPlayers === 2 ? [this.t(G.draft ? 'tk.twoPlayerAdvanced' : 'tk.twoPlayer')] : []),
      this.t('tk.deck', { count: G.deckSize }),
    ];
  }

  /** The viewer's task in each stage (TT-6); in play, lead or follow (the Hermit may draw first). */
  protected override prompt(G: TrickTakersView): string {
    if (G.stage === 'bid') return this.t('prompt.bid');
    if (G.stage === 'play')
      return PLAY.module?.mayDraw(G, this.viewer) ? this.t('tk.prompt.hermitDraw') : super.prompt(G);
    return this.t(`tk.prompt.${G.stage}` as MessageKey);
  }

  /** "Seat 2 (Gambler) may exchange cards" while a seat sets up (TT-6); in play, the shared text. */
  protected override waitingText(G: TrickTakersView, name: string): string {
    return G.stage === 'play' ? super.waitingText(G, name) : this.t(`tk.waiting.${G.stage}` as MessageKey, { name });
  }

  /** The seat's character this round, with its priority (TT-5). */
  protected override seatMarkers(G: TrickTakersView, seat: string): string[] {
    const c = G.characters[Number(seat)];
    // With the play view, the extras' too (a code B, the Ruler's tasks).
    return (
      PLAY.module?.seatMarkers(this.logWords, G, seat) ?? (c ? [characterLabel(this.logWords, c as CharacterId)] : [])
    );
  }

  /** Tricks won, points, crowns and black crowns (not with two players), and the Gambler's bid and bet (TT-10, TT-14). */
  protected override seatStats(G: TrickTakersView, seat: string): SeatStat[] {
    const w = this.logWords;
    return [...seatNumbers(w, G, seat), ...(PLAY.module?.laterStats(w, G, seat) ?? [])];
  }

  /**
   * The trick (or the last one until the next lead, G-7), under a marker
   * while it is a Kakumei trick (TT-4: the order is reversed); during
   * selection the character cards below it.
   */
  protected override renderPlayArea(view: TableView<TrickTakersView>): unknown {
    const G = view.G;
    const w = this.logWords;
    const title = this.t('tk.cards.round', { round: G.round });
    const shown = this.shownTrick(G) as TtTrick | null;
    // The marker comes with the play view (no trick is played before it has arrived).
    const marker = shown?.kakumei ? (PLAY.for(this)?.kakumeiMarker(this.logWords, shown) ?? nothing) : nothing;
    const cards =
      G.stage === 'select'
        ? (PLAY.for(this)?.selectCards(w, G, this.viewer, title, this.choiceHost) ??
          characterCards(w, G, this.viewer, title))
        : nothing;
    // During selection the character cards take the middle.
    const trick = G.stage !== 'select' || shown ? super.renderPlayArea(view) : nothing;
    return html`<div class="play-area">${marker} ${trick} ${cards}</div>`;
  }

  /** Before the first lead (after the character choice): the setup note of the play view. */
  protected override renderMiddleContent({ G }: TableView<TrickTakersView>): unknown {
    return PLAY.for(this)?.middleNote(this.logWords, G) ?? nothing;
  }

  /** After selection, the character cards stay at hand in the side column, folded (the play view's). */
  protected override renderAside({ G }: TableView<TrickTakersView>): unknown {
    return G.stage === 'select'
      ? nothing
      : (PLAY.for(this)?.aside(this.logWords, G, this.viewer, this.choiceHost) ?? nothing);
  }

  /** Per round: characters, the Gambler's bid, tricks, points, crowns; the totals (TT-10, TT-11). */
  protected override sheet({ G }: TableView<TrickTakersView>): { groups: ScoreGroup[]; footer: ScoreRow[] } {
    const play = G.sheet.length > 0 ? PLAY.for(this) : undefined;
    const groups = play ? play.sheetRounds(this.logWords, G, (rows, rowsOf) => this.roundGroups(rows, rowsOf)) : [];
    return { groups, footer: sheetFooter(this.logWords, G) };
  }

  /** The win condition that ended the game (TT-12), then each seat's total. */
  /** The round summary's columns: each seat's character and the crowns it won (table-sheet.ts). */
  protected override summaryColumns(rounds: readonly RoundRecord[]): SummaryColumn[] {
    return PLAY.for(this)?.summaryColumns(this.logWords, rounds, this.state?.G) ?? [];
  }

  protected override resultLines(view: TableView<TrickTakersView>): string[] {
    const over = view.ctx.gameover as TrickTakersResult | undefined;
    const play = over?.scores ? PLAY.for(this) : undefined;
    return over && play ? play.resultLines(this.logWords, view.G, over) : [];
  }

  // ------------------------------------------------------------------------
  // The log and the events

  /** Another seat's face-down cards are a count only (G-5, TT-13…TT-17): the play view's (the character choice is public). */
  protected override publicMove(move: TableMoveDetail): TableMoveDetail {
    return PLAY.module?.publicTtMove(move, this.state?.G) ?? move;
  }

  /** A character choice is worded at once; a later move by the play view (no bot moves before it has arrived). */
  protected override describeMove(move: TableMoveDetail): string | null {
    if (move.move === 'chooseCharacter') return characterLine(this.logWords, move);
    return PLAY.module?.moveLine(this.logWords, this.viewer, move, this.stageBefore, this.state?.G) ?? null;
  }

  /** Besides the shared lines: a Kakumei trick says so (TT-4); the Adventurer's level-up (TT-35). */
  protected override describe<K extends PlayEvent>(name: K, detail: TableEventMap[K]): string | null {
    if (name === 'table-move') {
      const line = super.describe(name, detail);
      this.stageBefore = this.state?.G.stage ?? null;
      return line;
    }
    const line = super.describe(name, detail);
    // A Kakumei trick's line and the extras' (a level-up) come with the play view (no trick ends before it has arrived).
    return name === 'table-trick-end'
      ? (PLAY.module?.trickLine(this.logWords, detail as TableEventMap['table-trick-end'], line, this.state?.G) ?? line)
      : line;
  }
}
