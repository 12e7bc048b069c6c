// The simulators' shared trick play (src/games/common/trick-sim.ts) and compact copies (compact.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cloneCompact } from '../../src/games/common/compact.js';
import {
  SIM_OVER,
  SIM_PLAY,
  pushPlayable,
  setHandNumbers,
  simCardIndex,
  simCardName,
  simEndTrick,
  simPlay,
  type TrickSim,
} from '../../src/games/common/trick-sim.js';

/** Three seats, two classes ("red" 0…11, "blue" 12…23), two tricks a round. */
function tiny(): TrickSim {
  const s: TrickSim = {
    n: 3,
    stage: SIM_PLAY,
    toAct: 0,
    hands: new Int32Array(6),
    trickSeats: new Int8Array(3),
    trickCards: new Int8Array(3),
    trickLen: 0,
    tricksWon: new Int8Array(3),
    tricksDone: 0,
  };
  setHandNumbers(s, 2, [
    [0, 13],
    [5, 6],
    [14, 20],
  ]); // red-1 blue-2 | red-6 red-7 | blue-3 blue-9
  return s;
}

describe('trick simulator parts', () => {
  it('card numbers are class × 12 + rank − 1, and back', () => {
    assert.equal(simCardIndex(['red', 'blue'], 'blue-3'), 14);
    assert.equal(simCardName(['red', 'blue'], 14), 'blue-3');
    assert.equal(simCardIndex(['a', 'b', 'c', 'd', 'e', 'trump'], 'trump-6'), 65);
  });

  it('hand masks: bit rank − 1 of the class mask, seat by seat', () => {
    assert.deepEqual([...tiny().hands], [0b1, 0b10, 0b1100000, 0, 0, 0b100000100]);
  });

  it('playable: the led class when held, else everything (cards in number order)', () => {
    const s = tiny();
    assert.deepEqual(pushPlayable(s, 2, 1, []), [13]);
    s.toAct = 1;
    assert.deepEqual(pushPlayable(s, 2, 1, []), [5, 6]); // void in blue
    assert.deepEqual(pushPlayable(s, 2, -1, [99]), [99, 5, 6]);
  });

  it('plays pass clockwise; the complete trick goes to its winner, who leads; the last trick ends the round', () => {
    const s = tiny();
    assert.equal(simPlay(s, 2, 0, 13), false);
    assert.deepEqual([s.toAct, s.trickLen, s.hands[1]], [1, 1, 0]);
    assert.equal(simPlay(s, 2, 1, 5), false);
    assert.equal(simPlay(s, 2, 2, 20), true);
    assert.deepEqual([...s.trickSeats, ...s.trickCards], [0, 1, 2, 13, 5, 20]);
    simEndTrick(s, 2, 2);
    assert.deepEqual([s.toAct, s.trickLen, s.tricksDone, [...s.tricksWon], s.stage], [2, 0, 1, [0, 0, 1], SIM_PLAY]);
    simPlay(s, 2, 2, 14);
    simPlay(s, 2, 0, 0);
    assert.equal(simPlay(s, 2, 1, 6), true);
    simEndTrick(s, 0, 2);
    assert.deepEqual([s.toAct, s.tricksDone, [...s.tricksWon], s.stage], [-1, 2, [1, 0, 1], SIM_OVER]);
    assert.deepEqual([...s.hands], [0, 0, 0, 0, 0, 0]);
  });

  it('a compact clone shares no typed array with its source', () => {
    const s = tiny();
    const c = cloneCompact(s);
    assert.deepEqual(c, s);
    c.hands[0] = 7;
    c.trickLen = 2;
    assert.deepEqual([s.hands[0], s.trickLen], [1, 0]);
  });
});
