/**
 * Instinct as a boardgame.io `Game` (0.50). The moves wrap the pure rules in
 * ./rules.ts and hold no rule logic of their own.
 *
 * Phases: `bid` (IN-3) and `play` (eleven tricks). A round's last card scores
 * the round and either ends the game (IN-8, G-6) or deals the next.
 */
import { rulesGame } from '../common/game.js';
import type { SeatView } from '../common/view.js';
import {
  bid,
  checkSetup,
  legalMoves,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newGame,
  playCard,
  type InstinctSetupData,
  type InstinctState,
} from './rules.js';

/** What one seat (or a spectator) sees: its own hand only, no stock (G-5). */
export type InstinctView = SeatView<InstinctState, 'stock'>;

/**
 * The Instinct game.
 * - setupData: {@link InstinctSetupData}; refused by `validateSetupData` and by
 *   `setup` when illegal (G-3). The first dealer is random unless given (IN-2).
 * - moves: `bid(n)`, `playCard(cardId)`; a wrong argument returns
 *   `INVALID_MOVE` and changes nothing (G-4).
 * - `ctx.gameover`: `{ winners, scores, winner? }`, or `{ winners: [], scores,
 *   aborted: true }` when `maxRounds` cut the game short (G-6).
 * - `playerView` drops the undealt stock for everyone (IN-1, G-5).
 */
export const Instinct = rulesGame<InstinctState, InstinctSetupData | undefined>({
  name: 'instinct',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  checkSetup,
  newGame: ({ numPlayers, dealer, setupData, shuffle }) =>
    newGame({
      numPlayers,
      dealer,
      variant: setupData?.variant,
      deal: setupData?.deal,
      maxRounds: setupData?.maxRounds,
      shuffle,
    }),
  phases: { bid: { bid }, play: { playCard } },
  secret: ['stock'],
  legalMoves,
});
