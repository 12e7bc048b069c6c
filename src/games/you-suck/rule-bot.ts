/**
 * The `rule` bot for You Suck: hand-written heuristics on what its seat
 * knows (./knowledge.ts) and the shared bid arithmetic
 * (src/bots/trick-tactics.ts). It decides from the seat's view only (G-5).
 *
 * - Choose Dealer (YS-4 step 2): itself, so that it bids last and sees every
 *   other bid (YS-5).
 * - Choose Trump (YS-4 step 7): the colour in which its cards are strongest
 *   (the sum of rank + 3 over its cards of that colour).
 * - Trade (YS-4 step 8): its middling card, a plain suited 3–7 (neither a
 *   sure loser to duck with nor a winner), nearest 5; none: it declines.
 * - Bid (YS-5, YS-10): the bid with the most expected points, from each
 *   card's chance to take a Tick ({@link tryChance}: high Multicolors and
 *   high trumps are near-sure; a plain card needs its colour led and no trump
 *   or Multicolor on it), the bids already made and the Ticks the table
 *   leaves over.
 * - Play (YS-6…YS-9): each legal (card, Tick) pair is valued by the chance
 *   of taking exactly its bid, counting the Ticks it leads now (each by its
 *   chance to keep it, {@link keepProb}), this card's effect on its Tick,
 *   and its other cards' chances. So short of its bid it takes Ticks it will
 *   keep (completing one is sure) with its cheapest card; at its bid it
 *   throws losers, most dangerous first, onto Ticks others are winning, and
 *   uses Zeros where anything else would take the lead. In round 3 it adds
 *   the Tick values it may take (YS-10), in rounds 1–2 what the Tick is worth
 *   as a power next round ({@link POWER_VALUE}). Once its bid is lost it
 *   only weighs those values.
 */
import { rankOf } from '../common/cards.js';
import { PolicyBot, type Policy, type PolicyBotOptions } from '../../bots/policy-bot.js';
import {
  SURPLUS_TO_TAKERS,
  contest,
  countDistribution,
  othersClaim,
  halves,
  pickBest,
  sum,
  tableSurplus,
  tricksWhenAiming,
  type HandOutlook,
} from '../../bots/trick-tactics.js';
import {
  CARDS_PER_ROUND,
  COLOURS,
  ROUNDS,
  TICK_VALUES,
  bidPoints,
  colourOf,
  isMulti,
  isZero,
  type Colour,
  type TickId,
  type YouSuckState,
} from './rules.js';
import {
  POWER_VALUE,
  cardStrength,
  colourAfter,
  holdProb,
  keepProb,
  openLeads,
  otherSeats,
  tickLead,
  youSuckKnowledge,
  type YsKnowledge,
} from './knowledge.js';

/** Each unseen higher Multicolor another seat may hold lowers a Multicolor's chance by this much. */
export const MULTI_STEP = 0.2;
/** The least chance of a Multicolor: it can wait to complete a Tick (YS-9). */
export const MULTI_FLOOR = 0.35;
/** Each threat (a higher card of its colour, or a Multicolor at half weight) lowers a trump's chance by this much. */
export const TRUMP_STEP = 0.3;
/** Each threat (a higher card of its colour; a Multicolor 0.3, a trump 0.25) lowers a plain card's chance by this much. */
export const PLAIN_STEP = 0.3;

/** The expected number of the unseen cards passing `which` that the other seats hold. */
function heldByOthers(k: YsKnowledge, which: (card: string) => boolean): number {
  let total = 0;
  for (const u of k.unseen) if (which(u)) for (const j of otherSeats(k)) total += holdProb(k, j, u);
  return total;
}

/**
 * A card's chance to take a Tick later this round for a seat playing for
 * Ticks (YS-9): a Zero 0; a Multicolor 1 − {@link MULTI_STEP} per higher
 * Multicolor held by another seat, at least {@link MULTI_FLOOR}; a trump
 * 1 − {@link TRUMP_STEP} per threat (higher trump; a Multicolor half), at
 * least 0.1; a plain card 1 − {@link PLAIN_STEP} per threat (a higher card
 * of its colour; a Multicolor 0.3; a trump 0.25), at least 0.02.
 */
export function tryChance(k: YsKnowledge, card: string): number {
  if (isZero(card)) return 0;
  const rank = rankOf(card);
  const multis = (above: number) => heldByOthers(k, (u) => isMulti(u) && rankOf(u) > above);
  if (isMulti(card)) return Math.max(MULTI_FLOOR, 1 - MULTI_STEP * multis(rank));
  const colour = colourOf(card)!;
  const higher = heldByOthers(k, (u) => colourOf(u) === colour && rankOf(u) > rank);
  if (colour === k.trump) return Math.max(0.1, 1 - TRUMP_STEP * (higher + 0.5 * multis(10)));
  const trumps = k.trump === null ? 0 : heldByOthers(k, (u) => colourOf(u) === k.trump);
  return Math.max(0.02, 1 - PLAIN_STEP * (higher + 0.3 * multis(10) + 0.25 * trumps));
}

