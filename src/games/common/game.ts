/**
 * Builds a boardgame.io `Game` (0.50) for a game whose pure rules keep their
 * own stage and say who is to move (`toAct`). The moves wrap the rules'
 * actions and hold no rule logic; boardgame.io supplies phases, turns,
 * `INVALID_MOVE` handling, `playerView` and `ai.enumerate`.
 */
import type { Ctx, Game } from 'boardgame.io';
import type { Shuffle } from './deal.js';
import { moveFrom, orderByToAct, type RulesAction } from './moves.js';
import type { GameResult } from './result.js';
import { seatView, type WithHands } from './view.js';

/** What the rules state must carry for {@link rulesGame}. */
export interface RulesState extends WithHands {
  stage: string;
  toAct: string | null;
  result: GameResult | null;
}

/** The rules behind a staged game. */
export interface GameRules<S extends RulesState, SD> {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** `undefined` when setupData is acceptable for `numPlayers`, else a message (G-3). */
  checkSetup(setupData: unknown, numPlayers: number): string | undefined;
  /** A new game; `dealer` is already chosen (setupData's, or random). */
  newGame(opts: { numPlayers: number; dealer: string; setupData: SD; shuffle: Shuffle }): S;
  /**
   * The phases in the order they cycle, each named after the rules stage it
   * covers, with the rules actions its moves wrap (by move name).
   */
  phases: [stage: string, actions: Record<string, RulesAction<S, [unknown]>>][];
  /** Fields no seat may see besides other hands (e.g. the undealt stock, G-5). */
  secret?: (keyof S)[];
  /** Exactly the legal moves of `seat`. */
  legalMoves(state: S, seat: string): { move: string; args: unknown[] }[];
}

/**
 * The boardgame.io `Game` for `rules`.
 * - `setup` throws on illegal setupData (a local game never calls
 *   `validateSetupData`); the first dealer is random through the random
 *   plugin unless given (G-2).
 * - Each turn is exactly one move; the rules name the next seat.
 * - `endIf` returns the rules' `result` as `ctx.gameover`.
 * - `playerView` leaves a seat only its own hand, a spectator none (G-5).
 */
export function rulesGame<S extends RulesState, SD extends { dealer?: string } | undefined>(
  rules: GameRules<S, SD>,
): Game<S, Record<string, unknown>, SD> {
  const phases: NonNullable<Game<S>['phases']> = {};
  rules.phases.forEach(([stage, actions], i) => {
    const moves = Object.fromEntries(
      Object.entries(actions).map(([name, action]) => [name, moveFrom<S, [unknown]>(action)]),
    );
    phases[stage] = {
      start: i === 0,
      moves,
      endIf: ({ G }) => G.stage !== stage,
      next: rules.phases[(i + 1) % rules.phases.length]![0],
    };
  });
  const secret = rules.secret ?? [];
  return {
    name: rules.name,
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    validateSetupData: (setupData, numPlayers) => rules.checkSetup(setupData, numPlayers),
    setup: ({ ctx, random }, setupData) => {
      const problem = rules.checkSetup(setupData, ctx.numPlayers);
      if (problem) throw new Error(`${rules.name} setup: ${problem}`);
      const dealer = setupData?.dealer ?? String(random.Die(ctx.numPlayers) - 1);
      return rules.newGame({ numPlayers: ctx.numPlayers, dealer, setupData: setupData as SD, shuffle: random.Shuffle });
    },
    turn: { minMoves: 1, maxMoves: 1, order: orderByToAct },
    phases,
    endIf: ({ G }) => G.result ?? undefined,
    playerView: ({ G, playerID }) => seatView(G, playerID, secret) as unknown as S,
    ai: { enumerate: (G: S, _ctx: Ctx, playerID: string) => rules.legalMoves(G, playerID) },
  };
}
