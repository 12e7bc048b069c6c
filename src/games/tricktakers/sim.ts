/**
 * TrickTakers: a fast simulator of one round's trick play for bot search
 * (issue 12). The same rules as ./rules.ts from the first lead to the end of
 * the round (TT-2…TT-4, TT-16, TT-17) on a compact numeric state; the setup
 * stages before play are left to the rule policy (./search.ts).
 *
 * Card numbers: a number card is `colour * 12 + value − 1` (colour in
 * {@link COLOURS} order, value 1–10: 0…9, 12…21, 24…33, 36…45); the
 * colourless cards are `48 + k`, k in {@link SPECIALS} order (the Rares,
 * then the White Flags, then the Berserker card). A hand is five masks: the
 * four colours, then the colourless cards.
 *
 * Moves: a card (play it), {@link KAKUMEI} + card (the Resistance plays it
 * and declares Kakumei, TT-4), {@link DRAW} (the Hermit draws, TT-17) and
 * {@link DISCARD} + card (the Hermit's discard after drawing). The extra
 * characters' (issue 21; their numbers and effects: ./sim-extras.ts):
 * {@link TOKEN} + card (the Ruler's optional lead token; a mandatory one
 * goes with the plain card, TT-46), {@link SWORD_UP} / {@link SWORD_DOWN} +
 * card (the play after `sword`, TT-34), {@link ITEM} + item number (the
 * Adventurer uses an item, TT-32), {@link MAP} + hand subset (`map`, its
 * discards as bits over the hand in card-number order), {@link BOOK_DISCARD}
 * + card (after `book`), {@link RESERVE} + card and {@link RESERVE_NONE}
 * (the Collector's reservation, TT-38).
 *
 * Its legal moves and trick winners equal the rules': test/node/tricktakers-sim.test.ts
 * checks this over seeded rounds. It stops at the end of the round.
 */
import { cloneCompact } from '../common/compact.js';
import {
  MASK_BITS,
  SIM_OVER,
  SIM_PLAY,
  loadTrick,
  pushPlayable,
  removeCard,
  setHandNumbers,
  simCardIndex,
  simCardName,
  simEndTrick,
  type TrickSim,
  copyTrickScalars,
} from '../common/trick-sim.js';
import { COLOURS, CHARACTERS, HERMIT_WF_BONUS, colourOf, type TrickTakersState } from './rules.js';
import { GOLD_POINTS, HIDDEN_CARD, pendingItem } from './extras-play.js';
import { ITEM_IDS } from './items.js';
import { rankOf, type RosterId } from './roster.js';
import {
  AXE,
  BOOK,
  BOOTS,
  CASTLE,
  DOLL,
  GOLD,
  IS_TRICK_ITEM,
  ITEM_BLOCKED,
  MAP as MAP_ITEM,
  MAX_SLOTS,
  ORB,
  POTION,
  SWORD,
  USABLE,
  WAND,
  WING,
  colourBit,
  colourIndex,
  effectiveNumber,
  itemIndex,
  taskIndex,
} from './sim-extras.js';
import { takenCards } from './taken.js';

/** The colourless cards, in card-number order from {@link SPECIAL_BASE}. */
export const SPECIALS = [
  'rare-1',
  'rare-2',
  'king-rare',
  'berserker-rare',
  'white-flag-1',
  'white-flag-2',
  'berserker-white-flag',
  'berserker',
] as const;
/** The first colourless card number (mask 4, bit 0). */
export const SPECIAL_BASE = 4 * MASK_BITS;
/** The last Rare's card number (the Rares are 48…51). */
const LAST_RARE = SPECIAL_BASE + 3;
/** The last White Flag's card number (the White Flags are 52…54). */
const LAST_WF = SPECIAL_BASE + 6;
/** The Berserker card's number. */
export const BERSERKER_CARD = SPECIAL_BASE + 7;
/** Masks per seat: four colours, then the colourless cards. */
export const MASKS = 5;
const ALWAYS = 1 << 4; // the colourless mask may always be played (TT-2)
/** The card numbers run below this (a plain card move is its number). */
export const CARD_SPAN = 64;
/** Move `KAKUMEI + card`: the Resistance plays `card` and declares Kakumei (TT-4). */
export const KAKUMEI = 64;
/** Move: the Hermit draws a card before playing (TT-17). */
export const DRAW = 128;
/** Move `DISCARD + card`: the Hermit discards `card` after drawing (TT-17). */
export const DISCARD = 192;
/** The stage after the Hermit drew, until it discards. */
export const SIM_DISCARD = 3;
/** Move `BOOK_DISCARD + card`: the Adventurer's discard after `book` (TT-33). */
export const BOOK_DISCARD = 256;
/** Move `TOKEN + card`: the Ruler plays `card` with its optional lead token (TT-46). */
export const TOKEN = 320;
/** Moves `SWORD_UP + card`, `SWORD_DOWN + card`: the Adventurer's play after `sword`, +5 or −5 (TT-34). */
export const SWORD_UP = 384;
export const SWORD_DOWN = 448;
/** Move `RESERVE + card`: the Collector puts its reserve token on `card` (TT-38); {@link RESERVE_NONE}: it passes. */
export const RESERVE = 512;
export const RESERVE_NONE = 576;
/** Move `ITEM + item number`: the Adventurer uses an item other than `map` (TT-32). */
export const ITEM = 640;
/** Move `MAP + bits`: `map`, discarding the hand's cards whose bits are set (bit i: the i-th card in card-number order). */
export const MAP = 672;
/** Moves run below this. */
export const MOVE_SPAN = MAP + 32;
/** The stage after `book`'s draw, until the Adventurer discards (TT-33). */
export const SIM_BOOK = 4;
/** The stage after the Collector's play, until it reserves or passes (TT-38). */
export const SIM_RESERVE = 5;
/** Character numbers: {@link CHARACTERS} order, then the extras ({@link SIM_CHARACTERS}). */
export const KING = 0;
export const GAMBLER = 1;
export const RESISTANCE = 2;
export const HERMIT = 3;
export const BERSERKER = 4;
export const ADVENTURER = 5;
export const COLLECTOR = 6;
export const RULER = 7;
/** The characters by simulator number. */
export const SIM_CHARACTERS: readonly RosterId[] = [...CHARACTERS, 'adventurer', 'collector', 'ruler'];
/** Each character number's priority rank, 1 (King) … 8 (Ruler) (TT-22): lower wins ties. */
export const RANK: readonly number[] = SIM_CHARACTERS.map(rankOf);
const HAND = 5; // cards in every hand when play starts, so tricks per round

