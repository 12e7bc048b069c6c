/**
 * Can't Win for the ISMCTS bot (issue 4): the sampler and the fast simulator
 * from src/games/cant-win, a cheap playout policy, and the reward.
 *
 * Reward. The final score is a product, (Σ tricks) × (Σ points) (CW-11), so
 * a round's tricks are worth more to a seat with many points and the other
 * way round, and a win, a score and a margin pull apart. The search plays
 * one round (later deals are unknown), then projects each seat's final
 * score F: the sums so far, plus this round's tricks and points, plus the
 * rounds still to come at an average of 12/n tricks and
 * {@link POINTS_PER_ROUND} points each. A seat's reward is half
 * `logistic((F_self − F_best_rival) / TEMPERATURE)` (winning, and by a
 * margin) and half `F_self / (max(F_self, F_best_rival) + 1)` (its own
 * product, which is what the duplicate Δ measures). Rewards lie in [0, 1].
 * docs/bots.md gives the reasoning and the measurements behind the choice.
 */
import { beginnerPoints, roundPoints, HAND_SIZE, type CantWinState } from './rules.js';
import { cantWinSampling } from './sampler.js';
import {
  BID_MOVE,
  TILE_MOVE,
  cloneSim,
  cardIndex,
  setHandIndexes,
  SIDEWAYS,
  simSideways,
  simPlayKey,
  uprightTier16,
  simApply,
  simLegal,
  simMoveToGame,
  toSim,
  type CwSim,
} from './sim.js';
import type { SeatView } from '../common/view.js';
import { countCards, highBit, lowBit, nthCard, sumCards } from '../common/bits.js';
import { bidLikelihood, bidReadingDeals, bidWeight } from '../../bots/bid-reading.js';
import { playedBySeat } from '../common/history.js';
import { trickSampler } from '../common/trick-sampler.js';
import type { SearchSimulator } from '../../bots/ismcts.js';
import { dealtPosition, tricksEqualBid, logistic, type GameSearch } from '../../bots/game-search.js';

/** Average points a seat scores per round, for projecting rounds not yet dealt. */
export const POINTS_PER_ROUND = 0.45;
/** Score margin that moves the reward from 0.5 to 0.73. */
export const TEMPERATURE = 6;
/** How often the playout policy plays at random instead of by its rule. */
const NOISE = 0.03;

/**
 * A card's share of a hand's rough tricks, by simulator card number, at `n`
 * players (the top rank is 9 at 3, 12 at 4, CW-1): a high turquoise 0.9, a
 * middling one 0.4, a low one 0.1; another colour's top card 0.7, the next 0.4.
 */
function cardStrength(n: number, c: number): number {
  const top = n === 3 ? 9 : 12;
  const r = (c % 12) + 1;
  if (((c / 12) | 0) === 0) return r >= top - 4 ? 0.9 : r >= top - 7 ? 0.4 : 0.1;
  return r === top ? 0.7 : r === top - 1 ? 0.4 : 0;
}
/**
 * `STRENGTH[n - 3][tile + 1][c]`: card `c`'s {@link cardStrength} for a seat
 * holding `tile` (-1 for none); a card that falls under the tile is played
 * sideways and never wins (CW-7, CW-9), so it counts 0.
 */
const STRENGTH = [3, 4].map((n) =>
  Array.from({ length: 6 }, (_, t) =>
    Float64Array.from({ length: 48 }, (_, c) => (t > 0 && simSideways(t - 1, c) ? 0 : cardStrength(n, c))),
  ),
);

/** Card strengths for a seat holding `tile` (-1 for none) at `n` players. */
function strengthTable(n: number, tile: number): Float64Array {
  return STRENGTH[n - 3]![tile + 1]!;
}

/** Rough tricks a hand takes under `tile` (default: the seat's own): the sum of its cards' strengths. */
export function handStrength(sim: CwSim, seat: number, tile: number = sim.tiles[seat]!): number {
  return sumCards(sim.hands, seat * 4, seat * 4 + 3, strengthTable(sim.n, tile));
}

/*
 * The bid model: how a seat bids from a hand of strength `e` ({@link
 * handStrength} under its tile, in rough tricks). Fitted on four-player
 * `rule` self-play by `npm run fit:bids` (150 games, 2,400 bids;
 * docs/bots.md "Bid model"): a seat bids 0 with chance
 * `logistic((ZERO_BID_EDGE − e) / ZERO_BID_WIDTH)`, and otherwise about
 * {@link meanBid}`(e)`, give or take {@link BID_SPREAD}.
 */
