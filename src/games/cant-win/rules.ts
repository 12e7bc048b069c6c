/**
 * Can't Win: the pure rules. Plain functions on plain data; no boardgame.io,
 * no DOM. Every rule cites the rulebook section ("CW rulebook 3-2") or the
 * ruling id (CW-n, G-n) in ../shared/rules.
 *
 * Seats are `"0"…"n-1"` (G-1); per-seat arrays are indexed by seat number.
 * Actions (`chooseTile`, `bid`, `playCard`) validate first and change the
 * state only when legal; they return `null` on success or a {@link RuleError}
 * code, leaving the state untouched.
 */
import { buildDeck, range, rankOf, suitOf } from '../common/cards.js';
import { checkDeal, dealCards, type Shuffle } from '../common/deal.js';
import { followSuit, leadSuitOf, type FollowRule } from '../common/follow.js';
import { nextSeat } from '../common/seats.js';
import { TILES, isSideways, type TileId } from './tiles.js';
import {
  addPlay,
  openTrick,
  playError,
  turnError,
  type Play,
  type Trick,
  type TrickPlayState,
} from '../common/trick.js';
import { finalResult, scoreRound, type CantWinResult, type CantWinRoundScore } from './scoring.js';
import { checkDealer, checkPlayers, checkSetupObject, checkVariant, firstProblem } from '../common/setup.js';

/** Scoring (CW-10…CW-12) and tiles (CW-7) live in ./scoring.ts and ./tiles.ts; this module re-exports them. */
export * from './scoring.js';
export * from './tiles.js';

/** The four colours (CW-2). turquoise is the trump suit. */
export const COLOURS = ['turquoise', 'pink', 'purple', 'yellow'] as const;
/** A colour id, one of {@link COLOURS}. */
export type Colour = (typeof COLOURS)[number];
/** The trump suit (CW-2, rulebook 3-2). */
export const TRUMP: Colour = 'turquoise';

/** `setupData.variant` values, the default first: `standard`, or `beginner` with support tokens (CW-12). */
export const VARIANTS = ['standard', 'beginner'] as const;
/** A variant id, one of {@link VARIANTS}. */
export type Variant = (typeof VARIANTS)[number];

/** Cards dealt to each player, at 3 and 4 players alike (CW-1). */
export const HAND_SIZE = 12;
/** Bid tokens in the supply at the start of each round (CW-5). */
export const BID_TOKENS = 18;
/** Support tokens in the supply, beginner variant (CW-12). */
export const SUPPORT_TOKENS = 12;
/** The fewest seats (CW-1). */
export const MIN_PLAYERS = 3;
/** The most seats (CW-1). */
export const MAX_PLAYERS = 4;

/** One card played to a trick. `sideways`: it falls under its player's tile (CW-7). */
export interface CantWinPlay extends Play {
  sideways: boolean;
}

/** A Can't Win trick: its round, who led, the plays in order, and the winner once complete. */
export type CantWinTrick = Trick<CantWinPlay>;

/** Where the round is: the two laps of tile & bid (CW-4), trick play, or game over. */
export type Stage = 'laps' | 'play' | 'over';

/**
 * The whole game state. `hands` is secret (G-5); everything else is public.
 * The trick fields (`trick`, `tricks`, `lastTrick`, `trickCount`,
 * `tricksWon`) are those of {@link TrickPlayState}.
 */
export interface CantWinState extends TrickPlayState<CantWinPlay> {
  variant: Variant;
  /** 1-based round number; the game has `numPlayers` rounds (CW-11). */
  round: number;
  dealer: string;
  stage: Stage;
  /** Turns taken in the laps so far, 0…2n (CW-4). */
  lapTurn: number;
  tiles: (TileId | null)[];
  bids: (number | null)[];
  /** Bid tokens left in the supply (CW-5). */
  bidTokens: number;
  /** Who holds the start marker (CW-6), once someone has bid. */
  startMarker: string | null;
  /** Support tokens each seat holds (beginner variant, CW-12). */
  support: number[];
  /** Support tokens left in the supply (CW-12). */
  supportSupply: number;
  /** The score sheet: one row per finished round. */
  sheet: CantWinRoundScore[];
  /** The final result once the game is over (CW-11). */
  result: CantWinResult | null;
}

