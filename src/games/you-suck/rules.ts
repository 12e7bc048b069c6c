/**
 * You Suck: the pure rules. Plain functions on plain data; no boardgame.io,
 * no DOM. Every rule cites the rulebook or the ruling id (YS-n, G-n) in
 * ../shared/rules. The cards, Ticks and Tick winner are in ./ticks.ts, the
 * round and Tick deals and the setupData checks in ./deal.ts, scoring in
 * ./scoring.ts, the state's shape in ./state.ts; all are re-exported here.
 *
 * Seats are `"0"…"n-1"` (G-1); per-seat arrays are indexed by seat number.
 * Actions (`chooseDealer`, `chooseTrump`, `tradeCard`, `bid`, `playCard`)
 * validate first and change the state only when legal; they return `null`
 * on success or a {@link RuleError} code (G-4).
 *
 * A round (YS-4): the +3 owner scores; the Choose Dealer owner names the
 * dealer (stage `choose-dealer`); the cards are dealt; the Choose Trump owner
 * names trump (`choose-trump`); the Trade a Card owner may trade (`trade`);
 * bids from left of the dealer (`bid`, YS-5); then 7 cards each onto the
 * Ticks, from left of the dealer and clockwise (`play`, YS-6). After 7 × n
 * plays the round is scored (YS-10, YS-12) and the next begins with the
 * takers as owners (YS-3), or after round 3 the game ends (YS-11).
 */
import { range } from '../common/cards.js';
import { undealt, type Shuffle } from '../common/deal.js';
import { isSeat, nextSeat, seatIds } from '../common/seats.js';
import { playError, turnError } from '../common/trick.js';
import { dealTicks, handSizes, noOwners, ownersFrom, shuffledRound, type YouSuckSetupData } from './deal.js';
import { finalResult, PLUS_3_POINTS, roundTotals } from './scoring.js';
import {
  CARDS_PER_ROUND,
  COLOURS,
  isColour,
  isTickId,
  openTicks,
  playableOnTick,
  ROUNDS,
  SUITED,
  tickColour,
  tickWinner,
  type Tick,
  type TickId,
} from './ticks.js';
import type { RuleError, YouSuckState } from './state.js';

export * from './ticks.js';
export * from './deal.js';
export * from './scoring.js';
export type * from './state.js';

/**
 * A new game, at round 1's first step (YS-3, YS-4).
 * @param opts.dealer round 1's dealer when nobody owns Choose Dealer
 *   (setupData's, or random: `rulesGame` picks it)
 * @param opts.setupData checked already (see `checkSetup`)
 * @param opts.shuffle boardgame.io's `random.Shuffle` (G-2)
 */
export function newGame(opts: {
  numPlayers: number;
  dealer: string;
  setupData?: YouSuckSetupData;
  shuffle: Shuffle;
}): YouSuckState {
  const { numPlayers: n, setupData: sd, shuffle } = opts;
  const zeros = () => new Array<number>(n).fill(0);
  const owners = sd?.tickOwners ? ownersFrom(sd.tickOwners) : dealTicks(n, shuffle);
  const state: YouSuckState = {
    numPlayers: n,
    round: 0,
    dealer: owners['choose-dealer'] === null ? opts.dealer : '',
    stage: 'bid',
    toAct: null,
    hands: [],
    stock: [],
    traded: [],
    owners,
    trump: null,
    bids: [],
    ticks: [],
    tricksWon: zeros(),
    played: 0,
    lastTick: null,
    trickCount: 0,
    scores: zeros(),
    sheet: [],
    result: null,
  };
  let cards: string[] | undefined;
  if (sd?.deal) cards = [...sd.deal.flat(), ...(sd.stock ?? shuffle(undealt(SUITED, sd.deal)))];
  startRound(state, shuffle, cards);
  return state;
}

/**
 * Starts the next round with `state.owners` and `state.dealer` (YS-4): the
 * +3 owner scores 3; then the Choose Dealer owner is asked for the dealer,
 * or the cards are dealt at once.
 * @param cards the round's cards in dealing order (round 1's scenario deal,
 *   G-3); shuffled with `shuffle` when absent
 */
export function startRound(state: YouSuckState, shuffle: Shuffle, cards?: string[]): void {
  const n = state.numPlayers;
  const empty = () => seatIds(n).map((): string[] => []);
  state.round += 1;
  state.hands = empty();
  state.traded = empty();
  state.trump = null;
  state.bids = new Array<number | null>(n).fill(null);
  state.ticks = openTicks();
  state.tricksWon = new Array<number>(n).fill(0);
  state.played = 0;
  const plus = state.owners['plus-3'];
  if (plus !== null) state.scores[Number(plus)]! += PLUS_3_POINTS; // YS-4 step 1
  const deck = cards ?? shuffledRound(state.owners, n, shuffle);
  const chooser = state.owners['choose-dealer'];
  if (chooser !== null) {
    // YS-4 step 2, YS-12, RN-4: the dealer is chosen before any card is dealt.
    state.stage = 'choose-dealer';
    state.toAct = chooser;
    state.stock = deck;
    return;
  }
  dealRound(state, deck);
}

