/**
 * Instinct: the boardgame.io game and its pure rules.
 * @packageDocumentation
 */
import { BOT_NAMES } from '../../bots/spec.js';
import type { GameDescriptor } from '../common/descriptor.js';
import { deepFreeze } from '../common/freeze.js';
import { lastTrickLine } from '../common/trick.js';
import { Instinct } from './game.js';
import { MAX_PLAYERS, MIN_PLAYERS, VARIANTS, type InstinctState } from './rules.js';

export { Instinct, type InstinctView } from './game.js';
export * as rules from './rules.js';
export type {
  InstinctMove,
  InstinctPlay,
  InstinctResult,
  InstinctRoundScore,
  InstinctSetupData,
  InstinctState,
  InstinctTrick,
  RuleError,
  Suit,
  Variant,
} from './rules.js';

/**
 * Instinct for the harness, bots and elements: 3–6 players (IN-1), variants
 * `standard` and `short` (IN-8); each round record holds the dealer, bids,
 * tricks and points per seat; the harness caps a game at `maxRounds` (G-6).
 * Deeply frozen, its boardgame.io `Game` included: a page script cannot
 * change how a table shows or plays it (issue 10).
 */
export const instinct = deepFreeze<GameDescriptor<InstinctState>>({
  id: 'instinct',
  title: 'Instinct',
  game: Instinct,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  variants: VARIANTS,
  rounds: (G) =>
    G.sheet.map((r) => ({ dealer: r.dealer, bids: r.bids, tricks: r.tricks, points: r.points, totals: r.totals })),
  bots: { names: BOT_NAMES, load: () => import('./bots.js').then((m) => m.instinctBots) },
  lastTrick: (G) => lastTrickLine(G),
  // G-6: games to 100 have no fixed length; automated runs cap them.
  harnessSetup: ({ maxRounds }) => ({ maxRounds }),
});
