/**
 * The `rule` bot for Instinct: hand-written heuristics on the shared trick
 * odds (./knowledge.ts, src/bots/trick-knowledge.ts) and bid arithmetic
 * (src/bots/trick-tactics.ts). It
 * decides from the seat's view only (G-5): its own hand, and the public hand
 * sizes, bids, tricks won, trick and trick history (G-7).
 *
 * - Bid (IN-3, IN-7): the bid with the most expected points, 10 plus the
 *   bonus times the chance of taking exactly that many tricks, from its
 *   trump cards and high cards, the bids already made (the dealer bids
 *   first and guesses the table) and the tricks the table leaves over.
 * - Play (IN-5, IN-6, rulebook "Strategy"): each legal card is valued by the
 *   chance of still hitting the bid after this trick, whether the card takes
 *   it or not. So at its bid it ducks with the highest card that cannot win
 *   and sheds dangerous cards when void or under a trump lead; short of its
 *   bid it wins with the cheapest sure winner, a trump last in the trick;
 *   in an underbid table (bids total < 11) it avoids tricks its strong cards
 *   will not need, and in an overbid table it takes the tricks it can. Once
 *   its bid is lost it spoils: it takes tricks from an overbid or exact
 *   table and leaves them to an underbid one.
 */
import { rankOf, suitOf } from '../common/cards.js';
import { HAND_SIZE, bidTotal, isTrump, roundPoints, type InstinctState } from './rules.js';
import { PolicyBot, type Policy, type PolicyBotOptions } from '../../bots/policy-bot.js';
import { instinctKnowledge, type InstinctKnowledge } from './knowledge.js';
import { cardPower, winProb, type PowerModel } from '../../bots/trick-knowledge.js';
import {
  contest,
  othersClaim,
  outlookFrom,
  pickBest,
  playMode,
  sum,
  tricksWhenAiming,
  type HandOutlook,
} from '../../bots/trick-tactics.js';

/** Each trump card another seat may hold lowers a trump card's power by this much: it may come later (IN-6). */
export const TRUMP_STEP = 0.08;
/** The least power of a trump card: played last in a trick it cannot lose. */
export const TRUMP_FLOOR = 0.6;
/** Each unseen higher card of its suit held by another seat lowers a suit card's power by this much. */
export const SIDE_STEP = 0.4;
/** How often a seat void in the suit led and holding a trump card plays it. */
export const RUFF_RATE = 0.7;

/**
 * Instinct's numbers for the shared card power: a higher card of the suit
 * beats a suit card, and any later trump card beats a trump card (IN-6).
 */
export const INSTINCT_POWER: PowerModel = {
  isTrump,
  threatens: (other, card) =>
    isTrump(card) ? isTrump(other) : suitOf(other) === suitOf(card) && rankOf(other) > rankOf(card),
  trumpStep: TRUMP_STEP,
  trumpFloor: () => TRUMP_FLOOR,
  sideStep: SIDE_STEP,
  ruffRate: RUFF_RATE,
};

/** The chance a card takes a trick for a seat playing for tricks, from its power. */
export function tryChance(power: number, trump: boolean): number {
  return trump ? power : 0.05 + 0.8 * power;
}

/** The chance a card takes a trick although its seat ducks (bid 0, or at its bid), from its power. */
export function duckChance(power: number, trump: boolean): number {
  return trump ? 0.5 + 0.4 * power : 0.02 + 0.4 * power * power;
}

/** Each card's power and danger now, by card id. */
export interface CardOdds {
  power: Map<string, number>;
  danger: Map<string, number>;
}

/**
 * The try and duck chances of every card in the hand, with power scaled by
 * `scale` ({@link contest}).
 */
export function cardOdds(k: InstinctKnowledge, scale = 1): CardOdds {
  const power = new Map<string, number>();
  const danger = new Map<string, number>();
  for (const c of k.hand) {
    const p = cardPower(k, c, INSTINCT_POWER);
    power.set(c, scale * tryChance(p, isTrump(c)));
    danger.set(c, duckChance(p, isTrump(c)));
  }
  return { power, danger };
}

/**
 * The hand's outlook for the bid (IN-3): card chances, scaled down by
 * {@link contest} when its expectation and the others' claims (`othersClaim`)
 * exceed the 11 tricks, plus the tricks the table leaves over otherwise. The
 * dealer bids first and counts every other seat at an even share; a later
 * seat reads the bids.
 */
function bidOutlook(k: InstinctKnowledge): HandOutlook {
  const base = cardOdds(k);
  const expected = sum([...base.power.values()]);
  const scale = contest(HAND_SIZE, expected + othersClaim(k, expected, HAND_SIZE));
  const odds = scale === 1 ? base : cardOdds(k, scale);
  return outlookFrom(
    k,
    k.hand.map((c) => odds.power.get(c)!),
    k.hand.map((c) => odds.danger.get(c)!),
    HAND_SIZE,
  );
}

