// Nothing a client sends can break a game (issue 10, G-4). Raw actions go straight to
// boardgame.io's reducer, as a server or a tampered client would send them, and through a local
// `Client`, for every game in the registry: an inherited move name, a wrong number of arguments,
// arguments boardgame.io cannot print, any boardgame.io event, and undo/redo (also after the game
// is over). Each is refused with the state unchanged, and the game still takes its legal moves.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { openMatch } from '../../src/games/common/local-match.js';
import { EVENTS_OFF, NOT_PLAIN } from '../../src/games/common/moves.js';
import { GAMES } from '../../src/games/registry.js';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';
import { client, full } from './contract.js';
import { argumentPlaces, pageCode } from '../shared/page-code.js';

type Move = { move: string; args: unknown[] };
type Action = { type: string; payload?: Record<string, unknown> };
type Reply = State & { transients?: { error?: { type: string; payload?: unknown } } };

/** A local match on the reducer, at the game's largest table, seeded. */
function start(d: GameDescriptor, seed = 'boundary') {
  const game = ProcessGameConfig({ ...d.game, seed } as never);
  const reducer = CreateGameReducer({ game }) as (s: State, a: Action) => Reply;
  const state = InitializeGame({ game, numPlayers: d.maxPlayers }) as State;
  return { reducer, state };
}

const legalMoves = (d: GameDescriptor, s: State) => d.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer) as Move[];
const move = (type: unknown, args: unknown, playerID: unknown): Action => ({
  type: 'MAKE_MOVE',
  payload: { type, args, playerID },
});
const event = (type: unknown, args: unknown, playerID: unknown): Action => ({
  type: 'GAME_EVENT',
  payload: { type, args, playerID },
});

/**
 * The parts of a state an action may change; a refused action changes none of them. Of each
 * plugin only its data: on `INVALID_MOVE` boardgame.io 0.50.2 returns the state with each plugin's
 * per-action `api` object attached, which the next action replaces (and `openMatch` keeps the
 * state from before a refusal anyway).
 */
const parts = ({ G, ctx, plugins, _stateID, _undo, _redo }: State) => ({
  G,
  ctx,
  plugins: Object.fromEntries(Object.entries(plugins).map(([name, p]) => [name, p.data])),
  _stateID,
  _undo,
  _redo,
});

/** Sends `action`, asserts it changed nothing, and returns the error boardgame.io reported. */
function refused(reducer: (s: State, a: Action) => Reply, before: State, action: Action, what: string) {
  const after = reducer(before, action);
  assert.deepEqual(parts(after), parts(before), what);
  return after.transients?.error;
}

/** Plays the first legal move for whoever is to move until `stop(state)` holds or the game ends. */
function playUntil(d: GameDescriptor, reducer: (s: State, a: Action) => Reply, s: State, stop: (s: State) => boolean) {
  while (!s.ctx.gameover && !stop(s)) {
    const m = legalMoves(d, s)[0]!;
    const next = reducer(s, move(m.move, m.args, s.ctx.currentPlayer));
    assert.equal(next._stateID, s._stateID + 1, `${m.move}(${m.args}) is legal`);
    s = next;
  }
  return s;
}

/** Asserts the seat to move can still make its first legal move. */
function stillPlays(d: GameDescriptor, reducer: (s: State, a: Action) => Reply, s: State) {
  const m = legalMoves(d, s)[0]!;
  const next = reducer(s, move(m.move, m.args, s.ctx.currentPlayer));
  assert.equal(next._stateID, s._stateID + 1);
  assert.equal(next.transients, undefined);
}

/** Every name `Object.prototype` gives a plain object: `constructor`, `hasOwnProperty`, `__proto__`, … (12 in Node 20). */
const INHERITED = Object.getOwnPropertyNames(Object.prototype);