/**
 * A card's chance to take a Tick although its seat ducks (YS-9), from its
 * {@link tryChance} `p`: a Zero 0; a Multicolor takes a Tick unless it goes
 * where a higher Multicolor already is, so 1 − {@link MULTI_ESCAPE} per
 * higher Multicolor another seat may hold, at least {@link MULTI_DANGER_FLOOR}; a trump
 * 0.1 + 0.5 p (it can go under a Multicolor or a higher trump); a plain card
 * 0.05 + 0.35 p² (it can go under a higher card, or off the colour).
 */
export function duckChance(k: YsKnowledge, card: string, p: number): number {
  if (isZero(card)) return 0;
  if (isMulti(card)) {
    const higher = heldByOthers(k, (u) => isMulti(u) && rankOf(u) > rankOf(card));
    return Math.max(MULTI_DANGER_FLOOR, 1 - MULTI_ESCAPE * higher);
  }
  return colourOf(card) === k.trump ? 0.1 + 0.5 * p : 0.05 + 0.35 * p * p;
}

/** Each higher Multicolor another seat may hold lowers a ducking Multicolor's chance to take a Tick by this much. */
export const MULTI_ESCAPE = 0.25;
/** The least chance of a ducking Multicolor to take a Tick: a higher one must be on a Tick first. */
export const MULTI_DANGER_FLOOR = 0.25;

/** Each card's try and duck chances per knowledge: `playValue` asks for the same cards once per legal move. */
const CHANCES = new WeakMap<YsKnowledge, Map<string, readonly [number, number]>>();

/** The {@link tryChance} and {@link duckChance} of `card`, computed once per knowledge. */
function cardChances(k: YsKnowledge, card: string): readonly [number, number] {
  let byCard = CHANCES.get(k);
  if (!byCard) CHANCES.set(k, (byCard = new Map()));
  let c = byCard.get(card);
  if (!c) {
    const p = tryChance(k, card);
    byCard.set(card, (c = [p, duckChance(k, card, p)]));
  }
  return c;
}

/** How many of its cards the seat still plays this round (YS-6: 7 in all; the rest go back unplayed). */
function toPlay(k: YsKnowledge): number {
  return CARDS_PER_ROUND - k.playedByMe;
}

/**
 * The try and duck chances of `cards`, in order. Cards beyond what the seat
 * still plays may stay in hand (YS-6), so when ducking its most dangerous
 * extras count as never played.
 */
function chances(k: YsKnowledge, cards: readonly string[], plays = toPlay(k)): { power: number[]; danger: number[] } {
  const power = cards.map((c) => cardChances(k, c)[0]);
  const danger = cards.map((c) => cardChances(k, c)[1]);
  const extra = cards.length - plays;
  if (extra > 0) {
    const order = danger.map((d, i) => [d, i] as const).sort((a, b) => b[0] - a[0]);
    for (let e = 0; e < extra; e++) danger[order[e]![1]] = 0;
  }
  return { power, danger };
}

/** The total duck chance of a typical hand (a Multicolor, two trumps, four plain cards, a Zero). */
export const TYPICAL_DANGER = 1.6;

/**
 * The hand's outlook for the bid (YS-5): its cards' chances, plus the Ticks
 * the table leaves over (`tableSurplus` of the shared arithmetic, 7 Ticks).
 * Seats taking Ticks share them as in the other games; but in You Suck every
 * Tick is taken by its highest card (YS-9), so when the table ducks each
 * ducking seat takes about a 1/n share of what is left over, more with a
 * dangerous hand (its total duck chance against {@link TYPICAL_DANGER}).
 */
export function youSuckOutlook(k: YsKnowledge, power: number[], danger: number[]): HandOutlook {
  const expected = sum(power);
  const { surplus, takers } = tableSurplus(k, expected, CARDS_PER_ROUND);
  const strength = (x: number, typical: number) => Math.min(1.5, x / typical);
  return {
    power,
    danger,
    surplusTry: halves(((SURPLUS_TO_TAKERS * surplus) / takers) * strength(expected, CARDS_PER_ROUND / k.numPlayers)),
    surplusDuck: halves((surplus / k.numPlayers) * strength(sum(danger), TYPICAL_DANGER)),
  };
}

/**
 * The bid with the most expected points (YS-10) for this hand, with the
 * table's bids (YS-5): its cards' chances scaled down by `contest` when they
 * and the others' claims exceed the 7 Ticks (the others hold what their bids
 * claim), plus what the table leaves over ({@link youSuckOutlook}).
 */
export function chooseBid(k: YsKnowledge, bids: readonly number[]): number {
  const { power: base, danger } = chances(k, k.hand);
  const expected = sum(base);
  const scale = contest(CARDS_PER_ROUND, expected + othersClaim(k, expected, CARDS_PER_ROUND));
  const power = base.map((p) => p * scale);
  const outlook = youSuckOutlook(k, power, danger);
  let best = bids[0]!;
  let bestValue = -Infinity;
  for (const b of bids) {
    const dist = tricksWhenAiming(outlook, b);
    const value = dist.reduce((v, q, t) => v + q * bidPoints(k.round, b, t), 0);
    if (value > bestValue) [best, bestValue] = [b, value];
  }
  return best;
}

