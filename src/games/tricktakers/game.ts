/**
 * TrickTakers as a boardgame.io `Game` (0.50). The moves wrap the pure rules
 * in ./rules.ts and hold no rule logic of their own.
 *
 * Phases, one per rules stage (TT-6): `select`, the setups (`king-discard`,
 * `exchange`, `bid`, `bet`), the final round's `black-crowns`, two players'
 * `choose-leader`, and `play` with the Hermit's `hermit-discard`. A round's
 * last card scores it and either starts the next round or ends the game
 * (TT-12).
 */
import { rulesGame } from '../common/game.js';
import type { SeatView } from '../common/view.js';
import {
  bet,
  bid,
  checkSetup,
  chooseCharacter,
  chooseLeader,
  discard,
  exchange,
  hermitDraw,
  legalMoves,
  MAX_PLAYERS,
  MIN_PLAYERS,
  newGame,
  pass,
  playCard,
  spendBlackCrown,
} from './rules.js';
import type { TrickTakersSetupData, TrickTakersState } from './state.js';

/**
 * What one seat (or a spectator) sees (G-5): its own hand and its own
 * face-down discards (`sizes.discards` public); neither the deck nor the
 * Berserker's spare cards.
 */
export type TrickTakersView = SeatView<TrickTakersState, 'deck' | 'spare', 'discards'>;

/** A move whose arguments (face-down cards) no other seat may see (G-5). */
const secret = <A>(action: A) => ({ args: 1 as const, action, redact: true });
const passMove = { args: 0 as const, action: pass };

/**
 * The TrickTakers game, 2–5 players (two-player rules with 2, TT-19, TT-20).
 * - setupData: {@link TrickTakersSetupData}; refused by `validateSetupData`
 *   and by `setup` when illegal (G-3). The first player is random unless
 *   given (TT-7).
 * - moves: `chooseCharacter(id)`, `discard(cardIds)`, `exchange(cardIds)`,
 *   `bid(n)`, `bet(points)`, `spendBlackCrown(cardIds)`, `hermitDraw()`,
 *   `pass()`, `chooseLeader(seat)`, `playCard(cardId, { kakumei? })`; wrong
 *   arguments or a move out of turn return `INVALID_MOVE` and change nothing
 *   (G-4). `discard`, `exchange` and `spendBlackCrown` are redacted: other
 *   seats see them in the log with `args: null`.
 * - `ctx.gameover`: `{ winners: [seat], winner, scores, condition }` (TT-12).
 * - `playerView`: {@link TrickTakersView}.
 */
export const TrickTakers = rulesGame<TrickTakersState, TrickTakersSetupData | undefined>({
  name: 'tricktakers',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  checkSetup,
  newGame,
  phases: {
    select: { chooseCharacter },
    'king-discard': { discard: secret(discard) },
    exchange: { exchange: secret(exchange), pass: passMove },
    bid: { bid },
    bet: { bet, pass: passMove },
    'black-crowns': { spendBlackCrown: secret(spendBlackCrown), pass: passMove },
    'choose-leader': { chooseLeader },
    play: { playCard: { args: 2, action: playCard }, hermitDraw: { args: 0, action: hermitDraw } },
    'hermit-discard': { discard: secret(discard) },
  },
  private: ['discards'],
  secret: ['deck', 'spare'],
  legalMoves,
});
