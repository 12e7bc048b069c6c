// The move fuzz every game shares (issue 12, issue 19, G-4, G-5): a seeded game on boardgame.io's
// reducer, moves picked by a seeded PRNG among `ai.enumerate`'s legal moves. At each state every
// seat tries a wide set of candidate moves: every move name of every phase (and a few names that
// are none), with plausible arguments (the legal moves' own, card ids of the whole game, the
// game's other ids, numbers in and out of range) and wrong ones (types, arities, extra
// arguments). A candidate is accepted exactly when `ai.enumerate` lists it for that seat (which
// lists nothing for a seat not to move), and a refused one changes nothing. After every accepted
// move the generic invariants hold (see `checkState`), and each seat's view and a spectator's hide
// every card the seat may not see (`checkViews`). What is particular to a game comes from its
// `FuzzHooks` (test/node/fuzz-games.ts).
import assert from 'node:assert/strict';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';

export type Cand = [move: string, args: unknown[]];
type Move = { move: string; args: unknown[] };

/** mulberry32: a small seeded PRNG for the choice of moves (the deal comes from the match seed). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the shared fuzz needs to know of one game. `S` is its rules state (`G`). */
export interface FuzzHooks<S = any> {
  /** Every card id the game has (decks and extra cards, any player count): candidates, and the known ids. */
  cards: readonly string[];
  /** The game's other ids and values a move may take (tiles, Ticks, colours, characters, options). */
  tokens: readonly unknown[];
  /** Numbers a move may take (bids, bets), in range and a step out of it on each side. */
  numbers: readonly number[];
  /** Values tried as the second argument of a two-argument move besides the legal moves' own. */
  seconds?: readonly unknown[];
  /** Where every card of the state is, as `[card, place]` (past rounds' public records left out). */
  places(G: S): [card: string, place: string][];
  /** The cards that must be in the state exactly once (G-2: a deal neither loses nor copies a card). */
  complete(G: S): readonly string[];
  /** Per-seat card lists only their own seat may see besides `hands` (G-5; e.g. face-down discards). */
  privateFields: readonly string[];
  /** Card lists nobody may see: the undealt deck or stock (G-5); absent from every view. */
  secretFields: readonly string[];
  /**
   * The view fields that record earlier rounds (G-7: the last trick survives the round's end; a
   * score sheet may name cards): cards there were public when played and have been dealt again,
   * so a view may name them beside a hand that now holds them.
   */
  pastRecords(G: S): string[];
  /** Card ids that also name something public (TrickTakers' `berserker` is a character too). */
  publicIds?: readonly string[];
  /** A move's identity, where the rules take several forms of one move (default: name and arguments). */
  keyOf?(move: string, args: readonly unknown[]): string;
  /** More candidates for the seat to act (e.g. card sets for moves that take a list of cards). */
  candidates?(G: S, seat: string, step: number): Cand[];
  /** The game's own invariants of a reachable state (after the generic ones). */
  invariants?(st: State, where: string): void;
  /** setupData for a fuzzed game (e.g. a cap on rounds, G-6). */
  setupData?(numPlayers: number): Record<string, unknown>;
}

export interface FuzzCounts {
  games: number;
  states: number;
  candidates: number;
  accepted: number;
  ends: Record<string, number>;
  moves: Record<string, number>;
  stages: Set<string>;
}

export const newCounts = (): FuzzCounts => ({
  games: 0,
  states: 0,
  candidates: 0,
  accepted: 0,
  ends: {},
  moves: {},
  stages: new Set(),
});

/** JSON that tells `undefined`, `NaN` and the infinities apart from `null` (JSON prints all as `null`). */
export function identity(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? `\u0000${String(v)}` : v,
  );
}

const defaultKey = (move: string, args: readonly unknown[]) => identity([move, args]);

