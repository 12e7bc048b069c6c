// The ismcts bot (issue 4): fair (decides from the seat's view only), legal,
// deterministic per seed, and the oracle differs only in seeing the cards.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPlayer } from '../../src/bots/registry.js';
import { decide } from '../../src/bots/ismcts-bot.js';
import { MAX_PLAYOUT_MOVES, search, type SearchPosition, type SearchSimulator } from '../../src/bots/ismcts.js';
import { cantWinSearch } from '../../src/games/cant-win/search.js';
import { instinctSearch } from '../../src/games/instinct/search.js';
import { youSuckSearch } from '../../src/games/you-suck/search.js';

/** Each game's search simulator (its playout policy is tested on hand-built positions). */
const cantWinGame = cantWinSearch.simulator;
const instinctGame = instinctSearch.simulator;
import * as cwSim from '../../src/games/cant-win/sim.js';
import type { CwSim } from '../../src/games/cant-win/sim.js';
import * as inSim from '../../src/games/instinct/sim.js';
import type { InSim } from '../../src/games/instinct/sim.js';
import { cantWin } from '../../src/games/cant-win/index.js';
import { cantWinBots } from '../../src/games/cant-win/bots.js';
import * as cw from '../../src/games/cant-win/rules.js';
import { cantWinSampling } from '../../src/games/cant-win/sampler.js';
import { trickSampler } from '../../src/games/common/trick-sampler.js';
import { instinct } from '../../src/games/instinct/index.js';
import * as inst from '../../src/games/instinct/rules.js';
import { INSTINCT_SAMPLING } from '../../src/games/instinct/sampler.js';
import { seededRandom } from '../../src/games/common/random.js';
import { seatView } from '../../src/games/common/view.js';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';
import { youSuck } from '../../src/games/you-suck/index.js';
import * as ys from '../../src/games/you-suck/rules.js';
import { redealHidden } from './you-suck-positions.js';
import { randomRound } from './search-helpers.js';
import { getGame } from '../../src/games/registry.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import { SIM_PLAY } from '../../src/games/common/trick-sim.js';
import { harnessSetupData, openTable, playGame } from '../../src/harness/index.js';
import { searchesOpenLoop, type GameSearch } from '../../src/bots/game-search.js';

type AnyState = { toAct: string | null; hands: string[][]; stock?: string[] };

/**
 * For seeded mid-round states: re-deal the hidden cards consistently with the
 * seat's view, and check ismcts (same seed) picks the same move for both.
 * @returns how many positions differed in their hidden cards
 */
async function checkFair(
  game: GameDescriptor<any>,
  states: AnyState[],
  redeal: (state: any, seat: string, rng: () => number) => AnyState,
): Promise<number> {
  let differing = 0;
  for (const [i, state] of states.entries()) {
    const seat = state.toAct!;
    const other = redeal(state, seat, seededRandom(`redeal/${i}`));
    if (JSON.stringify(other.hands) !== JSON.stringify(state.hands)) differing++;
    const a = createPlayer(
      game,
      await game.bots.load(),
      { name: 'ismcts', level: 'easy' },
      { seed: `fair/${i}`, numPlayers: state.hands.length },
    );
    const b = createPlayer(
      game,
      await game.bots.load(),
      { name: 'ismcts', level: 'easy' },
      { seed: `fair/${i}`, numPlayers: state.hands.length },
    );
    const ma = await a.decide({ G: state, ctx: {} }, seat);
    const mb = await b.decide({ G: other, ctx: {} }, seat);
    assert.deepEqual(mb, ma, `state ${i}: same view, different hidden cards, different move`);
  }
  return differing;
}

