// The harness with TrickTakers' whole box (issue 21): a seeded 3-round game with all eight
// characters at 4 players whose round 3 is worked out by hand below (tricks and why, items,
// reservations, the Collector's best combination, the Ruler's tasks, the points per seat); the
// round records' extras (display TT-24, items TT-32/TT-37, reservations TT-38, combinations TT-40,
// tasks TT-44) the same from every seat's view; the settings `characters`, `mode` and
// `characterCount` in setupData, in the match file and through its replay; and the CLI's
// `--characters`, `--mode` and `--character-count` with their refusals.
//
// Bots: boardgame.io's random bot at every seat, seeded as the harness seeds it
// (`"<game seed>/<seat>/random"`), deciding from the full state. When this was written the
// harness's `random`, `rule` and `ismcts` could not play a game with the Adventurer: listing its
// legal items on a seat's view read the secret item deck and threw (issue 21's bots fix that); so
// the game below is played through `playGame` with these seated bots, and the CLI run adds only
// the Collector and the Ruler.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { RandomBot } from 'boardgame.io/ai';
import type { State } from 'boardgame.io';
import { stateFor } from '../../src/bots/fairness.js';
import { seatBot } from '../../src/bots/players.js';
import { getGame } from '../../src/games/registry.js';
import { collectorScore } from '../../src/games/tricktakers/collector.js';
import { ROSTER } from '../../src/games/tricktakers/roster.js';
import type { TrickTakersState, TtTrick } from '../../src/games/tricktakers/state.js';
import { resolveTrick } from '../../src/games/tricktakers/trick-winner.js';
import {
  assertComparable,
  botSeed,
  dealSeed,
  formatReplay,
  formatSummary,
  harnessSetupData,
  openTable,
  playGame,
  prepareMatch,
  readMatchJson,
  replayGame,
  summarize,
  writeMatchJson,
  type GameRecord,
  type MatchResult,
} from '../../src/harness/index.js';
import { assertOneLine, cli } from './harness-helpers.js';

const tricktakers = getGame('tricktakers');
const enumerate = tricktakers.game.ai!.enumerate as ConstructorParameters<typeof RandomBot>[0]['enumerate'];

/** The random bot at each of `n` seats of the game seeded `seed`, seeded as the harness seeds it, seeing the full state. */
const randomPlayers = (seed: string, n: number) =>
  Array.from({ length: n }, (_, s) =>
    seatBot(tricktakers, { name: 'random' }, new RandomBot({ enumerate, seed: botSeed(seed, s, 'random') }), 'all'),
  );

/** The full state after `record`'s moves, replayed from its seed with the match's setupData. */
function finalState(record: GameRecord, setupData: Record<string, unknown>, n: number): State<TrickTakersState> {
  const table = openTable(tricktakers, n, record.seed, setupData);
  for (const m of record.moves) assert.ok(table.apply(m.seat, m.move, m.args), `${m.move} ${JSON.stringify(m.args)}`);
  return table.state as State<TrickTakersState>;
}

