/**
 * You Suck: a fast simulator of one round for bot search. The same rules as
 * ./rules.ts (YS-4 steps 2, 7 and 8, YS-5…YS-10, YS-12) on a compact numeric
 * state, with the seven Ticks open at once.
 *
 * Cards are integers `class * 12 + bit` over six classes ({@link CLASSES}):
 * the four colours (bit rank − 1, ranks 1–10), the Zeros (bit k − 1 for
 * `zero-k`) and the Multicolors (bit rank − 11, ranks 11–20); each hand is
 * six 12-bit masks, `hands[seat * 6 + class]` (the shared layout of
 * ../common/trick-sim.ts). Moves are integers: a play `tick * 72 + card`
 * (Ticks in `TICK_IDS` order), then the bids, trump colours, trades and
 * dealers at the offsets below.
 *
 * Its legal moves and results equal the game's (test/node/you-suck-sim.test.ts
 * plays seeded rounds through both). It stops at the end of the round; the
 * deal (YS-4 steps 3–6) is the caller's: a position hands it dealt hands.
 */
import { cloneCompact } from '../common/compact.js';
import { MASK_BITS, SIM_OVER, SIM_PLAY, pushPlayableOf, removeCard, setHandNumbers } from '../common/trick-sim.js';
import { rankOf, suitOf } from '../common/cards.js';
import {
  CARDS_PER_ROUND,
  COLOURS,
  DECK,
  MULTI,
  TICK_IDS,
  TICK_VALUES,
  ZERO,
  bidPoints,
  floored,
  handSizes,
  ROUNDS,
  type Stage,
  type YouSuckState,
} from './rules.js';

/** The simulator's card classes: the four colours, the Zeros, the Multicolors. */
export const CLASSES: readonly string[] = [...COLOURS, ZERO, MULTI];
/** Masks per seat. */
export const MASKS = 6;
/** The class of the Zeros. */
export const ZERO_CLASS = 4;
/** The class of the Multicolors. */
export const MULTI_CLASS = 5;
/** The classes that may always be played (YS-8), as a bit mask of class numbers. */
export const ALWAYS = (1 << ZERO_CLASS) | (1 << MULTI_CLASS);
/** `tickColour` of a Tick whose first card above 0 was a Multicolor: no colour for the rest of the round (YS-7). */
export const NO_COLOUR = 4;
/** Ticks in a round (YS-2). */
export const TICKS = TICK_IDS.length;

/** Card numbers per Tick in a play move: a play is `tick * CARD_SPAN + card`. */
export const CARD_SPAN = 72;
/** A bid of n Ticks is `BID_MOVE + n` (0…7). */
export const BID_MOVE = 512;
/** Trump colour c ({@link COLOURS} order) is `TRUMP_MOVE + c`. */
export const TRUMP_MOVE = 520;
/** Trading card c away is `TRADE_MOVE + c`; declining is {@link DECLINE_MOVE}. */
export const TRADE_MOVE = 528;
/** Declining the trade (YS-4 step 8). */
export const DECLINE_MOVE = TRADE_MOVE + CARD_SPAN;
/** Naming seat s dealer is `DEALER_MOVE + s`. */
export const DEALER_MOVE = 608;

/** Simulator stages: bidding, play and over as in ../common/trick-sim.ts, then the powers of YS-4. */
export const SIM_BID = 0;
export const SIM_DEALER = 3;
export const SIM_TRUMP = 4;
export const SIM_TRADE = 5;
const STAGES: Record<Stage, number> = {
  bid: SIM_BID,
  play: SIM_PLAY,
  over: SIM_OVER,
  'choose-dealer': SIM_DEALER,
  'choose-trump': SIM_TRUMP,
  trade: SIM_TRADE,
};

/**
 * The compact round state. Per-seat arrays are indexed by seat number, per-Tick
 * arrays by the Tick's place in `TICK_IDS`.
 */