/** Every move name of every phase of `game`. */
export function moveNames(game: Game): string[] {
  const names = new Set<string>();
  for (const phase of Object.values(game.phases ?? {}))
    for (const name of Object.keys(phase.moves ?? {})) names.add(name);
  for (const name of Object.keys(game.moves ?? {})) names.add(name);
  return [...names];
}

/** Names that are no move of any game: inherited, an event, a near miss. */
const NOT_MOVES = ['hasOwnProperty', 'toString', 'constructor', '__proto__', 'endTurn', 'PlayCard', ''];

/** Values of the wrong type or shape for any argument. */
const WRONG: unknown[] = [null, undefined, true, false, '', 'x', [], {}, 2.5, '2', NaN, Infinity, [null], { x: 1 }];

/**
 * The candidates of the seat to act, for every move name of the game:
 * - no argument;
 * - one argument: each card of its hand, a third of the game's other cards at each `step` (all
 *   of them every three states), the game's ids and numbers, seat ids in and out of range, and
 *   wrong values;
 * - two arguments: each hand card with each second argument of the legal moves; and, a third at
 *   each step, every other pair of those cards, a ninth of the other cards and wrong firsts with
 *   those and the hooks' second arguments;
 * - the first legal move of each name under every other name.
 * Then a third of the legal moves at each step with an extra argument, one argument short and
 * wrapped in a list; names that are no move; and the hooks' own candidates.
 */
function actorCandidates(G: any, seat: string, legal: Move[], names: string[], hooks: FuzzHooks, step: number): Cand[] {
  const n = G.hands.length as number;
  const hand = G.hands[Number(seat)] as string[];
  const others = hooks.cards.filter((c) => !hand.includes(c));
  const seats = [...Array(n + 1).keys()].map(String).concat('-1', '00');
  const singles = [
    ...hand,
    ...others.filter((_, i) => i % 3 === step % 3),
    ...hooks.tokens,
    ...hooks.numbers,
    ...seats,
    ...WRONG,
  ];
  const firsts = [...hand, ...others.filter((_, i) => i % 9 === step % 9), 'x', null];
  const legalSeconds = unique(legal.filter((m) => m.args.length === 2).map((m) => m.args[1]));
  const seconds = unique([...legalSeconds, ...(hooks.seconds ?? [])]);
  const out: Cand[] = [];
  for (const name of names) {
    out.push([name, []]);
    for (const v of singles) out.push([name, [v]]);
    firsts.forEach((a, i) =>
      seconds.forEach((b, j) => {
        if ((j < legalSeconds.length && i < hand.length) || (i + j + step) % 3 === 0) out.push([name, [a, b]]);
      }),
    );
  }
  const firstOfEach = new Map<string, Move>();
  for (const m of legal) if (!firstOfEach.has(m.move)) firstOfEach.set(m.move, m);
  for (const m of firstOfEach.values()) for (const name of names) if (name !== m.move) out.push([name, m.args]);
  legal.forEach((m, i) => {
    if (i % 3 !== step % 3) return;
    out.push([m.move, [...m.args, m.args[0] ?? null]], [m.move, [m.args]], [m.move, [...m.args, {}]]);
    if (m.args.length > 0) out.push([m.move, m.args.slice(0, -1)]);
  });
  for (const name of NOT_MOVES) out.push([name, []], [name, legal[0]!.args], [name, [hand[0] ?? null]]);
  out.push(...(hooks.candidates?.(G, seat, step) ?? []));
  return out;
}

/**
 * The candidates of a seat not to act: the acting seat's first legal moves as they are and with its
 * own cards in place of the first argument, and every move name with no argument, a number, its
 * own seat id and a card of its hand.
 */
function otherCandidates(G: any, seat: string, actorLegal: Move[], names: string[]): Cand[] {
  const hand = (G.hands[Number(seat)] as string[]).slice(0, 3);
  const out: Cand[] = actorLegal.slice(0, 16).map((m) => [m.move, m.args]);
  for (const m of actorLegal.slice(0, 3))
    if (m.args.length > 0) for (const c of hand) out.push([m.move, [c, ...m.args.slice(1)]]);
  for (const name of names) out.push([name, []], [name, [0]], [name, [seat]], [name, [hand[0] ?? null]]);
  return out;
}

