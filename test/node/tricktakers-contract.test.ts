// TrickTakers and the shared game contract (issue 12): G-4 refusals, ai.enumerate, turns after a
// trick, seeds, and hidden information (G-5): a seat sees only its own hand and its own face-down
// discards; nobody sees the deck or the Berserker's spare cards (TT-18); the cards of a discard
// or an exchange reach neither another seat's view nor the log it is sent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { State } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { undealt } from '../../src/games/common/deal.js';
import { openMatch } from '../../src/games/common/local-match.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import { BERSERKER, BERSERKER_DECK, DECK } from '../../src/games/tricktakers/rules.js';
import { contractSuite } from './contract.js';

const DEAL = [
  ['red-1', 'red-2', 'red-3', 'blue-1', 'blue-2'],
  ['green-1', 'green-2', 'green-3', 'black-1', 'black-2'],
  ['red-9', 'blue-9', 'green-9', 'black-9', 'rare-1'],
  ['white-flag-1', 'red-5', 'blue-5', 'green-5', 'black-5'],
];
/** The rest of the deck in deck order: red-4, red-6, red-7, … (top first). */
const STOCK = undealt(DECK, DEAL);

contractSuite({
  game: TrickTakers,
  name: 'tricktakers',
  minPlayers: 2,
  maxPlayers: 5,
  // The dealer rulesGame would draw is the first player (TT-7) when setupData names none.
  fixedSetup: () => ({ deal: DEAL.map((h) => [...h]), dealer: '0' }),
  wrongFirstMoves: [
    ['a character that does not exist', '0', 'chooseCharacter', ['jester']],
    ['a character id that is not a string', '0', 'chooseCharacter', [0]],
    ['a character out of turn', '1', 'chooseCharacter', ['king']],
    ['a card play before the characters', '0', 'playCard', ['red-1', {}]],
    ['a discard outside its stage', '0', 'discard', [['red-1']]],
    ['a pass outside an optional step', '0', 'pass', []],
    ['a Hermit draw outside play', '0', 'hermitDraw', []],
  ],
  trickPick: (ms) => ms.filter((m) => !(m.args[1] as { kakumei?: boolean } | undefined)?.kakumei).at(-1)!,
  secretFields: ['deck', 'spare'],
  privateFields: ['discards'],
});

/** What `seat` (or a spectator, `null`) is sent after the last move: its view and that move's log entry. */
function sent(state: State, seat: string | null) {
  const filter = getFilterPlayerView(TrickTakers as never);
  const update = filter(seat, { type: 'update', args: ['m', state] } as never) as { args: unknown[] };
  const log = update.args[2] as { action: { type: string; payload: { type: string; args: unknown } } }[];
  const view = (update.args[1] as State).G;
  return { view, moves: log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload) };
}

