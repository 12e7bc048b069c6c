// TrickTakers: the Collector's best total on bit masks (src/games/tricktakers/collector-best.ts), which
// the bots' simulator scores at the end of every playout: the hand-worked TT-40 values of
// tricktakers-collector.test.ts (X-12 a–e and the rest), then the same points and wins as the
// engine's collectorScore on thousands of random collections, 3–5 players and two (TT-50).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_CARDS, COLOURS, colourOf, isRare, valueOf } from '../../src/games/tricktakers/cards.js';
import { collectorScore } from '../../src/games/tricktakers/collector.js';
import { collectionPoints, collectionWins } from '../../src/games/tricktakers/collector-best.js';
import { seededRandom } from '../../src/games/common/random.js';

/** The fast answer for card ids: `'win'` for a 9 Straight Flush (3–5 players), else the points. */
function best(taken: readonly string[], two = false): number | 'win' {
  const cols = [0, 0, 0, 0];
  let rares = 0;
  for (const c of taken) {
    const colour = colourOf(c);
    if (colour !== null) cols[COLOURS.indexOf(colour)]! |= 1 << (valueOf(c) - 1);
    else if (isRare(c)) rares++;
  }
  if (!two && collectionWins(cols, rares)) return 'win';
  return collectionPoints(cols, rares, taken.length);
}

/** The engine's answer in the same form. */
function engine(taken: readonly string[], two = false): number | 'win' {
  const r = collectorScore(taken, two);
  return r.wins ? 'win' : r.points;
}

const colour = (c: string, values: number[]) => values.map((v) => `${c}-${v}`);

