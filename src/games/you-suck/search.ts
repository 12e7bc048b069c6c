/**
 * You Suck for the ISMCTS bot: the sampler and the fast simulator of this
 * folder, a cheap playout policy, and the reward. Only this game's kit: the
 * search itself is the shared one (src/bots/ismcts.ts).
 *
 * Reward. The unit of search is one round; a seat's reward is what the round
 * is worth to it: its points this round (the +3, the bid points, in round 3
 * the Tick values with the floor, YS-10, YS-12) plus, in rounds 1 and 2,
 * what the Ticks it took are worth as next round's powers
 * ({@link POWER_VALUE}, YS-3), scaled into [0, 1].
 */
import { highBit, lowBit, popcount } from '../common/bits.js';
import { bidReadingDeals, bidWeight } from '../../bots/bid-reading.js';
import { shuffleWith } from '../common/random.js';
import type { SearchSimulator } from '../../bots/ismcts.js';
import { dealtPosition, tricksEqualBid, type GameSearch } from '../../bots/game-search.js';
import { MASK_BITS, SIM_OVER, SIM_PLAY } from '../common/trick-sim.js';
import {
  CARDS_PER_ROUND,
  ROUNDS,
  TICK_IDS,
  TICK_VALUES,
  handSizes,
  shuffledRound,
  type YouSuckState,
} from './rules.js';
import { youSuckSampler } from './sampler.js';
import { POWER_VALUE } from './knowledge.js';
import { BID_TABLE, bidReading, handStrength } from './bid-model.js';
import {
  ALWAYS,
  BID_MOVE,
  CARD_SPAN,
  DEALER_MOVE,
  DECLINE_MOVE,
  MASKS,
  MULTI_CLASS,
  NO_COLOUR,
  SIM_BID,
  SIM_DEALER,
  SIM_TRADE,
  SIM_TRUMP,
  TRUMP_MOVE,
  ZERO_CLASS,
  TICKS,
  cardIndex,
  cloneSim,
  dealOnto,
  setHands,
  simApply,
  simLegal,
  simMoveToGame,
  simTotals,
  toSim,
  type YsSim,
} from './sim.js';

const POWER = Float64Array.from(TICK_IDS, (id) => POWER_VALUE[id]);
const VALUE = Float64Array.from(TICK_IDS, (id) => TICK_VALUES[id]);

/**
 * The share of each level's iterations You Suck runs (`GameSearch.iterationShare`):
 * an iteration plays out a whole round, 7n moves, each weighing every open
 * Tick, so it costs about twice one of Can't Win or Instinct; at half the
 * iterations a decision takes about as long (docs/bots.md "Levels").
 */
export const ITERATION_SHARE = 0.5;

/**
 * How many times its other decisions' iterations a bid searches
 * (`GameSearch.decisionWeight`; 200 at `easy`, 6,000 at `normal`, 24,000 at `hard`). The bid
 * sets most of a round's points (YS-10), and it is the decision that gains
 * from more search: four times the iterations at the bid alone gained +0.71
 * [+0.15, +1.26] points a game against `rule` (seed `x24w`), for one
 * decision in eight (issue 24, docs/bots-results.md).
 */
export const BID_WEIGHT = 4;

/**
 * From this many players on, You Suck's `ismcts` searches closed loop
 * (`GameSearch.openLoop`). Open loop gained +1.54 [+0.68, +2.39] points a
 * game at 4 players (seed `x24c`) and +1.30 [+0.63, +1.98] at 5 (`x25a`),
 * but at 6 it lost: closed loop won +1.03 [+0.28, +1.78] and +1.14 [+0.38,
 * +1.90] points a game, and +5.1 and +6.5 points of win share, on seeds
 * `x25a` and `x24d` (issue 24, docs/bots-results.md "You Suck at 6
 * players: closed loop again").
 */
export const CLOSED_LOOP_PLAYERS = 6;

