/**
 * Instinct for the ISMCTS bot (issue 4): the sampler and the fast simulator
 * from src/games/instinct, a cheap playout policy, and the reward.
 *
 * Reward. The unit of play is one round (BOTS.md: games to 100 are long),
 * and a round's points add straight onto the running total (IN-7, IN-8), so
 * a seat's reward is its round points over the most a round can score:
 * `points / 60`. A missed bid is 0 whatever the margin, as in the game.
 */
import { HAND_SIZE, type InstinctState } from './rules.js';
import { INSTINCT_SAMPLING } from './sampler.js';
import {
  BID_MOVE,
  cloneSim,
  cardIndex,
  setHandIndexes,
  simApply,
  simLegal,
  simMoveToGame,
  simRoundPoints,
  toSim,
  type InSim,
} from './sim.js';
import { countCards, highBit, lowBit, nthCard, sumCards } from '../common/bits.js';
import { bidReadingDeals, bidWeight, tableLikelihood } from '../../bots/bid-reading.js';
import { playedBySeat } from '../common/history.js';
import { trickSampler } from '../common/trick-sampler.js';
import type { SearchSimulator } from '../../bots/ismcts.js';
import { dealtPosition, tricksEqualBid, type GameSearch } from '../../bots/game-search.js';

/** The most one round can score: a made bid of 6 or more (IN-7). */
export const MAX_ROUND_POINTS = 60;
const NOISE = 0.03;
const TRUMP = 60;

/**
 * Each card's weight in a hand's bid strength, by simulator card number: a
 * trump card 2.06, a 12 1.05, an 11 0.76, a 10 0.51, a 9 0.27, others 0. The
 * weights are a least-squares fit of the bid on those counts in four-player
 * `rule` self-play (2,000 rounds, 8,000 bids; docs/bots.md "Bid model").
 */
const CARD_STRENGTH = Float64Array.from({ length: TRUMP + 6 }, (_, c) =>
  c >= TRUMP ? 2.06 : ([0.27, 0.51, 0.76, 1.05][(c % 12) - 8] ?? 0),
);

/** A hand's bid strength: the sum of its cards' {@link CARD_STRENGTH}. */
function handStrength(s: InSim, seat: number): number {
  return sumCards(s.hands, seat * 6, seat * 6 + 5, CARD_STRENGTH);
}

/**
 * The bid model: `BID_TABLE[k][b]` is the share of hands of bid strength k
 * (rounded; 9 and over in row 9) that bid b, in the same self-play. The bids
 * gather at 0, 4 and 6, where the bonuses are (IN-7); nobody bids 5.
 */
export const BID_TABLE: readonly (readonly number[])[] = [
  [1],
  [1],
  [0.88, 0.12],
  [0.49, 0.33, 0.1, 0.02, 0.04, 0, 0.03],
  [0.11, 0.18, 0.19, 0.13, 0.27, 0, 0.11],
  [0.01, 0.04, 0.1, 0.12, 0.44, 0, 0.29],
  [0, 0, 0.01, 0.06, 0.41, 0, 0.5, 0.01],
  [0, 0, 0, 0, 0.24, 0, 0.74, 0.02],
  [0, 0, 0, 0, 0.11, 0, 0.88, 0.01],
  [0, 0, 0, 0, 0.02, 0, 0.83, 0.1, 0.04, 0.01],
];
/** The likelihood given to a bid the table never saw at that strength, so that no deal is ruled out. */
export const BID_FLOOR = 0.01;

/**
 * How likely a hand of bid strength `e` was to bid `bid`: {@link BID_TABLE}
 * between the rows either side of `e`, plus {@link BID_FLOOR}.
 */
export const bidModelLikelihood = tableLikelihood(BID_TABLE, BID_FLOOR);

const SUIT_MASKS = 5; // hands[seat * 6 + 5] holds the trumps

/** The playout policy: bids drawn from the bid model ({@link BID_TABLE}); play to reach the bid, then duck. */
const instinctGame: SearchSimulator<InSim> = {
  toAct: (s) => (s.stage === 2 ? -1 : s.toAct),
  legal: simLegal,
  apply: simApply,
  playout(s, rng) {
    const seat = s.toAct;
    if (s.stage === 0) {
      if (rng() < NOISE) return BID_MOVE + Math.floor(rng() * (HAND_SIZE + 1));
      const row = BID_TABLE[Math.min(BID_TABLE.length - 1, Math.round(handStrength(s, seat)))]!;
      let u = rng();
      for (let b = 0; b < row.length; b++) if ((u -= row[b]!) < 0) return BID_MOVE + b;
      return BID_MOVE + row.length - 1;
    }
    return playoutCard(s, rng);
  },
};

