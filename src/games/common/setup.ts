/**
 * setupData checks shared by the games (G-3). Each returns `undefined` when
 * the value is acceptable, or a message naming the problem.
 */
import { isSeat } from './seats.js';

/** setupData must be absent or a plain object. */
export function checkSetupObject(setupData: unknown): string | undefined {
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'setupData must be an object';
  return undefined;
}

/**
 * `dealer` (or another seat field, named `name`: TrickTakers' `firstPlayer`)
 * must be absent or a seat id `"0"…"n-1"` (G-1).
 */
export function checkDealer(dealer: unknown, numPlayers: number, name = 'dealer'): string | undefined {
  if (dealer === undefined) return undefined;
  return isSeat(dealer, numPlayers)
    ? undefined
    : `${name} must be a seat from "0" to "${numPlayers - 1}", got ${JSON.stringify(dealer)}`;
}

/** `variant` must be absent or one of `allowed`. */
export function checkVariant(variant: unknown, allowed: readonly string[]): string | undefined {
  if (variant === undefined) return undefined;
  return allowed.includes(variant as string)
    ? undefined
    : `variant must be one of ${allowed.map((v) => `"${v}"`).join(', ')}, got ${JSON.stringify(variant)}`;
}

/** `numPlayers` must lie in `[min, max]`. */
export function checkPlayers(numPlayers: number, min: number, max: number, sayGot = true): string | undefined {
  return Number.isInteger(numPlayers) && numPlayers >= min && numPlayers <= max
    ? undefined
    : `this game takes ${min} to ${max} players${sayGot ? `, got ${numPlayers}` : ''}`;
}

/** The first message of a list of checks, or `undefined` when all pass. */
export function firstProblem(...checks: (() => string | undefined)[]): string | undefined {
  for (const check of checks) {
    const problem = check();
    if (problem !== undefined) return problem;
  }
  return undefined;
}
