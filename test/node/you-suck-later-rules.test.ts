// You Suck's later rules (issue 20): a table's first load has the game without the play's rules
// (src/games/you-suck/play.ts, which its play view brings). This file imports the game as the
// table does (game.ts, no rules.ts, no package entry), so until it imports play.ts itself the
// later rules are not there: node --test runs each file in a process of its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { State } from 'boardgame.io';
import { openMatch } from '../../src/games/common/local-match.js';
import { YouSuck } from '../../src/games/you-suck/game.js';
import { later } from '../../src/games/you-suck/later.js';
import { legalMoves } from '../../src/games/you-suck/round.js';
import type { YouSuckState } from '../../src/games/you-suck/state.js';

const G = (s: State) => s.G as YouSuckState;

/** A 3-player game whose round 1 has no Tick power to use (the Ticks owned score or deal), at its bids. */
const atBids = () => {
  const m = openMatch(YouSuck, 3, 'later-rules', {
    dealer: '0',
    tickOwners: { 'plus-3': '0', 'take-0': '1', 'extra-card': '2' },
  });
  assert.deepEqual([G(m.state).stage, G(m.state).toAct], ['bid', '1']);
  return m;
};

describe('You Suck: the play rules arrive on demand (issue 20)', () => {
  it('before they arrive, the last bid (which starts play) is refused and changes nothing; after, it is applied', async () => {
    assert.equal(later.rules, undefined, 'this file must not import the later rules before this test');
    const m = atBids();
    assert.ok(m.apply('1', 'bid', [2]));
    assert.ok(m.apply('2', 'bid', [3]));
    const before = structuredClone(m.state);
    // ai.enumerate is a later rule: a first load lists no move (its bots and hints bring the whole game).
    assert.deepEqual(legalMoves(G(m.state), '0'), []);
    assert.equal(m.apply('0', 'bid', [1]), false);
    assert.deepEqual(m.state, before, 'a refused bid changes nothing');

    await import('../../src/games/you-suck/play.js');
    assert.ok(later.rules, 'importing play.ts fills the slot');
    assert.deepEqual(
      legalMoves(G(m.state), '0').map((l) => l.args[0]),
      [0, 1, 2, 3, 4, 5, 6, 7],
    );
    assert.ok(m.apply('0', 'bid', [1]));
    assert.deepEqual([G(m.state).stage, G(m.state).toAct], ['play', '1']);
  });

  it('a card played without the play rules is refused, the state unchanged, and none is legal; with them, the same card is played', async () => {
    await import('../../src/games/you-suck/play.js');
    const m = atBids();
    for (const [seat, n] of [
      ['1', 2],
      ['2', 3],
      ['0', 1],
    ] as const)
      assert.ok(m.apply(seat, 'bid', [n]));
    const move = legalMoves(G(m.state), '1')[0]!;
    assert.equal(move.move, 'playCard');
    const rules = later.rules!;
    const before = structuredClone(m.state);
    try {
      // As on a page where the play view has not arrived (no table shows play then).
      delete later.rules;
      assert.deepEqual(legalMoves(G(m.state), '1'), []);
      assert.equal(m.apply('1', move.move, move.args), false);
      assert.deepEqual(m.state, before);
    } finally {
      later.rules = rules;
    }
    assert.ok(m.apply('1', move.move, move.args));
    assert.equal(G(m.state).played, 1);
  });
});