/**
 * The compact round: the shared {@link TrickSim} (`stage` {@link SIM_PLAY},
 * {@link SIM_DISCARD} or {@link SIM_OVER}) plus what this game's play reads
 * and its round end scores. Per-seat arrays are indexed by seat number.
 */
export interface TtSim extends TrickSim {
  /** 1 in the game's last round (TT-13…TT-17 "final round"; TT-20 with two players). */
  final: number;
  /** 1 with two players (TT-19, TT-20). */
  two: number;
  /** Each seat's character number this round ({@link CHARACTERS} order). */
  chars: Int8Array;
  /** The seat holding each character (index = character number), -1 for none. */
  seatOf: Int8Array;
  /** Kakumei declarations left to the Resistance (TT-4, TT-20). */
  kakumeiLeft: number;
  /** 1 when the trick in progress is a Kakumei trick. */
  trickKakumei: number;
  /** The cards the Resistance won Kakumei tricks with, `kakumeiLen` of them (TT-16). */
  kakumeiCards: Int8Array;
  kakumeiLen: number;
  /** 1 once the Hermit has drawn this turn (its next play is marked `drew`; no second draw). */
  drew: number;
  /** The draw deck, top first, from `deckAt` to `deckLen` (TT-15: never reshuffled). */
  deck: Int8Array;
  deckAt: number;
  deckLen: number;
  /** The running totals (the Gambler's +20 and the Hermit's bonuses in, TT-11). */
  scores: Int16Array;
  /** The Gambler's bid (-1 for none) and bet (TT-14). */
  bid: number;
  bet: number;
  /** Gold and black crowns held (TT-10, TT-12). */
  crowns: Int8Array;
  blackCrowns: Int8Array;
  /** The seat whose Black Kakumei won the game (TT-16), else -1. */
  blackKakumei: number;
  /*
   * The extras (issue 21; ./sim-extras.ts). Per play of the trick in
   * progress, beside `trickCards` (the printed cards, which taken cards
   * read, TT-27): the effective card (TT-26), the item used for it (-1),
   * the Sword's ±5 (0), the lead token's colour (-1).
   */
  trickEff: Int8Array;
  trickItem: Int8Array;
  trickDelta: Int8Array;
  trickToken: Int8Array;
  /** The seat that led the trick in progress (`boots` may make another seat play first). */
  leader: number;
  /** The Adventurer's seat when it used `boots` this trick (it plays last, TT-34), else -1. */
  boots: number;
  /** The Collector's reserved card in the trick in progress (TT-38), else -1. */
  reserved: number;
  /** 1 once an item was used this trick (TT-32). */
  used: number;
  /** The trick item used this trick whose play is still to come (TT-32), else -1. */
  pending: number;
  /** The Adventurer's slots (item number or -1 when empty, TT-36), `slotCount` of them: blue, red, then extras. */
  slots: Int8Array;
  slotCount: number;
  /** The item deck, top first, from `itemAt` to `itemLen` (never refilled in a round, TT-36). */
  itemDeck: Int8Array;
  itemAt: number;
  itemLen: number;
  /** Per seat, the printed colours of the cards it took this round, as bits (TT-27): tasks and the Ruler read them. */
  taken: Int8Array;
  /** The cards the Collector took this round, `collectedLen` of them (TT-39). */
  collected: Int8Array;
  collectedLen: number;
  /** The tasks the Ruler gave (TT-43), `taskLen` of them: each one's holder and task number. */
  taskSeat: Int8Array;
  taskId: Int8Array;
  taskLen: number;
}

