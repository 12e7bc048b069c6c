// TrickTakers: the Collector's combinations as data and its end-of-round score (TT-40, TT-41,
// TT-50), on the pure functions: X-12 a–e, each combination alone, the run edges, the Rares, a
// case where picking the best combination first is wrong, and a brute-force cross-check.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { colourOf, isRare, valueOf, type Colour } from '../../src/games/tricktakers/cards.js';
import {
  collectorScore,
  COMBINATION_IDS,
  COMBINATIONS,
  LEFTOVER_PENALTY,
  MAX_COMBINATIONS,
  type Collection,
  type CombinationId,
} from '../../src/games/tricktakers/collector.js';

/** Points of the best choice, 3–5 players unless `two`. */
const score = (taken: string[], two = false): number => collectorScore(taken, two).points;
/** The chosen combinations as `[id, cards]`, cards in the order the module shows them. */
const shown = (r: Collection) => r.combinations.map((c) => [c.id, c.cards.map((x) => x.card)]);

// An independent judge of one combination (TT-40), used to check every answer: tries every
// colour and value 1–10 for the Rare (at most one), then the shape.
function isCombination(id: CombinationId, cards: readonly string[]): boolean {
  const { size, shape } = COMBINATIONS[id];
  if (cards.length !== size) return false;
  const rares = cards.filter(isRare);
  if (rares.length > 1) return false;
  const real = cards.filter((c) => !isRare(c));
  if (real.some((c) => colourOf(c) === null)) return false; // White Flag or Berserker card
  const stand: [Colour, number][] =
    rares.length === 0
      ? [['red', 0]] // unused
      : (['red', 'blue', 'green', 'black'] as Colour[]).flatMap((c) =>
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v): [Colour, number] => [c, v]),
        );
  return stand.some(([rc, rv]) => {
    const cs = [...real.map((c) => colourOf(c)!), ...(rares.length ? [rc] : [])];
    const vs = [...real.map(valueOf), ...(rares.length ? [rv] : [])].sort((a, b) => a - b);
    const flush = cs.every((c) => c === cs[0]);
    const run = vs.every((v, i) => i === 0 || v === vs[i - 1]! + 1);
    const kind = vs.every((v) => v === vs[0]);
    return shape === 'flush' ? flush : shape === 'run' ? run : shape === 'kind' ? kind : run && flush;
  });
}

/** Checks an answer is well-formed: valid, disjoint combinations (at most 3); unused and points add up. */
function assertConsistent(taken: string[], r: Collection): void {
  assert.ok(r.combinations.length <= MAX_COMBINATIONS);
  const used = r.combinations.flatMap((c) => c.cards.map((x) => x.card));
  assert.equal(new Set(used).size, used.length, 'no card in two combinations');
  for (const c of r.combinations)
    assert.ok(
      isCombination(
        c.id,
        c.cards.map((x) => x.card),
      ),
      `${c.id} ${c.cards.map((x) => x.card)}`,
    );
  assert.deepEqual(
    r.unused,
    taken.filter((c) => !used.includes(c)),
  );
  if (!r.wins) {
    const pts = r.combinations.reduce((s, c) => s + (COMBINATIONS[c.id].points as number), 0);
    assert.equal(r.combinationPoints, pts);
    assert.equal(r.penalty, 0 - 10 * Math.floor(r.unused.length / 2));
    assert.equal(r.points, pts + r.penalty);
  }
}

describe('TT-40 the combinations as data', () => {
  it('points and sizes: flush3 +20, straight3 +30, kind3 +40, straightFlush3 +50, kind4 +80, straightFlush5 +100, straightFlush9 win', () => {
    assert.deepEqual(
      COMBINATION_IDS.map((id) => [id, COMBINATIONS[id].size, COMBINATIONS[id].points]),
      [
        ['flush3', 3, 20],
        ['straight3', 3, 30],
        ['kind3', 3, 40],
        ['straightFlush3', 3, 50],
        ['kind4', 4, 80],
        ['straightFlush5', 5, 100],
        ['straightFlush9', 9, 'win'],
      ],
    );
    assert.equal(MAX_COMBINATIONS, 3);
    assert.equal(LEFTOVER_PENALTY, 10);
  });
});