describe('ismcts fairness (BOTS.md): same view and seed, different hidden cards → same move', () => {
  it("Can't Win, 40 positions across laps and play", async () => {
    const states = Array.from(
      { length: 40 },
      (_, g) =>
        randomRound(
          cw as never,
          (shuffle: any) => cw.newGame({ numPlayers: 4, dealer: String(g % 4), shuffle }),
          `cw-fair/${g}`,
          (g * 5) % 50,
        ).state as AnyState,
    );
    const differing = await checkFair(cantWin, states, (s: cw.CantWinState, seat, rng) => ({
      ...s,
      hands: trickSampler(seatView(s, seat), seat, cantWinSampling(s.numPlayers)).sample(rng).hands,
    }));
    assert.ok(differing >= 35, `${differing} of 40 positions had other hidden cards`);
  });
  it('Instinct, 40 positions at 3–6 players', async () => {
    const states = Array.from(
      { length: 40 },
      (_, g) =>
        randomRound(
          inst as never,
          (shuffle: any) => inst.newGame({ numPlayers: 3 + (g % 4), dealer: '0', shuffle }),
          `in-fair/${g}`,
          (g * 7) % 40,
        ).state as AnyState,
    );
    const differing = await checkFair(instinct, states, (s: inst.InstinctState, seat, rng) => ({
      ...s,
      ...trickSampler(seatView(s, seat, ['stock']), seat, INSTINCT_SAMPLING).sample(rng),
    }));
    assert.ok(differing >= 35, `${differing} of 40 positions had other hidden cards`);
  });
  it('You Suck, 40 positions at 3–6 players, from the powers to the last plays', async () => {
    const states = Array.from(
      { length: 40 },
      (_, g) =>
        randomRound(
          ys as never,
          (shuffle: any) => ys.newGame({ numPlayers: 3 + (g % 4), dealer: '0', shuffle }),
          `ys-fair/${g}`,
          (g * 11) % (7 * (3 + (g % 4))),
        ).state as AnyState,
    );
    const differing = await checkFair(youSuck, states, (s: ys.YouSuckState, seat, rng) => redealHidden(s, seat, rng));
    // before the deal every hand is empty: only the undealt cards differ
    assert.ok(differing >= 30, `${differing} of 40 positions had other hidden cards`);
  });
});

describe('ismcts search', () => {
  it('the same seed gives the same search; the root visits add up to the iterations', () => {
    const s = cw.newGame({ numPlayers: 4, dealer: '0', deal: colourDeal(), shuffle: (x) => x });
    const run = () =>
      search(
        cantWinSearch.simulator,
        cantWinSearch.position(seatView(s, '0'), '0', false),
        { iterations: 400 },
        seededRandom(5),
      );
    const a = run();
    assert.deepEqual(run(), a);
    assert.equal(a.iterations, 400);
    assert.equal(
      [...a.visits.values()].reduce((x, y) => x + y, 0),
      400,
    );
    // at the first lap turn: 5 tiles and bids 0–12 are all tried
    assert.equal(a.visits.size, 18);
  });

  it('a time budget searches until the time is up and reports its iterations', () => {
    const s = cw.newGame({ numPlayers: 4, dealer: '0', deal: colourDeal(), shuffle: (x) => x });
    const r = search(
      cantWinSearch.simulator,
      cantWinSearch.position(seatView(s, '0'), '0', false),
      { timeMs: 30 },
      seededRandom(2),
    );
    assert.ok(r.iterations > 10, `${r.iterations} iterations in 30 ms`);
  });
});

