/**
 * What one Can't Win seat knows, and the odds it can read from that: on top
 * of the shared trick knowledge (./trick-knowledge.ts: who may hold an unseen
 * card, who is void, how likely a card is to win the trick in progress), who
 * plays a card sideways under which tile (CW-7) and a card's power. The rule
 * bot (./rule-bot.ts) decides from these numbers only.
 *
 * Fairness (G-5, BOTS.md "Fairness"): {@link seatKnowledge} reads the seat's
 * own hand and public fields only (hand sizes, tiles, bids, tricks won, the
 * round's trick history, the score sheet). So a bot built on it decides the
 * same from the full state as from the seat's `playerView`.
 */
import { rankOf, suitOf } from '../common/cards.js';
import {
  FOLLOW,
  TRUMP,
  deckFor,
  freeTiles,
  isSideways,
  trickWinner,
  type CantWinPlay,
  type CantWinState,
  type TileId,
  type Variant,
} from './rules.js';
import {
  cardPower as sharedCardPower,
  trickKnowledge,
  type PowerModel,
  type TrickKnowledge,
  type TrickBotRules,
} from '../../bots/trick-knowledge.js';

/** What `seat` knows at this moment of a round. Per-seat arrays are indexed by seat number. */
export interface SeatKnowledge extends TrickKnowledge<CantWinPlay> {
  readonly variant: Variant;
  /** 1-based round; the game has `numPlayers` rounds (CW-11). */
  readonly round: number;
  /** The tile the seat plays under: its own, or one it is weighing (CW-7). */
  readonly tile: TileId | null;
  /** Tiles chosen so far (public, CW-4). */
  readonly tiles: readonly (TileId | null)[];
  /**
   * The tiles another seat without a tile may still take: the free tiles
   * minus the one this seat holds or weighs (CW-4).
   */
  readonly openTiles: readonly TileId[];
  /** Support tokens each seat holds (beginner variant, CW-12). */
  readonly support: readonly number[];
  /** This seat's Tricks and Points rows summed over finished rounds (CW-11). */
  readonly trickSum: number;
  readonly pointSum: number;
}

/**
 * Can't Win's trick rules for the shared odds: every card is dealt (CW-1),
 * cards follow their colour (CW-8), CW-9 decides the trick, and a card is
 * dead when played sideways (CW-7): for this seat under its tile, for another
 * seat with {@link sidewaysProb}.
 */
export const CANT_WIN_TRICKS: TrickBotRules<CantWinPlay, SeatKnowledge> = {
  deck: deckFor,
  follow: FOLLOW,
  trickWinner,
  play: (seat, card, live) => ({ seat, card, sideways: !live }),
  deadProb: (k, j, card) => (j === k.seat ? (isSideways(k.tile, card) ? 1 : 0) : sidewaysProb(k, j, card)),
};

/**
 * What `seat` knows of `G`, which may be the seat's `playerView` (other hands
 * `null`, `handSizes` given) or the full state: only the seat's own hand and
 * public fields are read.
 * @param tile the tile to assume for the seat; default its own (or none yet)
 * @throws Error when `G` does not hold the seat's hand
 */
export function seatKnowledge(
  G: CantWinState & { handSizes?: number[] },
  seat: string,
  tile?: TileId | null,
): SeatKnowledge {
  const me = Number(seat);
  const myTile = tile === undefined ? (G.tiles[me] ?? null) : tile;
  const sheetSum = (row: 'tricks' | 'points') => G.sheet.reduce((sum, r) => sum + r[row][me]!, 0);
  return {
    ...trickKnowledge(G, seat, CANT_WIN_TRICKS),
    variant: G.variant,
    round: G.round,
    tile: myTile,
    tiles: G.tiles,
    openTiles: freeTiles(G).filter((t) => t !== myTile),
    support: G.support,
    trickSum: sheetSum('tricks'),
    pointSum: sheetSum('points'),
  };
}

/** The same knowledge with the seat weighing `tile` instead (CW-4: a taken tile is gone for the others). */
export function withTile(k: SeatKnowledge, tile: TileId | null): SeatKnowledge {
  const free = new Set([...k.openTiles, ...(k.tile ? [k.tile] : [])]);
  return { ...k, tile, openTiles: [...free].filter((t) => t !== tile) };
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

/** Each unseen higher card held upright by another seat lowers a turquoise card's power by this much. */
export const TRUMP_STEP = 0.3;
/** Each unseen higher card of its colour held upright by another seat lowers a side card's power by this much. */
export const SIDE_STEP = 0.4;
/** How often a seat that is void in a colour and holds an upright trump ruffs it. */
export const RUFF_RATE = 0.8;

/** A low turquoise's chance to win by ruffing: more when the hand is short (≤ 1 card) in side colours. */
function ruffFloor(k: TrickKnowledge<CantWinPlay>): number {
  const sides = new Set(k.unseen.filter((c) => suitOf(c) !== TRUMP).map(suitOf));
  const short = [...sides].filter((s) => k.hand.filter((c) => suitOf(c) === s).length <= 1).length;
  return Math.min(0.35, 0.1 + 0.1 * short);
}

/** Can't Win's numbers for the shared card power: a higher card of the same colour beats a card (CW-9). */
export const CANT_WIN_POWER: PowerModel = {
  isTrump: (card) => suitOf(card) === TRUMP,
  threatens: (other, card) => suitOf(other) === suitOf(card) && rankOf(other) > rankOf(card),
  trumpStep: TRUMP_STEP,
  trumpFloor: ruffFloor,
  sideStep: SIDE_STEP,
  ruffRate: RUFF_RATE,
};

/**
 * A card's power: the estimated probability that it wins a trick for this
 * seat later in the round, when the seat tries (0…1), by the shared
 * `cardPower` with {@link CANT_WIN_POWER}.
 * - Sideways under the seat's tile: 0 (CW-7; the all-sideways case of CW-9
 *   step 4 is too rare to count).
 * - Turquoise (trump, CW-2): 1 minus {@link TRUMP_STEP} per unseen higher
 *   trump held upright by someone; low trumps keep a floor for ruffing when
 *   the hand is short in a side colour.
 * - Side colours: 1 minus {@link SIDE_STEP} per unseen higher card of the
 *   colour held upright, times the chance that nobody is void in the colour
 *   by the time this card is played and ruffs it ({@link RUFF_RATE}).
 */
export function cardPower(k: SeatKnowledge, card: string): number {
  return sharedCardPower(k, card, CANT_WIN_POWER);
}