/**
 * The share of each level's iterations You Suck's `oracle` runs
 * (`GameSearch.oracleIterationShare`): four times `ismcts`'s, 6,000 at
 * `normal`. At `ismcts`'s 1,500 the oracle scored below `ismcts` against
 * `rule` (Δ +3.75 against +4.78, seed `x24c`); at 6,000 it scored +6.61, so
 * it is a reference again (issue 24, docs/bots-results.md).
 */
export const ORACLE_ITERATION_SHARE = 2;

/**
 * Round values map into [0, 1] as (value − low) / span, clamped: in rounds 1
 * and 2 from 0 (a missed bid, no Tick) over 20 (a made 0 with the +3 and
 * Ticks worth some power); in round 3 from −15 (three Ticks of −5) over 40.
 */
export const REWARD_RANGE = { early: [0, 20], last: [-15, 40] } as const;

const NOISE = 0.05;

/** The trump colour with the most rank in `seat`'s hand (its playout choice, YS-4 step 7). */
function bestColour(s: YsSim, seat: number): number {
  let best = 0;
  let bestSum = -1;
  for (let cls = 0; cls < ZERO_CLASS; cls++) {
    let sum = 0;
    for (let m = s.hands[seat * MASKS + cls]!; m !== 0; m &= m - 1) sum += 32 - Math.clz32(m & -m);
    if (sum > bestSum) [best, bestSum] = [cls, sum];
  }
  return best;
}

/**
 * The danger of holding the card of bit `bit` of class `cls` when ducking: a Zero 0, a suited card its rank
 * (+10 trump), a Multicolor 20 + its rank.
 */
function danger(cls: number, bit: number, trump: number): number {
  if (cls === ZERO_CLASS) return 0;
  if (cls === MULTI_CLASS) return 31 + bit;
  return bit + 1 + (cls === trump ? 10 : 0);
}

/**
 * How much a Tick's worth (its value in round 3, YS-10; its power's in
 * rounds 1–2, {@link POWER_VALUE}) weighs when the playout takes a lead: a
 * +5 Tick outweighs one card more on a Tick, a −5 one is left to others.
 */
export const WORTH_WEIGHT = 10;

/**
 * The playout's card and Tick (YS-6, YS-8, YS-9), found from the hand's
 * masks without listing the moves.
 * - Short of its bid (counting the Ticks it leads now as won): complete a
 *   Tick with its cheapest card that takes it; else take the lead of the
 *   fullest Tick (a Multicolor first, then the cheapest card); with no card
 *   that takes a lead, throw its least dangerous card, onto a Tick it leads
 *   where it can (one slot fewer for the others).
 * - At or over its bid: throw its most dangerous card where it does not take
 *   the lead (it can then never take that Tick); with none, take the lead
 *   where the most cards are still to come, with its cheapest card.
 */
function playoutCard(s: YsSim, rng: () => number): number {
  if (rng() < NOISE) return randomPlay(s, rng);
  const seat = s.toAct;
  const n = s.n;
  let leads = 0;
  for (let t = 0; t < TICKS; t++) if (s.tickLen[t]! < n && s.tickLeader[t] === seat) leads++;
  const want = s.bids[seat]! - s.tricksWon[seat]! - leads > 0;
  // Only one kind of move is played while one exists (want: a take, else a shed), so the other is looked for
  // only when there is none: the same move as weighing both in one pass, with less work (issue 24, part 3).
  const held = heldClasses(s.hands, seat * MASKS);
  if (want) {
    const take = bestTake(s, seat, held, true);
    return take >= 0 ? take : bestShed(s, seat, held, true);
  }
  const shed = bestShed(s, seat, held, false);
  return shed >= 0 ? shed : bestTake(s, seat, held, false);
}

/** Class bits (bit `cls` for class `cls`): the four colours, the Multicolors, all six (the Zeros and Multicolors: `ALWAYS`). */
const COLOUR_BITS = 0b1111;
const MULTI_BIT = 1 << MULTI_CLASS;
const ALL = COLOUR_BITS | ALWAYS;

/**
 * The class the hand at `hands[base…]` must follow on a Tick of colour `colour` (YS-8: a colour, not
 * {@link NO_COLOUR}, that it holds; sim.ts `followClass`), or -1.
 */
