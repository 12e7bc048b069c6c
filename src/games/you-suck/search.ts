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
import { highBit, lowBit } from '../common/bits.js';
import { shuffleWith } from '../common/random.js';
import type { SearchSimulator } from '../../bots/ismcts.js';
import { dealtPosition, type GameSearch } from '../../bots/game-search.js';
import { MASK_BITS, SIM_OVER, SIM_PLAY } from '../common/trick-sim.js';
import { ROUNDS, TICK_IDS, handSizes, shuffledRound, type YouSuckState } from './rules.js';
import { youSuckSampler } from './sampler.js';
import { POWER_VALUE } from './knowledge.js';
import {
  BID_MOVE,
  CARD_SPAN,
  DEALER_MOVE,
  DECLINE_MOVE,
  MASKS,
  MULTI_CLASS,
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
  colourFrom,
  followClass,
  setHands,
  simApply,
  simLegal,
  simMoveToGame,
  simTotals,
  strength,
  toSim,
  type YsSim,
} from './sim.js';

const POWER = Float64Array.from(TICK_IDS, (id) => POWER_VALUE[id]);

/** Round values map into [0, 1] as (points − REWARD_LOW) / REWARD_SPAN, clamped. */
export const REWARD_LOW = -10;
export const REWARD_SPAN = 40;
const NOISE = 0.05;

/**
 * A hand's bid strength, the playout's rough count of Ticks it takes: a
 * Multicolor 0.5 + 0.05 per rank above 11, a trump-coloured 8–10 0.6 (1–7
 * 0.25), another colour's 10 0.35 and 9 0.2, a Zero nothing.
 */
export function handStrength(s: YsSim, seat: number): number {
  let e = 0;
  const base = seat * MASKS;
  for (let m = s.hands[base + MULTI_CLASS]!; m !== 0; m &= m - 1) e += 0.5 + 0.05 * (31 - Math.clz32(m & -m));
  for (let cls = 0; cls < ZERO_CLASS; cls++) {
    for (let m = s.hands[base + cls]!; m !== 0; m &= m - 1) {
      const rank = 32 - Math.clz32(m & -m);
      e += cls === s.trump ? (rank >= 8 ? 0.6 : 0.25) : rank === 10 ? 0.35 : rank === 9 ? 0.2 : 0;
    }
  }
  return e;
}

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

/** The danger of holding card `c` when ducking: a Zero 0, a suited card its rank (+10 trump), a Multicolor 20 + its rank. */
function danger(c: number, trump: number): number {
  const cls = (c / MASK_BITS) | 0;
  const bit = c % MASK_BITS;
  if (cls === ZERO_CLASS) return 0;
  if (cls === MULTI_CLASS) return 31 + bit;
  return bit + 1 + (cls === trump ? 10 : 0);
}

const legalScratch: number[] = [];

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
  if (rng() < NOISE) {
    const legal = simLegal(s, legalScratch);
    return legal[Math.floor(rng() * legal.length)]!;
  }
  const seat = s.toAct;
  const base = seat * MASKS;
  const n = s.n;
  let leads = 0;
  for (let t = 0; t < TICKS; t++) if (s.tickLen[t]! < n && s.tickLeader[t] === seat) leads++;
  const want = s.bids[seat]! - s.tricksWon[seat]! - leads > 0;
  let take = -1; // the best move that takes a lead
  let takeScore = -Infinity;
  let shed = -1; // the best move that does not
  let shedScore = -Infinity;
  for (let t = 0; t < TICKS; t++) {
    const len = s.tickLen[t]!;
    if (len >= n) continue;
    const follow = followClass(s, t);
    const restricted = follow >= 0 && s.hands[base + follow] !== 0;
    const mine = s.tickLeader[t] === seat ? 1 : 0;
    for (let cls = 0; cls < MASKS; cls++) {
      const m = s.hands[base + cls]!;
      if (m === 0 || (restricted && cls !== follow && cls < ZERO_CLASS)) continue;
      // Within a class, the cards from bit `k` up take the lead of Tick t, the ones below do not (YS-9).
      const k = firstTaker(s, t, cls);
      const takers = m & ~((1 << k) - 1);
      const others = m & ((1 << k) - 1);
      if (takers !== 0) {
        const c = cls * MASK_BITS + lowBit(takers);
        const st = strength(c, s.tickColour[t]! === -1 ? colourFrom(c) : s.tickColour[t]!, s.trump);
        const score = want
          ? len === n - 1
            ? 2000 - st
            : 1000 + 40 * len + (st > 300 ? 100 : 0) - st / 100
          : 5 * (n - len) - st / 10;
        if (score > takeScore) {
          take = t * CARD_SPAN + c;
          takeScore = score;
        }
      }
      if (others !== 0) {
        const c = cls * MASK_BITS + (want ? lowBit(others) : highBit(others));
        const d = danger(c, s.trump);
        const score = want ? mine - 100 * d : d - mine;
        if (score > shedScore) {
          shed = t * CARD_SPAN + c;
          shedScore = score;
        }
      }
    }
  }
  if (want) return take >= 0 ? take : shed;
  return shed >= 0 ? shed : take;
}

/**
 * The lowest bit from which the cards of class `cls` take the lead of Tick
 * `t` when played now (YS-7, YS-9; 12: none do): a Multicolor beats a lower
 * Multicolor and anything else; a trump-coloured card a lower trump and any
 * plain card; a card of the Tick's colour (or the first card above 0, which
 * sets it) a lower one of that colour; a Zero or another colour never.
 */
function firstTaker(s: YsSim, t: number, cls: number): number {
  const best = s.tickBest[t]!;
  if (cls === ZERO_CLASS) return MASK_BITS;
  if (cls === MULTI_CLASS) return Math.max(0, best - 310);
  const colour = s.tickColour[t] === -1 ? cls : s.tickColour[t]!;
  if (cls === s.trump) return Math.min(MASK_BITS, Math.max(0, best - 200));
  return cls === colour ? Math.min(MASK_BITS, Math.max(0, best - 100)) : MASK_BITS;
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
        const e = handStrength(s, seat) + (rng() - 0.5) * 1.5;
        return BID_MOVE + Math.max(0, Math.min(7, Math.round(e)));
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
  for (let p = 0; p < s.n; p++) out[p] = Math.min(1, Math.max(0, (out[p]! - REWARD_LOW) / REWARD_SPAN));
  return out;
}

/** You Suck's `GameSearch`: its simulator, sampler and reward. */
export const youSuckSearch: GameSearch<YsSim> = {
  simulator: youSuckGame,
  toGame: simMoveToGame,
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
    return dealtPosition(base, cloneSim, reward, {
      next: (rng) => {
        const { hands, stock } = sampler.sample(rng);
        let top = -1;
        if (drawsTop) {
          const suited = stock.filter((c) => c < ZERO_CLASS * MASK_BITS);
          top = suited[Math.floor(rng() * suited.length)] ?? -1;
        }
        return { hands, top };
      },
      place: (sim, deal) => {
        setHands(sim, deal.hands);
        sim.stockTop = deal.top;
      },
    });
  },
};
