// TrickTakers' bots in the two-player advanced game (TT-48, TT-49): the `rule` and `ismcts` bots
// make every draft pick and every secret selection of whole games with 6 and 8 characters,
// legally, from their seat's view (the search leaves these decisions to the rule policy); the
// rule policy's values (./rule-draft.ts) on hand-built views.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPlayer, parseBotSpec, type ChosenMove } from '../../src/bots/index.js';
import { IsmctsBot } from '../../src/bots/ismcts-bot.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import { trickTakers, TrickTakers } from '../../src/games/tricktakers/index.js';
import { trickTakersMovesLeft } from '../../src/games/tricktakers/bots.js';
import { advancedMove, DRAFT_VALUE } from '../../src/games/tricktakers/rule-draft.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { applyMove, moveText, legalTexts, newMatch, type MatchState } from './bots-helpers.js';

type TtMatch = MatchState<TrickTakersState>;
const ADVANCED = new Set(['draft', 'choose']);

/**
 * Plays a whole advanced game: the bots of `specs` make every draft pick and secret selection,
 * each checked legal and accepted; every other decision is the first legal move (the extras'
 * decisions are another part of the bots). Returns the bots' decisions by stage.
 */
async function advancedGame(specs: string[], count: 6 | 8, seed: string) {
  const bots = await trickTakers.bots.load();
  const players = specs.map((text, i) =>
    createPlayer(trickTakers, bots, parseBotSpec(text), { seed: `${seed}/${i}`, numPlayers: 2 }),
  );
  let state = newMatch<TrickTakersState>(2, seed, { mode: 'advanced', characterCount: count }, trickTakers);
  const decided: Record<string, ChosenMove[]> = { draft: [], choose: [] };
  const leftAtStart = trickTakersMovesLeft(state.G);
  let made = 0;
  while (state.ctx.gameover === undefined) {
    const seat = seatsToMove(state.ctx)[0]!;
    const stage = state.G.stage;
    let move: ChosenMove;
    if (ADVANCED.has(stage)) {
      move = await players[Number(seat)]!.decide(state, seat);
      assert.ok(legalTexts(trickTakers, state, seat).includes(moveText(seat, move)), `${moveText(seat, move)}`);
      if (stage === 'choose' && state.G.round < state.G.rounds)
        assert.notEqual(move.args[0], 'berserker', 'the Berserker is kept for the last round');
      decided[stage]!.push(move);
    } else move = TrickTakers.ai!.enumerate(state.G, state.ctx, seat)[0] as ChosenMove;
    const next: TtMatch = applyMove(state, seat, move, trickTakers);
    assert.equal(next._stateID, state._stateID + 1, `refused ${moveText(seat, move)}`);
    state = next;
    made++;
  }
  return { state, decided, leftAtStart, made };
}

describe('the bots in the two-player advanced game (TT-48, TT-49)', () => {
  for (const count of [6, 8] as const)
    it(`rule and ismcts draft and choose legally through a whole ${count}-character game`, async () => {
      const { state, decided, leftAtStart } = await advancedGame(['ismcts:easy', 'rule'], count, `bots-${count}`);
      const rounds = count / 2;
      // Every pick of the draft; a selection by each seat in every round but the forced last one.
      assert.equal(decided.draft!.length, count);
      assert.equal(decided.choose!.length, 2 * (rounds - 1));
      assert.equal(state.G.sheet.length, rounds);
      // Each seat used each of its drafted characters once (TT-48).
      for (const s of [0, 1]) {
        const used = state.G.sheet.map((r) => r.characters[s]).sort();
        const drafted = state.G.draft!.picks.filter((_, i) => state.G.draft!.order[i] === String(s)).sort();
        assert.deepEqual(used, drafted);
      }
      // The rule policy drafts by DRAFT_VALUE: the first pick is the King (70, the highest).
      assert.deepEqual(decided.draft![0], { move: 'draftCharacter', args: ['king'] });
      assert.ok(leftAtStart >= count + rounds * 2, `movesLeft ${leftAtStart} counts the draft`);
    });

  it('rule: drafts the most valuable character left; selects on the hand, keeping the Berserker', async () => {
    const state = newMatch<TrickTakersState>(2, 'policy', { mode: 'advanced', firstPlayer: '0' }, trickTakers);
    const G = TrickTakers.playerView!({ G: state.G, ctx: state.ctx, playerID: '0' } as never) as TrickTakersState;
    const legal = TrickTakers.ai!.enumerate(G, state.ctx, '0') as ChosenMove[];
    const zero = () => 0;
    assert.deepEqual(advancedMove(G, '0', legal, zero), { move: 'draftCharacter', args: ['king'] });
    const noKing = legal.filter((m) => m.args[0] !== 'king');
    assert.deepEqual(advancedMove(G, '0', noKing, zero), { move: 'draftCharacter', args: ['gambler'] });
    assert.ok(DRAFT_VALUE.berserker > DRAFT_VALUE.resistance);
    // A selection in round 1 of 3 with the King, the Berserker and the Hermit left: a hand of two
    // Rares and three black 9s, 8s and 7s wants tricks: the King, never the Berserker.
    const choose = {
      ...G,
      stage: 'choose',
      round: 1,
      hands: [['rare-1', 'rare-2', 'black-9', 'black-8', 'black-7'], null],
    } as unknown as TrickTakersState;
    const options = ['king', 'berserker', 'hermit'].map((c): ChosenMove => ({ move: 'selectCharacter', args: [c] }));
    assert.deepEqual(advancedMove(choose, '0', options, zero), options[0]);
    // A hand of low red, blue and green cards takes no trick: the Hermit (+50 for none).
    const low = { ...choose, hands: [['red-1', 'red-2', 'blue-2', 'green-3', 'white-flag-1'], null] };
    assert.deepEqual(advancedMove(low as never, '0', options, zero), options[2]);
    // Only the Berserker left: it is chosen.
    assert.deepEqual(advancedMove(choose, '0', [options[1]!], zero), options[1]);
    // Not an advanced stage: no decision here.
    assert.equal(advancedMove({ ...choose, stage: 'play' } as never, '0', options, zero), undefined);
  });

  it('ismcts runs no search for the draft and the selection (the rule policy decides)', async () => {
    const bots = await trickTakers.bots.load();
    const player = createPlayer(trickTakers, bots, { name: 'ismcts', level: 'easy' }, { seed: 'x', numPlayers: 2 });
    const state = newMatch<TrickTakersState>(2, 'search', { mode: 'advanced', characterCount: 8 }, trickTakers);
    const move = await player.decide(state, state.G.toAct!);
    assert.equal(move.move, 'draftCharacter');
    assert.equal((player.bot as IsmctsBot).lastSearch, undefined);
  });
});
