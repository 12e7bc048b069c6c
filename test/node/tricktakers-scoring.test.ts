// TrickTakers: the characters' tables as data (TT-13…TT-18, TT-20), end-of-round points and
// character wins (TT-12.1), crowns (TT-10), and the selection order and first lead of rounds 2–3
// (TT-8, TT-9), on the pure functions, with every value worked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  awardCrowns,
  CHARACTERS,
  characterWins,
  firstLeader,
  GAMBLER_BET_CAP,
  GAMBLER_BONUS,
  HERMIT_WF_BONUS,
  priorityOf,
  RESISTANCE_FINAL_PER_TRICK,
  selectionOrder,
  START_POINTS,
  TABLES,
  tablePoints,
  TWO_PLAYER_TABLES,
  type CharacterId,
  type RoundFacts,
} from '../../src/games/tricktakers/rules.js';

/** Round facts: a normal round at 3–5 players with no bid, bet or Kakumei unless given. */
const facts = (o: Partial<RoundFacts>): RoundFacts => ({
  tricks: 0,
  bid: null,
  bet: 0,
  kakumeiCards: [],
  final: false,
  twoPlayer: false,
  ...o,
});
const points = (c: CharacterId, o: Partial<RoundFacts>) => tablePoints(c, facts(o));
const wins = (c: CharacterId, o: Partial<RoundFacts>) => characterWins(c, facts(o));
const byTricks = (c: CharacterId, o: Partial<RoundFacts> = {}) =>
  [0, 1, 2, 3, 4, 5].map((tricks) => points(c, { ...o, tricks }));

describe('TT-5 the characters and their priority', () => {
  it('King 1A, Gambler 2A, Resistance 3A, Hermit 4A, Berserker 5A; 30 points to start', () => {
    assert.deepEqual([...CHARACTERS], ['king', 'gambler', 'resistance', 'hermit', 'berserker']);
    assert.deepEqual(CHARACTERS.map(priorityOf), [0, 1, 2, 3, 4]);
    assert.equal(START_POINTS, 30);
  });
});

describe('the tables as data (TT-13…TT-18)', () => {
  it('King, Hermit, Berserker by tricks; Gambler by bid; Resistance by Kakumei card', () => {
    assert.deepEqual(TABLES.king, [0, 20, 50, 80, 120, 'win']);
    assert.deepEqual(TABLES.hermit, [50, -10, -30, 70, 100, 'win']);
    assert.deepEqual(TABLES.berserker, [-30, -10, 30, 50, 80, -50]);
    assert.deepEqual(TABLES.gambler, [30, 60, 90, 150, 'win']);
    assert.deepEqual(TABLES.resistance, { black: 'win', '7-9': 100, '4-6': 80, '1-3': 50, 'white-flag': 30, rare: 0 });
  });
  it('the constants: Gambler +20, bet cap 50 / 100, Hermit bonus 30 / 100, Resistance +30 a trick', () => {
    assert.deepEqual(
      [GAMBLER_BONUS, GAMBLER_BET_CAP, HERMIT_WF_BONUS, RESISTANCE_FINAL_PER_TRICK],
      [20, { normal: 50, final: 100 }, { normal: 30, final: 100 }, 30],
    );
  });
  it('two players, provisional (TT-20): every "win" becomes the next-lower entry; bids 0–5', () => {
    assert.deepEqual(TWO_PLAYER_TABLES.king, [0, 20, 50, 80, 120, 120]);
    assert.deepEqual(TWO_PLAYER_TABLES.hermit, [50, -10, -30, 70, 100, 100]);
    assert.deepEqual(TWO_PLAYER_TABLES.berserker, [-30, -10, 30, 50, 80, -50]);
    assert.deepEqual(TWO_PLAYER_TABLES.gambler, [30, 60, 90, 150, 150, 150]);
    assert.equal(TWO_PLAYER_TABLES.resistance.black, 100);
  });
});

