// TrickTakers' sampler (src/games/tricktakers/sampler.ts): every sampled
// deal fits the seat's view (its own hand and discards, hand and deck sizes,
// voids, the exclusive cards in play), a Hermit's draw ends its voids, and
// on a small position the count and the draws match a brute-force count.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom } from '../../src/games/common/random.js';
import * as rules from '../../src/games/tricktakers/rules.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { trickTakersSampler } from '../../src/games/tricktakers/sampler.js';
import { uniformP } from './search-helpers.js';
import { checkDealSizes, positionWhere, viewOf, voidsShown } from './tricktakers-bot-positions.js';

const inPlay = (G: TrickTakersState) => G.stage === 'play' || G.stage === 'hermit-discard';
const playedCards = (G: TrickTakersState) =>
  new Set((G.trick ? [...G.tricks, G.trick] : G.tricks).flatMap((t) => t.plays.map((p) => p.card)));

/** Asserts that `deal` fits what `seat` sees of `G` (see the file comment). */
function checkDeal(G: TrickTakersState, seat: string, deal: { hands: string[][]; deck: string[] }) {
  const me = Number(seat);
  checkDealSizes(G, seat, deal);
  const played = playedCards(G);
  const mine = new Set(G.discards[me]);
  const voids = voidsShown(G);
  const king = G.characters.indexOf('king');
  const bers = G.characters.indexOf('berserker');
  for (const [s, hand] of deal.hands.entries()) {
    if (s === me) continue;
    for (const c of hand) {
      assert.ok(!played.has(c) && !mine.has(c), `${c} was played or is in its own discards`);
      const colour = rules.colourOf(c);
      assert.ok(colour === null || !voids[s]!.has(colour), `seat ${s} showed void in ${colour}`);
      if (rules.BERSERKER_DECK.includes(c) || c === rules.BERSERKER)
        assert.equal(s, bers, `${c} outside the Berserker`);
      if (c === rules.KING_RARE) assert.equal(s, king);
    }
    if (s === king && !played.has(rules.KING_RARE))
      assert.ok(hand.includes(rules.KING_RARE), 'the King holds its Rare');
    if (s === bers && !played.has(rules.BERSERKER)) assert.ok(hand.includes(rules.BERSERKER), 'the Berserker card');
    if (s === bers && G.spent[s] === 0) {
      assert.ok(
        hand.every((c) => c === rules.BERSERKER || rules.BERSERKER_DECK.includes(c)),
        'a Berserker hand',
      );
    }
  }
  for (const c of deal.deck) assert.ok(rules.DECK.includes(c) && !played.has(c) && !mine.has(c), `${c} in the deck`);
}

describe('TrickTakers sampler: deals consistent with the seat view', () => {
  for (const numPlayers of [2, 3, 4, 5]) {
    it(`${numPlayers} players: hands, discards, sizes, voids and exclusive cards`, () => {
      let checked = 0;
      for (let g = 0; g < 16; g++) {
        const stopAt = g % 5; // tricks played before the position
        const G = positionWhere(
          numPlayers,
          `tt-sampler-${numPlayers}-${g}`,
          (s) => inPlay(s) && s.tricks.length === stopAt,
        );
        if (!G) continue;
        const rng = seededRandom(`draws-${g}`);
        for (const seat of G.hands.map((_, s) => String(s))) {
          const sampler = trickTakersSampler(viewOf(G, seat), seat);
          for (let i = 0; i < 25; i++) checkDeal(G, seat, sampler.sample(rng));
          checked++;
        }
      }
      assert.ok(checked >= 12 * numPlayers, `${checked} views checked`);
    });
  }

  it("a Hermit's draw ends its voids: it may hold a colour it showed void in before", () => {
    // Voids read without forgetting them at a draw.
    const stale = (G: TrickTakersState, s: number) =>
      voidsShown({
        ...G,
        tricks: G.tricks.map((t) => ({ ...t, plays: t.plays.map((p) => ({ ...p, drew: undefined })) })),
      })[s]!;
    let found = 0;
    for (let g = 0; g < 60 && found < 3; g++) {
      const G = positionWhere(4, `tt-drew-${g}`, (s) => {
        const h = s.characters.indexOf('hermit');
        if (!inPlay(s) || h < 0 || s.toAct === String(h) || s.hands[h]!.length < 2) return false;
        return [...stale(s, h)].some((c) => !voidsShown(s)[h]!.has(c));
      });
      if (!G) continue;
      const h = G.characters.indexOf('hermit');
      const colour = [...stale(G, h)].find((c) => !voidsShown(G)[h]!.has(c))!;
      const seat = G.toAct!;
      const unseen = rules.DECK.filter(
        (c) => rules.colourOf(c) === colour && !playedCards(G).has(c) && !G.hands[Number(seat)]!.includes(c),
      );
      if (unseen.length === 0) continue;
      const sampler = trickTakersSampler(viewOf(G, seat), seat);
      const rng = seededRandom(`drew-${g}`);
      let holds = 0;
      for (let i = 0; i < 400; i++)
        if (sampler.sample(rng).hands[h]!.some((c) => rules.colourOf(c) === colour)) holds++;
      assert.ok(holds > 0, `seat ${h} never holds ${colour} after drawing`);
      found++;
    }
    assert.ok(found >= 1, 'a position with a draw after a void');
  });
});

