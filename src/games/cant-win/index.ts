/**
 * Can't Win: the boardgame.io game and its pure rules.
 * @packageDocumentation
 */
export { CantWin, type CantWinView } from './game.js';
export * as rules from './rules.js';
export type {
  CantWinMove,
  CantWinPlay,
  CantWinResult,
  CantWinRoundScore,
  CantWinSetupData,
  CantWinState,
  CantWinTrick,
  Colour,
  RuleError,
  TileId,
  Variant,
} from './rules.js';

import { BOT_NAMES } from '../../bots/spec.js';
import type { GameDescriptor } from '../common/descriptor.js';
import { deepFreeze } from '../common/freeze.js';
import { lastTrickLine } from '../common/trick.js';
import { CantWin as game } from './game.js';
import { VARIANTS, type CantWinState } from './rules.js';

/**
 * Can't Win for the harness, bots and elements: 3–4 players (CW-1), variants
 * `standard` and `beginner` (CW-12); each round record holds the dealer and
 * each seat's tile, bid, tricks and points (CW-10); the last trick notes
 * sideways cards (CW-7).
 * Deeply frozen, its boardgame.io `Game` included: a page script cannot
 * change how a table shows or plays it (issue 10).
 */
export const cantWin = deepFreeze<GameDescriptor<CantWinState>>({
  id: 'cant-win',
  title: "Can't Win",
  game,
  minPlayers: 3,
  maxPlayers: 4,
  variants: VARIANTS,
  rounds: (G) =>
    G.sheet.map((r) => ({ dealer: r.dealer, tiles: r.tiles, bids: r.bids, tricks: r.tricks, points: r.points })),
  bots: { names: BOT_NAMES, load: () => import('./bots.js').then((m) => m.cantWinBots) },
  lastTrick: (G) => lastTrickLine(G, (p) => (p.sideways ? 'sideways' : undefined)),
});
