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
import { NOT_LOADED } from '../common/later.js';
import type { MoveArity, RulesAction } from '../common/moves.js';
import type { SeatView } from '../common/view.js';
import { chooseCharacter, legalMoves } from './actions.js';
import { later } from './later.js';
import type { PlayRules } from './play.js';
import { checkSetup, MAX_PLAYERS, MIN_PLAYERS, newGame } from './setup.js';
import type { TrickTakersSetupData, TrickTakersState } from './state.js';

/**
 * What one seat (or a spectator) sees (G-5, TT-53): its own hand and its
 * own face-down discards (`sizes.discards` public); neither the deck, the
 * Berserker's spare cards, nor the item deck's order (`items.deckSize`
 * public).
 */
export type TrickTakersView = SeatView<TrickTakersState, 'deck' | 'spare' | 'itemDeck' | 'presetItemDeck', 'discards'>;

/**
 * The action of a move of a stage after the character choice: ./play.ts's,
 * through the game's slot for its later rules (issue 20: a table's first
 * load does without them); `'not-loaded'` before they have arrived, which
 * refuses the move and changes nothing.
 */
const fromLater =
  (name: keyof PlayRules): RulesAction<TrickTakersState> =>
  (state, seat, arg, shuffle) => {
    const action = later.rules?.[name] as RulesAction<TrickTakersState> | undefined;
    return action ? action(state, seat, arg, shuffle) : NOT_LOADED;
  };

/**
 * A later move taking `args` arguments. `secret`: its arguments no other
 * seat may see (G-5): `true` for face-down cards, `'after'` when the
 * state after it says so (./play.ts `redacted`: a Potion card, `map`'s
 * discards, TT-53).
 */
const move = (name: keyof PlayRules, args: MoveArity = 1, secret?: true | 'after') => ({
  args,
  action: fromLater(name),
  redact: secret === 'after' ? (G: TrickTakersState) => later.rules?.redacted(G, name) ?? false : secret,
});
const passMove = move('pass', 0);

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
 *   seats see them in the log with `args: null`. The moves after the
 *   character choice run ./play.ts's actions, which the package entry and
 *   ./rules.ts import; a table's first load does not (issue 20).
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
    'king-discard': { discard: move('discard', 1, true) },
    exchange: { exchange: move('exchange', 1, true), pass: passMove },
    bid: { bid: move('bid') },
    bet: { bet: move('bet'), pass: passMove },
    'black-crowns': { spendBlackCrown: move('spendBlackCrown', 1, true), pass: passMove },
    'choose-leader': { chooseLeader: move('chooseLeader') },
    'initial-items': { chooseInitialItems: move('chooseInitialItems', 2) },
    'give-tasks': { giveTask: move('giveTask', 2) },
    play: {
      playCard: move('playCard', 2, 'after'),
      hermitDraw: move('hermitDraw', 0),
      useItem: move('useItem', '1-2', 'after'),
    },
    'hermit-discard': { discard: move('discard', 1, true) },
    'book-discard': { discardCard: move('discardCard', 1, true) },
    reserve: { reserve: move('reserve') },
  },
  private: ['discards'],
  secret: ['deck', 'spare', 'itemDeck', 'presetItemDeck'],
  legalMoves,
  viewOf: (view, playerID) => later.rules?.viewOf(view, playerID) ?? view,
});
