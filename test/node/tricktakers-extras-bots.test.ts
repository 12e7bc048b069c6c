// TrickTakers' bots with the extra characters (issue 21): the sampler's deals fit the seat's view
// and it reads no hidden field (the item deck's order, a face-down Potion card, other hands,
// discards and collected cards: TT-53), and the rule bot's choices in hand-built positions whose
// answer is worked out by hand (a reservation completing a combination, an item that wins a trick,
// the Sword's sign, the Ruler's task).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChosenMove } from '../../src/bots/types.js';
import { seededRandom } from '../../src/games/common/random.js';
import { ruleMove, type TtView } from '../../src/games/tricktakers/rule-bot.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { ROSTER } from '../../src/games/tricktakers/roster.js';
import { trickTakersSampler } from '../../src/games/tricktakers/sampler.js';
import {
  checkDealSizes,
  itemsView,
  positionWhere,
  POTION_SETUP,
  roundOneView,
  trickOf,
  twinOf,
  viewOf,
} from './tricktakers-bot-positions.js';
import { fairIsmcts, fairness, fairOnPositions, peekingBot, type MatchState } from './bots-helpers.js';
import { search } from '../../src/bots/ismcts.js';
import { shuffleWith } from '../../src/games/common/random.js';
import { TrickTakers, trickTakers } from '../../src/games/tricktakers/index.js';
import { TrickTakersRuleBot } from '../../src/games/tricktakers/rule-bot.js';
import { trickTakersSearch } from '../../src/games/tricktakers/search.js';

const ALL = [...ROSTER];
const inPlay = (G: TrickTakersState) => ['play', 'hermit-discard', 'book-discard', 'reserve'].includes(G.stage);
/** The cards played this round that `seat` has seen (not another seat's face-down Potion card). */
const playedCards = (G: TrickTakersState, seat: string) =>
  new Set(
    (G.trick ? [...G.tricks, G.trick] : G.tricks).flatMap((t) =>
      t.plays.filter((p) => !p.faceDown || p.seat === seat).map((p) => p.card),
    ),
  );

/**
 * `seat`'s view of `G` in which every field the seat may not see throws when
 * read: the deck, the spare cards, the item deck, the collected cards, and
 * another seat's hand or discards (G-5, TT-53).
 */
function guardedView(G: TrickTakersState, seat: string): unknown {
  const view = viewOf(G, seat) as unknown as Record<string, unknown>;
  const me = Number(seat);
  const secret = (name: string) => () => {
    throw new Error(`the sampler read ${name}`);
  };
  const own = (name: string, xs: unknown[]) =>
    new Proxy(xs, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key) && Number(key) !== me) secret(`${name}[${key}]`)();
        if (key === 'map' || key === 'forEach' || key === 'flat') secret(`all of ${name}`)();
        return Reflect.get(target, key, receiver);
      },
    });
  const out: Record<string, unknown> = { ...view, hands: own('hands', view.hands as unknown[]) };
  out.discards = own('discards', view.discards as unknown[]);
  for (const name of ['deck', 'spare', 'itemDeck', 'collected'])
    Object.defineProperty(out, name, { get: secret(name), enumerable: false });
  return out;
}

/** Asserts that `deal` fits what `seat` sees of `G`, and what the hidden fields hold (read here, by the test only). */
function checkDeal(
  G: TrickTakersState,
  seat: string,
  deal: { hands: string[][]; deck: string[]; itemDeck: string[]; potion?: string },
) {
  const me = Number(seat);
  const dealt = checkDealSizes(G, seat, deal, deal.potion ? [deal.potion] : []);
  const played = playedCards(G, seat);
  for (const c of dealt.filter((c) => !G.hands[me]!.includes(c))) assert.ok(!played.has(c), `${c} was played`);
  // The item deck: the items on no slot and in no discard pile (TT-53: the contents are public), of its size.
  // (Before the game's first Adventurer set-up, `G.itemDeck` is setupData's preset: no item deck this round.)
  const itemDeck = G.items ? (G.itemDeck ?? []) : [];
  assert.deepEqual([...deal.itemDeck].sort(), [...itemDeck].sort(), 'the item deck holds the unseen items');
  // Another seat's face-down Potion card is dealt, and only then (TT-34).
  const hidden = G.trick?.plays.some((p) => p.faceDown && p.seat !== seat) ?? false;
  assert.equal(deal.potion !== undefined, hidden, 'a Potion card exactly when one lies face down');
  // The cards `fairy` showed are still in the Adventurer's hand, unless `map` or `book` came later (TT-34).
  const adv = G.characters.indexOf('adventurer');
  const items = G.items;
  if (adv >= 0 && adv !== me && items && items.fairyHand.length > 0) {
    const after = items.discard.slice(items.discard.lastIndexOf('fairy') + 1);
    if (!after.includes('map') && !after.includes('book'))
      for (const c of items.fairyHand.filter((x) => !played.has(x)))
        assert.ok(deal.hands[adv]!.includes(c), `the Adventurer holds ${c}, shown by fairy`);
  }
}

