// TrickTakers positions for the bot tests (tricktakers-bots, -sampler, -rule, -extras-bots): states
// reached by seeded games played with the rules and the rule policy, a view's independent void
// reading, a twin state (same view for a seat, other hidden cards), the checks every sampled deal
// passes, and hand-built round-1 views and tricks for the rule bot.
import assert from 'node:assert/strict';
import { seededRandom, shuffleWith } from '../../src/games/common/random.js';
import * as rules from '../../src/games/tricktakers/rules.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { ruleMove, type TtView } from '../../src/games/tricktakers/rule-bot.js';
import { trickTakersSampler } from '../../src/games/tricktakers/sampler.js';
import { TrickTakers, type TrickTakersView } from '../../src/games/tricktakers/game.js';
import { applyRules, type RulesLike } from './search-helpers.js';
import type { Shuffle } from '../../src/games/common/deal.js';
import { playRules } from '../../src/games/tricktakers/play.js';
import type { TrickTakersSetupData } from '../../src/games/tricktakers/state.js';
import { draftedBy, unusedCharacters, usedCharacters } from '../../src/games/tricktakers/draft.js';
import { ROSTER } from '../../src/games/tricktakers/roster.js';
import { itemDeckWithout } from './tricktakers-positions.js';

const RULES = { ...rules, ...playRules } as unknown as RulesLike<TrickTakersState>;

/** All eight characters, the Adventurer's first set-up left only the Potion and the Sword (TT-54): Potions come up. */
export const POTION_SETUP: TrickTakersSetupData = {
  characters: [...ROSTER],
  itemDeck: itemDeckWithout('potion', 'sword'),
};

/** Applies `m` with the rules (`useItem` takes its arguments as one array, TT-52). */
export function applyTt(state: TrickTakersState, m: { move: string; args: unknown[] }, shuffle: Shuffle): void {
  applyRules(RULES, state, m.move === 'useItem' && m.args.length === 1 ? { move: m.move, args: [m.args] } : m, shuffle);
}

/** `seat`'s view of `G` (the game's own playerView, G-5). */
export function viewOf(G: TrickTakersState, seat: string): TrickTakersView {
  return TrickTakers.playerView!({ G, ctx: {}, playerID: seat } as never) as unknown as TrickTakersView;
}

/**
 * Plays a seeded game of `numPlayers` with the rule policy (Hermit draws,
 * Kakumei and items taken at random when legal, so that positions have them)
 * until `stop(state)` holds; `null` when the game ends first.
 * @param setupData e.g. `{ characters }` for the extras (issue 21)
 */
export function positionWhere(
  numPlayers: number,
  seed: string,
  stop: (state: TrickTakersState) => boolean,
  setupData?: TrickTakersSetupData,
): TrickTakersState | null {
  const rng = seededRandom(seed);
  const shuffle = shuffleWith(rng);
  const state = rules.newGame({ numPlayers, dealer: '0', shuffle, setupData });
  while (state.stage !== 'over') {
    if (stop(state)) return state;
    const seat = state.toAct!;
    const legal = rules.legalMoves(state, seat);
    const odd = legal.filter(
      (m) => m.move === 'hermitDraw' || m.move === 'useItem' || (m.args[1] as { kakumei?: boolean })?.kakumei,
    );
    const move =
      odd.length > 0 && rng() < 0.4 ? odd[Math.floor(rng() * odd.length)]! : ruleMove(state, seat, legal, rng);
    applyTt(state, move, shuffle);
  }
  return null;
}

/**
 * The suits each seat has shown it lacks, read straight from the plays (TT-2,
 * TT-17): the lead is the colour of a trick's first number card; a later
 * number card of another colour shows a void in it; a play marked `drew`
 * first forgets the seat's voids. Independent of src/games/common/follow.ts.
 */
export function voidsShown(G: Pick<TrickTakersState, 'numPlayers' | 'tricks' | 'trick'>): Set<string>[] {
  const voids = Array.from({ length: G.numPlayers }, () => new Set<string>());
  for (const t of G.trick ? [...G.tricks, G.trick] : G.tricks) {
    let lead: string | null = null;
    for (const p of t.plays) {
      const s = Number(p.seat);
      if (p.drew) voids[s]!.clear();
      const colour = rules.colourOf(p.card);
      if (colour === null) continue;
      if (lead === null) lead = colour;
      else if (colour !== lead) voids[s]!.add(lead);
    }
  }
  return voids;
}

/** The stages the search plays (./search.ts `searched`): a twin re-deals the other hands there. */
const TRICK_STAGES = new Set(['play', 'hermit-discard', 'book-discard', 'reserve']);

/**
 * A state with the same view for `seat` as `G` and other hidden cards: in
 * trick play (the stages the search plays, the Book's discard and the
 * Collector's reservation included), the other hands, the deck and another
 * seat's face-down Potion card (TT-34, TT-53) dealt again by the sampler, the
 * other unseen deck cards spread over the other seats' discards and the
 * Berserker deck's left-overs as the spare; before play, the deck reshuffled
 * (and, at a round's first pick, the other hands dealt again from it); in the
 * two-player advanced game's selection, another seat's secret choice made
 * again among its unused drafted characters (TT-49, TT-53).
 */
