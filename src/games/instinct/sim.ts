/**
 * Instinct: a fast simulator of one round for bot search (issue 4). The same
 * rules as ./rules.ts (IN-3…IN-7) on a compact numeric state: suit cards are
 * `suit * 12 + rank - 1` (suit in {@link SUITS} order, 0…59), trump cards
 * `60…65`; each hand is six masks (five suits of 12 bits, then the trumps);
 * moves are a card, or `BID_MOVE + n`.
 *
 * Its legal moves and results equal the game's: test/node/instinct-sim.test.ts
 * checks this over many seeded states. It stops at the end of the round.
 */
import { cloneCompact } from '../common/compact.js';
import {
  SIM_OVER,
  SIM_PLAY,
  loadTrick,
  pushPlayable,
  setHandNumbers,
  simCardIndex,
  simCardName,
  simEndTrick,
  simPlay,
  type TrickSim,
  copyTrickScalars,
} from '../common/trick-sim.js';
import { HAND_SIZE, SUITS, TRUMP, roundPoints, type InstinctState } from './rules.js';

/** Moves: a card `0…65`, a bid `BID_MOVE + n` (0…11). */
export const BID_MOVE = 128;
const TRUMP_BASE = 60;
const MASKS = 6; // five suits, then trumps
/** The simulator's card classes: the five suits, then the trump cards (`trump-k` is card 60 + k − 1). */
const CLASSES = [...SUITS, TRUMP];

/**
 * The compact round state: the shared {@link TrickSim} (`stage` 0 bidding,
 * 1 play, 2 round over; `hands[seat * 6 + suit]`, bit r-1 for rank r, mask 5
 * holding trump-k as bit k-1) plus the dealer and the bids.
 */
export interface InSim extends TrickSim {
  dealer: number;
  /** Bid per seat, -1 for none yet. */
  bids: Int8Array;
}

/** The integer of a card id: `suit * 12 + rank - 1`, trump-k `60 + k - 1`. */
export const cardIndex = (id: string): number => simCardIndex(CLASSES, id);
/** The card id of an integer. */
export const cardName = (c: number): string => simCardName(CLASSES, c);
const maskOf = (c: number) => (c / 12) | 0;

/** The compact state of the round in `state`, with `hands` in place of the state's own. */
export function toSim(
  state: Omit<InstinctState, 'hands' | 'stock'>,
  hands: readonly (readonly string[] | null)[],
): InSim {
  const n = state.numPlayers;
  const sim: InSim = {
    n,
    stage: state.stage === 'bid' ? 0 : state.stage === 'play' ? SIM_PLAY : SIM_OVER,
    dealer: Number(state.dealer),
    toAct: state.toAct === null ? -1 : Number(state.toAct),
    hands: new Int32Array(n * MASKS),
    bids: Int8Array.from(state.bids, (b) => (b === null ? -1 : b)),
    trickSeats: new Int8Array(n),
    trickCards: new Int8Array(n),
    trickLen: 0,
    tricksWon: Int8Array.from(state.tricksWon),
    tricksDone: state.tricks.length,
  };
  setHandIndexes(
    sim,
    hands.map((hand) => (hand ?? []).map(cardIndex)),
  );
  loadTrick(sim, state.trick?.plays ?? [], cardIndex);
  return sim;
}

/** Replaces every hand of `sim` with `hands` given as the simulator's card integers. */
export function setHandIndexes(sim: InSim, hands: readonly (readonly number[])[]): void {
  setHandNumbers(sim, MASKS, hands);
}

/** Copies the number fields (`ScalarCopy`, ../common/compact.ts: one assignment each, not a store by key). */
function copyScalars(dst: InSim, src: InSim): void {
  copyTrickScalars(dst, src);
  dst.dealer = src.dealer;
}

/** A deep copy; {@link copyCompact} between two of them copies the numbers by {@link copyScalars}. */
export const cloneSim = (s: InSim): InSim => cloneCompact(s, copyScalars);

/** The legal moves of the seat to act, into `out` (IN-3, IN-5). */
export function simLegal(s: InSim, out: number[] = []): number[] {
  out.length = 0;
  if (s.stage === 0) {
    for (let b = 0; b <= HAND_SIZE; b++) out.push(BID_MOVE + b);
    return out;
  }
  if (s.stage !== 1) return out;
  // A trump lead asks for nothing (IN-5).
  const lead = s.trickLen > 0 && s.trickCards[0]! < TRUMP_BASE ? maskOf(s.trickCards[0]!) : -1;
  return pushPlayable(s, MASKS, lead, out);
}

/** The seat winning the complete trick (IN-6). */
export function simTrickWinner(s: InSim): number {
  for (let i = s.trickLen - 1; i >= 0; i--) if (s.trickCards[i]! >= TRUMP_BASE) return s.trickSeats[i]!;
  const led = maskOf(s.trickCards[0]!);
  let best = 0;
  for (let i = 1; i < s.trickLen; i++) {
    const c = s.trickCards[i]!;
    if (maskOf(c) === led && c > s.trickCards[best]!) best = i;
  }
  return s.trickSeats[best]!;
}

/** Applies a legal move (the caller guarantees legality): a bid (IN-3; after the last, the dealer leads, IN-4) or a card (IN-5, IN-6). */
export function simApply(s: InSim, move: number): void {
  const seat = s.toAct;
  if (move >= BID_MOVE) {
    s.bids[seat] = move - BID_MOVE;
    const next = (seat + 1) % s.n;
    if (next === s.dealer) {
      s.stage = 1;
      s.toAct = s.dealer; // IN-4
    } else {
      s.toAct = next;
    }
    return;
  }
  if (simPlay(s, MASKS, seat, move)) simEndTrick(s, simTrickWinner(s), HAND_SIZE);
}

/** This round's points per seat, once the round is over (IN-7). */
export function simRoundPoints(s: InSim): number[] {
  return Array.from(s.bids, (b, seat) => roundPoints(b, s.tricksWon[seat]!));
}

/** A sim move as the game's move. */
export function simMoveToGame(move: number): { move: 'bid' | 'playCard'; args: [string] | [number] } {
  return move >= BID_MOVE ? { move: 'bid', args: [move - BID_MOVE] } : { move: 'playCard', args: [cardName(move)] };
}

/** The game's move as a sim move. */
export function gameMoveToSim(m: { move: string; args: readonly unknown[] }): number {
  return m.move === 'bid' ? BID_MOVE + (m.args[0] as number) : cardIndex(m.args[0] as string);
}
