/**
 * TrickTakers with the extra characters (issue 21): who takes which cards of
 * a trick, with the Collector's reservation (TT-27, TT-38, TT-54). Taken
 * cards are read by printed identity: the card ids as dealt, whatever items
 * or tokens did in the trick. Plain functions on plain data.
 */
import type { ExtraPlay } from './effective.js';

/** The Collector's reserve token: the Collector's seat and the card it lies on (TT-38). */
export interface Reservation {
  seat: string;
  card: string;
}

/**
 * Whether the Collector may put its reserve token on `card` in the trick
 * `plays` (TT-38, TT-54): any card in the trick, its own included, except
 * a face-down Potion card (a guess of its face is refused too: that card
 * is face down, so no face-up play holds it).
 */
export function canReserve(plays: readonly ExtraPlay[], card: string): boolean {
  return plays.some((p) => p.card === card && !p.faceDown);
}

/**
 * The cards each seat takes from a complete trick (TT-27, TT-38), by
 * printed card id, in play order. The winner takes every card except the
 * reserved one, which the Collector takes; a Collector that wins takes
 * them all. A reservation never changes who won.
 * @param plays the trick's plays with their seats
 * @param winner the winning seat
 * @param numPlayers seats are `"0"…"n-1"`
 * @param reservation the Collector's reservation, if it made one
 * @returns per seat (index = seat number), the cards it takes
 * @throws RangeError when the reserved card is not in the trick
 */
export function takenCards(
  plays: readonly (ExtraPlay & { seat: string })[],
  winner: string,
  numPlayers: number,
  reservation?: Reservation | null,
): string[][] {
  const taken = Array.from({ length: numPlayers }, (): string[] => []);
  const reserved = reservation && reservation.seat !== winner ? reservation : null;
  if (reservation && !plays.some((p) => p.card === reservation.card))
    throw new RangeError(`reserved card not in the trick: ${reservation.card}`);
  for (const p of plays) taken[Number(p.card === reserved?.card ? reserved.seat : winner)]!.push(p.card);
  return taken;
}
