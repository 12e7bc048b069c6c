/**
 * What one Can't Win seat knows, and the odds it can read from that: who may
 * hold an unseen card, who is void, who plays a card sideways, and how likely
 * a card is to win a trick. The rule bot (./cant-win-rule.ts) decides from
 * these numbers only.
 *
 * Fairness (G-5, BOTS.md "Fairness"): {@link seatKnowledge} reads the seat's
 * own hand and public fields only (hand sizes, tiles, bids, tricks won, the
 * round's trick history, the score sheet). So a bot built on it decides the
 * same from the full state as from the seat's `playerView`.
 */
import { rankOf, suitOf } from '../games/common/cards.js';
import { nextSeat } from '../games/common/seats.js';
import {
  TRUMP,
  deckFor,
  freeTiles,
  isSideways,
  trickWinner,
  type CantWinPlay,
  type CantWinState,
  type CantWinTrick,
  type TileId,
  type Variant,
} from '../games/cant-win/rules.js';

/** What `seat` knows at this moment of a round. Per-seat arrays are indexed by seat number. */
export interface SeatKnowledge {
  readonly seat: string;
  readonly numPlayers: number;
  readonly variant: Variant;
  /** 1-based round; the game has `numPlayers` rounds (CW-11). */
  readonly round: number;
  /** The seat's own hand. */
  readonly hand: readonly string[];
  /** The tile the seat plays under: its own, or one it is weighing (CW-7). */
  readonly tile: TileId | null;
  /** Cards each seat holds now (public). */
  readonly handSizes: readonly number[];
  /** Tiles chosen so far (public, CW-4). */
  readonly tiles: readonly (TileId | null)[];
  /**
   * The tiles another seat without a tile may still take: the free tiles
   * minus the one this seat holds or weighs (CW-4).
   */
  readonly openTiles: readonly TileId[];
  readonly bids: readonly (number | null)[];
  readonly tricksWon: readonly number[];
  /** Support tokens each seat holds (beginner variant, CW-12). */
  readonly support: readonly number[];
  /** This seat's Tricks and Points rows summed over finished rounds (CW-11). */
  readonly trickSum: number;
  readonly pointSum: number;
  /** The trick in progress, or `null` outside trick play. */
  readonly trick: CantWinTrick | null;
  /** Cards played this round: completed tricks and the trick in progress (G-7). */
  readonly played: ReadonlySet<string>;
  /** The round's cards in neither this hand nor played: the other seats hold them. */
  readonly unseen: readonly string[];
  /** `voids[s]`: the colours seat `s` has shown it lacks this round (it did not follow, CW-8). */
  readonly voids: readonly ReadonlySet<string>[];
}

/**
 * What `seat` knows of `G`, which may be the seat's `playerView` (other hands
 * `null`, `handSizes` given) or the full state: only the seat's own hand and
 * public fields are read.
 * @param tile the tile to assume for the seat; default its own (or none yet)
 * @throws Error when `G` does not hold the seat's hand
 */
export function seatKnowledge(G: CantWinState & { handSizes?: number[] }, seat: string, tile?: TileId | null): SeatKnowledge {
  const me = Number(seat);
  const hand = G.hands[me];
  if (!Array.isArray(hand)) throw new Error(`the state shows no hand for seat ${seat}`);
  const n = G.numPlayers;
  const handSizes = G.handSizes ?? G.hands.map((h) => h?.length ?? 0);
  const myTile = tile === undefined ? G.tiles[me] ?? null : tile;
  const tricks = [...G.tricks, ...(G.trick ? [G.trick] : [])];
  const played = new Set(tricks.flatMap((t) => t.plays.map((p) => p.card)));
  const inHand = new Set(hand);
  const voids = Array.from({ length: n }, () => new Set<string>());
  for (const t of tricks) {
    const lead = t.plays[0] && suitOf(t.plays[0].card);
    for (const p of t.plays.slice(1)) if (suitOf(p.card) !== lead) voids[Number(p.seat)]!.add(lead!);
  }
  const sheetSum = (row: 'tricks' | 'points') => G.sheet.reduce((sum, r) => sum + r[row][me]!, 0);
  return {
    seat,
    numPlayers: n,
    variant: G.variant,
    round: G.round,
    hand: [...hand],
    tile: myTile,
    handSizes,
    tiles: G.tiles,
    openTiles: freeTiles(G).filter((t) => t !== myTile),
    bids: G.bids,
    tricksWon: G.tricksWon,
    support: G.support,
    trickSum: sheetSum('tricks'),
    pointSum: sheetSum('points'),
    trick: G.trick,
    played,
    unseen: deckFor(n).filter((c) => !inHand.has(c) && !played.has(c)),
    voids,
  };
}