/** The strength, in tricks, at which a bid of 0 is as likely as not. */
export const ZERO_BID_EDGE = 1.15;
/** How fast, in tricks of strength, the chance of a bid of 0 falls around {@link ZERO_BID_EDGE}. */
export const ZERO_BID_WIDTH = 0.25;
/** The intercept of {@link meanBid}, in tricks. */
export const BID_BASE = 1.87;
/** The slope of {@link meanBid}: tricks bid per trick of strength. */
export const BID_SLOPE = 0.89;
/** The spread (σ), in tricks, of a non-zero bid around {@link meanBid}. */
export const BID_SPREAD = 0.87;
/** A seat takes the tile that leaves its hand weakest (to bid 0) when that strength is below this; else the strongest. */
export const DUCK_TILE_EDGE = 0.75;

/** The chance that a hand of strength `e` bids 0 (the bid model). */
function zeroBidChance(e: number): number {
  return logistic((ZERO_BID_EDGE - e) / ZERO_BID_WIDTH);
}

/** The mean non-zero bid, in tricks, of a hand of strength `e` (the bid model). */
export function meanBid(e: number): number {
  return BID_BASE + BID_SLOPE * e;
}

/**
 * How likely a hand of strength `e` was to bid `bid`, under the bid model
 * (for bid reading): {@link zeroBidChance} for 0, else the chance of not
 * bidding 0 times a Gaussian of σ {@link BID_SPREAD} around {@link meanBid}.
 */
export function bidModelLikelihood(bid: number, e: number): number {
  const zero = zeroBidChance(e);
  return bid === 0 ? zero : (1 - zero) * bidLikelihood(Math.abs(bid - meanBid(e)), BID_SPREAD);
}

const stageZeroMoves: number[] = [];

/**
 * The playout policy. Laps (CW-4): take a tile while one may be taken, the
 * one that leaves the hand weakest when that is weak enough to bid 0 (below
 * {@link DUCK_TILE_EDGE}), else the one that keeps it strongest (whatever
 * the seat may have bid already); bid 0 with {@link zeroBidChance}, else
 * {@link meanBid} rounded after a uniform jitter of ±½ (narrower than the
 * fitted {@link BID_SPREAD}). Play: {@link playoutCard}.
 */
const cantWinGame: SearchSimulator<CwSim> = {
  toAct: (s) => (s.stage === 2 ? -1 : s.toAct),
  legal: simLegal,
  apply: simApply,
  playout(s, rng) {
    if (s.stage === 1) return playoutCard(s, rng);
    const legal = simLegal(s, stageZeroMoves);
    if (rng() < NOISE) return legal[Math.floor(rng() * legal.length)]!;
    const seat = s.toAct;
    if (legal[0]! < BID_MOVE) {
      let weakest = -1;
      let weakestStrength = Infinity;
      let strongest = -1;
      let strongestStrength = -Infinity;
      for (const m of legal) {
        if (m >= BID_MOVE) break;
        const e = handStrength(s, seat, m - TILE_MOVE);
        if (e < weakestStrength) [weakest, weakestStrength] = [m, e];
        if (e > strongestStrength) [strongest, strongestStrength] = [m, e];
      }
      return weakestStrength < DUCK_TILE_EDGE ? weakest : strongest;
    }
    const e = handStrength(s, seat);
    const maxBid = legal[legal.length - 1]! - BID_MOVE;
    if (rng() < zeroBidChance(e)) return BID_MOVE;
    return BID_MOVE + Math.min(maxBid, Math.max(1, Math.round(meanBid(e) + rng() - 0.5)));
  },
};

/**
 * The playout's card (CW-8, CW-9), found from the hand's colour masks. Short
 * of the bid: the cheapest card that wins the trick whatever the seats after
 * it hold in the simulated deal ({@link cheapestSureWin}); with none, win as
 * cheaply as the trick so far allows, and leading, the strongest card. At or
 * over it: the strongest card that does not win now; else the weakest. A
 * card's strength is its {@link simPlayKey}; ties go to the earlier colour.
 * In the open loop's tree the other seats play by this policy too (issue 24,
 * docs/bots-results.md "Open loop").
 */
