// Instinct: the rulebook's example, rulings IN-1…IN-8 and G-6, with values
// computed by hand, and the shared game contract.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Instinct } from '../../src/games/instinct/game.js';
import {
  bid,
  bidTotal,
  bonusFor,
  DECK,
  gameEnds,
  legalCards,
  newGame,
  playCard,
  roundPoints,
  trickWinner,
  type InstinctState,
} from '../../src/games/instinct/rules.js';
import { act, client, contractSuite, full } from './contract.js';

const noShuffle = <T>(xs: T[]) => [...xs];
const p = (seat: string, card: string) => ({ seat, card });
const ranks = (suit: string, from = 1, to = 11) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${suit}-${from + i}`);

/** 4 seats: black 1–11, blue 1–11, green 1–11, red 1–11; the stock holds the rest. */
function suitDeal(): string[][] {
  return ['black', 'blue', 'green', 'red'].map((s) => ranks(s));
}

contractSuite({
  game: Instinct,
  name: 'instinct',
  minPlayers: 3,
  maxPlayers: 6,
  fixedSetup: () => ({ deal: suitDeal(), dealer: '0' }),
  wrongFirstMoves: [
    ['a bid above 11', '0', 'bid', [12]],
    ['a negative bid', '0', 'bid', [-1]],
    ['a bid that is not a number', '0', 'bid', ['3']],
    ['a fractional bid', '0', 'bid', [2.5]],
    ['a move out of turn', '2', 'bid', [1]],
    ['a move of the other phase', '0', 'playCard', ['black-1']],
  ],
  secretFields: ['stock'],
});

describe('IN-1 deck', () => {
  it('66 cards: five suits 1–12 and trump-1…trump-6', () => {
    assert.equal(DECK.length, 66);
    assert.equal(new Set(DECK).size, 66);
    assert.ok(DECK.includes('white-12') && DECK.includes('trump-6') && !DECK.includes('trump-7'));
  });
});

describe('IN-6 trick winner', () => {
  it("the rulebook's example: the blue 9 is the highest card of the suit led, so the second player captures", () => {
    assert.equal(trickWinner([p('0', 'blue-5'), p('1', 'blue-9'), p('2', 'red-12'), p('3', 'blue-2')]), '1');
  });
  it('a trump card beats every non-trump card', () => {
    assert.equal(trickWinner([p('0', 'blue-12'), p('1', 'trump-4'), p('2', 'blue-11')]), '1');
  });
  it('with several trump cards, the last one played wins, whatever its id', () => {
    assert.equal(
      trickWinner([p('0', 'trump-6'), p('1', 'green-12'), p('2', 'trump-1'), p('3', 'trump-3'), p('4', 'red-2')]),
      '3',
    );
  });
});

/** A 3-player round-1 state in play, with seat 0 (dealer) to lead. */
function inPlay(deal: string[][], bids = [1, 1, 1]): InstinctState {
  const s = newGame({ numPlayers: deal.length, dealer: '0', deal, shuffle: noShuffle });
  bids.forEach((b, i) => assert.equal(bid(s, String(i), b), null));
  return s;
}

describe('IN-5 legal plays', () => {
  const deal = () => [
    ['trump-1', ...ranks('black', 1, 10)],
    ['trump-2', 'blue-1', ...ranks('green', 1, 9)],
    ['trump-3', ...ranks('red', 1, 10)],
  ];
  it('when a trump card is led, any card may be played', () => {
    const s = inPlay(deal());
    assert.equal(playCard(s, '0', 'trump-1', noShuffle), null);
    assert.equal(legalCards(s, '1').length, 11);
    assert.equal(playCard(s, '1', 'green-3', noShuffle), null);
  });
  it('a player holding the suit led may not play a trump card; a void player may (state unchanged on refusal)', () => {
    const d = deal();
    d[1] = ['trump-2', 'black-11', ...ranks('green', 1, 9)];
    const s = inPlay(d);
    assert.equal(playCard(s, '0', 'black-1', noShuffle), null);
    assert.deepEqual(legalCards(s, '1'), ['black-11']);
    const before = JSON.stringify(s);
    assert.equal(playCard(s, '1', 'trump-2', noShuffle), 'must-follow');
    assert.equal(JSON.stringify(s), before);
    assert.equal(playCard(s, '1', 'black-11', noShuffle), null);
    // seat 2 holds no black: any card, trump included
    assert.equal(legalCards(s, '2').length, 11);
    assert.equal(playCard(s, '2', 'trump-3', noShuffle), null);
    // the trump card wins over the black 11
    assert.equal(s.lastTrick!.winner, '2');
    assert.equal(s.toAct, '2');
  });
});

describe('IN-7 scoring: every line of the bonus table', () => {
  const table: [number, number][] = [
    [0, 20],
    [1, 15],
    [2, 10],
    [3, 10],
    [4, 15],
    [5, 20],
    [6, 60],
    [7, 60],
    [11, 60],
  ];
  for (const [b, pts] of table) it(`bid ${b} made scores ${pts}`, () => assert.equal(roundPoints(b, b), pts));
  it('bonus alone', () => assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 11].map(bonusFor), [10, 5, 0, 0, 5, 10, 50, 50]));
  it('a missed bid scores 0', () => {
    assert.equal(roundPoints(0, 1), 0);
    assert.equal(roundPoints(6, 5), 0);
  });
  it('bid total against 11 (rulebook Strategy)', () => {
    assert.deepEqual(bidTotal({ bids: [3, 4, null] }), { total: 7, table: 'underbid' });
    assert.deepEqual(bidTotal({ bids: [3, 4, 4] }), { total: 11, table: 'exact' });
    assert.deepEqual(bidTotal({ bids: [6, 4, 4] }), { total: 14, table: 'overbid' });
  });
});

/**
 * Plays a 3-player round where the dealer (seat d) holds black 1–11 and leads
 * its lowest each trick, the others hold blue and green: the dealer takes all
 * 11 tricks. Bids: dealer 11 (60 points), the others 0 (20 each) — unless
 * `bids` says otherwise.
 */
function dealerSweeps(s: InstinctState, bids?: number[]) {
  const d = Number(s.dealer);
  const want = bids ?? [0, 0, 0].map((_, i) => (i === d ? 11 : 0));
  for (let k = 0; k < 3; k++) {
    const seat = String((d + k) % 3);
    assert.equal(bid(s, seat, want[Number(seat)]), null);
  }
  const round = s.round;
  while (s.stage === 'play' && s.round === round) {
    const seat = s.toAct!;
    assert.equal(playCard(s, seat, legalCards(s, seat)[0], noShuffle), null);
  }
}
function sweepDeal(dealer: number): string[][] {
  const hands = [ranks('blue'), ranks('green'), ranks('red')];
  hands[dealer] = ranks('black');
  return hands;
}

describe('IN-8 game end', () => {
  it('a sweep round scores 60 for the 11 bid and 20 for each 0 bid', () => {
    const s = newGame({ numPlayers: 3, dealer: '0', deal: sweepDeal(0), shuffle: noShuffle });
    dealerSweeps(s);
    assert.deepEqual(s.sheet[0]!.tricks, [11, 0, 0]);
    assert.deepEqual(s.sheet[0]!.points, [60, 20, 20]);
    assert.deepEqual(s.sheet[0]!.bonus, [50, 10, 10]);
    assert.equal(s.stage, 'bid');
    assert.equal(s.dealer, '1');
    assert.equal(s.stock.length, 66 - 33);
  });
  it('reaching 100 at the same time: the highest total wins', () => {
    const s = newGame({ numPlayers: 3, dealer: '0', deal: sweepDeal(0), shuffle: noShuffle });
    s.scores = [50, 85, 0];
    dealerSweeps(s);
    // 110, 105, 20
    assert.deepEqual(s.result, { winners: ['0'], winner: '0', scores: { 0: 110, 1: 105, 2: 20 } });
  });
  it('reaching 100 at the same time with equal totals: the win is shared', () => {
    const s = newGame({ numPlayers: 3, dealer: '0', deal: sweepDeal(0), shuffle: noShuffle });
    s.scores = [40, 80, 70];
    dealerSweeps(s);
    assert.deepEqual(s.result, { winners: ['0', '1'], scores: { 0: 100, 1: 100, 2: 90 } });
  });
  it('short game: ends at 60', () => {
    const s = newGame({ numPlayers: 3, dealer: '0', variant: 'short', deal: sweepDeal(0), shuffle: noShuffle });
    dealerSweeps(s);
    assert.deepEqual(s.result, { winners: ['0'], winner: '0', scores: { 0: 60, 1: 20, 2: 20 } });
  });
  it('short game: ends once every player has dealt twice', () => {
    const s = newGame({ numPlayers: 3, dealer: '2', variant: 'short', deal: sweepDeal(2), shuffle: noShuffle });
    s.dealt = [2, 2, 2]; // this is the sixth round: seat 2 deals its second
    s.scores = [30, 20, 50];
    dealerSweeps(s, [1, 1, 0]); // every bid misses: seat 2 takes 11
    assert.deepEqual(s.sheet.at(-1)!.points, [0, 0, 0]);
    assert.deepEqual(s.result, { winners: ['2'], winner: '2', scores: { 0: 30, 1: 20, 2: 50 } });
  });
  it('the standard game does not end on deal count', () => {
    assert.equal(gameEnds('standard', [90, 0, 0], [5, 5, 5]), false);
    assert.equal(gameEnds('short', [59, 0, 0], [2, 2, 1]), false);
    assert.equal(gameEnds('short', [59, 0, 0], [2, 2, 2]), true);
  });
});

describe('G-6 maxRounds', () => {
  it('a game still running after the cap is aborted, with no winner', () => {
    const s = newGame({ numPlayers: 3, dealer: '0', maxRounds: 1, deal: sweepDeal(0), shuffle: noShuffle });
    dealerSweeps(s);
    assert.deepEqual(s.result, { winners: [], scores: { 0: 60, 1: 20, 2: 20 }, aborted: true });
  });
  it("a game that ends in the cap's own round ends normally (IN-8 first)", () => {
    const s = newGame({ numPlayers: 3, dealer: '0', maxRounds: 1, deal: sweepDeal(0), shuffle: noShuffle });
    s.scores = [45, 0, 0];
    dealerSweeps(s);
    assert.deepEqual(s.result, { winners: ['0'], winner: '0', scores: { 0: 105, 1: 20, 2: 20 } });
  });
});

describe('Instinct game', () => {
  it('validateSetupData names the problem', () => {
    const v = (sd: unknown, n = 4) => Instinct.validateSetupData!(sd as never, n);
    assert.equal(v({ deal: suitDeal() }), undefined);
    const dup = suitDeal();
    dup[3]![0] = 'black-1';
    assert.equal(v({ deal: dup }), 'duplicate card black-1 (seats 0 and 3)');
    const long = suitDeal();
    long[0]!.push('white-1');
    assert.equal(v({ deal: long }), 'seat 0 is dealt 12 cards; expected 11');
    assert.equal(v({ maxRounds: 0 }), 'maxRounds must be a whole number of at least 1, got 0');
    assert.equal(v({ variant: 'long' }), 'variant must be one of "standard", "short", got "long"');
    assert.equal(v({}, 7), 'this game takes 3 to 6 players, got 7');
    assert.throws(() => client(Instinct, { deal: dup }), /duplicate card black-1/);
  });
  it('bidding starts with the dealer and the dealer leads trick 1 (IN-3, IN-4)', () => {
    const c = client(Instinct, { deal: suitDeal(), dealer: '2' });
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(full(c).ctx.currentPlayer);
      act(c, full(c).ctx.currentPlayer, 'bid', 2);
    }
    assert.deepEqual(order, ['2', '3', '0', '1']);
    assert.equal(full(c).ctx.phase, 'play');
    assert.equal(full(c).ctx.currentPlayer, '2');
  });
  it('a 6-player deal uses all 66 cards; the stock is empty', () => {
    const c = client(Instinct, undefined, 'six', 6);
    assert.deepEqual(
      full(c).G.hands.map((h: string[]) => h.length),
      [11, 11, 11, 11, 11, 11],
    );
    assert.equal(full(c).G.stock.length, 0);
  });
  it('maxRounds through setupData aborts a long game (G-6)', () => {
    const c = client(Instinct, { maxRounds: 2, dealer: '0' }, 'cap', 4);
    let steps = 0;
    while (!full(c).ctx.gameover && steps++ < 200) {
      const { G, ctx } = full(c);
      // bid 11 each: nobody can hit, nobody scores
      const moves = Instinct.ai!.enumerate(G, ctx, ctx.currentPlayer) as { move: string; args: unknown[] }[];
      const m = moves.at(-1)!;
      act(c, ctx.currentPlayer, m.move, ...m.args);
    }
    assert.equal(steps, 2 * (4 + 44));
    assert.deepEqual(full(c).ctx.gameover, { winners: [], scores: { 0: 0, 1: 0, 2: 0, 3: 0 }, aborted: true });
  });
});