/** YS-4 steps 3–6 from `deck` (dealing order), then the next power or the bids. */
function dealRound(state: YouSuckState, deck: readonly string[]): void {
  let at = 0;
  state.hands = handSizes(state.owners, state.numPlayers).map((size) => deck.slice(at, (at += size)));
  state.stock = deck.slice(at);
  const trumper = state.owners['choose-trump'];
  if (trumper !== null) {
    state.stage = 'choose-trump';
    state.toAct = trumper;
    return;
  }
  afterTrump(state);
}

/** YS-4 step 8 (when Trade a Card has an owner), else the bids. */
function afterTrump(state: YouSuckState): void {
  const trader = state.owners['trade-a-card'];
  if (trader !== null) {
    state.stage = 'trade';
    state.toAct = trader;
    return;
  }
  state.stage = 'bid';
  state.toAct = nextSeat(state.dealer, state.numPlayers); // YS-5
}

/**
 * The Choose Dealer owner names the dealer, any seat, itself included
 * (YS-4 step 2, YS-12); then the cards are dealt.
 * @returns `null`, `'bad-argument'` (not a seat id), or a turn error.
 */
export function chooseDealer(state: YouSuckState, seat: string, dealer: unknown): RuleError | null {
  const turn = turnError(state, seat, 'choose-dealer');
  if (turn) return turn;
  if (!isSeat(dealer, state.numPlayers)) return 'bad-argument';
  state.dealer = dealer;
  dealRound(state, state.stock);
  return null;
}

/**
 * The Choose Trump owner names the trump colour (YS-4 step 7).
 * @returns `null`, `'bad-argument'` (not one of `COLOURS`), or a turn error.
 */
export function chooseTrump(state: YouSuckState, seat: string, colour: unknown): RuleError | null {
  const turn = turnError(state, seat, 'choose-trump');
  if (turn) return turn;
  if (!isColour(colour)) return 'bad-argument';
  state.trump = colour;
  afterTrump(state);
  return null;
}

/**
 * The Trade a Card owner swaps `card` (any card of its hand, a Zero or
 * Multicolor included) for the top of the suited deck, or declines with
 * `null` (YS-4 step 8). The traded card leaves play for the round; only its
 * trader sees it (`traded`, YS-12); the drawn card takes its place (RN-6).
 * Then the bids start.
 * @returns `null`, `'bad-argument'` (neither a card id nor `null`),
 *   `'not-in-hand'`, or a turn error.
 */
export function tradeCard(state: YouSuckState, seat: string, card: unknown): RuleError | null {
  const turn = turnError(state, seat, 'trade');
  if (turn) return turn;
  const s = Number(seat);
  if (card !== null) {
    const hand = state.hands[s]!;
    const problem = playError(hand, card, hand);
    if (problem) return problem;
    hand[hand.indexOf(card as string)] = state.stock.shift()!;
    state.traded[s] = [card as string];
  }
  state.stage = 'bid';
  state.toAct = nextSeat(state.dealer, state.numPlayers); // YS-5
  return null;
}

/**
 * `seat` bids `n` Ticks, 0–7 (YS-5). After the last bid, the seat left of
 * the dealer plays first (YS-6).
 * @returns `null`, `'bad-argument'` (not a whole number), `'bid-range'`, or
 *   a turn error.
 */
export function bid(state: YouSuckState, seat: string, n: unknown): RuleError | null {
  const turn = turnError(state, seat, 'bid');
  if (turn) return turn;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'bad-argument';
  if (n < 0 || n > CARDS_PER_ROUND) return 'bid-range';
  state.bids[Number(seat)] = n;
  state.toAct = nextSeat(seat, state.numPlayers);
  if (state.bids.every((b) => b !== null)) state.stage = 'play';
  return null;
}

/** The Tick named `tickId` this round, or `undefined`. */
function tickOf(state: Pick<YouSuckState, 'ticks'>, tickId: unknown): Tick | undefined {
  return isTickId(tickId) ? state.ticks.find((t) => t.id === tickId) : undefined;
}

/**
 * Why `seat` may not play `card` onto Tick `tickId` now, or `null` when it
 * may (YS-6, YS-8, G-4).
 * @returns `'bad-argument'` (not a card id, or not a Tick id),
 *   `'not-in-hand'`, `'tick-complete'` (the Tick already holds n cards),
 *   `'must-follow'` (a suited card off the Tick's colour while holding that
 *   colour), or a turn error.
 */
export function cardError(state: YouSuckState, seat: string, card: unknown, tickId: unknown): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  const tick = tickOf(state, tickId);
  if (!tick) return 'bad-argument';
  const hand = state.hands[Number(seat)]!;
  const problem = playError(hand, card, hand);
  if (problem) return problem;
  if (tick.plays.length >= state.numPlayers) return 'tick-complete';
  return playableOnTick(hand, tick.plays).includes(card as string) ? null : 'must-follow';
}

