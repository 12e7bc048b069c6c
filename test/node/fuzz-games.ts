// What the shared move fuzz (./fuzz.ts) needs to know of each game, by game id: its cards and where
// they lie, what it hides (G-5), the ids and numbers its moves take, and its own invariants.
import assert from 'node:assert/strict';
import type { State } from 'boardgame.io';
import { range } from '../../src/games/common/cards.js';
import { BID_TOKENS, TILES, deckFor, type CantWinState } from '../../src/games/cant-win/rules.js';
import { DECK as IN_DECK, HAND_SIZE as IN_HAND, type InstinctState } from '../../src/games/instinct/rules.js';
import {
  COLOURS as YS_COLOURS,
  DECK as YS_DECK,
  MULTI_11,
  SUITED,
  TICK_IDS,
  handSizes,
  isMulti,
  isZero,
  type YouSuckState,
} from '../../src/games/you-suck/rules.js';
import {
  ALL_CARDS,
  BERSERKER,
  BERSERKER_DECK,
  CHARACTERS,
  DECK as TT_DECK,
  KING_RARE,
  type TrickTakersState,
} from '../../src/games/tricktakers/rules.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import { identity, type Cand, type FuzzHooks } from './fuzz.js';

type TrickLike = { plays: { seat: string; card: string }[] };
type TrickState = { hands: string[][]; trick: TrickLike | null; tricks: TrickLike[] };

/** The cards of games played a trick at a time: hands, this round's tricks and the trick in progress. */
function trickPlaces(G: TrickState): [string, string][] {
  const out: [string, string][] = [];
  G.hands.forEach((h, s) => h.forEach((c) => out.push([c, `hand ${s}`])));
  for (const t of [...G.tricks, ...(G.trick ? [G.trick] : [])])
    for (const p of t.plays) out.push([p.card, `play ${p.seat}`]);
  return out;
}

/** `[field]` when the state's last trick (G-7) is of an earlier round: its cards have been dealt again. */
const earlier = (G: { round: number } & Record<string, any>, field: string) =>
  G[field] && G[field].round !== G.round ? [field] : [];

/** Can't Win (CW-1…CW-12): every card of the deck for the player count is dealt (CW-1); no hidden field but hands. */
const cantWin: FuzzHooks<CantWinState> = {
  cards: deckFor(4),
  tokens: [...TILES, 'no-tile', 'turquoise-13', 'pink-0'],
  numbers: range(-1, 13),
  places: trickPlaces,
  complete: (G) => deckFor(G.numPlayers),
  privateFields: [],
  secretFields: [],
  pastRecords: (G) => earlier(G, 'lastTrick'),
  invariants: (st, where) => {
    const G = st.G as CantWinState;
    // CW-4, CW-5: tiles are distinct, and the bids are what left the supply.
    const tiles = G.tiles.filter((t) => t !== null);
    assert.equal(new Set(tiles).size, tiles.length, `${where}: a tile twice`);
    assert.equal(G.bidTokens, BID_TOKENS - G.bids.reduce<number>((a, b) => a + (b ?? 0), 0), `${where}: bid tokens`);
  },
};

/**
 * Instinct (IN-1…IN-8): the 66 cards are in the hands, the tricks or the secret stock (IN-1). A
 * game to 100 has no fixed length: 3 players play the short game (IN-8), larger tables stop
 * after 2 rounds (G-6).
 */
const instinct: FuzzHooks<InstinctState> = {
  cards: IN_DECK,
  tokens: ['trump-7', 'black-0', 'white-13'],
  numbers: range(-1, IN_HAND + 1),
  places: (G) => [...trickPlaces(G), ...G.stock.map((c): [string, string] => [c, 'stock'])],
  complete: () => IN_DECK,
  privateFields: [],
  secretFields: ['stock'],
  pastRecords: (G) => earlier(G, 'lastTrick'),
  setupData: (n) => (n === 3 ? { variant: 'short' } : { maxRounds: 2 }),
};

/**
 * You Suck (YS-1…YS-12): every suited card is in a hand, on a Tick, traded away or in the secret
 * stock; of the Zeros and Multicolors only the round's dealt ones are anywhere (YS-4). A traded
 * card only its trader sees (YS-12).
 */
