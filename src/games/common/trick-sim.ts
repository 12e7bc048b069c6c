/**
 * What the games' round simulators (src/games/<game>/sim.ts) share: their
 * card numbers, hand masks, and one trick's play and end. Written once; the
 * play and trick end are on the bots' search hot path, so they allocate
 * nothing.
 *
 * Card numbers: `classIndex * 12 + rank − 1`, the class being the card id's
 * suit's place in the game's class list (Can't Win: its four colours;
 * Instinct: its five suits, then `trump`). Each seat's hand is one 12-bit
 * mask per class, `hands[seat * classes + class]`, bit `rank − 1`.
 */
import { rankOf, suitOf } from './cards.js';

/** Ranks per mask: card `c` is bit `c % 12` of mask `c / 12`. */
export const MASK_BITS = 12;

/** The stage of a simulated round in trick play (a game's bidding stage comes before, as 0). */
export const SIM_PLAY = 1;
/** The stage of a simulated round once it is over: nobody is to move. */
export const SIM_OVER = 2;

/** The part of a simulator state that trick play uses. Per-seat arrays are indexed by seat number. */
export interface TrickSim {
  /** Number of seats. */
  n: number;
  /** {@link SIM_PLAY}, {@link SIM_OVER}, or a game's earlier stage. */
  stage: number;
  /** The seat to move, -1 once the round is over. */
  toAct: number;
  /** `hands[seat * classes + class]`: bit `rank − 1` set when the seat holds that card. */
  hands: Int32Array;
  /** The trick in progress: seats and cards in play order, `trickLen` of them. */
  trickSeats: Int8Array;
  trickCards: Int8Array;
  trickLen: number;
  /** Tricks each seat has won this round. */
  tricksWon: Int8Array;
  /** Completed tricks this round. */
  tricksDone: number;
}

/** Copies the number fields of {@link TrickSim} (a game's `ScalarCopy`, ./compact.ts, calls it, then copies its own). */
export function copyTrickScalars(dst: TrickSim, src: TrickSim): void {
  dst.n = src.n;
  dst.stage = src.stage;
  dst.toAct = src.toAct;
  dst.trickLen = src.trickLen;
  dst.tricksDone = src.tricksDone;
}

/** The card number of card id `id` among `classes` (see the module doc); its suit must be one of `classes`. */
export function simCardIndex(classes: readonly string[], id: string): number {
  return classes.indexOf(suitOf(id)) * MASK_BITS + rankOf(id) - 1;
}

/** The card id of card number `c` among `classes`. */
export function simCardName(classes: readonly string[], c: number): string {
  return `${classes[(c / MASK_BITS) | 0]}-${(c % MASK_BITS) + 1}`;
}

/**
 * Replaces every hand of `sim` with `hands`, given as card numbers per seat.
 * @param classes masks per seat
 */
export function setHandNumbers(
  sim: Pick<TrickSim, 'hands'>,
  classes: number,
  hands: readonly (readonly number[])[],
): void {
  sim.hands.fill(0);
  for (let s = 0; s < hands.length; s++) {
    for (const c of hands[s]!) sim.hands[s * classes + ((c / MASK_BITS) | 0)]! |= 1 << (c % MASK_BITS);
  }
}

/**
 * Loads the trick in progress, `plays` in order, into `sim` (replacing any).
 * @param encode a card id's number
 */
export function loadTrick(
  sim: TrickSim,
  plays: readonly { seat: string; card: string }[],
  encode: (id: string) => number,
): void {
  sim.trickLen = 0;
  for (const p of plays) {
    sim.trickSeats[sim.trickLen] = Number(p.seat);
    sim.trickCards[sim.trickLen] = encode(p.card);
    sim.trickLen++;
  }
}

/**
 * Appends to `out` the cards the seat to move may play (CW-8, IN-5, YS-8):
 * with a card of class `lead` in hand, those cards and the cards of the
 * always-playable classes (You Suck's Zeros and Multicolors); otherwise
 * (void in it, or `lead` -1: nothing to follow) every card. Cards in
 * ascending number order.
 * @param classes masks per seat
 * @param lead the class to follow, or -1
 * @param always the classes that may always be played, as a bit mask (bit
 *   `class`); 0 (the default) for none
 * @returns `out`
 */
export function pushPlayable(s: TrickSim, classes: number, lead: number, out: number[], always = 0): number[] {
  return pushPlayableOf(s.hands, s.toAct * classes, classes, lead, out, always);
}

/**
 * {@link pushPlayable} for the hand whose masks start at `hands[base]`
 * (`base` = seat × classes), for simulators without a {@link TrickSim}
 * (several tricks open at once: You Suck's Ticks).
 * @param offset added to every card number pushed (e.g. a Tick's place in
 *   a move number); 0 by default
 */
export function pushPlayableOf(
  hands: Int32Array,
  base: number,
  classes: number,
  lead: number,
  out: number[],
  always = 0,
  offset = 0,
): number[] {
  const follow = lead >= 0 && hands[base + lead] !== 0;
  for (let m = 0; m < classes; m++) {
    if (!follow || m === lead || always & (1 << m)) pushCards(out, hands[base + m]!, offset + m * MASK_BITS);
  }
  return out;
}

/** Takes card `card` out of `seat`'s hand. @param classes masks per seat */
export function removeCard(hands: Int32Array, classes: number, seat: number, card: number): void {
  hands[seat * classes + ((card / MASK_BITS) | 0)]! &= ~(1 << (card % MASK_BITS));
}

/** Pushes `first + bit` for every set bit of `mask`, lowest first. */
function pushCards(out: number[], mask: number, first: number): void {
  for (let m = mask; m !== 0; m &= m - 1) out.push(first + 31 - Math.clz32(m & -m));
}

/**
 * `seat` plays card `card` (the caller has checked it is legal): it leaves
 * the hand and joins the trick in progress; while the trick is not complete
 * the next seat clockwise is to move.
 * @param classes masks per seat
 * @returns true when the trick is complete (every seat has played); the
 *   caller decides its winner and calls {@link simEndTrick}
 */
export function simPlay(s: TrickSim, classes: number, seat: number, card: number): boolean {
  removeCard(s.hands, classes, seat, card);
  const i = s.trickLen++;
  s.trickSeats[i] = seat;
  s.trickCards[i] = card;
  if (s.trickLen < s.n) {
    s.toAct = (seat + 1) % s.n;
    return false;
  }
  return true;
}

/**
 * Ends the complete trick in progress, won by `winner` (CW-9, IN-6): the
 * winner counts it and leads next (Can't Win rulebook 3-3, IN-4), or, after
 * the round's last trick, the round is over ({@link SIM_OVER}, nobody to move).
 * @param tricksPerRound tricks in a round (the hand size)
 */
export function simEndTrick(s: TrickSim, winner: number, tricksPerRound: number): void {
  s.tricksWon[winner]!++;
  s.tricksDone++;
  s.trickLen = 0;
  if (s.tricksDone === tricksPerRound) {
    s.stage = SIM_OVER;
    s.toAct = -1;
  } else {
    s.toAct = winner;
  }
}