describe('TrickTakers sampler with the extras: deals fit the view, hidden fields unread (TT-53)', () => {
  let potions = 0;
  for (const numPlayers of [3, 4, 5]) {
    it(`${numPlayers} players, all eight characters`, () => {
      let checked = 0;
      let items = 0;
      for (let g = 0; g < 24; g++) {
        const stopAt = g % 5;
        const G = positionWhere(
          numPlayers,
          `tt-x-sampler-${numPlayers}-${g}`,
          // Even games stop after `stopAt` tricks; odd ones at a face-down Potion card, if one comes.
          (s) => inPlay(s) && (g % 2 ? (s.trick?.plays.some((p) => p.faceDown) ?? false) : s.tricks.length === stopAt),
          // Odd games: the item deck leaves the Potion and the Sword for the set-up (TT-54), so Potions come up.
          g % 2 ? POTION_SETUP : { characters: ALL },
        );
        if (!G) continue;
        if (G.items) items++;
        const rng = seededRandom(`x-draws-${g}`);
        for (const seat of G.hands.map((_, s) => String(s))) {
          const sampler = trickTakersSampler(guardedView(G, seat) as never, seat);
          for (let i = 0; i < 20; i++) {
            const deal = sampler.sample(rng);
            checkDeal(G, seat, deal);
            if (deal.potion) potions++;
          }
          checked++;
        }
      }
      assert.ok(checked >= 8 * numPlayers, `${checked} views checked`);
      assert.ok(items > 0, 'positions with the Adventurer');
    });
  }

  it('a face-down Potion card was met and dealt (TT-34)', () =>
    assert.ok(potions > 0, `${potions} Potion cards dealt`));

  it('the guard catches a sampler that reads a hidden field (the test can fail)', () => {
    const G = positionWhere(4, 'tt-x-guard', (s) => inPlay(s) && s.items !== undefined && s.items !== null, {
      characters: ALL,
    })!;
    const view = guardedView(G, '0') as TrickTakersState;
    assert.throws(() => view.itemDeck, /itemDeck/);
    assert.throws(() => view.hands[1], /hands\[1\]/);
    assert.throws(() => view.collected, /collected/);
  });
});

/** A 4-seat round-1 play view for seat 0 holding `hand`, with `over` on top. */
const view = (hand: string[], over: Record<string, unknown> = {}): TtView =>
  roundOneView(hand, {
    characters: ['adventurer', 'king', 'gambler', 'collector'],
    bids: [null, null, 1, null],
    scores: [30, 30, 30, 30],
    tasks: [],
    ...over,
  });

const play = (card: string, opts: object = {}): ChosenMove => ({ move: 'playCard', args: [card, opts] });
const choose = (G: TtView, legal: ChosenMove[], seat = '0') => ruleMove(G, seat, legal, () => 0.5);

