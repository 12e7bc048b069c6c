// TrickTakers fuzz (issue 12, G-4): seeded games at 2, 3, 4 and 5 players on boardgame.io's
// reducer. At every state each seat tries a wide set of candidate moves (every move name with
// plausible and wrong arguments and arities); a candidate must be accepted exactly when
// `legalMoves` lists it, a refused one must change nothing, and after every accepted move the
// invariants hold: every deck card exactly once (TT-1), the exclusive cards only with the King or
// the Berserker or among the spare cards (TT-13, TT-18), 5 cards a hand through play (TT-6,
// TT-17), scores never below 0 (TT-11), at most one gold crown and two black crowns a round
// (TT-10), a score sheet whose points are the totals' differences, and a seat to act with a
// legal move until the game ends (TT-12); and each seat's view hides what it may not see (G-5). Legal moves to advance are picked by a seeded random.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { Game } from 'boardgame.io';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import {
  ALL_CARDS,
  BERSERKER,
  BERSERKER_DECK,
  CHARACTERS,
  DECK,
  KING_RARE,
  legalMoves,
  type TrickTakersState,
} from '../../src/games/tricktakers/rules.js';

type Cand = [move: string, args: unknown[]];

/** mulberry32: a small seeded PRNG for the choice of moves (the deal comes from the match seed). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARD_MOVES = new Set(['discard', 'exchange', 'spendBlackCrown']);
const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === Object.prototype;

/**
 * A move's identity for comparison with `legalMoves`: card sets in any order are one move
 * (legalMoves lists them in hand order), and `{ kakumei: false }` is `{}`.
 */
function keyOf(move: string, args: readonly unknown[]): string {
  const [a, b] = args;
  if (CARD_MOVES.has(move) && args.length === 1 && Array.isArray(a) && a.every((c) => typeof c === 'string'))
    return JSON.stringify([move, [[...(a as string[])].sort()]]);
  if (
    move === 'playCard' &&
    args.length === 2 &&
    isPlain(b) &&
    Object.keys(b).join() === 'kakumei' &&
    b.kakumei === false
  )
    return JSON.stringify([move, [a, {}]]);
  return JSON.stringify([move, args]);
}

