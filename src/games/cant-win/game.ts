/**
 * Can't Win as a boardgame.io `Game` (0.50). The moves wrap the pure rules in
 * ./rules.ts and hold no rule logic of their own.
 *
 * Phases: `laps` (the two laps of tile & bid, CW-4) and `play` (twelve
 * tricks, rulebook 3). A round's last card scores the round and deals the
 * next, returning to `laps`, until the game ends (CW-11).
 */
import type { Ctx, Game } from 'boardgame.io';
import { moveFrom, orderByToAct } from '../common/moves.js';
import { seatView, type SeatView } from '../common/view.js';
import {
  bid,
  checkSetup,
  chooseTile,
  legalMoves,
  newGame,
  playCard,
  type CantWinMove,
  type CantWinSetupData,
  type CantWinState,
} from './rules.js';

/** What one seat (or a spectator) sees: its own hand only (G-5). */
export type CantWinView = SeatView<CantWinState>;

const chooseTileMove = moveFrom<CantWinState, [unknown]>(chooseTile);
const bidMove = moveFrom<CantWinState, [unknown]>(bid);
const playCardMove = moveFrom<CantWinState, [unknown]>(playCard);

/**
 * The Can't Win game.
 * - setupData: {@link CantWinSetupData}; refused by `validateSetupData` and by
 *   `setup` (which throws) when illegal (G-3).
 * - moves: `chooseTile(tileId)`, `bid(n)`, `playCard(cardId)`; a wrong argument
 *   returns `INVALID_MOVE` and changes nothing (G-4).
 * - `ctx.gameover`: {@link CantWinResult}.
 */
export const CantWin: Game<CantWinState, Record<string, unknown>, CantWinSetupData> = {
  name: 'cant-win',
  minPlayers: 3,
  maxPlayers: 4,

  validateSetupData: (setupData, numPlayers) => checkSetup(setupData, numPlayers),

  setup: ({ ctx, random }, setupData) => {
    const problem = checkSetup(setupData, ctx.numPlayers);
    if (problem) throw new Error(`Can't Win setup: ${problem}`);
    return newGame({
      numPlayers: ctx.numPlayers,
      // CW-3: the first dealer is random unless given (G-2: through the random plugin).
      dealer: setupData?.dealer ?? String(random.Die(ctx.numPlayers) - 1),
      variant: setupData?.variant,
      deal: setupData?.deal,
      shuffle: random.Shuffle,
    });
  },

  turn: { minMoves: 1, maxMoves: 1, order: orderByToAct },

  phases: {
    laps: {
      start: true,
      moves: { chooseTile: chooseTileMove, bid: bidMove },
      endIf: ({ G }) => G.stage !== 'laps',
      next: 'play',
    },
    play: {
      moves: { playCard: playCardMove },
      endIf: ({ G }) => G.stage !== 'play',
      next: 'laps',
    },
  },

  endIf: ({ G }) => G.result ?? undefined,

  playerView: ({ G, playerID }) => seatView(G, playerID) as unknown as CantWinState,

  ai: {
    enumerate: (G: CantWinState, _ctx: Ctx, playerID: string): CantWinMove[] => legalMoves(G, playerID),
  },
};