export interface YsSim {
  n: number;
  round: number;
  /** One of SIM_BID, SIM_PLAY, SIM_OVER, SIM_DEALER, SIM_TRUMP, SIM_TRADE. */
  stage: number;
  /** The seat to move, -1 once the round is over. */
  toAct: number;
  /** -1 while the Choose Dealer owner has not chosen. */
  dealer: number;
  /** The Choose Trump and Trade a Card owners this round, -1 for none (YS-4 steps 7–8). */
  trumper: number;
  trader: number;
  /** The trump colour, -1 for none. */
  trump: number;
  /** The top card of the suited deck, which a trade draws (YS-4 step 8); -1 when unknown or gone. */
  stockTop: number;
  hands: Int32Array;
  /** Bid per seat, -1 for none yet. */
  bids: Int8Array;
  /** Cards on each Tick. */
  tickLen: Int8Array;
  /** Each Tick's colour (YS-7): -1 none yet, 0…3 a colour, {@link NO_COLOUR} after a Multicolor. */
  tickColour: Int8Array;
  /** The strength of each Tick's winning card so far (see {@link strength}), 0 for none. */
  tickBest: Int16Array;
  /** The seat of each Tick's winning card so far, -1 for none (only Zeros, or empty). */
  tickLeader: Int8Array;
  /** Ticks each seat took this round. */
  tricksWon: Int8Array;
  /** Cards played this round. */
  played: number;
  /** Each seat's total now (this round's +3 included, YS-4 step 1). */
  scores: Int16Array;
  /** Each seat's total before this round. */
  before: Int16Array;
}

/** The integer of a card id, computed from its suit and rank. */
function cardNumber(id: string): number {
  const cls = CLASSES.indexOf(suitOf(id));
  const rank = rankOf(id);
  return cls * MASK_BITS + (cls === MULTI_CLASS ? rank - 11 : rank - 1);
}
const NUMBERS = new Map(DECK.map((id) => [id, cardNumber(id)]));

/** The integer of a card id of the deck (a lookup: the search deals cards by the thousand). */
export function cardIndex(id: string): number {
  return NUMBERS.get(id) ?? cardNumber(id);
}

/** The card id of an integer. */
export function cardName(c: number): string {
  const cls = (c / MASK_BITS) | 0;
  const bit = c % MASK_BITS;
  return `${CLASSES[cls]}-${cls === MULTI_CLASS ? bit + 11 : bit + 1}`;
}

/**
 * How strongly card `c` bids for a Tick of colour `colour` with trump
 * `trump` (YS-9): a Multicolor 300 + rank; a trump-coloured card 200 + rank;
 * a card of the Tick's colour 100 + rank; anything else (a Zero, another
 * colour) 0, it cannot take the Tick. The highest strength takes it.
 */
export function strength(c: number, colour: number, trump: number): number {
  const cls = (c / MASK_BITS) | 0;
  const bit = c % MASK_BITS;
  if (cls === MULTI_CLASS) return 311 + bit;
  if (cls === ZERO_CLASS) return 0;
  if (cls === trump) return 201 + bit;
  return cls === colour ? 101 + bit : 0;
}

/** The colour a Tick gets from card `c` played onto it while it has none (YS-7): a colour, {@link NO_COLOUR}, or -1 for a Zero. */
export function colourFrom(c: number): number {
  const cls = (c / MASK_BITS) | 0;
  return cls === ZERO_CLASS ? -1 : cls === MULTI_CLASS ? NO_COLOUR : cls;
}

const owner = (owners: YouSuckState['owners'], id: keyof YouSuckState['owners']) =>
  owners[id] === null ? -1 : Number(owners[id]);

/**
 * The compact state of the round in `state` (the full state, or a seat's view
 * with the stock absent), with `hands` in place of the state's own. From the
 * full state it also deals the stock while the Choose Dealer owner chooses
 * (YS-12: nothing is dealt yet; {@link dealOnto}), and knows the trade's
 * draw before the trade.
 */
export function toSim(
  state: Omit<YouSuckState, 'hands' | 'stock' | 'traded'> & { stock?: readonly string[] },
  hands: readonly (readonly string[] | null)[],
): YsSim {
  const n = state.numPlayers;
  const last = state.sheet.at(-1);
  const sim: YsSim = {
    n,
    round: state.round,
    stage: STAGES[state.stage],
    toAct: state.toAct === null ? -1 : Number(state.toAct),
    dealer: state.dealer === '' ? -1 : Number(state.dealer),
    trumper: owner(state.owners, 'choose-trump'),
    trader: owner(state.owners, 'trade-a-card'),
    trump: state.trump === null ? -1 : COLOURS.indexOf(state.trump),
    stockTop: -1,
    hands: new Int32Array(n * MASKS),
    bids: Int8Array.from(state.bids, (b) => (b === null ? -1 : b)),
    tickLen: new Int8Array(TICKS),
    tickColour: new Int8Array(TICKS).fill(-1),
    tickBest: new Int16Array(TICKS),
    tickLeader: new Int8Array(TICKS).fill(-1),
    tricksWon: new Int8Array(n), // counted again as the Ticks are loaded below
    played: state.played,
    scores: Int16Array.from(state.scores),
    before: Int16Array.from(last ? last.totals : state.scores.map(() => 0)),
  };
  setHands(
    sim,
    hands.map((h) => (h ?? []).map(cardIndex)),
  );
  if (state.stock && state.stage === 'choose-dealer') dealOnto(sim, state.stock, handSizes(state.owners, n));
  else if (state.stock && (state.stage === 'choose-trump' || state.stage === 'trade')) {
    sim.stockTop = cardIndex(state.stock[0]!);
  }
  state.ticks.forEach((t, i) => {
    for (const p of t.plays) addToTick(sim, i, Number(p.seat), cardIndex(p.card));
  });
  return sim;
}