/**
 * Brute force: every assignment of the other seats' cards that fits the
 * view, from the file comment's rules written out directly, as keys.
 */
function allDeals(G: TrickTakersState, seat: string): string[] {
  const me = Number(seat);
  const played = playedCards(G);
  const voids = voidsShown(G);
  const unseen = rules.DECK.filter((c) => !played.has(c) && !G.hands[me]!.includes(c) && !G.discards[me]!.includes(c));
  const others = G.hands.map((_, s) => s).filter((s) => s !== me);
  const forced = others.map((s) => {
    const c = G.characters[s];
    if (c === 'king' && !played.has(rules.KING_RARE)) return [rules.KING_RARE];
    if (c === 'berserker' && !played.has(rules.BERSERKER)) return [rules.BERSERKER];
    return [];
  });
  const candidates = others.map((s) =>
    (G.characters[s] === 'berserker' ? rules.BERSERKER_DECK.filter((c) => !played.has(c)) : unseen).filter((c) => {
      const colour = rules.colourOf(c);
      return colour === null || !voids[s]!.has(colour);
    }),
  );
  const out: string[] = [];
  const hands: string[][] = others.map(() => []);
  const used = new Set<string>();
  const rec = (i: number, from: number) => {
    if (i === others.length) {
      out.push(hands.map((h, j) => [...forced[j]!, ...h].sort().join(',')).join('|'));
      return;
    }
    const need = G.hands[others[i]!]!.length - forced[i]!.length;
    if (hands[i]!.length === need) return rec(i + 1, 0);
    for (let k = from; k < candidates[i]!.length; k++) {
      const c = candidates[i]![k]!;
      if (used.has(c)) continue;
      used.add(c);
      hands[i]!.push(c);
      rec(i, k + 1);
      hands[i]!.pop();
      used.delete(c);
    }
  };
  rec(0, 0);
  return out;
}

describe('TrickTakers sampler: exact and uniform on a small position', () => {
  it('counts and draws every deal of the last trick equally (3 players, a Berserker or King among the others)', () => {
    let G: TrickTakersState | null = null;
    for (let g = 0; g < 200 && !G; g++) {
      G = positionWhere(3, `tt-brute-${g}`, (s) => {
        if (!inPlay(s) || s.tricks.length !== 4 || s.trick!.plays.length !== 0) return false;
        const others = s.characters.filter((_, i) => String(i) !== s.toAct);
        return others.includes('berserker') && others.includes('king') && s.spent.every((x) => x === 0);
      });
    }
    assert.ok(G, 'a position was found');
    const seat = G.toAct!;
    const deals = allDeals(G, seat);
    const sampler = trickTakersSampler(viewOf(G, seat), seat);
    assert.equal(Math.round(Math.exp(sampler.logCount)), deals.length, 'the count of consistent deals');
    const others = G.hands.map((_, s) => s).filter((s) => s !== Number(seat));
    const counts = new Map(deals.map((k) => [k, 0]));
    const rng = seededRandom('tt-brute-draws');
    const draws = 60 * deals.length;
    for (let i = 0; i < draws; i++) {
      const { hands } = sampler.sample(rng);
      const key = others.map((s) => [...hands[s]!].sort().join(',')).join('|');
      assert.ok(counts.has(key), `an impossible deal ${key}`);
      counts.set(key, counts.get(key)! + 1);
    }
    assert.ok(uniformP([...counts.values()]) > 0.001, 'draws are uniform over the deals');
  });
});

describe('TrickTakers sampler: a King that spent a black crown (TT-15)', () => {
  it('may have put the King Rare down face down: some deals give it to the King, others to no hand', () => {
    let G: TrickTakersState | null = null;
    for (let g = 0; g < 200 && !G; g++) {
      G = positionWhere(
        4,
        `tt-king-spend-${g}`,
        (s) => s.stage === 'black-crowns' && s.characters[Number(s.toAct)] === 'king',
      );
    }
    assert.ok(G, 'a position was found');
    const king = G.toAct!;
    // The spend is face down (redacted): the other seats see only that one card went (G-5).
    assert.equal(rules.spendBlackCrown(G, king, [rules.KING_RARE]), null);
    assert.ok(!G.hands[Number(king)]!.includes(rules.KING_RARE));
    const seat = String((Number(king) + 1) % 4);
    const sampler = trickTakersSampler(viewOf(G, seat), seat);
    const rng = seededRandom('tt-king-spend');
    let held = 0;
    for (let i = 0; i < 400; i++) {
      const deal = sampler.sample(rng);
      checkDealSizes(G, seat, deal);
      deal.hands.forEach((h, s) => {
        if (s !== Number(king)) assert.ok(!h.includes(rules.KING_RARE), `seat ${s} holds the King Rare`);
      });
      if (deal.hands[Number(king)]!.includes(rules.KING_RARE)) held++;
    }
    assert.ok(held > 0 && held < 400, `the King held it in ${held} of 400 deals`);
  });
});
