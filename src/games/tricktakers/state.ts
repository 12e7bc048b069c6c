/**
 * TrickTakers: the shape of the game state (TT-1…TT-20, G-5). Re-exported
 * from ./rules.ts, which holds the functions on it.
 */
import type { RulesState } from '../common/game.js';
import type { GameResult } from '../common/result.js';
import type { Play, Trick, TrickPlayState } from '../common/trick.js';
import type { AdventurerItems } from './adventurer.js';
import type { Colour } from './cards.js';
import type { Display } from './display.js';
import type { Draft } from './draft.js';
import type { TrickItem } from './effective.js';
import type { ExtrasSetupData } from './extras-setup.js';
import type { BlueItemId, ItemId, RedItemId } from './items.js';
import type { RosterId } from './roster.js';
import type { TaskId, TaskResult } from './ruler.js';

/**
 * A character id of the game: one of the eight of the whole box (TT-22,
 * ./roster.ts `RosterId`); a 3–5 player game uses the basic five unless
 * setupData's `characters` adds the Adventurer, the Collector or the Ruler
 * (TT-23). ./scoring.ts's `CharacterId` is the basic five.
 */
type CharacterId = RosterId;

/**
 * Where the round is (TT-6): the steps of a round in order, or the game's
 * end. The two-player advanced game (TT-48, TT-49) starts with `draft` and
 * selects in `choose`, where both seats move at once, instead of
 * `select`.
 */
export type Stage =
  | 'draft'
  | 'choose'
  | 'select'
  | 'king-discard'
  | 'exchange'
  | 'bid'
  | 'bet'
  | 'black-crowns'
  | 'choose-leader'
  | 'initial-items'
  | 'give-tasks'
  | 'play'
  | 'hermit-discard'
  | 'book-discard'
  | 'reserve'
  | 'over';

/**
 * One card played to a trick.
 * - `byHermit`: played by the Hermit (its White Flag is Rare+1, TT-17);
 * - `drew`: the seat drew just before this play (the Hermit; it ends the
 *   seat's known voids, common/follow.ts);
 * - `kakumei`: the Resistance declared Kakumei with this card (TT-4);
 * - `item`: the Adventurer used this trick item for this play (TT-32, TT-33);
 * - `swordDelta`: the Sword's choice, with `item: 'sword'` (TT-34);
 * - `leadToken`: the colour of the Ruler's lead token on this card (TT-46);
 * - `faceDown`: a Potion card not yet revealed (TT-34): its `card` is
 *   `POTION_HIDDEN` in every view but its owner's (TT-53).
 */
export interface TtPlay extends Play {
  seat: string;
  card: string;
  byHermit?: true;
  drew?: true;
  kakumei?: true;
  item?: TrickItem;
  swordDelta?: 5 | -5;
  leadToken?: Colour;
  faceDown?: true;
}

/**
 * A trick; `kakumei`: Kakumei was declared in it, so the reversed order
 * judges it (TT-4). `reserved`: the card the Collector put its reserve
 * token on (TT-38), public; absent when it passed or is not in the game.
 * `boots`: the Adventurer's seat when it used `boots` this trick (it plays
 * last, TT-34). `taken`: once the trick is complete, in a game with an
 * extra character, the cards each seat took from it (index = seat number,
 * printed ids, TT-27), worked out once for the extras and the round's end
 * (TT-44 reads it); full state only: no view carries it, since it holds the
 * faces of the Collector's taken cards (TT-39, TT-53; ./extras-play.ts
 * `trickView`).
 */
export interface TtTrick extends Trick<TtPlay> {
  kakumei: boolean;
  reserved?: string;
  boots?: string;
  taken?: string[][];
}

/** How a game ended (TT-12): a character's win, 2 gold crowns, 3 black crowns, or the most points. */
export type Condition = 'character' | 'gold-crowns' | 'black-crowns' | 'points';

/** `ctx.gameover` of TrickTakers: the winner (always one, TT-12), every seat's total, and how it was won. */
export interface TrickTakersResult extends GameResult {
  condition: Condition;
}

