/**
 * TrickTakers: setupData checks, a new game, and a round's steps up to the
 * first trick (TT-5…TT-9, TT-13…TT-15, TT-18, TT-19). The moves that drive
 * these steps are in ./actions.ts.
 */
import { checkDeal, dealCards, undealt, type Shuffle } from '../common/deal.js';
import { nextSeat, seatIds, seatsFrom } from '../common/seats.js';
import { checkDealer, checkPlayers, checkSetupObject, firstProblem } from '../common/setup.js';
import { openTrick } from '../common/trick.js';
import { BERSERKER, BERSERKER_DECK, DECK, KING_RARE } from './cards.js';
import {
  byPriority,
  CHARACTERS,
  firstLeader,
  GAMBLER_BONUS,
  selectionOrder,
  START_POINTS,
  type CharacterId,
} from './scoring.js';
import type { TrickTakersSetupData, TrickTakersState, TtTrick } from './state.js';

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
    () => (sd.stock === undefined ? undefined : checkStock(sd.stock, sd.deal as string[][] | undefined)),
  );
}

function checkStock(stock: unknown, deal: string[][] | undefined): string | undefined {
  if (deal === undefined) return 'stock needs deal: it is the rest of the deck after the dealt hands';
  if (!Array.isArray(stock)) return 'stock must be an array of card ids';
  const rest = new Set(undealt(DECK, deal));
  const seen = new Set<unknown>();
  for (const card of stock) {
    if (typeof card !== 'string') return `stock holds a non-string card ${JSON.stringify(card)}`;
    if (seen.has(card)) return `stock holds ${card} twice`;
    if (!rest.has(card)) return `stock holds ${card}, which is ${DECK.includes(card) ? 'dealt' : 'not in the deck'}`;
    seen.add(card);
  }
  if (stock.length !== rest.size)
    return `stock has ${stock.length} cards; expected ${rest.size}, the whole rest of the deck`;
  return undefined;
}

/**
 * A new game at round 1's character selection (TT-5, TT-7, TT-19); the
 * first player chooses first at any player count (RN-12).
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
  const state: TrickTakersState = {
    numPlayers: n,
    rounds: n === 2 ? 5 : 3,
    round: 0,
    stage: 'select',
    toAct: null,
    firstPlayer: sd?.firstPlayer ?? opts.dealer,
    order: [],
    ...freshRound(n, { hands: [], stock: [] }, scores), // startRound deals round 1 below
    crowns: zeros(),
    blackCrowns: zeros(),
    scores,
    lastTrick: null,
    trickCount: 0,
    sheet: [],
    result: null,
  };
  const deal = sd?.deal && {
    hands: sd.deal.map((h) => [...h]),
    stock: sd.stock ? [...sd.stock] : shuffle(undealt(DECK, sd.deal)),
  };
  startRound(state, shuffle, deal);
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

/** The seat holding character `c` this round, or `null`. */
export function seatOf(state: TrickTakersState, c: CharacterId): string | null {
  const s = state.characters.indexOf(c);
  return s < 0 ? null : String(s);
}

/** The characters each seat has used in earlier rounds (two players, TT-19). */
export function usedCharacters(state: TrickTakersState, seat: number): CharacterId[] {
  return state.sheet.map((r) => r.characters[seat]!);
}

/** The final round: round 3, or round 5 with two players (TT-13…TT-18, TT-20). */
export const isFinal = (state: TrickTakersState): boolean => state.round === state.rounds;

/**
 * Starts the next round (TT-6 step 1): shuffles the whole deck and deals 5
 * each (or round 1's scenario `deal`), clears the round's fields, and asks
 * for characters in this round's order (TT-7, TT-8, TT-19). Two players'
 * round 5 picks are made at once (TT-19), and the setups follow.
 */
export function startRound(
  state: TrickTakersState,
  shuffle: Shuffle,
  deal?: { hands: string[][]; stock: string[] },
): void {
  const n = state.numPlayers;
  state.round += 1;
  Object.assign(state, freshRound(n, deal ?? dealCards(DECK, n, HAND_SIZE, shuffle), state.scores));
  state.order = roundOrder(state);
  state.stage = 'select';
  state.toAct = state.order[0]!;
  if (n === 2 && isFinal(state)) {
    // TT-19: round 5 is forced: each seat takes the one character it has not used.
    for (const seat of [0, 1]) {
      const used = usedCharacters(state, seat);
      state.characters[seat] = CHARACTERS.find((c) => !used.includes(c))!;
    }
    runSetups(state, 0, shuffle);
  }
}

