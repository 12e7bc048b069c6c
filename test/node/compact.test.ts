// The simulators' bit and copy helpers (src/games/common/bits.ts, compact.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countCards, highBit, lowBit, nthCard, popcount, sumCards } from '../../src/games/common/bits.js';
import { cloneCompact, copyCompact, hasScalarCopy } from '../../src/games/common/compact.js';
import { seededRandom } from '../../src/games/common/random.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import { getGame } from '../../src/games/registry.js';
import type { GameSearch } from '../../src/bots/game-search.js';
import { MID_GAME_AT, midGameStates } from '../../bench/states.js';

describe('bit helpers', () => {
  it('highest and lowest set bit, and the count', () => {
    assert.deepEqual([highBit(0b1010), lowBit(0b1010), popcount(0b1010)], [3, 1, 2]);
    assert.deepEqual([highBit(1 << 11), lowBit(1 << 11), popcount(0xfff)], [11, 11, 12]);
    assert.equal(popcount(0), 0);
  });

  it('counts and indexes cards over masks in order, bits upward', () => {
    const hands = [0b0101, 0, 0b0010]; // mask 0: bits 0, 2; mask 2: bit 1
    const card = (mask: number, bit: number) => mask * 100 + bit;
    assert.equal(countCards(hands, 0, 2), 3);
    assert.deepEqual(
      [0, 1, 2, 3].map((k) => nthCard(hands, 0, 2, k, card)),
      [0, 2, 201, -1],
    );
    assert.deepEqual([countCards(hands, 2, 2), nthCard(hands, 2, 2, 0, card)], [1, 201]);
  });
});

describe('sumCards', () => {
  it("sums a per-card table over one seat's masks, cards numbered mask * 12 + bit from its first mask", () => {
    // seat 1 of two-mask seats: masks 2 and 3. Mask 2 holds bits 0 and 11 (cards 0, 11), mask 3 bit 1 (card 13).
    const hands = [0b1, 0, (1 << 11) | 1, 0b10];
    const weights = Array.from({ length: 24 }, (_, c) => c);
    assert.equal(sumCards(hands, 2, 3, weights), 0 + 11 + 13);
    assert.equal(sumCards(hands, 0, 1, weights), 0);
  });
});

