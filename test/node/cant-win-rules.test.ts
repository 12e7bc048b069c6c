// Can't Win pure rules: the rulebook's worked examples and the CW rulings,
// with cards chosen to show them and values computed by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  beginnerPoints,
  bid,
  chooseTile,
  deckFor,
  finalResult,
  freeTiles,
  isSideways,
  legalCards,
  legalMoves,
  maxBid,
  newGame,
  playCard,
  roundPoints,
  trickWinner,
  type CantWinPlay,
  type CantWinRoundScore,
  type CantWinState,
} from '../../src/games/cant-win/rules.js';

const noShuffle = <T>(xs: T[]) => [...xs];
const up = (seat: string, card: string): CantWinPlay => ({ seat, card, sideways: false });
const side = (seat: string, card: string): CantWinPlay => ({ seat, card, sideways: true });

/** A fixed 4-player deal: seat s holds ranks 1–12 of one colour each. */
function colourDeal(): string[][] {
  return ['turquoise', 'pink', 'purple', 'yellow'].map((c) => Array.from({ length: 12 }, (_, i) => `${c}-${i + 1}`));
}

function game(deal: string[][], dealer = '0', variant: 'standard' | 'beginner' = 'standard'): CantWinState {
  return newGame({ numPlayers: deal.length, dealer, variant, deal, shuffle: noShuffle });
}

describe("CW-9 trick winner: the rulebook's four examples (rulebook 3-2)", () => {
  it('Example 1: the highest upright trump (turquoise) wins', () => {
    // pink 10 led; turquoise 3 and 5 are both trump; pink 12 is the highest lead card.
    const plays = [up('0', 'pink-10'), up('1', 'turquoise-3'), up('2', 'pink-12'), up('3', 'turquoise-5')];
    assert.equal(trickWinner(plays), '3');
  });
  it('Example 2: without trump, the highest upright card of the lead colour wins', () => {
    const plays = [up('0', 'purple-4'), up('1', 'purple-9'), up('2', 'yellow-12'), up('3', 'purple-7')];
    assert.equal(trickWinner(plays), '1');
  });
  it('Example 3: no upright trump or lead card: the highest upright card, latest of a tie', () => {
    // yellow 8 led sideways (Item Ban); pink 11 and purple 11 tie; turquoise 12 is sideways (No Escape).
    const plays = [side('0', 'yellow-8'), up('1', 'pink-11'), up('2', 'purple-11'), side('3', 'turquoise-12')];
    assert.equal(trickWinner(plays), '2');
  });
  it('Example 4: every card sideways: the highest card of any colour, latest of a tie', () => {
    const plays = [side('0', 'yellow-8'), side('1', 'pink-9'), side('2', 'purple-9'), side('3', 'turquoise-6')];
    assert.equal(trickWinner(plays), '2');
  });
  it('a sideways turquoise does not trump; an upright lead card beats a higher off-colour card', () => {
    const plays = [up('0', 'pink-2'), side('1', 'turquoise-12'), up('2', 'purple-12'), up('3', 'yellow-11')];
    assert.equal(trickWinner(plays), '0');
  });
  it('a sideways lead card still sets the lead colour (CW-7)', () => {
    const plays = [side('0', 'pink-12'), up('1', 'pink-3'), up('2', 'yellow-10'), up('3', 'pink-1')];
    assert.equal(trickWinner(plays), '1');
  });
});

describe('CW-10 round points (rulebook 4-2)', () => {
  it('Scoring Example 1: bid 2, won 2 scores 1 point', () => assert.equal(roundPoints(2, 2), 1));
  it('Scoring Example 2: bid 0, won 0 scores 2 points', () => assert.equal(roundPoints(0, 0), 2));
  it('a miss scores 0', () => {
    assert.equal(roundPoints(3, 2), 0);
    assert.equal(roundPoints(0, 1), 0);
  });
});

describe('CW-12 beginner scoring', () => {
  it("the rulebook's example: bid 2, won 1, 2 support tokens scores 1 and returns both tokens", () => {
    assert.deepEqual(beginnerPoints(2, 1, 2, 10), { points: 1, support: 0, fromSupply: -2 });
  });
  it('bid 1, won 0, holding 1 token scores 2 (the case CW-12 decides)', () => {
    assert.deepEqual(beginnerPoints(1, 0, 1, 11), { points: 2, support: 0, fromSupply: -1 });
  });
  it('a miss scores 0 and takes one token, if the supply has one', () => {
    assert.deepEqual(beginnerPoints(4, 1, 2, 3), { points: 0, support: 3, fromSupply: 1 });
    assert.deepEqual(beginnerPoints(4, 1, 2, 0), { points: 0, support: 2, fromSupply: 0 });
  });
  it('an exact hit with tokens returns them all', () => {
    assert.deepEqual(beginnerPoints(3, 3, 2, 0), { points: 1, support: 0, fromSupply: -2 });
  });
});

