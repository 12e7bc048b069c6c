// TrickTakers: setupData checks with their messages (G-3), and every move refused with INVALID_MOVE
// and nothing changed when its arguments are wrong, it is out of turn or out of its stage (G-4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openMatch } from '../../src/games/common/local-match.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import { checkSetup } from '../../src/games/tricktakers/rules.js';
import { G, go, match, playAll, refused, SEEDED_DEAL, SEEDED_TOP, stockOf } from './tricktakers-positions.js';

const deal = () => SEEDED_DEAL.map((h) => [...h]);

describe('G-3 setupData', () => {
  const cases: [what: string, setupData: unknown, message: string, n?: number][] = [
    ['firstPlayer not a seat', { firstPlayer: '3' }, 'firstPlayer must be a seat from "0" to "2", got "3"'],
    ['firstPlayer a number', { firstPlayer: 1 }, 'firstPlayer must be a seat from "0" to "2", got 1'],
    ['too few hands', { deal: deal().slice(0, 2) }, 'deal has 2 hands; expected 3, one per seat'],
    [
      'a hand of 4',
      { deal: [SEEDED_DEAL[0], SEEDED_DEAL[1]!.slice(1), SEEDED_DEAL[2]] },
      'seat 1 is dealt 4 cards; expected 5',
    ],
    [
      'a card twice',
      { deal: [SEEDED_DEAL[0], ['red-9', ...SEEDED_DEAL[1]!.slice(1)], SEEDED_DEAL[2]] },
      'duplicate card red-9 (seats 0 and 1)',
    ],
    [
      'an exclusive card',
      { deal: [['king-rare', ...SEEDED_DEAL[0]!.slice(1)], SEEDED_DEAL[1], SEEDED_DEAL[2]] },
      'seat 0 holds king-rare, which is not in this deck',
    ],
    [
      'a Berserker 10',
      { deal: [SEEDED_DEAL[0], SEEDED_DEAL[1], ['red-10', ...SEEDED_DEAL[2]!.slice(1)]] },
      'seat 2 holds red-10, which is not in this deck',
    ],
    [
      'stock without deal',
      { stock: stockOf(SEEDED_DEAL) },
      'stock needs deal: it is the rest of the deck after the dealt hands',
    ],
    [
      'stock short of a card',
      { deal: deal(), stock: stockOf(SEEDED_DEAL).slice(1) },
      'stock has 24 cards; expected 25, the whole rest of the deck',
    ],
    [
      'stock with a dealt card',
      { deal: deal(), stock: ['red-9', ...stockOf(SEEDED_DEAL).slice(1)] },
      'stock holds red-9, which is dealt',
    ],
    [
      'stock with a card twice',
      { deal: deal(), stock: ['red-1', ...stockOf(SEEDED_DEAL)].slice(0, 25) },
      'stock holds red-1 twice',
    ],
    [
      'stock with an exclusive card',
      { deal: deal(), stock: ['berserker', ...stockOf(SEEDED_DEAL).slice(1)] },
      'stock holds berserker, which is not in the deck',
    ],
    ['six players', {}, 'this game takes 2 to 5 players, got 6', 6],
    ['setupData not an object', 'deal', 'setupData must be an object'],
  ];
  for (const [what, sd, message, n = 3] of cases) {
    it(`refuses ${what}`, () => {
      assert.equal(checkSetup(sd, n), message);
      assert.throws(() => openMatch(TrickTakers, n, 'x', sd), { message: `tricktakers setup: ${message}` });
    });
  }
  it('accepts a legal deal and stock, and plays them (stock top first)', () => {
    const sd = { firstPlayer: '2', deal: deal(), stock: stockOf(SEEDED_DEAL, SEEDED_TOP) };
    assert.equal(checkSetup(sd, 3), undefined);
    const g = G(openMatch(TrickTakers, 3, 'x', sd));
    assert.deepEqual([g.hands, g.deck, g.toAct, g.firstPlayer], [SEEDED_DEAL, sd.stock, '2', '2']);
  });
  it('without a firstPlayer, the seed picks one; the same seed the same one (G-2)', () => {
    const a = G(openMatch(TrickTakers, 4, 'seed-a'));
    const b = G(openMatch(TrickTakers, 4, 'seed-a'));
    assert.deepEqual([a.firstPlayer, a.hands], [b.firstPlayer, b.hands]);
    assert.equal(a.toAct, a.firstPlayer);
  });
});

