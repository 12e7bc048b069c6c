/**
 * Instinct for the ISMCTS bot (issue 4): the sampler and the fast simulator
 * from src/games/instinct, a cheap playout policy, and the reward.
 *
 * Reward. The unit of play is one round (BOTS.md: games to 100 are long),
 * and a round's points add straight onto the running total (IN-7, IN-8), so
 * a seat's reward is its round points over the most a round can score:
 * `points / 60`. A missed bid is 0 whatever the margin, as in the game.
 */
import { HAND_SIZE, type InstinctState } from '../games/instinct/rules.js';
import { instinctSampler } from '../games/instinct/sampler.js';
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
} from '../games/instinct/sim.js';
import type { SearchGame } from './ismcts.js';
import type { SearchKit } from './search-kit.js';

/** The most one round can score: a made bid of 6 or more (IN-7). */
export const MAX_ROUND_POINTS = 60;
const NOISE = 0.03;
const TRUMP = 60;

/** Rough tricks a hand takes: trump cards, 12s and 11s. */
function handStrength(s: InSim, seat: number): number {
  let est = 0;
  for (let suit = 0; suit < 5; suit++) {
    const m = s.hands[seat * 6 + suit]!;
    if (m & (1 << 11)) est += 0.8;
    if (m & (1 << 10)) est += 0.4;
  }
  const trumps = s.hands[seat * 6 + 5]!;
  for (let k = 0; k < 6; k++) if (trumps & (1 << k)) est += 0.8;
  return est;
}

/** The playout policy: bids from high cards and trumps; play to reach the bid, then duck. */
export const instinctGame: SearchGame<InSim> = {
  toAct: (s) => (s.stage === 2 ? -1 : s.toAct),
  legal: simLegal,
  apply: simApply,
  playout(s, legal, rng) {
    if (rng() < NOISE) return legal[Math.floor(rng() * legal.length)]!;
    const seat = s.toAct;
    if (s.stage === 0) {
      const want = Math.round(handStrength(s, seat) + (rng() - 0.5));
      return BID_MOVE + Math.min(HAND_SIZE, Math.max(0, want));
    }
    const short = s.tricksWon[seat]! < s.bids[seat]!;
    // What wins now (IN-6): any trump card (the last one played wins), or, with no trump yet,
    // a card of the led suit above the best one so far.
    let trumpPlayed = false;
    let best = -1;
    const led = s.trickLen > 0 && s.trickCards[0]! < TRUMP ? (s.trickCards[0]! / 12) | 0 : -1;
    for (let i = 0; i < s.trickLen; i++) {
      const c = s.trickCards[i]!;
      if (c >= TRUMP) trumpPlayed = true;
      else if (((c / 12) | 0) === led && c > best) best = c;
    }
    let cheapestWin = -1;
    let highestLoss = -1;
    let lowest = -1;
    let highestSuit = -1;
    for (const m of legal) {
      const trump = m >= TRUMP;
      const wins = s.trickLen > 0 && (trump || (!trumpPlayed && ((m / 12) | 0) === led && m > best));
      const rank = trump ? 99 : m % 12;
      if (wins && (cheapestWin < 0 || rank < (cheapestWin >= TRUMP ? 99 : cheapestWin % 12))) cheapestWin = m;
      if (!wins && !trump && (highestLoss < 0 || rank > highestLoss % 12)) highestLoss = m;
      if (!trump && (lowest < 0 || rank < lowest % 12)) lowest = m;
      if (!trump && (highestSuit < 0 || rank > highestSuit % 12)) highestSuit = m;
    }
    const any = legal[0]!;
    if (short) {
      if (s.trickLen === 0) return highestSuit >= 0 ? highestSuit : any;
      return cheapestWin >= 0 ? cheapestWin : lowest >= 0 ? lowest : any;
    }
    return highestLoss >= 0 ? highestLoss : lowest >= 0 ? lowest : any;
  },
};

/** Instinct's search kit. */
export const instinctSearch: SearchKit<InSim> = {
  game: instinctGame,
  toGame: simMoveToGame,
  position(G, seat, oracle) {
    const n = (G as InstinctState).numPlayers;
    const rewards = new Float64Array(n);
    const reward = (sim: InSim) => {
      const points = simRoundPoints(sim);
      for (let s = 0; s < n; s++) rewards[s] = points[s]! / MAX_ROUND_POINTS;
      return rewards;
    };
    if (oracle) {
      const truth = toSim(G as InstinctState, (G as InstinctState).hands);
      return { sample: () => cloneSim(truth), rewards: reward };
    }
    const base = toSim(G, G.hands);
    const sampler = instinctSampler(G, seat, cardIndex);
    return {
      sample(rng) {
        const sim = cloneSim(base);
        setHandIndexes(sim, sampler.sample(rng).hands);
        return sim;
      },
      rewards: reward,
    };
  },
};
