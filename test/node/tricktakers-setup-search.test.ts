// TrickTakers' decisions before the first lead by flat search (src/games/tricktakers/setup-search.ts,
// issue 24): hand-built hands whose right move is clear by the tables (TT-13, TT-14), the same move
// from two deals that look the same to the seat (BOTS.md "Fairness"), a replay from one seed, the
// oracle's world, and the stages it leaves alone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom, shuffleWith } from '../../src/games/common/random.js';
import * as rules from '../../src/games/tricktakers/rules.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import type { TrickTakersSetupData } from '../../src/games/tricktakers/state.js';
import { trickTakersSearch } from '../../src/games/tricktakers/search.js';
import { MIN_SETUP_ROLLOUTS, SETUP_ROLLOUT_SHARE, SETUP_SEARCHED } from '../../src/games/tricktakers/setup-search.js';
import { ruleMove } from '../../src/games/tricktakers/rule-bot.js';
import { ISMCTS_ITERATIONS } from '../../src/bots/ismcts-bot.js';
import { ROSTER } from '../../src/games/tricktakers/roster.js';
import { applyTt, positionWhere, viewOf } from './tricktakers-bot-positions.js';

/** `seat`'s flat-search move in `G` from its view (or the full state when `oracle`), with `iterations` (a quarter are rollouts). */
function flat(G: TrickTakersState, seat: string, seed: string, iterations = 1500, oracle = false) {
  const legal = rules.legalMoves(G, seat);
  return trickTakersSearch.flatSearch!(oracle ? G : viewOf(G, seat), seat, legal, {
    oracle,
    budget: { iterations },
    rng: seededRandom(seed),
  });
}

/**
 * Gives `seat` exactly `cards` (in place of its hand), swapping each one in
 * from wherever it is (another hand, the deck, a discard pile), so every card
 * stays in one place.
 */
function giveHand(G: TrickTakersState, seat: string, cards: readonly string[]): void {
  const me = Number(seat);
  const mine = G.hands[me]!;
  const spare = mine.filter((c) => !cards.includes(c));
  for (const c of cards) {
    if (mine.includes(c)) continue;
    const out = spare.pop()!;
    const piles = [...G.hands, G.deck, ...G.discards];
    const pile = piles.find((p) => p !== mine && p.includes(c));
    assert.ok(pile, `${c} is somewhere`);
    pile[pile.indexOf(c)] = out;
    mine[mine.indexOf(out)] = c;
  }
  assert.deepEqual([...mine].sort(), [...cards].sort());
}

/**
 * The same position with the other seats' hands and the deck dealt again
 * from their cards (sizes kept): what `seat` cannot see. The King Rare and
 * a Berserker's hand stay put (public, TT-13, TT-18).
 */
function redealOthers(G: TrickTakersState, seat: string, salt: string): TrickTakersState {
  const twin = structuredClone(G);
  const fixed = (s: number) => s === Number(seat) || G.characters[s] === 'berserker';
  const pool = twin.hands.flatMap((h, s) => (fixed(s) ? [] : h.filter((c) => c !== rules.KING_RARE)));
  pool.push(...twin.deck);
  const shuffled = shuffleWith(seededRandom(salt))(pool);
  twin.hands.forEach((h, s) => {
    if (fixed(s)) return;
    twin.hands[s] = h.map((c) => (c === rules.KING_RARE ? c : shuffled.pop()!));
  });
  twin.deck = shuffled;
  assert.notDeepEqual(twin.hands, G.hands);
  return twin;
}

describe('TrickTakers setup by flat search: clear hands (TT-13, TT-14)', () => {
  it('the King throws its White Flag, the one card that can never take a trick, and keeps the Rares and black 8, 9', () => {
    const G = positionWhere(4, 'king-wf', (s) => s.stage === 'king-discard')!;
    const seat = G.toAct!;
    giveHand(G, seat, ['rare-1', 'rare-2', 'black-9', 'black-8', 'white-flag-1', rules.KING_RARE]);
    assert.deepEqual(flat(G, seat, 'k'), { move: 'discard', args: [['white-flag-1']] });
  });

  it('a Gambler holding both White Flags and three 1s bids 0 (30 points made, TT-14), not 1 or more', () => {
    const G = positionWhere(4, 'gambler-low', (s) => s.stage === 'bid')!;
    const seat = G.toAct!;
    giveHand(G, seat, ['white-flag-1', 'white-flag-2', 'red-1', 'blue-1', 'green-1']);
    assert.deepEqual(flat(G, seat, 'b'), { move: 'bid', args: [0] });
  });

  it('a Gambler with both Rares and black 9, 8, 7 does not bid 0 (it would have to lose every trick)', () => {
    const G = positionWhere(4, 'gambler-high', (s) => s.stage === 'bid')!;
    const seat = G.toAct!;
    giveHand(G, seat, ['rare-1', 'rare-2', 'black-9', 'black-8', 'black-7']);
    const move = flat(G, seat, 'b')!;
    assert.equal(move.move, 'bid');
    assert.ok((move.args[0] as number) >= 1, `bid ${move.args[0]}`);
  });
});