/** Arguments boardgame.io 0.50.2's `invalid move … args: ${args}` log line cannot print (it throws). */
const UNPRINTABLE: [string, unknown][] = [
  ['{"toString":1}', [{ toString: 1 }]],
  ['{"toString":{},"valueOf":{}} from JSON', [JSON.parse('{"toString":{},"valueOf":{}}')]],
  ['a nested array holding one', [[[{ toString: 'x' }]]]],
  ['args itself such an object', { toString: 1 }],
  // What only a local Client (not JSON) can send: a symbol, an array with its own toString.
  ['a symbol', [Symbol('x')]],
  ['an array with its own toString', [Object.assign(['a'], { toString: 1 })]],
  ['an array with its own Symbol.toPrimitive', [Object.assign(['a'], { [Symbol.toPrimitive]: 1 })]],
  // Objects that are not plain data: no prototype, another class, a getter, a symbol key, own __proto__.
  ['an object without a prototype', [Object.assign(Object.create(null), { kakumei: true })]],
  ['a Date', [new Date(0)]],
  ['an object with a getter', [Object.defineProperty({}, 'kakumei', { get: () => true, enumerable: true })]],
  ['an object with a symbol key', [{ [Symbol('x')]: 1 }]],
  ['{"__proto__":{}} from JSON', [JSON.parse('{"__proto__":{"kakumei":true}}')]],
  ['objects nested 5 deep', [{ a: { a: { a: { a: { a: 1 } } } } }]],
];

/** One legal move of each name the game offers along a game played by first legal moves. */
function movesOfEachKind(d: GameDescriptor, reducer: (s: State, a: Action) => Reply, s: State) {
  const found = new Map<string, { state: State; move: Move }>();
  while (!s.ctx.gameover) {
    const moves = legalMoves(d, s);
    for (const m of moves) if (!found.has(m.move)) found.set(m.move, { state: s, move: m });
    s = reducer(s, move(moves[0]!.move, moves[0]!.args, s.ctx.currentPlayer));
  }
  return [...found.values()];
}

