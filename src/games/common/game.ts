/**
 * Builds a boardgame.io `Game` (0.50) for a game whose pure rules keep their
 * own stage and say who is to move (`toAct`). The moves wrap the rules'
 * actions and hold no rule logic; boardgame.io supplies phases, turns,
 * `INVALID_MOVE` handling, `playerView` and `ai.enumerate`.
 *
 * One boardgame.io phase per rules stage: a phase ends as soon as `G.stage`
 * differs from it, and the next phase is the one named by the new stage, so
 * stages may follow each other in any order the rules choose (You Suck's
 * several steps a round, TrickTakers' character choice and exchanges).
 */
import type { Ctx, Game, TurnConfig } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { Shuffle } from './deal.js';
import { RefusalPlugin, moveFrom, orderByToAct, type MoveArity, type RefusalApi, type RulesAction } from './moves.js';
import type { GameResult } from './result.js';
import { seatView, type PrivateKey, type WithHands } from './view.js';

/**
 * What the rules state must carry for {@link rulesGame}: each seat's hand
 * (G-5), the current stage (a key of {@link GameRules.phases}), the seat to
 * move (`null` when nobody is, e.g. at the game end) and, once the game is
 * over, its result.
 */
export interface RulesState extends WithHands {
  stage: string;
  toAct: string | null;
  result: GameResult | null;
}

/**
 * The moves of one stage by move name: a rules action for a move that takes
 * exactly one argument (e.g. `{ bid }`), or `{ args, action, redact? }`:
 * - `args`: how many arguments it takes: none (a pass: `{ args: 0, action }`),
 *   one, or two (You Suck's `playCard(cardId, tickId)`: `{ args: 2, action }`,
 *   whose action receives `[cardId, tickId]`), or `[1, 2]`: one, or two with
 *   an optional second (TrickTakers' `playCard(cardId, opts?)`, TT-54), the
 *   action receiving `[cardId]` or `[cardId, opts]`;
 * - `redact: true` for a move whose arguments are secret (TrickTakers'
 *   face-down discards, G-5): boardgame.io's long-form `redact` flag, with
 *   which a server's log shows other seats and spectators the move with
 *   `args: null`.
 */
export type StageActions<S> = Record<
  string,
  RulesAction<S> | { args: MoveArity; action: RulesAction<S>; redact?: boolean | ((context: { G: S }) => boolean) }
>;

/** The rules behind a staged game, as {@link rulesGame} turns them into a boardgame.io `Game`. */
export interface GameRules<S extends RulesState, SD> {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** `undefined` when setupData is acceptable for `numPlayers`, else a message (G-3). */
  checkSetup(setupData: unknown, numPlayers: number): string | undefined;
  /** A new game; `dealer` is already chosen (setupData's, or random). */
  newGame(opts: { numPlayers: number; dealer: string; setupData: SD; shuffle: Shuffle }): S;
  /**
   * Every stage the rules can be in while the game goes on, with the rules
   * actions its moves wrap (by move name), e.g.
   * `{ bid: { bid }, play: { playCard } }`. The first entry is the phase a
   * game starts in; when `newGame` returns another stage, that phase ends at
   * once and play starts in the new stage's phase. Stages may follow each
   * other in any order.
   */
  phases: Record<string, StageActions<S>>;
  /** Per-seat lists only their own seat may see, besides `hands` (e.g. face-down discards, G-5). */
  private?: PrivateKey<S>[];
  /** Fields no seat may see (e.g. the undealt stock, G-5). */
  secret?: (keyof S)[];
  /** Exactly the legal moves of `seat`. */
  legalMoves(state: S, seat: string): { move: string; args: unknown[] }[];
  /**
   * A stage's own boardgame.io turn, by stage, instead of the seat `toAct`
   * names making one move: TrickTakers' two-player secret selection (TT-49)
   * makes every seat active at once, each leaving after its one move
   * (`{ activePlayers: { all: null, maxMoves: 1 } }`, `null` being
   * boardgame.io's `Stage.NULL`); the rules keep `toAct` `null` there and
   * refuse a seat's second move.
   */
  turns?: Record<string, TurnConfig>;
  /** Hides what the private and secret fields cannot (TrickTakers' face-down Potion card in a trick, TT-53): a new view, the input left as it is. */
  viewOf?(view: Record<string, unknown>, playerID: string | null | undefined): Record<string, unknown>;
}