/**
 * Deals a round's cards in dealing order (YS-4 steps 3–6: each seat's hand
 * by its size in `sizes`, then the suited deck, `shuffledRound` of
 * ./rules.ts) onto `sim`: its hands, and the deck's top as the trade's draw.
 */
export function dealOnto(sim: YsSim, deck: readonly string[], sizes: readonly number[]): void {
  let at = 0;
  setHands(
    sim,
    sizes.map((size) => deck.slice(at, (at += size)).map(cardIndex)),
  );
  sim.stockTop = cardIndex(deck[at]!);
}

/** Replaces every hand of `sim` with `hands`, given as card integers. */
export function setHands(sim: YsSim, hands: readonly (readonly number[])[]): void {
  setHandNumbers(sim, MASKS, hands);
}

/** Copies the number fields (`ScalarCopy`, ../common/compact.ts: one assignment each, not a store by key). */
function copyScalars(dst: YsSim, src: YsSim): void {
  dst.n = src.n;
  dst.round = src.round;
  dst.stage = src.stage;
  dst.toAct = src.toAct;
  dst.dealer = src.dealer;
  dst.trumper = src.trumper;
  dst.trader = src.trader;
  dst.trump = src.trump;
  dst.stockTop = src.stockTop;
  dst.played = src.played;
}

/** A deep copy; {@link copyCompact} between two of them copies the numbers by {@link copyScalars}. */
export const cloneSim = (s: YsSim): YsSim => cloneCompact(s, copyScalars);

/** Puts card `c` of `seat` onto Tick `t` (YS-7, YS-9): its colour, its winning card so far, and its taker once complete. */
function addToTick(s: YsSim, t: number, seat: number, c: number): void {
  if (s.tickColour[t] === -1) s.tickColour[t] = colourFrom(c);
  const st = strength(c, s.tickColour[t]!, s.trump);
  if (st > s.tickBest[t]!) {
    s.tickBest[t] = st;
    s.tickLeader[t] = seat;
  }
  if (++s.tickLen[t]! === s.n && s.tickLeader[t]! >= 0) s.tricksWon[s.tickLeader[t]!]!++;
}

/** The colour to follow on Tick `t` as a class (YS-8), or -1 for none. */
export function followClass(s: YsSim, t: number): number {
  const c = s.tickColour[t]!;
  return c >= 0 && c < NO_COLOUR ? c : -1;
}

/** The legal moves of the seat to act, into `out` (YS-4, YS-5, YS-6, YS-8). */
export function simLegal(s: YsSim, out: number[] = []): number[] {
  out.length = 0;
  const base = s.toAct * MASKS;
  switch (s.stage) {
    case SIM_BID:
      for (let b = 0; b <= CARDS_PER_ROUND; b++) out.push(BID_MOVE + b);
      return out;
    case SIM_DEALER:
      for (let d = 0; d < s.n; d++) out.push(DEALER_MOVE + d);
      return out;
    case SIM_TRUMP:
      for (let c = 0; c < COLOURS.length; c++) out.push(TRUMP_MOVE + c);
      return out;
    case SIM_TRADE:
      out.push(DECLINE_MOVE);
      return pushPlayableOf(s.hands, base, MASKS, -1, out, 0, TRADE_MOVE);
    case SIM_PLAY:
      for (let t = 0; t < TICKS; t++) {
        if (s.tickLen[t]! < s.n) pushPlayableOf(s.hands, base, MASKS, followClass(s, t), out, ALWAYS, t * CARD_SPAN);
      }
      return out;
    default:
      return out;
  }
}