describe('CW-11 final score and tie-breaks', () => {
  const row = (tricks: number[], points: number[], round = 1): CantWinRoundScore => ({
    round,
    dealer: '0',
    tiles: [],
    bids: [],
    tricks,
    points,
    support: [0, 0, 0, 0],
  });
  it('final score is (sum of Tricks) × (sum of Points)', () => {
    const sheet = [row([3, 4, 5, 0], [1, 0, 1, 2]), row([2, 2, 4, 4], [1, 1, 0, 0], 2)];
    // sums: tricks 5,6,9,4; points 2,1,1,2 → products 10,6,9,8
    const r = finalResult(sheet, 4);
    assert.deepEqual(r.scores, { 0: 10, 1: 6, 2: 9, 3: 8 });
    assert.deepEqual(r.winners, ['0']);
    assert.equal(r.winner, '0');
  });
  it('a tie on the product goes to the higher Points sum', () => {
    // products: seat 0: 6×2 = 12, seat 1: 4×3 = 12 → seat 1 has more points
    const r = finalResult([row([6, 4, 1, 1], [2, 3, 0, 0])], 4);
    assert.deepEqual(r.winners, ['1']);
    assert.equal(r.winner, '1');
  });
  it('a tie on both is shared, with no sole winner', () => {
    const r = finalResult([row([6, 6, 0, 0], [2, 2, 2, 2])], 4);
    assert.deepEqual(r.winners, ['0', '1']);
    assert.equal(r.winner, undefined);
  });
});

describe('CW-1 decks', () => {
  it('4 players use 48 cards 1–12; 3 players 36 cards 1–9', () => {
    assert.equal(deckFor(4).length, 48);
    assert.equal(deckFor(3).length, 36);
    assert.ok(deckFor(4).includes('turquoise-12'));
    assert.ok(!deckFor(3).includes('yellow-10'));
    assert.ok(deckFor(3).includes('yellow-9'));
  });
});

describe('CW-4 the two laps of tile and bid', () => {
  it('lap order starts at the dealer, goes clockwise, twice', () => {
    const s = game(colourDeal(), '2');
    const order: string[] = [];
    for (let t = 0; t < 8; t++) {
      order.push(s.toAct!);
      const seat = s.toAct!;
      // lap 1: seats take tiles; lap 2: they bid.
      if (t < 4) assert.equal(chooseTile(s, seat, freeTiles(s)[0]), null);
      else assert.equal(bid(s, seat, 1), null);
    }
    assert.deepEqual(order, ['2', '3', '0', '1', '2', '3', '0', '1']);
    assert.equal(s.stage, 'play');
  });
  it('lap 2 allows only the option not yet done', () => {
    const s = game(colourDeal(), '0');
    assert.equal(chooseTile(s, '0', 'no-xp'), null);
    assert.equal(bid(s, '1', 2), null);
    assert.equal(bid(s, '2', 0), null);
    assert.equal(chooseTile(s, '3', 'item-ban'), null);
    // lap 2: seat 0 has a tile, so only bids are legal
    assert.deepEqual(new Set(legalMoves(s, '0').map((m) => m.move)), new Set(['bid']));
    assert.equal(chooseTile(s, '0', 'spell-ban'), 'tile-done');
    assert.equal(bid(s, '0', 1), null);
    // seat 1 has bid, so only tiles: the three not taken
    assert.deepEqual(
      legalMoves(s, '1').map((m) => m.args[0]),
      ['revive-ban', 'spell-ban', 'no-escape'],
    );
    assert.equal(bid(s, '1', 1), 'bid-done');
  });
  it('a taken tile is gone for everyone after', () => {
    const s = game(colourDeal(), '0');
    assert.equal(chooseTile(s, '0', 'no-escape'), null);
    assert.equal(chooseTile(s, '1', 'no-escape'), 'tile-taken');
    assert.ok(!freeTiles(s).includes('no-escape'));
    assert.equal(freeTiles(s).length, 4);
  });
});

