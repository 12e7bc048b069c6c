/**
 * Tricks for games that play one trick at a time (Can't Win, Instinct): a
 * leader, plays in clockwise order, and a winner decided by each game's own
 * rule. Games that play several tricks at once (You Suck's Ticks) or change
 * the order of play keep their own structures; nothing here assumes a
 * strength order.
 */
import { parseCard } from './cards.js';
import type { TrickLine } from './descriptor.js';
import { nextSeat } from './seats.js';

/** One card played to a trick. Games extend it (Can't Win: `sideways`). */
export interface Play {
  seat: string;
  card: string;
}

/** A trick: its round, who led, the plays in order, and the winner once complete. */
export interface Trick<P extends Play = Play> {
  /** The round it belongs to (1-based). */
  round: number;
  leader: string;
  plays: P[];
  winner: string | null;
}

/** The part of a game state that one-trick-at-a-time play uses. */
export interface TrickPlayState<P extends Play = Play> {
  numPlayers: number;
  round: number;
  /** The seat to move, or `null` when nobody is to move. */
  toAct: string | null;
  hands: string[][];
  /** The trick in progress. */
  trick: Trick<P> | null;
  /** This round's completed tricks, in order: the public trick history. */
  tricks: Trick<P>[];
  /** The most recently completed trick, kept across a round's end (G-7). */
  lastTrick: Trick<P> | null;
  /** Tricks completed in the whole game so far. */
  trickCount: number;
  /** Tricks each seat has won this round. */
  tricksWon: number[];
}

/**
 * What one seat sees of one-trick-at-a-time play (G-5): its own hand, the
 * others `null`, and every seat's hand size; the rest is public. A seat's
 * `playerView` of any game built on {@link TrickPlayState} has this shape.
 */
export type TrickPlayView<P extends Play = Play> = Omit<TrickPlayState<P>, 'hands'> & {
  hands: (string[] | null)[];
  handSizes: number[];
};

/** Opens a new trick led by `leader`, who is then to move. */
export function openTrick<P extends Play>(state: TrickPlayState<P>, leader: string): void {
  state.toAct = leader;
  state.trick = { round: state.round, leader, plays: [], winner: null };
}

/**
 * Adds `play` to the trick in progress, removing its card from the hand (the
 * caller has checked it is legal). When every seat has played, `winnerOf`
 * decides the trick, which is recorded; the winner leads next (Can't Win
 * rulebook 3-3, Instinct IN-4) unless the hands are empty.
 * @returns `'next'` (the next seat clockwise is to move), `'trick'` (a trick
 *   completed and its winner leads) or `'round'` (the last trick of the
 *   round completed; nobody is to move until the caller scores it)
 */
export function addPlay<P extends Play>(
  state: TrickPlayState<P>,
  play: P,
  winnerOf: (plays: readonly P[]) => string,
): 'next' | 'trick' | 'round' {
  const hand = state.hands[Number(play.seat)]!;
  hand.splice(hand.indexOf(play.card), 1);
  const trick = state.trick!;
  trick.plays.push(play);
  if (trick.plays.length < state.numPlayers) {
    state.toAct = nextSeat(play.seat, state.numPlayers);
    return 'next';
  }
  const winner = winnerOf(trick.plays);
  trick.winner = winner;
  state.tricksWon[Number(winner)]! += 1;
  state.tricks.push(trick);
  state.lastTrick = trick;
  state.trickCount += 1;
  if (state.hands.every((h) => h.length === 0)) {
    state.trick = null;
    state.toAct = null;
    return 'round';
  }
  openTrick(state, winner);
  return 'trick';
}

/**
 * The last completed trick as a descriptor's {@link TrickLine}, or `null`.
 * @param note an optional note per play (Can't Win: "sideways")
 */
export function lastTrickLine<P extends Play>(
  state: Pick<TrickPlayState<P>, 'lastTrick' | 'trickCount'>,
  note: (play: P) => string | undefined = () => undefined,
): TrickLine | null {
  const t = state.lastTrick;
  if (!t) return null;
  return {
    round: t.round,
    index: state.trickCount,
    plays: t.plays.map((p) => {
      const n = note(p);
      return n ? { seat: p.seat, card: p.card, note: n } : { seat: p.seat, card: p.card };
    }),
    winner: t.winner,
  };
}

/**
 * Why `seat` may not act in `stage` now (G-4): `'game-over'` (the state's
 * stage is `'over'`), `'wrong-stage'`, or `'not-your-turn'`; `null` when it
 * is `seat`'s turn in `stage`.
 */
export function turnError(
  state: { stage: string; toAct: string | null },
  seat: string,
  stage: string,
): 'game-over' | 'wrong-stage' | 'not-your-turn' | null {
  if (state.stage === 'over') return 'game-over';
  if (state.stage !== stage) return 'wrong-stage';
  if (state.toAct !== seat) return 'not-your-turn';
  return null;
}

/**
 * Why a card may not be played from `hand`, once the turn is checked (G-4):
 * `'bad-argument'` (not a card id), `'not-in-hand'`, or `'must-follow'` (not
 * among `playable`, the cards the game's follow rule allows); `null` when
 * it may be played.
 */
export function playError(
  hand: readonly string[],
  card: unknown,
  playable: readonly string[],
): 'bad-argument' | 'not-in-hand' | 'must-follow' | null {
  if (parseCard(card) === null) return 'bad-argument';
  if (!hand.includes(card as string)) return 'not-in-hand';
  if (!playable.includes(card as string)) return 'must-follow';
  return null;
}
