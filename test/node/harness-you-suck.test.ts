// The harness with You Suck (issue 11): a seeded match whose JSON rounds `{ dealer, trump,
// owners, bids, tricks, points, taken }` are checked against the recorded moves and the scoring
// rules (YS-3…YS-12, values written here), the file read back and replayed (playCard takes two
// arguments), the replay's text, and the CLI with --jobs 2, --json and --replay.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  formatReplay,
  readMatchJson,
  replayGame,
  runMatch,
  toMatchJson,
  writeMatchJson,
  type GameRecord,
  type MatchJson,
  type MatchResult,
} from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

const TICKS = ['choose-trump', 'plus-3', 'take-0', 'choose-dealer', 'take-11', 'extra-card', 'trade-a-card'];
/** YS-2 round-3 values, in the order above. */
const VALUES = [-5, 3, 0, 5, -5, 5, -5];
/** YS-10: points for a made bid by Ticks taken 0, 1, 2, 3, 4+; rounds 1–2, and round 3. */
const EARLY = [10, 7, 6, 6, 5];
const LAST = [8, 3, 5, 7, 10];

type Owners = Record<string, string | null>;
type Round = {
  dealer: string;
  trump: string | null;
  owners: Owners;
  bids: number[];
  tricks: number[];
  points: number[];
  taken: Owners;
};

/** The moves of each round: 21 playCards at 3 players end one (YS-6). */
function movesByRound(g: GameRecord) {
  const rounds: GameRecord['moves'][] = [[]];
  let plays = 0;
  for (const m of g.moves) {
    rounds.at(-1)!.push(m);
    if (m.move === 'playCard' && ++plays % 21 === 0) rounds.push([]);
  }
  return rounds.slice(0, 3);
}

/** Checks one game's rounds against its moves and the scoring rules (3 players). */
function checkGame(g: GameRecord) {
  const rounds = g.rounds as unknown as Round[];
  assert.equal(rounds.length, 3);
  const moves = movesByRound(g);
  let totals = [0, 0, 0];
  let dealer = '';
  rounds.forEach((r, i) => {
    assert.deepEqual(Object.keys(r), ['dealer', 'trump', 'owners', 'bids', 'tricks', 'points', 'taken']);
    const m = moves[i]!;
    // YS-3: round 1 deals one Tick to each seat; later the takers own them.
    if (i === 0)
      assert.deepEqual(
        Object.values(r.owners)
          .filter((o) => o !== null)
          .sort(),
        ['0', '1', '2'],
      );
    else assert.deepEqual(r.owners, rounds[i - 1]!.taken);
    // YS-4: the Choose Dealer owner names the dealer; otherwise the dealer stays.
    const chosen = m.find((x) => x.move === 'chooseDealer');
    assert.equal(chosen?.seat, r.owners['choose-dealer'] ?? undefined);
    if (chosen) dealer = chosen.args[0] as string;
    else if (i === 0) dealer = r.dealer;
    assert.equal(r.dealer, dealer);
    const trump = m.find((x) => x.move === 'chooseTrump');
    assert.equal(trump?.seat, r.owners['choose-trump'] ?? undefined);
    assert.equal(r.trump, trump ? trump.args[0] : null);
    assert.equal(m.find((x) => x.move === 'tradeCard')?.seat, r.owners['trade-a-card'] ?? undefined);
    // YS-5: bids from left of the dealer, clockwise.
    const bids = m.filter((x) => x.move === 'bid');
    assert.deepEqual(
      bids.map((x) => x.seat),
      [1, 2, 3].map((k) => String((Number(dealer) + k) % 3)),
    );
    for (const b of bids) assert.equal(r.bids[Number(b.seat)], b.args[0]);
    // Ticks taken = the Ticks whose taker is the seat.
    assert.deepEqual(
      r.tricks,
      ['0', '1', '2'].map((s) => Object.values(r.taken).filter((t) => t === s).length),
    );
    // YS-4 step 1, YS-10, YS-12: +3 at the start, bid points, round-3 values, floored each time.
    const after = totals.map((t, s) => t + (r.owners['plus-3'] === String(s) ? 3 : 0));
    after.forEach((t, s) => {
      const made = r.bids[s] === r.tricks[s] ? (i === 2 ? LAST : EARLY)[Math.min(r.tricks[s]!, 4)]! : 0;
      after[s] = t + made;
    });
    if (i === 2) {
      TICKS.forEach((id, k) => {
        const taker = r.taken[id];
        if (taker != null) after[Number(taker)] = Math.max(0, after[Number(taker)]! + VALUES[k]!);
      });
    }
    assert.deepEqual(
      r.points,
      after.map((t, s) => t - totals[s]!),
    );
    totals = after;
  });
  assert.deepEqual(g.scores, totals);
  assert.equal(g.moves.filter((m) => m.move === 'playCard').length, 63);
}

