/**
 * The game states the benches measure from, shared by bench/run.ts (mcts
 * decision time) and bench/search-speed.ts (search speed and decision time).
 */
import { getGame } from '../src/games/registry.js';
import { openTable, playGame, harnessSetupData } from '../src/harness/index.js';

/**
 * For each benched game, the moves into one seeded game of 4 random seats
 * (seed `bench-states`) after which its mid-game states are taken: all
 * within trick play, in different rounds.
 */
export const MID_GAME_AT = {
  'cant-win': [20, 70, 100, 130, 170],
  instinct: [10, 60, 110, 160, 210],
  'you-suck': [15, 25, 50, 60, 90],
  // Up to 3 rounds of about 33 moves (picks, setups, 20 plays, Hermit draws): trick play in rounds 1, 1, 2, 2 and 3.
  tricktakers: [10, 25, 50, 60, 80],
} as const;
/** A game with benched mid-game states. */
export type BenchedGame = keyof typeof MID_GAME_AT;

/**
 * The full states of one game played by `seats` at every seat from `seed`:
 * after each of the moves in `at`, or before every move when `at` is absent.
 */
export async function gameStates(
  gameId: string,
  numPlayers: number,
  seats: string,
  seed: string,
  at?: readonly number[],
) {
  const game = getGame(gameId);
  const { record } = await playGame({ game, numPlayers, seats: new Array(numPlayers).fill(seats), seed });
  const table = openTable(game, numPlayers, seed, harnessSetupData(game, {}));
  const states = [];
  for (let i = 0; i < record.moves.length && (!at || states.length < at.length); i++) {
    if (!at || at.includes(i)) states.push(table.state);
    const m = record.moves[i]!;
    table.apply(m.seat, m.move, m.args);
  }
  return states;
}

/** The mid-game states of {@link MID_GAME_AT} for `gameId`. */
export const midGameStates = (gameId: BenchedGame) =>
  gameStates(gameId, 4, 'random', 'bench-states', MID_GAME_AT[gameId]);
