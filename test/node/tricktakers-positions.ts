/**
 * TrickTakers set-ups for the tests (G-3): legal round-1 deals with the deck's order given, and
 * matches on boardgame.io's reducer whose moves are checked to be accepted or refused (G-4).
 */
import assert from 'node:assert/strict';
import { openMatch, type LocalMatch } from '../../src/games/common/local-match.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import {
  bet,
  bid,
  chooseCharacter,
  chooseLeader,
  DECK,
  discard,
  exchange,
  hermitDraw,
  newGame,
  pass,
  playCard,
  spendBlackCrown,
  type CharacterId,
  type RuleError,
  type TrickTakersState,
} from '../../src/games/tricktakers/rules.js';
import type { RosterId } from '../../src/games/tricktakers/roster.js';
import { ITEM_IDS, type ItemId } from '../../src/games/tricktakers/items.js';

/**
 * setupData's `itemDeck` (TT-54) without the initial items `blue` and `red`: the 13 other items
 * in TT-33's order, so that the game's first Adventurer set-up can choose only those two.
 */
export const itemDeckWithout = (blue: string, red: string): ItemId[] => ITEM_IDS.filter((i) => i !== blue && i !== red);

/** The cards of the deck no hand of `deal` holds and not in `top`, deck order, after `top`: a stock, top first. */
export function stockOf(deal: string[][], top: string[] = []): string[] {
  const used = new Set([...deal.flat(), ...top]);
  return [...top, ...DECK.filter((c) => !used.has(c))];
}

/** A TrickTakers match on the reducer (seed `seed`), with `deal` and a stock starting with `top`. */
export function match(n: number, deal: string[][], top: string[] = [], firstPlayer = '0', seed = 'tt'): LocalMatch {
  return openMatch(TrickTakers, n, seed, { firstPlayer, deal, stock: stockOf(deal, top) });
}

/** The full state's G. */
export const G = (m: LocalMatch) => m.state.G as TrickTakersState;

/** Makes a move that must be accepted. */
export function go(m: LocalMatch, seat: string, move: string, ...args: unknown[]): TrickTakersState {
  assert.ok(m.apply(seat, move, args), `${seat} ${move}(${JSON.stringify(args)}) should be accepted`);
  return G(m);
}

/** Makes a move that must be refused (INVALID_MOVE), and checks that nothing changed (G-4). */
export function refused(m: LocalMatch, seat: string, move: string, ...args: unknown[]): void {
  const before = m.state;
  assert.equal(m.apply(seat, move, args), false, `${seat} ${move}(${JSON.stringify(args)}) should be refused`);
  assert.equal(m.state, before);
  assert.deepEqual(m.state.G, before.G);
}

/** Plays cards in turn (each seat's move checked), `[seat, card]` or `[seat, card, 'kakumei']`. */
export function playAll(m: LocalMatch, plays: [string, string, 'kakumei'?][]): TrickTakersState {
  for (const [seat, card, k] of plays) go(m, seat, 'playCard', card, k ? { kakumei: true } : {});
  return G(m);
}

/**
 * The full seeded game's round 1 at 3 players (TT-7): seat 0 chooses first and leads. Seat 0
 * will be the King, seat 1 the Gambler, seat 2 the Hermit. The stock's top cards are the
 * Gambler's two draws (black 8, blue 8), then the Hermit's draw (red 1).
 */
export const SEEDED_DEAL = [
  ['red-9', 'red-8', 'black-9', 'blue-2', 'white-flag-1'],
  ['green-5', 'green-6', 'blue-9', 'black-2', 'rare-1'],
  ['red-2', 'red-3', 'green-2', 'white-flag-2', 'blue-3'],
];
export const SEEDED_TOP = ['black-8', 'blue-8', 'red-1'];

/**
 * A 4-player round 1 with all eight characters (TT-23): characterOrder shows Adventurer, Collector,
 * Ruler, King and Hermit (TT-24, TT-54); seat 0 will be the Adventurer, 1 the Collector, 2 the
 * Ruler, 3 the King. Used by tricktakers-extras-game (one round) and tricktakers-extras-seeded
 * (the whole game).
 */
export const X_DEAL = [
  ['red-9', 'blue-4', 'green-2', 'black-3', 'white-flag-1'], // 0 Adventurer
  ['red-3', 'red-4', 'red-5', 'blue-1', 'green-4'], // 1 Collector
  ['black-9', 'black-8', 'rare-1', 'white-flag-2', 'blue-9'], // 2 Ruler
  ['red-7', 'blue-7', 'green-7', 'green-9', 'black-1'], // 3 King
];
export const X_ORDER = ['adventurer', 'collector', 'ruler', 'king', 'hermit', 'gambler', 'resistance', 'berserker'];
/** The item deck after the Adventurer chose boots and axe (TT-31, TT-54), top first. */
export const X_ITEM_DECK = ['gold', 'wing', 'crystal', 'rockCrystal', 'fairy', 'doll', 'castle', 'orb', 'book', 'map', 'potion', 'sword', 'wand']; // prettier-ignore

/**
 * X-18's draft in the two-player advanced game (TT-48), seat 0 being P1: P1 King, P2 Gambler,
 * P2 Hermit, P1 Berserker, P1 Resistance, P2 Adventurer.
 */
