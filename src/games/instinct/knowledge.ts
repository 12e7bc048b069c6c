/**
 * What an Instinct seat knows, for its rule bot (./rule-bot.ts): the shared
 * trick knowledge (src/bots/trick-knowledge.ts) with Instinct's rules, read
 * from the seat's view only (G-5).
 */
import { trickKnowledge, type TrickBotRules, type TrickKnowledge } from '../../bots/trick-knowledge.js';
import { DECK, FOLLOW, trickWinner, type InstinctPlay, type InstinctState } from './rules.js';

/** What an Instinct seat knows (the shared trick knowledge with Instinct's rules). */
export type InstinctKnowledge = TrickKnowledge<InstinctPlay>;

/**
 * Instinct's trick rules for the shared odds: the 66-card deck, part of it
 * undealt (IN-1); a trump card follows no suit (IN-5); IN-6 decides.
 */
export const INSTINCT_TRICKS: TrickBotRules<InstinctPlay> = {
  deck: () => DECK,
  follow: FOLLOW,
  trickWinner,
  play: (seat, card) => ({ seat, card }),
};

/**
 * What `seat` knows of `G` (its `playerView` or the full state alike: only
 * its own hand and public fields are read; never the stock).
 * @throws Error when `G` does not hold the seat's hand
 */
export function instinctKnowledge(G: InstinctState & { handSizes?: number[] }, seat: string): InstinctKnowledge {
  return trickKnowledge(G, seat, INSTINCT_TRICKS);
}