/** After the trump (or with no Choose Trump owner): the trade, or the bids from left of the dealer (YS-4, YS-5). */
function afterTrump(s: YsSim): void {
  if (s.trader >= 0) {
    s.stage = SIM_TRADE;
    s.toAct = s.trader;
  } else {
    s.stage = SIM_BID;
    s.toAct = (s.dealer + 1) % s.n;
  }
}

/** Applies a legal move (the caller guarantees legality). */
export function simApply(s: YsSim, move: number): void {
  const seat = s.toAct;
  if (move < BID_MOVE) {
    const t = (move / CARD_SPAN) | 0;
    const c = move % CARD_SPAN;
    removeCard(s.hands, MASKS, seat, c);
    addToTick(s, t, seat, c);
    s.toAct = (seat + 1) % s.n; // YS-6
    if (++s.played === CARDS_PER_ROUND * s.n) {
      s.stage = SIM_OVER;
      s.toAct = -1;
    }
  } else if (move < TRUMP_MOVE) {
    s.bids[seat] = move - BID_MOVE;
    s.toAct = (seat + 1) % s.n; // YS-5; after the dealer's bid, left of the dealer plays first (YS-6)
    if (s.toAct === (s.dealer + 1) % s.n) s.stage = SIM_PLAY;
  } else if (move < TRADE_MOVE) {
    s.trump = move - TRUMP_MOVE;
    afterTrump(s);
  } else if (move <= DECLINE_MOVE) {
    if (move < DECLINE_MOVE) {
      const c = move - TRADE_MOVE;
      removeCard(s.hands, MASKS, seat, c);
      s.hands[seat * MASKS + ((s.stockTop / MASK_BITS) | 0)]! |= 1 << (s.stockTop % MASK_BITS);
      s.stockTop = -1;
    }
    s.stage = SIM_BID;
    s.toAct = (s.dealer + 1) % s.n;
  } else {
    s.dealer = move - DEALER_MOVE;
    if (s.trumper >= 0) {
      s.stage = SIM_TRUMP;
      s.toAct = s.trumper;
    } else {
      afterTrump(s);
    }
  }
}

/**
 * Each seat's total after the round (YS-10, YS-12) once it is over: its
 * total now plus its bid points, then in round 3 each taken Tick's value
 * in `TICK_IDS` order, floored at 0 after each change.
 * @param out receives the totals (index = seat number)
 */
export function simTotals(s: YsSim, out: Int16Array | number[] = new Array<number>(s.n)): Int16Array | number[] {
  for (let p = 0; p < s.n; p++) out[p] = floored(s.scores[p]!, bidPoints(s.round, s.bids[p]!, s.tricksWon[p]!));
  if (s.round < ROUNDS) return out;
  for (let t = 0; t < TICKS; t++) {
    const taker = s.tickLeader[t]!;
    if (taker >= 0) out[taker] = floored(out[taker]!, TICK_VALUES[TICK_IDS[t]!]);
  }
  return out;
}

/** Each seat's points this round once it is over: its total after minus its total before (the +3 included). */
export function simRoundPoints(s: YsSim): number[] {
  const totals = simTotals(s);
  return Array.from(totals, (t, p) => t - s.before[p]!);
}

/** A sim move as the game's move. */
export function simMoveToGame(move: number): { move: string; args: unknown[] } {
  if (move < BID_MOVE)
    return { move: 'playCard', args: [cardName(move % CARD_SPAN), TICK_IDS[(move / CARD_SPAN) | 0]] };
  if (move < TRUMP_MOVE) return { move: 'bid', args: [move - BID_MOVE] };
  if (move < TRADE_MOVE) return { move: 'chooseTrump', args: [COLOURS[move - TRUMP_MOVE]] };
  if (move < DECLINE_MOVE) return { move: 'tradeCard', args: [cardName(move - TRADE_MOVE)] };
  if (move === DECLINE_MOVE) return { move: 'tradeCard', args: [null] };
  return { move: 'chooseDealer', args: [String(move - DEALER_MOVE)] };
}

/** The game's move as a sim move. */
export function gameMoveToSim(m: { move: string; args: readonly unknown[] }): number {
  const a = m.args[0];
  switch (m.move) {
    case 'playCard':
      return TICK_IDS.indexOf(m.args[1] as never) * CARD_SPAN + cardIndex(a as string);
    case 'bid':
      return BID_MOVE + (a as number);
    case 'chooseTrump':
      return TRUMP_MOVE + COLOURS.indexOf(a as never);
    case 'tradeCard':
      return a === null ? DECLINE_MOVE : TRADE_MOVE + cardIndex(a as string);
    default:
      return DEALER_MOVE + Number(a);
  }
}
