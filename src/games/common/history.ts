/**
 * What one seat reads from a round's public trick history (G-7), written
 * once for the samplers (./trick-sampler.ts), the rule bots' knowledge
 * (src/bots/trick-knowledge.ts) and bid reading: the cards played, the cards
 * it has not seen, and the voids shown (through the game's
 * {@link FollowRule}; a play marked `drew` ends its seat's voids, see
 * `voidsFromHistory`).
 *
 * The history is a list of tricks, each a list of plays in order. A game
 * that plays one trick at a time (Can't Win, Instinct) gives its completed
 * tricks and the one in progress; a game with several tricks open at once
 * (You Suck's seven Ticks) gives them all, open or complete, in `tricks`.
 */
import { voidsFromHistory, type FollowPlay, type FollowRule } from './follow.js';

/** One trick (or Tick) as the history reads it: its plays in order. */
export interface PlayedTrick {
  readonly plays: readonly FollowPlay[];
}

/**
 * The part of a state or seat view the history is read from: this round's
 * tricks. Nothing here assumes one current trick: `tricks` may hold several
 * open ones (You Suck's Ticks, YS-6), and `trick`, the one in progress of a
 * one-trick-at-a-time game, is read after them when present.
 */
export interface RoundHistory {
  numPlayers: number;
  /** The round's tricks: the completed ones, and any still open (plays may carry {@link FollowPlay.drew}). */
  tricks: readonly PlayedTrick[];
  /** The trick in progress of a one-trick-at-a-time game; absent or `null` otherwise. */
  trick?: PlayedTrick | null;
}

/** Every trick of the round, `trick` (if any) last: the plays lists the history is read from. */
function allTricks(state: RoundHistory): readonly PlayedTrick[] {
  return state.trick ? [...state.tricks, state.trick] : state.tricks;
}

/** The cards played this round (every trick, open or complete), in play order (G-7). */
function playedCards(state: RoundHistory): Set<string> {
  const played = new Set<string>();
  for (const t of allTricks(state)) for (const p of t.plays) played.add(p.card);
  return played;
}

/** The cards each seat played this round (index = seat number), in play order, encoded with `encode`. */
export function playedBySeat<T>(state: RoundHistory, encode: (id: string) => T): T[][] {
  const played: T[][] = Array.from({ length: state.numPlayers }, () => []);
  for (const t of allTricks(state)) for (const p of t.plays) played[Number(p.seat)]!.push(encode(p.card));
  return played;
}

/**
 * The cards of `deck` that a seat holding `hand` has not seen this round: in
 * no trick (open or complete) and not in its hand; deck order. The other
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
 * TT-2, YS-8), read over every trick (each open You Suck Tick has its own
 * colour to follow).
 */
export function knownVoids(state: RoundHistory, follow: FollowRule): Set<string>[] {
  return voidsFromHistory(state.numPlayers, allTricks(state), follow);
}
