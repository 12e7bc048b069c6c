/**
 * Every game, by id. The harness, the bot registry and the demo look games
 * up here; adding a game is one line.
 */
import type { GameDescriptor } from './common/descriptor.js';
import { cantWin } from './cant-win/index.js';
import { instinct } from './instinct/index.js';
import { trickTakers } from './tricktakers/index.js';
import { youSuck } from './you-suck/index.js';

/** The descriptor of every game, by its id (`"cant-win"`, `"instinct"`, `"you-suck"`, `"tricktakers"`). */
export const GAMES: Readonly<Record<string, GameDescriptor>> = {
  [cantWin.id]: cantWin,
  [instinct.id]: instinct,
  [youSuck.id]: youSuck,
  [trickTakers.id]: trickTakers,
};

/**
 * The descriptor of `id`, an own key of {@link GAMES} (never an inherited
 * name such as `"constructor"`).
 * @throws Error naming the known games when `id` is unknown.
 */
export function getGame(id: string): GameDescriptor {
  const d = Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
  if (!d) throw new Error(`unknown game "${id}"; known: ${Object.keys(GAMES).join(', ')}`);
  return d;
}