function playoutCard(s: CwSim, rng: () => number): number {
  const seat = s.toAct;
  const base = seat * 4;
  const lead = s.trickLen > 0 ? (s.trickCards[0]! / 12) | 0 : -1;
  let from = 0;
  let to = 3;
  if (lead >= 0 && s.hands[base + lead] !== 0) from = to = lead; // must follow (CW-8)
  if (rng() < NOISE) {
    const k = Math.floor(rng() * countCards(s.hands, base + from, base + to));
    return nthCard(s.hands, base + from, base + to, k, (i, bit) => (i - base) * 12 + bit);
  }
  let bestSoFar = -1;
  for (let i = 0; i < s.trickLen; i++)
    bestSoFar = Math.max(bestSoFar, simPlayKey(s.trickSideways[i]!, s.trickCards[i]!, lead));
  const tile = s.tiles[seat]!;
  let cheapestWin = -1;
  let cheapestWinKey = 99;
  let highestLoss = -1;
  let highestLossKey = -1;
  let lowest = -1;
  let lowestKey = 99;
  let highest = -1;
  let highestKey = -1;
  for (let c = from; c <= to; c++) {
    const m = s.hands[base + c]!;
    if (m === 0) continue;
    const side = SIDEWAYS[tile * 4 + c]!;
    const upright = m & ~side;
    const sideways = m & side;
    const tier16 = uprightTier16(c, lead < 0 ? c : lead);
    // A sideways card never wins (unless all are, which the policy ignores); an upright one wins from the threshold up.
    const wins = reaching(upright, bestSoFar - tier16);
    const loses = upright & ~wins;
    let r = upright ? highBit(upright) : highBit(sideways);
    let key = upright ? tier16 + r : r;
    if (key > highestKey) [highest, highestKey] = [c * 12 + r, key];
    r = sideways ? lowBit(sideways) : lowBit(upright);
    key = sideways ? r : tier16 + r;
    if (key < lowestKey) [lowest, lowestKey] = [c * 12 + r, key];
    if (wins) {
      r = lowBit(wins);
      if (tier16 + r < cheapestWinKey) [cheapestWin, cheapestWinKey] = [c * 12 + r, tier16 + r];
    }
    if (loses || sideways) {
      r = loses ? highBit(loses) : highBit(sideways);
      key = loses ? tier16 + r : r;
      if (key > highestLossKey) [highestLoss, highestLossKey] = [c * 12 + r, key];
    }
  }
  if (s.tricksWon[seat]! < s.bids[seat]!) {
    const sure =
      cheapestWin < 0 || s.trickLen === s.n - 1 ? cheapestWin : cheapestSureWin(s, seat, lead, from, to, bestSoFar);
    if (sure >= 0) return sure;
    return s.trickLen === 0 ? highest : cheapestWin >= 0 ? cheapestWin : lowest;
  }
  return highestLoss >= 0 ? highestLoss : lowest;
}

/** The cards of rank mask `upright` from rank `need` up (0…11): all of them when `need` ≤ 0, none above 11. */
const reaching = (upright: number, need: number): number =>
  need <= 0 ? upright : need > 11 ? 0 : upright & ~((1 << need) - 1);

/**
 * The highest play key ({@link simPlayKey}) seat `p` can play to a trick of lead colour `lead`, from its cards
 * in the simulated deal: a card of the lead if it holds one (CW-8), else any; -1 with no card.
 */
function maxKey(s: CwSim, p: number, lead: number): number {
  const base = p * 4;
  const tile = s.tiles[p]!;
  const follows = s.hands[base + lead] !== 0;
  let best = -1;
  for (let c = follows ? lead : 0; c <= (follows ? lead : 3); c++) {
    const m = s.hands[base + c]!;
    if (m === 0) continue;
    const side = SIDEWAYS[tile * 4 + c]!;
    const upright = m & ~side;
    const key = upright ? uprightTier16(c, lead) + highBit(upright) : highBit(m & side);
    if (key > best) best = key;
  }
  return best;
}

/**
 * The highest play key ({@link maxKey}) of the `after` seats that play after `seat` to a trick led in `lead`; -1
 * for none. It stops once it reaches `cap` (returning a key ≥ `cap`): a card of key `cap` or less cannot win then.
 */
function laterMax(s: CwSim, seat: number, after: number, lead: number, cap: number): number {
  let later = -1;
  for (let k = 1; k <= after && later < cap; k++) {
    const p = seat + k;
    later = Math.max(later, maxKey(s, p >= s.n ? p - s.n : p, lead));
  }
  return later;
}

/**
 * Of the seat's cards of colours `from…to` (those it may play), the cheapest that wins the trick whatever the
 * seats still to play to it play from their cards in the simulated deal (CW-9: it must beat the trick so far,
 * and beat each later card outright, as ties go to the later card); -1 for none. Leading, each colour is
 * weighed as the lead it would make. Where it may play any colour (leading, or void in the lead), trump
 * (colour 0) is weighed last: a trump's key is above any other colour's, so once another colour has a sure
 * win the trumps are skipped. A colour is skipped whole when its cheapest card could not be cheaper than the
 * sure win found or its highest cannot beat the trick so far; its later seats stop being weighed once one
 * beats its highest card ({@link laterMax}'s cap).
 * @param bestSoFar the highest play key in the trick so far (-1 leading)
 */