function unique(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = identity(v);
    return !seen.has(k) && (seen.add(k), true);
  });
}

/**
 * The parts of a state an action may change (boundary.test.ts): G, ctx, each plugin's data,
 * `_stateID`, `_undo`, `_redo`. A refused action changes none of them.
 */
function assertUnchanged(before: State, after: State, what: string): void {
  const same = (a: unknown, b: unknown, part: string) => a === b || assert.deepEqual(b, a, `${what} changed ${part}`);
  same(before.G, after.G, 'G');
  same(before.ctx, after.ctx, 'ctx');
  same(before._stateID, after._stateID, '_stateID');
  same(before._undo, after._undo, '_undo');
  same(before._redo, after._redo, '_redo');
  assert.deepEqual(Object.keys(after.plugins), Object.keys(before.plugins), `${what} changed the plugins`);
  for (const [name, p] of Object.entries(before.plugins)) same(p.data, after.plugins[name]!.data, `plugin ${name}`);
}

const seatsOf = (G: any) => [...(G.hands as unknown[]).keys()].map(String);
/**
 * The seats to move: the one the rules name (`toAct`), or in a stage where several move at once
 * (TrickTakers' two-player secret selection) boardgame.io's active players.
 */
const moversOf = (st: State): string[] =>
  st.ctx.activePlayers ? Object.keys(st.ctx.activePlayers).sort() : [st.G.toAct as string];
const legalOf = (d: GameDescriptor, st: State, seat: string) => d.game.ai!.enumerate(st.G, st.ctx, seat) as Move[];

/**
 * The invariants of every game's reachable state:
 * - whose move (G-4): until the game ends exactly the seat the rules name (`toAct`) is
 *   boardgame.io's current player and has a legal move, and every other seat none (in a stage
 *   where several seats move at once, `toAct` is `null` and exactly boardgame.io's active
 *   players have a move); once it ends
 *   `ctx.gameover` is the rules' result and no seat has a move;
 * - every card exactly once (`hooks.complete`), no card twice, only the game's own card ids;
 * - the score sheet: one record per finished round, never rewritten (only appended), whole
 *   numbers; where it keeps running totals, a round's points are the totals' difference, the
 *   totals and `scores` are never below 0, and the final totals are the scores;
 * - the last trick's count only grows, by at most one a move;
 * - then the game's own (`hooks.invariants`).
 */