/** This round's selection order (TT-7, TT-8, TT-19). */
function roundOrder(state: TrickTakersState): string[] {
  const n = state.numPlayers;
  if (n === 2)
    return state.round % 2 === 1 ? seatsFrom(state.firstPlayer, 2) : seatsFrom(nextSeat(state.firstPlayer, 2), 2);
  if (state.round === 1) return seatsFrom(state.firstPlayer, n);
  return selectionOrder(orderFacts(state));
}

function orderFacts(state: TrickTakersState) {
  return {
    numPlayers: state.numPlayers,
    prev: state.sheet[state.sheet.length - 1]!.characters,
    scores: state.roundStart,
    crowns: state.crowns,
  };
}

/**
 * The character setups in priority order from priority `from` on (TT-6 step
 * 3): the King's Rare and discard (stage `king-discard`, TT-13); the
 * Gambler's +20, exchanges, bid and bet (`exchange`, TT-14); the
 * Berserker's new hand (automatic, TT-18). Then the final round's black
 * crowns (TT-15) or the first lead.
 */
export function runSetups(state: TrickTakersState, from: number, shuffle: Shuffle): void {
  for (let p = from; p < CHARACTERS.length; p++) {
    const c = CHARACTERS[p]!;
    const seat = seatOf(state, c);
    if (seat === null) continue;
    const s = Number(seat);
    if (c === 'king') {
      state.hands[s]!.push(KING_RARE);
      state.stage = 'king-discard';
      state.toAct = seat;
      return;
    }
    if (c === 'gambler') {
      state.scores[s]! += GAMBLER_BONUS; // TT-14: gained at once (TT-11)
      state.stage = 'exchange';
      state.toAct = seat;
      return;
    }
    if (c === 'berserker') {
      // TT-18: the old hand goes face down (RN-11), the Berserker card and 4 of the 6 come in.
      state.discards[s]!.push(...state.hands[s]!);
      const cards = shuffle([...BERSERKER_DECK]);
      state.hands[s] = [BERSERKER, ...cards.slice(0, 4)];
      state.spare = cards.slice(4);
    }
  }
  nextBlackCrowns(state, -1);
}

/**
 * The final round's black-crown step (TT-15), 3–5 players: the next seat
 * after priority `after` that holds a black crown, in current priority
 * order; when none is left, the first lead.
 */
export function nextBlackCrowns(state: TrickTakersState, after: number): void {
  if (state.numPlayers > 2 && isFinal(state)) {
    const next = CHARACTERS.slice(after + 1)
      .map((c) => seatOf(state, c))
      .find((seat) => seat !== null && state.blackCrowns[Number(seat)]! > 0);
    if (next) {
      state.stage = 'black-crowns';
      state.toAct = next;
      return;
    }
  }
  chooseFirstLead(state);
}

/**
 * Decides who leads trick 1 (TT-7, TT-9, TT-19) and opens it: round 1 and
 * two players' rounds 1–4, the first chooser; rounds 2–3, {@link firstLeader};
 * two players' round 5, stage `choose-leader` for the seat with fewer points
 * at the round's start (tie: the higher round-5 priority, RN-14).
 */
function chooseFirstLead(state: TrickTakersState): void {
  const n = state.numPlayers;
  if (n === 2 && isFinal(state)) {
    const [a, b] = state.roundStart as [number, number];
    const chooser = a !== b ? (a < b ? 0 : 1) : byPriority(state.characters, [0, 1])[0]!;
    state.stage = 'choose-leader';
    state.toAct = String(chooser);
    return;
  }
  startPlay(state, state.round === 1 || n === 2 ? state.order[0]! : firstLeader(orderFacts(state)));
}

/** Opens trick 1 of the round, led by `leader` (stage `play`). */
export function startPlay(state: TrickTakersState, leader: string): void {
  state.first = leader;
  state.stage = 'play';
  openTtTrick(state, leader);
}

/** Opens a trick led by `leader`, with no Kakumei yet (TT-4). */
export function openTtTrick(state: TrickTakersState, leader: string): void {
  openTrick(state, leader);
  (state.trick as TtTrick).kakumei = false;
}