/** The trump colour (YS-4 step 7): the one with the largest sum of rank + 3 over its cards in hand. */
export function chooseTrump(hand: readonly string[]): Colour {
  const weight = (c: Colour) => hand.filter((x) => colourOf(x) === c).reduce((t, x) => t + rankOf(x) + 3, 0);
  return COLOURS.reduce((a, b) => (weight(b) > weight(a) ? b : a));
}

/** The card to trade away (YS-4 step 8): a plain suited 3–7 nearest 5 (lower first on a tie), or `null` to decline. */
export function chooseTrade(hand: readonly string[], trump: Colour | null): string | null {
  const middling = hand.filter(
    (c) => colourOf(c) !== null && colourOf(c) !== trump && rankOf(c) >= 3 && rankOf(c) <= 7,
  );
  if (middling.length === 0) return null;
  return middling.reduce((a, b) => {
    const da = Math.abs(rankOf(a) - 5);
    const db = Math.abs(rankOf(b) - 5);
    return db < da || (db === da && rankOf(b) < rankOf(a)) ? b : a;
  });
}

/** What taking Tick `id` is worth beyond the bid: its value in round 3 (YS-10), half its power's worth in rounds 1–2 (YS-3). */
export function tickWorth(round: number, id: TickId): number {
  return round >= ROUNDS ? TICK_VALUES[id] : 0.5 * POWER_VALUE[id];
}

/** What each Tick it expects to miss its bid by costs a seat in play (points): it steers close to the bid when exactly is unlikely. */
export const MISS_COST = 0.1;

/** Breaks near-ties: a card that takes spends the lowest strength; one that does not sheds the most danger. */
export const TIE_BREAK = 1e-4;

/**
 * The value of playing `card` onto Tick `id` (higher is better; see the
 * module doc): with the bid still in reach, the chance of taking exactly
 * the bid times its points, plus the Tick's worth ({@link tickWorth}) times
 * the chance of taking this Tick; once lost, the worth alone.
 */
export function playValue(k: YsKnowledge, card: string, id: TickId): number {
  const tick = k.ticks.find((t) => t.id === id)!;
  const len = tick.plays.length + 1;
  const colour = colourAfter(tick, card);
  const st = cardStrength(card, colour, k.trump);
  const lead = tickLead(k, tick);
  const takes = st > lead.strength;
  const p = takes
    ? keepProb(k, tick, colour, st, len)
    : lead.seat === k.seat
      ? keepProb(k, tick, tick.colour, lead.strength, len)
      : 0;
  const keeps = openLeads(k, k.me)
    .filter((t) => t.id !== id)
    .map((t) => keepProb(k, t, t.colour, tickLead(k, t).strength, t.plays.length));
  const worth = tickWorth(k.round, id);
  const tie = TIE_BREAK * (takes ? -st : rankOf(card) + (isMulti(card) ? 20 : 0));
  const bid = k.bids[k.me] ?? 0;
  const need = bid - k.tricksWon[k.me]!;
  const rest = [...k.hand];
  rest.splice(rest.indexOf(card), 1);
  const plays = toPlay(k) - 1;
  if (need < 0 || need > plays + 1 + keeps.length) return p * worth + tie;
  const { power, danger } = chances(k, rest, plays);
  const expected = p + keeps.reduce((a, b) => a + b, 0);
  const future = need - expected > 0.5 ? power : danger;
  const dist = countDistribution([p, ...keeps, ...future]);
  const miss = dist.reduce((m, q, t) => m + q * Math.abs(t - need), 0);
  return (dist[need] ?? 0) * bidPoints(k.round, bid, bid) - MISS_COST * miss + p * worth + tie;
}

/**
 * The You Suck rule policy. Reads only what `seat` may see of `G` (its
 * `playerView` or the full state alike, see {@link youSuckKnowledge}).
 */
export const youSuckRule: Policy = (G: YouSuckState, _ctx, seat, legal, random) => {
  const first = legal[0]!;
  switch (first.move) {
    case 'chooseDealer':
      return { move: 'chooseDealer', args: [seat] };
    case 'chooseTrump':
      return { move: 'chooseTrump', args: [chooseTrump(G.hands[Number(seat)]!)] };
    case 'tradeCard':
      return { move: 'tradeCard', args: [chooseTrade(G.hands[Number(seat)]!, G.trump)] };
    case 'bid': {
      const k = youSuckKnowledge(G, seat);
      return {
        move: 'bid',
        args: [
          chooseBid(
            k,
            legal.map((m) => m.args[0] as number),
          ),
        ],
      };
    }
    default: {
      const k = youSuckKnowledge(G, seat);
      return pickBest(legal, (m) => playValue(k, m.args[0] as string, m.args[1] as TickId), random);
    }
  }
};

/** The You Suck `rule` bot: a boardgame.io `Bot` playing {@link youSuckRule}. */
export class YouSuckRuleBot extends PolicyBot {
  constructor(opts: Omit<PolicyBotOptions, 'policy'>) {
    super({ ...opts, policy: youSuckRule });
  }
}