/** Why an action was refused. */
export type RuleError =
  | 'game-over'
  | 'wrong-stage'
  | 'not-your-turn'
  | 'bad-argument'
  | 'tile-taken'
  | 'tile-done'
  | 'bid-done'
  | 'bid-range'
  | 'other-option'
  | 'not-in-hand'
  | 'must-follow';

/** setupData for Can't Win (G-3, CW-3, CW-12). */
export interface CantWinSetupData {
  /** The first dealer; random when absent (CW-3). */
  dealer?: string;
  variant?: Variant;
  /** Each seat's 12 card ids for round 1 (G-3). Later rounds shuffle as usual. */
  deal?: string[][];
}

/** The deck for `numPlayers` (CW-1): ranks 1–12 at 4 players, 1–9 at 3. */
export function deckFor(numPlayers: number): string[] {
  return buildDeck(COLOURS, range(1, numPlayers === 3 ? 9 : 12));
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
      sd.deal === undefined
        ? undefined
        : checkDeal(sd.deal, { seats: numPlayers, handSize: HAND_SIZE, deck: deckFor(numPlayers) }),
  );
}

/**
 * A new game, dealt and ready for lap 1 of round 1.
 * @param dealer the first dealer (CW-3)
 * @param deal round 1's hands; when absent the deck is shuffled with `shuffle`
 * @throws Error when `deal` is given but illegal
 */
export function newGame(opts: {
  numPlayers: number;
  dealer: string;
  variant?: Variant;
  deal?: string[][];
  shuffle: Shuffle;
}): CantWinState {
  const { numPlayers, dealer } = opts;
  const problem = checkSetup({ dealer, variant: opts.variant, deal: opts.deal }, numPlayers);
  if (problem) throw new Error(`Can't Win setup: ${problem}`);
  const zeros = () => new Array<number>(numPlayers).fill(0);
  const state: CantWinState = {
    numPlayers,
    variant: opts.variant ?? 'standard',
    round: 0,
    dealer,
    stage: 'laps',
    lapTurn: 0,
    toAct: dealer,
    hands: [],
    tiles: [],
    bids: [],
    bidTokens: BID_TOKENS,
    startMarker: null,
    trick: null,
    tricks: [],
    lastTrick: null,
    trickCount: 0,
    tricksWon: zeros(),
    support: zeros(),
    supportSupply: opts.variant === 'beginner' ? SUPPORT_TOKENS : 0,
    sheet: [],
    result: null,
  };
  startRound(state, dealer, opts.deal ? opts.deal.map((h) => [...h]) : dealRound(numPlayers, opts.shuffle));
  return state;
}

/** Shuffles the deck for `numPlayers` and deals 12 to each (rulebook 1, CW-1). */
export function dealRound(numPlayers: number, shuffle: Shuffle): string[][] {
  return dealCards(deckFor(numPlayers), numPlayers, HAND_SIZE, shuffle).hands;
}

function startRound(state: CantWinState, dealer: string, hands: string[][]): void {
  const n = state.numPlayers;
  state.round += 1;
  state.dealer = dealer;
  state.stage = 'laps';
  state.lapTurn = 0;
  state.toAct = dealer;
  state.hands = hands;
  state.tiles = new Array(n).fill(null);
  state.bids = new Array(n).fill(null);
  state.bidTokens = BID_TOKENS;
  state.startMarker = null;
  state.trick = null;
  state.tricks = [];
  state.tricksWon = new Array(n).fill(0);
}

/** The seat whose turn it is at lap turn `t` (CW-4): the dealer, then clockwise, twice. */
export function lapSeat(dealer: string, numPlayers: number, t: number): string {
  return nextSeat(dealer, numPlayers, t % numPlayers);
}

/** The tiles nobody has taken yet this round (CW-4). */
export function freeTiles(state: Pick<CantWinState, 'tiles'>): TileId[] {
  return TILES.filter((t) => !state.tiles.includes(t));
}

