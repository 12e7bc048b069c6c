/**
 * The bots' search speed against the machine's ceiling (issue 24, part 3),
 * measured side by side in one process:
 *
 * - **The ceiling**: a plain bitmask random playout, 4 seats × 12 cards of a
 *   48-card deck (4 suits × 12 ranks, one 12-bit mask a seat and suit), must
 *   follow suit, the highest card of the led suit wins and leads: a fresh
 *   shuffle and deal, then all 48 cards played. Nothing but integers, and its
 *   random numbers from the searches' own seeded stream
 *   (src/games/common/random.ts `seededRandom`), so both pay the same for them.
 * - Each game's simulator (src/games/<game>/search.ts) from mid-game trick-play
 *   states of one seeded game (bench/states.ts `midGameStates`), each sampled from
 *   the seat's `playerView` as a fair `ismcts` samples it: **random playouts**
 *   (a uniform legal move through `legal`), **policy playouts** (the game's
 *   `playout`), and the **full search** (`ismcts:normal`'s iterations through
 *   src/bots/ismcts.ts `search`).
 *
 * Unit: simulated moves (cards or choices played) a second, since a playout
 * from a mid-game state is shorter than the ceiling's 48 cards; each figure
 * also as a ratio to the ceiling's moves a second, run for half the time just
 * before and just after that state (their mean), since this shared machine's
 * speed drifts by half within a minute; a game's ratio is the median of its
 * states'. Every loop includes its deal (the ceiling's shuffle, the sampler's
 * world), and reads the clock once per batch of playouts (the ceiling's 256,
 * the games' 16), not once a playout.
 *
 * - **Decision time** of `ismcts:normal` and `ismcts:hard` where the game offers it (issue 24's bars:
 *   p95 ≤ 150 and ≤ 500 ms) at each game's largest player count: p50 and p95
 *   (ms) over the same searched decisions of one seeded game played by `rule` seats (a
 *   decision with one legal move, or one the game leaves to its rule policy, is
 *   not searched and not counted; TrickTakers' setup decisions, searched flat
 *   since issue 24, are not left to it, so they are counted).
 */
import { createPlayer } from '../src/bots/registry.js';
import { levelsIn, parseBotSpec } from '../src/bots/spec.js';
import { search, type SearchSimulator } from '../src/bots/ismcts.js';
import { ISMCTS_ITERATIONS } from '../src/bots/ismcts-bot.js';
import { searchesOpenLoop, type GameSearch } from '../src/bots/game-search.js';
import { seededRandom } from '../src/games/common/random.js';
import { getGame } from '../src/games/registry.js';
import { seatsToMove } from '../src/games/common/seats.js';
import { quantile } from '../src/harness/index.js';
import { MID_GAME_AT, gameStates, midGameStates, type BenchedGame } from './states.js';

/** One measured row, as bench/run.ts prints it. */
export interface SpeedRow {
  part: 'search';
  measure: string;
  result: string;
  detail: string;
}

const SEATS = 4;
/** Playouts between two reads of the clock ({@link rate}). */
const PLAYOUT_BATCH = 16;
const SUITS = 4;
const RANKS = 12;

/** The index of the `k`-th set bit of `mask` (0-based). */
function nthBit(mask: number, k: number): number {
  for (let m = mask; ; m &= m - 1) {
    if (k-- === 0) return 31 - Math.clz32(m & -m);
  }
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/**
 * The ceiling: bitmask random playouts for `ms` milliseconds.
 * @returns playouts, moves (48 a playout) and the milliseconds taken
 */
export function ceilingPlayouts(ms: number, seed = 1): { playouts: number; moves: number; ms: number } {
  const rng = seededRandom(seed);
  const deck = Array.from({ length: SUITS * RANKS }, (_, i) => i);
  const hands = new Int32Array(SEATS * SUITS);
  let playouts = 0;
  let sink = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let batch = 0; batch < 256; batch++) {
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        const t = deck[i]!;
        deck[i] = deck[j]!;
        deck[j] = t;
      }
      hands.fill(0);
      for (let i = 0; i < deck.length; i++) {
        const card = deck[i]!;
        const seat = (i / RANKS) | 0;
        hands[seat * SUITS + ((card / RANKS) | 0)]! |= 1 << (card % RANKS);
      }
      let leader = 0;
      for (let trick = 0; trick < RANKS; trick++) {
        let led = -1;
        let best = -1;
        let winner = leader;
        for (let k = 0; k < SEATS; k++) {
          const seat = (leader + k) % SEATS;
          const base = seat * SUITS;
          let suit: number;
          let rank: number;
          if (led >= 0 && hands[base + led] !== 0) {
            const m = hands[base + led]!;
            suit = led;
            rank = nthBit(m, Math.floor(rng() * bits(m)));
          } else {
            let total = 0;
            for (let s = 0; s < SUITS; s++) total += bits(hands[base + s]!);
            let pick = Math.floor(rng() * total);
            suit = 0;
            while (pick >= bits(hands[base + suit]!)) pick -= bits(hands[base + suit++]!);
            rank = nthBit(hands[base + suit]!, pick);
          }
          hands[base + suit]! &= ~(1 << rank);
          if (led < 0) led = suit;
          if (suit === led && rank > best) {
            best = rank;
            winner = seat;
          }
        }
        leader = winner;
        sink += winner;
      }
      playouts++;
    }
    now = performance.now();
  }
  if (sink < 0) throw new Error('unreachable');
  return { playouts, moves: playouts * SEATS * RANKS, ms: now - start };
}