describe('X-12 Collector scoring (TT-40, TT-41)', () => {
  it('X-12a (RN-16): kind4 +80, straightFlush3 with the Rare as Red 4 +50, WF and Green 9 left over −10 → +120', () => {
    const taken = ['red-3', 'red-4', 'red-5', 'blue-4', 'green-4', 'black-4', 'rare-1', 'white-flag-1', 'green-9'];
    const r = collectorScore(taken, false);
    assert.deepEqual(shown(r), [
      ['kind4', ['red-4', 'blue-4', 'green-4', 'black-4']],
      ['straightFlush3', ['red-3', 'rare-1', 'red-5']],
    ]);
    assert.deepEqual(r.combinations[1]!.cards[1], { card: 'rare-1', colour: 'red', value: 4 });
    assert.deepEqual(r.unused, ['white-flag-1', 'green-9']);
    assert.deepEqual([r.combinationPoints, r.penalty, r.points, r.wins], [130, -10, 120, false]);
    assertConsistent(taken, r);
  });
  it('X-12a without the Rare: Red 4 cannot be in both, so the best is straightFlush3 + kind3 = 90 − 10 = 80', () => {
    // kind4 80 with R3, R5, WF, G9 left (−20) = 60; straightFlush3 {R3 R4 R5} + kind3 {B4 G4 K4} = 90 with
    // WF, G9 left (−10) = 80 (X-12a's alternative: with the Rare also left over, 3 left is still −10).
    assert.equal(score(['red-3', 'red-4', 'red-5', 'blue-4', 'green-4', 'black-4', 'white-flag-1', 'green-9']), 80);
  });
  it('X-12b: Blue 1–8 and a Rare, 3–5 players → straightFlush9 with the Rare as Blue 9: the Collector wins', () => {
    const taken = ['blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5', 'blue-6', 'blue-7', 'blue-8', 'rare-2'];
    const r = collectorScore(taken, false);
    assert.equal(r.wins, true);
    assert.deepEqual(shown(r), [['straightFlush9', taken]]);
    assert.deepEqual(r.combinations[0]!.cards[8], { card: 'rare-2', colour: 'blue', value: 9 });
    assert.deepEqual([r.points, r.unused], [0, []]);
  });
  it('X-12b: the same cards with two players → straightFlush5 +100 and straightFlush3 +50, 1 left over, no penalty: +150', () => {
    const taken = ['blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5', 'blue-6', 'blue-7', 'blue-8', 'rare-2'];
    const r = collectorScore(taken, true);
    assert.equal(r.wins, false);
    // RN-16: three straightFlush3 also make 150; the larger combination is shown, real cards first.
    assert.deepEqual(shown(r), [
      ['straightFlush5', ['blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5']],
      ['straightFlush3', ['blue-6', 'blue-7', 'blue-8']],
    ]);
    assert.deepEqual([r.unused, r.penalty, r.points], [['rare-2'], 0, 150]);
    assertConsistent(taken, r);
  });
  it('X-12c: Red 8, Red 9, the Berserker deck’s Red 10, a WF, the Berserker card → 50 − 10 = +40', () => {
    const taken = ['red-8', 'red-9', 'red-10', 'white-flag-2', 'berserker'];
    const r = collectorScore(taken, false);
    assert.deepEqual(shown(r), [['straightFlush3', ['red-8', 'red-9', 'red-10']]]);
    assert.deepEqual([r.unused, r.points], [['white-flag-2', 'berserker'], 40]);
  });
  it('X-12d: nothing taken → 0', () => {
    assert.deepEqual(collectorScore([], false), {
      combinations: [],
      unused: [],
      combinationPoints: 0,
      penalty: 0,
      points: 0,
      wins: false,
    });
  });
  it('X-12e: Green 2, a WF, Black 9 → no combination, 3 left over → −10 × floor(3/2) = −10', () => {
    const r = collectorScore(['green-2', 'white-flag-1', 'black-9'], false);
    assert.deepEqual([r.combinations, r.penalty, r.points], [[], -10, -10]);
  });
});

