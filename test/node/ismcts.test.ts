// The ismcts bot (issue 4): fair (decides from the seat's view only), legal,
// deterministic per seed, and the oracle differs only in seeing the cards.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPlayer } from '../../src/bots/registry.js';
import { search } from '../../src/bots/ismcts.js';
import { cantWinSearch } from '../../src/bots/cant-win-search.js';
import { cantWin } from '../../src/games/cant-win/index.js';
import * as cw from '../../src/games/cant-win/rules.js';
import { cantWinSampler } from '../../src/games/cant-win/sampler.js';
import { instinct } from '../../src/games/instinct/index.js';
import * as inst from '../../src/games/instinct/rules.js';
import { instinctSampler } from '../../src/games/instinct/sampler.js';
import { seededRandom } from '../../src/games/common/random.js';
import { seatView } from '../../src/games/common/view.js';
import { randomRound } from './search-helpers.js';

type AnyState = { toAct: string | null; hands: string[][]; stock?: string[] };

/**
 * For seeded mid-round states: re-deal the hidden cards consistently with the
 * seat's view, and check ismcts (same seed) picks the same move for both.
 * @returns how many positions differed in their hidden cards
 */
async function checkFair(
  game: typeof cantWin | typeof instinct,
  states: AnyState[],
  redeal: (state: any, seat: string, rng: () => number) => AnyState,
): Promise<number> {
  let differing = 0;
  for (const [i, state] of states.entries()) {
    const seat = state.toAct!;
    const other = redeal(state, seat, seededRandom(`redeal/${i}`));
    if (JSON.stringify(other.hands) !== JSON.stringify(state.hands)) differing++;
    const a = createPlayer(game, { name: 'ismcts', level: 'easy' }, { seed: `fair/${i}`, numPlayers: state.hands.length });
    const b = createPlayer(game, { name: 'ismcts', level: 'easy' }, { seed: `fair/${i}`, numPlayers: state.hands.length });
    const ma = await a.decide({ G: state, ctx: {} }, seat);
    const mb = await b.decide({ G: other, ctx: {} }, seat);
    assert.deepEqual(mb, ma, `state ${i}: same view, different hidden cards, different move`);
  }
  return differing;
}

describe('ismcts fairness (BOTS.md): same view and seed, different hidden cards → same move', () => {
  it("Can't Win, 40 positions across laps and play", async () => {
    const states = Array.from({ length: 40 }, (_, g) =>
      randomRound(cw as never, (shuffle: any) => cw.newGame({ numPlayers: 4, dealer: String(g % 4), shuffle }), `cw-fair/${g}`, (g * 5) % 50).state as AnyState,
    );
    const differing = await checkFair(cantWin, states, (s: cw.CantWinState, seat, rng) => ({
      ...s,
      hands: cantWinSampler(seatView(s, seat), seat).sample(rng),
    }));
    assert.ok(differing >= 35, `${differing} of 40 positions had other hidden cards`);
  });
  it('Instinct, 40 positions at 3–6 players', async () => {
    const states = Array.from({ length: 40 }, (_, g) =>
      randomRound(inst as never, (shuffle: any) => inst.newGame({ numPlayers: 3 + (g % 4), dealer: '0', shuffle }), `in-fair/${g}`, (g * 7) % 40).state as AnyState,
    );
    const differing = await checkFair(instinct, states, (s: inst.InstinctState, seat, rng) => ({
      ...s,
      ...instinctSampler(seatView(s, seat, ['stock']), seat).sample(rng),
    }));
    assert.ok(differing >= 35, `${differing} of 40 positions had other hidden cards`);
  });
});

describe('ismcts search', () => {
  it('the same seed gives the same search; the root visits add up to the iterations', () => {
    const s = cw.newGame({ numPlayers: 4, dealer: '0', deal: colourDeal(), shuffle: (x) => x });
    const run = () => search(cantWinSearch.game, cantWinSearch.position(seatView(s, '0'), '0', false), { iterations: 400 }, seededRandom(5));
    const a = run();
    assert.deepEqual(run(), a);
    assert.equal(a.iterations, 400);
    assert.equal([...a.visits.values()].reduce((x, y) => x + y, 0), 400);
    // at the first lap turn: 5 tiles and bids 0–12 are all tried
    assert.equal(a.visits.size, 18);
  });

  it('a time budget searches until the time is up and reports its iterations', () => {
    const s = cw.newGame({ numPlayers: 4, dealer: '0', deal: colourDeal(), shuffle: (x) => x });
    const r = search(cantWinSearch.game, cantWinSearch.position(seatView(s, '0'), '0', false), { timeMs: 30 }, seededRandom(2));
    assert.ok(r.iterations > 10, `${r.iterations} iterations in 30 ms`);
  });
});

describe('oracle', () => {
  it('sees the full state: the registry seats it with sees = all', () => {
    const p = createPlayer(cantWin, { name: 'oracle' }, { seed: 'o', numPlayers: 4 });
    assert.equal(p.sees, 'all');
    assert.equal(createPlayer(cantWin, { name: 'ismcts' }, { seed: 'o', numPlayers: 4 }).sees, 'seat');
  });
});

function colourDeal(): string[][] {
  return ['turquoise', 'pink', 'purple', 'yellow'].map((c) => Array.from({ length: 12 }, (_, i) => `${c}-${i + 1}`));
}
