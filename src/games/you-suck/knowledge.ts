/**
 * What a You Suck seat knows, and the odds its rule bot (./rule-bot.ts)
 * reads from it: who may hold an unseen card, and how likely a card leading
 * a Tick is to keep it. Read from the seat's view only (G-5): its own hand
 * and traded card, the public Ticks, bids, owners and hand sizes; never the
 * stock or another hand.
 *
 * Several Ticks are open at once (YS-6) and any seat may play onto any of
 * them, so the shared one-trick odds (src/bots/trick-knowledge.ts: the seats
 * still to play a trick, in order) do not apply; the cards unseen and the
 * voids come from the same shared history (../common/history.ts), and the
 * class counts from the sampler's {@link youSuckHoldings}.
 */
import { knownVoids, unseenCards } from '../common/history.js';
import { rankOf } from '../common/cards.js';
import {
  DECK,
  FOLLOW,
  MULTI_11,
  colourOf,
  isMulti,
  isZero,
  type Colour,
  type Tick,
  type TickId,
  type YouSuckState,
} from './rules.js';
import { youSuckHoldings, type SamplerView } from './sampler.js';

/**
 * What taking a Tick in round 1 or 2 is worth next round, in points, as the
 * owner of its power (YS-3, YS-4): the +3 Tick its 3 points; each, how many
 * more points its owner scored next round than the other seats, in
 * four-player `rule` self-play (150 games, rounds 2 and 3; docs/bots.md
 * "Tick powers"): an extra Zero to duck with 2.5, the dealer's seat and the
 * Multicolor 11 about 1, the rest little. The search values the Ticks it
 * takes by these, the rule bot by half.
 */
export const POWER_VALUE: Readonly<Record<TickId, number>> = {
  'choose-trump': 0.5,
  'plus-3': 3.5,
  'take-0': 2.5,
  'choose-dealer': 1,
  'take-11': 1,
  'extra-card': 0.3,
  'trade-a-card': 0,
};
/** What `seat` knows at this moment of a round. Per-seat arrays are indexed by seat number. */
export interface YsKnowledge {
  seat: string;
  me: number;
  numPlayers: number;
  round: number;
  trump: Colour | null;
  hand: readonly string[];
  handSizes: readonly number[];
  bids: readonly (number | null)[];
  tricksWon: readonly number[];
  ticks: readonly Tick[];
  /** Cards this seat has played this round. */
  playedByMe: number;
  /** The cards in no trick, not in this hand and not traded by it: the other hands and the cards out of play hold them. */
  unseen: readonly string[];
  /** `counts[s]`: suited cards, Zeros and Multicolors 12–20 seat `s` holds (public, YS-4; a trader as if it traded a suited card). */
  counts: readonly (readonly [number, number, number])[];
  /** The seat known to hold the Multicolor 11 (the Take 11 owner, before playing it), or -1. */
  holds11: number;
  /** Unseen suited cards in no hand (the suited deck left, YS-4). */
  stockSuited: number;
  /** Unseen Multicolors 12–20 in no hand (undealt). */
  stockMultis: number;
  voids: readonly ReadonlySet<string>[];
}

/** The part of a state {@link youSuckKnowledge} reads: a seat's `playerView`, or the full state (only the seat's own entries are read). */
export type KnowledgeView = SamplerView &
  Pick<YouSuckState, 'round' | 'trump' | 'bids' | 'tricksWon'> & { handSizes?: readonly number[] };

/**
 * What `seat` knows of `G` (its `playerView` or the full state alike).
 * @throws Error when `G` does not hold the seat's hand
 */
export function youSuckKnowledge(G: KnowledgeView, seat: string): YsKnowledge {
  const me = Number(seat);
  const hand = G.hands[me];
  if (!Array.isArray(hand)) throw new Error(`the state shows no hand for seat ${seat}`);
  const n = G.numPlayers;
  const handSizes = G.handSizes ?? G.hands.map((h) => h?.length ?? 0);
  const history = { numPlayers: n, tricks: G.ticks };
  const [holding] = youSuckHoldings(G, seat);
  const counts = holding!.counts.map((c) => [c[0]!, c[1]!, c[2]!] as [number, number, number]);
  const holds11 = holding!.known?.findIndex((k) => k.length > 0) ?? -1;
  // The Multicolor 11 is unseen only in another seat's hand (YS-4); its own traded card is in no hand (YS-12).
  const gone = new Set([...(G.traded[me] ?? []), ...(holds11 < 0 ? [MULTI_11] : [])]);
  const unseen = unseenCards(history, DECK, hand).filter((c) => !gone.has(c));
  const others = counts.filter((_, s) => s !== me);
  const unseenSuited = unseen.filter((c) => colourOf(c) !== null).length;
  const unseenMultis = unseen.filter((c) => isMulti(c) && c !== MULTI_11).length;
  return {
    seat,
    me,
    numPlayers: n,
    round: G.round,
    trump: G.trump,
    hand: [...hand],
    handSizes,
    bids: G.bids,
    tricksWon: G.tricksWon,
    ticks: G.ticks,
    playedByMe: G.ticks.reduce((t, tick) => t + tick.plays.filter((p) => p.seat === seat).length, 0),
    unseen,
    counts,
    holds11,
    stockSuited: Math.max(0, unseenSuited - others.reduce((t, c) => t + c[0], 0)),
    stockMultis: Math.max(0, unseenMultis - others.reduce((t, c) => t + c[2], 0)),
    voids: knownVoids(history, FOLLOW),
  };
}

