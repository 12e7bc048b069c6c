/**
 * The behaviour pins (test/fixtures/pins/): seeded harness matches whose games are pinned, each with its
 * fixture file (test/node/pins.test.ts plays them again; test/node/replay-core.test.ts replays them).
 */
import type { MatchOptions } from '../../src/harness/index.js';

/** A pinned game as its fixture writes it: a harness game record with each move as `[seat, move, ...args]`. */
export interface PinnedGame {
  seed: string;
  seats: string[];
  scores: number[];
  winners: string[];
  condition?: string;
  aborted: boolean;
  moves: [string, string, ...unknown[]][];
}

/**
 * A pin of `game` at `players` seats: fixture `<game>-<bots>` (levels left out, commas as dashes); the rule
 * and random bots with seed pins-1 at 1 and 2 jobs, ismcts with seed pins-2 at 1 job; `maxRounds` for
 * Instinct's short games.
 */
function pin(game: string, players: number, bots: string, deals: number, maxRounds?: number) {
  const search = bots.startsWith('ismcts');
  return {
    file: `${game}-${bots.replace(/:\w+/g, '').replace(/,/g, '-')}`,
    match: { game, players, bots, deals, seed: search ? 'pins-2' : 'pins-1', ...(maxRounds ? { maxRounds } : {}) },
    jobs: search ? [1] : [1, 2],
  };
}

/** The pinned matches: small (3 or 4 players, few deals, short Instinct games), each with its fixture file. */
export const PINS: { file: string; match: Omit<MatchOptions, 'jobs'>; jobs: number[] }[] = [
  pin('cant-win', 3, 'rule,random', 2),
  pin('instinct', 3, 'rule,random', 2, 2),
  pin('you-suck', 4, 'random', 2),
  pin('you-suck', 4, 'rule,random', 1),
  pin('tricktakers', 4, 'rule,random', 1),
  pin('cant-win', 3, 'ismcts:easy', 1),
  pin('instinct', 3, 'ismcts:easy', 1, 2),
  pin('you-suck', 3, 'ismcts:easy', 1),
  pin('tricktakers', 4, 'ismcts:easy', 1),
];
