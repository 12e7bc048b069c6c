// TrickTakers' later rules (issue 20): a table's first load has the game without them
// (src/games/tricktakers/play.ts, which its play view brings). This file imports the game as
// the table does (game.ts, no rules.ts, no package entry), so until it imports play.ts itself
// the later rules are not there: node --test runs each file in a process of its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { State } from 'boardgame.io';
import { openMatch } from '../../src/games/common/local-match.js';
import { legalMoves } from '../../src/games/tricktakers/actions.js';
import { TrickTakers } from '../../src/games/tricktakers/game.js';
import { later } from '../../src/games/tricktakers/later.js';
import type { TrickTakersState } from '../../src/games/tricktakers/state.js';

const G = (s: State) => s.G as TrickTakersState;

describe('TrickTakers: the later rules arrive on demand (issue 20)', () => {
  it('before they arrive, the last pick (which starts the setups) is refused and changes nothing; after, it is applied', async () => {
    assert.equal(later.rules, undefined, 'this file must not import the later rules before this test');
    const m = openMatch(TrickTakers, 3, 'later-rules', { firstPlayer: '0' });
    assert.ok(m.apply('0', 'chooseCharacter', ['king']));
    assert.ok(m.apply('1', 'chooseCharacter', ['gambler']));
    const before = structuredClone(m.state);
    // `legalMoves` is a later rule too: a first load lists none (its bots and hints have the whole game).
    assert.deepEqual(legalMoves(G(m.state), '2'), []);
    assert.equal(m.apply('2', 'chooseCharacter', ['hermit']), false);
    assert.deepEqual(m.state, before, 'a refused pick changes nothing');

    await import('../../src/games/tricktakers/play.js');
    assert.ok(later.rules, 'importing play.ts fills the slot');
    assert.deepEqual(
      legalMoves(G(m.state), '2').map((x) => x.args[0]),
      ['resistance', 'hermit', 'berserker'],
    );
    assert.ok(m.apply('2', 'chooseCharacter', ['hermit']));
    assert.deepEqual([G(m.state).stage, G(m.state).toAct], ['king-discard', '0']);
  });

  it('a later-stage move without the later rules is refused, the state unchanged, and none is legal; with them, the same move is applied', async () => {
    await import('../../src/games/tricktakers/play.js');
    const m = openMatch(TrickTakers, 3, 'later-rules', { firstPlayer: '0' });
    for (const [seat, c] of [
      ['0', 'king'],
      ['1', 'gambler'],
      ['2', 'hermit'],
    ])
      assert.ok(m.apply(seat!, 'chooseCharacter', [c]));
    const move = legalMoves(G(m.state), '0')[0]!;
    assert.equal(move.move, 'discard');
    const rules = later.rules!;
    const before = structuredClone(m.state);
    try {
      // As on a page where the play view has not arrived (no table shows this stage then).
      delete later.rules;
      assert.deepEqual(legalMoves(G(m.state), '0'), []);
      assert.equal(m.apply('0', move.move, move.args), false);
      assert.deepEqual(m.state, before);
    } finally {
      later.rules = rules;
    }
    assert.ok(m.apply('0', move.move, move.args));
    assert.deepEqual([G(m.state).stage, G(m.state).toAct], ['exchange', '1']);
  });
});
