/**
 * What one seat knows in a game that plays one trick at a time (Can't Win,
 * Instinct), and the odds it can read from that: who may hold an unseen card,
 * who is void, and how likely a card is to win the trick in progress. Written
 * once for every such game; each game supplies its {@link TrickBotRules} (its
 * deck, how cards follow, its trick winner) and builds its own knowledge on
 * top (e.g. src/games/cant-win/knowledge.ts adds tiles). The cards unseen
 * and the voids come from src/games/common/history.ts, as the samplers'.
 *
 * Fairness (G-5, BOTS.md "Fairness"): {@link trickKnowledge} reads the seat's
 * own hand and public fields only (hand sizes, bids, tricks won, the round's
 * trick history, G-7). The undealt stock is never read: its size is what is
 * left of the unseen cards once the other hands are counted. So a bot built
 * on it decides the same from the full state as from the seat's `playerView`.
 */
import { leadSuitOf, type FollowRule } from '../games/common/follow.js';
import { knownVoids, unseenCards } from '../games/common/history.js';
import { rankOf } from '../games/common/cards.js';
import { nextSeat } from '../games/common/seats.js';
import { type Play, type Trick, type TrickPlayState, type TrickPlayView } from '../games/common/trick.js';

/** A game's trick rules, as the odds need them. */
export interface TrickBotRules<P extends Play = Play, K = any> {
  /** The cards of a round at `numPlayers` (dealt or not). */
  deck(numPlayers: number): readonly string[];
  /** The game's following rule (its rules' `FOLLOW`: CW-8, IN-5): voids, and who may play what. */
  follow: FollowRule;
  /** The winner of a complete trick, plays in order (CW-9, IN-6). */
  trickWinner(plays: readonly P[]): string;
  /**
   * The play `seat` makes with `card`.
   * @param live `false` when the card is played so that it cannot win (Can't
   *   Win: sideways, CW-7); games without such plays ignore it
   */
  play(seat: string, card: string, live: boolean): P;
  /**
   * The probability that `seat` plays `card` dead, so that it cannot win
   * (Can't Win: sideways under the seat's tile, CW-7); 0 when absent. For
   * `k.seat` itself it must be 0 or 1.
   */
  deadProb?(k: K, seat: string, card: string): number;
}

/** What `seat` knows at this moment of a round. Per-seat arrays are indexed by seat number. */
export interface TrickKnowledge<P extends Play = Play> {
  readonly rules: TrickBotRules<P>;
  readonly seat: string;
  readonly numPlayers: number;
  /** The seat's own hand. */
  readonly hand: readonly string[];
  /** Cards each seat holds now (public). */
  readonly handSizes: readonly number[];
  /** Bids so far (public); `null` for a seat yet to bid. */
  readonly bids: readonly (number | null)[];
  readonly tricksWon: readonly number[];
  /** The trick in progress, or `null` outside trick play. */
  readonly trick: Trick<P> | null;
  /** The round's cards in neither this hand nor played: the other hands and the stock hold them. */
  readonly unseen: readonly string[];
  /** How many of `unseen` lie in no hand: the undealt stock (Instinct, IN-1); 0 when every card is dealt. */
  readonly stockSize: number;
  /** `voids[s]`: the suits seat `s` has shown it lacks this round (it did not follow them). */
  readonly voids: readonly ReadonlySet<string>[];
}

/**
 * The part of a state that {@link trickKnowledge} reads: a seat's view of
 * trick play, or the full state (whose hands are all there and which has no
 * `handSizes`), with the round's bids.
 */
export type KnowledgeSource<P extends Play = Play> = (
  TrickPlayView<P> | (TrickPlayState<P> & { handSizes?: number[] })
) & {
  bids: (number | null)[];
};

/**
 * What `seat` knows of `G`, which may be the seat's `playerView` (other hands
 * `null`, `handSizes` given) or the full state: only the seat's own hand and
 * public fields are read.
 * @throws Error when `G` does not hold the seat's hand
 */
export function trickKnowledge<P extends Play>(
  G: KnowledgeSource<P>,
  seat: string,
  rules: TrickBotRules<P>,
): TrickKnowledge<P> {
  const me = Number(seat);
  const hand = G.hands[me];
  if (!Array.isArray(hand)) throw new Error(`the state shows no hand for seat ${seat}`);
  const n = G.numPlayers;
  const handSizes = G.handSizes ?? G.hands.map((h) => h?.length ?? 0);
  const unseen = unseenCards(G, rules.deck(n), hand);
  const held = handSizes.reduce((t, size, s) => (s === me ? t : t + size), 0);
  return {
    rules,
    seat,
    numPlayers: n,
    hand: [...hand],
    handSizes,
    bids: G.bids,
    tricksWon: G.tricksWon,
    trick: G.trick,
    unseen,
    stockSize: Math.max(0, unseen.length - held),
    voids: knownVoids(G, rules.follow),
  };
}

