// A recorded game checked and replayed for a table (src/harness/replay-record.ts, issue 23): the pinned
// games of the four games and a harness file's game replay; each kind of damage the harness refuses, a file
// of another game, a Proxy, and a record whose end is not the one it claims, are refused in one line.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { getGame } from '../../src/games/registry.js';
import { runMatch, toMatchJson, type GameRecord, type MatchJson } from '../../src/harness/index.js';
import { checkReplay, ReplayError } from '../../src/harness/replay-record.js';
import { gameOutcome } from '../../src/harness/record.js';
import { openMatch } from '../../src/games/common/local-match.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import { PINS, type PinnedGame } from '../shared/pins.js';

const cantWin = getGame('cant-win');

/** A pinned game as the harness writes it: its moves as `{ seat, move, args }`, with its deal and table. */
const recordOf = (g: PinnedGame): GameRecord =>
  ({
    deal: 0,
    table: 0,
    rounds: [],
    ...g,
    moves: g.moves.map(([seat, move, ...args]) => ({ seat, move, args })),
  }) as GameRecord;

/** The one-line reason `checkReplay` gives, or `null` when the record replays. */
function refusal(...args: Parameters<typeof checkReplay>): string | null {
  try {
    checkReplay(...args);
    return null;
  } catch (e) {
    assert.ok(e instanceof ReplayError, String(e));
    assert.ok(!e.message.includes('\n'), e.message);
    return e.message;
  }
}

describe('checkReplay: records that replay', () => {
  for (const pin of PINS) {
    it(`${pin.file}: each pinned game, given bare with its settings, replays to its end`, () => {
      const game = getGame(pin.match.game);
      const games = JSON.parse(readFileSync(new URL(`../fixtures/pins/${pin.file}.json`, import.meta.url), 'utf8'));
      for (const g of games as PinnedGame[]) {
        const r = checkReplay(game, recordOf(g), {
          settings: { variant: null, ...(pin.match.maxRounds ? { maxRounds: pin.match.maxRounds } : {}) },
        });
        assert.equal(r.states.length, g.moves.length + 1);
        assert.notEqual(r.states.at(-1)!.ctx.gameover, undefined);
        assert.deepEqual(r.record.scores, g.scores);
      }
    });
  }
});

describe('checkReplay: a harness file and damaged records', () => {
  let file: MatchJson;
  before(async () => {
    file = toMatchJson(
      await runMatch({ game: 'cant-win', players: 3, bots: 'random', deals: 2, seed: 'replay-record' }),
    );
  });
  const copy = () => JSON.parse(JSON.stringify(file)) as MatchJson;

  it("replays a file's game by its index, with the file's settings", () => {
    const r = checkReplay(cantWin, file, { index: 1 });
    assert.equal(r.record.seed, 'replay-record/1');
    assert.deepEqual(r.settings, { players: 3, variant: 'standard', maxRounds: 50 });
    assert.equal(r.states.length, file.games[1]!.moves.length + 1);
  });

  it('refuses a file of another game, a game it does not hold, and a file of the wrong shape', () => {
    const other = { ...copy(), game: 'instinct' };
    assert.equal(refusal(cantWin, other), 'a file of "instinct" games, not of cant-win');
    assert.equal(refusal(cantWin, file, { index: 2 }), 'no game 2 in the file; it has 2 (0 to 1)');
    const extra = copy() as unknown as Record<string, unknown>;
    extra.secret = 1;
    assert.match(refusal(cantWin, extra)!, /^not a harness file: /);
    const noMoves = copy();
    delete (noMoves.games[0] as Partial<GameRecord>).moves;
    assert.match(refusal(cantWin, noMoves)!, /^not a harness file: games\[0\]\.moves: /);
  });

  it('refuses a bare record of the wrong shape, seat count or variant', () => {
    const g = copy().games[0]!;
    assert.match(refusal(cantWin, { ...g, moves: 'none' })!, /^not a game record: moves: /);
    assert.equal(
      refusal(cantWin, { ...g, seats: ['random', 'random'], scores: [0, 0] }),
      "Can't Win takes 3 to 4 players, not 2",
    );
    assert.equal(refusal(cantWin, g, { settings: { variant: 'nightmare' } }), `Can't Win has no variant "nightmare"`);
    assert.equal(
      refusal(cantWin, { ...g, winners: ['1', '1'] }),
      'the record.winners is ["1","1"]; it lists distinct seats "0" to "2", none when aborted',
    );
  });

  it('refuses a move that is not legal, moves that stop early, and an end other than the claimed one', () => {
    const g = copy().games[0]!;
    const m = g.moves[4]!;
    const other = String((Number(m.seat) + 1) % 3);
    assert.equal(
      refusal(cantWin, { ...g, moves: g.moves.map((x, i) => (i === 4 ? { ...x, seat: other } : x)) }),
      `the record does not replay: move 4 is not a legal move of seat ${other}`,
    );
    assert.equal(
      refusal(cantWin, { ...g, moves: g.moves.slice(0, 20) }),
      'the record does not replay: the 20 recorded moves end before the game does',
    );
    const scores = g.scores.map((s, i) => (i === 0 ? s + 1 : s));
    assert.equal(
      refusal(cantWin, { ...g, scores }),
      `the record claims final scores ${JSON.stringify(scores)}, but its moves give ${JSON.stringify(g.scores)}`,
    );
  });

  it('refuses a Proxy without running any of its traps', () => {
    const ran: string[] = [];
    const proxy = new Proxy(copy().games[0]!, {
      get(t, k, r) {
        ran.push(String(k));
        return Reflect.get(t, k, r);
      },
      ownKeys(t) {
        ran.push('ownKeys');
        return Reflect.ownKeys(t);
      },
    });
    assert.equal(refusal(cantWin, proxy), 'not a record: it is not plain JSON data');
    assert.deepEqual(ran, []);
  });
});

