// You Suck: the start of a round in the order of YS-4, each Tick power with values worked by
// hand, and what each seat's view shows of a trade (G-5, YS-12).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { YouSuck } from '../../src/games/you-suck/game.js';
import {
  bid,
  chooseDealer,
  chooseTrump,
  playCard,
  startRound,
  tradeCard,
  type YouSuckState,
} from '../../src/games/you-suck/rules.js';
import { game, noShuffle, ranks, SEEDED } from './you-suck-positions.js';

const viewOf = (G: YouSuckState, playerID: string | null) =>
  YouSuck.playerView!({ G, ctx: {}, playerID } as never) as unknown as Record<string, any>;

describe('YS-4 the deal, with the cards in deck order (a shuffle that keeps order)', () => {
  it('Take 11 gets multi-11, Take 0 an extra Zero, each seat 1 Zero, 1 Multicolor 12–20, 5 suited, Extra Card 1 more', () => {
    const s = game({ tickOwners: { 'extra-card': '0', 'take-11': '1', 'take-0': '2' } });
    // Step 3: multi-11 to seat 1. Step 4: zero-1 to seat 2. Step 5, seat by seat: zero-2, multi-12,
    // red-1…5 to seat 0; zero-3, multi-13, red-6…10 to seat 1; zero-4, multi-14, blue-1…5 to
    // seat 2. Step 6: blue-6, the top of the suited deck, to seat 0.
    assert.deepEqual(s.hands, [
      ['zero-2', 'multi-12', ...ranks('red', 1, 5), 'blue-6'],
      ['multi-11', 'zero-3', 'multi-13', ...ranks('red', 6, 10)],
      ['zero-1', 'zero-4', 'multi-14', ...ranks('blue', 1, 5)],
    ]);
    assert.deepEqual(s.stock, [...ranks('blue', 7, 10), ...ranks('green', 1, 10), ...ranks('yellow', 1, 10)]);
    // Nobody chooses trump or trades: no trump, and the bids start left of dealer 0 (YS-5).
    assert.deepEqual([s.trump, s.stage, s.toAct, s.dealer], [null, 'bid', '1', '0']);
  });
  it('without a Take 11 owner nobody holds multi-11; each hand has 7 cards at 6 players', () => {
    const s = game(
      {
        tickOwners: {
          'plus-3': '0',
          'take-0': '1',
          'choose-trump': '2',
          'extra-card': '3',
          'trade-a-card': '4',
          'choose-dealer': '5',
        },
      },
      6,
    );
    assert.equal(s.stage, 'choose-dealer');
    assert.equal(chooseDealer(s, '5', '3'), null);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [7, 8, 7, 8, 7, 7],
    );
    assert.ok(!s.hands.flat().includes('multi-11'));
    assert.equal(s.stock.length, 40 - 6 * 5 - 1);
  });
  it('round 1 Ticks are dealt one per seat (YS-3): at 3 players the first three of a shuffle', () => {
    const s = game({});
    assert.deepEqual(s.owners, {
      'choose-trump': '0',
      'plus-3': '1',
      'take-0': '2',
      'choose-dealer': null,
      'take-11': null,
      'extra-card': null,
      'trade-a-card': null,
    });
  });
});

describe('YS-4 step 1: +3', () => {
  it('the +3 owner scores 3 as the round starts, before anything is dealt or bid', () => {
    const s = game({ tickOwners: { 'choose-dealer': '0', 'plus-3': '1', 'take-0': '2' } });
    assert.deepEqual([s.scores, s.stage], [[0, 3, 0], 'choose-dealer']);
  });
  it('again at the start of a later round, whatever the bid of the round before', () => {
    const s = game({ tickOwners: { 'choose-dealer': '0', 'plus-3': '1', 'take-0': '2' } });
    s.owners = { ...s.owners, 'plus-3': '2' };
    startRound(s, noShuffle);
    assert.deepEqual([s.round, s.scores], [2, [0, 3, 3]]);
  });
});

describe('YS-4 step 2, YS-12: Choose Dealer', () => {
  const owners = { 'choose-dealer': '1', 'plus-3': '0', 'take-0': '2' };
  it('the owner chooses before any card is dealt: no hands, no dealer yet, nothing to see', () => {
    const s = game({ tickOwners: owners });
    assert.deepEqual([s.stage, s.toAct, s.dealer, s.hands], ['choose-dealer', '1', '', [[], [], []]]);
    const view = viewOf(s, '1');
    assert.deepEqual([view.hands, view.handSizes, 'stock' in view], [[null, [], null], [0, 0, 0], false]);
  });
  it('choosing oneself: seat 1 deals, seat 2 bids first', () => {
    const s = game({ tickOwners: owners });
    assert.equal(chooseDealer(s, '1', '1'), null);
    assert.deepEqual([s.dealer, s.stage, s.toAct], ['1', 'bid', '2']);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [7, 7, 8],
    );
  });
  it('choosing another seat: seat 2 deals, seat 0 bids first', () => {
    const s = game({ tickOwners: owners });
    assert.equal(chooseDealer(s, '1', '2'), null);
    assert.deepEqual([s.dealer, s.toAct], ['2', '0']);
  });
  it('a round-1 scenario deal waits for the choice, then is dealt as given', () => {
    const sd = SEEDED();
    const deal = [sd.deal[1]!, sd.deal[0]!, sd.deal[2]!];
    const s = game({ tickOwners: { 'choose-dealer': '0', 'trade-a-card': '1', 'take-0': '2' }, deal });
    assert.deepEqual(s.hands, [[], [], []]);
    assert.equal(chooseDealer(s, '0', '2'), null);
    assert.deepEqual(s.hands, deal);
    assert.deepEqual([s.stage, s.toAct], ['trade', '1']);
  });
  it('without an owner the dealer of the round before deals again', () => {
    const s = game({ tickOwners: { 'plus-3': '0', 'take-0': '1', 'take-11': '2' } }, 3, '2');
    startRound(s, noShuffle);
    assert.deepEqual([s.round, s.dealer, s.stage, s.toAct], [2, '2', 'bid', '0']);
  });
});