/**
 * Every legal `[card, tickId]` pair of `seat` now (YS-6, YS-8): each
 * incomplete Tick with each card of the hand that may go on it. Ticks in
 * {@link TICK_IDS} order, cards in hand order; empty when it is not `seat`'s
 * turn to play.
 */
export function legalPlays(state: YouSuckState, seat: string): [string, TickId][] {
  if (state.stage !== 'play' || state.toAct !== seat) return [];
  const hand = state.hands[Number(seat)]!;
  return state.ticks
    .filter((t) => t.plays.length < state.numPlayers)
    .flatMap((t) => playableOnTick(hand, t.plays).map((c): [string, TickId] => [c, t.id]));
}

/**
 * `seat` plays `[card, tickId]` (YS-6, YS-7, YS-8). A Tick holding n cards
 * is complete and taken (YS-9). The next seat clockwise plays next; after
 * 7 × n plays the round is scored and the next one starts with `shuffle`.
 * @returns `null`, `'bad-argument'` (not a `[cardId, tickId]` pair), or an
 *   error of {@link cardError}.
 */
export function playCard(state: YouSuckState, seat: string, move: unknown, shuffle: Shuffle): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  if (!Array.isArray(move) || move.length !== 2) return 'bad-argument';
  const [card, tickId] = move as [string, TickId];
  const problem = cardError(state, seat, card, tickId);
  if (problem) return problem;
  const hand = state.hands[Number(seat)]!;
  hand.splice(hand.indexOf(card), 1);
  const tick = tickOf(state, tickId)!;
  tick.plays.push({ seat, card });
  tick.colour = tickColour(tick.plays);
  if (tick.plays.length === state.numPlayers) {
    const i = tickWinner(
      tick.plays.map((p) => p.card),
      state.trump,
    );
    tick.taker = i === null ? null : tick.plays[i]!.seat;
    if (tick.taker !== null) state.tricksWon[Number(tick.taker)]! += 1;
    state.lastTick = { ...tick, plays: tick.plays.map((p) => ({ ...p })), round: state.round };
    state.trickCount += 1;
  }
  state.played += 1;
  state.toAct = nextSeat(seat, state.numPlayers);
  if (state.played === CARDS_PER_ROUND * state.numPlayers) endRound(state, shuffle);
  return null;
}

/**
 * Scores the round (YS-10, YS-12) and records it; then either the next round
 * starts, its owners this round's takers and the dealer the same unless
 * chosen (YS-3, YS-4), or after round 3 the game ends (YS-11).
 */
function endRound(state: YouSuckState, shuffle: Shuffle): void {
  const n = state.numPlayers;
  const before = state.sheet.at(-1)?.totals ?? new Array<number>(n).fill(0);
  const taken = noOwners();
  for (const t of state.ticks) taken[t.id] = t.taker ?? null;
  const bids = state.bids as number[];
  const tricks = [...state.tricksWon];
  state.scores = roundTotals({ round: state.round, totals: state.scores, bids, tricks, takers: taken });
  state.sheet.push({
    round: state.round,
    dealer: state.dealer,
    trump: state.trump,
    owners: { ...state.owners },
    bids: [...bids],
    tricks,
    taken,
    points: state.scores.map((t, s) => t - before[s]!),
    totals: [...state.scores],
  });
  if (state.round >= ROUNDS) {
    state.stage = 'over';
    state.toAct = null;
    state.result = finalResult(state.scores, tricks);
    return;
  }
  state.owners = { ...taken };
  startRound(state, shuffle);
}

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface YouSuckMove {
  move: 'chooseDealer' | 'chooseTrump' | 'tradeCard' | 'bid' | 'playCard';
  args: unknown[];
}

/**
 * Exactly the legal moves of `seat` now (G-4): every seat as dealer, every
 * colour as trump, every hand card or `null` to trade, every bid 0–7, or
 * every legal `[card, tickId]` pair ({@link legalPlays}); none when it is
 * not `seat`'s turn.
 */
export function legalMoves(state: YouSuckState, seat: string): YouSuckMove[] {
  if (state.toAct !== seat || state.stage === 'over') return [];
  switch (state.stage) {
    case 'choose-dealer':
      return seatIds(state.numPlayers).map((s) => ({ move: 'chooseDealer', args: [s] }));
    case 'choose-trump':
      return COLOURS.map((c) => ({ move: 'chooseTrump', args: [c] }));
    case 'trade':
      return [null, ...state.hands[Number(seat)]!].map((c) => ({ move: 'tradeCard', args: [c] }));
    case 'bid':
      return range(0, CARDS_PER_ROUND).map((b) => ({ move: 'bid', args: [b] }));
    case 'play':
      return legalPlays(state, seat).map((pair) => ({ move: 'playCard', args: pair }));
  }
}
