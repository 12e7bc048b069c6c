/**
 * You Suck's descriptor, without its later rules: a table's first load
 * imports it, and its play view brings ./play.ts (issue 20); ./index.ts,
 * the package entry, re-exports it with the rules, later ones included.
 */
import { BOT_NAMES } from '../../bots/spec.js';
import type { GameDescriptor, TrickLine } from '../common/descriptor.js';
import { deepFreeze } from '../common/freeze.js';
import { YouSuck } from './game.js';
import type { YouSuckState } from './state.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './ticks.js';

/**
 * The most recently completed Tick as a {@link TrickLine} (`tick`: its id;
 * `winner`: its taker, `null` when it held only Zeros), or `null` before the
 * first (G-7).
 */
export function lastTickLine(G: Pick<YouSuckState, 'lastTick' | 'trickCount'>): TrickLine | null {
  const t = G.lastTick;
  if (!t) return null;
  return {
    round: t.round,
    index: G.trickCount,
    tick: t.id,
    plays: t.plays.map((p) => ({ seat: p.seat, card: p.card })),
    winner: t.taker ?? null,
  };
}

/**
 * You Suck for the harness, bots and elements: 3–6 players (YS-1), no
 * variants; each round record holds the dealer, trump, the owners at the
 * start and the takers at the end of the round, bids, Ticks taken and each
 * seat's change in points (YS-10, YS-12). Deeply frozen, its boardgame.io
 * `Game` included (issue 10).
 */
export const youSuck = deepFreeze<GameDescriptor<YouSuckState>>({
  id: 'you-suck',
  title: 'You Suck',
  game: YouSuck,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  variants: [],
  rounds: (G) =>
    G.sheet.map((r) => ({
      dealer: r.dealer,
      trump: r.trump,
      owners: r.owners,
      bids: r.bids,
      tricks: r.tricks,
      points: r.points,
      totals: r.totals,
      taken: r.taken,
    })),
  lastTrick: (G) => lastTickLine(G),
  bots: { names: BOT_NAMES, load: () => import('./bots.js').then((m) => m.youSuckBots) },
});
