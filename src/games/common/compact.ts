/**
 * Helpers for the games' compact simulator states (src/games/<game>/sim.ts):
 * plain objects of numbers and typed arrays.
 */

type TypedArray = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array;
type TypedArrayClass = { new (buffer: ArrayBuffer, byteOffset: number, length: number): TypedArray };

/**
 * The states {@link cloneCompact} made: their typed arrays share one buffer,
 * seen here as bytes, and `layout` names how the arrays lie in it (one object
 * per layout, so equal layouts are the same object).
 */
const PACKED = new WeakMap<object, { bytes: Uint8Array; layout: object }>();
const LAYOUTS = new Map<string, object>();

/**
 * Copies `src` into `dst` in place, without allocating: numbers are
 * assigned, typed arrays are overwritten element for element. Both must have
 * the same shape (the same fields, typed arrays of the same lengths), as a
 * search's scratch state and the position it restarts from do. When both
 * come from {@link cloneCompact} of one shape, the typed arrays are copied as
 * one block of bytes (half the time of a TrickTakers state's copy, issue 24):
 * so a clone's typed-array fields must never be replaced by other arrays
 * (write into them), or the block would miss them.
 * @returns `dst`
 */
export function copyCompact<T extends object>(dst: T, src: T): T {
  const to = PACKED.get(dst);
  const from = PACKED.get(src);
  if (to !== undefined && to.layout === from?.layout) {
    to.bytes.set(from.bytes);
    for (const key in src) {
      const value = src[key];
      if (typeof value !== 'object' || value === null) dst[key] = value;
    }
    return dst;
  }
  for (const key in src) {
    const value = src[key];
    if (ArrayBuffer.isView(value)) (dst[key] as unknown as { set(v: ArrayLike<number>): void }).set(value as never);
    else dst[key] = value;
  }
  return dst;
}

/**
 * A deep copy of a compact state: the same numbers, fresh copies of its
 * typed arrays, all in one new buffer (widest elements first, so each view
 * is aligned) for {@link copyCompact}'s block copy.
 * @throws Error when a field is an object other than a typed array (not a
 *   compact state: the block copy would skip it)
 */
export function cloneCompact<T extends object>(src: T): T {
  const out = { ...src } as Record<string, unknown>;
  const arrays = Object.keys(out).filter((key) => {
    const value = out[key];
    if (ArrayBuffer.isView(value)) return true;
    if (typeof value === 'object' && value !== null)
      throw new Error(`cloneCompact: field ${key} is neither a number nor a typed array`);
    return false;
  });
  const width = (key: string) => (out[key] as TypedArray).BYTES_PER_ELEMENT;
  arrays.sort((a, b) => width(b) - width(a));
  const buffer = new ArrayBuffer(arrays.reduce((t, key) => t + (out[key] as TypedArray).byteLength, 0));
  let at = 0;
  const names: string[] = [];
  for (const key of arrays) {
    const value = out[key] as TypedArray;
    const copy = new (value.constructor as TypedArrayClass)(buffer, at, value.length);
    copy.set(value);
    out[key] = copy;
    at += value.byteLength;
    names.push(`${key}:${value.constructor.name}:${value.length}`);
  }
  const name = names.join();
  let layout = LAYOUTS.get(name);
  if (!layout) LAYOUTS.set(name, (layout = {}));
  PACKED.set(out, { bytes: new Uint8Array(buffer), layout });
  return out as T;
}
