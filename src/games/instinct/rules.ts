/**
 * Instinct: the pure rules. Plain functions on plain data; no boardgame.io,
 * no DOM. Every rule cites the rulebook section ("IN rulebook Scoring") or
 * the ruling id (IN-n, G-n) in ../shared/rules.
 *
 * Seats are `"0"…"n-1"` (G-1); per-seat arrays are indexed by seat number.
 * Actions (`bid`, `playCard`) validate first and change the state only when
 * legal; they return `null` on success or a {@link RuleError} code.
 */
import { buildDeck, range, rankOf, suitOf } from '../common/cards.js';
import { checkDeal, dealCards, undealt, type Shuffle } from '../common/deal.js';
import { followSuit, leadSuitOf, type FollowRule } from '../common/follow.js';
import { decideWinners, type GameResult } from '../common/result.js';
import { nextSeat } from '../common/seats.js';
import { checkDealer, checkPlayers, checkSetupObject, checkVariant, firstProblem } from '../common/setup.js';
import {
  addPlay,
  openTrick,
  playError,
  turnError,
  type Play,
  type Trick,
  type TrickPlayState,
} from '../common/trick.js';

/** The five suits (IN-1). */
export const SUITS = ['black', 'blue', 'green', 'red', 'white'] as const;
/** A suit id, one of {@link SUITS}. */
export type Suit = (typeof SUITS)[number];
/** The suit word of the six trump cards, `"trump-1"`…`"trump-6"` (IN-1). */
export const TRUMP = 'trump';

/** `setupData.variant` values, the default first: `standard`, or the `short` game (IN-8). */
export const VARIANTS = ['standard', 'short'] as const;
/** A variant id, one of {@link VARIANTS}. */
export type Variant = (typeof VARIANTS)[number];

/** Cards dealt to each player (IN-1). */
export const HAND_SIZE = 11;
/** The fewest seats (IN-1). */
export const MIN_PLAYERS = 3;
/** The most seats (IN-1). */
export const MAX_PLAYERS = 6;
/** Points that end the standard game (IN-8). */
export const TARGET = 100;
/** Points that end the short game (IN-8). */
export const SHORT_TARGET = 60;

/** The 66-card deck (IN-1): five suits 1–12, then the six trump cards. */
export const DECK: readonly string[] = [...buildDeck(SUITS, range(1, 12)), ...buildDeck([TRUMP], range(1, 6))];

/** True for the six trump cards (IN-1). */
export function isTrump(card: string): boolean {
  return suitOf(card) === TRUMP;
}

/** One card played to an Instinct trick. */
export type InstinctPlay = Play;
/** An Instinct trick: its round, who led, the plays in order, and the winner once complete. */
export type InstinctTrick = Trick<InstinctPlay>;

/** One row of the score sheet, per-seat arrays. */
export interface InstinctRoundScore {
  round: number;
  dealer: string;
  bids: number[];
  tricks: number[];
  /** Points scored this round (IN-7). */
  points: number[];
  /** The bonus part of `points` (IN-7). */
  bonus: number[];
  /** Running totals after this round. */
  totals: number[];
}

/** Where the round is: bidding (IN-3), trick play, or game over. */
export type Stage = 'bid' | 'play' | 'over';

/**
 * The whole game state. `hands` and `stock` are secret (G-5); everything else
 * is public.
 */
export interface InstinctState extends TrickPlayState<InstinctPlay> {
  variant: Variant;
  /** The cap on rounds for automated runs (G-6), or `null`. */
  maxRounds: number | null;
  dealer: string;
  stage: Stage;
  /** The undealt cards (IN-1): secret from everyone. */
  stock: string[];
  bids: (number | null)[];
  /** Running totals. */
  scores: number[];
  /** Rounds each seat has dealt, this one included (short game, IN-8). */
  dealt: number[];
  sheet: InstinctRoundScore[];
  result: InstinctResult | null;
}

/** `ctx.gameover` for Instinct (IN-8, G-6). */
export type InstinctResult = GameResult;

/** Why an action was refused. */
export type RuleError =
  'game-over' | 'wrong-stage' | 'not-your-turn' | 'bad-argument' | 'bid-range' | 'not-in-hand' | 'must-follow';

/** setupData for Instinct (G-3, G-6, IN-2, IN-8). */
export interface InstinctSetupData {
  /** The first dealer; random when absent (IN-2). */
  dealer?: string;
  variant?: Variant;
  /** Each seat's 11 card ids for round 1 (G-3); the rest form the stock. */
  deal?: string[][];
  /** Ends a game still running after this many rounds as aborted (G-6). */
  maxRounds?: number;
}

/**
 * Checks setupData for `numPlayers` (G-3).
 * @returns `undefined` when acceptable, else a message naming the problem.
 */
