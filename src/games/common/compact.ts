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
const PACKED = new WeakMap<object, { bytes: Uint8Array; layout: object; scalars: ScalarCopy<never> | undefined }>();
const LAYOUTS = new Map<string, object>();
/** The layouts each {@link ScalarCopy} was checked against (`checkScalarCopy`). */
const checkedCopies = new WeakMap<ScalarCopy<never>, WeakSet<object>>();

/**
 * Copies `src` into `dst` in place, without allocating: numbers are
 * assigned, typed arrays are overwritten element for element. Both must have
 * the same shape (the same fields, typed arrays of the same lengths), as a
 * search's scratch state and the position it restarts from do. When both
 * come from {@link cloneCompact} of one shape, the typed arrays are copied as
 * one block of bytes (half the time of a TrickTakers state's copy, issue 24):
 * so a clone's typed-array fields must never be replaced by other arrays
 * (write into them), or the block would miss them. Between clones made with
 * the same {@link ScalarCopy}, the numbers are copied by it alone: a field
 * added to a state after it was cloned is not copied.
 * @returns `dst`
 */
export function copyCompact<T extends object>(dst: T, src: T): T {
  const to = PACKED.get(dst);
  const from = PACKED.get(src);
  if (to !== undefined && to.layout === from?.layout) {
    to.bytes.set(from.bytes);
    const scalars = to.scalars as ScalarCopy<T> | undefined;
    if (scalars !== undefined && scalars === from.scalars) {
      scalars(dst, src);
      return dst;
    }
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
 * A game's copy of its compact state's number fields, one assignment each
 * (`dst.toAct = src.toAct; …`): {@link copyCompact} copies the typed arrays
 * as one block of bytes and the numbers with it. Copying the numbers by
 * name is the generic way, but each assignment through a varying key is a
 * slow, shapeless store: 120–220 ns of You Suck's 10 numbers against about
 * 20 for the block and a written-out copy (issue 24, part 3).
 */
export type ScalarCopy<T> = (dst: T, src: T) => void;

/**
 * A deep copy of a compact state: the same numbers, fresh copies of its
 * typed arrays, all in one new buffer (widest elements first, so each view
 * is aligned) for {@link copyCompact}'s block copy.
 * @param scalars the game's copy of the number fields ({@link ScalarCopy}), which {@link copyCompact} then uses
 *   between two clones made with it; checked here against every number field of `src`
 * @throws Error when a field is an object other than a typed array (not a
 *   compact state: the block copy would skip it), or `scalars` misses a number field
 */
export function cloneCompact<T extends object>(src: T, scalars?: ScalarCopy<T>): T {
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
  // Checked once a copy and layout: the search clones its states at every decision.
  if (scalars && !checkedCopies.get(scalars)?.has(layout)) {
    checkScalarCopy(out as T, scalars);
    let layouts = checkedCopies.get(scalars);
    if (!layouts) checkedCopies.set(scalars, (layouts = new WeakSet()));
    layouts.add(layout);
  }
  PACKED.set(out, { bytes: new Uint8Array(buffer), layout, scalars: scalars as ScalarCopy<never> | undefined });
  return out as T;
}

/**
 * Checks that `scalars` copies every number field of `sample`: from a copy whose numbers all differ from the
 * sample's, into a copy of the sample.
 * @throws Error naming the first field it leaves as it was
 */
function checkScalarCopy<T extends object>(sample: T, scalars: ScalarCopy<T>): void {
  const from = { ...sample } as Record<string, unknown>;
  const to = { ...sample } as Record<string, unknown>;
  const keys = Object.keys(from).filter((key) => typeof from[key] !== 'object' || from[key] === null);
  keys.forEach((key, i) => (from[key] = -1e9 - i));
  // Other arrays than the sample's, so that a copy that assigns them is seen.
  for (const key of Object.keys(from)) if (!keys.includes(key)) from[key] = (from[key] as TypedArray).slice();
  scalars(to as T, from as T);
  const missed = keys.find((key) => to[key] !== from[key]);
  if (missed !== undefined) throw new Error(`cloneCompact: the scalar copy misses the field ${missed}`);
  // It must leave the typed arrays alone: they are the block's, copied byte for byte.
  const replaced = Object.keys(to).find(
    (key) => !keys.includes(key) && to[key] !== (sample as Record<string, unknown>)[key],
  );
  if (replaced !== undefined) throw new Error(`cloneCompact: the scalar copy replaces the array ${replaced}`);
}

/** Whether {@link copyCompact} copies `state`'s numbers by a game's own {@link ScalarCopy} (given to {@link cloneCompact}). */
export function hasScalarCopy(state: object): boolean {
  return PACKED.get(state)?.scalars !== undefined;
}
