/**
 * The `rule` bot for Can't Win: hand-written heuristics on the odds in
 * ./cant-win-knowledge.ts. It decides from the seat's view only (G-5).
 *
 * - Laps (CW-4): it values each free tile by the best bid it allows, and
 *   in lap 1 takes the best tile unless bidding first is worth more.
 * - Bid (rulebook 2-B, CW-5): the bid that maximises the expected final
 *   score (sum of Tricks) × (sum of Points) (CW-11), from the distribution of
 *   tricks its hand takes when aiming at that bid (CW-10, CW-12).
 * - Play (rulebook 3): while short of its bid it wins tricks as cheaply as it
 *   can; at its bid it ducks, dumping its most dangerous card when that is
 *   safe; once its bid is lost it takes every trick it can.
 */
import { rankOf, suitOf } from '../common/cards.js';
import { HAND_SIZE, TRUMP, beginnerPoints, isSideways, roundPoints, type CantWinState, type TileId } from './rules.js';
import { cardPower, seatKnowledge, withTile, type SeatKnowledge } from './knowledge.js';
import { PolicyBot, type Policy, type PolicyBotOptions } from '../../bots/policy-bot.js';
import { winProb } from '../../bots/trick-knowledge.js';
import {
  EPS,
  outlookFrom,
  pickBest,
  playMode,
  tricksWhenAiming,
  type HandOutlook,
  type PlayMode,
} from '../../bots/trick-tactics.js';
import type { ChosenMove } from '../../bots/types.js';

/**
 * The chance that a card takes a trick for a seat playing to win tricks
 * (bid ≥ 1), from its power. Fitted on four-player `rule` self-play (60
 * games, 240 rounds, card by card): a turquoise card wins about power^0.7
 * (power 0.2 won 40–50%); a side card's win rate is flat, about
 * 0.15 + 0.55 × power, since the tricks that ducking seats shed land on the
 * seats still taking tricks, whatever they hold.
 */
export function tryChance(power: number, trump: boolean, sideways: boolean): number {
  if (sideways) return 0;
  return trump ? power ** 0.7 : 0.15 + 0.55 * power;
}

/**
 * The chance that a card takes a trick although its seat ducks every trick
 * (bid 0), from its power; fitted on the same games: the top trump always
 * wins (power 1), a turquoise of power 0.2 won 16%, a side card 6–16%.
 */
export function duckChance(power: number, trump: boolean, sideways: boolean): number {
  if (sideways) return 0.01;
  return trump ? Math.max(power * power, 0.08 + 0.3 * power) : 0.05 + 0.15 * power;
}

/** The outlook of the seat's hand under its tile ({@link tryChance}, {@link duckChance} of each card). */
export function handOutlook(k: SeatKnowledge): HandOutlook {
  const cards = k.hand.map((c) => ({ p: cardPower(k, c), trump: suitOf(c) === TRUMP, side: isSideways(k.tile, c) }));
  const power = cards.map((c) => tryChance(c.p, c.trump, c.side));
  const danger = cards.map((c) => duckChance(c.p, c.trump, c.side));
  return outlookFrom(k, power, danger, HAND_SIZE);
}

/** A card's danger when ducking now: {@link duckChance} of its current power. */
export function duckDanger(k: SeatKnowledge, card: string): number {
  return duckChance(cardPower(k, card), suitOf(card) === TRUMP, isSideways(k.tile, card));
}

/** Points expected per later round, for valuing a bid against the whole game (CW-11). */
export const LATER_ROUND_POINTS = 0.5;

/**
 * The points a bid of `bid` scores with `tricks` won: CW-10, or CW-12 in the
 * beginner variant with the seat's support tokens.
 */
export function pointsFor(k: SeatKnowledge, bid: number, tricks: number): number {
  if (k.variant !== 'beginner') return roundPoints(bid, tricks);
  return beginnerPoints(bid, tricks, k.support[Number(k.seat)]!, 1).points;
}

/**
 * The expected final score (CW-11) if the seat bids `bid` and takes tricks
 * by `dist`: (Tricks so far + expected tricks + later rounds' share of the
 * tricks) × (Points so far + expected points + {@link LATER_ROUND_POINTS} per
 * later round). A point is worth the seat's trick sum and a trick its point
 * sum, so a bid of 0 (2 points, CW-10) shines when the tricks are in hand
 * and is worthless in a last round with no tricks yet.
 */
export function bidValue(k: SeatKnowledge, bid: number, dist: readonly number[]): number {
  let tricks = 0;
  let points = 0;
  dist.forEach((q, t) => {
    tricks += q * t;
    points += q * pointsFor(k, bid, t);
  });
  const later = k.numPlayers - k.round;
  return (
    (k.trickSum + tricks + (later * HAND_SIZE) / k.numPlayers) * (k.pointSum + points + later * LATER_ROUND_POINTS)
  );
}

/** The bid of `bids` with the highest {@link bidValue}, and that value. */
function bestBid(k: SeatKnowledge, bids: readonly number[]): { bid: number; value: number } {
  const outlook = handOutlook(k);
  let best = { bid: bids[0]!, value: -Infinity };
  for (const b of bids) {
    const value = bidValue(k, b, tricksWhenAiming(outlook, b));
    if (value > best.value) best = { bid: b, value };
  }
  return best;
}

/** The value of holding `tile` with the bid `bid` already made (CW-4 lap 2). */
export function tileValue(k: SeatKnowledge, tile: TileId, bid: number): number {
  const kt = withTile(k, tile);
  return bidValue(kt, bid, tricksWhenAiming(handOutlook(kt), bid));
}

