/**
 * TrickTakers: a round's points, crowns and win checks (TT-10…TT-20), by
 * the score tables of ./scoring.ts, and the order of the next round (TT-8,
 * TT-9); a module of its own so that a table's
 * first load (the character choice) goes without it (issue 20). Plain
 * functions on plain data.
 */
import { colourOf, isRare, isWhiteFlag, valueOf } from './cards.js';
import { byRank, seatsByRank, type RosterId } from './roster.js';
import {
  MAX_BLACK_CROWNS_PER_ROUND,
  RESISTANCE_FINAL_PER_TRICK,
  TABLES,
  TWO_PLAYER_TABLES,
  type CharacterId,
  type Entry,
  type ResistanceKey,
} from './scoring.js';

/** What end-of-round scoring needs to know of one seat's round. */
export interface RoundFacts {
  /** Tricks won this round, 0–5. */
  tricks: number;
  /** The Gambler's bid; `null` for another character. */
  bid: number | null;
  /** The Gambler's bet in points (0: none, or another character). */
  bet: number;
  /** The cards the Resistance won Kakumei tricks with this round (TT-16); `[]` otherwise. */
  kakumeiCards: readonly string[];
  /** The final round (round 3; round 5 with two players, TT-20). */
  final: boolean;
  /** Two players: the provisional tables (TT-20). */
  twoPlayer: boolean;
}

/** A table entry's points, or 0 for a `'win'` (or no entry): the win is checked apart (TT-12.1). */
export const entryPoints = (e: Entry | undefined): number => (typeof e === 'number' ? e : 0);

/** The Resistance table's category for the card it won a Kakumei trick with (TT-16). */
export function resistanceKey(card: string): ResistanceKey {
  if (isRare(card)) return 'rare';
  if (isWhiteFlag(card)) return 'white-flag';
  if (colourOf(card) === 'black') return 'black';
  const v = valueOf(card);
  return v >= 7 ? '7-9' : v >= 4 ? '4-6' : '1-3';
}

/**
 * End-of-round points of character `c` from its table (TT-13…TT-18, TT-20);
 * a `'win'` entry scores 0 here (see {@link characterWins}).
 * - King: its entry for the tricks, doubled in the final round.
 * - Gambler: on a hit (tricks = bid) its entry for the bid plus the bet; on
 *   a miss minus the bet.
 * - Resistance: the sum of the entries of `kakumeiCards`, plus 30 per trick
 *   in the final round.
 * - Hermit, Berserker: their entry for the tricks.
 */
export function tablePoints(c: CharacterId, o: RoundFacts): number {
  const t = o.twoPlayer ? TWO_PLAYER_TABLES : TABLES;
  switch (c) {
    case 'king':
      return entryPoints(t.king[o.tricks]) * (o.final ? 2 : 1);
    case 'gambler':
      return o.bid !== null && o.tricks === o.bid ? entryPoints(t.gambler[o.bid]) + o.bet : 0 - o.bet; // 0 - 0 is 0, where -0 would not be
    case 'resistance':
      return (
        o.kakumeiCards.reduce((sum, card) => sum + entryPoints(t.resistance[resistanceKey(card)]), 0) +
        (o.final ? RESISTANCE_FINAL_PER_TRICK * o.tricks : 0)
      );
    default:
      return entryPoints(t[c][o.tricks]);
  }
}

/**
 * Whether character `c` wins the game at the round's end (TT-12.1): a
 * `'win'` entry in its table (King or Hermit 5 tricks, Gambler hit on bid
 * 4), the Gambler's 5 tricks, the Berserker's 0 tricks in the final round.
 * Two players (TT-20): only the Berserker, final round, 0 or 1 trick. The
 * Resistance's Black Kakumei win is checked when that trick ends, not here.
 */
export function characterWins(c: CharacterId, o: RoundFacts): boolean {
  if (o.twoPlayer) return c === 'berserker' && o.final && o.tricks <= 1;
  switch (c) {
    case 'gambler':
      return o.tricks === 5 || (o.bid === o.tricks && TABLES.gambler[o.bid] === 'win');
    case 'berserker':
      return o.final && o.tricks === 0;
    case 'resistance':
      return false;
    default:
      return TABLES[c][o.tricks] === 'win';
  }
}