describe('tablePoints: end-of-round points', () => {
  it('King (TT-13): 0, 20, 50, 80, 120; a win scores nothing here', () => {
    assert.deepEqual(byTricks('king'), [0, 20, 50, 80, 120, 0]);
  });
  it('King, final round: doubled; rulebook: 3 tricks → 160', () => {
    assert.equal(points('king', { tricks: 3, final: true }), 160);
    assert.deepEqual(byTricks('king', { final: true }).slice(0, 5), [0, 40, 100, 160, 240]);
  });
  it('Hermit (TT-17): +50, −10, −30, +70, +100, not doubled in the final round', () => {
    assert.deepEqual(byTricks('hermit').slice(0, 5), [50, -10, -30, 70, 100]);
    assert.deepEqual(byTricks('hermit', { final: true }).slice(0, 5), [50, -10, -30, 70, 100]);
  });
  it('Berserker (TT-18): −30, −10, +30, +50, +80, −50', () => {
    assert.deepEqual(byTricks('berserker'), [-30, -10, 30, 50, 80, -50]);
    assert.deepEqual(byTricks('berserker', { final: true }).slice(1), [-10, 30, 50, 80, -50]);
  });
  it('Gambler hit (TT-14): table + bet; rulebook: bid 2, bet 50, 2 tricks → 90 + 50 = 140', () => {
    assert.equal(points('gambler', { bid: 2, tricks: 2, bet: 50 }), 140);
    assert.deepEqual(
      [0, 1, 2, 3].map((n) => points('gambler', { bid: n, tricks: n })),
      [30, 60, 90, 150],
    );
    assert.equal(points('gambler', { bid: 3, tricks: 3, bet: 100, final: true }), 250); // not doubled
  });
  it('Gambler miss: minus the bet, nothing else', () => {
    assert.equal(points('gambler', { bid: 1, tricks: 2, bet: 30 }), -30);
    assert.equal(points('gambler', { bid: 0, tricks: 1 }), 0);
    assert.equal(points('gambler', { bid: 3, tricks: 0, bet: 100, final: true }), -100);
  });
  it('Resistance (TT-16): its Kakumei card’s entry; nothing for tricks outside the final round', () => {
    const kak = (card: string) => points('resistance', { tricks: 1, kakumeiCards: [card] });
    assert.deepEqual(
      ['red-7', 'green-9', 'blue-4', 'red-6', 'green-1', 'blue-3', 'white-flag-2', 'rare-1', 'black-5'].map(kak),
      [100, 100, 80, 80, 50, 50, 30, 0, 0], // black wins the game (TT-12.1): nothing here
    );
    assert.equal(points('resistance', { tricks: 4 }), 0);
  });
  it('Resistance, final round: rulebook, 3 tricks, one a Kakumei White Flag → 30 + 3 × 30 = 120', () => {
    assert.equal(points('resistance', { tricks: 3, kakumeiCards: ['white-flag-1'], final: true }), 120);
    assert.equal(points('resistance', { tricks: 2, final: true }), 60);
  });
  it('two players (TT-20): two Kakumei cards add up; black scores +100', () => {
    assert.equal(points('resistance', { tricks: 2, kakumeiCards: ['red-8', 'blue-2'], twoPlayer: true }), 150);
    assert.equal(points('resistance', { tricks: 1, kakumeiCards: ['black-3'], twoPlayer: true }), 100);
  });
  it('two players: the provisional tables; "final round" is round 5 (King 5 tricks ×2 = 240)', () => {
    assert.equal(points('king', { tricks: 5, twoPlayer: true }), 120);
    assert.equal(points('king', { tricks: 5, twoPlayer: true, final: true }), 240);
    assert.equal(points('hermit', { tricks: 5, twoPlayer: true }), 100);
    assert.equal(points('gambler', { bid: 4, tricks: 4, bet: 20, twoPlayer: true }), 170);
    assert.equal(points('gambler', { bid: 5, tricks: 5, twoPlayer: true }), 150);
    assert.equal(points('gambler', { bid: 2, tricks: 5, bet: 10, twoPlayer: true }), -10); // 5 tricks is a miss
  });
});

describe('characterWins (TT-12.1), checked after the tricks', () => {
  it('King: 5 tricks', () => {
    assert.deepEqual([wins('king', { tricks: 5 }), wins('king', { tricks: 4, final: true })], [true, false]);
  });
  it('Gambler: a hit on bid 4, or 5 tricks whatever the bid', () => {
    assert.equal(wins('gambler', { bid: 4, tricks: 4 }), true);
    assert.equal(wins('gambler', { bid: 1, tricks: 5 }), true);
    assert.equal(wins('gambler', { bid: 3, tricks: 3 }), false);
    assert.equal(wins('gambler', { bid: 4, tricks: 3 }), false);
  });
  it('Hermit: 5 tricks; Resistance: never here (its Black Kakumei ends the game at the trick)', () => {
    assert.deepEqual([wins('hermit', { tricks: 5 }), wins('hermit', { tricks: 0 })], [true, false]);
    assert.equal(wins('resistance', { tricks: 1, kakumeiCards: ['black-2'] }), false);
  });
  it('Berserker: 0 tricks in the final round only', () => {
    assert.deepEqual(
      [
        wins('berserker', { tricks: 0, final: true }),
        wins('berserker', { tricks: 0 }),
        wins('berserker', { tricks: 1, final: true }),
      ],
      [true, false, false],
    );
  });
  it('two players (TT-20): only the Berserker, in round 5, with 0 or 1 trick', () => {
    const two = { twoPlayer: true, final: true };
    assert.deepEqual(
      [0, 1, 2].map((tricks) => wins('berserker', { ...two, tricks })),
      [true, true, false],
    );
    assert.equal(wins('berserker', { twoPlayer: true, tricks: 0 }), false);
    assert.equal(wins('king', { ...two, tricks: 5 }), false);
    assert.equal(wins('hermit', { ...two, tricks: 5 }), false);
    assert.equal(wins('gambler', { ...two, bid: 4, tricks: 4 }), false);
    assert.equal(wins('gambler', { ...two, bid: 2, tricks: 5 }), false);
  });
});

