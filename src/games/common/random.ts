/**
 * Seeded random streams for bots and samplers (pure-rand's xoroshiro128+),
 * separate from boardgame.io's game stream (G-2) so that bots never consume
 * the game's randomness.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A 32-bit FNV-1a hash of a seed text, to seed a generator. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * A seeded uniform stream on [0, 1): the same seed gives the same numbers.
 * @param seed any text (e.g. `"match-1/deal-3/seat-2/ismcts"`) or integer
 */
export function seededRandom(seed: string | number): () => number {
  const rng = xoroshiro128plus(typeof seed === 'number' ? seed | 0 : hashSeed(seed));
  return () => uniformFloat64(rng);
}

/**
 * A shuffle (Fisher–Yates, on a copy) drawing from `rng`: a stand-in for
 * boardgame.io's `random.Shuffle` where a bot deals cards of its own (a
 * fresh deal in a search, G-2 keeps the game's stream apart).
 */
export function shuffleWith(rng: () => number): <T>(xs: T[]) => T[] {
  return <T>(xs: T[]): T[] => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
}

/**
 * A partial Fisher–Yates draw in place: afterwards `a[0…k)` are `k` of its
 * first `length` items drawn uniformly at random and in random order (one
 * `rng()` each, the first `k` steps of a shuffle), and the rest of them
 * follow in no particular order; items from `length` on are not touched.
 * Returns `a`.
 * @param k at most `length`
 * @param length how many of `a`'s items to draw from (all by default: a scratch array may hold more)
 */
export function drawInPlace<T>(a: T[], k: number, rng: () => number, length = a.length): T[] {
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rng() * (length - i));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}
