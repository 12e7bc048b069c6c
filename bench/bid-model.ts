/**
 * `npm run fit:bids`: refits the search's bid models (docs/bots.md "Bid
 * model") on four-player `rule` self-play, and prints the constants that
 * src/games/cant-win/search.ts and src/games/instinct/search.ts hard-code.
 * It reads every hand, which is fine offline: the bots then apply the model
 * to public bids only.
 *
 * - Can't Win: the chance of a bid of 0 as `logistic((edge − e) / width)` of
 *   the tile-aware hand strength e (the grid point of highest likelihood),
 *   and the non-zero bid as `base + slope × e` (least squares) with the
 *   residual spread; plus how often a seat took the tile leaving its hand
 *   weakest, by that weakest strength (for `DUCK_TILE_EDGE`).
 * - Instinct: the bid's least-squares weights on the counts of trump cards,
 *   12s, 11s, 10s and 9s (the card weights of the bid strength), then the
 *   share of each bid by rounded strength (`BID_TABLE`).
 * - You Suck: the bid's least-squares weights on the counts of each card
 *   kind of `BID_KINDS` (src/games/you-suck/bid-model.ts: `KIND_WEIGHTS`), then
 *   the share of each bid by rounded strength (`BID_TABLE`).
 *
 * Flags: --games N (Can't Win games, default 150), --rounds N (Instinct
 * rounds, default 2000), --ys-games N (You Suck games of 3 rounds, default
 * 300), --seed-cw S, --seed-instinct S and --seed-ys S (the match seeds,
 * defaults "bids", "ibids" and "ysbids": the fit behind the constants in the
 * source), --only cant-win|instinct|you-suck. About 6 minutes.
 */
import { parseArgs } from 'node:util';
import jStat from 'jstat';
import { handStrength as cantWinStrength } from '../src/games/cant-win/search.js';
import { logistic } from '../src/bots/game-search.js';
import { TILES, type CantWinState, type TileId } from '../src/games/cant-win/rules.js';
import type { InstinctState } from '../src/games/instinct/rules.js';
import { toSim as cantWinSim } from '../src/games/cant-win/sim.js';
import { toSim as instinctSim } from '../src/games/instinct/sim.js';
import { BID_KINDS, bidKind } from '../src/games/you-suck/bid-model.js';
import { MASKS as YS_MASKS, toSim as youSuckSim } from '../src/games/you-suck/sim.js';
import type { YouSuckState } from '../src/games/you-suck/rules.js';
import { nthCard, countCards } from '../src/games/common/bits.js';
import { GAMES } from '../src/games/registry.js';
import { popcount } from '../src/games/common/bits.js';
import { playGame } from '../src/harness/index.js';

const USAGE =
  'usage: npm run fit:bids -- [--games N] [--rounds N] [--ys-games N] [--seed-cw S] [--seed-instinct S] [--seed-ys S] [--only GAME]';
let values: {
  games: string;
  rounds: string;
  'ys-games': string;
  'seed-cw': string;
  'seed-instinct': string;
  'seed-ys': string;
  only?: string;
};
try {
  ({ values } = parseArgs({
    options: {
      games: { type: 'string', default: '150' },
      rounds: { type: 'string', default: '2000' },
      'seed-cw': { type: 'string', default: 'bids' },
      'seed-instinct': { type: 'string', default: 'ibids' },
      'ys-games': { type: 'string', default: '300' },
      'seed-ys': { type: 'string', default: 'ysbids' },
      only: { type: 'string' },
    },
  }) as { values: typeof values });
  if (!(Number(values.games) > 0 && Number(values.rounds) > 0 && Number(values['ys-games']) > 0))
    throw new Error('--games, --rounds and --ys-games must be positive');
  if (values.only !== undefined && !['cant-win', 'instinct', 'you-suck'].includes(values.only))
    throw new Error(`--only must be cant-win, instinct or you-suck, got "${values.only}"`);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
  process.exit(2);
}

const N = 4;

