// Shared checks for each game's search pieces (issue 4): the fast simulator
// equals the rules, and the sampler is consistent and uniform.
import assert from 'node:assert/strict';
import jStat from 'jstat';
import type { Shuffle } from '../../src/games/common/deal.js';
import { seededRandom, shuffleWith } from '../../src/games/common/random.js';

type Move = { move: string; args: readonly unknown[] };
/** A rules module: actions named after the moves, and legalMoves. */
export interface RulesLike<S> {
  legalMoves(state: S, seat: string): Move[];
  [action: string]: unknown;
}

/** Applies a move through the rules' action of the same name; asserts it was legal. */
export function applyRules<S extends { toAct: string | null }>(
  rules: RulesLike<S>,
  state: S,
  m: Move,
  shuffle: Shuffle,
) {
  const action = rules[m.move] as (s: S, seat: string, arg: unknown, shuffle: Shuffle) => string | null;
  // A move of two arguments hands its action both as one array (You Suck's playCard, common/moves.ts).
  const arg = m.args.length === 2 ? m.args : m.args[0];
  assert.equal(action(state, state.toAct!, arg, shuffle), null, `${m.move}(${m.args})`);
}

/** Plays `moves` random legal moves of round 1 from a new state. */
export function randomRound<S extends { toAct: string | null; round: number }>(
  rules: RulesLike<S>,
  make: (shuffle: Shuffle) => S,
  seed: string,
  moves: number,
): { state: S; rng: () => number; shuffle: Shuffle } {
  const rng = seededRandom(seed);
  const shuffle = shuffleWith(rng);
  const state = make(shuffle);
  for (let i = 0; i < moves && state.round === 1; i++) {
    const legal = rules.legalMoves(state, state.toAct!);
    applyRules(rules, state, legal[Math.floor(rng() * legal.length)]!, shuffle);
  }
  return { state, rng, shuffle };
}

/** What a game's simulator offers. */
export interface SimLike<S, Sim> {
  toSim(state: S, hands: string[][]): Sim;
  simLegal(sim: Sim): number[];
  simApply(sim: Sim, move: number): void;
  simRoundPoints(sim: Sim): number[];
  simMoveToGame(move: number): Move;
  gameMoveToSim(m: Move): number;
}

/**
 * Plays `rounds` seeded rounds from a random point with both the rules and
 * the simulator, asserting the same seat to move and the same legal moves at
 * every step, and the same tricks and points at the end.
 * @returns the number of steps compared
 */
export function checkSimEqualsRules<
  S extends { toAct: string | null; round: number; hands: string[][]; sheet: { tricks: number[]; points: number[] }[] },
  Sim extends { toAct: number; stage: number; tricksWon: Int8Array },
>(rules: RulesLike<S>, sim: SimLike<S, Sim>, make: (shuffle: Shuffle) => S, label: string, rounds: number): number {
  let steps = 0;
  for (let g = 0; g < rounds; g++) {
    const { state, rng, shuffle } = randomRound(rules, make, `${label}/${g}`, (g * 37) % 31);
    if (state.round !== 1) continue; // a short round (You Suck at 3 players) may end within the random moves
    const s = sim.toSim(state, state.hands);
    while (state.round === 1) {
      assert.equal(s.toAct, Number(state.toAct), `round ${g} step ${steps}: seat to move`);
      const expected = rules
        .legalMoves(state, state.toAct!)
        .map(sim.gameMoveToSim)
        .sort((a, b) => a - b);
      const actual = [...sim.simLegal(s)].sort((a, b) => a - b);
      assert.deepEqual(actual, expected, `round ${g} step ${steps}: legal moves`);
      const move = actual[Math.floor(rng() * actual.length)]!;
      assert.equal(sim.gameMoveToSim(sim.simMoveToGame(move)), move);
      applyRules(rules, state, sim.simMoveToGame(move), shuffle);
      sim.simApply(s, move);
      steps++;
    }
    assert.equal(s.stage, 2);
    assert.deepEqual(Array.from(s.tricksWon), state.sheet[0]!.tricks);
    assert.deepEqual(sim.simRoundPoints(s), state.sheet[0]!.points);
  }
  return steps;
}

/** The chi-square goodness-of-fit p-value of `counts` against equal expected frequencies. */
export function uniformP(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  const chi2 = counts.reduce((t, c) => t + (c - e) ** 2 / e, 0);
  return 1 - jStat.chisquare.cdf(chi2, counts.length - 1);
}