const youSuck: FuzzHooks<YouSuckState> = {
  cards: YS_DECK,
  tokens: [...TICK_IDS, ...YS_COLOURS, 'no-trump', 'zero-0', 'multi-21', 'red-11'],
  numbers: range(-1, 8),
  seconds: [...TICK_IDS, 'plus-4', 0],
  places: (G) => [
    ...G.hands.flatMap((h, s) => h.map((c): [string, string] => [c, `hand ${s}`])),
    ...G.traded.flatMap((h, s) => h.map((c): [string, string] => [c, `traded ${s}`])),
    ...G.stock.map((c): [string, string] => [c, 'stock']),
    ...G.ticks.flatMap((t) => t.plays.map((p): [string, string] => [p.card, `${t.id} ${p.seat}`])),
  ],
  complete: () => SUITED,
  privateFields: ['traded'],
  secretFields: ['stock'],
  pastRecords: (G) => earlier(G, 'lastTick'),
  invariants: (st, where) => {
    const G = st.G as YouSuckState;
    const n = G.numPlayers;
    const owner = (id: (typeof TICK_IDS)[number]) => G.owners[id];
    const cards = youSuck.places(G).map(([c]) => c);
    // YS-4: 1 Zero and 1 Multicolor a seat, 1 more Zero with Take 0, the Multicolor 11 with Take 11.
    const extra = Number(owner('take-0') !== null) + Number(owner('take-11') !== null);
    assert.equal(cards.filter((c) => isZero(c) || isMulti(c)).length, 2 * n + extra, `${where}: Zeros and Multicolors`);
    assert.equal(cards.includes(MULTI_11), owner('take-11') !== null, `${where}: the Multicolor 11`);
    // YS-4, YS-6: a hand is its dealt size less the cards its seat played.
    if (G.stage !== 'choose-dealer') {
      const sizes = handSizes(G.owners, n);
      G.hands.forEach((h, s) => {
        const played = G.ticks.flatMap((t) => t.plays).filter((p) => p.seat === String(s)).length;
        assert.equal(h.length + played, sizes[s], `${where}: hand ${s} size`);
      });
    }
    // YS-4 step 8: only the Trade a Card owner trades, at most one card.
    G.traded.forEach((t, s) =>
      assert.ok(t.length === 0 || (t.length === 1 && owner('trade-a-card') === String(s)), `${where}: traded ${s}`),
    );
  },
};

// TrickTakers.

const CARD_MOVES = new Set(['discard', 'exchange', 'spendBlackCrown']);
const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === Object.prototype;

/**
 * A TrickTakers move's identity: card sets in any order are one move (legalMoves lists them in
 * hand order), `{ kakumei: false }` is `{}`, and `playCard(cardId)` is `playCard(cardId, {})`
 * (TT-54).
 */
function ttKey(move: string, args: readonly unknown[]): string {
  const [a, b] = args;
  if (move === 'playCard' && args.length === 1 && typeof a === 'string') return identity([move, [a, {}]]);
  if (CARD_MOVES.has(move) && args.length === 1 && Array.isArray(a) && a.every((c) => typeof c === 'string'))
    return identity([move, [[...(a as string[])].sort()]]);
  if (
    move === 'playCard' &&
    args.length === 2 &&
    isPlain(b) &&
    Object.keys(b).join() === 'kakumei' &&
    b.kakumei === false
  )
    return identity([move, [a, {}]]);
  return identity([move, args]);
}

function subsets(cards: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << cards.length; mask++) out.push(cards.filter((_, i) => mask & (1 << i)));
  return out;
}

/** TrickTakers moves that are never legal in any stage: wrong names, arities and argument types. */
const TT_WRONG: Cand[] = [
  ['chooseCharacter', ['king', 'gambler']],
  ['spendBlackCrown', [{ 0: 'red-1' }]],
  ['bid', [1, 2]],
  ['bet', [-10]],
  ['bet', [20.5]],
  ['playCard', [1, {}]],
  ['playCard', [['red-1'], {}]],
];

