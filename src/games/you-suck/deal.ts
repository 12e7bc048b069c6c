/**
 * You Suck: dealing the Ticks and the cards of a round (YS-3, YS-4), and the
 * checks of setupData (G-3). Pure functions; re-exported from ./rules.ts.
 */
import { checkDeal, undealt, type Shuffle } from '../common/deal.js';
import { isSeat, seatIds } from '../common/seats.js';
import { checkDealer, checkPlayers, checkSetupObject, firstProblem } from '../common/setup.js';
import {
  DECK,
  isMulti,
  isTickId,
  isZero,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MULTI_11,
  MULTIS,
  SUITED,
  TICK_IDS,
  ZEROS,
  type TickId,
} from './ticks.js';

/** Who owns each Tick at the start of a round (YS-3): a seat, or `null` for no owner. */
export type TickOwners = Record<TickId, string | null>;

/**
 * setupData for You Suck (G-3, YS-3, YS-4, RN-2, RN-3 in docs/rulings-notes.md).
 * - `dealer`: round 1's dealer when nobody owns Choose Dealer; random when
 *   absent. Refused when `tickOwners` gives Choose Dealer an owner, who
 *   chooses. (Without `tickOwners`, it applies only if the random Tick deal
 *   leaves Choose Dealer unowned.)
 * - `tickOwners`: round 1's owners, exactly one Tick per seat (YS-12);
 *   random when absent.
 * - `deal`: each seat's complete round-1 hand after the Tick effects: 1 Zero
 *   (2 with Take 0), 1 Multicolor 12–20 (plus the 11 with Take 11), 5 suited
 *   (6 with Extra Card). Needs `tickOwners`.
 * - `stock`: the whole rest of the suited deck, top first (a trade draws the
 *   top). Needs `deal`; shuffled when absent.
 */
export interface YouSuckSetupData {
  dealer?: string;
  tickOwners?: Partial<Record<TickId, string>>;
  deal?: string[][];
  stock?: string[];
}

/** Owners with nobody owning anything. */
export function noOwners(): TickOwners {
  return Object.fromEntries(TICK_IDS.map((id) => [id, null])) as TickOwners;
}

/** True when `seat` owns Tick `id`. */
function owns(owners: Readonly<TickOwners>, id: TickId, seat: number): boolean {
  return owners[id] === String(seat);
}

/**
 * Each seat's hand size after the Tick effects (YS-4): 7, plus 1 for each of
 * Take 11, Take 0 and Extra Card it owns. Index = seat number.
 */
export function handSizes(owners: Readonly<TickOwners>, numPlayers: number): number[] {
  return seatIds(numPlayers).map(
    (_, s) => 7 + (['take-11', 'take-0', 'extra-card'] as const).filter((id) => owns(owners, id, s)).length,
  );
}

/** Round 1's owners (YS-3): one random Tick per seat, seat 0 first; the rest have none. */
export function dealTicks(numPlayers: number, shuffle: Shuffle): TickOwners {
  const owners = noOwners();
  shuffle([...TICK_IDS])
    .slice(0, numPlayers)
    .forEach((id, s) => (owners[id] = String(s)));
  return owners;
}

/** The owners `tickOwners` names (a checked setupData value), the other Ticks with none. */
export function ownersFrom(tickOwners: Partial<Record<TickId, string>>): TickOwners {
  return { ...noOwners(), ...tickOwners };
}

/**
 * A round's cards in dealing order (YS-4 steps 3–6), shuffled with
 * `shuffle` (G-2): each seat's hand in seat order (Multicolor 11 to the Take
 * 11 owner, an extra Zero to the Take 0 owner, then 1 Zero, 1 Multicolor
 * 12–20 and 5 suited cards each, then 1 more suited card to the Extra Card
 * owner), then the suited deck left, top first. Slice it by
 * {@link handSizes}.
 */
export function shuffledRound(owners: Readonly<TickOwners>, numPlayers: number, shuffle: Shuffle): string[] {
  const zeros = shuffle([...ZEROS]);
  const multis = shuffle(MULTIS.filter((c) => c !== MULTI_11));
  const suited = shuffle([...SUITED]);
  const hands: string[][] = seatIds(numPlayers).map(() => []);
  const add = (s: number, from: string[], k = 1) => hands[s]!.push(...from.splice(0, k));
  const seats = hands.map((_, s) => s);
  for (const s of seats) if (owns(owners, 'take-11', s)) hands[s]!.push(MULTI_11);
  for (const s of seats) if (owns(owners, 'take-0', s)) add(s, zeros);
  for (const s of seats) {
    add(s, zeros);
    add(s, multis);
    add(s, suited, 5);
  }
  for (const s of seats) if (owns(owners, 'extra-card', s)) add(s, suited);
  return [...hands.flat(), ...suited];
}

/**
 * Checks setupData for `numPlayers` (G-3, YS-3, YS-4, YS-12, RN-2, RN-3).
 * @returns `undefined` when acceptable, else a message naming the problem:
 *   a player count out of 3–6, a non-object, a `dealer` that is not a seat
 *   or given while Choose Dealer has an owner, `tickOwners` not one Tick per
 *   seat (count, an unknown Tick, a non-seat, a seat twice), a `deal` without
 *   `tickOwners` or not a legal round-1 deal (hand count and sizes, an
 *   unknown or duplicate card, the wrong mix of Zeros, Multicolors and
 *   suited cards), a `stock` without `deal` or not exactly the rest of the
 *   suited deck.
 */