/** The card number of a card id. */
export function cardIndex(id: string): number {
  if (colourOf(id) !== null) return simCardIndex(COLOURS, id);
  const k = (SPECIALS as readonly string[]).indexOf(id);
  if (k < 0) throw new Error(`not a TrickTakers card: ${id}`);
  return SPECIAL_BASE + k;
}

/** The card id of a card number. */
export function cardName(c: number): string {
  return c >= SPECIAL_BASE ? SPECIALS[c - SPECIAL_BASE]! : simCardName(COLOURS, c);
}

const isRareCard = (c: number) => c >= SPECIAL_BASE && c <= LAST_RARE;
const isWfCard = (c: number) => c > LAST_RARE && c <= LAST_WF;

/** What a state or seat view gives {@link toSim}. */
export type SimSource = Pick<
  TrickTakersState,
  | 'numPlayers'
  | 'round'
  | 'rounds'
  | 'stage'
  | 'toAct'
  | 'characters'
  | 'kakumeiLeft'
  | 'kakumeiCards'
  | 'hermitDrew'
  | 'scores'
  | 'bids'
  | 'bets'
  | 'crowns'
  | 'blackCrowns'
  | 'tricks'
  | 'trick'
  | 'tricksWon'
> &
  Partial<Pick<TrickTakersState, 'items' | 'tasks'>>;

/**
 * The compact state of the round in `state` (stage `play`,
 * `hermit-discard`, `book-discard` or `reserve`), with `hands`, `deck` (top
 * first) and `itemDeck` (top first) in place of the state's own: a sampled
 * deal, or the true one for the oracle. Only public fields of `state` are
 * read besides: a seat's view will do. A face-down Potion card of another
 * seat (`HIDDEN_CARD` in a view) is loaded as card -1, for
 * {@link setPotionCard} to fill.
 */
export function toSim(
  state: SimSource,
  hands: readonly (readonly string[] | null)[],
  deck: readonly string[],
  itemDeck: readonly string[] = [],
): TtSim {
  const n = state.numPlayers;
  const chars = Int8Array.from(state.characters, (c) => (c === null ? -1 : SIM_CHARACTERS.indexOf(c)));
  const seatOf = new Int8Array(SIM_CHARACTERS.length).fill(-1);
  chars.forEach((c, s) => c >= 0 && (seatOf[c] = s));
  const gambler = seatOf[GAMBLER]!;
  const sim: TtSim = {
    n,
    stage: SIM_STAGES[state.stage] ?? SIM_OVER,
    toAct: state.toAct === null ? -1 : Number(state.toAct),
    hands: new Int32Array(n * MASKS),
    trickSeats: new Int8Array(n),
    trickCards: new Int8Array(n),
    trickLen: 0,
    tricksWon: Int8Array.from(state.tricksWon),
    tricksDone: state.tricks.length,
    final: state.round === state.rounds ? 1 : 0,
    two: n === 2 ? 1 : 0,
    chars,
    seatOf,
    kakumeiLeft: state.kakumeiLeft,
    trickKakumei: state.trick?.kakumei ? 1 : 0,
    kakumeiCards: new Int8Array(2),
    kakumeiLen: state.kakumeiCards.length,
    drew: state.hermitDrew ? 1 : 0,
    deck: new Int8Array(40),
    deckAt: 0,
    deckLen: 0,
    scores: Int16Array.from(state.scores),
    bid: gambler >= 0 ? (state.bids[gambler] ?? -1) : -1,
    bet: gambler >= 0 ? state.bets[gambler]! : 0,
    crowns: Int8Array.from(state.crowns),
    blackCrowns: Int8Array.from(state.blackCrowns),
    blackKakumei: -1,
    trickEff: new Int8Array(n),
    trickItem: new Int8Array(n).fill(-1),
    trickDelta: new Int8Array(n),
    trickToken: new Int8Array(n).fill(-1),
    leader: state.trick ? Number(state.trick.leader) : -1,
    boots: state.trick?.boots === undefined ? -1 : Number(state.trick.boots),
    reserved: state.trick?.reserved === undefined ? -1 : cardIndex(state.trick.reserved),
    used: state.items?.usedThisTrick ? 1 : 0,
    pending: -1,
    slots: new Int8Array(MAX_SLOTS).fill(-1),
    slotCount: 0,
    itemDeck: new Int8Array(ITEM_IDS.length),
    itemAt: 0,
    itemLen: 0,
    taken: new Int8Array(n),
    collected: new Int8Array(CARD_SPAN),
    collectedLen: 0,
    taskSeat: new Int8Array(6),
    taskId: new Int8Array(6),
    taskLen: 0,
  };
  state.kakumeiCards.forEach((c, i) => (sim.kakumeiCards[i] = cardIndex(c)));
  setHands(
    sim,
    hands.map((h) => (h ?? []).map(cardIndex)),
  );
  setDeck(sim, deck.map(cardIndex));
  loadExtras(sim, state);
  setItemDeck(
    sim,
    itemDeck.map((id) => itemIndex(id as never)),
  );
  return sim;
}

/** The sim's stage of a rules stage of trick play. */
const SIM_STAGES: Readonly<Record<string, number>> = {
  play: SIM_PLAY,
  'hermit-discard': SIM_DISCARD,
  'book-discard': SIM_BOOK,
  reserve: SIM_RESERVE,
};

