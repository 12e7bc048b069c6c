// TrickTakers, the two-player advanced game (TT-48…TT-52) on boardgame.io's reducer: setupData's
// mode and character count (G-3), the draft in the rulings' order with round 1's deal set aside
// until it ends (TT-48), the secret selection both seats make at once and that no other seat sees
// until both have chosen (TT-49, TT-53), the lead by priority, the forced last round, every
// refusal of the new moves (G-4), and full seeded games of 6 and 8 characters whose every round
// is worked out by hand, with X-18 and the tie-break of TT-51.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openMatch, type LocalMatch } from '../../src/games/common/local-match.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import { draftCharacter, selectCharacter } from '../../src/games/tricktakers/advanced.js';
import { later } from '../../src/games/tricktakers/later.js';
import {
  checkSetup,
  legalMoves,
  newGame,
  playCard,
  type TrickTakersState,
  type TtMove,
} from '../../src/games/tricktakers/rules.js';
import { G, go, playAll as tricks, refused, stockOf, X18_DRAFT } from './tricktakers-positions.js';

/** What seat `seat` (or a spectator) sees. */
const view = (m: LocalMatch, seat: string | null) =>
  TrickTakers.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: seat } as never) as unknown as Record<
    string,
    any
  >;

const keys = (ms: TtMove[]) => ms.map((x) => JSON.stringify([x.move, x.args])).sort();
const moves = (move: string, ids: string[]) => keys(ids.map((id) => ({ move, args: [id] }) as TtMove));

describe('setupData: mode and characterCount (G-3, TT-48)', () => {
  it('accepts the advanced game with 6 or 8 characters and refuses bad values with clear messages', () => {
    assert.equal(checkSetup({ mode: 'advanced' }, 2), undefined);
    assert.equal(checkSetup({ mode: 'advanced', characterCount: 8 }, 2), undefined);
    assert.equal(checkSetup({ mode: 'basic' }, 2), undefined);
    assert.match(checkSetup({ mode: 'advanced', characterCount: 7 }, 2)!, /characterCount must be 6 or 8, got 7/);
    assert.match(checkSetup({ mode: 'advanced', characterCount: '8' }, 2)!, /characterCount must be 6 or 8/);
    assert.match(checkSetup({ mode: 'advanced' }, 3)!, /mode is for 2 players only/);
    assert.match(checkSetup({ mode: 'expert' }, 2)!, /mode must be "basic" or "advanced"/);
    assert.match(checkSetup({ characterCount: 6 }, 2)!, /characterCount needs mode "advanced"/);
    assert.match(checkSetup({ mode: 'basic', characterCount: 8 }, 2)!, /characterCount needs mode "advanced"/);
    assert.match(checkSetup({ mode: 'advanced', characters: ['king'] }, 2)!, /characters is for 3–5 players/);
    assert.throws(() => openMatch(TrickTakers, 2, 's', { mode: 'advanced', characterCount: 5 }), /6 or 8/);
  });
  it('the basic two-player game is unchanged: 5 rounds, the character choice first', () => {
    const m = openMatch(TrickTakers, 2, 'basic', { mode: 'basic' });
    assert.deepEqual([G(m).rounds, G(m).stage, G(m).draft], [5, 'select', undefined]);
  });
});

// The 6-character game (TT-48: the basic five and the Adventurer, 3 rounds). Seat 0 is P1.
// Round 1 is dealt by setupData (set aside during the draft); rounds 2 and 3 by the seed.
const DEAL_6 = [
  ['red-2', 'blue-3', 'green-9', 'black-1', 'white-flag-1'],
  ['red-8', 'blue-7', 'green-4', 'black-6', 'rare-1'],
];
/** The item deck after the Adventurer takes boots and axe (TT-31, TT-54), top first. */
const ITEMS_6 = [
  'crystal',
  'gold',
  'rockCrystal',
  'map',
  'potion',
  'sword',
  'wand',
  'book',
  'orb',
  'wing',
  'doll',
  'fairy',
  'castle',
];
const match6 = () =>
  openMatch(TrickTakers, 2, 'adv-6', {
    mode: 'advanced',
    firstPlayer: '0',
    deal: DEAL_6,
    stock: stockOf(DEAL_6),
    itemDeck: ITEMS_6,
  });