/** All ways to keep `size` items of `items` (combinations), in order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, size - 1).map((c) => [first!, ...c]), ...combinations(rest, size)];
}

/**
 * Lap-1 choice (CW-4): tile now, or bid now and take a tile in lap 2.
 * Every other seat without a tile is assumed to take one before this seat's
 * lap-2 turn, at random; bidding first is chosen only when its expected
 * value, with the tile left over, beats taking the best tile now.
 * @returns the move to make: `chooseTile(t)` or `bid(n)`
 */
function lapOneChoice(k: SeatKnowledge, tiles: readonly TileId[], bids: readonly number[]): ChosenMove {
  const outlooks = tiles.map((t) => handOutlook(withTile(k, t)));
  const values = tiles.map((t, i) => bids.map((b) => bidValue(withTile(k, t), b, tricksWhenAiming(outlooks[i]!, b))));
  const tileFirst = Math.max(...values.map((v) => Math.max(...v)));
  const bestTileIndex = values.findIndex((v) => Math.max(...v) === tileFirst);
  const takers = k.tiles.filter((t, s) => t === null && String(s) !== k.seat).length;
  const leftOver = combinations(
    tiles.map((_, i) => i),
    Math.max(1, tiles.length - takers),
  );
  let bidFirst = { bid: bids[0]!, value: -Infinity };
  bids.forEach((b, bi) => {
    const value =
      leftOver.reduce((sum, kept) => sum + Math.max(...kept.map((i) => values[i]![bi]!)), 0) / leftOver.length;
    if (value > bidFirst.value) bidFirst = { bid: b, value };
  });
  return bidFirst.value > tileFirst
    ? { move: 'bid', args: [bidFirst.bid] }
    : { move: 'chooseTile', args: [tiles[bestTileIndex]!] };
}

/**
 * Support tokens that widen the seat's hit (CW-12 beginner variant; 0
 * otherwise): the seat's aim (rulebook 4-2, CW-10) is `playMode(k, slack(k))`,
 * and once `bust` every trick it takes adds to its Tricks sum.
 */
export function slack(k: SeatKnowledge): number {
  return k.variant === 'beginner' ? k.support[Number(k.seat)]! : 0;
}

/** How much of a card's power a winner is willing to spend on the trick at hand, with no hurry. */
export const WIN_THRIFT = 0.7;
/** How much a ducker values getting rid of a dangerous card. */
export const DUMP_WEIGHT = 0.3;

/**
 * A card's score for the trick in progress (higher is better), given the
 * seat's {@link PlayMode}:
 * - `win` / `bust`: its chance to win the trick, minus its power (kept for
 *   later) times a thrift that shrinks to 0 as the tricks still needed
 *   approach the tricks left;
 * - `duck`: minus its chance to win, plus {@link DUMP_WEIGHT} times its
 *   danger, so the most dangerous card that will not win goes first.
 * Near-ties go by rank ({@link RANK_TIE_BREAK}).
 */
export function cardScore(k: SeatKnowledge, card: string, mode: PlayMode): number {
  const p = winProb(k, card);
  const tieBreak = RANK_TIE_BREAK * rankOf(card);
  if (mode === 'duck') return -p + DUMP_WEIGHT * duckDanger(k, card) + tieBreak;
  const me = Number(k.seat);
  const need = (k.bids[me] ?? 0) - k.tricksWon[me]!;
  const hurry = mode === 'win' ? Math.min(1, need / k.hand.length) : 0;
  return p - WIN_THRIFT * (1 - hurry) * cardPower(k, card) - tieBreak;
}

/**
 * Breaks near-ties by rank: a ducker sheds the higher card (keeping low ones
 * to duck with later), a winner the lower one.
 */
export const RANK_TIE_BREAK = 0.001;

/**
 * The card to play from `cards` (the legal ones, CW-8). A ducker that takes
 * the trick whatever it plays, and so goes over its bid plus support, plays
 * as `bust` instead: it keeps its strong cards for the tricks still to come.
 */
export function chooseCard(k: SeatKnowledge, cards: readonly string[], random: () => number): string {
  let mode = playMode(k, slack(k));
  if (mode === 'duck' && cards.every((c) => winProb(k, c) >= 1 - EPS)) {
    const me = Number(k.seat);
    if (k.tricksWon[me]! + 1 > (k.bids[me] ?? 0) + slack(k)) mode = 'bust';
  }
  return pickBest(cards, (c) => cardScore(k, c, mode), random);
}

/**
 * The Can't Win rule policy. Reads only what `seat` may see of `G` (its
 * `playerView` or the full state alike, see `seatKnowledge`).
 */
export const cantWinRule: Policy = (G: CantWinState, _ctx, seat, legal, random) => {
  const k = seatKnowledge(G, seat);
  const cards = legal.filter((m) => m.move === 'playCard').map((m) => m.args[0] as string);
  if (cards.length > 0) return { move: 'playCard', args: [chooseCard(k, cards, random)] };
  const tiles = legal.filter((m) => m.move === 'chooseTile').map((m) => m.args[0] as TileId);
  const bids = legal.filter((m) => m.move === 'bid').map((m) => m.args[0] as number);
  if (tiles.length > 0 && bids.length > 0) return lapOneChoice(k, tiles, bids);
  if (bids.length > 0) return { move: 'bid', args: [bestBid(k, bids).bid] };
  const myBid = k.bids[Number(seat)] ?? 0;
  return { move: 'chooseTile', args: [pickBest(tiles, (t) => tileValue(k, t, myBid), random)] };
};

/** The Can't Win `rule` bot: a boardgame.io `Bot` playing {@link cantWinRule}. */
export class CantWinRuleBot extends PolicyBot {
  constructor(opts: Omit<PolicyBotOptions, 'policy'>) {
    super({ ...opts, policy: cantWinRule });
  }
}