function subsets(cards: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << cards.length; mask++) out.push(cards.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Moves that are never legal in any stage: wrong names, arities and argument types. */
const ALWAYS_WRONG: Cand[] = [
  ['chooseCharacter', ['jester']],
  ['chooseCharacter', []],
  ['chooseCharacter', ['king', 'gambler']],
  ['chooseCharacter', [0]],
  ['chooseCharacter', [null]],
  ['discard', []],
  ['discard', [[]]],
  ['discard', ['red-1']],
  ['discard', [[null]]],
  ['exchange', [[]]],
  ['exchange', ['red-1']],
  ['spendBlackCrown', [[]]],
  ['spendBlackCrown', [{ 0: 'red-1' }]],
  ['bid', [2.5]],
  ['bid', ['2']],
  ['bid', [null]],
  ['bid', []],
  ['bid', [1, 2]],
  ['bet', [15]],
  ['bet', ['20']],
  ['bet', [-10]],
  ['bet', [20.5]],
  ['bet', []],
  ['pass', [1]],
  ['hermitDraw', [1]],
  ['chooseLeader', [0]],
  ['chooseLeader', ['-1']],
  ['chooseLeader', ['5']],
  ['chooseLeader', [null]],
  ['playCard', [null, {}]],
  ['playCard', [1, {}]],
  ['playCard', ['no-card', {}]],
  ['endTurn', []],
  ['hasOwnProperty', ['x']],
  ['toString', []],
];

/**
 * The candidates the seat to act tries: every move name × plausible and wrong arguments. Every
 * card of the hand is tried; of the cards not in it, a third at each `step` (all in 3 steps), and
 * of the wrong second arguments of a play, a third of them per hand card at each step.
 */
function fullCandidates(G: TrickTakersState, seat: string, step: number): Cand[] {
  const hand = G.hands[Number(seat)]!;
  const out: Cand[] = [...ALWAYS_WRONG];
  for (const c of [...CHARACTERS, 'KING']) out.push(['chooseCharacter', [c]]);
  ALL_CARDS.forEach((c, i) => {
    const mine = hand.includes(c);
    if (!mine && i % 3 !== step % 3) return;
    out.push(['discard', [[c]]], ['playCard', [c, {}]]);
    if (mine) out.push(['playCard', [c, { kakumei: true }]]);
    else out.push(['exchange', [[c]]], ['spendBlackCrown', [[c]]]);
  });
  for (const s of subsets(hand)) {
    out.push(['exchange', [s]], ['spendBlackCrown', [s]]);
    if (s.length > 1) out.push(['exchange', [[...s].reverse()]]);
    if (s.length === 2) out.push(['discard', [s]]);
  }
  if (hand.length > 0) {
    const [c] = hand as [string];
    out.push(['exchange', [[c, c]]], ['spendBlackCrown', [[c, c]]], ['discard', [[c, c]]]);
    out.push(['exchange', [[...hand, 'red-1']]], ['spendBlackCrown', [[c, BERSERKER]]]);
  }
  hand.forEach((c, i) => {
    const wrong: unknown[][] = [
      [c, { kakumei: false }],
      [c, { kakumei: 'yes' }],
      [c, { kakumei: true, x: 1 }],
      [c, null],
      [c, []],
      [c, 'kakumei'],
      [c, 1],
      [c],
      [c, {}, {}],
      [[c], {}],
    ];
    wrong.forEach((args, j) => (i + j + step) % 3 === 0 && out.push(['playCard', args]));
  });
  for (let n = -1; n <= 6; n++) out.push(['bid', [n]]);
  for (let p = 0; p <= 110; p += 5) out.push(['bet', [p]]);
  for (let s = 0; s <= 5; s++) out.push(['chooseLeader', [String(s)]]);
  out.push(['pass', []], ['hermitDraw', []]);
  return out;
}

/** What the seats not to act try: the acting seat's legal moves and a few others. */
function otherCandidates(legal: Cand[]): Cand[] {
  return [...legal.slice(0, 16), ['pass', []], ['hermitDraw', []], ['chooseCharacter', ['hermit']], ['bid', [0]]];
}

const SETUP_STAGES = ['select', 'king-discard', 'exchange', 'bid', 'bet'];

/** The invariants of a reachable state (see the file's head). */
function checkInvariants(st: State, where: string): void {
  const G = st.G as TrickTakersState;
  const n = G.numPlayers;
  const seats = [...Array(n).keys()];
  const msg = (m: string) => `${where}: ${m}`;
  assert.equal(G.deckSize, G.deck.length, msg('deckSize'));
  // Where every card is, and who holds it.
  const holder = new Map<string, string[]>();
  const put = (c: string, who: string) => holder.set(c, [...(holder.get(c) ?? []), who]);
  seats.forEach((s) => G.hands[s]!.forEach((c) => put(c, `hand ${s}`)));
  seats.forEach((s) => G.discards[s]!.forEach((c) => put(c, `discards ${s}`)));
  G.deck.forEach((c) => put(c, 'deck'));
  G.spare.forEach((c) => put(c, 'spare'));
  for (const t of [...G.tricks, ...(G.trick ? [G.trick] : [])]) t.plays.forEach((p) => put(p.card, `play ${p.seat}`));
  for (const c of DECK) if (holder.get(c)?.length !== 1) assert.fail(msg(`${c} at ${holder.get(c)}`));
  const king = G.characters.indexOf('king');
  const bers = G.characters.indexOf('berserker');
  const setUp = !SETUP_STAGES.includes(G.stage) || (G.stage === 'over' && G.sheet.length > 0);
  for (const c of holder.keys()) {
    const at = holder.get(c)!;
    if (DECK.includes(c)) continue;
    assert.equal(at.length, 1, msg(`${c} at ${at}`));
    const seat = Number(at[0]!.split(' ')[1]);
    if (c === KING_RARE) assert.ok(!at[0]!.startsWith('deck') && seat === king, msg(`${c} at ${at}`));
    else if (c === BERSERKER || BERSERKER_DECK.includes(c))
      assert.ok(at[0] === 'spare' || (at[0] !== 'deck' && seat === bers), msg(`${c} at ${at}`));
    else assert.fail(msg(`unknown card ${c}`));
  }
  if (king >= 0 && G.stage !== 'select') assert.ok(holder.has(KING_RARE), msg('the King Rare is missing'));
  const bersDone = bers >= 0 && setUp && !['king-discard', 'exchange', 'bid', 'bet'].includes(G.stage);
  assert.equal(G.spare.length, bersDone ? 2 : 0, msg('spare'));
  if (bersDone) for (const c of [BERSERKER, ...BERSERKER_DECK]) assert.ok(holder.has(c), msg(`${c} missing`));
  // Hand sizes through play (TT-6, TT-17): 5 less the cards played.
  if (G.stage === 'play' || G.stage === 'hermit-discard')
    seats.forEach((s) => {
      const played = G.trick!.plays.some((p) => p.seat === String(s)) ? 1 : 0;
      const drawing = G.stage === 'hermit-discard' && G.toAct === String(s) ? 1 : 0;
      assert.equal(G.hands[s]!.length, 5 - G.tricks.length - played + drawing, msg(`hand ${s} size`));
    });
  assert.equal(
    G.tricksWon.reduce((a, b) => a + b, 0),
    G.tricks.length,
    msg('tricks won'),
  );
  // Points and crowns (TT-10, TT-11).
  G.scores.forEach((v) => assert.ok(Number.isInteger(v) && v >= 0, msg(`score ${v}`)));
  assert.ok(G.exchanges <= 2 && G.spent.every((k) => k <= 2) && G.blackCrowns.every((k) => k >= 0), msg('counts'));
  let prev = seats.map(() => 30);
  for (const row of G.sheet) {
    seats.forEach((s) => assert.equal(row.points[s], row.totals[s]! - prev[s]!, msg(`sheet points r${row.round}`)));
    assert.ok(
      row.totals.every((v) => v >= 0),
      msg('round total below 0'),
    );
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    assert.ok(sum(row.crowns) <= (n > 2 ? 1 : 0) && sum(row.blackCrowns) <= (n > 2 ? 2 : 0), msg('crowns a round'));
    prev = row.totals;
  }
  assert.ok(G.crowns.reduce((a, b) => a + b, 0) <= Math.min(3, G.sheet.length), msg('gold crowns'));
  // Characters: distinct in a round; two players use each once (TT-6, TT-19).
  const picked = G.characters.filter((c) => c !== null);
  assert.equal(new Set(picked).size, picked.length, msg('a character twice'));
  if (n === 2)
    seats.forEach((s) => {
      const used = [...G.sheet.map((r) => r.characters[s]), ...(G.stage === 'over' ? [] : [G.characters[s]])];
      const known = used.filter((c) => c !== null);
      assert.equal(new Set(known).size, known.length, msg(`seat ${s} repeats a character`));
    });
  // Whose move (G-4, TT-12).
  if (G.stage === 'over') {
    assert.equal(G.toAct, null, msg('toAct after the end'));
    assert.deepEqual(st.ctx.gameover, G.result, msg('gameover'));
    seats.forEach((s) => assert.deepEqual(legalMoves(G, String(s)), [], msg('moves after the end')));
    if (G.result!.condition === 'points')
      assert.equal(G.scores[Number(G.result!.winner)], Math.max(...G.scores), msg('points winner'));
  } else {
    assert.equal(st.ctx.gameover, undefined, msg('gameover early'));
    assert.ok(G.toAct !== null && legalMoves(G, G.toAct).length > 0, msg(`seat ${G.toAct} has no move`));
    seats.forEach((s) => String(s) === G.toAct || assert.deepEqual(legalMoves(G, String(s)), [], msg(`seat ${s}`)));
  }
}

/**
 * G-5: each seat's view (and a spectator's) holds its own hand and discards only, and no card
 * hidden from it appears anywhere in it (the Berserker card's id is also a character's, so it is
 * left out of that search; last round's public cards, dealt again, are too).
 */
function checkViews(st: State, where: string): void {
  const G = st.G as TrickTakersState;
  for (const seat of [...G.hands.keys()].map(String).concat('spectator')) {
    const view = TrickTakers.playerView!({ G, ctx: st.ctx, playerID: seat === 'spectator' ? null : seat } as never);
    const v = view as unknown as Record<string, unknown> & { hands: unknown[]; discards: unknown[] };
    assert.ok(!('deck' in v) && !('spare' in v), `${where}: ${seat} sees the deck or the spare cards`);
    const hidden = [...G.deck, ...G.spare];
    G.hands.forEach((h, s) => {
      const own = String(s) === seat;
      assert.deepEqual(v.hands[s], own ? h : null, `${where}: ${seat} sees hand ${s}`);
      assert.deepEqual(v.discards[s], own ? G.discards[s] : null, `${where}: ${seat} sees discards ${s}`);
      if (!own) hidden.push(...h, ...G.discards[s]!);
    });
    // Last round's cards (the last trick, G-7, and the score sheet) are public and dealt again.
    const text = JSON.stringify({ ...v, sheet: null, lastTrick: G.lastTrick?.round === G.round ? v.lastTrick : null });
    for (const c of hidden) if (c !== BERSERKER) assert.ok(!text.includes(`"${c}"`), `${where}: ${seat} sees ${c}`);
  }
}

interface Counts {
  games: number;
  states: number;
  candidates: number;
  accepted: number;
  conditions: Record<string, number>;
  moves: Record<string, number>;
  stages: Set<string>;
}

/** Plays one seeded game, fuzzing every state; adds to `counts`. */
function fuzzGame(numPlayers: number, seed: number, counts: Counts): void {
  const game = ProcessGameConfig({ ...TrickTakers, seed: `fuzz-${numPlayers}-${seed}` } as Game);
  const reducer = CreateGameReducer({ game });
  let st = InitializeGame({ game, numPlayers }) as State;
  const rand = prng(seed * 7919 + numPlayers);
  checkInvariants(st, `n${numPlayers} s${seed} start`);
  for (let step = 0; st.ctx.gameover === undefined; step++) {
    assert.ok(step < 1000, 'the game does not end');
    const G = st.G as TrickTakersState;
    const where = `n${numPlayers} s${seed} step ${step} round ${G.round} ${G.stage}`;
    counts.states += 1;
    counts.stages.add(G.stage);
    checkViews(st, where);
    const actor = G.toAct!;
    const legal: Cand[] = legalMoves(G, actor).map((m) => [m.move, m.args]);
    const legalKeys = new Set(legal.map(([m, a]) => keyOf(m, a)));
    assert.equal(legalKeys.size, legal.length, `${where}: legalMoves lists a move twice`);
    const results = new Map<string, State>();
    for (let s = 0; s < numPlayers; s++) {
      const seat = String(s);
      const cands = seat === actor ? [...fullCandidates(G, seat, step), ...legal] : otherCandidates(legal);
      for (const [move, args] of cands) {
        const next = reducer(st, {
          type: 'MAKE_MOVE',
          payload: { type: move, args, playerID: seat },
        } as never) as State;
        const key = keyOf(move, args);
        const ok = next._stateID !== st._stateID;
        counts.candidates += 1;
        const what = () => `${where}: seat ${seat} ${move}(${JSON.stringify(args)})`;
        if (ok !== (seat === actor && legalKeys.has(key))) assert.fail(`${what()} ${ok ? 'accepted' : 'refused'}`);
        if (!ok) {
          if (next.G !== st.G) assert.deepEqual(next.G, st.G, `${what()} changed G`);
          if (next.ctx !== st.ctx) assert.deepEqual(next.ctx, st.ctx, `${what()} changed ctx`);
          continue;
        }
        counts.accepted += 1;
        if (!results.has(key)) {
          checkInvariants(next, what());
          results.set(key, next);
        }
      }
    }
    const [move, args] = legal[Math.floor(rand() * legal.length)]!;
    const name = (args[1] as { kakumei?: boolean } | undefined)?.kakumei ? 'kakumei' : move;
    counts.moves[name] = (counts.moves[name] ?? 0) + 1;
    st = results.get(keyOf(move, args))!;
  }
  const cond = (st.G as TrickTakersState).result!.condition;
  counts.conditions[cond] = (counts.conditions[cond] ?? 0) + 1;
  counts.games += 1;
}

describe('TrickTakers fuzz: every candidate move is accepted iff legalMoves lists it', () => {
  const quiet = console.error;
  before(() => {
    console.error = () => {}; // boardgame.io prints every refused move
  });
  after(() => {
    console.error = quiet;
  });
  // The seeds are chosen so that every stage of the player count is reached (checked below).
  const GAMES: [numPlayers: number, seeds: number[]][] = [
    [2, [1, 2, 3]],
    [3, [1, 2, 3]],
    [4, [1, 2]],
    [5, [1, 2]],
  ];
  const ALL = ['select', 'king-discard', 'exchange', 'bid', 'bet', 'play', 'hermit-discard'];
  for (const [n, seeds] of GAMES)
    it(`${n} players, seeds ${seeds.join(', ')}`, () => {
      const counts: Counts = {
        games: 0,
        states: 0,
        candidates: 0,
        accepted: 0,
        conditions: {},
        moves: {},
        stages: new Set(),
      };
      for (const seed of seeds) fuzzGame(n, seed, counts);
      assert.equal(counts.games, seeds.length);
      const stages = [...ALL, n === 2 ? 'choose-leader' : 'black-crowns'];
      assert.deepEqual([...counts.stages].sort(), stages.sort());
      // Printed for the record (states, candidates, how the games ended, moves taken).
      process.stdout.write(`# fuzz ${n}p: ${JSON.stringify({ ...counts, stages: undefined })}\n`);
    });
});
