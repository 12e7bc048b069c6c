// The shared game layer for every game (issue 9): seatView hides hands and the other per-seat
// private fields (G-5), and rulesGame's phases follow the rules' stage in any order (You Suck runs
// several stages a round, TrickTakers has character choice and exchanges). Tested on synthetic
// states and a synthetic three-stage game; the real games' views are checked by ./contract.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INVALID_MOVE } from 'boardgame.io/core';
import { CreateGameReducer, getFilterPlayerView, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { rulesGame, type GameRules, type RulesState } from '../../src/games/common/game.js';
import type { GameResult } from '../../src/games/common/result.js';
import { seatView } from '../../src/games/common/view.js';
import { act, client, full } from './contract.js';

/** A 3-seat state with every kind of hidden field: hands, face-down discards, spare cards, a traded card, a stock. */
function hiddenState() {
  return {
    round: 2,
    hands: [['r1', 'r2'], ['b1'], ['g1', 'g2', 'g3']],
    discards: [['k9'], [], ['k1', 'k2']],
    spares: [[], ['w1', 'w2'], []],
    traded: [[], [], ['y5']],
    bids: [1, 0, 2],
    stock: ['s1', 's2'],
  };
}

describe('seatView (G-5)', () => {
  it('leaves a seat its own hand and its own private entries, with every size, and drops secrets', () => {
    const view = seatView(hiddenState(), '2', { private: ['discards', 'spares', 'traded'], secret: ['stock'] });
    assert.deepEqual(view, {
      round: 2,
      hands: [null, null, ['g1', 'g2', 'g3']],
      handSizes: [2, 1, 3],
      discards: [null, null, ['k1', 'k2']],
      spares: [null, null, []],
      traded: [null, null, ['y5']],
      sizes: { discards: [1, 0, 2], spares: [0, 2, 0], traded: [0, 0, 1] },
      bids: [1, 0, 2],
    });
  });

  it('shows a spectator (null, undefined or not a seat) no private entry at all', () => {
    for (const viewer of [null, undefined, '3', 'x']) {
      const view = seatView(hiddenState(), viewer, { private: ['discards', 'spares', 'traded'], secret: ['stock'] });
      assert.deepEqual(view.hands, [null, null, null]);
      assert.deepEqual(view.discards, [null, null, null]);
      assert.deepEqual(view.spares, [null, null, null]);
      assert.deepEqual(view.traded, [null, null, null]);
      assert.deepEqual(view.sizes, { discards: [1, 0, 2], spares: [0, 2, 0], traded: [0, 0, 1] });
      const text = JSON.stringify(view);
      for (const card of ['r1', 'b1', 'g1', 'k9', 'k1', 'w1', 'y5', 's1']) assert.ok(!text.includes(card), card);
    }
  });

  it("with hands alone (the list form names the secrets) adds no `sizes`, as Can't Win and Instinct see it", () => {
    const { hands, bids, stock } = hiddenState();
    assert.deepEqual(seatView({ hands, bids, stock }, '0', ['stock']), {
      hands: [['r1', 'r2'], null, null],
      handSizes: [2, 1, 3],
      bids: [1, 0, 2],
    });
    assert.deepEqual(seatView({ hands, bids }, '1'), {
      hands: [null, ['b1'], null],
      handSizes: [2, 1, 3],
      bids: [1, 0, 2],
    });
  });

  it("leaves an optional private field the state does not hold absent, with no size (TrickTakers' selection)", () => {
    const { hands, discards } = hiddenState();
    const state: { hands: string[][]; discards: string[][]; picks?: string[][] } = { hands, discards };
    const view = seatView(state, '1', { private: ['discards', 'picks'] });
    assert.equal('picks' in view, false);
    assert.deepEqual(view.sizes, { discards: [1, 0, 2] });
    assert.deepEqual(
      seatView({ ...state, picks: [['p0'], [], ['p2']] }, '1', { private: ['discards', 'picks'] }).picks,
      [null, [], null],
    );
  });

  it('does not change the state, and the own entries are copies', () => {
    const state = hiddenState();
    const view = seatView(state, '0', { private: ['discards'] });
    view.hands[0]!.push('x');
    view.discards[0]!.push('x');
    assert.deepEqual(state, hiddenState());
  });
});

// ---------------------------------------------------------------------------
// A synthetic game whose stages go A → C → B → A (not in the order listed):
// in A the seat to move discards a card, in C it passes, in B it draws the
// top card of the stock; the next seat then moves in A. The game ends when a
// draw empties the stock. `lose` (in A) enters a stage with no phase.

interface TriState extends RulesState {
  discards: string[][];
  stock: string[];
  /** Each stage entered, in order. */
  stages: string[];
}

const enter = (s: TriState, stage: string) => {
  s.stage = stage;
  s.stages.push(stage);
};

/** `mark`'s and `tag`'s action: notes `<word>x<n>` among the seat's discards (`n` 1 when absent). */
const markAction = (s: TriState, seat: string, arg: unknown): string | null => {
  const [word, n = 1] = arg as unknown[];
  if (seat !== s.toAct || typeof word !== 'string' || typeof n !== 'number') return 'illegal';
  s.discards[Number(seat)]!.push(`${word}x${n}`);
  enter(s, 'B');
  return null;
};

const triRules: GameRules<TriState, { dealer?: string; start?: string } | undefined> = {
  name: 'tri',
  minPlayers: 2,
  maxPlayers: 2,
  checkSetup: () => undefined,
  newGame: ({ numPlayers, dealer, setupData }) => {
    const s: TriState = {
      hands: Array.from({ length: numPlayers }, (_, seat) => [`h${seat}a`, `h${seat}b`]),
      discards: Array.from({ length: numPlayers }, () => []),
      stock: ['s1', 's2'],
      stage: '',
      stages: [],
      toAct: dealer,
      result: null,
    };
    enter(s, setupData?.start ?? 'A');
    return s;
  },
  phases: {
    A: {
      // Face down: its argument is secret (redacted in a server's log for the other seat).
      discard: {
        args: 1,
        redact: true,
        action: (s, seat, card) => {
          const hand = s.hands[Number(seat)]!;
          if (seat !== s.toAct || !hand.includes(card as string)) return 'illegal';
          hand.splice(hand.indexOf(card as string), 1);
          s.discards[Number(seat)]!.push(card as string);
          enter(s, 'C');
          return null;
        },
      },
      lose: {
        args: 0,
        action: (s) => {
          enter(s, 'Z');
          return null;
        },
      },
    },
    B: {
      draw: {
        args: 0,
        action: (s, seat) => {
          if (seat !== s.toAct) return 'not your turn';
          s.hands[Number(seat)]!.push(s.stock.shift()!);
          s.toAct = String(1 - Number(seat));
          if (s.stock.length === 0)
            s.result = { winners: ['0'], winner: '0', scores: { 0: 1, 1: 0 } } satisfies GameResult;
          else enter(s, 'A');
          return null;
        },
      },
    },
    C: {
      pass: { args: 0, action: (s, seat) => (seat === s.toAct ? (enter(s, 'B'), null) : 'not your turn') },
      // One plain-object argument: notes `<word>!` among the seat's discards.
      shout: (s, seat, arg) => {
        const word = (arg as { word?: unknown }).word;
        if (seat !== s.toAct || typeof word !== 'string') return 'illegal';
        s.discards[Number(seat)]!.push(`${word}!`);
        enter(s, 'B');
        return null;
      },
      // Two arguments, received as one array: notes `<word>x<n>` among the seat's discards. The
      // action itself would take `[word]` as `n` = 1: only the arity refuses one argument.
      mark: { args: 2, action: markAction },
      // The same with the second argument optional (TrickTakers' `playCard`, TT-54).
      tag: { args: [1, 2], action: markAction },
    },
  },
  private: ['discards'],
  secret: ['stock'],
  legalMoves: (s, seat) => {
    if (seat !== s.toAct) return [];
    if (s.stage === 'A') return s.hands[Number(seat)]!.map((card) => ({ move: 'discard', args: [card] }));
    return [{ move: s.stage === 'B' ? 'draw' : 'pass', args: [] }];
  },
};
const Tri = rulesGame(triRules);

describe('rulesGame: one phase per stage, in the order the rules choose', () => {
  it('follows the stages A → C → B → A → C → B to the game end, each move in its own phase', () => {
    const c = client(Tri, { dealer: '0' }, 'tri', 2);
    const phases = [full(c).ctx.phase];
    const phaseEnds: number[] = [];
    const step = (seat: string, move: string, ...args: unknown[]) => {
      act(c, seat, move, ...args);
      phases.push(full(c).ctx.phase);
      const log = (c.store.getState() as { deltalog: { action: { payload: { type: string } } }[] }).deltalog;
      phaseEnds.push(log.filter((entry) => entry.action.payload.type === 'endPhase').length);
    };
    step('0', 'discard', 'h0a');
    step('0', 'pass');
    step('0', 'draw');
    step('1', 'discard', 'h1b');
    step('1', 'pass');
    step('1', 'draw');
    // At the game end boardgame.io leaves every phase (ctx.phase null).
    assert.deepEqual(phases, ['A', 'C', 'B', 'A', 'C', 'B', null]);
    // Straight to the new stage's phase: one phase ends a move, none is passed through on the way.
    assert.deepEqual(phaseEnds, [1, 1, 1, 1, 1, 1]);
    const { G, ctx } = full(c);
    assert.deepEqual(G.stages, ['A', 'C', 'B', 'A', 'C', 'B']);
    assert.deepEqual(G.hands, [
      ['h0b', 's1'],
      ['h1a', 's2'],
    ]);
    assert.deepEqual(ctx.gameover, { winners: ['0'], winner: '0', scores: { 0: 1, 1: 0 } });
  });

  it("refuses a move of another stage's phase, and a move the rules refuse, changing nothing", () => {
    const c = client(Tri, { dealer: '0' }, 'tri', 2);
    const before = full(c);
    act(c, '0', 'draw'); // a B move in phase A
    act(c, '0', 'discard', 'h1a'); // not in seat 0's hand
    act(c, '1', 'discard', 'h1a'); // not seat 1's turn
    assert.equal(full(c)._stateID, before._stateID);
    assert.deepEqual(full(c).G, before.G);
    // A redacted move is boardgame.io's long form, `{ move, redact: true }`.
    const move = (Tri.phases!.A!.moves!.discard as unknown as { move: (...a: unknown[]) => unknown }).move(
      { G: structuredClone(before.G), playerID: '0', random: { Shuffle: <T>(x: T[]) => x } },
      'h0z',
    );
    assert.equal(move, INVALID_MOVE);
  });

  it('starts in the phase of the stage newGame chose, even when it is not the first listed', () => {
    const c = client(Tri, { dealer: '1', start: 'C' }, 'tri', 2);
    assert.equal(full(c).ctx.phase, 'C');
    assert.equal(full(c).ctx.currentPlayer, '1');
    act(c, '1', 'pass');
    assert.equal(full(c).ctx.phase, 'B');
    act(c, '1', 'draw');
    assert.equal(full(c).ctx.phase, 'A');
    assert.deepEqual(full(c).G.hands, [
      ['h0a', 'h0b'],
      ['h1a', 'h1b', 's1'],
    ]);
  });

  it('hands a [1, 2]-argument move one or two arguments as one array, and refuses none or three (G-4)', () => {
    for (const [args, mark] of [
      [['q'], 'qx1'],
      [['q', 2], 'qx2'],
    ] as const) {
      const c = client(Tri, { dealer: '1', start: 'C' }, 'tri', 2);
      const before = full(c);
      act(c, '1', 'tag');
      act(c, '1', 'tag', 'q', 2, 3);
      assert.equal(full(c)._stateID, before._stateID);
      act(c, '1', 'tag', ...args);
      assert.deepEqual(full(c).G.discards, [[], [mark]]);
    }
  });

  it('hands a two-argument move both arguments as one array, and refuses one or three (G-4)', () => {
    const c = client(Tri, { dealer: '1', start: 'C' }, 'tri', 2);
    const before = full(c);
    act(c, '1', 'mark', 'q'); // the action would take it (n = 1): the strict arity refuses it
    act(c, '1', 'mark', 'q', 2, 3);
    act(c, '1', 'mark', ['q', 2]);
    assert.equal(full(c)._stateID, before._stateID);
    assert.deepEqual(full(c).G, before.G);
    act(c, '1', 'mark', 'q', 2);
    assert.deepEqual(full(c).G.discards, [[], ['qx2']]);
    assert.equal(full(c).ctx.phase, 'B');
  });

  it('hands a move a plain-object argument, and refuses one with inherited names or a getter (G-4)', () => {
    const c = client(Tri, { dealer: '1', start: 'C' }, 'tri', 2);
    const before = full(c);
    act(c, '1', 'shout', { toString: 'q' });
    act(c, '1', 'shout', Object.defineProperty({}, 'word', { get: () => 'q', enumerable: true }));
    act(c, '1', 'shout', { word: 7 });
    assert.equal(full(c)._stateID, before._stateID);
    assert.deepEqual(full(c).G, before.G);
    act(c, '1', 'shout', { word: 'q' });
    assert.deepEqual(full(c).G.discards, [[], ['q!']]);
    assert.equal(full(c).ctx.phase, 'B');
  });

  it("redacts a secret move's arguments from the log another seat or a spectator is sent, not from its own (G-5)", () => {
    const game = ProcessGameConfig({ ...Tri, seed: 'tri' } as never);
    const reducer = CreateGameReducer({ game });
    const start = InitializeGame({ game, numPlayers: 2, setupData: { dealer: '0' } });
    const discard = { type: 'MAKE_MOVE', payload: { type: 'discard', args: ['h0a'], playerID: '0' } };
    const after = reducer(start, discard as never);
    assert.deepEqual(after.G.discards, [['h0a'], []]);
    const filter = getFilterPlayerView(Tri);
    const sent = (seat: string | null) => {
      const update = filter(seat, { type: 'update', args: ['m', after] } as never) as { args: unknown[] };
      // The move's own entry (the phase change after it carries no arguments of the move).
      const log = update.args[2] as { action: { type: string; payload: { type: string; args: unknown } } }[];
      return log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload);
    };
    const payload = (args: unknown) => [{ type: 'discard', args, playerID: '0' }];
    assert.deepEqual(sent('0'), payload(['h0a']));
    assert.deepEqual(sent('1'), payload(null));
    assert.deepEqual(sent(null), payload(null));
    // A move without the flag (pass) keeps its arguments for everyone.
    const pass = reducer(after, { type: 'MAKE_MOVE', payload: { type: 'pass', args: [], playerID: '0' } } as never);
    const update = filter('1', { type: 'update', args: ['m', pass] } as never) as { args: unknown[] };
    const moves = (update.args[2] as { action: { type: string; payload: unknown } }[]).filter(
      (e) => e.action.type === 'MAKE_MOVE',
    );
    assert.deepEqual(
      moves.map((e) => e.action.payload),
      [{ type: 'pass', args: [], playerID: '0' }],
    );
  });

  it('throws, naming the game and the stage, when the rules enter a stage with no phase', () => {
    const game = ProcessGameConfig({ ...Tri, seed: 'tri' } as never);
    const reducer = CreateGameReducer({ game });
    const state = InitializeGame({ game, numPlayers: 2, setupData: { dealer: '0' } });
    const action = { type: 'MAKE_MOVE', payload: { type: 'lose', args: [], playerID: '0' } };
    assert.throws(() => reducer(state, action as never), /tri: stage "Z" has no phase/);
  });

  it('gives each seat only its own hand and discards, none of the stock (playerView, G-5)', () => {
    const c = client(Tri, { dealer: '0' }, 'tri', 2);
    act(c, '0', 'discard', 'h0a');
    const { G, ctx } = full(c);
    const view = (seat: string | null) =>
      Tri.playerView!({ G, ctx, playerID: seat } as never) as unknown as Record<string, unknown>;
    assert.deepEqual(view('1'), {
      hands: [null, ['h1a', 'h1b']],
      handSizes: [1, 2],
      discards: [null, []],
      sizes: { discards: [1, 0] },
      stage: 'C',
      stages: ['A', 'C'],
      toAct: '0',
      result: null,
    });
    assert.deepEqual(view('0').discards, [['h0a'], null]);
    assert.deepEqual(view(null).discards, [null, null]);
  });
});