/**
 * The crowns won in a round, 3–5 players (TT-10, TT-16, TT-28), per seat 0
 * or 1; with the basic five as with the extra characters.
 * - Gold: the single seat with the most tricks, unless it is the Collector.
 *   The Collector's tricks count when finding that seat: if it has the most,
 *   alone or tied, nobody gains the gold crown (TT-28).
 * - Black: seats with 0 tricks, the Collector excepted, in TT-22 priority
 *   order, at most `maxBlack`; the Collector uses up no place. A seat whose
 *   only trick was the Resistance's Kakumei trick (`kakumeiOnly[s]`) counts
 *   0 tricks here (TT-16).
 * @param tricks tricks won per seat
 * @param characters each seat's character this round
 * @param kakumeiOnly per seat
 * @param maxBlack black crowns given out at most (TT-10: {@link MAX_BLACK_CROWNS_PER_ROUND})
 */
export function awardCrowns(
  tricks: readonly number[],
  characters: readonly RosterId[],
  kakumeiOnly: readonly boolean[],
  maxBlack: number = MAX_BLACK_CROWNS_PER_ROUND,
): { crowns: number[]; blackCrowns: number[] } {
  const top = Math.max(...tricks);
  const leaders = tricks.flatMap((t, s) => (t === top ? [s] : []));
  const gold = leaders.length === 1 && characters[leaders[0]!] !== 'collector' ? leaders[0] : null;
  const zero = seatsByRank(
    characters,
    tricks.flatMap((t, s) => ((t === 0 || (kakumeiOnly[s] && t === 1)) && characters[s] !== 'collector' ? [s] : [])),
  ).slice(0, maxBlack);
  return {
    crowns: tricks.map((_, s) => (s === gold ? 1 : 0)),
    blackCrowns: tricks.map((_, s) => (zero.includes(s) ? 1 : 0)),
  };
}

/** What the order of rounds 2–3 depends on (TT-8, TT-9). */
export interface OrderFacts {
  numPlayers: number;
  /** Each seat's character last round. */
  prev: readonly RosterId[];
  /** Each seat's points at the end of last round. */
  scores: readonly number[];
  /** Gold crowns each seat holds. */
  crowns: readonly number[];
}

/** Seats sorted by fewest points first, then higher last-round priority (TT-8, TT-9, TT-22). */
function byPoints(seats: number[], o: OrderFacts): number[] {
  return seats.sort((a, b) => o.scores[a]! - o.scores[b]! || byRank(o.prev[a]!, o.prev[b]!));
}

/**
 * The selection order of rounds 2–3, 3–5 players (TT-8): last round's King
 * player; then seats without a gold crown, fewest points first; then seats
 * with one, fewest points first. Ties go to the higher last-round priority;
 * black crowns are ignored.
 * @returns seat ids
 */
export function selectionOrder(o: OrderFacts): string[] {
  const seats = o.prev.map((_, s) => s);
  const king = seats.filter((s) => o.prev[s] === 'king');
  const rest = seats.filter((s) => o.prev[s] !== 'king');
  const without = byPoints(
    rest.filter((s) => o.crowns[s] === 0),
    o,
  );
  const withCrown = byPoints(
    rest.filter((s) => o.crowns[s]! > 0),
    o,
  );
  return [...king, ...without, ...withCrown].map(String);
}

/**
 * The seat that leads trick 1 of rounds 2–3, 3–5 players (TT-9): among seats
 * without a gold crown, the fewest points (as at the end of last round),
 * ties to the higher last-round priority. (Were every seat crowned, which
 * 3 rounds cannot bring about, all seats would count.)
 */
export function firstLeader(o: OrderFacts): string {
  const seats = o.prev.map((_, s) => s);
  const without = seats.filter((s) => o.crowns[s] === 0);
  return String(byPoints(without.length > 0 ? without : seats, o)[0]);
}