/**
 * The TrickTakers candidates besides the shared ones: card sets for the moves that take one
 * (every subset of the hand, in order and reversed; each card of the game alone, a third at each
 * `step`; a card twice; cards not in hand beside the hand's).
 */
function ttCandidates(G: TrickTakersState, seat: string, step: number): Cand[] {
  const hand = G.hands[Number(seat)]!;
  const out: Cand[] = [...TT_WRONG];
  ALL_CARDS.forEach((c, i) => {
    if (hand.includes(c) || i % 3 === step % 3)
      out.push(['discard', [[c]]], ['exchange', [[c]]], ['spendBlackCrown', [[c]]]);
  });
  for (const s of subsets(hand)) {
    out.push(['exchange', [s]], ['spendBlackCrown', [s]]);
    if (s.length > 1) out.push(['exchange', [[...s].reverse()]]);
    if (s.length === 2) out.push(['discard', [s]]);
  }
  if (hand.length > 0) {
    const [c] = hand as [string];
    out.push(['exchange', [[c, c]]], ['spendBlackCrown', [[c, c]]], ['discard', [[c, c]]], ['discard', [[]]]);
    out.push(['exchange', [[...hand, 'red-1']]], ['spendBlackCrown', [[c, BERSERKER]]]);
  }
  return out;
}

/** The stages before the Berserker's set-up (TT-25: the Adventurer's items come before it, the Ruler's tasks after). */
const SETUP_STAGES = ['select', 'king-discard', 'exchange', 'bid', 'bet', 'initial-items'];

/**
 * TrickTakers' own invariants: the exclusive cards only with the King or the Berserker or among
 * the spare cards (TT-13, TT-18), 5 cards a hand through play (TT-6, TT-17), rounds start at 30
 * points (TT-5), at most one gold crown and two black crowns a round (TT-10), characters distinct
 * and, with two players, each used once (TT-6, TT-19), and a points win to the top score (TT-12).
 */
function ttInvariants(st: State, where: string): void {
  const G = st.G as TrickTakersState;
  const n = G.numPlayers;
  const seats = [...Array(n).keys()];
  const msg = (m: string) => `${where}: ${m}`;
  assert.equal(G.deckSize, G.deck.length, msg('deckSize'));
  const holder = new Map(trickTakers.places(G).map(([c, at]) => [c, at]));
  const king = G.characters.indexOf('king');
  const bers = G.characters.indexOf('berserker');
  const setUp = !SETUP_STAGES.includes(G.stage) || (G.stage === 'over' && G.sheet.length > 0);
  for (const [c, at] of holder) {
    if (TT_DECK.includes(c)) continue;
    const seat = Number(at.split(' ')[1]);
    if (c === KING_RARE) assert.ok(!at.startsWith('deck') && seat === king, msg(`${c} at ${at}`));
    else if (c === BERSERKER || BERSERKER_DECK.includes(c))
      assert.ok(at === 'spare' || (at !== 'deck' && seat === bers), msg(`${c} at ${at}`));
  }
  if (king >= 0 && G.stage !== 'select') assert.ok(holder.has(KING_RARE), msg('the King Rare is missing'));
  const bersDone = bers >= 0 && setUp && !['king-discard', 'exchange', 'bid', 'bet', 'initial-items'].includes(G.stage);
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
  // Points and crowns (TT-5, TT-10, TT-11).
  assert.ok(G.exchanges <= 2 && G.spent.every((k) => k <= 2) && G.blackCrowns.every((k) => k >= 0), msg('counts'));
  if (G.sheet.length > 0) seats.forEach((s) => assert.equal(G.sheet[0]!.totals[s]! - G.sheet[0]!.points[s]!, 30));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  for (const row of G.sheet)
    assert.ok(sum(row.crowns) <= (n > 2 ? 1 : 0) && sum(row.blackCrowns) <= (n > 2 ? 2 : 0), msg('crowns a round'));
  assert.ok(sum(G.crowns) <= Math.min(3, G.sheet.length), msg('gold crowns'));
  // Characters: distinct in a round; two players use each once (TT-6, TT-19).
  const picked = G.characters.filter((c) => c !== null);
  assert.equal(new Set(picked).size, picked.length, msg('a character twice'));
  if (n === 2)
    seats.forEach((s) => {
      const used = [...G.sheet.map((r) => r.characters[s]), ...(G.stage === 'over' ? [] : [G.characters[s]])];
      const known = used.filter((c) => c !== null);
      assert.equal(new Set(known).size, known.length, msg(`seat ${s} repeats a character`));
    });
  // The two-player advanced game (TT-48, TT-49, TT-53): no hand during the draft; a seat's secret
  // choice is its own, every other view has null in its place until both have chosen.
  if (G.stage === 'draft')
    assert.ok(
      G.hands.every((h) => h.length === 0),
      msg('a hand in the draft'),
    );
  if (G.selection)
    for (const viewer of [...seats.map(String), null]) {
      const view = TrickTakers.playerView!({ G, ctx: st.ctx, playerID: viewer } as never) as unknown as {
        selection: unknown[];
        sizes: { selection: number[] };
      };
      const want: (string[] | null)[] = G.selection.map((x, s) => (String(s) === viewer ? x : null));
      assert.deepEqual(view.selection, want, msg(`${viewer ?? 'the spectator'} sees the selection`));
      assert.deepEqual(
        view.sizes.selection,
        G.selection.map((x) => x.length),
        msg('who has chosen'),
      );
    }
  // The end (TT-12).
  if (G.stage === 'over') {
    assert.equal(G.toAct, null, msg('toAct after the end'));
    if (G.result!.condition === 'points')
      assert.equal(G.scores[Number(G.result!.winner)], Math.max(...G.scores), msg('points winner'));
  }
}

