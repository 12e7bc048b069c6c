// TrickTakers with two players (TT-19, TT-20): 5 rounds, alternating first picks, each character
// once, the illegal round-4 pick of the rulebook, the forced round 5 and its leader, no crowns, two
// Kakumei a round, the provisional tables (RN-10), and the Berserker's round-5 win.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import {
  legalMoves,
  startRound,
  type CharacterId,
  type TrickTakersState,
  type TtMove,
} from '../../src/games/tricktakers/rules.js';
import {
  atLastTrick,
  G,
  go,
  match,
  newTt,
  noShuffle,
  ok,
  pick,
  plays,
  refused,
  stockOf,
} from './tricktakers-positions.js';

const DEAL_2 = [
  ['black-3', 'blue-5', 'red-2', 'green-9', 'rare-1'],
  ['black-5', 'blue-8', 'red-4', 'green-1', 'white-flag-1'],
];

/** Plays `m` on until `until` holds, picking `pass` where offered, else the first legal move. */
function runUntil(m: ReturnType<typeof match>, until: (g: TrickTakersState) => boolean) {
  for (let i = 0; i < 200 && !until(G(m)); i++) {
    const seat = G(m).toAct!;
    const ms = TrickTakers.ai!.enumerate(m.state.G, m.state.ctx, seat) as TtMove[];
    const mv = ms.find((x) => x.move === 'pass') ?? ms[0]!;
    go(m, seat, mv.move, ...mv.args);
  }
  assert.ok(until(G(m)));
}

describe('TT-19 two-player picks', () => {
  it('alternate first picks, each character once a game, the rulebook’s round-4 case, a forced round 5', () => {
    const m = match(2, DEAL_2, [], '0', 'two-player');
    const picksOf = (r: number): [string, CharacterId][] =>
      (
        [
          [
            ['0', 'resistance'],
            ['1', 'hermit'],
          ],
          [
            ['1', 'king'],
            ['0', 'hermit'],
          ],
          [
            ['0', 'berserker'],
            ['1', 'resistance'],
          ],
        ] as [string, CharacterId][][]
      )[r - 1]!;
    for (const r of [1, 2, 3]) {
      runUntil(m, (g) => g.round === r && g.stage === 'select');
      const order = r % 2 === 1 ? ['0', '1'] : ['1', '0'];
      // TT-19: the first player picks first in rounds 1 and 3, the other in round 2; no King privilege.
      assert.deepEqual([G(m).order, G(m).toAct, G(m).rounds], [order, order[0], 5]);
      if (r === 2) refused(m, '1', 'chooseCharacter', 'hermit'); // used in round 1
      for (const [seat, c] of picksOf(r)) go(m, seat, 'chooseCharacter', c);
      if (r === 1) assert.equal(G(m).kakumeiLeft, 2); // TT-20: two Kakumei a round
      runUntil(m, (g) => g.stage === 'play');
      assert.equal(G(m).first, order[0]); // the first picker leads rounds 1–4
    }
    runUntil(m, (g) => g.round === 4 && g.stage === 'select');
    // Seat 0 has the King and the Gambler left, seat 1 the Gambler and the Berserker. Seat 1 takes
    // the Berserker: the King would leave both the Gambler for round 5, so seat 0 must take the Gambler.
    assert.deepEqual([G(m).order, G(m).toAct], [['1', '0'], '1']);
    go(m, '1', 'chooseCharacter', 'berserker');
    assert.deepEqual(legalMoves(G(m), '0'), [{ move: 'chooseCharacter', args: ['gambler'] }]);
    refused(m, '0', 'chooseCharacter', 'king');
    go(m, '0', 'chooseCharacter', 'gambler');
    runUntil(m, (g) => g.round === 5);
    const g = G(m);
    assert.deepEqual(g.characters, ['king', 'gambler']); // forced: what each has left
    // No crowns with two players.
    assert.deepEqual(
      [g.crowns, g.blackCrowns],
      [
        [0, 0],
        [0, 0],
      ],
    );
    assert.ok(g.sheet.every((r) => r.crowns.every((c) => c === 0) && r.blackCrowns.every((c) => c === 0)));
    // Round 5 (TT-19): the seat with fewer points (at the round's start, RN-14; tie: the King) chooses the leader.
    runUntil(m, (x) => x.stage === 'choose-leader');
    const [a, b] = G(m).roundStart;
    assert.equal(G(m).toAct, a! <= b! ? '0' : '1');
    const chooser = G(m).toAct!;
    const other = chooser === '0' ? '1' : '0';
    refused(m, other, 'chooseLeader', '0');
    refused(m, chooser, 'chooseLeader', '2');
    go(m, chooser, 'chooseLeader', other);
    assert.deepEqual([G(m).stage, G(m).first, G(m).toAct], ['play', other, other]);
    runUntil(m, (x) => x.stage === 'over');
    // Only points decide (tie: round-5 priority, the King at seat 0).
    const { totals } = G(m).sheet[4]!;
    const want = totals[0]! >= totals[1]! ? '0' : '1';
    assert.deepEqual(m.state.ctx.gameover, {
      winners: [want],
      winner: want,
      scores: { 0: totals[0], 1: totals[1] },
      condition: 'points',
    });
  });
});