describe('TrickTakers setup by flat search: from the seat view alone', () => {
  for (const stage of ['select', 'king-discard', 'exchange', 'bid', 'bet']) {
    it(`${stage}: the same move from two deals its seat cannot tell apart, and again from the same seed`, () => {
      const G = positionWhere(4, `fair-${stage}`, (s) => s.stage === stage)!;
      const seat = G.toAct!;
      const move = flat(G, seat, 'f', 600);
      assert.ok(move, 'a move');
      assert.deepEqual(flat(redealOthers(G, seat, 'a'), seat, 'f', 600), move);
      assert.deepEqual(flat(redealOthers(G, seat, 'b'), seat, 'f', 600), move);
      assert.deepEqual(flat(G, seat, 'f', 600), move);
    });
  }

  it('the oracle plays its worlds on the true deal: the Gambler bids what it will take against these hands', () => {
    // Seat's hand of 1s and White Flags against the true other hands: 0 tricks, so the oracle bids 0 too.
    const G = positionWhere(4, 'gambler-low', (s) => s.stage === 'bid')!;
    const seat = G.toAct!;
    giveHand(G, seat, ['white-flag-1', 'white-flag-2', 'red-1', 'blue-1', 'green-1']);
    assert.deepEqual(flat(G, seat, 'o', 600, true), { move: 'bid', args: [0] });
  });
});

describe('TrickTakers setup by flat search: the stages it decides', () => {
  it('searches the character, the King, the Gambler, the black crowns and the two-player lead (TT-6, TT-15, TT-19)', () => {
    assert.deepEqual([...SETUP_SEARCHED].sort(), [
      'bet',
      'bid',
      'black-crowns',
      'choose-leader',
      'exchange',
      'king-discard',
      'select',
    ]);
  });

  it("leaves `easy`'s setup to the rule policy: below 100 rollouts a Gambler with both Rares and black 9, 8, 7 bids the rule's 4, above the search's (2 at `normal`)", () => {
    assert.equal(ISMCTS_ITERATIONS.easy * SETUP_ROLLOUT_SHARE, 25);
    assert.equal(MIN_SETUP_ROLLOUTS, 100);
    const G = positionWhere(4, 'gambler-high', (s) => s.stage === 'bid')!;
    const seat = G.toAct!;
    giveHand(G, seat, ['rare-1', 'rare-2', 'black-9', 'black-8', 'black-7']);
    const byRule = ruleMove(viewOf(G, seat) as never, seat, rules.legalMoves(G, seat), seededRandom('e'));
    assert.deepEqual(byRule, { move: 'bid', args: [4] });
    assert.deepEqual(flat(G, seat, 'e', ISMCTS_ITERATIONS.easy), byRule);
    assert.deepEqual(flat(G, seat, 'e', 396), byRule); // 99 rollouts
    assert.deepEqual(flat(G, seat, 'e', 400), { move: 'bid', args: [1] }); // 100 rollouts: searched, if roughly
    assert.deepEqual(flat(G, seat, 'e', ISMCTS_ITERATIONS.normal), { move: 'bid', args: [2] });
  });

  it('leaves trick play to the tree search: undefined in play', () => {
    const G = positionWhere(4, 'in-play', (s) => s.stage === 'play')!;
    assert.equal(flat(G, G.toAct!, 'p'), undefined);
  });

  it('every move it returns in seeded 4-player games (basic, and with all eight characters) is legal', () => {
    const stagesSeen = new Set<string>();
    for (const [seed, setupData] of [
      ['legal-1', undefined],
      ['legal-2', undefined],
      ['legal-all', { characters: [...ROSTER] }],
    ] as [string, TrickTakersSetupData | undefined][]) {
      const rng = seededRandom(seed);
      const shuffle = shuffleWith(rng);
      const G = rules.newGame({ numPlayers: 4, dealer: '0', shuffle, setupData });
      while (G.stage !== 'over') {
        const seat = G.toAct!;
        const legal = rules.legalMoves(G, seat);
        const move =
          SETUP_SEARCHED.has(G.stage) && legal.length > 1 ? flat(G, seat, `${seed}-${G.stage}`, 90)! : legal[0]!;
        if (SETUP_SEARCHED.has(G.stage) && legal.length > 1) stagesSeen.add(G.stage);
        assert.ok(
          legal.some((m) => JSON.stringify(m) === JSON.stringify(move)),
          `${G.stage}: ${JSON.stringify(move)}`,
        );
        applyTt(G, move, shuffle);
      }
    }
    assert.ok(
      ['select', 'king-discard', 'bid', 'bet'].every((st) => stagesSeen.has(st)),
      [...stagesSeen].join(),
    );
  });
});