/**
 * Loads the trick in progress with its modifiers, and the extras' public
 * facts of the round (TT-27, TT-30, TT-43, TT-53): the Adventurer's slots
 * and the item it used this trick; each seat's taken colours and the
 * Collector's collected cards, read from the public tricks and reservations
 * (TT-39: every one was played face up); the tasks.
 */
function loadExtras(sim: TtSim, state: SimSource): void {
  const plays = state.trick?.plays ?? [];
  loadTrick(sim, plays, (id) => (id === HIDDEN_CARD ? -1 : cardIndex(id)));
  plays.forEach((p, i) => {
    sim.trickItem[i] = p.item === undefined ? -1 : itemIndex(p.item);
    sim.trickDelta[i] = p.swordDelta ?? 0;
    sim.trickToken[i] = colourIndex(p.leadToken);
  });
  refreshEffective(sim);
  const adventurer = sim.seatOf[ADVENTURER]!;
  if (state.items) {
    sim.slotCount = state.items.slots.length;
    state.items.slots.forEach((slot, i) => (sim.slots[i] = slot.item === null ? -1 : itemIndex(slot.item)));
    const item = pendingItem(state as TrickTakersState);
    const played = plays.some((p) => Number(p.seat) === adventurer);
    if (item !== undefined && !played) sim.pending = itemIndex(item);
  }
  const collector = sim.seatOf[COLLECTOR]!;
  for (const t of state.tricks) {
    const reservation = t.reserved === undefined ? null : { seat: String(collector), card: t.reserved };
    takenCards(t.plays, t.winner!, sim.n, reservation).forEach((cards, seat) => {
      for (const c of cards) takeCard(sim, seat, cardIndex(c));
    });
  }
  for (const t of state.tasks ?? []) {
    sim.taskSeat[sim.taskLen] = t.seat;
    sim.taskId[sim.taskLen++] = taskIndex(t.id);
  }
}

/** Replaces the item deck of `sim` with `items`, item numbers top first. */
export function setItemDeck(sim: TtSim, items: readonly number[]): void {
  for (let i = 0; i < items.length; i++) sim.itemDeck[i] = items[i]!;
  sim.itemAt = 0;
  sim.itemLen = items.length;
}

/** Puts `card` in place of the face-down Potion card of the trick in progress (loaded as -1), and re-reads the trick. */
export function setPotionCard(sim: TtSim, card: number): void {
  for (let i = 0; i < sim.trickLen; i++) if (sim.trickCards[i] === -1) sim.trickCards[i] = card;
  refreshEffective(sim);
}

/** Recomputes every effective card of the trick in progress, in play order (TT-47 steps 1–2). */
function refreshEffective(sim: TtSim): void {
  let lead = -1;
  for (let i = 0; i < sim.trickLen; i++) {
    const e = effectiveNumber(sim.trickCards[i]!, sim.trickItem[i]!, sim.trickDelta[i]!, sim.trickToken[i]!, lead);
    sim.trickEff[i] = e;
    if (lead < 0 && e >= 0 && e < SPECIAL_BASE) lead = (e / MASK_BITS) | 0;
  }
}

/** Seat `seat` takes printed card `c` (TT-27): its colour for tasks and the Ruler, the card itself for the Collector. */
function takeCard(sim: TtSim, seat: number, c: number): void {
  sim.taken[seat]! |= colourBit(c);
  if (seat === sim.seatOf[COLLECTOR]) sim.collected[sim.collectedLen++] = c;
}

/** Replaces every hand of `sim` with `hands`, card numbers per seat. */
export function setHands(sim: TtSim, hands: readonly (readonly number[])[]): void {
  setHandNumbers(sim, MASKS, hands);
}

/** Replaces the draw deck of `sim` with `deck`, card numbers top first. */
export function setDeck(sim: TtSim, deck: readonly number[]): void {
  for (let i = 0; i < deck.length; i++) sim.deck[i] = deck[i]!;
  sim.deckAt = 0;
  sim.deckLen = deck.length;
}

/** Copies the number fields (`ScalarCopy`, ../common/compact.ts: one assignment each, not a store by key). */
function copyScalars(dst: TtSim, src: TtSim): void {
  copyTrickScalars(dst, src);
  dst.final = src.final;
  dst.two = src.two;
  dst.kakumeiLeft = src.kakumeiLeft;
  dst.trickKakumei = src.trickKakumei;
  dst.kakumeiLen = src.kakumeiLen;
  dst.drew = src.drew;
  dst.deckAt = src.deckAt;
  dst.deckLen = src.deckLen;
  dst.bid = src.bid;
  dst.bet = src.bet;
  dst.blackKakumei = src.blackKakumei;
  dst.leader = src.leader;
  dst.boots = src.boots;
  dst.reserved = src.reserved;
  dst.used = src.used;
  dst.pending = src.pending;
  dst.slotCount = src.slotCount;
  dst.itemAt = src.itemAt;
  dst.itemLen = src.itemLen;
  dst.collectedLen = src.collectedLen;
  dst.taskLen = src.taskLen;
}