function followed(hands: Int32Array, base: number, colour: number): number {
  return colour >= 0 && colour < NO_COLOUR && hands[base + colour] !== 0 ? colour : -1;
}

/**
 * The classes the hand at `hands[base…]` may play onto a Tick of colour `colour` (YS-8), as class bits:
 * following, the colour followed, the Zeros and the Multicolors; else any.
 */
function playableClasses(hands: Int32Array, base: number, colour: number): number {
  const f = followed(hands, base, colour);
  return f >= 0 ? (1 << f) | ALWAYS : ALL;
}

/**
 * A uniformly random legal play for the seat to act: the move `simLegal` lists at index `⌊rng() · count⌋`
 * (Ticks in order, then classes, then bits upward), found by counting instead of listing.
 */
function randomPlay(s: YsSim, rng: () => number): number {
  const base = s.toAct * MASKS;
  const { hands, tickLen, tickColour, n } = s;
  let count = 0;
  for (let t = 0; t < TICKS; t++) {
    if (tickLen[t]! >= n) continue;
    for (let left = playableClasses(hands, base, tickColour[t]!); left !== 0; left &= left - 1)
      count += popcount(hands[base + lowBit(left)]!);
  }
  let k = Math.floor(rng() * count);
  for (let t = 0; t < TICKS; t++) {
    if (tickLen[t]! >= n) continue;
    for (let left = playableClasses(hands, base, tickColour[t]!); left !== 0; left &= left - 1) {
      const cls = lowBit(left);
      for (let m = hands[base + cls]!; m !== 0; m &= m - 1) {
        if (k-- === 0) return t * CARD_SPAN + cls * MASK_BITS + lowBit(m);
      }
    }
  }
  return -1;
}

/** The classes of which the hand at `hands[base…]` holds a card, as class bits. */
function heldClasses(hands: Int32Array, base: number): number {
  let held = 0;
  for (let cls = 0; cls < MASKS; cls++) if (hands[base + cls] !== 0) held |= 1 << cls;
  return held;
}

/**
 * The strength of bit 0 of class `cls` on a Tick of colour `colour` (see {@link strength}), less one; -1 for a
 * class that never takes the lead there (YS-7, YS-9). So the cards of the class from bit `best − base` up take
 * the lead from a winning card of strength `best`, the ones below do not: a Multicolor beats lower Multicolors
 * and anything else, a trump lower trumps and plain cards, a card of the Tick's colour (or the first above 0,
 * which sets it) lower ones of it; a Zero or another colour never.
 */
function strengthBase(cls: number, colour: number, trump: number): number {
  if (cls === MULTI_CLASS) return 310;
  if (cls === ZERO_CLASS) return -1;
  if (cls === trump) return 200;
  return cls === colour || colour === -1 ? 100 : -1;
}

/**
 * The playout's best move that takes the lead of an open Tick ({@link playoutCard}), or -1: short of the bid,
 * complete a Tick with its cheapest card that takes it, else the fullest Tick (a Multicolor first, then the
 * cheapest card); at or over it, the Tick with the most cards still to come, with its cheapest card. A Tick's
 * worth weighs in ({@link WORTH_WEIGHT}); ties go to the earlier Tick, then class.
 */