describe('copyCompact', () => {
  it('copies numbers and typed arrays into the same objects', () => {
    const src = { n: 3, stage: 1, hands: Int32Array.from([1, 2, 3]), bids: Int8Array.from([-1, 2, 0]) };
    const dst = { n: 0, stage: 0, hands: new Int32Array(3), bids: new Int8Array(3) };
    const hands = dst.hands;
    assert.equal(copyCompact(dst, src), dst);
    assert.equal(dst.hands, hands); // written in place, not replaced
    assert.deepEqual(
      { ...dst, hands: [...dst.hands], bids: [...dst.bids] },
      { n: 3, stage: 1, hands: [1, 2, 3], bids: [-1, 2, 0] },
    );
    src.hands[0] = 9;
    assert.equal(dst.hands[0], 1); // no sharing
  });

  it('clones into one buffer, widest arrays first, and copies clone to clone as one block', () => {
    const base = {
      n: 4,
      bids: Int8Array.from([-1, 2, 0, 1]),
      scores: Int16Array.from([300, -5]),
      hands: Int32Array.from([0xfff, 7]),
      sum: Float64Array.from([0.25]),
      toAct: 2,
    };
    const a = cloneCompact(base);
    const b = cloneCompact(base);
    // 8 + 8 + 4 + 4 = 24 bytes: the Float64 at 0, the Int32s at 8, the Int16s at 16, the Int8s at 20.
    assert.deepEqual(
      [a.sum, a.hands, a.scores, a.bids].map((x) => [x.buffer.byteLength, x.byteOffset]),
      [
        [24, 0],
        [24, 8],
        [24, 16],
        [24, 20],
      ],
    );
    assert.notEqual(a.hands.buffer, base.hands.buffer);
    b.n = 5;
    b.toAct = -1;
    b.bids.set([3, 3, 3, 3]);
    b.scores[1] = 40;
    b.hands[0] = 1;
    b.sum[0] = 1.5;
    const bids = a.bids;
    assert.equal(copyCompact(a, b), a);
    assert.equal(a.bids, bids); // written in place
    assert.deepEqual(
      { ...a, bids: [...a.bids], scores: [...a.scores], hands: [...a.hands], sum: [...a.sum] },
      { n: 5, bids: [3, 3, 3, 3], scores: [300, 40], hands: [1, 7], sum: [1.5], toAct: -1 },
    );
    // The base, not a clone: copied field by field, to the same values.
    assert.equal(copyCompact(a, base), a);
    assert.deepEqual([a.n, [...a.bids], [...a.scores], a.toAct], [4, [-1, 2, 0, 1], [300, -5], 2]);
    // Clones of another shape (an array one longer) are not copied as a block.
    const c = cloneCompact({ ...base, bids: new Int8Array(5) });
    assert.throws(() => copyCompact(a, c), RangeError);
  });

  it("copies the numbers by the game's own copy between clones made with it, which must name every number", () => {
    type Small = { n: number; toAct: number; hands: Int32Array };
    const calls: string[] = [];
    const copy = (dst: Small, src: Small) => {
      calls.push('copy');
      dst.n = src.n;
      dst.toAct = src.toAct;
    };
    const base: Small = { n: 4, toAct: 2, hands: Int32Array.from([5, 6]) };
    const a = cloneCompact(base, copy);
    const b = cloneCompact(base, copy);
    calls.length = 0;
    b.n = 3;
    b.toAct = -1;
    b.hands[1] = 9;
    copyCompact(a, b);
    assert.deepEqual(calls, ['copy']);
    assert.deepEqual([a.n, a.toAct, [...a.hands]], [3, -1, [5, 9]]);
    // A clone without it: copied by name, as before.
    const plain = cloneCompact(base);
    copyCompact(plain, b);
    assert.deepEqual(calls, ['copy']);
    assert.deepEqual([plain.n, plain.toAct, [...plain.hands]], [3, -1, [5, 9]]);
    // A copy that forgets a number would leave a search's state half reset: refused when cloning.
    assert.throws(
      () => cloneCompact(base, (dst, src) => void (dst.n = src.n)),
      /^Error: cloneCompact: the scalar copy misses the field toAct$/,
    );
    assert.throws(
      () => cloneCompact(base, (dst, src) => Object.assign(dst, src)),
      /^Error: cloneCompact: the scalar copy replaces the array hands$/,
    );
    assert.deepEqual([hasScalarCopy(a), hasScalarCopy(plain), hasScalarCopy(base)], [true, false, false]);
  });

  it("every game's search resets all of its state's numbers between two sampled worlds", async () => {
    for (const id of Object.keys(MID_GAME_AT) as (keyof typeof MID_GAME_AT)[]) {
      const game = getGame(id);
      const search = (await game.bots.load()).search as GameSearch<Record<string, unknown>>;
      const state = (await midGameStates(id))[2]!;
      const seat = seatsToMove(state.ctx)[0]!;
      const view = game.game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat } as never);
      const position = search.position(view, seat, false);
      const rng = seededRandom(`reset/${id}`);
      const world = position.sample(rng);
      assert.ok(hasScalarCopy(world), `${id}: its numbers are copied by its own copy`);
      const numbers = Object.keys(world).filter((key) => typeof world[key] === 'number');
      const before = numbers.map((key) => world[key]);
      for (const key of numbers) world[key] = -7; // a playout's leftovers
      assert.equal(position.sample(rng), world, id); // the same scratch state, reset
      assert.deepEqual(
        numbers.map((key) => world[key]),
        before,
        id,
      );
    }
  });

  it('copies field by field between clones of the same size but another layout', () => {
    // 5 bytes each: x then y. As one block, y's first 3 would land in x.
    const to = cloneCompact({ x: new Int8Array(3), y: new Int8Array(2) });
    const from = cloneCompact({ x: Int8Array.from([1, 2]), y: Int8Array.from([3, 4, 5]) });
    assert.throws(() => copyCompact(to, from), RangeError); // from.y does not fit to.y
    const from2 = cloneCompact({ y: Int8Array.from([3, 4]), x: Int8Array.from([1, 2, 0]) });
    copyCompact(to, from2);
    assert.deepEqual(
      [[...to.x], [...to.y]],
      [
        [1, 2, 0],
        [3, 4],
      ],
    );
  });

  it('copies clone to clone with one block write', (t) => {
    const a = cloneCompact({ n: 1, p: Int8Array.from([1, 2]), q: Int16Array.from([3]) });
    const b = cloneCompact({ n: 2, p: Int8Array.from([5, 6]), q: Int16Array.from([7]) });
    const set = t.mock.method(Uint8Array.prototype, 'set');
    copyCompact(a, b);
    assert.equal(set.mock.callCount(), 1);
    assert.deepEqual([a.n, [...a.p], [...a.q]], [2, [5, 6], [7]]);
  });

  it('refuses to clone a state with a field that is neither a number nor a typed array', () => {
    assert.throws(() => cloneCompact({ n: 1, hands: [1, 2] }), /field hands is neither a number nor a typed array/);
  });
});