describe('CW-5 the 18-token bid supply', () => {
  it('a bid takes tokens; the next bid is capped by what is left', () => {
    const s = game(colourDeal(), '0');
    assert.equal(maxBid(s), 12);
    assert.equal(bid(s, '0', 12), null);
    assert.equal(s.bidTokens, 6);
    assert.equal(maxBid(s), 6);
    assert.equal(bid(s, '1', 7), 'bid-range');
    assert.equal(bid(s, '1', 6), null);
    assert.equal(s.bidTokens, 0);
    assert.deepEqual(
      legalMoves(s, '2')
        .filter((m) => m.move === 'bid')
        .map((m) => m.args[0]),
      [0],
    );
    assert.equal(bid(s, '2', 1), 'bid-range');
    assert.equal(bid(s, '2', -1), 'bid-range');
    assert.equal(bid(s, '2', 1.5), 'bad-argument');
  });
});

describe('CW-6 start marker', () => {
  it('the first player to bid in lap 1 takes it and leads trick 1', () => {
    const s = game(colourDeal(), '1');
    chooseTile(s, '1', 'no-xp');
    chooseTile(s, '2', 'no-escape');
    bid(s, '3', 2); // first bid: seat 3
    bid(s, '0', 3);
    assert.equal(s.startMarker, '3');
    bid(s, '1', 1);
    bid(s, '2', 1);
    chooseTile(s, '3', 'item-ban');
    chooseTile(s, '0', 'spell-ban');
    assert.equal(s.stage, 'play');
    assert.equal(s.toAct, '3');
    assert.equal(s.trick!.leader, '3');
  });
  it('when nobody bids in lap 1, the first bidder of lap 2 (the dealer) takes it', () => {
    const s = game(colourDeal(), '2');
    for (const [seat, tile] of [
      ['2', 'no-xp'],
      ['3', 'no-escape'],
      ['0', 'item-ban'],
      ['1', 'spell-ban'],
    ] as const) {
      chooseTile(s, seat, tile);
    }
    assert.equal(s.startMarker, null);
    bid(s, '2', 0);
    assert.equal(s.startMarker, '2');
  });
});

describe('CW-7 sideways cards, one case per tile', () => {
  const cases: [Parameters<typeof isSideways>[0], string, boolean][] = [
    ['revive-ban', 'pink-5', true],
    ['revive-ban', 'purple-5', false],
    ['spell-ban', 'purple-12', true],
    ['spell-ban', 'yellow-12', false],
    ['item-ban', 'yellow-1', true],
    ['item-ban', 'turquoise-1', false],
    ['no-escape', 'turquoise-8', true],
    ['no-escape', 'turquoise-7', false],
    ['no-xp', 'pink-3', true],
    ['no-xp', 'pink-4', false],
  ];
  for (const [tile, card, expected] of cases) {
    it(`${tile}: ${card} is ${expected ? '' : 'not '}sideways`, () => assert.equal(isSideways(tile, card), expected));
  }
  it('a card played under its tile is recorded sideways and cannot win', () => {
    // seat 0 holds all turquoise and takes No Escape: turquoise 12 goes sideways.
    const s = game(colourDeal(), '0');
    chooseTile(s, '0', 'no-escape');
    bid(s, '1', 0);
    bid(s, '2', 0);
    bid(s, '3', 0);
    bid(s, '0', 0);
    chooseTile(s, '1', 'revive-ban');
    chooseTile(s, '2', 'spell-ban');
    chooseTile(s, '3', 'item-ban');
    // seat 1 bid first, so leads: pink 12 under Revive Ban → sideways
    assert.equal(s.toAct, '1');
    playCard(s, '1', 'pink-12', noShuffle);
    playCard(s, '2', 'purple-1', noShuffle); // sideways (Spell Ban)
    playCard(s, '3', 'yellow-2', noShuffle); // sideways (Item Ban)
    playCard(s, '0', 'turquoise-12', noShuffle); // sideways (No Escape)
    const t = s.tricks[0]!;
    assert.deepEqual(
      t.plays.map((p) => p.sideways),
      [true, true, true, true],
    );
    // all sideways: highest number is pink 12 and turquoise 12; the latest (seat 0) wins
    assert.equal(t.winner, '0');
    assert.equal(s.toAct, '0');
  });
});