function bestTake(s: YsSim, seat: number, held: number, want: boolean): number {
  const base = seat * MASKS;
  const n = s.n;
  const trump = s.trump;
  const worth = s.round < ROUNDS ? POWER : VALUE;
  const { hands, tickLen, tickColour, tickBest } = s;
  let take = -1;
  let takeScore = -Infinity;
  // Empty Ticks offer the same cards at the same scores but for their worth: one worth no more than an earlier
  // empty one cannot win (ties go to the earlier Tick), so it is skipped.
  let emptyWorth = -Infinity;
  for (let t = 0; t < TICKS; t++) {
    const len = tickLen[t]!;
    if (len >= n) continue;
    if (len === 0) {
      if (worth[t]! <= emptyWorth) continue;
      emptyWorth = worth[t]!;
    }
    const colour = tickColour[t]!;
    const best = tickBest[t]!;
    const bonus = WORTH_WEIGHT * worth[t]!;
    // The classes held that may take the lead (YS-7, YS-8, YS-9), lowest first: following, the colour followed;
    // on a Tick with no colour yet, any colour; else only a trump; and the Multicolors always.
    const f = followed(hands, base, colour);
    const classes = held & (MULTI_BIT | (f >= 0 ? 1 << f : colour === -1 ? COLOUR_BITS : trump >= 0 ? 1 << trump : 0));
    for (let left = classes; left !== 0; left &= left - 1) {
      const cls = lowBit(left);
      const m = hands[base + cls]!;
      const base100 = strengthBase(cls, colour, trump);
      if (base100 < 0 || best - base100 >= MASK_BITS) continue;
      const takers = best <= base100 ? m : m & ~((1 << (best - base100)) - 1);
      if (takers === 0) continue;
      const bit = lowBit(takers);
      const st = base100 + 1 + bit; // the strength of {@link strength}
      const score =
        (want
          ? len === n - 1
            ? 2000 - st
            : 1000 + 40 * len + (st > 300 ? 100 : 0) - st / 100
          : 5 * (n - len) - st / 10) + bonus;
      if (score > takeScore) {
        take = t * CARD_SPAN + cls * MASK_BITS + bit;
        takeScore = score;
      }
    }
  }
  return take;
}

/**
 * The playout's best move that does not take the lead of an open Tick ({@link playoutCard}), or -1: short of
 * the bid, its least dangerous card, onto a Tick it leads where it can; at or over it, its most dangerous card,
 * onto a Tick it does not lead where it can. Ties go to the earlier Tick, then class.
 */
function bestShed(s: YsSim, seat: number, held: number, want: boolean): number {
  const base = seat * MASKS;
  const n = s.n;
  const trump = s.trump;
  const { hands, tickLen, tickColour, tickBest, tickLeader } = s;
  let shed = -1;
  let shedScore = -Infinity;
  // Empty Ticks offer the same cards at the same scores: only the first can win (ties go to the earlier Tick).
  let empty = false;
  for (let t = 0; t < TICKS; t++) {
    const len = tickLen[t]!;
    if (len >= n) continue;
    if (len === 0) {
      if (empty) continue;
      empty = true;
    }
    const colour = tickColour[t]!;
    const best = tickBest[t]!;
    const mine = tickLeader[t] === seat ? 1 : 0;
    // The classes held that may be played here, lowest first: following, the colour followed, the Zeros and
    // the Multicolors (YS-8); else any.
    const classes = held & playableClasses(hands, base, colour);
    for (let left = classes; left !== 0; left &= left - 1) {
      const cls = lowBit(left);
      const m = hands[base + cls]!;
      const base100 = strengthBase(cls, colour, trump);
      const others =
        base100 < 0 || best - base100 >= MASK_BITS ? m : best <= base100 ? 0 : m & ((1 << (best - base100)) - 1);
      if (others === 0) continue;
      const bit = want ? lowBit(others) : highBit(others);
      const score = want ? mine - 100 * danger(cls, bit, trump) : danger(cls, bit, trump) - mine;
      if (score > shedScore) {
        shed = t * CARD_SPAN + cls * MASK_BITS + bit;
        shedScore = score;
        // Short of the bid, a Zero (danger 0) onto a Tick it leads scores the most there is.
        if (want && score === 1) return shed;
      }
    }
  }
  return shed;
}

