/**
 * TrickTakers for the ISMCTS bot (issue 12): the sampler and the fast
 * simulator of this folder, a cheap playout policy, and the reward. Only this
 * game's kit: the search itself is the shared one (src/bots/ismcts.ts).
 *
 * What is searched. The search plays one round's tricks: every card
 * (`playCard` with and without Kakumei are distinct moves, TT-4) and the
 * Hermit's draw and discard (TT-17); with the extra characters (issue 21),
 * the Adventurer's items (each `useItem`, `map` with each discard, `book`'s
 * discard, the Sword's ±5), the Collector's reservations and the Ruler's
 * optional lead token, each a distinct move, over a sampled item deck and
 * Potion card (./sampler.ts). The decisions before the first lead
 * (character choice, the King's discard, the Gambler's exchanges, bid and
 * bet, black-crown spends, the two-player lead choice) open a round the
 * simulator would have to deal and set up anew for every character, so
 * they are searched flat ({@link GameSearch.flatSearch}, ./setup-search.ts):
 * rollouts of each candidate over sampled worlds, whose trick play is this
 * module's playout and reward. The extras' set-ups and the advanced draft
 * are the `rule` policy's ({@link GameSearch.policy}; docs/bots.md
 * "TrickTakers").
 *
 * Reward. The unit of search is one round, scored as the rules score it
 * (./rules.ts `tablePoints`, `characterWins`, `awardCrowns`; TT-10…TT-18).
 * A round that ends the game (a character win, 2 gold crowns, 3 black
 * crowns, or the last round's points, TT-12) gives its winner 0.8, and
 * every seat {@link MARGIN_SHARE} (0.2) times the logistic of its points
 * margin over the best other seat; any other round is worth the logistic
 * of the seat's margin over the best other seat in points plus crowns held
 * ({@link CROWN_VALUE}, {@link BLACK_CROWN_VALUE}). Rewards lie in [0, 1].
 */
import { playToEnd, type SearchSimulator } from '../../bots/ismcts.js';
import { dealtPosition, logistic, type GameSearch } from '../../bots/game-search.js';
import { characterReadingDeals } from './character-reading.js';
import { MASK_BITS, SIM_OVER } from '../common/trick-sim.js';
import type { TrickTakersState } from './rules.js';
import { RoundScorer } from './sim-score.js';
import { trickTakersSampler, type TtDeal } from './sampler.js';
import { ruleMove } from './rule-bot.js';
import { flatSearched, setupSearchMove, type RoundRollout } from './setup-search.js';
import { RBG, itemIndex } from './sim-extras.js';
import { hidePotion } from './extras-play.js';
import {
  ADVENTURER,
  BERSERKER,
  BERSERKER_CARD,
  COLLECTOR,
  DRAW,
  GAMBLER,
  HERMIT,
  KAKUMEI,
  KING,
  RESERVE,
  RESERVE_NONE,
  RESISTANCE,
  SIM_BOOK,
  SIM_DISCARD,
  SIM_RESERVE,
  SPECIAL_BASE,
  TOKEN,
  cardIndex,
  cloneSim,
  effectiveOfMove,
  setDeck,
  setHands,
  setItemDeck,
  setPotionCard,
  simApply,
  simLegal,
  simMoveToGame,
  simTrickWinnerIndex,
  toSim,
  type TtSim,
} from './sim.js';

/** What a gold crown held is worth, in points, to a round's reward: two win the game (TT-12). */
export const CROWN_VALUE = 70;
/** What a black crown held is worth, in points: three win the game (TT-12). */
export const BLACK_CROWN_VALUE = 25;
/** The points margin that moves a round's reward from 0.5 to 0.73 (the logistic's scale). */
export const MARGIN_SCALE = 80;
/** The share of a game-ending round's reward that goes by the points margin, the rest to the winner. */
export const MARGIN_SHARE = 0.2;
const NOISE = 0.1;

/** True when `seat`'s character wants more tricks now (TT-13…TT-18), for the playout. */
function wantsTricks(s: TtSim, seat: number): boolean {
  const won = s.tricksWon[seat]!;
  switch (s.chars[seat]) {
    case KING:
      return true;
    case GAMBLER:
      return won < s.bid;
    case HERMIT:
      return won >= 2; // 0 scores +50; from 2 on, 3 and 4 score more
    case BERSERKER:
      return !s.final && won < 4; // 5 scores −50; in the final round 0 wins the game
    case RESISTANCE:
      return s.final === 1; // +30 a trick in the final round
    case ADVENTURER:
      return true; // 1 → 4 tricks pay +10 → +60 and level up; 5 win (TT-35, TT-37)
    case COLLECTOR:
      return false; // a trick it wins brings leftovers (TT-40)
    default:
      return won === 0 || (s.taken[seat]! & RBG) === 0; // the Ruler: +20 for one trick; 2+ with no R/B/G card win (TT-45)
  }
}