/** The largest bid allowed now: min(12, tokens left) (CW-5). */
export function maxBid(state: Pick<CantWinState, 'bidTokens'>): number {
  return Math.min(HAND_SIZE, state.bidTokens);
}

/** What `seat` may do in the laps now: `tile` and/or `bid` (CW-4). */
export function lapOptions(state: CantWinState, seat: string): { tile: boolean; bid: boolean } {
  if (state.stage !== 'laps' || state.toAct !== seat) return { tile: false, bid: false };
  const s = Number(seat);
  const tile = state.tiles[s] === null;
  const bid = state.bids[s] === null;
  // Lap 1: either option. Lap 2: the one not yet done (CW-4); it is always
  // exactly one, since lap 1 did one.
  return { tile, bid };
}

function endLapTurn(state: CantWinState): void {
  state.lapTurn += 1;
  if (state.lapTurn < 2 * state.numPlayers) {
    state.toAct = lapSeat(state.dealer, state.numPlayers, state.lapTurn);
    return;
  }
  // Both laps done: the start-marker holder leads trick 1 (CW-6, rulebook 3-1).
  state.stage = 'play';
  openTrick(state, state.startMarker!);
}

/**
 * `seat` takes a Can't Win tile (rulebook 2-A, CW-4). A taken tile is gone
 * for everyone after.
 * @returns `null`, or `'bad-argument'` (not a tile id), `'tile-taken'`,
 *   `'tile-done'` (seat already has one), or a turn error.
 */
export function chooseTile(state: CantWinState, seat: string, tile: unknown): RuleError | null {
  const turn = turnError(state, seat, 'laps');
  if (turn) return turn;
  if (!TILES.includes(tile as TileId)) return 'bad-argument';
  const s = Number(seat);
  if (state.tiles[s] !== null) return 'tile-done';
  if (state.tiles.includes(tile as TileId)) return 'tile-taken';
  state.tiles[s] = tile as TileId;
  endLapTurn(state);
  return null;
}

/**
 * `seat` bids `n` tricks (rulebook 2-B, CW-4, CW-5). The first bid of the
 * round takes the start marker (CW-6).
 * @returns `null`, or `'bad-argument'` (not a whole number), `'bid-range'`
 *   (outside 0…min(12, tokens left)), `'bid-done'`, or a turn error.
 */
export function bid(state: CantWinState, seat: string, n: unknown): RuleError | null {
  const turn = turnError(state, seat, 'laps');
  if (turn) return turn;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'bad-argument';
  const s = Number(seat);
  if (state.bids[s] !== null) return 'bid-done';
  if (n < 0 || n > maxBid(state)) return 'bid-range';
  state.bids[s] = n;
  state.bidTokens -= n;
  if (state.startMarker === null) state.startMarker = seat;
  endLapTurn(state);
  return null;
}

/**
 * Following in Can't Win (CW-8, rulebook 3-1): a card follows its colour,
 * the first card of a trick sets the colour to follow, sideways or not
 * (CW-7), and no card may be played regardless.
 */
export const FOLLOW: FollowRule = { suitOf };

/** The lead colour of a trick: the colour of its first card, sideways or not (CW-7); `null` before the lead. */
export function leadSuit(trick: CantWinTrick | null): Colour | null {
  return leadSuitOf(FOLLOW, trick?.plays ?? []) as Colour | null;
}

/** The cards `hand` may play to `trick`: the lead colour if held, else any (CW-8, rulebook 3-1). */
export function playableCards(hand: readonly string[], trick: CantWinTrick | null): string[] {
  return followSuit(hand, leadSuit(trick), FOLLOW);
}

/**
 * The cards `seat` may play now (CW-8). Empty when it is not `seat`'s turn
 * to play.
 */
export function legalCards(state: CantWinState, seat: string): string[] {
  if (state.stage !== 'play' || state.toAct !== seat) return [];
  return playableCards(state.hands[Number(seat)]!, state.trick);
}

/**
 * Why `seat` may not play `card` now, or `null` when it may.
 * @returns `'not-in-hand'`, `'must-follow'`, `'bad-argument'` or a turn error.
 */
export function cardError(state: CantWinState, seat: string, card: unknown): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  const hand = state.hands[Number(seat)]!;
  return playError(hand, card, playableCards(hand, state.trick));
}