/** The other seats, by number. */
export function otherSeats(k: YsKnowledge): number[] {
  return Array.from({ length: k.numPlayers }, (_, s) => s).filter((s) => s !== k.me);
}

/**
 * The probability that seat `j` (not this seat) holds the unseen `card`: its
 * share of the places that may hold a card of that kind (YS-4: its count of
 * suited cards among the seats not void in the colour and the suited deck;
 * of Multicolors among the seats and the undealt ones; the Multicolor 11
 * only with its known holder). 0 for a Zero (it never takes a Tick) and for
 * a seat void in the card's colour.
 */
export function holdProb(k: YsKnowledge, j: number, card: string): number {
  if (j === k.me || isZero(card)) return 0;
  if (card === MULTI_11) return j === k.holds11 ? 1 : 0;
  // Seats counted in a loop, not through otherSeats: this runs per unseen card, seat and legal move.
  if (isMulti(card)) {
    let pool = 0;
    for (let s = 0; s < k.numPlayers; s++) if (s !== k.me) pool += k.counts[s]![2];
    pool += k.stockMultis;
    return pool > 0 ? k.counts[j]![2] / pool : 0;
  }
  const colour = colourOf(card)!;
  if (k.voids[j]!.has(colour)) return 0;
  let pool = k.stockSuited;
  for (let s = 0; s < k.numPlayers; s++) if (s !== k.me && !k.voids[s]!.has(colour)) pool += k.counts[s]![0];
  return pool > 0 ? k.counts[j]![0] / pool : 0;
}

/** The probability that seat `j` holds no suited card of `colour` (1 once it has shown void, YS-8). */
export function voidProb(k: YsKnowledge, j: number, colour: Colour): number {
  if (k.voids[j]!.has(colour)) return 1;
  let p = 1;
  for (const u of k.unseen) if (colourOf(u) === colour) p *= 1 - holdProb(k, j, u);
  return p;
}

/**
 * The strength of `card` on a Tick whose colour (after the card) is
 * `colour`, with trump `trump` (YS-9): a Multicolor 300 + rank, a trump
 * 200 + rank, a card of the Tick's colour 100 + rank; anything else 0 (it
 * cannot take the Tick). The highest strength takes it.
 */
export function cardStrength(card: string, colour: Colour | null, trump: Colour | null): number {
  if (isMulti(card)) return 300 + rankOf(card);
  const c = colourOf(card);
  if (c === null) return 0;
  if (c === trump) return 200 + rankOf(card);
  return c === colour ? 100 + rankOf(card) : 0;
}

/** A Tick's colour once `card` is played onto it (YS-7): the card sets it when the Tick has none yet and it is above 0. */
export function colourAfter(tick: Tick, card: string): Colour | null {
  return tick.plays.some((p) => !isZero(p.card)) ? tick.colour : colourOf(card);
}

/** The strength of the card leading Tick `tick` (0 with none, or only Zeros) and its seat. */
export function tickLead(k: YsKnowledge, tick: Tick): { strength: number; seat: string | null } {
  let best = 0;
  let seat: string | null = null;
  for (const p of tick.plays) {
    const st = cardStrength(p.card, tick.colour, k.trump);
    if (st > best) [best, seat] = [st, p.seat];
  }
  return { strength: best, seat };
}

/** How keen a seat is to take a Tick: 1 while short of its bid (Ticks it leads counted as won), less at or over it. */
export const EAGER = { short: 1, made: 0.25, over: 0.3 } as const;

/** The Ticks seat `s` leads now that are still open. */
export function openLeads(k: YsKnowledge, s: number): Tick[] {
  return k.ticks.filter((t) => t.plays.length < k.numPlayers && tickLead(k, t).seat === String(s));
}

/** How keen seat `j` is to take Ticks ({@link EAGER}), from its public bid, Ticks taken and Ticks led. */
export function eagerness(k: YsKnowledge, j: number): number {
  const bid = k.bids[j];
  if (bid === null || bid === undefined) return EAGER.short;
  const have = k.tricksWon[j]! + openLeads(k, j).length;
  return have < bid ? EAGER.short : have === bid ? EAGER.made : EAGER.over;
}

/**
 * The probability that a card of strength `strength` leading Tick `tick`
 * (with `len` cards on it, this one included) keeps it to the end: each
 * other seat, keen as {@link eagerness} says and with its share of the
 * slots left, may hold a card that beats it and may play there (a
 * Multicolor always; a higher trump when void in the Tick's colour; a
 * higher card of the Tick's colour). 1 when the card completes the Tick.
 */
export function keepProb(k: YsKnowledge, tick: Tick, colour: Colour | null, strength: number, len: number): number {
  const slots = k.numPlayers - len;
  if (slots <= 0) return 1;
  const share = Math.min(1, slots / (k.numPlayers - 1));
  let keep = 1;
  for (const j of otherSeats(k)) {
    let miss = 1;
    let missTrump = 1;
    for (const u of k.unseen) {
      if (cardStrength(u, colour, k.trump) <= strength) continue;
      const h = holdProb(k, j, u);
      if (h === 0) continue;
      if (colourOf(u) === k.trump && colour !== null && colour !== k.trump) missTrump *= 1 - h;
      else miss *= 1 - h;
    }
    const trumpIn = colour !== null && colour !== k.trump && k.trump !== null ? voidProb(k, j, colour) : 1;
    const beats = 1 - miss * (1 - trumpIn * (1 - missTrump));
    keep *= 1 - beats * share * eagerness(k, j);
  }
  return keep;
}
