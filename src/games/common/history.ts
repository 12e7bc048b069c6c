/**
 * What one seat reads from a round's public trick history (G-7), written
 * once for the samplers (./trick-sampler.ts), the rule bots' knowledge
 * (src/bots/trick-knowledge.ts) and bid reading: the cards played, the cards
 * it has not seen, and the voids shown (through the game's
 * {@link FollowRule}; a play marked `drew` ends its seat's voids, see
 * `voidsFromHistory`).
 */
import { voidsFromHistory, type FollowRule } from './follow.js';
import { roundTricks, type Trick } from './trick.js';

/** The part of a state or seat view the history is read from: this round's tricks, the one in progress last. */
export interface RoundHistory {
  numPlayers: number;
  /** Completed tricks; plays may carry {@link FollowPlay.drew}. */
  tricks: readonly Trick[];
  trick: Trick | null;
}

/** The cards played this round (completed tricks and the trick in progress), in play order (G-7). */
function playedCards(state: RoundHistory): Set<string> {
  const played = new Set<string>();
  for (const t of roundTricks(state)) for (const p of t.plays) played.add(p.card);
  return played;
}

/** The cards each seat played this round (index = seat number), in play order, encoded with `encode`. */
export function playedBySeat<T>(state: RoundHistory, encode: (id: string) => T): T[][] {
  const played: T[][] = Array.from({ length: state.numPlayers }, () => []);
  for (const t of roundTricks(state)) for (const p of t.plays) played[Number(p.seat)]!.push(encode(p.card));
  return played;
}

/**
 * The cards of `deck` that a seat holding `hand` has not seen this round: in
 * no completed or current trick and not in its hand; deck order. The other
 * hands and any undealt stock hold them.
 */
export function unseenCards(state: RoundHistory, deck: readonly string[], hand: readonly string[]): string[] {
  const played = playedCards(state);
  const mine = new Set(hand);
  return deck.filter((c) => !played.has(c) && !mine.has(c));
}

/**
 * For each seat (index = seat number), the suits it has shown it lacks this
 * round, by the game's following rule ({@link voidsFromHistory}: CW-8, IN-5,
 * TT-2, YS-8).
 */
export function knownVoids(state: RoundHistory, follow: FollowRule): Set<string>[] {
  return voidsFromHistory(state.numPlayers, roundTricks(state), follow);
}
