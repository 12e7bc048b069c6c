// TrickTakers extras, the two-player advanced game: the draft (TT-48), the secret selection and the
// first lead (TT-49), the tie-break at the end (TT-51), and X-18.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  advancedRounds,
  advancedWinner,
  bothSelected,
  draftCharacter,
  draftChoices,
  draftedBy,
  draftOrder,
  draftSeat,
  newDraft,
  openSelection,
  roundLeader,
  selectCharacter,
  type Draft,
  type Selection,
} from '../../src/games/tricktakers/draft.js';
import { isRefusal } from '../../src/games/common/refusal.js';
import { ROSTER, type RosterId } from '../../src/games/tricktakers/roster.js';
import { characterWins } from '../../src/games/tricktakers/round-score.js';
import { X18_DRAFT } from './tricktakers-positions.js';

/** Applies a legal pick; fails the test on a refusal. */
function pick(d: Draft, seat: string, c: RosterId): Draft {
  const next = draftCharacter(d, seat, c);
  assert.ok(!isRefusal(next), `${seat} drafting ${c} was refused: ${String(next)}`);
  return next;
}
/** Applies a legal selection; fails the test on a refusal. */
function choose(sel: Selection, seat: string, c: RosterId, drafted: RosterId[], used: RosterId[]): Selection {
  const next = selectCharacter(sel, seat, c, drafted, used);
  assert.ok(!isRefusal(next), `${seat} selecting ${c} was refused: ${String(next)}`);
  return next;
}

describe('TT-48 draft order', () => {
  it('6 characters: P1, P2, P2, P1, P1, P2; 8 characters: P1, P2, P2, P1, P1, P2, P2, P1', () => {
    assert.deepEqual(draftOrder(6, '0'), ['0', '1', '1', '0', '0', '1']);
    assert.deepEqual(draftOrder(6, '1'), ['1', '0', '0', '1', '1', '0']);
    assert.deepEqual(draftOrder(8, '1'), ['1', '0', '0', '1', '1', '0', '0', '1']);
    assert.deepEqual([advancedRounds(6), advancedRounds(8)], [3, 4]);
  });
  it('throws for a seat that is not "0" or "1" (a programmer error)', () => {
    assert.throws(() => draftOrder(6, '2'), RangeError);
  });
  it('8 characters: the whole roster is drafted, 4 each, and the draft then ends', () => {
    let d = newDraft(8, '1');
    assert.deepEqual(draftChoices(d), [...ROSTER]);
    for (const c of [
      'ruler',
      'king',
      'collector',
      'gambler',
      'hermit',
      'adventurer',
      'resistance',
      'berserker',
    ] as const)
      d = pick(d, draftSeat(d)!, c);
    assert.equal(draftSeat(d), null);
    assert.deepEqual(draftedBy(d, '1'), ['gambler', 'hermit', 'berserker', 'ruler']);
    assert.deepEqual(draftedBy(d, '0'), ['king', 'resistance', 'adventurer', 'collector']);
    assert.equal(draftCharacter(d, '1', 'king'), 'draft-over');
  });
  it('refuses another seat’s step, a character drafted already, and one not in a 6-character game', () => {
    const d = pick(newDraft(6, '0'), '0', 'king');
    assert.equal(draftCharacter(d, '0', 'gambler'), 'not-your-turn');
    assert.equal(draftCharacter(d, '1', 'king'), 'taken');
    assert.equal(draftCharacter(d, '1', 'collector'), 'not-in-set');
    assert.deepEqual(draftChoices(d), ['gambler', 'resistance', 'adventurer', 'hermit', 'berserker']);
    assert.deepEqual(d.picks, ['king']);
  });
});

describe('X-18 two-player advanced, 6 characters (TT-48, TT-49, TT-51)', () => {
  // P1 is seat "0", the first player.
  let d = newDraft(6, '0');
  for (const [seat, c] of X18_DRAFT) d = pick(d, seat, c);
  const drafted = [draftedBy(d, '0'), draftedBy(d, '1')];

  it('X-18 draft: P1 King, P2 Gambler, P2 Hermit, P1 Berserker, P1 Resistance, P2 Adventurer', () => {
    assert.equal(draftSeat(d), null);
    assert.deepEqual(drafted, [
      ['king', 'resistance', 'berserker'],
      ['gambler', 'adventurer', 'hermit'],
    ]);
  });

  it('X-18 rounds 1–3: P1 leads (3A before 3B), P1 leads (King), round 3 forced and P2 leads (2A before 5A)', () => {
    // Round 1: both choose in secret.
    let sel = openSelection(drafted, [[], []]);
    assert.deepEqual(sel, [null, null]);
    sel = choose(sel, '1', 'adventurer', drafted[1]!, []);
    assert.equal(bothSelected(sel), false);
    sel = choose(sel, '0', 'resistance', drafted[0]!, []);
    assert.ok(bothSelected(sel));
    assert.equal(roundLeader(sel), '0');

    // Round 2.
    const used2: RosterId[][] = [['resistance'], ['adventurer']];
    sel = openSelection(drafted, used2);
    assert.equal(selectCharacter(sel, '0', 'resistance', drafted[0]!, used2[0]!), 'used');
    sel = choose(sel, '0', 'king', drafted[0]!, used2[0]!);
    sel = choose(sel, '1', 'hermit', drafted[1]!, used2[1]!);
    assert.ok(bothSelected(sel));
    assert.equal(roundLeader(sel), '0');

    // Round 3: forced.
    const used3: RosterId[][] = [
      ['resistance', 'king'],
      ['adventurer', 'hermit'],
    ];
    sel = openSelection(drafted, used3);
    assert.deepEqual(sel, ['berserker', 'gambler']);
    assert.ok(bothSelected(sel));
    assert.equal(roundLeader(sel), '1');
    assert.equal(selectCharacter(sel, '0', 'king', drafted[0]!, used3[0]!), 'chosen');
  });

  it('X-18: selectCharacter("gambler") by P1 is refused: P1 did not draft it', () => {
    assert.equal(selectCharacter([null, null], '0', 'gambler', drafted[0]!, []), 'not-drafted');
    assert.equal(selectCharacter([null, 'adventurer'], '1', 'hermit', drafted[1]!, []), 'chosen');
  });

  it('X-18 end: the Berserker with 0 or 1 trick in round 3 wins at once (TT-50); a points tie goes to P2’s Gambler (TT-51)', () => {
    const facts = (tricks: number) => ({ tricks, bid: null, bet: 0, kakumeiCards: [], final: true, twoPlayer: true });
    assert.deepEqual(
      [0, 1, 2].map((t) => characterWins('berserker', facts(t))),
      [true, true, false],
    );
    assert.equal(advancedWinner([140, 140], ['berserker', 'gambler']), '1');
    assert.equal(advancedWinner([141, 140], ['berserker', 'gambler']), '0');
    assert.equal(advancedWinner([90, 90], ['king', 'ruler']), '0');
  });
});