/**
 * The boardgame.io `Game` for `rules`.
 * - `setup` throws on illegal setupData (a local game never calls
 *   `validateSetupData`); the first dealer is random through the random
 *   plugin unless given (G-2).
 * - Each turn is exactly one move; the rules name the next seat (a stage
 *   of `turns` has its own turn: every seat at once, say).
 * - A phase per stage; after each move the phase of `G.stage` takes over.
 * - `endIf` returns the rules' `result` as `ctx.gameover`.
 * - `playerView` leaves a seat only its own hand and its own entries of the
 *   private fields, a spectator none, and drops the secret fields (G-5).
 *
 * The table enforces the rules (G-4), so nothing a client sends changes the
 * state except a legal move, whether it comes through a `Client`, a server
 * or straight to the reducer:
 * - a move name that is not one of the current phase's own moves (e.g.
 *   `hasOwnProperty`, `constructor`, `__proto__`, or not a string) is
 *   refused as an unavailable move;
 * - every move takes exactly its documented number of arguments, and
 *   arguments that are not plain data are refused before boardgame.io
 *   could fail printing them ({@link moveFrom});
 * - every boardgame.io event (`endTurn`, `pass`, `endGame`, …) is switched
 *   off; one sent as a raw `GAME_EVENT` anyway (0.50.2 runs it, whatever
 *   its name) does not run, and {@link RefusalPlugin} throws it out;
 * - undo and redo are off.
 *
 * Left to the transport: boardgame.io's reducer prints the action's `type`
 * in its log lines (which throws for an object such as `{"toString": 1}`),
 * and applies
 * `SYNC`/`UPDATE`/`RESET`/`PATCH` actions wholesale, so a transport must
 * hand it only `MAKE_MOVE` and `GAME_EVENT` actions with a string `type` (as
 * `openMatch` does).
 * @returns an already processed game (boardgame.io's `ProcessGameConfig`,
 *   with the flow's `getMove` and `processEvent` replaced as above)
 * @throws Error (from the move that caused it) when the rules enter a stage
 *   that is not a key of `phases` while the game goes on
 */
export function rulesGame<S extends RulesState, SD extends { dealer?: string } | undefined>(
  rules: GameRules<S, SD>,
): Game<S, Record<string, unknown>, SD> {
  const phases: NonNullable<Game<S>['phases']> = {};
  const ownMoves = new Set<unknown>();
  const next = ({ G }: { G: S }) => {
    if (!Object.hasOwn(rules.phases, G.stage)) throw new Error(`${rules.name}: stage "${G.stage}" has no phase`);
    return G.stage;
  };
  Object.entries(rules.phases).forEach(([stage, actions], i) => {
    type Move = ReturnType<typeof moveFrom<S>>;
    const moves: Record<string, Move | { move: Move; redact: true | ((context: { G: S }) => boolean) }> = {};
    for (const [name, a] of Object.entries(actions)) {
      const move = typeof a === 'function' ? moveFrom(a) : moveFrom(a.action, a.args);
      moves[name] = typeof a !== 'function' && a.redact ? { move, redact: a.redact } : move;
      ownMoves.add(moves[name]);
    }
    // `turn` first: this order costs the first loads least (brotli, issue 20).
    phases[stage] = { turn: rules.turns?.[stage], start: i === 0, moves, endIf: ({ G }) => G.stage !== stage, next };
  });
  const hidden = { private: rules.private ?? [], secret: rules.secret ?? [] };
  const config: Game<S, Record<string, unknown>, SD> = {
    name: rules.name,
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    validateSetupData: (setupData, numPlayers) => rules.checkSetup(setupData, numPlayers),
    setup: ({ ctx, random, refusal }, setupData) => {
      (refusal as RefusalApi).act();
      const problem = rules.checkSetup(setupData, ctx.numPlayers);
      if (problem) throw new Error(`${rules.name} setup: ${problem}`);
      const dealer = setupData?.dealer ?? String(random.Die(ctx.numPlayers) - 1);
      return rules.newGame({ numPlayers: ctx.numPlayers, dealer, setupData: setupData as SD, shuffle: random.Shuffle });
    },
    turn: { minMoves: 1, maxMoves: 1, order: orderByToAct },
    phases,
    endIf: ({ G }) => G.result ?? undefined,
    playerView: ({ G, playerID }) =>
      (rules.viewOf ?? same)(
        seatView(G, playerID, hidden) as unknown as Record<string, unknown>,
        playerID,
      ) as unknown as S,
    ai: { enumerate: (G: S, _ctx: Ctx, playerID: string) => rules.legalMoves(G, playerID) },
    plugins: [RefusalPlugin],
    disableUndo: true,
    events: Object.fromEntries(EVENTS.map((event) => [event, false])),
  };
  const game = ProcessGameConfig(config as Game);
  // boardgame.io finds a move with `name in moves`, which finds `hasOwnProperty` too, and runs any
  // event sent raw, switched off or not, even one named `toString`: only the game's own moves
  // are found, and no event runs (the refusal plugin then throws the event out).
  const { flow } = game;
  return {
    ...game,
    flow: {
      ...flow,
      getMove: (ctx: Ctx, name: unknown, playerID: string) => {
        const move = typeof name === 'string' ? flow.getMove(ctx, name, playerID) : null;
        return ownMoves.has(move) ? move : null;
      },
      processEvent: (state: unknown) => state,
    },
  } as Game<S, Record<string, unknown>, SD>;
}

const same = <V>(view: V) => view;

/** boardgame.io 0.50's events, all switched off (a `Client` then offers none). */
const EVENTS = ['endStage', 'setStage', 'endTurn', 'pass', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers'];
