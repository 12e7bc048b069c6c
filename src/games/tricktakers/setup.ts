/**
 * TrickTakers: setupData checks, a new game, and a round's steps up to the
 * character choice (TT-5…TT-8, TT-19). The setups after it are in
 * ./play.ts; the moves that drive these steps are in ./actions.ts.
 */
import { checkDeal, dealCards, undealt, type Shuffle } from '../common/deal.js';
import { seatIds, seatsFrom } from '../common/seats.js';
import { checkDealer, checkPlayers, checkSetupObject, firstProblem } from '../common/setup.js';
import { DECK } from './cards.js';
import { later } from './later.js';
import { START_POINTS } from './scoring.js';
import type { RosterId as CharacterId } from './roster.js';
import type { TrickTakersSetupData, TrickTakersState } from './state.js';

/** Cards dealt to each player (TT-6). */
export const HAND_SIZE = 5;
/** The fewest seats (two-player rules, TT-19). */
export const MIN_PLAYERS = 2;
/** The most seats (TT-5). */
export const MAX_PLAYERS = 5;

/**
 * Checks setupData for `numPlayers` (G-3): 2–5 players; `firstPlayer` (and
 * `dealer`) a seat (G-1); `deal` one 5-card hand per seat from the deck, no
 * card twice; `stock` (only with `deal`) exactly the rest of the deck, in
 * any order.
 * @returns `undefined` when acceptable, else a message naming the problem
 */
export function checkSetup(setupData: unknown, numPlayers: number): string | undefined {
  const sd = (setupData ?? {}) as Record<string, unknown>;
  return firstProblem(
    () => checkPlayers(numPlayers, MIN_PLAYERS, MAX_PLAYERS),
    () => checkSetupObject(setupData),
    () => checkDealer(sd.dealer, numPlayers),
    () => checkDealer(sd.firstPlayer, numPlayers, 'firstPlayer'),
    () =>
      sd.deal === undefined ? undefined : checkDeal(sd.deal, { seats: numPlayers, handSize: HAND_SIZE, deck: DECK }),
    // `stock` and the extras' fields are later rules (./play.ts `stockProblem`, `extrasSetupProblem`,
    // issue 20): a table's first load, without them, reads only the basic fields above, and a table
    // given either loads them before its game starts (./table.ts `ownSetup`).
    () => (sd.stock === undefined ? undefined : later.rules?.stockProblem(sd.stock, sd.deal as string[][] | undefined)),
    () => later.rules?.extrasSetupProblem(setupData, numPlayers),
  );
}

/**
 * A new game at round 1's character selection (TT-5, TT-7, TT-19); the
 * first player chooses first at any player count (RN-12). The two-player
 * advanced game starts with its draft instead (TT-48, ./play.ts `extrasStart`).
 * @param opts.dealer the first player when setupData names none (random: `rulesGame` draws it)
 * @param opts.setupData checked already (see {@link checkSetup})
 * @param opts.shuffle boardgame.io's `random.Shuffle` (G-2)
 */
export function newGame(opts: {
  numPlayers: number;
  dealer: string;
  setupData?: TrickTakersSetupData;
  shuffle: Shuffle;
}): TrickTakersState {
  const { numPlayers: n, setupData: sd, shuffle } = opts;
  const problem = checkSetup(sd, n);
  if (problem) throw new Error(`TrickTakers setup: ${problem}`);
  const zeros = () => new Array<number>(n).fill(0);
  const scores = new Array<number>(n).fill(START_POINTS);
  // `stage` and `toAct` are openRound's, below (left out here: the first load is tight, issue 20).
  const fields: Omit<TrickTakersState, 'stage' | 'toAct'> = {
    numPlayers: n,
    rounds: n === 2 ? 5 : 3,
    round: 0,
    firstPlayer: sd?.firstPlayer ?? opts.dealer,
    order: [],
    ...freshRound(n, { hands: [], stock: [] }, scores), // openRound deals round 1 below
    crowns: zeros(),
    blackCrowns: zeros(),
    scores,
    lastTrick: null,
    trickCount: 0,
    sheet: [],
    result: null,
  };
  const state = fields as TrickTakersState;
  // setupData's extras (checked above), read by the later rules: the display (its shuffle before the
  // deal's) and the item deck now; the 2-player advanced draft, which sets round 1's deal aside, after it.
  const draft = later.rules?.extrasStart(sd, state, shuffle);
  const deal = sd?.deal && {
    hands: sd.deal.map((h) => [...h]),
    stock: sd.stock ? [...sd.stock] : shuffle(undealt(DECK, sd.deal)),
  };
  // Round 1: the first player chooses first (TT-7, TT-19); later rounds start in ./play.ts (`startRound`).
  openRound(state, deal ?? dealCards(DECK, n, HAND_SIZE, shuffle), (s) => seatsFrom(s.firstPlayer, n));
  draft?.();
  return state;
}

/**
 * The fields every round starts afresh (TT-6 step 1): its deal (`stock`
 * the deck, top first), the totals `scores` at its start, and nothing
 * chosen, bid, spent or played yet; one Kakumei declaration, two with two
 * players (TT-4, TT-20).
 */
function freshRound(n: number, deal: { hands: string[][]; stock: string[] }, scores: readonly number[]) {
  const zeros = () => new Array<number>(n).fill(0);
  return {
    hands: deal.hands,
    deck: deal.stock,
    deckSize: deal.stock.length,
    spare: [],
    discards: seatIds(n).map((): string[] => []),
    characters: new Array<CharacterId | null>(n).fill(null),
    first: null,
    bids: new Array<number | null>(n).fill(null),
    bets: zeros(),
    exchanges: 0,
    kakumeiLeft: n === 2 ? 2 : 1,
    kakumeiCards: [],
    hermitDrew: false,
    spent: zeros(),
    roundStart: [...scores],
    trick: null,
    tricks: [],
    tricksWon: zeros(),
  } satisfies Partial<TrickTakersState>;
}

/** The character `seat` holds this round, or `null`. */
export const characterOf = (state: TrickTakersState, seat: string | number): CharacterId | null =>
  state.characters[Number(seat)] ?? null;

/** The final round: round 3, or round 5 with two players (TT-13…TT-18, TT-20). */
export const isFinal = (state: TrickTakersState): boolean => state.round === state.rounds;

/**
 * Opens the next round's character choice (TT-6 step 1): its deal (`stock`
 * the deck, top first), the round's fields cleared, and the selection
 * `order` of the round (computed once its number is set).
 */
export function openRound(
  state: TrickTakersState,
  deal: { hands: string[][]; stock: string[] },
  order: (state: TrickTakersState) => string[],
): void {
  state.round += 1;
  Object.assign(state, freshRound(state.numPlayers, deal, state.scores));
  state.order = order(state);
  state.stage = 'select';
  state.toAct = state.order[0]!;
}