describe('TrickTakers rule bot with the extras: positions decided by hand', () => {
  it('the Collector reserves the card that completes a 3 Straight Flush (TT-38, TT-40)', () => {
    // Seat 3, the Collector, has collected red 3 and red 4 and played green 9; seat 1 led red 5.
    // Reserving red 5 makes {red 3, 4, 5}: a 3 Straight Flush, +50, against −10 now (2 left over):
    // +60. Green 9 adds a third left-over card: −10 still, +0. Seat 2's blue 2 likewise +0.
    const G = view([], {
      stage: 'reserve',
      toAct: '3',
      hands: [null, null, null, ['black-2']],
      collected: [null, null, null, ['red-3', 'red-4']],
      trick: { ...trickOf(['red-5', 'blue-2', 'green-9']) },
    });
    const legal = [null, 'red-5', 'blue-2', 'green-9'].map((c) => ({ move: 'reserve', args: [c] }));
    assert.deepEqual(choose(G, legal, '3').args, ['red-5']);
  });

  it('the Collector passes when every card would only be a second leftover (TT-40)', () => {
    // It has collected one White Flag (no combination can use it). Any card of the trick makes two
    // cards in no combination: −10 (TT-40: 10 per 2 left over), and none shares a value or a colour
    // with a collected card. The pass (bar −5) beats −10.
    const G = view([], {
      stage: 'reserve',
      toAct: '3',
      hands: [null, null, null, ['black-2']],
      collected: [null, null, null, ['white-flag-1']],
      trick: { ...trickOf(['red-5', 'blue-2', 'green-9']) },
    });
    const legal = [null, 'red-5', 'blue-2', 'green-9'].map((c) => ({ move: 'reserve', args: [c] }));
    assert.deepEqual(choose(G, legal, '3').args, [null]);
  });

  it("the Adventurer uses the Wand when only it wins the trick it wants (X-1's position, TT-33)", () => {
    // Seat 0, the Adventurer, plays last to blue 8, blue 3 and green 9 holding blue 4 and red 9.
    // It must follow with blue 4, which loses to blue 8; with the Wand, red 9 is blue 9 and wins.
    const items = itemsView('boots', 'wand');
    const G = view(['blue-4', 'red-9'], { trick: trickOf(['blue-8', 'blue-3', 'green-9']), items });
    const legal = [play('blue-4'), { move: 'useItem', args: ['boots'] }, { move: 'useItem', args: ['wand'] }];
    assert.deepEqual(choose(G, legal), { move: 'useItem', args: ['wand'] });
    // Then, the Wand used: red 9 (blue 9, the only winner) rather than blue 4.
    const used = { ...items, discard: ['wand'], usedThisTrick: true };
    const after = view(['blue-4', 'red-9'], { trick: trickOf(['blue-8', 'blue-3', 'green-9']), items: used });
    assert.deepEqual(choose(after, [play('blue-4'), play('red-9')]), play('red-9'));
  });

  it('the Adventurer plays its Sword card +5 to win, −5 to lose (X-5, TT-34)', () => {
    // Blue 8 led (seat 1), blue 2 and blue 3 followed; seat 0 holds blue 5 after the Sword.
    // +5: blue 9 beats blue 8; −5: blue 1 loses. It wants tricks (the Adventurer, TT-37): +5.
    const items = itemsView('map', 'gold', { discard: ['sword'], usedThisTrick: true, deckSize: 12 });
    const G = view(['blue-5'], { trick: trickOf(['blue-8', 'blue-2', 'blue-3']), items });
    const legal = [play('blue-5', { swordDelta: 5 }), play('blue-5', { swordDelta: -5 })];
    assert.deepEqual(choose(G, legal), play('blue-5', { swordDelta: 5 }));
  });

  it('the Adventurer takes Gold at once (+30 now, TT-33)', () => {
    const items = itemsView('map', 'gold', { discard: ['sword'], deckSize: 12 });
    const G = view(['blue-5', 'red-2'], { trick: trickOf(['blue-8']), items });
    const legal = [
      play('blue-5'),
      { move: 'useItem', args: ['gold'] },
      { move: 'useItem', args: ['map', { discard: [] }] },
    ];
    assert.deepEqual(choose(G, legal), { move: 'useItem', args: ['gold'] });
  });

  it('the Ruler gives the King an avoid task: it takes about 8 cards and most likely some of each colour (TT-43)', () => {
    // Seat 0 is the Ruler holding five black cards: 35 unseen deck cards, 9 of each of red, blue
    // and green. The King takes ~2 tricks × 4 = 8 cards: it takes a red with 1 − (26/35)^8 ≈ 0.91,
    // so an avoid task fails with 0.91. The Hermit takes ~0.6 × 4 = 2.4 cards: a take task fails
    // with (26/35)^2.4 ≈ 0.49 and an avoid task with 0.51. The King's avoid task is the best.
    const G = view(['black-1', 'black-2', 'black-3', 'black-4', 'black-5'], {
      stage: 'give-tasks',
      characters: ['ruler', 'hermit', 'king', 'collector'],
    });
    const legal: ChosenMove[] = ['1', '2', '3'].flatMap((s) =>
      ['avoidRed', 'avoidBlue', 'avoidGreen', 'takeRed', 'takeBlue', 'takeGreen'].map((id) => ({
        move: 'giveTask',
        args: [s, id],
      })),
    );
    const m = choose(G, legal);
    assert.equal(m.args[0], '2');
    assert.match(m.args[1] as string, /^avoid/);
  });
});

