// You Suck setupData (G-3, YS-3, YS-4, YS-12): every refusal names its problem, and a refused
// setupData never starts a game.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openMatch } from '../../src/games/common/local-match.js';
import { YouSuck } from '../../src/games/you-suck/game.js';
import { checkSetup } from '../../src/games/you-suck/rules.js';
import { CONTRACT_SETUP, game, SEEDED } from './you-suck-positions.js';

const OWNERS = { 'choose-trump': '0', 'trade-a-card': '1', 'take-0': '2' };

/** SEEDED's deal with seat `seat`'s card `from` replaced by `to`. */
function swapped(seat: number, from: string, to: string) {
  const sd = SEEDED();
  const deal = sd.deal.map((h) => [...h]);
  deal[seat]![deal[seat]!.indexOf(from)] = to;
  return { tickOwners: sd.tickOwners, deal };
}

describe('G-3 setupData checks', () => {
  const cases: [string, unknown, number, string][] = [
    ['too many players', undefined, 7, 'this game takes 3 to 6 players, got 7'],
    ['not an object', 'deal', 3, 'setupData must be an object'],
    ['tickOwners not an object', { tickOwners: ['plus-3'] }, 3, 'tickOwners must be an object from Tick id to seat'],
    [
      'an unknown Tick',
      { tickOwners: { 'plus-4': '0' } },
      3,
      'tickOwners names an unknown Tick "plus-4"; Ticks: choose-trump, plus-3, take-0, choose-dealer, take-11, extra-card, trade-a-card',
    ],
    [
      'an owner that is not a seat',
      { tickOwners: { 'plus-3': '3' } },
      3,
      'tickOwners["plus-3"] must be a seat from "0" to "2", got "3"',
    ],
    [
      'an owner written "00" (seat ids are exactly "0"…"n-1", G-1)',
      { tickOwners: { 'plus-3': '0', 'take-0': '00', 'take-11': '1' } },
      3,
      'tickOwners["take-0"] must be a seat from "0" to "2", got "00"',
    ],
    ['a dealer written "01"', { dealer: '01' }, 3, 'dealer must be a seat from "0" to "2", got "01"'],
    [
      'a seat owning two Ticks',
      { tickOwners: { 'plus-3': '0', 'take-0': '0', 'take-11': '1' } },
      3,
      'seat 0 owns both plus-3 and take-0; in round 1 each seat owns exactly one Tick (YS-12)',
    ],
    [
      'fewer Ticks than seats',
      { tickOwners: { 'plus-3': '0', 'take-0': '1' } },
      3,
      'tickOwners gives 2 Ticks; expected 3, one per seat (YS-12)',
    ],
    ['a dealer that is not a seat', { dealer: '5' }, 3, 'dealer must be a seat from "0" to "2", got "5"'],
    [
      'a dealer while Choose Dealer has an owner',
      { dealer: '0', tickOwners: { 'choose-dealer': '1', 'plus-3': '0', 'take-0': '2' } },
      3,
      'dealer cannot be given: seat 1 owns Choose Dealer and chooses the dealer (YS-4)',
    ],
    [
      'a deal without tickOwners',
      { deal: SEEDED().deal },
      3,
      'deal needs tickOwners: the hand sizes depend on who owns Take 11, Take 0 and Extra Card (YS-4)',
    ],
    [
      'a hand of the wrong size (Take 0 gives seat 2 eight cards)',
      { tickOwners: { 'choose-trump': '0', 'trade-a-card': '1', 'plus-3': '2' }, deal: SEEDED().deal },
      3,
      'seat 2 is dealt 8 cards; expected 7',
    ],
    ['a duplicate card', swapped(1, 'red-9', 'red-10'), 3, 'duplicate card red-10 (seats 0 and 1)'],
    ['a card not in the deck', swapped(0, 'red-2', 'purple-2'), 3, 'seat 0 holds purple-2, which is not in this deck'],
    ['a second Zero without Take 0', swapped(0, 'red-2', 'zero-5'), 3, 'seat 0 holds 2 Zeros; expected 1 (YS-4)'],
    [
      'multi-11 without Take 11',
      swapped(0, 'red-2', 'multi-11'),
      3,
      'seat 0 holds multi-11; only the Take 11 owner gets it (YS-4)',
    ],
    [
      'two Multicolors 12–20',
      swapped(0, 'red-2', 'multi-19'),
      3,
      'seat 0 holds 2 Multicolors from 12 to 20; expected 1 (YS-4)',
    ],
    [
      'a stock without a deal',
      { tickOwners: OWNERS, stock: ['red-1'] },
      3,
      'stock needs deal: it is the rest of the suited deck after the dealt hands',
    ],
    [
      'a stock short of the rest',
      { ...SEEDED(), stock: SEEDED().stock.slice(1) },
      3,
      'stock must be the 25 suited cards no hand holds, each once, top first; got 24 cards',
    ],
    [
      'a stock holding a dealt card',
      { ...SEEDED(), stock: ['red-10', ...SEEDED().stock.slice(1)] },
      3,
      'stock must be the 25 suited cards no hand holds, each once, top first; "red-10" is not one of them',
    ],
    [
      'a stock holding a card twice',
      { ...SEEDED(), stock: ['red-3', ...SEEDED().stock.slice(1)] },
      3,
      'stock must be the 25 suited cards no hand holds, each once, top first; "red-3" is there twice',
    ],
  ];
  for (const [what, sd, n, message] of cases) {
    it(`refuses ${what}`, () => {
      assert.equal(checkSetup(sd, n), message);
      assert.equal(YouSuck.validateSetupData!(sd as never, n), message);
      if (n === 3) assert.throws(() => openMatch(YouSuck, n, 'x', sd), { message: `you-suck setup: ${message}` });
    });
  }

  it('accepts the seeded and the contract set-ups, and none at all', () => {
    assert.deepEqual(
      [checkSetup(SEEDED(), 3), checkSetup(CONTRACT_SETUP(), 4), checkSetup(undefined, 6)],
      [undefined, undefined, undefined],
    );
  });

  it('a Take 11 owner must hold multi-11', () => {
    const lacking = CONTRACT_SETUP();
    lacking.deal[2] = lacking.deal[2]!.map((c) => (c === 'multi-11' ? 'yellow-9' : c));
    assert.equal(checkSetup(lacking, 4), 'seat 2 lacks multi-11; only the Take 11 owner gets it (YS-4)');
  });

  it('without tickOwners, a dealer applies only if the random Tick deal leaves Choose Dealer unowned', () => {
    // A shuffle that keeps order deals seats 0…3 Choose Trump, +3, Take 0, Choose Dealer.
    const s = game({ dealer: '1' }, 4, '1');
    assert.deepEqual([s.owners['choose-dealer'], s.stage, s.toAct, s.dealer], ['3', 'choose-dealer', '3', '']);
    const t = game({ dealer: '1' }, 3, '1');
    assert.deepEqual([t.owners['choose-dealer'], t.dealer], [null, '1']);
  });
});