describe('YS-4 step 7: Choose Trump', () => {
  it('the owner names the trump; with no owner there is none', () => {
    const s = game({ tickOwners: { 'choose-trump': '2', 'plus-3': '0', 'take-0': '1' } });
    assert.deepEqual([s.stage, s.toAct, s.trump], ['choose-trump', '2', null]);
    assert.equal(chooseTrump(s, '2', 'green'), null);
    assert.deepEqual([s.trump, s.stage, s.toAct], ['green', 'bid', '1']);
    assert.equal(game({ tickOwners: { 'plus-3': '0', 'take-0': '1', 'take-11': '2' } }).trump, null);
  });
  it('comes before the trade (YS-4 step 8)', () => {
    const s = game({ tickOwners: { 'choose-trump': '2', 'trade-a-card': '0', 'take-0': '1' } });
    assert.equal(chooseTrump(s, '2', 'yellow'), null);
    assert.deepEqual([s.stage, s.toAct], ['trade', '0']);
  });
});

describe('YS-4 step 8, YS-12: Trade a Card', () => {
  const traded = () => {
    const sd = SEEDED();
    const s = game({ ...sd, tickOwners: { 'plus-3': '0', 'trade-a-card': '1', 'take-0': '2' } });
    assert.deepEqual([s.stage, s.toAct], ['trade', '1']);
    return s;
  };
  it('swaps a card for the top of the suited deck; the card leaves play', () => {
    const s = traded();
    assert.equal(tradeCard(s, '1', 'blue-1'), null);
    assert.deepEqual(s.hands[1], ['zero-2', 'multi-20', 'red-9', 'blue-9', 'red-1', 'green-1', 'yellow-10']);
    assert.deepEqual([s.traded, s.stock.length, s.stock[0]], [[[], ['blue-1'], []], 24, 'red-3']);
    assert.deepEqual([s.stage, s.toAct], ['bid', '1']);
  });
  it('a Zero or a Multicolor may be traded', () => {
    const s = traded();
    assert.equal(tradeCard(s, '1', 'zero-2'), null);
    assert.deepEqual([s.hands[1]![0], s.traded[1]], ['red-1', ['zero-2']]);
    const t = traded();
    assert.equal(tradeCard(t, '1', 'multi-20'), null);
    assert.deepEqual([t.hands[1]![1], t.traded[1]], ['red-1', ['multi-20']]);
  });
  it('null declines: hand and stock stay, nothing is traded', () => {
    const s = traded();
    const hand = [...s.hands[1]!];
    assert.equal(tradeCard(s, '1', null), null);
    assert.deepEqual([s.hands[1], s.traded, s.stock.length], [hand, [[], [], []], 25]);
    assert.deepEqual([s.stage, s.toAct], ['bid', '1']);
  });
  it("the trader's view shows its traded card and the card drawn; others see only that it traded", () => {
    const s = traded();
    assert.equal(tradeCard(s, '1', 'green-1'), null);
    const mine = viewOf(s, '1');
    assert.deepEqual(
      [mine.traded, mine.sizes.traded],
      [
        [null, ['green-1'], null],
        [0, 1, 0],
      ],
    );
    assert.ok(mine.hands[1].includes('red-1'));
    const others: [string | null, unknown[]][] = [
      ['0', [[], null, null]],
      ['2', [null, null, []]],
      [null, [null, null, null]],
    ];
    for (const [seat, own] of others) {
      const view = viewOf(s, seat);
      assert.deepEqual([view.traded, view.sizes.traded], [own, [0, 1, 0]]);
      const text = JSON.stringify(view);
      assert.ok(!text.includes('"green-1"') && !text.includes('"red-1"'), `seat ${seat} sees neither card`);
    }
  });
  it('a traded card cannot be played in that round', () => {
    const s = traded();
    assert.equal(tradeCard(s, '1', 'green-1'), null);
    for (const seat of ['1', '2', '0']) assert.equal(bid(s, seat, 1), null);
    assert.equal(playCard(s, '1', ['green-1', 'plus-3'], noShuffle), 'not-in-hand');
  });
});