describe('collector-best: the hand-worked TT-40 values', () => {
  it('X-12a: kind4 + straightFlush3 with the Rare as Red 4, WF and Green 9 left → +120; without the Rare +80', () => {
    const taken = ['red-3', 'red-4', 'red-5', 'blue-4', 'green-4', 'black-4', 'white-flag-1', 'green-9'];
    assert.equal(best([...taken, 'rare-1']), 120);
    assert.equal(best(taken), 80);
  });
  it('X-12b: Blue 1–8 and a Rare win with 3–5 players; with two, 5 + 3 Straight Flush, 1 left → +150', () => {
    const taken = [...colour('blue', [1, 2, 3, 4, 5, 6, 7, 8]), 'rare-2'];
    assert.equal(best(taken), 'win');
    assert.equal(best(taken, true), 150);
  });
  it('X-12c: Red 8, 9, 10, a WF, the Berserker card → +40; X-12d: nothing → 0; X-12e: Green 2, WF, Black 9 → −10', () => {
    assert.equal(best(['red-8', 'red-9', 'red-10', 'white-flag-2', 'berserker']), 40);
    assert.equal(best([]), 0);
    assert.equal(best(['green-2', 'white-flag-1', 'black-9']), -10);
  });
  it('each combination alone: +20, +30, +40, +50, +80, +100; a 9 Straight Flush wins (Red 1–9, Red 2–10)', () => {
    assert.equal(best(['red-1', 'red-5', 'red-9']), 20);
    assert.equal(best(['red-2', 'blue-3', 'green-4']), 30);
    assert.equal(best(['red-7', 'blue-7', 'black-7']), 40);
    assert.equal(best(['green-4', 'green-5', 'green-6']), 50);
    assert.equal(best(['red-2', 'blue-2', 'green-2', 'black-2']), 80);
    assert.equal(best(colour('black', [3, 4, 5, 6, 7])), 100);
    assert.equal(best(colour('red', [1, 2, 3, 4, 5, 6, 7, 8, 9])), 'win');
    assert.equal(best(colour('red', [2, 3, 4, 5, 6, 7, 8, 9, 10])), 'win');
    assert.equal(best(colour('red', [1, 2, 3, 4, 5, 6, 7, 8, 9]), true), 150); // TT-50: no win with two
    assert.equal(best(colour('red', [1, 2, 3, 4, 6, 7, 8, 9])), 90); // no Rare: 2 × 50, 2 left
  });
  it('runs do not wrap; a Rare stands for 8 below 9-10 and for 3 above 1-2 (+50 each)', () => {
    assert.deepEqual([best(['red-8', 'red-9', 'red-10']), best(['red-9', 'red-10', 'red-1'])], [50, 20]);
    assert.equal(best(['blue-9', 'green-10', 'black-1']), -10);
    assert.deepEqual([best(['red-9', 'red-10', 'king-rare']), best(['red-1', 'red-2', 'berserker-rare'])], [50, 50]);
    assert.equal(best(['blue-9', 'green-10', 'rare-1']), 30); // a straight3 8-9-10 or 9-10 and a Rare as 8
  });
  it('Rares: one per combination (−10, +50); two in two combinations (+100); a Rare in a kind or a flush', () => {
    assert.equal(best(['red-5', 'rare-1', 'rare-2']), -10);
    assert.equal(best(['red-5', 'red-6', 'rare-1', 'rare-2']), 50);
    assert.equal(best(['red-5', 'red-6', 'blue-2', 'blue-3', 'rare-1', 'rare-2']), 100);
    assert.deepEqual([best(['red-6', 'green-6', 'rare-1']), best(['blue-1', 'blue-8', 'rare-1'])], [40, 20]);
  });
  it('WFs and the Berserker card are left over (+30, −20); at most 3 combinations (+140); best total, not greedy (+240, +130)', () => {
    assert.equal(best(['red-7', 'blue-7', 'green-7', 'white-flag-1', 'berserker', 'berserker-white-flag']), 30);
    assert.equal(best(['white-flag-1', 'white-flag-2', 'berserker', 'berserker-white-flag']), -20);
    const four = [...colour('red', [1, 2, 3]), ...colour('blue', [4, 5, 6]), ...colour('green', [7, 8, 9])];
    assert.equal(best([...four, ...colour('black', [1, 2, 3])]), 140);
    assert.equal(best(COLOURS.flatMap((c) => colour(c, [1, 2, 3]))), 240);
    assert.equal(best(['red-3', 'red-4', 'red-5', 'red-6', 'red-7', 'blue-3', 'green-3', 'blue-7', 'green-7']), 130);
  });
  it('25 cards (red 1–9, blue 1–9, green 1–7), two players: 3 × straightFlush5, 10 left → +250', () => {
    const all = [...colour('red', [1, 2, 3, 4, 5, 6, 7, 8, 9]), ...colour('blue', [1, 2, 3, 4, 5, 6, 7, 8, 9])];
    assert.equal(best([...all, ...colour('green', [1, 2, 3, 4, 5, 6, 7])], true), 250);
  });
});

describe('collector-best: the same answer as collectorScore (TT-40)', () => {
  /** `count` random collections of up to 25 cards of the whole box; half of them from a few values, rich in combinations. */
  function collections(seed: string, count: number): string[][] {
    const rng = seededRandom(seed);
    const out: string[][] = [];
    for (let k = 0; k < count; k++) {
      let pool = [...ALL_CARDS];
      if (rng() < 0.5) {
        const low = 1 + Math.floor(rng() * 6);
        const high = low + 2 + Math.floor(rng() * 4);
        pool = pool.filter((c) => (colourOf(c) === null ? rng() < 0.5 : valueOf(c) >= low && valueOf(c) <= high));
      }
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      out.push(pool.slice(0, Math.floor(rng() * Math.min(26, pool.length + 1))));
    }
    return out;
  }
  for (const two of [false, true]) {
    it(`${two ? 'two players' : '3–5 players'}: 1,000 random collections, every points and win equal`, () => {
      let combinations = 0;
      for (const taken of collections(`collector-best-${two}`, 1000)) {
        const want = engine(taken, two);
        assert.equal(best(taken, two), want, taken.join(' '));
        if (want === 'win' || want > 0) combinations++;
      }
      assert.ok(combinations > 300, `${combinations} collections scored a combination`);
    });
  }
});