/**
 * TrickTakers (TT-1…TT-20): the 40 deck cards are in hands, face-down discards, the secret deck or
 * tricks (TT-1); the exclusive cards come and go with the King and the Berserker (TT-13, TT-18).
 * Discards are private and the deck and the Berserker's 2 spare cards secret (G-5, TT-18). The
 * score sheet names the Resistance's Kakumei cards of earlier rounds (TT-16), dealt again since.
 * The Berserker card's id is also the Berserker character's, public once picked (G-5), who holds
 * that card from its setup on (TT-18).
 */
const trickTakers: FuzzHooks<TrickTakersState> = {
  cards: ALL_CARDS,
  tokens: [...CHARACTERS, 'KING', 'jester', { kakumei: true }],
  numbers: [...range(-1, 6), ...range(0, 22).map((k) => 5 * k)],
  seconds: [{}, { kakumei: true }, { kakumei: false }, { kakumei: 'yes' }, { kakumei: true, x: 1 }, [], 'kakumei'],
  places: (G) => {
    const out: [string, string][] = trickPlaces(G);
    G.discards.forEach((h, s) => h.forEach((c) => out.push([c, `discards ${s}`])));
    G.deck.forEach((c) => out.push([c, 'deck']));
    G.spare.forEach((c) => out.push([c, 'spare']));
    return out;
  },
  complete: () => TT_DECK,
  privateFields: ['discards'],
  secretFields: ['deck', 'spare', 'itemDeck'], // the item deck: only in a game with the Adventurer (TT-53)
  pastRecords: (G) => ['sheet', ...earlier(G, 'lastTrick')],
  publicIds: [BERSERKER],
  keyOf: ttKey,
  candidates: ttCandidates,
  invariants: ttInvariants,
};

/** TrickTakers' hooks for the two-player advanced game with `count` characters (TT-48): its setupData. */
export const ttAdvancedHooks = (count: 6 | 8): FuzzHooks<TrickTakersState> => ({
  ...trickTakers,
  tokens: [...trickTakers.tokens, 'adventurer', 'collector', 'ruler'],
  setupData: () => ({ mode: 'advanced', characterCount: count }),
});

/** The hooks of every game in the registry, by id. */
export const FUZZ_HOOKS: Readonly<Record<string, FuzzHooks>> = {
  'cant-win': cantWin,
  instinct,
  'you-suck': youSuck,
  tricktakers: trickTakers,
};