/** The other seats, clockwise from the one after `k.seat` (G-1). */
export function otherSeats(k: TrickKnowledge<any>): string[] {
  return Array.from({ length: k.numPlayers - 1 }, (_, i) => nextSeat(k.seat, k.numPlayers, i + 1));
}

/** The probability that `seat` plays `card` dead ({@link TrickBotRules.deadProb}; 0 by default). */
export function deadProb(k: TrickKnowledge<any>, seat: string, card: string): number {
  return k.rules.deadProb ? k.rules.deadProb(k, seat, card) : 0;
}

/**
 * The probability that seat `j` (not this seat) holds the unseen `card`:
 * `j`'s share of the places that may hold it (the hands of the seats not
 * known void in its suit, and the stock). 0 when `j` has shown void in it.
 */
export function holdProb(k: TrickKnowledge<any>, j: string, card: string): number {
  const suit = k.rules.follow.suitOf(card);
  const s = Number(j);
  const isVoid = (seat: number) => suit !== null && k.voids[seat]!.has(suit);
  if (j === k.seat || isVoid(s)) return 0;
  let pool = 0;
  for (const o of otherSeats(k)) if (!isVoid(Number(o))) pool += k.handSizes[Number(o)]!;
  pool += k.stockSize;
  return pool > 0 ? k.handSizes[s]! / pool : 0;
}

/** The probability that seat `j` holds no card of `suit` (1 once it has shown void). */
export function voidProb(k: TrickKnowledge<any>, j: string, suit: string): number {
  if (k.voids[Number(j)]!.has(suit)) return 1;
  let p = 1;
  for (const u of k.unseen) if (k.rules.follow.suitOf(u) === suit) p *= 1 - holdProb(k, j, u);
  return p;
}

/** The probability that seat `j` holds at least one live unseen card for which `which` is true. */
export function holdAnyProb(k: TrickKnowledge<any>, j: string, which: (card: string) => boolean): number {
  let none = 1;
  for (const u of k.unseen) if (which(u)) none *= 1 - holdProb(k, j, u) * (1 - deadProb(k, j, u));
  return 1 - none;
}

/**
 * The probability that seat `j` holds at most `most` of the unseen cards of
 * `suit` (binomial on {@link holdProb}); 1 once it has shown void.
 */
export function shortProb(k: TrickKnowledge<any>, j: string, suit: string, most: number): number {
  if (k.voids[Number(j)]!.has(suit)) return 1;
  const ofSuit = k.unseen.filter((u) => k.rules.follow.suitOf(u) === suit);
  if (ofSuit.length === 0) return 1;
  const n = ofSuit.length;
  const p = holdProb(k, j, ofSuit[0]!);
  if (p >= 1) return n <= most ? 1 : 0;
  let term = (1 - p) ** n;
  let sum = term;
  for (let i = 1; i <= most && i <= n; i++) {
    term *= ((n - i + 1) / i) * (p / (1 - p));
    sum += term;
  }
  return Math.min(1, sum);
}

/** How often a seat at its bid still beats a card it could beat (it may be forced to). */
export const DUCKER_EAGERNESS = 0.4;

/**
 * How keen seat `j` is to win tricks: 1 while it may still want tricks, less
 * ({@link DUCKER_EAGERNESS}) once it has exactly its bid and so will duck (its
 * bid and tricks are public).
 */
export function eagerness(k: TrickKnowledge<any>, j: string): number {
  const s = Number(j);
  const bid = k.bids[s];
  return bid !== null && bid !== undefined && k.tricksWon[s] === bid ? DUCKER_EAGERNESS : 1;
}

/** The seats still to play to the trick after `plays` (clockwise from the last player). */
export function seatsStillToPlay(k: TrickKnowledge<any>, plays: readonly Play[]): string[] {
  const last = plays[plays.length - 1];
  if (!last) return [];
  return Array.from({ length: k.numPlayers - plays.length }, (_, i) => nextSeat(last.seat, k.numPlayers, i + 1));
}

/**
 * The probability that seat `j`, still to play, beats the trick `now`: it
 * holds a card that would win (by the game's trick winner, live or not as
 * {@link deadProb} says), may play it (a card of the suit to follow or an
 * always-playable one, or any card when void in that suit or when no suit
 * is to be followed) and wants to
 * ({@link eagerness}).
 */