describe('TT-48 the draft', () => {
  it('goes P1, P2, P2, P1, P1, P2 with public picks, before any hand is dealt; every refusal changes nothing', () => {
    const m = match6();
    let g = G(m);
    assert.deepEqual([g.stage, g.toAct, g.rounds, g.round], ['draft', '0', 3, 1]);
    assert.deepEqual(g.draft, {
      set: ['king', 'gambler', 'resistance', 'adventurer', 'hermit', 'berserker'],
      order: ['0', '1', '1', '0', '0', '1'],
      picks: [],
    });
    // The draft comes before the deal (EN p.30): no hand yet; round 1's deal is on top of the deck.
    assert.deepEqual([g.hands, g.deckSize, g.deck.slice(0, 10)], [[[], []], 40, DEAL_6.flat()]);
    assert.deepEqual(view(m, '0').hands, [[], null]);
    assert.deepEqual(view(m, '1').draft, g.draft); // public (TT-53)
    assert.deepEqual(keys(legalMoves(g, '0')), moves('draftCharacter', g.draft!.set as string[]));
    assert.deepEqual(legalMoves(g, '1'), []);
    refused(m, '1', 'draftCharacter', 'king'); // P2's step is the second
    refused(m, '0', 'draftCharacter', 'collector'); // not in the 6-character set
    refused(m, '0', 'draftCharacter', 'jester');
    refused(m, '0', 'draftCharacter', 7);
    refused(m, '0', 'draftCharacter');
    refused(m, '0', 'draftCharacter', 'king', 'gambler');
    refused(m, '0', 'selectCharacter', 'king'); // wrong stage
    refused(m, '0', 'chooseCharacter', 'king'); // the basic game's move
    go(m, '0', 'draftCharacter', 'king');
    refused(m, '1', 'draftCharacter', 'king'); // taken
    refused(m, '0', 'draftCharacter', 'gambler'); // P2 picks twice now
    go(m, '1', 'draftCharacter', 'gambler');
    g = go(m, '1', 'draftCharacter', 'hermit');
    assert.deepEqual([g.toAct, g.draft!.picks], ['0', ['king', 'gambler', 'hermit']]);
    assert.deepEqual(keys(legalMoves(g, '0')), moves('draftCharacter', ['resistance', 'adventurer', 'berserker']));
    go(m, '0', 'draftCharacter', 'berserker');
    go(m, '0', 'draftCharacter', 'resistance');
    g = go(m, '1', 'draftCharacter', 'adventurer');
    // The draft is over: round 1 is dealt (its scenario deal) and both choose at once (TT-49).
    assert.deepEqual([g.stage, g.toAct, g.hands, g.deckSize], ['choose', null, DEAL_6, 30]);
    assert.deepEqual(
      g.draft!.picks,
      X18_DRAFT.map(([, c]) => c),
    );
    refused(m, '0', 'draftCharacter', 'king'); // the draft is over
  });

  it('8 characters: P1, P2, P2, P1, P1, P2, P2, P1 over the whole roster, 4 rounds; P1 may be seat 1', () => {
    const m = openMatch(TrickTakers, 2, 'adv-8-order', { mode: 'advanced', characterCount: 8, firstPlayer: '1' });
    assert.deepEqual([G(m).rounds, G(m).draft!.order], [4, ['1', '0', '0', '1', '1', '0', '0', '1']]);
    assert.equal(G(m).draft!.set.length, 8);
    assert.equal(G(m).toAct, '1');
    refused(m, '0', 'draftCharacter', 'ruler');
    go(m, '1', 'draftCharacter', 'ruler');
    assert.equal(G(m).toAct, '0');
  });
});

/** Drafts X-18's picks on `m`. */
function draftX18(m: LocalMatch): void {
  for (const [seat, c] of X18_DRAFT) go(m, seat, 'draftCharacter', c);
}