// A stage in which every seat moves once, at once (`turns`: TrickTakers' two-player secret
// selection, TT-49): seats vote in any order; once both have, the seat the rules name moves again.
interface VoteState extends RulesState {
  votes: (number | null)[];
}
const Vote = rulesGame<VoteState, { dealer?: string } | undefined>({
  name: 'vote',
  minPlayers: 2,
  maxPlayers: 2,
  checkSetup: () => undefined,
  newGame: () => ({ hands: [[], []], stage: 'vote', toAct: null, votes: [null, null], result: null }),
  phases: {
    vote: {
      vote: (s, seat, n) => {
        if (s.votes[Number(seat)] !== null || typeof n !== 'number') return 'illegal';
        s.votes[Number(seat)] = n;
        if (s.votes.every((v) => v !== null)) [s.stage, s.toAct] = ['end', '1'];
        return null;
      },
    },
    end: {
      end: {
        args: 0,
        action: (s, seat) => {
          if (seat !== s.toAct) return 'not your turn';
          s.result = { winners: ['1'], winner: '1', scores: { 0: 0, 1: 1 } } satisfies GameResult;
          return null;
        },
      },
    },
  },
  turns: { vote: { activePlayers: { all: null!, maxMoves: 1 } } },
  legalMoves: (s, seat) =>
    s.stage === 'vote'
      ? s.votes[Number(seat)] === null
        ? [{ move: 'vote', args: [1] }]
        : []
      : seat === s.toAct
        ? [{ move: 'end', args: [] }]
        : [],
});