for (const d of Object.values(GAMES)) {
  describe(`${d.title}: a raw client action cannot break the game (G-4)`, () => {
    it('refuses every move name inherited from Object.prototype, from the seat to move, state unchanged', () => {
      const { reducer, state } = start(d);
      assert.ok(INHERITED.includes('hasOwnProperty') && INHERITED.includes('__proto__'));
      const first = legalMoves(d, state)[0]!;
      for (const name of [...INHERITED, 'prototype', '']) {
        for (const args of [[], first.args]) {
          const error = refused(reducer, state, move(name, args, state.ctx.currentPlayer), name);
          assert.equal(error?.type, 'action/unavailable_move', name);
        }
      }
      stillPlays(d, reducer, state);
    });

    it("refuses a move name that is not a string, and another phase's move", () => {
      const { reducer, state } = start(d);
      const seat = state.ctx.currentPlayer;
      for (const name of [['bid'], 7, null]) refused(reducer, state, move(name, [0], seat), JSON.stringify(name));
      // At the start every game bids or chooses; playCard belongs to the play phase only.
      assert.notEqual(state.ctx.phase, 'play');
      const error = refused(reducer, state, move('playCard', [state.G.hands[Number(seat)][0]], seat), 'playCard');
      assert.equal(error?.type, 'action/unavailable_move');
    });

    it('refuses any other number of arguments than the move takes, on the first move and on the round’s last card', () => {
      const { reducer, state } = start(d);
      const seat = state.ctx.currentPlayer;
      const first = legalMoves(d, state)[0]!;
      const counts: [unknown[], string][] = [
        [[], 'action/invalid_move'],
        [[...first.args, 0], 'action/invalid_move'],
        [[...first.args, first.args[0]], 'action/invalid_move'],
        // A function is no plain argument (a local Client can send one): refused before printing.
        [[...first.args, () => ['x']], 'action/plugin_invalid'],
      ];
      for (const [args, type] of counts) {
        const error = refused(reducer, state, move(first.move, args, seat), `${first.move} with ${args.length} args`);
        assert.equal(error?.type, type);
      }
      // The last card of round 1 (You Suck's hands keep cards the round leaves unplayed, YS-6):
      // the play whose legal move ends the round; the only card left at the table in the others.
      const ends = (s: State) => {
        const m = legalMoves(d, s)[0]!;
        return s.ctx.phase === 'play' && reducer(s, move(m.move, m.args, s.ctx.currentPlayer)).G.round !== s.G.round;
      };
      const last = playUntil(d, reducer, state, ends);
      assert.equal(last.G.round, 1);
      const play = legalMoves(d, last)[0]!;
      assert.equal(play.move, 'playCard');
      for (const args of [
        [...play.args, 0],
        [...play.args, () => ['x']],
      ]) {
        refused(reducer, last, move('playCard', args, last.ctx.currentPlayer), `playCard(${play.args}, extra)`);
      }
      const next = reducer(last, move('playCard', play.args, last.ctx.currentPlayer));
      assert.equal(next._stateID, last._stateID + 1);
      assert.equal(next.G.round, 2);
    });

    it('refuses arguments boardgame.io cannot print, before it tries, through the refusal plugin', () => {
      const { reducer, state } = start(d);
      const seat = state.ctx.currentPlayer;
      const first = legalMoves(d, state)[0]!;
      for (const [what, args] of UNPRINTABLE) {
        const error = refused(reducer, state, move(first.move, args, seat), what);
        assert.deepEqual(error, {
          type: 'action/plugin_invalid',
          payload: { plugin: 'refusal', message: 'move arguments must be strings, numbers, arrays or plain objects' },
        });
      }
      stillPlays(d, reducer, state);
    });

    it('refuses every boardgame.io event sent raw, with any name and arguments, state unchanged', () => {
      const { reducer, state } = start(d);
      const seat = state.ctx.currentPlayer;
      const events: [string, unknown[]][] = [
        ['pass', [{ remove: true }]],
        ['endGame', [{ winner: seat }]],
        ['endTurn', [{ next: String((Number(seat) + 1) % d.maxPlayers) }]],
        ['endPhase', []],
        ['setPhase', ['play']],
        ['endStage', []],
        ['setStage', ['x']],
        ['setActivePlayers', [{ all: 'x' }]],
        ...INHERITED.map((name): [string, unknown[]] => [name, []]),
      ];
      for (const [name, args] of events) {
        for (const playerID of [seat, undefined]) {
          const error = refused(reducer, state, event(name, args, playerID), `${name} from ${playerID}`);
          assert.deepEqual(error, {
            type: 'action/plugin_invalid',
            payload: { plugin: 'refusal', message: EVENTS_OFF },
          });
        }
      }
      stillPlays(d, reducer, state);
      // pass({ remove: true }) kept the seat in the play order, endGame ended nothing.
      const after = reducer(state, event('pass', [{ remove: true }], seat));
      assert.deepEqual(after.ctx.playOrder, state.ctx.playOrder);
      assert.equal(reducer(state, event('endGame', [{ winner: seat }], seat)).ctx.gameover, undefined);
    });

    it('refuses undo and redo, during the game and after it is over (the game stays over)', () => {
      const { reducer, state } = start(d);
      const seat = state.ctx.currentPlayer;
      const m = legalMoves(d, state)[0]!;
      const moved = reducer(state, move(m.move, m.args, seat));
      for (const type of ['UNDO', 'REDO']) {
        const error = refused(reducer, moved, { type, payload: { type: null, args: null, playerID: seat } }, type);
        assert.equal(error?.type, 'action/action_disabled');
      }
      const over = playUntil(d, reducer, moved, () => false);
      assert.ok(over.ctx.gameover, 'the game ended');
      for (const type of ['UNDO', 'REDO']) {
        for (const playerID of ['0', '1', undefined]) {
          const after = refused(reducer, over, { type, payload: { type: null, args: null, playerID } }, type);
          assert.equal(after?.type, 'action/action_disabled');
        }
      }
    });

    it('refuses a Proxy, live or revoked, in every argument place of every move, running none of it (issue 19)', () => {
      const { reducer, state } = start(d);
      const kinds = movesOfEachKind(d, reducer, state);
      assert.ok(kinds.some((k) => k.move.move === 'playCard'));
      const { ran, values } = pageCode();
      let tried = 0;
      for (const { state: at, move: m } of kinds) {
        for (const [what, value] of values) {
          for (const [place, args] of argumentPlaces(m, value)) {
            const error = refused(reducer, at, move(m.move, args, at.ctx.currentPlayer), `${what}, ${place}`);
            assert.deepEqual(error, {
              type: 'action/plugin_invalid',
              payload: { plugin: 'refusal', message: NOT_PLAIN },
            });
            tried++;
          }
        }
        stillPlays(d, reducer, at);
      }
      assert.deepEqual(ran, [], 'no trap of any proxy ran');
      // 4 proxies × (3 places per argument + 1 extra argument) for each kind of move.
      assert.equal(
        tried,
        kinds.reduce((n, k) => n + 4 * (3 * k.move.args.length + 1), 0),
      );
    });

    it('through openMatch (the tables and the harness): a Proxy anywhere, a proxied move name or argument list, running none of it', () => {
      const match = openMatch(d.game, d.maxPlayers, 'boundary');
      const { ran, values } = pageCode();
      const seat = match.state.ctx.currentPlayer;
      const m = legalMoves(d, match.state)[0]!;
      const before = parts(match.state);
      for (const [what, value] of values) {
        for (const [place, args] of argumentPlaces(m, value))
          assert.equal(match.apply(seat, m.move, args as never), false, `${what}, ${place}`);
        assert.equal(match.apply(seat, value as never, m.args), false, `${what} as the move name`);
        assert.equal(match.apply(seat, m.move, value as never), false, `${what} as the argument list`);
        assert.deepEqual(parts(match.state), before, what);
      }
      assert.deepEqual(ran, [], 'no trap of any proxy ran');
      // A getter is read once by the copy, outside the move; the object is still refused.
      let reads = 0;
      const getter = Object.defineProperty({}, 'kakumei', { get: () => ++reads, enumerable: true });
      assert.equal(match.apply(seat, m.move, [...m.args, getter]), false);
      assert.equal(reads, 1);
      // The move is given a copy: the caller's array and objects are not kept in the state or its log.
      const args = m.args.map((a) => (Array.isArray(a) ? [...a] : a));
      // A dry run (a table's warm-up, issue 20) is accepted and keeps nothing; the same move then counts.
      const start = match.state;
      assert.equal(match.apply(seat, m.move, args, true), true);
      assert.equal(match.state, start);
      assert.equal(match.apply(seat, m.move, args), true);
      assert.equal(match.state._stateID, before._stateID + 1);
    });

    it('through a local Client: offers no event, and raw actions of each kind change nothing', () => {
      const c = client(d.game, undefined, 'boundary', d.maxPlayers);
      assert.deepEqual(Object.keys(c.events), []);
      const before = full(c);
      const seat = before.ctx.currentPlayer;
      const first = legalMoves(d, before as State)[0]!;
      const raw: Action[] = [
        move('hasOwnProperty', [], seat),
        move('constructor', [], seat),
        move(first.move, [...first.args, 0], seat),
        move(first.move, [{ toString: 1 }], seat),
        event('pass', [{ remove: true }], seat),
        event('endGame', [{ winner: seat }], seat),
        { type: 'UNDO', payload: { type: null, args: null, playerID: seat } },
      ];
      for (const action of raw) {
        c.store.dispatch(action as never);
        const now = full(c);
        assert.deepEqual([now.G, now.ctx], [before.G, before.ctx], JSON.stringify(action.payload));
      }
      const stateID = full(c)._stateID;
      c.updatePlayerID(seat);
      c.moves[first.move]!(...first.args);
      assert.equal(full(c)._stateID, stateID + 1);
      assert.notDeepEqual(full(c).G, before.G);
    });
  });
}