export function checkSetup(setupData: unknown, numPlayers: number): string | undefined {
  const sd = (setupData ?? {}) as Record<string, unknown>;
  return firstProblem(
    () => checkPlayers(numPlayers, MIN_PLAYERS, MAX_PLAYERS),
    () => checkSetupObject(setupData),
    () => checkDealer(sd.dealer, numPlayers),
    () => checkVariant(sd.variant, VARIANTS),
    () =>
      sd.maxRounds === undefined || (Number.isInteger(sd.maxRounds) && (sd.maxRounds as number) >= 1)
        ? undefined
        : `maxRounds must be a whole number of at least 1, got ${JSON.stringify(sd.maxRounds)}`,
    () =>
      sd.deal === undefined ? undefined : checkDeal(sd.deal, { seats: numPlayers, handSize: HAND_SIZE, deck: DECK }),
  );
}

/**
 * A new game, dealt and ready for the first bid.
 * @throws Error when the options are illegal (see {@link checkSetup})
 */
export function newGame(opts: {
  numPlayers: number;
  dealer: string;
  variant?: Variant;
  deal?: string[][];
  maxRounds?: number;
  shuffle: Shuffle;
}): InstinctState {
  const { numPlayers, dealer } = opts;
  const problem = checkSetup({ dealer, variant: opts.variant, deal: opts.deal, maxRounds: opts.maxRounds }, numPlayers);
  if (problem) throw new Error(`Instinct setup: ${problem}`);
  const zeros = () => new Array<number>(numPlayers).fill(0);
  const state: InstinctState = {
    numPlayers,
    variant: opts.variant ?? 'standard',
    maxRounds: opts.maxRounds ?? null,
    round: 0,
    dealer,
    stage: 'bid',
    toAct: dealer,
    hands: [],
    stock: [],
    bids: [],
    trick: null,
    tricks: [],
    lastTrick: null,
    trickCount: 0,
    tricksWon: zeros(),
    scores: zeros(),
    dealt: zeros(),
    sheet: [],
    result: null,
  };
  const first = opts.deal
    ? { hands: opts.deal.map((h) => [...h]), stock: undealt(DECK, opts.deal) }
    : dealCards(DECK, numPlayers, HAND_SIZE, opts.shuffle);
  startRound(state, dealer, first);
  return state;
}

function startRound(state: InstinctState, dealer: string, deal: { hands: string[][]; stock: string[] }): void {
  const n = state.numPlayers;
  state.round += 1;
  state.dealer = dealer;
  state.dealt[Number(dealer)]! += 1;
  state.stage = 'bid';
  state.toAct = dealer; // IN-3: bidding starts with the dealer
  state.hands = deal.hands;
  state.stock = deal.stock;
  state.bids = new Array(n).fill(null);
  state.trick = null;
  state.tricks = [];
  state.tricksWon = new Array(n).fill(0);
}

/**
 * `seat` bids `n` tricks, 0–11 (IN-3). After the last bid, the dealer leads
 * trick 1 (IN-4).
 * @returns `null`, `'bad-argument'` (not a whole number), `'bid-range'`, or a
 *   turn error.
 */
export function bid(state: InstinctState, seat: string, n: unknown): RuleError | null {
  const turn = turnError(state, seat, 'bid');
  if (turn) return turn;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'bad-argument';
  if (n < 0 || n > HAND_SIZE) return 'bid-range';
  state.bids[Number(seat)] = n;
  const next = nextSeat(seat, state.numPlayers);
  if (next !== state.dealer) {
    state.toAct = next;
    return null;
  }
  state.stage = 'play';
  openTrick(state, state.dealer);
  return null;
}

/** The suit a card counts as for following (IN-5): a trump card counts as none. */
export function followSuitOf(card: string): string | null {
  return isTrump(card) ? null : suitOf(card);
}

/** Following in Instinct (IN-5): the first card sets the suit to follow; a trump card counts as none. */
export const FOLLOW: FollowRule = { suitOf: followSuitOf };

/**
 * The suit to follow in `trick` (IN-5): the led card's suit, or `null` when
 * nothing is led yet or a trump card was led (then any card may be played).
 */
export function leadSuit(trick: InstinctTrick | null): Suit | null {
  return leadSuitOf(FOLLOW, trick?.plays ?? []) as Suit | null;
}

/** The cards `hand` may play to `trick` (IN-5). */
export function playableCards(hand: readonly string[], trick: InstinctTrick | null): string[] {
  return followSuit(hand, leadSuit(trick), FOLLOW);
}

/** The cards `seat` may play now; empty when it is not `seat`'s turn to play. */
export function legalCards(state: InstinctState, seat: string): string[] {
  if (state.stage !== 'play' || state.toAct !== seat) return [];
  return playableCards(state.hands[Number(seat)]!, state.trick);
}

/**
 * Why `seat` may not play `card` now, or `null` when it may.
 * @returns `'not-in-hand'`, `'must-follow'`, `'bad-argument'` or a turn error.
 */