describe('harness: You Suck', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-ys-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let result: MatchResult;
  before(async () => {
    result = await runMatch({ game: 'you-suck', players: 3, bots: 'random', deals: 3, seed: 'ys' });
  });

  it('records each round as { dealer, trump, owners, bids, tricks, points, taken }, consistent with the moves', () => {
    assert.equal(result.config.variant, null);
    assert.equal(result.games.length, 3);
    for (const g of result.games) checkGame(g);
    // The seeds differ: the three games are not one game thrice.
    assert.equal(new Set(result.games.map((g) => JSON.stringify(g.rounds))).size, 3);
  });

  it('writes a file that reads back and replays each game exactly, Tick by Tick', () => {
    const file = path.join(dir, 'ys.json');
    writeMatchJson(file, result);
    const match = readMatchJson(file);
    assert.deepEqual(match.games, result.games);
    for (let i = 0; i < 3; i++) {
      const replay = replayGame(match, i);
      assert.deepEqual(replay.mismatches, []);
      const ticks = replay.events.flatMap((e) => (e.kind === 'trick' ? [e.trick] : []));
      assert.equal(ticks.length, 21); // 7 Ticks × 3 rounds
      assert.deepEqual(
        ticks.map((t) => t.index),
        Array.from({ length: 21 }, (_, k) => k + 1),
      );
      for (const t of ticks) assert.ok(TICKS.includes(t.tick!) && t.plays.length === 3);
      const sorted = (r: number) =>
        ticks
          .filter((t) => t.round === r)
          .map((t) => t.tick!)
          .sort();
      assert.deepEqual([sorted(1), sorted(2), sorted(3)], [[...TICKS].sort(), [...TICKS].sort(), [...TICKS].sort()]);
    }
    const text = formatReplay(match, 0, replayGame(match, 0));
    const r1 = result.games[0]!.rounds[0] as unknown as Round;
    const ownerLine = `  owners: ${TICKS.map((id) => `${id} ${r1.owners[id] ?? 'none'}`).join(' · ')}`;
    assert.ok(text.includes(ownerLine), text);
    assert.ok(text.includes(`round 1 scored (dealer ${r1.dealer}, trump ${r1.trump ?? 'none'}):`), text);
    assert.match(text, /trick 1 \((choose-trump|plus-3|take-0|choose-dealer|take-11|extra-card|trade-a-card)\): /);
    assert.match(text, /the replay reproduces the file/);
  });

  it('refuses a file whose owners nest deeper than three levels, and replays no tampered move', () => {
    const file: MatchJson = JSON.parse(JSON.stringify(toMatchJson(result)));
    const owners = (file.games[0]!.rounds[0] as unknown as { owners: Record<string, unknown> }).owners;
    // The record, a list, a list: three levels, as deep as a score-sheet field goes (TrickTakers'
    // per-seat combinations); one more is refused.
    owners['plus-3'] = [[['0']]];
    const bad = path.join(dir, 'bad.json');
    writeMatchJson(bad, { ...result, games: file.games });
    assert.throws(() => readMatchJson(bad), {
      message: `${bad}: games[0].rounds[0].owners: expected a text, a number from -1,000,000 to 1,000,000, a boolean or null, or lists and records of them, three levels deep at most`,
    });
    const moved: MatchJson = JSON.parse(JSON.stringify(toMatchJson(result)));
    const play = moved.games[0]!.moves.find((m) => m.move === 'playCard')!;
    play.args = [play.args[0]!];
    assert.throws(() => replayGame(moved, 0), /made an illegal move playCard/);
  });

  it('CLI: --jobs 2 --json, then --replay; --variant is refused (You Suck has none)', async () => {
    const out = path.join(dir, 'cli.json');
    const args = ['--game', 'you-suck', '--players', '4', '--bots', 'random', '--games', '2', '--seed', 'c'];
    const run = await cli(...args, '--jobs', '2', '--json', out);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /You Suck · 4 players · 2 deals × 1 table = 2 games/);
    const replay = await cli('--replay', out, '--index', '1');
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /round 3 scored \(dealer \d, trump (red|blue|green|yellow|none)\):/);
    assert.match(replay.stdout, / {2}taken: choose-trump (\d|none) · plus-3/);
    assertOneLine(await cli(...args, '--variant', 'standard'), 2, 'You Suck has no variant "standard"; it has none');
  });
});
