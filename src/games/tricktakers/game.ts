/**
 * TrickTakers as a boardgame.io `Game` (0.50). The moves wrap the pure rules
 * in ./rules.ts and hold no rule logic of their own.
 *
 * Phases, one per rules stage (TT-6): `select`, the setups (`king-discard`,
 * `exchange`, `bid`, `bet`, `initial-items`, `give-tasks`), the final
 * round's `black-crowns`, two players' `choose-leader`, and `play` with the
 * Hermit's `hermit-discard`, the Book's `book-discard` and the Collector's
 * `reserve`; the two-player advanced game's `draft` and `choose`,
 * where both seats move at once (TT-48, TT-49). A round's
 * last card scores it and either starts the next round or ends the game
 * (TT-12).
 */
import { rulesGame } from '../common/game.js';
import { NOT_LOADED } from '../common/later.js';
import type { RulesAction } from '../common/moves.js';
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
 * public); of the two-player advanced game's secret selection, its own
 * choice only (`sizes.selection` public: whether each has chosen). The
 * views never show a trick's `taken` (the Collector's cards, TT-39) nor a
 * face-down Potion card of another seat (./play.ts `viewOf`).
 */
export type TrickTakersView = SeatView<
  TrickTakersState,
  'deck' | 'spare' | 'itemDeck',
  'discards' | 'collected' | 'selection'
>;

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

/** A move whose arguments (face-down cards) no other seat may see (G-5). */
const secret = (name: keyof PlayRules) => ({ args: 1 as const, action: fromLater(name), redact: true });
const passMove = { args: 0 as const, action: fromLater('pass') };
/** `playCard(cardId, opts?)` and `useItem(itemId, arg?)`: the second argument is optional (TT-54). */
const ONE_OR_TWO = [1, 2] as const;
/** Whether the move just made has secret arguments (./play.ts `redacted`: a Potion card, `map`'s discards; TT-53). */
const redact = ({ G }: { G: TrickTakersState }) => later.rules?.redacted(G) ?? false;

/**
 * The TrickTakers game, 2–5 players (two-player rules with 2, TT-19, TT-20).
 * - setupData: {@link TrickTakersSetupData}; refused by `validateSetupData`
 *   and by `setup` when illegal (G-3). The first player is random unless
 *   given (TT-7).
 * - moves: `chooseCharacter(id)`, `discard(cardIds)`, `exchange(cardIds)`,
 *   `bid(n)`, `bet(points)`, `spendBlackCrown(cardIds)`, `hermitDraw()`,
 *   `pass()`, `chooseLeader(seat)`, `playCard(cardId, { kakumei?,
 *   swordDelta?, leadToken? }?)` (one argument: no options, TT-54), and
 *   the extras' (TT-52)
 *   `chooseInitialItems(blueId, redId)`, `giveTask(seat, taskId)`,
 *   `useItem(itemId, { discard }?)`, `discardCard(cardId)`,
 *   `reserve(cardId | null)`, `draftCharacter(id)`, `selectCharacter(id)`;
 *   wrong arguments or a move out of turn return `INVALID_MOVE` and change
 *   nothing (G-4). `discard`, `exchange`,
 *   `spendBlackCrown` and `discardCard` are redacted: other seats see them
 *   in the log with `args: null`; so are a face-down Potion card's
 *   `playCard`, `map`'s `useItem` and `selectCharacter` (TT-53). The moves after the
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
    'king-discard': { discard: secret('discard') },
    exchange: { exchange: secret('exchange'), pass: passMove },
    bid: { bid: fromLater('bid') },
    bet: { bet: fromLater('bet'), pass: passMove },
    'black-crowns': { spendBlackCrown: secret('spendBlackCrown'), pass: passMove },
    'choose-leader': { chooseLeader: fromLater('chooseLeader') },
    'initial-items': { chooseInitialItems: { args: 2, action: fromLater('chooseInitialItems') } },
    'give-tasks': { giveTask: { args: 2, action: fromLater('giveTask') } },
    play: {
      playCard: { args: ONE_OR_TWO, action: fromLater('playCard'), redact },
      hermitDraw: { args: 0, action: fromLater('hermitDraw') },
      useItem: { args: ONE_OR_TWO, action: fromLater('useItem'), redact },
    },
    'hermit-discard': { discard: secret('discard') },
    'book-discard': { discardCard: secret('discardCard') },
    reserve: { reserve: fromLater('reserve') },
    draft: { draftCharacter: fromLater('draftCharacter') },
    choose: { selectCharacter: secret('selectCharacter') },
  },
  // TT-49: both seats choose at once, one move each (`all: null` is boardgame.io's Stage.NULL).
  turns: { choose: { activePlayers: { all: null!, maxMoves: 1 } } },
  private: ['discards', 'collected', 'selection'],
  secret: ['deck', 'spare', 'itemDeck'],
  legalMoves,
  viewOf: (view, playerID) => later.rules?.viewOf(view, playerID) ?? view,
});
