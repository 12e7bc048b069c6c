/**
 * Deep freezing, so that a page script cannot change what the code relies
 * on (issue 10): the game descriptors and their boardgame.io `Game` (a
 * replaced `playerView` would show every hand), and the view a table hands
 * the page (a written `ctx` would stall the game).
 */

/**
 * Freezes `value` and everything reachable from it through own enumerable
 * properties: objects, arrays and functions (a function is frozen, and so
 * are its enumerable properties). An object already frozen is taken as
 * deeply frozen and not entered (boardgame.io's states are frozen by immer
 * that way), which also ends cycles.
 * @returns `value` itself, now frozen
 */
export function deepFreeze<T>(value: T): T {
  if (value && (typeof value === 'object' || typeof value === 'function') && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