describe('fairness (BOTS.md) with all eight characters: the same move on twins that look the same to the seat', () => {
  /** `state` with the other hands and the deck dealt again ({@link twinOf}) and the item deck's order shuffled (TT-53). */
  const twin = (state: MatchState<TrickTakersState>, seat: string, salt: number): MatchState<TrickTakersState> => {
    const rng = seededRandom(`x-twin-${salt}`);
    const G = twinOf(state.G, seat, rng);
    if (G.items && G.itemDeck) G.itemDeck = shuffleWith(rng)([...G.itemDeck]);
    return { ...state, G };
  };
  const { check, isFair } = fairness<TrickTakersState>(
    {
      game: trickTakers,
      numPlayers: 4,
      matches: 3,
      bots: ['rule', 'rule', 'random', 'rule'],
      setupData: { characters: ALL },
      twin,
    },
    40,
  );
  type MakeBot = Parameters<typeof check>[0];
  const rule = () => new TrickTakersRuleBot({ enumerate: TrickTakers.ai!.enumerate, seed: 'fair' });
  const ismcts = fairIsmcts(TrickTakers.ai!.enumerate, trickTakersSearch);

  it('rule', () => isFair(rule));

  it('ismcts (60 iterations)', () => isFair(ismcts));

  it('the same check catches a bot that peeks at the item deck', async () => {
    const peeker = peekingBot(TrickTakers.ai!.enumerate, (G: TrickTakersState) => G.itemDeck?.[0]);
    assert.ok((await check(peeker)).differ > 0);
  });

  // Matches seldom meet a face-down Potion card (TT-34): positions of seeded games that left the
  // Adventurer only the Potion (TT-54), at a decision of another seat after it.
  const potionPositions = Array.from({ length: 32 }, (_, g) =>
    positionWhere(
      4,
      `potion-${g}`,
      (s) => s.stage === 'play' && s.trick?.plays.some((p) => p.faceDown && p.seat !== s.toAct) === true,
      POTION_SETUP,
    ),
  ).filter((G): G is TrickTakersState => G !== null);
  const potionCheck = (makeBot: MakeBot) =>
    fairOnPositions({
      game: trickTakers,
      positions: potionPositions,
      makeBot,
      twin: (G, seat, salt) => twinOf(G, seat, seededRandom(`x-potion-${salt}`)),
    });
  /** On every Potion position the twin's face-down card differs in some, and the bot's move in none. */
  const fairWithPotion = async (makeBot: MakeBot) => {
    assert.ok(potionPositions.length >= 6, `${potionPositions.length} positions`);
    const potionOf = (G: TrickTakersState) => G.trick!.plays.find((p) => p.faceDown)!.card;
    const twins = potionPositions.map((G, i) => twinOf(G, G.toAct!, seededRandom(`x-potion-${i}`)));
    assert.ok(
      twins.some((t, i) => potionOf(t) !== potionOf(potionPositions[i]!)),
      'some Potion card twinned',
    );
    assert.deepEqual(await potionCheck(makeBot), { compared: potionPositions.length, differ: 0 });
  };

  it('rule: the same with another seat’s face-down Potion card (TT-53)', () => fairWithPotion(rule));

  it('ismcts: the same with another seat’s face-down Potion card (TT-53)', () => fairWithPotion(ismcts));

  it('the same check catches a bot that peeks at another seat’s face-down Potion card', async () => {
    const peeker = peekingBot(
      TrickTakers.ai!.enumerate,
      (G: TrickTakersState) => G.trick?.plays.find((p) => p.faceDown && p.seat !== G.toAct)?.card,
    );
    assert.ok((await potionCheck(peeker)).differ > 0);
  });

  it('search.position: two full states that differ only in the face-down Potion card (and the secret deck) search alike', () => {
    const G = potionPositions[0]!;
    const seat = G.toAct!;
    const other = structuredClone(G);
    const at = other.trick!.plays.findIndex((p) => p.faceDown);
    [other.trick!.plays[at]!.card, other.deck[0]] = [other.deck[0]!, other.trick!.plays[at]!.card];
    assert.notEqual(other.trick!.plays[at]!.card, G.trick!.plays[at]!.card);
    const run = (s: TrickTakersState) =>
      search(
        trickTakersSearch.simulator,
        trickTakersSearch.position(s, seat, false),
        { iterations: 200 },
        seededRandom(3),
      );
    assert.deepEqual(run(other), run(G));
  });
});

describe('fairness (BOTS.md), the two-player advanced game: the other seat’s secret selection (TT-49, TT-53)', () => {
  // Seat 0 chooses first (the first of the seats to move), so seat 1's choices are compared, on
  // twins in which seat 0's choice is another of its unused characters ({@link twinOf}).
  const { check, isFair } = fairness<TrickTakersState>(
    {
      game: trickTakers,
      numPlayers: 2,
      matches: 3,
      bots: ['rule', 'rule'],
      setupData: { mode: 'advanced', characterCount: 8 },
      seat: '1',
      twin: (state, seat, salt) => ({ ...state, G: twinOf(state.G, seat, seededRandom(`x-sel-${salt}`)) }),
    },
    20,
  );

  it('rule', () => isFair(() => new TrickTakersRuleBot({ enumerate: TrickTakers.ai!.enumerate, seed: 'fair' })));

  it('ismcts (60 iterations)', () => isFair(fairIsmcts(TrickTakers.ai!.enumerate, trickTakersSearch)));

  it('the same check catches a bot that peeks at the other seat’s selection', async () => {
    const peeker = peekingBot(TrickTakers.ai!.enumerate, (G: TrickTakersState) => G.selection?.[0]?.[0]);
    assert.ok((await check(peeker)).differ > 0);
  });
});