describe('TT-40 each combination alone', () => {
  const only = (taken: string[]) => {
    const r = collectorScore(taken, false);
    assertConsistent(taken, r);
    return [r.combinations.map((c) => c.id), r.points];
  };
  it('flush3: Red 1, 5, 9 → +20', () => assert.deepEqual(only(['red-1', 'red-5', 'red-9']), [['flush3'], 20]));
  it('straight3: Red 2, Blue 3, Green 4 → +30', () =>
    assert.deepEqual(only(['red-2', 'blue-3', 'green-4']), [['straight3'], 30]));
  it('kind3: Red 7, Blue 7, Black 7 → +40', () =>
    assert.deepEqual(only(['red-7', 'blue-7', 'black-7']), [['kind3'], 40]));
  it('straightFlush3: Green 4, 5, 6 → +50 (not flush3 or straight3)', () =>
    assert.deepEqual(only(['green-4', 'green-5', 'green-6']), [['straightFlush3'], 50]));
  it('kind4: the four 2s → +80', () =>
    assert.deepEqual(only(['red-2', 'blue-2', 'green-2', 'black-2']), [['kind4'], 80]));
  it('straightFlush5: Black 3–7 → +100', () =>
    assert.deepEqual(only(['black-3', 'black-4', 'black-5', 'black-6', 'black-7']), [['straightFlush5'], 100]));
  it('straightFlush9: Red 1–9, or Red 2–10 with the Berserker deck’s 10 → wins (3–5 players)', () => {
    const one = ['red-1', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'red-7', 'red-8', 'red-9'];
    assert.equal(collectorScore(one, false).wins, true);
    assert.equal(collectorScore([...one.slice(1), 'red-10'], false).wins, true);
  });
  it('straightFlush9 is no combination with two players (TT-50): Red 1–9 → three straightFlush3 or 5 + 3 = +150', () => {
    const one = ['red-1', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'red-7', 'red-8', 'red-9'];
    const r = collectorScore(one, true);
    // straightFlush5 + straightFlush3 = 150 with 1 left (no penalty) ties 3 × 50 = 150; the larger first.
    assert.deepEqual(
      [r.wins, r.points, r.combinations.map((c) => c.id)],
      [false, 150, ['straightFlush5', 'straightFlush3']],
    );
  });
  it('8 cards of one colour missing one: no straightFlush9 without a Rare', () => {
    const r = collectorScore(['red-1', 'red-2', 'red-3', 'red-4', 'red-6', 'red-7', 'red-8', 'red-9'], false);
    // No 5 in a row. One straightFlush3 from 1–4 and one from 6–9: 100, 2 left (−10) = 90; a third
    // combination would need 9 cards.
    assert.deepEqual([r.wins, r.points], [false, 90]);
  });
});

describe('TT-40 runs, Rares and usable cards', () => {
  it('runs do not wrap: 8-9-10 is a run (+50); 9-10-1 is not (only flush3 +20)', () => {
    assert.equal(score(['red-8', 'red-9', 'red-10']), 50);
    assert.equal(score(['red-9', 'red-10', 'red-1']), 20);
    assert.equal(score(['blue-9', 'green-10', 'black-1']), -10); // no combination; 3 left over
  });
  it('a Rare stands for a value 1–10 only: with Red 9 and Red 10 it is Red 8, with Red 1 and Red 2 it is Red 3', () => {
    const high = collectorScore(['red-9', 'red-10', 'king-rare'], false);
    assert.deepEqual(high.combinations[0]!.cards[0], { card: 'king-rare', colour: 'red', value: 8 });
    const low = collectorScore(['red-1', 'red-2', 'berserker-rare'], false);
    assert.deepEqual(low.combinations[0]!.cards[2], { card: 'berserker-rare', colour: 'red', value: 3 });
    assert.deepEqual([high.points, low.points], [50, 50]);
  });
  it('a Rare in a kind stands for the value, any colour; in a flush for the colour, any value', () => {
    const kind = collectorScore(['red-6', 'green-6', 'rare-1'], false);
    assert.deepEqual(kind.combinations[0], {
      id: 'kind3',
      cards: [
        { card: 'red-6', colour: 'red', value: 6 },
        { card: 'green-6', colour: 'green', value: 6 },
        { card: 'rare-1', colour: null, value: 6 },
      ],
    });
    const flush = collectorScore(['blue-1', 'blue-8', 'rare-1'], false);
    assert.deepEqual(flush.combinations[0]!.cards[2], { card: 'rare-1', colour: 'blue', value: null });
    assert.equal(flush.points, 20);
  });
  it('two Rares are never in one combination: Red 5 and two Rares → none (−10); Red 5, Red 6 and two Rares → +50', () => {
    assert.deepEqual(collectorScore(['red-5', 'rare-1', 'rare-2'], false).combinations, []);
    assert.equal(score(['red-5', 'rare-1', 'rare-2']), -10);
    const r = collectorScore(['red-5', 'red-6', 'rare-1', 'rare-2'], false);
    assert.deepEqual([r.points, r.unused.length], [50, 1]); // one Rare left over: floor(1/2) = 0
  });
  it('two Rares may be in two combinations: Red 5, Red 6, Blue 2, Blue 3 and two Rares → 2 × straightFlush3 = +100', () => {
    const taken = ['red-5', 'red-6', 'blue-2', 'blue-3', 'rare-1', 'rare-2'];
    const r = collectorScore(taken, false);
    assert.deepEqual([r.points, r.unused], [100, []]);
    assertConsistent(taken, r);
  });
  it('White Flags and the Berserker card are never usable but count as left over', () => {
    // kind3 +40; WF, Berserker card, Berserker-deck WF left over: −10 × floor(3/2) = −10 → +30.
    assert.equal(score(['red-7', 'blue-7', 'green-7', 'white-flag-1', 'berserker', 'berserker-white-flag']), 30);
    // four cards left over → −20.
    assert.equal(score(['white-flag-1', 'white-flag-2', 'berserker', 'berserker-white-flag']), -20);
  });
  it('at most 3 combinations: four straightFlush3 in four colours → 3 × 50 − 10 (3 left) = +140', () => {
    const taken = ['red-1', 'red-2', 'red-3', 'blue-4', 'blue-5', 'blue-6', 'green-7', 'green-8', 'green-9'];
    const r = collectorScore([...taken, 'black-1', 'black-2', 'black-3'], false);
    assert.deepEqual([r.combinations.length, r.unused.length, r.points], [3, 3, 140]);
  });
  it('leaving a combination out can pay: three kind4 beat straightFlush3s (1s, 2s, 3s of all colours → +240)', () => {
    const taken = ['red', 'blue', 'green', 'black'].flatMap((c) => [`${c}-1`, `${c}-2`, `${c}-3`]);
    const r = collectorScore(taken, false);
    // 3 × kind4 = 240, nothing left; 3 × straightFlush3 = 150 − 10 = 140.
    assert.deepEqual([r.points, r.combinations.map((c) => c.id)], [240, ['kind4', 'kind4', 'kind4']]);
  });
  it('picking the best combination first is wrong: Red 3–7, Blue 3, Green 3, Blue 7, Green 7 → +130, not 80', () => {
    // Greedy: straightFlush5 Red 3–7 (+100), then B3 G3 B7 G7 form nothing: 100 − 20 = 80.
    // Best: kind3 {R3 B3 G3} 40 + kind3 {R7 B7 G7} 40 + straightFlush3 {R4 R5 R6} 50 = 130, nothing left.
    const taken = ['red-3', 'red-4', 'red-5', 'red-6', 'red-7', 'blue-3', 'green-3', 'blue-7', 'green-7'];
    const r = collectorScore(taken, false);
    assert.deepEqual([r.points, r.combinations.map((c) => c.id).sort()], [130, ['kind3', 'kind3', 'straightFlush3']]);
    assertConsistent(taken, r);
  });
  it('more than 31 number cards is refused (RangeError); 25 cards, the most a game gives, are fine', () => {
    const all = ['red', 'blue', 'green', 'black'].flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => `${c}-${v}`));
    assert.throws(() => collectorScore(all, true), RangeError);
    const r = collectorScore(all.slice(0, 25), true); // red 1–9, blue 1–9, green 1–7
    // straightFlush5 × 3 = 300, 10 left → −50 → 250.
    assert.equal(r.points, 250);
    assertConsistent(all.slice(0, 25), r);
  });
});