describe('rulesGame: a stage with its own turn, every seat moving once, at once (turns)', () => {
  it('takes each seat’s one move in any order, refuses a second, then follows toAct again', () => {
    const c = client(Vote, { dealer: '0' }, 'vote', 2);
    assert.deepEqual(Object.keys(full(c).ctx.activePlayers ?? {}), ['0', '1']);
    act(c, '1', 'vote', 7); // seat 1 first: not the current player, but active
    assert.deepEqual([full(c).G.votes, Object.keys(full(c).ctx.activePlayers ?? {})], [[null, 7], ['0']]);
    const before = full(c)._stateID;
    act(c, '1', 'vote', 8); // a second move: seat 1 is no longer active
    act(c, '0', 'end'); // another stage's move
    assert.equal(full(c)._stateID, before);
    act(c, '0', 'vote', 3);
    const { G, ctx } = full(c);
    assert.deepEqual(
      [G.votes, G.stage, ctx.phase, ctx.activePlayers, ctx.currentPlayer],
      [[3, 7], 'end', 'end', null, '1'],
    );
    act(c, '0', 'end'); // not seat 0's turn
    assert.equal(full(c).ctx.gameover, undefined);
    act(c, '1', 'end');
    assert.deepEqual(full(c).ctx.gameover, { winners: ['1'], winner: '1', scores: { 0: 0, 1: 1 } });
  });
});