/** The same knowledge with the seat weighing `tile` instead (CW-4: a taken tile is gone for the others). */
export function withTile(k: SeatKnowledge, tile: TileId | null): SeatKnowledge {
  const free = new Set([...k.openTiles, ...(k.tile ? [k.tile] : [])]);
  return { ...k, tile, openTiles: [...free].filter((t) => t !== tile) };
}

/** The other seats, clockwise from the one after `k.seat` (G-1). */
export function otherSeats(k: SeatKnowledge): string[] {
  return Array.from({ length: k.numPlayers - 1 }, (_, i) => nextSeat(k.seat, k.numPlayers, i + 1));
}

/**
 * The probability that seat `j` (not this seat) holds the unseen `card`:
 * `j`'s share of the cards held by the seats not known void in its colour.
 * 0 when `j` has shown void in that colour.
 */
export function holdProb(k: SeatKnowledge, j: string, card: string): number {
  const colour = suitOf(card);
  const s = Number(j);
  if (j === k.seat || k.voids[s]!.has(colour)) return 0;
  let pool = 0;
  for (const o of otherSeats(k)) if (!k.voids[Number(o)]!.has(colour)) pool += k.handSizes[Number(o)]!;
  return pool > 0 ? k.handSizes[s]! / pool : 0;
}

/**
 * The probability that `card` is sideways in seat `j`'s hand (CW-7): 0 or 1
 * once `j` has a tile; before that, the share of {@link SeatKnowledge.openTiles}
 * that turn it sideways.
 */
export function sidewaysProb(k: SeatKnowledge, j: string, card: string): number {
  const tile = k.tiles[Number(j)];
  if (tile) return isSideways(tile, card) ? 1 : 0;
  if (k.openTiles.length === 0) return 0;
  return k.openTiles.filter((t) => isSideways(t, card)).length / k.openTiles.length;
}

/** The probability that seat `j` holds no card of `colour` (1 once it has shown void). */
export function voidProb(k: SeatKnowledge, j: string, colour: string): number {
  if (k.voids[Number(j)]!.has(colour)) return 1;
  let p = 1;
  for (const u of k.unseen) if (suitOf(u) === colour) p *= 1 - holdProb(k, j, u);
  return p;
}

/** The probability that seat `j` holds at least one upright turquoise (trump) card. */
export function uprightTrumpProb(k: SeatKnowledge, j: string): number {
  let none = 1;
  for (const u of k.unseen) if (suitOf(u) === TRUMP) none *= 1 - holdProb(k, j, u) * (1 - sidewaysProb(k, j, u));
  return 1 - none;
}

/**
 * How keen seat `j` is to win tricks: 1 while it may still want tricks, less
 * once it has exactly its bid and so will duck (its bid and tricks are public).
 */
export function eagerness(k: SeatKnowledge, j: string): number {
  const s = Number(j);
  const bid = k.bids[s];
  return bid !== null && bid !== undefined && k.tricksWon[s] === bid ? DUCKER_EAGERNESS : 1;
}

/** How often a seat at its bid still beats a card it could beat (it may be forced to). */
export const DUCKER_EAGERNESS = 0.4;

/** The seats still to play to the trick after `plays` (clockwise from the last player). */
export function seatsStillToPlay(k: SeatKnowledge, plays: readonly CantWinPlay[]): string[] {
  const last = plays[plays.length - 1];
  if (!last) return [];
  return Array.from({ length: k.numPlayers - plays.length }, (_, i) => nextSeat(last.seat, k.numPlayers, i + 1));
}

/**
 * The probability that seat `j`, still to play, beats the trick `now` (CW-9):
 * it holds a card that would win, may play it (CW-8: a lead-colour card, or
 * any card when void in the lead colour), and wants to ({@link eagerness}).
 */
export function beatProb(k: SeatKnowledge, j: string, now: readonly CantWinPlay[]): number {
  const lead = suitOf(now[0]!.card);
  let missFollow = 1;
  let missOther = 1;
  const wins = (card: string, sideways: boolean) => trickWinner([...now, { seat: j, card, sideways }]) === j;
  for (const u of k.unseen) {
    const h = holdProb(k, j, u);
    if (h === 0) continue;
    const side = sidewaysProb(k, j, u);
    const w = (side < 1 && wins(u, false) ? 1 - side : 0) + (side > 0 && wins(u, true) ? side : 0);
    if (w === 0) continue;
    if (suitOf(u) === lead) missFollow *= 1 - h * w;
    else missOther *= 1 - h * w;
  }
  const canFollowAndBeat = 1 - missFollow;
  const voidAndBeat = voidProb(k, j, lead) * (1 - missOther);
  return eagerness(k, j) * (1 - (1 - canFollowAndBeat) * (1 - voidAndBeat));
}

