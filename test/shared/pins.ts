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

/** The pinned matches: small (3 or 4 players, few deals, short Instinct games), each with its fixture file. */
export const PINS: { file: string; match: Omit<MatchOptions, 'jobs'>; jobs: number[] }[] = [
  {
    file: 'cant-win-rule-random',
    match: { game: 'cant-win', players: 3, bots: 'rule,random', deals: 2, seed: 'pins-1' },
    jobs: [1, 2],
  },
  {
    file: 'instinct-rule-random',
    match: { game: 'instinct', players: 3, bots: 'rule,random', deals: 2, seed: 'pins-1', maxRounds: 2 },
    jobs: [1, 2],
  },
  {
    file: 'you-suck-random',
    match: { game: 'you-suck', players: 4, bots: 'random', deals: 2, seed: 'pins-1' },
    jobs: [1, 2],
  },
  {
    file: 'you-suck-rule-random',
    match: { game: 'you-suck', players: 4, bots: 'rule,random', deals: 1, seed: 'pins-1' },
    jobs: [1, 2],
  },
  {
    file: 'tricktakers-rule-random',
    match: { game: 'tricktakers', players: 4, bots: 'rule,random', deals: 1, seed: 'pins-1' },
    jobs: [1, 2],
  },
  {
    file: 'cant-win-ismcts',
    match: { game: 'cant-win', players: 3, bots: 'ismcts:easy', deals: 1, seed: 'pins-2' },
    jobs: [1],
  },
  {
    file: 'instinct-ismcts',
    match: { game: 'instinct', players: 3, bots: 'ismcts:easy', deals: 1, seed: 'pins-2', maxRounds: 2 },
    jobs: [1],
  },
  {
    file: 'you-suck-ismcts',
    match: { game: 'you-suck', players: 3, bots: 'ismcts:easy', deals: 1, seed: 'pins-2' },
    jobs: [1],
  },
  {
    file: 'tricktakers-ismcts',
    match: { game: 'tricktakers', players: 4, bots: 'ismcts:easy', deals: 1, seed: 'pins-2' },
    jobs: [1],
  },
];
