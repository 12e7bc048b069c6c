/** Small helpers shared by the harness tests. */
import assert from 'node:assert/strict';
import { getGame } from '../../src/games/registry.js';

export const cantWin = getGame('cant-win');
export const specs = (...names: string[]) => names.map((name) => ({ name }));
export const close = (actual: number | null, expected: number, digits = 3) =>
  assert.ok(actual !== null && Math.abs(actual - expected) < 10 ** -digits / 2, `${actual} ≈ ${expected}`);