/** The expected points (IN-7) of bidding `bid` when the round's tricks follow `dist`. */
function bidValue(bid: number, dist: readonly number[]): number {
  return dist.reduce((v, q, t) => v + q * roundPoints(bid, t), 0);
}

/** The bid of `bids` with the most expected points ({@link bidValue}), and that value. */
function bestBid(k: InstinctKnowledge, bids: readonly number[]): { bid: number; value: number } {
  const outlook = bidOutlook(k);
  let best = { bid: bids[0]!, value: -Infinity };
  for (const b of bids) {
    const value = bidValue(b, tricksWhenAiming(outlook, b));
    if (value > best.value) best = { bid: b, value };
  }
  return best;
}

/** Each seat's remaining need, bid − tricks won, never below 0 (public). */
export function needs(k: InstinctKnowledge): number[] {
  return k.bids.map((b, s) => Math.max(0, (b ?? 0) - k.tricksWon[s]!));
}

/**
 * The chance of taking exactly `r` more tricks with the cards `rest`, one a
 * trick, after this one: the bid model (`tricksWhenAiming`) on their odds,
 * with the tricks left over by the others' remaining needs ({@link needs}).
 */
export function hitChance(k: InstinctKnowledge, odds: CardOdds, rest: readonly string[], r: number): number {
  if (r < 0 || r > rest.length) return 0;
  if (rest.length === 0) return 1;
  const outlook = outlookFrom(
    k,
    rest.map((c) => odds.power.get(c)!),
    rest.map((c) => odds.danger.get(c)!),
    rest.length,
    needs(k),
  );
  return tricksWhenAiming(outlook, r)[r] ?? 0;
}

/** How much a busted seat values its card's power when spoiling (it still keeps strong cards for later tricks). */
export const SPOIL_THRIFT = 0.3;

/**
 * A card's value for the trick in progress (higher is better).
 * - Bid still reachable: the chance of hitting it after this trick, p × hit
 *   with one trick fewer needed + (1 − p) × hit with the same need, where p
 *   is the chance the card takes the trick ({@link hitChance}); near-ties go
 *   to the lower card when taking the trick, the higher when not.
 * - Bid lost (`bust`): spoil. In an underbid table take no trick (the others
 *   must take what they do not want) and shed dangerous cards; otherwise
 *   take every trick cheaply.
 */
export function cardValue(k: InstinctKnowledge, odds: CardOdds, card: string, underbid: boolean): number {
  const p = winProb(k, card);
  const me = Number(k.seat);
  const tieBreak = RANK_TIE_BREAK * rankOf(card) * (p > 0.5 ? -1 : 1);
  if (playMode(k) === 'bust') {
    return underbid
      ? -p + 0.3 * odds.danger.get(card)! + tieBreak
      : p - SPOIL_THRIFT * odds.power.get(card)! + tieBreak;
  }
  const need = (k.bids[me] ?? 0) - k.tricksWon[me]!;
  const rest = k.hand.filter((c) => c !== card);
  return p * hitChance(k, odds, rest, need - 1) + (1 - p) * hitChance(k, odds, rest, need) + tieBreak;
}

/** Breaks near-ties by rank. */
export const RANK_TIE_BREAK = 1e-4;

/** A card that wins the trick with at least this chance is a sure winner. */
export const SURE = 0.9;

/**
 * The card to play from `cards` (the legal ones, IN-5). In an overbid table
 * (rulebook "Strategy") a seat short of its bid captures any trick it can:
 * it plays its cheapest sure winner (least power), if it has one. Otherwise
 * the best {@link cardValue}.
 */
export function chooseCard(k: InstinctKnowledge, cards: readonly string[], random: () => number): string {
  const { table } = bidTotal({ bids: [...k.bids] });
  const odds = cardOdds(k);
  if (table === 'overbid' && playMode(k) === 'win') {
    const sure = cards.filter((c) => winProb(k, c) >= SURE);
    if (sure.length > 0) return pickBest(sure, (c) => -odds.power.get(c)!, random);
  }
  return pickBest(cards, (c) => cardValue(k, odds, c, table === 'underbid'), random);
}

/**
 * The Instinct rule policy. Reads only what `seat` may see of `G` (its
 * `playerView` or the full state alike, see {@link instinctKnowledge}).
 */
export const instinctRule: Policy = (G: InstinctState, _ctx, seat, legal, random) => {
  const k = instinctKnowledge(G, seat);
  const cards = legal.filter((m) => m.move === 'playCard').map((m) => m.args[0] as string);
  if (cards.length > 0) return { move: 'playCard', args: [chooseCard(k, cards, random)] };
  const bids = legal.filter((m) => m.move === 'bid').map((m) => m.args[0] as number);
  return { move: 'bid', args: [bestBid(k, bids).bid] };
};

/** The Instinct `rule` bot: a boardgame.io `Bot` playing {@link instinctRule}. */
export class InstinctRuleBot extends PolicyBot {
  constructor(opts: Omit<PolicyBotOptions, 'policy'>) {
    super({ ...opts, policy: instinctRule });
  }
}