/** Counts the simulator's applied moves (for the full search, whose loop is the search's own). */
function counting<Sim>(sim: SearchSimulator<Sim>, count: { moves: number }): SearchSimulator<Sim> {
  return {
    toAct: (s) => sim.toAct(s),
    legal: (s, out) => sim.legal(s, out),
    apply: (s, m) => {
      count.moves++;
      sim.apply(s, m);
    },
    playout: (s, rng) => sim.playout(s, rng),
  };
}

/**
 * Moves a second of `run` (one playout or search a call, returning its moves) over about `ms` milliseconds.
 * @param batch calls between two reads of the clock: 16 for playouts, so that, like the ceiling's loop (one read
 *   per 256 playouts), a playout of a few microseconds does not also pay for a clock read
 */
function rate(ms: number, run: () => number, batch = 1): { moves: number; calls: number; ms: number } {
  let moves = 0;
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < batch; k++) moves += run();
    calls += batch;
    now = performance.now();
  }
  return { moves, calls, ms: now - start };
}

const fmt = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * The rows: the ceiling, then per game its random, policy and search speed and its decision times.
 * @param opts.ms milliseconds each speed is measured for (a state), default 1000
 * @param opts.decisions searched decisions timed a game, default 40
 * @param opts.log progress lines
 */