export function cardError(state: InstinctState, seat: string, card: unknown): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  const hand = state.hands[Number(seat)]!;
  return playError(hand, card, playableCards(hand, state.trick));
}

/**
 * The winner of a complete trick (IN-6, rulebook "Taking Tricks"): the last
 * trump card played, if any; otherwise the highest card of the suit led.
 * @param plays in the order played; the first is the lead
 */
export function trickWinner(plays: readonly InstinctPlay[]): string {
  const trumps = plays.filter((p) => isTrump(p.card));
  if (trumps.length > 0) return trumps[trumps.length - 1]!.seat;
  const led = suitOf(plays[0]!.card);
  let best = plays[0]!;
  for (const p of plays) if (suitOf(p.card) === led && rankOf(p.card) > rankOf(best.card)) best = p;
  return best.seat;
}

/**
 * Bonus for making a bid (IN-7): bid 0 +10, bid 1 +5, bids 2–3 +0, bid 4 +5,
 * bid 5 +10, bid 6 or more +50.
 */
export function bonusFor(bidValue: number): number {
  if (bidValue >= 6) return 50;
  return [10, 5, 0, 0, 5, 10][bidValue]!;
}

/** Points for one round (IN-7): 10 plus the bonus when exactly the bid, else 0. */
export function roundPoints(bidValue: number, tricksTaken: number): number {
  return bidValue === tricksTaken ? 10 + bonusFor(bidValue) : 0;
}

/**
 * `seat` plays `card` (IN-5). When the trick completes its winner (IN-6)
 * leads next (IN-4); after the 11th trick the round is scored (IN-7), the end
 * is checked (IN-8, then the G-6 cap), and otherwise the next dealer (IN-2)
 * deals with `shuffle`.
 */
export function playCard(state: InstinctState, seat: string, card: unknown, shuffle: Shuffle): RuleError | null {
  const problem = cardError(state, seat, card);
  if (problem) return problem;
  if (addPlay(state, { seat, card: card as string }, trickWinner) === 'round') endRound(state, shuffle);
  return null;
}

/**
 * Whether the game ends after a round (IN-8), given the running totals and
 * how many rounds each seat has dealt.
 */
export function gameEnds(variant: Variant, totals: readonly number[], dealt: readonly number[]): boolean {
  const top = Math.max(...totals);
  if (variant === 'short') return top >= SHORT_TARGET || dealt.every((d) => d >= 2);
  return top >= TARGET;
}

/** The result of a finished game (IN-8): the highest total wins; ties share. */
export function finalResult(totals: readonly number[]): InstinctResult {
  return decideWinners(totals);
}

function endRound(state: InstinctState, shuffle: Shuffle): void {
  const bids = state.bids as number[];
  const points = bids.map((b, s) => roundPoints(b, state.tricksWon[s]!));
  state.scores = state.scores.map((t, s) => t + points[s]!);
  state.sheet.push({
    round: state.round,
    dealer: state.dealer,
    bids: [...bids],
    tricks: [...state.tricksWon],
    points,
    bonus: bids.map((b, s) => (points[s]! > 0 ? bonusFor(b) : 0)),
    totals: [...state.scores],
  });
  // IN-8 first: a game that ends in the cap's own round ends normally (G-6).
  if (gameEnds(state.variant, state.scores, state.dealt)) {
    state.stage = 'over';
    state.result = finalResult(state.scores);
    return;
  }
  if (state.maxRounds !== null && state.round >= state.maxRounds) {
    state.stage = 'over';
    state.result = { winners: [], scores: finalResult(state.scores).scores, aborted: true };
    return;
  }
  startRound(state, nextSeat(state.dealer, state.numPlayers), dealCards(DECK, state.numPlayers, HAND_SIZE, shuffle));
}

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface InstinctMove {
  move: 'bid' | 'playCard';
  args: [string] | [number];
}

/** Exactly the legal moves of `seat` now (IN-3, IN-5). */
export function legalMoves(state: InstinctState, seat: string): InstinctMove[] {
  if (state.toAct !== seat) return [];
  if (state.stage === 'play') return legalCards(state, seat).map((c) => ({ move: 'playCard', args: [c] }));
  if (state.stage === 'bid') return range(0, HAND_SIZE).map((b) => ({ move: 'bid', args: [b] }));
  return [];
}

/** Sum of the bids so far against the 11 tricks: under, exact or over (rulebook "Strategy"). */
export function bidTotal(state: Pick<InstinctState, 'bids'>): {
  total: number;
  table: 'underbid' | 'exact' | 'overbid';
} {
  const total = state.bids.reduce<number>((t, b) => t + (b ?? 0), 0);
  return { total, table: total < HAND_SIZE ? 'underbid' : total === HAND_SIZE ? 'exact' : 'overbid' };
}