describe('TT-10 crowns', () => {
  it('rulebook: A 2, B 1, C 1, D 1 tricks → A takes the gold crown', () => {
    const r = awardCrowns([2, 1, 1, 1], ['king', 'gambler', 'hermit', 'berserker'], [false, false, false, false]);
    assert.deepEqual(r, { crowns: [1, 0, 0, 0], blackCrowns: [0, 0, 0, 0] });
  });
  it('rulebook: A 2, B 2, C 1, D 0 → no gold crown; D takes a black crown', () => {
    const r = awardCrowns([2, 2, 1, 0], ['king', 'gambler', 'hermit', 'berserker'], [false, false, false, false]);
    assert.deepEqual(r, { crowns: [0, 0, 0, 0], blackCrowns: [0, 0, 0, 1] });
  });
  it('rulebook: Gambler, Resistance and Hermit on 0 → only the Gambler and the Resistance (priority, at most 2)', () => {
    const chars: CharacterId[] = ['hermit', 'gambler', 'king', 'resistance', 'berserker'];
    const r = awardCrowns([0, 0, 3, 0, 2], chars, [false, false, false, false, false]);
    assert.deepEqual(r, { crowns: [0, 0, 1, 0, 0], blackCrowns: [0, 1, 0, 1, 0] });
  });
  it('priority, not seat order: King and Resistance before the Hermit', () => {
    const r = awardCrowns([5, 0, 0, 0], ['berserker', 'hermit', 'king', 'resistance'], [false, false, false, false]);
    assert.deepEqual(r, { crowns: [1, 0, 0, 0], blackCrowns: [0, 0, 1, 1] });
  });
  it('TT-16: the Resistance whose only trick was its Kakumei trick counts 0 for black crowns', () => {
    const chars: CharacterId[] = ['king', 'resistance', 'hermit'];
    assert.deepEqual(awardCrowns([4, 1, 0], chars, [false, true, false]), {
      crowns: [1, 0, 0],
      blackCrowns: [0, 1, 1],
    });
    assert.deepEqual(awardCrowns([4, 1, 0], chars, [false, false, false]), {
      crowns: [1, 0, 0],
      blackCrowns: [0, 0, 1],
    });
  });
});

describe('TT-8 selection order and TT-9 first lead, rounds 2–3', () => {
  it('the King player first; then no crown, fewest points (tie: higher last priority); then crowns', () => {
    const o = { numPlayers: 4, prev: ['gambler', 'king', 'hermit', 'berserker'] as CharacterId[] };
    const s = { ...o, scores: [80, 120, 50, 50], crowns: [1, 0, 0, 0] };
    assert.deepEqual(selectionOrder(s), ['1', '2', '3', '0']);
    assert.equal(firstLeader(s), '2'); // 50 and 50: the Hermit (4A) before the Berserker (5A)
  });
  it('the King player picks first even holding a crown; it is not the first leader then', () => {
    const s = {
      numPlayers: 3,
      prev: ['king', 'gambler', 'resistance'] as CharacterId[],
      scores: [100, 60, 30],
      crowns: [1, 0, 0],
    };
    assert.deepEqual(selectionOrder(s), ['0', '2', '1']);
    assert.equal(firstLeader(s), '2');
  });
  it('crowned players by points too; the fewest points with a crown does not lead', () => {
    const prev: CharacterId[] = ['resistance', 'king', 'gambler', 'hermit', 'berserker'];
    const s = { numPlayers: 5, prev, scores: [90, 150, 40, 70, 70], crowns: [1, 0, 1, 0, 0] };
    assert.deepEqual(selectionOrder(s), ['1', '3', '4', '2', '0']);
    assert.equal(firstLeader(s), '3');
  });
  it('without a King last round, the order starts with the fewest points', () => {
    const s = {
      numPlayers: 3,
      prev: ['gambler', 'hermit', 'berserker'] as CharacterId[],
      scores: [50, 50, 10],
      crowns: [0, 0, 0],
    };
    assert.deepEqual(selectionOrder(s), ['2', '0', '1']);
    assert.equal(firstLeader(s), '2');
  });
  it('a points tie for the lead goes to the higher previous priority', () => {
    const s = {
      numPlayers: 3,
      prev: ['berserker', 'resistance', 'king'] as CharacterId[],
      scores: [30, 30, 90],
      crowns: [0, 0, 1],
    };
    assert.equal(firstLeader(s), '1');
    assert.deepEqual(selectionOrder(s), ['2', '1', '0']);
  });
});