export async function measureSearchSpeed(
  opts: { ms?: number; decisions?: number; only?: readonly string[]; log?: (line: string) => void } = {},
): Promise<SpeedRow[]> {
  const ms = opts.ms ?? 1000;
  const log = opts.log ?? (() => undefined);
  const rows: SpeedRow[] = [];
  // Warm the ceiling's code, then measure it three times before the games and three after: the ceiling is the
  // median of the six, so a drift in a shared machine's speed moves it no more than it moves the games.
  ceilingPlayouts(500);
  const ceilingRuns = () => [0, 1, 2].map(() => ceilingPlayouts(ms)).map((r) => r.playouts / (r.ms / 1000));
  const before = ceilingRuns();
  log(`search: ceiling ${before.map((x) => fmt(x)).join(', ')} playouts/s`);
  const games = (Object.keys(MID_GAME_AT) as BenchedGame[])
    .filter((id) => !opts.only?.length || opts.only.includes(id))
    .map((id) => ({ id, states: MID_GAME_AT[id] }));
  const measured: {
    g: (typeof games)[number];
    speeds: Record<'random' | 'policy' | 'search', number[]>;
    ceilings: number[];
  }[] = [];
  // Moves a second of the ceiling over `ms / 2`: run just before and just after each state, so each state's
  // ratio is to the machine's speed of that moment (a shared machine's speed drifts by half within a minute).
  const ceilingNow = () => {
    const r = ceilingPlayouts(ms / 2);
    return r.moves / (r.ms / 1000);
  };
  for (const g of games) {
    const game = getGame(g.id);
    const bots = await game.bots.load();
    const gameSearch = bots.search as GameSearch<unknown> | undefined;
    if (!gameSearch) continue;
    const states = await midGameStates(g.id);
    const speeds = { random: [] as number[], policy: [] as number[], search: [] as number[] };
    const ceilings: number[] = [];
    const out: number[] = [];
    for (const [i, state] of states.entries()) {
      const seat = seatsToMove(state.ctx)[0]!;
      const view = game.game.playerView
        ? game.game.playerView({ G: state.G, ctx: state.ctx, playerID: seat } as never)
        : state.G;
      const position = gameSearch.position(view, seat, false);
      const sim = gameSearch.simulator;
      const rng = seededRandom(1000 + i);
      const ceilingBefore = ceilingNow();
      const random = rate(
        ms,
        () => {
          const s = position.sample(rng);
          let n = 0;
          while (sim.toAct(s) >= 0) {
            sim.legal(s, out);
            sim.apply(s, out[Math.floor(rng() * out.length)]!);
            n++;
          }
          return n;
        },
        PLAYOUT_BATCH,
      );
      const policy = rate(
        ms,
        () => {
          const s = position.sample(rng);
          let n = 0;
          while (sim.toAct(s) >= 0) {
            sim.apply(s, sim.playout(s, rng));
            n++;
          }
          return n;
        },
        PLAYOUT_BATCH,
      );
      const count = { moves: 0 };
      const counted = counting(sim, count);
      const iterations = Math.round(ISMCTS_ITERATIONS.normal * (gameSearch.iterationShare ?? 1));
      const full = rate(ms, () => {
        count.moves = 0;
        search(counted, position, { iterations, openLoop: searchesOpenLoop(gameSearch, view) }, rng);
        return count.moves;
      });
      ceilings.push((ceilingBefore + ceilingNow()) / 2);
      speeds.random.push(random.moves / (random.ms / 1000));
      speeds.policy.push(policy.moves / (policy.ms / 1000));
      speeds.search.push(full.moves / (full.ms / 1000));
      log(
        `search: ${g.id} state ${i + 1}/${states.length}: random ${fmt(speeds.random.at(-1)! / 1000)}k, policy ${fmt(speeds.policy.at(-1)! / 1000)}k, search ${fmt(speeds.search.at(-1)! / 1000)}k moves/s (${fmt(random.moves / random.calls, 1)} moves a playout)`,
      );
    }
    measured.push({ g, speeds, ceilings });
  }
  const after = ceilingRuns();
  const playouts = quantile([...before, ...after], 0.5);
  const ceiling = playouts * SEATS * RANKS;
  for (const { g, speeds, ceilings } of measured) {
    for (const kind of ['random', 'policy', 'search'] as const) {
      const xs = speeds[kind];
      const ratios = xs.map((x, i) => x / ceilings[i]!);
      rows.push({
        part: 'search',
        measure: `${g.id}: ${kind === 'search' ? 'full search (ismcts:normal)' : `${kind} playouts`}, moves/s and × the ceiling`,
        result: `${fmt(quantile(xs, 0.5) / 1000)}k, ${fmt(quantile(ratios, 0.5), 2)}×`,
        detail: `medians over ${xs.length} mid-game states (after moves ${g.states.join(', ')}), each against the ceiling run just before and after it: ${ratios.map((x) => fmt(x, 2)).join(', ')}× (${ceilings.map((c) => fmt(c / (SEATS * RANKS) / 1000)).join(', ')}k playouts/s); against the run's ceiling ${xs.map((x) => fmt(x / ceiling, 2)).join(', ')}×; ${fmt(ms)} ms each; one thread`,
      });
    }
  }
  rows.unshift({
    part: 'search',
    measure: 'ceiling: bitmask random playouts (4 seats × 12 cards, must follow), playouts/s',
    result: `${fmt(playouts / 1000)}k`,
    detail: `${fmt(ceiling / 1e6, 1)}M moves/s; the median of three runs before the games (${before.map((x) => fmt(x / 1000)).join(', ')}k) and three after (${after.map((x) => fmt(x / 1000)).join(', ')}k), ${fmt(ms)} ms each; one thread`,
  });
  for (const g of games) {
    const game = getGame(g.id);
    const bots = await game.bots.load();
    const players = game.maxPlayers;
    const states = await gameStates(g.id, players, 'rule', 'bench-decisions');
    // hard where the game offers it (not TrickTakers: docs/bots.md "Levels").
    const levels = (['normal', 'hard'] as const).filter((level) => levelsIn(game, 'ismcts').includes(level));
    const times: Record<'normal' | 'hard', number[]> = { normal: [], hard: [] };
    for (const [i, state] of states.entries()) {
      if (times.normal.length >= (opts.decisions ?? 40)) break;
      if (state.ctx.gameover !== undefined) continue;
      const seat = seatsToMove(state.ctx)[0];
      if (seat === undefined) continue;
      // Only searched decisions, tree or flat: not a forced move, nor one the game leaves to its rule policy
      // (src/bots/ismcts-bot.ts `decide`).
      const view = game.game.playerView
        ? game.game.playerView({ G: state.G, ctx: state.ctx, playerID: seat } as never)
        : state.G;
      const legal = (game.game.ai?.enumerate(view, state.ctx, seat) ?? []) as never[];
      if (legal.length < 2 || bots.search?.policy?.(view, seat, legal, seededRandom(i))) continue;
      for (const level of levels) {
        const player = createPlayer(game, bots, parseBotSpec(`ismcts:${level}`), {
          seed: `bench/${i}`,
          numPlayers: players,
        });
        const started = performance.now();
        await player.decide(state, seat);
        times[level].push(performance.now() - started);
      }
    }
    for (const level of levels) {
      const ms = times[level];
      rows.push({
        part: 'search',
        measure: `${g.id}, ${players} players: ismcts:${level} decision time p50, p95 (ms)`,
        result: `${fmt(quantile(ms, 0.5))}, ${fmt(quantile(ms, 0.95))}`,
        detail: `the first ${ms.length} searched decisions of one seeded game of rule seats; max ${fmt(Math.max(...ms))} ms; one thread`,
      });
      log(`search: ${g.id} ismcts:${level} p95 ${fmt(quantile(ms, 0.95))} ms`);
    }
  }
  return rows;
}
