/**
 * A game played on this machine through boardgame.io's own reducer
 * (`InitializeGame` + `CreateGameReducer`), with no client, transport or
 * server: the harness plays its matches on it, and the elements'
 * `TableController` runs a table's game on it. boardgame.io still does
 * everything a game defines: setup, phases, turns, `INVALID_MOVE`, events,
 * `endIf` and the random plugin (G-2, G-4).
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { moveArgsCopy } from './moves.js';

/** A running local game: its full state (hands, deck and random state included) and one way to move. */
export interface LocalMatch {
  /** The full boardgame.io state. Secret: show a seat only its `playerView`. */
  readonly state: State;
  /**
   * Applies one move for `seat`, as a `MAKE_MOVE` action with that seat as
   * `playerID`, so the game's own checks apply. `move` must be a string and
   * `args` an array of plain data ({@link moveArgsCopy}: a Proxy anywhere in it
   * is refused without running any of its traps); the reducer is given a
   * copy of `args`, never the caller's objects.
   * @param dry run the move and drop its result: `state` stays as it was (a table warms the reducer
   *   with it, issue 20)
   * @returns `true` when the reducer accepted it (a new `_stateID`);
   *   `false` when it refused it, leaving `state` unchanged (G-4)
   */
  apply(seat: string, move: string, args: readonly unknown[], dry?: boolean): boolean;
}

/**
 * Starts a local game of `game` at `numPlayers` seats.
 * @param seed the match seed (G-2): it fixes the first dealer and every
 *   shuffle, so the same seed replays the same deals
 * @param setupData the game's setupData (G-3), passed to its `setup`
 * @throws Error from the game's `setup` when `setupData` is illegal
 */
export function openMatch(game: Game, numPlayers: number, seed: string, setupData?: unknown): LocalMatch {
  // InitializeGame takes the match seed from `game.seed` (the random plugin's setup).
  const processed = ProcessGameConfig({ ...game, seed } as Game);
  const reducer = CreateGameReducer({ game: processed });
  let state = InitializeGame({ game: processed, numPlayers, setupData }) as State;
  return {
    get state() {
      return state;
    },
    apply(seat, move, args, dry) {
      // A page script or a file may hand anything here: the reducer gets a plain copy or nothing,
      // so no page code (a Proxy's traps, a getter) runs inside the move (G-4).
      const plain = typeof move === 'string' ? moveArgsCopy(args) : null;
      if (!plain) return false;
      const action = { type: 'MAKE_MOVE', payload: { type: move, args: plain.value, playerID: seat } } as const;
      const next = reducer(state, action as never) as State;
      if (next._stateID === state._stateID) return false;
      if (!dry) state = next;
      return true;
    },
  };
}
