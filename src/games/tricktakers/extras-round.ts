/**
 * TrickTakers with the extra characters: a round's character wins (TT-29),
 * for all eight characters in TT-22's priority order; the drop-in successor
 * of `characterWins` in ./round-score.ts, which handles the basic five only.
 * The crowns (TT-28) are ./round-score.ts `awardCrowns`'s, for all eight.
 * Plain functions on plain data; no boardgame.io, no DOM.
 */
import { adventurerWins } from './adventurer-score.js';
import { colourOf } from './cards.js';
import { collectorScore, type Collection } from './collector.js';
import { characterWins, type RoundFacts } from './round-score.js';
import { highestPriority, type RosterId } from './roster.js';
import { rulerWins } from './ruler.js';
import type { CharacterId } from './scoring.js';

/**
 * A Black Kakumei: the Resistance won a Kakumei trick with a black card
 * (`kakumeiCards`, TT-16), a win with 3–5 players only (TT-12.1, TT-20).
 */
export const blackKakumei = (o: Pick<RoundFacts, 'kakumeiCards' | 'twoPlayer'>): boolean =>
  !o.twoPlayer && o.kakumeiCards.some((card) => colourOf(card) === 'black');

/**
 * What a character win reads: {@link RoundFacts} plus every card the seat
 * took this round (TT-27), and for the Collector, optionally, its result
 * from those cards (`collectorScore(taken, twoPlayer)`) when the caller has
 * worked it out already (./round-end.ts), so that it is not worked out again.
 */
export interface WinFacts extends RoundFacts {
  taken: readonly string[];
  collection?: Collection;
}

/**
 * Whether character `c` wins the game at the round's end (TT-12.1, TT-29):
 * - the Adventurer: 5 tricks (TT-37);
 * - the Collector: a 9 Straight Flush among its taken cards (TT-40);
 * - the Ruler: at least 2 tricks and no R/B/G card taken (TT-45);
 * - the Resistance, 3–5 players: a Black Kakumei (a Kakumei trick won with
 *   a black card, TT-16) among `kakumeiCards`: at the round's end only the
 *   5th trick's can be there, met at the same check as the others (RN-15);
 *   an earlier one ended the game when its trick ended (./round-end.ts);
 * - the basic five: `characterWins` (TT-13…TT-18, TT-20).
 *
 * Two players: none of the extras wins (TT-50), nor a Black Kakumei (TT-20).
 */
export function characterWinsWithExtras(c: RosterId, o: WinFacts): boolean {
  switch (c) {
    case 'adventurer':
      return adventurerWins(o.tricks, o.twoPlayer);
    case 'collector':
      return (o.collection ?? collectorScore(o.taken, o.twoPlayer)).wins;
    case 'ruler':
      return rulerWins(o);
    case 'resistance':
      return blackKakumei(o);
    default:
      return characterWins(c as CharacterId, o);
  }
}

/**
 * The seat that wins the game by a character win at the round's end, or
 * `null`: among the seats whose character wins
 * ({@link characterWinsWithExtras}), the one with the highest TT-22
 * priority (TT-12, TT-29, RN-15).
 * @param characters each seat's character (seat number = index)
 * @param facts each seat's round, indexed by seat number
 */
export function characterWinner(characters: readonly RosterId[], facts: readonly WinFacts[]): number | null {
  const winners = characters.flatMap((c, s) => (characterWinsWithExtras(c, facts[s]!) ? [s] : []));
  return highestPriority(characters, winners);
}
