/**
 * You Suck as a boardgame.io `Game` (0.50). The moves wrap the pure rules in
 * ./rules.ts and hold no rule logic of their own.
 *
 * Phases, one per rules stage (YS-4, YS-5, YS-6): `choose-dealer`,
 * `choose-trump`, `trade`, `bid` and `play`; a stage whose Tick has no owner
 * is skipped. A round's last card scores it (YS-10, YS-12) and either deals
 * the next round or ends the game after round 3 (YS-11).
 */
import { rulesGame } from '../common/game.js';
import type { SeatView } from '../common/view.js';
import {
  bid,
  checkSetup,
  chooseDealer,
  chooseTrump,
  legalMoves,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newGame,
  playCard,
  tradeCard,
  type YouSuckSetupData,
  type YouSuckState,
} from './rules.js';

/**
 * What one seat (or a spectator) sees (G-5, YS-12): its own hand and its own
 * traded card (`traded`, with `sizes.traded` public), no stock.
 */
export type YouSuckView = SeatView<YouSuckState, 'stock', 'traded'>;

/**
 * The You Suck game.
 * - setupData: {@link YouSuckSetupData}; refused by `validateSetupData` and by
 *   `setup` when illegal (G-3). Round 1's dealer is random unless given, or
 *   chosen by the Choose Dealer owner (YS-4).
 * - moves: `chooseDealer(seat)`, `chooseTrump(colour)`, `tradeCard(cardId |
 *   null)`, `bid(n)`, `playCard(cardId, tickId)`; wrong arguments or a move
 *   out of turn return `INVALID_MOVE` and change nothing (G-4).
 * - `ctx.gameover`: `{ winners, scores, winner? }` (YS-11).
 * - `playerView`: {@link YouSuckView}.
 */
export const YouSuck = rulesGame<YouSuckState, YouSuckSetupData | undefined>({
  name: 'you-suck',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  checkSetup,
  newGame,
  phases: {
    'choose-dealer': { chooseDealer },
    'choose-trump': { chooseTrump },
    trade: { tradeCard },
    bid: { bid },
    play: { playCard: { args: 2, action: playCard } },
  },
  private: ['traded'],
  secret: ['stock'],
  legalMoves,
});