/** A deep copy; {@link copyCompact} between two of them copies the numbers by {@link copyScalars}. */
export const cloneSim = (s: TtSim): TtSim => cloneCompact(s, copyScalars);

/**
 * The class to follow in the trick in progress, as the players see it (TT-2,
 * TT-34, TT-47 step 2): the colour of its first effective number card; -1
 * when there is none, or while a face-down Potion card before any such card
 * hides it.
 */
export function leadClass(s: TtSim): number {
  for (let i = 0; i < s.trickLen; i++) {
    if (s.trickItem[i] === POTION) return -1;
    const e = s.trickEff[i]!;
    if (e < SPECIAL_BASE) return (e / MASK_BITS) | 0;
  }
  return -1;
}

/** The lead colour the effective cards have set so far, face-down ones read face up (TT-47), else -1. */
function trueLead(s: TtSim): number {
  for (let i = 0; i < s.trickLen; i++) {
    const e = s.trickEff[i]!;
    if (e < SPECIAL_BASE) return (e / MASK_BITS) | 0;
  }
  return -1;
}

const handScratch: number[] = [];

/**
 * The legal moves of the seat to act, into `out` (TT-2, TT-4, TT-17, and the
 * extras' TT-32…TT-34, TT-38, TT-46): its playable cards; the same cards
 * with Kakumei for the Resistance while it has a declaration left; the draw
 * for the Hermit with the deck not empty and no draw yet this turn; after a
 * draw, a discard of any card in hand. The Ruler may play any card, with
 * its token where optional; the Adventurer its cards as its item allows,
 * or an item first; the Collector's reservation after its play.
 */
export function simLegal(s: TtSim, out: number[] = []): number[] {
  out.length = 0;
  const seat = s.toAct;
  if (s.stage === SIM_DISCARD || s.stage === SIM_BOOK) {
    pushPlayable(s, MASKS, -1, out);
    const base = s.stage === SIM_DISCARD ? DISCARD : BOOK_DISCARD;
    for (let i = 0; i < out.length; i++) out[i]! += base;
    return out;
  }
  if (s.stage === SIM_RESERVE) {
    out.push(RESERVE_NONE);
    for (let i = 0; i < s.trickLen; i++) if (s.trickItem[i] !== POTION) out.push(RESERVE + s.trickCards[i]!);
    return out;
  }
  if (s.stage !== SIM_PLAY) return out;
  const c = s.chars[seat];
  if (c === RULER) return rulerMoves(s, out);
  if (c === ADVENTURER) return adventurerMoves(s, out);
  pushPlayable(s, MASKS, leadClass(s), out, ALWAYS);
  const cards = out.length;
  if (s.kakumeiLeft > 0 && c === RESISTANCE) for (let i = 0; i < cards; i++) out.push(KAKUMEI + out[i]!);
  if (c === HERMIT && s.drew === 0 && s.deckAt < s.deckLen) out.push(DRAW);
  return out;
}

/** The Ruler's plays (TT-46): every card; a number card off the visible lead suit, with the token optional when void in it. */
function rulerMoves(s: TtSim, out: number[]): number[] {
  pushPlayable(s, MASKS, -1, out);
  const lead = leadClass(s);
  if (lead < 0 || s.hands[s.toAct * MASKS + lead] !== 0) return out; // none possible, or mandatory (the plain play)
  const cards = out.length;
  for (let i = 0; i < cards; i++) {
    const card = out[i]!;
    if (card < SPECIAL_BASE && ((card / MASK_BITS) | 0) !== lead) out.push(TOKEN + card);
  }
  return out;
}

/** The Adventurer's moves (TT-32, TT-33): its plays as the item used allows, or with no item yet, its plays and the items it may use. */
function adventurerMoves(s: TtSim, out: number[]): number[] {
  const item = s.pending;
  const lead = leadClass(s);
  if (item === WAND || item === ORB) {
    pushPlayable(s, MASKS, -1, out);
    if (item === WAND) dropColourless(out);
    return out;
  }
  pushPlayable(s, MASKS, lead, out, ALWAYS);
  if (item === SWORD || item === AXE) {
    dropColourless(out);
    if (item === SWORD) {
      const cards = out.length;
      for (let i = 0; i < cards; i++) out.push(SWORD_DOWN + out[i]!);
      for (let i = 0; i < cards; i++) out[i]! += SWORD_UP;
    }
    return out;
  }
  if (s.used === 0) pushItems(s, out, lead);
  return out;
}

/** Keeps the number cards of `out`. */
function dropColourless(out: number[]): void {
  let k = 0;
  for (const m of out) if (m < SPECIAL_BASE) out[k++] = m;
  out.length = k;
}