/** Plays `deals` games of `rule` at every seat, calling `see` before each move with the full `G` and the move. */
async function selfPlay<G>(
  gameId: string,
  matchSeed: string,
  deals: number,
  maxRounds: number | undefined,
  see: (G: G, seat: number, move: { move: string; args: readonly unknown[] }) => void,
): Promise<void> {
  for (let d = 0; d < deals; d++) {
    await playGame({
      game: GAMES[gameId]!,
      numPlayers: N,
      seats: Array(N).fill('rule'),
      seed: `${matchSeed}/${d}`,
      ...(maxRounds === undefined ? {} : { maxRounds }),
      beforeMove: (state, seat, move) => see(state.G as G, Number(seat), move),
    });
  }
}

const f2 = (x: number) => x.toFixed(2);

async function cantWin(): Promise<void> {
  const bids: { e: number; bid: number }[] = [];
  const tiles = new Map<number, { n: number; weakest: number }>();
  await selfPlay<CantWinState>('cant-win', values['seed-cw'], Number(values.games), undefined, (G, seat, move) => {
    if (G.stage !== 'laps') return;
    const sim = cantWinSim(G, G.hands);
    if (move.move === 'bid') {
      bids.push({ e: cantWinStrength(sim, seat), bid: move.args[0] as number });
      return;
    }
    const free = TILES.map((_, t) => t).filter((t) => !sim.tiles.includes(t));
    const strengths = free.map((t) => cantWinStrength(sim, seat, t));
    const weakest = Math.min(...strengths);
    if (weakest === Math.max(...strengths)) return;
    const chosen = cantWinStrength(sim, seat, TILES.indexOf(move.args[0] as TileId));
    const bucket = Math.round(weakest * 4) / 4;
    const row = tiles.get(bucket) ?? { n: 0, weakest: 0 };
    row.n++;
    if (chosen === weakest) row.weakest++;
    tiles.set(bucket, row);
  });
  let best = { edge: 0, width: 0, ll: -Infinity };
  for (let edge = 0.5; edge <= 2.001; edge += 0.05) {
    for (let width = 0.05; width <= 0.6; width += 0.05) {
      let ll = 0;
      for (const { e, bid } of bids) {
        const p = Math.min(1 - 1e-9, Math.max(1e-9, logistic((edge - e) / width)));
        ll += Math.log(bid === 0 ? p : 1 - p);
      }
      if (ll > best.ll) best = { edge, width, ll };
    }
  }
  const nonzero = bids.filter((b) => b.bid > 0);
  const fit = jStat.models.ols(
    nonzero.map((b) => b.bid),
    nonzero.map((b) => [1, b.e]),
  );
  const [base, slope] = fit.coef as [number, number];
  const spread = Math.sqrt(nonzero.reduce((t, b) => t + (b.bid - base - slope * b.e) ** 2, 0) / nonzero.length);
  console.log(`Can't Win: ${bids.length} bids in ${values.games} games`);
  console.log(`  ZERO_BID_EDGE = ${f2(best.edge)}, ZERO_BID_WIDTH = ${f2(best.width)}`);
  console.log(`  BID_BASE = ${f2(base)}, BID_SLOPE = ${f2(slope)}, BID_SPREAD = ${f2(spread)} (R² ${f2(fit.R2)})`);
  console.log('  tile choices, by the weakest strength a free tile leaves: share that took that tile');
  for (const [bucket, row] of [...tiles].sort((a, b) => a[0] - b[0])) {
    if (row.n >= 20) console.log(`    ${f2(bucket)}: ${f2(row.weakest / row.n)} of ${row.n}`);
  }
}

