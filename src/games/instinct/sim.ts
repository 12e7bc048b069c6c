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
import { rankOf, suitOf } from '../common/cards.js';
import { HAND_SIZE, SUITS, TRUMP, roundPoints, type InstinctState } from './rules.js';

export const BID_MOVE = 128;
const TRUMP_BASE = 60;
const MASKS = 6; // five suits, then trumps

export interface InSim {
  n: number;
  /** 0 bidding, 1 play, 2 round over. */
  stage: number;
  dealer: number;
  toAct: number;
  /** hands[seat * 6 + suit]: bit r-1 for rank r; index 5 holds trump-k as bit k-1. */
  hands: Int32Array;
  bids: Int8Array;
  trickSeats: Int8Array;
  trickCards: Int8Array;
  trickLen: number;
  tricksWon: Int8Array;
  tricksDone: number;
}

/** The integer of a card id. */
export function cardIndex(id: string): number {
  const suit = suitOf(id);
  return suit === TRUMP ? TRUMP_BASE + rankOf(id) - 1 : SUITS.indexOf(suit as never) * 12 + rankOf(id) - 1;
}
/** The card id of an integer. */
export function cardName(c: number): string {
  return c >= TRUMP_BASE ? `${TRUMP}-${c - TRUMP_BASE + 1}` : `${SUITS[(c / 12) | 0]}-${(c % 12) + 1}`;
}
const maskOf = (c: number) => (c >= TRUMP_BASE ? 5 : (c / 12) | 0);
const bitOf = (c: number) => (c >= TRUMP_BASE ? c - TRUMP_BASE : c % 12);

/** The compact state of the round in `state`, with `hands` in place of the state's own. */
export function toSim(state: Omit<InstinctState, 'hands' | 'stock'>, hands: readonly (readonly string[] | null)[]): InSim {
  const n = state.numPlayers;
  const sim: InSim = {
    n,
    stage: state.stage === 'bid' ? 0 : state.stage === 'play' ? 1 : 2,
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
  setHands(sim, hands);
  for (const p of state.trick?.plays ?? []) {
    sim.trickSeats[sim.trickLen] = Number(p.seat);
    sim.trickCards[sim.trickLen] = cardIndex(p.card);
    sim.trickLen++;
  }
  return sim;
}

/** Replaces every hand of `sim` with `hands` (card ids per seat). */
export function setHands(sim: InSim, hands: readonly (readonly string[] | null)[]): void {
  sim.hands.fill(0);
  hands.forEach((hand, s) => {
    for (const id of hand ?? []) {
      const c = cardIndex(id);
      sim.hands[s * MASKS + maskOf(c)]! |= 1 << bitOf(c);
    }
  });
}

/** Replaces every hand of `sim` with `hands` given as the simulator's card integers. */
export function setHandIndexes(sim: InSim, hands: readonly (readonly number[])[]): void {
  sim.hands.fill(0);
  for (let s = 0; s < hands.length; s++) {
    for (const c of hands[s]!) {
      sim.hands[s * MASKS + maskOf(c)]! |= 1 << bitOf(c);
    }
  }
}

export function cloneSim(s: InSim): InSim {
  return {
    ...s,
    hands: s.hands.slice(),
    bids: s.bids.slice(),
    trickSeats: s.trickSeats.slice(),
    trickCards: s.trickCards.slice(),
    tricksWon: s.tricksWon.slice(),
  };
}

function pushMask(out: number[], mask: number, m: number): void {
  const offset = m === 5 ? TRUMP_BASE : m * 12;
  for (let r = 0; r < 12; r++) if (mask & (1 << r)) out.push(offset + r);
}

/** The legal moves of the seat to act, into `out` (IN-3, IN-5). */
export function simLegal(s: InSim, out: number[] = []): number[] {
  out.length = 0;
  if (s.stage === 0) {
    for (let b = 0; b <= HAND_SIZE; b++) out.push(BID_MOVE + b);
    return out;
  }
  if (s.stage !== 1) return out;
  const base = s.toAct * MASKS;
  if (s.trickLen > 0) {
    const lead = s.trickCards[0]!;
    if (lead < TRUMP_BASE) {
      const m = s.hands[base + maskOf(lead)]!;
      if (m !== 0) {
        pushMask(out, m, maskOf(lead));
        return out;
      }
    }
  }
  for (let m = 0; m < MASKS; m++) pushMask(out, s.hands[base + m]!, m);
  return out;
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

/** Applies a legal move. */
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
  s.hands[seat * MASKS + maskOf(move)]! &= ~(1 << bitOf(move));
  const i = s.trickLen++;
  s.trickSeats[i] = seat;
  s.trickCards[i] = move;
  if (s.trickLen < s.n) {
    s.toAct = (seat + 1) % s.n;
    return;
  }
  const winner = simTrickWinner(s);
  s.tricksWon[winner]!++;
  s.tricksDone++;
  s.trickLen = 0;
  if (s.tricksDone === HAND_SIZE) {
    s.stage = 2;
    s.toAct = -1;
  } else {
    s.toAct = winner;
  }
}

/** This round's points per seat, once the round is over (IN-7). */
export function simRoundPoints(s: InSim): number[] {
  return Array.from(s.bids, (b, seat) => roundPoints(b, s.tricksWon[seat]!));
}

export function simMoveToGame(move: number): { move: 'bid' | 'playCard'; args: [string] | [number] } {
  return move >= BID_MOVE ? { move: 'bid', args: [move - BID_MOVE] } : { move: 'playCard', args: [cardName(move)] };
}

export function gameMoveToSim(m: { move: string; args: readonly unknown[] }): number {
  return m.move === 'bid' ? BID_MOVE + (m.args[0] as number) : cardIndex(m.args[0] as string);
}
