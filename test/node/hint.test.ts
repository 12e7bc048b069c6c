// The fair hint (issue 13): in each of the four games, at seat 0's
// decisions of seeded random matches, the hint is a legal move, its chance
// is a share in [0, 1] where the seat has a bid, and it depends on the
// seat's view only: a twin state with other seats' hands swapped (the same
// view for seat 0) gets the same hint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cantWin } from '../../src/games/cant-win/index.js';
import { instinct } from '../../src/games/instinct/index.js';
import { trickTakers } from '../../src/games/tricktakers/index.js';
import { youSuck } from '../../src/games/you-suck/index.js';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';
import { stateFor } from '../../src/bots/fairness.js';
import { closeCall, hintFor, type Hint } from '../../src/bots/hint.js';
import type { RootStat } from '../../src/bots/ismcts.js';
import { legalTexts, moveText, playMatch, type MatchState } from './bots-helpers.js';

const ITERATIONS = 200;
/** Seat 0's decisions checked per game (the first ones with more than one legal move, spread over the match). */
const CHECKS = 5;

/** The hint for seat 0 from what the bot worker is posted: `stateFor(…, 'seat')`, its view only. */
async function hintOf(game: GameDescriptor, state: MatchState<any>): Promise<Hint> {
  return hintFor(game, await game.bots.load(), stateFor(game, state, '0', 'seat'), '0', ITERATIONS);
}

/** `state` with two other seats' hands swapped, or `null` when no two hold as many cards (then the view could differ). */
function twinOf(state: MatchState<any>): MatchState<any> | null {
  const hands = state.G.hands as unknown[][];
  for (let a = 1; a < hands.length; a++)
    for (let b = a + 1; b < hands.length; b++) {
      if (hands[a]!.length === 0 || hands[a]!.length !== hands[b]!.length) continue;
      if (JSON.stringify(hands[a]) === JSON.stringify(hands[b])) continue;
      const G = structuredClone(state.G);
      [G.hands[a], G.hands[b]] = [G.hands[b], G.hands[a]];
      return { ...state, G };
    }
  return null;
}

const view = (game: GameDescriptor, s: MatchState<any>) => JSON.stringify(stateFor(game, s, '0', 'seat'));

for (const [game, numPlayers] of [
  [cantWin, 4],
  [instinct, 4],
  [youSuck, 4],
  [trickTakers, 4],
] as const) {
  describe(`${game.title}: the hint`, () => {
    it('is legal, gives a chance in [0, 1] where seat 0 bids, and is the same on a twin with the same view', async () => {
      let checked = 0;
      let twins = 0;
      let chances = 0;
      let decision = 0;
      await playMatch<any>({
        game,
        numPlayers,
        seed: `hint-${game.id}`,
        bots: Array.from({ length: numPlayers }, () => 'random'),
        onDecision: async (state, seat) => {
          if (seat !== '0' || checked >= CHECKS || legalTexts(game, state, '0').length < 2) return;
          if (decision++ % 2 !== 0) return;
          const hint = await hintOf(game, state);
          assert.ok(legalTexts(game, state, '0').includes(moveText('0', hint.move)), moveText('0', hint.move));
          assert.equal(typeof hint.closeCall, 'boolean');
          if (hint.chance !== undefined) {
            chances++;
            assert.ok(hint.chance >= 0 && hint.chance <= 1, String(hint.chance));
          }
          checked++;
          const twin = twinOf(state);
          if (twin && view(game, twin) === view(game, state)) {
            twins++;
            assert.notDeepEqual(twin.G.hands, state.G.hands);
            assert.deepEqual(await hintOf(game, twin), hint);
          }
        },
      });
      assert.equal(checked, CHECKS);
      assert.ok(twins >= 1, `no twin compared in ${game.title}`);
      // Can't Win, Instinct and You Suck: every seat bids, so a searched hint has a chance.
      if (game !== trickTakers) assert.ok(chances >= 1, `no chance in ${game.title}`);
    });
  });
}

describe('closeCall', () => {
  const stat = (visits: number, mean: number, spread: number): RootStat => {
    // Half the playouts at mean + spread, half at mean - spread.
    const hi = mean + spread;
    const lo = mean - spread;
    return { visits, total: visits * mean, squares: (visits / 2) * (hi * hi + lo * lo), counted: 0, made: 0 };
  };
  it('is a close call when the means differ by less than two standard errors', () => {
    const best = stat(400, 0.52, 0.4);
    const second = stat(300, 0.5, 0.4);
    assert.equal(
      closeCall(
        best,
        new Map([
          [1, best],
          [2, second],
        ]),
      ),
      true,
    );
  });
  it('is not when they differ by more, or there is no runner-up', () => {
    const best = stat(400, 0.7, 0.1);
    const second = stat(300, 0.5, 0.1);
    assert.equal(
      closeCall(
        best,
        new Map([
          [1, best],
          [2, second],
        ]),
      ),
      false,
    );
    assert.equal(closeCall(best, new Map([[1, best]])), false);
  });
});
