/**
 * Replaying a recorded game on the game's own code, in Node and in a browser alike (no Node module): from
 * its seed and setupData, each recorded move is checked against the legal moves of the seat to move
 * (`ai.enumerate`) and applied through boardgame.io's reducer (./local-match.ts). The harness's `--replay`
 * (src/harness/replay.ts) runs on it; a table's replay (issue 23) will too. A record is untrusted input: a
 * move that is not legal, a move after the end, or moves that stop before it, is refused with the index of
 * the move, and nothing of the record's code or getters runs (its arguments are plain data, copied).
 */
import type { Ctx, Game, State } from 'boardgame.io';
import { openMatch } from './local-match.js';
import { seatsToMove } from './seats.js';

/** One recorded move: the seat that made it, the move's name and its arguments (the harness's `MoveRecord`). */
export interface RecordedMove {
  seat: string;
  move: string;
  args: unknown[];
}

/**
 * Why a record does not replay: `over`, a move after the game ended (`index` is that move's); `illegal`, a
 * move that is not one of the seat to move's legal moves, or that the reducer refused (`index`: that move);
 * `short`, the moves end before the game does (`index`: the number of moves).
 */
export class ReplayRefusal extends Error {
  override name = 'ReplayRefusal';
  constructor(
    readonly kind: 'over' | 'illegal' | 'short',
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * True when `a` and `b` are the same JSON data: the same primitives, lists of the same length with the same
 * entries, records with the same keys (in any order) and the same values.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/** One legal move as `ai.enumerate` lists it. */
type LegalMove = { move: string; args?: unknown[] };

/**
 * Replays `moves` on `game` at `numPlayers` seats from `seed` and `setupData`.
 * @param game the game (a descriptor's `game`); it must have `ai.enumerate` (every game here has)
 * @param seed the game seed the record was played with (boardgame.io's `Game.seed`)
 * @param setupData the setupData it was played with (G-3)
 * @param moves the recorded moves, in order
 * @param finished whether the moves must reach the game's end (a harness record's do; a record of a game
 *   still running does not)
 * @returns the state before the first move, then after each move: `moves.length + 1` states
 * @throws ReplayRefusal when a move is not legal for the seat to move, comes after the end, or the moves
 *   stop before the end (with `finished`); Error from the game's `setup` for a setupData it refuses
 */
export function replayMoves(
  game: Game,
  numPlayers: number,
  seed: string,
  setupData: Record<string, unknown>,
  moves: readonly RecordedMove[],
  finished = true,
): State[] {
  const match = openMatch(game, numPlayers, seed, setupData);
  const enumerate = game.ai!.enumerate as (G: unknown, ctx: Ctx, seat: string) => LegalMove[];
  const states = [match.state];
  moves.forEach((m, i) => {
    const { G, ctx } = match.state;
    if (ctx.gameover !== undefined)
      throw new ReplayRefusal(
        'over',
        i,
        `the game is over after move ${i - 1}, but the record has ${moves.length} moves`,
      );
    const legal =
      seatsToMove(ctx).includes(m.seat) &&
      enumerate(G, ctx, m.seat).some((l) => l.move === m.move && sameData(l.args ?? [], m.args));
    // The reducer refuses a name such as "__proto__" or an extra argument as well (G-4), but logs it: a
    // move that is not legal never reaches it.
    if (!legal || !match.apply(m.seat, m.move, m.args))
      throw new ReplayRefusal('illegal', i, `move ${i} is not a legal move of seat ${m.seat}`);
    states.push(match.state);
  });
  if (finished && match.state.ctx.gameover === undefined)
    throw new ReplayRefusal('short', moves.length, `the ${moves.length} recorded moves end before the game does`);
  return states;
}
