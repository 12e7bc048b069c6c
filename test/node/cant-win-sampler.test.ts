// The Can't Win sampler: every sampled deal is consistent with the seat's
// view, and deals are uniform over all consistent ones (issue 4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jStat from 'jstat';
import { seededRandom } from '../../src/games/common/random.js';
import { seatView } from '../../src/games/common/view.js';
import { suitOf } from '../../src/games/common/cards.js';
import { bid, chooseTile, legalMoves, newGame, playCard, type CantWinState } from '../../src/games/cant-win/rules.js';
import { cantWinSampler } from '../../src/games/cant-win/sampler.js';

const shuffleWith = (rng: () => number) => <T>(xs: T[]): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/** A seeded round-1 state after `plays` random legal moves. */
function midRound(seed: string, numPlayers: number, moves: number): CantWinState {
  const rng = seededRandom(seed);
  const shuffle = shuffleWith(rng);
  const s = newGame({ numPlayers, dealer: '0', shuffle });
  for (let i = 0; i < moves && s.round === 1; i++) {
    const legal = legalMoves(s, s.toAct!);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const seat = s.toAct!;
    if (m.move === 'playCard') playCard(s, seat, m.args[0], shuffle);
    else if (m.move === 'bid') bid(s, seat, m.args[0]);
    else chooseTile(s, seat, m.args[0]);
  }
  return s;
}

/** Is `hands` consistent with what every seat publicly did? Checked from the plays, independently of knownVoids. */
function consistentWithHistory(s: CantWinState, hands: string[][]): boolean {
  const tricks = s.trick ? [...s.tricks, s.trick] : s.tricks;
  for (const t of tricks) {
    if (t.plays.length === 0) continue;
    const lead = suitOf(t.plays[0]!.card);
    for (const p of t.plays.slice(1)) {
      if (suitOf(p.card) !== lead && hands[Number(p.seat)]!.some((c) => suitOf(c) === lead)) return false;
    }
  }
  return true;
}

describe("Can't Win sampler", () => {
  it('every sampled deal is consistent: own hand kept, sizes, unplayed cards only, voids respected', () => {
    for (let g = 0; g < 60; g++) {
      const numPlayers = 3 + (g % 2);
      const s = midRound(`sampler/${g}`, numPlayers, 2 * numPlayers + (g * 7) % 40);
      const seat = String(g % numPlayers);
      const view = seatView(s, seat);
      const sampler = cantWinSampler(view, seat);
      const rng = seededRandom(`sampler-rng/${g}`);
      const truth = new Set(s.hands.flat());
      for (let i = 0; i < 50; i++) {
        const hands = sampler.sample(rng);
        assert.deepEqual(hands[Number(seat)], s.hands[Number(seat)]);
        assert.deepEqual(hands.map((h) => h.length), s.hands.map((h) => h.length));
        assert.deepEqual(new Set(hands.flat()), truth, 'the unseen cards are exactly the unplayed ones');
        assert.ok(consistentWithHistory(s, hands), `game ${g}: a void was broken`);
      }
    }
  });

  it('samples uniformly over the consistent deals of a late-round view (chi-square)', () => {
    // A 4-player state with 2 cards left in each hand: seat 0's view leaves 6 unseen cards for
    // 3 seats. Find a seeded state where voids constrain the deal.
    let s: CantWinState | undefined;
    for (let g = 0; g < 200 && !s; g++) {
      const cand = midRound(`uniform/${g}`, 4, 8 + 40);
      const all: string[][][] = [];
      enumerate(cand, all);
      if (all.length > 4 && all.length < 90) s = cand;
    }
    assert.ok(s, 'found a constrained late-round state');
    const deals: string[][][] = [];
    enumerate(s, deals);
    const key = (h: string[][]) => h.map((x) => [...x].sort().join(',')).join('|');
    const counts = new Map(deals.map((d) => [key(d), 0]));
    const sampler = cantWinSampler(seatView(s, '0'), '0');
    assert.equal(Math.round(Math.exp(sampler.logCount)), deals.length);
    const rng = seededRandom('uniform-draws');
    const n = 200 * deals.length;
    for (let i = 0; i < n; i++) {
      const k = key(sampler.sample(rng));
      assert.ok(counts.has(k), 'an inconsistent deal was sampled');
      counts.set(k, counts.get(k)! + 1);
    }
    const chi2 = [...counts.values()].reduce((t, c) => t + (c - 200) ** 2 / 200, 0);
    const p = 1 - jStat.chisquare.cdf(chi2, deals.length - 1);
    assert.ok(p > 0.01, `chi2 ${chi2.toFixed(1)} over ${deals.length} deals, p ${p.toExponential(2)}`);
  });
});

/** Brute force: every deal of seat 0's unseen cards to seats 1–3 consistent with the history. */
function enumerate(s: CantWinState, out: string[][][]) {
  const unseen = [1, 2, 3].flatMap((seat) => s.hands[seat]!);
  const sizes = [1, 2, 3].map((seat) => s.hands[seat]!.length);
  const rec = (i: number, hands: string[][]) => {
    if (i === unseen.length) {
      const full = [[...s.hands[0]!], ...hands.map((h) => [...h])];
      if (consistentWithHistory(s, full)) out.push(full);
      return;
    }
    hands.forEach((h, b) => {
      if (h.length < sizes[b]!) {
        h.push(unseen[i]!);
        rec(i + 1, hands);
        h.pop();
      }
    });
  };
  if (s.stage === 'play') rec(0, [[], [], []]);
}