async function instinct(): Promise<void> {
  const rows: { x: number[]; bid: number }[] = [];
  const bit = (m: number, r: number) => (m >> (r - 1)) & 1;
  await selfPlay<InstinctState>('instinct', values['seed-instinct'], Number(values.rounds), 1, (G, seat, move) => {
    if (G.stage !== 'bid' || move.move !== 'bid') return;
    const h = instinctSim(G, G.hands).hands.slice(seat * 6, seat * 6 + 6);
    const count = (r: number) => [0, 1, 2, 3, 4].reduce((t, s) => t + bit(h[s]!, r), 0);
    rows.push({ x: [1, popcount(h[5]!), count(12), count(11), count(10), count(9)], bid: move.args[0] as number });
  });
  const fit = jStat.models.ols(
    rows.map((r) => r.bid),
    rows.map((r) => r.x),
  );
  const w = fit.coef as number[];
  console.log(`Instinct: ${rows.length} bids in ${values.rounds} rounds`);
  console.log(
    `  card weights (trump, 12, 11, 10, 9) = ${w.slice(1).map(f2).join(', ')} (intercept ${f2(w[0]!)}, R² ${f2(fit.R2)})`,
  );
  const table = new Map<number, number[]>();
  for (const r of rows) {
    const k = Math.min(9, Math.max(0, Math.round(r.x.slice(1).reduce((t, c, i) => t + c * w[i + 1]!, 0))));
    const row = table.get(k) ?? new Array(12).fill(0);
    row[r.bid]++;
    table.set(k, row);
  }
  console.log('  BID_TABLE (strength: share of each bid 0…11):');
  for (const [k, row] of [...table].sort((a, b) => a[0] - b[0])) {
    const n = row.reduce((t, c) => t + c, 0);
    console.log(`    ${k} (${n}): [${row.map((c) => f2(c / n)).join(', ')}]`);
  }
}

/** Prints a bid table: for each rounded strength (0…max), the share of each bid. */
function printTable(rows: { e: number; bid: number }[], max: number, bids: number): void {
  const table = new Map<number, number[]>();
  for (const r of rows) {
    const k = Math.min(max, Math.max(0, Math.round(r.e)));
    const row = table.get(k) ?? new Array(bids).fill(0);
    row[r.bid]++;
    table.set(k, row);
  }
  for (const [k, row] of [...table].sort((a, b) => a[0] - b[0])) {
    const n = row.reduce((t, c) => t + c, 0);
    console.log(`    ${k} (${n}): [${row.map((c) => f2(c / n)).join(', ')}]`);
  }
}

async function youSuck(): Promise<void> {
  const rows: { x: number[]; bid: number }[] = [];
  await selfPlay<YouSuckState>(
    'you-suck',
    values['seed-ys'],
    Number(values['ys-games']),
    undefined,
    (G, seat, move) => {
      if (move.move !== 'bid') return;
      const sim = youSuckSim(G, G.hands);
      const x = [1, ...BID_KINDS.map(() => 0)];
      const from = seat * YS_MASKS;
      const to = from + YS_MASKS - 1;
      for (let i = 0; i < countCards(sim.hands, from, to); i++) {
        const kind = bidKind(
          nthCard(sim.hands, from, to, i, (m, b) => (m - from) * 12 + b),
          sim.trump,
        );
        if (kind >= 0) x[kind + 1]!++;
      }
      // the table's context: cards beyond the 7 to play (kept back, YS-6) and the bids made before this one (YS-5)
      x.push(
        G.hands[seat]!.length - 7,
        G.bids.reduce<number>((t, b) => t + (b ?? 0), 0),
      );
      rows.push({ x, bid: move.args[0] as number });
    },
  );
  const fit = jStat.models.ols(
    rows.map((r) => r.bid),
    rows.map((r) => r.x),
  );
  const w = fit.coef as number[];
  console.log(`You Suck: ${rows.length} bids in ${values['ys-games']} games`);
  const kinds = BID_KINDS.length;
  console.log(
    `  KIND_WEIGHTS (${BID_KINDS.join(', ')}) = [${w
      .slice(1, kinds + 1)
      .map(f2)
      .join(', ')}]`,
  );
  console.log(
    `  BID_BASE = ${f2(w[0]!)}, EXTRA_WEIGHT = ${f2(w[kinds + 1]!)}, BIDS_WEIGHT = ${f2(w[kinds + 2]!)} (R² ${f2(fit.R2)})`,
  );
  console.log('  BID_TABLE (strength: share of each bid 0…7):');
  printTable(
    rows.map((r) => ({ e: r.x.reduce((t, c, i) => t + c * w[i]!, 0), bid: r.bid })),
    7,
    8,
  );
}

if (!values.only || values.only === 'cant-win') await cantWin();
if (!values.only || values.only === 'instinct') await instinct();
if (!values.only || values.only === 'you-suck') await youSuck();