/**
 * The probability that this seat wins the trick in progress by playing
 * `card` now: 0 when the card does not take the lead in the trick (a later
 * card can never make it win, CW-9), otherwise the chance that no seat still
 * to play beats it. With no trick in progress it is the chance `card` wins
 * as a lead.
 */
export function winProb(k: SeatKnowledge, card: string): number {
  const before = k.trick?.plays ?? [];
  const now: CantWinPlay[] = [...before, { seat: k.seat, card, sideways: isSideways(k.tile, card) }];
  if (trickWinner(now) !== k.seat) return 0;
  let p = 1;
  for (const j of seatsStillToPlay(k, now)) p *= 1 - beatProb(k, j, now);
  return p;
}

/** Each unseen higher card held upright by another seat lowers a turquoise card's power by this much. */
export const TRUMP_STEP = 0.3;
/** Each unseen higher card of its colour held upright by another seat lowers a side card's power by this much. */
export const SIDE_STEP = 0.4;
/** How often a seat that is void in a colour and holds an upright trump ruffs it. */
export const RUFF_RATE = 0.8;

/**
 * A card's power: the estimated probability that it wins a trick for this
 * seat later in the round, when the seat tries (0…1).
 * - Sideways under the seat's tile: 0 (CW-7; the all-sideways case of CW-9
 *   step 4 is too rare to count).
 * - Turquoise (trump, CW-2): 1 minus {@link TRUMP_STEP} per unseen higher
 *   trump held upright by someone; low trumps keep a floor for ruffing when
 *   the hand is short in a side colour.
 * - Side colours: 1 minus {@link SIDE_STEP} per unseen higher card of the
 *   colour held upright, times the chance that nobody is void in the colour
 *   by the time this card is played and ruffs it.
 */
export function cardPower(k: SeatKnowledge, card: string): number {
  if (isSideways(k.tile, card)) return 0;
  const colour = suitOf(card);
  const rank = rankOf(card);
  const others = otherSeats(k);
  let higher = 0;
  for (const u of k.unseen) {
    if (suitOf(u) !== colour || rankOf(u) <= rank) continue;
    for (const j of others) higher += holdProb(k, j, u) * (1 - sidewaysProb(k, j, u));
  }
  if (colour === TRUMP) return Math.max(ruffFloor(k), 1 - TRUMP_STEP * higher);
  const base = Math.max(0, 1 - SIDE_STEP * higher);
  if (base === 0) return 0;
  // The card is played no earlier than the round of this colour after the seat's higher cards of it.
  const before = k.hand.filter((c) => suitOf(c) === colour && rankOf(c) > rank).length;
  let safe = 1;
  for (const j of others) safe *= 1 - RUFF_RATE * shortProb(k, j, colour, before) * uprightTrumpProb(k, j);
  return base * safe;
}

/** A low trump's chance to win by ruffing: more when the hand is short (≤ 1 card) in side colours. */
function ruffFloor(k: SeatKnowledge): number {
  const sides = new Set(k.unseen.filter((c) => suitOf(c) !== TRUMP).map(suitOf));
  const short = [...sides].filter((s) => k.hand.filter((c) => suitOf(c) === s).length <= 1).length;
  return Math.min(0.35, 0.1 + 0.1 * short);
}

/** The probability that seat `j` holds at most `most` of the unseen cards of `colour` (binomial). */
function shortProb(k: SeatKnowledge, j: string, colour: string, most: number): number {
  if (k.voids[Number(j)]!.has(colour)) return 1;
  const ofColour = k.unseen.filter((u) => suitOf(u) === colour);
  if (ofColour.length === 0) return 1;
  const n = ofColour.length;
  const p = holdProb(k, j, ofColour[0]!);
  if (p >= 1) return n <= most ? 1 : 0;
  let term = (1 - p) ** n;
  let sum = term;
  for (let i = 1; i <= most && i <= n; i++) {
    term *= ((n - i + 1) / i) * (p / (1 - p));
    sum += term;
  }
  return Math.min(1, sum);
}