describe('ismcts search: a broken simulator is an error, not a hang', () => {
  // One seat moves twice (0 or 1), then the horizon ends; each case breaks one part of that.
  type Steps = { moves: number[] };
  const game = (broken: { legalAfter?: number; endless?: boolean }): SearchSimulator<Steps> => ({
    toAct: (s) => (broken.endless || s.moves.length < 2 ? 0 : -1),
    legal: (s, out) => {
      out.length = 0;
      if (broken.legalAfter === undefined || s.moves.length < broken.legalAfter) out.push(0, 1);
      return out;
    },
    apply: (s, m) => void s.moves.push(m),
    playout: () => 0,
  });
  const position: SearchPosition<Steps> = { sample: () => ({ moves: [] }), rewards: () => [0.5] };

  // Without the guard both cases loop for ever: the timeout turns a regression into a failure.
  it('a seat to move with no legal move in a sampled deal throws, naming the seat', { timeout: 60_000 }, () => {
    assert.throws(
      () => search(game({ legalAfter: 1 }), position, { iterations: 50 }, seededRandom(1)),
      /ismcts: seat 0 is to move in a sampled deal with no legal move/,
    );
    assert.throws(
      () => search(game({ legalAfter: 0 }), position, { iterations: 50 }, seededRandom(1)),
      /ismcts: seat 0 is to move in a sampled deal with no legal move/,
    );
  });

  it(`a playout that runs ${MAX_PLAYOUT_MOVES} moves without ending throws`, { timeout: 60_000 }, () => {
    assert.throws(
      () => search(game({ endless: true }), position, { iterations: 5 }, seededRandom(1)),
      new RegExp(`ismcts: a playout ran ${MAX_PLAYOUT_MOVES} moves without ending`),
    );
  });

  // Two seats alternate, two moves each. Seat 1 has no legal move when broken: its `legal` is empty and its
  // playout returns -1, as a game's playout does with no card to play (SearchSimulator.playout).
  type Turns = { moves: number[] };
  const turns = (broken: boolean): SearchSimulator<Turns> => ({
    toAct: (s) => (s.moves.length < 4 ? s.moves.length % 2 : -1),
    legal: (s, out) => {
      out.length = 0;
      if (!broken || s.moves.length % 2 === 0) out.push(0, 1);
      return out;
    },
    apply: (s, m) => void s.moves.push(m),
    playout: (s) => (broken && s.moves.length % 2 === 1 ? -1 : 0),
  });
  const turnsAt: SearchPosition<Turns> = { sample: () => ({ moves: [] }), rewards: () => [0.5, 0.5] };

  // Without the guard the move -1 was applied and the round went on as if seat 1 had played.
  for (const openLoop of [false, true]) {
    it(`another seat with no legal move in ${openLoop ? 'an open-loop tree' : 'a playout'} throws, naming the seat`, () => {
      assert.throws(
        () => search(turns(true), turnsAt, { iterations: 20, openLoop }, seededRandom(1)),
        /ismcts: seat 1 is to move in a playout with no legal move/,
      );
      assert.equal(search(turns(false), turnsAt, { iterations: 20, openLoop }, seededRandom(1)).iterations, 20);
    });
  }

  // The contract the guard reads (SearchSimulator.playout): with its hand emptied in a true deal of trick play, the
  // seat to act has no legal move (or only the Hermit's draw, which the policy may give), and every game's
  // playout gives no move then, never a card it does not hold.
  it("each game's playout gives no move, -1 or undefined, to a seat with no legal move", async () => {
    for (const id of ['cant-win', 'instinct', 'you-suck', 'tricktakers']) {
      const game = getGame(id);
      const gameSearch = (await game.bots.load()).search as GameSearch<{ stage: number; n: number; hands: Int32Array }>;
      const sim0 = gameSearch.simulator;
      const seed = `no-card/${id}`;
      const { record } = await playGame({ game, numPlayers: 4, seats: new Array(4).fill('random'), seed });
      const table = openTable(game, 4, seed, harnessSetupData(game, {}));
      let empty = 0;
      for (const m of record.moves) {
        const { G, ctx } = table.state;
        const seat = seatsToMove(ctx)[0];
        const inPlay = (G as { stage: string }).stage === 'play' && seat !== undefined;
        // The oracle's position: its sample is the true deal.
        const sim = inPlay ? gameSearch.position(G, seat, true).sample(seededRandom(seed)) : null;
        if (sim && sim.stage === SIM_PLAY) {
          const toAct = sim0.toAct(sim);
          const masks = sim.hands.length / sim.n;
          sim.hands.fill(0, toAct * masks, (toAct + 1) * masks);
          const legal = [...sim0.legal(sim, [])];
          for (let k = 0; k < 30; k++) {
            const move = sim0.playout(sim, seededRandom(`${seed}/${empty}/${k}`));
            if (legal.length === 0) assert.ok(!(move >= 0), `${id}: move ${move} with no legal move`);
            else assert.ok(legal.includes(move), `${id}: move ${move} not in ${legal}`);
          }
          if (legal.length === 0) empty++;
        }
        if (empty === 8) break;
        table.apply(m.seat, m.move, m.args);
      }
      assert.equal(empty, 8, `${id}: positions with no legal move checked`);
    }
  });

  it('the same two-move game, unbroken, searches to its end', () => {
    const r = search(game({}), position, { iterations: 50 }, seededRandom(1));
    assert.equal(r.iterations, 50);
    assert.deepEqual([...r.visits.keys()], [0, 1]);
  });
});