/** True for a move that plays a card: plain, or with the Ruler's token or the Sword's ±5 (not Kakumei). */
const isPlay = (m: number): boolean => m < KAKUMEI || (m >= TOKEN && m < RESERVE);

const legalScratch: number[] = [];

/** True when the seat to act, playing `move` (a card play or a Kakumei card) now, leads the trick in progress. */
function winsNow(s: TtSim, move: number): boolean {
  const kakumei = move >= KAKUMEI && move < DRAW ? 1 : 0;
  const before = s.trickKakumei;
  const i = s.trickLen;
  s.trickSeats[i] = s.toAct;
  s.trickCards[i] = move % 64;
  s.trickEff[i] = effectiveOfMove(s, move);
  s.trickItem[i] = s.chars[s.toAct] === ADVENTURER ? s.pending : -1;
  s.trickLen++;
  s.trickKakumei = before | kakumei;
  const w = simTrickWinnerIndex(s);
  s.trickLen--;
  s.trickKakumei = before;
  return w === i;
}

/** A card's rough strength, for choosing among winners and losers: colourless Rares and the Berserker high, WFs low. */
function rough(move: number): number {
  const c = move % 64;
  if (c >= SPECIAL_BASE) return c === BERSERKER_CARD ? 40 : c < SPECIAL_BASE + 4 ? 30 : -1;
  const v = (c % MASK_BITS) + 1;
  return ((c / MASK_BITS) | 0) === 3 ? 12 + v : v;
}

/**
 * The playout policy: a seat that wants tricks plays its cheapest card that
 * leads the trick now (leading: its strongest), else its weakest; a seat
 * that does not plays its strongest card that does not lead now, else its
 * weakest. The Resistance declares Kakumei when, last to play, a Kakumei
 * card takes the trick. The Hermit never draws; a pending discard throws
 * its strongest card. 10% of moves are uniformly random.
 */
function playout(s: TtSim, rng: () => number): number {
  const legal = simLegal(s, legalScratch);
  if (s.stage === SIM_DISCARD || (s.stage === SIM_BOOK && !wantsTricks(s, s.toAct))) {
    let best = legal[0]!;
    for (const m of legal) if (rough(m) > rough(best)) best = m;
    return best;
  }
  if (s.stage === SIM_BOOK) {
    let best = legal[0]!;
    for (const m of legal) if (rough(m) < rough(best)) best = m;
    return best;
  }
  if (s.stage === SIM_RESERVE) return reserveFor(s, legal);
  if (rng() < NOISE) {
    const m = legal[Math.floor(rng() * legal.length)]!;
    if (m !== DRAW) return m;
  }
  const seat = s.toAct;
  if (s.chars[seat] === RESISTANCE && s.kakumeiLeft > 0 && s.trickLen === s.n - 1) {
    for (const m of legal) if (m >= KAKUMEI && m < DRAW && winsNow(s, m)) return m;
  }
  const want = wantsTricks(s, seat);
  let win = -1;
  let lose = -1;
  let weakest = -1;
  for (const m of legal) {
    if (!isPlay(m)) continue;
    const r = rough(m);
    if (weakest < 0 || r < rough(weakest)) weakest = m;
    if (s.trickLen === 0) {
      if (want && (win < 0 || r > rough(win))) win = m;
      if (!want && (lose < 0 || r < rough(lose))) lose = m;
      continue;
    }
    if (winsNow(s, m)) {
      if (win < 0 || r < rough(win)) win = m;
    } else if (lose < 0 || r > rough(lose)) lose = m;
  }
  if (weakest < 0) return legal[Math.floor(rng() * legal.length)]!;
  return want ? (win >= 0 ? win : weakest) : lose >= 0 ? lose : weakest;
}

/**
 * The playout's reservation (TT-38): the face-up card that shares a value,
 * or a colour within 2, with the most cards the Collector has collected
 * (TT-40); a pass when none does.
 */
