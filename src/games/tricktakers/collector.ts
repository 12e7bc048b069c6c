/**
 * TrickTakers: the Collector's combinations as data and its end-of-round
 * score (TT-40, TT-41, TT-50): the engine picks, from the cards the
 * Collector took (TT-27), the combinations with the highest total. Plain
 * functions on plain data; no boardgame.io, no DOM.
 */
import { COLOURS, colourOf, isRare, valueOf, type Colour } from './cards.js';
import { entryPoints } from './round-score.js';

/** The combination ids, TT-40's order. */
export const COMBINATION_IDS = [
  'flush3',
  'straight3',
  'kind3',
  'straightFlush3',
  'kind4',
  'straightFlush5',
  'straightFlush9',
] as const;
/** A combination id, one of {@link COMBINATION_IDS}. */
export type CombinationId = (typeof COMBINATION_IDS)[number];

/**
 * What a combination asks of its cards (TT-40): `flush` one colour, `run`
 * consecutive values (no wrap: 8-9-10 yes, 9-10-1 no), `kind` one value;
 * `runFlush` both of the first two.
 */
export type CombinationShape = 'flush' | 'run' | 'kind' | 'runFlush';

/** One combination (TT-40). */
export interface CombinationKind {
  id: CombinationId;
  name: string;
  shape: CombinationShape;
  /** Exactly this many cards. */
  size: number;
  /** Points, or `'win'`: the Collector wins the game (3–5 players only, TT-29, TT-50). */
  points: number | 'win';
}

/** TT-40's table, by id: one place to correct a value. */
export const COMBINATIONS: Readonly<Record<CombinationId, CombinationKind>> = {
  flush3: { id: 'flush3', name: '3 Flush', shape: 'flush', size: 3, points: 20 },
  straight3: { id: 'straight3', name: '3 Straight', shape: 'run', size: 3, points: 30 },
  kind3: { id: 'kind3', name: '3 of a Kind', shape: 'kind', size: 3, points: 40 },
  straightFlush3: { id: 'straightFlush3', name: '3 Straight Flush', shape: 'runFlush', size: 3, points: 50 },
  kind4: { id: 'kind4', name: '4 of a Kind', shape: 'kind', size: 4, points: 80 },
  straightFlush5: { id: 'straightFlush5', name: '5 Straight Flush', shape: 'runFlush', size: 5, points: 100 },
  straightFlush9: { id: 'straightFlush9', name: '9 Straight Flush', shape: 'runFlush', size: 9, points: 'win' },
};

/** At most this many combinations, no card in two (TT-40). */
export const MAX_COMBINATIONS = 3;
/** Points lost for every 2 taken cards left out of all combinations (TT-40). */
export const LEFTOVER_PENALTY = 10;
/** The highest value a usable card or a Rare can stand for: the Berserker deck's 10s (TT-40). */
const TOP = 10;

/**
 * A card in a combination. For a number card, its printed colour and value;
 * for a Rare, what it stands for, `null` where the combination does not
 * care: a kind's colour, a flush's value, a straight's colour (TT-40).
 */
export interface CollectedCard {
  card: string;
  colour: Colour | null;
  value: number | null;
}

/** A combination the Collector scores, its cards in value order (a Rare standing for no value last). */
export interface Combination {
  id: CombinationId;
  cards: CollectedCard[];
}

/** The Collector's end-of-round result (TT-40, TT-41). */
export interface Collection {
  /** The chosen combinations, most points first; `[straightFlush9]` alone on a win. */
  combinations: Combination[];
  /** The taken cards in no combination, in the order given. */
  unused: string[];
  /** The sum of the combinations' points (0 on a win). */
  combinationPoints: number;
  /** −10 × floor(unused / 2), ≤ 0 (0 on a win). */
  penalty: number;
  /** The round's points: `combinationPoints + penalty`, may be negative; 0 on a win (the game ends, TT-12.1). */
  points: number;
  /** A 9 Straight Flush: the Collector wins the game (3–5 players only, TT-29, TT-50). */
  wins: boolean;
}

/** A usable number card (1–10) with its bit in the search's masks. */
interface Num {
  card: string;
  colour: Colour;
  value: number;
  bit: number;
}

/** One place of a combination: a number card, or the Rare (`num: null`) standing for `colour`/`value`. */
interface Cell {
  num: Num | null;
  colour: Colour | null;
  value: number | null;
}

/** A possible combination among the taken cards: its number cards as a mask, and whether it needs a Rare. */
interface Candidate {
  id: CombinationId;
  mask: number;
  rare: boolean;
  cells: Cell[];
}

const numCell = (n: Num): Cell => ({ num: n, colour: n.colour, value: n.value });
const rareCell = (colour: Colour | null, value: number | null): Cell => ({ num: null, colour, value });

/** Every choice of one entry per position, with at most one Rare (`null`) among them. */
function pickOne(options: readonly (readonly (Num | null)[])[]): (Num | null)[][] {
  let out: (Num | null)[][] = [[]];
  for (const opts of options) {
    out = out.flatMap((so) => opts.filter((o) => o !== null || !so.includes(null)).map((o) => [...so, o]));
  }
  return out;
}