describe('ismcts search tree (flat arrays, reused from search to search)', () => {
  // Seat 0 picks a digit four times; only the first matters: 7 is worth 0.75, the rest 0.5. The tree can hold
  // 1 + 10 + 100 + 1,000 + 10,000 nodes; 6,000 iterations with a wide exploration (8) add one each, so they
  // grow it past its first 4,096 (a growth that lost the nodes would leave the root's children unreachable).
  type Digits = { picks: number[] };
  const digits: SearchSimulator<Digits> = {
    toAct: (s) => (s.picks.length < 4 ? 0 : -1),
    legal: (_s, out) => {
      out.length = 0;
      for (let d = 0; d < 10; d++) out.push(d);
      return out;
    },
    apply: (s, m) => void s.picks.push(m),
    playout: (_s, rng) => Math.floor(rng() * 10),
  };
  const position = (inner?: () => void): SearchPosition<Digits> => ({
    sample: () => {
      inner?.();
      return { picks: [] };
    },
    rewards: (s) => [s.picks[0] === 7 ? 0.75 : 0.5],
  });

  it('a search larger than the first tree grows it: the best move, and every iteration counted', () => {
    const r = search(digits, position(), { iterations: 6000, exploration: 8 }, seededRandom(3));
    assert.equal(r.move, 7);
    assert.equal(r.iterations, 6000);
    assert.deepEqual([...r.visits.keys()], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(
      [...r.visits.values()].reduce((x, y) => x + y, 0),
      6000,
    );
    assert.equal(r.value, 0.75); // exact: a sum of 0.75s
  });

  it('a search leaves nothing behind for the next, and one nested in another gets a tree of its own', () => {
    const first = search(digits, position(), { iterations: 500 }, seededRandom(4));
    search(digits, position(), { iterations: 6000 }, seededRandom(5)); // a bigger tree in between
    assert.deepEqual(search(digits, position(), { iterations: 500 }, seededRandom(4)), first);
    let inner = 0;
    const nested = search(
      digits,
      position(() => {
        if (inner++ < 3) search(digits, position(), { iterations: 200 }, seededRandom(6));
      }),
      { iterations: 500 },
      seededRandom(4),
    );
    assert.equal(inner, 500);
    assert.deepEqual(nested, first);
  });
});

describe('ismcts search: open loop (GameSearch.openLoop)', () => {
  // Seat 0 says 0 or 1, then seat 1 says 0 or 1; seat 0 scores 1 when they match, seat 1 when they do not.
  // Seat 1's policy always says 0 (as a policy that reads its own cards would, whatever the tree has learnt).
  type Says = { said: number[] };
  const matching: SearchSimulator<Says> = {
    toAct: (s) => (s.said.length < 2 ? s.said.length : -1),
    legal: (_s, out) => {
      out.length = 0;
      out.push(0, 1);
      return out;
    },
    apply: (s, m) => void s.said.push(m),
    playout: () => 0,
  };
  const position: SearchPosition<Says> = {
    sample: () => ({ said: [] }),
    rewards: (s) => (s.said[0] === s.said[1] ? [1, 0] : [0, 1]),
  };

  it('open, the other seat moves by its policy in the tree: seat 0 says 0 and always scores', () => {
    const r = search(matching, position, { iterations: 400, openLoop: true }, seededRandom(2));
    assert.equal(r.move, 0);
    assert.equal(r.value, 1); // exact: every playout through 0 matched
    // Only seat 0's moves are nodes: through 1 it never scores, so 1 is tried and left.
    assert.ok(r.visits.get(0)! > 390, `visits ${[...r.visits]}`);
  });

  it('closed (the default), the other seat answers in the tree and learns to differ: neither move scores', () => {
    const r = search(matching, position, { iterations: 400 }, seededRandom(2));
    assert.ok(r.value < 0.25, `value ${r.value}`);
  });

  it("decide() runs Can't Win's search open loop, for ismcts and the oracle alike; You Suck's oracle closed", () => {
    assert.equal(cantWinSearch.openLoop, true);
    // Can't Win's search with the toy game in place of its simulator and position.
    const toy = {
      ...cantWinSearch,
      simulator: matching,
      position: () => position,
      toGame: (m: number) => ({ move: 'say', args: [m] }),
    } as unknown as typeof cantWinSearch;
    const legal = [0, 1].map((m) => ({ move: 'say', args: [m] }));
    const budget = { iterations: 400 };
    for (const oracle of [false, true]) {
      const r = decide(toy, {}, '0', legal, { oracle, budget, rng: seededRandom(2) });
      assert.deepEqual(r.move, { move: 'say', args: [0] });
      assert.equal(r.search!.value, 1);
    }
    // You Suck's oracle keeps the closed loop; its ismcts searches open loop below 6 players, closed at 6.
    assert.deepEqual(
      [3, 4, 5, 6].map((numPlayers) => searchesOpenLoop(youSuckSearch, { numPlayers })),
      [true, true, true, false],
    );
    const ysOracle = decide({ ...toy, closedLoopOracle: true }, {}, '0', legal, {
      oracle: true,
      budget,
      rng: seededRandom(2),
    });
    assert.ok(ysOracle.search!.value < 0.25, `value ${ysOracle.search!.value}`);
    // Without it, closed.
    const closed = decide({ ...toy, openLoop: undefined }, {}, '0', legal, {
      oracle: false,
      budget,
      rng: seededRandom(2),
    });
    assert.ok(closed.search!.value < 0.25, `value ${closed.search!.value}`);
  });
});

describe('oracle', () => {
  it('sees the full state: the registry seats it with sees = all', () => {
    const p = createPlayer(cantWin, cantWinBots, { name: 'oracle' }, { seed: 'o', numPlayers: 4 });
    assert.equal(p.sees, 'all');
    assert.equal(createPlayer(cantWin, cantWinBots, { name: 'ismcts' }, { seed: 'o', numPlayers: 4 }).sees, 'seat');
  });
});

function colourDeal(): string[][] {
  return ['turquoise', 'pink', 'purple', 'yellow'].map((c) => Array.from({ length: 12 }, (_, i) => `${c}-${i + 1}`));
}

describe('playout policies (the search hot path, found from hand masks)', () => {
  const mid = () => 0.5; // never the 3% random move
  const mask = (...ranks: number[]) => ranks.reduce((m, r) => m | (1 << (r - 1)), 0);

  /** A Can't Win play-stage sim, 4 players, seat 1 to act after seat 0 led `lead`. */
  function cwFollow(hand: Record<number, number>, tile: number, bid: number, lead: number): CwSim {
    const hands = new Int32Array(16);
    for (const [colour, m] of Object.entries(hand)) hands[4 + Number(colour)] = m;
    return {
      n: 4,
      stage: 1,
      dealer: 0,
      lapTurn: 8,
      toAct: 1,
      hands,
      tiles: Int8Array.from([3, tile, 1, 2]),
      bids: Int8Array.from([1, bid, 1, 1]),
      bidTokens: 14,
      startMarker: 0,
      trickSeats: Int8Array.from([0, 0, 0, 0]),
      trickCards: Int8Array.from([lead, 0, 0, 0]),
      trickSideways: new Uint8Array(4),
      trickLen: 1,
      tricksWon: new Int8Array(4),
      tricksDone: 0,
    };
  }

  it("Can't Win: short of the bid, the cheapest winner; at it, the highest card that loses (CW-9)", () => {
    // purple (colour 2) 5 led; seat 1 holds purple 3, 7, 10 and turquoise 2, so must follow purple (CW-8)
    const sim = cwFollow({ 0: mask(2), 2: mask(3, 7, 10) }, 0, 2, 2 * 12 + 4);
    assert.equal(cantWinGame.playout(sim, mid), 2 * 12 + 6); // purple 7
    sim.bids[1] = 0;
    assert.equal(cantWinGame.playout(sim, mid), 2 * 12 + 2); // purple 3
  });

  it("Can't Win: short of the bid, the cheapest card that no later seat's cards beat; with none, the cheapest winner (CW-7, CW-9)", () => {
    // purple 5 led; seat 1 holds purple 3, 7, 10. Seat 3 (tile item-ban) holds purple 9 and 2: purple 10 is the
    // cheapest that wins whatever seats 2 and 3 play (purple 7 wins now, and loses to the 9).
    const sim = cwFollow({ 2: mask(3, 7, 10) }, 0, 2, 2 * 12 + 4);
    sim.hands[3 * 4 + 2] = mask(2, 9);
    assert.equal(cantWinGame.playout(sim, mid), 2 * 12 + 9); // purple 10
    // Seat 3 holds purple 11 too: no card of seat 1 is sure, so the cheapest that wins now.
    sim.hands[3 * 4 + 2] = mask(2, 9, 11);
    assert.equal(cantWinGame.playout(sim, mid), 2 * 12 + 6); // purple 7
    // Seat 3 void in purple, holding turquoise 1, a trump (CW-9): it beats any purple, so again purple 7.
    sim.hands[3 * 4 + 2] = 0;
    sim.hands[3 * 4 + 0] = mask(1);
    assert.equal(cantWinGame.playout(sim, mid), 2 * 12 + 6);
    // Seat 3 holds purple 9 again; seat 2 holds purple 12, but its tile (spell-ban) turns purple sideways (CW-7), so
    // it beats no upright purple: purple 10 is sure. Read upright, the 12 would leave no sure card (purple 7).
    sim.hands[3 * 4 + 0] = 0;
    sim.hands[3 * 4 + 2] = mask(9);
    sim.hands[2 * 4 + 2] = mask(12);
    assert.equal(cantWinGame.playout(sim, mid), 2 * 12 + 9); // purple 10
  });

  it("Can't Win: a sideways card never wins, an upright off colour loses to the lead, a trump wins (CW-7, CW-9)", () => {
    // void in purple; revive-ban (tile 0) turns pink sideways; holds pink 12, yellow 4, turquoise 2
    const sim = cwFollow({ 0: mask(2), 1: mask(12), 3: mask(4) }, 0, 2, 2 * 12 + 4);
    assert.equal(cantWinGame.playout(sim, mid), 1); // turquoise 2: the only winner
    sim.bids[1] = 0;
    assert.equal(cantWinGame.playout(sim, mid), 3 * 12 + 3); // yellow 4 (upright, loses) above sideways pink 12
  });

  /** A Can't Win laps sim, 4 players, seat 1 to act holding `hand`, with tiles `tiles` taken so far. */
  function cwLaps(hand: Record<number, number>, tiles: number[], lapTurn: number): CwSim {
    const hands = new Int32Array(16);
    for (const [colour, m] of Object.entries(hand)) hands[4 + Number(colour)] = m;
    return {
      n: 4,
      stage: 0,
      dealer: 0,
      lapTurn,
      toAct: 1,
      hands,
      tiles: Int8Array.from(tiles),
      bids: Int8Array.from([-1, -1, -1, -1]),
      bidTokens: 18,
      startMarker: -1,
      trickSeats: new Int8Array(4),
      trickCards: new Int8Array(4),
      trickSideways: new Uint8Array(4),
      trickLen: 0,
      tricksWon: new Int8Array(4),
      tricksDone: 0,
    };
  }

  it("Can't Win laps: a tile first; the weakest when it leaves the hand under 0.75, else the strongest (CW-4, CW-7)", () => {
    // turquoise 11 (0.9) and pink 12 (0.7): no-xp (tile 4) turns the odd turquoise 11 sideways, leaving 0.7
    const weak = cwLaps({ 0: mask(11), 1: mask(12), 2: mask(1, 2, 3) }, [3, -1, -1, -1], 1);
    assert.equal(cantWinGame.playout(weak, mid), cwSim.TILE_MOVE + 4);
    // with turquoise 10 and 12 too, no-xp still leaves 2.5: take the strongest, spell-ban (tile 1, 3.4; the first of the ties)
    const strong = cwLaps({ 0: mask(10, 11, 12), 1: mask(12), 2: mask(1, 2, 3) }, [3, -1, -1, -1], 1);
    assert.equal(cantWinGame.playout(strong, mid), cwSim.TILE_MOVE + 1);
  });

  it("Can't Win laps: the bid model's bid, from the strength left under the seat's tile (CW-5)", () => {
    // strength 0.7 under no-xp: bids 0 (zero chance 0.858 > the draw 0.5)
    const weak = cwLaps({ 0: mask(11), 1: mask(12), 2: mask(1, 2, 3) }, [3, 4, 1, 2], 5);
    assert.equal(cantWinGame.playout(weak, mid), cwSim.BID_MOVE);
    // strength 3.4 under spell-ban: round(1.87 + 0.89 × 3.4) = round(4.90) = 5
    const strong = cwLaps({ 0: mask(10, 11, 12), 1: mask(12), 2: mask(1, 2, 3) }, [3, 1, 4, 2], 5);
    assert.equal(cantWinGame.playout(strong, mid), cwSim.BID_MOVE + 5);
  });

  it("Instinct bids: drawn from the bid model's row for the hand (IN-3)", () => {
    const bidding = (hand: number[]): InSim => {
      const sim = inFollow(1, hand, -1, []);
      sim.stage = 0;
      sim.bids.fill(-1);
      return sim;
    };
    // nothing of weight: row 0, always 0
    assert.equal(instinctGame.playout(bidding([mask(1, 2, 3), mask(4), 0, 0, 0, 0]), mid), inSim.BID_MOVE);
    // three trumps and a 12: 3 × 2.06 + 1.05 = 7.23, row 7 [0, 0, 0, 0, 0.24, 0, 0.74, …]; the draw 0.5 lands on 6
    assert.equal(instinctGame.playout(bidding([mask(12), 0, 0, 0, 0, mask(1, 2, 3)]), mid), inSim.BID_MOVE + 6);
    // two trumps: 4.12, row 4 [0.11, 0.18, 0.19, 0.13, …]; 0.5 lands on 3
    assert.equal(instinctGame.playout(bidding([mask(2), 0, 0, 0, 0, mask(1, 2)]), mid), inSim.BID_MOVE + 3);
  });

  /** An Instinct play-stage sim, 4 players, seat `seat` to act after `plays`. */
  function inFollow(seat: number, hand: number[], bid: number, plays: number[]): InSim {
    const hands = new Int32Array(24);
    hand.forEach((m, i) => (hands[seat * 6 + i] = m));
    const bids = Int8Array.from([1, 1, 1, 1]);
    bids[seat] = bid;
    return {
      n: 4,
      stage: 1,
      dealer: 0,
      toAct: seat,
      hands,
      bids,
      trickSeats: Int8Array.from([0, 1, 2, 3]),
      trickCards: Int8Array.from([...plays, 0, 0, 0, 0].slice(0, 4)),
      trickLen: plays.length,
      tricksWon: new Int8Array(4),
      tricksDone: 0,
    };
  }

  it('Instinct: must follow, cheapest winner when short, lowest when at the bid (IN-5, IN-6)', () => {
    // black 5 led; seat 1 holds black 3, 8, 11 and a trump
    const sim = inFollow(1, [mask(3, 8, 11), 0, 0, 0, 0, mask(1)], 2, [4]);
    assert.equal(instinctGame.playout(sim, mid), 7); // black 8
    sim.bids[1] = 0;
    assert.equal(instinctGame.playout(sim, mid), 2); // black 3
  });

  it('Instinct: after a trump, only a later trump wins (IN-6)', () => {
    // black 5 led, seat 1 trumped; seat 2 has no black: blue 9 and trump 3
    const sim = inFollow(2, [0, mask(9), 0, 0, 0, mask(3)], 2, [4, 60]);
    assert.equal(instinctGame.playout(sim, mid), 62); // trump 3 wins as the last trump
    sim.bids[2] = 0;
    assert.equal(instinctGame.playout(sim, mid), 12 + 8); // blue 9 loses
  });

  it('Instinct: leading at the bid, the lowest suit card; short of it, the highest', () => {
    const sim = inFollow(0, [mask(2, 11), mask(7), 0, 0, 0, mask(1)], 1, []);
    sim.tricksWon[0] = 1;
    assert.equal(instinctGame.playout(sim, mid), 1); // black 2
    sim.bids[0] = 2;
    assert.equal(instinctGame.playout(sim, mid), 10); // black 11
  });

  it('every playout move is legal, over 60 seeded rounds of each game from a random point', () => {
    type Sim = { stage: number };
    const check = (
      toSim: () => Sim,
      legal: (s: Sim) => number[],
      apply: (s: Sim, m: number) => void,
      playout: (s: Sim, rng: () => number) => number,
      seed: string,
    ) => {
      const sim = toSim();
      const rng = seededRandom(seed);
      let moves = 0;
      for (; sim.stage !== 2; moves++) {
        const m = playout(sim, rng);
        assert.ok(legal(sim).includes(m), `${seed}: move ${m} not in ${legal(sim)}`);
        apply(sim, m);
      }
      return moves;
    };
    let moves = 0;
    for (let r = 0; r < 60; r++) {
      const a = randomRound(
        cw as never,
        (shuffle) => cw.newGame({ numPlayers: 3 + (r % 2), dealer: '0', shuffle }),
        `cw-legal/${r}`,
        r % 40,
      ).state as cw.CantWinState;
      moves += check(
        () => cwSim.toSim(a, a.hands),
        (s) => cwSim.simLegal(s as CwSim),
        (s, m) => cwSim.simApply(s as CwSim, m),
        cantWinGame.playout as never,
        `cw/${r}`,
      );
      const b = randomRound(
        inst as never,
        (shuffle) => inst.newGame({ numPlayers: 3 + (r % 4), dealer: '0', shuffle }),
        `in-legal/${r}`,
        r % 40,
      ).state as inst.InstinctState;
      moves += check(
        () => inSim.toSim(b, b.hands),
        (s) => inSim.simLegal(s as InSim),
        (s, m) => inSim.simApply(s as InSim, m),
        instinctGame.playout as never,
        `in/${r}`,
      );
    }
    assert.ok(moves > 2000, `${moves} playout moves checked`);
  });
});
