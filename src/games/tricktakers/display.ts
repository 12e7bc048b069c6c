/**
 * TrickTakers extras: which characters are shown each round (TT-24, TT-54).
 * Plain functions on plain data; no boardgame.io, no DOM. Every shuffle goes
 * through the caller's `shuffle` (boardgame.io's `random.Shuffle`, G-2).
 */
import type { Shuffle } from '../common/deal.js';
import { hasDisplay } from './extras-setup.js';
import { EXTRA_CHARACTERS, type RosterId } from './roster.js';

/**
 * A round's display (TT-24), public (TT-53).
 * - `shown`: the characters players may select this round, in the order
 *   they were shown: last round's not-shown first, then those revealed.
 * - `notShown`: the rest of the set; shown first next round. `[]` in a game
 *   without a display (5 or 6 characters, or 2 players): all are shown.
 */
export interface Display {
  shown: RosterId[];
  notShown: RosterId[];
}

/**
 * Whether a game's character set holds an extra character (TT-23; the
 * display lists the whole set, TT-24): its round facts are kept then
 * (./setups.ts), and its rounds have the extras' moves (./bots.ts). `false`
 * with no display (a game set up before the later rules arrived, issue 20).
 */
export const hasExtras = (G: { display?: Display }): boolean =>
  [...(G.display?.shown ?? []), ...(G.display?.notShown ?? [])].some((c) =>
    (EXTRA_CHARACTERS as readonly string[]).includes(c),
  );

/**
 * Round 1's display (TT-24, TT-54). With a display (3–5 players, 7 or 8
 * characters): the first players + 1 of `characterOrder` (when given, the
 * whole set) or of one shuffle of `set`; the rest are not shown. Without
 * one: all of `set` shown, `characterOrder` ignored, no shuffle.
 * @param set the game's characters (./extras-setup.ts `characterSetOf`)
 * @param characterOrder setupData's, already checked (`validateExtrasSetup`)
 */
export function firstDisplay(
  set: readonly RosterId[],
  numPlayers: number,
  shuffle: Shuffle,
  characterOrder?: readonly RosterId[],
): Display {
  if (!hasDisplay(set, numPlayers)) return { shown: [...set], notShown: [] };
  return split(characterOrder ? [...characterOrder] : shuffle([...set]), numPlayers + 1);
}

/**
 * The display of the round after `prev` (TT-24): first every character not
 * shown in `prev`; then one shuffle of all of `prev.shown`, selected or not,
 * revealed in order until players + 1 are shown; the ones left over are the
 * new not-shown set. A game without a display (`prev.notShown` empty and
 * every character shown) keeps `prev`'s display, with no shuffle.
 */
export function nextDisplay(prev: Display, numPlayers: number, shuffle: Shuffle): Display {
  if (!hasDisplay([...prev.shown, ...prev.notShown], numPlayers)) return { shown: [...prev.shown], notShown: [] };
  return split([...prev.notShown, ...shuffle([...prev.shown])], numPlayers + 1);
}

/** The first `k` of `order` shown, the rest not. */
const split = (order: RosterId[], k: number): Display => ({ shown: order.slice(0, k), notShown: order.slice(k) });