/** The items the Adventurer to act may use now (TT-32, TT-33 limits: ./items.ts `itemLimitBroken`), `map` with every discard the deck allows. */
function pushItems(s: TtSim, out: number[], lead: number): void {
  const base = s.toAct * MASKS;
  const deckSize = s.deckLen - s.deckAt;
  // ITEM_BLOCKED's facts bits: trick 5, leading with 3–5 players, the deck empty.
  const facts =
    (s.tricksDone === HAND - 1 ? 1 : 0) | (s.trickLen === 0 && s.two === 0 ? 2 : 0) | (deckSize === 0 ? 4 : 0);
  let numbers = 0;
  for (let m = 0; m < 4; m++) numbers |= s.hands[base + m]!;
  const following = lead >= 0 && s.hands[base + lead] !== 0 ? s.hands[base + lead]! : numbers;
  for (let i = 0; i < s.slotCount; i++) {
    const item = s.slots[i]!;
    if (item < 0 || !USABLE[item] || ITEM_BLOCKED[item * 8 + facts]) continue;
    if ((item === SWORD || item === AXE) && following === 0) continue;
    if (item === WAND && numbers === 0) continue;
    if (item !== MAP_ITEM) {
      out.push(ITEM + item);
      continue;
    }
    const hand = handCards(s, s.toAct, handScratch).length;
    for (let bits = 0; bits < 1 << hand; bits++) if (popCount(bits) <= deckSize) out.push(MAP + bits);
  }
}

const popCount = (x: number): number => {
  let k = 0;
  for (let m = x; m !== 0; m &= m - 1) k++;
  return k;
};

/** The cards of `seat`'s hand in card-number order, into `out`. */
export function handCards(s: TtSim, seat: number, out: number[] = []): number[] {
  const t = s.toAct;
  s.toAct = seat;
  out.length = 0;
  pushPlayable(s, MASKS, -1, out);
  s.toAct = t;
  return out;
}

/**
 * The play winning the complete trick in progress, as an index into it
 * (TT-3 normal, TT-4 Kakumei, TT-47 on effective cards: `doll` Rare+1 with
 * a Rare in the trick outside a Revolt; equal strength: the `wing` card,
 * else the earliest play).
 */
export function simTrickWinnerIndex(s: TtSim): number {
  let best = 0;
  let bestScore = -1;
  if (s.trickKakumei) {
    for (let i = 0; i < s.trickLen; i++) {
      const score = kakumeiStrength(s.trickEff[i]!);
      if (score > bestScore || (score === bestScore && s.trickItem[i] === WING)) [best, bestScore] = [i, score];
    }
    return best;
  }
  let berserker = false;
  let rare = false;
  let tens = 0; // bit per colour whose 10 is in the trick
  for (let i = 0; i < s.trickLen; i++) {
    const c = s.trickEff[i]!;
    if (c === BERSERKER_CARD) berserker = true;
    else if (isRareCard(c)) rare = true;
    else if (c < SPECIAL_BASE && c % MASK_BITS === 9) tens |= 1 << ((c / MASK_BITS) | 0);
  }
  const lead = trueLead(s);
  const hermit = s.seatOf[HERMIT];
  for (let i = 0; i < s.trickLen; i++) {
    const c = s.trickEff[i]!;
    let score: number;
    if (c < SPECIAL_BASE && c % MASK_BITS === 0 && berserker) score = 1000;
    else if (c === BERSERKER_CARD) score = 900;
    else if (rare && (s.trickItem[i] === DOLL || (isWfCard(c) && s.trickSeats[i] === hermit)))
      score = 800; // Rare+1 (TT-3, TT-17, TT-34)
    else if (isRareCard(c)) score = 700;
    else if (c >= SPECIAL_BASE) score = 0;
    else {
      const colour = (c / MASK_BITS) | 0;
      const v = (c % MASK_BITS) + 1;
      const value = v === 1 && tens & (1 << colour) ? 11 : v; // the 1 beats its colour's 10 (TT-3)
      score = colour === 3 ? 400 + value : colour === lead ? 200 + value : 100;
    }
    if (score > bestScore || (score === bestScore && s.trickItem[i] === WING)) [best, bestScore] = [i, score];
  }
  return best;
}

/** True when an effective Rare is in the trick in progress. */
function trickHasRare(s: TtSim): boolean {
  for (let i = 0; i < s.trickLen; i++) if (isRareCard(s.trickEff[i]!)) return true;
  return false;
}

/** A card's strength in a Kakumei trick, higher better (TT-4): WF, then red/blue/green lower first, black lower first, Rare, Berserker. */
function kakumeiStrength(c: number): number {
  if (c === BERSERKER_CARD) return 0;
  if (isRareCard(c)) return 100;
  if (c >= SPECIAL_BASE) return 500;
  const v = (c % MASK_BITS) + 1;
  return c / MASK_BITS >= 3 ? 200 + 11 - v : 300 + 11 - v;
}

/** The seat after the `k` plays of the trick in progress, in play order (`boots` moves the Adventurer last, TT-34). */
function seatAt(s: TtSim, k: number): number {
  if (s.boots < 0) return (s.leader + k) % s.n;
  if (k === s.n - 1) return s.boots;
  const offset = (s.boots - s.leader + s.n) % s.n; // the Adventurer's place in the plain order
  return (s.leader + (k < offset ? k : k + 1)) % s.n;
}