/** One row of the score sheet; per-seat arrays (index = seat number). */
export interface TtRoundScore {
  round: number;
  /** The seat that led trick 1. */
  first: string;
  characters: CharacterId[];
  /** The Gambler's bid; `null` for the other seats. */
  bids: (number | null)[];
  /** The Gambler's bet (0 for the others). */
  bets: number[];
  tricks: number[];
  /** Each seat's total after the round minus its total before: gains during the round and the floor included (TT-11). */
  points: number[];
  /** Gold crowns won this round, 0 or 1 each; all 0 when a character win ended the game (TT-6 step 6). */
  crowns: number[];
  /** Black crowns won this round, 0 or 1 each; all 0 when a character win ended the game. */
  blackCrowns: number[];
  /** The cards the Resistance won Kakumei tricks with this round (TT-16). */
  kakumei: string[];
  /** Running totals after the round. */
  totals: number[];
  /** With the Adventurer (TT-37): its item points (the unused values on its slots); others `null`. */
  itemPoints?: (number | null)[];
  /** With the Collector (TT-40): the combinations it scored, by id, and its total; `null` for the others. */
  collections?: ({ combinations: string[]; points: number } | null)[];
  /** With the Ruler (TT-44): every task it gave, judged. */
  tasks?: TaskResult[];
  /*
   * The extras' facts of play (issue 21), public (TT-53), so that a record of the round (the
   * harness's, the table's `table-round-end`) tells what happened; only with the extras in play.
   */
  /** With 7 or 8 characters at 3–5 players (TT-24): the characters shown this round, and those not shown. */
  display?: Display;
  /** With the Adventurer (TT-32): the items it used this round, in order; others `null`. */
  itemsUsed?: (ItemId[] | null)[];
  /**
   * With the Adventurer (TT-30, TT-37): the item on each of its slots at the round's end (blue,
   * red, then the extras oldest first; `null` for an empty slot, TT-36); others `null`.
   */
  itemsLeft?: ((ItemId | null)[] | null)[];
  /** With the Collector (TT-38): the card it reserved in each trick, trick 1 first (`null`: it passed); others `null`. */
  reserved?: ((string | null)[] | null)[];
}

/** A task the Ruler gave (TT-43), public: its holder, and whether it is done yet (TT-44: a take task at the end of the trick it was done in, an avoid task at the end of the round). */
export interface GivenTask {
  seat: number;
  id: TaskId;
  done: boolean;
}

/**
 * The whole game state. `hands`, `discards`, `collected` and `selection` are
 * private (each seat sees its own entry, the sizes are public); `deck`,
 * `spare` and `itemDeck` are secret (G-5, TT-53); the views also hide
 * another seat's face-down Potion card and every trick's `taken`
 * (./play.ts `viewOf`); everything else is public.
 */
export interface TrickTakersState extends RulesState, TrickPlayState<TtPlay> {
  numPlayers: number;
  /** Rounds in the game: 3, or 5 with two players (TT-6, TT-19); the two-player advanced game 3 or 4 (TT-48). */
  rounds: number;
  /** 1-based. */
  round: number;
  stage: Stage;
  /** The seat to move; `null` at the game end and in `choose`, where every seat still to choose moves at once (TT-49). */
  toAct: string | null;
  /** PRIVATE: each seat's hand. */
  hands: string[][];
  /** SECRET: the draw deck, top first (draws take `deck[0]`); never reshuffled (TT-15). */
  deck: string[];
  /**
   * How many cards `deck` holds: public (the deck lies on the table), so a
   * seat's view, which has no `deck`, still tells how many cards an
   * exchange, a black-crown spend or the Hermit's draw may take (TT-14,
   * TT-15, TT-17). Kept equal to `deck.length`.
   */
  deckSize: number;
  /** SECRET: the Berserker deck's 2 leftover cards this round (TT-18); `[]` otherwise. */
  spare: string[];
  /**
   * PRIVATE: per seat, the cards it put face down this round (the King's
   * discard, the Gambler's exchanges, the Berserker's old hand, the Hermit's
   * and the black-crown discards); sizes are public.
   */
  discards: string[][];
  /** Round 1's first chooser (TT-7), the two-player advanced game's P1 (TT-48): setupData.firstPlayer, or random. */
  firstPlayer: string;
  /** This round's selection order (TT-7, TT-8, TT-19). */
  order: string[];
  /** This round's picks, public; `null` until picked. */
  characters: (CharacterId | null)[];
  /** The seat that leads trick 1 this round; `null` until decided. */
  first: string | null;
  /** The Gambler's bid (the others `null`), public (TT-14). */
  bids: (number | null)[];
  /** The Gambler's bet in points (the others 0), public (TT-14). */
  bets: number[];
  /** Exchanges the Gambler has made this round, 0–2 (TT-14). */
  exchanges: number;
  /** Kakumei declarations the Resistance has left this round: 1, or 2 with two players (TT-4, TT-20). */
  kakumeiLeft: number;
  /** The cards the Resistance won Kakumei tricks with this round (TT-16). */
  kakumeiCards: string[];
  /** The Hermit drew this turn; its next play is marked `drew` (TT-17). */
  hermitDrew: boolean;
  /** Black crowns each seat spent this round (TT-15). */
  spent: number[];
  /** Gold crowns held (TT-10). */
  crowns: number[];
  /** Black crowns held; spent ones are removed (TT-10, TT-15). */
  blackCrowns: number[];
  /** Running totals; start at 30 (TT-5). */
  scores: number[];
  /** Totals at the start of this round (a round's points = after − before). */
  roundStart: number[];
  trick: TtTrick | null;
  tricks: TtTrick[];
  lastTrick: TtTrick | null;
  sheet: TtRoundScore[];
  result: TrickTakersResult | null;
  /**
   * This round's display (TT-24): the characters that may be selected, and
   * those not shown; public. Together they are the game's character set
   * (TT-23, TT-48). Absent only in a game set up before the later rules
   * arrived (a table's first load, issue 20): the basic five, all shown.
   */
  display?: Display;
  /*
   * The extras' facts of the round (issue 21) are set when its setups begin
   * (./setups.ts `runSetups`), absent before round 1's.
   */
  /**
   * The Adventurer's items this round (TT-30), public: its slots, the item
   * discard pile, whether an item was used this trick, the items it used
   * this round in order (`used`; the pile also holds the ones `castle`
   * discarded unused); the items the last change drew onto slots (`drawn`:
   * a use's refill, `castle`'s, a level-up's; TT-32, TT-34, TT-35, for the
   * log); `null` with no Adventurer set up. The item deck is
   * {@link itemDeck}.
   */
  items?:
    | (Omit<AdventurerItems, 'deck'> & { deckSize: number; fairyHand: string[]; used: ItemId[]; drawn?: ItemId[] })
    | null;
  /**
   * SECRET: the item deck, top first (TT-30, TT-53); its size is
   * `items.deckSize`, public. Before the game's first Adventurer set-up,
   * setupData's `itemDeck` when given (TT-54).
   */
  itemDeck?: ItemId[];
  /**
   * While the Adventurer sets up (stage `initial-items`, TT-31) from
   * setupData's `itemDeck`, the initial items it may choose, public: the
   * blue and the red one the preset deck leaves out (TT-54; the deck's
   * order stays secret, and its make-up is public once the items are on
   * the slots). Absent otherwise: any of the six may be chosen.
   */
  initialItems?: { blue: BlueItemId[]; red: RedItemId[] };
  /** The tasks the Ruler gave this round (TT-43), public. */
  tasks?: GivenTask[];
  /**
   * PRIVATE: per seat, the cards the Collector took this round (TT-39);
   * `[]` for every other seat. Their count is public (`sizes.collected`):
   * TT-39 hides their faces from the other seats as a display rule (each
   * was played face up, with the reserve token on the public trick).
   */
  collected?: string[][];
  /**
   * The two-player advanced game's draft (TT-48), public (TT-53): the set,
   * each step's seat and the picks so far; absent in every other game.
   */
  draft?: Draft;
  /**
   * PRIVATE: the two-player advanced game's secret selection this round
   * (TT-49, TT-53): per seat `[]` until it has chosen, then `[characterId]`;
   * each seat sees only its own entry, and `sizes.selection` tells whether
   * the other has chosen. Present only in stage `choose`; once both
   * have chosen, `characters` reveals both together.
   */
  selection?: RosterId[][];
}