interface TrickLike {
  plays: { seat: string; card: string }[];
}
interface SampledState {
  toAct: string | null;
  round: number;
  stage: string;
  hands: string[][];
  tricks: TrickLike[];
  trick: TrickLike | null;
  stock?: string[];
}

/**
 * Is a deal consistent with what every seat publicly did? Checked straight
 * from the plays: a seat that played off the led suit may hold none of it.
 * @param followSuitOf the suit a card counts as for following (`null`: none,
 *   so a lead of it asks for nothing)
 */
export function consistentWithHistory(
  state: SampledState,
  hands: string[][],
  followSuitOf: (card: string) => string | null,
): boolean {
  for (const t of state.trick ? [...state.tricks, state.trick] : state.tricks) {
    const lead = t.plays[0] && followSuitOf(t.plays[0].card);
    if (!lead) continue;
    for (const p of t.plays.slice(1)) {
      if (followSuitOf(p.card) !== lead && hands[Number(p.seat)]!.some((c) => followSuitOf(c) === lead)) return false;
    }
  }
  return true;
}

/** A sampler as the games build them: hands per seat (and a stock, where there is one). */
export type SampleFn = (rng: () => number) => { hands: string[][]; stock?: string[] };

/** Draws `draws` samples and asserts each keeps the viewer's hand, sizes, exactly the unplayed cards, and voids. */
export function checkSamplesConsistent(
  state: SampledState,
  seat: string,
  sample: SampleFn,
  followSuitOf: (card: string) => string | null,
  seed: string,
  draws: number,
) {
  const rng = seededRandom(seed);
  const truth = [...state.hands.flat(), ...(state.stock ?? [])].sort();
  for (let i = 0; i < draws; i++) {
    const { hands, stock } = sample(rng);
    assert.deepEqual(hands[Number(seat)], state.hands[Number(seat)]);
    assert.deepEqual(
      hands.map((h) => h.length),
      state.hands.map((h) => h.length),
    );
    assert.equal((stock ?? []).length, (state.stock ?? []).length);
    assert.deepEqual(
      [...hands.flat(), ...(stock ?? [])].sort(),
      truth,
      'the unseen cards are exactly the unplayed ones',
    );
    assert.ok(consistentWithHistory(state, hands, followSuitOf), 'a void was broken');
  }
}

/**
 * Brute force: every deal of the other seats' cards (and the stock) among
 * them, consistent with the history, as canonical keys.
 */
export function allConsistentDeals(
  state: SampledState,
  seat: string,
  followSuitOf: (card: string) => string | null,
): string[] {
  const me = Number(seat);
  const others = state.hands.map((_, s) => s).filter((s) => s !== me);
  const unseen = [...others.flatMap((s) => state.hands[s]!), ...(state.stock ?? [])];
  const sizes = [...others.map((s) => state.hands[s]!.length), (state.stock ?? []).length];
  const out: string[] = [];
  const bins: string[][] = sizes.map(() => []);
  const rec = (i: number) => {
    if (i === unseen.length) {
      const hands: string[][] = [];
      hands[me] = state.hands[me]!;
      others.forEach((s, b) => (hands[s] = bins[b]!));
      if (consistentWithHistory(state, hands, followSuitOf)) out.push(dealKey(hands, bins.at(-1)!));
      return;
    }
    bins.forEach((bin, b) => {
      if (bin.length < sizes[b]!) {
        bin.push(unseen[i]!);
        rec(i + 1);
        bin.pop();
      }
    });
  };
  rec(0);
  return out;
}

/** A canonical key of a deal. */
export function dealKey(hands: string[][], stock: string[] = []): string {
  return [...hands, stock].map((h) => [...h].sort().join(',')).join('|');
}

/**
 * Samples `perDeal` × (number of consistent deals) times and asserts every
 * sample is one of them and the frequencies pass a chi-square test of
 * uniformity (fixed seed, so deterministic).
 */
export function checkSamplerUniform(deals: string[], sample: SampleFn, seed: string, perDeal = 200) {
  const counts = new Map(deals.map((k) => [k, 0]));
  const rng = seededRandom(seed);
  for (let i = 0; i < perDeal * deals.length; i++) {
    const { hands, stock } = sample(rng);
    const k = dealKey(hands, stock);
    assert.ok(counts.has(k), `an inconsistent deal was sampled: ${k}`);
    counts.set(k, counts.get(k)! + 1);
  }
  const p = uniformP([...counts.values()]);
  assert.ok(p > 0.01, `chi-square p ${p.toExponential(2)} over ${deals.length} deals`);
}
