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
import { NOT_LOADED } from '../common/later.js';
import { checkSetup, type YouSuckSetupData } from './deal.js';
import { later } from './later.js';
import { bid, chooseDealer, chooseTrump, legalMoves, newGame, tradeCard } from './round.js';
import type { YouSuckState } from './state.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './ticks.js';

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
 *   `playCard` runs ./play.ts's action, which the package entry and
 *   ./rules.ts import; a table's first load does not (issue 20), and the
 *   last bid waits for it.
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
    // The play's rules (./play.ts) are later rules: a table's first load goes without them (issue 20).
    play: {
      playCard: {
        args: 2,
        action: (state, seat, move, shuffle) =>
          later.rules ? later.rules.playCard(state, seat, move, shuffle) : NOT_LOADED,
      },
    },
  },
  private: ['traded'],
  secret: ['stock'],
  legalMoves,
});
