/**
 * `dealObject`: the `deal` attribute of a game whose scenario is an object
 * of setupData fields (You Suck, TrickTakers). A module of its own, so the
 * tables that read a plain list of hands (Can't Win, Instinct) do not load
 * it (their first load is held to 40 KB, docs/bench-results.md).
 */
import type { DealSetup } from './table-setup.js';

/**
 * The {@link DealSetup} of a game whose scenario is an object of setupData
 * fields (`keys`, e.g. You Suck's `tickOwners`, `deal`, `stock`;
 * TrickTakers' `deal`, `stock`, `firstPlayer`): the object's fields, or the
 * problem with its shape; a bare list of hands is read as `deal`.
 */
export function dealObject(keys: readonly string[]): DealSetup {
  return (deal) => {
    if (Array.isArray(deal)) return { deal };
    if (typeof deal !== 'object' || deal === null) return `deal must be an object of ${keys.join(', ')}`;
    const other = Object.keys(deal).filter((k) => !keys.includes(k));
    return other.length > 0 ? `deal takes ${keys.join(', ')}; not ${other.join(', ')}` : { ...deal };
  };
}