describe("checkReplay: a bare record with a table's settings", () => {
  const instinct = getGame('instinct');
  const games = JSON.parse(
    readFileSync(new URL('../fixtures/pins/instinct-rule-random.json', import.meta.url), 'utf8'),
  ) as PinnedGame[];
  const capped = recordOf(games[0]!); // a game cut short by its 2-round cap (G-6): aborted

  it('maxRounds null plays with no round cap, as a table does: the capped game then goes on, and the record is refused', () => {
    const r = checkReplay(instinct, capped, { settings: { variant: null, maxRounds: 2 } });
    assert.equal((r.states[0]!.G as { maxRounds: number | null }).maxRounds, 2);
    assert.match(
      refusal(instinct, capped, { settings: { variant: null, maxRounds: null } })!,
      /^the record does not replay: the 72 recorded moves end before the game does$/,
    );
  });

  it("`setup` adds setupData (a table's dealer): the game is set up with it", () => {
    // A game played with dealer "1" (each seat's first legal move, 2 rounds) replays with that setup only.
    const setupData = { dealer: '1', maxRounds: 2 };
    const match = openMatch(instinct.game, 3, 'dealer-1', setupData);
    const moves: GameRecord['moves'] = [];
    while (match.state.ctx.gameover === undefined) {
      const seat = seatsToMove(match.state.ctx)[0]!;
      const [first] = instinct.game.ai!.enumerate(match.state.G, match.state.ctx, seat) as {
        move: string;
        args: unknown[];
      }[];
      assert.ok(match.apply(seat, first!.move, first!.args));
      moves.push({ seat, move: first!.move, args: first!.args });
    }
    const record = {
      deal: 0,
      table: 0,
      seed: 'dealer-1',
      seats: ['human', 'rule', 'rule'],
      ...gameOutcome(instinct, match.state, 3),
      moves,
    };
    assert.equal(record.rounds[0]!.dealer, '1');
    assert.equal(
      refusal(instinct, record, { settings: { variant: null, maxRounds: 2, setup: { dealer: '1' } } }),
      null,
    );
    // Without it the seed picks the dealer first, and the shuffles that follow differ.
    assert.match(
      refusal(instinct, record, { settings: { variant: null, maxRounds: 2 } })!,
      /^the record does not replay: move 3 is not a legal move of seat 1$/,
    );
  });
});