describe('TT-49 the secret selection (TT-53)', () => {
  it('both seats may choose, in either order; a choice is hidden from the other seat and the log until both chose', () => {
    const m = match6();
    draftX18(m);
    // boardgame.io's active players: both seats at once.
    assert.deepEqual(seatsToMove(m.state.ctx), ['0', '1']);
    assert.deepEqual(keys(legalMoves(G(m), '0')), moves('selectCharacter', ['king', 'resistance', 'berserker']));
    assert.deepEqual(keys(legalMoves(G(m), '1')), moves('selectCharacter', ['gambler', 'adventurer', 'hermit']));
    refused(m, '0', 'selectCharacter', 'gambler'); // P1 did not draft it
    refused(m, '1', 'selectCharacter', 'collector');
    refused(m, '1', 'selectCharacter', null);
    refused(m, '1', 'selectCharacter');
    refused(m, '2', 'selectCharacter', 'king');
    refused(m, '1', 'draftCharacter', 'king');
    // P2 chooses first.
    let g = go(m, '1', 'selectCharacter', 'adventurer');
    assert.deepEqual([g.stage, g.selection, g.characters], ['choose', [[], ['adventurer']], [null, null]]);
    assert.deepEqual(seatsToMove(m.state.ctx), ['0']);
    assert.deepEqual(legalMoves(g, '1'), []);
    refused(m, '1', 'selectCharacter', 'hermit'); // once a round
    const seen = (seat: string | null) => [view(m, seat).selection, view(m, seat).sizes.selection];
    assert.deepEqual(seen('0'), [
      [[], null],
      [0, 1],
    ]); // P1 knows only that P2 has chosen
    assert.deepEqual(seen('1'), [
      [null, ['adventurer']],
      [0, 1],
    ]);
    assert.deepEqual(seen(null), [
      [null, null],
      [0, 1],
    ]);
    // The selection is a private field of the game (G-5): hidden the same without the later rules
    // (./play.ts, issue 20), as on a page whose play view has not arrived.
    const rules = later.rules!;
    try {
      delete later.rules;
      assert.deepEqual(
        [seen('0'), seen('1'), seen(null)],
        [
          [
            [[], null],
            [0, 1],
          ],
          [
            [null, ['adventurer']],
            [0, 1],
          ],
          [
            [null, null],
            [0, 1],
          ],
        ],
      );
    } finally {
      later.rules = rules;
    }
    const { draft: _draft, display: _display, ...rest } = view(m, '0'); // the draft and the set are public
    assert.ok(!JSON.stringify(rest).includes('"adventurer"'), 'P1 sees P2’s choice');
    const entry = m.state.deltalog!.find((e: any) => e.action.payload.type === 'selectCharacter')!;
    assert.equal((entry as any).redact, true); // the log shows other seats `args: null`
    // P1 chooses: both are revealed together; the Resistance (3A) outranks the Adventurer (3B) and leads.
    g = go(m, '0', 'selectCharacter', 'resistance');
    assert.deepEqual(
      [g.characters, g.selection, view(m, '0').characters],
      [['resistance', 'adventurer'], undefined, ['resistance', 'adventurer']],
    );
    assert.deepEqual([g.stage, g.toAct], ['initial-items', '1']); // the Adventurer's set-up (TT-31)
    assert.equal(m.state.ctx.activePlayers, null);
    go(m, '1', 'chooseInitialItems', 'boots', 'axe');
    assert.deepEqual([G(m).stage, G(m).first, G(m).toAct], ['play', '0', '0']); // X-18 round 1: P1 leads
    refused(m, '0', 'selectCharacter', 'king'); // out of stage
    refused(m, '0', 'draftCharacter', 'king');
  });

  it('names each refusal (G-4): the pure actions’ error codes, the state unchanged', () => {
    const s = newGame({
      numPlayers: 2,
      dealer: '0',
      setupData: { mode: 'advanced', firstPlayer: '0' },
      shuffle: <T>(xs: T[]) => [...xs],
    });
    const same = <T>(f: () => T): T => {
      const before = structuredClone(s);
      const r = f();
      if (r !== null) assert.deepEqual(s, before);
      return r;
    };
    const draft = (seat: string, id: unknown) => same(() => draftCharacter(s, seat, id, (xs) => [...xs]));
    const select = (seat: string, id: unknown) => same(() => selectCharacter(s, seat, id, (xs) => [...xs]));
    assert.equal(draft('1', 'king'), 'not-your-turn');
    assert.equal(draft('0', 'collector'), 'bad-argument');
    assert.equal(draft('0', ['king']), 'bad-argument');
    assert.equal(select('0', 'king'), 'wrong-stage');
    for (const [seat, c] of X18_DRAFT) {
      if (c === 'gambler') assert.equal(draft('1', 'king'), 'taken');
      assert.equal(draft(seat, c), null);
    }
    assert.equal(draft('0', 'king'), 'wrong-stage');
    assert.equal(select('0', 'gambler'), 'not-allowed'); // not drafted by P1
    assert.equal(select('2', 'king'), 'not-your-turn');
    assert.equal(select('0', 'king'), null);
    assert.equal(select('0', 'berserker'), 'not-your-turn'); // chosen already
    s.stage = 'over';
    assert.equal(select('1', 'hermit'), 'game-over');
    assert.equal(draft('1', 'hermit'), 'game-over');
  });
});