export function checkState(d: GameDescriptor, hooks: FuzzHooks, st: State, prev: State | null, where: string): void {
  const G = st.G;
  const msg = (m: string) => `${where}: ${m}`;
  const seats = seatsOf(G);
  const over = st.ctx.gameover !== undefined;
  // Whose move.
  assert.equal(over, G.result !== null, msg('gameover and result disagree'));
  if (over) {
    assert.deepEqual(st.ctx.gameover, G.result, msg('gameover'));
    for (const s of seats) assert.deepEqual(legalOf(d, st, s), [], msg(`seat ${s} has a move after the end`));
  } else {
    if (st.ctx.activePlayers)
      assert.equal(G.toAct, null, msg(`toAct ${G.toAct} while seats move at once`)); // a stage in which all move
    else
      assert.ok(
        G.toAct !== null && st.ctx.currentPlayer === G.toAct,
        msg(`toAct ${G.toAct}, current ${st.ctx.currentPlayer}`),
      );
    const movers = moversOf(st);
    for (const s of seats) {
      if (movers.includes(s)) assert.ok(legalOf(d, st, s).length > 0, msg(`seat ${s} is to act and has no move`));
      else assert.deepEqual(legalOf(d, st, s), [], msg(`seat ${s} is not to act`));
    }
  }
  // Every card exactly once.
  const at = new Map<string, string[]>();
  for (const [card, place] of hooks.places(G)) at.set(card, [...(at.get(card) ?? []), place]);
  for (const [card, places] of at) {
    assert.ok(hooks.cards.includes(card), msg(`unknown card ${card} at ${places}`));
    assert.equal(places.length, 1, msg(`${card} at ${places}`));
  }
  for (const card of hooks.complete(G)) assert.ok(at.has(card), msg(`${card} is missing`));
  // The score sheet.
  const rows = d.rounds(G);
  assert.equal(
    rows.length,
    over ? G.round : G.round - 1,
    msg(`${rows.length} rounds on the sheet in round ${G.round}`),
  );
  const whole = (xs: unknown[] | undefined) =>
    (xs ?? []).every((x) => x === null || (Number.isInteger(x) && (x as number) >= 0));
  for (const r of rows) {
    assert.equal(r.points.length, seats.length, msg('points a seat'));
    assert.ok(r.points.every(Number.isInteger) && whole(r.tricks) && whole(r.bids), msg(`sheet ${identity(r)}`));
  }
  if (prev) {
    const before = d.rounds(prev.G);
    assert.deepEqual(rows.slice(0, before.length), before, msg('the sheet was rewritten'));
    const trick = (s: State) => d.lastTrick(s.G)?.index ?? 0;
    assert.ok([0, 1].includes(trick(st) - trick(prev)), msg('last trick count'));
  }
  if (Array.isArray(G.scores)) assert.ok(whole(G.scores), msg(`scores ${G.scores}`));
  const sheet = (G.sheet ?? []) as { points: number[]; totals?: number[] }[];
  if (sheet.length > 0 && sheet.every((r) => Array.isArray(r.totals))) {
    const start = sheet[0]!.totals!.map((t, s) => t - sheet[0]!.points[s]!);
    assert.ok(
      start.every((v) => v === start[0] && v >= 0),
      msg(`start totals ${start}`),
    );
    sheet.forEach((r, i) => {
      const before = i === 0 ? start : sheet[i - 1]!.totals!;
      assert.ok(whole(r.totals), msg(`round ${i + 1} total below 0`));
      seats.forEach((_, s) => assert.equal(r.points[s], r.totals![s]! - before[s]!, msg(`round ${i + 1} points`)));
    });
    if (over) assert.deepEqual(sheet.at(-1)!.totals, G.scores, msg('final totals'));
  }
  hooks.invariants?.(st, where);
}

/**
 * G-5: each seat's view holds its own hand and own private entries and no other seat's (`null`),
 * the secret fields not at all, and no card id that is in another seat's hand or private field or
 * in a secret field appears anywhere in it, bar the records of earlier rounds
 * (`hooks.pastRecords`) and ids that also name something public (`hooks.publicIds`). A spectator
 * sees no hand and no private entry.
 */
export function checkViews(d: GameDescriptor, hooks: FuzzHooks, st: State, where: string): void {
  const G = st.G;
  const seats = seatsOf(G);
  const secret = hooks.secretFields.flatMap((f) => G[f] as string[]);
  const past = hooks.pastRecords(G);
  for (const viewer of [...seats, null]) {
    const who = viewer ?? 'the spectator';
    const view = d.game.playerView!({ G, ctx: st.ctx, playerID: viewer } as never) as Record<string, any>;
    const hidden = [...secret];
    for (const f of ['hands', ...hooks.privateFields]) {
      seats.forEach((s) => {
        const own = s === viewer;
        assert.deepEqual(view[f][Number(s)], own ? G[f][Number(s)] : null, `${where}: ${who} sees ${f} ${s}`);
        if (!own) hidden.push(...(G[f][Number(s)] as string[]));
      });
    }
    assert.deepEqual(
      view.handSizes,
      G.hands.map((h: string[]) => h.length),
      `${where}: hand sizes`,
    );
    for (const f of hooks.secretFields) assert.ok(!(f in view), `${where}: ${who} sees ${f}`);
    const text = JSON.stringify({ ...view, ...Object.fromEntries(past.map((f) => [f, null])) });
    for (const c of hidden) {
      if (!hooks.publicIds?.includes(c)) assert.ok(!text.includes(`"${c}"`), `${where}: ${who} sees ${c}`);
    }
  }
}