describe('CW-8 must follow', () => {
  it('a player holding the lead colour must play it; a void player may play anything', () => {
    const deal = colourDeal();
    // give seat 1 one turquoise card in exchange for a pink one
    deal[1]![0] = 'turquoise-1';
    deal[0]![0] = 'pink-1';
    const s = game(deal, '0');
    chooseTile(s, '0', 'no-xp');
    bid(s, '1', 1);
    bid(s, '2', 1);
    bid(s, '3', 1);
    bid(s, '0', 1);
    chooseTile(s, '1', 'no-escape');
    chooseTile(s, '2', 'item-ban');
    chooseTile(s, '3', 'revive-ban');
    assert.equal(s.toAct, '1');
    assert.equal(playCard(s, '1', 'pink-9', noShuffle), null);
    // seat 2 holds only purple: void in pink, so any card
    assert.equal(legalCards(s, '2').length, 12);
    playCard(s, '2', 'purple-3', noShuffle);
    playCard(s, '3', 'yellow-3', noShuffle);
    // seat 0 holds pink 1: must play it
    assert.deepEqual(legalCards(s, '0'), ['pink-1']);
    assert.equal(playCard(s, '0', 'turquoise-12', noShuffle), 'must-follow');
    assert.equal(playCard(s, '0', 'pink-1', noShuffle), null);
  });
});

/**
 * Plays round 1 of the colour deal with dealer 3: bids [12, 0, 0, 0], each
 * seat playing its lowest legal card.
 */
function playColourRound(variant: 'standard' | 'beginner' = 'standard', supportSupply?: number): CantWinState {
  const s = game(colourDeal(), '3', variant);
  if (supportSupply !== undefined) s.supportSupply = supportSupply;
  // lap 1: all bid, lap 2: all take tiles
  bid(s, '3', 0);
  bid(s, '0', 12);
  bid(s, '1', 0);
  bid(s, '2', 0);
  chooseTile(s, '3', 'revive-ban');
  chooseTile(s, '0', 'no-xp');
  chooseTile(s, '1', 'spell-ban');
  chooseTile(s, '2', 'item-ban');
  assert.equal(s.toAct, '3');
  let n = 0;
  while (s.stage === 'play' && s.round === 1) {
    const seat: string = s.toAct!;
    assert.equal(playCard(s, seat, legalCards(s, seat)[0], noShuffle), null);
    n++;
  }
  assert.equal(n, 48);
  return s;
}

describe('a whole round', () => {
  it('twelve tricks, then scoring and the next deal by the next dealer (CW-3)', () => {
    // Each seat plays its lowest legal card. Seat 3 (all yellow) leads yellow k in trick k; seat 0
    // (all turquoise, No XP) plays turquoise k: sideways when k is odd, so the yellow lead wins;
    // upright when k is even, so seat 0 trumps. After seat 0 wins it leads turquoise k+1 sideways,
    // everyone else is void, the three upright k+1 cards tie and the latest (seat 3) wins.
    // So odd tricks go to seat 3 and even tricks to seat 0: 6 each.
    const s = playColourRound();
    const row = s.sheet[0]!;
    assert.deepEqual(row.bids, [12, 0, 0, 0]);
    assert.deepEqual(row.tricks, [6, 0, 0, 6]);
    assert.deepEqual(row.points, [0, 2, 2, 0]);
    assert.deepEqual(
      s.tricks.map((t) => t.winner),
      [],
    );
    assert.equal(s.lastTrick!.winner, '0');
    assert.equal(s.trickCount, 12);
    assert.equal(s.round, 2);
    assert.equal(s.dealer, '0');
    assert.equal(s.stage, 'laps');
    assert.equal(s.bidTokens, 18);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [12, 12, 12, 12],
    );
  });
  it('beginner variant: misses take support tokens (CW-12)', () => {
    const s = playColourRound('beginner');
    assert.deepEqual(s.sheet[0]!.points, [0, 2, 2, 0]);
    assert.deepEqual(s.support, [1, 0, 0, 1]);
    assert.equal(s.supportSupply, 10);
  });
  it('beginner variant: a short supply serves the dealer first, then clockwise (RN-1)', () => {
    // dealer 3 misses and takes the last token; seat 0 misses and gets none
    const s = playColourRound('beginner', 1);
    assert.deepEqual(s.support, [0, 0, 0, 1]);
    assert.equal(s.supportSupply, 0);
  });
});
