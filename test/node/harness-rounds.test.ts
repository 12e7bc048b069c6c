// The harness with rounds that have no dealer, no bids and no trick counts (issue 9: You Suck and
// TrickTakers record other things): playing, summarizing and printing such games. A synthetic
// game through the shared rules layer stands in for them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameBots } from '../../src/bots/types.js';
import type { GameDescriptor, RoundRecord } from '../../src/games/common/descriptor.js';
import { rulesGame, type RulesState } from '../../src/games/common/game.js';
import { decideWinners } from '../../src/games/common/result.js';
import {
  formatReplay,
  formatSummary,
  playGame,
  summarize,
  type MatchConfig,
  type ReplayResult,
} from '../../src/harness/index.js';

// ---------------------------------------------------------------------------
// "High card": 3 seats; seat s holds the cards s and 5 − s and must play its
// lowest card. Each round every seat plays one card, from seat 0; the highest
// card scores 1. Round 1 has a trump (a single fact of the round record),
// round 2 none; no round records a dealer, bids or tricks.
//   round 1: 0, 1, 2 → seat 2 scores; round 2: 5, 4, 3 → seat 0 scores.
//   Final scores [1, 0, 1]: seats 0 and 2 share the win.

interface HighState extends RulesState {
  table: number[];
  sheet: RoundRecord[];
}

const HighCard = rulesGame<HighState, { dealer?: string } | undefined>({
  name: 'high-card',
  minPlayers: 3,
  maxPlayers: 3,
  checkSetup: () => undefined,
  newGame: () => ({
    hands: [0, 1, 2].map((s) => [String(s), String(5 - s)].sort()),
    table: [],
    sheet: [],
    stage: 'play',
    toAct: '0',
    result: null,
  }),
  phases: {
    play: {
      playCard: (s, seat, card) => {
        const hand = s.hands[Number(seat)]!;
        if (seat !== s.toAct || card !== hand[0]) return 'play your lowest card';
        hand.shift();
        s.table.push(Number(card));
        s.toAct = String((Number(seat) + 1) % 3);
        if (s.table.length < 3) return null;
        const points = s.table.map((c) => (c === Math.max(...s.table) ? 1 : 0));
        s.sheet.push(s.sheet.length === 0 ? { trump: 'red', points } : { points });
        s.table = [];
        if (s.sheet.length === 2)
          s.result = decideWinners([0, 1, 2].map((i) => s.sheet.reduce((t, r) => t + r.points[i]!, 0)));
        return null;
      },
    },
  },
  legalMoves: (s, seat) => (seat === s.toAct ? [{ move: 'playCard', args: [s.hands[Number(seat)]![0]] }] : []),
});

const highCard: GameDescriptor<HighState> = {
  id: 'high-card',
  title: 'High Card',
  game: HighCard,
  minPlayers: 3,
  maxPlayers: 3,
  variants: [],
  rounds: (G) => G.sheet,
  lastTrick: () => null,
  bots: { names: ['random'], load: async () => ({}) as GameBots },
};

/** The cells of the table row of `text` whose first cell is `label`. */
function row(text: string, label: string): string[] {
  const rows = text.split('\n').map((l) =>
    l
      .split('│')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
  const found = rows.find((cells) => cells[0] === label);
  assert.ok(found, `no row ${label} in\n${text}`);
  return found;
}

const config: MatchConfig = {
  game: 'high-card',
  players: 3,
  variant: null,
  maxRounds: 50,
  seed: 'r',
  bots: ['random'],
  deals: 1,
};

describe('harness: rounds without dealer, bids or tricks', () => {
  it('playGame records the score sheet as the game keeps it', async () => {
    const { record } = await playGame({
      game: highCard,
      numPlayers: 3,
      seats: ['random', 'random', 'random'],
      seed: 'r/0',
    });
    assert.deepEqual(record.rounds, [{ trump: 'red', points: [0, 0, 1] }, { points: [1, 0, 0] }]);
    assert.deepEqual([record.scores, record.winners, record.aborted], [[1, 0, 1], ['0', '2'], false]);
    assert.deepEqual(
      record.moves.map((m) => `${m.seat}:${m.args[0]}`),
      ['0:0', '1:1', '2:2', '0:5', '1:4', '2:3'],
    );
  });

  it('summarize has no bid statistics, and the summary prints n/a in both bid columns', async () => {
    const { record } = await playGame({
      game: highCard,
      numPlayers: 3,
      seats: ['random', 'random', 'random'],
      seed: 'r/0',
    });
    const summary = summarize(config, [record]);
    const [bot] = summary.bots;
    assert.equal(summary.bots.length, 1);
    assert.deepEqual([bot!.bidHit, bot!.bidError], [null, null]);
    // Mean score (1 + 0 + 1) / 3 over one deal; a win shared by 2 counts 1/2: (1/2 + 1/2) of 3 seat-games.
    assert.equal(bot!.score.mean, 2 / 3);
    assert.deepEqual([bot!.winRate.successes, bot!.winRate.trials], [1, 3]);
    const text = formatSummary(config, summary);
    assert.deepEqual(row(text, 'random').slice(0, 6), ['random', '3', '0.67', '33.3% [6.1%, 79.2%]', 'n/a', 'n/a']);
  });

  it('a game with bids still prints its bid columns', () => {
    const withBids = {
      deal: 0,
      table: 0,
      seed: 'r/0',
      seats: ['random', 'random', 'random'],
      scores: [1, 0, 1],
      winners: ['0'],
      aborted: false,
      moves: [],
    };
    const rounds = [{ dealer: '0', bids: [1, 0, 2], tricks: [1, 1, 2], points: [1, 0, 1] }];
    const text = formatSummary(config, summarize(config, [{ ...withBids, rounds }]));
    // 2 hits in 3 seat-rounds, |tricks − bid| 1/3.
    assert.deepEqual(row(text, 'random').slice(4, 6), ['66.7%', '0.33']);
  });

  it("formatReplay names a round's dealer and other single facts only when the record has them", () => {
    const record = {
      deal: 0,
      table: 0,
      seed: 'r/0',
      seats: ['random', 'random', 'random'],
      scores: [1, 0, 1],
      winners: ['0', '2'],
      aborted: false,
      moves: [],
    };
    const replay = (rounds: RoundRecord[]): string => {
      const result: ReplayResult = {
        record: { ...record, rounds },
        events: rounds.map((r, i) => ({ kind: 'round', round: i + 1, record: r })),
        scores: [1, 0, 1],
        winners: ['0', '2'],
        aborted: false,
        mismatches: [],
      };
      return formatReplay({ game: 'high-card', players: 3, variant: null, games: [result.record] }, 0, result);
    };
    const plain = replay([{ trump: 'red', points: [0, 0, 1] }, { points: [1, 0, 0] }]);
    assert.match(plain, /^round 1 scored \(trump red\):$/m);
    assert.match(plain, /^round 2 scored:$/m);
    assert.deepEqual(row(plain, 'points'), ['points', '0', '0', '1']);
    assert.doesNotMatch(plain, /dealer|bids|tricks|undefined/);
    assert.match(plain, /final scores 0: 1 · 1: 0 · 2: 1; shared win: seat 0, 2/);
    const dealt = replay([{ dealer: '2', bids: [1, 0, 2], tricks: [1, 1, 1], points: [1, 0, 0] }]);
    assert.match(dealt, /^round 1 scored \(dealer 2\):$/m);
    assert.deepEqual(row(dealt, 'bids'), ['bids', '1', '0', '2']);
  });
});