/** setupData (G-3, TT-7; the extras' fields TT-23, TT-24, TT-54: ./extras-setup.ts). */
export interface TrickTakersSetupData extends ExtrasSetupData {
  /** Round 1's first chooser (and first leader), a seat id; random when absent (TT-7, TT-19). */
  firstPlayer?: string;
  /** Round 1's hands: one 5-card hand per seat from the deck (G-3). */
  deal?: string[][];
  /** The rest of the deck for round 1, in order, top first; needs `deal`; shuffled when absent. */
  stock?: string[];
  /** What `rulesGame` draws when no first player is given; used as the first player then. */
  dealer?: string;
}

/** Why an action was refused (G-4). */
export type RuleError =
  | 'game-over'
  | 'wrong-stage'
  | 'not-your-turn'
  | 'bad-argument'
  | 'not-in-hand'
  | 'must-follow'
  | 'taken'
  | 'not-allowed'
  | 'too-many'
  | 'bid-range'
  | 'bet-range'
  | 'deck-empty'
  /** The Adventurer's own refusals (TT-31…TT-34, TT-52, TT-54; ./extras-play.ts `planItem`, `itemError`, `chooseInitialItems`; ./play.ts `playCard`). */
  | 'wrong-group'
  | 'in-item-deck'
  | 'not-available'
  | 'item-used'
  | 'unusable'
  | 'not-in-trick-5'
  | 'not-leading-unless-2-players'
  | 'needs-number-card'
  | 'map-discard'
  | 'map-too-many'
  | 'sword-delta'
  | 'no-sword'
  | 'book-discard'
  /** A later stage's move before its rules have arrived (issue 20, ../common/later.ts). */
  | 'not-loaded';

/** A move as `legalMoves` (boardgame.io's `ai.enumerate`) lists it. */
export interface TtMove {
  move:
    | 'chooseCharacter'
    | 'discard'
    | 'exchange'
    | 'bid'
    | 'bet'
    | 'spendBlackCrown'
    | 'hermitDraw'
    | 'pass'
    | 'chooseLeader'
    | 'playCard'
    | 'chooseInitialItems'
    | 'giveTask'
    | 'useItem'
    | 'discardCard'
    | 'reserve'
    | 'draftCharacter'
    | 'selectCharacter';
  args: unknown[];
}
