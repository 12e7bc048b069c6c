/**
 * You Suck: a round up to its play (YS-3…YS-5): a new game, the start of a
 * round, the Tick powers (the dealer, trump, a trade), the bids, and
 * `legalMoves` (a later rule). The play itself is in ./play.ts, the later rules of a
 * table (issue 20), reached through {@link later}; ./rules.ts has both.
 */
import { undealt, type Shuffle } from '../common/deal.js';
import { NOT_LOADED } from '../common/later.js';
import { isSeat, nextSeat, seatIds } from '../common/seats.js';
import { playError, turnError } from '../common/trick.js';
import { dealTicks, handSizes, ownersFrom, shuffledRound, type YouSuckSetupData } from './deal.js';
import { later } from './later.js';
import type { RuleError, YouSuckState } from './state.js';
import { CARDS_PER_ROUND, isColour, openTicks, PLUS_3_POINTS, SUITED } from './ticks.js';

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
 * @returns `null`, `'bad-argument'` (not a whole number), `'bid-range'`,
 *   `'not-loaded'` (the last bid before the play's rules, ./play.ts, have
 *   arrived), or a turn error.
 */
export function bid(state: YouSuckState, seat: string, n: unknown): RuleError | null {
  const turn = turnError(state, seat, 'bid');
  if (turn) return turn;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'bad-argument';
  if (n < 0 || n > CARDS_PER_ROUND) return 'bid-range';
  // The last bid starts play, whose rules are later rules (issue 20): refused, changing nothing, until they have arrived.
  if (!later.rules && state.bids.every((b, i) => b !== null || i === Number(seat))) return NOT_LOADED;
  state.bids[Number(seat)] = n;
  state.toAct = nextSeat(seat, state.numPlayers);
  if (state.bids.every((b) => b !== null)) state.stage = 'play';
  return null;
}

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface YouSuckMove {
  move: 'chooseDealer' | 'chooseTrump' | 'tradeCard' | 'bid' | 'playCard';
  args: unknown[];
}

/**
 * Exactly the legal moves of `seat` now (G-4), as `ai.enumerate` lists
 * them: ./play.ts `allMoves`, a later rule (issue 20): none until the later
 * rules have arrived (a table's first load lists none; its bots and hints
 * have the whole game).
 */
export function legalMoves(state: YouSuckState, seat: string): YouSuckMove[] {
  return later.rules?.allMoves(state, seat) ?? [];
}