describe('TT-40 the engine picks the best total: against a brute force', () => {
  // Every way to put each card in one of 3 combinations or none, judged by isCombination.
  function bruteBest(taken: readonly string[]): number {
    const ids = COMBINATION_IDS.filter((id) => id !== 'straightFlush9');
    let best = -Infinity;
    const groups: string[][] = [[], [], []];
    const judge = () => {
      let pts = 0;
      let used = 0;
      for (const g of groups) {
        if (g.length === 0) continue;
        const fit = ids.filter((id) => isCombination(id, g)).map((id) => COMBINATIONS[id].points as number);
        if (fit.length === 0) return;
        pts += Math.max(...fit);
        used += g.length;
      }
      best = Math.max(best, pts - 10 * Math.floor((taken.length - used) / 2));
    };
    const place = (i: number) => {
      if (i === taken.length) return judge();
      place(i + 1); // left over
      for (const g of groups) {
        if (g.length === 5) continue;
        g.push(taken[i]!);
        place(i + 1);
        g.pop();
      }
    };
    place(0);
    return best;
  }
  // A pool rich in combinations: values 3–6 of every colour, the Rares, a WF, the Berserker card.
  const pool = [
    ...['red', 'blue', 'green', 'black'].flatMap((c) => [3, 4, 5, 6].map((v) => `${c}-${v}`)),
    'rare-1',
    'king-rare',
    'white-flag-1',
    'berserker',
  ];
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  it('20 random sets of 7 cards: the same best total, and a consistent answer', () => {
    for (let k = 0; k < 20; k++) {
      const taken = [...pool].sort(() => rnd() - 0.5).slice(0, 7);
      const r = collectorScore(taken, true);
      assert.equal(r.points, bruteBest(taken), taken.join(' '));
      assertConsistent(taken, r);
    }
  });
});