export function checkSetup(setupData: unknown, numPlayers: number): string | undefined {
  const sd = (setupData ?? {}) as Record<string, unknown>;
  return firstProblem(
    () => checkPlayers(numPlayers, MIN_PLAYERS, MAX_PLAYERS),
    () => checkSetupObject(setupData),
    () => checkTickOwners(sd.tickOwners, numPlayers),
    () => checkDealer(sd.dealer, numPlayers),
    () => {
      const chooser = (sd.tickOwners as Partial<TickOwners> | undefined)?.['choose-dealer'];
      return sd.dealer !== undefined && chooser !== undefined
        ? `dealer cannot be given: seat ${chooser} owns Choose Dealer and chooses the dealer (YS-4)`
        : undefined;
    },
    () => {
      if (sd.deal === undefined) return undefined;
      if (sd.tickOwners === undefined) {
        return 'deal needs tickOwners: the hand sizes depend on who owns Take 11, Take 0 and Extra Card (YS-4)';
      }
      return checkRoundDeal(sd.deal, ownersFrom(sd.tickOwners as Partial<Record<TickId, string>>), numPlayers);
    },
    () => {
      if (sd.stock === undefined) return undefined;
      if (sd.deal === undefined) return 'stock needs deal: it is the rest of the suited deck after the dealt hands';
      return checkStock(sd.stock, sd.deal as string[][]);
    },
  );
}

/** `tickOwners`: absent, or one Tick per seat, every seat once (YS-12). */
function checkTickOwners(tickOwners: unknown, numPlayers: number): string | undefined {
  if (tickOwners === undefined) return undefined;
  if (typeof tickOwners !== 'object' || tickOwners === null || Array.isArray(tickOwners)) {
    return 'tickOwners must be an object from Tick id to seat';
  }
  const entries = Object.entries(tickOwners);
  const seen = new Map<string, string>();
  for (const [id, seat] of entries) {
    if (!isTickId(id)) {
      return `tickOwners names an unknown Tick "${id}"; Ticks: ${TICK_IDS.join(', ')}`;
    }
    if (!isSeat(seat, numPlayers)) {
      return `tickOwners["${id}"] must be a seat from "0" to "${numPlayers - 1}", got ${JSON.stringify(seat)}`;
    }
    const other = seen.get(seat);
    if (other !== undefined) {
      return `seat ${seat} owns both ${other} and ${id}; in round 1 each seat owns exactly one Tick (YS-12)`;
    }
    seen.set(seat, id);
  }
  return entries.length === numPlayers
    ? undefined
    : `tickOwners gives ${entries.length} Ticks; expected ${numPlayers}, one per seat (YS-12)`;
}

/**
 * A round-1 deal under `owners` (G-3, YS-4): one hand per seat of its
 * {@link handSizes}, distinct cards of the deck, and per seat 1 Zero (2 with
 * Take 0), the Multicolor 11 exactly with Take 11, 1 Multicolor 12–20, and
 * 5 suited cards (6 with Extra Card).
 */
function checkRoundDeal(deal: unknown, owners: TickOwners, numPlayers: number): string | undefined {
  const problem = checkDeal(deal, { seats: numPlayers, handSize: handSizes(owners, numPlayers), deck: DECK });
  if (problem) return problem;
  for (const [s, hand] of (deal as string[][]).entries()) {
    const zeros = hand.filter(isZero).length;
    const wantZeros = 1 + Number(owns(owners, 'take-0', s));
    if (zeros !== wantZeros) return `seat ${s} holds ${zeros} Zeros; expected ${wantZeros} (YS-4)`;
    if (hand.includes(MULTI_11) !== owns(owners, 'take-11', s)) {
      return `seat ${s} ${hand.includes(MULTI_11) ? 'holds' : 'lacks'} ${MULTI_11}; only the Take 11 owner gets it (YS-4)`;
    }
    const multis = hand.filter((c) => isMulti(c) && c !== MULTI_11).length;
    if (multis !== 1) return `seat ${s} holds ${multis} Multicolors from 12 to 20; expected 1 (YS-4)`;
  }
  return undefined;
}

/** `stock`: exactly the suited cards no hand of `deal` holds, each once, in any order. */
function checkStock(stock: unknown, deal: string[][]): string | undefined {
  const rest = undealt(SUITED, deal);
  const expected = `stock must be the ${rest.length} suited cards no hand holds, each once, top first`;
  if (!Array.isArray(stock) || stock.length !== rest.length) return `${expected}; got ${describe(stock)}`;
  const left = new Set(rest);
  for (const card of stock as unknown[]) {
    if (typeof card !== 'string' || !left.delete(card)) {
      return `${expected}; ${JSON.stringify(card)} is ${rest.includes(card as string) ? 'there twice' : 'not one of them'}`;
    }
  }
  return undefined;
}

function describe(value: unknown): string {
  return Array.isArray(value) ? `${value.length} cards` : JSON.stringify(value);
}
