// TrickTakers extras: which characters are shown each round (TT-24, TT-54), and X-17.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom, shuffleWith } from '../../src/games/common/random.js';
import { firstDisplay, nextDisplay, type Display } from '../../src/games/tricktakers/display.js';
import { characterSetOf } from '../../src/games/tricktakers/extras-setup.js';
import { ROSTER, type RosterId } from '../../src/games/tricktakers/roster.js';

/** A deterministic shuffle that reverses, and records what it was given. */
function reversing() {
  const calls: unknown[][] = [];
  const shuffle = <T>(xs: T[]): T[] => {
    calls.push([...xs]);
    return [...xs].reverse();
  };
  return { shuffle, calls };
}
const noShuffle = <T>(_xs: T[]): T[] => assert.fail('no shuffle expected');

describe('TT-24 display, X-17', () => {
  it('X-17, 5 players, 8 characters: round 1 from characterOrder, round 2 shows Collector and Ruler first and 4 of round 1, round 3 the 2 left over first', () => {
    const order: RosterId[] = [
      'king',
      'gambler',
      'resistance',
      'hermit',
      'berserker',
      'adventurer',
      'collector',
      'ruler',
    ];
    const { shuffle, calls } = reversing();
    const r1 = firstDisplay(characterSetOf({ characters: [...ROSTER] }, 5), 5, shuffle, order);
    assert.deepEqual(r1, {
      shown: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer'],
      notShown: ['collector', 'ruler'],
    });
    assert.equal(calls.length, 0, 'characterOrder replaces round 1 shuffle (TT-54)');

    // Hermit was left unselected in round 1: it is shuffled back in with the used ones.
    const r2 = nextDisplay(r1, 5, shuffle);
    assert.deepEqual(calls, [['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer']]);
    assert.equal(r2.shown.length, 6);
    assert.deepEqual(r2.shown.slice(0, 2), ['collector', 'ruler']);
    // Reversed: adventurer, berserker, hermit, resistance are revealed; gambler and king are left over.
    assert.deepEqual(r2, {
      shown: ['collector', 'ruler', 'adventurer', 'berserker', 'hermit', 'resistance'],
      notShown: ['gambler', 'king'],
    });

    const r3 = nextDisplay(r2, 5, shuffle);
    assert.deepEqual(calls[1], r2.shown);
    assert.deepEqual(r3, {
      shown: ['gambler', 'king', 'resistance', 'hermit', 'berserker', 'adventurer'],
      notShown: ['ruler', 'collector'],
    });
  });

  it('X-17, 4 players, 7 characters: 5 shown, 2 not shown; round 1 shuffles the whole set once', () => {
    const set = characterSetOf(
      { characters: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer', 'collector'] },
      4,
    );
    const { shuffle, calls } = reversing();
    const r1 = firstDisplay(set, 4, shuffle);
    assert.deepEqual(calls, [['king', 'gambler', 'resistance', 'adventurer', 'hermit', 'collector', 'berserker']]);
    assert.deepEqual(r1, {
      shown: ['berserker', 'collector', 'hermit', 'adventurer', 'resistance'],
      notShown: ['gambler', 'king'],
    });
    const r2 = nextDisplay(r1, 4, shuffle);
    assert.deepEqual(r2, {
      shown: ['gambler', 'king', 'resistance', 'adventurer', 'hermit'],
      notShown: ['collector', 'berserker'],
    });
  });

  it('X-17, 3 players, 6 characters: all 6 shown every round, no shuffle, characterOrder ignored (TT-54)', () => {
    const set = characterSetOf({ characters: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'ruler'] }, 3);
    const r1 = firstDisplay(set, 3, noShuffle, ['ruler', 'king', 'gambler', 'resistance', 'hermit', 'berserker']);
    const all = { shown: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'ruler'], notShown: [] };
    assert.deepEqual(r1, all);
    const r2 = nextDisplay(r1, 3, noShuffle);
    assert.deepEqual([r2, nextDisplay(r2, 3, noShuffle)], [all, all]);
  });

  it('5 characters, 5 players: all shown (TT-24: "more than 6" only)', () => {
    assert.deepEqual(firstDisplay(characterSetOf(undefined, 5), 5, noShuffle).shown.length, 5);
  });

  it('any shuffle: players + 1 shown, the whole set each round, and last round’s not-shown shown first', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const shuffle = shuffleWith(seededRandom(seed));
      const n = 3 + (seed % 3);
      const set = seed % 2 ? [...ROSTER] : ROSTER.filter((c) => c !== 'ruler');
      let d: Display = firstDisplay(set, n, shuffle);
      for (let round = 1; round <= 3; round++) {
        assert.equal(d.shown.length, n + 1);
        assert.deepEqual([...d.shown, ...d.notShown].sort(), [...set].sort());
        const next = nextDisplay(d, n, shuffle);
        assert.deepEqual(next.shown.slice(0, d.notShown.length), d.notShown);
        d = next;
      }
    }
  });
});
