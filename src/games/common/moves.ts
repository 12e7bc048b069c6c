/**
 * Glue between pure rules actions and boardgame.io moves.
 */
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Shuffle } from './deal.js';

/**
 * A rules action: validates, then changes `state` only when legal.
 * Returns `null` on success or an error code.
 */
export type RulesAction<S, A extends unknown[]> = (state: S, seat: string, ...rest: [...A, Shuffle]) => string | null;

/**
 * Wraps a rules action as a boardgame.io move (0.50 signature). A refused
 * action returns `INVALID_MOVE`, so boardgame.io keeps the previous state and
 * `_stateID` (G-4). Arguments are passed through untyped: the action checks
 * them. A missing `playerID` is refused.
 */
export function moveFrom<S, A extends unknown[]>(action: RulesAction<S, A>) {
  return ({ G, playerID, random }: { G: S; playerID?: string | null; random: { Shuffle: Shuffle } }, ...args: A) => {
    if (typeof playerID !== 'string') return INVALID_MOVE;
    return action(G, playerID, ...args, random.Shuffle) === null ? undefined : INVALID_MOVE;
  };
}

/** The play-order index of the seat the state names (`toAct`); 0 when nobody is named. */
const toActIndex = ({ G, ctx }: { G: { toAct: string | null }; ctx: { playOrder: string[] } }) =>
  Math.max(0, ctx.playOrder.indexOf(G.toAct ?? ''));

/**
 * A turn order (boardgame.io `turn.order`) that gives the turn to whatever
 * seat the state names (`toAct`), for games whose rules decide who moves
 * next (trick winners lead, laps start at the dealer; G-1 seats). Pair it
 * with `maxMoves: 1`. While `toAct` is `null` (nobody to move, e.g. at the
 * game end) the turn goes to seat `"0"`.
 */
export const orderByToAct = { first: toActIndex, next: toActIndex };

/**
 * A copy of `game` for a local boardgame.io `Client`, which in 0.50 takes
 * neither setupData nor a seed: `setup` always receives `setupData` (and
 * still validates it, throwing when illegal, G-3), and `seed`, when given,
 * seeds the random plugin so the match replays exactly (G-2).
 */
export function localGame<T extends { setup?: (ctx: any, setupData?: any) => any; seed?: string | number }>(
  game: T,
  opts: { setupData?: unknown; seed?: string | number } = {},
): T {
  const setup = game.setup!;
  const local = { ...game, setup: (ctx: any) => setup(ctx, opts.setupData) };
  if (opts.seed !== undefined) local.seed = opts.seed;
  return local;
}