/**
 * The winner of a complete trick (CW-9, rulebook 3-2). The first step that
 * applies decides:
 * 1. the highest upright turquoise card;
 * 2. the highest upright card of the lead colour;
 * 3. the highest upright card of any colour, a tie going to the latest played;
 * 4. with every card sideways, the highest card of any colour, a tie going
 *    to the latest played.
 * @param plays in the order played; the first is the lead
 * @returns the winning play's seat
 */
export function trickWinner(plays: readonly CantWinPlay[]): string {
  return highestLatest(decidingStep(plays).among).seat;
}

/**
 * The step of CW-9 that decides a complete trick, and the plays it compares (its winner is the highest of
 * them, the latest of equal ranks): `trump` (step 1, the upright turquoise cards), `lead` (step 2, the
 * upright cards of the lead colour), `highest` (step 3, the upright cards), `sideways` (step 4, every
 * card). A replay says which (../trick-reasons.ts).
 * @param plays in the order played; the first is the lead
 */
export function decidingStep(plays: readonly CantWinPlay[]): {
  step: 'trump' | 'lead' | 'highest' | 'sideways';
  among: readonly CantWinPlay[];
} {
  const upright = plays.filter((p) => !p.sideways);
  if (upright.length === 0) return { step: 'sideways', among: plays };
  const trump = upright.filter((p) => suitOf(p.card) === TRUMP);
  if (trump.length > 0) return { step: 'trump', among: trump };
  const lead = upright.filter((p) => suitOf(p.card) === suitOf(plays[0]!.card));
  return lead.length > 0 ? { step: 'lead', among: lead } : { step: 'highest', among: upright };
}

/** The highest-ranked play; among equal ranks, the one played latest (CW-9 steps 3–4). */
function highestLatest(plays: readonly CantWinPlay[]): CantWinPlay {
  let best = plays[0]!;
  for (const p of plays) if (rankOf(p.card) >= rankOf(best.card)) best = p;
  return best;
}

/**
 * `seat` plays `card` (rulebook 3-1, CW-7, CW-8). A card under the seat's
 * tile goes sideways. When the trick completes, its winner (CW-9) takes it
 * and leads next (rulebook 3-3); after the 12th trick the round is scored
 * (rulebook 4, CW-10, CW-12), and either the game ends (CW-11) or the next
 * round is dealt with `shuffle` by the next dealer (CW-3).
 * @returns `null`, or the reason from {@link cardError}.
 */
export function playCard(state: CantWinState, seat: string, card: unknown, shuffle: Shuffle): RuleError | null {
  const problem = cardError(state, seat, card);
  if (problem) return problem;
  const id = card as string;
  const sideways = isSideways(state.tiles[Number(seat)]!, id);
  if (addPlay(state, { seat, card: id, sideways }, trickWinner) === 'round') endRound(state, shuffle);
  return null;
}

function endRound(state: CantWinState, shuffle: Shuffle): void {
  const n = state.numPlayers;
  state.sheet.push(scoreRound(state));
  if (state.round >= n) {
    state.stage = 'over';
    state.toAct = null;
    state.result = finalResult(state.sheet, n);
    return;
  }
  startRound(state, nextSeat(state.dealer, n), dealRound(n, shuffle));
}

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface CantWinMove {
  move: 'chooseTile' | 'bid' | 'playCard';
  args: [string] | [number];
}

/** Exactly the legal moves of `seat` now (CW-4, CW-5, CW-8). */
export function legalMoves(state: CantWinState, seat: string): CantWinMove[] {
  if (state.toAct !== seat) return [];
  if (state.stage === 'play') return legalCards(state, seat).map((c) => ({ move: 'playCard', args: [c] }));
  if (state.stage !== 'laps') return [];
  const { tile, bid: canBid } = lapOptions(state, seat);
  const moves: CantWinMove[] = [];
  if (tile) for (const t of freeTiles(state)) moves.push({ move: 'chooseTile', args: [t] });
  if (canBid) for (const b of range(0, maxBid(state))) moves.push({ move: 'bid', args: [b] });
  return moves;
}