export function beatProb<P extends Play>(k: TrickKnowledge<P>, j: string, now: readonly P[]): number {
  const { rules } = k;
  const { follow } = rules;
  const lead = leadSuitOf(follow, now);
  let missFollow = 1;
  let missOther = 1;
  const wins = (card: string, live: boolean) => rules.trickWinner([...now, rules.play(j, card, live)]) === j;
  for (const u of k.unseen) {
    const h = holdProb(k, j, u);
    if (h === 0) continue;
    const dead = deadProb(k, j, u);
    const w = (dead < 1 && wins(u, true) ? 1 - dead : 0) + (dead > 0 && wins(u, false) ? dead : 0);
    if (w === 0) continue;
    if (lead !== null && (follow.suitOf(u) === lead || follow.alwaysPlayable?.(u))) missFollow *= 1 - h * w;
    else missOther *= 1 - h * w;
  }
  const canFollowAndBeat = 1 - missFollow;
  const voidAndBeat = (lead === null ? 1 : voidProb(k, j, lead)) * (1 - missOther);
  return eagerness(k, j) * (1 - (1 - canFollowAndBeat) * (1 - voidAndBeat));
}

/** The trick in progress with this seat's `card` added (live as the rules say). */
export function withMyCard<P extends Play>(k: TrickKnowledge<P>, card: string): P[] {
  const before = k.trick?.plays ?? [];
  return [...before, k.rules.play(k.seat, card, deadProb(k, k.seat, card) === 0)];
}

/**
 * The probability that this seat wins the trick in progress by playing
 * `card` now: 0 when the card does not take the lead in the trick, otherwise
 * the chance that no seat still to play beats it. With no trick in progress
 * it is the chance `card` wins as a lead.
 *
 * A card that does not lead now never wins later in Can't Win (CW-9) nor in
 * Instinct (IN-6): later cards only take the lead away.
 */
export function winProb<P extends Play>(k: TrickKnowledge<P>, card: string): number {
  const now = withMyCard(k, card);
  if (k.rules.trickWinner(now) !== k.seat) return 0;
  let p = 1;
  for (const j of seatsStillToPlay(k, now)) p *= 1 - beatProb(k, j, now);
  return p;
}

/** The game's numbers for {@link cardPower}. */
export interface PowerModel {
  /** True for a trump card (Can't Win turquoise, CW-2; Instinct's trump cards, IN-1). */
  isTrump(card: string): boolean;
  /** True when the unseen card `other`, played after `card` in the same trick, beats it. */
  threatens(other: string, card: string): boolean;
  /** Each threat (an unseen card that beats a trump, live, held by another seat) lowers a trump's power by this much. */
  trumpStep: number;
  /** The least power of a trump card for this seat (e.g. for ruffing). */
  trumpFloor(k: TrickKnowledge<any>): number;
  /** Each threat lowers a side card's power by this much. */
  sideStep: number;
  /** How often a seat void in the suit and holding a live trump ruffs a side card. */
  ruffRate: number;
}

/**
 * A card's power: the estimated probability that it wins a trick for this
 * seat later in the round, when the seat tries (0…1).
 * - Dead for this seat ({@link deadProb} 1): 0.
 * - A trump: 1 minus `trumpStep` per threat held live by another seat, never
 *   below `trumpFloor`.
 * - A side card: 1 minus `sideStep` per threat held live by another seat,
 *   times the chance that no seat is void in its suit by the time this card
 *   is played (after the seat's higher cards of the suit) and ruffs it.
 */
export function cardPower(k: TrickKnowledge<any>, card: string, model: PowerModel): number {
  if (deadProb(k, k.seat, card) === 1) return 0;
  const others = otherSeats(k);
  let threats = 0;
  for (const u of k.unseen) {
    if (!model.threatens(u, card)) continue;
    for (const j of others) threats += holdProb(k, j, u) * (1 - deadProb(k, j, u));
  }
  if (model.isTrump(card)) return Math.max(model.trumpFloor(k), 1 - model.trumpStep * threats);
  const base = Math.max(0, 1 - model.sideStep * threats);
  if (base === 0) return 0;
  const suit = k.rules.follow.suitOf(card)!;
  const rank = rankOf(card);
  const before = k.hand.filter((c) => k.rules.follow.suitOf(c) === suit && rankOf(c) > rank).length;
  let safe = 1;
  for (const j of others) safe *= 1 - model.ruffRate * shortProb(k, j, suit, before) * holdAnyProb(k, j, model.isTrump);
  return base * safe;
}
