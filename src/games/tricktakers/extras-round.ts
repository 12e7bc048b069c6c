/**
 * TrickTakers with the extra characters: a round's crowns (TT-28) and
 * character wins (TT-29), for all eight characters in TT-22's priority
 * order. Drop-in successors of `awardCrowns` and `characterWins` in
 * ./round-score.ts, which handle the basic five only. Plain functions on
 * plain data; no boardgame.io, no DOM.
 */
import { adventurerWins } from './adventurer-score.js';
import { collectorScore } from './collector.js';
import { characterWins, type RoundFacts } from './round-score.js';
import { highestPriority, seatsByRank, type AnyCharacterId } from './roster.js';
import { rulerWins } from './ruler.js';
import { MAX_BLACK_CROWNS_PER_ROUND, type CharacterId } from './scoring.js';

/**
 * The crowns won in a round, 3–5 players (TT-10, TT-16, TT-28), per seat 0
 * or 1.
 * - Gold: the single seat with the most tricks, unless it is the Collector.
 *   The Collector's tricks count when finding that seat: if it has the most,
 *   alone or tied, nobody gains the gold crown.
 * - Black: seats with 0 tricks, the Collector excepted, in TT-22 priority
 *   order, at most `maxBlack`; the Collector uses up no place. A seat whose
 *   only trick was the Resistance's Kakumei trick (`kakumeiOnly[s]`) counts
 *   0 tricks here (TT-16).
 * @param tricks tricks won per seat
 * @param characters each seat's character this round
 * @param kakumeiOnly per seat
 * @param maxBlack black crowns given out at most (TT-10: 2)
 */
export function awardCrownsWithExtras(
  tricks: readonly number[],
  characters: readonly AnyCharacterId[],
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

/** What a character win reads: {@link RoundFacts} plus every card the seat took this round (TT-27). */
export interface WinFacts extends RoundFacts {
  taken: readonly string[];
}

/**
 * Whether character `c` wins the game at the round's end (TT-12.1, TT-29):
 * - the Adventurer: 5 tricks (TT-37);
 * - the Collector: a 9 Straight Flush among its taken cards (TT-40);
 * - the Ruler: at least 2 tricks and no R/B/G card taken (TT-45);
 * - the basic five: `characterWins` (TT-13…TT-18, TT-20).
 *
 * Two players: none of the extras wins (TT-50).
 */
export function characterWinsWithExtras(c: AnyCharacterId, o: WinFacts): boolean {
  switch (c) {
    case 'adventurer':
      return adventurerWins(o.tricks, o.twoPlayer);
    case 'collector':
      return collectorScore(o.taken, o.twoPlayer).wins;
    case 'ruler':
      return rulerWins(o);
    default:
      return characterWins(c as CharacterId, o);
  }
}

/**
 * The seat that wins the game by a character win at the round's end, or
 * `null`: among the seats whose character wins, the one with the highest
 * TT-22 priority (TT-12, TT-29).
 * @param characters each seat's character
 * @param facts each seat's round, indexed by seat number
 */
export function characterWinner(characters: readonly AnyCharacterId[], facts: readonly WinFacts[]): number | null {
  const winners = characters.flatMap((c, s) => (characterWinsWithExtras(c, facts[s]!) ? [s] : []));
  return highestPriority(characters, winners);
}