function cheapestSureWin(s: CwSim, seat: number, lead: number, from: number, to: number, bestSoFar: number): number {
  const base = seat * 4;
  const tile = s.tiles[seat]!;
  const after = s.n - s.trickLen - 1;
  let sure = -1;
  let sureKey = 99;
  // Following, the later seats' best answer to the lead is the same for every colour: weighed once, when first
  // needed (capped only when a single colour is weighed).
  let following = -2;
  for (let k = from; k <= to; k++) {
    const c = from === to ? k : (k + 1) & 3; // 1, 2, 3, then trump (0)
    const upright = s.hands[base + c]! & ~SIDEWAYS[tile * 4 + c]!;
    if (upright === 0) continue; // the policy ignores sideways wins (see playoutCard)
    const tier16 = uprightTier16(c, lead >= 0 ? lead : c);
    if (tier16 + lowBit(upright) >= sureKey) continue;
    const top = tier16 + highBit(upright);
    if (top < bestSoFar) continue;
    // The later seats' best answer: to the lead when following, to the colour as the lead it makes when leading.
    if (lead >= 0 && following === -2) following = laterMax(s, seat, after, lead, from === to ? top : 99);
    const later = lead >= 0 ? following : laterMax(s, seat, after, c, top);
    const wins = reaching(upright, Math.max(later + 1, bestSoFar) - tier16);
    if (wins === 0) continue;
    const r = lowBit(wins);
    if (tier16 + r < sureKey) [sure, sureKey] = [c * 12 + r, tier16 + r];
  }
  return sure;
}

/** The projected final score of each seat after a simulated round (see the module doc). */
function projector(G: CantWinState | SeatView<CantWinState>) {
  const n = G.numPlayers;
  const sums = (row: 'tricks' | 'points') =>
    Array.from({ length: n }, (_, s) => G.sheet.reduce((t, r) => t + r[row][s]!, 0));
  const tricks = sums('tricks');
  const points = sums('points');
  const roundsAfter = n - G.round;
  const futureTricks = (roundsAfter * HAND_SIZE) / n;
  const futurePoints = roundsAfter * POINTS_PER_ROUND;
  const projected = new Float64Array(n);
  const rewards = new Float64Array(n);
  return (sim: CwSim): Float64Array => {
    for (let s = 0; s < n; s++) {
      const t = sim.tricksWon[s]!;
      const b = sim.bids[s]!;
      const p =
        G.variant === 'beginner' ? beginnerPoints(b, t, G.support[s]!, G.supportSupply).points : roundPoints(b, t);
      projected[s] = (tricks[s]! + t + futureTricks) * (points[s]! + p + futurePoints);
    }
    for (let s = 0; s < n; s++) {
      let rival = -Infinity;
      for (let k = 0; k < n; k++) if (k !== s && projected[k]! > rival) rival = projected[k]!;
      const own = projected[s]!;
      rewards[s] = 0.5 * logistic((own - rival) / TEMPERATURE) + 0.5 * (own / (Math.max(own, rival) + 1));
    }
    return rewards;
  };
}

/** Can't Win's `GameSearch`: its simulator, sampler (with bid reading) and reward. */
export const cantWinSearch: GameSearch<CwSim> = {
  madeBid: tricksEqualBid,
  openLoop: true,
  simulator: cantWinGame,
  toGame: simMoveToGame,
  position(G, seat, oracle) {
    const rewards = projector(G);
    if (oracle) return dealtPosition(toSim(G as CantWinState, (G as CantWinState).hands), cloneSim, rewards);
    const view = G as SeatView<CantWinState>;
    const base = toSim(view, view.hands);
    const sampler = trickSampler(view, seat, cantWinSampling(view.numPlayers), cardIndex);
    return dealtPosition(base, cloneSim, rewards, {
      next: bidReadingDeals(
        (rng) => sampler.sample(rng).hands,
        bidWeight({
          bids: base.bids,
          me: Number(seat),
          strength: (s) => strengthTable(base.n, base.tiles[s]!),
          played: playedBySeat(view, cardIndex),
          likelihood: bidModelLikelihood,
        }),
      ),
      place: setHandIndexes,
    });
  },
};