/**
 * The 6-character game's round 3 as played: the Gambler takes three black leads; the
 * Berserker card and the Berserker's Rare take two.
 */
const LAST_ROUND_6: [string, string][] = [
  ['1', 'black-9'],
  ['0', 'green-10'],
  ['1', 'black-8'],
  ['0', 'berserker-white-flag'],
  ['1', 'black-6'],
  ['0', 'red-10'],
  ['1', 'red-3'],
  ['0', 'berserker'],
  ['0', 'berserker-rare'],
  ['1', 'red-2'],
];

describe('a full seeded 6-character game (TT-48…TT-51, X-18), every round by hand', () => {
  it('round 1 Resistance v Adventurer, round 2 King v Hermit, round 3 forced Berserker v Gambler: P2 wins on points', () => {
    const m = match6();
    draftX18(m);
    go(m, '0', 'selectCharacter', 'resistance');
    go(m, '1', 'selectCharacter', 'adventurer');
    go(m, '1', 'chooseInitialItems', 'boots', 'axe');
    // Round 1. Trick 1: a Kakumei with red 2 (two a round, TT-20); red 8 follows; the lower red wins (TT-4).
    let g = tricks(m, [
      ['0', 'red-2', 'kakumei'],
      ['1', 'red-8'],
    ]);
    assert.deepEqual([g.lastTrick!.winner, g.kakumeiLeft], ['0', 1]);
    // Trick 2: blue 7 beats blue 3; the Adventurer levels up and draws crystal (TT-35).
    g = tricks(m, [
      ['0', 'blue-3'],
      ['1', 'blue-7'],
    ]);
    assert.deepEqual(g.items!.slots[2], { kind: 'extra', cards: ['blue-3', 'blue-7'], item: 'crystal' });
    // Trick 3: black 6 led; black 1 must follow and loses. Gold on the second extra slot.
    // Trick 4: green 9 beats green 4. Trick 5: the Rare beats the White Flag; rock crystal.
    g = tricks(m, [
      ['1', 'black-6'],
      ['0', 'black-1'],
      ['1', 'green-4'],
      ['0', 'green-9'],
      ['0', 'white-flag-1'],
      ['1', 'rare-1'],
    ]);
    // Resistance: its Kakumei card red 2 (1–3) +50 → 80. Adventurer: 3 tricks +40 (TT-50), unused
    // boots +10, axe −30, crystal on an extra slot +30, gold +10, rock crystal on an extra slot +50
    // (TT-33, TT-37) → +110 → 140. No crowns with two players (TT-50).
    let row = g.sheet[0]!;
    assert.deepEqual(
      [row.characters, row.first, row.tricks, row.kakumei, row.itemPoints, row.points, row.totals],
      [['resistance', 'adventurer'], '0', [2, 3], ['red-2'], [null, 70], [50, 110], [80, 140]],
    );
    assert.deepEqual(
      [row.crowns, row.blackCrowns],
      [
        [0, 0],
        [0, 0],
      ],
    );

    // Round 2 (the seed's deal): both choose again among their unused characters.
    assert.deepEqual([g.round, g.stage, g.toAct], [2, 'choose', null]);
    assert.deepEqual(keys(legalMoves(g, '0')), moves('selectCharacter', ['king', 'berserker']));
    assert.deepEqual(keys(legalMoves(g, '1')), moves('selectCharacter', ['gambler', 'hermit']));
    refused(m, '0', 'selectCharacter', 'resistance'); // used in round 1
    assert.deepEqual(g.hands, [
      ['blue-7', 'rare-1', 'blue-5', 'red-1', 'red-2'],
      ['rare-2', 'black-2', 'black-5', 'red-9', 'black-1'],
    ]);
    go(m, '0', 'selectCharacter', 'king');
    g = go(m, '1', 'selectCharacter', 'hermit');
    // X-18 round 2: the King (1A) leads; it takes its Rare and discards red 2 first (TT-13).
    assert.deepEqual([g.stage, g.toAct], ['king-discard', '0']);
    go(m, '0', 'discard', ['red-2']);
    assert.deepEqual([G(m).first, G(m).toAct], ['0', '0']);
    // The King leads its two Rares and its blues; the Hermit throws black 1, black 2 and red 9 under
    // them, then twice draws (green 1, green 4: the deck's top) and discards its winners.
    tricks(m, [
      ['0', 'rare-1'],
      ['1', 'black-1'],
      ['0', 'king-rare'],
      ['1', 'black-2'],
      ['0', 'blue-5'],
      ['1', 'red-9'],
      ['0', 'blue-7'],
    ]);
    go(m, '1', 'hermitDraw');
    go(m, '1', 'discard', ['black-5']);
    tricks(m, [
      ['1', 'green-1'],
      ['0', 'red-1'],
    ]);
    go(m, '1', 'hermitDraw');
    go(m, '1', 'discard', ['rare-2']);
    g = tricks(m, [['1', 'green-4']]);
    // King 5 tricks: +120, the next-lower entry (TT-20) → 200. Hermit 0 tricks +50 → 190.
    row = g.sheet[1]!;
    assert.deepEqual(
      [row.characters, row.first, row.tricks, row.points, row.totals],
      [['king', 'hermit'], '0', [5, 0], [120, 50], [200, 190]],
    );

    // Round 3, the last: forced (TT-49), no selection; the Gambler (2A) sets up first and leads.
    assert.deepEqual([g.round, g.characters, g.stage, g.toAct], [3, ['berserker', 'gambler'], 'exchange', '1']);
    assert.deepEqual(g.scores, [200, 210]); // the Gambler's +20 at once (TT-14)
    assert.equal(m.state.ctx.activePlayers, null);
    go(m, '1', 'pass');
    refused(m, '1', 'bid', 6);
    go(m, '1', 'bid', 3);
    refused(m, '1', 'bet', 110); // the final round's cap is 100 (TT-14)
    g = go(m, '1', 'bet', 50);
    assert.deepEqual([g.stage, g.first, g.toAct], ['play', '1', '1']);
    assert.deepEqual(g.hands, [
      ['berserker', 'green-10', 'red-10', 'berserker-rare', 'berserker-white-flag'],
      ['red-3', 'black-9', 'red-2', 'black-8', 'black-6'],
    ]);
    const beforeLast = structuredClone(m.state.G) as TrickTakersState;
    // The Gambler takes three black leads; the Berserker card and the Berserker's Rare take two.
    g = tricks(m, LAST_ROUND_6);
    // Gambler: bid 3 hit, +150 and the bet 50 (TT-14) → 410, +220 with the set-up's 20. Berserker:
    // 2 tricks +30 → 230; 2 tricks is no win (TT-50: 0 or 1 in the last round). P2 wins on points (TT-51).
    row = g.sheet[2]!;
    assert.deepEqual(
      [row.characters, row.first, row.bids, row.bets, row.tricks, row.points, row.totals],
      [['berserker', 'gambler'], '1', [null, 3], [0, 50], [2, 3], [30, 220], [230, 410]],
    );
    assert.deepEqual(m.state.ctx.gameover, {
      winners: ['1'],
      winner: '1',
      scores: { 0: 230, 1: 410 },
      condition: 'points',
    });
    assert.deepEqual([g.stage, g.toAct, g.sheet.length], ['over', null, 3]);

    // TT-51 tie-break, on the same last round with the totals before it set to tie at the end:
    // 380 + 30 = 200 + 200 + 10: 410 each; the Gambler (2A) outranks the Berserker (5A): P2 wins.
    const tie = structuredClone(beforeLast);
    tie.scores = [380, 210];
    tie.roundStart = [380, 190];
    playAllPure(tie, LAST_ROUND_6);
    assert.deepEqual(tie.result, { winners: ['1'], winner: '1', scores: { 0: 410, 1: 410 }, condition: 'points' });

    // a Berserker with 0 or 1 trick in the last round wins at once. The Gambler holds red 1
    // (from the deck) for red 2: the Berserker card loses to it (TT-3), the Berserker takes 1 trick.
    const x18 = structuredClone(beforeLast);
    x18.hands[1] = ['red-3', 'black-9', 'red-1', 'black-8', 'black-6'];
    x18.deck = [...x18.deck.filter((c) => c !== 'red-1'), 'red-2'];
    playAllPure(x18, [
      ['1', 'red-1'],
      ['0', 'berserker'],
      ...LAST_ROUND_6.slice(0, 6), // tricks 2–4: the game's tricks 1–3
      ['1', 'red-3'],
      ['0', 'berserker-rare'],
    ]);
    assert.deepEqual([x18.tricksWon, x18.result!.winner, x18.result!.condition], [[1, 4], '0', 'character']);
  });
});