/**
 * Applies a legal move (the caller guarantees legality): a card, with
 * Kakumei or not (TT-4); the Hermit's draw and discard (TT-17); the extras'
 * items, `book`'s discard, the Ruler's token and the Collector's
 * reservation. A complete trick is judged (TT-3, TT-4, TT-47): the Hermit's
 * WF over a Rare gains its bonus at once (TT-17), a Kakumei trick won by the
 * Resistance records its card, and a black one ends the game with three or
 * more players (TT-16); who takes what (TT-27), the Adventurer's level-up
 * (TT-35).
 */
export function simApply(s: TtSim, move: number): void {
  const seat = s.toAct;
  if (move === DRAW) {
    drawCard(s, seat);
    s.drew = 1;
    s.stage = SIM_DISCARD;
    return;
  }
  if (move >= ITEM) return useItem(s, seat, move);
  if (move >= RESERVE) {
    if (move !== RESERVE_NONE) s.reserved = move - RESERVE;
    s.stage = SIM_PLAY;
    return settle(s);
  }
  if ((move >= DISCARD && move < TOKEN) || s.stage === SIM_BOOK) {
    removeCard(s.hands, MASKS, seat, move % CARD_SPAN);
    s.stage = SIM_PLAY;
    return;
  }
  const card = move % CARD_SPAN;
  if (move >= KAKUMEI && move < DRAW) {
    s.kakumeiLeft--;
    s.trickKakumei = 1;
  }
  s.drew = 0;
  const i = s.trickLen;
  const item = s.chars[seat] === ADVENTURER ? s.pending : -1;
  const eff = effectiveOfMove(s, move);
  s.trickItem[i] = item;
  s.trickDelta[i] = item === SWORD ? (move >= SWORD_DOWN ? -5 : 5) : 0;
  const colour = (eff / MASK_BITS) | 0; // the Ruler's card changes colour only by its token (TT-46)
  s.trickToken[i] = s.chars[seat] === RULER && card < SPECIAL_BASE && colour !== ((card / MASK_BITS) | 0) ? colour : -1;
  s.trickEff[i] = eff;
  if (item >= 0) s.pending = -1;
  removeCard(s.hands, MASKS, seat, card);
  s.trickSeats[i] = seat;
  s.trickCards[i] = card;
  s.trickLen++;
  if (s.chars[seat] === COLLECTOR) {
    s.stage = SIM_RESERVE;
    return;
  }
  settle(s);
}

/**
 * The effective card `move` (a card play) of the seat to act would make
 * now (TT-26): its item, Sword, token and the trick's lead so far; for the
 * playout's look-ahead (../search.ts).
 */
export function effectiveOfMove(s: TtSim, move: number): number {
  const card = move % CARD_SPAN;
  const seat = s.toAct;
  let token = -1;
  if (s.chars[seat] === RULER && card < SPECIAL_BASE) {
    const lead = leadClass(s);
    const optional = move >= TOKEN && move < SWORD_UP;
    if (lead >= 0 && ((card / MASK_BITS) | 0) !== lead && (optional || s.hands[seat * MASKS + lead] !== 0))
      token = lead;
  }
  const item = s.chars[seat] === ADVENTURER ? s.pending : -1;
  const delta = move >= SWORD_DOWN && move < RESERVE ? -5 : move >= SWORD_UP && move < RESERVE ? 5 : 0;
  return effectiveNumber(card, item, delta, token, trueLead(s));
}

/** The seat `seat` draws the playing deck's top card (TT-15: never reshuffled). */
function drawCard(s: TtSim, seat: number): void {
  const c = s.deck[s.deckAt++]!;
  s.hands[seat * MASKS + ((c / MASK_BITS) | 0)]! |= 1 << (c % MASK_BITS);
}

/** The next item of the item deck, or -1 when it is empty (TT-36). */
const nextItem = (s: TtSim): number => (s.itemAt < s.itemLen ? s.itemDeck[s.itemAt++]! : -1);

/** The Adventurer uses an item (TT-32…TT-34; ./adventurer.ts `useItem` on numbers), its effect, its slot refilled. */
function useItem(s: TtSim, seat: number, move: number): void {
  const item = move >= MAP ? MAP_ITEM : move - ITEM;
  let at = 0;
  while (s.slots[at] !== item) at++;
  s.used = 1;
  if (IS_TRICK_ITEM[item]) s.pending = item;
  if (item === CASTLE) {
    for (let i = 0; i < s.slotCount; i++) s.slots[i] = -1;
    for (let i = 0; i < s.slotCount; i++) s.slots[i] = nextItem(s);
  } else s.slots[at] = nextItem(s);
  if (item === GOLD) s.scores[seat]! += GOLD_POINTS;
  else if (item === BOOK) {
    drawCard(s, seat);
    s.stage = SIM_BOOK;
  } else if (item === MAP_ITEM) {
    const hand = handCards(s, seat, handScratch);
    let k = 0;
    for (let i = 0; i < hand.length; i++) {
      if (!((move - MAP) & (1 << i))) continue;
      removeCard(s.hands, MASKS, seat, hand[i]!);
      k++;
    }
    for (; k > 0; k--) drawCard(s, seat);
  } else if (item === BOOTS) {
    s.boots = seat;
    s.toAct = seatAt(s, s.trickLen);
  }
  // `fairy` only shows the hand (TT-34), and `wing`, `doll`, `potion` act on the play: nothing more here.
}