export const X18_DRAFT: [seat: string, character: RosterId][] = [
  ['0', 'king'],
  ['1', 'gambler'],
  ['1', 'hermit'],
  ['0', 'berserker'],
  ['0', 'resistance'],
  ['1', 'adventurer'],
];

// ---- hand-built states on the pure rules (no reducer) ----

/** A shuffle that keeps the order: the Berserker then takes its deck's first 4 cards (TT-18). */
export const noShuffle = <T>(xs: T[]) => [...xs];

/** A new game on the pure rules with `deal`, a stock starting with `top`, seat `firstPlayer` first. */
export function newTt(deal: string[][], top: string[] = [], firstPlayer = '0'): TrickTakersState {
  const setupData = { firstPlayer, deal, stock: stockOf(deal, top) };
  return newGame({ numPlayers: deal.length, dealer: firstPlayer, setupData, shuffle: noShuffle });
}

const ACTIONS = {
  chooseCharacter,
  discard,
  exchange,
  bid,
  bet,
  spendBlackCrown,
  pass,
  chooseLeader,
  hermitDraw,
  playCard,
} as const;
type Action = (s: TrickTakersState, seat: string, arg: unknown, shuffle: typeof noShuffle) => RuleError | null;

/** Runs move `move` for `seat` on the pure rules; `null` or the rule error (G-4). */
export function act(s: TrickTakersState, seat: string, move: keyof typeof ACTIONS, ...args: unknown[]) {
  return (ACTIONS[move] as Action)(s, seat, move === 'playCard' ? args : args[0], noShuffle);
}

/** Runs a move that must succeed. */
export function ok(s: TrickTakersState, seat: string, move: keyof typeof ACTIONS, ...args: unknown[]) {
  assert.equal(act(s, seat, move, ...args), null, `${seat} ${move}(${JSON.stringify(args)})`);
  return s;
}

/** Runs a move that must be refused with `error`, leaving the state as it was (G-4). */
export function no(
  s: TrickTakersState,
  error: RuleError,
  seat: string,
  move: keyof typeof ACTIONS,
  ...args: unknown[]
) {
  const before = structuredClone(s);
  assert.equal(act(s, seat, move, ...args), error, `${seat} ${move}(${JSON.stringify(args)})`);
  assert.deepEqual(s, before);
}

/** Picks characters in the order given, `[seat, character]`. */
export function pick(s: TrickTakersState, picks: [string, CharacterId][]) {
  for (const [seat, c] of picks) ok(s, seat, 'chooseCharacter', c);
  return s;
}

/** Plays cards on the pure rules, `[seat, card]` or `[seat, card, 'kakumei']`. */
export function plays(s: TrickTakersState, list: [string, string, 'kakumei'?][]) {
  for (const [seat, card, k] of list) ok(s, seat, 'playCard', card, k ? { kakumei: true } : {});
  return s;
}

/**
 * Makes a new game's round 1 into round `round` (before any pick): earlier rounds on the sheet with
 * the previous round's characters `prev` (TT-8, TT-9 read them), and `scores`, gold and black crowns
 * as given. The selection order stays round 1's (the tests pick in it).
 */
export function asRound(
  s: TrickTakersState,
  round: number,
  prev: CharacterId[],
  o: { scores?: number[]; crowns?: number[]; blackCrowns?: number[] } = {},
) {
  const n = s.numPlayers;
  const zeros = new Array<number>(n).fill(0);
  s.round = round;
  s.scores = o.scores ?? s.scores;
  s.roundStart = [...s.scores];
  s.crowns = o.crowns ?? zeros;
  s.blackCrowns = o.blackCrowns ?? [...zeros];
  s.sheet = Array.from({ length: round - 1 }, (_, i) => ({
    round: i + 1,
    first: '0',
    characters: prev,
    bids: new Array<number | null>(n).fill(null),
    bets: zeros,
    tricks: zeros,
    points: zeros,
    crowns: zeros,
    blackCrowns: zeros,
    kakumei: [],
    totals: s.scores,
  }));
  return s;
}

/**
 * Jumps a round in play to its 5th trick: one card left per seat (`cards`, by seat) and the tricks
 * each seat has won so far; the trick in progress keeps its leader.
 */
export function atLastTrick(s: TrickTakersState, cards: string[], tricksWon: number[]) {
  assert.equal(s.stage, 'play');
  assert.deepEqual(s.trick!.plays, []);
  s.hands = cards.map((c) => [c]);
  s.tricksWon = [...tricksWon];
  return s;
}

/** A plain 3-player deal for hand-built positions (nobody's cards matter until set by hand). */
export const DEAL_3 = [
  ['red-2', 'blue-5', 'black-3', 'green-9', 'rare-1'],
  ['red-4', 'red-7', 'blue-8', 'green-1', 'white-flag-1'],
  ['black-9', 'black-8', 'green-2', 'green-3', 'blue-1'],
];

/** Sets the draw deck by hand (and its public size). */
export function setDeck(s: TrickTakersState, cards: string[]) {
  s.deck = cards;
  s.deckSize = cards.length;
}

/** The picks most hand-built positions use: seat 0 Resistance, seat 1 Hermit, seat 2 Berserker (no setup stage). */
export const RHB: [string, CharacterId][] = [
  ['0', 'resistance'],
  ['1', 'hermit'],
  ['2', 'berserker'],
];
