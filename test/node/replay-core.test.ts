// The shared replay (src/games/common/replay.ts, issue 23): every pinned harness game of the four games
// replays on the game's own code to its recorded scores and winners; a prefix of a game's moves reaches the
// same states as the whole game does at those moves (a seek back and forward shows the same state); and a
// damaged record is refused at the move that breaks it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ReplayRefusal, replayMoves, sameData, type RecordedMove } from '../../src/games/common/replay.js';
import { getGame } from '../../src/games/registry.js';
import { gameOutcome, harnessSetupData } from '../../src/harness/index.js';
import { PINS, type PinnedGame } from '../shared/pins.js';

const FIXTURES = new URL('../fixtures/pins/', import.meta.url);

const movesOf = (g: PinnedGame): RecordedMove[] => g.moves.map(([seat, move, ...args]) => ({ seat, move, args }));

/** Each pinned game with what it replays from: the game, its player count and its setupData. */
const pinned = PINS.flatMap((pin) => {
  const game = getGame(pin.match.game);
  const games = JSON.parse(readFileSync(new URL(`${pin.file}.json`, FIXTURES), 'utf8')) as PinnedGame[];
  const setup = harnessSetupData(game, pin.match.maxRounds === undefined ? {} : { maxRounds: pin.match.maxRounds });
  return games.map((g, i) => ({ name: `${pin.file} game ${i}`, game, players: pin.match.players!, setup, g }));
});

describe('replayMoves: the pinned games of all four games', () => {
  it('covers every game', () => {
    assert.deepEqual([...new Set(pinned.map((p) => p.game.id))].sort(), [
      'cant-win',
      'instinct',
      'tricktakers',
      'you-suck',
    ]);
  });

  for (const { name, game, players, setup, g } of pinned) {
    it(`${name} replays to its recorded scores and winners`, () => {
      const states = replayMoves(game.game, players, g.seed, setup, movesOf(g));
      assert.equal(states.length, g.moves.length + 1);
      const outcome = gameOutcome(game, states.at(-1)!, players);
      assert.deepEqual(
        [outcome.scores, outcome.winners, outcome.aborted, outcome.condition],
        [g.scores, g.winners, g.aborted, g.condition],
      );
    });
  }
});

describe('replayMoves: seeking', () => {
  const { game, players, setup, g } = pinned.find((p) => p.game.id === 'tricktakers')!;
  const moves = movesOf(g);
  const states = replayMoves(game.game, players, g.seed, setup, moves);

  it('reaches at move k, from a prefix of k moves, the state the whole replay holds at k', () => {
    for (const k of [0, 1, Math.floor(moves.length / 2), moves.length - 1]) {
      const prefix = replayMoves(game.game, players, g.seed, setup, moves.slice(0, k), false);
      assert.deepEqual(prefix.at(-1), states[k], `move ${k}`);
    }
  });

  it('keeps each state as it was: back to the start, then forward to the end, gives the same states', () => {
    const before = structuredClone(states);
    const again = replayMoves(game.game, players, g.seed, setup, moves);
    assert.deepEqual(again, before);
    assert.equal(states[0]!._stateID, 0);
    assert.equal(states.at(-1)!.ctx.gameover !== undefined, true);
  });
});

describe('replayMoves: damaged records', () => {
  const { game, players, setup, g } = pinned.find((p) => p.name === 'cant-win-rule-random game 0')!;
  const moves = movesOf(g);
  /** The refusal of `m` as [kind, index, message], or `null`; a move it refuses never reached the reducer, which logs one. */
  const refusal = (m: RecordedMove[], finished = true) => {
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      replayMoves(game.game, players, g.seed, setup, m, finished);
    } catch (e) {
      assert.ok(e instanceof ReplayRefusal, String(e));
      return [e.kind, e.index, e.message];
    } finally {
      console.error = error;
      assert.deepEqual(logged, [], 'nothing logged: no refused move reached the reducer');
    }
    return null;
  };

  it('refuses a move by a seat not to move, with another argument, or named otherwise', () => {
    const other = String((Number(moves[5]!.seat) + 1) % players);
    assert.deepEqual(refusal(moves.map((m, i) => (i === 5 ? { ...m, seat: other } : m))), [
      'illegal',
      5,
      `move 5 is not a legal move of seat ${other}`,
    ]);
    assert.deepEqual(refusal(moves.map((m, i) => (i === 7 ? { ...m, args: [...m.args, 1] } : m)))?.slice(0, 2), [
      'illegal',
      7,
    ]);
    assert.deepEqual(refusal(moves.map((m, i) => (i === 3 ? { ...m, move: '__proto__' } : m)))?.slice(0, 2), [
      'illegal',
      3,
    ]);
  });

  it('refuses moves that stop before the end, or go on after it; a running game may stop', () => {
    assert.deepEqual(refusal(moves.slice(0, 10)), ['short', 10, 'the 10 recorded moves end before the game does']);
    assert.equal(refusal(moves.slice(0, 10), false), null);
    assert.deepEqual(refusal([...moves, moves.at(-1)!])?.slice(0, 2), ['over', moves.length]);
  });

  it("refuses another game's record (Instinct's on Can't Win) at the first of its moves that is not legal there", () => {
    const other = movesOf(pinned.find((p) => p.game.id === 'instinct')!.g);
    const [kind, index] = refusal(other)!;
    assert.equal(kind, 'illegal');
    // Its first moves are bids that Can't Win takes too; the one refused is within its first deal's moves.
    assert.ok((index as number) < 12, `refused at ${index}`);
    assert.equal(refusal(other.slice(0, index as number), false), null);
  });
});

describe('sameData', () => {
  it('compares JSON data: records in any key order, lists in order', () => {
    assert.ok(sameData({ kakumei: true, card: 'red-3' }, { card: 'red-3', kakumei: true }));
    assert.ok(sameData([1, ['a', null]], [1, ['a', null]]));
    assert.ok(!sameData([1, 2], [2, 1]));
    assert.ok(!sameData({ a: 1 }, { a: 1, b: undefined }));
    assert.ok(!sameData([], {}));
    assert.ok(!sameData(null, {}));
  });
});