/** The k-subsets of `xs`, in order. */
function choose<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return xs.flatMap((x, i) => choose(xs.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

/** Candidates of a `run` or `runFlush` of `size` cards (TT-40: runs do not wrap). */
function runCandidates(
  id: CombinationId,
  size: number,
  flush: boolean,
  nums: readonly Num[],
  rares: boolean,
): Omit<Candidate, 'mask'>[] {
  const out: Omit<Candidate, 'mask'>[] = [];
  for (const colour of flush ? COLOURS : [null]) {
    for (let v = 1; v + size - 1 <= TOP; v++) {
      const values = Array.from({ length: size }, (_, i) => v + i);
      const options = values.map((value) => [
        ...nums.filter((n) => n.value === value && (colour === null || n.colour === colour)),
        ...(rares ? [null] : []),
      ]);
      for (const pick of pickOne(options)) {
        const cells = pick.map((n, i) => (n ? numCell(n) : rareCell(colour, values[i]!)));
        out.push({ id, rare: pick.includes(null), cells });
      }
    }
  }
  return out;
}

/** Candidates of a `kind` (one value) or a `flush` (one colour) of `size` cards. */
function groupCandidates(
  id: CombinationId,
  size: number,
  nums: readonly Num[],
  rares: boolean,
): Omit<Candidate, 'mask'>[] {
  const kind = COMBINATIONS[id].shape === 'kind';
  const groups: [Colour | null, number | null, Num[]][] = kind
    ? Array.from({ length: TOP }, (_, i) => [null, i + 1, nums.filter((n) => n.value === i + 1)])
    : COLOURS.map((c) => [c, null, nums.filter((n) => n.colour === c)]);
  return groups.flatMap(([colour, value, group]) => [
    ...choose(group, size).map((g) => ({ id, rare: false, cells: g.map(numCell) })),
    ...(rares
      ? choose(group, size - 1).map((g) => ({ id, rare: true, cells: [...g.map(numCell), rareCell(colour, value)] }))
      : []),
  ]);
}

/**
 * Every possible combination of kind `id` among `nums` (and a Rare if
 * `rares`), each set of cards once: a Rare may stand for a card that is
 * itself taken (X-12a: Rare as Red 4 beside the real Red 4).
 */
function candidates(id: CombinationId, nums: readonly Num[], rares: boolean): Candidate[] {
  const { shape, size } = COMBINATIONS[id];
  const raw =
    shape === 'run' || shape === 'runFlush'
      ? runCandidates(id, size, shape === 'runFlush', nums, rares)
      : groupCandidates(id, size, nums, rares);
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const c of raw) {
    const mask = c.cells.reduce((m, cell) => (cell.num ? m | (1 << cell.num.bit) : m), 0);
    const key = `${mask}/${c.rare}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...c, mask });
  }
  return [...out.filter((c) => !c.rare), ...out.filter((c) => c.rare)];
}

/** A combination's points; 0 for `straightFlush9`, which wins instead. */
const pointsOf = (id: CombinationId): number => entryPoints(COMBINATIONS[id].points);

/**
 * Disjoint candidates, one of each kind in `ids`, using at most `rares`
 * Rares (one per combination); `null` if none exist. Depth-first, the kinds
 * worth most first, each kind's candidates without a Rare first: so the
 * larger combinations take the real cards and a Rare fills in a smaller one
 * (X-12a). Equal kinds take candidates in increasing order.
 */
function findDisjoint(
  ids: readonly CombinationId[],
  lists: Record<string, Candidate[]>,
  rares: number,
): Candidate[] | null {
  const order = [...ids].sort((a, b) => pointsOf(b) - pointsOf(a) || a.localeCompare(b));
  const chosen: Candidate[] = [];
  const failed = new Set<string>();
  const go = (i: number, used: number, raresUsed: number, from: number): boolean => {
    if (i === order.length) return true;
    const key = `${i}/${used}/${raresUsed}/${from}`;
    if (failed.has(key)) return false;
    const list = lists[order[i]!]!;
    for (let j = i > 0 && order[i - 1] === order[i] ? from : 0; j < list.length; j++) {
      const c = list[j]!;
      if (c.mask & used || (c.rare && raresUsed >= rares)) continue;
      chosen.push(c);
      if (go(i + 1, used | c.mask, raresUsed + (c.rare ? 1 : 0), j + 1)) return true;
      chosen.pop();
    }
    failed.add(key);
    return false;
  };
  return go(0, 0, 0, 0) ? chosen : null;
}

/** The scored kinds (every one but `straightFlush9`), as multisets of 0 to {@link MAX_COMBINATIONS}. */
function multisets(): CombinationId[][] {
  const scored = COMBINATION_IDS.filter((id) => typeof COMBINATIONS[id].points === 'number');
  const out: CombinationId[][] = [[]];
  const grow = (prefix: CombinationId[], from: number) => {
    if (prefix.length === MAX_COMBINATIONS) return;
    for (let i = from; i < scored.length; i++) {
      const next = [...prefix, scored[i]!];
      out.push(next);
      grow(next, i);
    }
  };
  grow([], 0);
  return out;
}
const MULTISETS = multisets();

const penaltyFor = (unused: number): number => 0 - LEFTOVER_PENALTY * Math.floor(unused / 2);

/** Lexicographic comparison of two point lists, each sorted high to low: the larger first. */
function comparePoints(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -1) - (a[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** A colour's place in {@link COLOURS}; a Rare standing for any colour after them. */
const colourRank = (c: Colour | null): number => (c === null ? COLOURS.length : COLOURS.indexOf(c));

/** The chosen candidates as {@link Combination}s, the Rares given out in taken order. */
function toCombinations(chosen: readonly Candidate[], rareCards: readonly string[]): Combination[] {
  let r = 0;
  return [...chosen]
    .sort((a, b) => pointsOf(b.id) - pointsOf(a.id))
    .map((c) => ({
      id: c.id,
      cards: [...c.cells]
        .sort((x, y) => (x.value ?? TOP + 1) - (y.value ?? TOP + 1) || colourRank(x.colour) - colourRank(y.colour))
        .map((cell) => ({ card: cell.num ? cell.num.card : rareCards[r++]!, colour: cell.colour, value: cell.value })),
    }));
}

/**
 * The Collector's end-of-round result from the cards it took this round
 * (TT-27, TT-40, TT-41, TT-50).
 * - Usable cards: number cards 1–9 and the Berserker deck's 10s, by printed
 *   colour and value; Rares are wild (any colour, any value 1–10, at most
 *   one per combination). White Flags and the Berserker card are never
 *   usable, but count as left over.
 * - 3–5 players: a 9 Straight Flush wins the game, whatever the total
 *   (`wins`, `points` 0). Two players: it is no combination (TT-50).
 * - Otherwise up to 3 disjoint combinations with the highest total,
 *   combinations minus 10 × floor(left over / 2). The search is exhaustive:
 *   it tries every multiset of combination kinds from the best total down
 *   and takes the first one the cards can form. Among equal totals it
 *   prefers the larger combinations (RN-16; X-12b: 5 + 3 Straight Flush
 *   over three 3 Straight Flushes).
 * @param taken distinct card ids (./cards.ts), at most 25 in a game
 * @throws RangeError when more than 31 number cards are given (the masks' width)
 */
export function collectorScore(taken: readonly string[], twoPlayer: boolean): Collection {
  const numbers = taken.filter((c) => colourOf(c) !== null);
  if (numbers.length > 31) throw new RangeError(`collectorScore: ${numbers.length} number cards, at most 31`);
  const nums: Num[] = numbers.map((card, bit) => ({ card, colour: colourOf(card)!, value: valueOf(card), bit }));
  const rareCards = taken.filter(isRare);
  const rares = rareCards.length > 0;
  const unusedOf = (used: ReadonlySet<string>) => taken.filter((c) => !used.has(c));
  const usedCards = (cs: readonly Combination[]) => new Set(cs.flatMap((c) => c.cards.map((x) => x.card)));

  if (!twoPlayer) {
    const nine = candidates('straightFlush9', nums, rares)[0];
    if (nine) {
      const combinations = toCombinations([nine], rareCards);
      return {
        combinations,
        unused: unusedOf(usedCards(combinations)),
        combinationPoints: 0,
        penalty: 0,
        points: 0,
        wins: true,
      };
    }
  }

  const lists: Record<string, Candidate[]> = {};
  const listOf = (id: CombinationId) => (lists[id] ??= candidates(id, nums, rares));
  const usable = nums.length + Math.min(rareCards.length, MAX_COMBINATIONS);
  const ranked = MULTISETS.map((ids) => {
    const size = ids.reduce((s, id) => s + COMBINATIONS[id].size, 0);
    const pts = ids.map(pointsOf).sort((a, b) => b - a);
    return { ids, size, pts, total: pts.reduce((s, p) => s + p, 0) + penaltyFor(taken.length - size) };
  })
    .filter((m) => m.size <= usable)
    .sort((a, b) => b.total - a.total || comparePoints(a.pts, b.pts));
  for (const m of ranked) {
    if (m.ids.some((id) => listOf(id).length === 0)) continue;
    const chosen = findDisjoint(m.ids, lists, rareCards.length);
    if (!chosen) continue;
    const combinations = toCombinations(chosen, rareCards);
    const combinationPoints = m.pts.reduce((s, p) => s + p, 0);
    const penalty = penaltyFor(taken.length - m.size);
    return {
      combinations,
      unused: unusedOf(usedCards(combinations)),
      combinationPoints,
      penalty,
      points: combinationPoints + penalty,
      wins: false,
    };
  }
  // Unreachable: the empty multiset is always feasible.
  throw new Error('collectorScore: no choice');
}