function reserveFor(s: TtSim, legal: readonly number[]): number {
  let best = RESERVE_NONE;
  let bestScore = 0;
  for (const m of legal) {
    if (m === RESERVE_NONE) continue;
    const c = m - RESERVE;
    if (c >= SPECIAL_BASE) continue;
    let score = 0;
    for (let k = 0; k < s.collectedLen; k++) {
      const x = s.collected[k]!;
      if (x >= SPECIAL_BASE) continue;
      if (x % MASK_BITS === c % MASK_BITS) score += 2;
      else if (((x / MASK_BITS) | 0) === ((c / MASK_BITS) | 0) && Math.abs(x - c) <= 2) score++;
    }
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

const ttGame: SearchSimulator<TtSim> = {
  toAct: (s) => (s.stage === SIM_OVER ? -1 : s.toAct),
  legal: simLegal,
  apply: simApply,
  playout,
};

/** Each seat's reward for a finished round (see the module doc), into `out`. */
function roundRewards(s: TtSim, scorer: RoundScorer, out: Float64Array): Float64Array {
  const winner = scorer.outcome(s);
  const { totals, crowns, blackCrowns } = scorer;
  const n = s.n;
  for (let seat = 0; seat < n; seat++) {
    out[seat] =
      winner >= 0
        ? totals[seat]!
        : totals[seat]! + CROWN_VALUE * crowns[seat]! + BLACK_CROWN_VALUE * blackCrowns[seat]!;
  }
  // out holds each seat's value; turn it into margins over the best other seat.
  let top = -Infinity;
  let second = -Infinity;
  for (let seat = 0; seat < n; seat++) {
    const v = out[seat]!;
    if (v > top) [top, second] = [v, top];
    else if (v > second) second = v;
  }
  for (let seat = 0; seat < n; seat++) {
    const v = out[seat]!;
    const margin = logistic((v - (v === top ? second : top)) / MARGIN_SCALE);
    out[seat] = winner < 0 ? margin : (1 - MARGIN_SHARE) * (seat === winner ? 1 : 0) + MARGIN_SHARE * margin;
  }
  return out;
}

/** A scorer for each round set-up the flat search has met (characters, bid, bet, round kind), kept for one decision. */
type ScorerMemo = Map<string, RoundScorer>;

/**
 * The flat setup search's rollout (./setup-search.ts): plays `sim` from its
 * first lead to the round's end with {@link playout} and returns `seat`'s
 * round reward ({@link roundRewards}).
 */
function roundRollout(memo: ScorerMemo): RoundRollout {
  const rewards = new Float64Array(5);
  return (sim, seat, rng) => {
    const key = `${sim.chars.join()}|${sim.bid}|${sim.bet}|${sim.final}|${sim.two}`;
    let scorer = memo.get(key);
    if (!scorer) memo.set(key, (scorer = new RoundScorer(cloneSim(sim))));
    playToEnd(ttGame, sim, rng);
    return roundRewards(sim, scorer, rewards)[seat]!;
  };
}

/** True in the stages the search plays (TT-6 step 6): trick play, the Hermit's and `book`'s discards, the Collector's reservation. */
export const searched = (stage: string): boolean =>
  stage === 'play' || stage === 'hermit-discard' || stage === 'book-discard' || stage === 'reserve';

/** TrickTakers' `GameSearch`: its simulator, sampler and reward; the rule policy before play. */
export const trickTakersSearch: GameSearch<TtSim> = {
  simulator: ttGame,
  // The other seats play by the playout policy in the tree too (issue 24, docs/bots-results.md "Open loop").
  openLoop: true,
  // `map`'s discards are named from the seat's own hand, in its order (the root seat's: known to it).
  toGame: (move, G?: TrickTakersState) => simMoveToGame(move, G?.toAct ? (G.hands[Number(G.toAct)] ?? []) : []),
  // Only the Gambler bids (TT-14).
  madeBid: (s, seat) => (s.chars[seat] === GAMBLER && s.bid >= 0 ? s.tricksWon[seat] === s.bid : undefined),
  flatSearch: (G, seat, legal, opts) =>
    flatSearched(G) ? setupSearchMove(G, seat, legal, opts, roundRollout(new Map())) : undefined,
  // The rule policy decides only what neither search plays: the extras' set-ups and the advanced draft.
  policy: (G, seat, legal, random) =>
    searched(G.stage) || flatSearched(G) ? undefined : ruleMove(G, seat, legal, random),
  position(state: TrickTakersState, seat, oracle) {
    // Another seat's face-down Potion card is unknown to a fair search even when it is handed the full state (TT-53).
    const G = oracle ? state : { ...state, trick: hidePotion(state.trick, seat) };
    const rewards = new Float64Array(G.numPlayers);
    const base = toSim(G, G.hands, oracle ? G.deck : [], oracle ? (G.itemDeck ?? []) : []);
    const scorer = new RoundScorer(base);
    const reward = (sim: TtSim) => roundRewards(sim, scorer, rewards);
    if (oracle) return dealtPosition(base, cloneSim, reward);
    const sampler = trickTakersSampler(G, seat, cardIndex);
    return dealtPosition(base, cloneSim, reward, {
      // The other seats' picks and the Gambler's bid weigh the deals (./character-reading.ts).
      next: characterReadingDeals(G, Number(seat), cardIndex, (rng) => sampler.sample(rng)),
      place: (sim, deal: TtDeal<number>) => {
        setHands(sim, deal.hands);
        setDeck(sim, deal.deck);
        setItemDeck(sim, deal.itemDeck.map(itemIndex));
        if (deal.potion !== undefined) setPotionCard(sim, deal.potion);
      },
    });
  },
};