/** Plays `[seat, card]` in turn on the pure rules (the seed's shuffle is not needed: the game ends). */
function playAllPure(s: TrickTakersState, list: [string, string][]): void {
  const shuffle = <T>(xs: T[]) => [...xs];
  for (const [seat, card] of list) assert.equal(playCard(s, seat, [card, {}], shuffle), null, `${seat} ${card}`);
}

// The 8-character game (TT-48: all eight, 4 rounds). Seat 0 is P1; round 1 by setupData, rounds
// 2–4 by the seed. Seat 0 drafts King, Ruler, Resistance, Berserker; seat 1 Gambler, Collector,
// Adventurer, Hermit.
const DEAL_8 = [
  ['black-7', 'black-3', 'red-5', 'blue-2', 'white-flag-1'],
  ['red-6', 'red-7', 'red-8', 'green-2', 'rare-1'],
];
const DRAFT_8: [string, string][] = [
  ['0', 'king'],
  ['1', 'gambler'],
  ['1', 'collector'],
  ['0', 'ruler'],
  ['0', 'resistance'],
  ['1', 'adventurer'],
  ['1', 'hermit'],
  ['0', 'berserker'],
];

describe('a full seeded 8-character game (TT-48…TT-51), every round by hand', () => {
  it('Ruler v Collector, Resistance v Adventurer, King v Hermit, forced Berserker v Gambler: P2 wins', () => {
    const m = openMatch(TrickTakers, 2, 'adv-8', {
      mode: 'advanced',
      characterCount: 8,
      firstPlayer: '0',
      deal: DEAL_8,
      stock: stockOf(DEAL_8),
      itemDeck: ITEMS_6,
    });
    for (const [seat, c] of DRAFT_8) go(m, seat, 'draftCharacter', c);
    // Round 1: the Collector (4B) outranks the Ruler (5B) and leads (TT-49); the Ruler gives the
    // Collector 2 different tasks, last of the setups (TT-25, TT-43).
    go(m, '0', 'selectCharacter', 'ruler');
    let g = go(m, '1', 'selectCharacter', 'collector');
    assert.deepEqual([g.stage, g.toAct], ['give-tasks', '0']);
    go(m, '0', 'giveTask', '1', 'takeBlue');
    refused(m, '0', 'giveTask', '1', 'takeBlue'); // each task once
    g = go(m, '0', 'giveTask', '1', 'avoidRed');
    assert.deepEqual([g.stage, g.first, g.toAct], ['play', '1', '1']);
    // T1: red 6 led (no reservation), red 5 follows: the Collector wins and takes both.
    // T2: red 7 led and reserved; the Ruler, void in red, trumps with black 3 and no token (TT-46):
    //     it takes black 3, the Collector its reserved red 7 (TT-27, TT-38).
    // T3: the Ruler leads black 7; the Collector's Rare wins. T4: red 8 beats blue 2 (no token).
    // T5: green 2 beats the White Flag.
    go(m, '1', 'playCard', 'red-6', {});
    go(m, '1', 'reserve', null);
    go(m, '0', 'playCard', 'red-5', {});
    go(m, '1', 'playCard', 'red-7', {});
    go(m, '1', 'reserve', 'red-7');
    g = go(m, '0', 'playCard', 'black-3', {});
    assert.deepEqual([g.lastTrick!.winner, g.lastTrick!.reserved], ['0', 'red-7']);
    go(m, '0', 'playCard', 'black-7', {});
    go(m, '1', 'playCard', 'rare-1', {});
    go(m, '1', 'reserve', null);
    go(m, '1', 'playCard', 'red-8', {});
    go(m, '1', 'reserve', null);
    go(m, '0', 'playCard', 'blue-2', {});
    go(m, '1', 'playCard', 'green-2', {});
    go(m, '1', 'reserve', null);
    g = go(m, '0', 'playCard', 'white-flag-1', {});
    // Collector took red 5, 6, 7, 8, the Rare, black 7, blue 2, green 2, the White Flag: a 5 Straight
    // Flush red 4(Rare)–8 or red 5–9(Rare) +100, 4 left over −20 → +80 (TT-40; a 3 Straight Flush and
    // a 3 of a Kind of 2s with the Rare also make 80). Its tasks: takeBlue done +20, avoidRed failed
    // −10 (TT-44) → +90 → 120. Ruler (TT-50): 1 trick +20, a black card +20, not all tasks done, and
    // nothing from the tasks → +40 → 70.
    let row = g.sheet[0]!;
    assert.deepEqual(
      [row.characters, row.first, row.tricks, row.points, row.totals],
      [['ruler', 'collector'], '1', [1, 4], [40, 90], [70, 120]],
    );
    assert.deepEqual(row.collections, [null, { combinations: ['straightFlush5'], points: 80 }]);
    assert.deepEqual(row.tasks, [
      { seat: 1, id: 'takeBlue', done: true, points: 20 },
      { seat: 1, id: 'avoidRed', done: false, points: -10 },
    ]);

    // Round 2: Resistance (3A) v Adventurer (3B); the Resistance leads. The Adventurer's first
    // set-up: the preset item deck leaves it boots and axe (TT-54).
    assert.deepEqual(keys(legalMoves(g, '0')), moves('selectCharacter', ['king', 'resistance', 'berserker']));
    assert.deepEqual(keys(legalMoves(g, '1')), moves('selectCharacter', ['gambler', 'adventurer', 'hermit']));
    assert.deepEqual(g.hands, [
      ['green-9', 'red-6', 'white-flag-1', 'rare-2', 'blue-4'],
      ['red-7', 'green-4', 'black-4', 'blue-6', 'black-1'],
    ]);
    go(m, '0', 'selectCharacter', 'resistance');
    go(m, '1', 'selectCharacter', 'adventurer');
    refused(m, '1', 'chooseInitialItems', 'map', 'sword'); // both in the preset item deck
    go(m, '1', 'chooseInitialItems', 'boots', 'axe');
    // T1: Kakumei with red 6 beats red 7 (TT-4). T2: blue 6 beats blue 4 (crystal drawn). T3: black 4
    // beats green 9 (gold). T4: the Resistance's Rare beats green 4. T5: black 1 beats the White Flag
    // (rock crystal).
    g = tricks(m, [
      ['0', 'red-6', 'kakumei'],
      ['1', 'red-7'],
      ['0', 'blue-4'],
      ['1', 'blue-6'],
      ['1', 'black-4'],
      ['0', 'green-9'],
      ['1', 'green-4'],
      ['0', 'rare-2'],
      ['0', 'white-flag-1'],
      ['1', 'black-1'],
    ]);
    // Resistance: red 6 (4–6) +80 → 150. Adventurer: 3 tricks +40, boots +10, axe −30, crystal +30,
    // gold +10, rock crystal +50 → +110 → 230.
    row = g.sheet[1]!;
    assert.deepEqual(
      [row.characters, row.first, row.tricks, row.kakumei, row.itemPoints, row.points, row.totals],
      [['resistance', 'adventurer'], '0', [2, 3], ['red-6'], [null, 70], [80, 110], [150, 230]],
    );

    // Round 3: King v Hermit; the King discards blue 1 and leads all five tricks; the Hermit follows
    // or throws under it.
    go(m, '0', 'selectCharacter', 'king');
    go(m, '1', 'selectCharacter', 'hermit');
    go(m, '0', 'discard', ['blue-1']);
    g = tricks(m, [
      ['0', 'king-rare'],
      ['1', 'black-1'],
      ['0', 'rare-2'],
      ['1', 'red-8'],
      ['0', 'green-7'],
      ['1', 'green-3'],
      ['0', 'red-7'],
      ['1', 'red-5'],
      ['0', 'red-3'],
      ['1', 'green-1'],
    ]);
    // King 5 tricks +120 (round 3 of 4 is not the last: no doubling) → 270; Hermit 0 tricks +50 → 280.
    row = g.sheet[2]!;
    assert.deepEqual(
      [row.characters, row.first, row.tricks, row.points, row.totals],
      [['king', 'hermit'], '0', [5, 0], [120, 50], [270, 280]],
    );

    // Round 4, the last: forced; the Gambler (2A) sets up and leads: +20, bids 3, bets 100.
    assert.deepEqual([g.round, g.characters, g.stage, g.scores], [4, ['berserker', 'gambler'], 'exchange', [270, 300]]);
    go(m, '1', 'pass');
    go(m, '1', 'bid', 3);
    g = go(m, '1', 'bet', 100);
    assert.deepEqual(g.hands, [
      ['berserker', 'green-10', 'blue-10', 'berserker-white-flag', 'black-10'],
      ['black-4', 'black-2', 'blue-1', 'rare-1', 'blue-4'],
    ]);
    // T1: the Rare beats the Berserker's White Flag. T2: blue 1 beats blue 10 (TT-3: the 1 counts as
    // 11). T3: the Berserker card beats blue 4. T4: black 10 beats black 4. T5: black 2 trumps green 10.
    g = tricks(m, [
      ['1', 'rare-1'],
      ['0', 'berserker-white-flag'],
      ['1', 'blue-1'],
      ['0', 'blue-10'],
      ['1', 'blue-4'],
      ['0', 'berserker'],
      ['0', 'black-10'],
      ['1', 'black-4'],
      ['0', 'green-10'],
      ['1', 'black-2'],
    ]);
    // Gambler: bid 3 hit, +150 and the bet 100 → 550 (+270 with the 20). Berserker: 2 tricks +30 →
    // 300, no win. P2 wins on points (TT-51).
    row = g.sheet[3]!;
    assert.deepEqual(
      [row.characters, row.first, row.tricks, row.points, row.totals],
      [['berserker', 'gambler'], '1', [2, 3], [30, 270], [300, 550]],
    );
    assert.deepEqual(m.state.ctx.gameover, {
      winners: ['1'],
      winner: '1',
      scores: { 0: 300, 1: 550 },
      condition: 'points',
    });
  });
});