export function twinOf(G: TrickTakersState, seat: string, rng: () => number): TrickTakersState {
  const twin = structuredClone(G);
  const shuffle = shuffleWith(rng);
  const me = Number(seat);
  const others = G.hands.map((_, s) => s).filter((s) => s !== me);
  if (TRICK_STAGES.has(G.stage)) {
    const deal = trickTakersSampler(viewOf(G, seat), seat).sample(rng);
    const potionAt = G.trick?.plays.findIndex((p) => p.faceDown && p.seat !== seat) ?? -1;
    const potion = potionAt >= 0 ? [G.trick!.plays[potionAt]!.card] : [];
    const used = new Set([...deal.hands.flat(), ...deal.deck, ...(deal.potion ? [deal.potion] : [])]);
    const restOf = (cards: string[]) => shuffle(cards.filter((c) => !used.has(c)));
    const hidden = [...others.flatMap((s) => [...G.hands[s]!, ...G.discards[s]!]), ...G.deck, ...G.spare, ...potion];
    const main = restOf(hidden.filter((c) => rules.DECK.includes(c)));
    const extra = restOf(hidden.filter((c) => !rules.DECK.includes(c)));
    const sizes = others.map((s) => G.discards[s]!.length);
    if (main.length !== sizes.reduce((a, b) => a + b, 0) || extra.length !== G.spare.length) {
      twin.deck = shuffle([...G.deck]); // a split the simple redeal cannot place (a spent Berserker card)
      return twin;
    }
    for (const s of others) twin.hands[s] = deal.hands[s]!;
    twin.deck = deal.deck;
    if (potionAt >= 0) twin.trick!.plays[potionAt]!.card = deal.potion!;
    others.forEach((s, i) => (twin.discards[s] = main.splice(0, sizes[i]!)));
    twin.spare = extra;
    return twin;
  }
  if (G.stage === 'select' && G.characters.every((c) => c === null)) {
    const pool = shuffle([...others.flatMap((s) => G.hands[s]!), ...G.deck]);
    for (const s of others) twin.hands[s] = pool.splice(0, G.hands[s]!.length);
    twin.deck = pool;
    return twin;
  }
  if (G.stage === 'choose')
    for (const s of others) {
      if (G.selection![s]!.length === 0) continue;
      const drafted = unusedCharacters(draftedBy(G.draft!, String(s)), usedCharacters(G, s));
      twin.selection![s] = [drafted[Math.floor(rng() * drafted.length)]!];
    }
  twin.deck = shuffle([...G.deck]);
  return twin;
}

/**
 * Asserts what `seat`'s view fixes of a sampled `deal` of `G`: its own hand, every hand's size, the
 * deck's size, and no card dealt twice (`extra` counted too, e.g. a face-down Potion card).
 * @returns every card dealt: the hands, the deck, then `extra`
 */
export function checkDealSizes(
  G: TrickTakersState,
  seat: string,
  deal: { hands: string[][]; deck: string[] },
  extra: string[] = [],
): string[] {
  const me = Number(seat);
  assert.deepEqual(deal.hands[me], G.hands[me], 'its own hand');
  assert.deepEqual(
    deal.hands.map((h) => h.length),
    viewOf(G, seat).handSizes,
    'hand sizes',
  );
  assert.equal(deal.deck.length, G.deckSize, 'deck size');
  const dealt = [...deal.hands.flat(), ...deal.deck, ...extra];
  assert.equal(new Set(dealt).size, dealt.length, 'no card twice');
  return dealt;
}

/**
 * A hand-built 4-seat view for seat 0 holding `hand`, in round 1 of 3 at the play stage, seat 0 to
 * act, no trick won, bet, crown spent or Kakumei left; `over` sets the rest (the characters, the
 * bids…) and overrides any of these.
 */
export function roundOneView(hand: string[], over: Record<string, unknown>): TtView {
  return {
    numPlayers: 4,
    round: 1,
    rounds: 3,
    stage: 'play',
    toAct: '0',
    hands: [hand, null, null, null],
    handSizes: [hand.length, 5, 5, 5],
    tricksWon: [0, 0, 0, 0],
    bets: [0, 0, 0, 0],
    spent: [0, 0, 0, 0],
    trick: null,
    tricks: [],
    kakumeiLeft: 0,
    ...over,
  } as unknown as TtView;
}

/**
 * The Adventurer's public items in a hand-built view (./state.ts `items`, TT-30): `blue` and `red`
 * on the initial slots, nothing discarded, no item used this trick, 13 in the item deck, no card
 * shown by `fairy`; `over` sets the rest.
 */
export const itemsView = (blue: string, red: string, over: Record<string, unknown> = {}) => ({
  slots: [
    { kind: 'blue', item: blue },
    { kind: 'red', item: red },
  ],
  discard: [] as string[],
  usedThisTrick: false,
  deckSize: 13,
  fairyHand: [] as string[],
  ...over,
});

/**
 * A round-1 trick in progress led by seat 1, seats 1, 2, 3 having played `cards` (seat 0 last);
 * `kakumei` when led as a Kakumei, `hermit` the seat whose card the Hermit played.
 */
export const trickOf = (cards: string[], opts: { kakumei?: boolean; hermit?: number } = {}) => ({
  round: 1,
  leader: '1',
  winner: null,
  kakumei: opts.kakumei ?? false,
  plays: cards.map((card, i) => ({ seat: String(i + 1), card, ...(opts.hermit === i + 1 ? { byHermit: true } : {}) })),
});
