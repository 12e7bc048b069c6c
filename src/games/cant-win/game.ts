/**
 * Can't Win as a boardgame.io `Game` (0.50). The moves wrap the pure rules in
 * ./rules.ts and hold no rule logic of their own.
 *
 * Phases: `laps` (the two laps of tile & bid, CW-4) and `play` (twelve
 * tricks, rulebook 3). A round's last card scores the round and deals the
 * next, returning to `laps`, until the game ends (CW-11).
 */
import { rulesGame } from '../common/game.js';
import type { SeatView } from '../common/view.js';
import {
  bid,
  checkSetup,
  chooseTile,
  legalMoves,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newGame,
  playCard,
  type CantWinSetupData,
  type CantWinState,
} from './rules.js';

/** What one seat (or a spectator) sees: its own hand only (G-5). */
export type CantWinView = SeatView<CantWinState>;

/**
 * The Can't Win game.
 * - setupData: {@link CantWinSetupData}; refused by `validateSetupData` and by
 *   `setup` (which throws) when illegal (G-3). The first dealer is random
 *   unless given (CW-3).
 * - moves: `chooseTile(tileId)`, `bid(n)`, `playCard(cardId)`; a wrong argument
 *   returns `INVALID_MOVE` and changes nothing (G-4).
 * - `ctx.gameover`: {@link CantWinResult}.
 */
export const CantWin = rulesGame<CantWinState, CantWinSetupData | undefined>({
  name: 'cant-win',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  checkSetup,
  newGame: ({ numPlayers, dealer, setupData, shuffle }) =>
    newGame({ numPlayers, dealer, variant: setupData?.variant, deal: setupData?.deal, shuffle }),
  phases: { laps: { chooseTile, bid }, play: { playCard } },
  legalMoves,
});