describe('TT-20 two-player changes', () => {
  it('Kakumei twice a round; a black Kakumei card scores +100 and ends nothing (RN-10); no crowns', () => {
    const s = pick(newTt(DEAL_2), [
      ['0', 'resistance'],
      ['1', 'hermit'],
    ]);
    plays(s, [
      ['0', 'black-3', 'kakumei'],
      ['1', 'black-5'],
    ]);
    assert.deepEqual([s.stage, s.kakumeiCards, s.kakumeiLeft, s.toAct], ['play', ['black-3'], 1, '0']);
    assert.ok(legalMoves(s, '0').some((m) => m.move === 'playCard' && (m.args[1] as { kakumei?: true }).kakumei));
    plays(s, [
      ['0', 'blue-5', 'kakumei'],
      ['1', 'blue-8'],
    ]);
    assert.deepEqual([s.kakumeiCards, s.kakumeiLeft], [['black-3', 'blue-5'], 0]);
    plays(atLastTrick(s, ['red-9', 'red-2'], [4, 0]), [
      ['0', 'red-9'],
      ['1', 'red-2'],
    ]);
    // Resistance: black +100, blue 5 +80 (5 tricks win nothing); Hermit 0 tricks +50; no crowns.
    const row = s.sheet[0]!;
    assert.deepEqual(
      [row.tricks, row.points, row.crowns, row.blackCrowns],
      [
        [5, 0],
        [180, 50],
        [0, 0],
        [0, 0],
      ],
    );
    assert.deepEqual([s.result, s.round, s.order], [null, 2, ['1', '0']]);
  });
  it('the Gambler bids 0–5', () => {
    const s = pick(newTt(DEAL_2), [
      ['0', 'gambler'],
      ['1', 'hermit'],
    ]);
    ok(s, '0', 'pass');
    assert.deepEqual(
      legalMoves(s, '0').map((m) => m.args[0]),
      [0, 1, 2, 3, 4, 5],
    );
    ok(s, '0', 'bid', 5);
  });
});

describe('TT-20 the Berserker’s round-5 win', () => {
  /** Round 5 of a two-player game: seat 0 is left the Berserker, seat 1 the Resistance (TT-19). */
  function round5(scores: number[]) {
    const s = newTt(DEAL_2);
    const used: CharacterId[][] = [
      ['king', 'gambler'],
      ['gambler', 'king'],
      ['resistance', 'hermit'],
      ['hermit', 'berserker'],
    ];
    s.sheet = used.map((characters, i) => ({ ...structuredClone(s.sheet[0] ?? blankRow()), round: i + 1, characters }));
    s.round = 4;
    s.scores = scores;
    startRound(s, noShuffle, { hands: DEAL_2.map((h) => [...h]), stock: stockOf(DEAL_2) });
    return s;
  }
  function blankRow() {
    const z = [0, 0];
    return {
      round: 0,
      first: '0',
      characters: [],
      bids: [null, null],
      bets: z,
      tricks: z,
      points: z,
      crowns: z,
      blackCrowns: z,
      kakumei: [],
      totals: z,
    };
  }
  it('round 5 is forced; the seat with fewer points chooses the leader', () => {
    const s = round5([40, 100]);
    assert.deepEqual([s.round, s.characters, s.stage, s.toAct], [5, ['berserker', 'resistance'], 'choose-leader', '0']);
    assert.deepEqual(s.hands[0], ['berserker', 'red-10', 'blue-10', 'green-10', 'black-10']);
    const tie = round5([50, 50]);
    assert.equal(tie.toAct, '1'); // a tie: the Resistance (3A) before the Berserker (5A)
  });
  it('with 1 trick the Berserker wins the game, whatever the points', () => {
    const s = round5([40, 100]);
    ok(s, '0', 'chooseLeader', '1');
    plays(atLastTrick(s, ['red-9', 'red-2'], [0, 4]), [
      ['1', 'red-2'],
      ['0', 'red-9'],
    ]);
    assert.deepEqual([s.result!.winners, s.result!.condition, s.sheet[4]!.points], [['0'], 'character', [0, 0]]);
  });
  it('with 2 tricks it does not: points decide (final round: Resistance +30 a trick)', () => {
    const s = round5([40, 100]);
    ok(s, '0', 'chooseLeader', '1');
    plays(atLastTrick(s, ['red-9', 'red-2'], [1, 3]), [
      ['1', 'red-2'],
      ['0', 'red-9'],
    ]);
    // Berserker 2 tricks +30 → 70; Resistance 3 tricks × 30 = +90 → 190.
    assert.deepEqual(s.result, { winners: ['1'], winner: '1', scores: { 0: 70, 1: 190 }, condition: 'points' });
  });
});