/**
 * The playout's card (IN-5, IN-6), found from the hand's masks. Short of the
 * bid: leading, the highest suit card; following, the cheapest card that
 * wins now (a suit card before a trump), else the lowest suit card. At or
 * over it: following, the highest suit card that does not win now; leading,
 * or with none, the lowest. Ties in rank go to the earlier suit; with no
 * suit card, the lowest trump.
 */
function playoutCard(s: InSim, rng: () => number): number {
  const seat = s.toAct;
  const base = seat * 6;
  const following = s.trickLen > 0;
  const led = following && s.trickCards[0]! < TRUMP ? (s.trickCards[0]! / 12) | 0 : -1;
  let from = 0;
  let to = SUIT_MASKS;
  if (led >= 0 && s.hands[base + led] !== 0) from = to = led; // must follow (IN-5)
  if (rng() < NOISE) {
    const k = Math.floor(rng() * countCards(s.hands, base + from, base + to));
    return nthCard(s.hands, base + from, base + to, k, (i, bit) => (i - base) * 12 + bit); // trump k: mask 5, card 60 + k
  }
  // What wins now (IN-6): any trump card (the last one played wins), or, with no trump yet,
  // a card of the led suit above the best one so far.
  let trumpPlayed = false;
  let best = -1;
  for (let i = 0; i < s.trickLen; i++) {
    const c = s.trickCards[i]!;
    if (c >= TRUMP) trumpPlayed = true;
    else if (((c / 12) | 0) === led && c > best) best = c;
  }
  let cheapestWin = -1;
  let highestLoss = -1;
  let highestLossRank = -1;
  let lowest = -1;
  let lowestRank = 99;
  let highestSuit = -1;
  let highestSuitRank = -1;
  for (let suit = from; suit <= Math.min(to, SUIT_MASKS - 1); suit++) {
    const m = s.hands[base + suit]!;
    if (m === 0) continue;
    const wins = suit === led && !trumpPlayed ? m & ~((2 << (best % 12)) - 1) : 0;
    const loses = m & ~wins;
    if (wins && cheapestWin < 0) cheapestWin = suit * 12 + lowBit(wins); // only the led suit wins
    let r = highBit(m);
    if (r > highestSuitRank) [highestSuit, highestSuitRank] = [suit * 12 + r, r];
    r = lowBit(m);
    if (r < lowestRank) [lowest, lowestRank] = [suit * 12 + r, r];
    if (loses) {
      r = highBit(loses);
      if (r > highestLossRank) [highestLoss, highestLossRank] = [suit * 12 + r, r];
    }
  }
  const trumps = to === SUIT_MASKS ? s.hands[base + SUIT_MASKS]! : 0;
  if (cheapestWin < 0 && following && trumps) cheapestWin = TRUMP + lowBit(trumps);
  const choice =
    s.tricksWon[seat]! < s.bids[seat]!
      ? following
        ? cheapestWin >= 0
          ? cheapestWin
          : lowest
        : highestSuit
      : following && highestLoss >= 0
        ? highestLoss
        : lowest;
  // With no suit card to play, the first legal card: the lowest trump; with no card at all, no move (-1).
  const trumpsHeld = s.hands[base + SUIT_MASKS]!;
  return choice >= 0 ? choice : trumpsHeld ? TRUMP + lowBit(trumpsHeld) : -1;
}

/** Instinct's `GameSearch`: its simulator, sampler (with bid reading) and reward. */
export const instinctSearch: GameSearch<InSim> = {
  madeBid: tricksEqualBid,
  simulator: instinctGame,
  toGame: simMoveToGame,
  position(G, seat, oracle) {
    const n = (G as InstinctState).numPlayers;
    const rewards = new Float64Array(n);
    const reward = (sim: InSim) => {
      const points = simRoundPoints(sim);
      for (let s = 0; s < n; s++) rewards[s] = points[s]! / MAX_ROUND_POINTS;
      return rewards;
    };
    if (oracle) return dealtPosition(toSim(G as InstinctState, (G as InstinctState).hands), cloneSim, reward);
    const base = toSim(G, G.hands);
    const sampler = trickSampler(G, seat, INSTINCT_SAMPLING, cardIndex);
    return dealtPosition(base, cloneSim, reward, {
      next: bidReadingDeals(
        (rng) => sampler.sample(rng).hands,
        bidWeight({
          bids: base.bids,
          me: Number(seat),
          strength: () => CARD_STRENGTH,
          played: playedBySeat(G, cardIndex),
          likelihood: bidModelLikelihood,
        }),
      ),
      place: setHandIndexes,
    });
  },
};