describe('harness: TrickTakers with all eight characters', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-tt-extras-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  // Deal 12 of the match seeded "tt8", 4 players, --characters all: shard 13 of 13 plays only it.
  const prepared = prepareMatch({
    game: 'tricktakers',
    players: 4,
    bots: 'random',
    deals: 13,
    seed: 'tt8',
    characters: 'all',
    shard: { index: 13, count: 13 },
  });
  const seed = dealSeed('tt8', 12);
  const setupData = harnessSetupData(tricktakers, { characters: prepared.config.characters! });
  /** What the seats held at round 3's first move, and the item deck at its first play (both set by the seed). */
  const seen: { hands?: string[][]; deck?: string[]; itemDeck?: string[] } = {};
  let record: GameRecord;
  let end: State<TrickTakersState>;
  before(async () => {
    const played = await playGame({
      game: tricktakers,
      numPlayers: 4,
      seats: ['random', 'random', 'random', 'random'],
      seed,
      deal: 12,
      characters: prepared.config.characters!,
      players: randomPlayers(seed, 4),
      beforeMove: (state) => {
        const G = state.G as TrickTakersState;
        if (G.round === 3 && !seen.hands) Object.assign(seen, { hands: structuredClone(G.hands), deck: [...G.deck] });
        if (G.round === 3 && G.stage === 'play' && !seen.itemDeck) seen.itemDeck = [...G.itemDeck!];
      },
    });
    record = played.record;
    end = finalState(record, setupData, 4);
  });

  it('passes the character set in setupData: the whole box, in priority order (TT-22, TT-23)', () => {
    assert.deepEqual(prepared.config.characters, [...ROSTER]);
    assert.deepEqual(prepared.dealIndices, [12]);
    assert.deepEqual(setupData, { characters: [...ROSTER] });
    const G = end.G;
    assert.deepEqual([...G.display!.shown, ...G.display!.notShown].sort(), [...ROSTER].sort());
  });

  it('runs 3 rounds, each showing players + 1 characters, the unshown ones first next round (TT-24)', () => {
    assert.equal(record.rounds.length, 3);
    assert.deepEqual([record.condition, record.winners], ['points', ['2']]);
    const displays = record.rounds.map((r) => r.display as { shown: string[]; notShown: string[] });
    assert.deepEqual(displays, [
      {
        shown: ['resistance', 'king', 'adventurer', 'berserker', 'collector'],
        notShown: ['ruler', 'gambler', 'hermit'],
      },
      {
        shown: ['ruler', 'gambler', 'hermit', 'berserker', 'adventurer'],
        notShown: ['resistance', 'king', 'collector'],
      },
      {
        shown: ['resistance', 'king', 'collector', 'ruler', 'adventurer'],
        notShown: ['berserker', 'hermit', 'gambler'],
      },
    ]);
    for (let r = 1; r < 3; r++) {
      const [was, now] = [displays[r - 1]!, displays[r]!];
      assert.deepEqual(now.shown.slice(0, was.notShown.length), was.notShown); // TT-24: the unshown first
      for (const c of now.shown.slice(was.notShown.length)) assert.ok(was.shown.includes(c), c);
    }
    record.rounds.forEach((r, i) =>
      (r.characters as string[]).forEach((c) => assert.ok(displays[i]!.shown.includes(c), `${c} was shown`)),
    );
  });

  it('round 3, worked out by hand: the deal and the set-ups it was played from', () => {
    // The seed's round 3 deal (the game's random stream, G-2): King 1A's hand holds black-9 …
    assert.deepEqual(seen.hands, [
      ['blue-6', 'black-4', 'blue-2', 'blue-3', 'green-7'],
      ['black-9', 'white-flag-2', 'green-6', 'white-flag-1', 'red-6'],
      ['green-5', 'green-4', 'blue-7', 'green-2', 'green-9'],
      ['black-7', 'blue-1', 'black-2', 'red-9', 'red-4'],
    ]);
    assert.deepEqual(seen.deck!.slice(0, 5), ['black-8', 'green-3', 'green-1', 'black-3', 'blue-5']);
    // … and the item deck after the Adventurer chose boots and axe (TT-31: the other 13, shuffled).
    assert.deepEqual(seen.itemDeck, [
      'sword', 'doll', 'gold', 'crystal', 'potion', 'fairy', 'wand', 'book', 'wing', 'rockCrystal', 'castle', 'map', 'orb',
    ]); // prettier-ignore
    // Selection (TT-8): no King last round; no gold crowns; fewest points first: seat 0 (50), then
    // seats 1 and 3 at 120, seat 3 first as last round's Berserker 5A outranks the Ruler 5B
    // (TT-22), then seat 2 (170). Seat 0 leads trick 1 (TT-9).
    const picks = record.moves.flatMap((m, k) => (m.move === 'chooseCharacter' ? [k] : []));
    const round3 = record.moves.slice(picks[8]); // 4 picks a round
    assert.deepEqual(
      round3.slice(0, 11).map((m) => [m.seat, m.move, ...m.args]),
      [
        ['0', 'chooseCharacter', 'ruler'],
        ['3', 'chooseCharacter', 'collector'],
        ['1', 'chooseCharacter', 'king'],
        ['2', 'chooseCharacter', 'adventurer'],
        // Set-ups in priority order (TT-25): King 1A (its Rare in, black-9 out, TT-13), Adventurer 3B
        // (boots on the blue slot, axe on the red, TT-31), the Ruler 5B last (one task each, TT-43);
        // then, the final round, the black crowns (TT-15): seat 1 spends both of its 2.
        ['1', 'discard', ['black-9']],
        ['2', 'chooseInitialItems', 'boots', 'axe'],
        ['0', 'giveTask', '3', 'takeRed'],
        ['0', 'giveTask', '2', 'takeBlue'],
        ['0', 'giveTask', '1', 'avoidRed'],
        ['1', 'spendBlackCrown', ['king-rare']], // draws black-8
        ['1', 'spendBlackCrown', ['white-flag-2', 'green-6', 'white-flag-1', 'red-6']], // green-3, green-1, black-3, blue-5
      ],
    );
  });

  it('round 3, worked out by hand: who took each trick and why (resolveTrick, TT-3, TT-26, TT-34, TT-46, TT-47)', () => {
    // Hands at the first lead: seat 0 Ruler blue-6 black-4 blue-2 blue-3 green-7; seat 1 King
    // black-8 green-3 green-1 black-3 blue-5; seat 2 Adventurer green-5 green-4 blue-7 green-2
    // green-9; seat 3 Collector black-7 blue-1 black-2 red-9 red-4.
    const tricks: Pick<TtTrick, 'leader' | 'plays' | 'winner' | 'reserved' | 'boots'>[] = [
      // 1. Blue led. The Adventurer uses boots: it plays last (TT-34), after the Collector, who
      //    passes. Blue 7 is the best lead-suit number (TT-3 tier 6) → seat 2.
      {
        leader: '0',
        plays: [
          { seat: '0', card: 'blue-2' },
          { seat: '1', card: 'blue-5' },
          { seat: '3', card: 'blue-1' },
          { seat: '2', card: 'blue-7', item: 'boots' },
        ],
        winner: '2',
        boots: '2',
      },
      // 2. Green led. The Collector is void (red-4) and reserves the Adventurer's green-5. The Ruler
      //    holds green-7 but plays black-4: the green token is mandatory (TT-46), so it is a green
      //    4, no trump (TT-26). Green 5 beats green 4 and green 1 → seat 2, which takes red-4,
      //    black-4 and green-1; the Collector takes green-5 (TT-27, TT-38).
      {
        leader: '2',
        plays: [
          { seat: '2', card: 'green-5' },
          { seat: '3', card: 'red-4' },
          { seat: '0', card: 'black-4', leadToken: 'green' },
          { seat: '1', card: 'green-1' },
        ],
        winner: '2',
        reserved: 'green-5',
      },
      // 3. The Adventurer uses doll and leads green-2; no Rare comes, so doll does nothing (TT-34).
      //    The Ruler's blue-3 is a green 3 (mandatory token again). The Collector's black-7 is the
      //    only black card (TT-3 tier 5) → seat 3, who takes all four (TT-38); it reserved its own.
      {
        leader: '2',
        plays: [
          { seat: '2', card: 'green-2', item: 'doll' },
          { seat: '3', card: 'black-7' },
          { seat: '0', card: 'blue-3', leadToken: 'green' },
          { seat: '1', card: 'green-3' },
        ],
        winner: '3',
        reserved: 'black-7',
      },
      // 4. Red led; the Collector passes. The Ruler, void in red, chooses the optional token:
      //    blue-6 is a red 6. The King's black-8 is trump → seat 1. The Adventurer used gold
      //    (+30 at once, TT-34; not a trick item, so its play carries none).
      {
        leader: '3',
        plays: [
          { seat: '3', card: 'red-9' },
          { seat: '0', card: 'blue-6', leadToken: 'red' },
          { seat: '1', card: 'black-8' },
          { seat: '2', card: 'green-9' },
        ],
        winner: '1',
      },
      // 5. Black led. The Adventurer uses axe: green-4 is a green 10 (TT-33), off-suit, so it cannot
      //    win (tier 7). Black 3 beats black 2 → seat 1; the Collector reserves black-3, so seat 1
      //    takes green-4, black-2 and green-7. The Ruler played green-7 without a token ({}).
      {
        leader: '1',
        plays: [
          { seat: '1', card: 'black-3' },
          { seat: '2', card: 'green-4', item: 'axe' },
          { seat: '3', card: 'black-2' },
          { seat: '0', card: 'green-7' },
        ],
        winner: '1',
        reserved: 'black-3',
      },
    ];
    const played = end.G.tricks.map(({ leader, plays, winner, reserved, boots }) => ({
      leader,
      plays,
      winner,
      ...(reserved === undefined ? {} : { reserved }),
      ...(boots === undefined ? {} : { boots }),
    }));
    assert.deepEqual(played, tricks);
    // The trick rules agree, play by play: the winning play's index, the lead suit, the effective cards.
    const judged = tricks.map((t) => resolveTrick(t.plays));
    assert.deepEqual(
      judged.map((j, i) => tricks[i]!.plays[j.winner]!.seat),
      ['2', '2', '3', '1', '1'],
    );
    assert.deepEqual(
      judged.map((j) => j.lead),
      ['blue', 'green', 'green', 'red', 'black'],
    );
    assert.deepEqual(judged[1]!.cards[2], { kind: 'number', colour: 'green', value: 4, hermitFlag: false });
    assert.deepEqual(judged[3]!.cards[1], { kind: 'number', colour: 'red', value: 6, hermitFlag: false });
    assert.deepEqual(judged[4]!.cards[1], { kind: 'number', colour: 'green', value: 10, hermitFlag: false });
    assert.deepEqual(judged[2]!.rarePlusOne, [false, false, false, false]); // doll without a Rare
  });

  it('round 3, worked out by hand: items, the best combination, tasks and the sheet row (TT-37, TT-40, TT-44, TT-45)', () => {
    // The Collector's cards (TT-27, TT-38): green-5 (reserved, trick 2), all of trick 3, black-3
    // (reserved, trick 5). Best (TT-40): 3 of a Kind {blue-3, green-3, black-3} +40, 3 left
    // over −10 → +30. The 3 Flush {green-5, green-2, green-3} would make only 20 − 10; no run
    // (no 4), no straight flush.
    const taken = ['green-5', 'green-2', 'black-7', 'blue-3', 'green-3', 'black-3'];
    assert.deepEqual([...end.G.collected![3]!].sort(), [...taken].sort());
    const best = collectorScore(taken, false);
    assert.deepEqual(
      best.combinations.map((c) => [c.id, c.cards.map((x) => x.card).sort()]),
      [['kind3', ['black-3', 'blue-3', 'green-3']]],
    );
    assert.equal(best.points, 30);
    // Points per seat (TT-11: one change a round):
    // - seat 0 Ruler, 0 tricks, took nothing: +20 for the one task done (takeBlue, TT-44); not all
    //   done, no black card, not exactly 1 trick (TT-45) → +20.
    // - seat 1 King, 2 tricks: +50, doubled in the final round (TT-13) → +100; avoidRed failed
    //   (it took red-9 in trick 4) −10 → +90.
    // - seat 2 Adventurer, 2 tricks: +20 (TT-37); slots at the end: blue sword −30 (boots'
    //   refill), red fairy −30 (axe's), extra 1 crystal +30 (doll's), extra 2 potion +10 (gold's)
    //   → −20 (TT-33); takeBlue done in trick 1 +20; gold +30 during the round → +50.
    // - seat 3 Collector: +30; takeRed failed (no red taken) −10 → +20.
    // Crowns (TT-10, TT-28): 2–2 on top, no gold crown; the Ruler alone took 0 tricks: a black crown.
    const r3 = record.rounds[2]!;
    assert.deepEqual(Object.keys(r3), [
      'first', 'characters', 'bids', 'tricks', 'points', 'crowns', 'blackCrowns',
      'display', 'itemsUsed', 'itemsLeft', 'itemPoints', 'reserved', 'collections', 'tasks',
    ]); // prettier-ignore
    assert.deepEqual(r3, {
      first: '0',
      characters: ['ruler', 'king', 'adventurer', 'collector'],
      bids: [null, null, null, null],
      tricks: [0, 2, 2, 1],
      points: [20, 90, 50, 20],
      crowns: [0, 0, 0, 0],
      blackCrowns: [1, 0, 0, 0],
      display: {
        shown: ['resistance', 'king', 'collector', 'ruler', 'adventurer'],
        notShown: ['berserker', 'hermit', 'gambler'],
      },
      itemsUsed: [null, null, ['boots', 'doll', 'gold', 'axe'], null],
      itemsLeft: [null, null, ['sword', 'fairy', 'crystal', 'potion'], null],
      itemPoints: [null, null, -20, null],
      reserved: [null, null, null, [null, 'green-5', 'black-7', null, 'black-3']],
      collections: [null, null, null, { combinations: ['kind3'], points: 30 }],
      tasks: [
        { seat: 3, id: 'takeRed', done: false, points: -10 },
        { seat: 2, id: 'takeBlue', done: true, points: 20 },
        { seat: 1, id: 'avoidRed', done: false, points: -10 },
      ],
    });
    // Totals before round 3 were 50, 120, 170, 120; after: the game's scores. No one has 2 gold or
    // 3 black crowns, so after round 3 the most points win (TT-12): seat 2.
    assert.deepEqual(record.scores, [70, 210, 220, 140]);
    assert.deepEqual(end.G.sheet[2]!.totals, [70, 210, 220, 140]);
  });

  it('keeps nothing secret in a round record: every seat and a spectator read the same rounds (TT-53)', () => {
    const full = tricktakers.rounds(end.G);
    // The record is the descriptor's rounds less their running totals (derived: src/harness/match.ts).
    assert.deepEqual(
      full.map(({ totals: _t, ...round }) => round),
      record.rounds,
    );
    for (const seat of ['0', '1', '2', '3']) {
      const view = stateFor(tricktakers, end, seat, 'seat').G as TrickTakersState;
      assert.deepEqual(tricktakers.rounds(view), full, `seat ${seat}`);
      assert.equal(view.itemDeck, undefined);
    }
    // No secret field by name, and not the item deck's order (four of its items in a row).
    const text = JSON.stringify(record.rounds);
    for (const secret of ['"itemDeck"', '"collected"', '"hands"', JSON.stringify(seen.itemDeck!.slice(4, 8))])
      assert.ok(!text.includes(secret.slice(1, -1)), secret);
  });

  it('writes the match file with the settings, reads it back, replays and prints the extras', () => {
    const result: Pick<MatchResult, 'config' | 'games' | 'summary'> = {
      config: prepared.config,
      games: [record],
      summary: summarize(prepared.config, [record]),
    };
    const file = path.join(dir, 'all8.json');
    writeMatchJson(file, result);
    const match = readMatchJson(file);
    assert.deepEqual(match.characters, [...ROSTER]);
    assert.deepEqual(Object.keys(match).slice(0, 5), ['game', 'players', 'variant', 'characters', 'maxRounds']);
    const replay = replayGame(match, 0);
    assert.deepEqual(replay.mismatches, []);
    assert.deepEqual(replay.scores, [70, 210, 220, 140]);
    const text = formatReplay(match, 0, replay);
    assert.ok(
      text.startsWith('TrickTakers · 4 players · characters +adventurer +collector +ruler · game 0 of 1 (deal 12'),
      text,
    );
    assert.ok(
      text.includes('  display: shown resistance,king,collector,ruler,adventurer · notShown berserker,hermit,gambler'),
      text,
    );
    assert.ok(
      text.includes(
        '  tasks: seat 3 · id takeRed · done false · points -10 | seat 2 · id takeBlue · done true · points 20',
      ),
      text,
    );
    assert.match(text, /│ itemsUsed +│ – +│ – +│ boots,doll,gold,axe +│ – +│/);
    assert.match(text, /│ itemsLeft +│ – +│ – +│ sword,fairy,crystal,potion +│ – +│/);
    assert.match(text, /│ reserved +│ – +│ – +│ – +│ –,green-5,black-7,–,black-3 +│/);
    assert.match(text, /│ collections +│ – +│ – +│ – +│ combinations kind3 · points 30 +│/);
    assert.match(
      formatSummary(match, match.summary),
      /^TrickTakers · 4 players · characters \+adventurer \+collector \+ruler · 1 deal/,
    );
    // A replay without the settings sets up the basic five: round 1's first pick is not offered.
    assert.throws(() => replayGame({ ...match, characters: undefined }, 0), {
      name: 'IllegalMoveError',
      message: 'replay at seat 1 made an illegal move chooseCharacter("adventurer") (game 0, move 0)',
    });
    // A baseline of another character set is no baseline for this run.
    const { shard: _shard, ...whole } = match;
    assert.throws(() => assertComparable({ ...prepared.config, shard: undefined, characters: undefined }, whole), {
      message: `the baseline is not comparable: characters was ${JSON.stringify(ROSTER)}, now null`,
    });
    // A tampered record of the extras is a mismatch; a setting the file's game refuses is a damaged file.
    const tampered = JSON.parse(JSON.stringify(match));
    tampered.games[0].rounds[2].collections[3].points = 40;
    assert.deepEqual(
      replayGame(tampered, 0).mismatches.map((m) => m.split(':')[0]),
      ['score sheet'],
    );
  });

  it('refuses a damaged file: a setting out of place, or nested deeper than three levels', () => {
    const file = path.join(dir, 'all8.json');
    const good = readMatchJson(file);
    const write = (name: string, settings: Record<string, unknown>) => {
      const p = path.join(dir, name);
      writeMatchJson(p, { config: { ...prepared.config, ...settings }, games: good.games, summary: good.summary });
      return p;
    };
    assert.throws(
      () => readMatchJson(write('mode.json', { mode: 'advanced' })),
      /mode is for 2 players only, got 4 players/,
    );
    assert.throws(
      () => readMatchJson(write('order.json', { characters: [...ROSTER].reverse() })),
      /characters is \["ruler",.*a run of these settings writes \["king",/,
    );
    const deep = JSON.parse(JSON.stringify(good));
    deep.games[0].rounds[2].collections[3].combinations = [['kind3']];
    const p = path.join(dir, 'deep.json');
    writeMatchJson(p, { config: prepared.config, games: deep.games, summary: good.summary });
    assert.throws(() => readMatchJson(p), /rounds\[2\]\.collections: expected .* three levels deep at most/);
  });
});

describe('harness: the TrickTakers settings on the command line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-tt-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const tt = ['--game', 'tricktakers', '--bots', 'random', '--games', '1'];

  it('refuses bad values with exit 2, the usage and a clear message', async () => {
    const cases: [string[], string][] = [
      [['--characters', 'wizard'], 'characters (--characters) takes all, basic, or a comma list of adventurer, collector, ruler (the basic king, gambler, resistance, hermit, berserker are always in); "wizard" is not a character'],
      [['--characters', 'ruler,ruler'], 'characters (--characters) names ruler twice'],
      [['--characters', ''], '"" is not a character'],
      [['--characters', 'all', '--players', '2'], 'TrickTakers refuses --characters at 2 players: characters is for 3–5 players; with 2 players set mode and characterCount (TT-48)'],
      [['--mode', 'advanced'], 'TrickTakers refuses --mode at 5 players: mode is for 2 players only, got 5 players'],
      [['--mode', 'expert', '--players', '2'], 'TrickTakers refuses --mode at 2 players: mode must be "basic" or "advanced", got "expert"'],
      [['--character-count', '8', '--players', '2'], 'characterCount needs mode "advanced" (2 players, TT-48)'],
      [['--character-count', '7', '--mode', 'advanced', '--players', '2'], 'TrickTakers refuses --mode --character-count at 2 players: characterCount must be 6 or 8, got 7'],
      [['--character-count', 'eight', '--players', '2'], '--character-count takes a whole number, got "eight"'],
      [['--characters', 'all', '--characters', 'basic'], '--characters is given twice'],
    ]; // prettier-ignore
    for (const [args, message] of cases) {
      const run = await cli(...tt, ...args);
      assertOneLine(run, 2, message);
      assert.match(run.stderr, /Usage:/);
    }
  });

  it('refuses the settings for other games', async () => {
    assertOneLine(
      await cli('--game', 'cant-win', '--bots', 'random', '--games', '1', '--characters', 'all', '--mode', 'basic'),
      2,
      "characters (--characters), mode (--mode): Can't Win takes no such setting; only TrickTakers has characters and modes",
    );
    assertOneLine(
      await cli('--game', 'you-suck', '--bots', 'random', '--games', '1', '--character-count', '6'),
      2,
      'characterCount (--character-count): You Suck takes no such setting',
    );
  });

  it('passes --mode advanced and --character-count to the game, whose own check decides (TT-48)', () => {
    // The harness adds no rule of its own: it refuses exactly when the game's setup check
    // (validateSetupData) does, with its message; today the engine refuses the advanced game as
    // "not playable yet", and once it plays it the harness passes it through unchanged.
    const settings = { mode: 'advanced', characterCount: 8 };
    const refusal = tricktakers.game.validateSetupData!(settings, 2);
    const prepare = () => prepareMatch({ game: 'tricktakers', players: 2, bots: 'random', deals: 1, ...settings });
    if (refusal === undefined) {
      const { config } = prepare();
      assert.deepEqual([config.mode, config.characterCount], ['advanced', 8]);
      assert.deepEqual(harnessSetupData(tricktakers, settings), settings);
    } else {
      assert.throws(prepare, {
        name: 'OptionError',
        message: `TrickTakers refuses --mode --character-count at 2 players: ${refusal}`,
      });
      assert.match(refusal, /advanced/);
    }
    const basic = prepareMatch({ game: 'tricktakers', players: 2, bots: 'random', deals: 1, mode: 'basic' });
    assert.equal(basic.config.mode, 'basic');
    assert.deepEqual(harnessSetupData(tricktakers, { mode: basic.config.mode! }), { mode: 'basic' });
  });

  it('plays --characters collector,ruler with --json, records the settings, and replays', async () => {
    const out = path.join(dir, 'cr.json');
    const run = await cli(...tt, '--players', '4', '--seed', 'cr', '--characters', 'collector,ruler', '--json', out);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^TrickTakers · 4 players · characters \+collector \+ruler · 1 deal × 1 table = 1 game/);
    const match = readMatchJson(out);
    assert.deepEqual(match.characters, ['king', 'gambler', 'resistance', 'hermit', 'collector', 'berserker', 'ruler']);
    for (const r of match.games[0]!.rounds) {
      const cs = r.characters as string[];
      assert.equal('itemsUsed' in r, false);
      // 7 characters at 4 players: players + 1 = 5 shown, 2 not (TT-24).
      const display = r.display as { shown: string[]; notShown: string[] };
      assert.deepEqual([display.shown.length, display.notShown.length], [5, 2]);
      assert.equal('reserved' in r, cs.includes('collector'));
      assert.equal('tasks' in r, cs.includes('ruler'));
    }
    const replay = await cli('--replay', out);
    assert.equal(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /the replay reproduces the file/);
  });
});