describe('TrickTakers: secret moves and hidden cards (G-5, TT-13, TT-14, TT-18)', () => {
  const m = openMatch(TrickTakers as never, 4, 'hidden', { deal: DEAL, stock: STOCK, firstPlayer: '0' });
  const pick = (seat: string, c: string) => assert.ok(m.apply(seat, 'chooseCharacter', [c]), `${seat} ${c}`);
  pick('0', 'king');
  pick('1', 'gambler');
  pick('2', 'berserker');
  pick('3', 'hermit');

  it("the King's discard reaches its own log and view only", () => {
    assert.equal(m.state.G.stage, 'king-discard');
    assert.ok(m.apply('0', 'discard', [['red-1']]));
    const own = sent(m.state, '0');
    assert.deepEqual(own.moves, [{ type: 'discard', args: [['red-1']], playerID: '0' }]);
    assert.deepEqual(own.view.discards, [['red-1'], null, null, null]);
    for (const other of ['1', '2', null]) {
      const { view, moves } = sent(m.state, other);
      assert.deepEqual(moves, [{ type: 'discard', args: null, playerID: '0' }], `seat ${other}`);
      const own = (seat: number) => (String(seat) === other ? [] : null);
      assert.deepEqual(view.discards, [null, own(1), own(2), own(3)]);
      assert.deepEqual(view.sizes.discards, [1, 0, 0, 0]);
      assert.ok(!JSON.stringify(view).includes('"red-1"'), `seat ${other} sees red-1`);
    }
  });

  it("the Gambler's exchange is hidden the same way; the Berserker's new hand and spare cards too", () => {
    assert.deepEqual([m.state.G.stage, m.state.G.toAct, m.state.G.scores], ['exchange', '1', [30, 50, 30, 30]]);
    assert.ok(m.apply('1', 'exchange', [['green-1', 'green-2']]));
    // TT-14: the top two cards of the deck come in.
    assert.deepEqual(m.state.G.hands[1], ['green-3', 'black-1', 'black-2', 'red-4', 'red-6']);
    for (const other of ['0', '3', null]) {
      const { view, moves } = sent(m.state, other);
      assert.deepEqual(moves, [{ type: 'exchange', args: null, playerID: '1' }]);
      for (const card of ['green-1', 'green-2', 'red-4', 'red-6'])
        assert.ok(!JSON.stringify(view).includes(`"${card}"`), card);
    }
    assert.deepEqual(sent(m.state, '1').moves, [{ type: 'exchange', args: [['green-1', 'green-2']], playerID: '1' }]);
    assert.ok(m.apply('1', 'pass', []));
    assert.ok(m.apply('1', 'bid', [1]));
    assert.ok(m.apply('1', 'pass', []));
    // TT-18: the Berserker's old hand lies face down; it holds the Berserker card and 4 of the 6.
    const G = m.state.G;
    assert.deepEqual(G.discards[2], DEAL[2]);
    assert.equal(G.hands[2][0], BERSERKER);
    assert.deepEqual([...G.hands[2].slice(1), ...G.spare].sort(), [...BERSERKER_DECK].sort());
    assert.deepEqual([G.stage, G.toAct, G.deckSize], ['play', '0', 18]);
    for (const other of ['0', '1', '3', null]) {
      const { view } = sent(m.state, other);
      assert.equal('spare' in view || 'deck' in view, false);
      assert.equal(view.deckSize, 18);
      const text = JSON.stringify(view);
      // The Berserker card itself is no secret (TT-18), and "berserker" is also a character id.
      for (const card of [...G.spare, ...G.hands[2].slice(1)])
        assert.ok(!text.includes(`"${card}"`), `${other}: ${card}`);
    }
    const spectator = sent(m.state, null).view;
    assert.deepEqual(spectator.hands, [null, null, null, null]);
    assert.deepEqual(spectator.handSizes, [5, 5, 5, 5]);
    assert.deepEqual(spectator.discards, [null, null, null, null]);
    assert.deepEqual(spectator.sizes.discards, [1, 2, 5, 0]);
  });

  it("the Hermit's discard after its draw is redacted; the play after it is marked drew (TT-17)", () => {
    // Seat 0 leads; seats 1 and 2 follow; the Hermit (seat 3) draws the deck's top card, red-7.
    assert.ok(m.apply('0', 'playCard', ['red-2', {}]));
    assert.ok(m.apply('1', 'playCard', ['red-4', {}]));
    const berserker = m.state.G.hands[2].find((c: string) => c !== BERSERKER && !c.endsWith('-10')) ?? BERSERKER;
    assert.ok(m.apply('2', 'playCard', [berserker, {}]));
    assert.ok(m.apply('3', 'hermitDraw', []));
    assert.deepEqual([m.state.G.stage, m.state.G.hands[3].at(-1)], ['hermit-discard', 'red-7']);
    assert.ok(m.apply('3', 'discard', [['red-5']]));
    assert.deepEqual(sent(m.state, '0').moves, [{ type: 'discard', args: null, playerID: '3' }]);
    assert.ok(!JSON.stringify(sent(m.state, '0').view).includes('"red-5"'));
    assert.ok(m.apply('3', 'playCard', ['red-7', {}]));
    const plays = m.state.G.lastTrick.plays;
    assert.deepEqual(plays[3], { seat: '3', card: 'red-7', byHermit: true, drew: true });
  });
});