describe('G-4 wrong moves change nothing', () => {
  it('in every stage: out of turn, out of stage, wrong arguments and wrong arity', () => {
    const m = match(3, SEEDED_DEAL, SEEDED_TOP);
    const always = () => {
      refused(m, '0', 'hasOwnProperty', 'x');
      refused(m, '0', 'chooseLeader', '1'); // only in two players' round 5
    };
    // select
    always();
    refused(m, '1', 'chooseCharacter', 'king');
    for (const bad of [['jester'], [0], [null], [], ['king', 'queen']]) refused(m, '0', 'chooseCharacter', ...bad);
    refused(m, '0', 'discard', ['red-9']);
    refused(m, '0', 'playCard', 'red-9', {});
    refused(m, '0', 'pass');
    go(m, '0', 'chooseCharacter', 'king');
    go(m, '1', 'chooseCharacter', 'gambler');
    go(m, '2', 'chooseCharacter', 'hermit');
    // king-discard
    always();
    refused(m, '1', 'discard', ['green-5']);
    for (const bad of [['red-9'], [[]], [['red-9', 'red-8']], [['nope']], [['red-9'], 1], []])
      refused(m, '0', 'discard', ...bad);
    refused(m, '0', 'pass');
    refused(m, '0', 'exchange', ['red-9']);
    go(m, '0', 'discard', ['blue-2']);
    // exchange
    always();
    for (const bad of [[['red-9']], [[]], ['green-5'], [['green-5'], ['green-6']]]) refused(m, '1', 'exchange', ...bad);
    refused(m, '0', 'pass');
    refused(m, '1', 'pass', 1);
    refused(m, '1', 'bid', 2);
    go(m, '1', 'pass');
    // bid
    for (const bad of [[-1], [5], [1.5], ['2'], [null], [], [2, 2]]) refused(m, '1', 'bid', ...bad);
    refused(m, '2', 'bid', 2);
    refused(m, '1', 'pass');
    go(m, '1', 'bid', 2);
    // bet
    for (const bad of [[5], [15], [60], [0], ['10'], [10, 10]]) refused(m, '1', 'bet', ...bad);
    refused(m, '0', 'bet', 10);
    refused(m, '0', 'pass');
    refused(m, '1', 'spendBlackCrown', ['rare-1']); // not the final round
    go(m, '1', 'bet', 10);
    // play: seat 0 leads, then seat 1 (void in red), then the Hermit
    always();
    refused(m, '1', 'playCard', 'blue-9', {});
    const wrongPlays: unknown[][] = [
      ['red-9', { kakumei: 1 }],
      ['red-9', { kakumei: true }], // not the Resistance
      ['red-9', { kakumei: false, extra: 1 }],
      ['red-9', { toString: 1 }],
      ['red-9', null],
      ['red-9', []],
      ['red-9', {}, {}],
      [9], // one argument (TT-54): still a card id
      [null],
      [{ kakumei: true }],
      [['red-9'], {}],
      ['blue-2', {}], // discarded
      ['red-3', {}], // not in hand
    ];
    for (const args of wrongPlays) refused(m, '0', 'playCard', ...args);
    refused(m, '0', 'hermitDraw');
    refused(m, '0', 'pass');
    // TT-54: playCard with one argument plays the card with no options, as `{}` does.
    go(m, '0', 'playCard', 'red-9');
    assert.deepEqual(G(m).trick!.plays, [{ seat: '0', card: 'red-9' }]);
    assert.equal(G(m).toAct, '1');
    refused(m, '1', 'hermitDraw');
    playAll(m, [['1', 'black-2']]);
    refused(m, '2', 'playCard', 'blue-3', {}); // must follow red
    refused(m, '2', 'hermitDraw', 1);
    refused(m, '2', 'discard', ['blue-3']); // no draw yet
    go(m, '2', 'hermitDraw');
    // hermit-discard
    for (const bad of [[['red-2', 'red-3']], [['blue-8']], ['red-2'], []]) refused(m, '2', 'discard', ...bad);
    refused(m, '2', 'playCard', 'red-2', {});
    refused(m, '2', 'hermitDraw');
    refused(m, '1', 'discard', ['blue-9']);
    go(m, '2', 'discard', ['blue-3']);
    assert.deepEqual([G(m).stage, G(m).toAct], ['play', '2']);
  });
  it('nothing is accepted once the game is over', () => {
    const m = match(3, [DEAL_BK[0]!, DEAL_BK[1]!, DEAL_BK[2]!]);
    go(m, '0', 'chooseCharacter', 'resistance');
    go(m, '1', 'chooseCharacter', 'hermit');
    go(m, '2', 'chooseCharacter', 'berserker');
    playAll(m, [
      ['0', 'black-3', 'kakumei'],
      ['1', 'black-5'],
      ['2', 'berserker'], // its hand is the seed's: the Berserker card is always in it
    ]);
    assert.equal(m.state.ctx.gameover.condition, 'character');
    for (const seat of ['0', '1', '2']) {
      refused(m, seat, 'playCard', G(m).hands[Number(seat)]![0], {});
      refused(m, seat, 'pass');
    }
  });
});

/** Seat 0 can win a Black Kakumei on trick 1 (the Hermit must follow black with black 5). */
const DEAL_BK = [
  ['red-2', 'blue-5', 'black-3', 'green-9', 'rare-1'],
  ['black-5', 'red-7', 'blue-8', 'green-1', 'white-flag-1'],
  ['black-9', 'black-8', 'green-2', 'green-3', 'blue-1'],
];