/** The playout policy: bids from {@link handStrength}, trump by rank, no trade, itself as dealer; cards by {@link playoutCard}. */
const youSuckGame: SearchSimulator<YsSim> = {
  toAct: (s) => (s.stage === SIM_OVER ? -1 : s.toAct),
  legal: simLegal,
  apply: simApply,
  playout(s, rng) {
    const seat = s.toAct;
    switch (s.stage) {
      case SIM_PLAY:
        return playoutCard(s, rng);
      case SIM_BID: {
        if (rng() < NOISE) return BID_MOVE + Math.floor(rng() * (CARDS_PER_ROUND + 1));
        const e = handStrength(s, seat);
        const row = BID_TABLE[Math.min(BID_TABLE.length - 1, Math.max(0, Math.round(e)))]!;
        let u = rng();
        for (let b = 0; b < row.length; b++) if ((u -= row[b]!) < 0) return BID_MOVE + b;
        return BID_MOVE + row.length - 1;
      }
      case SIM_DEALER:
        return DEALER_MOVE + seat;
      case SIM_TRUMP:
        return TRUMP_MOVE + bestColour(s, seat);
      default:
        return DECLINE_MOVE;
    }
  },
};

/**
 * Each seat's reward for a finished round (see the module doc), into `out`.
 */
function roundRewards(s: YsSim, out: Float64Array, totals: Int16Array): Float64Array {
  simTotals(s, totals);
  for (let p = 0; p < s.n; p++) out[p] = totals[p]! - s.before[p]!;
  if (s.round < ROUNDS) {
    for (let t = 0; t < TICKS; t++) {
      const taker = s.tickLeader[t]!;
      if (taker >= 0) out[taker]! += POWER[t]!;
    }
  }
  const [low, span] = s.round < ROUNDS ? REWARD_RANGE.early : REWARD_RANGE.last;
  for (let p = 0; p < s.n; p++) out[p] = Math.min(1, Math.max(0, (out[p]! - low) / span));
  return out;
}

/** You Suck's `GameSearch`: its simulator, sampler and reward. */
export const youSuckSearch: GameSearch<YsSim> = {
  madeBid: tricksEqualBid,
  // The other seats play by the playout policy in the tree too, but at 6 players and in the oracle's, which knows
  // their cards (issue 24, docs/bots-results.md "Open loop", "You Suck at 6 players: closed loop again").
  openLoop: (G: YouSuckState) => G.numPlayers < CLOSED_LOOP_PLAYERS,
  closedLoopOracle: true,
  simulator: youSuckGame,
  toGame: simMoveToGame,
  iterationShare: ITERATION_SHARE,
  oracleIterationShare: ORACLE_ITERATION_SHARE,
  decisionWeight: (G: YouSuckState) => (G.stage === 'bid' ? BID_WEIGHT : 1),
  position(G: YouSuckState, seat, oracle) {
    const n = G.numPlayers;
    const rewards = new Float64Array(n);
    const totals = new Int16Array(n);
    const reward = (sim: YsSim) => roundRewards(sim, rewards, totals);
    const base = toSim(G, G.hands);
    const sizes = handSizes(G.owners, n);
    if (G.stage === 'choose-dealer') {
      // Nothing is dealt yet (YS-12): the oracle deals the true deck, a fair seat a fresh one.
      if (oracle) return dealtPosition(base, cloneSim, reward); // toSim dealt the true deck
      return dealtPosition(base, cloneSim, reward, {
        next: (rng) => shuffledRound(G.owners, n, shuffleWith(rng)),
        place: (sim, deck) => dealOnto(sim, deck, sizes),
      });
    }
    if (oracle) return dealtPosition(base, cloneSim, reward);
    const sampler = youSuckSampler(G, seat, cardIndex);
    const drawsTop = base.stage === SIM_TRUMP || base.stage === SIM_TRADE;
    const draw = (rng: () => number) => {
      const { hands, stock } = sampler.sample(rng);
      let top = -1;
      if (drawsTop) {
        const suited = stock.filter((c) => c < ZERO_CLASS * MASK_BITS);
        top = suited[Math.floor(rng() * suited.length)] ?? -1;
      }
      return { hands, top };
    };
    const weight = bidWeight(bidReading(G, seat, base));
    return dealtPosition(base, cloneSim, reward, {
      next: bidReadingDeals(draw, (deal) => weight(deal.hands)),
      place: (sim, deal: { hands: number[][]; top: number }) => {
        setHands(sim, deal.hands);
        sim.stockTop = deal.top;
      },
    });
  },
};