/**
 * Plays one seeded game of `d` at `numPlayers`, fuzzing every state (see the file's head); adds to
 * `counts`. `seed` seeds both the match (the deal, G-2) and the choice of moves.
 */
export function fuzzGame(d: GameDescriptor, hooks: FuzzHooks, numPlayers: number, seed: number, counts: FuzzCounts) {
  const game = ProcessGameConfig({ ...d.game, seed: `fuzz-${numPlayers}-${seed}` } as Game);
  const reducer = CreateGameReducer({ game });
  const setupData = hooks.setupData?.(numPlayers);
  let st = InitializeGame({ game, numPlayers, setupData }) as State;
  const names = moveNames(d.game);
  const keyOf = hooks.keyOf ?? defaultKey;
  const rand = prng(seed * 7919 + numPlayers);
  const label = `${d.id} n${numPlayers} s${seed}`;
  checkState(d, hooks, st, null, `${label} start`);
  for (let step = 0; st.ctx.gameover === undefined; step++) {
    assert.ok(step < 5000, `${label}: the game does not end`);
    const G = st.G;
    const where = `${label} step ${step} round ${G.round} ${G.stage}`;
    counts.states += 1;
    counts.stages.add(G.stage);
    checkViews(d, hooks, st, where);
    const movers = moversOf(st);
    // One of the seats to move makes the move that goes on (the PRNG is drawn only when there are several).
    const actor = movers.length > 1 ? movers[Math.floor(rand() * movers.length)]! : movers[0]!;
    const actorLegal = legalOf(d, st, actor);
    const results = new Map<string, State>();
    for (const seat of seatsOf(G)) {
      const legal = legalOf(d, st, seat);
      const legalKeys = new Set(legal.map((m) => keyOf(m.move, m.args)));
      assert.equal(legalKeys.size, legal.length, `${where}: ai.enumerate lists a move of seat ${seat} twice`);
      const cands = movers.includes(seat)
        ? [...actorCandidates(G, seat, legal, names, hooks, step), ...legal.map((m): Cand => [m.move, m.args])]
        : otherCandidates(G, seat, actorLegal, names);
      for (const [move, args] of cands) {
        const next = reducer(st, {
          type: 'MAKE_MOVE',
          payload: { type: move, args, playerID: seat },
        } as never) as State;
        const key = keyOf(move, args);
        const ok = next._stateID !== st._stateID;
        counts.candidates += 1;
        const what = () => `${where}: seat ${seat} ${move}(${identity(args)})`;
        if (ok !== legalKeys.has(key)) assert.fail(`${what()} ${ok ? 'accepted' : 'refused'}`);
        if (!ok) {
          assertUnchanged(st, next, what());
          continue;
        }
        counts.accepted += 1;
        assert.equal(next._stateID, st._stateID + 1, what());
        if (!results.has(key)) {
          checkState(d, hooks, next, st, what());
          results.set(key, next);
        }
      }
    }
    const { move, args } = actorLegal[Math.floor(rand() * actorLegal.length)]!;
    counts.moves[move] = (counts.moves[move] ?? 0) + 1;
    st = results.get(keyOf(move, args))!;
  }
  checkViews(d, hooks, st, `${label} end`);
  const result = st.ctx.gameover as { condition?: string; aborted?: boolean };
  const end = result.condition ?? (result.aborted ? 'aborted' : 'end');
  counts.ends[end] = (counts.ends[end] ?? 0) + 1;
  counts.games += 1;
}
