/**
 * Helpers for the games' compact simulator states (src/games/<game>/sim.ts):
 * plain objects of numbers and typed arrays.
 */

/**
 * Copies `src` into `dst` in place, without allocating: numbers are
 * assigned, typed arrays are overwritten element for element. Both must have
 * the same shape (the same fields, typed arrays of the same lengths), as a
 * search's scratch state and the position it restarts from do.
 * @returns `dst`
 */
export function copyCompact<T extends object>(dst: T, src: T): T {
  for (const key in src) {
    const value = src[key];
    if (ArrayBuffer.isView(value)) (dst[key] as unknown as { set(v: ArrayLike<number>): void }).set(value as never);
    else dst[key] = value;
  }
  return dst;
}

/** A deep copy of a compact state: the same numbers, fresh copies of its typed arrays. */
export function cloneCompact<T extends object>(src: T): T {
  const out = { ...src } as Record<string, unknown>;
  for (const key in out) {
    const value = out[key];
    if (ArrayBuffer.isView(value)) out[key] = (value as unknown as { slice(): unknown }).slice();
  }
  return out as T;
}