/** The trick goes on after a play or a reservation: the next seat in play order, or the complete trick's end. */
function settle(s: TtSim): void {
  if (s.trickLen < s.n) {
    s.toAct = seatAt(s, s.trickLen);
    return;
  }
  const i = simTrickWinnerIndex(s);
  const winner = s.trickSeats[i]!;
  const won = s.trickCards[i]!;
  if (s.trickKakumei) {
    const resistance = s.seatOf[RESISTANCE]!;
    if (winner === resistance) {
      let mine = won;
      for (let j = 0; j < s.trickLen; j++) if (s.trickSeats[j] === resistance) mine = s.trickCards[j]!;
      s.kakumeiCards[s.kakumeiLen++] = mine;
      if (!s.two && mine >= 3 * MASK_BITS && mine < SPECIAL_BASE) s.blackKakumei = resistance;
    }
  } else if (winner === s.seatOf[HERMIT] && isWfCard(s.trickEff[i]!) && trickHasRare(s)) {
    s.scores[winner]! += s.final ? HERMIT_WF_BONUS.final : HERMIT_WF_BONUS.normal;
  }
  // Who takes what (TT-27, TT-38): the reserved card goes to the Collector when another seat wins.
  const collector = s.seatOf[COLLECTOR]!;
  for (let j = 0; j < s.trickLen; j++) {
    const c = s.trickCards[j]!;
    takeCard(s, c === s.reserved && collector !== winner ? collector : winner, c);
  }
  if (winner === s.seatOf[ADVENTURER] && s.slotCount > 0) s.slots[s.slotCount++] = nextItem(s); // level up (TT-35)
  s.trickKakumei = 0;
  s.reserved = -1;
  s.boots = -1;
  s.used = 0;
  s.pending = -1;
  simEndTrick(s, winner, HAND);
  s.leader = winner;
  if (s.blackKakumei >= 0) {
    s.stage = SIM_OVER;
    s.toAct = -1;
  }
}

/**
 * A sim move as the game's move (`playCard` takes its options object, `{}`
 * without one).
 * @param hand the game hand of the seat to move (for `map`'s discards, listed in hand order); needed only for a {@link MAP} move
 */
export function simMoveToGame(move: number, hand: readonly string[] = []): { move: string; args: unknown[] } {
  if (move === DRAW) return { move: 'hermitDraw', args: [] };
  if (move >= MAP) {
    const sorted = [...hand].sort((a, b) => cardIndex(a) - cardIndex(b));
    const discard = hand.filter((c) => (move - MAP) & (1 << sorted.indexOf(c)));
    return { move: 'useItem', args: ['map', { discard }] };
  }
  if (move >= ITEM) return { move: 'useItem', args: [ITEM_IDS[move - ITEM]] };
  if (move === RESERVE_NONE) return { move: 'reserve', args: [null] };
  if (move >= RESERVE) return { move: 'reserve', args: [cardName(move - RESERVE)] };
  if (move >= SWORD_DOWN) return { move: 'playCard', args: [cardName(move - SWORD_DOWN), { swordDelta: -5 }] };
  if (move >= SWORD_UP) return { move: 'playCard', args: [cardName(move - SWORD_UP), { swordDelta: 5 }] };
  if (move >= TOKEN) return { move: 'playCard', args: [cardName(move - TOKEN), { leadToken: true }] };
  if (move >= BOOK_DISCARD) return { move: 'discardCard', args: [cardName(move - BOOK_DISCARD)] };
  if (move >= DISCARD) return { move: 'discard', args: [[cardName(move - DISCARD)]] };
  if (move >= KAKUMEI) return { move: 'playCard', args: [cardName(move - KAKUMEI), { kakumei: true }] };
  return { move: 'playCard', args: [cardName(move), {}] };
}

/**
 * The game's move as a sim move (the inverse of {@link simMoveToGame}).
 * @param hand as for {@link simMoveToGame}, for `map`
 */
export function gameMoveToSim(m: { move: string; args: readonly unknown[] }, hand: readonly string[] = []): number {
  const [a, b] = m.args as [unknown, Record<string, unknown> | undefined];
  switch (m.move) {
    case 'hermitDraw':
      return DRAW;
    case 'discard':
      return DISCARD + cardIndex((a as string[])[0]!);
    case 'discardCard':
      return BOOK_DISCARD + cardIndex(a as string);
    case 'reserve':
      return a === null ? RESERVE_NONE : RESERVE + cardIndex(a as string);
    case 'useItem': {
      if (a !== 'map') return ITEM + itemIndex(a as never);
      const sorted = [...hand].sort((x, y) => cardIndex(x) - cardIndex(y));
      return MAP + (b!.discard as string[]).reduce((bits, c) => bits | (1 << sorted.indexOf(c)), 0);
    }
    default: {
      const card = cardIndex(a as string);
      if (b?.kakumei === true) return KAKUMEI + card;
      if (b?.leadToken === true) return TOKEN + card;
      if (b?.swordDelta === 5) return SWORD_UP + card;
      if (b?.swordDelta === -5) return SWORD_DOWN + card;
      return card;
    }
  }
}
